import { describe, expect, it, vi } from 'vitest';
import { chooseFormat, fetchSpec, loadSpec, parseSpecText, SpecLoadError } from './load-spec';
import { validateSpec } from '../check/validate-spec';

// happy-dom's module environment refuses `import 'node:fs'`; Node's own loader does not.
const fs = process.getBuiltinModule('node:fs') as typeof import('node:fs');
const fixturePath = `${process.cwd()}/../shared/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml`;
const fixtureMissing = !fs.existsSync(fixturePath);
if (fixtureMissing)
  console.warn(`Skipping the third-party spec test: ${fixturePath} is absent (it lives outside the project).`);

/** A stand-in for `fetch` answering each call with the next of `answers`. */
function fakeFetch(...answers: (Response | Error | 'hang')[]) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input as Request;
    calls.push(request.url);
    const answer = answers[Math.min(calls.length, answers.length) - 1]!;
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    }
    if (answer instanceof Error) throw answer;
    return answer.clone();
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const yamlResponse = (text: string, type = 'application/yaml') =>
  new Response(text, { headers: { 'content-type': type } });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpecLoadError) return error;
    throw error;
  }
  throw new Error('expected the load to fail');
}

describe('loadSpec', () => {
  it('reads YAML by content type and JSON by content type', async () => {
    const yaml = await loadSpec('/spec', { fetch: fakeFetch(yamlResponse('info: {title: T}\ncommands: []\n')).fetch });
    expect(yaml.format).toBe('yaml');
    expect(yaml.document).toEqual({ info: { title: 'T' }, commands: [] });
    const json = await loadSpec('/spec', {
      fetch: fakeFetch(new Response('{"commands": []}', { headers: { 'content-type': 'application/json' } })).fetch,
    });
    expect(json).toMatchObject({ format: 'json', document: { commands: [] } });
  });

  it('says which status the server answered', async () => {
    const error = await failure(
      loadSpec('/missing.yaml', {
        fetch: fakeFetch(new Response('nope', { status: 404, statusText: 'Not Found' })).fetch,
      }),
    );
    expect(error.failure).toMatchObject({ kind: 'http', status: 404 });
    expect(error.message).toBe('The server answered 404 Not Found for /missing.yaml.');
  });

  it('retries a network error, then reports it', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'));
    const error = await failure(loadSpec('/spec.yaml', { fetch, retries: 2 }));
    expect(calls).toHaveLength(3);
    expect(error.failure.kind).toBe('network');
    expect(error.message).toContain('the network request failed');
  });

  it('recovers when a retry succeeds', async () => {
    const { fetch, calls } = fakeFetch(new TypeError('Failed to fetch'), yamlResponse('commands: []'));
    const loaded = await loadSpec('/spec.yaml', { fetch });
    expect(calls).toHaveLength(2);
    expect(loaded.document).toEqual({ commands: [] });
  });

  it('gives up after the timeout', async () => {
    const error = await failure(loadSpec('/slow.yaml', { fetch: fakeFetch('hang').fetch, timeout: 30 }));
    expect(error.failure).toMatchObject({ kind: 'timeout', milliseconds: 30 });
    expect(error.message).toBe('/slow.yaml did not answer within 0.03 seconds.');
  });

  it('gives up after the timeout when the headers come at once but the body never ends', async () => {
    const stalled = new Response(
      new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('commands:\n')) }),
      { headers: { 'content-type': 'application/yaml' } },
    );
    const fetch = (async () => stalled) as typeof globalThis.fetch;
    const error = await failure(loadSpec('/stalled.yaml', { fetch, timeout: 30 }));
    expect(error.failure).toMatchObject({ kind: 'timeout', milliseconds: 30 });
  });

  it('stops, without an error of its own, when the signal aborts', async () => {
    const controller = new AbortController();
    const loading = loadSpec('/spec.yaml', { fetch: fakeFetch('hang').fetch, signal: controller.signal });
    controller.abort();
    await expect(loading).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses an HTML page, whatever its content type or extension', async () => {
    for (const type of ['text/html', 'application/yaml', 'text/plain']) {
      const error = await failure(
        loadSpec('/spec/cli.yaml', {
          fetch: fakeFetch(yamlResponse('<!doctype html><html><body>App</body></html>', type)).fetch,
        }),
      );
      expect(error.failure.kind).toBe('html');
      expect(error.message).toMatch(/^Expected a YAML or JSON spec, got an HTML page/);
    }
  });

  it('never loads the YAML parser for JSON', async () => {
    vi.resetModules();
    vi.doMock('js-yaml', () => {
      throw new Error('the YAML parser was loaded');
    });
    try {
      const { loadSpec: load } = await import('./load-spec');
      const fetch = fakeFetch(
        new Response('{"commands": []}', { headers: { 'content-type': 'application/json' } }),
      ).fetch;
      await expect(load('/spec.json', { fetch })).resolves.toMatchObject({ format: 'json' });
    } finally {
      vi.doUnmock('js-yaml');
      vi.resetModules();
    }
  });
});

