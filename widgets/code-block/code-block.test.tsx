import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './code-block';
import { define } from './code-block.element';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { normaliseSlotCode, trimBlankLines } from './normalise';
import { chooseLanguage } from './highlighting/languages';
import { highlightLines } from './highlighting/highlight';
// Loaded up front, as a CLI reference loads it, so shell code is coloured in the first render here;
// code-block-lazy.test.tsx shows the element loading it on its own.
import { highlightShell, registerShellHighlighter } from './highlighting/shell';
import { randomStrings } from '../../tests/tools/random-text';

registerShellHighlighter();
define();

afterEach(() => {
  document.body.innerHTML = '';
});

const codeText = (element: Element) => shadow(element).querySelector('pre code')?.textContent ?? '';
const highlighted = (element: Element) => waitFor(() => expect(element.getAttribute('data-state')).toBe('highlighted'));

describe('<code-block>', () => {
  it('shows the code between the tags without the page indentation or the blank lines around it', async () => {
    const element = await mount(`<code-block language="bash">
        supabase init
          # indented further
        supabase start
      </code-block>`);
    const lines = [...shadow(element).querySelectorAll('.line')].map((line) => line.textContent);
    expect(lines).toEqual(['supabase init\n', '  # indented further\n', 'supabase start\n']);
    expect(shadow(element).querySelector('slot')).toBeNull();
  });

  it('colours the code once the grammar has loaded, keeping the text exactly', async () => {
    const element = await mount(
      '<code-block language="sql" code="select name from products where price > 10; -- cheap ones"></code-block>',
    );
    await highlighted(element);
    const root = shadow(element);
    expect(root.querySelector('.hl-keyword')?.textContent?.toLowerCase()).toBe('select');
    expect(root.querySelector('.hl-comment')?.textContent).toBe('-- cheap ones');
    expect(codeText(element)).toBe('select name from products where price > 10; -- cheap ones\n');
  });

  it('shows markup in the code attribute as text and runs nothing', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const element = await mount('<code-block language="tsx"></code-block>');
    element.setAttribute('code', '<img src=x onerror=alert(1)>');
    await highlighted(element);
    await settle();
    expect(shadow(element).querySelector('img')).toBeNull();
    expect(codeText(element)).toBe('<img src=x onerror=alert(1)>\n');
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('highlights the JSX inside tsx', async () => {
    const element = await mount(
      '<code-block language="tsx" code="const view = <main className=&quot;app&quot;>Hi</main>;"></code-block>',
    );
    await highlighted(element);
    const coloured = (colour: string) =>
      [...shadow(element).querySelectorAll(`.hl-${colour}`)].map((token) => token.textContent);
    expect(coloured('title')).toContain('main');
    expect(coloured('attribute')).toContain('className');
  });

  it('keeps the colour of a comment that spans lines on every line', async () => {
    const element = await mount(`<code-block language="sql" code="/* first
second */ select 1;"></code-block>`);
    await highlighted(element);
    const comments = [...shadow(element).querySelectorAll('.line')].map(
      (line) => line.querySelector('.hl-comment')?.textContent,
    );
    expect(comments).toEqual(['/* first', 'second */']);
  });

  it('shows an unknown language as plain text and says so, naming the attribute and value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<code-block language="cobol" code="DISPLAY \'HI\'."></code-block>');
    const message = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(message).toContain('<code-block>');
    expect(message).toContain('language');
    expect(message).toContain('cobol');
    expect(codeText(element)).toBe("DISPLAY 'HI'.\n");
    expect(element.getAttribute('data-state')).toBe('plain');
    expect(warn.mock.calls.flat().join(' ')).toContain('"cobol"');
  });

  it('shows plain text with no message for language="text" or no language', async () => {
    const element = await mount('<code-block language="text" code="just words"></code-block>');
    expect(shadow(element).querySelector('[role="alert"]')).toBeNull();
    expect(element.getAttribute('data-state')).toBe('plain');
  });

  it('says when there is no code', async () => {
    const element = await mount('<code-block language="bash">   \n   </code-block>');
    const message = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(message).toContain('<code-block> has no code');
    expect(message).toContain('code');
    expect(element.getAttribute('data-state')).toBe('empty');
  });

  it('wraps long lines from the toggle and from the wrap attribute, and reflects the choice', async () => {
    const element = await mount('<code-block code="a long line"></code-block>');
    const toggle = shadow(element).querySelector<HTMLButtonElement>('.code-block-wrap')!;
    const block = shadow(element).querySelector('.code-block')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(block.getAttribute('data-wrap')).toBe('scroll');
    expect(shadow(element).querySelector('pre')?.getAttribute('tabindex')).toBe('0');
    toggle.click();
    await settle();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(block.getAttribute('data-wrap')).toBe('wrap');
    expect(element.hasAttribute('wrap')).toBe(true);
    element.removeAttribute('wrap');
    await settle();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });

  it('numbers lines only when asked', async () => {
    const plain = await mount('<code-block code="one"></code-block>');
    expect(shadow(plain).querySelector('.code-block')?.getAttribute('data-line-numbers')).toBe('off');
    const numbered = await mount('<code-block line-numbers code="one"></code-block>');
    expect(shadow(numbered).querySelector('.code-block')?.getAttribute('data-line-numbers')).toBe('on');
  });

  it('sizes the line-number gutter by a CSS rule for its digits, with no style property', async () => {
    const element = await mount('<code-block start-line="98" code="one\ntwo\nthree"></code-block>');
    const block = shadow(element).querySelector<HTMLElement>('.code-block')!;
    expect(block.getAttribute('data-number-digits')).toBe('3');
    expect(block.getAttribute('style')).toBeNull();
  });

  it('marks a block that fills the page’s values, which loads at once where the page has values', async () => {
    const filled = await mount('<code-block code="curl {{project-url}}/rest/v1/"></code-block>');
    expect(shadow(filled).querySelector('[data-dw-eager]')).not.toBeNull();
    const plain = await mount('<code-block code="echo \\{{project-url}}"></code-block>');
    expect(shadow(plain).querySelector('[data-dw-eager]')).toBeNull();
  });

  it('copies the code as shown and fires dw-copy from the element', async () => {
    const element = await mount(`<code-block language="bash">
        npm install
        npm start
      </code-block>`);
    const heard: unknown[] = [];
    element.addEventListener('dw-copy', (event) => heard.push((event as CustomEvent).detail));
    shadow(element).querySelector<HTMLButtonElement>('[part="button"]')!.click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe('npm install\nnpm start');
    expect(heard).toEqual([{ value: 'npm install\nnpm start' }]);
  });

  it('shows the first 1,000 lines of a longer sample, says how many are left out, and copies them all', async () => {
    const code = Array.from({ length: 1_200 }, (_, index) => `line ${index + 1}`).join('\n');
    const element = await mount('<code-block></code-block>');
    (element as HTMLElement & { code?: string }).code = code;
    await settle();
    const root = shadow(element);
    const lines = [...root.querySelectorAll('.line')];
    expect(lines).toHaveLength(1_000);
    expect(lines.at(-1)?.textContent).toBe('line 1000\n');
    expect(root.querySelector('.code-block-note')?.textContent).toBe(
      '200 more lines are not shown; Copy copies all of them.',
    );
    root.querySelector<HTMLButtonElement>('[part="button"]')!.click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe(code);
  });

  it('shows a sample of up to 1,000 lines whole, without a note', async () => {
    const code = Array.from({ length: 1_000 }, (_, index) => `line ${index + 1}`).join('\n');
    const element = await mount('<code-block></code-block>');
    (element as HTMLElement & { code?: string }).code = code;
    await settle();
    expect(shadow(element).querySelectorAll('.line')).toHaveLength(1_000);
    expect(shadow(element).querySelector('.code-block-note')).toBeNull();
  });

  it('hides the copy button with no-copy', async () => {
    const element = await mount('<code-block no-copy code="x"></code-block>');
    expect(shadow(element).querySelector('[part="button"]')).toBeNull();
    expect(shadow(element).querySelector('[part="wrap-toggle"]')).not.toBeNull();
  });

  it('reads markup kept unparsed in a script type="text/plain" between the tags', async () => {
    const element = await mount(`<code-block language="tsx">
      <script type="text/plain">
        <main className="app">Hi</main>
      </script>
    </code-block>`);
    expect(codeText(element)).toBe('<main className="app">Hi</main>\n');
    expect(shadow(element).querySelector('main')).toBeNull();
  });

  it('follows changes to the text between the tags', async () => {
    const element = await mount('<code-block>first</code-block>');
    element.textContent = 'second';
    await settle();
    expect(codeText(element)).toBe('second\n');
  });

  it('shows the title and the language', async () => {
    const element = await mount('<code-block title="supabase/config.toml" language="toml" code="[api]"></code-block>');
    expect(shadow(element).querySelector('.code-block-title')?.textContent).toBe('supabase/config.toml');
    expect(shadow(element).querySelector('.code-block-language')?.textContent).toBe('toml');
  });
});

