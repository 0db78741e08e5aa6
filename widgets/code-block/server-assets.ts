// What the server writes for <code-block> whatever the pages hold (see widgets/shared/server-hooks.ts):
// read without the widget's code. Only the server imports this file.
import type { ServerAssets } from '../shared/server-hooks';
import { codeBlockServerStyles } from './server-styles';

// A prerendered block waits for the reader, so its markup shows the samples' features from the
// server's stylesheet until it loads them.
export const serverAssets: ServerAssets = { stylesheets: codeBlockServerStyles };
