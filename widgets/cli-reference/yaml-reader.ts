import * as yaml from 'yaml';
import type { Document, Node as YamlNode, ParsedNode } from 'yaml';

// The YAML side of loading a spec, fetched with the `yaml` package only when a YAML spec is given.

/** Makes the error for text that is not valid YAML; the caller's class, so it can recognise it. */
export type SyntaxErrorFactory = (reason: string, line: number | undefined, column: number | undefined) => Error;

/** How long the parser may hold the main thread before it lets the page paint and handle input. */
const SLICE_MILLISECONDS = 12;
/** Nesting deeper than any spec needs; beyond it the text is treated as hostile. */
const MAX_DEPTH = 200;
/** Values after expanding aliases; stops "billion laughs" documents before they eat the memory. */
const MAX_VALUES = 3_000_000;

/** Gives the browser a turn: `scheduler.yield()` where it exists, else a message-channel task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Parses YAML text into plain data without freezing the page.
 *
 * Tokens are fed to the `yaml` package's parser in slices of about 12 ms with a yield in between.
 * The composed document is then turned into plain data by `toPlainData` below instead of
 * `Document.toJS()`, whose alias lookup rescans the document for every alias and takes seconds on
 * multi-megabyte specs that use anchors.
 *
 * @throws what `syntaxError` makes for invalid YAML (with line and column), `signal.reason` once aborted.
 */
export async function readYaml(text: string, signal: AbortSignal | undefined, syntaxError: SyntaxErrorFactory): Promise<unknown> {
  const lineCounter = new yaml.LineCounter();
  const parser = new yaml.Parser(lineCounter.addNewLine);
  const lexer = new yaml.Lexer();
  const tokens = [];
  lineCounter.addNewLine(0);
  let sliceEnd = performance.now() + SLICE_MILLISECONDS;
  let count = 0;
  for (const lexeme of lexer.lex(text)) {
    for (const token of parser.next(lexeme)) tokens.push(token);
    if (++count % 512 === 0 && performance.now() > sliceEnd) {
      await yieldToBrowser();
      signal?.throwIfAborted();
      sliceEnd = performance.now() + SLICE_MILLISECONDS;
    }
  }
  for (const token of parser.end()) tokens.push(token);

  const composer = new yaml.Composer({ merge: true });
  const documents: Document.Parsed[] = [...composer.compose(tokens)];
  const positionOf = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const document = documents[0];
  if (document === undefined) return null;
  const error = document.errors[0];
  if (error) {
    const { line, column } = positionOf(error.pos[0]);
    throw syntaxError(firstLine(error.message), line, column);
  }
  if (documents.length > 1) {
    const second = documents[1]!;
    const { line, column } = positionOf(second.range[0]);
    throw syntaxError('A spec is one YAML document, but a second one starts here', line, column);
  }
  await yieldToBrowser();
  signal?.throwIfAborted();
  return toPlainData(yaml, document.contents, positionOf, syntaxError);
}

function firstLine(message: string): string {
  return message.split('\n', 1)[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

type Yaml = typeof import('yaml');

/**
 * Converts composed YAML nodes into plain objects, arrays and scalars in one pass.
 *
 * An alias becomes a reference to the very value its anchor produced (values may therefore be
 * shared, and readers must not mutate them). Merge keys (`<<`) copy the keys the mapping does not
 * set itself. Expanded aliases are counted, so that a small document cannot expand into millions of
 * values.
 */
function toPlainData(
  yaml: Yaml,
  root: ParsedNode | null,
  positionOf: (offset: number) => { line: number; column: number },
  syntaxError: SyntaxErrorFactory,
): unknown {
  interface Converted {
    value: unknown;
    /** Number of values inside, aliases expanded. */
    size: number;
  }
  const anchors = new Map<string, Converted>();
  let total = 0;

  const fail = (node: YamlNode | null, reason: string): never => {
    const { line, column } = positionOf(node?.range?.[0] ?? 0);
    throw syntaxError(reason, line, column);
  };

  const convert = (node: unknown, depth: number): Converted => {
    if (depth > MAX_DEPTH) fail(node as YamlNode, `Nested more than ${MAX_DEPTH} levels deep`);
    let result: Converted;
    if (yaml.isAlias(node)) {
      const target = anchors.get(node.source);
      result = target ?? fail(node, `The alias *${node.source} has no anchor &${node.source} before it`);
    } else if (yaml.isMap(node)) {
      const value: Record<string, unknown> = {};
      result = { value, size: 1 };
      if (node.anchor) anchors.set(node.anchor, result);
      const merges: unknown[] = [];
      for (const pair of node.items) {
        const converted = convert(pair.value, depth + 1);
        result.size += converted.size;
        if (isMergeKey(yaml, pair.key)) {
          merges.push(...(Array.isArray(converted.value) ? converted.value : [converted.value]));
          continue;
        }
        const key = yaml.isScalar(pair.key) ? pair.key.value : convert(pair.key, depth + 1).value;
        const name = typeof key === 'string' ? key : (JSON.stringify(key) ?? String(key));
        // Defined rather than assigned, so a "__proto__" key stays a key instead of a prototype.
        Object.defineProperty(value, name, { value: converted.value, enumerable: true, writable: true, configurable: true });
      }
      for (const source of merges) {
        if (typeof source !== 'object' || source === null || Array.isArray(source)) {
          fail(node, 'A merge key (<<) must point at a mapping or a list of mappings');
        }
        for (const [key, merged] of Object.entries(source as Record<string, unknown>)) {
          if (!Object.hasOwn(value, key)) {
            Object.defineProperty(value, key, { value: merged, enumerable: true, writable: true, configurable: true });
          }
        }
      }
    } else if (yaml.isSeq(node)) {
      const value: unknown[] = [];
      result = { value, size: 1 };
      if (node.anchor) anchors.set(node.anchor, result);
      for (const item of node.items) {
        const converted = convert(item, depth + 1);
        value.push(converted.value);
        result.size += converted.size;
      }
    } else if (yaml.isScalar(node)) {
      result = { value: typeof node.value === 'bigint' ? Number(node.value) : node.value, size: 1 };
      if (node.anchor) anchors.set(node.anchor, result);
    } else {
      result = { value: null, size: 1 };
    }
    total += yaml.isAlias(node) ? result.size : 1;
    if (total > MAX_VALUES) {
      fail(node as YamlNode, `Aliases expand to more than ${MAX_VALUES.toLocaleString('en')} values`);
    }
    return result;
  };

  return convert(root, 0).value;
}

function isMergeKey(yaml: Yaml, key: unknown): boolean {
  return yaml.isScalar(key) && (typeof key.value === 'symbol' || (key.value === '<<' && key.type === 'PLAIN'));
}
