/**
 * The reference as one plain text file in the shape of `llms.txt`, from the same model
 * `<cli-reference>` renders; spec markdown is reduced to words, code spans and link addresses.
 */
import { inlineText, parseMarkdown, parseSummary, type Inline, type MarkdownBlock } from '../markdown/markdown-parse';
import { fencedCode, markdownCode } from '../markdown/markdown-write';
import {
  buildReferenceModel,
  inheritedFlags,
  referenceTitle,
  splitFlagName,
  visibleSpec,
  type InheritedFlag,
  type ReferenceModel,
} from '../model/reference-model';
import type { CliArgument, CliCommand, CliFlag, CliMarker, CliSpec } from '../model/spec-types';

function plainInlines(items: readonly Inline[]): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'text':
          return item.text;
        case 'code':
          return markdownCode(item.text);
        case 'emphasis':
        case 'strong':
        case 'strike':
          return plainInlines(item.children);
        case 'link': {
          const label = plainInlines(item.children);
          return label === item.href || item.href.startsWith('#') ? label : `${label} (${item.href})`;
        }
        case 'break':
          return '\n';
      }
    })
    .join('');
}

function plainBlocks(source: string | undefined): string[] {
  if (!source) return [];
  const lines: string[] = [];
  const write = (blocks: readonly MarkdownBlock[], indent: string) => {
    for (const block of blocks) {
      if (block.type === 'heading' || block.type === 'paragraph')
        lines.push(
          ...plainInlines(block.content)
            .split('\n')
            .map((line) => indent + line.trim()),
          '',
        );
      else if (block.type === 'code')
        lines.push(...fencedCode(block.code, block.language).map((line) => indent + line), '');
      else if (block.type === 'quote') write(block.children, `${indent}> `);
      else if (block.type === 'list')
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '- ';
          const start = lines.length;
          write(item, indent + ' '.repeat(marker.length));
          if (lines.length > start) lines[start] = indent + marker + lines[start]!.slice(indent.length + marker.length);
          if (block.tight) while (lines.length > start && lines[lines.length - 1] === '') lines.pop();
          if (block.tight && index === block.items.length - 1) lines.push('');
        });
      else if (block.type === 'table') {
        for (const row of [block.head, ...block.rows]) lines.push(indent + row.map(plainInlines).join(' | '));
        lines.push('');
      } else if (block.type === 'rule') lines.push(`${indent}---`, '');
    }
  };
  write(parseMarkdown(source), '');
  return lines;
}

function plainMarker(label: string, marker: CliMarker): string {
  return `${label}${marker.since ? ` since ${marker.since}` : ''}${marker.note ? ` (${marker.note})` : ''}`;
}

function plainFlag(flag: CliFlag): string[] {
  const { name, type } = splitFlagName(flag);
  const facts = [type];
  if (flag.required) facts.push('required');
  if (flag.defaultValue !== '') facts.push(`default ${flag.defaultValue}`);
  if (flag.acceptedValues.length > 0)
    facts.push(`accepted values: ${flag.acceptedValues.map((value) => value.name).join(', ')}`);
  const also = [...flag.aliases, ...(flag.negation ? [flag.negation] : [])];
  if (also.length > 0) facts.push(`also ${also.join(', ')}`);
  if (flag.env.length > 0) facts.push(`environment ${flag.env.join(', ')}`);
  if (flag.kind === 'count') facts.push('counts');
  else if (flag.repeatable) facts.push('repeatable');
  if (flag.scope === 'persistent') facts.push('also for every subcommand');
  if (flag.deprecated) facts.push(plainMarker('deprecated', flag.deprecated));
  if (flag.experimental) facts.push(plainMarker('experimental', flag.experimental));
  if (flag.since) facts.push(`since ${flag.since}`);
  const description = plainBlocks(flag.description).filter((line) => line !== '');
  return [
    `- ${name} (${facts.join('; ')})${description.length > 0 ? `: ${description[0]}` : ''}`,
    ...description.slice(1).map((line) => `  ${line}`),
  ];
}

/** An argument as one line: its name, what it takes and its description. */
function plainArgument(argument: CliArgument): string {
  const facts = [argument.required ? 'required' : 'optional'];
  if (argument.variadic) facts.push('one or more');
  if (argument.defaultValue !== '') facts.push(`default ${argument.defaultValue}`);
  if (argument.acceptedValues.length > 0)
    facts.push(`accepted values: ${argument.acceptedValues.map((value) => value.name).join(', ')}`);
  if (argument.env.length > 0) facts.push(`environment ${argument.env.join(', ')}`);
  const description = plainBlocks(argument.description).filter((line) => line !== '');
  return `- ${argument.name} (${facts.join('; ')})${description.length > 0 ? `: ${description.join(' ')}` : ''}`;
}

