// @vitest-environment node
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseInline } from '../markdown/markdown-inline';
import { parseMarkdown, parseSummary } from '../markdown/markdown-parse';
import { isExportableLink } from '../markdown/markdown-write';
import { chooseFormat } from '../read/parse-spec-text';
import { readDocument, validateRead } from '../read/read-document';
import { splitFlagName } from '../model/reference-model';
import { SpecLoadError } from '../model/spec-errors';
import type { CliFlag } from '../model/spec-types';
import { importCobraFiles, importForeign } from './import-spec';
import { randomStrings } from '../../tests/tools/random-text';

// The hostile corpus of the readers: text built to make a pattern backtrack (each case took
// seconds to for ever before its reader was rewritten), `$` patterns in ids, and nesting hidden
// from the KDL pre-check by strings and comments. Each case must end with a result or a clear
// error. The work is linear now, so each input is large enough that the old code would not have
// ended within the guard, and the guard is far above what the case needs: only a hang reaches it.
// The same bait through `docs-widgets cli-import` is in cli/cli-import-hostile.test.ts.

/** A ceiling only a case that hangs reaches (each takes milliseconds): 10 s, whatever the load. */
const HANG_GUARD_MS = 10_000;

const parseYaml = async (text: string) => load(text, { schema: CORE_SCHEMA });

/** Runs `work`, and fails if it took longer than the hang guard. */
async function bounded<T>(work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  expect(performance.now() - started, 'a case that should take milliseconds ran for seconds').toBeLessThan(
    HANG_GUARD_MS,
  );
  return result;
}

/** The page's path: parse as JSON or YAML (or KDL), then the format's reader and the validation. */
async function read(text: string) {
  const foreign = (request: Parameters<typeof importForeign>[0]) => importForeign(request, parseYaml);
  const imported = await readDocument(
    text,
    chooseFormat(text, '', '') === 'json' ? 'json' : 'yaml',
    parseYaml,
    foreign,
  );
  return validateRead(imported);
}

async function failure(text: string): Promise<SpecLoadError> {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof SpecLoadError) return error;
    throw error;
  }
  throw new Error('read without an error');
}

const openCliSpec = (extra: string) =>
  `{"opencli": "0.1", "info": {"title": "tool", "version": "1"}, "commands": [{"name": "run"}],${extra}}`;

describe('JSON with comments and trailing commas', () => {
  // A comma followed by comments was looked past with one pattern; 166 bytes of `/**/` made it try
  // every way of splitting them, and it never ended.
  const bait = `[1,${'/**/'.repeat(40)}x]`;

  it('166 bytes of comments after a comma: a syntax error with its place', async () => {
    const error = await bounded(() => failure(bait));
    expect(error.failure).toMatchObject({ kind: 'syntax', format: 'json' });
  });

  it('100,000 comments after a trailing comma are read, and noted', async () => {
    const result = await bounded(() => read(openCliSpec(`${'/**/'.repeat(100_000)}`)));
    expect(result.spec?.commands.map((command) => command.title)).toEqual(['tool run']);
    expect(result.problems.map((problem) => problem.found)).toEqual(
      expect.arrayContaining(['a trailing comma (ignored)', 'a comment (ignored)']),
    );
  });
});

describe('cobra YAML heading anchors', () => {
  const cobra = (long: string) => ({ name: 'tool.yaml', document: { command: 'tool', short: 'The tool', long } });

  it('a 300 KB heading of blanks with no anchor is kept as it is', async () => {
    // The anchor was stripped with a pattern that tried every split of the blanks: 40 KB took 9 s.
    const heading = `# Title${' \t'.repeat(150_000)}x`;
    const read = await bounded(() => cobraRead([cobra(heading)]));
    expect(read.description).toBe(heading);
  });

  it('an anchor after the heading is still taken out', async () => {
    const read = await cobraRead([cobra(`Intro.\n\n## Usage   {#usage}  \n\nText {#not-a-heading}`)]);
    expect(read.description).toBe('Intro.\n\n## Usage\n\nText {#not-a-heading}');
  });

  /** The root command of a cobra reference read from parsed documents. */
  async function cobraRead(files: { name: string; document: unknown }[]) {
    const { readCobra } = await import('./cobra-yaml');
    const document = readCobra(files).document as { commands: { description?: string }[] };
    return document.commands[0]!;
  }
});

