// What <persisted-tabs> asks of the prerender (see widgets/shared/server-hooks.ts): the script that
// shows the reader's tab choice before the first paint, and the marker after each shadow root that
// lets it act in the task that drew the set. Only the server imports this file.
import type { ServerHooks } from '../shared/server-hooks';
import applyEarlyTabChoices from './early-choice?minified-function';

export const serverHooks: ServerHooks = { earlyScript: applyEarlyTabChoices, earlyScriptMarker: true };
