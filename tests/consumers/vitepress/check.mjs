// @ts-check
// The VitePress 1.6 site (default theme, the lazy loader, prerendered after the build), in Chromium.
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
  await recordServerNodes(page, 'param-row, persisted-tabs, cli-reference', 'first-with-class');
  await page.goto(url);
  return [
    [
      'the build passes (no module of ours named *.data.js for VitePress to run) and its HTML holds the widgets and the reference',
      async () => {
        for (const file of ['index.html', 'reference.html']) {
          const html = readFileSync(join(dist, file), 'utf8');
          for (const text of ['<template shadowrootmode="open">', 'Log in to the demo platform.', '--token']) {
            if (!html.includes(text)) throw new Error(`${file} lacks ${text}`);
          }
          if (html.includes('data-dw-copy')) throw new Error(`${file} has a search copy Vue would take for a mismatch`);
        }
      },
    ],
    [
      "the elements hydrate the prerendered markup, and Vue's hydration finds no mismatch",
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
      },
    ],
    [
      'a JSON attribute in Markdown and an array bound with :values.prop arrive; an event reaches @dw-toggle',
      async () => {
        const values = page.locator('#formats');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
        await page.locator('#island').getByRole('button').first().click();
        await page.locator('#island').getByText('Bound with :values.prop.').waitFor();
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
      "dark mode follows VitePress's switch, and the preset gives the widgets VitePress's brand colour",
      async () => {
        await page.waitForFunction(() => document.querySelector('docs-callout')?.getAttribute('data-state') !== null);
        const light = await calloutColour(page);
        const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        await page.locator('.VPSwitchAppearance').first().click();
        await page.waitForFunction((before) => document.documentElement.classList.contains('dark') !== before, wasDark);
        const other = await calloutColourAfter(page, light);
        if (wasDark) expectLighterInDark(other, light);
        else expectLighterInDark(light, other);
        const accent = await page.evaluate(() => {
          const probe = document.createElement('div');
          probe.style.color = 'var(--dw-theme-color-accent)';
          document.body.append(probe);
          const brand = document.createElement('div');
          brand.style.color = 'var(--vp-c-brand-1)';
          document.body.append(brand);
          const result = [getComputedStyle(probe).color, getComputedStyle(brand).color];
          probe.remove();
          brand.remove();
          return result;
        });
        if (accent[0] !== accent[1]) throw new Error(`the widgets' accent ${accent[0]} is not the brand ${accent[1]}`);
      },
    ],
    [
      'after client-side navigation, the next page’s tags are defined and read their attributes',
      async () => {
        await page.goto(url);
        await page.evaluate(() => {
          /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).sameDocument = true;
        });
        await page.getByRole('link', { name: 'Other page' }).first().click();
        await page.getByRole('heading', { name: 'Another page' }).waitFor();
        if (
          !(await page.evaluate(
            () => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).sameDocument,
          ))
        )
          throw new Error('the link loaded a new document instead of navigating on the client');
        const values = page.locator('#other-formats');
        await values.getByRole('button').first().click();
        await values.getByText('Shown after navigation.').waitFor();
      },
    ],
  ];
}
