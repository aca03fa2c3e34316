// The comparison and the exports: launches pinned side by side (the tools module, loaded when used), their link and
// saved configs, the embed view of a comparison, and every file the page offers (tables as CSV and Markdown, charts
// as PNG and SVG, the launch as JSON), made in the browser. A visit that uses neither fetches nothing more.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { axeViolations, launch, openPage, readTexts, ready, serve, showCharts, showSaved, text, waitForDraw } from './helpers.mjs';

let server;
let browser;

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the page and checks, when the test ends, that nothing left 127.0.0.1 and the console stayed silent. */
async function open(t, path = '', options = {}) {
  const session = await openPage(browser, server.base + path, options);
  t.after(async () => {
    assert.deepEqual(session.problems.console, [], `${t.name}: console messages`);
    assert.deepEqual(session.problems.external, [], `${t.name}: requests left 127.0.0.1`);
    await session.context.close();
  });
  await ready(session.page);
  return session;
}

const KERNEL = 't=256&r=80';
const GPUS = ['a100-sxm4-80gb', 'h100-sxm5-80gb', 'geforce-rtx-4090'];

/** The comparison table's row `label`, one cell per pinned launch (the screen-reader "(best)" left out). */
async function row(page, label) {
  return page.$$eval(`[data-testid="compare-table"] tr[data-row="${label}"] td`, (cells) =>
    cells.map((c) => c.textContent.replace(' (best)', '').trim()),
  );
}

async function columns(page) {
  return page.$$eval('[data-testid="compare-col"]', (cols) => cols.length);
}

async function waitForColumns(page, n) {
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="compare-col"]').length === count, n);
}

/** Pins the current launch (on `current`), then the same kernel on the other two GPUs. */
async function pinThree(page, current = GPUS[0]) {
  await page.click('[data-testid="pin"]');
  await waitForColumns(page, 1);
  await page.selectOption('[data-testid="compare-gpus"]', GPUS.filter((g) => g !== current));
  await page.click('[data-testid="compare-on-gpus"]');
  await waitForColumns(page, 3);
}

/**
 * A download's file name and bytes, started by clicking `selector`. Chromium drops a download that starts within a
 * moment of the previous one (a dozen clicks a second), so each waits a little after its file has arrived.
 */
async function download(page, selector) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(selector)]);
  const bytes = await readFile(await file.path());
  await page.waitForTimeout(400);
  return { name: file.suggestedFilename(), bytes };
}

