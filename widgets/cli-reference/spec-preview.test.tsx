import { afterEach, expect, it, vi } from 'vitest';
import { define } from './cli-reference.element';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { validateSpec, type CliCommand } from '../../spec';
import { specReading } from '../../spec/browser';

// The spec's start, shown while a worker or the main thread reads the rest (spec/read/read-spec.ts,
// spec/read/spec-start.ts): its own file, because read-spec.ts remembers for the page whether a worker
// could start.

define();
// This spec is small: read it in the worker all the same.
specReading.workerFromBytes = 0;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const spec = {
  info: { id: 'demo', version: '2.0.0', title: 'Demo CLI' },
  commands: ['one', 'two', 'three'].map((name) => ({
    id: `demo-${name}`,
    title: `demo ${name}`,
    summary: `Does ${name}.`,
    flags: [{ id: 'force', name: '--force', description: 'Overwrite.', default_value: 'false' }],
  })),
};

/** A worker that sends the spec's start at once, and the whole spec when the test says so. */
class ScriptedWorker extends EventTarget {
  static finish: (() => void) | undefined;

  constructor() {
    super();
    setTimeout(() => this.reply({ type: 'ready' }), 0);
  }

  private reply(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  postMessage({ id }: { id: number }): void {
    const { commands, ...head } = validateSpec(spec).spec!;
    setTimeout(() => this.reply({ id, type: 'preview', spec: { ...head, commands: commands.slice(0, 1) } }), 0);
    ScriptedWorker.finish = () => {
      this.reply({ id, type: 'head', spec: head, problems: [] });
      this.reply({ id, type: 'commands', commands: commands satisfies CliCommand[] });
      this.reply({ id, type: 'done' });
    };
  }

  terminate(): void {}
}

it("shows the spec's first section while the rest is read, and is ready only with the whole spec", async () => {
  vi.stubGlobal('Worker', ScriptedWorker);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(spec), { headers: { 'content-type': 'application/json' } })),
  );
  const element = await mount<HTMLElement>('<cli-reference src="/cli.json"></cli-reference>');
  const events: CustomEvent[] = [];
  element.addEventListener('dw-rendered', (event) => events.push(event as CustomEvent));
  const root = shadow(element);
  await waitFor(() => expect(root.querySelector('#demo-one')).not.toBeNull());
  await settle();
  // The start: its header and first section, no command list or count yet, and still loading.
  expect(root.querySelector('.reference-title')?.textContent).toContain('Demo CLI');
  expect([...root.querySelectorAll('section.command')].map((section) => section.id)).toEqual(['demo-one']);
  expect(root.querySelectorAll('.nav a')).toHaveLength(0);
  expect(root.querySelector('.match-count')?.textContent).toBe('');
  expect(element.getAttribute('data-state')).toBe('loading');
  expect(events).toEqual([]);
  // The list the phone's button opens says it is coming rather than standing empty.
  const list = root.getElementById(root.querySelector('.nav-toggle')!.getAttribute('aria-controls')!)!;
  expect(list.getAttribute('aria-busy')).toBe('true');
  expect(list.textContent).toBe('Loading the command list…');
  expect(list.querySelectorAll('.bone').length).toBeGreaterThan(0);

  ScriptedWorker.finish!();
  await waitFor(() => expect(events).toHaveLength(1));
  await settle();
  expect(events[0]!.detail.commands).toBe(3);
  expect(element.getAttribute('data-state')).toBe('ready');
  expect([...root.querySelectorAll('section.command')].map((section) => section.id)).toEqual([
    'demo-one',
    'demo-two',
    'demo-three',
  ]);
  expect(root.querySelector('.match-count')?.textContent).toBe('3 commands');
  const whole = root.getElementById(root.querySelector('.nav-toggle')!.getAttribute('aria-controls')!)!;
  expect(whole.hasAttribute('aria-busy')).toBe(false);
  expect(whole.querySelectorAll('.bone')).toHaveLength(0);
  expect([...whole.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['one', 'two', 'three']);
});

it('draws the start of a spec it reads itself before it has validated the rest', async () => {
  vi.stubGlobal('Worker', undefined);
  const workerFromBytes = specReading.workerFromBytes;
  specReading.workerFromBytes = 256 * 1024;
  try {
    const long = {
      info: spec.info,
      commands: Array.from({ length: 200 }, (_, index) => ({
        id: `demo-${index}`,
        title: `demo ${index}`,
        summary: `Does thing ${index}.`,
        description: `Reads the settings of project ${index} and prints them. `.repeat(6),
      })),
    };
    expect(JSON.stringify(long).length).toBeGreaterThan(64 * 1024);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(long), { headers: { 'content-type': 'application/json' } })),
    );
    // At each turn the reading gives the page: is the first section there yet?
    const drawn: boolean[] = [];
    vi.stubGlobal('scheduler', {
      yield: async () =>
        void drawn.push(Boolean(document.querySelector('cli-reference')?.shadowRoot?.querySelector('#demo-0'))),
    });
    const element = await mount<HTMLElement>('<cli-reference src="/cli.json"></cli-reference>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    // Drawn while the reading went on, not after it.
    expect(drawn[0]).toBe(false);
    expect(drawn).toContain(true);
    await waitFor(() => expect(shadow(element).querySelectorAll('section.command')).toHaveLength(200));
  } finally {
    specReading.workerFromBytes = workerFromBytes;
  }
});
