/**
 * Terser, the minifier webpack (and so Docusaurus) runs on production builds, cannot parse some
 * tagged templates whose raw text is not a valid escape (`String.raw\`"\u${name}"\``), though the
 * language allows them; the site's build then stops with "Unicode reference out of bounds". The
 * KDL parser the usage reader uses writes its error messages that way. For the package's modules,
 * which the site's bundler minifies again, this plugin rewrites each `String.raw` template of the
 * named dependencies as the plain template literal with the same value (its backslashes, backticks
 * and dollar signs escaped), so the package bundles that dependency in a form every minifier reads.
 */
import type { Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';

interface Span {
  start: number;
  end: number;
}
interface Node extends Span {
  type: string;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node of the tree, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* nodes(child);
  }
}

function isStringRaw(node: Node): boolean {
  if (node.type !== 'TaggedTemplateExpression') return false;
  const tag = node.tag as Node & { object?: Node & { name?: string }; property?: Node & { name?: string } };
  return (
    tag.type === 'MemberExpression' &&
    tag.computed === false &&
    tag.object?.name === 'String' &&
    tag.property?.name === 'raw'
  );
}

/** The same value as `String.raw` gives, written as plain template literals. */
export function plainTemplates(code: string, file: string): string {
  const edits: { span: Span; text: string }[] = [];
  for (const node of nodes(parseAst(code, { sourceType: 'module' }, file) as unknown as Node)) {
    if (!isStringRaw(node)) continue;
    const tag = node.tag as Node;
    if (code.slice(tag.start, tag.end).replace(/\s+/g, '') !== 'String.raw') {
      throw new Error(`${file}: the String.raw template at ${tag.start} is not where the parser says`);
    }
    edits.push({ span: tag, text: '' });
    for (const quasi of (node.quasi as Node & { quasis: (Node & { value: { raw: string } })[] }).quasis) {
      edits.push({ span: quasi, text: quasi.value.raw.replace(/[\\`$]/g, (character) => `\\${character}`) });
    }
  }
  edits.sort((a, b) => b.span.start - a.span.start);
  let out = code;
  for (const { span, text } of edits) out = out.slice(0, span.start) + text + out.slice(span.end);
  return out;
}

/** Rewrites `String.raw` templates in modules of the given packages (see the file's header). */
export function terserSafeTemplates(packages: readonly string[]): Plugin {
  const inPackage = (id: string) => packages.some((name) => id.includes(`/node_modules/${name}/`));
  return {
    name: 'docs-widgets:terser-safe-templates',
    transform(code, id) {
      if (!inPackage(id) || !code.includes('String.raw')) return undefined;
      return { code: plainTemplates(code, id), map: null };
    },
  };
}
