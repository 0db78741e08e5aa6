// @ts-check
/**
 * A stand-in for the platform's dashboard, served by the demo server under `/dashboard/`, the
 * dashboard base the widgets fall back to (`<page origin>/dashboard`). The widgets link there to
 * log in, create a project, or copy a value by hand; on the demo those links land on a page that
 * says what the real dashboard would show, instead of a 404.
 */

/** @param {string} text */
const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** @param {string} segment */
function decoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is shown as it was typed
  }
}

/**
 * What the real dashboard shows at a path, in a sentence; the project's reference, when the path
 * names one, is read as text.
 * @param {string} path the path under `/dashboard`
 * @returns {{ title: string, shows: string }}
 */
function describePath(path) {
  if (path === '/projects' || path === '/' || path === '')
    return { title: 'Your projects', shows: 'the sign-in page, then your projects' };
  if (/^\/new(\/[^/]*)?$/.test(path)) return { title: 'Create a project', shows: 'the form that creates a project' };
  const project = /^\/project\/([^/]+)(\/.*)?$/.exec(path);
  if (project) {
    const ref = decoded(project[1] ?? '');
    const where =
      decoded(project[2] ?? '')
        .replace(/^\//, '')
        .replaceAll('/', ' › ') || 'the overview';
    return {
      title: `Project ${ref}`,
      shows: `${where} of ${ref === '_' ? 'the project you pick' : `the project ${ref}`}`,
    };
  }
  return { title: 'Dashboard', shows: 'the page at this address' };
}

/**
 * The page at `/dashboard<path>`, with the demo's header markers left for includeChrome.
 * @param {string} path the URL path after `/dashboard`
 */
export function dashboardPageHtml(path) {
  const { title, shows } = describePath(path);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} · dashboard stand-in · docs-widgets demo</title>
    <link rel="stylesheet" href="/demo.css" />
    <script type="module" src="/demo.js"></script>
  </head>
  <body>
    <header class="demo-header">
      <div>
        <h1>${escapeHtml(title)}</h1>
        <p>The demo&rsquo;s stand-in for the platform&rsquo;s dashboard.</p>
      </div>
      <!-- demo-nav -->
      <!-- demo-theme -->
    </header>
    <main class="demo-main">
      <p>On the platform, this link opens ${escapeHtml(shows)}. The demo has no dashboard: log in with the demo&rsquo;s own
      buttons, and use the QA switches to reach the other states.</p>
      <p><a href="/api-settings.html">Back to the API settings page</a></p>
    </main>
  </body>
</html>
`;
}
