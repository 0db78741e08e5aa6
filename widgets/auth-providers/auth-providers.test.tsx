import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './auth-providers.element';
import { authProviders, filterProviders, type AuthProvider } from './providers';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { docsPages } from '../shared/page/docs-pages';
import { authProvidersStyles } from './auth-providers.styles';

define();

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

const names = (element: Element) =>
  [...shadow(element).querySelectorAll('.card .title')].map((title) => title.textContent);

const custom: AuthProvider[] = [
  { ...authProviders[0]!, name: 'Hosted only', platform: true, selfHosted: false },
  { ...authProviders[0]!, name: 'Self-hosted only', platform: false, selfHosted: true },
  { ...authProviders[0]!, name: 'Both', platform: true, selfHosted: true },
];

describe('<auth-providers>', () => {
  it('lists the social providers by default, each card linking to its guide', async () => {
    const element = await mount('<auth-providers></auth-providers>');
    expect(names(element)).toEqual([
      'Apple',
      'Azure (Microsoft)',
      'Bitbucket',
      'Discord',
      'Facebook',
      'Figma',
      'GitHub',
      'GitLab',
      'Google',
      'Kakao',
      'Keycloak',
      'LinkedIn',
      'Notion',
      'Slack',
      'Spotify',
      'Twitter',
      'Twitch',
      'WorkOS',
      'Zoom',
    ]);
    const github = [...shadow(element).querySelectorAll('.card a')].find((card) =>
      card.textContent?.includes('GitHub'),
    );
    expect(github?.getAttribute('href')).toBe(`${location.origin}/guides/auth/social-login/auth-github`);
    expect(element.getAttribute('data-state')).toBe('ready');
  });

  it('lists the phone providers for type="phone"', async () => {
    const element = await mount('<auth-providers type="phone"></auth-providers>');
    expect(names(element)).toEqual(['MessageBird', 'Twilio', 'Vonage']);
    expect(shadow(element).querySelector('.card a')?.getAttribute('href')).toContain(
      '/guides/auth/phone-login/messagebird',
    );
  });

  it('falls back to social for an unknown type, with a warning naming the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<auth-providers type="email"></auth-providers>');
    expect(names(element)).toContain('GitHub');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/<auth-providers> attribute "type": "email"/);
  });

  it('draws a decorative letter mark for each provider; black-and-white marks are themed', async () => {
    const element = await mount('<auth-providers></auth-providers>');
    const marks = [...shadow(element).querySelectorAll('svg.mark')];
    expect(marks).toHaveLength(19);
    expect(marks.every((mark) => mark.getAttribute('aria-hidden') === 'true')).toBe(true);
    const github = marks.find((mark) => mark.textContent === 'GH');
    expect(github?.classList.contains('mono')).toBe(true);
  });

  it('notes community-maintained providers', async () => {
    const element = await mount('<auth-providers type="phone"></auth-providers>');
    const descriptions = [...shadow(element).querySelectorAll('.card')].map(
      (card) => card.querySelector('.description')?.textContent ?? '',
    );
    expect(descriptions).toEqual(['Maintained by MessageBird', '', 'Community-maintained']);
  });

  it('filters by platform and self-hosted availability', async () => {
    const element = await mount('<auth-providers></auth-providers>');
    (element as HTMLElement & { providers: AuthProvider[] }).providers = custom;
    await settle();
    expect(names(element)).toEqual(['Hosted only', 'Self-hosted only', 'Both']);
    element.setAttribute('platform', '');
    await settle();
    expect(names(element)).toEqual(['Hosted only', 'Both']);
    element.setAttribute('self-hosted', '');
    await settle();
    expect(names(element)).toEqual(['Both']);
  });

  it('says so when the filters leave nothing, and reports data-state="empty"', async () => {
    const element = await mount('<auth-providers platform></auth-providers>');
    (element as HTMLElement & { providers: AuthProvider[] }).providers = [custom[1]!];
    await settle();
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toBe(
      'No social providers match these filters.',
    );
    expect(element.getAttribute('data-state')).toBe('empty');
  });

  it('writes its notes, its empty line and its dashboard hint in the page language', async () => {
    document.documentElement.lang = 'de';
    const element = await mount('<auth-providers type="phone"></auth-providers>');
    await waitFor(() =>
      expect(shadow(element).querySelector('[part="dashboard-link"]')?.textContent).toBe(
        'Aktivieren Sie einen Anbieter und fügen Sie seine Schlüssel unter Authentication → Providers im Dashboard Ihres Projekts ein.',
      ),
    );
    const descriptions = [...shadow(element).querySelectorAll('.card .description')].map((node) => node.textContent);
    expect(descriptions).toEqual(['Gepflegt von MessageBird', 'Von der Community gepflegt']);
    (element as HTMLElement & { providers: AuthProvider[] }).providers = [];
    await settle();
    expect(shadow(element).querySelector('[role="status"]')?.textContent).toBe(
      'Keine Telefonanbieter (SMS) passen zu diesen Filtern.',
    );
  });

  it('links to the providers page of the dashboard unless no-dashboard-link', async () => {
    const element = await mount('<auth-providers dashboard-base="https://app.example.com/dashboard"></auth-providers>');
    expect(shadow(element).querySelector('[part="dashboard-link"] a')?.getAttribute('href')).toBe(
      'https://app.example.com/dashboard/project/_/auth/providers',
    );
    const without = await mount('<auth-providers no-dashboard-link></auth-providers>');
    expect(shadow(without).querySelector('[part="dashboard-link"]')).toBeNull();
  });
});

