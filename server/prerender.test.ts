// @vitest-environment node
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHtml, type SourceElement } from './html';
import { reactHydratedBy } from './hydrated-pages';
import {
  prerenderHtml,
  PrerenderError,
  renderElement,
  stylesheetFor,
  stylesheets,
  type PrerenderProblem,
} from './index';
import type { PrerenderTestOptions } from './prerender';
import { widgetMetadata } from './widgets';

const root = resolve(import.meta.dirname, '..');
/** The demo's showcase sections and its QA page's, bad input included. */
const demoSections = ['demo/sections', 'demo/qa']
  .flatMap((folder) =>
    readdirSync(resolve(root, folder))
      .filter((name) => name.endsWith('.html'))
      .sort()
      .map((name) => readFileSync(resolve(root, folder, name), 'utf8')),
  )
  .join('\n');

/** A `<cli-reference>` prerendered from `spec`, written to a file of its own as a site would have it. */
async function prerenderSpec(spec: object): Promise<string> {
  const file = resolve(mkdtempSync(join(tmpdir(), 'docs-widgets-spec-')), 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return renderElement('cli-reference', { src: '/spec.json' }, '', { root, specs: { '/spec.json': file } });
}

/** A command of a hand-written spec, with what a test sets on it. */
function command(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    title: `tool ${id}`,
    summary: '',
    description: '',
    usage: `tool ${id}`,
    tags: [],
    subcommands: [],
    flags: [],
    ...fields,
  };
}

/** The shadow root markup the server declared for the first `<tag>` of `html`. */
function shadowOf(html: string, tag: string): string {
  const start = html.indexOf(`<${tag}`);
  const open = html.indexOf('<template shadowrootmode="open">', start);
  expect(start, `<${tag}> is in the output`).toBeGreaterThanOrEqual(0);
  expect(open, `<${tag}> has a declarative shadow root`).toBeGreaterThan(start);
  return html.slice(open, html.indexOf('</template>', open));
}

