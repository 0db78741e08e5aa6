import { contentHash } from './stylesheets';
import { allServerAssets } from './widgets';

export interface EarlyScript {
  /** `docs-widgets-early.<hash>.js`, served next to the stylesheets. */
  fileName: string;
  js: string;
}

let script: EarlyScript | undefined;

/**
 * The classic script a prerendered page whose widgets ask for one (`ServerAssets.earlyScript`: tab
 * sets) loads in its `<head>`: what they show before the first paint (the reader's tab choice),
 * each widget's function minified at build time. A file, not inline code, so the page's
 * `script-src 'self'` holds.
 */
export function earlyScript(): EarlyScript {
  if (!script) {
    const calls = allServerAssets().flatMap((assets) => (assets.earlyScript ? [`(${assets.earlyScript})();`] : []));
    const js = `// docs-widgets: the reader's tab choice before the first paint.\n${calls.join('\n')}\n`;
    script = { fileName: `docs-widgets-early.${contentHash(js)}.js`, js };
  }
  return script;
}
