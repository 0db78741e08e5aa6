import { defineWidget } from '../shared/element';
import { metadata } from './auth-providers.meta';
import { AuthProviders } from './auth-providers';
import { authProvidersStyles } from './auth-providers.styles';

export { metadata };
export const authProvidersWidget = defineWidget(metadata, AuthProviders, {
  styles: authProvidersStyles,
});
export const define = (tag?: string) => authProvidersWidget.define(tag);
