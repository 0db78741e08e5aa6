import { InvalidKdlError, parse as parseKdl2, type Document, type Node } from '@bgotink/kdl';
import { parse as parseKdl1 } from '@bgotink/kdl/v1-compat';
import { SpecLoadError } from '../model/spec-errors';
import { cleanText, type Findings } from './build';

// KDL text as plain nodes for the usage reader (usage-kdl.ts), and the few ways that reader asks a
// node for a value. The parser is @bgotink/kdl (see the commit that added it for why).

/** A KDL node as plain data, so the rest of the reader never touches the parser's model. */
export interface KdlNode {
  name: string;
  args: unknown[];
  props: Record<string, unknown>;
  children: KdlNode[];
}

/** Nodes nested deeper than this are refused before reading: the parser itself recurses. */
const MAX_KDL_DEPTH = 200;

/**
 * KDL text as plain nodes. Nesting is checked on the text first (the parser recurses, and 10,000
 * levels would exhaust the stack), reading strings and comments as KDL 2 and as KDL 1 do, since
 * the text is parsed as either.
 *
 * @throws SpecLoadError of kind `syntax` (format `kdl`) with line and column
 */
export function readKdl(text: string, findings: Findings): KdlNode[] {
  const deepest = [braceDepth(text, 2), braceDepth(text, 1)].find((depth) => depth.depth > MAX_KDL_DEPTH);
  if (deepest) throw tooDeep(deepest);
  let document: Document;
  try {
    document = parseKdl2(text);
  } catch (error) {
    if (!(error instanceof InvalidKdlError) || exhaustedStack(error)) throw syntaxFailure(error, text);
    try {
      document = parseKdl1(text);
      findings.note('(document)', 'KDL 2', 'KDL 1 syntax (read as KDL 1)');
    } catch (error1) {
      throw syntaxFailure(exhaustedStack(error1) ? error1 : error, text);
    }
  }
  return plainNodes(document);
}

function tooDeep(at: { line: number; column: number }): SpecLoadError {
  return new SpecLoadError({
    kind: 'syntax',
    format: 'kdl',
    reason: `Nodes are nested more than ${MAX_KDL_DEPTH} levels deep`,
    line: at.line,
    column: at.column,
  });
}

/**
 * Whether the parser ran out of stack: it wraps the RangeError in an error that calls itself a bug
 * of the parser. The check above makes this unlikely; should a text get past it, the reader still
 * hears that the nesting is too deep, and where.
 */
function exhaustedStack(error: unknown): boolean {
  if (error instanceof RangeError) return true;
  if (!(error instanceof InvalidKdlError)) return false;
  return error.cause instanceof RangeError || [...error.flat()].some((detail) => detail.cause instanceof RangeError);
}

function syntaxFailure(error: unknown, text: string): SpecLoadError {
  if (exhaustedStack(error)) return tooDeep(deepestBrace(text));
  if (error instanceof InvalidKdlError) {
    const detail = [...error.flat()][0] ?? error;
    return new SpecLoadError({
      kind: 'syntax',
      format: 'kdl',
      reason: detail.message.replace(/\.$/, ''),
      line: detail.start?.line,
      column: detail.start?.column,
    });
  }
  return new SpecLoadError({
    kind: 'syntax',
    format: 'kdl',
    reason: String((error as Error)?.message ?? error),
    line: undefined,
    column: undefined,
  });
}

/** Where a plain count of braces, strings and comments ignored, is deepest: a place for the message. */
function deepestBrace(text: string): { line: number; column: number } {
  let depth = 0;
  let deepest = 0;
  let at = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '{') {
      depth += 1;
      if (depth > deepest) [deepest, at] = [depth, index];
    } else if (text[index] === '}') depth = Math.max(0, depth - 1);
  }
  return place(text, at);
}

/** Line and column (1-based, in UTF-16 units as the parser counts them) of an index. */
function place(text: string, index: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at >= 0 && at < index; at = text.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: index - lineStart + 1 };
}

