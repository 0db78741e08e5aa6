import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './cli-reference.element';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { smallSpec } from '../../spec/test-fixtures';

define();

// happy-dom's module environment refuses `import 'node:fs'`; Node's own loader does not.
const fs = process.getBuiltinModule('node:fs') as typeof import('node:fs');
const fixturePath = `${process.cwd()}/../shared/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml`;
const fixtureMissing = !fs.existsSync(fixturePath);
if (fixtureMissing) {
  console.warn(
    `Skipping the conformance test: ${fixturePath} is absent (the shared fixtures live outside the project).`,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  history.replaceState(null, '', location.pathname);
});

type Element$ = HTMLElement & { spec?: unknown };

function rendered(element: HTMLElement): Promise<CustomEvent> {
  return new Promise((resolve) =>
    element.addEventListener('dw-rendered', (event) => resolve(event as CustomEvent), { once: true }),
  );
}

async function showSpec(spec: unknown, attributes = ''): Promise<Element$> {
  const element = await mount<Element$>(`<cli-reference ${attributes}></cli-reference>`);
  const done = rendered(element);
  element.spec = spec;
  await done;
  await settle();
  return element;
}

const sectionIds = (element: Element) =>
  [...shadow(element).querySelectorAll('section[data-section]:not([hidden])')].map((section) => section.id);

/** A `fetch` stand-in answering with `respond(attempt)`. */
function stubFetch(respond: (attempt: number, request: Request) => Response | Promise<Response>) {
  let attempt = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    attempt += 1;
    return respond(attempt, input as Request);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('<cli-reference> layout', () => {
  it('shows the header, the navigation by group with nested subcommands, and a section per command', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    expect(element.getAttribute('data-state')).toBe('ready');
    expect(root.querySelector('.reference-title')?.textContent).toBe('Demo CLIv2.0.0');
    expect(root.querySelector('.reference-description em')?.textContent).toBe('demo');
    expect(root.querySelector('.reference-description a')?.getAttribute('href')).toBe(`${location.origin}/guides/demo`);
    expect(root.querySelector('.reference-links a')?.getAttribute('href')).toBe('https://example.com/demo');

    const group = root.querySelector('.nav-group')!;
    expect(group.querySelector('.nav-group-title')?.textContent).toBe('Basics');
    expect([...group.querySelectorAll(':scope > ul > li > a')].map((link) => link.textContent)).toEqual(['sync']);
    expect([...group.querySelectorAll('ul ul a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      [
        ['push', '#demo-sync-push'],
        ['pull', '#demo-sync-pull'],
      ],
    );
    expect(sectionIds(element)).toEqual(['global-flags', 'demo-sync', 'demo-sync-push', 'demo-sync-pull']);
  });

  it('names its header part once: the embedded code blocks do not add theirs', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    expect(root.querySelectorAll('.code-block').length).toBeGreaterThan(0);
    expect([...root.querySelectorAll('[part~="header"]')].map((node) => node.className)).toEqual(['reference-header']);
    expect(root.querySelectorAll('.code-block[part], .code-block [part~="code"]')).toHaveLength(0);
  });

  it('does not leak the part names of its flag rows, accepted values and example tabs', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    expect(root.querySelectorAll('.param-row').length).toBeGreaterThan(0);
    expect(root.querySelectorAll('.accepted-values').length).toBeGreaterThan(0);
    expect(root.querySelectorAll('[role="tablist"]').length).toBeGreaterThan(0);
    expect(
      root.querySelectorAll(
        '.param-row[part], .param-row [part], .accepted-values[part], .accepted-values [part], [role="tablist"][part]',
      ),
    ).toHaveLength(0);
  });

  it('titles each section as a shell command, with summary, description, usage and subcommand links', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const group = root.getElementById('demo-sync')!;
    expect(group.querySelector('h3')?.textContent).toContain('$ demo sync');
    expect([...group.querySelectorAll('.subcommands a')].map((link) => link.getAttribute('href'))).toEqual([
      '#demo-sync-push',
      '#demo-sync-pull',
    ]);
    const push = root.getElementById('demo-sync-push')!;
    expect(push.querySelector('.summary')?.textContent).toBe('Upload settings');
    expect(push.querySelector('.description code')?.textContent).toBe('settings.toml');
    expect(push.querySelector('.usage pre')?.textContent).toBe('demo sync push [flags]\n');
  });

  it('shows flags as parameter rows: REQUIRED only where required, defaults, accepted values', async () => {
    const element = await showSpec(smallSpec());
    const push = shadow(element).getElementById('demo-sync-push')!;
    const rows = [...push.querySelectorAll('.param-row')];
    expect(rows.map((row) => row.querySelector('.name')?.textContent)).toEqual(['--experimental', '--format']);
    expect(rows.map((row) => row.querySelector('.required') !== null)).toEqual([true, false]);
    expect(rows[1]!.querySelector('.type')?.textContent).toBe('[ text | json ]');
    expect(rows[1]!.querySelector('.default')?.textContent).toBe('Default: text');
    expect([...rows[1]!.querySelectorAll('.accepted-values .name')].map((name) => name.textContent)).toEqual([
      'text',
      'json',
    ]);
    expect(rows[1]!.id).toBe('demo-sync-push--format');
    const globalRow = shadow(element).getElementById('global-flags--debug')!;
    expect(globalRow.querySelector('.required')).toBeNull();
  });

  it('shows examples as tabs with code and a collapsible response, and usage as the example otherwise', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const push = root.getElementById('demo-sync-push')!;
    expect([...push.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['Upload', 'Preview']);
    const examples = [...push.querySelectorAll('[data-example]')];
    expect(examples.map((example) => example.querySelector('pre')?.textContent)).toEqual([
      'demo sync push\n',
      'demo sync push --dry-run\n',
    ]);
    const response = examples[0]!.querySelector('details.response')!;
    expect(response.hasAttribute('open')).toBe(false);
    expect(response.querySelector('pre')?.textContent).toBe('2 settings changed');
    const pull = root.getElementById('demo-sync-pull')!;
    expect(pull.querySelector('[role="tab"]')).toBeNull();
    expect(pull.querySelector('.command-examples')).toBeNull();
    expect(pull.querySelector('.usage h4')?.textContent).toBe('Usage');
    expect(pull.querySelector('.usage pre')?.textContent).toBe('demo sync pull\n');
  });

  it('colours its shell code in the render that shows it, with nothing left to load', async () => {
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    const done = rendered(element);
    element.spec = smallSpec();
    await done;
    const root = shadow(element);
    const states = [...root.querySelectorAll('.code-block pre')].map((pre) => pre.getAttribute('data-state'));
    expect(states.length).toBeGreaterThan(3);
    expect(states.filter((state) => state !== 'highlighted')).toEqual([]);
    expect(root.getElementById('demo-sync-push')!.querySelector('.usage .hl-type')?.textContent).toBe('demo');
  });
});

