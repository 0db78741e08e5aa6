import { describe, expect, it } from 'vitest';
import { defineWidget } from './element';
import type { ElementProps, WidgetMetadata } from './metadata';

// `defineWidget(metadata, Component)` ties the component's props to the metadata's attributes and
// properties at compile time. The lines marked @ts-expect-error are the proof: `npm run typecheck`
// fails if one of them stops being an error.
const metadata = {
  tag: 'props-probe',
  summary: 'Test element.',
  attributes: {
    'project-ref': { type: 'string', description: 'A project.' },
    size: { type: 'string', values: ['small', 'large'], default: 'small', description: 'A size.' },
    count: { type: 'number', description: 'A count.' },
    for: { type: 'string', description: 'A target id.', property: 'htmlFor' },
  },
  properties: { items: { type: 'string[]', description: 'Items.' } },
} as const satisfies WidgetMetadata;

interface MatchingProps {
  projectRef?: string;
  size: 'small' | 'large';
  count?: number;
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
  // @ts-expect-error `count` arrives as a number, not a string
  defineWidget(metadata, (_props: Omit<MatchingProps, 'count'> & { count?: string }) => null);
  // @ts-expect-error `count` has no default in the metadata, so the component cannot require it
  defineWidget(metadata, (_props: Omit<MatchingProps, 'count'> & { count: number }) => null);
  // @ts-expect-error `size` is one of two words, not any text
  defineWidget(metadata, (_props: Omit<MatchingProps, 'size'> & { size: 'small' }) => null);
}

describe('ElementProps', () => {
  it('is what the runtime gives: typed, and each default filled in', () => {
    const props: ElementProps<typeof metadata> = { size: 'small' };
    // @ts-expect-error a prop with a default in the metadata is always there
    const withoutDefault: ElementProps<typeof metadata> = {};
    // @ts-expect-error an enumerated attribute takes only its values
    const wrongValue: ElementProps<typeof metadata> = { size: 'medium' };
    expect([props, withoutDefault, wrongValue].length).toBe(3);
  });
});
