// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyDefaults, type WidgetMetadata } from '../widgets/shared/metadata';
import { browserMetadata } from './runtime-metadata';

const button: WidgetMetadata = {
  tag: 'probe-button',
  summary: 'A probe.',
  attributes: {
    size: { type: 'string', values: ['small', 'large'], default: 'small', description: 'A size.' },
    label: { type: 'string', default: 'Copy', wording: true, description: 'Text of the button.' },
    for: { type: 'string', property: 'htmlFor', description: 'A target id.' },
  },
  events: { 'dw-copy': { description: 'Copied.', alias: 'copy' }, 'dw-close': { description: 'Closed.' } },
};

describe('the metadata the browser gets', () => {
  const slim = browserMetadata(button);

  it('keeps what the runtime reads and no description', () => {
    expect(slim.attributes.size).toEqual({ type: 'string', values: ['small', 'large'], default: 'small' });
    expect(slim.attributes.for).toEqual({ type: 'string', property: 'htmlFor' });
    expect(slim.events).toEqual({ 'dw-copy': { alias: 'copy' } });
    expect(JSON.stringify(slim)).not.toContain('description');
  });

  it('gives the runtime the same defaults as the full metadata, wording left to the component', () => {
    // A `wording` default is the component's to give in the page's language: the browser must not fill it in.
    expect(applyDefaults(JSON.parse(JSON.stringify(slim)).attributes, {})).toEqual({ size: 'small' });
    expect(applyDefaults(button.attributes, {})).toEqual({ size: 'small' });
  });

  it('says a plain child tag has no shadow root, which the server that reads these copies renders nothing for', () => {
    const panel: WidgetMetadata = { tag: 'probe-panel', summary: 'A panel.', shadowRoot: false, attributes: {} };
    expect(browserMetadata(panel).shadowRoot).toBe(false);
    expect(browserMetadata(button)).not.toHaveProperty('shadowRoot');
  });

  it('keeps the widgets an element embeds, whose code the server that reads these copies loads with it', () => {
    // Without it, the package's server would render a reference's code samples without the code
    // block's server hooks: a sample with a placeholder would stay unhighlighted ("highlighting").
    const card: WidgetMetadata = { tag: 'probe-card', summary: 'A card.', embeds: ['probe-button'], attributes: {} };
    expect(browserMetadata(card).embeds).toEqual(['probe-button']);
    expect(browserMetadata(button)).not.toHaveProperty('embeds');
  });
});
