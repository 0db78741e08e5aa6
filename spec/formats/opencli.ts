import {
  acceptedValues,
  cleanText,
  defaultText,
  describeValue,
  Findings,
  flagDisplayName,
  FORMAT_VERSION,
  Ids,
  isLoose,
  MAX_COMMAND_DEPTH,
  slug,
  splitSummary,
  type DocumentArgument,
  type DocumentCommand,
  type DocumentFlag,
  type Loose,
  type ReadResult,
} from './build';

// OpenCLI 0.1 (JSON), as Spectre.Console emits it: `info`, then the root command's own `options`,
// `arguments`, `commands`, `exitCodes` and `examples` at the top level (or under a root `command`),
// commands nested in `commands`. Options have `aliases`, `arguments` with an `arity`, `recursive`
// (the option applies to subcommands too) and `hidden`.

interface Pending {
  source: Loose;
  path: string;
  /** Titles of the commands above it, the tool's name first. */
  title: string;
  depth: number;
  parent: DocumentCommand | undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** An OpenCLI argument: `arity` gives how many values (`maximum` over 1, or none, is variadic). */
function readArgument(source: Loose, path: string, ids: Ids, findings: Findings): DocumentArgument | undefined {
  const name = cleanText(source.name, `${path}.name`, findings)?.trim();
  if (!name) {
    findings.problem(`${path}.name`, 'a non-empty string', describeValue(source.name));
    return undefined;
  }
  const arity = isLoose(source.arity) ? source.arity : undefined;
  const minimum = typeof arity?.minimum === 'number' ? arity.minimum : undefined;
  const maximum = typeof arity?.maximum === 'number' ? arity.maximum : undefined;
  const required = typeof source.required === 'boolean' ? source.required : (minimum ?? 0) > 0;
  const variadic = arity !== undefined && (maximum === undefined ? minimum !== undefined : maximum > 1);
  const description = cleanText(source.description, `${path}.description`, findings)?.trim();
  return {
    id: ids.unique(name),
    name,
    ...(description ? { description } : {}),
    ...(required ? { required } : {}),
    ...(variadic ? { variadic } : {}),
    ...(acceptedValues(source.acceptedValues) ? { accepted_values: acceptedValues(source.acceptedValues) } : {}),
    ...(source.hidden === true ? { hidden: true } : {}),
  };
}

function readOption(source: Loose, path: string, ids: Ids, findings: Findings): DocumentFlag | undefined {
  const name = cleanText(source.name, `${path}.name`, findings)?.trim();
  if (!name) {
    findings.problem(`${path}.name`, 'a non-empty string', describeValue(source.name));
    return undefined;
  }
  const forms = [name, ...list(source.aliases).filter((alias): alias is string => typeof alias === 'string')];
  const long = forms.find((form) => form.startsWith('--'));
  const short = forms.find((form) => /^-[^-]/.test(form) || /^\/\w/.test(form));
  const first = long ?? short ?? name;
  const others = forms.filter((form) => form !== long && form !== short);
  const valueArguments = list(source.arguments).filter(isLoose);
  const value = valueArguments[0];
  const valueName = typeof value?.name === 'string' && value.name.trim() !== '' ? value.name.trim() : undefined;
  const arity = isLoose(value?.arity) ? value.arity : undefined;
  const repeatable =
    valueArguments.length > 1 ||
    (typeof arity?.maximum === 'number' ? arity.maximum > 1 : arity?.minimum !== undefined);
  const description = cleanText(source.description, `${path}.description`, findings)?.trim() ?? '';
  const values = acceptedValues(value?.acceptedValues);
  return {
    id: ids.unique(first.replace(/^[-/]+/, '')),
    name: flagDisplayName({ short, long: long ?? (short ? undefined : name), valueName }),
    description,
    default_value: '',
    ...(source.required === true ? { required: true } : {}),
    ...(values ? { accepted_values: values } : {}),
    ...(short ? { short } : {}),
    ...(long ? { long } : !short ? { long: name } : {}),
    ...(others.length > 0 ? { aliases: others } : {}),
    kind: valueName ? 'value' : 'switch',
    ...(valueName ? { value_name: valueName } : {}),
    ...(repeatable && valueName ? { repeatable: true } : {}),
    ...(source.recursive === true ? { scope: 'persistent' as const } : {}),
    ...(source.hidden === true ? { hidden: true } : {}),
    ...(typeof source.group === 'string' && source.group.trim() ? { group: source.group.trim() } : {}),
  };
}

/** Custom metadata as a Markdown list, so nothing the file says is lost. */
function metadataText(metadata: unknown): string | undefined {
  const lines = list(metadata)
    .filter(isLoose)
    .filter((item) => typeof item.name === 'string')
    .map((item) => `- ${String(item.name)}: ${defaultText(item.value)}`);
  return lines.length > 0 ? `Metadata:\n\n${lines.join('\n')}` : undefined;
}

/** Reads an OpenCLI document; never throws. */
/** The options of a command (`prefix` ends with a dot, or is empty at the top), ids unique among them. */
function readOptions(value: unknown, prefix: string, findings: Findings): DocumentFlag[] {
  const ids = new Ids();
  return list(value)
    .map((option, index) =>
      isLoose(option) ? readOption(option, `${prefix}options[${index}]`, ids, findings) : undefined,
    )
    .filter((flag): flag is DocumentFlag => flag !== undefined);
}

/** What `info` says of the tool, each text cleaned. */
function readInfo(source: Loose, rootSource: Loose, findings: Findings) {
  const info = isLoose(source.info) ? source.info : {};
  if (!isLoose(source.info)) findings.problem('info', 'a mapping with title and version', describeValue(source.info));
  const title =
    cleanText(info.title, 'info.title', findings)?.trim() ||
    (typeof rootSource.name === 'string' ? rootSource.name : '') ||
    'cli';
  return {
    title,
    version: typeof info.version === 'string' || typeof info.version === 'number' ? String(info.version) : '',
    summary: cleanText(info.summary, 'info.summary', findings)?.trim(),
    about: cleanText(info.description, 'info.description', findings)?.trim(),
    license:
      isLoose(info.license) && typeof info.license.name === 'string' ? `License: ${info.license.name}.` : undefined,
    contact: isLoose(info.contact) && typeof info.contact.url === 'string' ? info.contact.url : undefined,
  };
}

/**
 * The root command: recursive root options are global flags; the rest belong to a root command,
 * made only when the root has options, arguments, examples or exit codes of its own.
 */
function readRoot(
  rootSource: Loose,
  rootPath: string,
  info: ReturnType<typeof readInfo>,
  commandIds: Ids,
  findings: Findings,
): { root: DocumentCommand | undefined; globalFlags: DocumentFlag[] } {
  const rootOptions = readOptions(rootSource.options, rootPath ? `${rootPath}.` : '', findings);
  const globalFlags = rootOptions
    .filter((flag) => flag.scope === 'persistent')
    .map((flag) => ({ ...flag, scope: undefined }));
  const ownRootOptions = rootOptions.filter((flag) => flag.scope !== 'persistent');
  const hasRootCommand =
    ownRootOptions.length > 0 ||
    list(rootSource.arguments).length > 0 ||
    list(rootSource.examples).length > 0 ||
    list(rootSource.exitCodes).length > 0;
  if (!hasRootCommand) return { root: undefined, globalFlags };
  const { title, summary, about } = info;
  const root: DocumentCommand = {
    id: commandIds.unique(title),
    title,
    summary: summary ?? splitSummary(about).summary,
    ...(about && about !== (summary ?? splitSummary(about).summary) ? { description: about } : {}),
  };
  fillCommand(root, rootSource, rootPath, ownRootOptions, findings);
  return { root, globalFlags };
}

/** One nested command, without its children; undefined (reported) when it has no name or contains itself. */
function readNested(item: Pending, seen: Set<object>, commandIds: Ids, findings: Findings) {
  const { source, path, title: parentTitle } = item;
  if (seen.has(source)) {
    findings.problem(path, 'a command that does not contain itself', 'a command repeated inside itself');
    return undefined;
  }
  seen.add(source);
  const name = cleanText(source.name, `${path}.name`, findings)?.trim();
  if (!name) {
    findings.problem(`${path}.name`, 'a non-empty string', describeValue(source.name));
    return undefined;
  }
  const title = `${parentTitle} ${name}`;
  const text = cleanText(source.description, `${path}.description`, findings);
  const { summary, description } = splitSummary(text);
  const command: DocumentCommand = {
    id: commandIds.unique(title),
    title,
    summary,
    ...(description ? { description } : {}),
  };
  fillCommand(command, source, path, readOptions(source.options, `${path}.`, findings), findings);
  const aliases = list(source.aliases).filter((alias): alias is string => typeof alias === 'string' && alias !== '');
  if (aliases.length > 0) command.aliases = aliases.map((alias) => `${parentTitle} ${alias}`);
  if (source.hidden === true) command.hidden = true;
  return command;
}

/** The commands below the root, depth first without recursion, in the file's order. */
function readCommands(first: Pending[], commandIds: Ids, findings: Findings): DocumentCommand[] {
  const commands: DocumentCommand[] = [];
  const seen = new Set<object>();
  const pending = [...first].reverse();
  while (pending.length > 0) {
    const item = pending.pop()!;
    const command = readNested(item, seen, commandIds, findings);
    if (!command) continue;
    commands.push(command);
    if (item.parent) (item.parent.subcommands ??= []).push(command.id);
    const children = list(item.source.commands);
    if (children.length > 0 && item.depth >= MAX_COMMAND_DEPTH) {
      findings.problem(
        `${item.path}.commands`,
        `commands nested at most ${MAX_COMMAND_DEPTH} levels deep`,
        `${children.length} commands deeper (not shown)`,
      );
      continue;
    }
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      const path = `${item.path}.commands[${index}]`;
      if (isLoose(child))
        pending.push({ source: child, path, title: command.title, depth: item.depth + 1, parent: command });
      else findings.problem(path, 'a mapping', describeValue(child));
    }
  }
  return commands;
}

