// @ts-check
// The hostile corpus's pages, made here from their parts so that every combination is tried: a
// payload (markup that runs script when a browser reads it as markup), hidden where the HTML
// standard says a browser reads it as something inert (a no-break space that separates no
// attributes, an end tag's attributes, a bogus comment, raw text, a template, an encoded quote,
// text content…), around or inside each of our tags. A page counts only when Chromium runs nothing
// on it as written; it must then run nothing once prerendered either (tests/pages/hostile.spec.ts).
// The payloads call `__hostile('<case id>')`, so a run says which case ran.

/** Our tags, each with the light DOM it reads (if any) holding `inner`. */
const hosts = [
  (/** @type {string} */ attributes, /** @type {string} */ inner) =>
    `<param-row name="field" type="string"${attributes}>Text ${inner}</param-row>`,
  (/** @type {string} */ attributes, /** @type {string} */ inner) =>
    `<docs-callout type="tip"${attributes}>Callout ${inner}</docs-callout>`,
  (/** @type {string} */ attributes, /** @type {string} */ inner) =>
    `<code-block language="html"${attributes}><pre><code>let code = 1; ${inner}</code></pre></code-block>`,
  (/** @type {string} */ attributes, /** @type {string} */ inner) =>
    `<persisted-tabs${attributes}><tab-panel value="a" label="A">A ${inner}</tab-panel><tab-panel value="b" label="B">B</tab-panel></persisted-tabs>`,
  (/** @type {string} */ attributes, /** @type {string} */ inner) =>
    `<accepted-values values='[{"id":"a","name":"a"}]'${attributes}>${inner}</accepted-values>`,
  (/** @type {string} */ attributes, /** @type {string} */ inner) =>
    `<cli-reference src="/specs/small.json"${attributes}>${inner}</cli-reference>`,
];

/** Markup that runs script when read as markup, for case `id`. */
const payloads = [
  (/** @type {string} */ id) => `<img src="/hostile-missing.png" onerror="__hostile('${id}')">`,
  (/** @type {string} */ id) => `<svg onload="__hostile('${id}')"></svg>`,
  (/** @type {string} */ id) => `<details open ontoggle="__hostile('${id}')"></details>`,
  (/** @type {string} */ id) => `<script>__hostile('${id}')</script>`,
  (/** @type {string} */ id) => `<input autofocus onfocus="__hostile('${id}')">`,
];

/** The event handler attribute of each payload, for injections that add an attribute to one of ours. */
const handlers = ['onerror', 'onload', 'ontoggle', 'onclick', 'onfocus'];

/** Characters JavaScript's `\s` (or a careless reader) counts as whitespace and HTML does not. */
const notHtmlSpaces = [
  '\u00a0',
  '\u000b',
  '\u2028',
  '\u2029',
  '\u3000',
  '\u0085',
  '\u180e',
  '\ufeff',
  '\u200b',
  '\u00ad',
  '\u1680',
  '\u2000',
];

/** Ways to write a double quote inside a double-quoted value that a decoding reader might write back raw. */
const encodedQuotes = ['&quot;', '&#34;', '&#x22;', '&QUOT;', '&quot', '&#0034;', '&#X22;'];

/** Elements whose content the parser reads as text (raw text, escapable raw text, or inert). */
const rawTextElements = [
  ['<title>', '</title>'],
  ['<textarea>', '</textarea>'],
  ['<noscript>', '</noscript>'],
  ['<xmp>', '</xmp>'],
  ['<iframe>', '</iframe>'],
  ['<noembed>', '</noembed>'],
  ['<noframes>', '</noframes>'],
  ['<style>', '</style>'],
  ['<script type="text/plain">', '</script>'],
  ['<template>', '</template>'],
  ['<template shadowrootmode="none">', '</template>'],
  ['<!--', '-->'],
  ['<svg><![CDATA[', ']]></svg>'],
];

/** Bogus comments, which run to the next `>`, holding `text`. */
const bogusComments = [
  (/** @type {string} */ text) => `</ ${text}`,
  (/** @type {string} */ text) => `</3${text}`,
  (/** @type {string} */ text) => `</\u00a0${text}`,
  (/** @type {string} */ text) => `<!${text}`,
  (/** @type {string} */ text) => `<?${text}`,
  (/** @type {string} */ text) => `</"${text}`,
];

/** A payload's tag written so that it is not a tag: `<img …>` → `img src=… onerror=…` inside something. */
const bare = (/** @type {string} */ payload) => payload.replace(/^<|>$/g, '').replace(/><\/\w+$/, '');

/**
 * Every case of the corpus: an id and its page, once as a whole document and once as the bare
 * fragment a partial or a CMS snippet is.
 * @returns {Array<{ id: string, html: string }>}
 */
