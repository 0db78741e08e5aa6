import type { Page } from '@playwright/test';

/**
 * Stops the page's clock: from here on its timers fire only when the test moves time on
 * (`page.clock.runFor`). A confirmation that lasts a second ("Copied") then stays until the test
 * has looked at it, however busy the machine. The page must have loaded after
 * `page.clock.install()`, whose time runs with the real clock until this call;
 * `page.clock.resume()` lets it run again.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 2_000);
}
