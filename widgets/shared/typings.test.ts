// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const built = existsSync(resolve(root, 'dist/docs-widgets.d.ts'));

describe('generated typings', () => {
  it.skipIf(!built)(
    'give TypeScript and React users our tags, attributes and properties',
    () => {
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
    },
    60_000,
  );

  it.runIf(!built)('are skipped until `npm run build` has written dist/docs-widgets.d.ts', () => {
    expect(built).toBe(false);
  });
});
