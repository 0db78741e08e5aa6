// @ts-check
// The Next.js 15 App Router app, exported as static files, in Chromium.
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
  // Before any script runs: the nodes the server wrote into each shadow root, to tell hydration
  // (keeps them) from a fresh render (replaces them).
  await recordServerNodes(page, 'param-row, accepted-values, persisted-tabs, cli-reference');
  await page.goto(url);
  return [
    [
      'the widgets and the whole reference are in the HTML the build wrote (server and client component pages)',
      async () => {
        for (const file of ['index.html', 'client/index.html', 'reference/index.html']) {
          const html = readFileSync(join(dist, file), 'utf8');
          for (const text of ['<template shadowrootmode="open">', 'Log in to the demo platform.', '--token']) {
            if (!html.includes(text)) throw new Error(`${file} lacks ${text}`);
          }
        }
        const home = readFileSync(join(dist, 'index.html'), 'utf8');
        if (!/<persisted-tabs query-group="pm"/.test(home)) throw new Error('query-group was not written as declared');
        if (!home.includes('slot="tab:npm"')) throw new Error('the tab panels are not in their slots');
      },
    ],
    [
      "each element hydrates the server's markup instead of rendering it again",
      async () => {
        await page.waitForFunction(() =>
          [...document.querySelectorAll('param-row, accepted-values, persisted-tabs, cli-reference')].every(
            (element) => customElements.get(element.localName) && element.getAttribute('data-state') !== null,
          ),
        );
        const kept = await page.evaluate(() => {
          const record = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
          const nodes = /** @type {(Element | null)[]} */ (record.serverNodes);
          return nodes.map((node) => node !== null && node.isConnected);
        });
        if (kept.length < 4 || kept.includes(false)) throw new Error(`server nodes kept: ${kept.join(', ')}`);
      },
    ],
    [
      'an array given by a server component arrives as the property',
      async () => {
        await page.waitForFunction(() => {
          const element = /** @type {HTMLElement & { values?: { id: string }[] }} */ (
            document.querySelector('#formats')
          );
          return element?.values?.[0]?.id === 'json' && element.getAttribute('values') === null;
        });
        const values = page.locator('#formats');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
      },
    ],
    [
      "an event reaches a client island's on... prop",
      async () => {
        await page.locator('#island').getByRole('button').first().click();
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
      "dark mode follows the site's toggle, and the preset gives the widgets the site's accent",
      async () => {
        await page.goto(url);
        await page.waitForFunction(() => document.querySelector('docs-callout')?.getAttribute('data-state') !== null);
        const light = await calloutColour(page);
        await page.locator('#theme-toggle').click();
        expectLighterInDark(light, await calloutColourAfter(page, light));
        const accent = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--dw-theme-color-accent').trim(),
        );
        if (!/^hsl\(212deg/.test(accent)) throw new Error(`the preset's accent is not Nextra's: "${accent}"`);
      },
    ],
    [
      'after client-side navigation: objects, events and the tab group on a client component page',
      async () => {
        await page.goto(url);
        // No remembered tab choice from the checks before: the tab set starts on its first tab.
        await page.evaluate(() => {
          localStorage.clear();
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).sameDocument = true;
        });
        await page.getByRole('link', { name: 'Client component page' }).click();
        await page.getByRole('heading', { name: 'Widgets from a client component' }).waitFor();
        if (
          !(await page.evaluate(
            () => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).sameDocument,
          ))
        )
          throw new Error('the link loaded a new document instead of navigating on the client');
        const values = page.locator('#formats');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
        await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm' }).click();
        await page.waitForURL(/[?&]pm=pnpm/);
        await page
          .locator('docs-callout')
          .getByRole('button', { name: /close|dismiss/i })
          .click();
        await page
          .locator('#log')
          .getByText(/opened.*callout closed|callout closed.*opened/)
          .waitFor();
        await page
          .locator('#log')
          .getByText(/tab pnpm/)
          .waitFor();
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
      },
    ],
  ];
}
