// Browser tests of the "Paste compiler output" panel, on logs the real ptxas wrote
// (crates/occ-core/tests/fixtures/ptxas, made by tests/ptxas/generate.py). Expected counts come from the logs
// themselves (their "Compiling entry function" lines), the expected occupancy from the calculator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { axeViolations, dist, openPage, ready, root, text } from './helpers.mjs';
import { browserSuite, openTool } from './suite.mjs';

const fixtures = join(root, 'crates/occ-core/tests/fixtures/ptxas');
const suite = browserSuite('[data-testid="ptxas-log"]', 'import');
const { open } = suite;

/** Pastes a log and waits until the table lists `rows` kernels (or the summary says so). */
async function paste(page, log, summaryPattern) {
  await page.fill('[data-testid="ptxas-log"]', log);
  await page.waitForFunction(
    (pattern) => new RegExp(pattern).test(document.querySelector('[data-testid="ptxas-summary"]')?.textContent ?? ''),
    summaryPattern.source,
    { timeout: 20000 },
  );
}

const rowTexts = (page) =>
  page.$$eval('[data-testid="kernel-row"]', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent.trim())));
const percent = (cell) => Number.parseFloat(cell);

test('a real ptxas log: every kernel listed, flagged, sortable, and loads into the calculator', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256');
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url())));
  const log = await readFile(join(fixtures, 'spill.ptxas.log'), 'utf8');
  const kernels = log.match(/Compiling entry function/g).length;
  const forAda = log.match(/Compiling entry function '[^']+' for 'sm_89'/g).length;
  await paste(page, log, new RegExp(`^${kernels} kernel reports`));
  // The reader's loader is asked for by the version of the reader's files (web/post-build.mjs), so a cached loader
  // of another build is never used.
  const digest = createHash('sha256');
  for (const name of ['ptxas-worker.js', 'occ-ptxas.js', 'occ-ptxas_bg.wasm']) digest.update(await readFile(join(dist, name)));
  const loader = requested.filter((url) => url.pathname === '/ptxas-worker.js').map((url) => url.search);
  assert.deepEqual(loader, [`?v=${digest.digest('hex').slice(0, 16)}`]);

  let rows = await rowTexts(page);
  assert.equal(rows.length, kernels);
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));
  // Columns: line, kernel, arch, registers, smem, barriers, spills, occupancy, limiter, flags.
  const ada = rows.filter((r) => r[2] === 'sm_89');
  assert.equal(ada.length, forAda);
  assert.ok(ada.every((r) => !r[9].includes('other arch')));
  assert.ok(rows.filter((r) => r[2] !== 'sm_89').every((r) => r[9].includes('other arch')));
  const spilling = rows.filter((r) => r[6] !== '–');
  assert.ok(spilling.length > 0 && spilling.every((r) => r[9].includes('spills')), 'spilling kernels are flagged');
  assert.match(await text(page, 'ptxas-arch-note'), /part of this log was compiled for sm_52.*CC 8\.9/);

  // Clicking a kernel loads its registers and shared memory; the calculator then shows the row's occupancy.
  const index = rows.findIndex((r) => r[2] === 'sm_89');
  const row = rows[index];
  await page.locator('[data-testid="kernel-row"] button[data-kernel]').nth(index).click();
  await page.waitForFunction((regs) => document.querySelector('[data-testid="input-r"]').value === regs, row[3]);
  assert.equal(await page.inputValue('[data-testid="input-ss"]'), row[4].replace(/,/g, ''));
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="occupancy"]').textContent.trim() === want,
    row[7],
  );
  assert.match(await text(page, 'ptxas-status'), /^Loaded .* into the calculator/);

  // Sorting by occupancy, then the other way.
  await page.click('[data-testid="sort-occ"]');
  rows = await rowTexts(page);
  const up = rows.map((r) => percent(r[7])).filter((v) => !Number.isNaN(v));
  assert.deepEqual(up, [...up].sort((a, b) => a - b));
  assert.equal(await page.getAttribute('th:has([data-testid="sort-occ"])', 'aria-sort'), 'ascending');
  await page.click('[data-testid="sort-occ"]');
  rows = await rowTexts(page);
  const down = rows.map((r) => percent(r[7])).filter((v) => !Number.isNaN(v));
  assert.deepEqual(down, [...down].sort((a, b) => b - a));

  // The threshold flags; a bad one names the field and its range and keeps the table.
  await page.fill('[data-testid="ptxas-threshold"]', '100');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="kernel-row"]')].some((r) => r.textContent.includes('low')),
  );
  rows = await rowTexts(page);
  assert.ok(rows.every((r) => (percent(r[7]) < 100) === r[9].includes('low')));
  await page.fill('[data-testid="ptxas-threshold"]', 'lots');
  await page.waitForFunction(() => document.querySelector('[data-testid="error-ptxas-threshold"]').textContent !== '');
  assert.match(await text(page, 'error-ptxas-threshold'), /^Flag below: .*0 to 100 %/);

  // Another GPU re-evaluates the kernels; the filter narrows by name.
  await page.fill('[data-testid="ptxas-threshold"]', '50');
  await page.fill('[data-testid="ptxas-filter"]', 'fft');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="kernel-row"]').length < n,
    kernels,
  );
  rows = await rowTexts(page);
  assert.ok(rows.length > 0 && rows.every((r) => /fft/i.test(r[1])));
});

