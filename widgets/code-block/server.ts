// What <code-block> asks of the prerender (see widgets/shared/server-hooks.ts). Only the server
// imports this file.
import type { ServerHooks } from '../shared/server-hooks';
import { loadSampleModule } from './code-block';
import { codeBlockServerStyles } from './server-styles';

export const serverHooks: ServerHooks = {
  // Samples' features (marked lines, diffs, placeholders) render with the module that has them:
  // always loaded, so what a sample shows does not depend on the pages rendered before. Other
  // widgets embed samples too.
  beforeEveryRender: loadSampleModule,
  // A prerendered block waits for the reader, so its markup shows the samples' features from the
  // server's stylesheet until it loads them.
  stylesheets: codeBlockServerStyles,
};
