import { startTransition, useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  SpecLoadError,
  validateSpecInSlices,
  type CliSpec,
  type LoadFailure,
  type SpecProblem,
  type ValidationResult,
} from '../../spec';
import { isForeignDocument, type SourceFormat } from '../../spec';
import { preloadYaml } from '../../spec';
import {
  fetchSpecInput,
  readSpec,
  specReading,
  startSpecWorker,
  workerKindForSource,
  type PreviewReader,
} from '../../spec/browser';
import { foreignHere } from '../../spec/browser';

export type SpecSource =
  | { status: 'empty' }
  | { status: 'loading' }
  | {
      status: 'ready';
      spec: CliSpec;
      problems: SpecProblem[];
      timing: SpecTiming;
      /** New for every load, to reset the view. */ load: number;
      /**
       * The spec's start only, shown while the rest is read (see `readSpec`): no problems yet,
       * and the same `load` as the whole spec that follows.
       */
      preview?: boolean;
    }
  | { status: 'invalid'; problems: SpecProblem[] }
  | { status: 'error'; failure: LoadFailure | undefined; message: string };

/** `performance.now()` values, for the `dw-rendered` event and the benchmark. */
export interface SpecTiming {
  /** The whole response body had arrived (or the `spec` property was set). */
  receivedAt: number;
  /** Parsed and validated. */
  readyAt: number;
}

export interface SpecSourceOptions {
  src: string | undefined;
  /** A parsed spec object, or YAML or JSON text; wins over `src`. */
  spec: unknown;
  timeout: number | undefined;
  /** The spec's format, when the page names it; found from the content otherwise. */
  format?: SourceFormat | undefined;
}

let loads = 0;

/**
 * A spec given as an object: ours is validated here, in slices; one of another format (an OpenCLI
 * or oclif object) is read into ours first, with that reader's notes.
 */
async function readObject(
  spec: unknown,
  format: SourceFormat | undefined,
  signal: AbortSignal,
): Promise<ValidationResult> {
  if ((format === undefined || format === 'clispec') && (format === 'clispec' || !isForeignDocument(spec)))
    return validateSpecInSlices(spec, signal);
  const read = await foreignHere({ text: '', document: spec, format });
  signal.throwIfAborted();
  const result = await validateSpecInSlices(read.document, signal);
  return { spec: result.spec, problems: [...read.problems, ...result.problems] };
}

/**
 * Loads, parses and validates the spec from the `spec` property or the `src` address, parsing and
 * validating in a worker where one can start (see spec/read/read-spec.ts). A change of
 * either, or the element leaving the page, aborts the work in flight; `retry` starts it again.
 */
export function useSpecSource({ src, spec, timeout, format }: SpecSourceOptions): [SpecSource, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [source, setSource] = useState<SpecSource>(() => initialState(src, spec));

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const settle = (next: SpecSource) => {
      if (!signal.aborted) setSource(next);
    };
    let previewLoad: number | undefined;
    const showPreview = (start: CliSpec, receivedAt: number, reader: PreviewReader) => {
      if (signal.aborted) return;
      // A second start (a worker that hands the spec on to another) keeps the view the first made.
      const load = (previewLoad ??= loads += 1);
      const timing = { receivedAt, readyAt: performance.now() };
      const show = () => settle({ status: 'ready', spec: start, problems: [], timing, load, preview: true });
      // Read in a worker, the start is drawn in a transition: React renders it in slices, and the
      // page's first render of a reference (a few tens of milliseconds, its code run for the first
      // time) is no long task. Read here, it is drawn now: the reading goes on in slices that give
      // the page a turn (`scheduler.yield()`) ahead of a render React would schedule, so the start
      // would wait for the whole spec.
      if (reader === 'worker') startTransition(show);
      else flushSync(show);
    };
    const finish = ({ spec: valid, problems }: ValidationResult, receivedAt: number) => {
      if (signal.aborted) return;
      if (previewLoad === undefined) loads += 1;
      const state: SpecSource = valid
        ? {
            status: 'ready',
            spec: valid,
            problems,
            timing: { receivedAt, readyAt: performance.now() },
            load: previewLoad ?? loads,
          }
        : { status: 'invalid', problems };
      // Over a start already drawn, the whole spec (its model built, its sections started) is
      // rendered in slices too: the reader has something to read meanwhile.
      if (previewLoad === undefined) settle(state);
      else startTransition(() => settle(state));
    };
    const fail = (error: unknown) => settle(failureState(error));

    if (spec !== undefined && spec !== null) {
      const receivedAt = performance.now();
      setSource({ status: 'loading' });
      // Text is read in a worker; a parsed object is validated here, in slices.
      const read =
        typeof spec === 'string'
          ? readSpec({ text: spec, format }, signal, (start, reader) => showPreview(start, receivedAt, reader))
          : readObject(spec, format, signal);
      read.then((result) => finish(result, receivedAt), fail);
    } else if (src) {
      setSource({ status: 'loading' });
      // A spec that is not small is read in a worker, which starts as soon as the headers give a
      // length that says so, while the body downloads; the address and the type say which one.
      // Without a length (a compressed body sent in chunks), it starts once the spec is in. A
      // small YAML spec is read here, so the YAML reader is fetched meanwhile.
      const guess = format !== undefined && format !== 'clispec' ? 'formats' : workerKindForSource(src);
      if (guess === 'yaml') void preloadYaml().catch(() => undefined);
      const onHeaders = (type: string, length: number | undefined) => {
        if (length === undefined || length < specReading.workerFromBytes) return;
        void startSpecWorker(/\byaml\b/i.test(type) ? 'yaml' : guess).catch(() => undefined);
      };
      // A folder is read as the oclif manifest in it; a manifest with the package.json beside it.
      fetchSpecInput(src, format, { signal, timeout, onHeaders })
        .then(async (input) => {
          const preview = (start: CliSpec, reader: PreviewReader) => showPreview(start, input.receivedAt, reader);
          return [await readSpec(input, signal, preview), input.receivedAt] as const;
        })
        .then(([result, receivedAt]) => finish(result, receivedAt), fail);
    } else {
      setSource({ status: 'empty' });
    }
    return () => controller.abort();
  }, [src, spec, timeout, format, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [source, retry];
}

/** The error state for what stopped the spec's loading or reading. */
function failureState(error: unknown): SpecSource {
  if (error instanceof SpecLoadError) return { status: 'error', failure: error.failure, message: error.message };
  return {
    status: 'error',
    failure: undefined,
    message: `Something went wrong while reading the spec: ${String((error as Error)?.message ?? error)}`,
  };
}

function initialState(src: string | undefined, spec: unknown): SpecSource {
  return src || (spec !== undefined && spec !== null) ? { status: 'loading' } : { status: 'empty' };
}
