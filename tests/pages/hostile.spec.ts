import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { marked } from 'marked';
import { micromark } from 'micromark';
import { hostileCases } from '../hostile/cases.mjs';
import { loaderHasRun, wakeAll } from '../tools/loader';

// The build tools on pages and specs from less-trusted hands, tried as an attacker would: each
// hostile page or spec of the corpus (tests/hostile/) is prerendered or exported as a docs build
// does it, then opened in Chromium. Nothing may run that did not run on the page as written, and
// nothing from outside the site or from a refused address may appear in the output or the log.
// Each test prints how many cases it tried and how many held.

const root = resolve(import.meta.dirname, '../..');
const corpus = resolve(import.meta.dirname, '../hostile');
const cli = join(root, 'dist', 'cli', 'docs-widgets.js');

interface ServerModule {
  prerenderHtml(html: string, options?: Record<string, unknown>): Promise<string>;
  earlyScript(): { fileName: string; js: string };
  stylesheets(): Array<{ fileName: string; css: string }>;
}

/** docs-widgets/server as the build made it (npm test builds before the browser tests). */
async function serverModule(): Promise<ServerModule> {
  // As a docs build runs it: React's development build is several times slower.
  process.env.NODE_ENV ??= 'production';
  return (await import(pathToFileURL(join(root, 'dist', 'lib', 'server.js')).href)) as ServerModule;
}

/** What the corpus pages are served from, on the test server's origin; everything else goes to the demo server. */
async function serve(page: Page, files: ReadonlyMap<string, string>): Promise<void> {
  await page.route('**/hostile/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = files.get(path);
    if (body === undefined) return route.fulfill({ status: 404, body: '' });
    const type = path.endsWith('.css') ? 'text/css' : path.endsWith('.js') ? 'text/javascript' : 'text/html';
    return route.fulfill({ body, contentType: `${type}; charset=utf-8` });
  });
  await page.route('**/hostile-missing.png', (route) => route.fulfill({ status: 404, body: '' }));
}

/**
 * A server for the corpus's pages, on loopback: the browser fetches them directly, stylesheets
 * from its cache, which is many times faster than routing each request through the test.
 */