export function readOpenCli(source: Loose): ReadResult {
  const findings = new Findings();
  const rootSource = isLoose(source.command) ? source.command : source;
  const rootPath = isLoose(source.command) ? 'command' : '';
  const info = readInfo(source, rootSource, findings);
  const { title, version, summary, about, license, contact } = info;
  const commandIds = new Ids();
  const { root, globalFlags } = readRoot(rootSource, rootPath, info, commandIds, findings);
  const first: Pending[] = [];
  list(rootSource.commands).forEach((child, index) => {
    const path = `${rootPath ? `${rootPath}.` : ''}commands[${index}]`;
    if (isLoose(child)) first.push({ source: child, path, title, depth: 1, parent: root });
    else findings.problem(path, 'a mapping', describeValue(child));
  });
  const commands = [...(root ? [root] : []), ...readCommands(first, commandIds, findings)];
  const description = [
    summary && summary !== root?.summary ? summary : undefined,
    root ? undefined : about,
    license,
    contact ? `Contact: <${contact}>` : undefined,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    document: {
      clispec: FORMAT_VERSION,
      info: { id: slug(title), version, title, language: 'sh', ...(description ? { description } : {}) },
      ...(globalFlags.length > 0 ? { flags: globalFlags } : {}),
      commands,
    },
    problems: findings.finish(),
  };
}

