import { constructFromEvents, CORE_SCHEMA, EVENT_ID, mergeTag, parseEvents, YAMLException } from 'js-yaml';

// The YAML side of loading a spec, fetched with js-yaml only when a YAML spec is given.

/** Makes the error for text that is not valid YAML; the caller's class, so it can recognise it. */
export type SyntaxErrorFactory = (reason: string, line: number | undefined, column: number | undefined) => Error;

/** Nesting deeper than any spec needs; beyond it the text is treated as hostile. */
const MAX_DEPTH = 200;
/** Values after expanding aliases; stops "billion laughs" documents before they eat the memory. */
const MAX_VALUES = 3_000_000;
/** Keys copied by merge keys (`<<`); real specs merge a handful, hostile ones millions. */
const MAX_MERGE_KEYS = 100_000;

/** Texts longer than this get a turn for the page between reading and building (256 KB: some 10 ms). */
const YIELD_ABOVE_LENGTH = 256 * 1024;

/** Set by the first real read, after which a warm-up has nothing left to do. */
let hasRead = false;

/** YAML 1.2's core schema plus merge keys, which hand-written specs use to share flags. */
const schema = CORE_SCHEMA.withTags(mergeTag);

/**
 * Parses YAML text into plain data.
 *
 * js-yaml reads the text into a flat list of events, then builds the data from them; for a large
 * text the page gets a turn between the two steps (each about 40 ms for a 5 MB spec on a laptop)
 * when `turn` gives it one (`yieldToBrowser`, from the page's caller), and a cancelled load stops
 * there. Aliases come back as the very value their anchor produced, so
 * values may be shared and readers must not mutate them; `aliasProblem` makes sure that sharing
 * neither loops nor expands into millions of values for the readers that walk the result.
 *
 * @throws what `syntaxError` makes for invalid YAML (with line and column), `signal.reason` once aborted.
 */
export async function readYaml(
  text: string,
  signal: AbortSignal | undefined,
  syntaxError: SyntaxErrorFactory,
  turn?: () => Promise<void>,
): Promise<unknown> {
  hasRead = true;
  try {
    const events = parseEvents(text, { maxDepth: MAX_DEPTH });
    let documents = 0;
    let hasAliases = false;
    for (const event of events) {
      if (event.type === EVENT_ID.DOCUMENT) documents += 1;
      else if (event.type === EVENT_ID.ALIAS) hasAliases = true;
    }
    if (documents > 1) {
      const { line, column } = positionOfSecondDocument(text, events);
      throw syntaxError(`A spec is one YAML document, but this text holds ${documents}`, line, column);
    }
    // A large text took long enough to read that the page should get a turn before the next step.
    if (turn && text.length > YIELD_ABOVE_LENGTH) await turn();
    signal?.throwIfAborted();
    const [document = null] = constructFromEvents(events, { source: text, schema, maxTotalMergeKeys: MAX_MERGE_KEYS });
    // Without aliases no value is shared, so the data is no bigger than the text.
    if (hasAliases) {
      const problem = aliasProblem(document);
      if (problem) throw syntaxError(problem, undefined, undefined);
    }
    return document;
  } catch (error) {
    if (error instanceof YAMLException) {
      // js-yaml counts lines and columns from 0; editors and our messages count from 1.
      throw syntaxError(sentence(error.reason), error.mark && error.mark.line + 1, error.mark && error.mark.column + 1);
    }
    throw error;
  }
}

/**
 * Reads a small spec-shaped document once, so that the browser has compiled and warmed up the
 * parser while the real spec is still downloading: the first large read is otherwise two to three
 * times slower than later ones. Called when the reader's chunk arrives; costs a few milliseconds
 * of otherwise idle time.
 */
export function warmUp(): void {
  if (hasRead) return; // the real read came first: it has done the warming up
  const flag = (index: number) =>
    `      - id: flag-${index}\n        name: --flag-${index} <[ a | b ]>\n        description: |\n          Sets *option* ${index}, with \`code\`.\n        default_value: "x"\n        accepted_values:\n          - {id: a, name: a, type: string}\n`;
  const command = (index: number) =>
    `  - id: tool-${index}\n    title: tool ${index}\n    summary: >-\n      Does thing ${index}.\n    tags: [one]\n    subcommands: []\n    flags:\n${flag(index)}${flag(index + 1)}`;
  const text = `info: {id: tool, version: '1.0', title: 'Tool'}\ncommands:\n${Array.from({ length: 24 }, (_, index) => command(index)).join('')}`;
  try {
    constructFromEvents(parseEvents(text, { maxDepth: MAX_DEPTH }), { source: text, schema });
  } catch {
    // Only a warm-up: the real read reports its own errors.
  }
}

/** js-yaml's reason as a sentence, with the one message readers meet most spelled out in YAML terms. */
function sentence(reason: string): string {
  const alias = /^unidentified alias "(.*)"$/.exec(reason);
  if (alias) return `The alias *${alias[1]} has no anchor &${alias[1]} before it`;
  return reason.charAt(0).toUpperCase() + reason.slice(1);
}

/**
 * Where the second document starts: its first node, found from the events' source offsets, or for
 * an empty second document (a `---` line with nothing after it) the last document marker.
 */
function positionOfSecondDocument(
  text: string,
  events: ReturnType<typeof parseEvents>,
): { line?: number; column?: number } {
  let seen = 0;
  let offset = -1;
  for (const event of events) {
    if (event.type === EVENT_ID.DOCUMENT) seen += 1;
    if (seen < 2) continue;
    offset = 'start' in event ? event.start : 'valueStart' in event ? event.valueStart : -1;
    if (offset >= 0) break;
  }
  if (offset < 0) offset = [...text.matchAll(/^---(?=\s|$)/gm)].at(-1)?.index ?? -1;
  if (offset < 0) return {};
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** Marks a value whose count is being taken: meeting it again inside itself is a cycle. */
const IN_PROGRESS = -1;

/**
 * What makes data with aliases unsafe for the readers that walk it, if anything: an alias inside
 * the value it names (js-yaml builds `&a [*a]` as a real cycle), or sharing that expands into more
 * than MAX_VALUES values. Counts in time proportional to the distinct values (each shared value's
 * count is remembered).
 */
function aliasProblem(root: unknown): string | undefined {
  const counted = new Map<object, number>();
  const count = (value: unknown): number => {
    if (typeof value !== 'object' || value === null) return 1;
    const known = counted.get(value);
    if (known === IN_PROGRESS) throw new CycleFound();
    if (known !== undefined) return known;
    counted.set(value, IN_PROGRESS);
    let total = 1;
    for (const item of Array.isArray(value) ? value : Object.values(value)) {
      total += count(item);
      if (total > MAX_VALUES) break;
    }
    counted.set(value, total);
    return total;
  };
  try {
    return count(root) > MAX_VALUES
      ? `Aliases expand to more than ${MAX_VALUES.toLocaleString('en')} values`
      : undefined;
  } catch (error) {
    if (error instanceof CycleFound)
      return 'An alias is used inside the value it names, which would make the spec endless';
    if (error instanceof RangeError) return 'Aliases are nested too deeply to read';
    throw error;
  }
}

class CycleFound extends Error {}
