// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defaultTreeAdapter, parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { prerenderHtml, renderElement } from './index';
import { buildRenderedFragment } from './rendered-markup';

// The shortcut for reading back React's markup must build the tree parse5 builds, node for node,
// or leave the markup to parse5.

type Node = DefaultTreeAdapterTypes.Node;

/** Everything of a tree the prerender reads: names, namespaces, attributes (with prefixes), text, comments. */
function shape(node: Node): unknown {
  if (defaultTreeAdapter.isTextNode(node)) return ['text', node.value];
  if (defaultTreeAdapter.isCommentNode(node)) return ['comment', node.data];
  const children = 'childNodes' in node ? node.childNodes.map(shape) : [];
  if (!defaultTreeAdapter.isElementNode(node)) return ['fragment', children];
  return [node.tagName, node.namespaceURI, node.attrs.map((attribute) => ({ ...attribute })), children];
}

const viaShortcut = (markup: string) => {
  const built = buildRenderedFragment(markup, defaultTreeAdapter);
  return built && shape(built);
};
const viaParse5 = (markup: string) => shape(parseFragment(markup));

const root = resolve(import.meta.dirname, '..');
const fixture = resolve(root, '..', 'shared', 'fixtures', 'supabase-cli', 'cli_v1_commands-1.145.2.yaml');

/** The markup of every declarative shadow root in `html`, as the server wrote it (nested ones too). */
function shadowRootMarkup(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if (defaultTreeAdapter.isElementNode(node)) {
      const location = node.sourceCodeLocation;
      if (node.tagName === 'template' && node.attrs.some(({ name }) => name === 'shadowrootmode') && location?.endTag)
        found.push(html.slice(location.startTag!.endOffset, location.endTag.startOffset));
      if (node.tagName === 'template')
        visit(defaultTreeAdapter.getTemplateContent(node as DefaultTreeAdapterTypes.Template));
    }
    if ('childNodes' in node) node.childNodes.forEach(visit);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return found;
}

describe('reading back rendered markup without the full parser', () => {
  it('builds the tree parse5 builds from every shadow root the demo, a reference and a guide page render', async () => {
    const pages = ['demo/sections', 'demo/qa'].flatMap((folder) =>
      readdirSync(resolve(root, folder))
        .filter((name) => name.endsWith('.html'))
        .map((name) => readFileSync(resolve(root, folder, name), 'utf8')),
    );
    const guide =
      '<main><docs-callout type="tip">Once per <code>project</code> &amp; branch.</docs-callout>' +
      '<persisted-tabs query-group="lang"><tab-panel value="js" label="JavaScript"><code-block language="js"><pre><code>const a = 1 &lt; 2;</code></pre></code-block></tab-panel>' +
      '<tab-panel value="sh" label="Shell"><code-block language="bash"><pre><code>echo "a\'s"</code></pre></code-block></tab-panel></persisted-tabs>' +
      '<param-row name="field" type="string" optional>The <code>field</code> &amp; <a href="/x#1">more</a>.</param-row>' +
      '<link-card title="Next" description="What to read &quot;next&quot;." href="/next.html"></link-card>' +
      '<docs-accordion><accordion-item summary="Why?">Because.</accordion-item></docs-accordion></main>';
    const specFile = resolve(mkdtempSync(join(tmpdir(), 'docs-widgets-spec-')), 'spec.yaml');
    writeFileSync(specFile, readFileSync(existsSync(fixture) ? fixture : resolve(root, 'spec', 'cli.yaml')));
    const outputs = [
      ...(await Promise.all([...pages, guide].map((page) => prerenderHtml(page, { onProblem: () => {} })))),
      await renderElement('cli-reference', { src: '/spec.yaml' }, '', { root, specs: { '/spec.yaml': specFile } }),
    ];
    const markups = outputs.flatMap(shadowRootMarkup);
    let read = 0;
    for (const markup of markups) {
      const built = viaShortcut(markup);
      if (built === undefined) continue;
      read += 1;
      expect(built, markup.slice(0, 200)).toEqual(viaParse5(markup));
    }
    expect(markups.length).toBeGreaterThan(50);
    // Most of it takes the shortcut: that is what makes it worth having.
    expect(read / markups.length).toBeGreaterThan(0.8);
  });

  it('builds what parse5 builds from SVG, references, comments, empty attributes and the stylesheet link', () => {
    for (const markup of [
      '<link rel="stylesheet" href="/a.css?x=1&amp;y=2" data-dw-style=""/><div class="a" hidden="">x<!-- -->y</div>',
      '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none"><clipPath id="c"><path d="M0 0h24"/></clipPath><linearGradient gradientUnits="userSpaceOnUse"></linearGradient></svg>',
      '<p>a &lt;b&gt; &amp; &quot;c&quot; &#x27;d&#x27; &#39;e&#39; &apos;f&apos;&nbsp;g</p>',
      '<ul><li><ul><li>nested</li></ul></li><li>next</li></ul>',
      '<dl><dt>term</dt><dd>definition</dd></dl>',
      '<button type="button"><svg width="16" height="16"><path d="M1 1"></path></svg><span>Copy</span></button>',
      '<pre><code>line 1\nline 2</code></pre>',
      '<h2 id="x"><a href="#x">#</a> Title</h2><input type="text" value="a&amp;b"/><br/><img alt="" src="/i.png"/>',
    ]) {
      expect(viaShortcut(markup), markup).toBeDefined();
      expect(viaShortcut(markup), markup).toEqual(viaParse5(markup));
    }
  });

  it('leaves to parse5 markup whose tree the parser would build differently from its tags', () => {
    for (const markup of [
      '<p><div>a block closes the paragraph</div></p>',
      '<li><div><li>a list item closes the open one</li></div></li>',
      '<a href="/1"><a href="/2">a link in a link</a></a>',
      '<button><button>a button in a button</button></button>',
      '<h1><h2>a heading in a heading</h2></h1>',
      '<table><tr><td>rows get a tbody</td></tr></table>',
      '<pre>\nthe first newline is dropped</pre>',
      '<div/>',
      '<div>not closed',
      '<div><span>misnested</div></span>',
      '<svg><foreignObject><div>html inside</div></foreignObject></svg>',
      '<svg><div>leaves the SVG</div></svg>',
      '<svg><use xlink:href="#a"></use></svg>',
      '<p>&copy; a reference not among React\u2019s</p>',
      '<p>a &amp without its semicolon</p>',
      '<p>a\r\nb</p>',
      '<p>a\0b</p>',
      '<template><p>content</p></template>',
      '<api-settings></api-settings>',
      '<div class="a" class="b"></div>',
      "<div class='single'></div>",
      '<div class=bare></div>',
      '<textarea>raw text</textarea>',
      '<!DOCTYPE html><p>x</p>',
      '</p>',
    ]) {
      expect(viaShortcut(markup), markup).toBeUndefined();
    }
    // What taking them at their word would have missed: parse5's trees are not their tags' nesting.
    expect(viaParse5('<p><div>x</div></p>')).toEqual([
      'fragment',
      [
        ['p', 'http://www.w3.org/1999/xhtml', [], []],
        ['div', 'http://www.w3.org/1999/xhtml', [], [['text', 'x']]],
        ['p', 'http://www.w3.org/1999/xhtml', [], []],
      ],
    ]);
  });
});
