import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecInput } from './read-spec';
import type { SpecRequest, WorkerScope } from './spec-worker-core';
import type { CliSpec } from '../model/spec-types';

// The spec workers are run here in the test's own thread, behind a stand-in `Worker` that copies
// every message with `structuredClone` (transferring what the page transfers), as the browser does
// between threads; read-spec.ts is the code the element runs.

type ReadSpec = typeof import('./read-spec');

/** The stand-in workers that started. */
const started: { url: string; type: string | undefined }[] = [];

/**
 * How each stand-in worker behaves: runs the real worker code, fails to start, or starts and then
 * never answers a read (a reader that does not end).
 */
let workerMode: 'run' | 'blocked' | 'throws' | 'silent' = 'run';

/** How many stand-in workers were stopped. */
let terminated = 0;

class StandInWorker extends EventTarget {
  private readonly scope: WorkerScope;

  constructor(url: string | URL, options?: WorkerOptions) {
    super();
    if (workerMode === 'throws') throw new DOMException('Script at another origin', 'SecurityError');
    this.scope = {
      onmessage: null,
      postMessage: (message, transfer = []) => {
        const data: unknown = structuredClone(message, { transfer });
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data })), 0);
      },
    };
    if (workerMode === 'blocked') {
      // What a Content-Security-Policy that forbids the worker looks like from the page.
      setTimeout(() => this.dispatchEvent(new Event('error')), 0);
      return;
    }
    started.push({ url: String(url), type: options?.type });
    const yaml = String(url).includes('yaml');
    const formats = String(url).includes('formats');
    const scope = this.scope;
    void (async () => {
      const { serveSpecReads } = await import('./spec-worker-core');
      if (!yaml && !formats) return serveSpecReads(undefined, scope);
      const { readYaml } = await import('./yaml-reader');
      const { SpecSyntaxError } = await import('../model/spec-errors');
      const parseYaml = (text: string, signal?: AbortSignal) =>
        readYaml(text, signal, (reason, line, column) => new SpecSyntaxError(reason, line, column));
      if (!formats) return serveSpecReads(parseYaml, scope);
      const { importForeign } = await import('../formats/import-spec');
      serveSpecReads(parseYaml, scope, (request) => importForeign(request, parseYaml));
    })();
  }

  postMessage(message: SpecRequest, transfer: Transferable[] = []): void {
    if (workerMode === 'silent') return;
    const data = structuredClone(message, { transfer });
    setTimeout(() => this.scope.onmessage?.({ data }), 0);
  }

  terminate(): void {
    terminated += 1;
    this.scope.onmessage = null;
  }
}

/** A fresh read-spec.ts (its started workers are remembered per page), reading any spec in a worker. */
async function freshReader(): Promise<ReadSpec> {
  vi.resetModules();
  const reader = await import('./read-spec');
  reader.specReading.workerFromBytes = 0;
  return reader;
}

const encoder = new TextEncoder();

function response(text: string | Uint8Array, contentType: string, source = '/cli.json'): SpecInput {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  return {
    bytes: bytes.slice().buffer,
    contentType,
    source,
    url: source,
    receivedAt: 0,
  };
}

/** The result, or the error as the element shows it. */
async function outcome(read: Promise<unknown>): Promise<unknown> {
  try {
    return { result: await read };
  } catch (error) {
    const failure = (error as { failure?: unknown }).failure;
    return { error: (error as Error).message, failure };
  }
}

const jsonSpec = JSON.stringify({
  info: { id: 'tool', version: '1.0', title: 'Tool', tags: [{ id: 'main', title: 'Main' }] },
  flags: [{ id: 'debug', name: '--debug', description: 'More output.' }],
  commands: [
    { id: 'tool-a', title: 'tool a', summary: 'A', tags: ['main', 'nope'], subcommands: ['tool-b', 'tool-x'] },
    { id: 'tool-b', title: 'tool b', summary: 42, flags: [{ id: 'f', name: '--f' }, { name: '--no-id' }] },
    { id: 'tool-a', title: 'again', summary: 'Same id' },
    'not a command',
  ],
});

