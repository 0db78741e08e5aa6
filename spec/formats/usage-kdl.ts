import {
  acceptedValues,
  cleanText,
  defaultText,
  Findings,
  FORMAT_VERSION,
  flagDisplayName,
  Ids,
  MAX_COMMAND_DEPTH,
  slug,
  splitSummary,
  type DocumentArgument,
  type DocumentCommand,
  type DocumentExample,
  type DocumentFlag,
  type ReadResult,
} from './build';
import { childText, isOn, label, readKdl, textProp, type KdlNode } from './kdl-nodes';

// usage specs (KDL), the format of the `usage` tool and its exporters from clap, cobra, click,
// argparse and others: `flag "-d --dir <dir>"`, `arg "<target>"`, nested `cmd`, `alias`, `example`,
// `env`, `default`, `choices`, `global`, `count`, `var` and `hide`. KDL 2 first, then KDL 1, which
// older specs are written in; kdl-nodes.ts turns the text into plain nodes with @bgotink/kdl.

/** `-d --dir <dir>`, `-v --verbose...`, `--color <when>`: the forms and the value's name. */
function flagForms(spec: string): {
  short?: string;
  long?: string;
  aliases: string[];
  valueName?: string;
  variadic: boolean;
} {
  const tokens = spec.trim().split(/\s+/);
  const forms: string[] = [];
  let valueName: string | undefined;
  let variadic = false;
  for (let token of tokens) {
    if (/(\.\.\.|…)$/.test(token)) {
      variadic = true;
      token = token.replace(/(\.\.\.|…)$/, '');
    }
    const value = /^[<[](.+?)[>\]]$/.exec(token);
    if (value) valueName = value[1];
    else if (token.includes('=')) {
      const [form, rest] = token.split('=', 2);
      forms.push(form!);
      valueName = rest!.replace(/^[<[]|[>\]]$/g, '');
    } else if (token.startsWith('-')) forms.push(token);
  }
  const short = forms.find((form) => /^-[^-]/.test(form));
  const long = forms.find((form) => form.startsWith('--'));
  return { short, long, aliases: forms.filter((form) => form !== short && form !== long), valueName, variadic };
}

function choicesOf(
  node: KdlNode,
  path: string,
  findings: Findings,
): { values?: DocumentArgument['accepted_values']; note?: string } {
  const choices = node.children.find((child) => child.name === 'choices');
  if (!choices) return {};
  const described = new Map<string, string>();
  for (const choice of choices.children.filter((child) => child.name === 'choice')) {
    const name = choice.args[0];
    if (typeof name === 'string') described.set(name, cleanText(choice.props.help, `${path} choices`, findings) ?? '');
  }
  const names = [...choices.args.filter((value) => typeof value === 'string'), ...described.keys()];
  const values = acceptedValues(names, (name) => described.get(name) || undefined);
  const fromEnv = typeof choices.props.env === 'string' ? choices.props.env : undefined;
  return {
    values,
    note: fromEnv ? `Accepts the values listed in the \`${fromEnv}\` environment variable.` : undefined,
  };
}

function envOf(node: KdlNode): string[] {
  const env = node.props.env;
  if (typeof env === 'string' && env !== '') return [env];
  return [];
}