/** Arguments, examples, exit codes and metadata of one command (or the root). */
function fillCommand(
  command: DocumentCommand,
  source: Loose,
  path: string,
  flags: DocumentFlag[],
  findings: Findings,
): void {
  const at = (key: string) => (path ? `${path}.${key}` : key);
  if (flags.length > 0) command.flags = flags;
  const argumentIds = new Ids();
  const args = list(source.arguments)
    .map((argument, index) =>
      isLoose(argument) ? readArgument(argument, `${at('arguments')}[${index}]`, argumentIds, findings) : undefined,
    )
    .filter((argument): argument is DocumentArgument => argument !== undefined);
  if (args.length > 0) command.arguments = args;
  const exampleIds = new Ids();
  const examples = list(source.examples)
    .map((example, index) => cleanText(example, `${at('examples')}[${index}]`, findings))
    .filter((example): example is string => Boolean(example?.trim()))
    .map((code, index) => ({
      id: exampleIds.unique(`example-${index + 1}`),
      name: `Example ${index + 1}`,
      code: code.trim(),
    }));
  if (examples.length > 0) command.examples = examples;
  const exitCodes = list(source.exitCodes)
    .filter(isLoose)
    .filter((exit) => typeof exit.code === 'number')
    .map((exit) => {
      const description = cleanText(exit.description, at('exitCodes'), findings)?.trim();
      return { code: exit.code as number, ...(description ? { description } : {}) };
    });
  if (exitCodes.length > 0) command.exit_codes = exitCodes;
  const metadata = metadataText(source.metadata);
  if (metadata) command.description = [command.description, metadata].filter(Boolean).join('\n\n');
  if (source.interactive === true)
    command.description = [command.description, 'Asks for input interactively.'].filter(Boolean).join('\n\n');
  if (!command.usage) {
    const argumentNames = args
      .filter((argument) => !argument.hidden)
      .map((argument) => (argument.required ? `<${argument.name}>` : `[${argument.name}]`));
    const hasChildren = list(source.commands).length > 0;
    command.usage = [
      command.title,
      hasChildren && args.length === 0 && flags.length === 0 ? '[command]' : '',
      flags.length > 0 ? '[options]' : '',
      ...argumentNames,
    ]
      .filter(Boolean)
      .join(' ');
  }
}
