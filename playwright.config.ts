import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromium } from 'playwright';
import { chromiumArgs, systemChromium } from './tests/tools/browser.mjs';

const port = Number(process.env.TEST_PORT ?? 4179);

/**
 * Debian's Chromium where it is installed (Playwright cannot download its own browser on our
 * machines), else Playwright's own build; and a clear message when there is neither.
 */
function chromiumExecutable(): string | undefined {
  const system = systemChromium();
  if (system) return system;
  let bundled = '';
  try {
    bundled = chromium.executablePath();
  } catch {
    // no Playwright browser registry entry
  }
  if (bundled && existsSync(bundled)) return undefined; // Playwright's own Chromium
  throw new Error(
    'No Chromium for the browser tests. Install one of: Debian/Ubuntu `apt-get install -y chromium` ' +
      "(found at /usr/bin/chromium), or Playwright's own with `npx playwright install chromium`; " +
      'or point CHROMIUM_PATH at a Chromium binary.',
  );
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Tests wait on conditions (locator assertions, expect.poll), never on time. These limits only
  // end a test whose condition never comes, sized for a slow machine with its cores busy (an axe
  // run over a reference with two versions passed a minute at a load average of 16 on two cores).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumExecutable(),
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: `node demo/server.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
