import { authProviders, type AuthProvider } from './providers';

/** The name of a provider's colours in the stylesheet: its name in lowercase, other characters as dashes. */
export function markName(provider: AuthProvider): string {
  return provider.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Whether the stylesheet holds the provider's colours: it is one of the built-in catalogue's. */
export function hasStylesheetColours(provider: AuthProvider): boolean {
  return authProviders.includes(provider);
}

/** The colours of a mark as the custom properties auth-providers.css reads; none for a black-and-white mark. */
export function markColours(provider: AuthProvider): Record<`--${string}`, string> | undefined {
  if (provider.hasLightIcon) return undefined;
  const { color = '#444444', ink = '#ffffff', darkColor, darkInk } = provider.logo;
  return {
    '--mark-tile': color,
    '--mark-ink': ink,
    ...(darkColor ? { '--mark-tile-dark': darkColor } : {}),
    ...(darkInk ? { '--mark-ink-dark': darkInk } : {}),
  };
}

/**
 * The built-in catalogue's brand colours as rules of the widget's stylesheet, one per mark
 * (`.mark[data-mark="github"]`): prerendered markup, which waits with no script, shows them from the
 * first paint, and a page's strict `style-src` needs no style property for them. Providers a page
 * gives through the `providers` property get theirs as style properties once live.
 */
export function catalogueMarkCss(): string {
  return authProviders
    .map((provider) => {
      const colours = markColours(provider);
      if (!colours) return '';
      const declarations = Object.entries(colours)
        .map(([name, value]) => `${name}: ${value};`)
        .join(' ');
      return `.auth-providers .mark[data-mark='${markName(provider)}'] { ${declarations} }\n`;
    })
    .join('');
}