describe('<cli-reference> filter', () => {
  it('counts topics apart from commands: an oclif manifest of 3 commands under 2 topics', async () => {
    const command = (id: string) => ({ id, summary: `Runs ${id}.`, flags: {}, args: {} });
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    const done = rendered(element);
    element.spec = {
      version: '1.0.0',
      commands: Object.fromEntries(['app:deploy', 'app:logs:tail', 'login'].map((id) => [id, command(id)])),
    };
    const { detail } = await done;
    await settle();
    const root = shadow(element);
    expect(sectionIds(element)).toHaveLength(5);
    expect(root.querySelector('.match-count')?.textContent).toBe('3 commands, 2 topics');
    expect(detail).toMatchObject({ commands: 3, topics: 2 });

    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'logs');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(root.querySelector('.match-count')?.textContent).toBe('1 of 3 commands, 1 of 2 topics');
  });

  it('narrows by name, summary and flag name, counts matches, and shows an empty state', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    const type = async (text: string) => {
      // Through the prototype's setter, as a browser does, so React sees a change.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
    };
    expect(root.querySelector('.match-count')?.textContent).toBe('3 commands');

    await type('pull');
    expect(sectionIds(element)).toEqual(['demo-sync-pull']);
    expect(root.querySelector('.match-count')?.textContent).toBe('1 of 3 commands');
    const visibleNav = [...root.querySelectorAll('.nav-group li:not([hidden]) > a')].map((link) => link.textContent);
    expect(visibleNav).toEqual(['sync', 'pull']);

    await type('upload');
    expect(sectionIds(element)).toEqual(['demo-sync-push']);

    await type('--force');
    expect(sectionIds(element)).toEqual(['demo-sync-pull']);

    await type('nothing like this');
    expect(sectionIds(element)).toEqual([]);
    expect(root.querySelector('.empty-state')?.textContent).toContain('No command matches “nothing like this”.');
    root.querySelector<HTMLButtonElement>('.empty-state button')!.click();
    await settle();
    expect(sectionIds(element)).toHaveLength(4);
  });

  it('focuses the filter when the reader presses "/", and not while typing elsewhere', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    // happy-dom lays nothing out; the reference is on screen as far as the handler can tell.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 800, 600));
    const elsewhere = document.createElement('input');
    document.body.append(elsewhere);
    elsewhere.focus();
    elsewhere.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true }));
    expect(root.activeElement).not.toBe(input);
    elsewhere.blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, composed: true }));
    expect(root.activeElement).toBe(input);
  });
});

