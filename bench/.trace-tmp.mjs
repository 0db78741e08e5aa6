import { chromium } from 'playwright';
import { startServer } from '/work/main/demo/server.mjs';
const server = await startServer({ port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const path = process.argv[2];
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.addInitScript(() => document.addEventListener('dw-rendered', (e) => (window.__r = e.detail)));
await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
await page.goto(origin + path);
await page.waitForFunction(() => window.__r, null, { timeout: 60000 });
await page.waitForTimeout(100);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
const mark = (n) => events.find((e) => e.name === n);
const a = mark('cli-reference:spec-received'), f = mark('cli-reference:first-section'), z = mark('cli-reference:all-sections');
const tid = f.tid, pid = f.pid;
console.log('first', ((f.ts - a.ts) / 1000).toFixed(1), 'all', ((z.ts - a.ts) / 1000).toFixed(1));
const top = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts + e.dur > a.ts && e.ts < z.ts);
const sums = new Map();
for (const e of top) { if (e.name === 'RunTask' || e.name==='ThreadControllerImpl::RunTask') continue; sums.set(e.name, (sums.get(e.name) || 0) + e.dur / 1000); }
for (const [k, v] of [...sums].sort((x, y) => y[1] - x[1]).slice(0, 20)) console.log(v.toFixed(1).padStart(7), k);
// timeline of RunTask
const tasks = top.filter((e) => e.name === 'RunTask' || e.name==='ThreadControllerImpl::RunTask').map((e) => [((e.ts - a.ts) / 1000).toFixed(0), (e.dur / 1000).toFixed(1)]).filter((x) => x[1] > 1);
console.log(tasks.map((x) => x.join(':')).join(' '));
const big = top.filter((e) => (e.name === 'RunTask' || e.name==='ThreadControllerImpl::RunTask') && e.dur > 20000);
for (const b of big) {
  console.log('task at', ((b.ts - a.ts) / 1000).toFixed(0), (b.dur/1000).toFixed(1));
  const inner = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= b.ts && e.ts + e.dur <= b.ts + b.dur && e !== b && e.dur > 1000);
  for (const e of inner.slice(0, 40)) console.log('   ', ((e.ts - b.ts)/1000).toFixed(1), (e.dur/1000).toFixed(1), e.name, JSON.stringify(e.args?.data ?? {}).slice(0, 120));
}
await browser.close(); server.close();