describe('<code-block> samples that fit the reader', () => {
  const copy = async (element: Element) => {
    shadow(element).querySelector<HTMLButtonElement>('[part="button"]')!.click();
    await settle();
    return navigator.clipboard.readText();
  };
  /** Marks, folds and placeholders are drawn once their module has loaded (and the grammar, if any). */
  const ready = (element: Element) =>
    waitFor(() => expect(element.getAttribute('data-state')).toMatch(/^(plain|highlighted)$/));
  const kinds = (element: Element) =>
    [...shadow(element).querySelectorAll('.line')].map((line) => line.getAttribute('data-kind'));

  it('copies a shell session without prompts or output, and keeps continued commands whole', async () => {
    const element = await mount(`<code-block language="bash">
        $ curl https://example.com \\
            -H "apikey: key"
        {"ok":true}
        $ npx supabase status
        API URL: http://127.0.0.1:54321
      </code-block>`);
    await ready(element);
    expect(await copy(element)).toBe('curl https://example.com \\\n    -H "apikey: key"\nnpx supabase status');
    expect(codeText(element)).toContain('$ npx supabase status\nAPI URL');
  });

  it('shows a diff without its markers, marks added and removed lines, and copies the resulting code', async () => {
    const element = await mount(
      `<code-block language="ts" diff code=" const client = createClient(&#10;-  'http://localhost:54321',&#10;+  process.env.SUPABASE_URL,&#10; );"></code-block>`,
    );
    await ready(element);
    expect(codeText(element)).toBe(
      "const client = createClient(\n  'http://localhost:54321',\n  process.env.SUPABASE_URL,\n);\n",
    );
    expect(kinds(element)).toEqual([null, 'del', 'ins', null]);
    expect(await copy(element)).toBe('const client = createClient(\n  process.env.SUPABASE_URL,\n);');
  });

  it('marks lines from mark, ins and del, and copies only the marked ones with copy-marked', async () => {
    const element = await mount(
      '<code-block mark="2-3" del="4" ins="1" copy-marked code="a&#10;b&#10;c&#10;d&#10;e"></code-block>',
    );
    await ready(element);
    expect(kinds(element)).toEqual(['ins', 'mark', 'mark', 'del', null]);
    expect(await copy(element)).toBe('a\nb\nc');
  });

  it('numbers lines from start-line, leaving the numbers out of the text', async () => {
    const element = await mount('<code-block start-line="41" code="a&#10;b&#10;c"></code-block>');
    await ready(element);
    expect(shadow(element).querySelector('.code-block')?.getAttribute('data-line-numbers')).toBe('on');
    expect([...shadow(element).querySelectorAll('.line')].map((line) => line.getAttribute('data-line'))).toEqual([
      '41',
      '42',
      '43',
    ]);
    expect(codeText(element)).toBe('a\nb\nc\n');
  });

  it('folds collapsed ranges behind a button that shows and hides them, and copies them all the same', async () => {
    const element = await mount('<code-block collapse="2-4" code="1&#10;2&#10;3&#10;4&#10;5"></code-block>');
    await ready(element);
    const fold = () => shadow(element).querySelector<HTMLButtonElement>('.code-block-fold')!;
    expect(fold().textContent).toBe('Show 3 hidden lines 2–4');
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    expect(codeText(element)).not.toContain('3\n');
    fold().click();
    await settle();
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    expect([...shadow(element).querySelectorAll('span.line')].map((line) => line.textContent)).toEqual([
      '1\n',
      '2\n',
      '3\n',
      '4\n',
      '5\n',
    ]);
    expect(await copy(element)).toBe('1\n2\n3\n4\n5');
  });

  it('says which line attribute is wrong and why, and shows the block with the usable ranges', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount(
      '<code-block mark="2,9-4,x" collapse="1-8" start-line="-3" code="a&#10;b&#10;c"></code-block>',
    );
    await ready(element);
    const messages = [...shadow(element).querySelectorAll('[part="problem"] div')].map((line) => line.textContent);
    expect(messages).toEqual([
      '<code-block> attribute mark: "9-4" runs backwards; write the smaller line first. "x" is not a line or a range of lines (write them like "3,5-7"). Lines are counted from 1 in the block.',
      '<code-block> attribute collapse: "1-8" goes past the last line (3). Lines are counted from 1 in the block.',
      '<code-block> attribute start-line: expected a whole number from 0, got -3; numbering from 0.',
    ]);
    expect(kinds(element)).toEqual([null, 'mark', null]);
    expect(shadow(element).querySelector('.code-block-fold')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('attribute "mark"'));
    warn.mockRestore();
  });

  it('says when copy-marked has no marked lines to copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<code-block copy-marked code="a&#10;b"></code-block>');
    await ready(element);
    expect(shadow(element).querySelector('[part="problem"]')?.textContent).toContain(
      'attribute copy-marked: no lines are marked',
    );
    expect(await copy(element)).toBe('a\nb');
    warn.mockRestore();
  });

  it('shows placeholders without a value as marked names, read as "placeholder: …"', async () => {
    const element = await mount(
      `<code-block language="bash" code='curl "{{project-url}}/rest/v1" # \\{{not-one}}'></code-block>`,
    );
    await ready(element);
    const placeholder = shadow(element).querySelector('.placeholder')!;
    expect(placeholder.querySelector('[aria-hidden="true"]')?.textContent).toBe('project-url');
    expect(placeholder.querySelector('.dw-visually-hidden')?.textContent).toBe('placeholder: project URL');
    expect(placeholder.parentElement?.className).toBe('hl-string');
    expect(codeText(element)).toContain('# {{not-one}}');
    expect(await copy(element)).toBe('curl "{{project-url}}/rest/v1" # {{not-one}}');
  });

  it('copies a placeholder without a value as written, and says "Copied with placeholders" rather than "Copied"', async () => {
    const code = `curl "{{project-url}}/rest/v1" -H "apikey: {{anon-key}}"`;
    const unfilled = await mount(`<code-block language="bash" code='${code}'></code-block>`);
    await ready(unfilled);
    expect(await copy(unfilled)).toBe(code);
    const label = (element: Element) => shadow(element).querySelector('[part="button"]')!.textContent;
    expect(label(unfilled)).toBe('Copied with placeholders');
    expect(shadow(unfilled).querySelector('[role="status"]')?.textContent).toBe('Copied with placeholders');

    const filled = await mount(`<code-block language="bash" code='${code}'></code-block>`);
    await ready(filled);
    (filled as HTMLElement & { values: unknown }).values = {
      'project-url': 'https://abc.supabase.co',
      'anon-key': 'key',
    };
    await settle();
    expect(await copy(filled)).toBe('curl "https://abc.supabase.co/rest/v1" -H "apikey: key"');
    expect(label(filled)).toBe('Copied');

    // An escaped `\{{name}}` is code the sample means, not a value left out.
    const escaped = await mount(`<code-block language="bash" code='echo "\\{{name}}"'></code-block>`);
    await ready(escaped);
    expect(await copy(escaped)).toBe('echo "{{name}}"');
    expect(label(escaped)).toBe('Copied');
  });

  it('fills placeholders from the values property as text, hostile values included, and copies them', async () => {
    const element = await mount(
      '<code-block language="ts" code="const url = &quot;{{project-url}}&quot;;&#10;const key = {{anon-key}};"></code-block>',
    );
    await ready(element);
    const hostile = '"</script><img src=x onerror=alert(1)>\n<b>bold</b>';
    const long = 'k'.repeat(10 * 1024);
    (element as HTMLElement & { values: unknown }).values = { 'project-url': hostile, 'anon-key': long };
    await settle();
    expect(shadow(element).querySelector('.placeholder')).toBeNull();
    expect(shadow(element).querySelector('img, b, script')).toBeNull();
    expect(codeText(element)).toBe(`const url = "${hostile}";\nconst key = ${long};\n`);
    expect(await copy(element)).toBe(`const url = "${hostile}";\nconst key = ${long};`);
  });

  it('shows secret values shortened until revealed, and copies them whole', async () => {
    const element = await mount(
      '<code-block language="bash" code="export SUPABASE_SECRET_KEY={{secret-key}}"></code-block>',
    );
    await ready(element);
    const secret = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
    (element as HTMLElement & { values: unknown }).values = { 'secret-key': { value: secret, secret: true } };
    await settle();
    expect(codeText(element)).toBe('export SUPABASE_SECRET_KEY=sb_sec…MPvz\n');
    const reveal = [...shadow(element).querySelectorAll('button')].find(
      (button) => button.textContent === 'Show secrets',
    )!;
    expect(reveal.getAttribute('aria-pressed')).toBe('false');
    reveal.click();
    await settle();
    expect(reveal.getAttribute('aria-pressed')).toBe('true');
    expect(codeText(element)).toBe(`export SUPABASE_SECRET_KEY=${secret}\n`);
    expect(await copy(element)).toBe(`export SUPABASE_SECRET_KEY=${secret}`);
  });
});

