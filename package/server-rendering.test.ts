// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs-widgets/react rendered on a server as a framework renders it: the built package, imported
// by Node itself (so the package's `imports` conditions choose the server half), rendered with
// react-dom's streaming prerender, which waits for what the widgets load.

const root = resolve(import.meta.dirname, '..');
const built = existsSync(join(root, 'dist/lib/react.js')) && existsSync(join(root, 'dist/lib/server.js'));
const needsBuild = 'needs `npm run build` first, which writes dist/lib/';

/** Renders `tree` (the body of a module that imports React's createElement as `h`) and returns the HTML. */
function render(tree: string, conditions: string[] = []): string {
  const folder = join(root, 'node_modules', '.cache', 'server-rendering');
  mkdirSync(folder, { recursive: true });
  const script = join(folder, `render-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    script,
    [
      "import { createElement as h } from 'react';",
      "import { prerenderToNodeStream } from 'react-dom/static';",
      `const react = await import(${JSON.stringify(join(root, 'dist/lib/react.js'))});`,
      `const tree = ${tree};`,
      'const { prelude } = await prerenderToNodeStream(tree);',
      "let html = ''; for await (const chunk of prelude) html += chunk;",
      'process.stdout.write(html);',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, [...conditions.map((name) => `--conditions=${name}`), script], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout;
}

// Each test starts Node and renders: seconds on a busy machine.
describe('docs-widgets/react on the server', { timeout: 120_000 }, () => {
  it("writes the element's shadow root into React's output as a declarative shadow root, with the attributes as the element declares them", ({
    skip,
  }) => {
    skip(!built, needsBuild);
    const html = render(
      "h('main', null, h(react.ParamRow, { name: 'email', type: 'string', optional: true }, 'The address.'), h(react.PersistedTabs, { queryGroup: 'pm', restoreDelay: 0 }, h(react.TabPanel, { value: 'npm', label: 'npm' }, 'npm i'), h(react.TabPanel, { value: 'pnpm', label: 'pnpm' }, 'pnpm add')))",
    );
    expect(html).toMatch(
      /^<main><param-row name="email" type="string" optional="" data-dw-prerendered="\w+"><template shadowrootmode="open"><style data-dw-style>:host\{/,
    );
    expect(html).toContain('<code class="name" part="name">email</code>');
    expect(html).toContain('</template>The address.</param-row>');
    expect(html).toMatch(/<persisted-tabs query-group="pm" restore-delay="0" data-dw-prerendered="\w+"><template/);
    expect(html).toContain('<tab-panel value="npm" label="npm" slot="tab:npm">npm i</tab-panel>');
    expect(html).toContain('<slot name="tab:pnpm"></slot>');
    expect(html).not.toContain('querygroup');
  });

  it('renders objects and arrays given as properties, and writes none of them as attributes', ({ skip }) => {
    skip(!built, needsBuild);
    const html = render(
      "h('main', null, h(react.AcceptedValues, { values: [{ id: 'json', name: 'json', description: 'Machine-readable output.' }], onDwToggle: () => {} }), h(react.CliReference, { spec: { info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' }, commands: [{ id: 'demo-login', title: 'demo login', summary: 'Log in to the demo platform.', usage: 'demo login [flags]' }] } }))",
    );
    expect(html).toContain('<p class="description">Machine-readable output.</p>');
    expect(html).toContain('Log in to the demo platform.');
    expect(html).toContain('id="demo-login"');
    expect(html).not.toMatch(/ (values|spec|ondw-toggle|onDwToggle)=/);
  });

  it('leaves an element with a child component it cannot render to the browser, and renders nothing in browsers', ({
    skip,
  }) => {
    skip(!built, needsBuild);
    const withComponent = render(
      "h(react.PersistedTabs, null, h(function Mine() { return h(react.TabPanel, { value: 'a', label: 'A' }, 'a'); }))",
    );
    expect(withComponent).toMatch(
      /^<persisted-tabs data-dw-prerendered="\w+"><tab-panel value="a" label="A" slot="tab:a">a<\/tab-panel><\/persisted-tabs>$/,
    );
    const inBrowser = render("h(react.ParamRow, { name: 'email' }, 'The address.')", ['browser']);
    expect(inBrowser).toMatch(/^<param-row name="email" data-dw-prerendered="\w+">The address.<\/param-row>$/);
  });

  it('marks every React entry as a client module, importable from a server component', ({ skip }) => {
    skip(!built, needsBuild);
    for (const entry of ['react.js', 'react/param-row.js', 'react/persisted-tabs.js', 'react/cli-reference.js']) {
      expect(readFileSync(join(root, 'dist/lib', entry), 'utf8')).toMatch(/^"use client";\n/);
    }
  });
});
