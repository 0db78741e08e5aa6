/**
 * The flag and argument tables of a command's section in the Markdown export: one row each, its
 * anchor in the first cell and what the reference says of it besides the description as short
 * sentences in the last.
 */
import { argumentAnchor, flagAnchor, splitFlagName } from './reference-model';
import type { CliArgument, CliFlag, CliMarker } from './spec-types';
import { anchorTag, codeSpan, escapeText, specCell, tableRow, type Writer } from './markdown-write';

export function flagTable(flags: readonly CliFlag[], sectionAnchor: string, writer: Writer): string[] {
  const rows = flags.map((flag) => {
    const { name, type } = splitFlagName(flag);
    const values = flag.acceptedValues
      .map((value) => {
        const extra = value.type && value.type !== type ? ` (${codeSpan(value.type, 'cell')})` : '';
        return `${codeSpan(value.name, 'cell')}${extra}`;
      })
      .join(', ');
    return tableRow([
      `${anchorTag(flagAnchor(sectionAnchor, flag.id))}${codeSpan(name, 'cell')}`,
      codeSpan(type, 'cell'),
      flag.required ? 'yes' : 'no',
      flag.defaultValue === '' ? '' : codeSpan(flag.defaultValue, 'cell'),
      values,
      [flag.description ? specCell(flag.description, writer) : '', ...flagFactsCells(flag)]
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
export function markerPhrase(label: string, marker: CliMarker): string {
  return `${label}${marker.since ? ` since ${escapeText(marker.since)}` : ''}${marker.note ? `: ${escapeText(marker.note)}` : ''}.`;
}

function codeListCell(items: readonly string[]): string {
  return items.map((item) => codeSpan(item, 'cell')).join(', ');
}

/** What a flag's row says besides its description, each a short sentence for the Description cell. */
function flagFactsCells(flag: CliFlag): string[] {
  const facts: string[] = [];
  if (flag.deprecated) facts.push(`**${markerPhrase('Deprecated', flag.deprecated)}**`);
  if (flag.experimental) facts.push(markerPhrase('Experimental', flag.experimental));
  if (flag.since) facts.push(`Since ${escapeText(flag.since)}.`);
  const also = [...flag.aliases, ...(flag.negation ? [flag.negation] : [])];
  if (also.length > 0) facts.push(`Also: ${codeListCell(also)}.`);
  if (flag.env.length > 0) facts.push(`Environment: ${codeListCell(flag.env)}.`);
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
        argument.env.length > 0 ? `Environment: ${codeListCell(argument.env)}.` : '',
        argument.deprecated ? `**${markerPhrase('Deprecated', argument.deprecated)}**` : '',
      ];
      return tableRow([
        `${anchorTag(argumentAnchor(sectionAnchor, argument.id))}${codeSpan(argument.name, 'cell')}`,
        argument.required ? 'yes' : 'no',
        argument.defaultValue === '' ? '' : codeSpan(argument.defaultValue, 'cell'),
        argument.acceptedValues.map((value) => codeSpan(value.name, 'cell')).join(', '),
        facts.filter(Boolean).join('<br />'),
      ]);
    }),
  ];
}
