// The spec library's public face: read (fetch, decode, parse YAML or JSON, or another format
// through its reader), validate, model and diff a CLI spec, and write it as Markdown. No React
// here: the view, the server and the `docs-widgets` commands all import through this file (and
// browser.ts, node.ts for what only one side can run). The YAML reader stays behind
// `preloadYaml`/`parseYaml`, and each other format's reader behind formats/import-spec.ts, chunks
// of their own that pages reading our JSON never download. `build/emit-spec-json.ts` is a build plugin,
// imported by the Vite config directly.
export type * from './model/spec-types';
export { describeFailure, chooseFormat, fetchSpec, loadSpec, parseSpecText, SpecLoadError } from './read/load-spec';
export type { FetchedSpec, LoadedSpec, LoadFailure, LoadOptions, SpecFormat } from './read/load-spec';
export { parseYaml, preloadYaml, SpecSyntaxError } from './read/parse-yaml';
export { readDocument, validateRead, isNote, type ForeignReader, type ReadDocument } from './read/read-document';
export { ImportedDocument } from './model/imported-document';
export {
  headingLevels,
  inlineText,
  parseMarkdown,
  parseSummary,
  type Inline,
  type MarkdownBlock,
} from './markdown/markdown-parse';
export {
  FORMAT_NAMES,
  SOURCE_FORMATS,
  isForeignDocument,
  isSourceFormat,
  looksLikeKdl,
  type SourceFormat,
} from './formats/detect';
export { fetchesPackageBeside, OCLIF_MANIFEST, OCLIF_PACKAGE, specFileAddress } from './read/spec-address';
export { validateSpec, validateSpecInSlices } from './check/validate-spec';
export { yieldToBrowser } from './check/yield-to-browser';
export { wellFormed } from './model/well-formed';
export {
  argumentAnchor,
  buildReferenceModel,
  flagAnchor,
  inheritedFlags,
  visibleSpec,
  type InheritedFlag,
  globalFlagsAnchor,
  countEntries,
  matchCommands,
  splitFlagName,
  visibleNavItems,
  type CommandEntry,
  type NavGroup,
  type NavItem,
  type ReferenceModel,
} from './model/reference-model';
export { diffSpecs, isDeprecatedText, isEmptyDiff } from './diff/diff-specs';
export type * from './diff/diff-specs';
export { diffToMarkdown, diffToText, type DiffMarkdownOptions } from './diff/diff-markdown';
export {
  markdownFlavors,
  referenceToMarkdown,
  referenceToText,
  type MarkdownFlavor,
  type MarkdownPage,
  type ReferenceMarkdownOptions,
} from './export/reference-markdown';