describe('provider data', () => {
  it('has every provider the docs list, with a guide under /guides/auth/ and its fields', () => {
    expect(authProviders).toHaveLength(22);
    for (const provider of authProviders) {
      expect(provider.href).toMatch(/^\/guides\/auth\//);
      expect(typeof provider.official).toBe('boolean');
      expect(provider.supporter).not.toBe('');
    }
    expect(filterProviders(authProviders, { authType: 'phone' }).map((provider) => provider.name)).toEqual([
      'MessageBird',
      'Twilio',
      'Vonage',
    ]);
  });
});

describe('provider guides', () => {
  it('link only docs pages of the one list', () => {
    expect(authProviders.map((provider) => provider.href).filter((href) => !docsPages.includes(href))).toEqual([]);
  });
});

describe('brand colours', () => {
  it('come from the stylesheet for the built-in catalogue, with no style property on the marks', async () => {
    const element = await mount('<auth-providers></auth-providers>');
    const github = [...shadow(element).querySelectorAll('.card')].find((card) => card.textContent?.includes('GitHub'))!;
    const discord = [...shadow(element).querySelectorAll('.card')].find((card) =>
      card.textContent?.includes('Discord'),
    )!;
    const mark = discord.querySelector('svg.mark')!;
    expect(mark.getAttribute('data-mark')).toBe('discord');
    expect(mark.getAttribute('style')).toBeNull();
    const { color } = authProviders.find((provider) => provider.name === 'Discord')!.logo;
    expect(authProvidersStyles.join('\n')).toContain(`.mark[data-mark='discord'] { --mark-tile: ${color};`);
    // A black-and-white mark has no colours of its own.
    expect(github.querySelector('svg.mark')!.hasAttribute('data-mark')).toBe(false);
  });

  it('of a catalogue the page gives are set as style properties once live', async () => {
    const element = await mount('<auth-providers></auth-providers>');
    (element as HTMLElement & { providers?: AuthProvider[] }).providers = [
      { ...authProviders[0]!, name: 'Acme ID', logo: { initials: 'A', color: '#123456' }, hasLightIcon: false },
    ];
    await settle();
    const mark = shadow(element).querySelector<SVGSVGElement>('svg.mark')!;
    expect(mark.hasAttribute('data-mark')).toBe(false);
    expect(mark.style.getPropertyValue('--mark-tile')).toBe('#123456');
  });
});
