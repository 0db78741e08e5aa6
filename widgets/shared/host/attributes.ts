/**
 * Attribute text to typed prop values, as the metadata declares them. A
 * bare boolean attribute is true and its removal false, a removed attribute is undefined again,
 * and a value that cannot be used is reported (shown inline by the element) instead of throwing.
 */
import { commonAttributes, toPropertyName, type AttributeSpec, type WidgetMetadata } from '../metadata.ts';
import type { ProblemTranslation } from '../context.ts';
import { isStringifiedObject, parseStringifiedObject } from './upgrade.ts';

/** A value, or what is wrong with the text: in English, and as a catalogue message for the page. */
export type Parsed = { value: unknown; problem?: string; translation?: ProblemTranslation };

/** Every attribute an element observes, by name: the ones the runtime handles, then its own. */
export function observedAttributeSpecs(metadata: WidgetMetadata): Record<string, AttributeSpec> {
  return { ...commonAttributes, ...metadata.attributes };
}

/** The property (and prop) an attribute sets: its `property`, else its camelCase name. */
export function propertyOf(name: string, spec: AttributeSpec | undefined): string {
  return spec?.property ?? toPropertyName(name);
}

export function parseAttribute(spec: AttributeSpec, raw: string | null): Parsed {
  if (spec.type === 'boolean') return { value: raw !== null };
  if (raw === null) return { value: undefined };
  switch (spec.type) {
    case 'string':
      if (spec.values && !spec.values.includes(raw)) {
        const fallback = spec.default === undefined ? '' : ` Using "${String(spec.default)}".`;
        const values = { value: raw, values: spec.values.map((value) => `"${value}"`).join(', ') };
        return {
          value: undefined,
          problem: `"${raw}" is not one of ${values.values}.${fallback}`,
          translation:
            spec.default === undefined
              ? { id: 'not-one-of', values }
              : { id: 'not-one-of-using', values: { ...values, fallback: String(spec.default) } },
        };
      }
      return { value: raw };
    case 'number': {
      const number = raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isFinite(number)
        ? { value: number }
        : {
            value: undefined,
            problem: `expected a number, got "${raw}".`,
            translation: { id: 'not-a-number', values: { value: raw } },
          };
    }
    case 'json':
      try {
        return { value: JSON.parse(raw) };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return {
          value: undefined,
          problem: `is not valid JSON (${reason}).`,
          translation: { id: 'not-json', values: { reason } },
        };
      }
  }
}

/**
 * The value an attribute change gives its prop. A JSON attribute holding `[object Object]` is an
 * object a framework wrote as text (see upgrade.ts): the value already held as the property wins.
 */
export function attributeValue(spec: AttributeSpec, property: string, raw: string | null, current: unknown): Parsed {
  return spec.type === 'json' && isStringifiedObject(raw)
    ? parseStringifiedObject(property, current)
    : parseAttribute(spec, raw);
}
