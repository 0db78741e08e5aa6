import { describe, expect, it } from 'vitest';
import { defineWidget } from './element';
import type { WidgetMetadata } from './metadata';

// `defineWidget(metadata, Component)` ties the component's props to the metadata's attributes and
// properties at compile time. The lines marked @ts-expect-error are the proof: `npm run typecheck`
// fails if one of them stops being an error.
const metadata = {
  tag: 'props-probe',
  summary: 'Test element.',
  attributes: {
    'project-ref': { type: 'string', description: 'A project.' },
    for: { type: 'string', description: 'A target id.', property: 'htmlFor' },
  },
  properties: { items: { type: 'string[]', description: 'Items.' } },
} as const satisfies WidgetMetadata;

interface MatchingProps {
  projectRef?: string;
  htmlFor?: string;
  items?: string[];
  theme?: string;
}

describe('defineWidget props typing', () => {
  it('accepts a component whose props are the metadata’s, by property name', () => {
    const definition = defineWidget(metadata, (_props: MatchingProps) => null);
    expect(definition.metadata.tag).toBe('props-probe');
  });
});

// Never called: the compiler checks it. Each marked line must be a type error.
export function mismatchedProps() {
  // @ts-expect-error `extra` is no attribute or property of the metadata
  defineWidget(metadata, (_props: MatchingProps & { extra?: string }) => null);
  // @ts-expect-error the metadata's `for` attribute arrives as `htmlFor`, which the props lack
  defineWidget(metadata, (_props: Omit<MatchingProps, 'htmlFor'>) => null);
  // @ts-expect-error the metadata's `items` property is missing from the props
  defineWidget(metadata, (_props: Omit<MatchingProps, 'items'>) => null);
}
