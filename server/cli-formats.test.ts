// @vitest-environment node
/* eslint-disable @typescript-eslint/no-explicit-any -- the independent readings walk third-party JSON and YAML as it comes, untyped on purpose */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseKdl, type Node } from '@bgotink/kdl';
import { parse as parseKdl1 } from '@bgotink/kdl/v1-compat';
import { CORE_SCHEMA, load } from 'js-yaml';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, describe, expect, it } from 'vitest';
import { referenceToMarkdown, validateRead, type CliSpec } from '../spec';
import { readSpecPath } from '../spec/node';
import { parseHtml, type SourceElement } from './html';
import { renderElement } from './index';

// Every fixture of ../shared/fixtures/cli-formats/, read twice: once here, in a few lines per
// format that share nothing with our readers, and once through the product (the reader, the
// model, the server-rendered reference and the Markdown export). Every visible command, flag
// (long and short), positional argument, alias, default, accepted value, environment variable and
// example the first reading finds must be in the reference and in the Markdown; no hidden command
// or flag may be. The counts are printed, per fixture. Here beside the server rather than in
// spec/, since spec/ imports nothing above it and the reference is rendered by the server.

const fixtures = resolve(import.meta.dirname, '../../shared/fixtures/cli-formats');
const schema: object = JSON.parse(readFileSync(resolve(import.meta.dirname, '../spec/cli.schema.json'), 'utf8'));
const hasFixtures = existsSync(fixtures);
const skipNote = hasFixtures
  ? ''
  : ' [skipped: ../shared/fixtures/cli-formats/ is absent, as it is outside the development checkout]';

/** What a reader of the reference must find for one command, from the independent reading. */
interface ExpectedCommand {
  title: string;
  flags: { long?: string; short?: string; defaultValue?: string; values: string[]; env: string[] }[];
  hiddenFlags: string[];
  args: { name: string; defaultValue?: string; values: string[]; env: string[] }[];
  aliases: string[];
  /** Example code, line by line (blank lines left out). */
  examples: string[];
}

interface Expected {
  commands: ExpectedCommand[];
  /** Sections that only group others (oclif's topics). */
  topics?: string[];
  hiddenCommands: string[];
  globalFlags: ExpectedCommand['flags'];
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

// ---- The independent readings, one per format -------------------------------------------------

function openCliExpected(file: string): Expected {
  const source = JSON.parse(readFileSync(file, 'utf8').replace(/,(\s*[}\]])/g, '$1')) as Record<string, any>;
  const commands: ExpectedCommand[] = [];
  const option = (item: any) => ({
    long: [item.name, ...(item.aliases ?? [])].find((form: string) => form.startsWith('--')),
    short: [item.name, ...(item.aliases ?? [])].find((form: string) => /^-[^-]/.test(form)),
    values: item.arguments?.[0]?.acceptedValues ?? [],
    env: [],
  });
  const walk = (items: any[], parent: string) => {
    for (const item of items) {
      const title = `${parent} ${item.name}`;
      commands.push({
        title,
        flags: (item.options ?? []).filter((o: any) => !o.hidden).map(option),
        hiddenFlags: [],
        args: (item.arguments ?? []).map((a: any) => ({ name: a.name, values: a.acceptedValues ?? [], env: [] })),
        aliases: (item.aliases ?? []).map((alias: string) => `${parent} ${alias}`),
        examples: item.examples ?? [],
      });
      walk(item.commands ?? [], title);
    }
  };
  const tool = source.info.title;
  commands.push({
    title: tool,
    flags: (source.options ?? []).filter((o: any) => !o.recursive).map(option),
    hiddenFlags: [],
    args: [],
    aliases: [],
    examples: source.examples ?? [],
  });
  walk(source.commands ?? [], tool);
  return { commands, hiddenCommands: [], globalFlags: [] };
}

