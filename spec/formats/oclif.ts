import {
  acceptedValues,
  cleanText,
  defaultText,
  describeValue,
  Findings,
  firstLine,
  FORMAT_VERSION,
  flagDisplayName,
  Ids,
  isLoose,
  longForm,
  markerOf,
  MAX_COMMAND_DEPTH,
  shortForm,
  slug,
  splitSummary,
  type DocumentArgument,
  type DocumentCommand,
  type DocumentExample,
  type DocumentFlag,
  type Loose,
  type ReadResult,
} from './build';

// oclif manifests (`oclif.manifest.json`): `commands` keyed by id, topics separated by `:`
// (`plugins:install`), flags keyed by name with `char`, `options`, `default`, `env`, `exclusive`,
// `multiple` and `allowNo`, args as a list or keyed by name, examples as text with
// `<%= config.bin %>` templates. The manifest does not name the tool, nor say how its users type
// a topic's commands: the package's `package.json` beside it does (`oclif.bin`,
// `oclif.topicSeparator`), and without one the name is read from the examples.

/** How the package's `package.json` says the CLI is typed; what it leaves out is found as without it. */
export interface OclifPackage {
  /** The command users type: `oclif.bin`, else the one command of `bin`, else the package name's last part. */
  bin?: string;
  /** Between a topic and its commands as users type them: `:` (`app:deploy`) or a space (`app deploy`). */
  topicSeparator?: ':' | ' ';
  /** The package's version, for a manifest that does not say its own. */
  version?: string;
}

/** A command name a shell can take as one word, within reason. */
const BIN_NAME = /^[^\s\p{Cc}]{1,100}$/u;

/**
 * The `package.json` read beside a manifest. None (`undefined`), or an HTML page a server sends for
 * every missing file, is no problem: the CLI is read as the manifest alone says. A broken one is
 * reported, and what it could not say is found as without it.
 */
export function readOclifPackage(text: string | undefined, findings: Findings): OclifPackage | undefined {
  if (text === undefined || text.trimStart().startsWith('<')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    findings.problem(
      'package.json',
      "the package's package.json, in JSON",
      `text that is not JSON (${(error as Error).message})`,
    );
    return undefined;
  }
  if (!isLoose(parsed)) {
    findings.problem('package.json', "the package's package.json, a mapping", describeValue(parsed));
    return undefined;
  }
  const oclif = isLoose(parsed.oclif) ? parsed.oclif : {};
  if (parsed.oclif !== undefined && !isLoose(parsed.oclif))
    findings.problem('package.json: oclif', "oclif's settings, a mapping", describeValue(parsed.oclif));
  const found: OclifPackage = {};
  const binKeys = isLoose(parsed.bin) ? Object.keys(parsed.bin) : [];
  const packageName = typeof parsed.name === 'string' ? parsed.name.slice(parsed.name.lastIndexOf('/') + 1) : undefined;
  if (oclif.bin !== undefined && !(typeof oclif.bin === 'string' && BIN_NAME.test(oclif.bin)))
    findings.problem('package.json: oclif.bin', 'the command users type, one word', describeValue(oclif.bin));
  const bin = [oclif.bin, binKeys.length === 1 ? binKeys[0] : undefined, packageName].find(
    (candidate): candidate is string => typeof candidate === 'string' && BIN_NAME.test(candidate),
  );
  if (bin) found.bin = bin;
  if (oclif.topicSeparator === ':' || oclif.topicSeparator === ' ') found.topicSeparator = oclif.topicSeparator;
  else if (oclif.topicSeparator !== undefined)
    findings.problem(
      'package.json: oclif.topicSeparator',
      '":" or " "',
      `${describeValue(oclif.topicSeparator)}; ":" is used`,
    );
  if (typeof parsed.version === 'string' && parsed.version !== '') found.version = parsed.version;
  return found;
}

