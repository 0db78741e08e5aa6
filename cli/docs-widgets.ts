// React's production build unless the caller chose one: its development build checks every element
// and records a task for each, which made prerendering several times slower
// (bench/prerender-scale.mjs). React reads this when a command below first imports it. The global
// `process`, not `node:process`: importing that module as an ES module reads every property of
// `process`, `stdin` included, which opens standard input (5-14 ms of every command's start-up).
process.env.NODE_ENV ??= 'production';

/** The package's version, written in by the build (vite.cli.config.ts). */
declare const __DOCS_WIDGETS_VERSION__: string;

// `docs-widgets <command> …`: build-time tools that ship with the package. Each command is its
// own module, loaded only when asked for, so a heavy one never slows the others down.

/** A sub-command: what `--help` says of it, and how it runs. Resolves to the exit code. */
interface Command {
  summary: string;
  run: (args: string[]) => Promise<number>;
}

const commands: Record<string, Command> = {
  'cli-diff': {
    summary: 'what changed between two versions of a CLI spec',
    run: async (args) => (await import('./cli-diff')).cliDiff(args),
  },
  'cli-import': {
    summary: 'any CLI description (OpenCLI, oclif, usage, cobra YAML) as our CLI spec',
    run: async (args) => (await import('./cli-import')).cliImport(args),
  },
  'cli-markdown': {
    summary: 'the reference of a CLI spec as Markdown pages and llms.txt',
    run: async (args) => (await import('./cli-markdown')).cliMarkdown(args),
  },
  prerender: {
    summary: 'render the widgets of HTML pages into their HTML, for docs builds',
    run: async (args) => (await import('./prerender')).prerender(args),
  },
  'search-text': {
    summary: "the widgets' searchable text of HTML pages, as JSON or into an MkDocs search index",
    run: async (args) => (await import('./search-text')).searchText(args),
  },
};

function usage(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  const list = Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`);
  return [
    'Usage: docs-widgets <command> [options]',
    '',
    'Commands:',
    ...list,
    '',
    'Run `docs-widgets <command> --help` for its options, `docs-widgets --version` for the version.',
    '',
  ].join('\n');
}

/** Runs the command named by the first argument; resolves to the process's exit code. */
export async function main(args: string[]): Promise<number> {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name === undefined ? 1 : 0;
  }
  if (name === '--version' || name === '-v') {
    process.stdout.write(`${__DOCS_WIDGETS_VERSION__}\n`);
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`docs-widgets: unknown command "${name}".\n\n${usage()}`);
    return 1;
  }
  return command.run(rest);
}

// A reader that stops early (`docs-widgets cli-markdown spec.yaml | head -1`) closes the pipe: what
// is left to print has nowhere to go, which is no failure. The command finishes its work (files it
// writes are written whole) without printing more, and exits as it would have.
let stdoutClosed = false;
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  if (stdoutClosed) return;
  stdoutClosed = true;
  const discard = (_chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) => {
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  };
  process.stdout.write = discard as typeof process.stdout.write;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`docs-widgets: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
