import { chromium } from 'playwright';
import { startServer } from '/work/main/demo/server.mjs';
const server = await startServer({ port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.addInitScript(() => document.addEventListener('dw-rendered', (e) => (window.__r = e.detail)));
await page.goto(origin + process.argv[2]);
await page.waitForFunction(() => window.__r, null, { timeout: 60000 });
console.log(await page.evaluate(() => {
  const root = document.querySelector('cli-reference').shadowRoot;
  const all = root.querySelectorAll('*'); const tags = {}; let attrs = 0; const an = {};
  for (const e of all) { tags[e.localName] = (tags[e.localName] || 0) + 1; attrs += e.attributes.length; for (const a of e.attributes) an[a.name] = (an[a.name]||0)+1; }
  const sec = root.querySelector('section'); 
  return { elements: all.length, attrs, tags: Object.entries(tags).sort((a,b)=>b[1]-a[1]).slice(0,25), an: Object.entries(an).sort((a,b)=>b[1]-a[1]).slice(0,20), sectionSample: root.querySelectorAll('section')[5]?.outerHTML.slice(0, 4000) };
}));
await browser.close(); server.close();
