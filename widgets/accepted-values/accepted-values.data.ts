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
  const problems: string[] = [];
  const firstSeen = new Map<string, number>();
  raw.forEach((item: unknown, index) => {
    const label = `item ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${label} should be an object, got ${describe(item)}.`);
      return;
    }
    const fields = item as Record<string, unknown>;
    const missing = (['id', 'name'] as const).filter((key) => fields[key] === undefined || fields[key] === '');
    if (missing.length > 0) {
      problems.push(`${label} has no ${missing.map((key) => `"${key}"`).join(' or ')}, so it is not shown.`);
      return;
    }
    const wrong = (['id', 'name'] as const).filter((key) => typeof fields[key] !== 'string');
    if (wrong.length > 0) {
      const key = wrong[0]!;
      problems.push(`${label}: "${key}" should be a string, got ${describe(fields[key])}, so it is not shown.`);
      return;
    }
    const value: AcceptedValue = { id: fields.id as string, name: fields.name as string };
    for (const key of ['type', 'description'] as const) {
      const field = fields[key];
      if (field === undefined || field === null) continue;
      if (typeof field === 'string') value[key] = field;
      else problems.push(`${label} ("${value.name}"): "${key}" should be a string, got ${describe(field)}; ignored.`);
    }
    const earlier = firstSeen.get(value.id);
    if (earlier !== undefined) problems.push(`${label} repeats the id "${value.id}" of item ${earlier}.`);
    else firstSeen.set(value.id, index + 1);
    values.push(value);
  });
  return { values, problems };
}
