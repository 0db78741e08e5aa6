// The spec pipeline's public face: read (fetch, decode, parse YAML or JSON), validate, model and
// diff a CLI spec, and write it as Markdown. No React here: the view and the `docs-widgets`
// commands all import through this file. The YAML reader stays behind `preloadYaml`/`parseYaml`,
// a chunk of its own that pages reading JSON never download. `read-spec.ts` (reading in a worker,
// one script for JSON and one with the YAML reader) is for the browser only and is imported
// directly by the view: its worker addresses are build-time imports Node cannot resolve, and the
// commands, the server and the tests import this file under Node. `emit-spec-json.ts` is a build
// plugin, imported by the Vite config directly.
export type * from './spec-types';
export { describeFailure, chooseFormat, fetchSpec, loadSpec, parseSpecText, SpecLoadError } from './load-spec';
export type { FetchedSpec, LoadedSpec, LoadFailure, LoadOptions, SpecFormat } from './load-spec';
export { parseYaml, preloadYaml, SpecSyntaxError } from './parse-yaml';
export { readDocument, validateRead, isNote, type ForeignReader, type ReadDocument } from './read-document';
export { ImportedDocument } from './imported-document';
export {
  FORMAT_NAMES,
  SOURCE_FORMATS,
  isForeignDocument,
  isSourceFormat,
  looksLikeKdl,
  type SourceFormat,
} from './formats/detect';
export { validateSpec, validateSpecInSlices, wellFormed } from './validate-spec';
export {
  argumentAnchor,
  buildReferenceModel,
  flagAnchor,
  inheritedFlags,
  visibleSpec,
  type InheritedFlag,
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
