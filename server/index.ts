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
// A site's own strings (a language we do not ship, or overrides), for the widgets this renders.
export { registerMessages, bundledLanguages, type Messages } from '../widgets/shared/i18n/index';
