// The spec library's Node face: specs read from files and folders, in any format, for the
// `docs-widgets` commands and the server's prerendering. Apart from index.ts because it needs node:fs.
export { readSpecPath, SpecFileError } from './read/read-files';
export { importCobraFiles, importForeign, type YamlParser } from './formats/import-spec';
export { decodeSpecBytes } from './read/decode-spec';
