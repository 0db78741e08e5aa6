// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The import rules of eslint.config.js, run on a small project of planted files laid out like
// ours: each file breaks one rule, and a clean pair shows the rules accept what they should.
const root = resolve(import.meta.dirname, '..');
const project = mkdtempSync(join(tmpdir(), 'docs-widgets-lint-'));

const files: Record<string, string> = {
  'widgets/first-widget/first-widget.ts':
    "import { second } from './second-part';\nexport const first = () => second;\n",
  'widgets/first-widget/second-part.ts':
    "import { first } from './first-widget';\nexport const second = () => first;\n",
  'widgets/first-widget/index.ts': "export { first } from './first-widget';\n",
  'widgets/first-widget/embed.ts': "export { first } from './first-widget';\n",
  'widgets/other-widget/reaches-in.ts': "export { second } from '../first-widget/second-part';\n",
  'widgets/other-widget/embeds.ts': "export { first } from '../first-widget/embed';\n",
  'server/reaches-in.ts': "export { second } from '../widgets/first-widget/second-part';\n",
  'cli/reaches-in.ts': "export { second } from '../widgets/first-widget/second-part';\n",
  'package/reaches-in.ts': "export { second } from '../widgets/first-widget/second-part';\n",
  'server/through-index.ts': "export { first } from '../widgets/first-widget';\n",
  'widgets/other-widget/part/reaches-in.ts': "export { second } from '../../first-widget/second-part';\n",
  'widgets/other-widget/part/embeds.ts': "export { first } from '../../first-widget/embed';\n",
  'widgets/other-widget/part/own-part.ts': "export { third } from '../other-part/third';\n",
  'widgets/other-widget/other-part/third.ts': 'export const third = 3;\n',
  'widgets/first-widget/server.ts': 'export const serverHooks = {};\n',
  'server/through-server-entry.ts': "export { serverHooks } from '../widgets/first-widget/server';\n",
  'base/protocol.ts': "import { first } from '../widgets/first-widget';\nexport const name = first;\n",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(project, path)), { recursive: true });
  writeFileSync(join(project, path), text);
}

afterAll(() => rmSync(project, { recursive: true, force: true }));

async function problems(): Promise<Record<string, string[]>> {
  const eslint = new ESLint({ cwd: project, overrideConfigFile: resolve(root, 'eslint.config.js') });
  const results = await eslint.lintFiles(Object.keys(files));
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(project.length + 1),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}

describe('import rules', () => {
  it('fail on a planted cycle and on deep imports from widgets, the server, the CLI and the package', async () => {
    const found = await problems();
    expect(found['widgets/first-widget/first-widget.ts']).toContain('import-x/no-cycle');
    expect(found['widgets/first-widget/second-part.ts']).toContain('import-x/no-cycle');
    expect(found['widgets/other-widget/reaches-in.ts']).toEqual(['no-restricted-imports']);
    expect(found['server/reaches-in.ts']).toEqual(['no-restricted-imports']);
    expect(found['cli/reaches-in.ts']).toEqual(['no-restricted-imports']);
    expect(found['package/reaches-in.ts']).toEqual(['no-restricted-imports']);
    expect(found['widgets/other-widget/embeds.ts']).toEqual([]);
    expect(found['server/through-index.ts']).toEqual([]);
    // A widget's server entry is what it asks of the prerender: the server may read it.
    expect(found['server/through-server-entry.ts']).toEqual([]);
    // The protocol the loader, the runtime and the server share imports nothing.
    expect(found['base/protocol.ts']).toEqual(['no-restricted-imports']);
  }, 120_000); // ESLint with type-aware parsing on a busy machine: a bound, not a wait

  it("hold in a widget's subfolder: other widgets through their entries, the widget's other subfolders its own", async () => {
    const found = await problems();
    expect(found['widgets/other-widget/part/reaches-in.ts']).toEqual(['no-restricted-imports']);
    expect(found['widgets/other-widget/part/embeds.ts']).toEqual([]);
    expect(found['widgets/other-widget/part/own-part.ts']).toEqual([]);
  }, 120_000);
});