/** The text as UTF-16 bytes, little- or big-endian, with or without a byte order mark. */
function utf16(text: string, order: 'le' | 'be', bom: boolean): Uint8Array<ArrayBuffer> {
  const units = (bom ? '\uFEFF' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  for (let index = 0; index < units.length; index += 1) {
    const unit = units.charCodeAt(index);
    bytes[index * 2 + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[index * 2 + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

describe('loadSpec with a spec saved in another encoding', () => {
  const yaml = 'info:\n  title: Démo — “quoted”\ncommands: []\n';
  const bytesResponse = (bytes: Uint8Array<ArrayBuffer>) =>
    new Response(bytes, { headers: { 'content-type': 'application/yaml' } });

  it('reads UTF-16 with a byte order mark, either byte order', async () => {
    for (const order of ['le', 'be'] as const) {
      const loaded = await loadSpec('/spec.yaml', { fetch: fakeFetch(bytesResponse(utf16(yaml, order, true))).fetch });
      expect(loaded.document, order).toEqual({ info: { title: 'Démo — “quoted”' }, commands: [] });
    }
  });

  it('reads UTF-16 without a byte order mark, from its pattern of NUL bytes', async () => {
    for (const order of ['le', 'be'] as const) {
      const loaded = await loadSpec('/spec.yaml', { fetch: fakeFetch(bytesResponse(utf16(yaml, order, false))).fetch });
      expect(loaded.document, order).toEqual({ info: { title: 'Démo — “quoted”' }, commands: [] });
    }
    const json = await loadSpec('/spec', {
      fetch: fakeFetch(
        new Response(utf16('{"commands": []}', 'le', false), { headers: { 'content-type': 'application/json' } }),
      ).fetch,
    });
    expect(json.document).toEqual({ commands: [] });
  });

  it('reads UTF-8 with and without a byte order mark', async () => {
    const utf8 = new TextEncoder().encode(yaml);
    for (const bytes of [utf8, new Uint8Array([0xef, 0xbb, 0xbf, ...utf8])]) {
      const loaded = await loadSpec('/spec.yaml', { fetch: fakeFetch(bytesResponse(bytes)).fetch });
      expect(loaded.document).toEqual({ info: { title: 'Démo — “quoted”' }, commands: [] });
    }
  });

  it('names UTF-32, which it cannot read, instead of a parser error', async () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0, 0, 0x69, 0, 0, 0, 0x6e, 0, 0, 0]);
    const error = await failure(loadSpec('/spec.yaml', { fetch: fakeFetch(bytesResponse(bytes)).fetch }));
    expect(error.failure).toMatchObject({ kind: 'encoding', encoding: 'utf-32le' });
    expect(error.message).toBe('The spec at /spec.yaml is UTF-32LE, which cannot be read: save it as UTF-8.');
  });
});

describe('chooseFormat', () => {
  it('lets the content type decide, then the extension, then the first character', () => {
    expect(chooseFormat('a: 1', 'application/json', '/x.yaml')).toBe('json');
    expect(chooseFormat('{}', 'text/yaml; charset=utf-8', '/x.json')).toBe('yaml');
    expect(chooseFormat('a: 1', 'text/plain', '/spec/cli.yml?v=2')).toBe('yaml');
    expect(chooseFormat('{}', 'application/octet-stream', '/spec/cli.json#top')).toBe('json');
    expect(chooseFormat('  {"a": 1}', '', '/spec')).toBe('json');
    expect(chooseFormat('a: 1', '', '/spec')).toBe('yaml');
    expect(chooseFormat('\n <html>', 'application/json', '/spec.json')).toBe('html');
  });
});

describe('parseSpecText', () => {
  it('gives the line and column of a YAML syntax error', async () => {
    const error = await failure(parseSpecText('info:\n  title: ok\ncommands: [a, b\nflags: []\n', 'yaml'));
    expect(error.failure).toMatchObject({ kind: 'syntax', format: 'yaml', line: 4, column: 1 });
    expect(error.message).toMatch(/^The YAML could not be parsed at line 4, column 1: /);
  });

  it('gives the line and column of a JSON syntax error', async () => {
    const error = await failure(parseSpecText('{\n  "info": {},\n  "commands": [,]\n}', 'json'));
    expect(error.failure).toMatchObject({ kind: 'syntax', format: 'json', line: 3 });
    expect((error.failure as { column?: number }).column).toBeGreaterThan(0);
  });

  it('reports duplicate keys and aliases without anchors', async () => {
    expect((await failure(parseSpecText('a: 1\nb: 2\na: 3\n', 'yaml'))).failure).toMatchObject({ line: 3, column: 1 });
    expect((await failure(parseSpecText('a: *nowhere\n', 'yaml'))).message).toContain(
      'The alias *nowhere has no anchor &nowhere',
    );
  });

  it('refuses a second YAML document, pointing at where it starts', async () => {
    const error = await failure(parseSpecText('info: {title: T}\n---\ncommands: []\n', 'yaml'));
    expect(error.failure).toMatchObject({ kind: 'syntax', line: 3, column: 1 });
    expect(error.message).toContain('A spec is one YAML document, but this text holds 2');
    // An empty second document: its marker is the place.
    expect((await failure(parseSpecText('commands: []\n---\n', 'yaml'))).failure).toMatchObject({ line: 2, column: 1 });
  });

  it('refuses an alias used inside the value it names instead of looping', async () => {
    const error = await failure(parseSpecText('commands: &all\n  - *all\n', 'yaml'));
    expect(error.message).toContain('An alias is used inside the value it names');
  });

  it('reads anchors, aliases and merge keys', async () => {
    const text = [
      'base: &experimental {id: experimental, name: --experimental, required: true}',
      'flags:',
      '  - *experimental',
      '  - <<: *experimental',
      '    required: false',
    ].join('\n');
    const document = (await parseSpecText(text, 'yaml')) as { base: object; flags: Record<string, unknown>[] };
    expect(document.flags[0]).toBe(document.base);
    expect(document.flags[1]).toEqual({ id: 'experimental', name: '--experimental', required: false });
  });

  it('reads every block scalar style', async () => {
    const text = [
      'literal: |\n  one\n  two\n',
      'stripped: |-\n  one\n',
      'kept: |+\n  one\n\n',
      'indented: |2\n\n    code\n  text\n',
      'folded: >\n  one\n  two\n',
      'quoted: "one\\ntwo"',
    ].join('');
    expect(await parseSpecText(text, 'yaml')).toEqual({
      literal: 'one\ntwo\n',
      stripped: 'one',
      kept: 'one\n\n',
      indented: '\n  code\ntext\n',
      folded: 'one two\n',
      quoted: 'one\ntwo',
    });
  });

  it('stops a "billion laughs" document instead of expanding it', async () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let level = 1; level < 10; level += 1) {
      lines.push(
        `a${level}: &a${level} [${Array(10)
          .fill(`*a${level - 1}`)
          .join(', ')}]`,
      );
    }
    const error = await failure(parseSpecText(lines.join('\n'), 'yaml'));
    expect(error.message).toContain('Aliases expand to more than');
  });

  it('does not treat a "__proto__" key as a prototype', async () => {
    const document = (await parseSpecText('__proto__: {polluted: true}\n', 'yaml')) as Record<string, unknown>;
    expect(Object.keys(document)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((document as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('gives the page a turn while reading a 5 MB spec, and stops there once cancelled', async () => {
    const commands: string[] = [];
    let index = 0;
    let length = 0;
    const paragraph = 'Reads the settings of one project and prints them in the format the reader asked for. '.repeat(
      10,
    );
    while (length < 5_000_000) {
      const command =
        `  - id: tool-command-${index}\n    title: tool command ${index}\n    summary: Command number ${index}\n` +
        `    description: |\n      ${paragraph}\n    flags:\n      - *experimental\n`;
      commands.push(command);
      length += command.length;
      index += 1;
    }
    const text = `info: {id: tool, version: '1', title: Tool}\nflags:\n  - &experimental {id: experimental, name: --experimental, description: Unlock., default_value: 'false', required: true}\ncommands:\n${commands.join('')}`;
    // A scheduler that counts the turns asked for.
    let turns = 0;
    vi.stubGlobal('scheduler', { yield: async () => void (turns += 1) });
    const document = await parseSpecText(text, 'yaml');
    expect(turns).toBeGreaterThan(0);
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([]);
    expect(spec!.commands).toHaveLength(index);
    expect(spec!.commands[index - 1]!.flags[0]!.required).toBe(true);

    const controller = new AbortController();
    turns = 0;
    vi.stubGlobal('scheduler', {
      yield: async () => void ((turns += 1), controller.abort(new Error('The reader left'))),
    });
    await expect(parseSpecText(text, 'yaml', controller.signal)).rejects.toThrow('The reader left');
    expect(turns).toBe(1);
    vi.unstubAllGlobals();
  }, 300_000);
});

describe.skipIf(fixtureMissing)('the third-party spec (read in place from ../shared)', () => {
  it('parses and validates without a single problem', async () => {
    const document = await parseSpecText(fs.readFileSync(fixturePath, 'utf8'), 'yaml');
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([]);
    expect(spec!.commands).toHaveLength(123);
    expect(spec!.flags).toHaveLength(6);
    expect(spec!.commands.flatMap((command) => command.flags)).toHaveLength(259);
    expect(spec!.commands.flatMap((command) => command.examples)).toHaveLength(42);
    expect(spec!.commands.some((command) => command.summary.endsWith('\n'))).toBe(false);
  });
});

describe('fetchSpec', () => {
  it('says what the server sends before the body is read, and gives the bytes as they came', async () => {
    const { fetch } = fakeFetch(
      new Response('info: {id: tool}\n', { headers: { 'content-type': 'application/yaml; charset=utf-8' } }),
    );
    const seen: string[] = [];
    const fetched = await fetchSpec('https://example.com/cli?token=secret', {
      fetch,
      onHeaders: (type) => seen.push(type),
    });
    expect(seen).toEqual(['application/yaml; charset=utf-8']);
    expect(new TextDecoder().decode(fetched.bytes)).toBe('info: {id: tool}\n');
    expect(fetched.contentType).toBe('application/yaml; charset=utf-8');
    expect(fetched.url).toBe('https://example.com/cli');
  });
});
