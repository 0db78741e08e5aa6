import ky, { HTTPError } from 'ky';
import { useCallback, useEffect, useState } from 'react';
import { isDeadlineError, withDeadline } from '../../../base/deadline';
import { parseVersionsText, readVersionsIndex, type VersionEntry } from './spec-versions';

export type IndexState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; versions: VersionEntry[]; problems: string[]; load: number };

let indexLoads = 0;

/**
 * Fetches a versions index's text, with one deadline for the request and the body (no retries: the
 * reader has a Retry button).
 *
 * @throws DeadlineError at the deadline; `signal.reason` when it aborts; HTTPError for an answer
 *   that is not 2xx; else the network's error.
 */
function fetchVersionsText(url: string, signal: AbortSignal, timeout: number): Promise<string> {
  return withDeadline(timeout, signal, async (exchange) => {
    const response = await ky.get(url, { signal: exchange, timeout: false, retry: 0, credentials: 'same-origin' });
    return response.text();
  });
}

/**
 * The versions index: read from the `specs` property, else fetched from `versionsSrc`. Returns its
 * state and a function that fetches it again.
 */
export function useVersionsIndex(
  versionsSrc: string | undefined,
  specs: unknown,
  timeout: number | undefined,
): [IndexState, () => void] {
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ready = (result: ReturnType<typeof readVersionsIndex>) => {
      indexLoads += 1;
      setIndex(
        result.ok
          ? { status: 'ready', versions: result.versions, problems: result.problems, load: indexLoads }
          : { status: 'error', message: `The versions index is not usable: ${result.message}` },
      );
    };
    if (specs !== undefined && specs !== null) {
      ready(readVersionsIndex(specs, document.baseURI, true));
      return;
    }
    setIndex({ status: 'loading' });
    let url: string;
    try {
      url = new URL(versionsSrc ?? '', document.baseURI).href;
    } catch {
      setIndex({ status: 'error', message: `The versions index address is not valid: ${versionsSrc}` });
      return;
    }
    const controller = new AbortController();
    fetchVersionsText(url, controller.signal, timeout ?? 10_000)
      .then((text) => ready(parseVersionsText(text, url)))
      .catch((error: unknown) => {
        // Replaced by a newer load (another address, a retry) or the element left the page.
        if (controller.signal.aborted) return;
        const reason = isDeadlineError(error)
          ? 'it did not arrive in time'
          : error instanceof HTTPError
            ? `the server answered ${error.response.status} ${error.response.statusText}`.trim()
            : String((error as Error)?.message ?? error);
        setIndex({ status: 'error', message: `The versions index at ${url} could not be loaded: ${reason}.` });
      });
    return () => controller.abort(new Error('replaced'));
  }, [versionsSrc, specs, timeout, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [index, retry];
}
