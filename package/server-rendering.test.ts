// @vitest-environment node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

const built = resolve(import.meta.dirname, '../dist/lib');
const isBuilt = existsSync(resolve(built, 'react.js'));

describe('the package during server rendering (Next.js, Docusaurus)', () => {
  it('imports docs-widgets/react and docs-widgets/all with no window, and renders the tags', async ({ skip }) => {
    skip(!isBuilt, 'needs `npm run build` first, which writes dist/lib/');
    expect(typeof globalThis.window).toBe('undefined');
    const react = (await import(pathToFileURL(resolve(built, 'react.js')).href)) as Record<
      string,
      FunctionComponent<Record<string, unknown>>
    >;
    await import(pathToFileURL(resolve(built, 'all.js')).href);
    const html = renderToString(
      createElement(react.ParamRow!, { name: 'email', type: 'string', optional: true, children: 'The address.' }),
    );
    expect(html).toBe('<param-row name="email" type="string" optional="">The address.</param-row>');
  });
});
