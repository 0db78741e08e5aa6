import type { SpecProblem, ValidationResult } from '../model/spec-types';
import {
  checkFlag,
  checkInfo,
  describeValue,
  isFields,
  items,
  list,
  textOrNumber,
  type Report,
} from './validate-checks.ts';
import {
  checkCommand,
  checkCycles,
  checkDuplicateId,
  checkReferences,
  type CommandEntry,
} from './validate-commands.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

export { describeValue } from './validate-checks.ts';
export { wellFormed } from '../model/well-formed.ts';

/** The path used for a problem with the document as a whole. */
export const DOCUMENT_PATH = '(document)';

/**
 * Problems described one by one. A spec can have any number (2,000,000 invalid commands took the
 * page 2.3 s in one task to receive from the worker): past this many each is counted as
 * `uncountedProblem`, one shared object, which nothing lists (the page lists the first 100).
 */
export const DESCRIBED_PROBLEMS = 1000;

/** What stands for each problem past DESCRIBED_PROBLEMS. */
export const uncountedProblem: SpecProblem = Object.freeze({
  path: '…',
  expected: 'what the problems listed before this one say',
  found: 'more of the same',
});

/**
 * Checks a parsed CLI spec against the format of `spec/cli.schema.json` plus the rules a schema
 * cannot state (unique command ids, existing subcommand ids, no subcommand cycles, known tag ids),
 * without ever throwing. Everything that is valid is kept; every item that is not becomes a problem.
 *
 * What is dropped: an item whose identity is broken (a command, flag, example, tag or accepted value
 * without a usable `id` or `name`, a second command with the same id). What is kept without the bad
 * field: everything else (a command whose summary is a number keeps its flags).
 *
 * The checks themselves are in `validate-checks.ts`, one per kind of item, and the checks of
 * commands (one by one and across them) in `validate-commands.ts`.
 */
export function validateSpec(document: unknown): ValidationResult {
  const steps = validationSteps(document);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** Main-thread time `validateSpecInSlices` spends before giving the page a turn, in milliseconds. */
const SLICE = 12;

/**
 * `validateSpec` for the main thread: the same checks and the same result, in slices of a few
 * milliseconds with a turn for the page between them, so that thousands of commands never hold the
 * page for long. Stops with `signal.reason` once aborted.
 */
export async function validateSpecInSlices(document: unknown, signal?: AbortSignal): Promise<ValidationResult> {
  const steps = validationSteps(document);
  let sliceStart = performance.now();
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    if (performance.now() - sliceStart < SLICE) continue;
    await yieldToBrowser();
    signal?.throwIfAborted();
    sliceStart = performance.now();
  }
}

/** Commands checked between two points where the validation may pause. */
const COMMANDS_PER_STEP = 50;

/** The validation, pausing (`yield`) every few commands; see `validateSpec`. */
function* validationSteps(document: unknown): Generator<void, ValidationResult, void> {
  const problems: SpecProblem[] = [];
  const report: Report = (path, expected, value, found) => {
    problems.push(
      problems.length < DESCRIBED_PROBLEMS
        ? { path, expected, found: found ?? describeValue(value) }
        : uncountedProblem,
    );
  };

  if (!isFields(document)) {
    report(DOCUMENT_PATH, 'a mapping with info and commands', document);
    return { spec: null, problems };
  }

  const formatVersion = textOrNumber(report, document, 'clispec', '', 'optional');
  const info = checkInfo(report, document.info);
  const flags = items(report, document, 'flags', '', checkFlag);

  const entries = new Map<string, CommandEntry>();
  const commands = list(report, document, 'commands', '', 'required');
  for (let index = 0; index < commands.length; index += 1) {
    if (index % COMMANDS_PER_STEP === COMMANDS_PER_STEP - 1) yield;
    if (!(index in commands)) continue; // a hole in a list set by script, which forEach skipped too
    const fields = commands[index];
    if (!isFields(fields)) {
      report(`commands[${index}]`, 'a mapping', fields);
      continue;
    }
    const entry = checkCommand(report, fields, index);
    if (entry && checkDuplicateId(report, entries, entry)) entries.set(entry.command.id, entry);
  }
  yield;

  checkReferences(report, entries, new Set(info.tags.map((tag) => tag.id)));
  yield;
  checkCycles(report, entries);

  return {
    spec: { formatVersion, info, flags, commands: [...entries.values()].map((entry) => entry.command) },
    problems,
  };
}