async function fileServer(files: ReadonlyMap<string, string>): Promise<{ origin: string; close: () => void }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = files.get(path);
    if (body === undefined) return void response.writeHead(404).end();
    const type = path.endsWith('.css') ? 'text/css' : path.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, {
      'content-type': `${type}; charset=utf-8`,
      'cache-control': /\.(css|js)$/.test(path) ? 'max-age=3600' : 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

/**
 * Records every payload that runs, in any frame: `__hostile(id)` notes the frame's address and the
 * case; a dialog (a payload of someone else's making) is noted too and dismissed.
 */
async function watchForScript(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(`window.__activeContent = ${activeContentOf.toString()};`);
  await page.addInitScript(() => {
    const top = window.top as unknown as { __ran?: string[] };
    if (window === window.top) top.__ran = [];
    (window as unknown as { __hostile: (id: string) => void }).__hostile = (id) =>
      top.__ran?.push(`${location.pathname} ${id}`);
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => [
    ...((await page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran)) ?? []),
    ...dialogs,
  ];
}

/**
 * The active content of a document, shadow roots included: elements with an event handler
 * attribute, script elements (but our own), script
 * or data URLs in attributes that load or navigate, `srcdoc`, refresh and `<base>`.
 */
function activeContentOf(document: Document): string[] {
  const found: string[] = [];
  const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background']);
  const walk = (scope: Document | ShadowRoot) => {
    for (const element of scope.querySelectorAll('*')) {
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`<${element.localName} ${attribute.name}>`);
        if (
          urlAttributes.has(attribute.name) &&
          /^[\s\u0000-\u001f]*(javascript|vbscript|data):/i.test(attribute.value)
        )
          found.push(`<${element.localName} ${attribute.name}="${attribute.value.slice(0, 30)}">`);
      }
      // Our own scripts: the page's loader or bundle, and the early tab script the prerender adds.
      if (
        element.localName === 'script' &&
        !/\/(loader|docs-widgets|docs-widgets-early\.\w+)\.js$/.test(element.getAttribute('src') ?? '')
      )
        found.push('<script>');
      if (element.localName === 'iframe' && element.hasAttribute('srcdoc')) found.push('<iframe srcdoc>');
      if (element.localName === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
        found.push('<meta refresh>');
      if (element.localName === 'base') found.push('<base>');
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return found;
}

/** The active content of the page's document (see `activeContentOf`, which `watchForScript` installs). */
function activeContent(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as { __activeContent: (document: Document) => string[] }).__activeContent(document),
  );
}

/**
 * Opens `paths` of `origin` together, each in a frame of one page, and returns each one's active
 * content and markup (shadow roots included) once all have loaded.
 */
async function openFrames(
  page: Page,
  origin: string,
  paths: readonly string[],
  files: Map<string, string>,
): Promise<Map<string, { active: string[]; markup: string }>> {
  const runner = `/run-${files.size}.html`;
  files.set(
    runner,
    `<!doctype html><html><body>${paths.map((path) => `<iframe src="${path}"></iframe>`).join('')}</body></html>`,
  );
  await page.goto(origin + runner, { waitUntil: 'load' });
  // One more task, after the load event: a <details> toggle is a task of its own.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
  const results = await page.evaluate(() => {
    const scan = (window as unknown as { __activeContent: (document: Document) => string[] }).__activeContent;
    return [...document.querySelectorAll('iframe')].map((frame) => {
      const inner = frame.contentDocument!;
      const parts = [inner.documentElement.outerHTML];
      for (const host of inner.querySelectorAll('*')) if (host.shadowRoot) parts.push(host.shadowRoot.innerHTML);
      return [new URL(frame.src).pathname, { active: scan(inner), markup: parts.join('\n') }] as const;
    });
  });
  files.delete(runner);
  return new Map(results);
}

/** The mutation-XSS corpus is tried in parts, which the two test workers share. */
const parts = 4;

test.describe('hostile pages and specs', () => {
  for (let part = 0; part < parts; part += 1) {
    test(`mutation XSS (part ${part + 1} of ${parts}): no prerendered page runs script, or holds active markup, that the page as written does not`, async ({
      page,
    }) => {
      test.setTimeout(15 * 60_000);
      const server = await serverModule();
      const cases = hostileCases().filter((_entry, index) => index % parts === part);
      const files = new Map<string, string>();
      for (const sheet of server.stylesheets()) files.set(`/styles/${sheet.fileName}`, sheet.css);
      const early = server.earlyScript();
      files.set(`/styles/${early.fileName}`, early.js);
      const problems: string[] = [];
      for (const { id, html } of cases) {
        files.set(`/written/${id}.html`, html);
        const output = await server.prerenderHtml(html, {
          root: corpus,
          stylesheetHref: '/styles/',
          onProblem: () => {},
        });
        files.set(`/prerendered/${id}.html`, output);
        // The page as written is still there, byte for byte, outside what the prerender inserts.
        if (!output.includes('shadowrootmode') && output !== html) problems.push(`${id}: changed without a widget`);
      }
      const site = await fileServer(files);
      const ran = await watchForScript(page);
      let inertAsWritten = 0;
      let held = 0;
      const failures: string[] = [];
      const batch = 60;
      for (let start = 0; start < cases.length; start += batch) {
        const ids = cases.slice(start, start + batch).map((entry) => entry.id);
        const found = await openFrames(
          page,
          site.origin,
          ids.flatMap((id) => [`/written/${id}.html`, `/prerendered/${id}.html`]),
          files,
        );
        const running = await ran();
        for (const id of ids) {
          const written = `/written/${id}.html`;
          const prerendered = `/prerendered/${id}.html`;
          const writtenRuns = running.some((entry) => entry.startsWith(`${written} `));
          // Only a page on which Chromium runs nothing, with no active markup, counts.
          if (writtenRuns || found.get(written)!.active.length > 0) continue;
          inertAsWritten += 1;
          const outputRuns = running.filter((entry) => entry.startsWith(`${prerendered} `));
          const active = found.get(prerendered)!.active;
          if (outputRuns.length === 0 && active.length === 0) held += 1;
          else failures.push(`${id}: ${[...outputRuns, ...active].join(', ')}`);
        }
        expect(running.filter((entry) => entry.startsWith('dialog'))).toEqual([]);
      }
      site.close();
      console.log(
        `mutation XSS, part ${part + 1} of ${parts}: ${cases.length} pages tried, ${inertAsWritten} inert as written, ${held} of them held once prerendered`,
      );
      test.info().annotations.push({ type: 'hostile cases', description: `${held} of ${inertAsWritten} held` });
      expect(failures).toEqual([]);
      expect(problems).toEqual([]);
      expect(inertAsWritten).toBeGreaterThan(cases.length / 2);
    });
  }
});

/** Runs the built command-line tool. */
function runCli(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [cli, ...args], { cwd, encoding: 'utf8', timeout: 5 * 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Every file under `folder`, by its path relative to it. */
function filesUnder(folder: string): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.set(relative(folder, path), readFileSync(path, 'utf8'));
    }
  };
  walk(folder);
  return found;
}

