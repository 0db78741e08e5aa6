import type { SpecProblem, ValidationResult } from './spec-types';
import {
  checkCommand,
  checkCycles,
  checkDuplicateId,
  checkFlag,
  checkInfo,
  checkReferences,
  describeValue,
  isFields,
  items,
  list,
  textOrNumber,
  type CommandEntry,
  type Report,
} from './validate-checks.ts';

export { describeValue, wellFormed } from './validate-checks.ts';

/** The path used for a problem with the document as a whole. */
export const DOCUMENT_PATH = '(document)';

/**
 * Checks a parsed CLI spec against the format of `spec/cli.schema.json` plus the rules a schema
 * cannot state (unique command ids, existing subcommand ids, no subcommand cycles, known tag ids),
 * without ever throwing. Everything that is valid is kept; every item that is not becomes a problem.
 *
 * What is dropped: an item whose identity is broken (a command, flag, example, tag or accepted value
 * without a usable `id` or `name`, a second command with the same id). What is kept without the bad
 * field: everything else (a command whose summary is a number keeps its flags).
 *
 * The checks themselves are in `validate-checks.ts`, one per kind of item.
 */
export function validateSpec(document: unknown): ValidationResult {
  const problems: SpecProblem[] = [];
  const report: Report = (path, expected, value, found = describeValue(value)) => {
    problems.push({ path, expected, found });
  };

  if (!isFields(document)) {
    report(DOCUMENT_PATH, 'a mapping with info and commands', document);
    return { spec: null, problems };
  }

  const formatVersion = textOrNumber(report, document, 'clispec', '', 'optional');
  const info = checkInfo(report, document.info);
  const flags = items(report, document, 'flags', '', checkFlag);

  const entries = new Map<string, CommandEntry>();
  list(report, document, 'commands', '', 'required').forEach((fields, index) => {
    if (!isFields(fields)) {
      report(`commands[${index}]`, 'a mapping', fields);
      return;
    }
    const entry = checkCommand(report, fields, index);
    if (entry && checkDuplicateId(report, entries, entry)) entries.set(entry.command.id, entry);
  });

  checkReferences(report, entries, new Set(info.tags.map((tag) => tag.id)));
  checkCycles(report, entries);

  return {
    spec: { formatVersion, info, flags, commands: [...entries.values()].map((entry) => entry.command) },
    problems,
  };
}