/** RFC 4180 CSV, as the page writes it. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

test('one kernel pinned on three GPUs: each column shows what the calculator shows for that GPU', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${GPUS[0]}&${KERNEL}`);
  const before = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(!before.some((p) => /occ-(tools|charts)/.test(p)), 'nothing of the comparison before it is used');
  await pinThree(page);
  const shown = await row(page, 'Occupancy');
  assert.equal(shown.length, 3);
  assert.match(await text(page, 'compare-status'), /H100.*pinned.*RTX 4090.*pinned/s);
  // Each column loaded back into the calculator shows the same occupancy there.
  for (let i = 0; i < 3; i++) {
    const title = (await page.$$eval('[data-testid="compare-col"]', (c, j) => c[j].textContent, i)).replace(/^\d+\. /, '');
    await page.click(`[data-act="load"][data-index="${i}"]`);
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="results-title"]')?.textContent.includes(name.split('←')[0].trim()),
      title,
    );
    assert.equal(await text(page, 'occupancy'), shown[i], `column ${i + 1}`);
    assert.equal(await page.inputValue('[data-testid="input-t"]'), '256');
  }
  // The best value of the row is marked.
  const best = await page.$$eval('[data-testid="compare-table"] tr[data-row="Occupancy"] td', (c) =>
    c.map((td) => td.classList.contains('best')),
  );
  const top = Math.max(...shown.map((s) => parseFloat(s)));
  assert.deepEqual(best, shown.map((s) => parseFloat(s) === top));
  assert.deepEqual(await axeViolations(page, '[data-testid="tool-compare"]'), []);

  // The link holds the comparison and reproduces it in a fresh context.
  await page.waitForFunction(() => location.search.includes('cmp=1~'));
  const link = page.url();
  assert.match(link, /cmp=1~gpu\.a100-sxm4-80gb_t\.256_r\.80~gpu\.h100-sxm5-80gb_t\.256_r\.80~t\.256_r\.80/);
  const other = await openPage(browser, link);
  t.after(() => other.context.close());
  await ready(other.page);
  await other.page.waitForSelector('[data-testid="compare-table"]');
  assert.deepEqual(await row(other.page, 'Occupancy'), shown);
  assert.deepEqual(other.problems.console, []);

  // Reordered, then one removed.
  await page.click('[data-act="right"][data-index="0"]');
  await page.waitForFunction(() => /^1\. H100/.test(document.querySelector('[data-testid="compare-col"]')?.textContent));
  await page.click('[data-act="remove"][data-index="2"]');
  await waitForColumns(page, 2);
  assert.deepEqual(await row(page, 'Occupancy'), [shown[1], shown[0]]);
});

test('a comparison holds 8 launches and says so; a bad link gets a notice naming the key', async (t) => {
  const eight = Array.from({ length: 8 }, (_, i) => `t.${64 * (i + 1)}`).join('~');
  const { page } = await open(t, `?v=1&cmp=1~${eight}~gpu.nope`);
  await page.waitForSelector('[data-testid="compare-table"]');
  assert.equal(await columns(page), 8);
  await page.waitForSelector('[data-testid="notice"]');
  const notices = await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent).join('\n'));
  assert.match(notices, /Comparison \('cmp'\).*at most 8/);
  await page.fill('[data-testid="input-t"]', '96');
  await page.click('[data-testid="pin"]');
  await page.waitForFunction(() => /at most 8/.test(document.querySelector('[data-testid="compare-status"]')?.textContent));
  assert.equal(await columns(page), 8);
});

test('a saved config keeps its comparison; the embed view of a comparison shows its table', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${GPUS[0]}&${KERNEL}`);
  await pinThree(page);
  const shown = await row(page, 'Occupancy');
  await page.fill('[data-testid="save-name"]', 'three gpus');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="three gpus"]');
  await page.click('[data-testid="compare-clear"]');
  await page.waitForSelector('[data-testid="compare-empty"]');
  await page.waitForFunction(() => !location.search.includes('cmp='));
  await page.reload();
  await ready(page);
  await showSaved(page);
  await page.waitForSelector('[data-testid="saved-item"][data-name="three gpus"]');
  await page.click('[data-testid="saved-item"][data-name="three gpus"] [data-action="load"]');
  await waitForColumns(page, 3);
  assert.deepEqual(await row(page, 'Occupancy'), shown);

  await page.waitForFunction(() => location.search.includes('cmp=1~'));
  const link = new URL(page.url());
  link.searchParams.set('embed', '1');
  const embed = await openPage(browser, link.href);
  t.after(() => embed.context.close());
  await ready(embed.page);
  await embed.page.waitForSelector('[data-testid="compare-table"]');
  assert.deepEqual(await row(embed.page, 'Occupancy'), shown);
  assert.equal(await embed.page.$$eval('[data-testid="compare"] button', (b) => b.length), 0, 'read-only');
  assert.deepEqual(embed.problems.console, []);
});

test('"Add to comparison" and "Export…" clicked before the page handles them are made once it does', async (t) => {
  const session = await openPage(browser, null);
  t.after(async () => {
    assert.deepEqual(session.problems.console, [], `${t.name}: console messages`);
    await session.context.close();
  });
  const { page } = session;
  // The page wires the results' buttons once the browser says the first result was painted, or a second later;
  // without that word it waits the second, and the clicks below come in it.
  await page.addInitScript(() => {
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== 'element') observe.call(this, options);
    };
  });
  await page.goto(`${server.base}?v=1&gpu=${GPUS[0]}&${KERNEL}`);
  await ready(page);
  await page.click('[data-testid="pin"]');
  await page.click('[data-testid="export-menu"]');
  assert.equal(await page.$eval('#later', (e) => e.hidden), true, 'the clicks came before the page handled them');
  await page.waitForSelector('[data-testid="export-results-csv"]');
  assert.equal(await page.getAttribute('[data-testid="export-menu"]', 'aria-expanded'), 'true');
  await waitForColumns(page, 1);
});

test('tables export as CSV and Markdown, the launch as occ batch JSON, with the numbers on screen', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${GPUS[2]}&${KERNEL}`);
  // "Export…" loads the exports (the charts module) and shows them.
  await page.click('[data-testid="export-menu"]');
  await page.waitForSelector('[data-testid="export-results-csv"]');
  assert.equal(await page.getAttribute('[data-testid="export-menu"]', 'aria-expanded'), 'true');
  assert.deepEqual(await axeViolations(page, '#result-actions'), []);
  const results = await download(page, '[data-testid="export-results-csv"]');
  assert.equal(results.name, 'occ-geforce-rtx-4090-t256-r80-results.csv');
  const rows = parseCsv(results.bytes.toString('utf8'));
  assert.deepEqual(rows[0], ['Quantity', 'Value']);
  assert.deepEqual(rows.find((r) => r[0] === 'Theoretical occupancy'), ['Theoretical occupancy', await text(page, 'occupancy')]);
  assert.deepEqual(rows.find((r) => r[0] === 'Active blocks per SM'), ['Active blocks per SM', await text(page, 'active-blocks')]);

  const limiters = parseCsv((await download(page, '[data-testid="export-limiters-csv"]')).bytes.toString('utf8'));
  const items = await page.$$eval('#results-limiters li', (li) => li.length);
  assert.equal(limiters.length, items + 1);
  assert.ok(limiters.some((r) => r[2] === 'yes'), 'the binding limiter is marked');

  const json = await download(page, '[data-testid="export-json"]');
  assert.equal(json.name, 'occ-geforce-rtx-4090-t256-r80.json');
  const text_ = json.bytes.toString('utf8');
  assert.ok(text_.endsWith('}\n') && !text_.slice(0, -1).includes('\n'), 'one line, as occ batch prints it');
  const answer = JSON.parse(text_);
  assert.equal(answer.vendor, 'nvidia');
  assert.equal(String(answer.active_blocks_per_sm), await text(page, 'active-blocks'));
  assert.equal(`${(answer.occupancy * 100).toFixed(2)} %`, await text(page, 'occupancy'));

  await pinThree(page, GPUS[2]);
  const csv = parseCsv((await download(page, '[data-testid="compare-csv"]')).bytes.toString('utf8'));
  const occupancy = csv.find((r) => r[0] === 'Occupancy');
  assert.deepEqual(occupancy.slice(1), await row(page, 'Occupancy'));
  const markdown = (await download(page, '[data-testid="compare-md"]')).bytes.toString('utf8');
  assert.match(markdown, /^\| Launch \| 1\. GeForce RTX 4090 \| 2\. H100/);
});

/** Width and height from a PNG's IHDR chunk, after checking its signature. */
function pngSize(bytes) {
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'PNG signature');
  assert.equal(bytes.subarray(12, 16).toString('ascii'), 'IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Checks a chart's PNG (the canvas at the device pixel ratio) and SVG (its CSS size) downloads. */
async function checkChart(page, id, ratio) {
  const css = await page.$eval(`[data-testid="${id}"]`, (c) => [c.clientWidth, c.clientHeight]);
  const png = await download(page, `[data-testid="${id}-png"]`);
  assert.match(png.name, /^occ-.*\.png$/);
  assert.deepEqual(pngSize(png.bytes), css.map((v) => Math.round(v * ratio)), `${id}: PNG size`);
  const svg = await download(page, `[data-testid="${id}-svg"]`);
  assert.match(svg.name, /^occ-.*\.svg$/);
  const size = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    if (doc.querySelector('parsererror') || doc.documentElement.tagName !== 'svg') return null;
    return [Number(doc.documentElement.getAttribute('width')), Number(doc.documentElement.getAttribute('height'))];
  }, svg.bytes.toString('utf8'));
  assert.deepEqual(size, css, `${id}: SVG size`);
}

