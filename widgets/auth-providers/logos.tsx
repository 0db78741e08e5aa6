import { useRef } from 'react';
import { useStyleProperties } from '../shared/styles/style-properties';
import { hasStylesheetColours, markColours, markName } from './mark-colours';
import type { AuthProvider } from './providers';

/**
 * A provider's letter mark: initials on a rounded tile the size of an icon card's icon frame.
 * Decorative; the card names the provider. The colours go in as custom properties so the CSS can
 * turn the tile into a light tint with a dark letter in dark mode, where most brand colours are
 * too dark to stand out from the card.
 */
export function ProviderMark({ provider }: { provider: AuthProvider }) {
  const { initials } = provider.logo;
  const mono = provider.hasLightIcon;
  // The built-in catalogue's colours are rules of the stylesheet (see mark-colours.ts); a
  // catalogue the page gives through `providers` has its colours set as style properties.
  const fromStylesheet = hasStylesheetColours(provider);
  const mark = useRef<SVGSVGElement>(null);
  useStyleProperties(mark, fromStylesheet ? undefined : markColours(provider));
  return (
    <svg
      className={mono ? 'mark mono' : 'mark'}
      viewBox="0 0 40 40"
      aria-hidden="true"
      ref={mark}
      data-mark={fromStylesheet && !mono ? markName(provider) : undefined}
    >
      <rect width="40" height="40" rx="6" />
      <text x="20" y="21" className={initials.length > 1 ? 'pair' : undefined}>
        {initials}
      </text>
    </svg>
  );
}
