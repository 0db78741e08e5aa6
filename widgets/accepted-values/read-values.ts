/** One value a parameter accepts. */
export interface AcceptedValue {
  /** Stable identifier, unique within the list. */
  id: string;
  /** The value as a reader types it. */
  name: string;
  /** Free-text type such as `string` or `[ warning | error ]`. */
  type?: string;
  /** One sentence on what the value does. */
  description?: string;
}

export interface AcceptedValuesReading {
  /** The items that could be shown. */
  values: AcceptedValue[];
  /** What was wrong with the rest, one phrase each, e.g. `item 2 has no "name"`. */
  problems: string[];
}

/** Problems listed one by one; past this, one line says how many more there are. */
export const listedProblemsLimit = 20;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `a string ("${value.length > 40 ? value.slice(0, 40) + '…' : value}")`;
  return `a ${typeof value}`;
}

/**
 * Checks author-supplied data (a JSON attribute or a property) and keeps what can be shown.
 * An item without a usable `id` and `name` is left out; an optional field of the wrong type is
 * ignored and the item is still shown. Nothing here throws.
 */
export function readAcceptedValues(raw: unknown): AcceptedValuesReading {
  if (raw === undefined || raw === null) return { values: [], problems: [] };
  if (!Array.isArray(raw)) {
    return {
      values: [],
      problems: [`expected an array of { "id", "name", "type", "description" } objects, got ${describe(raw)}.`],
    };
  }
  const values: AcceptedValue[] = [];
  const listed: string[] = [];
  let unlisted = 0;
  const problems = {
    push(problem: string) {
      if (listed.length < listedProblemsLimit) listed.push(problem);
      else unlisted += 1;
    },
  };
  const firstSeen = new Map<string, number>();
  // A plain loop with a fast path for a well-formed item: generated lists can hold a million.
  for (let index = 0; index < raw.length; index += 1) {
    const item: unknown = raw[index];
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`item ${index + 1} should be an object, got ${describe(item)}.`);
      continue;
    }
    const fields = item as Record<string, unknown>;
    const { id, name } = fields;
    if (typeof id !== 'string' || typeof name !== 'string' || id === '' || name === '') {
      const missing = (['id', 'name'] as const).filter((key) => fields[key] === undefined || fields[key] === '');
      if (missing.length > 0) {
        problems.push(`item ${index + 1} has no ${missing.map((key) => `"${key}"`).join(' or ')}, so it is not shown.`);
      } else {
        const key = typeof id !== 'string' ? 'id' : 'name';
        problems.push(
          `item ${index + 1}: "${key}" should be a string, got ${describe(fields[key])}, so it is not shown.`,
        );
      }
      continue;
    }
    const value: AcceptedValue = { id, name };
    for (const key of ['type', 'description'] as const) {
      const field = fields[key];
      if (field === undefined || field === null) continue;
      if (typeof field === 'string') value[key] = field;
      else
        problems.push(`item ${index + 1} ("${name}"): "${key}" should be a string, got ${describe(field)}; ignored.`);
    }
    const earlier = firstSeen.get(id);
    if (earlier !== undefined) problems.push(`item ${index + 1} repeats the id "${id}" of item ${earlier}.`);
    else firstSeen.set(id, index + 1);
    values.push(value);
  }
  if (unlisted > 0)
    listed.push(
      `…and ${new Intl.NumberFormat('en').format(unlisted)} more ${unlisted === 1 ? 'problem' : 'problems'} in other items.`,
    );
  return { values, problems: listed };
}
