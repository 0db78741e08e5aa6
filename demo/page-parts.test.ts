// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentsOf, includeChrome, withSnippets } from './page-parts.mjs';

describe('the showcase page parts', () => {
  it('puts the HTML of an example beside it, escaped, without the demo scripts, placeholders kept as written', () => {
    const html = withSnippets(`<h3>x</h3>
  <!-- example -->
  <code-block id="sample" title="a &quot;b&quot;">
    curl "{{project-url}}/rest/v1/x"
  </code-block>
  <script type="module" src="/code-block.js"></script>
  <!-- /example -->`);
    expect(html).toContain('<div class="demo-example"><div class="demo-live">');
    // The live markup is unchanged, script included.
    expect(html).toContain('<script type="module" src="/code-block.js"></script>');
    const snippet = html.slice(html.indexOf('<div class="demo-snippet">'));
    expect(snippet).toContain(
      '&lt;code-block id=&quot;sample&quot; title=&quot;a &amp;quot;b&amp;quot;&quot;&gt;\n  curl &quot;\\{{project-url}}/rest/v1/x&quot;\n&lt;/code-block&gt;',
    );
    expect(snippet).not.toContain('script');
  });

  it('puts the HTML of a wide example under it', () => {
    expect(withSnippets('<!-- example wide --><auth-providers></auth-providers><!-- /example -->')).toContain(
      '<div class="demo-example" data-layout="wide">',
    );
  });

  it('lists the sections by group, in their order', () => {
    const contents = contentsOf(`
<section class="demo-section" id="docs-callout" data-group="Callouts" aria-labelledby="a"><h2 id="a"><code>&lt;docs-callout&gt;</code></h2></section>
<section class="demo-section" id="param-row" data-group="Reference" aria-labelledby="b">
  <link rel="stylesheet" href="/param-row.css" />
  <h2 id="b"><code>&lt;param-row&gt;</code></h2></section>
<section class="demo-section" id="code-block" data-group="Callouts" aria-labelledby="c"><h2 id="c">Code</h2></section>`);
    const groups = [...contents.matchAll(/demo-toc-group">([^<]+)/g)].map((match) => match[1]);
    expect(groups).toEqual(['Callouts', 'Reference']);
    const links = [...contents.matchAll(/href="#([\w-]+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['docs-callout', 'code-block', 'param-row']);
  });

  it('marks the page shown in the page list, and links the QA switches from every header', () => {
    const html = includeChrome('<!-- demo-nav --><!-- demo-theme -->', '/qa.html');
    expect(html).toContain('<a href="/qa.html" aria-current="page">QA</a>');
    expect(html).toContain('<a class="demo-qa-link" href="/qa.html#qa-switches">QA switches</a>');
  });

  it('on a prerendered page, marks it and leads to the other prerendered pages, and live pages for the rest', () => {
    const links = (urlPath: string) =>
      [...includeChrome('<!-- demo-nav -->', urlPath).matchAll(/<a href="([^"]+)"( aria-current="page")?>/g)].map(
        ([, href, current]) => `${href}${current ? ' (current)' : ''}`,
      );
    expect(links('/prerendered/cli.html')).toEqual([
      '/prerendered/',
      '/api-settings.html',
      '/code-samples.html',
      '/prerendered/cli.html (current)',
      '/prerendered/cli-fixture.html',
      '/formats/opencli.html',
      '/prerendered/qa.html',
    ]);
    expect(links('/prerendered/')).toContain('/prerendered/ (current)');
    expect(links('/prerendered/index.html')).toContain('/prerendered/ (current)');
    expect(links('/formats/cobra.html')).toContain('/formats/opencli.html (current)');
    expect(links('/cli.html')).toContain('/cli.html (current)');
  });
});
