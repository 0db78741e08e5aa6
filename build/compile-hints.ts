import type { Plugin } from 'vite';

/**
 * Marks the chunks holding a module that `modules` matches with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, read by Chromium 136 and later; a comment to other engines):
 * the engine compiles every function of such a chunk as it loads, instead of each one the first
 * time it is called. For the command reference's view, which runs nearly whole in its first
 * render once the spec is in, that moves the compiling into the time the page waits for the spec
 * (the first section about 10 ms sooner after the spec's arrival, in an A/B of 9 loads of each of
 * the two benchmark pages). Added after minification, which would drop the comment.
 *
 * Not given to the runtime chunk (React DOM): in two alternating runs of the first-touch and
 * reference benches with and without it there, first touches were no sooner (tab 63–73 ms with
 * it, 61–64 without), the reference's main-thread CPU no lower (213–267 ms against 205–263), and
 * no fewer loads had a task over 50 ms (13 of 20 with it, 12 of 20 without).
 */
export function compileHints(modules: RegExp): Plugin {
  return {
    name: 'docs-widgets:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      let marked = 0;
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.moduleIds.some((id) => modules.test(id))) {
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          marked += 1;
        }
      // A module renamed or moved would otherwise lose its hint without a word.
      if (marked === 0) this.error(`no chunk holds a module matching ${String(modules)}`);
    },
  };
}
