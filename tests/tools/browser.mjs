// @ts-check
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A system Chromium (CHROMIUM_PATH, else Debian's), or undefined to use Playwright's own. */
export function systemChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => path && existsSync(path),
  );
}

/** Launches Debian's Chromium when present, else Playwright's own; says what is missing otherwise. */
export async function launchChromium() {
  const system = systemChromium();
  try {
    return await chromium.launch({ executablePath: system, args: chromiumArgs });
  } catch (error) {
    throw new Error(
      "No usable Chromium: install Debian's `chromium` package or run `npx playwright install chromium` " +
        `(or set CHROMIUM_PATH). ${error instanceof Error ? error.message : error}`,
    );
  }
}
