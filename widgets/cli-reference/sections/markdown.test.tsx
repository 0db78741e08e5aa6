import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLinkResolver, Markdown } from './markdown';

const resolveLink = createLinkResolver('https://docs.example.com/docs');

function render(source: string, headingLevel?: number): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Markdown source={source} resolveLink={resolveLink} headingLevel={headingLevel} />));
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<Markdown>', () => {
  it('renders headings one level below the section, paragraphs and emphasis', () => {
    const view = render('# Setup\n\nRun it *now*, **twice**, ~~never~~.\n\nSecond paragraph\n---', 2);
    expect(view.querySelector('h3')?.textContent).toBe('Setup');
    expect(view.querySelectorAll('p')).toHaveLength(1);
    expect(view.querySelector('em')?.textContent).toBe('now');
    expect(view.querySelector('strong')?.textContent).toBe('twice');
    expect(view.querySelector('s')?.textContent).toBe('never');
    expect(view.querySelector('h4')?.textContent).toBe('Second paragraph');
  });

  it('never skips a heading level, whatever level the text starts at', () => {
    const view = render('## Options\n\n#### Details\n\n> ###### Quoted\n\n## More', 3);
    expect(
      [...view.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
        (heading) => `${heading.localName} ${heading.textContent}`,
      ),
    ).toEqual(['h4 Options', 'h5 Details', 'h6 Quoted', 'h4 More']);
  });

  it('leaves underscores inside words alone', () => {
    const view = render('Set SUPABASE_ACCESS_TOKEN or snake_case_name, but _this_ is emphasis.');
    expect(view.textContent).toBe('Set SUPABASE_ACCESS_TOKEN or snake_case_name, but this is emphasis.');
    expect(view.querySelector('em')?.textContent).toBe('this');
  });

  it('renders nested, ordered and loose lists', () => {
    const view = render('- one\n- two\n  - two a\n  - two b\n- three\n\n3. third\n4. fourth');
    const outer = view.querySelector('ul')!;
    expect([...outer.children].map((item) => item.firstChild?.textContent)).toEqual(['one', 'two', 'three']);
    const inner = outer.children[1]!.querySelector('ul')!;
    expect([...inner.children].map((item) => item.textContent)).toEqual(['two a', 'two b']);
    expect(view.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(view.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('keeps code verbatim: inline, fenced with a language, indented, and box-drawn tables', () => {
    const table = ['   NAME  │ SIZE', '  ───────┼──────', '   users │ 8 kB'].join('\n');
    const view = render(
      `Use \`db *push*\` here.\n\n\`\`\`bash\n$ tool  --flag  <x>\n\`\`\`\n\n    indented *code*\n\n${table}`,
    );
    expect(view.querySelector('p code')?.textContent).toBe('db *push*');
    const blocks = [...view.querySelectorAll('pre code')].map((code) => code.textContent);
    expect(blocks).toEqual(['$ tool  --flag  <x>', 'indented *code*', table]);
  });

  it('renders pipe tables with alignment, escaped pipes and code cells', () => {
    const view = render('| Flag | Default |\n| :--- | ---: |\n| `--local` | `true` |\n| `a \\| b` | none |\n\nAfter.');
    expect([...view.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['Flag', 'Default']);
    expect(
      [...view.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent)),
    ).toEqual([
      ['--local', 'true'],
      ['a | b', 'none'],
    ]);
    expect(view.querySelector('td code')?.textContent).toBe('--local');
    expect(view.querySelector('th')?.className).toBe('align-left');
    expect(view.querySelector('td:last-child')?.className).toBe('align-right');
    expect(view.querySelector('p')?.textContent).toBe('After.');
  });

  it('renders blockquotes, with lazy continuation lines', () => {
    const view = render('> Note: this needs\nthe linked project.\n\nAfter.');
    expect(view.querySelector('blockquote')?.textContent).toBe('Note: this needs\nthe linked project.');
    expect(view.querySelector('blockquote + p')?.textContent).toBe('After.');
  });

  it('resolves relative links against the docs base and keeps absolute and mail links', () => {
    const view = render(
      '[guide](/guides/cli), [RFC](https://www.rfc-editor.org/rfc/rfc3986), <team@example.com> and https://example.com/a_b.',
    );
    const links = [...view.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['guide', 'https://docs.example.com/docs/guides/cli'],
      ['RFC', 'https://www.rfc-editor.org/rfc/rfc3986'],
      ['team@example.com', 'mailto:team@example.com'],
      ['https://example.com/a_b', 'https://example.com/a_b'],
    ]);
    expect(view.querySelector('a[href^="https://www.rfc"]')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('resolves /dashboard/ links against the dashboard base when there is one', () => {
    const resolve = createLinkResolver('https://docs.example.com/docs', undefined, 'https://app.example.com/dashboard');
    expect(resolve('/dashboard/support/new')).toBe('https://app.example.com/dashboard/support/new');
    expect(resolve('/dashboard/project/_/settings/database')).toBe(
      'https://app.example.com/dashboard/project/_/settings/database',
    );
    expect(resolve('/guides/cli')).toBe('https://docs.example.com/docs/guides/cli');
    expect(resolve('/dashboards-guide')).toBe('https://docs.example.com/docs/dashboards-guide');
    expect(createLinkResolver('https://docs.example.com/')('/dashboard/support/new')).toBe(
      'https://docs.example.com/dashboard/support/new',
    );
  });

  it('keeps in-page anchors on the page, mapped through the reference prefix', () => {
    const prefixed = createLinkResolver('https://docs.example.com/', (id) => `second-${id}`);
    expect(prefixed('#tool-db-push')).toBe('#second-tool-db-push');
    expect(prefixed('#')).toBeUndefined();
  });

  it('shows unsafe links as text', () => {
    const view = render(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c]( javascript:alert(1) ) [d](data:text/html,<script>alert(1)</script>) [e](vbscript:x) <javascript:alert(1)>',
    );
    expect(view.querySelectorAll('a')).toHaveLength(0);
    expect(view.textContent).toContain('a b c d e');
  });

  it('shows raw HTML as text and never creates elements from it', () => {
    const view = render(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> <a href="javascript:alert(1)">x</a> &lt;b&gt; &amp;',
    );
    expect(view.querySelectorAll('script, img, iframe')).toHaveLength(0);
    expect(view.querySelectorAll('a')).toHaveLength(0);
    expect(view.textContent).toContain('<script>alert(1)</script>');
    expect(view.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(view.textContent).toContain('<b> &');
    for (const element of view.querySelectorAll('*')) {
      expect([...element.attributes].filter((attribute) => attribute.name.startsWith('on'))).toEqual([]);
    }
  });

  it('does not nest a link inside a link', () => {
    const view = render('[see https://example.com](https://example.org)');
    expect(view.querySelectorAll('a')).toHaveLength(1);
    expect(view.querySelector('a')?.textContent).toBe('see https://example.com');
  });

  it('survives hostile input and shows it', () => {
    const inputs = [
      '*'.repeat(100_000) + 'x',
      '*'.repeat(8_000) + 'a' + '*'.repeat(8_000),
      '*a '.repeat(20_000),
      'a*'.repeat(5_000),
      '_'.repeat(5_000) + 'x' + '_'.repeat(5_000),
      '['.repeat(20_000) + ']('.repeat(20_000),
      '`'.repeat(30_000) + ' `` ` '.repeat(3_000),
      '>'.repeat(10_000) + ' deep',
      Array.from({ length: 500 }, (_, depth) => `${'  '.repeat(depth)}- level ${depth}`).join('\n'),
      '```\nnever closed\n\n# not a heading',
      '\u0000\u202e\uFEFF text',
    ];
    for (const source of inputs) {
      const view = render(source);
      expect(view.textContent!.length, source.slice(0, 40)).toBeGreaterThan(0);
    }
  });
});
