// What the server writes for <cli-reference> whatever the pages hold (see
// widgets/shared/server-hooks.ts): read without the widget's code. Only the server imports this file.
import type { ServerAssets } from '../shared/server-hooks';
import staticCss from './versions/static-versions.css?inline';
import versionsCss from './versions/versions.css?inline';

/**
 * The versions view's CSS (markers, the line of versions), which the server adds to the stylesheet
 * a prerendered `<cli-reference>` links (versions/static-versions.tsx renders that view).
 */
export const serverAssets: ServerAssets = { stylesheets: [versionsCss, staticCss] };
