// @ts-check
// Whether <api-settings>'s project picker still needs its own windowing once its list navigation
// and typeahead come from Floating UI: useListNavigation and useTypeahead move the active option
// but render every option they are given; Floating UI has no windowing of its own. So without
// ours, a reader with 10,000 projects gets 10,000 option rows on opening the list and on every
// keystroke in its search box. This prints what the browser alone needs for that (building,
// styling and laying out the rows the way combobox.tsx writes them, no React, so a floor) beside
// what the windowed list renders (the rows in view and 8 either side), in the same Chromium.
// Needs no build: `node bench/combobox-windowing.mjs`. Last run (2026-11-27, the busy 2-core
// machine): 10,000 projects 5,879 ms every row against 1.1 ms windowed; 1,000 556 against 9.9 ms.
// So the picker keeps its windowing.
import './record.mjs';
import { launchChromium } from '../tests/tools/browser.mjs';

const counts = [200, 1_000, 10_000];
const windowedRows = 10 + 2 * 8; // a 320 px list of 32 px rows, plus the overscan on each side
const runs = 5;

const browser = await launchChromium();
const page = await browser.newPage();
await page.setContent(`<!doctype html><style>
  .listbox { max-height: 320px; overflow: auto; width: 320px; font: 14px system-ui }
  .option { display: flex; align-items: center; gap: 8px; padding: 6px 10px; min-height: 32px; box-sizing: border-box }
  .option[data-active] { background: #eef }
  .badge { margin-left: auto; font-size: 12px; border: 1px solid #ccc; border-radius: 4px; padding: 0 4px }
</style><div class="listbox" role="listbox" id="list"></div>`);

/**
 * Milliseconds to build `count` rows into the list and lay them out, median of `runs`.
 * @param {number} count
 * @returns {Promise<number>}
 */
async function build(count) {
  return page.evaluate(
    ({ count, runs }) => {
      const list = /** @type {HTMLElement} */ (document.getElementById('list'));
      const times = [];
      for (let run = 0; run < runs; run += 1) {
        list.replaceChildren();
        list.getBoundingClientRect();
        const start = performance.now();
        const fragment = document.createDocumentFragment();
        for (let index = 0; index < count; index += 1) {
          const option = document.createElement('div');
          option.className = 'option';
          option.id = `option-${index}`;
          option.setAttribute('role', 'option');
          option.setAttribute('aria-selected', 'false');
          option.setAttribute('aria-setsize', String(count));
          option.setAttribute('aria-posinset', String(index + 1));
          const check = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
          check.setAttribute('viewBox', '0 0 16 16');
          check.setAttribute('width', '14');
          check.setAttribute('height', '14');
          const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
          path.setAttribute('d', 'm3 8.5 3 3 7-7');
          check.append(path);
          const label = document.createElement('span');
          label.className = 'option-label';
          label.textContent = `project-${index}`;
          const badge = document.createElement('span');
          badge.className = 'badge';
          badge.textContent = 'Free';
          option.append(check, label, badge);
          fragment.append(option);
        }
        list.append(fragment);
        list.lastElementChild?.getBoundingClientRect();
        times.push(performance.now() - start);
      }
      return /** @type {number} */ (times.sort((a, b) => a - b)[Math.floor(runs / 2)]);
    },
    { count, runs },
  );
}

console.log(`Project picker rows, Chromium, median of ${runs} (ms): build + style + layout`);
console.log(`${'projects'.padStart(9)}  ${'every row'.padStart(10)}  ${'windowed'.padStart(9)}`);
for (const count of counts) {
  const all = await build(count);
  const windowed = await build(Math.min(count, windowedRows));
  console.log(`${String(count).padStart(9)}  ${all.toFixed(1).padStart(10)}  ${windowed.toFixed(1).padStart(9)}`);
}
await browser.close();
