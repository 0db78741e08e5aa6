import baseCss from '../widgets/shared/styles/base.css?inline';
import tokensCss from '../widgets/shared/styles/tokens.css?inline';
import { isWidgetTag, serverAssetsOf, stylesOf, widgetMetadata } from './widgets';
import { pageCss } from '../widgets/shared/styles/page-styles';
import { prerenderedAttribute } from '../widgets/shared/prerendered';

export interface Stylesheet {
  /** The tag whose shadow roots link it; empty for the page's own sheet (see `pageStylesheet()`). */
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
 * then what only the server's markup needs (`ServerAssets.stylesheets`: a reference's versions as
 * text). Read without the widget's code.
 */
export function stylesheetFor(tag: string): Stylesheet {
  let sheet = cache.get(tag);
  if (!sheet) {
    if (!isWidgetTag(tag)) throw new TypeError(`<${tag}> is not a docs-widgets element.`);
    const css = [tokensCss, baseCss, ...stylesOf(tag), ...(serverAssetsOf(tag)?.stylesheets ?? [])].join('\n');
    sheet = { tag, fileName: `${tag}.${contentHash(css)}.css`, css };
    cache.set(tag, sheet);
  }
  return sheet;
}

let pageSheet: Stylesheet | undefined;

/**
 * The stylesheet a prerendered page links from its `<head>` (see widgets/shared/styles/page-styles.ts):
 * it gives prerendered hosts the colour scheme the site marks on `<html>` or `<body>` (a `dark`
 * class, `data-theme`, `data-md-color-scheme`, `data-bs-theme`), which their shadow roots cannot
 * see, and registers the text size they scale, before any script has run and while a widget
 * waits for the reader's first touch.
 */
export function pageStylesheet(): Stylesheet {
  if (!pageSheet) {
    const css = `/* docs-widgets: prerendered widgets in the site's colour scheme, at its text size. */\n${pageCss(`[${prerenderedAttribute}]`)}\n`;
    pageSheet = { tag: '', fileName: `docs-widgets-page.${contentHash(css)}.css`, css };
  }
  return pageSheet;
}

/** Every stylesheet to write next to the prerendered pages: each tag's, then the page's. */
export function stylesheets(): Stylesheet[] {
  return [...[...widgetMetadata.keys()].sort().map(stylesheetFor), pageStylesheet()];
}