const yamlSpec = `info: {id: tool, version: '1.0', title: Tool}
flags:
  - &debug {id: debug, name: --debug, description: More output.}
commands:
  - id: tool-a
    title: tool a
    summary: A
    subcommands: [tool-b]
    flags: [*debug]
  - id: tool-b
    title: tool b
    summary: B
    flags:
      - <<: *debug
        id: other
`;

/** Every kind of input, valid and not, read in both places. */
const inputs: [string, () => SpecInput][] = [
  ['a JSON spec with bad commands', () => response(jsonSpec, 'application/json')],
  ['a YAML spec with anchors and merge keys', () => response(yamlSpec, 'application/yaml', '/cli.yaml')],
  ['YAML served without a type, from a .yaml address', () => response(yamlSpec, '', '/cli.yaml')],
  ['JSON served as YAML', () => response(jsonSpec, 'application/yaml', '/cli.yaml')],
  ['invalid JSON', () => response('{"info": {"id": "tool",}\n}', 'application/json')],
  ['invalid YAML', () => response('info:\n  id: [tool\ncommands: []\n', 'application/yaml', '/cli.yaml')],
  ['two YAML documents', () => response(`${yamlSpec}---\ninfo: {}\n`, 'application/yaml', '/cli.yaml')],
  ['a list where the spec belongs', () => response('[1, 2]', 'application/json')],
  ['an HTML page', () => response('<!doctype html><p>Not found', 'text/html', '/cli.json')],
  ['UTF-32', () => response(new Uint8Array([0xff, 0xfe, 0, 0, 0x69, 0, 0, 0]), 'application/yaml', '/cli.yaml')],
  [
    'YAML saved as UTF-16 with a byte order mark',
    () => {
      const units = new Uint16Array([0xfeff, ...[...yamlSpec].map((letter) => letter.charCodeAt(0))]);
      return response(new Uint8Array(units.buffer), '', '/cli.yaml');
    },
  ],
  ['JSON text from the spec property', () => ({ text: jsonSpec })],
  ['YAML text from the spec property', () => ({ text: yamlSpec })],
  ['an HTML page from the spec property', () => ({ text: '<html></html>' })],
];

