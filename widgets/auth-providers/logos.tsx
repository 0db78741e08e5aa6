import { useRef } from 'react';
import { useStyleProperties } from '../shared/styles/style-properties';
import type { AuthProvider } from './providers';

/**
 * A provider's letter mark: initials on a rounded tile the size of an icon card's icon frame.
 * Decorative; the card names the provider. The colours go in as custom properties so the CSS can
 * turn the tile into a light tint with a dark letter in dark mode, where most brand colours are
 * too dark to stand out from the card.
 */
export function ProviderMark({ provider }: { provider: AuthProvider }) {
  const { initials, color = '#444444', ink = '#ffffff', darkColor, darkInk } = provider.logo;
  const mono = provider.hasLightIcon;
  const mark = useRef<SVGSVGElement>(null);
  useStyleProperties(
    mark,
    mono
      ? undefined
      : {
          '--mark-tile': color,
          '--mark-ink': ink,
          ...(darkColor ? { '--mark-tile-dark': darkColor } : {}),
          ...(darkInk ? { '--mark-ink-dark': darkInk } : {}),
        },
  );
  return (
    <svg className={mono ? 'mark mono' : 'mark'} viewBox="0 0 40 40" aria-hidden="true" ref={mark}>
      <rect width="40" height="40" rx="6" />
      <text x="20" y="21" className={initials.length > 1 ? 'pair' : undefined}>
        {initials}
      </text>
    </svg>
  );
}