function oclifExpected(file: string): Expected {
  const source = JSON.parse(readFileSync(file, 'utf8')) as { commands: Record<string, any> };
  const all = Object.values(source.commands);
  const bin = /\$ (\S+)/.exec(all.flatMap((command) => command.examples ?? []).join('\n'))![1]!;
  const visible = all.filter((command) => !command.hidden);
  return {
    commands: visible.map((command) => ({
      title: `${bin} ${command.id}`,
      flags: Object.values(command.flags ?? {})
        .filter((flag: any) => !flag.hidden)
        .map((flag: any) => ({
          long: `--${flag.name}`,
          short: flag.char ? `-${flag.char}` : undefined,
          defaultValue: flag.default === undefined || flag.default === '' ? undefined : String(flag.default),
          values: flag.options ?? [],
          env: flag.env ? [flag.env] : [],
        })),
      hiddenFlags: Object.values(command.flags ?? {})
        .filter((flag: any) => flag.hidden)
        .map((flag: any) => `--${flag.name}`),
      args: (Array.isArray(command.args) ? command.args : Object.values(command.args ?? {})).map((arg: any) => ({
        name: arg.name,
        values: arg.options ?? [],
        env: [],
      })),
      aliases: (command.aliases ?? []).map((alias: string) => `${bin} ${alias}`),
      examples: (command.examples ?? [])
        .flatMap((example: string) => example.split('\n'))
        .filter((line: string) => line.trim().startsWith('$ '))
        .map((line: string) =>
          line
            .trim()
            .slice(2)
            .replace(/<%= config.bin %>/g, bin),
        ),
    })),
    hiddenCommands: all.filter((command) => command.hidden).map((command) => `${bin} ${command.id}`),
    globalFlags: [],
    // Every `a` and `a:b` above an id `a:b:c` that is no command of its own.
    topics: [
      ...new Set(
        visible.flatMap((command) =>
          command.id
            .split(':')
            .slice(0, -1)
            .map((_: string, index: number, parts: string[]) => `${bin} ${parts.slice(0, index + 1).join(':')}`),
        ),
      ),
    ].filter((title) => !visible.some((command) => `${bin} ${command.id}` === title)),
  };
}

function usageExpected(file: string): Expected {
  const source = readFileSync(file, 'utf8');
  let nodes: Node[];
  try {
    nodes = parseKdl(source).nodes;
  } catch {
    nodes = parseKdl1(source).nodes;
  }
  const arg0 = (node: Node) => String(node.getArgument(0));
  const bin = nodes.find((node) => node.getName() === 'bin') ?? nodes.find((node) => node.getName() === 'name');
  const tool = bin ? arg0(bin) : 'cli';
  const commands: ExpectedCommand[] = [];
  const hiddenCommands: string[] = [];
  const globalFlags: ExpectedCommand['flags'] = [];
  const children = (node: Node | undefined, name: string) =>
    (node ? (node.children?.nodes ?? []) : nodes).filter((child) => child.getName() === name);
  const flagOf = (node: Node) => {
    const forms = arg0(node).split(/\s+/);
    const choices = node.children?.nodes.find((child) => child.getName() === 'choices');
    return {
      long: forms.find((form) => form.startsWith('--'))?.replace(/\.\.\.$/, ''),
      short: forms.find((form) => /^-[^-]/.test(form)),
      defaultValue: text(node.getProperty('default')),
      values: (choices?.getArguments() ?? []).map(String),
      env: node.getProperty('env') ? [String(node.getProperty('env'))] : [],
    };
  };
  const argOf = (node: Node) => {
    const choices = node.children?.nodes.find((child) => child.getName() === 'choices');
    return {
      name: arg0(node)
        .replace(/(\.\.\.|…)$/, '')
        .replace(/^[<[]\s*(--\s+)?|[>\]]$/g, ''),
      defaultValue: text(node.getProperty('default')),
      values: (choices?.getArguments() ?? []).map(String),
      env: node.getProperty('env') ? [String(node.getProperty('env'))] : [],
    };
  };
  const describeCommand = (node: Node | undefined, title: string) => ({
    title,
    flags: children(node, 'flag')
      .filter((flag) => !flag.getProperty('hide') && !(node === undefined && flag.getProperty('global')))
      .map(flagOf),
    hiddenFlags: children(node, 'flag')
      .filter((flag) => flag.getProperty('hide'))
      .map((flag) => arg0(flag)),
    args: children(node, 'arg').map(argOf),
    aliases: children(node, 'alias').map((alias) => `${title.replace(/ [^ ]+$/, '')} ${arg0(alias)}`),
    examples: children(node, 'example').map(arg0),
  });
  for (const flag of children(undefined, 'flag').filter((item) => item.getProperty('global')))
    globalFlags.push(flagOf(flag));
  const root = describeCommand(undefined, tool);
  if (root.flags.length > 0 || root.args.length > 0 || root.examples.length > 0) commands.push(root);
  const walk = (node: Node | undefined, parent: string, hidden: boolean) => {
    for (const child of children(node, 'cmd')) {
      const title = `${parent} ${arg0(child)}`;
      const isHidden = hidden || Boolean(child.getProperty('hide'));
      if (isHidden) hiddenCommands.push(title);
      else commands.push(describeCommand(child, title));
      walk(child, title, isHidden);
    }
  };
  walk(undefined, tool, false);
  return { commands, hiddenCommands, globalFlags };
}

