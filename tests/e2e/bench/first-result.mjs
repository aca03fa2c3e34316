// occ's first result next to Intel's GPU Occupancy Calculator, side by side in one Chromium:
// `cargo xtask bench web` (or `node tests/e2e/bench/first-result.mjs` once dist/ is built).
//
// - first result: a fresh browser context for every load (empty cache), pages taken in turn, 7 loads of each per
//   run, two runs; from navigation start to the frame after the expected occupancy is in the DOM (for occ: the
//   link's GPU named in the results' title and its occupancy shown; for Intel's page: its first GPU picked as soon
//   as its list exists, then its Xe-core occupancy shown; timed as shipped, and with the 300 ms it waits before
//   computing skipped). Loopback, then 10 Mbit/s with 40 ms round trips (DevTools' network emulation); html, js,
//   wasm and css are served gzip as a static host serves them, dist/ from a sub-path.
// - keystroke: on each link with its charts drawn, an input event in a field (`LINKS`' keystroke) to every number
//   and chart redrawn, and to the next animation frame (the frame that shows them), against a 16.7 ms frame.
//
// OCC_BENCH_LOADS, OCC_BENCH_RUNS and OCC_BENCH_KEYSTROKES change the counts (7, 2, 30).
//
// Intel's page is never part of the repository: OCC_INTEL_CALC names its index.html, or a git clone of
// oneAPI-samples (OCC_ONEAPI_SAMPLES, a work tree or a bare repository) holds it; the bench copies it under
// target/. Without it the comparison is skipped with a note saying where to get it.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dist, launch, root, showCharts } from '../helpers.mjs';

const INTEL_PATH = 'Tools/GPU-Occupancy-Calculator/index.html';
const INTEL_REPO = 'https://github.com/oneapi-src/oneAPI-samples';
const LOADS = Number(process.env.OCC_BENCH_LOADS ?? 7);
const RUNS = Number(process.env.OCC_BENCH_RUNS ?? 2);
const KEYSTROKES = Number(process.env.OCC_BENCH_KEYSTROKES ?? 30);
const FRAME_MS = 1000 / 60;

/** The links measured: each GPU's expected occupancy as `occ calc` prints it (and the browser tests assert). */
// `keystroke`: a field and values typed into it in turn, each change moving every chart the GPU shows (a chart whose
// curve a change leaves as it was is not redrawn: an MI300X's registers chart does not move with the block size).
const LINKS = [
  {
    name: 'occ, a link to an RTX 4090',
    query: '?v=1&gpu=geforce-rtx-4090&t=128&r=51',
    title: 'RTX 4090',
    occupancy: '75.00 %',
    keystroke: { field: 'r', values: [40, 64, 32, 51, 72] },
  },
  {
    name: 'occ, a link to an Instinct MI300X',
    query: '?v=1&gpu=instinct-mi300x&t=256&r=128',
    title: 'MI300X',
    occupancy: '50.00 %',
    keystroke: { field: 'r', values: [96, 64, 128, 80] },
  },
  {
    // The same link in Chinese: the page fetches its Chinese text (messages.zh.page.txt) before it mounts.
    name: 'occ, a link to an RTX 4090, in Chinese',
    query: '?v=1&gpu=geforce-rtx-4090&t=128&r=51&lang=zh',
    title: 'RTX 4090',
    occupancy: '75.00%',
    keystroke: { field: 'r', values: [40, 64, 32, 51, 72] },
  },
  {
    name: 'occ, a link to an Arc B580',
    query: '?v=1&gpu=arc-b580&t=256&sub=16',
    title: 'B580',
    occupancy: '100.00 %',
    keystroke: { field: 't', values: [512, 128, 192, 320, 256] },
  },
];

const NETWORKS = [
  { name: 'loopback', conditions: null },
  {
    name: '10 Mbit/s, 40 ms RTT, gzip',
    conditions: { offline: false, latency: 40, downloadThroughput: 10e6 / 8, uploadThroughput: 10e6 / 8 },
  },
];

const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');

