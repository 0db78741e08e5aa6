import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// Every demo page, light and dark: loads without a script error or a CSP report, and leaves a
// full-page screenshot in test-results/screens/ for a person to look at.
const pages = readdirSync(resolve(import.meta.dirname, '../../demo'))
  .filter((name) => name.endsWith('.html'))
  .sort();

for (const name of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${name} renders in ${colorScheme} without errors`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Failed to load resource')) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.emulateMedia({ colorScheme });
      await page.goto(`/${name === 'index.html' ? '' : name}`);
      const undefinedTags = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('*')]
            .filter((element) => element.localName.includes('-') && !customElements.get(element.localName))
            .map((element) => element.localName),
        );
      await expect.poll(undefinedTags, { message: 'tags the loader never defined' }).toEqual([]);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/screens/${name.replace('.html', '')}-${colorScheme}.png`,
        fullPage: true,
      });
      expect(problems).toEqual([]);
    });
  }
}