function cobraExpected(folder: string): Expected {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => load(readFileSync(join(folder, name), 'utf8'), { schema: CORE_SCHEMA }) as Record<string, any>);
  const byTitle = new Map(files.map((file) => [file.command as string, file]));
  // Hidden: the command itself, or a command above it in these files.
  const isHidden = (file: any): boolean =>
    Boolean(file.hidden) || (byTitle.has(file.pname) && isHidden(byTitle.get(file.pname)));
  const commands: ExpectedCommand[] = files
    .filter((file) => !isHidden(file))
    .map((file) => ({
      title: file.command,
      flags: (file.options ?? [])
        .filter((option: any) => !option.hidden)
        .map((option: any) => ({
          long: `--${option.option}`,
          short: option.shorthand ? `-${option.shorthand}` : undefined,
          defaultValue: ['', '[]', 'false', 'map[]'].includes(String(option.default_value ?? ''))
            ? undefined
            : String(option.default_value),
          values: [],
          env: [],
        })),
      hiddenFlags: (file.options ?? [])
        .filter((option: any) => option.hidden)
        .map((option: any) => `--${option.option}`),
      args: [],
      aliases: String(file.aliases ?? '')
        .split(',')
        .map((alias) => alias.trim())
        .filter((alias) => alias && alias !== file.command),
      // The code of the Markdown examples: the lines of their fenced blocks.
      examples: [...String(file.examples ?? '').matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]!),
    }));
  return { commands, hiddenCommands: files.filter(isHidden).map((file) => file.command), globalFlags: [] };
}

// ---- The product's reading ----------------------------------------------------------------------

interface Rendered {
  spec: CliSpec;
  /** Each command's section in the server-rendered reference, by its title. */
  sections: Map<string, SourceElement>;
  /** The global flags' section, if any. */
  globalFlags: SourceElement | undefined;
  markdown: string;
  html: string;
}

