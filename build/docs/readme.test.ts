// @vitest-environment node
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchResultFiles, generatedBlocks, markers, withBlock } from './docs-blocks';
import { collectMetadata } from '../package/manifest';

// `npm run docs` runs this file with UPDATE_README=1: it rewrites every generated block of the
// READMEs (docs-blocks.ts, from readme-tables.ts); otherwise these tests fail, naming the file,
// when one is out of date.
const modules = import.meta.glob<Record<string, unknown>>('../../widgets/*/*.meta.ts', { eager: true });
const all = collectMetadata(modules);

const root = resolve(import.meta.dirname, '../..');
const benchResults = benchResultFiles(root);
const blocks = generatedBlocks(all, root);

describe('generated documentation', () => {
  it('shows the last figures of every bench that prints them', () => {
    const benches = readdirSync(resolve(root, 'bench')).filter(
      (file) => file.endsWith('.mjs') && readFileSync(resolve(root, 'bench', file), 'utf8').includes("'./record.mjs'"),
    );
    expect(benches.length).toBeGreaterThan(5);
    expect(benchResults).toEqual(benches.map((file) => file.replace(/\.mjs$/, '.txt')).sort());
  });

  it('covers every widget folder and the root README', () => {
    expect(blocks.filter((block) => block.name === 'reference').length).toBeGreaterThanOrEqual(18);
    expect(all.map((metadata) => metadata.tag)).toContain('tab-panel');
  });

  for (const { file, name, text } of blocks) {
    const path = relative(root, file);
    it(`${path}: ${name} is up to date`, () => {
      const contents = readFileSync(file, 'utf8');
      const updated = withBlock(name, text, contents);
      expect(updated, `${path} lacks the ${markers(name).join(' … ')} markers`).toBeDefined();
      if (process.env.UPDATE_README) {
        if (updated !== contents) writeFileSync(file, updated!);
        return;
      }
      expect(contents, `${path} is out of date: run \`npm run docs\` to regenerate it`).toBe(updated);
    });
  }
});
