import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedSourceKey as fetchedSource } from '../../../base/protocol';
import { documentHash } from '../../shared/prerendered';
import { smallSpec } from '../../../spec/test-fixtures';
import { prerenderedSpecIsCurrent } from './prerendered-spec';

afterEach(() => {
  vi.unstubAllGlobals();
});

const specText = JSON.stringify(smallSpec());

/** A prerendered reference's host, as the loader leaves it: `src`, the build's hash, and what the loader fetched. */
function host(src: string, kept?: Promise<Response>, address = src): Element {
  const element = document.createElement('cli-reference');
  element.setAttribute('src', src);
  const hash = documentHash(new TextEncoder().encode(specText));
  element.setAttribute('data-dw-source', address === src ? hash : `${hash} ${address}`);
  if (kept) (element as unknown as Record<symbol, unknown>)[fetchedSource] = [address, kept];
  return element;
}

const answer = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'content-type': 'application/json' } });

describe('the spec of a prerendered reference', () => {
  it('is read from the response the loader fetched for its check: the spec is downloaded once', async () => {
    const fetch = vi.fn(async () => answer(specText));
    vi.stubGlobal('fetch', fetch);
    const element = host('https://docs.example/kept.json', Promise.resolve(answer(specText)));
    expect(await prerenderedSpecIsCurrent(element)).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(Object.getOwnPropertySymbols(element)).not.toContain(fetchedSource); // read once
  });

  it('takes the loader’s verdict on the bytes it fetched instead of hashing them again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(specText)),
    );
    const recorded = documentHash(new TextEncoder().encode(specText));
    /** A host whose loader read `body` and found it hashes to `verdict`. */
    const checked = (src: string, body: string, verdict: string) => {
      const element = host(src);
      (element as unknown as Record<symbol, unknown>)[fetchedSource] = [
        src,
        Promise.resolve(answer(body)),
        new AbortController(),
        verdict,
      ];
      return element;
    };
    // Each verdict disagrees with what the bytes would hash to: the one the loader gave decides.
    const edited = specText.replace('Demo CLI', 'Demo CLI, edited');
    expect(await prerenderedSpecIsCurrent(checked('https://docs.example/matched.json', edited, recorded))).toBe(true);
    expect(await prerenderedSpecIsCurrent(checked('https://docs.example/changed.json', specText, 'other'))).toBe(false);
    expect(vi.mocked(fetch)).not.toHaveBeenCalled();
  });

  it('of an oclif package’s folder is read from the manifest the loader fetched, the server’s hash compared', async () => {
    const fetch = vi.fn(async (_address: string) => answer('{}', 404)); // the package.json beside it: none
    vi.stubGlobal('fetch', fetch);
    const manifest = 'https://docs.example/cli/oclif.manifest.json';
    const element = host('https://docs.example/cli/', Promise.resolve(answer(specText)), manifest);
    expect(await prerenderedSpecIsCurrent(element)).toBe(true);
    expect(fetch.mock.calls.map(([address]) => String(address))).not.toContain(manifest);
    expect(Object.getOwnPropertySymbols(element)).not.toContain(fetchedSource);
  });

  it('is fetched again when the loader’s response failed, and still told from a changed spec', async () => {
    const fetch = vi.fn(async () => answer(specText.replace('Demo CLI', 'Demo CLI, edited')));
    vi.stubGlobal('fetch', fetch);
    const element = host('https://docs.example/retried.json', Promise.resolve(answer('unavailable', 503)));
    expect(await prerenderedSpecIsCurrent(element)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is fetched again at once when the loader could not read its response whole', async () => {
    const fetch = vi.fn(async () => answer(specText));
    vi.stubGlobal('fetch', fetch);
    const element = host('https://docs.example/broken.json', Promise.reject(new TypeError('network error')));
    // Timers held: a retry would wait for one (ky's delay); fetching at once needs none.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let current: Promise<boolean>;
    try {
      current = prerenderedSpecIsCurrent(element);
      for (let turn = 0; turn < 500 && fetch.mock.calls.length === 0; turn += 1) await Promise.resolve();
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await current).toBe(true);
  });

  it('is fetched as usual when the loader fetched another address (the page changed `src` since)', async () => {
    const fetch = vi.fn(async () => answer(specText));
    vi.stubGlobal('fetch', fetch);
    const element = host('https://docs.example/now.json');
    (element as unknown as Record<symbol, unknown>)[fetchedSource] = [
      'https://docs.example/before.json',
      Promise.resolve(answer('{}')),
    ];
    expect(await prerenderedSpecIsCurrent(element)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
