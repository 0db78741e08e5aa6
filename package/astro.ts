import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * `docs-widgets/astro`: the Astro integration, for Astro and Starlight sites.
 * `integrations: [docsWidgets(), starlight({ … })]` is the whole setup:
 * - every page gets the lazy loader, which defines the tags the page uses, each from its own chunk;
 * - the Starlight theme preset maps the widgets' colours and fonts to Starlight's (`theme: false`
 *   leaves it out);
 * - `astro build` prerenders the widgets into the built pages (`docs-widgets prerender`), before
 *   Starlight's Pagefind indexes them, so search finds the reference. It must therefore come
 *   before `starlight()` in the list: integrations' build hooks run in that order.
 */

export interface AstroIntegrationOptions {
  /** Map the widgets' colours and fonts to Starlight's. @default true */
  theme?: boolean;
  /** Render the widgets into the built pages. @default true */
  prerender?: boolean;
  /** More arguments for `docs-widgets prerender` (such as `['--origin', 'https://docs.example.com']`). */
  prerenderArguments?: string[];
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const integrationName = 'docs-widgets';

/** The command-line tool of this package, run as `docs-widgets prerender` would be. */
function runPrerender(folder: string, extra: readonly string[], logger: Logger): Promise<void> {
  const bin = createRequire(import.meta.url).resolve('docs-widgets/bin');
  return new Promise((done, fail) => {
    execFile(process.execPath, [bin, 'prerender', folder, ...extra], (error, stdout, stderr) => {
      for (const line of stderr.split('\n').filter(Boolean)) logger.warn(line);
      if (error) fail(new Error(`docs-widgets prerender failed: ${stderr || error.message}`));
      else {
        logger.info(stdout.trim());
        done();
      }
    });
  });
}

export default function docsWidgets(options: AstroIntegrationOptions = {}) {
  return {
    name: integrationName,
    hooks: {
      'astro:config:setup': ({
        injectScript,
      }: {
        injectScript: (stage: 'page' | 'page-ssr', content: string) => void;
      }) => {
        injectScript('page', "import 'docs-widgets/loader';");
        if (options.theme !== false) injectScript('page-ssr', "import 'docs-widgets/themes/starlight.css';");
      },
      'astro:config:done': ({
        config,
        logger,
      }: {
        config: { integrations: Array<{ name: string }> };
        logger: Logger;
      }) => {
        const names = config.integrations.map((integration) => integration.name);
        const starlight = names.indexOf('@astrojs/starlight');
        if (options.prerender !== false && starlight !== -1 && starlight < names.indexOf(integrationName)) {
          logger.warn(
            'docsWidgets() comes after starlight() in `integrations`: Pagefind will index the pages before the widgets are rendered into them, and search will not find their text. Put docsWidgets() first.',
          );
        }
      },
      'astro:build:done': async ({ dir, logger }: { dir: URL; logger: Logger }) => {
        if (options.prerender === false) return;
        await runPrerender(fileURLToPath(dir), options.prerenderArguments ?? [], logger);
      },
    },
  };
}
