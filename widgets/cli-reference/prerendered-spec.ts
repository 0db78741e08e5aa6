import { use, useState } from 'react';
import { useElement } from '../shared/context';
import { fetchSpec, validateSpec, type CliSpec, type SpecProblem } from './spec';
import { readSpec } from './spec/read-spec';

export interface PrerenderedSpec {
  spec: CliSpec;
  problems: SpecProblem[];
}

const validated = new WeakMap<object, PrerenderedSpec | undefined>();

function validate(document: unknown): PrerenderedSpec | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  if (!validated.has(document)) {
    const { spec, problems } = validateSpec(document);
    validated.set(document, spec ? { spec, problems } : undefined);
  }
  return validated.get(document);
}

const loads = new Map<string, Promise<PrerenderedSpec | undefined>>();

function loadOnce(src: string): Promise<PrerenderedSpec | undefined> {
  let load = loads.get(src);
  if (!load) {
    // Parsed and validated in a worker where one can start (see spec/read-spec.ts).
    load = fetchSpec(src)
      .then((fetched) => readSpec({ ...fetched, source: src }))
      .then(
        ({ spec, problems }) => (spec ? { spec, problems } : undefined),
        () => undefined,
      );
    loads.set(src, load);
  }
  return load;
}

/**
 * The spec of a reference rendered on the server: there, the document the server read for `src`;
 * in the browser, while the element takes over that markup, the spec loaded from `src` (the markup
 * stays on screen meanwhile: React waits for it before hydrating). Undefined for a client render,
 * once `src` changes or when the spec property is set: the element then loads as usual.
 */
export function usePrerenderedSpec(src: string | undefined, spec: unknown): PrerenderedSpec | undefined {
  const element = useElement();
  const [firstSrc] = useState(src);
  if (!src || src !== firstSrc || (spec !== undefined && spec !== null)) return undefined;
  if (element?.rendering === 'server') return validate(element.preloaded?.get(src));
  if (element?.rendering === 'prerendered') return use(loadOnce(src));
  return undefined;
}
