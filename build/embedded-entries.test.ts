// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedEntries } from './embedded-entries.ts';

// The plugin's answer for an import written in one of our files: the file it builds instead, or
// null when the bundler resolves the import as written.
const widgets = resolve(import.meta.dirname, '..', 'widgets');
function resolved(source: string, importer: string): unknown {
  const plugin = embeddedEntries();
  const resolveId = plugin.resolveId as (this: unknown, source: string, importer: string) => unknown;
  const context = {
    error(message: string) {
      throw new Error(message);
    },
  };
  return resolveId.call(context, source, resolve(widgets, importer));
}

describe('embedded entries', () => {
  it("build another widget's embed entry for its bare folder, from a widget's own files and from its subfolders", () => {
    const embed = resolve(widgets, 'code-block', 'embed.ts');
    expect(resolved('../code-block', 'cli-reference/cli-reference.tsx')).toBe(embed);
    expect(resolved('../../code-block', 'cli-reference/sections/command-section.tsx')).toBe(embed);
  });

  it("leave the runtime, a widget's own files and imports from outside widgets/ as written", () => {
    expect(resolved('../shared', 'cli-reference/cli-reference.tsx')).toBeNull();
    expect(resolved('../../shared', 'cli-reference/sections/command-section.tsx')).toBeNull();
    expect(resolved('../cli-reference', 'cli-reference/versions/versioned-reference.tsx')).toBeNull();
    expect(resolved('../sections', 'cli-reference/versions/what-changed.tsx')).toBeNull();
    expect(resolved('../widgets/code-block', '../server/preload.ts')).toBeNull();
  });
});
