import { use, useState } from 'react';
import { useElement } from '../../shared/context';
import {
  documentHash,
  fetchedSourceKey,
  recordedHash,
  sourceHashAttribute,
  type FetchedSource,
} from '../../shared/prerendered';
import { specFileAddress, validateSpec, type CliSpec, type SpecProblem } from '../../../spec';
import { ImportedDocument, isSourceFormat, type SourceFormat } from '../../../spec';
import { fetchSpecInput, readSpec } from '../../../spec/browser';

export interface PrerenderedSpec {
  spec: CliSpec;
  problems: SpecProblem[];
  /** The hash of the spec's bytes (see `documentHash`), set when the browser loaded it. */
  sourceHash?: string;
}

const validated = new WeakMap<object, PrerenderedSpec | undefined>();

/** What the server read for a `src`: our format's document, or one read from another format with its notes. */
function validate(document: unknown): PrerenderedSpec | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  if (!validated.has(document)) {
    const imported = document instanceof ImportedDocument ? document : undefined;
    const { spec, problems } = validateSpec(imported ? imported.document : document);
    const all = imported && imported.problems.length > 0 ? [...imported.problems, ...problems] : problems;
    validated.set(document, spec ? { spec, problems: all } : undefined);
  }
  return validated.get(document);
}

const loads = new Map<string, Promise<PrerenderedSpec | undefined>>();

/** What the loader fetched for a host's check: a `fetch` that answers with it, and the hash the loader found. */
interface Kept {
  fetch: typeof fetch;
  /** The loader's hash of the bytes `fetch` answered with first; undefined until then, or when it fetched afresh. */
  hash(): string | undefined;
}

/**
 * A `fetch` that answers its first call with the response the loader fetched for `address` (body
 * unread), and fetches as usual after (a retry) or when the loader could not read it whole: the
 * spec is downloaded once, and hashed once, by the loader. Taken from the host, so it is read once.
 */
function fetchKeptBy(host: Element | undefined, address: string): Kept | undefined {
  const store = host as unknown as Record<symbol, FetchedSource | undefined> | undefined;
  const kept = store?.[fetchedSourceKey];
  if (!kept || kept[0] !== address) return undefined;
  delete store[fetchedSourceKey];
  let response: Promise<Response> | undefined = kept[1];
  let answered = false;
  return {
    fetch: (input, init) => {
      const first = response;
      response = undefined;
      return first
        ? first.then(
            (kept) => ((answered = true), kept),
            () => fetch(input, init),
          )
        : ((answered = false), fetch(input, init));
    },
    hash: () => (answered ? kept[3] : undefined),
  };
}

function loadOnce(src: string, format: SourceFormat | undefined, host?: Element): Promise<PrerenderedSpec | undefined> {
  let load = loads.get(src);
  if (!load) {
    // Parsed and validated in a worker where one can start (see spec/read/read-spec.ts).
    // The loader fetched the spec's own file (a folder's manifest), as the server recorded it.
    const kept = fetchKeptBy(host, specFileAddress(src, format));
    load = fetchSpecInput(src, format, { fetch: kept?.fetch })
      .then(async (input) => {
        const sourceHash = kept?.hash() ?? documentHash(new Uint8Array(input.bytes));
        const { spec, problems } = await readSpec(input);
        return spec ? { spec, problems, sourceHash } : undefined;
      })
      .catch(() => undefined);
    loads.set(src, load);
  }
  return load;
}

/**
 * The spec of a reference rendered on the server: there, the document the server read for `src`;
 * in the browser, while the element takes over that markup, the spec loaded from `src` (the markup
 * stays on screen meanwhile: React waits for it before hydrating); for a spec object set as the
 * property, that object, on the server and while hydrating. Undefined for a client render, or once
 * `src` or the property changes: the element then loads as usual.
 */
export function usePrerenderedSpec(
  src: string | undefined,
  spec: unknown,
  format?: SourceFormat,
): PrerenderedSpec | undefined {
  const element = useElement();
  const [firstSrc] = useState(src);
  const [firstSpec] = useState(spec);
  const prerendering = element?.rendering === 'server' || element?.rendering === 'prerendered';
  // A spec object given as a property (a React framework renders the element on the server with
  // the same object it sets in the browser): read on the spot, so both renders show the reference.
  if (spec !== undefined && spec !== null) return prerendering && spec === firstSpec ? validate(spec) : undefined;
  if (!src || src !== firstSrc) return undefined;
  if (element?.rendering === 'server') return validate(element.preloaded?.get(src));
  if (element?.rendering === 'prerendered') return use(loadOnce(src, format));
  return undefined;
}

/**
 * Loads the spec of a prerendered reference before the element takes the server's markup over
 * (`beforeHydrate`), and says whether the markup was made from it: false when the spec at `src`
 * changed since the build (its hash is not the one the server wrote in `data-dw-source`), or
 * cannot be loaded. The element then renders afresh, with the spec it has, instead of hydrating.
 */
export async function prerenderedSpecIsCurrent(host: Element): Promise<boolean> {
  const src = host.getAttribute('src');
  const recorded = host.getAttribute(sourceHashAttribute);
  if (!src || recorded === null) return true;
  const format = host.getAttribute('format');
  const loaded = await loadOnce(src, isSourceFormat(format) ? format : undefined, host);
  return loaded !== undefined && loaded.sourceHash === recordedHash(recorded);
}