/** A spec whose title is `canary`: what a leak would put on the page. */
function canarySpec(canary: string): string {
  return JSON.stringify({
    info: { id: 'leak', version: '1.0.0', title: canary },
    commands: [{ id: 'x', title: canary }],
  });
}

/** Opens the prerendered pages, each in a frame; returns what ran, and each page's active content and markup. */
async function openSite(page: Page, pages: Map<string, string>) {
  const files = new Map<string, string>();
  for (const [path, html] of pages) files.set(`/${path}`, html);
  const site = await fileServer(files);
  const ran = await watchForScript(page);
  const active: string[] = [];
  const markup: string[] = [];
  const paths = [...files.keys()].filter((path) => path.endsWith('.html'));
  try {
    for (let start = 0; start < paths.length; start += 40) {
      const found = await openFrames(page, site.origin, paths.slice(start, start + 40), files);
      for (const [path, result] of found) {
        active.push(...result.active.map((entry) => `${path}: ${entry}`));
        markup.push(result.markup);
      }
    }
  } finally {
    site.close();
  }
  return { ran: await ran(), active, text: markup.join('\n') };
}

test.describe('hostile pages and specs: what the build reads', () => {
  test('files: traversal, absolute paths and symbolic links read nothing outside the site', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-hostile-files-'));
    try {
      const canary = `CANARY-OUTSIDE-${Date.now()}`;
      const site = join(folder, 'site');
      mkdirSync(join(site, 'docs'), { recursive: true });
      mkdirSync(join(site, 'specs'), { recursive: true });
      mkdirSync(join(folder, 'outside'));
      writeFileSync(join(site, 'specs', 'small.json'), readFileSync(join(corpus, 'specs', 'small.json')));
      writeFileSync(join(folder, 'outside', 'spec.yaml'), canarySpec(canary));
      writeFileSync(join(folder, 'outside', 'page.html'), `<p>${canary}</p><param-row name="x" type="y"></param-row>`);
      writeFileSync(join(site, '.env'), canarySpec(canary));
      writeFileSync(
        join(site, 'specs', 'index.json'),
        JSON.stringify([{ version: '2', src: '../../outside/spec.yaml' }]),
      );
      symlinkSync(join(folder, 'outside', 'spec.yaml'), join(site, 'specs', 'escape.yaml'));
      symlinkSync(join(folder, 'outside'), join(site, 'linked'));
      symlinkSync('/etc', join(site, 'specs', 'etc'));
      symlinkSync(join(site, 'specs', 'loop'), join(site, 'specs', 'loop'));
      symlinkSync(join(folder, 'outside', 'page.html'), join(site, 'docs', 'linked-page.html'));
      const addresses = [
        '../../outside/spec.yaml',
        '../../../outside/spec.yaml',
        '/../outside/spec.yaml',
        '/%2e%2e/outside/spec.yaml',
        '%2e%2e/%2e%2e/outside/spec.yaml',
        '..%2f..%2foutside%2fspec.yaml',
        '/specs/..%2f..%2f..%2foutside/spec.yaml',
        '..\\..\\outside\\spec.yaml',
        '/specs/%5c..%5c..%5coutside/spec.yaml',
        '/specs/escape.yaml',
        '/linked/spec.yaml',
        '/specs/etc/passwd',
        '/specs/etc/hostname',
        '/specs/loop',
        '/.env',
        '/specs/../.env',
        '/etc/passwd',
        '/proc/self/environ',
        'file:///etc/passwd',
        `file://${folder}/outside/spec.yaml`,
        `${folder}/outside/spec.yaml`,
        `/${folder}/outside/spec.yaml`,
        '//localhost/etc/passwd',
        '/specs/small.json%00.yaml',
        '/specs/index.json',
      ];
      const pages: string[] = [];
      addresses.forEach((address, index) => {
        const value = address.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
        for (const attribute of ['src', 'versions']) {
          const name = `docs/${attribute}-${index}.html`;
          pages.push(name);
          writeFileSync(
            join(site, name),
            `<!doctype html><html><head><title>${index}</title></head><body><cli-reference ${attribute}="${value}"></cli-reference></body></html>`,
          );
        }
      });
      const result = runCli(['prerender', site, '--out', join(folder, 'out')], folder);
      expect(result.code, result.stderr).toBe(0);
      const output = filesUnder(join(folder, 'out'));
      expect([...output.values()].some((text) => text.includes(canary))).toBe(false);
      expect(result.stderr).not.toContain(canary);
      expect(result.stderr).not.toMatch(/root:x:0:0/);
      // The page that is a link out of the site is not read, or written.
      expect(output.has('docs/linked-page.html')).toBe(false);
      expect(result.stderr).toContain('docs/linked-page.html: a symbolic link that leads outside');
      // Each refusal names the page, the attribute and the rule.
      for (const name of pages) {
        const line = result.stderr.split('\n').find((entry) => entry.startsWith(`site/${name}: `));
        if (!line) continue; // read from inside the site, or left to the browser without a read (none expected)
        expect(line).toMatch(
          /^site\/docs\/(src|versions)-\d+\.html: <cli-reference> attribute "(src|versions)": .+ was not read at build time: .+\. The browser will load it\.$/,
        );
      }
      const refused = result.stderr.split('\n').filter((line) => / was not read at build time: /.test(line));
      const opened = await openSite(page, new Map([...output].filter(([path]) => path.endsWith('.html'))));
      expect(opened.ran).toEqual([]);
      expect(opened.active).toEqual([]);
      expect(opened.text).not.toContain(canary);
      console.log(
        `files: ${pages.length} pages tried (${addresses.length} addresses, as src and as versions), ${refused.length} reads refused, ${pages.length} held`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('network: internal addresses in every spelling, redirects, stalled and huge answers', async ({ page }) => {
    test.setTimeout(5 * 60_000);
    const canary = `CANARY-INTERNAL-${Date.now()}`;
    const requests: string[] = [];
    const internal = createServer((request, response) => {
      requests.push(request.url ?? '');
      if (request.url === '/stall') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write(`{"info": {"id": "x", "version": "1", "title": "${canary}"`);
        return;
      }
      if (request.url === '/huge') {
        response.writeHead(200, { 'content-type': 'application/json' });
        const chunk = `{"pad": "${canary}${'x'.repeat(16 * 1024)}"},`;
        const write = () => {
          while (response.write(chunk)) if (response.destroyed) return;
          response.once('drain', write);
        };
        response.write('[');
        write();
        return;
      }
      if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(canarySpec(canary));
    });
    await new Promise<void>((done) => internal.listen(0, '127.0.0.1', done));
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-hostile-network-'));
    try {
      const port = (internal.address() as { port: number }).port;
      const hosts = [
        '127.0.0.1',
        '2130706433',
        '0x7f000001',
        '0x7f.0.0.1',
        '0177.0.0.1',
        '0177.0.0.01',
        '127.1',
        '127.0.1',
        '0x7f.1',
        '[::ffff:127.0.0.1]',
        '[::ffff:7f00:1]',
        '[0:0:0:0:0:ffff:7f00:1]',
        '[::1]',
        '[::]',
        '0.0.0.0',
        '0',
        'localhost',
        'LOCALHOST',
        'localhost.',
        '169.254.169.254',
        '[::ffff:169.254.169.254]',
        '[fd00:ec2::254]',
        '100.100.100.200',
        '10.0.0.1',
        '192.168.0.1',
        '172.16.0.1',
        '[fe80::1]',
        '[64:ff9b::7f00:1]',
        '[2002:7f00:1::]',
      ];
      const site = join(folder, 'site');
      mkdirSync(site);
      const origins = new Set<string>();
      const pages: string[] = [];
      hosts.forEach((host, index) => {
        const url = `http://${host}:${port}/spec.json`;
        origins.add(new URL(url).origin);
        writeFileSync(join(site, `index-${index}.json`), JSON.stringify([{ version: '1', src: url }]));
        for (const [attribute, value] of [
          ['src', url],
          ['versions', url],
          ['versions', `/index-${index}.json`],
        ] as const) {
          const name = `${attribute}-${pages.length}.html`;
          pages.push(name);
          writeFileSync(join(site, name), `<cli-reference ${attribute}="${value}"></cli-reference>`);
        }
      });
      const allow = [...origins].flatMap((origin) => ['--allow-fetch', origin]);
      const result = runCli(
        ['prerender', site, '--out', join(folder, 'out'), '--fetch-timeout', '3', ...allow],
        folder,
      );
      expect(result.code, result.stderr).toBe(0);
      // Not one request reached the internal server, however its address was written.
      expect(requests).toEqual([]);
      const output = filesUnder(join(folder, 'out'));
      expect([...output.values()].some((text) => text.includes(canary))).toBe(false);
      expect(result.stderr).not.toContain(canary);
      const refusals = result.stderr.split('\n').filter((line) => / was not read at build time: /.test(line));
      for (const line of refusals) {
        expect(line).toMatch(/^site\/(src|versions)-\d+\.html: <cli-reference> attribute "(src|versions)": /);
        expect(line).toMatch(/is not fetched: |resolves to |could not be fetched|not on an origin/);
      }
      // Without --allow-fetch the origin alone refuses them.
      const closed = runCli(['prerender', site, '--out', join(folder, 'out-closed')], folder);
      expect(closed.stderr).toMatch(/is not on an origin the build may fetch from \(--allow-fetch\)/);
      expect(requests).toEqual([]);

      // Stalled, huge and redirected answers from a server the build may reach (loopback, allowed
      // here through the project's own test option, as no public server is at hand).
      const server = await serverModule();
      const problems: string[] = [];
      const reached: Record<string, string> = {};
      for (const path of ['/stall', '/huge', '/to-metadata']) {
        const started = Date.now();
        reached[path] = await server.prerenderHtml(
          `<cli-reference src="http://127.0.0.1:${port}${path}"></cli-reference>`,
          {
            allowFetch: [`http://127.0.0.1:${port}`, 'http://169.254.169.254'],
            addressRule: (address: string) => (address === '127.0.0.1' ? undefined : 'refused'),
            fetchTimeout: 1_000,
            maxSourceBytes: 256 * 1024,
            onProblem: (problem: { message: string }) => problems.push(problem.message),
          },
        );
        // Well within the test's own time: the limit ended it, not the test.
        expect(Date.now() - started).toBeLessThan(60_000);
      }
      expect(problems.join('\n')).toMatch(/did not answer within 1 s \(--fetch-timeout\)/);
      expect(problems.join('\n')).toMatch(/is larger than 256 KB \(--max-source-size\)/);
      expect(problems.join('\n')).toMatch(
        /a redirect to "http:\/\/169\.254\.169\.254\/latest\/meta-data\/" is not fetched/,
      );
      expect(Object.values(reached).some((html) => html.includes(canary))).toBe(false);
      const opened = await openSite(
        page,
        new Map([...output, ...Object.entries(reached).map(([path, html]) => [`reached${path}.html`, html] as const)]),
      );
      expect(opened.ran).toEqual([]);
      expect(opened.text).not.toContain(canary);
      console.log(
        `network: ${pages.length} pages tried (${hosts.length} spellings, as src, as a versions index and as its entry), ${refusals.length} reads refused, 0 requests reached; 3 stalled, huge or redirected answers cut off`,
      );
    } finally {
      internal.closeAllConnections();
      internal.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('specs: hostile fields are text in the prerendered reference, before and after it hydrates', async ({
    page,
  }) => {
    test.setTimeout(3 * 60_000);
    const server = await serverModule();
    const files = new Map<string, string>();
    for (const sheet of server.stylesheets()) files.set(`/hostile/styles/${sheet.fileName}`, sheet.css);
    // What each comes to: the hostile fields as text; the alias bomb refused by the YAML reader.
    const states: Record<string, RegExp> = {
      'hostile.json': /^(ready|partial)$/,
      'hostile.yaml': /^(ready|partial)$/,
      'laughs.yaml': /^error$/,
    };
    const specs = Object.keys(states);
    for (const spec of specs) {
      files.set(`/hostile/specs/${spec}`, readFileSync(join(corpus, 'specs', spec), 'utf8'));
      const html = `<!doctype html><html><head><script type="module" src="/dist/loader.js"></script></head><body><cli-reference src="/hostile/specs/${spec}"></cli-reference></body></html>`;
      files.set(
        `/hostile/spec-${spec}.html`,
        await server.prerenderHtml(html, {
          root: root,
          specs: { [`/hostile/specs/${spec}`]: join(corpus, 'specs', spec) },
          stylesheetHref: '/hostile/styles/',
          onProblem: () => {},
        }),
      );
    }
    await serve(page, files);
    const ran = await watchForScript(page);
    for (const spec of specs) {
      await page.goto(`/hostile/spec-${spec}.html`);
      // As the server wrote it (the loader leaves it so until the reader touches it), then live.
      await loaderHasRun(page);
      expect(await activeContent(page), spec).toEqual([]);
      await wakeAll(page);
      await expect(page.locator('cli-reference')).toHaveAttribute('data-state', states[spec]!, { timeout: 30_000 });
      expect(await activeContent(page), spec).toEqual([]);
    }
    // Links the reference renders are safe; follow every one it has, as a reader would.
    await page.goto('/hostile/spec-hostile.json.html');
    await wakeAll(page);
    await expect(page.locator('cli-reference')).toHaveAttribute('data-state', /^(ready|partial)$/, { timeout: 30_000 });
    const hrefs = await page.evaluate(() =>
      [...document.querySelector('cli-reference')!.shadowRoot!.querySelectorAll('a[href]')].map(
        (link) => (link as HTMLAnchorElement).protocol,
      ),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((protocol) => !['http:', 'https:', 'mailto:'].includes(protocol))).toEqual([]);
    expect(await ran()).toEqual([]);
    console.log(
      `specs: ${specs.length} hostile specs prerendered and hydrated, ${hrefs.length} links checked; all held`,
    );
  });

  test('Markdown export: no link a reader renders from an exported page runs script', async ({ page }) => {
    test.setTimeout(3 * 60_000);
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-hostile-markdown-'));
    try {
      const files = new Map<string, string>();
      let placements = 0;
      for (const spec of ['hostile.json', 'hostile.yaml']) {
        const out = join(folder, spec);
        const result = runCli(['cli-markdown', join(corpus, 'specs', spec), '--out', out, '--split-by-group'], folder);
        expect(result.code, result.stderr).toBe(0);
        for (const [name, markdown] of filesUnder(out)) {
          if (!name.endsWith('.md')) continue;
          placements += (markdown.match(/__hostile/g) ?? []).length;
          files.set(`/md/${spec}/${name}.marked.html`, marked.parse(markdown, { async: false, gfm: true }));
          files.set(`/md/${spec}/${name}.micromark.html`, micromark(markdown, { allowDangerousHtml: true }));
        }
      }
      const site = await fileServer(files);
      const ran = await watchForScript(page);
      let links = 0;
      for (const path of files.keys()) {
        await page.goto(site.origin + path);
        expect(await activeContent(page), path).toEqual([]);
        const protocols = await page.evaluate(() =>
          [...document.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).protocol),
        );
        links += protocols.length;
        expect(
          protocols.filter((protocol) => !['http:', 'https:', 'mailto:'].includes(protocol)),
          path,
        ).toEqual([]);
      }
      site.close();
      expect(await ran()).toEqual([]);
      console.log(
        `Markdown export: ${files.size} rendered pages (marked and micromark), ${placements} hostile strings written as text, ${links} links, all http(s), mailto or relative`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
