// @ts-check
// 20 MB specs of each CLI format that is not our own, one part of each broken, padded with what
// the format reads as nothing: the browser tests check what a reader of one sees, and the bench
// measures the main thread's longest task while one is read.

const commandSections = 'section.command:not(.global-flags)';

/** The formats `largeSpec` writes. */
export const largeSpecFormats = /** @type {const} */ (['opencli', 'oclif', 'usage', 'cobra']);

/**
 * @param {(typeof largeSpecFormats)[number]} format
 * @returns {{ body: string; contentType: string; broken: RegExp; rest: string }} `rest`: a selector for
 *   what the reference shows of the parts that are not broken (300 commands, or one with 300 flags)
 */
export function largeSpec(format) {
  const size = 20 * 1024 * 1024;
  const count = 300;
  if (format === 'opencli') {
    const commands = Array.from({ length: count }, (_, index) =>
      index === 7
        ? { name: 42 }
        : { name: `c${index}`, description: `Does ${index}.`, options: [{ name: `--f${index}` }] },
    );
    const text = JSON.stringify({ opencli: '0.1', info: { title: 'big', version: '1' }, commands });
    return {
      body: text + ' '.repeat(size),
      contentType: 'application/json',
      broken: /commands\[7\]\.name/,
      rest: commandSections,
    };
  }
  if (format === 'oclif') {
    const commands = Object.fromEntries(
      Array.from({ length: count }, (_, index) => [
        `t:c${index}`,
        index === 7 ? 'broken' : { id: `t:c${index}`, description: `Does ${index}.`, flags: {} },
      ]),
    );
    return {
      body: JSON.stringify({ version: '1', commands }) + ' '.repeat(size),
      contentType: 'application/json',
      broken: /commands\.t:c7/,
      rest: commandSections,
    };
  }
  if (format === 'usage') {
    const text = Array.from({ length: count }, (_, index) =>
      index === 7 ? 'cmd 42\n' : `cmd "c${index}" help="Does ${index}."\n`,
    ).join('');
    return {
      body: text + '// padding\n'.repeat(size / 11),
      contentType: 'text/plain',
      broken: /cmd "42"/,
      rest: commandSections,
    };
  }
  const options = Array.from({ length: count }, (_, index) => `  - option: o${index}\n    value_type: bool\n`).join('');
  return {
    body: `command: big\nshort: Big\noptions:\n  - option: 5\n${options}` + '# padding\n'.repeat(size / 10),
    contentType: 'application/yaml',
    broken: /options\[0\]\.option/,
    rest: '.param-row',
  };
}
