import {
  cleanText,
  describeValue,
  Findings,
  flagDisplayName,
  FORMAT_VERSION,
  Ids,
  isLoose,
  longForm,
  markerOf,
  MAX_COMMAND_DEPTH,
  shortForm,
  slug,
  splitSummary,
  type DocumentCommand,
  type DocumentExample,
  type DocumentFlag,
  type Loose,
  type ReadResult,
} from './build';

// cobra's YAML reference, one file per command: docker's layout (`command`, `short`, `long`,
// `usage`, `pname`, `cname`/`clink`, `options` and `inherited_options` with `option`,
// `shorthand`, `value_type`, `default_value`, `deprecated`, `hidden`, `experimental`,
// `experimentalcli`, `min_api_version`; `examples` in Markdown) and cobra's own `GenYamlTree`
// output (`name`, `synopsis`, `description`, `options` with `name` and `usage`, `example`,
// `see_also`). The files of a folder make one tree: a command's parent is named by `pname`, or is
// its title without the last word.

/** One parsed file, with the name it is reported under. */
export interface CobraFile {
  name: string;
  document: unknown;
}

/** Whether a parsed YAML document is one command of cobra's YAML reference. */
export function isCobraDocument(document: unknown): boolean {
  if (!isLoose(document)) return false;
  const title = document.command ?? document.name;
  return (
    typeof title === 'string' &&
    ('short' in document || 'synopsis' in document || 'usage' in document || 'options' in document)
  );
}

const BOOLEAN_TYPES = new Set(['bool', 'boolean']);
const LIST_TYPE = /(?:Array|Slice|list)$/i;

interface ReadFlag {
  flag: DocumentFlag;
  /** The option's name, to match inherited options with their definition. */
  key: string;
}

function readOption(source: Loose, path: string, ids: Ids, findings: Findings): ReadFlag | undefined {
  const name =
    typeof source.option === 'string' ? source.option : typeof source.name === 'string' ? source.name : undefined;
  if (!name) {
    findings.problem(`${path}.option`, 'the option name', describeValue(source.option ?? source.name));
    return undefined;
  }
  const long = longForm(name);
  const short = shortForm(source.shorthand);
  const valueType = typeof source.value_type === 'string' ? source.value_type : undefined;
  const defaultValue =
    source.default_value === undefined || source.default_value === null ? '' : String(source.default_value);
  // cobra's own output has no type: a switch defaults to true or false.
  const isSwitch = valueType ? BOOLEAN_TYPES.has(valueType) : defaultValue === 'true' || defaultValue === 'false';
  const valueName = isSwitch ? undefined : (valueType ?? 'string');
  const description = (cleanText(source.description ?? source.usage, `${path}.description`, findings) ?? '').trim();
  const deprecated = markerOf(source.deprecated);
  const experimental = source.experimental === true || source.experimentalcli === true;
  const since = typeof source.min_api_version === 'string' ? `API ${source.min_api_version}` : undefined;
  return {
    key: name,
    flag: {
      id: ids.unique(name),
      name: flagDisplayName({ short, long, valueName }),
      description,
      default_value: defaultValue === '[]' || defaultValue === 'map[]' ? '' : defaultValue,
      ...(short ? { short } : {}),
      ...(long ? { long } : {}),
      kind: isSwitch ? 'switch' : 'value',
      ...(valueName ? { value_name: valueName } : {}),
      ...(valueType && LIST_TYPE.test(valueType) ? { repeatable: true } : {}),
      ...(source.hidden === true ? { hidden: true } : {}),
      ...(deprecated ? { deprecated } : {}),
      ...(experimental ? { experimental: true as const } : {}),
      ...(since ? { since } : {}),
    },
  };
}

/**
 * `### Heading {#anchor}`: the anchor syntax of docker's docs site, which CommonMark would show.
 * Each line is looked at from its end once: a pattern that searched for the anchor would try every
 * split of a long run of blanks, seconds for a 40 KB heading.
 */
function withoutHeadingAnchors(markdown: string): string {
  // The separators are kept (odd indexes), so the text comes back with its own line endings.
  const parts = markdown.split(/(\r\n|[\n\r\u2028\u2029])/);
  for (let index = 0; index < parts.length; index += 2) parts[index] = withoutHeadingAnchor(parts[index]!);
  return parts.join('');
}

const HEADING_START = /^#{1,6}[ \t]/;
const ANCHOR_ID = /^[\w.-]+$/;

function isBlank(character: string | undefined): boolean {
  return character === ' ' || character === '\t';
}

function withoutHeadingAnchor(line: string): string {
  const start = HEADING_START.exec(line);
  if (!start) return line;
  let end = line.length;
  while (end > 0 && isBlank(line[end - 1])) end -= 1;
  if (line[end - 1] !== '}') return line;
  const open = line.lastIndexOf('{#', end - 2);
  if (open < start[0].length || !ANCHOR_ID.test(line.slice(open + 2, end - 1))) return line;
  let headingEnd = open;
  while (headingEnd > start[0].length && isBlank(line[headingEnd - 1])) headingEnd -= 1;
  return line.slice(0, headingEnd);
}

