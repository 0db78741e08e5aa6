import baseCss from '../widgets/shared/base.css?inline';
import tokensCss from '../widgets/shared/tokens.css?inline';
import { widgetDefinitions } from './widgets';
// Not from the widget's index (its CDN entry): only prerendered markup shows a reference's versions as text.
import { staticVersionsStyles } from '../widgets/cli-reference/static-versions';

/** CSS only the server's markup of a tag needs, after the tag's own. */
const serverStyles: Readonly<Record<string, readonly string[]>> = { 'cli-reference': staticVersionsStyles };

export interface Stylesheet {
  tag: string;
  /** `<tag>.<hash>.css`: the name changes when the CSS does, so it can be cached for good. */
  fileName: string;
  css: string;
}

export function contentHash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0).toString(36).padStart(7, '0');
}

const cache = new Map<string, Stylesheet>();

/**
 * The stylesheet a tag's declarative shadow root links: the same CSS, in the same order, as the
 * constructable sheets the element adopts in the browser (tokens, base rules, the widget's own),
 * then what only the server's markup needs (a reference's versions as text).
 */
export function stylesheetFor(tag: string): Stylesheet {
  let sheet = cache.get(tag);
  if (!sheet) {
    const definition = widgetDefinitions.get(tag);
    if (!definition) throw new TypeError(`<${tag}> is not a docs-widgets element.`);
    const css = [tokensCss, baseCss, ...(definition.options.styles ?? []), ...(serverStyles[tag] ?? [])].join('\n');
    sheet = { tag, fileName: `${tag}.${contentHash(css)}.css`, css };
    cache.set(tag, sheet);
  }
  return sheet;
}

/** Every tag's stylesheet, to write next to the prerendered pages. */
export function stylesheets(): Stylesheet[] {
  return [...widgetDefinitions.keys()].sort().map(stylesheetFor);
}
