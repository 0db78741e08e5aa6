// @ts-check
// Takes a full-page screenshot of a demo URL so a person can look at it:
//   node tests/tools/screenshot.mjs <url> <out.png> [light|dark] [width] [css selector to clip to]
// Prints console errors and warnings from the page.
import { launchChromium } from './browser.mjs';

const [, , url, out, scheme = 'light', width = '1000', selector] = process.argv;
if (!url || !out) {
  console.error('usage: node tests/tools/screenshot.mjs <url> <out.png> [light|dark] [width] [selector]');
  process.exit(2);
}
const browser = await launchChromium();
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: scheme === 'dark' ? 'dark' : 'light',
});
page.on('console', (message) => {
  if (message.type() === 'error' || message.type() === 'warning')
    console.log(`console.${message.type()}: ${message.text()}`);
});
page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.waitForTimeout(500);
if (selector) await page.locator(selector).first().screenshot({ path: out });
else await page.screenshot({ path: out, fullPage: true });
console.log(out);
await browser.close();
