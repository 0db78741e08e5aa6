// Not from the widget's index: that is the widget's CDN entry, and only the server needs this.
import applyEarlyTabChoices from '../widgets/persisted-tabs/early-choice?minified-function';
import { contentHash } from './stylesheets';

export interface EarlyScript {
  /** `docs-widgets-early.<hash>.js`, served next to the stylesheets. */
  fileName: string;
  js: string;
}

let script: EarlyScript | undefined;

/**
 * The classic script a prerendered page with tab sets loads in its `<head>`: it shows the reader's
 * tab choice before the first paint (see `applyEarlyTabChoices`, minified at build time). A file, not inline code, so the
 * page's `script-src 'self'` holds.
 */
export function earlyScript(): EarlyScript {
  if (!script) {
    const js = `// docs-widgets: the reader's tab choice before the first paint.\n(${applyEarlyTabChoices})();\n`;
    script = { fileName: `docs-widgets-early.${contentHash(js)}.js`, js };
  }
  return script;
}