test('kernel names are text, never markup', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128');
  const evil = '<img src=x onerror="window.__pwned=1">';
  const log = `ptxas info    : Compiling entry function '${evil}' for 'sm_89'\nptxas info    : Used 10 registers, 0 bytes smem\n`;
  await paste(page, log, /^1 kernel report /);
  assert.equal(await page.$$eval('.import img', (images) => images.length), 0);
  assert.equal((await rowTexts(page))[0][1], evil);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
});

test('a log for another architecture says so; a log without reports says what to paste', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=128');
  const log = await readFile(join(fixtures, 'matmul.ptxas.log'), 'utf8');
  const only89 = log
    .split(/(?=ptxas info {4}: Compiling entry function)/)
    .filter((chunk) => chunk.includes("for 'sm_89'"))
    .join('');
  await paste(page, only89, /^3 kernel reports from sm_89/);
  assert.match(await text(page, 'ptxas-arch-note'), /this log was compiled for sm_89/);
  await page.fill('[data-testid="ptxas-log"]', 'make: Nothing to be done for all.');
  await page.waitForFunction(() => /No kernel resource reports/.test(document.querySelector('[data-testid="ptxas-status"]').textContent));
});

test('a multi-megabyte log is read in the background and the page keeps responding', async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-80gb&t=256');
  const one = await readFile(join(fixtures, 'nvcc_mixed.log'), 'utf8');
  const copies = Math.ceil((5 * 1024 * 1024) / one.length);
  const kernels = one.match(/Compiling entry function/g).length * copies;
  // A heartbeat on the page's thread: the longest gap between its ticks while the log is read.
  await page.evaluate(() => {
    window.__gaps = [];
    let last = performance.now();
    window.__beat = setInterval(() => {
      const now = performance.now();
      window.__gaps.push(now - last);
      last = now;
    }, 10);
  });
  await page.evaluate(
    ([text, n]) => {
      const area = document.querySelector('[data-testid="ptxas-log"]');
      area.value = text.repeat(n);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
    [one, copies],
  );
  await page.waitForFunction(
    (n) => (document.querySelector('[data-testid="ptxas-summary"]')?.textContent ?? '').startsWith(`${n.toLocaleString('en-US')} kernel reports`),
    kernels,
    { timeout: 60000 },
  );
  const longest = await page.evaluate(() => {
    clearInterval(window.__beat);
    return Math.max(...window.__gaps);
  });
  const rows = await page.$$eval('[data-testid="kernel-row"]', (r) => r.length);
  assert.equal(rows, 400, 'the table renders the first 400 rows');
  assert.match(await page.textContent('.import'), new RegExp(`Showing 400 of ${kernels.toLocaleString('en-US')} kernels`));
  // A figure, not an assertion: how long the page's thread was busy at most while a ~5 MB log was read.
  console.log(`# ${copies} copies of nvcc_mixed.log (${kernels} kernels, ~5 MB): longest main-thread gap ${longest.toFixed(0)} ms`);
  // The megabytes left the text box (laying them out would stall the page); the box says so.
  assert.equal(await page.inputValue('[data-testid="ptxas-log"]'), '');
  assert.match(await page.getAttribute('[data-testid="ptxas-log"]', 'placeholder'), /was read and taken out of this box/);
  // The calculator still works.
  await page.fill('[data-testid="input-r"]', '64');
  await page.waitForFunction(() => document.querySelector('[data-testid="input-r"]').value === '64');
});

