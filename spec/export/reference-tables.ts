/**
 * The flag and argument tables of a command's section in the Markdown export: one row each, its
 * anchor in the first cell and what the reference says of it besides the description as short
 * sentences in the last.
 */
import { argumentAnchor, flagAnchor, splitFlagName } from '../model/reference-model';
import type { CliArgument, CliFlag, CliMarker } from '../model/spec-types';
import {
  anchorTag,
  codeSpan,
  escapeText,
  specCell,
  tableRow,
  type MarkdownFlavor,
  type Writer,
} from '../markdown/markdown-write';

export function flagTable(flags: readonly CliFlag[], sectionAnchor: string, writer: Writer): string[] {
  const rows = flags.map((flag) => {
    const { name, type } = splitFlagName(flag);
    const values = flag.acceptedValues
      .map((value) => {
        const extra = value.type && value.type !== type ? ` (${codeSpan(value.type, 'cell', writer.flavor)})` : '';
        return `${codeSpan(value.name, 'cell', writer.flavor)}${extra}`;
      })
      .join(', ');
    return tableRow([
      `${anchorTag(flagAnchor(sectionAnchor, flag.id))}${codeSpan(name, 'cell', writer.flavor)}`,
      codeSpan(type, 'cell', writer.flavor),
      flag.required ? 'yes' : 'no',
      flag.defaultValue === '' ? '' : codeSpan(flag.defaultValue, 'cell', writer.flavor),
      values,
      [flag.description ? specCell(flag.description, writer) : '', ...flagFactsCells(flag, writer)]
        .filter(Boolean)
        .join('<br />'),
    ]);
  });
  return [
    tableRow(['Flag', 'Type', 'Required', 'Default', 'Accepted values', 'Description']),
    tableRow(Array(6).fill('---')),
    ...rows,
  ];
}

/** A deprecated or experimental marker as a phrase: `Deprecated since 2.0: use --out.` */
export function markerPhrase(label: string, marker: CliMarker, flavor: MarkdownFlavor = 'gfm'): string {
  return `${label}${marker.since ? ` since ${escapeText(marker.since, flavor)}` : ''}${marker.note ? `: ${escapeText(marker.note, flavor)}` : ''}.`;
}

function codeListCell(items: readonly string[], writer: Writer): string {
  return items.map((item) => codeSpan(item, 'cell', writer.flavor)).join(', ');
}

/** What a flag's row says besides its description, each a short sentence for the Description cell. */
function flagFactsCells(flag: CliFlag, writer: Writer): string[] {
  const facts: string[] = [];
  if (flag.deprecated) facts.push(`**${markerPhrase('Deprecated', flag.deprecated, writer.flavor)}**`);
  if (flag.experimental) facts.push(markerPhrase('Experimental', flag.experimental, writer.flavor));
  if (flag.since) facts.push(`Since ${escapeText(flag.since, writer.flavor)}.`);
  const also = [...flag.aliases, ...(flag.negation ? [flag.negation] : [])];
  if (also.length > 0) facts.push(`Also: ${codeListCell(also, writer)}.`);
  if (flag.env.length > 0) facts.push(`Environment: ${codeListCell(flag.env, writer)}.`);
  if (flag.kind === 'count') facts.push('Counts: repeat it for more.');
  else if (flag.repeatable) facts.push('Repeatable.');
  if (flag.scope === 'persistent') facts.push('Also for every subcommand.');
  if (flag.scope === 'inherited') facts.push('Inherited from a parent command.');
  return facts;
}

export function argumentTable(args: readonly CliArgument[], sectionAnchor: string, writer: Writer): string[] {
  return [
    tableRow(['Argument', 'Required', 'Default', 'Accepted values', 'Description']),
    tableRow(Array(5).fill('---')),
    ...args.map((argument) => {
      const facts = [
        argument.description ? specCell(argument.description, writer) : '',
        argument.variadic ? 'Takes one or more values.' : '',
        argument.env.length > 0 ? `Environment: ${codeListCell(argument.env, writer)}.` : '',
        argument.deprecated ? `**${markerPhrase('Deprecated', argument.deprecated, writer.flavor)}**` : '',
      ];
      return tableRow([
        `${anchorTag(argumentAnchor(sectionAnchor, argument.id))}${codeSpan(argument.name, 'cell', writer.flavor)}`,
        argument.required ? 'yes' : 'no',
        argument.defaultValue === '' ? '' : codeSpan(argument.defaultValue, 'cell', writer.flavor),
        argument.acceptedValues.map((value) => codeSpan(value.name, 'cell', writer.flavor)).join(', '),
        facts.filter(Boolean).join('<br />'),
      ]);
    }),
  ];
}