test('every chart exports as PNG at the device pixel ratio and as SVG; the block-size chart overlays the pinned launches', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${GPUS[1]}&${KERNEL}&g=5000&ri=10`, { context: { deviceScaleFactor: 2 } });
  await showCharts(page);
  const charts = ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers'];
  for (const id of charts) {
    await waitForDraw(page, id, 0);
    await checkChart(page, id, 2);
  }
  // The planning grid and the roofline's intensity in the link open those tools.
  for (const id of ['chart-plan-sizes', 'chart-plan-waves', 'chart-roofline']) {
    await page.waitForSelector(`[data-testid="${id}"]`);
    await waitForDraw(page, id, 0);
    await checkChart(page, id, 2);
  }

  // The comparison's waves and roofline rows follow the planning grid and the roofline's inputs; the overlay shows each pinned launch on the chart.
  await pinThree(page, GPUS[1]);
  assert.equal((await row(page, 'Waves of the planning grid')).length, 3);
  assert.match((await row(page, 'Roofline')).join('\n'), /bound \(10\.0 FLOP\/byte/);
  await page.waitForSelector('[data-testid="overlay-pinned"]', { state: 'visible' });
  const drawn = Number(await page.$eval('[data-testid="chart-block-size"]', (c) => c.dataset.draws));
  await page.check('[data-testid="overlay-pinned"]');
  await waitForDraw(page, 'chart-block-size', drawn);
  const legend = await page.textContent('#legend-chart-block-size');
  assert.match(legend, /This launch.*1\. H100.*2\. GeForce RTX 4090.*3\. A100/s);
  assert.deepEqual(await axeViolations(page, '#charts'), []);
});

test("the tools' tables export as CSV and Markdown with the cells they show", async (t) => {
  const { page } = await open(t, `?v=1&gpu=${GPUS[0]}&${KERNEL}&g=5000`);
  await page.waitForSelector('[data-testid="plan-sizes-csv"]');
  const file = await download(page, '[data-testid="plan-sizes-csv"]');
  assert.equal(file.name, 'occ-a100-sxm4-80gb-t256-r80-plan-sizes.csv');
  const rows = parseCsv(file.bytes.toString('utf8'));
  const shown = await page.$$eval('[data-testid="plan-sizes"] tr', (trs) =>
    trs.map((tr) =>
      [...tr.children].map((c) => {
        const copy = c.cloneNode(true);
        copy.querySelectorAll('button, .sr-only').forEach((e) => e.remove());
        return copy.textContent.replace(/\s+/g, ' ').trim();
      }),
    ),
  );
  assert.deepEqual(rows, shown);
  const budgets = (await download(page, '[data-testid="plan-budgets-md"]')).bytes.toString('utf8');
  assert.match(budgets, /^\| Occupancy \| Blocks\/SM \|/);
  assert.deepEqual(await axeViolations(page, '[data-testid="tool-plan"]'), []);
});

test('the print view shows the results and the comparison without buttons or pickers', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${GPUS[0]}&${KERNEL}`);
  await pinThree(page);
  await page.emulateMedia({ media: 'print' });
  const shown = (selector) => page.$eval(selector, (e) => e.checkVisibility());
  assert.ok(await shown('[data-testid="occupancy"]'));
  assert.ok(await shown('[data-testid="compare-table"]'));
  assert.ok(await shown('[data-testid="limiter-registers"]'));
  for (const hidden of ['[data-testid="pin"]', '[data-testid="compare-gpus"]', '[data-testid="save"]', '[data-testid="theme-toggle"]']) {
    assert.equal(await shown(hidden), false, hidden);
  }
});

