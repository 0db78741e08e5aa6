// What <code-block> asks of the prerender (see widgets/shared/server-hooks.ts). Only the server
// imports this file.
import type { ServerHooks } from '../shared/server-hooks';
import { loadSampleModule } from './code-block';

export const serverHooks: ServerHooks = {
  // Samples' features (marked lines, diffs, placeholders) render with the module that has them:
  // always loaded, so what a sample shows does not depend on the pages rendered before. Other
  // widgets embed samples too.
  beforeEveryRender: loadSampleModule,
};