describe('Markdown in spec text', () => {
  it('a heading of 20,000 blanks that is not closed is read as a heading', async () => {
    // `#`, blanks and a line separator: 4,000 blanks took 94 s with the old pattern.
    const blocks = await bounded(() => parseMarkdown(`#${' '.repeat(20_000)}x\u2028`));
    expect(blocks.length).toBeGreaterThan(0);
  });

  it('a heading still loses its closing run and the blanks around it', () => {
    expect(parseMarkdown('##   Title  ##  ')).toEqual([
      { type: 'heading', level: 2, content: [{ type: 'text', text: 'Title' }] },
    ]);
  });

  it('a table delimiter row of 100,000 blanks, an address of 20,000 dots, a 100,000-backtick fence', async () => {
    const blocks = await bounded(() => [
      parseMarkdown(`a | b\n|-${' '.repeat(100_000)}x`),
      parseMarkdown(`<a@${'.'.repeat(19_000)}>`),
      parseMarkdown(`${'`'.repeat(100_000)}\u2028`),
    ]);
    expect(blocks.every((read) => read.length > 0)).toBe(true);
  });

  it('a flag name of 100,000 blanks before an unclosed placeholder', async () => {
    const flag = { name: `--output${' '.repeat(100_000)}<x`, kind: 'value' } as CliFlag;
    const split = await bounded(() => splitFlagName(flag));
    expect(split.name).toBe(flag.name);
    expect(splitFlagName({ name: '--output  <[ env | json ]>  ' } as CliFlag)).toEqual({
      name: '--output',
      type: '[ env | json ]',
    });
  });
});

describe('`$` patterns in ids and names', () => {
  // A replacement string reads `$&`, `` $` `` and `$'` as the match and the text around it.
  const dollars = "$&$`$'$$$1";

  it('OpenCLI, usage and cobra keep them as text, and the output stays the size of the input', async () => {
    const openCli = await bounded(() =>
      read(
        JSON.stringify({
          opencli: '0.1',
          info: { title: `tool${dollars}`, version: '1' },
          commands: Array.from({ length: 200 }, (_, index) => ({ name: `run${dollars}${index}` })),
        }),
      ),
    );
    expect(openCli.spec?.commands[0]?.title).toBe(`tool${dollars} run${dollars}0`);
    expect(JSON.stringify(openCli.spec).length).toBeLessThan(200 * 1000);

    const usage = await bounded(() =>
      read(`name "tool${dollars}"\nbin "tool"\ncmd "run${dollars}" help="${dollars}"\n`),
    );
    expect(usage.spec?.commands[0]?.summary).toBe(dollars);

    const cobra = await bounded(() =>
      importCobraFiles(
        [
          {
            name: 'tool.yaml',
            text: `command: ${JSON.stringify(`tool ${dollars}`)}\nshort: ${JSON.stringify(dollars)}\n`,
          },
        ],
        parseYaml,
      ),
    );
    const command = (cobra.document as { commands: { title: string; summary: string }[] }).commands[0];
    expect(command).toMatchObject({ title: `tool ${dollars}`, summary: dollars });
  });
});

describe('KDL nesting the pre-check used to miss', () => {
  const nested = (depth: number) => `${'cmd "a" {\n'.repeat(depth)}${'}\n'.repeat(depth)}`;
  const tricks: [string, string][] = [
    ['a `\\"` in a KDL 2 raw string', `about #"ends here \\"#\n`],
    ['a quote in a block comment', `/* a " in a comment */\n`],
    ['a quote in nested block comments', `/* outer /* inner */ still " a comment */\n`],
    ['a quote in a line comment', `// a " in a comment\n`],
    ['a `\\"` in a multi-line raw string', `about #"""\n  ends here \\"""#\n`],
    ['a `\\"` in a KDL 1 raw string', `about r#"ends here \\"#\n`],
    ['a slashdashed node', `/-cmd "hidden" {\n`],
  ];

  for (const [name, trick] of tricks) {
    it(`${name}, then 10,000 levels: refused with a line and column`, async () => {
      const text = `name "tool"\n${trick}${nested(10_000)}"\n`;
      const error = await bounded(() => failure(text));
      expect(error.failure).toMatchObject({ kind: 'syntax', format: 'kdl' });
      expect(error.message).toMatch(
        /^The KDL could not be parsed at line \d+, column \d+: Nodes are nested more than 200/,
      );
    });
  }

  it('a string that closes where KDL says still hides no nesting: 200 levels are read', async () => {
    const text = `name "tool"\nabout #"a raw \\"#\nflag "-v"\n/* " */\n${nested(150)}`;
    const result = await bounded(() => read(text));
    expect(result.spec?.info.title).toBe('tool');
  });
});

describe('Long blank runs in descriptions, summaries and links', () => {
  // A summary went onto one line with `/\s*\n\s*/g`, and a link target lost its ends with
  // `/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g`: each started again at every blank of a run and scanned
  // the run, so 200,000 blanks took tens of seconds. A line's end lost its spaces with `/ +$/` the
  // same way, but inline text is read only up to 20,000 characters, which kept that under a second.

  it('puts a summary on one line as the pattern did, on random text', () => {
    for (const source of randomStrings(' \t\n\r\u00a0a-', 3000)) {
      const before = parseInline(source.trim().replace(/\s*\n\s*/g, ' '));
      expect(parseSummary(source), JSON.stringify(source)).toEqual(before);
    }
  });

  it('reads a summary with 200,000 blanks inside it', async () => {
    const summary = await bounded(() => parseSummary(`Starts${' '.repeat(200_000)}ends\n  here`));
    expect(summary).toEqual([{ type: 'text', text: `Starts${' '.repeat(200_000)}ends here` }]);
  });

  it('reads a description whose lines hold long runs of spaces', async () => {
    const line = `word${' '.repeat(1000)}word\n`;
    const blocks = await bounded(() => parseMarkdown(line.repeat(19)));
    expect(blocks).toEqual([{ type: 'paragraph', content: [{ type: 'text', text: line.repeat(19).trimEnd() }] }]);
  });

  it('judges a link target as the pattern did, on random text', () => {
    for (const target of randomStrings(' \t\n\r\u0000\u0001:/aht', 3000)) {
      const decodedEnds = target.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decodedEnds)?.[1];
      expect(isExportableLink(target), JSON.stringify(target)).toBe(
        scheme === undefined || ['http', 'https', 'mailto'].includes(scheme.toLowerCase()),
      );
    }
  });

  it('judges a link target with 200,000 spaces inside it', async () => {
    expect(await bounded(() => isExportableLink(`javascript:${' '.repeat(200_000)}x`))).toBe(false);
    expect(await bounded(() => isExportableLink(`https://a.example/${' '.repeat(200_000)}x`))).toBe(true);
  });
});
