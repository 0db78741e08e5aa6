// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const built = existsSync(resolve(root, 'dist/docs-widgets.d.ts'));
const packageBuilt = existsSync(resolve(root, 'dist/lib/index.d.ts'));

function typecheck(project: string) {
  return spawnSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', project], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('generated typings', () => {
  it('give TypeScript and React users our tags, attributes and properties', ({ skip }) => {
    skip(!built, 'needs `npm run build` first, which writes dist/docs-widgets.d.ts');
    // tests/types/usage.tsx uses the tags the way a framework user would; one line must be an error.
    const result = typecheck('tests/types');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 600_000); // tsc on a busy machine: a bound, not a wait

  it.for(['tests/types/tsconfig.package.json', 'tests/types/tsconfig.package-node.json'])(
    'check every declaration file the package ships, and a consumer using each entry point (%s)',
    { timeout: 600_000 }, // tsc on a busy machine: a bound, not a wait
    (project, { skip }) => {
      skip(!packageBuilt, 'needs `npm run build` first, which writes dist/lib');
      // tests/types/package-usage.ts imports every entry by the package's name; one line must be an error.
      const result = typecheck(project);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );
});
