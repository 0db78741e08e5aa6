import { InvalidKdlError, parse as parseKdl2, type Document, type Node } from '@bgotink/kdl';
import { parse as parseKdl1 } from '@bgotink/kdl/v1-compat';
import { SpecLoadError } from '../spec-errors';
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
 * levels would exhaust the stack).
 *
 * @throws SpecLoadError of kind `syntax` (format `kdl`) with line and column
 */
export function readKdl(text: string, findings: Findings): KdlNode[] {
  const depth = braceDepth(text);
  if (depth.depth > MAX_KDL_DEPTH)
    throw new SpecLoadError({
      kind: 'syntax',
      format: 'kdl',
      reason: `Nodes are nested more than ${MAX_KDL_DEPTH} levels deep`,
      line: depth.line,
      column: depth.column,
    });
  let document: Document;
  try {
    document = parseKdl2(text);
  } catch (error) {
    if (!(error instanceof InvalidKdlError)) throw syntaxFailure(error);
    try {
      document = parseKdl1(text);
      findings.note('(document)', 'KDL 2', 'KDL 1 syntax (read as KDL 1)');
    } catch {
      throw syntaxFailure(error);
    }
  }
  return plainNodes(document);
}

function syntaxFailure(error: unknown): SpecLoadError {
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
  const message =
    error instanceof RangeError ? 'Nodes are nested too deeply to read' : String((error as Error)?.message ?? error);
  return new SpecLoadError({ kind: 'syntax', format: 'kdl', reason: message, line: undefined, column: undefined });
}

/** The deepest `{` nesting outside strings and comments, and where it is reached first. */
function braceDepth(text: string): { depth: number; line: number; column: number } {
  let depth = 0;
  let deepest = 0;
  let at = { line: 1, column: 1 };
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === '\n') {
      line += 1;
      lineStart = index + 1;
    } else if (character === '"') {
      // Skip a quoted string (escapes included); raw and multi-line strings are rare in specs.
      for (index += 1; index < text.length && text[index] !== '"'; index += 1) {
        if (text[index] === '\\') index += 1;
        else if (text[index] === '\n') {
          line += 1;
          lineStart = index + 1;
        }
      }
    } else if (character === '/' && text[index + 1] === '/') {
      while (index < text.length && text[index] !== '\n') index += 1;
      index -= 1;
    } else if (character === '{') {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest === MAX_KDL_DEPTH + 1) at = { line, column: index - lineStart + 1 };
      }
    } else if (character === '}') depth = Math.max(0, depth - 1);
  }
  return { depth: deepest, ...at };
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