interface Entry {
  file: CobraFile;
  title: string;
  parentTitle: string | undefined;
  command: DocumentCommand;
  options: ReadFlag[];
  inherited: ReadFlag[];
  /** Child titles the file lists (`cname`), in its order. */
  listed: string[];
}

/** A command's description: its long text (when it says more than the summary), then its examples. */
function descriptionOf(
  document: Loose,
  at: (key: string) => string,
  findings: Findings,
): { summary: string; description: string } {
  const short = cleanText(document.short ?? document.synopsis, at('short'), findings)?.trim();
  const long = cleanText(document.long ?? document.description, at('long'), findings)?.trim();
  const examplesText = cleanText(document.examples, at('examples'), findings)?.trim();
  const split = splitSummary(short || long);
  const longText = long && long !== split.summary && long !== short ? withoutHeadingAnchors(long) : undefined;
  const description = [longText, examplesText ? `## Examples\n\n${withoutHeadingAnchors(examplesText)}` : undefined]
    .filter(Boolean)
    .join('\n\n');
  return { summary: split.summary, description };
}

/** The options listed under `key` (`options` or `inherited_options`), each with an id unique in the list. */
function optionsOf(document: Loose, key: string, at: (key: string) => string, findings: Findings): ReadFlag[] {
  const ids = new Ids();
  return (Array.isArray(document[key]) ? document[key] : [])
    .map((option, index) => (isLoose(option) ? readOption(option, at(`${key}[${index}]`), ids, findings) : undefined))
    .filter((option): option is ReadFlag => option !== undefined);
}

/** Aliases in full: a one-word alias is typed after the parent's title, as cobra's are. */
function aliasesOf(document: Loose, title: string, parentOfTitle: string | undefined): string[] {
  const aliasText =
    typeof document.aliases === 'string'
      ? document.aliases
      : Array.isArray(document.aliases)
        ? document.aliases.join(',')
        : '';
  return aliasText
    .split(',')
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '' && alias !== title)
    .map((alias) => (alias.includes(' ') || !parentOfTitle ? alias : `${parentOfTitle} ${alias}`));
}

/** The children a file names: `cname`, then the `see_also` entries under its title. */
function listedChildren(document: Loose, title: string): string[] {
  const listed = (Array.isArray(document.cname) ? document.cname : [])
    .filter((child): child is string => typeof child === 'string')
    .map((child) => child.trim().replace(/\s+/g, ' '));
  // cobra's own output names children in `see_also` as "tool sub - what it does".
  const seeAlso = (Array.isArray(document.see_also) ? document.see_also : [])
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.split(' - ', 1)[0]!.trim());
  for (const child of seeAlso) if (child.startsWith(`${title} `) && !listed.includes(child)) listed.push(child);
  return listed;
}

/** One file's command, or undefined (reported) when the file holds none or repeats one. */
function readEntry(
  file: CobraFile,
  manyFiles: boolean,
  entries: Map<string, Entry>,
  commandIds: Ids,
  findings: Findings,
): Entry | undefined {
  const source = file.document;
  const at = (key: string) => (manyFiles ? `${file.name}: ${key}` : key);
  if (!isCobraDocument(source)) {
    findings.problem(
      manyFiles ? file.name : '(document)',
      'a command of a cobra YAML reference',
      describeValue(source),
    );
    return undefined;
  }
  const document = source as Loose;
  const title = String(document.command ?? document.name)
    .trim()
    .replace(/\s+/g, ' ');
  if (entries.has(title)) {
    findings.problem(at('command'), 'each command in one file', `"${title}" again (the first file is kept)`);
    return undefined;
  }
  const { summary, description } = descriptionOf(document, at, findings);
  const options = optionsOf(document, 'options', at, findings);
  const inherited = optionsOf(document, 'inherited_options', at, findings);
  const example = cleanText(document.example, at('example'), findings)?.trim();
  const examples: DocumentExample[] = example ? [{ id: 'example', name: 'Example', code: example }] : [];
  const parentOfTitle = title.includes(' ') ? title.slice(0, title.lastIndexOf(' ')) : undefined;
  const aliases = aliasesOf(document, title, parentOfTitle);
  const deprecated = markerOf(document.deprecated);
  const experimental = document.experimental === true || document.experimentalcli === true;
  const since = typeof document.min_api_version === 'string' ? `API ${document.min_api_version}` : undefined;
  const command: DocumentCommand = {
    id: commandIds.unique(title),
    title,
    summary,
    ...(description ? { description } : {}),
    ...(typeof document.usage === 'string' && document.usage.trim() ? { usage: document.usage.trim() } : {}),
    ...(examples.length > 0 ? { examples } : {}),
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(document.hidden === true ? { hidden: true } : {}),
    ...(deprecated ? { deprecated } : {}),
    ...(experimental ? { experimental: true as const } : {}),
    ...(since ? { since } : {}),
  };
  const pname =
    typeof document.pname === 'string' && document.pname.trim()
      ? document.pname.trim().replace(/\s+/g, ' ')
      : undefined;
  const listed = listedChildren(document, title);
  return { file, title, parentTitle: pname ?? parentOfTitle, command, options, inherited, listed };
}

