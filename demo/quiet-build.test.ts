// @vitest-environment node
import { build, createLogger, loadConfigFromFile, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';
import { buildSteps } from './start.mjs';

// `npm start` promises a line per build step, and `npm test` builds too: neither may print a
// warning. Loading each step's config is what printed a 57-line list three times (the config's
// imports reached modules the bundler's future config loader cannot read); the command's build is
// small enough to run here, and printed the only bundling warning.

/** A logger that keeps every warning and error instead of printing it. */
function recordingLogger(said: string[]): Logger {
  const logger = createLogger('warn', { allowClearScreen: false });
  return {
    ...logger,
    warn: (message) => said.push(message),
    warnOnce: (message) => said.push(message),
    error: (message) => said.push(message),
  };
}

/** The config file and mode of a build step, as `vite build` reads its arguments. */
function stepConfig(command: string) {
  const mode = /--mode (\S+)/.exec(command)?.[1] ?? 'production';
  const configFile = /-c (\S+)/.exec(command)?.[1] ?? 'vite.config.ts';
  return { mode, configFile };
}

describe('the build says nothing but its progress', () => {
  it.each(buildSteps())('`%s` loads its config without a warning', async (command) => {
    const { mode, configFile } = stepConfig(command);
    const said: string[] = [];
    await loadConfigFromFile({ command: 'build', mode }, configFile, undefined, 'warn', recordingLogger(said));
    expect(said).toEqual([]);
  });

  it('the docs-widgets command builds without a warning', async () => {
    const said: string[] = [];
    await build({
      configFile: 'vite.cli.config.ts',
      logLevel: 'warn',
      customLogger: recordingLogger(said),
      build: { write: false },
    });
    expect(said).toEqual([]);
  });
});
