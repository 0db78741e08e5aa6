// `docs-widgets/server`: the widgets rendered to HTML in Node, for static site builds.
export {
  prerenderHtml,
  renderElement,
  renderShadowRootContent,
  frameworkSiteRoot,
  describeProblem,
  PrerenderError,
  type PrerenderOptions,
  type PrerenderProblem,
} from './prerender';
export { pageStylesheet, stylesheets, stylesheetFor, type Stylesheet } from './stylesheets';
export { earlyScript, type EarlyScript } from './early-script';
