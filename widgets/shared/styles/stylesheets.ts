import tokensCss from './tokens.css?inline';
import baseCss from './base.css?inline';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * One constructable stylesheet per distinct CSS text, shared by every shadow root that adopts
 * it: a hundred `<param-row>`s parse their CSS once and carry no `<style>` element (which a
 * strict `style-src 'self'` policy would also block).
 */
export function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/** Tokens and base rules first, then the widget's own CSS (and that of components it embeds). */
export function adoptStyles(root: ShadowRoot, widgetCss: readonly string[]): void {
  root.adoptedStyleSheets = [tokensCss, baseCss, ...widgetCss].map(sharedSheet);
}
