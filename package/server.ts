/**
 * `docs-widgets/server`: renders the widgets to HTML in Node (no DOM needed), for static site
 * builds. `prerenderHtml(html, options)` gives every widget of a page a declarative shadow root
 * that the browser shows before (and without) JavaScript and the element hydrates;
 * `renderElement(tag, attributes, children)` does one element; `stylesheets()` lists the CSS files
 * those shadow roots and the pages' heads link.
 */
export * from '../server/index';