/** One command's part of the text. */
function plainCommand(
  command: CliCommand,
  model: ReferenceModel,
  inheritedOf: Map<string, InheritedFlag[]>,
  language: string | undefined,
): string[] {
  const lines: string[] = [];
  lines.push(`## ${command.title.replace(/\s+/g, ' ')}`, '');
  const markers = [
    command.deprecated ? plainMarker('Deprecated', command.deprecated) : '',
    command.experimental ? plainMarker('Experimental', command.experimental) : '',
    command.since ? `Since ${command.since}` : '',
  ].filter(Boolean);
  if (markers.length > 0) lines.push(`${markers.join('. ')}.`, '');
  if (command.summary) lines.push(inlineText(parseSummary(command.summary)), '');
  if (command.aliases.length > 0) lines.push(`Aliases: ${command.aliases.join(', ')}`, '');
  lines.push(...plainBlocks(command.description));
  if (command.usage) lines.push('Usage:', '', ...fencedCode(command.usage, language), '');
  const children = command.subcommands.map((id) => model.byId.get(id)).filter((child) => child !== undefined);
  if (children.length > 0)
    lines.push(
      'Subcommands:',
      '',
      ...children.map(
        ({ command: child }) =>
          `- ${child.title}${child.summary ? `: ${inlineText(parseSummary(child.summary))}` : ''}`,
      ),
      '',
    );
  if (command.arguments.length > 0) lines.push('Arguments:', '', ...command.arguments.map(plainArgument), '');
  if (command.flags.length > 0) lines.push('Flags:', '', ...command.flags.flatMap(plainFlag), '');
  for (const group of command.exclusiveFlags) {
    const names = group.map((id) => command.flags.find((flag) => flag.id === id)).filter((flag) => flag !== undefined);
    lines.push(`Use only one of: ${names.map((flag) => splitFlagName(flag).name).join(', ')}`, '');
  }
  const inherited = inheritedOf.get(command.id) ?? [];
  if (inherited.length > 0)
    lines.push(`Inherited flags: ${inherited.map(({ flag }) => splitFlagName(flag).name).join(', ')}`, '');
  if (command.exitCodes.length > 0)
    lines.push(
      'Exit codes:',
      '',
      ...command.exitCodes.map(
        (exit) =>
          `- ${exit.code}${exit.description ? `: ${plainBlocks(exit.description).filter(Boolean).join(' ')}` : ''}`,
      ),
      '',
    );
  const seeAlso = command.seeAlso.map((id) => model.byId.get(id)).filter((other) => other !== undefined);
  if (seeAlso.length > 0) lines.push(`See also: ${seeAlso.map((other) => other.command.title).join(', ')}`, '');
  for (const example of command.examples) {
    lines.push(
      `Example: ${example.name || example.id}`,
      '',
      ...plainBlocks(example.description),
      ...fencedCode(example.code, language),
      '',
    );
    if (example.response) lines.push('Response:', '', ...fencedCode(example.response, 'text'), '');
  }
  return lines;
}

/**
 * The whole reference as one plain text file in the shape of `llms.txt`: the title, a one-line
 * summary, then every command in the reference's order with its usage, subcommands, flags (type,
 * required, default, accepted values) and examples. Spec text is written as text, its markdown
 * reduced to words, code spans and link addresses; the file is meant to be served as `text/plain`.
 */
export function referenceToText(givenSpec: CliSpec): string {
  const spec = visibleSpec(givenSpec);
  const model = buildReferenceModel(spec);
  const inheritedOf = inheritedFlags(model);
  const title = referenceTitle(spec);
  const count = model.entries.length;
  const lines = [
    `# ${title}`,
    '',
    `> ${[spec.info.title || 'The tool', spec.info.version].filter(Boolean).join(' ')}: ${count === 1 ? 'one command' : `${count} commands`}${spec.flags.length > 0 ? `, ${spec.flags.length} global flags` : ''}.`,
    '',
    ...plainBlocks(spec.info.description),
  ];
  if (spec.flags.length > 0)
    lines.push('## Global flags', '', 'These flags work with every command.', '', ...spec.flags.flatMap(plainFlag), '');
  const language = spec.info.language;
  for (const { command } of model.entries) lines.push(...plainCommand(command, model, inheritedOf, language));
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