describe('<cli-reference> loading and errors', () => {
  it('shows a skeleton while loading, then the reference', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(() => new Promise((resolve) => (answer = resolve)));
    const element = await mount('<cli-reference src="/spec/cli.json"></cli-reference>');
    expect(element.getAttribute('data-state')).toBe('loading');
    expect(shadow(element).querySelector('.skeleton[aria-busy="true"]')).not.toBeNull();
    const done = rendered(element);
    answer(new Response(JSON.stringify(smallSpec()), { headers: { 'content-type': 'application/json' } }));
    await done;
    expect(element.getAttribute('data-state')).toBe('ready');
    expect(shadow(element).querySelector('.skeleton')).toBeNull();
  });

  it('names the HTTP status, and Retry loads again', async () => {
    const fetch = stubFetch((attempt) =>
      attempt === 1
        ? new Response('missing', { status: 404, statusText: 'Not Found' })
        : new Response(JSON.stringify(smallSpec()), { headers: { 'content-type': 'application/json' } }),
    );
    const events: string[] = [];
    document.addEventListener('dw-load-error', (event) => events.push((event as CustomEvent).detail.message), {
      once: true,
    });
    const element = await mount('<cli-reference src="/spec/missing.json"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    const failure = shadow(element).querySelector('[role="alert"]')!;
    expect(failure.textContent).toContain('<cli-reference> could not load the spec (attribute "src").');
    expect(failure.textContent).toContain('The server answered 404 Not Found for /spec/missing.json.');
    expect(events).toEqual(['The server answered 404 Not Found for /spec/missing.json.']);

    const done = rendered(element);
    failure.querySelector<HTMLButtonElement>('button')!.click();
    await done;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(element.getAttribute('data-state')).toBe('ready');
  });

  it('reports a network failure after retrying, and a timeout', async () => {
    const fetch = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await mount('<cli-reference src="/spec/cli.json"></cli-reference>');
    await waitFor(() => expect(offline.getAttribute('data-state')).toBe('error'));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(shadow(offline).textContent).toContain('Could not reach /spec/cli.json: the network request failed');

    stubFetch(
      (_, request) =>
        new Promise((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const slow = await mount('<cli-reference src="/spec/slow.json" timeout="50"></cli-reference>');
    await waitFor(() => expect(slow.getAttribute('data-state')).toBe('error'));
    expect(shadow(slow).textContent).toContain('/spec/slow.json did not answer within 0.05 seconds.');
  });

  it('refuses an HTML page served in place of the spec', async () => {
    stubFetch(
      () => new Response('<!doctype html><title>Docs</title><p>Home', { headers: { 'content-type': 'text/html' } }),
    );
    const element = await mount('<cli-reference src="/spec/cli.yaml"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    expect(shadow(element).textContent).toContain(
      'Expected a YAML or JSON spec, got an HTML page from /spec/cli.yaml.',
    );
  });

  it('gives the line and column of a YAML syntax error', async () => {
    stubFetch(
      () =>
        new Response('info:\n  title: Demo\ncommands:\n  - id: a\n   title: broken indent\n', {
          headers: { 'content-type': 'application/yaml' },
        }),
    );
    const element = await mount('<cli-reference src="/spec/cli.yaml"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    expect(shadow(element).textContent).toMatch(/The YAML could not be parsed at line 5, column \d+: /);
  });

  it('cancels the request in flight when src changes or the element leaves the page', async () => {
    const signals: AbortSignal[] = [];
    stubFetch((_, request) => {
      signals.push(request.signal);
      return new Promise(() => {});
    });
    const element = await mount('<cli-reference src="/spec/one.json"></cli-reference>');
    element.setAttribute('src', '/spec/two.json');
    await settle();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    element.remove();
    await settle();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('asks for a src or a spec when it has neither', async () => {
    const element = await mount('<cli-reference></cli-reference>');
    expect(element.getAttribute('data-state')).toBe('empty');
    expect(shadow(element).textContent).toContain('<cli-reference> has nothing to show.');
  });
});

describe('<cli-reference> with an oclif package: the manifest and the package.json beside it', () => {
  const manifestText = JSON.stringify({
    version: '2.0.0',
    commands: {
      'app:deploy': { id: 'app:deploy', summary: 'Deploys the app.', flags: {}, args: {} },
      'app:logs': { id: 'app:logs', summary: 'Shows the logs.', flags: {}, args: {} },
    },
  });
  const packageText = JSON.stringify({ name: '@hosted/cli', oclif: { bin: 'hosted', topicSeparator: ' ' } });
  const json = (text: string) => new Response(text, { headers: { 'content-type': 'application/json' } });
  const missing = () => new Response('missing', { status: 404, statusText: 'Not Found' });
  /** Answers from these files by path, 404 for any other; records what was asked. */
  function serve(files: Record<string, string>) {
    const asked: string[] = [];
    stubFetch((_, request) => {
      const path = new URL(request.url).pathname;
      asked.push(path);
      return Object.hasOwn(files, path) ? json(files[path]!) : missing();
    });
    return asked;
  }

  it('src naming the folder reads its oclif.manifest.json and package.json: the commands as users type them', async () => {
    const asked = serve({ '/cli/oclif.manifest.json': manifestText, '/cli/package.json': packageText });
    const element = await mount('<cli-reference src="/cli/"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    await settle();
    expect(asked.sort()).toEqual(['/cli/oclif.manifest.json', '/cli/package.json']);
    expect(sectionIds(element)).toEqual(['hosted-app', 'hosted-app-deploy', 'hosted-app-logs']);
    expect(shadow(element).getElementById('hosted-app-deploy')!.textContent).toContain('hosted app deploy');
    expect(shadow(element).querySelector('.match-count')?.textContent).toBe('2 commands, 1 topic');
  });

  it('a format other than oclif reads an address ending in / as it is, not as a package folder', async () => {
    const openCli = JSON.stringify({
      opencli: '0.1',
      info: { title: 'served', version: '1.0.0' },
      commands: [{ name: 'status', description: 'Shows the status.' }],
    });
    const asked = serve({ '/api/cli/': openCli });
    const element = await mount('<cli-reference src="/api/cli/" format="opencli"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    await settle();
    expect(asked).toEqual(['/api/cli/']);
    expect(shadow(element).textContent).toContain('Shows the status.');
  });

  it('src naming a manifest by another name reads the package.json beside it once it is known to be oclif', async () => {
    const asked = serve({ '/specs/hosted.json': manifestText, '/specs/package.json': packageText });
    const element = await mount('<cli-reference src="/specs/hosted.json"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    await settle();
    expect(asked).toEqual(['/specs/hosted.json', '/specs/package.json']);
    expect(shadow(element).getElementById('hosted-app-deploy')!.textContent).toContain('hosted app deploy');
  });

  it('no package.json is no problem; a broken one is listed, and the reference is shown', async () => {
    const asked = serve({ '/quiet/oclif.manifest.json': manifestText });
    const quiet = await mount('<cli-reference src="/quiet/oclif.manifest.json"></cli-reference>');
    await waitFor(() => expect(quiet.getAttribute('data-state')).toBe('ready'));
    await settle();
    expect(shadow(quiet).getElementById('cli-app-deploy')!.textContent).toContain('cli app:deploy');
    expect(shadow(quiet).querySelector('.spec-problems li:not([data-severity="note"])')).toBeNull();
    // Asked for once, with the manifest, and not again once the manifest is known to be oclif.
    expect(asked.filter((path) => path === '/quiet/package.json')).toHaveLength(1);

    quiet.remove();
    serve({ '/broken/oclif.manifest.json': manifestText, '/broken/package.json': '{"oclif": {"bin": ' });
    const broken = await mount('<cli-reference src="/broken/"></cli-reference>');
    await waitFor(() => expect(broken.getAttribute('data-state')).toBe('partial'));
    await settle();
    const items = [...shadow(broken).querySelectorAll('.spec-problems li')].map((item) => item.textContent);
    expect(items[0]).toMatch(
      /^package\.json: expected the package's package\.json, in JSON, found text that is not JSON/,
    );
    expect(shadow(broken).getElementById('cli-app-deploy')!.textContent).toContain('cli app:deploy');
  });
});

describe('<cli-reference> with a spec that is partly wrong', () => {
  it('renders what is valid and lists what is not, with paths', async () => {
    const spec = smallSpec();
    (spec.commands[1]!.flags![1] as Record<string, unknown>).name = 42;
    (spec.commands[2] as Record<string, unknown>).summary = { text: 'not a string' };
    const element = await showSpec(spec);
    expect(element.getAttribute('data-state')).toBe('partial');
    const problems = shadow(element).querySelector('.spec-problems')!;
    expect(problems.querySelector('summary')?.textContent).toBe(
      '2 parts of this spec could not be read; the rest is shown.',
    );
    expect([...problems.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'commands[1].flags[1].name: expected a non-empty string, found a number (42).',
      'commands[2].summary: expected a string, found a mapping.',
    ]);
    expect(sectionIds(element)).toEqual(['global-flags', 'demo-sync', 'demo-sync-push', 'demo-sync-pull']);
  });

  it('counts in words that agree with the number: one part, one problem', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const partial = smallSpec();
    (partial.commands[2] as Record<string, unknown>).summary = { text: 'not a string' };
    await showSpec(partial);
    const messages = () => warnings.mock.calls.map((call) => call.join(' '));
    expect(messages()).toContainEqual(
      expect.stringContaining('1 part of the spec could not be read and is not shown;'),
    );

    const events: string[] = [];
    document.addEventListener('dw-load-error', (event) => events.push((event as CustomEvent).detail.message));
    const invalid = await mount<Element$>('<cli-reference></cli-reference>');
    invalid.spec = 42; // not a spec at all: one problem
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toMatch(/^The spec is not valid \(1 problem\)\.$/);
  });

  it('reports duplicate ids, missing subcommands and cycles, and still renders', async () => {
    const spec = smallSpec();
    spec.commands.push({ ...spec.commands[2]!, title: 'demo sync pull again' });
    spec.commands[2]!.subcommands = ['demo-sync', 'demo-nowhere'] as never;
    const element = await showSpec(spec);
    const items = [...shadow(element).querySelectorAll('.spec-problems li')].map((item) => item.textContent);
    expect(items).toEqual([
      'commands[3].id: expected an id no other command uses, found "demo-sync-pull", already used by commands[2].',
      'commands[2].subcommands[1]: expected the id of a command in the commands list, found "demo-nowhere" (no command has this id).',
      'commands[2].subcommands[0]: expected a command that does not contain this one, found "demo-sync", which leads back here: demo-sync → demo-sync-pull → demo-sync.',
    ]);
    expect(sectionIds(element)).toEqual(['global-flags', 'demo-sync', 'demo-sync-push', 'demo-sync-pull']);
  });

  it('shows a command whose id holds an unpaired surrogate, with working links, and lists the id', async () => {
    const spec = smallSpec();
    spec.commands[0]!.subcommands = ['demo-sync-push\uD800', 'demo-sync-pull'];
    spec.commands[1]!.id = 'demo-sync-push\uD800';
    spec.commands[1]!.flags![1]!.id = 'format\uDC00';
    const element = await showSpec(spec);
    const root = shadow(element);
    expect(root.textContent).not.toContain('could not be displayed');
    expect(element.getAttribute('data-state')).toBe('partial');
    expect([...root.querySelectorAll('.spec-problems li')].map((item) => item.textContent)).toEqual([
      'commands[1].id: expected text without unpaired surrogate characters, found "demo-sync-push\\ud800" (shown as "demo-sync-push\uFFFD").',
      'commands[1].flags[1].id: expected text without unpaired surrogate characters, found "format\\udc00" (shown as "format\uFFFD").',
    ]);
    expect(sectionIds(element)).toEqual(['global-flags', 'demo-sync', 'demo-sync-push\uFFFD', 'demo-sync-pull']);
    const section = root.getElementById('demo-sync-push\uFFFD')!;
    expect(section.querySelector('.permalink')?.getAttribute('href')).toBe('#demo-sync-push%EF%BF%BD');
    expect(root.querySelector('.subcommands a')?.getAttribute('href')).toBe('#demo-sync-push%EF%BF%BD');
    expect(root.querySelector('.nav a[href="#demo-sync-push%EF%BF%BD"]')?.textContent).toBe('push');
    expect(root.getElementById('demo-sync-push\uFFFD--format\uFFFD')).not.toBeNull();
  });

  it('builds anchors from an anchor prefix that holds an unpaired surrogate', async () => {
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    (element as Element$ & { anchorPrefix?: string }).anchorPrefix = 'x\uD800-';
    const done = rendered(element);
    element.spec = smallSpec();
    await done;
    await settle();
    expect(shadow(element).textContent).not.toContain('could not be displayed');
    expect(sectionIds(element)).toContain('x\uFFFD-demo-sync');
    expect(shadow(element).querySelector('.nav a[href="#x%EF%BF%BD-demo-sync"]')).not.toBeNull();
  });

  it('lists a subcommand chain 2,000 levels deep flat below the sixth level, and shows every section', async () => {
    const depth = 2_000;
    const commands = Array.from({ length: depth }, (_, level) => ({
      id: `c${level}`,
      title: ['tool', ...Array.from({ length: level + 1 }, (__, step) => `c${step}`)].join(' '),
      summary: `Level ${level}`,
      subcommands: level + 1 < depth ? [`c${level + 1}`] : [],
      flags: [],
    }));
    const element = await showSpec({ info: { id: 'tool', version: '1.0.0', title: 'Tool', tags: [] }, commands });
    const root = shadow(element);
    expect(element.getAttribute('data-state')).toBe('ready');
    expect(root.querySelectorAll('section[data-section]')).toHaveLength(depth);
    expect(root.querySelectorAll('.nav a[href^="#c"]')).toHaveLength(depth);
    // Six nested levels, then every deeper command in one list under the sixth.
    expect(root.querySelectorAll('.nav-group ul ul ul ul ul ul ul')).toHaveLength(1);
    expect(root.querySelectorAll('.nav-group ul ul ul ul ul ul ul ul')).toHaveLength(0);
    const sixth = root.querySelector('.nav a[href="#c5"]')!.parentElement!;
    expect(sixth.querySelectorAll(':scope > ul > li')).toHaveLength(depth - 6);
    expect(sixth.querySelector(':scope > ul > li > a')?.textContent).toBe('c6');
    expect(sixth.querySelector(':scope > ul > li:last-child > a')?.textContent).toBe(`c6 … c${depth - 1}`);
  }, 300_000);

  it('shows the first 1,000 of a command\u2019s 2,500 flags, says so, and shows more on request', async () => {
    const flags = Array.from({ length: 2_500 }, (_, index) => ({ id: `f${index}`, name: `--flag-${index}` }));
    const element = await showSpec({
      info: { id: 'tool', version: '1.0.0', title: 'Tool' },
      commands: [{ id: 'big', title: 'tool big', summary: 'Big', flags }],
    });
    const root = shadow(element);
    const rows = () => root.querySelectorAll('#big .flags .param-row').length;
    await waitFor(() => expect(rows()).toBe(1_000));
    const note = root.querySelector('#big .more-items')!;
    expect(note.textContent).toBe(
      'This command has 2,500 flags, too many to show at once: the first 1,000 are shown. Show 1,000 more',
    );
    note.querySelector('button')!.click();
    await waitFor(() => expect(rows()).toBe(2_000));
    root.querySelector<HTMLButtonElement>('#big .more-items button')!.click();
    await waitFor(() => expect(rows()).toBe(2_500));
    expect(root.querySelector('#big .more-items')).toBeNull();
  });

  it('keeps each group of a long flag list under one heading, flags without a group first, as the list grows', async () => {
    // Three groups taking turns, and flags without one: 1,500 in all, so the list is shown in steps and bounded.
    const flags = Array.from({ length: 1_500 }, (_, index) => ({
      id: `f${index}`,
      name: `--flag-${index}`,
      ...(index % 4 === 0 ? {} : { group: ['Output', 'Network', 'Auth'][(index % 4) - 1] }),
    }));
    const element = await showSpec({
      info: { id: 'tool', version: '1.0.0', title: 'Tool' },
      commands: [{ id: 'big', title: 'tool big', summary: 'Big', flags }],
    });
    const root = shadow(element);
    await waitFor(() => expect(root.querySelectorAll('#big .flags .param-row')).toHaveLength(1_000));
    const list = () =>
      [...root.querySelectorAll('#big .flags > .flag-group, #big .flags > .param-row')].map((item) =>
        item.classList.contains('flag-group') ? `# ${item.textContent}` : item.id,
      );
    // 375 without a group first, then each group's flags in the order the groups first appear.
    expect(list().filter((item) => item.startsWith('#'))).toEqual(['# Output', '# Network']);
    expect(list().slice(0, 2)).toEqual(['big--f0', 'big--f4']);
    expect(list()[375]).toBe('# Output');
    root.querySelector<HTMLButtonElement>('#big .more-items button')!.click();
    await waitFor(() => expect(root.querySelectorAll('#big .flags .param-row')).toHaveLength(1_500));
    expect(list().filter((item) => item.startsWith('#'))).toEqual(['# Output', '# Network', '# Auth']);
    expect(list().at(-1)).toBe('big--f1499');
  });

  it('shows flags as far as one the address links to, past the first 1,000', async () => {
    history.replaceState(null, '', '#big--f1800');
    const flags = Array.from({ length: 2_500 }, (_, index) => ({ id: `f${index}`, name: `--flag-${index}` }));
    const element = await showSpec({
      info: { id: 'tool', version: '1.0.0', title: 'Tool' },
      commands: [{ id: 'big', title: 'tool big', summary: 'Big', flags }],
    });
    await waitFor(() => expect(shadow(element).getElementById('big--f1800')).not.toBeNull());
    expect(shadow(element).querySelector('#big .more-items')?.textContent).toContain('the first 1,900 are shown');
  });

  it('lists the first 1,000 subcommands and 50 examples of a command that has more, saying how many', async () => {
    const children = Array.from({ length: 1_200 }, (_, index) => ({
      id: `c${index}`,
      title: `tool c${index}`,
      summary: '',
    }));
    const examples = Array.from({ length: 60 }, (_, index) => ({
      id: `e${index}`,
      name: `Example ${index}`,
      code: 'tool',
    }));
    const element = await showSpec({
      info: { id: 'tool', version: '1.0.0', title: 'Tool' },
      commands: [
        { id: 'top', title: 'tool', summary: 'Top', subcommands: children.map((child) => child.id), examples },
        ...children,
      ],
    });
    const root = shadow(element);
    expect(root.querySelectorAll('#top .subcommands li')).toHaveLength(1_000);
    expect(root.querySelector('#top .subcommands .more-items')?.textContent).toContain(
      'This command has 1,200 subcommands, too many to show at once: the first 1,000 are shown.',
    );
    expect(root.querySelectorAll('#top [role="tab"]')).toHaveLength(50);
    expect(root.querySelector('#top .command-examples .more-items')?.textContent).toContain(
      'This command has 60 examples',
    );
  });

  it('describes the first 1,000 problems of a spec with more, and counts every one', async () => {
    const element = await showSpec({
      info: { id: 'tool', version: '1.0.0', title: 'Tool' },
      commands: [{ id: 'ok', title: 'tool ok', summary: 'Fine' }, ...Array.from({ length: 3_000 }, () => 7)],
    });
    const text = shadow(element).textContent!;
    expect(text).toContain('3000 parts of this spec could not be read');
    expect(text).toContain('commands[1]: expected a mapping, found a number (7).');
    expect(text).toContain('…and 2900 more.');
  });

  it('shows an error with the problems when the document is not a spec at all', async () => {
    stubFetch(() => new Response('[1, 2, 3]', { headers: { 'content-type': 'application/json' } }));
    const element = await mount('<cli-reference src="/spec/list.json"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('error'));
    expect(shadow(element).textContent).toContain('was given a spec it cannot show');
    expect(shadow(element).textContent).toContain(
      '(document): expected a mapping with info and commands, found a list.',
    );
  });

  // happy-dom runs no scripts, so whether anything would run is checked in Chromium (tests/reference/cli-reference.spec.ts);
  // here, that no payload becomes an element, a handler attribute or a script link.
  it('turns no script or event-handler payload in any string field into markup', async () => {
    const payloads = [
      '<script>window.__pwned = "script"</script>',
      '<img src=x onerror="window.__pwned = \'img\'">',
      '"><svg onload="window.__pwned = \'svg\'">',
      'javascript:window.__pwned = "link"',
      '[click](javascript:window.__pwned="md")',
    ];
    let next = 0;
    const hostile = () => payloads[next++ % payloads.length]!;
    const poison = (value: unknown): unknown => {
      if (typeof value === 'string') return hostile();
      if (Array.isArray(value)) return value.map(poison);
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([key, field]) => [
            key,
            key === 'id' || key === 'subcommands' || key === 'tags' ? field : poison(field),
          ]),
        );
      }
      return value;
    };
    const spec = poison(smallSpec()) as ReturnType<typeof smallSpec>;
    const element = await showSpec(spec);
    await settle();
    const root = shadow(element);
    expect(root.querySelectorAll('script, img, svg:not([aria-hidden="true"]), iframe, object')).toHaveLength(0);
    for (const node of root.querySelectorAll('*')) {
      expect(
        [...node.attributes].filter((attribute) => /^on/i.test(attribute.name)).map((attribute) => attribute.name),
      ).toEqual([]);
    }
    for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
    expect(root.textContent).toContain('<script>window.__pwned = "script"</script>');
  });
});

describe('<cli-reference> anchors', () => {
  it('keeps two references on one page apart', async () => {
    const first = await showSpec(smallSpec(), 'id="one"');
    const second = await showSpec(smallSpec(), 'id="two"');
    expect(shadow(first).getElementById('demo-sync-push')).not.toBeNull();
    expect(shadow(second).getElementById('demo-sync-push')).toBeNull();
    expect(shadow(second).getElementById('two-demo-sync-push')).not.toBeNull();
    expect(shadow(second).querySelector('.subcommands a')?.getAttribute('href')).toBe('#two-demo-sync-push');
    const third = await showSpec(smallSpec(), 'anchor-prefix="cli-"');
    expect(shadow(third).getElementById('cli-demo-sync')).not.toBeNull();
  });

  it('follows in-page links with a history entry, and the address on back and forward', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const scrolled: string[] = [];
    for (const section of root.querySelectorAll<HTMLElement>('section')) {
      section.scrollIntoView = () => scrolled.push(section.id);
    }
    const before = history.length;
    root.querySelector<HTMLAnchorElement>('.nav a[href="#demo-sync-pull"]')!.click();
    expect(location.hash).toBe('#demo-sync-pull');
    expect(history.length).toBe(before + 1);
    expect(scrolled).toEqual(['demo-sync-pull']);
    await settle();
    expect(root.querySelector('.nav a[aria-current="location"]')?.getAttribute('href')).toBe('#demo-sync-pull');

    history.replaceState(null, '', '#demo-sync-push');
    globalThis.dispatchEvent(new PopStateEvent('popstate'));
    expect(scrolled.at(-1)).toBe('demo-sync-push');
  });
});

describe.skipIf(fixtureMissing)(
  '<cli-reference> conformance with the third-party spec (read in place from ../shared)',
  () => {
    it('shows every command, global flag, command flag, accepted value and example', async () => {
      const text = fs.readFileSync(fixturePath, 'utf8');
      const { load } = await import('js-yaml');
      const source = load(text) as {
        flags: { id: string }[];
        commands: {
          id: string;
          flags: { id: string; accepted_values?: { id: string }[] }[];
          examples?: { id: string; code: string }[];
          subcommands: string[];
        }[];
      };
      const element = await showSpec(text);
      const root = shadow(element);
      expect(element.getAttribute('data-state')).toBe('ready');

      let commands = 0;
      let flags = 0;
      let values = 0;
      let examples = 0;
      for (const command of source.commands) {
        const section = root.getElementById(command.id)!;
        expect(section, command.id).not.toBeNull();
        expect(root.querySelector(`.nav a[href="#${command.id}"]`), `nav link to ${command.id}`).not.toBeNull();
        commands += 1;
        for (const child of command.subcommands) {
          expect(section.querySelector(`.subcommands a[href="#${child}"]`), `${command.id} → ${child}`).not.toBeNull();
        }
        for (const flag of command.flags) {
          const row = root.getElementById(`${command.id}--${flag.id}`)!;
          expect(row, `${command.id} ${flag.id}`).not.toBeNull();
          flags += 1;
          for (const value of flag.accepted_values ?? []) {
            expect(
              row.querySelector(`[data-value-id="${value.id}"]`),
              `${command.id} ${flag.id} ${value.id}`,
            ).not.toBeNull();
            values += 1;
          }
        }
        for (const example of command.examples ?? []) {
          const shown = section.querySelector(`[data-example="${example.id}"] pre`);
          expect(shown?.textContent, `${command.id} example ${example.id}`).toBe(`${example.code.trimEnd()}\n`);
          examples += 1;
        }
      }
      for (const flag of source.flags) expect(root.getElementById(`global-flags--${flag.id}`), flag.id).not.toBeNull();
      expect([commands, source.flags.length, flags, values, examples]).toEqual([123, 6, 259, 85, 42]);
      expect(root.querySelectorAll('section[data-section]')).toHaveLength(124);
      expect(root.querySelectorAll('.param-row .required')).toHaveLength(25);
    }, 300_000);
  },
);