function readFlag(node: KdlNode, path: string, ids: Ids, findings: Findings): DocumentFlag | undefined {
  const spec = node.args[0];
  if (typeof spec !== 'string' || spec.trim() === '') {
    findings.problem(
      path,
      'a flag such as "-d --dir <dir>"',
      spec === undefined ? 'nothing' : `${typeof spec} ${String(spec)}`,
    );
    return undefined;
  }
  const forms = flagForms(spec);
  if (!forms.short && !forms.long) {
    findings.problem(path, 'a flag that starts with - or --', JSON.stringify(spec));
    return undefined;
  }
  const valueArgument = node.children.find((child) => child.name === 'arg');
  const valueName =
    forms.valueName ??
    (typeof valueArgument?.args[0] === 'string' ? valueArgument.args[0].replace(/^[<[]|[>\]]$/g, '') : undefined);
  const help = textProp(node, 'help', path, findings);
  const longHelp = textProp(node, 'long_help', path, findings);
  const { values, note } = choicesOf(valueArgument ?? node, path, findings);
  const fromNode = choicesOf(node, path, findings);
  const extra: string[] = [];
  if (note ?? fromNode.note) extra.push((note ?? fromNode.note)!);
  for (const rule of node.children.filter((child) => child.name === 'default_if')) {
    const [flag, value, result] = rule.args.map((item) => String(item));
    if (flag && result !== undefined) extra.push(`Defaults to \`${result}\` when \`${flag}\` is \`${value}\`.`);
  }
  if (node.props.default_missing !== undefined)
    extra.push(`Given without a value, it means \`${defaultText(node.props.default_missing)}\`.`);
  const description = [longHelp ?? help, ...extra].filter(Boolean).join('\n\n');
  const isCount = isOn(node, 'count');
  const aliases = [
    ...forms.aliases,
    ...node.children
      .filter((child) => child.name === 'alias' && !isOn(child, 'hide'))
      .flatMap((child) => child.args.filter((value): value is string => typeof value === 'string')),
  ];
  const deprecated = node.props.deprecated;
  const defaultValue = node.props.default ?? childText(node, 'default');
  return {
    id: ids.unique((forms.long ?? forms.short!).replace(/^-+/, '')),
    name: flagDisplayName({ short: forms.short, long: forms.long, valueName }),
    description,
    default_value: defaultText(defaultValue),
    ...(isOn(node, 'required') ? { required: true } : {}),
    ...((values ?? fromNode.values) ? { accepted_values: values ?? fromNode.values } : {}),
    ...(forms.short ? { short: forms.short } : {}),
    ...(forms.long ? { long: forms.long } : {}),
    ...(aliases.length > 0 ? { aliases } : {}),
    kind: isCount ? 'count' : valueName ? 'value' : 'switch',
    ...(valueName ? { value_name: valueName } : {}),
    ...(isCount || isOn(node, 'var') || forms.variadic ? { repeatable: true } : {}),
    ...(typeof node.props.negate === 'string' ? { negation: node.props.negate } : {}),
    ...(envOf(node).length > 0 ? { env: envOf(node) } : {}),
    ...(isOn(node, 'global') ? { scope: 'persistent' as const } : {}),
    ...(isOn(node, 'hide') ? { hidden: true } : {}),
    ...(deprecated !== undefined && deprecated !== false
      ? { deprecated: typeof deprecated === 'string' ? { note: deprecated } : (true as const) }
      : {}),
  };
}

