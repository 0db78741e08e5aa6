import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the policy is made once per page. */
async function fresh(): Promise<typeof import('./trusted-types')> {
  vi.resetModules();
  return import('./trusted-types');
}

/** A stand-in for the browser's `trustedTypes`, with the names the page's CSP allows. */
function trustedTypes(allowed: string[]) {
  const made: string[] = [];
  return {
    made,
    factory: {
      createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
        if (!allowed.includes(name) || made.includes(name))
          throw new TypeError(`Policy "${name}" disallowed by the page's trusted-types directive`);
        made.push(name);
        return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
      },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('trustedScriptUrl', () => {
  it('gives a same-origin address as it is where the browser has no Trusted Types', async () => {
    const { trustedScriptUrl } = await fresh();
    expect(trustedScriptUrl('/dist/chunks/spec-worker.js')).toBe(
      new URL('/dist/chunks/spec-worker.js', location.href).href,
    );
  });

  it('makes the value through the one docs-widgets policy, made once', async () => {
    const page = trustedTypes(['docs-widgets']);
    vi.stubGlobal('trustedTypes', page.factory);
    const { trustedScriptUrl } = await fresh();
    const href = new URL('/dist/chunks/spec-worker.js', location.href).href;
    expect(trustedScriptUrl('/dist/chunks/spec-worker.js')).toEqual({ trusted: href });
    expect(trustedScriptUrl('/dist/chunks/spec-worker-yaml.js')).toEqual({ trusted: href.replace('.js', '-yaml.js') });
    expect(page.made).toEqual(['docs-widgets']);
  });

  it('refuses an address at another origin, or one with no origin', async () => {
    vi.stubGlobal('trustedTypes', trustedTypes(['docs-widgets']).factory);
    const { trustedScriptUrl } = await fresh();
    expect(trustedScriptUrl('https://cdn.example.com/chunks/spec-worker.js')).toBeUndefined();
    expect(trustedScriptUrl('data:text/javascript,alert(1)')).toBeUndefined();
    expect(trustedScriptUrl('blob:https://example.com/1234')).toBeUndefined();
  });

  it('gives nothing when the page does not allow the policy', async () => {
    vi.stubGlobal('trustedTypes', trustedTypes(['some-other-policy']).factory);
    const { trustedScriptUrl } = await fresh();
    expect(trustedScriptUrl('/dist/chunks/spec-worker.js')).toBeUndefined();
  });
});
