import { useHostState } from '../shared/context';
import { defineWidget } from '../shared/element';
import type { ElementProps } from '../shared/metadata';
import { metadata } from './auth-providers.meta';
import { AuthProviders, shownProviders } from './auth-providers';
import type { AuthProvider } from './providers';
import { authProvidersStyles } from './auth-providers.styles';

/** `<auth-providers>`: the grid and dashboard link, with `empty` or `ready` as the host's state. */
export function AuthProvidersElement({ providers, ...props }: ElementProps<typeof metadata>) {
  // A page may set anything as `providers`: anything but an array means the built-in catalogue.
  const catalogue = Array.isArray(providers) ? (providers as readonly AuthProvider[]) : undefined;
  useHostState(shownProviders({ ...props, providers: catalogue }).length === 0 ? 'empty' : 'ready');
  return <AuthProviders {...props} providers={catalogue} />;
}

export { metadata };
export const authProvidersWidget = defineWidget(metadata, AuthProvidersElement, {
  styles: authProvidersStyles,
});
export const define = (tag?: string) => authProvidersWidget.define(tag);
