/**
 * Defining our tags in the page's custom element registry. Another library may already own a
 * name (`code-block`, `copy-button` and `tab-panel` are common): then the page's tags are that
 * library's elements, and we say so in the console with the way out, instead of silently using
 * someone else's element.
 */
import { ownElementKey } from '../../../base/protocol';

/** Whether `definition` is one of ours (from this copy of the widgets or another one). */
export function isOwnDefinition(definition: CustomElementConstructor): boolean {
  return (definition as unknown as Record<symbol, unknown>)[ownElementKey] === true;
}

export function conflictMessage(tag: string): string {
  const prefixed = `dw-${tag}`;
  return (
    `docs-widgets: <${tag}> is already defined by another script, so <${tag}> tags on this page are that script's elements, not ours. ` +
    `Use our elements under other names: with the loader, add <meta name="docs-widgets:prefix" content="dw-"> and write <${prefixed}>; ` +
    `from the package, call define('${tag}', '${prefixed}') or defineAll({ prefix: 'dw-' }).`
  );
}

/**
 * Defines `tag` unless it already is. Never throws: a repeat by another copy of our bundle returns
 * the existing definition; a name owned by another library gets a console warning and `undefined`.
 */
export function defineOnce(
  tag: string,
  createClass: () => CustomElementConstructor,
): CustomElementConstructor | undefined {
  const registry = globalThis.customElements;
  if (!registry) return undefined;
  const existing = registry.get(tag);
  if (existing) {
    if (isOwnDefinition(existing)) return existing;
    console.warn(conflictMessage(tag));
    return undefined;
  }
  try {
    const definition = createClass();
    Object.defineProperty(definition, ownElementKey, { value: true });
    registry.define(tag, definition);
  } catch (error) {
    const defined = registry.get(tag);
    if (!defined) {
      console.error(`docs-widgets: could not define <${tag}>:`, error);
      return undefined;
    }
    if (!isOwnDefinition(defined)) console.warn(conflictMessage(tag));
    return isOwnDefinition(defined) ? defined : undefined;
  }
  return registry.get(tag);
}
