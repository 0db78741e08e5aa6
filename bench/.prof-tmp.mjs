import { chromium } from 'playwright';
import { startServer } from '/work/main/demo/server.mjs';
const server = await startServer({ port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const path = process.argv[2];
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await page.addInitScript(() => document.addEventListener('dw-rendered', (e) => (window.__r = e.detail)));
await page.goto(origin + path);
await page.waitForFunction(() => window.__r, null, { timeout: 60000 });
const { profile } = await cdp.send('Profiler.stop');
const r = await page.evaluate(() => window.__r);
const start = r.receivedAt * 1000, end = r.renderedAt * 1000;
// self time per node within window
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
let t = profile.startTime; const t0 = profile.startTime;
// time relative: need navigation start offset; approximate using timeOrigin
const origin0 = await page.evaluate(() => performance.timeOrigin * 1000);
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  const n = byId.get(profile.samples[i]);
  const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
  self.set(key, (self.get(key) || 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
}
// inclusive-ish by cli-reference/our functions: aggregate self time by url
const byUrl = new Map(); for (const [k,v] of self) { const u = k.split(' ')[1].split(':')[0]; byUrl.set(u,(byUrl.get(u)||0)+v); }
console.log([...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,12).map(([k,v])=>k+' '+v.toFixed(1)).join('\n'));
const sorted = [...self].sort((a, b) => b[1] - a[1]).slice(0, 35);
for (const [k, v] of sorted) console.log(v.toFixed(1).padStart(7), k);
console.log(r);
await browser.close(); server.close();