const MIXED = '1~gpu.a100-sxm4-80gb_t.256_r.80~gpu.instinct-mi300x_t.256_r.96~gpu.arc-b580_t.256_sub.16';

/**
 * The English words a reader gets of the comparison (text and read attributes) outside the GPUs' names (the
 * columns' heads, the GPU row's titles, the list of GPUs) and `translate="no"`: formats and hardware names aside.
 */
async function compareEnglish(page) {
  const texts = await readTexts(page, {
    root: '[data-testid="compare"]',
    skip: 'select, [data-testid="compare-col"], tr[data-row="GPU"] td',
  });
  const names = new Set(['GPU', 'SM', 'CU', 'SIMD', 'VGPR', 'SGPR', 'AGPR', 'LDS', 'SLM', 'Xe', 'CSV', 'Markdown', 'Roofline', 'B', 'KiB']);
  return texts.filter((x) => x.split(/[^A-Za-z0-9_-]+/).some((w) => /^[A-Za-z]/.test(w) && !names.has(w)));
}

test('in Chinese, a comparison of three vendors is said in Chinese: labels, cells, buttons, the export; the embed view too', async (t) => {
  const { page } = await open(t, `?v=1&gpu=arc-b580&t=256&sub=16&lang=zh&cmp=${MIXED}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="compare-table"] caption')?.textContent === '已固定启动配置的并排对比');
  await waitForColumns(page, 3);
  // Labels in SYCL's words for several vendors' GPUs, each input's too; the rows keep their English keys.
  const label = (key) => page.$eval(`[data-testid="compare-table"] tr[data-row="${key}"] th`, (th) => th.textContent.trim());
  assert.equal(await label('Resident blocks per SM'), '每个计算单元驻留的工作组数');
  assert.equal(await label('Registers per thread'), '每工作项寄存器数');
  assert.deepEqual(await row(page, 'Registers per thread'), ['80', '96', '—']);
  assert.match(await label('Sub-group size'), /^子组/);
  assert.match((await row(page, 'GPU'))[0], /108 个 SM/);
  assert.deepEqual(await compareEnglish(page), []);
  // In CUDA's words, every column's.
  await page.selectOption('[data-testid="input-terms"]', 'cuda');
  await page.waitForFunction(() => location.search.includes('terms=cuda'));
  await page.waitForFunction(() => document.querySelector('[data-testid="compare-table"] tr[data-row="Resident blocks per SM"] th')?.textContent === '每个 SM 驻留的线程块数');
  assert.match((await row(page, 'GPU'))[2], /个 SM/);
  assert.deepEqual(await compareEnglish(page), []);
  // The table's file is the table as shown.
  const csv = parseCsv((await download(page, '[data-testid="compare-csv"]')).bytes.toString('utf8'));
  assert.equal(csv[0][0], '启动配置');
  assert.ok(csv.some((r) => r[0] === '每个 SM 驻留的线程块数'), JSON.stringify(csv));

  const embed = await openPage(browser, `${server.base}?v=1&gpu=arc-b580&t=256&sub=16&lang=zh&embed=1&cmp=${MIXED}`);
  t.after(() => embed.context.close());
  await ready(embed.page);
  await embed.page.waitForFunction(() => document.querySelector('[data-testid="compare-table"] caption')?.textContent === '已固定启动配置的并排对比');
  assert.equal(
    await embed.page.$eval('[data-testid="compare-table"] tr[data-row="Resident blocks per SM"] th', (th) => th.textContent.trim()),
    '每个计算单元驻留的工作组数',
  );
  assert.deepEqual(await compareEnglish(embed.page), []);
  assert.deepEqual(embed.problems.console, []);
});
