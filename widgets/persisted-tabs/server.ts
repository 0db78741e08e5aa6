// What <persisted-tabs> asks of the prerender (see widgets/shared/server-hooks.ts): the marker
// after each shadow root that lets its early script (server-assets.ts) act in the task that drew
// the set. Only the server imports this file.
import type { ServerHooks } from '../shared/server-hooks';

export const serverHooks: ServerHooks = { earlyScriptMarker: true };