describe('CodeBlock inside another widget', () => {
  it("names its parts, unless told not to (they would become the embedding widget's parts)", () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<CodeBlock code="supabase start" language="sh" title="Start" />));
    expect([...container.querySelectorAll('.code-block [part]')].map((node) => node.getAttribute('part'))).toEqual(
      expect.arrayContaining(['header', 'title', 'wrap-toggle', 'button', 'code']),
    );
    expect(container.querySelector('.code-block')?.getAttribute('part')).toBe('block');
    flushSync(() => root.render(<CodeBlock code="supabase start" language="sh" title="Start" noParts />));
    expect(container.querySelector('.code-block')?.hasAttribute('part')).toBe(false);
    expect(container.querySelectorAll('[part]')).toHaveLength(0);
    expect(container.querySelector('.hl-type')?.textContent).toBe('supabase');
    root.unmount();
  });
});

describe('CodeBlock with values', () => {
  it('fills the placeholders it has values for from the values prop, and keeps unknown names marked', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const code = 'SUPABASE_URL={{project-url}}\nREGION={{region}}';
    flushSync(() =>
      root.render(<CodeBlock code={code} values={{ 'project-url': 'https://abc.supabase.co', unused: 'x' }} />),
    );
    await waitFor(() => expect(container.querySelector('.placeholder')).not.toBeNull());
    expect(container.querySelector('pre code')?.textContent).toBe(
      'SUPABASE_URL=https://abc.supabase.co\nREGION=regionplaceholder: region\n',
    );
    flushSync(() =>
      root.render(<CodeBlock code={code} values={{ 'project-url': 'https://abc.supabase.co', region: 'eu-west-1' }} />),
    );
    expect(container.querySelector('.placeholder')).toBeNull();
    expect(container.querySelector('pre code')?.textContent).toBe(
      'SUPABASE_URL=https://abc.supabase.co\nREGION=eu-west-1\n',
    );
    root.unmount();
  });
});