describe('docs-widgets/server in plain Node', () => {
  it('runs without any DOM', () => {
    expect(typeof globalThis.document).toBe('undefined');
    expect(typeof globalThis.HTMLElement).toBe('undefined');
  });

  it('renders every element of the demo page into a declarative shadow root, with no error', async () => {
    const problems: PrerenderProblem[] = [];
    const html = await prerenderHtml(demoSections, { onProblem: (problem) => problems.push(problem) });
    // Hosts with a declarative shadow root, in the page and in those shadow roots (as the browser attaches them).
    const hosts = (tree: SourceElement): SourceElement[] =>
      [...tree.descendants()]
        .filter((element) => element.shadowRootTemplate !== undefined)
        .flatMap((element) => [element, ...hosts(element.shadowRootTemplate!.content!)]);
    const rendered = new Set(hosts(parseHtml(html)).map((element) => element.localName));
    const everyTag = [...widgetMetadata.keys()].sort();
    expect([...rendered].sort()).toEqual(everyTag);
    expect(html).not.toContain('could not be displayed');
    expect(html).not.toContain('could not be rendered');
    // Only the demo's deliberate mistakes are reported, each naming its tag and attribute.
    for (const problem of problems) expect(problem.tag).toMatch(/-/);
  });

  it('renders every element with no attributes at all, saying what is missing instead of failing', async () => {
    for (const tag of widgetMetadata.keys()) {
      const html = await renderElement(tag, {}, '', { onProblem: () => {} });
      expect(shadowOf(html, tag)).not.toContain('could not be displayed');
    }
  });

  it('shows the content: a parameter row has its name, type and badge in the markup', async () => {
    const html = await renderElement('param-row', { name: 'email', type: 'string', id: 'param-email' }, 'The address.');
    const shadow = shadowOf(html, 'param-row');
    expect(shadow).toContain('>email</code>');
    expect(shadow).toContain('>string</code>');
    expect(shadow).toContain('Required');
    expect(shadow).toContain('href="#param-email"');
    // The light DOM stays where it was, after the shadow root, for the slot.
    expect(html).toMatch(/<\/template>The address\.<\/param-row>$/);
  });

  it("writes the widgets in the page's language: the nearest lang, loaded before rendering", async () => {
    const page = await prerenderHtml(
      '<!doctype html><html lang="ja"><head></head><body>' +
        '<param-row name="email" type="string" default="none"></param-row>' +
        '<section lang="de"><copy-button value="x"></copy-button></section>' +
        '<rate-limit-table lang="ar"></rate-limit-table></body></html>',
    );
    const row = shadowOf(page, 'param-row');
    expect(row).toContain('必須');
    expect(row).toContain('デフォルト: <code>none</code>');
    expect(row).not.toContain('Required');
    expect(shadowOf(page, 'copy-button')).toContain('Kopieren');
    const table = shadowOf(page, 'rate-limit-table');
    expect(table).toContain('نقطة النهاية');
    expect(table).not.toMatch(/>(Endpoint|Path|Limit)</);
  });

  it('names the tag and the attribute of a bad value, in the markup and to onProblem', async () => {
    const problems: PrerenderProblem[] = [];
    const html = await renderElement(
      'persisted-tabs',
      { 'restore-delay': 'soon' },
      '<tab-panel value="a" label="A">A</tab-panel>',
      { onProblem: (problem) => problems.push(problem) },
    );
    expect(problems).toEqual([
      { tag: 'persisted-tabs', attribute: 'restore-delay', message: 'expected a number, got "soon".' },
    ]);
    expect(shadowOf(html, 'persisted-tabs')).toContain('<code>restore-delay</code>');
  });

  it('throws a PrerenderError naming the tag and attribute when strict', async () => {
    const attempt = renderElement('accepted-values', { values: '[{oops' }, '', { strict: true });
    await expect(attempt).rejects.toBeInstanceOf(PrerenderError);
    await expect(attempt).rejects.toThrow(/<accepted-values> attribute "values": is not valid JSON/);
  });

  it('leaves a page without our tags exactly as it was, unknown custom tags included', async () => {
    const page =
      '<!doctype html><html><head><title>A &amp; B</title><script>if (a < b) x("<param-row>")</script></head>' +
      '<body><my-widget name="x"><p>Hi</p></my-widget><template><param-row name="a" type="b"></param-row></template></body></html>';
    expect(await prerenderHtml(page)).toBe(page);
    expect(await renderElement('my-widget', { name: 'x' }, 'Hi')).toBe('<my-widget name="x">Hi</my-widget>');
  });

  it('renders an already prerendered page again, with one shadow root per element', async () => {
    const once = await renderElement('param-row', { name: 'email', type: 'string' });
    const changed = once.replace('type="string"', 'type="number"');
    const twice = await prerenderHtml(changed);
    expect(twice.match(/shadowrootmode/g)).toHaveLength(1);
    expect(shadowOf(twice, 'param-row')).toContain('>number</code>');
  });

  it('gives tab panels their slots in the light DOM, so the active one shows without JavaScript', async () => {
    const html = await renderElement(
      'persisted-tabs',
      { 'default-active': 'b' },
      '<tab-panel value="a" label="A">A</tab-panel><tab-panel value="b" label="B">B</tab-panel>',
    );
    expect(html).toContain('<tab-panel value="a" label="A" slot="tab:a" data-state="inactive">A</tab-panel>');
    expect(html).toContain('<tab-panel value="b" label="B" slot="tab:b" data-state="active">B</tab-panel>');
  });

  it('takes the theme from the element or an ancestor of the page', async () => {
    const html = await prerenderHtml('<div data-theme="dark"><param-row name="a" type="b"></param-row></div>');
    expect(html).toContain('data-dw-theme="dark"');
  });

  it('styles the shadow root with a linked stylesheet, never inline styles', async () => {
    const html = await prerenderHtml(demoSections, { stylesheetHref: '/assets/', onProblem: () => {} });
    expect(html).not.toMatch(/<style[\s>]/);
    expect(html).not.toMatch(/<template shadowrootmode[^]*?\sstyle="/);
    // What a component sets as a style is set through the CSSOM when it hydrates, from its own
    // values: nothing in the markup carries a style for the browser to apply.
    expect(html).not.toContain('--mark-tile');
    expect(html).not.toContain('data-dw-inline-style');
    const { fileName, css } = stylesheetFor('param-row');
    expect(html).toContain(`<link rel="stylesheet" href="/assets/${fileName}" data-dw-style />`);
    expect(css).toContain('.param-row');
    expect(stylesheets().map((sheet) => sheet.tag)).toContain('cli-reference');
  });

  it('writes docs links against the head meta, root-relative unless the origin is given', async () => {
    const page =
      '<html><head><meta name="docs-widgets:docs-base" content="/docs/"></head><body><sms-warning></sms-warning></body></html>';
    expect(await prerenderHtml(page)).toContain('href="/docs/guides/');
    expect(await prerenderHtml(page, { origin: 'https://docs.example.com' })).toContain(
      'href="https://docs.example.com/docs/guides/',
    );
  });

  it("writes a card's links as the live card does: relative ones against the page's address, '/' as the home page", async () => {
    const problems: PrerenderProblem[] = [];
    const page =
      '<link-card title="Home" href="/"></link-card><link-card title="Reference" href="cli.html"></link-card>' +
      '<link-card title="Flags" href="#flags"></link-card><link-card title="Postgres" href="https://www.postgresql.org/"></link-card>';
    const links = (html: string) =>
      [...html.matchAll(/<a class="card-link" href="([^"]*)"( rel="[^"]*")?/g)].map(
        ([, href, rel]) => `${href}${rel ?? ''}`,
      );
    const options = {
      root,
      pageFile: join(root, 'en', 'latest', 'guide.html'),
      onProblem: (found: PrerenderProblem) => problems.push(found),
    };
    expect(links(await prerenderHtml(page, options))).toEqual([
      '/',
      '/en/latest/cli.html',
      '/en/latest/guide.html#flags',
      'https://www.postgresql.org/ rel="noopener noreferrer"',
    ]);
    expect(links(await prerenderHtml(page, { ...options, origin: 'https://docs.example.com' }))).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/en/latest/cli.html',
      'https://docs.example.com/en/latest/guide.html#flags',
      'https://www.postgresql.org/ rel="noopener noreferrer"',
    ]);
    // A folder's index.html is addressed as the folder, as static hosts serve it.
    const index = await prerenderHtml(page, { ...options, pageFile: join(root, 'en', 'latest', 'index.html') });
    expect(links(index)[2]).toBe('/en/latest/#flags');
    // An icon's relative image URL too.
    const icon = await prerenderHtml('<icon-card title="SDK" href="/" icon="img/sdk.svg"></icon-card>', options);
    expect(icon).toContain('src="/en/latest/img/sdk.svg"');
    expect(problems).toEqual([]);
  });

  it('renders the logged-out state of <api-settings>, the same for every reader', async () => {
    const html = await renderElement('api-settings', { variable: 'anon-key' });
    const shadow = shadowOf(html, 'api-settings');
    expect(shadow).toContain('Anon key');
    expect(shadow).toMatch(/To get your (<!-- -->)?Anon key(<!-- -->)?, <a href="[^"]*">log in<\/a>/);
    expect(shadow).not.toContain('Loading');
  });

  it('reads a <cli-reference> spec from a file path, and renders every command', async () => {
    const html = await renderElement('cli-reference', { src: '/cli.json' }, '', {
      specs: { '/cli.json': resolve(root, 'spec/cli.yaml') },
    });
    const shadow = shadowOf(html, 'cli-reference');
    expect(shadow).toContain('id="supabase-db-push"');
    expect(shadow).toContain('id="supabase-vanity-subdomains-get"');
    expect(shadow).toContain('--linked');
    expect(shadow).not.toContain('aria-busy');
  });

  it('writes a light-DOM copy of the reference for search indexes, one per section in its slot', async () => {
    const html = await renderElement('cli-reference', { src: '/spec/cli.yaml' }, '', { root });
    const light = html.slice(html.indexOf('</template>'));
    // Each section's copy sits in the slot before the section, its heading carrying the section's id.
    expect(shadowOf(html, 'cli-reference')).toContain('<slot name="dw-copy:supabase-db-push"></slot>');
    expect(light).toMatch(
      /<div data-dw-copy aria-hidden="true" slot="dw-copy:supabase-db-push"><div><h3 id="supabase-db-push">/,
    );
    expect(light).toContain('<code>--dry-run</code>');
    // The header and its description are in the one copy that no slot takes.
    expect(light).toMatch(/^<\/template><div slot="dw-copy:" data-dw-copy aria-hidden="true">/);
    // No buttons, inputs or navigation in the copy.
    expect(light).not.toMatch(/<(button|input|nav|svg)[\s>]/);
  });

  it('keeps words apart in the search copy and leaves the headings without their "#" links', async () => {
    const html = await renderElement('cli-reference', { src: '/spec/cli.yaml' }, '', { root });
    const light = html.slice(html.indexOf('</template>'));
    // What a search index reads: the text, tags taken out.
    const text = light.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
    expect(text).toMatch(/Supabase CLI\s+v?1\.150\.0/);
    expect(text).not.toMatch(/--debug(boolean|bool)/);
    expect(text).toMatch(/--debug\s+\S/);
    expect(light).toMatch(/<h3 id="supabase-db-push">supabase db push<\/h3>/);
    expect(light).not.toMatch(/>#<\/a>/);
  });

  it('reads a <cli-reference> spec from an allowed origin, and from a root-relative src under root', async () => {
    const yaml = readFileSync(resolve(root, 'spec/cli.yaml'), 'utf8');
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/yaml' });
      response.end(yaml);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as { port: number };
      const src = `http://127.0.0.1:${port}/cli.yaml`;
      // The test server is on loopback, which a build never connects to: the test allows it.
      const options: PrerenderTestOptions = { allowFetch: [`http://127.0.0.1:${port}`], addressRule: () => undefined };
      const fromUrl = await renderElement('cli-reference', { src }, '', options);
      expect(shadowOf(fromUrl, 'cli-reference')).toContain('id="supabase-db-push"');
      // Without the test's rule, loopback is refused even from an allowed origin.
      const problems: PrerenderProblem[] = [];
      const refused = await renderElement('cli-reference', { src }, '', {
        allowFetch: [`http://127.0.0.1:${port}`],
        onProblem: (problem) => problems.push(problem),
      });
      expect(refused).not.toContain('id="supabase-db-push"');
      expect(problems[0]!.message).toContain('is a loopback address');
    } finally {
      server.close();
    }
    const fromRoot = await renderElement('cli-reference', { src: '/spec/cli.yaml' }, '', { root });
    expect(shadowOf(fromRoot, 'cli-reference')).toContain('id="supabase-db-push"');
  });

  it('reports a spec it cannot read and leaves the reference to the browser', async () => {
    const problems: PrerenderProblem[] = [];
    const html = await renderElement('cli-reference', { src: '/missing.yaml' }, '', {
      root,
      onProblem: (problem) => problems.push(problem),
    });
    expect(problems[0]).toMatchObject({ tag: 'cli-reference', attribute: 'src' });
    expect(problems[0]!.message).toContain('/missing.yaml');
    expect(shadowOf(html, 'cli-reference')).toContain('aria-busy="true"');
  });

  it('renders the newest version of a versions index, read as the browser reads it', async () => {
    const problems: PrerenderProblem[] = [];
    const html = await renderElement('cli-reference', { versions: '/index.json' }, '', {
      root,
      // An entry without a version is left out, as in the browser; the first usable one is the newest.
      specs: { '/index.json': resolve(root, 'server/testing/versions-index.json') },
      onProblem: (problem) => problems.push(problem),
    });
    expect(problems).toEqual([]);
    expect(shadowOf(html, 'cli-reference')).toContain('id="supabase-db-push"');
  });

  it('writes the versions as text and the markers against the next version, so a page without a script keeps them', async () => {
    const html = await renderElement('cli-reference', { versions: '/index.json' }, '', {
      root,
      specs: { '/index.json': resolve(root, 'server/testing/versions-index.json') },
    });
    const shadow = shadowOf(html, 'cli-reference');
    expect(shadow).toMatch(
      /class="version-static"[^>]*>Version <strong>v1\.150\.0<\/strong>, the newest; also published: v1\.140\.0\.(<!-- -->)? Markers compare with v1\.140\.0\./,
    );
    // Markers as text: a new flag, and a changed one with what it was before.
    expect(shadow).toMatch(/id="global-flags--dns-resolver"[\s\S]*?class="version-marker new">New in v1\.150\.0</);
    expect(shadow).toMatch(
      /id="supabase-db-lint--level"[\s\S]*?Changed in v1\.150\.0[\s\S]*?default(<!-- -->)?: <del>error<\/del>/,
    );
    // No picker: it needs a script.
    expect(shadow).not.toContain('<select');
  });

  it('reads no file outside the site root: `..` stops at the root, as in the browser', async () => {
    const problems: PrerenderProblem[] = [];
    const html = await renderElement('cli-reference', { src: '/../../../etc/hostname' }, '', {
      root: resolve(root, 'spec'),
      onProblem: (problem) => problems.push(problem),
    });
    expect(problems[0]!.message).toContain('"/etc/hostname" is not a file of the site');
    expect(shadowOf(html, 'cli-reference')).toContain('aria-busy="true"');
  });

  it("writes hostile spec ids and links as text: no attribute injection, no off-site '//' link", async () => {
    const spec = {
      clispec: '001',
      info: { id: 'tool', version: '1.0.0', title: 'Tool', description: 'See [the guide](.//evil.example/x).' },
      commands: [command("db$'", { title: 'tool db', summary: '" autofocus tabindex=0 onfocus=alert(1) x="' })],
      flags: [],
    };
    const html = await prerenderSpec(spec);
    const light = html.slice(html.indexOf('</template>'));
    // The id is written escaped and whole; the summary's quotes stay inside its text.
    expect(light).toContain(`id="db$'"`);
    // No tag gained an attribute from the spec: with every quoted value emptied, no tag names one.
    const tags = html.replace(/"[^"]*"/g, '""');
    expect(tags).not.toMatch(/<[a-z][^>]*\s(autofocus|onfocus)\b/);
    expect(html).not.toContain('href="//evil.example');
  });

  it('marks the sections that show the page’s values, which the loader then makes live at load', async () => {
    const example = (code: string) => ({ examples: [{ id: 'run', name: 'Run it', code }] });
    const html = await prerenderSpec({
      clispec: '001',
      info: { id: 'tool', version: '1.0.0', title: 'Tool', description: '' },
      commands: [
        command('link', example('tool link --project-ref {{project-ref}}')),
        // A Go template is code, not a placeholder; an escaped placeholder is shown as written.
        command('ps', example("tool ps --format '{{.Names}}' \\{{project-ref}}")),
      ],
      flags: [],
    });
    const shadow = shadowOf(html, 'cli-reference');
    const sectionTag = (id: string) => shadow.match(new RegExp(`<section[^>]* id="${id}"[^>]*>`))?.[0] ?? '';
    expect(sectionTag('link')).toContain('data-dw-eager');
    expect(sectionTag('ps')).not.toContain('data-dw-eager');
  });
});

