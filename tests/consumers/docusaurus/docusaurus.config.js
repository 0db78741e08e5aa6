// @ts-check
// A new Docusaurus 3 site with the classic preset; docs-widgets adds one plugin line.

/** @type {import('@docusaurus/types').Config} */
export default {
  title: 'Docs with docs-widgets',
  url: 'http://127.0.0.1',
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  presets: [
    [
      'classic',
      {
        docs: { routeBasePath: '/', sidebarPath: undefined },
        blog: false,
        theme: { customCss: './src/css/custom.css' },
      },
    ],
  ],
  plugins: ['docs-widgets/docusaurus'],
};