describe('shell highlighting', () => {
  /** Each line as `text` runs and `[scope:text]` tokens, to read the colours at a glance. */
  const show = (code: string) =>
    highlightShell(code).map((line) =>
      line.map((segment) => (segment.scope ? `[${segment.scope}:${segment.text}]` : segment.text)).join(''),
    );

  it('colours shell code in the first render once the shell highlighter has loaded', async () => {
    const element = await mount(
      '<code-block language="sh" code="supabase link --project-ref abc # once"></code-block>',
    );
    expect(element.getAttribute('data-state')).toBe('highlighted');
    const root = shadow(element);
    expect(root.querySelector('.hl-type')?.textContent).toBe('supabase');
    expect(root.querySelector('.hl-attribute')?.textContent).toBe('--project-ref');
    expect(root.querySelector('.hl-comment')?.textContent).toBe('# once');
    expect(codeText(element)).toBe('supabase link --project-ref abc # once\n');
  });

  it('marks command words, flags, strings, variables, comments, keywords and prompts', () => {
    expect(show('npx supabase start -x --db-url=postgres://u@h/db')).toEqual([
      '[type:npx] supabase start [attribute:-x] [attribute:--db-url]=postgres://u@h/db',
    ]);
    expect(show('echo "Studio: $URL ${PORT}" \'$NOT\' # done')).toEqual([
      '[type:echo] [string:"Studio: ][attribute:$URL][string: ][attribute:${PORT}][string:"] [string:\'$NOT\'] [comment:# done]',
    ]);
    expect(show('$ supabase status | grep API && TOKEN=x tool $(which jq)')).toEqual([
      '[number:$] [type:supabase] status | [type:grep] API && [attribute:TOKEN]=x [type:tool] $([type:which] jq)',
    ]);
    expect(show('if [ -f .env ]; then echo ok; fi')).toEqual([
      '[keyword:if] [type:[] [attribute:-f] .env ]; [keyword:then] [type:echo] ok; [keyword:fi]',
    ]);
    expect(show('curl a#b --fail=true')).toEqual(['[type:curl] a#b [attribute:--fail]=true']);
    expect(show('tool true')).toEqual(['[type:tool] [number:true]']);
  });

  it('carries a command over continued lines and a string over line breaks', () => {
    expect(show('supabase db push \\\n  --dry-run\nsupabase start')).toEqual([
      '[type:supabase] db push \\',
      '  [attribute:--dry-run]',
      '[type:supabase] start',
    ]);
    expect(show("psql -c 'select 1;\nselect 2;'")).toEqual([
      "[type:psql] [attribute:-c] [string:'select 1;]",
      "[string:select 2;']",
    ]);
  });

  it('in a block with prompts, colours the prompted commands and leaves their output plain', () => {
    expect(
      show(
        '$ supabase migration repair 2024 --status reverted\nRepaired migration history: [2024] => reverted\n\n  $ supabase start',
      ),
    ).toEqual([
      '[number:$] [type:supabase] migration repair 2024 [attribute:--status] reverted',
      'Repaired migration history: [2024] => reverted',
      '',
      '  [number:$] [type:supabase] start',
    ]);
    // A command goes on after a trailing backslash, pipe or &&, and inside a quoted string.
    expect(
      show("$ supabase db dump \\\n  --local |\n  grep -v '^--\n' && echo done\nDone: 'quoted' output -x"),
    ).toEqual([
      '[number:$] [type:supabase] db dump \\',
      '  [attribute:--local] |',
      "  [type:grep] [attribute:-v] [string:'^--]",
      "[string:'] && [type:echo] done",
      "Done: 'quoted' output -x",
    ]);
  });

  it('colours every line of a block without prompts as a command', () => {
    expect(show('supabase start\nRepaired x')).toEqual(['[type:supabase] start', '[type:Repaired] x']);
  });

  it('keeps every character of any input, hostile ones included', () => {
    const inputs = [
      '$ a\nout \\\n$ b |\n',
      '  $ \n\n$',
      '',
      '\\',
      '$',
      '${unclosed',
      '"never closed $x',
      "'",
      '#!/bin/bash\n\n  # x',
      '$(( 1 + 2 ))',
      '<img src=x onerror=alert(1)>',
      '\u0000 \t\t a',
    ];
    for (const code of inputs) {
      expect(
        highlightShell(code)
          .map((line) => line.map((segment) => segment.text).join(''))
          .join('\n'),
      ).toBe(code);
    }
  });
});