/** `<target>` (required), `[extra]...` (optional, any number), `[-- target]`, `plugin` (required). */
function readArgument(node: KdlNode, path: string, ids: Ids, findings: Findings): DocumentArgument | undefined {
  const spec = node.args[0];
  if (typeof spec !== 'string' || spec.trim() === '') {
    findings.problem(
      path,
      'an argument such as "<file>"',
      spec === undefined ? 'nothing' : `${typeof spec} ${String(spec)}`,
    );
    return undefined;
  }
  let text = spec.trim();
  let variadic = isOn(node, 'var');
  if (/(\.\.\.|…)$/.test(text)) {
    variadic = true;
    text = text.replace(/(\.\.\.|…)$/, '');
  }
  const optional = text.startsWith('[');
  const name = text.replace(/^[<[]\s*(?:--\s+)?|[>\]]$/g, '').trim() || text;
  const doubleDash = /^[<[]\s*--\s/.test(text) || node.props.double_dash === 'required';
  const required = node.props.required !== undefined ? isOn(node, 'required') : !optional;
  const help = textProp(node, 'long_help', path, findings) ?? textProp(node, 'help', path, findings);
  const { values, note } = choicesOf(node, path, findings);
  const description = [help, note, doubleDash ? 'Given after `--`.' : undefined].filter(Boolean).join('\n\n');
  const defaultValue = defaultText(node.props.default);
  const env = envOf(node);
  return {
    id: ids.unique(name),
    name,
    ...(description ? { description } : {}),
    ...(required ? { required } : {}),
    ...(variadic ? { variadic } : {}),
    ...(defaultValue ? { default_value: defaultValue } : {}),
    ...(values ? { accepted_values: values } : {}),
    ...(env.length > 0 ? { env } : {}),
    ...(isOn(node, 'hide') ? { hidden: true } : {}),
  };
}

function readExample(
  node: KdlNode,
  path: string,
  index: number,
  ids: Ids,
  findings: Findings,
): DocumentExample | undefined {
  const code = node.args[0];
  if (typeof code !== 'string' || code.trim() === '') {
    findings.problem(path, 'an example command', code === undefined ? 'nothing' : String(code));
    return undefined;
  }
  const header = textProp(node, 'header', path, findings);
  const help = textProp(node, 'help', path, findings);
  return {
    id: ids.unique(`example-${index + 1}`),
    name: header?.trim() || (help && help.length <= 48 ? help.replace(/\.$/, '') : `Example ${index + 1}`),
    code: cleanText(code, path, findings)!.trim(),
    ...(help ? { description: help } : {}),
  };
}

/** What a command (or the root) holds: flags, arguments, examples, and its child commands. */
function readBody(
  node: { children: KdlNode[] },
  command: DocumentCommand,
  path: string,
  findings: Findings,
  globalFlags: DocumentFlag[] | undefined,
): KdlNode[] {
  const flagIds = new Ids();
  const argumentIds = new Ids();
  const exampleIds = new Ids();
  const flags: DocumentFlag[] = [];
  const args: DocumentArgument[] = [];
  const examples: DocumentExample[] = [];
  const children: KdlNode[] = [];
  for (const child of node.children) {
    const at = `${path}${path ? ' › ' : ''}${label(child)}`;
    switch (child.name) {
      case 'flag': {
        const flag = readFlag(child, at, flagIds, findings);
        if (flag && globalFlags && flag.scope === 'persistent') globalFlags.push({ ...flag, scope: undefined });
        else if (flag) flags.push(flag);
        break;
      }
      case 'arg': {
        const argument = readArgument(child, at, argumentIds, findings);
        if (argument) args.push(argument);
        break;
      }
      case 'example': {
        const example = readExample(child, at, examples.length, exampleIds, findings);
        if (example) examples.push(example);
        break;
      }
      case 'cmd':
        children.push(child);
        break;
      case 'alias':
        if (!isOn(child, 'hide'))
          for (const alias of child.args)
            if (typeof alias === 'string')
              (command.aliases ??= []).push(`${command.title.replace(/ [^ ]+$/, '')} ${alias}`);
        break;
      case 'help':
      case 'long_help':
      case 'before_help':
      case 'after_help':
      case 'before_long_help':
      case 'after_long_help':
      case 'subcommand_required':
      case 'complete':
        break;
      case 'mount':
        findings.note(
          at,
          'commands written in the spec',
          'a mount, which runs a program to list its commands (not followed)',
        );
        break;
      default:
        if (path !== '') findings.note(at, 'a node of a usage spec command', `"${child.name}" (ignored)`);
    }
  }
  if (flags.length > 0) command.flags = flags;
  if (args.length > 0) command.arguments = args;
  if (examples.length > 0) command.examples = examples;
  return children;
}

function usageLine(command: DocumentCommand, hasChildren: boolean): string {
  const args = (command.arguments ?? [])
    .filter((argument) => !argument.hidden)
    .map(
      (argument) => `${argument.required ? `<${argument.name}>` : `[${argument.name}]`}${argument.variadic ? '…' : ''}`,
    );
  const flags = (command.flags ?? []).some((flag) => !flag.hidden) ? '[flags]' : '';
  return [command.title, flags, hasChildren && args.length === 0 ? '<command>' : '', ...args].filter(Boolean).join(' ');
}

/**
 * Reads a usage spec; syntax errors throw a SpecLoadError with line and column, everything else
 * is reported.
 */
/** A command still to read: its node, where it hangs and how it is reported. */
interface PendingNode {
  node: KdlNode;
  parent: DocumentCommand | undefined;
  parentTitle: string;
  path: string;
  depth: number;
}

/** One `cmd` node as a command, and the nodes of its children; undefined (reported) without a name. */
function readCommandNode(item: PendingNode, commandIds: Ids, findings: Findings) {
  const { node, parentTitle, path } = item;
  const name = node.args[0];
  if (typeof name !== 'string' || name.trim() === '') {
    findings.problem(path, 'a command name', name === undefined ? 'nothing' : String(name));
    return undefined;
  }
  const title = `${parentTitle} ${name.trim()}`;
  const help = textProp(node, 'help', path, findings);
  const longHelp = textProp(node, 'long_help', path, findings);
  const after = [
    textProp(node, 'before_help', path, findings),
    textProp(node, 'after_long_help', path, findings) ?? textProp(node, 'after_help', path, findings),
  ];
  const split = splitSummary(help ?? longHelp);
  const description = [longHelp ?? split.description, ...after].filter(Boolean).join('\n\n');
  const command: DocumentCommand = {
    id: commandIds.unique(title),
    title,
    summary: split.summary,
    ...(description ? { description } : {}),
  };
  const children = readBody(node, command, path, findings, undefined);
  command.usage = usageLine(command, children.length > 0);
  if (isOn(node, 'hide')) command.hidden = true;
  if (node.props.deprecated !== undefined && node.props.deprecated !== false)
    command.deprecated = typeof node.props.deprecated === 'string' ? { note: node.props.deprecated } : true;
  if (children.length > 0 && !command.arguments && !command.flags && isOn(node, 'subcommand_required'))
    command.topic = true;
  return { command, children };
}

/** The commands below the root, depth first without recursion, in the file's order. */
function readCommandNodes(first: PendingNode[], commandIds: Ids, findings: Findings): DocumentCommand[] {
  const commands: DocumentCommand[] = [];
  const pending = [...first].reverse();
  while (pending.length > 0) {
    const item = pending.pop()!;
    const read = readCommandNode(item, commandIds, findings);
    if (!read) continue;
    const { command, children } = read;
    commands.push(command);
    if (item.parent) (item.parent.subcommands ??= []).push(command.id);
    if (children.length > 0 && item.depth >= MAX_COMMAND_DEPTH) {
      findings.problem(
        item.path,
        `commands nested at most ${MAX_COMMAND_DEPTH} levels deep`,
        `${children.length} commands deeper (not shown)`,
      );
      continue;
    }
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push({
        node: children[index]!,
        parent: command,
        parentTitle: command.title,
        path: `${item.path} › ${label(children[index]!)}`,
        depth: item.depth + 1,
      });
  }
  return commands;
}

/** What the spec holds that is no command: a config file's settings, and includes (neither followed). */
function noteWhatIsNotShown(nodes: KdlNode[], findings: Findings): void {
  const config = nodes.find((node) => node.name === 'config');
  if (config) {
    const settings = config.children.filter((child) => child.name === 'prop').length;
    findings.problem(
      'config',
      'commands, flags and arguments',
      `${settings === 1 ? 'one setting' : `${settings} settings`} of the tool's config file (not shown)`,
    );
  }
  for (const node of nodes.filter((item) => item.name === 'include'))
    findings.note(label(node), 'the whole spec in one file', 'an include (not followed)');
}

export function readUsage(text: string): ReadResult {
  const findings = new Findings();
  const nodes = readKdl(text, findings);
  const topText = (name: string) => {
    const value = nodes.find((node) => node.name === name)?.args[0];
    return typeof value === 'string'
      ? cleanText(value, name, findings)
      : typeof value === 'number'
        ? String(value)
        : undefined;
  };
  const bin = topText('bin')?.trim() || topText('name')?.trim() || 'cli';
  const title = topText('name')?.trim() || bin;
  const about = [topText('about'), topText('long_about')].filter(Boolean).join('\n\n');

  const globalFlags: DocumentFlag[] = [];
  const root: DocumentCommand = { id: slug(bin), title: bin, summary: splitSummary(about).summary };
  const rootChildren = readBody({ children: nodes }, root, '', findings, globalFlags);
  const fallback = topText('default_subcommand');
  const notes = fallback ? [`Without a command, \`${bin}\` runs \`${bin} ${fallback}\`.`] : [];
  noteWhatIsNotShown(nodes, findings);

  const commandIds = new Ids();
  commandIds.unique(root.id);
  const hasRootCommand = Boolean(root.flags || root.arguments || root.examples || topText('usage'));
  if (hasRootCommand) {
    root.usage = topText('usage') ?? usageLine(root, rootChildren.length > 0);
    if (about) root.description = about;
  }
  const first = rootChildren.map((node) => ({
    node,
    parent: hasRootCommand ? root : undefined,
    parentTitle: bin,
    path: label(node),
    depth: 1,
  }));
  const commands = [...(hasRootCommand ? [root] : []), ...readCommandNodes(first, commandIds, findings)];
  const version = topText('version');
  const source = topText('source_code_link_template');
  const description = [hasRootCommand ? undefined : about, ...notes].filter(Boolean).join('\n\n');
  return {
    document: {
      clispec: FORMAT_VERSION,
      info: {
        id: slug(bin),
        version: version ?? '',
        title,
        language: 'sh',
        ...(description ? { description } : {}),
        ...(source && /^https?:/.test(source) && !source.includes('{') ? { source } : {}),
      },
      ...(globalFlags.length > 0 ? { flags: globalFlags } : {}),
      commands,
    },
    problems: findings.finish(),
  };
}