beforeEach(() => {
  started.length = 0;
  terminated = 0;
  workerMode = 'run';
  vi.stubGlobal('Worker', StandInWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('reading a spec in a worker', () => {
  it.each(inputs)('gives the same result and errors for %s as the main thread', async (_label, input) => {
    const reader = await freshReader();
    const inWorker = await outcome(reader.readSpec(input()));
    expect(started.length).toBeGreaterThan(0);
    const here = await outcome(reader.readSpecHere(input()));
    expect(inWorker).toEqual(here);
  });

  it('reads an oclif manifest with the package.json fetched along with it, as the main thread does', async () => {
    const reader = await freshReader();
    const manifest = JSON.stringify({
      version: '1.0.0',
      commands: { 'app:deploy': { id: 'app:deploy', summary: 'Deploys.', flags: {} } },
    });
    const input = () => ({
      ...response(manifest, 'application/json', '/cli/oclif.manifest.json'),
      besideFiles: { 'package.json': JSON.stringify({ oclif: { bin: 'hosted', topicSeparator: ' ' } }) },
    });
    const inWorker = await reader.readSpec(input());
    expect(started.map((worker) => worker.url).join(' ')).toContain('formats');
    expect(inWorker.spec!.commands.map((command) => command.title)).toEqual(['hosted app', 'hosted app deploy']);
    expect(inWorker).toEqual(await reader.readSpecHere(input()));
  });

  it('reads an oclif manifest known only from its content with the package.json beside it, as the main thread does', async () => {
    const reader = await freshReader();
    const manifest = JSON.stringify({
      version: '1.0.0',
      commands: { 'app:deploy': { id: 'app:deploy', summary: 'Deploys.', flags: {} } },
    });
    const packageJson = JSON.stringify({ oclif: { bin: 'hosted', topicSeparator: ' ' } });
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (request: Request | string) => {
      const address = typeof request === 'string' ? request : request.url;
      fetched.push(new URL(address).pathname);
      return address.endsWith('/cli/package.json')
        ? new Response(packageJson, { headers: { 'content-type': 'application/json' } })
        : new Response('not found', { status: 404 });
    });
    // A name that does not say oclif: the JSON worker meets it first and hands it on.
    const input = () => response(manifest, 'application/json', '/cli/commands.json');
    const inWorker = await reader.readSpec(input());
    expect(started.map((worker) => worker.url).join(' ')).toContain('formats');
    expect(fetched).toEqual(['/cli/package.json']);
    expect(inWorker.spec!.commands.map((command) => command.title)).toEqual(['hosted app', 'hosted app deploy']);
    expect(inWorker).toEqual(await reader.readSpecHere(input()));
  });

  it('keeps each bad command out and the rest, with the problems listed', async () => {
    const reader = await freshReader();
    const { spec, problems } = await reader.readSpec(response(jsonSpec, 'application/json'));
    expect(spec!.commands.map((command) => command.id)).toEqual(['tool-a', 'tool-b']);
    expect(spec!.commands[0]!.subcommands).toEqual(['tool-b']);
    expect(problems).toContainEqual({ path: 'commands[1].summary', expected: 'a string', found: 'a number (42)' });
    expect(problems).toContainEqual({
      path: 'commands[2].id',
      expected: 'an id no other command uses',
      found: '"tool-a", already used by commands[0]',
    });
    expect(problems).toContainEqual({
      path: 'commands[0].subcommands[1]',
      expected: 'the id of a command in the commands list',
      found: '"tool-x" (no command has this id)',
    });
    expect(problems.map((problem) => problem.path)).toContain('commands[3]');
  });

  it('sends the page the first 1,000 problems and the count of the rest, not a copy of each', async () => {
    const reader = await freshReader();
    const document = JSON.stringify({ info: { id: 't', version: '1', title: 'T' }, commands: Array(5_000).fill(7) });
    const sent: unknown[] = [];
    const clone = globalThis.structuredClone;
    vi.stubGlobal('structuredClone', (value: unknown, options?: StructuredSerializeOptions) => {
      sent.push(value);
      return clone(value, options);
    });
    const { problems } = await reader.readSpec(response(document, 'application/json'));
    vi.unstubAllGlobals();
    expect(problems).toHaveLength(5_000);
    expect(problems[999]).toEqual({ path: 'commands[999]', expected: 'a mapping', found: 'a number (7)' });
    expect(problems[1_000]).toMatchObject({ path: '…' });
    const head = sent.find((message) => (message as { type?: string }).type === 'head') as {
      problems: unknown[];
      more: number;
    };
    expect(head.problems).toHaveLength(1_000);
    expect(head.more).toBe(4_000);
  });

  it('reads JSON without the YAML reader, and starts the YAML worker only for YAML', async () => {
    const reader = await freshReader();
    await reader.readSpec(response(jsonSpec, 'application/json'));
    expect(started.map((worker) => /yaml/.test(worker.url))).toEqual([false]);
    await reader.readSpec(response(jsonSpec, 'application/json'));
    expect(started).toHaveLength(1); // kept for the next spec
    await reader.readSpec(response(yamlSpec, 'application/yaml', '/cli.yaml'));
    expect(started.map((worker) => /yaml/.test(worker.url))).toEqual([false, true]);
  });

  it('reads a small spec on the main thread, and a larger one in a worker', async () => {
    vi.resetModules();
    const reader = await import('./read-spec');
    reader.specReading.workerFromBytes = jsonSpec.length + 1;
    const small = await outcome(reader.readSpec(response(jsonSpec, 'application/json')));
    expect(started).toHaveLength(0);
    expect(small).toEqual(await outcome(reader.readSpecHere(response(jsonSpec, 'application/json'))));
    const larger = `${jsonSpec}\n `;
    await reader.readSpec(response(larger, 'application/json'));
    expect(started).toHaveLength(1);
  });

  it('reads a small spec of another format in the worker for those', async () => {
    vi.resetModules();
    const reader = await import('./read-spec');
    const usage = 'name "tool"\nbin "tool"\ncmd "run" help="Runs"\n';
    const { spec } = await reader.readSpec({ text: usage });
    expect(spec!.commands.map((command) => command.title)).toEqual(['tool run']);
    expect(started.map((worker) => /formats/.test(worker.url))).toEqual([true]);
  });

  it('reads a spec whose first kilobytes are blank, YAML or JSON', async () => {
    const reader = await freshReader();
    for (const text of [yamlSpec, jsonSpec]) {
      const input = () => response(`${'\n'.repeat(5000)}${text}`, '', '/cli');
      const inWorker = await outcome(reader.readSpec(input()));
      expect(inWorker).toEqual(await outcome(reader.readSpecHere(input())));
      expect((inWorker as { result: { spec: { commands: unknown[] } } }).result.spec.commands).toHaveLength(2);
    }
  });

  it('places a JSON error the engine gives no position for, with the YAML worker', async () => {
    const reader = await freshReader();
    const parse = JSON.parse;
    // What some engines say: no position at all.
    vi.spyOn(JSON, 'parse').mockImplementation((text: string) => {
      if (text.startsWith('{"info"')) throw new SyntaxError('Unexpected token }');
      return parse(text);
    });
    const input = () => response('{"info": [1, 2}\n', 'application/json');
    const inWorker = await outcome(reader.readSpec(input()));
    expect(started.map((worker) => /yaml/.test(worker.url))).toEqual([false, true]);
    expect(inWorker).toEqual(await outcome(reader.readSpecHere(input())));
    expect(inWorker).toMatchObject({ failure: { kind: 'syntax', format: 'json', line: 1 } });
  });

  it("sends a large YAML spec's start first, then the whole spec", async () => {
    const reader = await freshReader();
    const commands = Array.from(
      { length: 4000 },
      (_, index) =>
        `  - id: tool-${index}\n    title: tool ${index}\n    summary: Does thing ${index}.\n` +
        `    subcommands: [${index === 0 ? 'tool-1' : ''}]\n    description: |\n      - one\n      - two\n` +
        `    flags:\n      - *debug\n`,
    );
    const text = `info: {id: tool, version: '1.0', title: Tool}\nflags:\n  - &debug {id: debug, name: --debug, description: More output., default_value: 'x'}\ncommands:\n${commands.join('')}`;
    expect(text.length).toBeGreaterThan(512 * 1024);
    const previews: CliSpec[] = [];
    const { spec, problems } = await reader.readSpec(
      response(text, 'application/yaml', '/cli.yaml'),
      undefined,
      (start) => previews.push(start),
    );
    expect(problems).toEqual([]);
    expect(spec!.commands).toHaveLength(4000);
    expect(previews).toHaveLength(1);
    expect(previews[0]!.info).toEqual(spec!.info);
    expect(previews[0]!.flags).toEqual(spec!.flags);
    expect(previews[0]!.commands.map((command) => [command.id, command.title])).toEqual([['tool-0', 'tool 0']]);

    // Commands before info: no preview, the same spec.
    const reordered = `commands:\n${commands.join('')}info: {id: tool, version: '1.0', title: Tool}\nflags:\n  - &x {id: debug, name: --debug}\n`;
    previews.length = 0;
    const read = await outcome(
      reader.readSpec(response(reordered, 'application/yaml', '/cli.yaml'), undefined, (start) => previews.push(start)),
    );
    expect(previews).toEqual([]);
    expect(read).toEqual(await outcome(reader.readSpecHere(response(reordered, 'application/yaml', '/cli.yaml'))));
  });

  it("sends a JSON spec's start once it is parsed, then the whole spec", async () => {
    const reader = await freshReader();
    const commands = Array.from({ length: 300 }, (_, index) => ({ id: `tool-${index}`, title: `tool ${index}` }));
    const text = JSON.stringify({ info: { id: 'tool', version: '1.0', title: 'Tool' }, commands });
    const log: string[] = [];
    const { spec } = await reader.readSpec(response(text, 'application/json'), undefined, (start) =>
      log.push(`start: ${start.commands.map((command) => command.id).join()}`),
    );
    log.push(`whole: ${spec!.commands.length}`);
    expect(started).toHaveLength(1);
    expect(log).toEqual(['start: tool-0', 'whole: 300']);
  });

  it('stops when the reader leaves, and reads the next spec with a new worker', async () => {
    const reader = await freshReader();
    const controller = new AbortController();
    const read = reader.readSpec(response(yamlSpec, 'application/yaml', '/cli.yaml'), controller.signal);
    controller.abort(new Error('The reader left'));
    await expect(read).rejects.toThrow('The reader left');
    const { spec } = await reader.readSpec(response(yamlSpec, 'application/yaml', '/cli.yaml'));
    expect(spec!.commands).toHaveLength(2);
  });
});

describe('a worker that does not finish', () => {
  it('is stopped at the deadline, and the reader is told what took too long', async () => {
    const reader = await freshReader();
    await reader.startSpecWorker('json');
    workerMode = 'silent';
    vi.useFakeTimers();
    let settled: unknown;
    void outcome(reader.readSpec(response(jsonSpec, 'application/json'))).then((result) => (settled = result));
    await vi.advanceTimersByTimeAsync(reader.specReading.workerDeadlineMilliseconds - 1);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual({
      error:
        'Reading the spec took more than 30 seconds, so it was stopped: the file is too large or too complex to show here.',
      failure: { kind: 'too-slow', milliseconds: 30_000 },
    });
    expect(terminated).toBe(1);
  });

  it('does not keep the next read from a worker of its own', async () => {
    const reader = await freshReader();
    await reader.startSpecWorker('json');
    workerMode = 'silent';
    vi.useFakeTimers();
    const stuck = outcome(reader.readSpec(response(jsonSpec, 'application/json')));
    await vi.advanceTimersByTimeAsync(reader.specReading.workerDeadlineMilliseconds);
    await stuck;
    vi.useRealTimers();
    workerMode = 'run';
    const { spec } = await reader.readSpec(response(jsonSpec, 'application/json'));
    expect(spec!.commands.map((command) => command.id)).toEqual(['tool-a', 'tool-b']);
    expect(started.map((worker) => /yaml/.test(worker.url))).toEqual([false, false]);
  });
});

describe('reading a spec on the main thread', () => {
  /** A spec of about 100 KB (read here, and long enough to show its start first), as YAML and JSON. */
  const commands = Array.from({ length: 600 }, (_, index) => ({
    id: `tool-${index}`,
    title: `tool ${index}`,
    summary: `Does thing ${index}.`,
    ...(index === 0 ? { subcommands: ['tool-1'] } : {}),
    flags: [{ id: 'debug', name: '--debug', description: 'More output.', default_value: 'x' }],
  }));
  const head = {
    info: { id: 'tool', version: '1.0', title: 'Tool' },
    flags: [{ id: 'verbose', name: '--verbose', description: 'Say more.', default_value: 'false' }],
  };
  const yamlText =
    `info: {id: tool, version: '1.0', title: Tool}\nflags:\n  - {id: verbose, name: --verbose, description: Say more., default_value: 'false'}\ncommands:\n` +
    commands
      .map(
        (command, index) =>
          `  - id: ${command.id}\n    title: ${command.title}\n    summary: ${command.summary}\n` +
          (index === 0 ? '    subcommands: [tool-1]\n' : '') +
          `    flags:\n      - {id: debug, name: --debug, description: More output., default_value: x}\n`,
      )
      .join('');

  /** Reads `input` here, logging the start, each turn given to the page and the end, in order. */
  async function readLogged(input: SpecInput) {
    vi.stubGlobal('Worker', undefined);
    const reader = await freshReader();
    reader.specReading.workerFromBytes = 256 * 1024;
    const log: string[] = [];
    const starts: CliSpec[] = [];
    vi.stubGlobal('scheduler', { yield: async () => void log.push('turn') });
    // A slow machine: every check of the validation outlasts its time slice, and yields.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 20));
    const result = await reader.readSpec(input, undefined, (start) => {
      starts.push(start);
      log.push('start');
    });
    log.push('whole');
    return { result, starts, log };
  }

  it.each([
    ['YAML', () => response(yamlText, 'application/yaml', '/cli.yaml')],
    ['JSON', () => response(JSON.stringify({ ...head, commands }), 'application/json')],
    ['JSON from the spec property', () => ({ text: JSON.stringify({ ...head, commands }) })],
  ] as const)("gives a %s spec's start first, then the whole spec", async (_format, input) => {
    const { result, starts, log } = await readLogged(input());
    expect(result.problems).toEqual([]);
    expect(result.spec!.commands).toHaveLength(600);
    expect(starts).toHaveLength(1);
    expect(starts[0]!.info).toEqual(result.spec!.info);
    expect(starts[0]!.flags).toEqual(result.spec!.flags);
    expect(starts[0]!.commands.map((command) => command.id)).toEqual(['tool-0']);
    // The start comes before the commands are validated: the validation's turns (600 commands,
    // checked 50 at a time, each step past its slice) follow it.
    expect(log.indexOf('start')).toBeGreaterThanOrEqual(0);
    expect(log.slice(log.indexOf('start')).filter((entry) => entry === 'turn').length).toBeGreaterThan(10);
    expect(log.at(-1)).toBe('whole');
  });

  it('gives no start for a short spec', async () => {
    expect((await readLogged(response(yamlSpec, 'application/yaml', '/cli.yaml'))).starts).toEqual([]);
  });

  it("starts with the section shown first when the spec's first command is left out as not valid", async () => {
    const bad = [{ title: 'no id' }, ...commands.slice(1)];
    const { result, starts } = await readLogged(response(JSON.stringify({ ...head, commands: bad }), ''));
    expect(result.spec!.commands).toHaveLength(599);
    expect(result.problems).not.toEqual([]);
    // tool-0 listed tool-1; without it, tool-1 is top-level and first.
    expect(starts.map((start) => start.commands.map((command) => command.id))).toEqual([['tool-1']]);
  });
});

describe('when no worker can start', () => {
  for (const [mode, why] of [
    ['blocked', 'the Content-Security-Policy blocks it'],
    ['throws', 'the script is at another origin'],
    ['missing', 'the browser has no Worker'],
  ] as const) {
    it(`reads on the main thread with the same result and errors when ${why}`, async () => {
      if (mode === 'missing') vi.stubGlobal('Worker', undefined);
      else workerMode = mode;
      const reader = await freshReader();
      for (const [, input] of inputs) {
        const read = await outcome(reader.readSpec(input()));
        expect(read).toEqual(await outcome(reader.readSpecHere(input())));
      }
      expect(started).toEqual([]);
    });
  }

  it('gives the page turns while it reads and validates thousands of commands', async () => {
    vi.stubGlobal('Worker', undefined);
    const reader = await freshReader();
    const commands = Array.from({ length: 4000 }, (_, index) => ({
      id: `tool-${index}`,
      title: `tool ${index}`,
      summary: `Command ${index}`,
      flags: [
        { id: 'output', name: '-o, --output <[ json | yaml ]>', description: 'Output format.', default_value: 'json' },
      ],
    }));
    const input = response(JSON.stringify({ info: { id: 'tool', version: '1', title: 'Tool' }, commands }), '');
    let turns = 0;
    vi.stubGlobal('scheduler', { yield: async () => void (turns += 1) });
    const { spec, problems } = await reader.readSpec(input);
    expect(problems).toEqual([]);
    expect(spec!.commands).toHaveLength(4000);
    expect(turns).toBeGreaterThan(1);
  });

  it('stops between two steps once the reader leaves', async () => {
    vi.stubGlobal('Worker', undefined);
    const reader = await freshReader();
    const controller = new AbortController();
    vi.stubGlobal('scheduler', { yield: async () => void controller.abort(new Error('The reader left')) });
    await expect(reader.readSpec(response(jsonSpec, 'application/json'), controller.signal)).rejects.toThrow(
      'The reader left',
    );
  });
});
