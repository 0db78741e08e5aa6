// @vitest-environment node
import { serializeOuter, defaultTreeAdapter, html } from 'parse5';
import { describe, expect, it } from 'vitest';
import {
  applyEdits,
  escapeAttribute,
  escapeText,
  isAttributeName,
  parseHtml,
  serializeAttribute,
  SourceComment,
  SourceElement,
  SourceText,
  type SourceNode,
} from './html';

// The build tools' HTML reader: the page as the browser reads it, with where each part is.

function only(html: string, name: string) {
  const found = [...parseHtml(html).descendants()].filter((element) => element.localName === name);
  expect(found, `one <${name}> in ${html}`).toHaveLength(1);
  return found[0]!;
}

describe('parseHtml', () => {
  it('decodes every character reference the standard names, in text and attributes', () => {
    const row = only(
      '<param-row name="caf&eacute;" type="&NotNestedGreaterGreater;&#x1F600;&amp">x &hellip; &ge;</param-row>',
      'param-row',
    );
    expect(row.getAttribute('name')).toBe('café');
    expect(row.getAttribute('type')).toBe('\u2aa2\u0338\u{1f600}&');
    expect(row.textContent).toBe('x \u2026 \u2265');
  });

  it('knows only the HTML standard\u2019s whitespace: a no-break space, vertical tab or ideographic space separates nothing', () => {
    for (const space of ['\u00a0', '\u000b', '\u3000', '\u2028']) {
      const row = only(`<param-row name="a"${space}onfocus=alert(1) autofocus></param-row>`, 'param-row');
      expect(row.hasAttribute('onfocus')).toBe(false);
      expect(row.attributes.map((attribute) => attribute.name)).toContain(`${space}onfocus`);
    }
  });

  it('reads bogus comments and end-tag attributes as the browser does', () => {
    const document = parseHtml(
      '<p>a</ <img src=x onerror=alert(1)>b</3 <img src=y>c</p data-x=1><param-row></param-row x=1>',
    );
    expect([...document.descendants()].map((element) => element.localName)).toEqual([
      'html',
      'head',
      'body',
      'p',
      'param-row',
    ]);
    expect(only('<param-row name=a></param-row onfocus=alert(1)>', 'param-row').hasAttribute('onfocus')).toBe(false);
  });

  it('keeps text inside raw-text elements, noscript and templates out of the tree', () => {
    const document = parseHtml(
      '<title><param-row></title><textarea><param-row></textarea><noscript><param-row></noscript>' +
        '<template><param-row></param-row></template><svg><param-row></param-row></svg><param-row id=real></param-row>',
    );
    const rows = [...document.descendants()].filter((element) => element.localName === 'param-row');
    // The one inside <svg> is an SVG element, not ours.
    expect(rows.map((row) => [row.id, row.namespaceURI])).toEqual([
      ['', 'http://www.w3.org/2000/svg'],
      ['real', 'http://www.w3.org/1999/xhtml'],
    ]);
  });

  it('attaches a host\u2019s first declarative shadow root as its shadow root, not as a child, as the browser does', () => {
    const host = only(
      '<param-row><template shadowrootmode="open"><b>old</b></template><template shadowrootmode="open">second</template>text</param-row>',
      'param-row',
    );
    expect(host.shadowRootTemplate?.content?.textContent).toBe('old');
    // A second one is an ordinary (inert) template child; template content is never text of its parent.
    expect(host.children.map((child) => child.localName)).toEqual(['template']);
    expect(host.textContent).toBe('text');
    // A <template shadowrootmode> on an element that cannot host a shadow root is a plain template.
    expect(only('<ul><template shadowrootmode="open">x</template></ul>', 'ul').shadowRootTemplate).toBeUndefined();
  });

  it('gives the positions of tags and attributes, and none to what the parser implied', () => {
    const html = '<p>text<param-row  name="a" b=c/>x</param-row>';
    const document = parseHtml(html);
    const row = only(html, 'param-row');
    expect(html.slice(row.location!.start, row.location!.startTagEnd)).toBe('<param-row  name="a" b=c/>');
    expect(html.slice(row.location!.start, row.location!.end)).toBe('<param-row  name="a" b=c/>x</param-row>');
    const name = row.attributeLocation('name')!;
    expect(html.slice(name.start, name.end)).toBe('name="a"');
    expect(row.getAttribute('b')).toBe('c/');
    expect(document.head).toBeUndefined();
    expect(parseHtml('<html><head><title>x</title></head></html>').head?.localName).toBe('head');
  });

  it('writes attribute changes into the start tag alone, leaving every other byte as it was', () => {
    const html = '<param-row name = \'a\' b=c/ data-x="1">x</param-row><p  class=z>';
    const document = parseHtml(html);
    const row = [...document.descendants()].find((element) => element.localName === 'param-row')!;
    row.setAttribute('data-x', 'say "hi" & <go>');
    row.setAttribute('data-new', '\u00a0');
    row.removeAttribute('name');
    const output = applyEdits(html, row.attributeEdits());
    expect(output).toBe(
      '<param-row   b=c/ data-x="say &quot;hi&quot; &amp; &lt;go&gt;" data-new="&nbsp;">x</param-row><p  class=z>',
    );
    // Read back, it is what was set.
    const again = only(output, 'param-row');
    expect(again.attributes).toEqual([
      { name: 'b', value: 'c/' },
      { name: 'data-x', value: 'say "hi" & <go>' },
      { name: 'data-new', value: '\u00a0' },
    ]);
  });

  it('adds an attribute to a self-closing tag without changing an unquoted value before it', () => {
    for (const [html, value] of [
      ['<param-row a=b/>', 'b/'],
      ['<param-row a="b" />', 'b'],
      ['<param-row/>', undefined],
    ] as const) {
      const row = only(html, 'param-row');
      row.setAttribute('data-dw', '1');
      const again = only(applyEdits(html, row.attributeEdits()), 'param-row');
      expect(again.getAttribute('a') ?? undefined).toBe(value);
      expect(again.getAttribute('data-dw')).toBe('1');
    }
  });

  it('refuses attribute names HTML would read back as something else', () => {
    for (const name of ['a>b', 'a b', 'a=b', 'a/b', '"a', '', 'a\u0000']) {
      expect(isAttributeName(name), name).toBe(false);
      expect(() => serializeAttribute(name, 'x')).toThrow(TypeError);
    }
    expect(isAttributeName('data-dw-prerendered')).toBe(true);
  });

  it('escapes text and attribute values as parse5\u2019s serialiser does', () => {
    const samples = ['a & b', '"quoted"', '<script>', 'no\u00a0break', "it's"];
    for (const value of samples) {
      const element = defaultTreeAdapter.createElement('b', html.NS.HTML, [{ name: 'x', value }]);
      defaultTreeAdapter.insertText(element, value);
      expect(serializeOuter(element)).toBe(`<b x="${escapeAttribute(value)}">${escapeText(value)}</b>`);
    }
  });

  it('applies many edits in one pass, in order, and refuses overlapping ones', () => {
    const source = 'abcdef';
    expect(
      applyEdits(source, [
        { start: 4, end: 4, text: 'X' },
        { start: 1, end: 2, text: '' },
        { start: 4, end: 4, text: 'Y' },
        { start: 0, end: 0, text: '<' },
      ]),
    ).toBe('<acdXYef');
    expect(() =>
      applyEdits(source, [
        { start: 1, end: 3, text: '' },
        { start: 2, end: 4, text: '' },
      ]),
    ).toThrow();
  });

  it('parses a fragment as the content of a declarative shadow root (a template)', () => {
    const fragment = parseHtml('<tr><td>cell</td></tr><param-row></param-row>', 'fragment');
    // In a template a table row stays a row; in a page's body it would be dropped.
    expect(fragment.children.map((child) => child.localName)).toEqual(['tr', 'param-row']);
    expect([...parseHtml('<tr><td>cell</td></tr>').descendants()].map((element) => element.localName)).not.toContain(
      'tr',
    );
  });

  it('reads the same tree without locations as with them, however the parser mends the markup', () => {
    // Every part a reader of the tree sees: names, namespaces, attributes, text, comments, the
    // links between nodes, templates' content and declarative shadow roots.
    const shape = (node: SourceNode, parent: SourceNode | null): unknown => {
      expect(node.parentNode).toBe(parent);
      if (node instanceof SourceText) return node.data;
      if (node instanceof SourceComment) return { comment: node.data };
      const element = node as SourceElement;
      element.childNodes.forEach((child, index) =>
        expect(child.nextSibling).toBe(element.childNodes[index + 1] ?? null),
      );
      return {
        name: element.localName,
        namespace: element.namespaceURI,
        attributes: element.attributes,
        children: element.childNodes.map((child) => shape(child, element)),
        content: element.content && element.content.childNodes.map((child) => shape(child, element.content!)),
        shadowRoot: element.shadowRootTemplate && shape(element.shadowRootTemplate, element),
      };
    };
    const sources = [
      // Misnested formatting, text in a table (fostered out), a row without its table, an
      // unclosed list item and option, SVG's attribute case, MathML's xlink, references.
      '<p>a<table><tr><td>x</td>b</tr></table><b><i>c</b>d</i><li>1<li>2<select><option>a<option>b</select>',
      '<svg viewbox="0 0 1 1"><foreignObject><p>q</svg><math><mi xlink:href="x">&amp;&nbsp;&notin;',
      '<table>t<tr>u',
      // A second `<html>` or `<body>` tag adds its attributes; a doctype after the start is dropped.
      'x<html lang="en" a="b"><body c="d">y<!doctype html><!-- note -->',
      // A host's first declarative shadow root is not among its children; a second one is.
      '<div><template shadowrootmode="open"><span>s</span></template><template shadowrootmode="closed">2</template>l</div>',
      // No doctype: a quirks-mode document, where a table does not close a paragraph.
      '<p>before<table><tr><td>cell</td></tr></table>',
    ];
    for (const source of sources)
      for (const kind of ['document', 'fragment'] as const)
        expect(shape(parseHtml(source, kind, false), null), `${kind}: ${source}`).toEqual(
          shape(parseHtml(source, kind, true), null),
        );
  });
});