/** The tree: a parent's `cname` order first, then the children only their `pname` names. */
function childrenByParent(entries: Map<string, Entry>, manyFiles: boolean, findings: Findings) {
  const childrenOf = new Map<string, string[]>();
  for (const entry of entries.values()) {
    for (const child of entry.listed) {
      if (!entries.has(child)) {
        findings.note(
          manyFiles ? entry.file.name : 'cname',
          'a file for each command it lists',
          `no file for "${child}"`,
        );
        continue;
      }
      const list = childrenOf.get(entry.title) ?? [];
      if (!list.includes(child)) list.push(child);
      childrenOf.set(entry.title, list);
    }
  }
  for (const entry of entries.values()) {
    if (!entry.parentTitle || !entries.has(entry.parentTitle)) continue;
    const list = childrenOf.get(entry.parentTitle) ?? [];
    if (!list.includes(entry.title)) {
      list.push(entry.title);
      childrenOf.set(entry.parentTitle, list);
      if (entries.get(entry.parentTitle)!.listed.length > 0)
        findings.note(
          manyFiles ? entry.file.name : 'pname',
          "a command its parent's cname lists",
          `"${entry.title}", which "${entry.parentTitle}" does not list (shown under it)`,
        );
    }
  }
  return childrenOf;
}

/**
 * Inherited options: the nearest ancestor's option of that name becomes persistent; one that no
 * ancestor in these files defines stays on the command, as inherited from a parent not given.
 */
function placeFlags(entries: Map<string, Entry>, parentOf: (title: string) => string | undefined): void {
  for (const entry of entries.values()) {
    const unmatched: DocumentFlag[] = [];
    for (const inherited of entry.inherited) {
      let ancestor = parentOf(entry.title);
      let found: ReadFlag | undefined;
      for (let steps = 0; ancestor && !found && steps < MAX_COMMAND_DEPTH; steps += 1) {
        found = entries.get(ancestor)!.options.find((option) => option.key === inherited.key);
        if (!found) ancestor = parentOf(ancestor);
      }
      if (found) found.flag.scope = 'persistent';
      else unmatched.push({ ...inherited.flag, scope: 'inherited' });
    }
    const flags = [...entry.options.map((option) => option.flag), ...unmatched];
    if (flags.length > 0) entry.command.flags = flags;
  }
}

/** Commands in the order of a depth-first walk from the roots, parents before their children. */
function treeOrder(entries: Map<string, Entry>, roots: Entry[], childrenOf: Map<string, string[]>): DocumentCommand[] {
  const ordered: DocumentCommand[] = [];
  const placed = new Set<string>();
  const pending = roots.map((entry) => entry.title).reverse();
  while (pending.length > 0) {
    const title = pending.pop()!;
    if (placed.has(title)) continue;
    placed.add(title);
    ordered.push(entries.get(title)!.command);
    const children = childrenOf.get(title) ?? [];
    for (let index = children.length - 1; index >= 0; index -= 1) pending.push(children[index]!);
  }
  // A loop of parents (a names b, b names a) reaches no root: still shown, at the top.
  for (const entry of entries.values()) if (!placed.has(entry.title)) ordered.push(entry.command);
  return ordered;
}

/** Reads one file or a folder's files of cobra YAML as one tree; never throws. */
export function readCobra(files: readonly CobraFile[]): ReadResult {
  const findings = new Findings();
  const entries = new Map<string, Entry>();
  const commandIds = new Ids();
  const manyFiles = files.length > 1;
  for (const file of files) {
    const entry = readEntry(file, manyFiles, entries, commandIds, findings);
    if (entry) entries.set(entry.title, entry);
  }
  const childrenOf = childrenByParent(entries, manyFiles, findings);
  const parentOf = (title: string) => {
    const parent = entries.get(title)?.parentTitle;
    return parent && entries.has(parent) ? parent : undefined;
  };
  placeFlags(entries, parentOf);
  for (const [parent, children] of childrenOf) {
    entries.get(parent)!.command.subcommands = children.map((child) => entries.get(child)!.command.id);
  }
  const roots = [...entries.values()].filter((entry) => !parentOf(entry.title));
  const ordered = treeOrder(entries, roots, childrenOf);
  const tool = roots[0]?.title ?? [...entries.keys()][0] ?? 'cli';
  return {
    document: {
      clispec: FORMAT_VERSION,
      info: { id: slug(tool), version: '', title: tool, language: 'sh' },
      commands: ordered,
    },
    problems: findings.finish(),
  };
}
