/**
 * The sign-in providers the platform's Auth supports, with the guide page for each. Logos are
 * our own letter marks (no brand artwork): `initials` on a tile of `color`. In dark mode every
 * tile turns into a light tint of its colour with a dark letter (or `darkColor` / `darkInk`), so
 * it stands out from the dark card; providers whose mark is black-and-white have `hasLightIcon`
 * and draw a near-black tile that turns near-white.
 */

import { docsPaths } from '../shared/page/links';
export type AuthType = 'social' | 'phone';

export interface ProviderLogo {
  /** One or two letters drawn on the tile. */
  initials: string;
  /** Tile colour (ignored with `hasLightIcon`, which draws a dark tile that turns light in dark mode). */
  color?: string;
  /** Letter colour; white unless the tile is light. */
  ink?: string;
  /** Tile colour in dark mode; by default a light tint of `color`. */
  darkColor?: string;
  /** Letter colour in dark mode; by default a dark shade of `color`. */
  darkInk?: string;
}

export interface AuthProvider {
  name: string;
  /** Our letter mark. */
  logo: ProviderLogo;
  /** Its guide page, a docs path under `/guides/auth/`. */
  href: string;
  /** Maintained by the platform's team (otherwise by its community or the vendor). */
  official: boolean;
  /** Who maintains the integration. */
  supporter: string;
  /** Available on the hosted platform. */
  platform: boolean;
  /** Available when self-hosting. */
  selfHosted: boolean;
  authType: AuthType;
  /** The mark is black-and-white: a dark tile that turns light in dark mode. */
  hasLightIcon: boolean;
}

function social(
  name: string,
  slug: string,
  logo: ProviderLogo,
  extra: Partial<Pick<AuthProvider, 'official' | 'supporter' | 'hasLightIcon'>> = {},
): AuthProvider {
  return {
    name,
    logo,
    href: docsPaths.socialLogin(slug),
    official: true,
    supporter: 'Supabase',
    platform: true,
    selfHosted: true,
    authType: 'social',
    hasLightIcon: false,
    ...extra,
  };
}

function phone(name: string, slug: string, logo: ProviderLogo, extra: Partial<AuthProvider> = {}): AuthProvider {
  return {
    name,
    logo,
    href: docsPaths.phoneLogin(slug),
    official: true,
    supporter: 'Supabase',
    platform: true,
    selfHosted: true,
    authType: 'phone',
    hasLightIcon: false,
    ...extra,
  };
}

export const authProviders: readonly AuthProvider[] = [
  social('Apple', 'apple', { initials: 'A' }, { hasLightIcon: true }),
  social(
    'Azure (Microsoft)',
    'azure',
    { initials: 'Az', color: '#0067b8' },
    { official: false, supporter: 'Community' },
  ),
  social('Bitbucket', 'bitbucket', { initials: 'Bb', color: '#0052cc' }),
  social('Discord', 'discord', { initials: 'D', color: '#4e5adf' }),
  social('Facebook', 'facebook', { initials: 'f', color: '#1465d8' }),
  social('Figma', 'figma', { initials: 'Fi', color: '#7c3aed' }),
  social('GitHub', 'github', { initials: 'GH' }, { hasLightIcon: true }),
  social('GitLab', 'gitlab', { initials: 'GL', color: '#c2361c' }),
  social('Google', 'google', { initials: 'G', color: '#1a64d6' }),
  social('Kakao', 'kakao', {
    initials: 'K',
    color: '#3c1e1e',
    ink: '#fee500',
    darkColor: '#fee500',
    darkInk: '#191919',
  }),
  social('Keycloak', 'keycloak', { initials: 'Kc', color: '#00708a' }),
  social('LinkedIn', 'linkedin', { initials: 'in', color: '#0a66c2' }),
  social('Notion', 'notion', { initials: 'N' }, { hasLightIcon: true }),
  social('Slack', 'slack', { initials: 'S', color: '#4a154b' }),
  social('Spotify', 'spotify', { initials: 'Sp', color: '#14833b' }),
  social('Twitter', 'twitter', { initials: 'X' }, { hasLightIcon: true }),
  social('Twitch', 'twitch', { initials: 'Tw', color: '#6c2bd9' }),
  social('WorkOS', 'workos', { initials: 'W', color: '#4f4fd8' }),
  social('Zoom', 'zoom', { initials: 'Z', color: '#0b5cff' }),
  phone(
    'MessageBird',
    'messagebird',
    { initials: 'MB', color: '#1d6fc0' },
    { official: false, supporter: 'MessageBird' },
  ),
  phone('Twilio', 'twilio', { initials: 'Tl', color: '#d0213b' }),
  phone('Vonage', 'vonage', { initials: 'V' }, { official: false, hasLightIcon: true }),
];

export interface ProviderFilter {
  authType: AuthType;
  /** Only providers available on the hosted platform. */
  platform?: boolean;
  /** Only providers available when self-hosting. */
  selfHosted?: boolean;
}

export function filterProviders(providers: readonly AuthProvider[], filter: ProviderFilter): AuthProvider[] {
  return providers.filter(
    (provider) =>
      provider.authType === filter.authType &&
      (!filter.platform || provider.platform) &&
      (!filter.selfHosted || provider.selfHosted),
  );
}
