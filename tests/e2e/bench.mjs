// The page's size and speed: `node tests/e2e/bench.mjs` after `trunk build --release`.
//
// - bytes shipped: index.html (with the page's js and css inline) and the wasm, raw and gzip (zlib level 9), and what
//   loads only on demand (the charts and tools modules, the log reader, the GPU facts' citations.json);
// - where a first load's time goes (medians): wasm fetched, instantiated, mounted;
// - first result: navigation start to the first correct result painted (its Element Timing render time: when the
//   frame showing it was presented, not when it was queued), in a fresh browser each time (median of 15), with no
//   request interception (a visitor's browser has none);
// - charts: once the first result is painted, the page scrolled so that the charts' section is 300 px below the
//   viewport (inside the 600 px it loads ahead) to the GPU's three charts drawn by their module (same fresh
//   browsers; CC 8.9 has no barriers chart);
// - input change: an input event to every number and all four charts redrawn, measured in the page with
//   performance.now() (median of 60 changes), and to the next animation frame after that;
// - another vendor's GPU: a link to an AMD GPU, navigation start to its result painted (the page's one wasm computes
//   every vendor; fresh browsers), and picking an AMD GPU on an NVIDIA page to its result in the DOM (in-page
//   performance.now(), fresh browsers).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, launch, openPage, serve, shippedFiles, showCharts } from './helpers.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (value) => `${value.toFixed(1)} ms`;

async function bytes() {
  const rows = [];
  for (const file of (await shippedFiles()).onLoad) {
    const data = await readFile(join(dist, file));
    rows.push({ file, raw: data.length, gzip: gzipSync(data, { level: 9 }).length });
  }
  return rows;
}

async function firstResult(base, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const browser = await launch();
    // A plain page, as a visitor's browser has it: no Playwright request interception (the tests' openPage routes
    // every request through the driver to catch external ones, which delayed the first result by ~30 ms here).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Records when the expected occupancy is in the DOM, the start of the next frame, and when that frame was really
    // painted: the Element Timing API's render time of the number (the page marks it `elementtiming="occupancy"`;
    // later entries are its re-renders).
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.identifier === 'occupancy') window.__rendered ??= entry.renderTime || entry.loadTime;
        }
      }).observe({ type: 'element', buffered: true });
      const check = () => {
        const cell = document.querySelector('[data-testid="occupancy"]');
        if (cell && cell.textContent.trim() === '75.00 %') {
          observer.disconnect();
          requestAnimationFrame(() => {
            window.__firstResult = performance.now();
          });
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${base}?v=1&gpu=geforce-rtx-4090&t=128&r=51`);
    // Playwright's own polling script would compete with the page's first frame: look only once it is long done.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await page.waitForFunction(() => window.__firstResult !== undefined && window.__rendered !== undefined);
    const charts = await page.evaluate(async () => {
      const ids = ['chart-block-size', 'chart-registers', 'chart-shared-memory'];
      const section = document.getElementById('charts');
      const t0 = performance.now();
      scrollTo(0, section.getBoundingClientRect().top + scrollY - innerHeight - 300);
      while (!ids.every((id) => Number(document.getElementById(id).dataset.draws) > 0)) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return performance.now() - t0;
    });
    times.push({
      charts,
      ...(await page.evaluate(() => {
        const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
        const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
        return {
          frame: window.__firstResult,
          painted: window.__rendered,
          wasm: wasm?.responseEnd ?? NaN,
          main: mark('occ-main'),
          mounted: mark('occ-mounted'),
          // index.html's markup (inputs and panels, without numbers) painted.
          shell: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        };
      })),
    });
    await browser.close();
  }
  return times;
}

async function inputChanges(base, changes) {
  const browser = await launch();
  const { page } = await openPage(browser, `${base}?v=1&gpu=h100-sxm5-80gb&t=128&r=40&ss=8192&b=2`);
  const charts = ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers'];
  // Their module loads when they come near the viewport.
  await showCharts(page);
  await page.waitForFunction(
    (ids) => ids.every((id) => Number(document.querySelector(`[data-testid="${id}"]`)?.dataset.draws) > 0),
    charts,
  );
  const result = await page.evaluate(
    async ([ids, count]) => {
      const input = document.querySelector('[data-testid="input-t"]');
      const draws = () => ids.map((id) => Number(document.querySelector(`[data-testid="${id}"]`).dataset.draws));
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const task = () => new Promise((resolve) => setTimeout(resolve, 0));
      const work = [];
      const painted = [];
      const idle = () => new Promise((resolve) => setTimeout(resolve, 40));
      for (let i = 0; i < count; i += 1) {
        // Start from an idle page, as a keystroke does (not inside a frame's rendering).
        await idle();
        const before = draws();
        const oldTable = document.querySelector('[data-testid="allocated"]');
        const threads = 96 + 32 * (i % 12);
        const t0 = performance.now();
        input.value = String(threads);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // Effects run as microtasks: poll in microtasks (no rendering in between) until every chart has redrawn
        // and the numbers changed; fall back to tasks if that takes long.
        const done = () => {
          const now = draws();
          // The result markup is rebuilt on every change: a new table element means new numbers.
          const numbers = document.querySelector('[data-testid="allocated"]') !== oldTable;
          return numbers && now.every((n, k) => n > before[k]);
        };
        for (let spins = 0; !done(); spins += 1) {
          if (spins < 10000) await Promise.resolve();
          else await task();
        }
        work.push(performance.now() - t0);
        await frame();
        painted.push(performance.now() - t0);
      }
      return { work, painted };
    },
    [charts, changes],
  );
  await browser.close();
  return result;
}

/** A link to an AMD GPU: navigation start to its result painted; and on an NVIDIA page, the pick to the result. */
async function otherVendor(base, runs) {
  const out = [];
  for (let i = 0; i < runs; i += 1) {
    const browser = await launch();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const check = () => {
        const title = document.querySelector('[data-testid="results-title"]')?.textContent ?? '';
        const cell = document.querySelector('[data-testid="occupancy"]');
        if (title.includes('MI300X') && cell?.textContent.trim() === '50.00 %') {
          observer.disconnect();
          requestAnimationFrame(() => requestAnimationFrame(() => {
            window.__amdPainted = performance.now();
          }));
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${base}?v=1&gpu=instinct-mi300x&t=256&r=128`);
    await page.waitForFunction(() => window.__amdPainted !== undefined);
    const link = await page.evaluate(() => window.__amdPainted);
    // A new context: nothing of the first run in its cache.
    await context.close();
    const fresh = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const second = await fresh.newPage();
    await second.goto(`${base}?v=1&gpu=geforce-rtx-4090&t=256&r=128`);
    await second.waitForSelector('[data-testid="occupancy"]');
    await second.click('[data-testid="input-gpu"]');
    await second.fill('[data-testid="input-gpu"]', 'mi300x');
    await second.waitForSelector('#gpu-list [role="option"]');
    const pick = await second.evaluate(async () => {
      const input = document.querySelector('[data-testid="input-gpu"]');
      const t0 = performance.now();
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      const done = () => document.querySelector('[data-testid="results-title"]')?.textContent.includes('MI300X')
        && document.querySelector('[data-testid="occupancy"]')?.textContent.trim() === '50.00 %';
      while (!done()) await new Promise((resolve) => setTimeout(resolve, 1));
      return performance.now() - t0;
    });
    out.push({ link, pick });
    await browser.close();
  }
  return out;
}