/** Characters that end a KDL 1 identifier, so that an `r` after one starts a token (`r"…"`, a raw string). */
const KDL1_TOKEN_END = /[\s\\/(){}<>;[\]=,"]/;

/**
 * The deepest `{` nesting outside strings and comments, as KDL `version` reads them, and where it
 * first passes the limit. Strings: `"…"` with escapes (one line in KDL 2, any in KDL 1), KDL 2's
 * `"""…"""`, raw strings (`#"…"#`, `##"""…"""##` in KDL 2, `r"…"`, `r#"…"#` in KDL 1) with no
 * escapes; comments: `//` to the end of the line, `/* … *\/` nested. `/-` comments out a node but
 * its braces are still parsed, so they count. Where the two versions differ, each is read its own
 * way and the caller takes the deeper; a string that may not span lines (KDL 2) ends at the line's
 * end, so its braces are counted rather than missed.
 */
function braceDepth(text: string, version: 1 | 2): { depth: number; line: number; column: number } {
  let depth = 0;
  let deepest = 0;
  let over = -1;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const character = text[index]!;
    if (character === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index + 2);
      index = end < 0 ? length : end + 1;
    } else if (character === '/' && text[index + 1] === '*') {
      let comments = 1;
      index += 2;
      while (index < length && comments > 0) {
        if (text[index] === '/' && text[index + 1] === '*') [comments, index] = [comments + 1, index + 2];
        else if (text[index] === '*' && text[index + 1] === '/') [comments, index] = [comments - 1, index + 2];
        else index += 1;
      }
    } else if (version === 2 && character === '#') {
      let hashes = 0;
      while (text[index + hashes] === '#') hashes += 1;
      index = text[index + hashes] === '"' ? rawStringEnd(text, index + hashes, hashes) : index + hashes;
    } else if (version === 1 && character === 'r' && (index === 0 || KDL1_TOKEN_END.test(text[index - 1]!))) {
      let hashes = 0;
      while (text[index + 1 + hashes] === '#') hashes += 1;
      index = text[index + 1 + hashes] === '"' ? rawStringEnd(text, index + 1 + hashes, hashes) : index + 1;
    } else if (character === '"') {
      index = quotedStringEnd(text, index, version);
    } else {
      if (character === '{') {
        depth += 1;
        if (depth > deepest) deepest = depth;
        if (depth > MAX_KDL_DEPTH && over < 0) over = index;
      } else if (character === '}') depth = Math.max(0, depth - 1);
      index += 1;
    }
  }
  return { depth: deepest, ...(over < 0 ? { line: 1, column: 1 } : place(text, over)) };
}

/** The index after a raw string whose opening quote is at `quote`, after `hashes` hashes. */
function rawStringEnd(text: string, quote: number, hashes: number): number {
  const multiLine = text.startsWith('"""', quote);
  const close = (multiLine ? '"""' : '"') + '#'.repeat(hashes);
  const end = text.indexOf(close, quote + (multiLine ? 3 : 1));
  return end < 0 ? text.length : end + close.length;
}

/** The index after a quoted string (escapes read) that opens at `quote`. */
function quotedStringEnd(text: string, quote: number, version: 1 | 2): number {
  const multiLine = version === 2 && text.startsWith('"""', quote);
  let index = quote + (multiLine ? 3 : 1);
  while (index < text.length) {
    const character = text[index];
    if (character === '\\') index += 2;
    else if (multiLine ? text.startsWith('"""', index) : character === '"') return index + (multiLine ? 3 : 1);
    else if (character === '\n' && version === 2 && !multiLine) return index;
    else index += 1;
  }
  return text.length;
}

/** Without recursion: the depth check above keeps this bounded, but the walk need not rely on it. */
function plainNodes(document: Document): KdlNode[] {
  const top: KdlNode[] = [];
  const pending: { nodes: Node[]; into: KdlNode[] }[] = [{ nodes: document.nodes, into: top }];
  while (pending.length > 0) {
    const { nodes, into } = pending.pop()!;
    for (const node of nodes) {
      const plain: KdlNode = {
        name: node.getName(),
        args: node.getArguments(),
        props: Object.fromEntries(node.getProperties()),
        children: [],
      };
      into.push(plain);
      if (node.children && node.children.nodes.length > 0)
        pending.push({ nodes: node.children.nodes, into: plain.children });
    }
  }
  return top;
}

export function textProp(node: KdlNode, key: string, path: string, findings: Findings): string | undefined {
  const value = node.props[key] ?? childText(node, key);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return cleanText(value, `${path} ${key}`, findings);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** `long_help "…"` written as a child node rather than a property. */
export function childText(node: KdlNode, name: string): unknown {
  const child = node.children.find((item) => item.name === name);
  return child?.args[0];
}

export function isOn(node: KdlNode, key: string): boolean {
  return node.props[key] === true || node.props[key] === 'true';
}

export function label(node: KdlNode): string {
  const first = node.args[0];
  return first === undefined ? node.name : `${node.name} ${JSON.stringify(String(first)).slice(0, 70)}`;
}
