import {
  acceptedValues,
  cleanText,
  defaultText,
  Findings,
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

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return value === '' ? 'an empty string' : `the string ${JSON.stringify(value.slice(0, 60))}`;
  return typeof value === 'object' ? 'a mapping' : `a ${typeof value} (${String(value)})`;
}

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
    findings.problem('package.json', "the package's package.json, a mapping", describe(parsed));
    return undefined;
  }
  const oclif = isLoose(parsed.oclif) ? parsed.oclif : {};
  if (parsed.oclif !== undefined && !isLoose(parsed.oclif))
    findings.problem('package.json: oclif', "oclif's settings, a mapping", describe(parsed.oclif));
  const found: OclifPackage = {};
  const binKeys = isLoose(parsed.bin) ? Object.keys(parsed.bin) : [];
  const packageName = typeof parsed.name === 'string' ? parsed.name.slice(parsed.name.lastIndexOf('/') + 1) : undefined;
  if (oclif.bin !== undefined && !(typeof oclif.bin === 'string' && BIN_NAME.test(oclif.bin)))
    findings.problem('package.json: oclif.bin', 'the command users type, one word', describe(oclif.bin));
  const bin = [oclif.bin, binKeys.length === 1 ? binKeys[0] : undefined, packageName].find(
    (candidate): candidate is string => typeof candidate === 'string' && BIN_NAME.test(candidate),
  );
  if (bin) found.bin = bin;
  if (oclif.topicSeparator === ':' || oclif.topicSeparator === ' ') found.topicSeparator = oclif.topicSeparator;
  else if (oclif.topicSeparator !== undefined)
    findings.problem(
      'package.json: oclif.topicSeparator',
      '":" or " "',
      `${describe(oclif.topicSeparator)}; ":" is used`,
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
      findings.problem(at, 'a mapping', describe(item));
      continue;
    }
    const name = typeof item.name === 'string' && item.name !== '' ? item.name : Array.isArray(value) ? '' : key;
    if (!name) {
      findings.problem(`${at}.name`, 'a non-empty string', describe(item.name));
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
export function readOclif(source: Loose, packageText?: string): ReadResult {
  const findings = new Findings();
  const settings = readOclifPackage(packageText, findings);
  const entries = Object.entries(isLoose(source.commands) ? source.commands : {}).filter(
    (entry): entry is [string, Loose] => {
      if (isLoose(entry[1])) return true;
      findings.problem(`commands.${entry[0]}`, 'a mapping', describe(entry[1]));
      return false;
    },
  );
  const { bin, from } = settings?.bin ? { bin: settings.bin, from: 'package' } : guessBin(entries);
  if (from === 'plugin' || from === 'none')
    findings.note(
      '(document)',
      "the tool's name (an oclif manifest does not say it; the package.json beside it does)",
      from === 'plugin' ? `none in the examples; the plugin's name "${bin}" is used` : `none; "${bin}" is used`,
    );
  // The manifest's ids always join topics with `:`; users type what the package chose.
  const separator = ':';
  const typedSeparator = settings?.topicSeparator ?? separator;
  const typed = (oclifId: string) =>
    typedSeparator === separator ? oclifId : oclifId.split(separator).join(typedSeparator);
  const titleOf = (id: string) => `${bin} ${typed(id)}`;
  /** A usage line as typed: the tool's name first, and an id written with `:` at its start as users type it. */
  const usageLine = (line: string, oclifId: string) => {
    const rest = line.startsWith(`${bin} `) ? line.slice(bin.length + 1) : line;
    const startsWithId = rest.startsWith(oclifId) && (rest.length === oclifId.length || rest[oclifId.length] === ' ');
    return `${bin} ${startsWithId ? typed(oclifId) + rest.slice(oclifId.length) : rest}`;
  };
  const commands = new Map<string, DocumentCommand>();
  const commandIds = new Ids();
  const idOf = new Map<string, string>();
  const documentId = (oclifId: string) => {
    let id = idOf.get(oclifId);
    if (id === undefined) {
      id = commandIds.unique(`${bin} ${oclifId}`);
      idOf.set(oclifId, id);
    }
    return id;
  };

  for (const [key, command] of entries) {
    const path = `commands[${JSON.stringify(key)}]`;
    const oclifId = typeof command.id === 'string' && command.id !== '' ? command.id : key;
    const id = documentId(oclifId);
    const title = titleOf(oclifId);
    const summaryText = cleanText(command.summary, `${path}.summary`, findings)?.trim();
    const descriptionText =
      cleanText(command.descriptionWithMarkdown, `${path}.descriptionWithMarkdown`, findings) ??
      cleanText(command.description, `${path}.description`, findings);
    const filled = descriptionText
      ? fillTemplates(descriptionText, bin, typed(oclifId), `${path}.description`, findings).trim()
      : undefined;
    const split = splitSummary(filled);
    const summary = summaryText
      ? fillTemplates(summaryText, bin, typed(oclifId), `${path}.summary`, findings)
      : split.summary;
    const description = summaryText ? filled : split.description;
    const flagIds = new Ids();
    const exclusive = new Map<string, string[]>();
    const flagEntries = isLoose(command.flags) ? Object.entries(command.flags) : [];
    const flags: DocumentFlag[] = [];
    const flagIdByName = new Map<string, string>();
    for (const [name, flag] of flagEntries) {
      if (!isLoose(flag)) {
        findings.problem(`${path}.flags.${name}`, 'a mapping', describe(flag));
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
    const exampleIds = new Ids();
    const examples = (
      Array.isArray(command.examples)
        ? command.examples
        : typeof command.examples === 'string'
          ? [command.examples]
          : []
    )
      .map((example, index) => {
        const at = `${path}.examples[${index}]`;
        if (typeof example === 'string') {
          const text = cleanText(example, at, findings)!;
          return readExample(fillTemplates(text, bin, typed(oclifId), at, findings), index, exampleIds);
        }
        if (isLoose(example) && typeof example.command === 'string') {
          const text = fillTemplates(
            cleanText(example.command, `${at}.command`, findings)!,
            bin,
            typed(oclifId),
            at,
            findings,
          );
          const about = cleanText(example.description, `${at}.description`, findings);
          return readExample(
            text,
            index,
            exampleIds,
            about ? fillTemplates(about, bin, typed(oclifId), at, findings).trim() : undefined,
          );
        }
        findings.problem(at, 'a string or a mapping with command', describe(example));
        return undefined;
      })
      .filter((example): example is DocumentExample => example !== undefined);
    const usageSource = Array.isArray(command.usage)
      ? command.usage.filter((line): line is string => typeof line === 'string')
      : typeof command.usage === 'string'
        ? [command.usage]
        : [];
    const args = readArguments(command.args, `${path}.args`, findings);
    const usage =
      usageSource.length > 0
        ? usageSource
            .map((line) => fillTemplates(line, bin, typed(oclifId), `${path}.usage`, findings))
            .map((line) => usageLine(line, oclifId))
            .join('\n')
        : [
            title,
            ...args
              .filter((argument) => !argument.hidden)
              .map((argument) =>
                argument.required ? argument.name.toUpperCase() : `[${argument.name.toUpperCase()}]`,
              ),
            flags.length > 0 ? '[FLAGS]' : '',
          ]
            .filter(Boolean)
            .join(' ');
    const aliases = (Array.isArray(command.aliases) ? command.aliases : []).filter(
      (alias): alias is string => typeof alias === 'string' && alias !== '' && alias !== oclifId,
    );
    const deprecated =
      command.state === 'deprecated' ? markerOf(command.deprecationOptions ?? true) : markerOf(command.deprecated);
    const experimental = command.state === 'beta' || command.state === 'preview' ? true : undefined;
    commands.set(oclifId, {
      id,
      title,
      summary: firstLineOf(summary),
      ...(description ? { description } : {}),
      usage,
      ...(flags.length > 0 ? { flags } : {}),
      ...(args.length > 0 ? { arguments: args } : {}),
      ...(examples.length > 0 ? { examples } : {}),
      ...(aliases.length > 0 ? { aliases: aliases.map(titleOf) } : {}),
      ...(command.hidden === true ? { hidden: true } : {}),
      ...(deprecated ? { deprecated } : {}),
      ...(experimental ? { experimental } : {}),
      ...(groups.length > 0 ? { exclusive_flags: groups } : {}),
    });
  }

  // Topics: every prefix of an id (`sfpowerkit`, `sfpowerkit:auth`) is a parent; a prefix no
  // command has becomes a topic, which only lists the commands under it.
  const topicDescriptions = isLoose(source.topics) ? source.topics : {};
  const ordered: DocumentCommand[] = [];
  const placed = new Set<string>();
  const ensureOne = (oclifId: string, parentId: string | undefined): DocumentCommand => {
    let command = commands.get(oclifId);
    if (!command) {
      const topic = topicDescriptions[oclifId];
      const about = isLoose(topic) && typeof topic.description === 'string' ? topic.description : undefined;
      command = { id: documentId(oclifId), title: titleOf(oclifId), summary: firstLineOf(about ?? ''), topic: true };
      commands.set(oclifId, command);
    }
    if (!placed.has(oclifId)) {
      placed.add(oclifId);
      if (parentId !== undefined) {
        const parent = commands.get(parentId)!;
        (parent.subcommands ??= []).push(command.id);
      }
      ordered.push(command);
    }
    return command;
  };
  /** Each prefix of the id, outermost first, at most MAX_COMMAND_DEPTH of them. */
  const ensure = (oclifId: string) => {
    const parts = oclifId.split(separator);
    if (parts.length > MAX_COMMAND_DEPTH)
      findings.note(
        `commands[${JSON.stringify(oclifId.slice(0, 60))}]`,
        `topics nested at most ${MAX_COMMAND_DEPTH} levels deep`,
        `${parts.length} levels; listed under its ${MAX_COMMAND_DEPTH}th topic`,
      );
    const prefixes = parts
      .slice(0, Math.min(parts.length - 1, MAX_COMMAND_DEPTH - 1))
      .map((_, index) => parts.slice(0, index + 1).join(separator));
    let parentId: string | undefined;
    for (const prefix of [...prefixes, oclifId]) {
      ensureOne(prefix, parentId);
      parentId = prefix;
    }
  };
  for (const oclifId of [...commands.keys()].sort()) ensure(oclifId);
  const tools = new Set([...commands.values()].map((command) => command.title.split(' ')[0]));
  return {
    document: {
      clispec: FORMAT_VERSION,
      info: {
        id: slug(bin),
        version:
          typeof source.version === 'string' || typeof source.version === 'number'
            ? String(source.version)
            : (settings?.version ?? ''),
        title: [...tools][0] ?? bin,
        language: 'sh',
      },
      commands: ordered,
    },
    problems: findings.finish(),
  };
}

function firstLineOf(text: string): string {
  return text.trim().split(/\r?\n/, 1)[0]!.trim();
}
