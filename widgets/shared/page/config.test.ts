import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiBaseProblem,
  dashboardUrl,
  docsUrl,
  isExternalLink,
  joinUrl,
  readApiBase,
  readConfig,
  resolvePageLink,
  withServerPage,
} from './config';

function setMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = `docs-widgets:${name}`;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll('meta[name^="docs-widgets:"]').forEach((meta) => meta.remove());
  document.body.innerHTML = '';
});

describe('joinUrl', () => {
  it('keeps the base path for site-relative paths', () => {
    expect(joinUrl('https://host.test/docs', '/guides/x')).toBe('https://host.test/docs/guides/x');
    expect(joinUrl('https://host.test/docs/', 'guides/x')).toBe('https://host.test/docs/guides/x');
  });

  it('passes absolute URLs through, but never unsafe ones', () => {
    expect(joinUrl('https://host.test/docs', 'https://elsewhere.test/')).toBe('https://elsewhere.test/');
    expect(joinUrl('https://host.test/docs', 'javascript:alert(1)')).toBeUndefined();
    expect(joinUrl('javascript:alert(1)//', '/guides')).toBeUndefined();
  });

  it('treats a protocol-relative path as the URL it is', () => {
    expect(joinUrl('https://host.test/docs', '//cdn.test/x')).toBe('https://cdn.test/x');
  });

  it('reads "/" as the base itself', () => {
    expect(joinUrl('https://host.test/docs', '/')).toBe('https://host.test/docs/');
    expect(joinUrl('https://host.test/', '/')).toBe('https://host.test/');
    expect(joinUrl('https://host.test/', '')).toBeUndefined();
  });
});

describe('links the page author writes (resolvePageLink)', () => {
  it('resolves a site path against the docs base, a relative one against the page, an absolute one as it is', () => {
    setMeta('docs-base', `${location.origin}/docs/`);
    const page = new URL('.', document.baseURI).href;
    expect(resolvePageLink(undefined, '/')).toEqual({ href: `${location.origin}/docs/`, external: false });
    expect(resolvePageLink(undefined, '/guides/x')?.href).toBe(`${location.origin}/docs/guides/x`);
    expect(resolvePageLink(undefined, 'cli.html')).toEqual({ href: `${page}cli.html`, external: false });
    expect(resolvePageLink(undefined, '#flags')?.href).toBe(new URL('#flags', document.baseURI).href);
    expect(resolvePageLink(undefined, 'https://other.test/x')).toEqual({
      href: 'https://other.test/x',
      external: true,
    });
    expect(resolvePageLink(undefined, 'mailto:help@example.com')?.external).toBe(true);
  });

  it('reads `//host` and `/\\host` as another host, and refuses unsafe schemes however written', () => {
    expect(resolvePageLink(undefined, '//other.test/x')?.external).toBe(true);
    expect(resolvePageLink(undefined, '/\\other.test/x')?.external).toBe(true);
    expect(resolvePageLink(undefined, '/\t/other.test/x')?.external).toBe(true);
    for (const unsafe of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '',
    ])
      expect(resolvePageLink(undefined, unsafe), unsafe).toBeUndefined();
  });

  it('counts the page’s origin and the docs base’s as the site', () => {
    setMeta('docs-base', 'https://docs.example.com/');
    expect(resolvePageLink(undefined, '/guides')).toEqual({ href: 'https://docs.example.com/guides', external: false });
    expect(isExternalLink('https://docs.example.com/x')).toBe(false);
    expect(isExternalLink(`${location.origin}/x`)).toBe(false);
    expect(isExternalLink('https://other.test/x')).toBe(true);
  });

  it('on the server, resolves against the page’s address on the site and judges by its origin when known', () => {
    const render = (origin: string, written: string) =>
      withServerPage({ origin, path: '/en/latest/guide.html', meta: {} }, () => resolvePageLink(undefined, written));
    expect(render('https://docs.example.com', 'cli.html')).toEqual({
      href: 'https://docs.example.com/en/latest/cli.html',
      external: false,
    });
    expect(render('https://docs.example.com', '#flags')?.href).toBe(
      'https://docs.example.com/en/latest/guide.html#flags',
    );
    expect(render('https://docs.example.com', '/')).toEqual({ href: 'https://docs.example.com/', external: false });
    expect(render('https://docs.example.com', 'https://docs.example.com/x')?.external).toBe(false);
    expect(render('https://docs.example.com', 'https://other.test/x')?.external).toBe(true);
  });
});

describe('readConfig', () => {
  it('uses the element attribute, then the page meta tag, then the page origin', () => {
    const element = document.createElement('div');
    expect(readConfig(element, 'docs-base')).toBe(`${location.origin}/`);
    expect(readConfig(element, 'dashboard-base')).toBe(`${location.origin}/dashboard`);
    setMeta('docs-base', 'https://docs.example.com/');
    expect(readConfig(element, 'docs-base')).toBe('https://docs.example.com/');
    element.setAttribute('docs-base', 'https://mirror.example.org/');
    expect(readConfig(element, 'docs-base')).toBe('https://mirror.example.org/');
  });

  it('lets an element move the API base only within the page-configured origin, since requests carry the token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setMeta('api-base', 'https://api.example.com/v0');
    const element = document.createElement('api-settings');
    element.setAttribute('api-base', 'https://api.example.com/staging');
    expect(readConfig(element, 'api-base')).toBe('https://api.example.com/staging');
    for (const foreign of ['https://attacker.example/x', '//attacker.example/x', 'http://api.example.com/v0']) {
      element.setAttribute('api-base', foreign);
      expect(readConfig(element, 'api-base')).toBe('https://api.example.com/v0');
    }
    expect(warn.mock.calls.flat().join(' ')).toContain('<api-settings> attribute "api-base"');
  });

  it('builds docs and dashboard links from the configured bases', () => {
    setMeta('docs-base', 'https://docs.example.com/docs');
    setMeta('dashboard-base', 'https://app.example.com/dashboard');
    expect(docsUrl(undefined, '/guides/auth')).toBe('https://docs.example.com/docs/guides/auth');
    expect(dashboardUrl(undefined, '/projects')).toBe('https://app.example.com/dashboard/projects');
  });
});

