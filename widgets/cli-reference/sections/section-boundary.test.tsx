import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, settle, shadow } from '../../shared/testing';

// A part of the reference that throws while rendering, as a bug in the markdown reader or the
// navigation would: the test replaces those modules with versions that throw on a marker.
const failing = vi.hoisted(() => ({ navigation: false }));

vi.mock('./markdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('./markdown')>();
  const check = (source: string) => {
    if (source.includes('BREAKS-THE-RENDER')) throw new Error('the description broke');
  };
  function Markdown(props: Parameters<typeof original.Markdown>[0]) {
    check(props.source);
    return <original.Markdown {...props} />;
  }
  // Sections call the renderer as a plain function; the header uses the component.
  const renderMarkdown: typeof original.renderMarkdown = (source, ...rest) => {
    check(source);
    return original.renderMarkdown(source, ...rest);
  };
  return { ...original, Markdown, renderMarkdown };
});

vi.mock('../navigation/reference-nav', async (importOriginal) => {
  const original = await importOriginal<typeof import('../navigation/reference-nav')>();
  function ReferenceNav(props: Parameters<typeof original.ReferenceNav>[0]) {
    if (failing.navigation) throw new Error('the navigation broke');
    return <original.ReferenceNav {...props} />;
  }
  return { ...original, ReferenceNav };
});

const { define } = await import('../cli-reference.element');
define();

afterEach(() => {
  document.body.innerHTML = '';
  failing.navigation = false;
  vi.restoreAllMocks();
});

function spec(description: string) {
  return {
    info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
    flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
    commands: [
      { id: 'demo-a', title: 'demo a', summary: 'First', description: 'Works *fine*.', usage: 'demo a' },
      { id: 'demo-b', title: 'demo b', summary: 'Second', description, usage: 'demo b' },
      { id: 'demo-c', title: 'demo c', summary: 'Third', description: 'Also works.', usage: 'demo c' },
    ],
  };
}

async function show(value: unknown): Promise<HTMLElement & { spec?: unknown }> {
  const element = await mount<HTMLElement & { spec?: unknown }>('<cli-reference></cli-reference>');
  const done = new Promise((resolve) => element.addEventListener('dw-rendered', resolve, { once: true }));
  element.spec = value;
  await done;
  await settle();
  return element;
}

describe('<cli-reference> when one part throws', () => {
  it('shows a problem in that command section alone, naming the command; the rest of the reference stays', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const element = await show(spec('This one BREAKS-THE-RENDER.'));
    const root = shadow(element);
    expect(root.textContent).not.toContain('<cli-reference> could not be displayed');
    const broken = root.getElementById('demo-b')!;
    expect(broken.querySelector('.command-title')?.textContent).toBe('demo b');
    expect(broken.querySelector('[role="alert"]')?.textContent).toBe(
      'The command demo-b could not be displayed: the description broke',
    );
    expect(broken.querySelector('.code-block')).toBeNull();
    for (const id of ['demo-a', 'demo-c']) {
      const section = root.getElementById(id)!;
      expect(section.querySelector('[role="alert"]'), id).toBeNull();
      expect(section.querySelector('.description')?.textContent, id).toMatch(/works/i);
      expect(section.querySelector('.code-block'), id).not.toBeNull();
    }
    expect(root.querySelectorAll('.nav a')).toHaveLength(4);
    expect(
      consoleError.mock.calls.some((call) => String(call[0]).includes('could not display the command "demo-b"')),
    ).toBe(true);
  });

  it('shows a problem in place of the navigation alone when it throws; every section stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing.navigation = true;
    const element = await show(spec('Fine too.'));
    const root = shadow(element);
    expect(root.querySelector('.nav [role="alert"]')?.textContent).toBe(
      'The command list could not be displayed: the navigation broke',
    );
    expect(root.querySelector('.search-input')).not.toBeNull();
    expect([...root.querySelectorAll('section[data-section]')].map((section) => section.id)).toEqual([
      'global-flags',
      'demo-a',
      'demo-b',
      'demo-c',
    ]);
    expect(root.querySelectorAll('section [role="alert"]')).toHaveLength(0);
  });
});
