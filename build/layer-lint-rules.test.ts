// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The layer rules of eslint.config.js (base/ under spec/ under everything else), run on planted
// files laid out like ours: each reaching-up file breaks one rule, the others show what is allowed.
const root = resolve(import.meta.dirname, '..');
const project = mkdtempSync(join(tmpdir(), 'docs-widgets-layers-'));

const files: Record<string, string> = {
  'widgets/shared/runtime.ts': 'export const runtime = 1;\n',
  'server/render.ts': 'export const render = 1;\n',
  'base/helper.ts': 'export const helper = 1;\n',
  'base/reaches-spec.ts': "export { read } from '../spec/read/read';\n",
  'base/reaches-widgets.ts': "export { runtime } from '../widgets/shared/runtime';\n",
  'base/uses-react.ts': "export { createElement } from 'react';\n",
  'base/uses-sibling.ts': "export { helper } from './helper';\n",
  'spec/read/read.ts': "export { helper as read } from '../../base/helper';\n",
  'spec/read/reaches-widgets.ts': "export { runtime } from '../../widgets/shared/runtime';\n",
  'spec/reaches-server.ts': "export { render } from '../server/render';\n",
  'spec/read/read.test.ts': "export { runtime } from '../../widgets/shared/runtime';\n",
  'spec/read/server.test.ts': "export { render } from '../../server/render';\n",
  'tests/tools/random.ts': 'export const random = 1;\n',
  'spec/read/tools.test.ts': "export { random } from '../../tests/tools/random';\n",
  'widgets/shared/uses-base.ts': "export { helper } from '../../base/helper';\n",
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

describe('layer rules', () => {
  it('keep base/ free of the project and React, and spec/ (tests included) free of the folders above it', async () => {
    const found = await problems();
    expect(found['base/reaches-spec.ts']).toEqual(['no-restricted-imports']);
    expect(found['base/reaches-widgets.ts']).toEqual(['no-restricted-imports']);
    expect(found['base/uses-react.ts']).toEqual(['no-restricted-imports']);
    expect(found['spec/read/reaches-widgets.ts']).toEqual(['no-restricted-imports']);
    expect(found['spec/reaches-server.ts']).toEqual(['no-restricted-imports']);
    expect(found['spec/read/read.test.ts']).toEqual(['no-restricted-imports']);
    expect(found['spec/read/server.test.ts']).toEqual(['no-restricted-imports']);
    // Allowed: base/ within itself, spec/ on base/, a spec test on the shared test tools, the runtime on base/.
    expect(found['base/uses-sibling.ts']).toEqual([]);
    expect(found['spec/read/read.ts']).toEqual([]);
    expect(found['spec/read/tools.test.ts']).toEqual([]);
    expect(found['widgets/shared/uses-base.ts']).toEqual([]);
  }, 120_000); // ESLint on a busy machine: a bound, not a wait
});
