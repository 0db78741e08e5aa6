import { defineWidget } from '../shared/element';
import { iconCardStyles } from '../icon-card';
import { metadata } from './auth-providers.meta';
import { AuthProviders } from './auth-providers';
import { authProvidersStyles } from './auth-providers.styles';

export { metadata };
export const authProvidersWidget = defineWidget(metadata, AuthProviders, {
  styles: [iconCardStyles, authProvidersStyles],
});
export const define = (tag?: string) => authProvidersWidget.define(tag);
