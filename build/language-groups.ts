import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseSync, type Plugin } from 'vite';
import { messageGroups } from '../widgets/shared/i18n/groups.ts';
import { root } from './widget-files.ts';

/**
 * Serves `widgets/shared/i18n/languages/<lang>.ts?group=<group>` as that language's strings of one
 * message group alone (see widgets/shared/i18n/groups.ts): the catalogue imports each group of each
 * language so, and every build (the CDN build, the single file, the package, the command-line
 * tool) and the unit tests get the same cut. Translators keep one flat file per language; which
 * group a string is in follows from its namespace (`param-row.required` → `param-row`), whose
 * message book names the group.
 */
export function languageGroups(): Plugin {
  let groups: ReadonlyMap<string, string> | undefined;
  return {
    name: 'docs-widgets:language-groups',
    // Before Vite's own resolver, which would take the file and keep the query.
    enforce: 'pre',
    buildStart() {
      groups = undefined;
    },
    // `de.ts?group=page` is served as `de.page.ts`, a module of its own, so every build names its
    // chunk or file after the language and the group (`de.page-<version>.js`).
    async resolveId(source, importer) {
      const match = groupImport.exec(source);
      if (!match) return null;
      const resolved = await this.resolve(match[1]!, importer, { skipSelf: true });
      if (!resolved || !languageFile.test(resolved.id)) return null;
      if (!(messageGroups as readonly string[]).includes(match[2]!))
        this.error(`${source}: "${match[2]!}" is not a message group (${messageGroups.join(', ')}).`);
      return `${resolved.id.slice(0, -'.ts'.length)}.${match[2]!}.ts`;
    },
    load(id) {
      const match = groupModule.exec(id);
      if (!match) return null;
      const file = `${match[1]!}.ts`;
      this.addWatchFile(file);
      groups ??= namespaceGroups(resolve(root, 'widgets'));
      return languageGroupModule(readFileSync(file, 'utf8'), relative(root, file), match[2]!, groups);
    },
  };
}

const groupImport = /^(.*\.ts)\?group=([\w-]+)$/;
const languageFile = /[\\/]widgets[\\/]shared[\\/]i18n[\\/]languages[\\/][\w-]+\.ts$/;
const groupModule = new RegExp(
  String.raw`^(.*[\\/]widgets[\\/]shared[\\/]i18n[\\/]languages[\\/][\w-]+)\.(${messageGroups.join('|')})\.ts$`,
);

// The AST as far as this file reads it: ESTree, as Vite's parser gives it.
interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodesOf(child);
  }
}

function stringOf(node: unknown): string | undefined {
  return isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
}

function lineOf(source: string, node: Node): number {
  return source.slice(0, node.start).split('\n').length;
}

/** Where the files that declare message books are: every widget module, tests and translations aside. */
function bookFiles(widgets: string): string[] {
  return readdirSync(widgets, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !/i18n[\\/]languages[\\/]/.test(path))
    .map((path) => resolve(widgets, path));
}

/**
 * Each message book's namespace → its group, read from the books' declarations
 * (`defineMessages('param-row', 'page', {…})`, `defineProse(…)`) in the widgets' sources.
 * @throws Error for a book whose namespace or group is not written as a string, a group that is
 * not one of `messageGroups`, or a namespace two books put in different groups
 */
export function namespaceGroups(widgets: string): Map<string, string> {
  const groups = new Map<string, string>();
  for (const file of bookFiles(widgets)) {
    const source = readFileSync(file, 'utf8');
    if (!/\bdefine(Messages|Prose)\(/.test(source)) continue;
    const name = relative(root, file);
    for (const node of nodesOf(parseSync(file, source).program as unknown as Node)) {
      if (node.type !== 'CallExpression') continue;
      const callee = node.callee as Node;
      if (callee.type !== 'Identifier' || !['defineMessages', 'defineProse'].includes(callee.name as string)) continue;
      const [namespaceArgument, groupArgument] = node.arguments as unknown[];
      const namespace = stringOf(namespaceArgument);
      const group = stringOf(groupArgument);
      const where = `${name}:${lineOf(source, node)}`;
      if (namespace === undefined || group === undefined)
        throw new Error(`${where}: a message book names its namespace and its group as plain strings.`);
      if (!(messageGroups as readonly string[]).includes(group))
        throw new Error(`${where}: "${group}" is not a message group (${messageGroups.join(', ')}).`);
      const earlier = groups.get(namespace);
      if (earlier !== undefined && earlier !== group)
        throw new Error(`${where}: the namespace "${namespace}" is in the group "${earlier}" already.`);
      groups.set(namespace, group);
    }
  }
  return groups;
}

/**
 * One group's strings of a language file (`export default { 'param-row.required': '…', … }`), as a
 * module of its own.
 * @throws Error naming the file and line of an entry that is not a string id with a string, or
 * whose namespace no message book declares (so it would be in no group's chunk)
 */
export function languageGroupModule(
  source: string,
  file: string,
  group: string,
  groups: ReadonlyMap<string, string>,
): string {
  const program = parseSync(file, source).program as unknown as Node;
  const exported = (program.body as Node[]).find((node) => node.type === 'ExportDefaultDeclaration');
  let messages = exported?.declaration as Node | undefined;
  while (messages && (messages.type === 'TSSatisfiesExpression' || messages.type === 'TSAsExpression'))
    messages = messages.expression as Node;
  if (messages?.type !== 'ObjectExpression')
    throw new Error(`${file}: a language file's default export is one object of messages.`);
  const entries: Array<[string, string]> = [];
  for (const property of messages.properties as Node[]) {
    const id = property.type === 'Property' ? stringOf(property.key) : undefined;
    const text = property.type === 'Property' ? stringOf(property.value) : undefined;
    if (id === undefined || text === undefined)
      throw new Error(`${file}:${lineOf(source, property)}: each message is a quoted id and a quoted string.`);
    const namespace = namespaceOf(id, groups);
    const ownGroup = namespace === undefined ? undefined : groups.get(namespace);
    if (ownGroup === undefined)
      throw new Error(
        `${file}:${lineOf(source, property)}: "${id}": no message book declares the namespace "${id.slice(0, id.indexOf('.'))}", so the string is in no group's chunk.`,
      );
    if (ownGroup === group) entries.push([id, text]);
  }
  return `export default ${JSON.stringify(Object.fromEntries(entries))};\n`;
}

/**
 * The namespace of a string's id: the longest that a book declares, since a widget's part may have
 * a book of its own under the widget's (`cli-reference.versions.loading` is the versions view's,
 * `cli-reference.filter-label` the reference's).
 */
function namespaceOf(id: string, groups: ReadonlyMap<string, string>): string | undefined {
  for (let end = id.lastIndexOf('.'); end > 0; end = id.lastIndexOf('.', end - 1)) {
    const namespace = id.slice(0, end);
    if (groups.has(namespace)) return namespace;
  }
  return undefined;
}