test('the row and the loaded calculator agree with dynamic shared memory; sorting keeps the keyboard focus', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=32&ds=40K');
  const log = await readFile(join(fixtures, 'matmul.ptxas.log'), 'utf8');
  await paste(page, log, /kernel reports.*dynamic shared memory per block/);
  const rows = await rowTexts(page);
  const index = rows.findIndex((r) => r[2] === 'sm_89');
  await page.locator('[data-testid="kernel-row"] button[data-kernel]').nth(index).click();
  await page.waitForFunction((regs) => document.querySelector('[data-testid="input-r"]').value === regs, rows[index][3]);
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="occupancy"]').textContent.trim() === want,
    rows[index][7],
  );
  await page.focus('[data-testid="sort-regs"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'sort-regs');
  assert.equal(await page.getAttribute('th:has([data-testid="sort-regs"])', 'aria-sort'), 'ascending');
});

test('clearing the box drops a log still being read; a reader that cannot load says so', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256');
  // The worker's wasm arrives late: the log is still being read when the box is cleared.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route('**/occ-ptxas_bg.wasm?v=*', async (route) => { await held; await route.continue(); });
  await page.fill('[data-testid="ptxas-log"]', await readFile(join(fixtures, 'spill.ptxas.log'), 'utf8'));
  await page.waitForFunction(() => /^Reading/.test(document.querySelector('[data-testid="ptxas-status"]').textContent));
  await page.fill('[data-testid="ptxas-log"]', '');
  await page.waitForTimeout(400); // past the typing pause
  const loaded = page.waitForResponse('**/occ-ptxas_bg.wasm?v=*');
  release();
  await loaded;
  // A negative check needs a pause: a wrongly kept answer would come within milliseconds of the worker starting.
  await page.waitForTimeout(800);
  assert.equal((await rowTexts(page)).length, 0, 'the cleared log is not shown');
  // The reader works: a new paste is read.
  await page.fill('[data-testid="ptxas-log"]', "ptxas info    : Compiling entry function 'k' for 'sm_89'\nptxas info    : Used 10 registers, 0 bytes smem\n");
  await page.waitForFunction(() => /^1 kernel report /.test(document.querySelector('[data-testid="ptxas-summary"]')?.textContent ?? ''));
  assert.equal((await rowTexts(page)).length, 1);

  // A second page whose reader's wasm is missing.
  const other = await openPage(suite.browser, `${suite.server.base}?v=1&gpu=geforce-rtx-4090&t=256`);
  t.after(() => other.context.close());
  await ready(other.page);
  await other.page.route('**/occ-ptxas_bg.wasm?v=*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await openTool(other.page, 'import');
  await other.page.waitForSelector('[data-testid="ptxas-log"]');
  await other.page.fill('[data-testid="ptxas-log"]', 'ptxas info    : Used 10 registers, 0 bytes smem\n');
  await other.page.waitForFunction(
    () => /failed to load or stopped/.test(document.querySelector('[data-testid="ptxas-status"]').textContent),
    null,
    { timeout: 10000 },
  );
});

/** Names the panel's Chinese may hold: products, units, the compilers and their flags, architectures, identifiers. */
const CHINESE_ALLOWED = new Set([
  'NVIDIA', 'AMD', 'Intel', 'GPU', 'SM', 'CU', 'LDS', 'SLM', 'SIMD', 'VGPR', 'SGPR', 'AGPR', 'CC', 'CDNA', 'RDNA',
  'HIP', 'LLVM', 'Instinct', 'Radeon', 'B', 'KiB', 'occ', 'ptxas', 'nvcc', 'nvlink', 'cuobjdump', 'hipcc', 'llc',
  'Xptxas', 'v', 'resource-usage', 'dump-resource-usage', 'Rpass-analysis', 'kernel-resource-usage', 'save-temps',
  'gfx', 'amdgpu-waves-per-eu', 'ptxas.threads_per_block', 'CSV', 'Markdown',
]);

/**
 * The English words the import panel shows (text, titles, placeholders, labels), outside `translate="no"` and the
 * log's kernel names (in the status after a kernel is loaded).
 */