async function renderFixture(path: string, format?: string): Promise<Rendered> {
  const read = await readSpecPath(path, format);
  const { spec } = validateRead(read);
  expect(spec, `${path} is read`).not.toBeNull();
  const html = await renderElement('cli-reference', { src: '/spec', ...(format ? { format } : {}) }, '', {
    specs: { '/spec': path },
    onProblem: (problem) => {
      throw new Error(problem.message);
    },
  });
  const opening = '<template shadowrootmode="open">';
  const shadowStart = html.indexOf(opening) + opening.length;
  const shadowEnd = html.lastIndexOf('</template>');
  // A shadow root's content, read as the browser reads a template's.
  const tree = parseHtml(html.slice(shadowStart, shadowEnd), 'fragment');
  const sections = new Map<string, SourceElement>();
  let globalFlags: SourceElement | undefined;
  for (const element of tree.descendants()) {
    if (element.localName !== 'section') continue;
    const heading = [...element.descendants()].find((child) => child.localName === 'h3');
    const title = (heading?.textContent ?? '').replace(/^\$ /, '').replace(/#$/, '').trim();
    if ((element.getAttribute('class') ?? '').includes('global-flags')) globalFlags = element;
    else sections.set(title, element);
  }
  return { spec: spec!, sections, globalFlags, markdown: referenceToMarkdown(spec!)[0]!.markdown, html };
}

/** The names shown in a section's parameter rows (flags and arguments), each form apart. */
function rowNames(section: SourceElement): Set<string> {
  const names = new Set<string>();
  for (const element of section.descendants()) {
    if (element.localName === 'code' && (element.getAttribute('class') ?? '').split(' ').includes('name'))
      for (const form of element.textContent.split(/,\s*/)) names.add(form.trim());
  }
  return names;
}

/** A command's part of the Markdown: from its heading to the next heading of its level or above. */
function markdownSection(markdown: string, title: string): string | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex(
    (line) =>
      /^#{2,6} <a id=/.test(line) && line.replace(/^#+ <a id="[^"]*"><\/a>/, '').replace(/\\(.)/g, '$1') === title,
  );
  if (start < 0) return undefined;
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex(
    (line, index) => index > start && /^#+ /.test(line) && /^#+/.exec(line)![0].length <= level && / <a id=/.test(line),
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

interface Counts {
  commands: number;
  flags: number;
  args: number;
  aliases: number;
  defaults: number;
  values: number;
  env: number;
  examples: number;
  hidden: number;
}

function check(name: string, expected: Expected, rendered: Rendered): Counts {
  const counts: Counts = {
    commands: 0,
    flags: 0,
    args: 0,
    aliases: 0,
    defaults: 0,
    values: 0,
    env: 0,
    examples: 0,
    hidden: 0,
  };
  const checkFlags = (flags: ExpectedCommand['flags'], section: SourceElement, markdown: string, where: string) => {
    const names = rowNames(section);
    const sectionText = section.textContent;
    for (const flag of flags) {
      counts.flags += 1;
      for (const form of [flag.long, flag.short].filter((item): item is string => Boolean(item))) {
        expect(names.has(form), `${where}: flag ${form} in the reference`).toBe(true);
        expect(markdown, `${where}: flag ${form} in the Markdown`).toContain(form);
      }
      if (flag.defaultValue !== undefined) {
        counts.defaults += 1;
        expect(sectionText, `${where}: default ${flag.defaultValue} of ${flag.long}`).toContain(flag.defaultValue);
        expect(markdown, `${where}: default ${flag.defaultValue} in the Markdown`).toContain(
          flag.defaultValue.replace(/\n/g, ' '),
        );
      }
      for (const value of flag.values) {
        counts.values += 1;
        expect(sectionText, `${where}: accepted value ${value} of ${flag.long}`).toContain(value);
        expect(markdown, `${where}: accepted value ${value} in the Markdown`).toContain(`\`${value}\``);
      }
      for (const variable of flag.env) {
        counts.env += 1;
        expect(sectionText, `${where}: variable ${variable}`).toContain(variable);
        expect(markdown, `${where}: variable ${variable} in the Markdown`).toContain(`\`${variable}\``);
      }
    }
  };
  for (const command of expected.commands) {
    counts.commands += 1;
    const section = rendered.sections.get(command.title);
    expect(section, `${name}: a section for "${command.title}"`).toBeDefined();
    const markdown = markdownSection(rendered.markdown, command.title);
    expect(markdown, `${name}: a Markdown section for "${command.title}"`).toBeDefined();
    const where = `${name} › ${command.title}`;
    checkFlags(command.flags, section!, markdown!, where);
    const names = rowNames(section!);
    for (const hidden of command.hiddenFlags) {
      counts.hidden += 1;
      expect(names.has(hidden), `${where}: hidden flag ${hidden} left out`).toBe(false);
      const row = new RegExp(`^\\| <a id="[^"]*"></a>\`(?:-\\w, )?${hidden}[\` ]`, 'm');
      expect(markdown, `${where}: hidden flag ${hidden} left out of the Markdown`).not.toMatch(row);
    }
    for (const argument of command.args) {
      counts.args += 1;
      expect(names.has(argument.name), `${where}: argument ${argument.name}`).toBe(true);
      expect(markdown, `${where}: argument ${argument.name} in the Markdown`).toContain(argument.name);
      if (argument.defaultValue !== undefined) {
        counts.defaults += 1;
        expect(section!.textContent, `${where}: default of ${argument.name}`).toContain(argument.defaultValue);
        expect(markdown).toContain(argument.defaultValue);
      }
      for (const value of argument.values) {
        counts.values += 1;
        expect(section!.textContent, `${where}: accepted value ${value} of ${argument.name}`).toContain(value);
        expect(markdown).toContain(`\`${value}\``);
      }
    }
    for (const alias of command.aliases) {
      counts.aliases += 1;
      expect(section!.textContent, `${where}: alias ${alias}`).toContain(alias);
      expect(markdown, `${where}: alias ${alias} in the Markdown`).toContain(alias);
    }
    for (const example of command.examples) {
      counts.examples += 1;
      for (const line of example.split('\n').filter((item) => item.trim() !== '')) {
        expect(section!.textContent, `${where}: example line ${line}`).toContain(line.trim());
        expect(markdown, `${where}: example line ${line} in the Markdown`).toContain(line.trim());
      }
    }
  }
  if (expected.globalFlags.length > 0) {
    expect(rendered.globalFlags, `${name}: the global flags`).toBeDefined();
    const markdown = rendered.markdown.slice(rendered.markdown.indexOf('Global flags'));
    checkFlags(expected.globalFlags, rendered.globalFlags!, markdown, `${name} › global flags`);
  }
  for (const title of expected.hiddenCommands) {
    counts.hidden += 1;
    expect(rendered.sections.has(title), `${name}: hidden command "${title}" left out`).toBe(false);
    expect(
      markdownSection(rendered.markdown, title),
      `${name}: hidden command "${title}" left out of the Markdown`,
    ).toBeUndefined();
  }
  // Nothing but the expected commands: no stray or doubled section.
  expect([...rendered.sections.keys()].sort()).toEqual(
    [...expected.commands.map((command) => command.title), ...(expected.topics ?? [])].sort(),
  );
  // Terminal escape codes never reach the page.
  expect(rendered.html).not.toMatch(/\u001b|\\u001b|\\x1b/);
  return counts;
}

const summary: string[] = [];
afterAll(() => {
  if (summary.length > 0) console.log(`Checked per fixture:\n${summary.join('\n')}`);
});

function record(name: string, counts: Counts) {
  summary.push(
    `  ${name}: ${counts.commands} commands, ${counts.flags} flags, ${counts.args} arguments, ${counts.aliases} aliases, ${counts.defaults} defaults, ${counts.values} accepted values, ${counts.env} environment variables, ${counts.examples} examples, ${counts.hidden} hidden left out`,
  );
}

describe.skipIf(!hasFixtures)(
  `every fixture of cli-formats, read independently and through the reference${skipNote}`,
  () => {
    it('OpenCLI: the .NET example', async () => {
      const file = join(fixtures, 'opencli/dotnet.json');
      record('opencli/dotnet.json', check('dotnet.json', openCliExpected(file), await renderFixture(file)));
    });

    it("OpenCLI: the format's own JSON Schema is named, not shown as an empty reference", async () => {
      await expect(readSpecPath(join(fixtures, 'opencli/schema.json'))).rejects.toThrow(
        /OpenCLI JSON Schema.*not a CLI description/,
      );
    });

    it('oclif: the sfpowerkit manifest', async () => {
      const file = join(fixtures, 'oclif/sfpowerkit.oclif.manifest.json');
      record('oclif/sfpowerkit', check('sfpowerkit', oclifExpected(file), await renderFixture(file)));
    });

    const usageFiles = hasFixtures ? readdirSync(join(fixtures, 'usage')).filter((name) => name.endsWith('.kdl')) : [];
    it.each(usageFiles)('usage: %s', async (name) => {
      const file = join(fixtures, 'usage', name);
      record(`usage/${name}`, check(name, usageExpected(file), await renderFixture(file)));
    });

    it("cobra YAML: docker compose's 48-file reference, as a folder", async () => {
      const folder = join(fixtures, 'cobra-yaml/docker-compose');
      record('cobra-yaml/docker-compose', check('docker compose', cobraExpected(folder), await renderFixture(folder)));
    });
  },
);

describe.skipIf(!hasFixtures)(`round trip: any format → cli-import → our format${skipNote}`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-round-trip-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const sources = hasFixtures
    ? [
        'opencli/dotnet.json',
        'oclif/sfpowerkit.oclif.manifest.json',
        'cobra-yaml/docker-compose',
        ...readdirSync(join(fixtures, 'usage')).map((name) => `usage/${name}`),
      ]
    : [];
  /** The reference without its problem box: a converted spec has no notes left to show. */
  const withoutProblems = (html: string) =>
    html
      // Hashes of the spec's bytes (the two files differ, by design) and of the markup (which
      // holds the problems): what the browser compares, not what the reader sees.
      .replace(/ data-dw-(source|prerendered)="[^"]*"/g, '')
      .replace(/<details class="spec-problems"[\s\S]*?<\/details>/, '')
      .replace(/\s*<details><summary>[^<]*read[\s\S]*?<\/details>/, '');

  it.each(sources)('%s gives the same reference and the same Markdown', async (source) => {
    const path = join(fixtures, source);
    const first = await renderFixture(path);
    const imported = join(folder, `${source.replace(/\W+/g, '-')}.json`);
    // What `docs-widgets cli-import --out` writes (cli/cli-import.ts).
    const document = (await readSpecPath(path)).document;
    writeFileSync(imported, `${JSON.stringify(document, null, 2)}\n`);
    // What cli-import writes is a valid spec by the schema of spec/.
    const validate = new Ajv2020({ allErrors: true }).compile(schema);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    const second = await renderFixture(imported);
    expect(second.markdown).toBe(first.markdown);
    expect(withoutProblems(second.html)).toBe(withoutProblems(first.html));
    expect(second.spec).toEqual(first.spec);
  });
});
