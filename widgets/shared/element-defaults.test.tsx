import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ElementHandle } from './context';
import { defineWidget, widgetTree } from './element';
import type { ElementProps, WidgetMetadata } from './metadata';
import { mount, settle, shadow } from './testing';

// An attribute's default is written once, in the metadata: the runtime gives it to the component
// whenever the attribute is absent, so the component (here, one with no defaults of its own) shows
// the same thing as the element's reference says.
const metadata = {
  tag: 'defaults-probe',
  summary: 'A widget that shows the values it received.',
  attributes: {
    size: { type: 'string', values: ['small', 'large'], default: 'large', description: 'A size.' },
    delay: { type: 'number', default: 300, description: 'Milliseconds.' },
    'start-open': { type: 'boolean', default: false, description: 'Opens at once.' },
    heading: { type: 'string', default: 'Read this', wording: true, description: 'The heading.' },
    note: { type: 'string', description: 'A note.' },
  },
} as const satisfies WidgetMetadata;

function DefaultsProbe({ size, delay, startOpen, heading, note }: ElementProps<typeof metadata>) {
  return (
    <p>
      {[size, delay, startOpen, heading, note]
        .map((value) => (value === undefined ? '(absent)' : String(value)))
        .join(' ')}
    </p>
  );
}

const probe = defineWidget(metadata, DefaultsProbe);
probe.define();

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('attribute defaults', () => {
  it('are given to the component from the metadata when the attribute is absent', async () => {
    const element = await mount('<defaults-probe></defaults-probe>');
    // Words a reader sees are the component's to give (in the page's language): left undefined.
    expect(shadow(element).querySelector('p')?.textContent).toBe('large 300 false (absent) (absent)');
  });

  it('give way to the attribute, and come back when it is removed or unusable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<defaults-probe size="small" delay="5" heading="Hi"></defaults-probe>');
    expect(shadow(element).querySelector('p')?.textContent).toBe('small 5 false Hi (absent)');
    element.removeAttribute('size');
    element.setAttribute('delay', 'soon');
    await settle();
    expect(shadow(element).querySelector('p')?.textContent).toBe('large 300 false Hi (absent)');
  });

  it('come back when a script sets the property to undefined', async () => {
    const element = await mount<HTMLElement & { size?: string }>('<defaults-probe size="small"></defaults-probe>');
    element.size = undefined;
    await settle();
    expect(shadow(element).querySelector('p')?.textContent).toBe('large 300 false (absent) (absent)');
  });

  it('are the same in the server’s markup', () => {
    const handle: ElementHandle = {
      host: undefined as unknown as HTMLElement,
      tag: metadata.tag,
      problems: [],
      dispatch: () => true,
      subscribeToLightDom: () => () => {},
      lightDomVersion: () => 0,
      rendering: 'server',
    };
    const html = renderToString(widgetTree(metadata.tag, metadata, DefaultsProbe, {}, handle, { note: 'n' }));
    expect(html).toContain('large 300 false (absent) n');
  });
});
