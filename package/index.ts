import { eventAliases } from '../base/protocol';
import { checkedPrefix } from '../loader/start';
import { recordEarlyListeners } from '../loader/early-listeners';

/** A site's own strings: a language the widgets do not ship, or overrides of any string (see README, "Languages"). */
export { registerMessages, bundledLanguages, type Messages } from '../widgets/shared/i18n/index';

/**
 * `docs-widgets`: defines no element by itself. `define('param-row')` defines one element,
 * `define('param-row', 'my-param-row')` defines it under another name, `defineAll({ prefix: 'dw-' })`
 * defines every element as `dw-<tag>` (for pages where our plain names are taken). To define
 * elements on import instead, import `docs-widgets/all` or `docs-widgets/elements/<tag>`.
 */

/**
 * The widgets' names, one key each. Empty here; the package's typings fill it in from the
 * widgets' metadata, so `define('param-row')` is checked and completed in a consumer's editor.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface WidgetNames {}

/** A widget's name: its standard tag, such as `param-row` (any string inside this repository). */
export type WidgetName = [keyof WidgetNames] extends [never] ? string : keyof WidgetNames & string;

interface WidgetModule {
  define(tag?: string): CustomElementConstructor | undefined;
}

const modules = import.meta.glob<WidgetModule>('../widgets/*/index.ts', { eager: true });

const widgets: Record<string, WidgetModule> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/([^/]+)\/index\.ts$/, '$1'), module]),
);

/** Every widget's tag, which is also its name for `define`. */
export const widgetNames = Object.keys(widgets).sort() as readonly WidgetName[];

// Listeners for the plain-named event aliases, added before a `define` call, still hear them.
recordEarlyListeners(eventAliases);

/**
 * Defines the widget `name` (its standard tag, such as `param-row`) under `tag`, by default its
 * standard tag. Safe to call twice, and during server rendering (it does nothing there). Returns
 * the element class, or `undefined` when the tag belongs to another library (with a console warning).
 */
export function define(name: WidgetName, tag: string = name): CustomElementConstructor | undefined {
  const widget = widgets[name];
  if (!widget) {
    console.error(`docs-widgets: there is no widget named "${name}". Widgets: ${widgetNames.join(', ')}.`);
    return undefined;
  }
  return widget.define(tag);
}

/** Defines every widget, each as `prefix + tag` (for example `dw-param-row` with `prefix: 'dw-'`). */
export function defineAll({ prefix = '' }: { prefix?: string } = {}): void {
  const checked = checkedPrefix(prefix);
  for (const name of widgetNames) define(name, checked + name);
}
