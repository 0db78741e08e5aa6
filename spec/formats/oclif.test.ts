// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readOclif } from './oclif';

// The oclif reader on what its users write: the tool's name from the examples, templates filled
// with exactly the id and the name, and hostile text that must not make the work grow faster
// than the text.

const command = (id: string, fields: Record<string, unknown> = {}) => ({ id, flags: {}, args: {}, ...fields });
const manifest = (...commands: ReturnType<typeof command>[]) => ({
  version: '1.0.0',
  commands: Object.fromEntries(commands.map((entry) => [entry.id, entry])),
});

/**
 * Runs `work`, stopped after 20 s: a bound only a runaway reading reaches. The test's own timeout
 * cannot stop code that never gives the thread back; the VM's watchdog can.
 */
function bounded<T>(work: () => T): T {
  return runInNewContext('work()', { work }, { timeout: 20_000 }) as T;
}

describe("the tool's name guessed from the examples", () => {
  it('is the word before the command id, with or without a prompt', () => {
    const { document } = readOclif(
      manifest(command('app:deploy', { examples: ['Deploy it:\n  $ hosted app:deploy --prod', 'hosted app:deploy'] })),
    );
    expect(document.commands.map((entry) => entry.title)).toEqual(['hosted app', 'hosted app:deploy']);
  });

  it('reads a megabyte of blank lines and spaces in an example without backtracking', () => {
    // Once cubic in the run of blanks: 6 KB took over a minute. The test's own deadline is the bound.
    const blanks = '\n \n'.repeat(350_000);
    const { document } = bounded(() =>
      readOclif(manifest(command('run', { examples: [`${blanks}!`, `${blanks}$ hosted run --fast${blanks}`] }))),
    );
    expect(document.commands[0]!.title).toBe('hosted run');
  });
});