const server = await serve();
try {
  const rows = await bytes();
  const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), { raw: 0, gzip: 0 });
  console.log('bytes shipped (raw / gzip -9):');
  for (const r of rows) console.log(`  ${r.file.padEnd(40)} ${String(r.raw).padStart(9)} ${String(r.gzip).padStart(9)}`);
  console.log(`  ${'total'.padEnd(40)} ${String(total.raw).padStart(9)} ${String(total.gzip).padStart(9)}`);
  for (const file of (await shippedFiles()).onDemand) {
    const data = await readFile(join(dist, file));
    console.log(`  on demand: ${file.padEnd(29)} ${String(data.length).padStart(9)} ${String(gzipSync(data, { level: 9 }).length).padStart(9)}`);
  }

  const runs = await firstResult(server.base, 15);
  const first = runs.map((r) => r.painted);
  console.log(
    `first correct result painted after navigation (fresh browser, ${first.length} runs): median ${ms(median(first))}` +
      ` (min ${ms(Math.min(...first))}, max ${ms(Math.max(...first))})`,
  );
  const at = (key) => ms(median(runs.map((r) => r[key])));
  console.log(
    `  medians after navigation: page markup painted ${at('shell')}, wasm downloaded ${at('wasm')},` +
      ` wasm instantiated and main() entered ${at('main')},` +
      ` page set up ${at('mounted')}, next frame started ${at('frame')}, result painted ${at('painted')}`,
  );
  const charts = runs.map((r) => r.charts);
  console.log(
    `charts scrolled near (300 px below the viewport) → all three drawn: median ${ms(median(charts))}` +
      ` (min ${ms(Math.min(...charts))}, max ${ms(Math.max(...charts))})`,
  );

  const amd = await otherVendor(server.base, 9);
  const links = amd.map((r) => r.link);
  const picks = amd.map((r) => r.pick);
  console.log(
    `AMD link (MI300X) → its result painted (fresh browser, ${links.length} runs):` +
      ` median ${ms(median(links))} (min ${ms(Math.min(...links))}, max ${ms(Math.max(...links))})`,
  );
  console.log(
    `MI300X picked on an NVIDIA page → its result in the page: median ${ms(median(picks))}` +
      ` (min ${ms(Math.min(...picks))}, max ${ms(Math.max(...picks))})`,
  );

  const { work, painted } = await inputChanges(server.base, 60);
  console.log(
    `input change → all numbers and 4 charts redrawn (${work.length} changes, in-page): median ${ms(median(work))}` +
      ` (max ${ms(Math.max(...work))}); to the next animation frame after it: median ${ms(median(painted))}`,
  );
} finally {
  await server.close();
}