async function panelEnglish(page) {
  const names = await page.$$eval('.import td.kname button', (b) => b.map((e) => e.textContent).sort((x, y) => y.length - x.length));
  const texts = await page.evaluate(() => {
    const out = [];
    const root = document.querySelector('.import');
    const skip = (e) => e.closest('textarea, [translate="no"], [hidden]');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.parentElement && !skip(node.parentElement) && node.textContent.trim()) out.push(node.textContent);
    }
    for (const e of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (skip(e)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) if (e.hasAttribute(name)) out.push(e.getAttribute(name));
    }
    return out;
  });
  return texts.flatMap((text) =>
    names
      .reduce((t, name) => t.split(name).join(' '), text)
      .split(/[^A-Za-z0-9_.-]+/)
      .map((w) => w.replace(/^[-.]+|[-.]+$/g, ''))
      .filter((w) => w && /[A-Za-z]/.test(w) && !/^[0-9]/.test(w) && !w.startsWith('__') && !CHINESE_ALLOWED.has(w))
      .filter((w) => !/^(sm|gfx)_?[0-9a-z]+$/.test(w))
      .map((w) => `${w}  ⟵ ${text.trim().slice(0, 100)}`),
  );
}

test('in Chinese the panel, its tables, notes, errors and statuses speak Chinese in every vocabulary', async (t) => {
  const amdFixtures = join(root, 'crates/occ-core/tests/fixtures/amd');
  for (const [link, log, summary] of [
    ['?v=1&gpu=geforce-rtx-4090&t=256&lang=zh', join(fixtures, 'spill.ptxas.log'), /份核函数报告/],
    ['?v=1&gpu=instinct-mi300x&t=256&lang=zh', join(amdFixtures, 'registers.remarks.log'), /份 AMD 核函数报告/],
  ]) {
    const { page } = await open(t, link);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await paste(page, `${await readFile(log, 'utf8')}ptxas info    : Used lots of registers\n`, summary);
    await page.waitForFunction(() => /[\u4e00-\u9fff]/.test(document.querySelector('#import-h').textContent));
    await page.fill('[data-testid="ptxas-threshold"]', 'lots');
    await page.waitForFunction(() => /不是占用率/.test(document.querySelector('[data-testid="error-ptxas-threshold"]').textContent));
    await page.fill('[data-testid="ptxas-threshold"]', '90');
    await page.locator('[data-testid="kernel-row"] td.kname button').first().click();
    await page.waitForFunction(() => /^已将 .* 载入计算器/.test(document.querySelector('[data-testid="ptxas-status"]').textContent));
    const amd = link.includes('instinct');
    for (const [terms, block] of [['own', amd ? '工作组' : '线程块'], ['cuda', '线程块'], ['hip', '工作组'], ['sycl', '工作组']]) {
      await page.selectOption('[data-testid="input-terms"]', terms);
      await page.waitForFunction(
        ([b]) => document.querySelector('label[for="ptxas-threads"]').textContent.includes(b),
        [block],
      );
      assert.deepEqual(await panelEnglish(page), [], `English words in the panel (${link}, ${terms} terms)`);
    }
    // And back in English, byte for byte as before.
    await page.selectOption('[data-testid="input-terms"]', 'own');
    await page.selectOption('[data-testid="input-lang"]', 'en');
    await page.waitForFunction(() => document.querySelector('#import-h').textContent === 'Paste compiler output');
    assert.match(await text(page, 'ptxas-summary'), amd ? /^\d+ AMD kernel reports for gfx906/ : /^\d+ kernel reports from sm_/);
  }
});

test('a shared-memory figure the log holds but that cannot be read shows as unknown, not 0', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256');
  await paste(
    page,
    "ptxas info    : Compiling entry function 'k' for 'sm_89'\nptxas info    : Used 32 registers, -1 bytes smem, 380 bytes cmem[0]\n",
    /^1 kernel report /,
  );
  const [row] = await rowTexts(page);
  assert.equal(row[4], '?');
  assert.equal(
    await page.getAttribute('[data-testid="kernel-row"] [data-testid="figure-unknown"]', 'title'),
    "unknown: the log's figure could not be read",
  );
  assert.match(row[8], /^not evaluated: ptxas\.static_smem/);
});
