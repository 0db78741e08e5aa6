// The spec pipeline's public face: read (fetch, decode, parse YAML or JSON), validate, model and
// diff a CLI spec, and write it as Markdown. No React here: the view and the `docs-widgets`
// commands all import through this file. The YAML reader stays behind `preloadYaml`/`parseYaml`,
// a chunk of its own that pages reading JSON never download; `readSpec` reads in a worker (see
// read-spec.ts), one script for JSON and one with the YAML reader. `emit-spec-json.ts` is a build
// plugin, imported by the Vite config directly.
export type * from './spec-types';
export { describeFailure, chooseFormat, fetchSpec, loadSpec, parseSpecText, SpecLoadError } from './load-spec';
export type { FetchedSpec, LoadedSpec, LoadFailure, LoadOptions, SpecFormat } from './load-spec';
export { readSpec, readSpecHere, startSpecWorker, workerKindForSource, type SpecInput } from './read-spec';
export { parseYaml, preloadYaml, SpecSyntaxError } from './parse-yaml';
export { validateSpec, validateSpecInSlices, wellFormed } from './validate-spec';
export {
  buildReferenceModel,
  flagAnchor,
  globalFlagsAnchor,
  matchCommands,
  splitFlagName,
  visibleNavItems,
  type CommandEntry,
  type NavGroup,
  type NavItem,
  type ReferenceModel,
} from './reference-model';
export { diffSpecs, isDeprecatedText, isEmptyDiff } from './diff-specs';
export type * from './diff-specs';
export { diffToMarkdown, diffToText, type DiffMarkdownOptions } from './diff-markdown';
export {
  referenceToMarkdown,
  referenceToText,
  type MarkdownPage,
  type ReferenceMarkdownOptions,
} from './reference-markdown';
