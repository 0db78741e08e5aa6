// @ts-check
// What every bench script that measures in a browser starts with: the demo server on a free port,
// and Chromium as the browser tests find it (CHROMIUM_PATH, Debian's, else Playwright's own).
import { startServer } from '../demo/server.mjs';
import { launchChromium } from '../tests/tools/browser.mjs';

export async function startBench() {
  const server = await startServer({ port: 0 });
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  return { server, origin, browser };
}
