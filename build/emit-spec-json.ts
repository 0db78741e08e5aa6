import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
// Straight to the checker rather than through spec/index.ts: the build's config loads this file, and
// whatever it imports must name its files with their extensions (spec/index.ts reaches modules that
// do not, and Vite listed each of them on every build).
// eslint-disable-next-line no-restricted-imports
import { validateSpec } from '../spec/check/validate-spec.ts';

export interface EmitSpecJsonOptions {
  /** The YAML spec, relative to the project root. @default 'spec/cli.yaml' */
  source?: string;
  /** Where it lands in the build output. @default 'spec/cli.json' */
  fileName?: string;
}

/**
 * Vite plugin: writes our YAML CLI spec into the build as JSON, so pages can load the reference
 * without the YAML parser. Anchors and aliases are expanded. The build fails, naming the path,
 * when the spec breaks a rule the reader checks: a broken spec must not ship.
 */
export function emitSpecJson({
  source = 'spec/cli.yaml',
  fileName = 'spec/cli.json',
}: EmitSpecJsonOptions = {}): Plugin {
  let root = process.cwd();
  return {
    name: 'docs-widgets-cli-spec-json',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const path = resolve(root, source);
      this.addWatchFile(path);
      const document: unknown = load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA.withTags(mergeTag) });
      const { problems } = validateSpec(document);
      if (problems.length > 0) {
        const list = problems
          .map((problem) => `  ${problem.path}: expected ${problem.expected}, found ${problem.found}`)
          .join('\n');
        this.error(`${source} is not a valid CLI spec:\n${list}`);
      }
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(document) });
    },
  };
}
