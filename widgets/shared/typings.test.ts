// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const built = existsSync(resolve(root, 'dist/docs-widgets.d.ts'));

describe('generated typings', () => {
  it('give TypeScript and React users our tags, attributes and properties', ({ skip }) => {
    skip(!built, 'needs `npm run build` first, which writes dist/docs-widgets.d.ts');
    // tests/types/usage.tsx uses the tags the way a framework user would; one line must be an error.
    const result = spawnSync(
      process.execPath,
      [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', 'tests/types'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 600_000); // tsc on a busy machine: a bound, not a wait
});
