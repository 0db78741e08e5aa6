import type { AuthProvider } from './providers';

/** A provider's letter mark: initials on a rounded tile. Decorative; the card names the provider. */
export function ProviderMark({ provider }: { provider: AuthProvider }) {
  const { initials, color = '#444', ink = '#ffffff' } = provider.logo;
  const mono = provider.hasLightIcon;
  return (
    <svg className={mono ? 'mark mono' : 'mark'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <rect width="24" height="24" rx="6" fill={mono ? undefined : color} />
      <text x="12" y="12.5" className={initials.length > 1 ? 'pair' : undefined} fill={mono ? undefined : ink}>
        {initials}
      </text>
    </svg>
  );
}
