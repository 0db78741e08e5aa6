// Compiled (never run) by build/package/typings.test.ts against the built dist/lib: the package's entry
// points as a consumer imports them, by the package's own name, under Bundler and NodeNext module
// resolution. Every shipped declaration file (but vue.d.ts, which needs Vue) is in the program too.
import { define, defineAll, widgetNames, type WidgetName } from 'docs-widgets';
import { define as defineFromAll } from 'docs-widgets/all';
import { define as defineParamRow, type ParamRowElement } from 'docs-widgets/elements/param-row';
import { ParamRow, type ParamRowProps } from 'docs-widgets/react/param-row';
import {
  describeProblem,
  earlyScript,
  frameworkSiteRoot,
  prerenderHtml,
  PrerenderError,
  renderElement,
  renderShadowRootContent,
  stylesheetFor,
  stylesheets,
  type PrerenderOptions,
  type PrerenderProblem,
  type Stylesheet,
} from 'docs-widgets/server';
import docusaurusPlugin, { type DocusaurusPluginOptions } from 'docs-widgets/docusaurus';
import docsWidgets, { type AstroIntegrationOptions } from 'docs-widgets/astro';
import 'docs-widgets/loader';

const name: WidgetName = 'param-row';
define(name, 'my-param-row');
// @ts-expect-error: no widget has this name
define('param-rows');
defineAll({ prefix: 'dw-' });
defineFromAll('code-block');
const names: readonly WidgetName[] = widgetNames;
defineParamRow('dw-param-row');
const row: ParamRowElement = document.createElement('param-row');
const props: ParamRowProps = { name: 'email', optional: true };

const options: PrerenderOptions = {
  specs: { '/cli.json': 'public/cli.json' },
  origin: 'https://docs.example.com',
  stylesheetHref: (fileName, tag) => `/widgets/${tag}/${fileName}`,
  onProblem: (problem: PrerenderProblem) => console.warn(describeProblem(problem)),
  strict: true,
};
export async function render(): Promise<string[]> {
  const page: string = await prerenderHtml('<param-row name="a"></param-row>', options);
  const one: string = await renderElement('param-row', { name: 'a', optional: true }, 'Text', options);
  const inside: string | undefined = await renderShadowRootContent('param-row', { name: 'a' });
  const sheets: Stylesheet[] = stylesheets();
  const script: { fileName: string; js: string } = earlyScript();
  const root: string | undefined = frameworkSiteRoot();
  try {
    await prerenderHtml('', { strict: true });
  } catch (error) {
    if (error instanceof PrerenderError) return error.problems.map((problem) => problem.message);
  }
  return [
    page,
    one,
    inside ?? '',
    stylesheetFor('param-row').css,
    ...sheets.map((sheet) => sheet.fileName),
    script.js,
    root ?? '',
  ];
}

const docusaurusOptions: DocusaurusPluginOptions = { theme: false };
const plugin: { name: string; getClientModules(): string[] } = docusaurusPlugin({}, docusaurusOptions);
const astroOptions: AstroIntegrationOptions = {
  prerender: true,
  prerenderArguments: ['--origin', 'https://x.example'],
};
const integration: { name: string } = docsWidgets(astroOptions);

export const used = [names, row, props, ParamRow, plugin, integration];
