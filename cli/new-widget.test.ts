// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scaffoldWidget } from './new-widget.mjs';

const projectRoot = resolve(import.meta.dirname, '..');
const temporaryRoots: string[] = [];

function emptyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-widget-'));
  temporaryRoots.push(root);
  mkdirSync(join(root, 'demo', 'sections'), { recursive: true });
  writeFileSync(join(root, 'demo', 'sections', '10-first.html'), '<section></section>\n');
  writeFileSync(join(root, 'demo', 'sections', '73-last.html'), '<section></section>\n');
  return root;
}

afterEach(() => {
  for (const root of temporaryRoots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('npm run new-widget', () => {
  it('writes a widget folder in the shape, a demo section after the last one and a browser test', () => {
    const root = emptyProject();
    const written = scaffoldWidget('release-note', root);
    expect(readdirSync(join(root, 'widgets', 'release-note')).sort()).toEqual([
      'README.md',
      'embed.ts',
      'index.ts',
      'release-note.css',
      'release-note.element.tsx',
      'release-note.meta.ts',
      'release-note.styles.ts',
      'release-note.test.tsx',
      'release-note.tsx',
    ]);
    expect(written).toContain('demo/sections/74-release-note.html');
    expect(written).toContain('tests/release-note.spec.ts');

    const read = (path: string) => readFileSync(join(root, path), 'utf8');
    expect(read('widgets/release-note/index.ts')).toContain(
      "export { define, metadata } from './release-note.element';",
    );
    expect(read('widgets/release-note/embed.ts')).toContain(
      "export { ReleaseNote, type ReleaseNoteProps } from './release-note';",
    );
    expect(read('widgets/release-note/release-note.styles.ts')).toContain(
      'export const releaseNoteStyles: readonly string[] = [css];',
    );
    const element = read('widgets/release-note/release-note.element.tsx');
    expect(element).toContain("import { releaseNoteStyles } from './release-note.styles';");
    expect(element).not.toMatch(/\.css/);
    expect(read('widgets/release-note/release-note.meta.ts')).toContain("tag: 'release-note',");
    expect(read('demo/sections/74-release-note.html')).toContain('<release-note id="release-note-default"');
    expect(read('tests/release-note.spec.ts')).toContain("page.locator('#release-note-default')");
  });

  it('refuses a name that is not a custom element name, and writes nothing', () => {
    const root = emptyProject();
    for (const tag of ['card', 'Link-Card', 'link_card', '1-card', 'link-', '']) {
      expect(() => scaffoldWidget(tag, root)).toThrow(/is not a usable tag/);
    }
    expect(readdirSync(root).sort()).toEqual(['demo']);
  });

  it('refuses a widget that exists already, naming what is in the way', () => {
    const root = emptyProject();
    scaffoldWidget('release-note', root);
    expect(() => scaffoldWidget('release-note', root)).toThrow(
      '<release-note> exists already: widgets/release-note, tests/release-note.spec.ts, demo/sections/74-release-note.html.',
    );
    expect(readdirSync(join(root, 'demo', 'sections'))).toHaveLength(3);
  });

  it('scaffolds code that typechecks against the runtime', () => {
    const root = emptyProject();
    scaffoldWidget('release-note', root);
    symlinkSync(join(projectRoot, 'widgets', 'shared'), join(root, 'widgets', 'shared'), 'dir');
    symlinkSync(join(projectRoot, 'base'), join(root, 'base'), 'dir'); // the runtime's helpers
    symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');
    const config = JSON.parse(readFileSync(join(projectRoot, 'tsconfig.json'), 'utf8'));
    config.include = ['widgets/release-note', 'tests/release-note.spec.ts'];
    delete config.exclude;
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify(config));
    const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    // execFileSync throws, with the compiler's messages, when the scaffold has a type error.
    expect(() => execFileSync(process.execPath, [tsc, '--noEmit', '-p', root], { encoding: 'utf8' })).not.toThrow();
  }, 300_000);
});