describe('prerendering again, and what ties the markup to its inputs', () => {
  /** A page with every kind of edit the prerender makes: a head script, tab slots, a search copy, nested widgets. */
  async function fullPage() {
    return (
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>\n' +
      demoSections +
      '\n<div theme="dark"><cli-reference src="/spec/cli.yaml"></cli-reference></div>\n</body></html>'
    );
  }

  it('changes nothing when it renders a page it rendered before (idempotent)', async () => {
    const page = await fullPage();
    const options = { root, stylesheetHref: '/assets/', onProblem: () => {} };
    const once = await prerenderHtml(page, options);
    const twice = await prerenderHtml(once, options);
    expect(twice.length).toBe(once.length);
    expect(twice === once).toBe(true);
    expect(once.match(/<!--dw-->/g)?.length).toBe(once.match(/<persisted-tabs[\s>]/g)?.length);
    expect(once.match(/docs-widgets-early\.\w+\.js/g)).toHaveLength(1);
  });

  it('takes a page it prerendered for a page of its own, not for a React page (its shadow roots hold Suspense marks)', async () => {
    const problems: PrerenderProblem[] = [];
    const options = { root, onProblem: (problem: PrerenderProblem) => problems.push(problem) };
    const once = await prerenderHtml('<main><cli-reference src="/spec/cli.yaml"></cli-reference></main>', options);
    expect(once).toContain('<!--$-->');
    expect(reactHydratedBy(once)).toBeUndefined();
    await prerenderHtml(once, options);
    expect(problems).toEqual([]);
    // React's marks in the page itself still mean React hydrates it.
    expect(reactHydratedBy('<div><!--$--><p>Loaded</p><!--/$--></div>')).toBe('React');
    expect(reactHydratedBy('<div data-reactroot=""><p>Old React</p></div>')).toBe('React');
  });

  it('renders a reference again from its changed spec, and what did not change byte for byte as it was', async () => {
    const site = mkdtempSync(join(tmpdir(), 'docs-widgets-again-'));
    const specText = readFileSync(resolve(root, 'spec/cli.yaml'), 'utf8');
    writeFileSync(join(site, 'cli.yaml'), specText);
    const page =
      '<!doctype html><html><head><title>CLI</title></head><body><main>' +
      '<cli-reference src="cli.yaml"></cli-reference><param-row name="email" type="string">The address.</param-row>' +
      '</main></body></html>';
    const options = { root: site, stylesheetHref: '/assets/', onProblem: () => {} };
    const once = await prerenderHtml(page, options);
    const summary = 'Stop the local development stack';
    expect(once).toContain(summary);
    writeFileSync(
      join(site, 'cli.yaml'),
      specText.replace(`summary: ${summary}`, 'summary: Starts a project from scratch.'),
    );
    const twice = await prerenderHtml(once, options);
    expect(shadowOf(twice, 'cli-reference')).toContain('Starts a project from scratch.');
    expect(shadowOf(twice, 'cli-reference')).not.toContain(summary);
    // The search copy follows the spec; one shadow root and one copy per reference.
    expect(twice.match(/<template shadowrootmode/g)).toHaveLength(2);
    expect(twice.slice(twice.indexOf('</template>'))).toContain('Starts a project from scratch.');
    // The row, which did not change, is written as it was.
    const row = (html: string) => html.slice(html.indexOf('<param-row'));
    expect(row(twice)).toBe(row(once));
    expect(await prerenderHtml(twice, options)).toBe(twice);
  });

  it('writes the early tab script minified, as a script that parses alone', async () => {
    const { earlyScript } = await import('./index');
    const { gzipSync } = await import('node:zlib');
    const { js, fileName } = earlyScript();
    // Every reader of a page with tab sets downloads it before the first paint: a comment line
    // and one line of code, whose function is self-contained (it compiles with nothing around it).
    expect(js.trimEnd().split('\n')).toHaveLength(2);
    expect(() => new Function(js)).not.toThrow();
    expect(gzipSync(js).length).toBeLessThanOrEqual(0.85 * 1024);
    expect(fileName).toMatch(/^docs-widgets-early\.\w+\.js$/);
  });

  it('renders a code sample again from its own code, not from its old shadow root', async () => {
    const once = await renderElement('code-block', { language: 'js' }, '<pre><code>let answer = 42;</code></pre>');
    const twice = await prerenderHtml(once);
    expect(twice).toBe(once);
    expect(shadowOf(twice, 'code-block').match(/answer/g)).toHaveLength(1);
  });

  it('fingerprints the attributes, the page settings, the light DOM and the markup itself', async () => {
    const { prerenderFingerprint } = await import('../widgets/shared/prerendered');
    const check = (html: string, settings = ['', '', '']) => {
      const host = [...parseHtml(html).descendants()].find((element) => element.localName === 'param-row')!;
      return (
        prerenderFingerprint({
          attributes: host.attributes.map(({ name, value }) => [name, value] as const),
          settings,
          lightDom: host,
          shadowRoot: host.shadowRootTemplate!.content!,
        }) === host.getAttribute('data-dw-prerendered')
      );
    };
    const html = await renderElement(
      'param-row',
      { name: 'email', type: 'string', id: 'param-email' },
      'See <a href="/auth">auth</a>.',
    );
    expect(check(html)).toBe(true);
    // What the browser will find changed since the build:
    expect(check(html.replace('name="email"', 'name="phone"'))).toBe(false);
    expect(check(html, ['https://elsewhere.example/', '', ''])).toBe(false);
    expect(check(html.replace('See <a', 'Read <a'))).toBe(false);
    expect(check(html.replace('href="/auth"', 'href="/login"'))).toBe(false);
    expect(check(html.replace('</template>', '<a href="https://evil.example/">Sign in</a></template>'))).toBe(false);
    const shadow = shadowOf(html, 'param-row');
    const firstHref = /href="([^"]*)"/.exec(shadow.replace(/<link[^>]*>/, ''))?.[1];
    expect(firstHref).toBeDefined();
    expect(check(html.replace(`href="${firstHref}"`, 'href="https://evil.example/"'))).toBe(false);
    // What the runtime and the early tab script change (state, slots, our own attributes) is not read.
    expect(check(html.replace('<param-row ', '<param-row data-state="ready" data-dw-theme="dark" '))).toBe(true);
  });

  it('writes for every widget of the demo the fingerprint the browser will compute from the page it gets', async () => {
    const { prerenderFingerprint } = await import('../widgets/shared/prerendered');
    const page =
      '<html><head><meta name="docs-widgets:docs-base" content="/docs/"></head><body>' +
      demoSections +
      '</body></html>';
    const html = await prerenderHtml(page, { onProblem: () => {} });
    const hosts = [...parseHtml(html).descendants()].filter((element) => element.hasAttribute('data-dw-prerendered'));
    expect(hosts.length).toBeGreaterThan(40);
    for (const host of hosts) {
      const computed = prerenderFingerprint({
        attributes: host.attributes.map(({ name, value }) => [name, value] as const),
        settings: ['/docs/', '', ''],
        lightDom: host,
        shadowRoot: host.shadowRootTemplate!.content!,
      });
      expect(computed, `<${host.localName} id="${host.id}">`).toBe(host.getAttribute('data-dw-prerendered'));
    }
  });

  it('reads page settings only from a <head> the page writes', async () => {
    const snippet = '<meta name="docs-widgets:docs-base" content="https://evil.example/"><sms-warning></sms-warning>';
    expect(await prerenderHtml(snippet)).not.toContain('href="https://evil.example');
    const inBody =
      '<html><head></head><body><meta name="docs-widgets:docs-base" content="https://evil.example/"><sms-warning></sms-warning></body></html>';
    expect(await prerenderHtml(inBody)).not.toContain('href="https://evil.example');
    const inHead =
      '<html><head><meta name="docs-widgets:docs-base" content="https://docs.example/"></head><body><sms-warning></sms-warning></body></html>';
    expect(await prerenderHtml(inHead)).toContain('https://docs.example/');
  });

  it('records the hash of the spec a reference was rendered from, for the browser to compare', async () => {
    const html = await renderElement('cli-reference', { src: '/spec/cli.yaml' }, '', { root });
    const { documentHash } = await import('../widgets/shared/prerendered');
    const hash = documentHash(readFileSync(resolve(root, 'spec/cli.yaml')));
    expect(html).toContain(`data-dw-source="${hash}"`);
  });

  it('refuses attribute names that would write raw markup, in renderElement', async () => {
    for (const name of ['a>b', 'x onfocus', 'a="1"', 'a/b']) {
      await expect(renderElement('param-row', { [name]: '1' }), name).rejects.toThrow(TypeError);
    }
    await expect(renderElement('param-row><script>', {})).rejects.toThrow(TypeError);
  });

  it("never reads a remote versions index's entries from the site's files", async () => {
    const { createServer: createHttp } = await import('node:http');
    const requested: string[] = [];
    const server = createHttp((request, response) => {
      requested.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify([{ version: '1.0.0', src: '/spec/cli.yaml' }]));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      const html = await renderElement('cli-reference', { versions: `${origin}/versions.json` }, '', {
        root,
        allowFetch: [origin],
        addressRule: (address: string) => (address === '127.0.0.1' ? undefined : 'refused'),
        onProblem: () => {},
      } as PrerenderTestOptions);
      // The entry is read from the index's server (which answers it with the index again), not from root/spec/cli.yaml.
      expect(requested).toEqual(['/versions.json', '/spec/cli.yaml']);
      expect(html).not.toContain('id="supabase-db-push"');
    } finally {
      server.close();
    }
  });

  it('reads the files a cobra reference links to beside it, under the same rules: none outside the root', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-cobra-'));
    const site = join(folder, 'site');
    mkdirSync(join(site, 'cli'), { recursive: true });
    const page = (command: string, links: string[]) =>
      `command: ${command}\nshort: The ${command} command\nusage: ${command}\n` +
      (links.length > 0
        ? `cname:\n${links.map((link) => `  - ${command} ${link.replace('.yaml', '')}\n`).join('')}clink:\n${links.map((link) => `  - ${link}\n`).join('')}`
        : '');
    writeFileSync(join(site, 'cli', 'tool.yaml'), page('tool', ['tool_inside.yaml', 'tool_outside.yaml']));
    writeFileSync(join(site, 'cli', 'tool_inside.yaml'), page('tool inside', []));
    writeFileSync(join(folder, 'secret.yaml'), page('tool SECRET-OUTSIDE-THE-SITE', []));
    symlinkSync(join(folder, 'secret.yaml'), join(site, 'cli', 'tool_outside.yaml'));
    const problems: PrerenderProblem[] = [];
    const html = await renderElement('cli-reference', { src: '/cli/tool.yaml', format: 'cobra' }, '', {
      root: site,
      onProblem: (problem) => problems.push(problem),
    });
    expect(shadowOf(html, 'cli-reference')).toContain('tool inside');
    expect(html).not.toContain('SECRET');
    expect(html).toContain('leads (through a symbolic link) outside the site');
    expect(problems.map((problem) => problem.message).join('\n')).not.toContain('SECRET');
  });

  it('reads an oclif package as the browser does: src naming its folder, or its manifest, with the package.json', async () => {
    const site = mkdtempSync(join(tmpdir(), 'docs-widgets-oclif-'));
    mkdirSync(join(site, 'cli'));
    const manifest = {
      version: '1.0.0',
      commands: { 'app:deploy': { id: 'app:deploy', summary: 'Deploys the app.', flags: {}, args: {} } },
    };
    writeFileSync(join(site, 'cli', 'oclif.manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(site, 'cli', 'package.json'), JSON.stringify({ oclif: { bin: 'hosted', topicSeparator: ' ' } }));
    for (const src of ['/cli/', '/cli/oclif.manifest.json']) {
      const problems: PrerenderProblem[] = [];
      const html = await renderElement('cli-reference', { src }, '', {
        root: site,
        onProblem: (problem) => problems.push(problem),
      });
      const shadow = shadowOf(html, 'cli-reference');
      expect(shadow, src).toContain('id="hosted-app-deploy"');
      expect(shadow, src).toContain('hosted app deploy');
      expect(shadow, src).toContain('1 command, 1 topic');
      expect(problems, src).toEqual([]);
    }
  });

  it('records for a folder’s reference the hash of its manifest and where the manifest is, for the loader to fetch that', async () => {
    const site = mkdtempSync(join(tmpdir(), 'docs-widgets-oclif-'));
    mkdirSync(join(site, 'cli'));
    const manifest = JSON.stringify({ version: '1.0.0', commands: { deploy: { id: 'deploy', flags: {}, args: {} } } });
    writeFileSync(join(site, 'cli', 'oclif.manifest.json'), manifest);
    const { documentHash } = await import('../widgets/shared/prerendered');
    const hash = documentHash(new TextEncoder().encode(manifest));
    const folder = await renderElement('cli-reference', { src: '/cli/' }, '', { root: site });
    expect(folder).toContain(`data-dw-source="${hash} /cli/oclif.manifest.json"`);
    const named = await renderElement('cli-reference', { src: '/cli/oclif.manifest.json' }, '', { root: site });
    expect(named).toContain(`data-dw-source="${hash}"`);
  });

  it('leaves out the search copy where it would change how the page is read, and says so', async () => {
    const problems: PrerenderProblem[] = [];
    const page = '<p>Intro <cli-reference src="/spec/cli.yaml"></cli-reference></p><p id="after">After</p>';
    const html = await prerenderHtml(page, { root, onProblem: (problem) => problems.push(problem) });
    expect(html).not.toContain('data-dw-copy');
    expect(problems.some((problem) => problem.message.includes('search copy'))).toBe(true);
    // The page's own paragraphs are where they were.
    expect(html.endsWith('</cli-reference></p><p id="after">After</p>')).toBe(true);
    expect(problems.find((problem) => problem.message.includes('search copy'))?.message).toContain('block form');
  });

  it('writes a reference a Markdown renderer put alone in a <p> out of it, with its search copy, and says so as a note', async () => {
    const problems: PrerenderProblem[] = [];
    const page =
      '<main><h1>CLI</h1>\n<p><cli-reference src="/spec/cli.yaml"></cli-reference></p>\n<p id="after">After</p></main>';
    const options = { root, strict: true, onProblem: (problem: PrerenderProblem) => problems.push(problem) };
    const html = await prerenderHtml(page, options);
    expect(html.startsWith('<main><h1>CLI</h1>\n<cli-reference src="/spec/cli.yaml"')).toBe(true);
    expect(html.endsWith('</cli-reference>\n<p id="after">After</p></main>')).toBe(true);
    expect(html).toContain('data-dw-copy');
    const reference = [...parseHtml(html).descendants()].find((element) => element.localName === 'cli-reference')!;
    expect(reference.parentElement?.localName).toBe('main');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tag: 'cli-reference', severity: 'note' });
    expect(problems[0]!.message).toContain('out of the <p>');
    expect(problems[0]!.message).toContain('block form');
    // Rendered again, it is where it was put, and nothing more is said.
    expect(await prerenderHtml(html, options)).toBe(html);
    expect(problems).toHaveLength(1);
    // A paragraph with attributes of its own, or with more in it, stays: the copy is left out.
    for (const kept of [
      '<p class="cli"><cli-reference src="/spec/cli.yaml"></cli-reference></p>',
      '<p>See <cli-reference src="/spec/cli.yaml"></cli-reference></p>',
    ]) {
      const output = await prerenderHtml(kept, { root, onProblem: () => {} });
      expect(output.endsWith('</cli-reference></p>'), kept).toBe(true);
      expect(output, kept).not.toContain('data-dw-copy');
    }
  });
});