/** An example line's first two words, a tool and a command id: `sfdx plugin:cmd`. */
const COMMAND_LINE = /^([\w./@-]+)\s+([\w:-]+)/;

/** The tool's name: the word before a command id in the examples (`$ sfdx plugin:cmd`), else the plugin's. */
function guessBin(commands: [string, Loose][]): { bin: string; from: 'examples' | 'plugin' | 'none' } {
  const counts = new Map<string, number>();
  for (const [id, command] of commands) {
    const examples = Array.isArray(command.examples) ? command.examples : [];
    for (const example of examples) {
      const text =
        typeof example === 'string'
          ? example
          : isLoose(example) && typeof example.command === 'string'
            ? example.command
            : '';
      // Line by line, each read once from its start: a pattern run over the whole text would
      // try every split of a long run of blanks between its optional parts.
      for (const line of text.split('\n')) {
        const match = COMMAND_LINE.exec(line.trimStart().replace(/^\$/, '').trimStart());
        if (match && (match[2] === id || match[2]!.startsWith(id.split(':')[0]!)))
          counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
      }
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (best && best[0] !== '<%=') return { bin: best[0], from: 'examples' };
  const plugin = commands
    .map(([, command]) => command.pluginName)
    .find((name): name is string => typeof name === 'string' && name !== '');
  return plugin ? { bin: plugin.replace(/^@[^/]+\//, ''), from: 'plugin' } : { bin: 'cli', from: 'none' };
}

/** `<%= config.bin %>` and `<%= command.id %>` filled in; other tags left as written, and noted. */
function fillTemplates(text: string, bin: string, id: string, path: string, findings: Findings): string {
  if (!text.includes('<%')) return text;
  // Replaced by functions: a replacement string would read `$\``, `$'` or `$&` in an id or a
  // tool name as patterns, copying text from around the template into the output.
  const filled = text
    .replace(/<%=\s*config\.bin\s*%>/g, () => bin)
    .replace(/<%=\s*command\.id\s*%>/g, () => id)
    .replace(/<%=\s*config\.(?:name|pjson\.name)\s*%>/g, () => bin);
  // The tags every oclif manifest holds are its own way of writing, not odd; one left unfilled is.
  if (filled.includes('<%')) findings.templated(path);
  return filled;
}

/** One example: `$ ` lines are the code, lines before the first one its description, lines after one its output. */
function readExample(text: string, index: number, ids: Ids, description?: string): DocumentExample | undefined {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const hasPrompt = lines.some((line) => /^\s*\$\s/.test(line));
  if (!hasPrompt) {
    const code = text.trim();
    if (!code) return undefined;
    return {
      id: ids.unique(`example-${index + 1}`),
      name: nameFor(description, index),
      code,
      ...(description ? { description } : {}),
    };
  }
  const before: string[] = [];
  const code: string[] = [];
  const output: string[] = [];
  for (const line of lines) {
    if (/^\s*\$\s/.test(line)) code.push(line.replace(/^\s*\$\s+/, '').trimEnd());
    else if (code.length === 0) before.push(line.trim());
    else if (line.trim()) output.push(line.trim());
  }
  const intro = [description, before.join(' ').trim()].filter(Boolean).join('\n\n');
  return {
    id: ids.unique(`example-${index + 1}`),
    name: nameFor(intro, index),
    code: code.join('\n'),
    ...(output.length > 0 ? { response: output.join('\n') } : {}),
    ...(intro ? { description: intro } : {}),
  };
}

function nameFor(description: string | undefined, index: number): string {
  const line = (description ?? '').split('\n', 1)[0]!.trim().replace(/[.:]$/, '');
  return line && line.length <= 48 ? line : `Example ${index + 1}`;
}

function readFlag(
  key: string,
  source: Loose,
  path: string,
  ids: Ids,
  findings: Findings,
  exclusive: Map<string, string[]>,
): DocumentFlag | undefined {
  const flagName = typeof source.name === 'string' && source.name !== '' ? source.name : key;
  const long = longForm(flagName);
  const short = shortForm(source.char);
  const isSwitch = source.type === 'boolean';
  const options = acceptedValues(source.options);
  const helpValue =
    typeof source.helpValue === 'string' ? source.helpValue.replace(/^[(<[]|[)>\]]$/g, '').trim() : undefined;
  const valueName = isSwitch
    ? undefined
    : helpValue || (options ? options.map((value) => value.name).join('|') : 'value');
  const summary = cleanText(source.summary, `${path}.summary`, findings)?.trim();
  const description = cleanText(source.description, `${path}.description`, findings)?.trim();
  const text = [summary, description && description !== summary ? description : undefined].filter(Boolean).join('\n\n');
  const env = typeof source.env === 'string' && source.env !== '' ? [source.env] : [];
  const aliases = [
    ...(Array.isArray(source.aliases) ? source.aliases.map(longForm) : []),
    ...(Array.isArray(source.charAliases) ? source.charAliases.map(shortForm) : []),
  ].filter((alias): alias is string => alias !== undefined);
  if (Array.isArray(source.exclusive))
    exclusive.set(
      flagName,
      source.exclusive.filter((other): other is string => typeof other === 'string'),
    );
  const deprecated = markerOf(source.deprecated);
  const id = ids.unique(flagName);
  return {
    id,
    name: flagDisplayName({ short, long, valueName }),
    description: text,
    default_value:
      source.default === false && isSwitch
        ? 'false'
        : defaultText(typeof source.default === 'function' ? undefined : source.default),
    ...(source.required === true ? { required: true } : {}),
    ...(options ? { accepted_values: options } : {}),
    ...(short ? { short } : {}),
    ...(long ? { long } : {}),
    ...(aliases.length > 0 ? { aliases } : {}),
    kind: isSwitch ? 'switch' : 'value',
    ...(valueName ? { value_name: valueName } : {}),
    ...(source.multiple === true ? { repeatable: true } : {}),
    ...(isSwitch && source.allowNo === true ? { negation: `--no-${flagName}` } : {}),
    ...(env.length > 0 ? { env } : {}),
    ...(source.hidden === true ? { hidden: true } : {}),
    ...(deprecated ? { deprecated } : {}),
    ...(typeof source.helpGroup === 'string' && source.helpGroup ? { group: source.helpGroup } : {}),
  };
}

function readArguments(value: unknown, path: string, findings: Findings): DocumentArgument[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : isLoose(value)
      ? Object.entries(value)
      : [];
  const ids = new Ids();
  const args: DocumentArgument[] = [];
  for (const [key, item] of entries) {
    const at = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (!isLoose(item)) {
      findings.problem(at, 'a mapping', describeValue(item));
      continue;
    }
    const name = typeof item.name === 'string' && item.name !== '' ? item.name : Array.isArray(value) ? '' : key;
    if (!name) {
      findings.problem(`${at}.name`, 'a non-empty string', describeValue(item.name));
      continue;
    }
    const description = cleanText(item.description, `${at}.description`, findings)?.trim();
    const options = acceptedValues(item.options);
    args.push({
      id: ids.unique(name),
      name,
      ...(description ? { description } : {}),
      ...(item.required === true ? { required: true } : {}),
      ...(item.multiple === true ? { variadic: true } : {}),
      ...(defaultText(item.default) ? { default_value: defaultText(item.default) } : {}),
      ...(options ? { accepted_values: options } : {}),
      ...(item.hidden === true ? { hidden: true } : {}),
    });
  }
  return args;
}

/**
 * Reads an oclif manifest, with the text of the `package.json` beside it when there is one; never
 * throws.
 */
/** How the tool's commands are named and typed, from the package.json or, without it, the manifest. */
class OclifNames {
  /** The manifest's ids always join topics with `:`; users type what the package chose. */
  static readonly separator = ':';
  readonly #typedSeparator: string;
  readonly #ids = new Ids();
  readonly #idOf = new Map<string, string>();

  constructor(
    readonly bin: string,
    typedSeparator: string | undefined,
  ) {
    this.#typedSeparator = typedSeparator ?? OclifNames.separator;
  }

  /** An oclif id as users type it. */
  typed(oclifId: string): string {
    return this.#typedSeparator === OclifNames.separator
      ? oclifId
      : oclifId.split(OclifNames.separator).join(this.#typedSeparator);
  }

  title(oclifId: string): string {
    return `${this.bin} ${this.typed(oclifId)}`;
  }

  /** A usage line as typed: the tool's name first, and an id written with `:` at its start as users type it. */
  usageLine(line: string, oclifId: string): string {
    const bin = this.bin;
    const rest = line.startsWith(`${bin} `) ? line.slice(bin.length + 1) : line;
    const startsWithId = rest.startsWith(oclifId) && (rest.length === oclifId.length || rest[oclifId.length] === ' ');
    return `${bin} ${startsWithId ? this.typed(oclifId) + rest.slice(oclifId.length) : rest}`;
  }

  /** The command's id in our format, the same for every call with one oclif id. */
  documentId(oclifId: string): string {
    let id = this.#idOf.get(oclifId);
    if (id === undefined) {
      id = this.#ids.unique(`${this.bin} ${oclifId}`);
      this.#idOf.set(oclifId, id);
    }
    return id;
  }

  /** Templates filled for this command. */
  fill(text: string, oclifId: string, path: string, findings: Findings): string {
    return fillTemplates(text, this.bin, this.typed(oclifId), path, findings);
  }
}

/** The names, from the package.json beside the manifest, else guessed from the commands (and noted). */
function namesFor(settings: OclifPackage | undefined, entries: [string, Loose][], findings: Findings): OclifNames {
  const { bin, from } = settings?.bin ? { bin: settings.bin, from: 'package' } : guessBin(entries);
  if (from === 'plugin' || from === 'none')
    findings.note(
      '(document)',
      "the tool's name (an oclif manifest does not say it; the package.json beside it does)",
      from === 'plugin' ? `none in the examples; the plugin's name "${bin}" is used` : `none; "${bin}" is used`,
    );
  return new OclifNames(bin, settings?.topicSeparator);
}

/** The summary and description: `summary` when given, else the description's first sentence. */
function readTexts(command: Loose, oclifId: string, path: string, names: OclifNames, findings: Findings) {
  const summaryText = cleanText(command.summary, `${path}.summary`, findings)?.trim();
  const descriptionText =
    cleanText(command.descriptionWithMarkdown, `${path}.descriptionWithMarkdown`, findings) ??
    cleanText(command.description, `${path}.description`, findings);
  const filled = descriptionText
    ? names.fill(descriptionText, oclifId, `${path}.description`, findings).trim()
    : undefined;
  const split = splitSummary(filled);
  const summary = summaryText ? names.fill(summaryText, oclifId, `${path}.summary`, findings) : split.summary;
  return { summary, description: summaryText ? filled : split.description };
}

/** The command's flags, and the sets of them of which at most one may be given (`exclusive`). */
function readFlags(command: Loose, path: string, findings: Findings) {
  const flagIds = new Ids();
  const exclusive = new Map<string, string[]>();
  const flags: DocumentFlag[] = [];
  const flagIdByName = new Map<string, string>();
  for (const [name, flag] of isLoose(command.flags) ? Object.entries(command.flags) : []) {
    if (!isLoose(flag)) {
      findings.problem(`${path}.flags.${name}`, 'a mapping', describeValue(flag));
      continue;
    }
    const read = readFlag(name, flag, `${path}.flags.${name}`, flagIds, findings, exclusive);
    if (read) {
      flags.push(read);
      flagIdByName.set(typeof flag.name === 'string' && flag.name ? flag.name : name, read.id);
    }
  }
  const groups: string[][] = [];
  const seenGroups = new Set<string>();
  for (const [name, others] of exclusive) {
    const ids = [name, ...others]
      .map((other) => flagIdByName.get(other))
      .filter((other): other is string => other !== undefined);
    const unique = [...new Set(ids)];
    const key = [...unique].sort().join('\n');
    if (unique.length >= 2 && !seenGroups.has(key)) {
      seenGroups.add(key);
      groups.push(unique);
    }
  }
  return { flags, groups };
}

/** The examples: text with `$ ` lines, or `{ command, description }`, templates filled. */
function readExamples(
  command: Loose,
  oclifId: string,
  path: string,
  names: OclifNames,
  findings: Findings,
): DocumentExample[] {
  const exampleIds = new Ids();
  const given = Array.isArray(command.examples)
    ? command.examples
    : typeof command.examples === 'string'
      ? [command.examples]
      : [];
  return given
    .map((example, index) => {
      const at = `${path}.examples[${index}]`;
      if (typeof example === 'string') {
        const text = cleanText(example, at, findings)!;
        return readExample(names.fill(text, oclifId, at, findings), index, exampleIds);
      }
      if (isLoose(example) && typeof example.command === 'string') {
        const text = names.fill(cleanText(example.command, `${at}.command`, findings)!, oclifId, at, findings);
        const about = cleanText(example.description, `${at}.description`, findings);
        const description = about ? names.fill(about, oclifId, at, findings).trim() : undefined;
        return readExample(text, index, exampleIds, description);
      }
      findings.problem(at, 'a string or a mapping with command', describeValue(example));
      return undefined;
    })
    .filter((example): example is DocumentExample => example !== undefined);
}

/** The usage lines as typed, or one made of the title, the arguments and `[FLAGS]`. */
function usageOf(
  given: string[],
  command: { oclifId: string; title: string; args: DocumentArgument[]; flags: DocumentFlag[] },
  path: string,
  names: OclifNames,
  findings: Findings,
): string {
  const { oclifId, title, args, flags } = command;
  if (given.length > 0)
    return given
      .map((line) => names.fill(line, oclifId, `${path}.usage`, findings))
      .map((line) => names.usageLine(line, oclifId))
      .join('\n');
  const typedArguments = args
    .filter((argument) => !argument.hidden)
    .map((argument) => (argument.required ? argument.name.toUpperCase() : `[${argument.name.toUpperCase()}]`));
  return [title, ...typedArguments, flags.length > 0 ? '[FLAGS]' : ''].filter(Boolean).join(' ');
}

/** One command of the manifest, in our format (its place in the tree comes later). */
function readCommand(key: string, command: Loose, names: OclifNames, findings: Findings) {
  const path = `commands[${JSON.stringify(key)}]`;
  const oclifId = typeof command.id === 'string' && command.id !== '' ? command.id : key;
  const title = names.title(oclifId);
  const { summary, description } = readTexts(command, oclifId, path, names, findings);
  const { flags, groups } = readFlags(command, path, findings);
  const examples = readExamples(command, oclifId, path, names, findings);
  const usageSource = Array.isArray(command.usage)
    ? command.usage.filter((line): line is string => typeof line === 'string')
    : typeof command.usage === 'string'
      ? [command.usage]
      : [];
  const args = readArguments(command.args, `${path}.args`, findings);
  const usage = usageOf(usageSource, { oclifId, title, args, flags }, path, names, findings);
  const aliases = (Array.isArray(command.aliases) ? command.aliases : []).filter(
    (alias): alias is string => typeof alias === 'string' && alias !== '' && alias !== oclifId,
  );
  const deprecated =
    command.state === 'deprecated' ? markerOf(command.deprecationOptions ?? true) : markerOf(command.deprecated);
  const experimental = command.state === 'beta' || command.state === 'preview' ? true : undefined;
  const read: DocumentCommand = {
    id: names.documentId(oclifId),
    title,
    summary: firstLine(summary),
    ...(description ? { description } : {}),
    usage,
    ...(flags.length > 0 ? { flags } : {}),
    ...(args.length > 0 ? { arguments: args } : {}),
    ...(examples.length > 0 ? { examples } : {}),
    ...(aliases.length > 0 ? { aliases: aliases.map((alias) => names.title(alias)) } : {}),
    ...(command.hidden === true ? { hidden: true } : {}),
    ...(deprecated ? { deprecated } : {}),
    ...(experimental ? { experimental } : {}),
    ...(groups.length > 0 ? { exclusive_flags: groups } : {}),
  };
  return { oclifId, command: read };
}

/**
 * The commands in tree order. Every prefix of an id (`sfpowerkit`, `sfpowerkit:auth`) is a parent;
 * a prefix no command has becomes a topic, which only lists the commands under it.
 */
function commandTree(
  commands: Map<string, DocumentCommand>,
  topics: Loose,
  names: OclifNames,
  findings: Findings,
): DocumentCommand[] {
  const ordered: DocumentCommand[] = [];
  const placed = new Set<string>();
  const ensureOne = (oclifId: string, parentId: string | undefined) => {
    let command = commands.get(oclifId);
    if (!command) {
      const topic = topics[oclifId];
      const about = isLoose(topic) && typeof topic.description === 'string' ? topic.description : undefined;
      command = { id: names.documentId(oclifId), title: names.title(oclifId), summary: firstLine(about), topic: true };
      commands.set(oclifId, command);
    }
    if (placed.has(oclifId)) return;
    placed.add(oclifId);
    if (parentId !== undefined) (commands.get(parentId)!.subcommands ??= []).push(command.id);
    ordered.push(command);
  };
  for (const oclifId of [...commands.keys()].sort()) {
    const parts = oclifId.split(OclifNames.separator);
    if (parts.length > MAX_COMMAND_DEPTH)
      findings.note(
        `commands[${JSON.stringify(oclifId.slice(0, 60))}]`,
        `topics nested at most ${MAX_COMMAND_DEPTH} levels deep`,
        `${parts.length} levels; listed under its ${MAX_COMMAND_DEPTH}th topic`,
      );
    // Each prefix of the id, outermost first, at most MAX_COMMAND_DEPTH of them.
    const prefixes = parts
      .slice(0, Math.min(parts.length - 1, MAX_COMMAND_DEPTH - 1))
      .map((_, index) => parts.slice(0, index + 1).join(OclifNames.separator));
    let parentId: string | undefined;
    for (const prefix of [...prefixes, oclifId]) {
      ensureOne(prefix, parentId);
      parentId = prefix;
    }
  }
  return ordered;
}

export function readOclif(source: Loose, packageText?: string): ReadResult {
  const findings = new Findings();
  const settings = readOclifPackage(packageText, findings);
  const entries = Object.entries(isLoose(source.commands) ? source.commands : {}).filter(
    (entry): entry is [string, Loose] => {
      if (isLoose(entry[1])) return true;
      findings.problem(`commands.${entry[0]}`, 'a mapping', describeValue(entry[1]));
      return false;
    },
  );
  const names = namesFor(settings, entries, findings);
  const commands = new Map<string, DocumentCommand>();
  for (const [key, command] of entries) {
    const read = readCommand(key, command, names, findings);
    commands.set(read.oclifId, read.command);
  }
  const ordered = commandTree(commands, isLoose(source.topics) ? source.topics : {}, names, findings);
  const tools = new Set([...commands.values()].map((command) => command.title.split(' ')[0]));
  return {
    document: {
      clispec: FORMAT_VERSION,
      info: {
        id: slug(names.bin),
        version:
          typeof source.version === 'string' || typeof source.version === 'number'
            ? String(source.version)
            : (settings?.version ?? ''),
        title: [...tools][0] ?? names.bin,
        language: 'sh',
      },
      commands: ordered,
    },
    problems: findings.finish(),
  };
}
