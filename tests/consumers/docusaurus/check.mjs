// @ts-check
// The Docusaurus 3 site (classic preset, the docs-widgets plugin), in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  calloutColour,
  calloutColourAfter,
  expectLighterInDark,
  recordServerNodes,
  tabChoiceSurvivesReload,
} from '../checks.mjs';

/** @param {import('playwright').Page} page @param {string} url @param {{ dist: string }} context */
export async function check(page, url, { dist }) {
  await recordServerNodes(page, '#island, persisted-tabs, cli-reference');
  await page.goto(url);
  return [
    [
      "the React components' widgets and the whole reference are in the HTML the build wrote",
      async () => {
        for (const file of ['index.html', 'reference/index.html']) {
          const html = readFileSync(join(dist, file), 'utf8');
          for (const text of ['<template shadowrootmode="open">', 'Log in to the demo platform.', '--token']) {
            if (!html.includes(text)) throw new Error(`${file} lacks ${text}`);
          }
        }
        if (!/<persisted-tabs query-group="pm"/.test(readFileSync(join(dist, 'index.html'), 'utf8')))
          throw new Error('query-group was not written as declared');
      },
    ],
    [
      "the components hydrate the server's markup; MDX's plain tags are defined by the plugin's loader",
      async () => {
        await page.waitForFunction(() =>
          [
            ...document.querySelectorAll('param-row, accepted-values, persisted-tabs, cli-reference, docs-callout'),
          ].every((element) => customElements.get(element.localName) && element.getAttribute('data-state') !== null),
        );
        const kept = await page.evaluate(() => {
          const record = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
          return /** @type {(Element | null)[]} */ (record.serverNodes).map(
            (node) => node !== null && node.isConnected,
          );
        });
        if (kept.length < 3 || kept.includes(false)) throw new Error(`server nodes kept: ${kept.join(', ')}`);
        await page.locator('param-row').locator('.name').getByText('email').waitFor();
      },
    ],
    [
      'a JSON attribute written in MDX arrives, on a direct load',
      async () => {
        const values = page.locator('#formats');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
      },
    ],
    [
      "an event reaches a React component's on... prop",
      async () => {
        await page.locator('#island').getByRole('button').first().click();
        await page.locator('#island').getByText('Given as an array by a React component.').waitFor();
        await page.locator('#island-log').getByText('opened').waitFor();
      },
    ],
    [
      'a query-group tab choice goes into the address and comes back on reload',
      async () => {
        await tabChoiceSurvivesReload(page);
        await page.locator('tab-panel[value="pnpm"]').getByText('pnpm add docs-widgets').waitFor({ state: 'visible' });
      },
    ],
    [
      "dark mode follows Docusaurus's toggle, and the Infima preset gives the widgets the site's primary colour",
      async () => {
        await page.waitForFunction(() => document.querySelector('docs-callout')?.getAttribute('data-state') !== null);
        const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
        const before = await theme();
        const light = await calloutColour(page);
        await page.getByRole('button', { name: /dark and light mode|system mode/i }).click();
        await page.waitForFunction((previous) => document.documentElement.dataset.theme !== previous, before);
        if ((await theme()) !== 'dark') {
          await page.getByRole('button', { name: /dark and light mode|system mode/i }).click();
          await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        }
        expectLighterInDark(light, await calloutColourAfter(page, light));
        const tabColour = await page
          .locator('persisted-tabs')
          .evaluate((host) => getComputedStyle(host).getPropertyValue('--dw-theme-color-accent').trim());
        if (tabColour !== '#a78bfa') throw new Error(`the widgets' accent is not the site's primary: "${tabColour}"`);
      },
    ],
    [
      'after client-side navigation, a JSON attribute in MDX still arrives (React sets it as a property)',
      async () => {
        await page.goto(url);
        await page.evaluate(() => {
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).sameDocument = true;
        });
        await page.getByRole('link', { name: 'Another page' }).first().click();
        await page.getByRole('heading', { name: 'Another page' }).waitFor();
        if (
          !(await page.evaluate(
            () => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).sameDocument,
          ))
        )
          throw new Error('the link loaded a new document instead of navigating on the client');
        const values = page.locator('#other-formats');
        await values.getByRole('button').first().click();
        await values.getByText('Set by React after navigation.').waitFor();
      },
    ],
  ];
}