function bodyMeta(name: string, content: string, parent: ParentNode = document.body) {
  const meta = document.createElement('meta');
  meta.name = `docs-widgets:${name}`;
  meta.content = content;
  parent.append(meta);
  return meta;
}

describe('page-level settings come only from the head', () => {
  it('ignores a meta tag in the body, for every key', () => {
    for (const key of ['api-base', 'docs-base', 'dashboard-base'] as const) {
      bodyMeta(key, 'https://evil.example/x');
    }
    const element = document.createElement('api-settings');
    document.body.append(element);
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api` });
    expect(readConfig(element, 'docs-base')).toBe(`${location.origin}/`);
    expect(docsUrl(element, '/guides')).toBe(`${location.origin}/guides`);
    expect(dashboardUrl(element, '/projects')).toBe(`${location.origin}/dashboard/projects`);
  });

  it('ignores a meta tag added to the body after the widget read its settings', () => {
    const element = document.createElement('api-settings');
    document.body.append(element);
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api` });
    bodyMeta('api-base', 'https://evil.example/api');
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api` });
  });

  it('ignores a meta tag inside a shadow root, and one nested deeper in the head', () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    bodyMeta('api-base', 'https://evil.example/api', holder.attachShadow({ mode: 'open' }));
    const wrapper = document.createElement('noscript');
    document.head.append(wrapper);
    bodyMeta('api-base', 'https://evil.example/api', wrapper);
    try {
      expect(readApiBase(holder)).toEqual({ status: 'usable', url: `${location.origin}/api` });
    } finally {
      wrapper.remove();
    }
  });

  it('takes a meta tag a script adds to the head later: the head is the page\u2019s', () => {
    const element = document.createElement('api-settings');
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api` });
    setMeta('api-base', 'https://api.example.com/v1/');
    expect(readApiBase(element)).toEqual({ status: 'usable', url: 'https://api.example.com/v1' });
  });
});

describe('readApiBase', () => {
  it('lets an attribute use the page\u2019s origin or the head-configured API origin, and refuses any other', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = document.createElement('api-settings');
    element.setAttribute('api-base', '/staging-api');
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/staging-api` });
    element.setAttribute('api-base', 'https://evil.example/api');
    expect(readApiBase(element)).toEqual({
      status: 'usable',
      url: `${location.origin}/api`,
      refused: 'https://evil.example/api',
    });
    setMeta('api-base', 'https://api.example.com');
    element.setAttribute('api-base', 'https://api.example.com/v2');
    expect(readApiBase(element)).toEqual({ status: 'usable', url: 'https://api.example.com/v2' });
    element.setAttribute('api-base', `${location.origin}/api`);
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api` });
    element.setAttribute('api-base', 'https://evil.example/api');
    expect(readApiBase(element)).toMatchObject({ url: 'https://api.example.com', refused: 'https://evil.example/api' });
  });

  it.each([
    ['not a url', 'not-http'],
    ['api', 'not-http'],
    ['//evil.example/api', 'no-scheme'],
    ['/\\evil.example/api', 'no-scheme'],
    ['/\t/evil.example/api', 'no-scheme'],
    ['\\\\evil.example\\api', 'no-scheme'],
    ['javascript:alert(1)', 'not-http'],
    ['data:application/json,{}', 'not-http'],
    ['ftp://files.example/api', 'not-http'],
    ['https://user:secret@api.example.com', 'credentials'],
    ['https://', 'not-http'],
    ['   ', 'empty'],
  ])('reports the attribute %j as unusable instead of requesting it', (value, reason) => {
    const element = document.createElement('api-settings');
    element.setAttribute('api-base', value);
    expect(apiBaseProblem(value)).toBe(reason);
    expect(readApiBase(element)).toMatchObject({ status: 'unusable', source: 'attribute', value, reason });
  });

  it.each(['//evil.example/api', 'javascript:alert(1)', 'data:text/plain,x', 'nonsense'])(
    'reports the head meta %j as unusable, naming the meta',
    (value) => {
      setMeta('api-base', value);
      expect(readApiBase(document.createElement('api-settings'))).toMatchObject({
        status: 'unusable',
        source: 'meta',
        value,
      });
    },
  );
});

describe('readApiBase on an address ending in a long run of slashes', () => {
  it('drops the slashes that end it, and answers at once for 200,000 slashes inside it', () => {
    const element = document.createElement('api-settings');
    element.setAttribute('api-base', '/api///');
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api` });
    // `/\/+$/` started again at each slash of the run and scanned it: 200,000 took seconds. Only a
    // hang reaches this ceiling; the work takes milliseconds.
    element.setAttribute('api-base', `/api${'/'.repeat(200_000)}v1/`);
    const started = performance.now();
    expect(readApiBase(element)).toEqual({ status: 'usable', url: `${location.origin}/api${'/'.repeat(200_000)}v1` });
    expect(performance.now() - started, 'a case that should take milliseconds ran for seconds').toBeLessThan(10_000);
  });
});
