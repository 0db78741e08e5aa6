// What the server writes for <persisted-tabs> whatever the pages hold (see
// widgets/shared/server-hooks.ts): the script that shows the reader's tab choice before the first
// paint. Only the server imports this file.
import type { ServerAssets } from '../shared/server-hooks';
import applyEarlyTabChoices from './early-choice?minified-function';

export const serverAssets: ServerAssets = { earlyScript: applyEarlyTabChoices };