describe('normaliseSlotCode', () => {
  it('removes only the indentation every non-blank line shares, tabs included', () => {
    expect(normaliseSlotCode('\n\t\tif x:\n\t\t\ty()\n\n\t\tz()\n\t')).toBe('if x:\n\ty()\n\nz()');
    expect(normaliseSlotCode('  a\n b')).toBe(' a\nb');
    expect(normaliseSlotCode('\r\n  a\r\n  b\r\n')).toBe('a\nb');
  });
});

describe('trimBlankLines: the `code` attribute minus the blank lines around it', () => {
  // The blank lines at the end were dropped with `/(?:\n[ \t]*)+$/`, which started again at each line
  // break of a run and scanned the run: 100,000 line breaks inside the code took seconds.

  it('drops what the pattern dropped, on random text', () => {
    for (const code of randomStrings(' \t\n\r\r\na-', 3000)) {
      const before = code
        .replace(/\r\n?/g, '\n')
        .replace(/^(?:[ \t]*\n)+/, '')
        .replace(/(?:\n[ \t]*)+$/, '');
      expect(trimBlankLines(code), JSON.stringify(code)).toBe(before);
    }
  });

  it('keeps 200,000 blank lines inside the code, at once', () => {
    const code = `first${'\n'.repeat(200_000)}last`;
    const started = performance.now();
    expect(trimBlankLines(`\n${code}\n \n`)).toBe(code);
    // Only a hang reaches this ceiling; the work takes milliseconds.
    expect(performance.now() - started, 'a case that should take milliseconds ran for seconds').toBeLessThan(10_000);
  });
});

