import { useHostState } from '../shared/context';
import { defineWidget } from '../shared/element';
import { metadata } from './auth-providers.meta';
import { AuthProviders, shownProviders, type AuthProvidersProps } from './auth-providers';
import { authProvidersStyles } from './auth-providers.styles';

/** `<auth-providers>`: the grid and dashboard link, with `empty` or `ready` as the host's state. */
export function AuthProvidersElement(props: AuthProvidersProps) {
  useHostState(shownProviders(props).length === 0 ? 'empty' : 'ready');
  return <AuthProviders {...props} />;
}

export { metadata };
export const authProvidersWidget = defineWidget(metadata, AuthProvidersElement, {
  styles: authProvidersStyles,
});
export const define = (tag?: string) => authProvidersWidget.define(tag);
