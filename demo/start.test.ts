// @vitest-environment node
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { buildSteps, withoutTimings } from './start.mjs';

describe('npm start', () => {
  it('builds exactly the steps of npm run build, one line each', () => {
    expect(buildSteps().join(' && ')).toBe(packageJson.scripts.build);
    expect(buildSteps('vite build && vite build --mode bundle')).toEqual(['vite build', 'vite build --mode bundle']);
  });

  it('keeps a real warning and leaves out the bundler timing report', () => {
    const output = [
      '\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 4.8s of this 5.0s build (96%).',
      '5 callbacks are listed without a time. Their calls overlapped:',
      '  - plugin vite:css transform (24 calls)',
      'See https://rolldown.rs/reference/InputOptions.checks#bundlertimings for more details.',
      '[MISSING_EXPORT] "x" is not exported by "y.ts".',
    ].join('\n');
    expect(withoutTimings(output)).toBe('[MISSING_EXPORT] "x" is not exported by "y.ts".');
    expect(withoutTimings(output.split('\n').slice(0, 4).join('\n'))).toBe('');
  });
});
