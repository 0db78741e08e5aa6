import { SpecSyntaxError } from '../model/spec-errors';
import { yieldToBrowser } from '../check/yield-to-browser';

export { SpecSyntaxError } from '../model/spec-errors';

let reader: Promise<typeof import('./yaml-reader')> | undefined;

/**
 * Starts loading the YAML reader and js-yaml (one chunk of their own, so pages reading
 * JSON never download them); called as soon as a source looks like YAML.
 */
export function preloadYaml(): Promise<typeof import('./yaml-reader')> {
  reader ??= import('./yaml-reader').then((module) => {
    // Warm the parser up in idle time, after whatever the page is doing right now.
    setTimeout(module.warmUp, 0);
    return module;
  });
  reader.catch(() => (reader = undefined)); // a failed chunk load may be retried later
  return reader;
}

/**
 * Parses YAML text into plain data, giving the page a turn midway (see `readYaml`).
 *
 * @throws SpecSyntaxError for invalid YAML (with line and column), `signal.reason` once aborted.
 */
export async function parseYaml(text: string, signal?: AbortSignal): Promise<unknown> {
  const { readYaml } = await preloadYaml();
  signal?.throwIfAborted();
  return readYaml(text, signal, (reason, line, column) => new SpecSyntaxError(reason, line, column), yieldToBrowser);
}