export function hostileCases() {
  /** @type {Array<{ id: string, body: string }>} */
  const bodies = [];
  const add = (/** @type {string} */ kind, /** @type {(id: string) => string} */ make) => {
    const id = `${kind}-${bodies.length}`;
    bodies.push({ id, body: make(id) });
  };
  hosts.forEach((host, hostIndex) => {
    payloads.forEach((payload, payloadIndex) => {
      const where = `h${hostIndex}p${payloadIndex}`;
      // Attributes joined by a character that is not HTML whitespace: one attribute name (or
      // value) to the browser, several to a reader that takes JavaScript's \s for HTML's.
      for (const space of notHtmlSpaces) {
        const hidden = (/** @type {string} */ id) =>
          [`data-a="1"`, `${handlers[payloadIndex]}="__hostile('${id}')"`, 'autofocus', 'tabindex="0"'].join(space);
        add(`space-${where}`, (id) => host(` ${hidden(id)}`, ''));
        add(`space-inner-${where}`, (id) => host('', `<b ${hidden(id)}>x</b>`));
      }
      // Attributes on an end tag, which the parser drops.
      add(`end-tag-${where}`, (id) => host('', '').replace(/<\/([\w-]+)>$/, `</$1 ${bare(payload(id))}>`));
      // A bogus comment inside the host, and one around it.
      for (const comment of bogusComments) {
        add(`bogus-${where}`, (id) => host('', `${comment(payload(id))}`));
        add(`bogus-around-${where}`, (id) => `${comment(host('', payload(id)))}`);
      }
      // The host and the payload as text of a raw-text element, a template or a comment.
      for (const [open, close] of rawTextElements) {
        add(`raw-${where}`, (id) => `${open}${host('', payload(id))}${close}`);
        add(`raw-inner-${where}`, (id) => host('', `${open}${payload(id)}${close}`));
      }
      // An encoded quote in an attribute value, which a reader that decodes and writes back would end.
      for (const quote of encodedQuotes) {
        add(`quote-${where}`, (id) => host(` id="x${quote} ${bare(payload(id))} data-b=${quote}"`, ''));
        add(`quote-light-${where}`, (id) => host('', `<span title="x${quote}><${bare(payload(id))}>">t</span>`));
      }
      // Markup written as text: character references for < and >.
      add(`text-${where}`, (id) => host('', payload(id).replace(/</g, '&lt;').replace(/>/g, '&gt;')));
      add(`text-numeric-${where}`, (id) => host('', payload(id).replace(/</g, '&#60;').replace(/>/g, '&#x3e;')));
      // A payload in an attribute value that the widget shows (a name, a label, a title).
      add(`value-${where}`, (id) => host(` title="${payload(id).replace(/"/g, '&quot;')}"`, ''));
      add(`value-single-${where}`, (id) => host(` data-x='${payload(id).replace(/'/g, '&#39;')}'`, ''));
      // An attribute value whose quote is never closed, and a tag cut off by the end of the page.
      add(`unclosed-${where}`, (id) => `${host(' title="open', '')}${payload(id)}`);
      add(`cut-${where}`, (id) => `${host('', '')}<img title="${payload(id).replace(/"/g, '')}`);
      // A name repeated: the parser keeps the first.
      add(`repeat-${where}`, (id) => host(` title="first" title="${payload(id).replace(/"/g, '&quot;')}"`, ''));
      // NUL and carriage returns in names and values.
      add(`nul-${where}`, (id) => host(` data-a="1"\u0000${bare(payload(id))}`, ''));
      add(`cr-${where}`, (id) => host(` title="a\r\n${payload(id).replace(/"/g, '&quot;')}"`, ''));
    });
    // Our own markers, written by hand: an old declarative shadow root and search copy that are not ours.
    add(`old-root-${hostIndex}`, (id) =>
      host('', `<template shadowrootmode="bogus"><img src="/x.png" onerror="__hostile('${id}')"></template>`),
    );
    add(`fake-copy-${hostIndex}`, (id) =>
      host('', `<div data-dw-copy><template><img src="/x.png" onerror="__hostile('${id}')"></template></div>`),
    );
    add(
      `tabs-label-${hostIndex}`,
      (id) =>
        `<persisted-tabs><tab-panel value="a" label="&lt;img src=x onerror=__hostile('${id}')&gt;">A</tab-panel></persisted-tabs>`,
    );
  });
  /** @type {Array<{ id: string, html: string }>} */
  const cases = [];
  for (const { id, body } of bodies) {
    cases.push({
      id: `${id}-document`,
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title></head><body>\n${body.replaceAll(id, `${id}-document`)}\n</body></html>\n`,
    });
    cases.push({ id: `${id}-fragment`, html: `${body.replaceAll(id, `${id}-fragment`)}\n` });
  }
  return cases;
}