describe('languages', () => {
  it('maps the names authors write to the grammar that highlights them', () => {
    expect(chooseLanguage('sh')).toBe('bash');
    expect(chooseLanguage(' TSX ')).toBe('typescript');
    expect(chooseLanguage('jsx')).toBe('javascript');
    expect(chooseLanguage('toml')).toBe('ini');
    expect(chooseLanguage(undefined)).toBe('plain');
    expect(chooseLanguage('Text')).toBe('plain');
    expect(chooseLanguage('constructor')).toBe('unknown');
    expect(chooseLanguage('HTML')).toBe('xml');
    expect(chooseLanguage('cobol')).toBe('unknown');
  });

  it.each([
    ['bash', 'if [ -f .env ]; then echo "found"; fi'],
    ['sql', "insert into products (name) values ('Mug');"],
    ['json', '{ "name": "docs", "private": true }'],
    ['yaml', 'name: docs\nenabled: true'],
    ['toml', '[auth]\nsite_url = "http://127.0.0.1:3000"'],
    ['typescript', 'const limit: number = 10;'],
    ['tsx', 'export function App() { return <main className="app">Hi</main>; }'],
    ['javascript', 'function add(a, b) { return a + b; }'],
    ['dart', 'final client = Supabase.instance.client;'],
    ['swift', 'let client = SupabaseClient(supabaseURL: url, supabaseKey: key)'],
    ['kotlin', 'val client = createSupabaseClient(url, key) { }'],
    ['python', 'def main():\n    return "ok"'],
    ['http', 'GET /rest/v1/products HTTP/1.1\nHost: example.com'],
    ['html', '<param-row name="email" type="string">The address.</param-row>'],
  ])('highlights %s', async (language, code) => {
    const grammar = chooseLanguage(language);
    if (grammar === 'plain' || grammar === 'unknown') throw new Error(`${language} is not mapped`);
    const lines = await highlightLines(code, grammar);
    expect(lines.map((line) => line.map((segment) => segment.text).join('')).join('\n')).toBe(code);
    expect(lines.flat().some((segment) => segment.scope)).toBe(true);
  });
});