/** Intel's page copied under target/, or null (and why) when it cannot be found. */
async function intelPage() {
  const copy = join(targetDir, 'intel-gpu-occupancy-calculator', 'index.html');
  let html = null;
  let from = null;
  if (process.env.OCC_INTEL_CALC) {
    html = await readFile(process.env.OCC_INTEL_CALC);
    from = process.env.OCC_INTEL_CALC;
  } else {
    // A clone of oneAPI-samples: a work tree or a bare git directory.
    const clones = [process.env.OCC_ONEAPI_SAMPLES].filter(Boolean);
    for (const clone of clones) {
      if (existsSync(join(clone, INTEL_PATH))) {
        html = await readFile(join(clone, INTEL_PATH));
      } else if (existsSync(clone)) {
        try {
          html = execFileSync('git', ['-C', clone, 'show', `HEAD:${INTEL_PATH}`], { maxBuffer: 16 << 20 });
        } catch {
          continue;
        }
      }
      if (html) {
        from = `${clone} (${INTEL_PATH})`;
        break;
      }
    }
  }
  if (!html && existsSync(copy)) {
    html = await readFile(copy);
    from = copy;
  }
  if (!html) return null;
  await mkdir(join(copy, '..'), { recursive: true });
  await writeFile(copy, html);
  // Its script and styles are inline (Chart.js 3.5.1 included); a reference to another origin would be left
  // unloaded here (no network), so say so rather than time a broken page.
  const external = [...html.toString().matchAll(/<(?:script|link)[^>]+(?:src|href)="(https?:[^"]+)"/g)].map((m) => m[1]);
  return { file: copy, from, external };
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
const compressed = new Set(['.html', '.js', '.css', '.wasm']);

/**
 * dist/ under /occ/ and Intel's page under /intel/, as a static host serves them: gzip (level 9, compressed once)
 * for html, js, css and wasm when the browser accepts it, and caching allowed (each load has a fresh context).
 */
async function serve(intelFile) {
  const cache = new Map();
  const server = createServer(async (request, response) => {
    try {
      let path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      let file;
      if (path.startsWith('/occ/')) {
        path = path.slice('/occ'.length);
        if (path.endsWith('/')) path += 'index.html';
        file = normalize(join(dist, path));
        if (!file.startsWith(dist)) throw new Error('outside dist');
      } else if (intelFile && (path === '/intel/' || path === '/intel/index.html')) {
        file = intelFile;
      } else {
        throw new Error('not served');
      }
      await stat(file);
      const gzip = compressed.has(extname(file)) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const key = `${file}:${gzip}`;
      if (!cache.has(key)) {
        const data = await readFile(file);
        cache.set(key, gzip ? gzipSync(data, { level: 9 }) : data);
      }
      const body = cache.get(key);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'max-age=600',
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address();
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** In occ's page: the frame after the link's GPU and its expected occupancy are in the DOM. */
function occEndPoint({ title, occupancy }) {
  const check = () => {
    const named = document.querySelector('[data-testid="results-title"]')?.textContent.includes(title);
    const cell = document.querySelector('[data-testid="occupancy"]');
    if (named && cell?.textContent.trim() === occupancy) {
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__firstResult = performance.now();
      });
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * In Intel's page: its first GPU picked in its list as soon as the list exists (what a visitor does first), then
 * the frame after its Xe-core occupancy is shown. The page waits 300 ms (a `setTimeout` in its `update_occupancy`)
 * before it computes; `skipPause` makes that wait 0 ms, so the page is timed for its loading and computing only.
 */
function intelEndPoint({ skipPause }) {
  if (skipPause) {
    const later = window.setTimeout;
    window.setTimeout = function (callback, delay, ...rest) {
      const pause = typeof callback === 'function' && callback.name === 'cal_occupancy' && delay === 300;
      return later.call(this, callback, pause ? 0 : delay, ...rest);
    };
  }
  let picked = false;
  const check = () => {
    const list = document.getElementById('gpu');
    if (!picked && list && list.options.length > 1) {
      picked = true;
      window.__picked = performance.now();
      list.selectedIndex = 1;
      list.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const output = document.querySelector('#occ_cal .output')?.textContent ?? '';
    if (/Xe-Core Occupancy\s*\d+(\.\d+)?%/.test(output)) {
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__firstResult = performance.now();
      });
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** One fresh load: a new context (empty cache), the network set, navigation start → the page's end point. */
async function load(browser, { url, endPoint, arg }, conditions) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    if (conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    await page.addInitScript(endPoint, arg);
    await page.goto(url, { waitUntil: 'commit' });
    // Playwright's own polling would compete with the page's first frames: look only once they are long done.
    await page.waitForTimeout(conditions ? 2500 : 1500);
    await page.waitForFunction(() => window.__firstResult !== undefined, null, { timeout: 30000, polling: 100 });
    return await page.evaluate(() => ({ end: window.__firstResult, picked: window.__picked }));
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (value) => `${Math.round(value)}`;
const spread = (values) => `${fmt(median(values))} ms (${fmt(Math.min(...values))}–${fmt(Math.max(...values))})`;

/** Keystrokes on a link with its charts drawn: input event → every number and chart redrawn → next frame. */
async function keystrokes(browser, base, link, count) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/occ/${link.query}`);
    await page.waitForFunction(
      ({ title, occupancy }) =>
        document.querySelector('[data-testid="results-title"]')?.textContent.includes(title) &&
        document.querySelector('[data-testid="occupancy"]')?.textContent.trim() === occupancy,
      link,
    );
    await showCharts(page);
    // The GPU's charts: those shown (a GPU without barriers has no barriers chart), once each is drawn.
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('#charts canvas[data-testid^="chart-"]')].filter((c) => c.offsetParent);
      return shown.length > 0 && shown.every((c) => Number(c.dataset.draws) > 0);
    });
    return await page.evaluate(async ({ n, field, values }) => {
      const charts = [...document.querySelectorAll('#charts canvas[data-testid^="chart-"]')].filter((c) => c.offsetParent);
      const input = document.querySelector(`[data-testid="input-${field}"]`);
      const draws = () => charts.map((c) => Number(c.dataset.draws));
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const idle = () => new Promise((resolve) => setTimeout(resolve, 40));
      const task = () => new Promise((resolve) => setTimeout(resolve, 0));
      const work = [];
      const shown = [];
      for (let i = 0; i < n; i += 1) {
        // From an idle page, as a keystroke comes (not inside a frame's rendering).
        await idle();
        const before = draws();
        const table = document.querySelector('[data-testid="allocated"]');
        const t0 = performance.now();
        input.value = String(values[i % values.length]);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // The results' markup is rebuilt on every change (a new table means new numbers); each chart counts its
        // draws (\`data-draws\`). Effects run as microtasks: poll in microtasks, then in tasks if it takes long.
        const done = () => document.querySelector('[data-testid="allocated"]') !== table && draws().every((d, k) => d > before[k]);
        for (let spins = 0; !done(); spins += 1) {
          if (spins < 10000) await Promise.resolve();
          else await task();
          if (performance.now() - t0 > 5000) {
            const state = document.querySelector('[data-testid="allocated"]') !== table ? 'rebuilt' : 'unchanged';
            return { error: `no redraw 5 s after t=${input.value}: results table ${state}, draws ${before} → ${draws()}` };
          }
        }
        work.push(performance.now() - t0);
        await frame();
        shown.push(performance.now() - t0);
      }
      return { charts: charts.length, work, shown };
    }, { n: count, ...link.keystroke });
  } finally {
    await context.close();
  }
}

const intel = await intelPage();
if (!intel) {
  console.log(
    `Intel's GPU Occupancy Calculator not found: the comparison with it is skipped. Get ${INTEL_PATH} from ` +
      `${INTEL_REPO} (a clone, or the file alone) and set OCC_INTEL_CALC=/path/to/index.html, or ` +
      `OCC_ONEAPI_SAMPLES=/path/to/oneAPI-samples; the bench copies it under target/ (never into the repository).`,
  );
} else {
  console.log(`Intel's page: ${intel.from}, copied to ${intel.file}`);
  if (intel.external.length) console.log(`  note: it references other origins, not served here: ${intel.external.join(', ')}`);
}

const server = await serve(intel?.file);
const browser = await launch();
try {
  const pages = [
    ...(intel
      ? [
          { name: "Intel's calculator, first GPU picked", short: 'its page as shipped', url: `${server.base}/intel/`, endPoint: intelEndPoint, arg: { skipPause: false }, intel: true },
          { name: "  the same, its 300 ms pause skipped", short: 'its page with its 300 ms pause skipped', url: `${server.base}/intel/`, endPoint: intelEndPoint, arg: { skipPause: true }, intel: true },
        ]
      : []),
    ...LINKS.map((link) => ({ ...link, url: `${server.base}/occ/${link.query}`, endPoint: occEndPoint, arg: link, occ: true })),
  ];
  // One warm-up load of each (the browser's own first-use costs), not counted.
  if (LOADS > 0) for (const page of pages) await load(browser, page, null);

  const results = new Map(pages.map((p) => [p.name, NETWORKS.map(() => Array.from({ length: RUNS }, () => []))]));
  const pickedAt = new Map(pages.map((p) => [p.name, NETWORKS.map(() => [])]));
  for (const [n, network] of NETWORKS.entries()) {
    for (let run = 0; run < RUNS; run += 1) {
      for (let i = 0; i < LOADS; i += 1) {
        for (const page of pages) {
          const { end, picked } = await load(browser, page, network.conditions);
          results.get(page.name)[n][run].push(end);
          if (picked !== undefined) pickedAt.get(page.name)[n].push(picked);
        }
      }
    }
  }

  if (LOADS > 0) console.log(
    `\nfirst result: navigation start → the frame after the expected occupancy is in the DOM; a fresh context per ` +
      `load, ${LOADS} loads a run, ${RUNS} runs; median (min–max) per run`,
  );
  // The ratios: occ's median over Intel's page's median in the same run, as shipped and with its pause skipped;
  // a goal is met only when both are within it.
  const references = pages.filter((p) => p.intel);
  if (references.length) {
    console.log(`ratios: occ's median / Intel's page's median in the same run, ${references.map((p) => p.short).join('; ')}`);
  }
  for (const [n, network] of LOADS > 0 ? NETWORKS.entries() : []) {
    const goal = n === 0 ? 0.8 : 1.3;
    console.log(`\n${network.name}${references.length ? ` (goal: occ ≤ ${goal} × Intel's page)` : ''}`);
    for (const page of pages) {
      const runs = results.get(page.name)[n];
      const cells = runs.map((times, run) => {
        let cell = spread(times);
        if (references.length && page.occ) {
          const ratios = references.map((r) => median(times) / median(results.get(r.name)[n][run]));
          cell += ` ${ratios.map((r) => `${r.toFixed(2)}×`).join(' ')}${ratios.every((r) => r <= goal) ? '' : ' over'}`;
        }
        return cell;
      });
      console.log(`  ${page.name.padEnd(44)} ${cells.join(' | ')}`);
      const picked = pickedAt.get(page.name)[n];
      if (picked.length) console.log(`  ${''.padEnd(44)} (its list filled and first GPU picked at ${fmt(median(picked))} ms)`);
    }
  }

  console.log(`\nkeystroke → every number and chart redrawn (${KEYSTROKES} changes each, from an idle page; a frame is ${FRAME_MS.toFixed(1)} ms)`);
  for (const link of LINKS) {
    const { charts, work, shown, error } = await keystrokes(browser, server.base, link, KEYSTROKES);
    if (error) throw new Error(`${link.name}: ${error}`);
    const within = shown.filter((t) => t <= FRAME_MS).length;
    console.log(
      `  ${link.name.padEnd(40)} '${link.keystroke.field}', ${charts} charts: redrawn in ${median(work).toFixed(1)} ms (max ${Math.max(...work).toFixed(1)}),` +
        ` on screen in the next frame at ${median(shown).toFixed(1)} ms (max ${Math.max(...shown).toFixed(1)});` +
        ` ${within}/${shown.length} within ${FRAME_MS.toFixed(1)} ms`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
