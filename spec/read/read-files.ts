import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import { decodeSpecBytes } from './decode-spec';
import { isSourceFormat, type SourceFormat } from '../formats/detect';
import { importCobraFiles, importForeign, type YamlParser } from '../formats/import-spec';
import { chooseFormat } from './parse-spec-text';
import { preloadYaml } from './parse-yaml';
import { readDocument, type ReadDocument } from './read-document';
import { OCLIF_MANIFEST, OCLIF_PACKAGE } from './spec-address';
import { SpecLoadError, SpecSyntaxError } from '../model/spec-errors';

// Reading specs from files and folders, in Node: for the `docs-widgets` commands and the server's
// prerendering. Not part of the spec library's browser face (spec/index.ts): it needs node:fs.

/** Files a folder's reading looks at. */
const SPEC_FILE = /\.(ya?ml|json|kdl)$/i;

/** A file or folder that is no spec: the message names it. */
export class SpecFileError extends Error {}

async function yamlParser(): Promise<YamlParser> {
  const { readYaml } = await preloadYaml();
  return (text, signal) => readYaml(text, signal, (reason, line, column) => new SpecSyntaxError(reason, line, column));
}

function textOf(bytes: Uint8Array, path: string): string {
  const { text, encoding } = decodeSpecBytes(bytes);
  if (text === undefined)
    throw new SpecFileError(`${path} is ${encoding.toUpperCase()}, which cannot be read: save it as UTF-8.`);
  return text;
}

/**
 * Reads a spec file, or a folder of cobra YAML files (one per command), in any format we read,
 * into our format's document. A cobra file's `clink`s are read from beside it, and so is an oclif
 * manifest's `package.json`; an oclif package's folder, or its `package.json`, is read as the
 * `oclif.manifest.json` in it.
 *
 * @throws SpecFileError for a path that cannot be read, SpecLoadError for text that cannot be parsed
 */
export async function readSpecPath(path: string, format?: string): Promise<ReadDocument> {
  if (format !== undefined && !isSourceFormat(format))
    throw new SpecFileError(`unknown format "${format}": use clispec, opencli, oclif, usage or cobra.`);
  const sourceFormat = format as SourceFormat | undefined;
  const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
    throw new SpecFileError(
      `${path}: ${error.code === 'ENOENT' ? 'no such file' : `cannot be read (${error.code ?? String(error)})`}.`,
    );
  });
  const parseYaml = await yamlParser();
  if (info.isDirectory()) {
    const names = (await readdir(path)).filter((name) => SPEC_FILE.test(name)).sort();
    // An oclif package: its manifest, with the package.json beside it.
    if (names.includes(OCLIF_MANIFEST) && (sourceFormat === undefined || sourceFormat === 'oclif'))
      return readSpecPath(join(path, OCLIF_MANIFEST), format);
    if (names.length === 0) throw new SpecFileError(`${path}: no .yaml, .yml, .json or .kdl file in this folder.`);
    const yaml = names.filter((name) => /\.ya?ml$/i.test(name));
    // One spec in the folder: read as a file. Several YAML files: a cobra reference, one file per command.
    if (names.length === 1) return readSpecPath(join(path, names[0]!), format);
    if (yaml.length < 2 || (sourceFormat !== undefined && sourceFormat !== 'cobra'))
      throw new SpecFileError(
        `${path}: a folder is read as a cobra YAML reference (one .yaml file per command); give one file of it instead.`,
      );
    const files = await Promise.all(
      yaml.map(async (name) => ({ name, text: textOf(await readFile(join(path, name)), join(path, name)) })),
    );
    const imported = await importCobraFiles(files, parseYaml);
    return { document: imported.document, problems: imported.problems, format: 'cobra' };
  }
  if (basename(path) === OCLIF_PACKAGE) {
    const manifest = join(dirname(path), OCLIF_MANIFEST);
    if (!(await stat(manifest).catch(() => undefined))?.isFile())
      throw new SpecFileError(
        `${path}: a package.json holds no CLI spec; an oclif CLI's is read with the ${OCLIF_MANIFEST} beside it, and there is none (\`oclif manifest\` writes it).`,
      );
    return readSpecPath(manifest, format);
  }
  const text = textOf(await readFile(path), path);
  const kind = /\.kdl$/i.test(path) ? 'yaml' : chooseFormat(text, '', path);
  if (kind === 'html') throw new SpecFileError(`${path}: an HTML page, not a CLI spec.`);
  const folder = dirname(path);
  return readDocument(text, kind, parseYaml, (request) => importForeign(request, parseYaml), {
    sourceFormat: sourceFormat ?? (extname(path).toLowerCase() === '.kdl' ? 'usage' : undefined),
    readLinked: (name) => readFile(join(folder, name), 'utf8'),
  });
}

export { SpecLoadError };
