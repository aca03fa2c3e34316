// Browser tests of the launch-planning panel: `node --test tests/e2e/` after `trunk build --release`.
// Every test waits for the DOM to change (text, a data attribute), never for a fixed time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, canvasData, draws, readTexts, ready, showSaved, text, waitForDraw } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite('[data-testid="plan-sizes"]', 'plan');
const { open } = suite;

async function waitText(page, testid, expected) {
  await page
    .waitForFunction(
      ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() === want,
      [testid, expected],
      { timeout: 5000 },
    )
    .catch(() => {});
  assert.equal(await text(page, testid), expected, testid);
}

/** A percentage shown as "42.59 %". */
async function percent(page, testid) {
  return Number((await text(page, testid)).replace(' %', ''));
}

test('the panel shows the block sizes with the best set and the runtime pick, the budgets and the waves', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  // 51 registers on Ada: 75 % at best; cudaOccMaxPotentialOccupancyBlockSize picks 576 (2 blocks × 128 SMs).
  assert.match(await text(page, 'plan-best'), /Best occupancy 75\.00 %/);
  assert.equal(await text(page, 'plan-best-sizes'), '64, 96, 128, 192, 288, 384, 576');
  await waitText(page, 'plan-pick-size', '576');
  await waitText(page, 'plan-min-grid', '256');
  const best = await page.$$eval('[data-testid="plan-sizes"] tr[data-best="true"]', (rows) => rows.map((r) => r.dataset.size));
  assert.deepEqual(best, ['64', '96', '128', '192', '288', '384', '576']);
  assert.equal(await page.$$eval('[data-testid="plan-sizes"] tbody tr', (rows) => rows.length), 32);
  assert.match(await page.textContent('[data-testid="plan-sizes"] tr[data-size="576"]'), /pick/);
  assert.match(await page.textContent('[data-testid="plan-sizes"] tr[data-size="128"]'), /now/);

  // Budgets: full occupancy (12 blocks of 4 warps) needs at most 40 registers.
  const full = await page.textContent('[data-testid="plan-budgets"] tr[data-blocks="12"]');
  assert.match(full, /__launch_bounds__\(128, 12\)/);
  assert.match(full, /-maxrregcount=40/);
  assert.match(await text(page, 'plan-next'), /Registers per thread: 51 → 48 gives 10 blocks per SM instead of 9/);

  // No grid given: the grid-stride grid, one full wave.
  assert.match(await text(page, 'wave-grid'), /^1,152 blocks: no grid given/);
  await waitText(page, 'wave-stride', '1,152 blocks = 9 per SM × 128 SMs');
  await waitText(page, 'wave-full', '1');
  await waitText(page, 'wave-tail', 'none: whole waves');
  await waitText(page, 'nsys-sm-active', '100.00 %');
  await waitForDraw(page, 'chart-plan-sizes', 0);
  await waitForDraw(page, 'chart-plan-waves', 0);
});

test("Nsight Systems: the A100 example's GPU metrics come from a link", async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-80gb&t=256&r=32&g=46');
  await waitText(page, 'wave-grid', '46 blocks');
  // 108 SMs × 64 warps; 46 blocks of 8 warps: SM Active ≈ 42.6 %, Compute ≈ 5.3 %, Unallocated ≈ 37.3 %.
  const figures = {
    'nsys-sm-active': 42.6,
    'nsys-compute': 5.3,
    'nsys-unallocated': 37.3,
  };
  for (const [id, expected] of Object.entries(figures)) {
    const shown = await percent(page, id);
    assert.ok(Math.abs(shown - expected) < 0.05, `${id}: ${shown} % (expected ≈ ${expected} %)`);
  }
  await waitText(page, 'wave-full', '0');
  await waitText(page, 'wave-tail', '46 blocks');
  await waitText(page, 'wave-stride', '864 blocks = 8 per SM × 108 SMs');
  await waitForDraw(page, 'chart-plan-waves', 0);
  assert.match(await page.getAttribute('[data-testid="chart-plan-waves"]', 'aria-label'), /Grid size \(blocks\) = 46, gives 42\.59 \(Share of SMs or warp slots \(%\)\); Compute Warps in Flight 5\.32; Unallocated Warps in Flight 37\.27\./);
});

test('changing the block size redraws both charts; changing the grid redraws the waves', async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-80gb&t=256&r=32&g=46');
  const charts = ['chart-plan-sizes', 'chart-plan-waves'];
  const snapshot = async () => {
    const out = {};
    for (const id of charts) {
      await waitForDraw(page, id, 0);
      out[id] = { draws: await draws(page, id), data: await canvasData(page, id) };
    }
    return out;
  };
  let before = await snapshot();
  await page.fill('[data-testid="input-t"]', '640');
  await waitText(page, 'wave-stride', '324 blocks = 3 per SM × 108 SMs');
  for (const id of charts) {
    await waitForDraw(page, id, before[id].draws);
    assert.notEqual(await canvasData(page, id), before[id].data, `threads: ${id} pixels change`);
  }
  // The table follows: the current size moved to 640.
  assert.match(await page.textContent('[data-testid="plan-sizes"] tr[data-size="640"]'), /now/);

  before = await snapshot();
  await page.fill('[data-testid="input-g"]', '500');
  await waitText(page, 'wave-grid', '500 blocks');
  await waitText(page, 'wave-full', '1');
  await waitText(page, 'wave-tail', '176 blocks');
  await waitForDraw(page, 'chart-plan-waves', before['chart-plan-waves'].draws);
  assert.notEqual(await canvasData(page, 'chart-plan-waves'), before['chart-plan-waves'].data, 'grid: waves pixels change');
  await page.waitForFunction(() => location.search.includes('g=500'));

  // A problem size instead of a grid: ⌈1,000,000 / (640 × 4)⌉ = 391 blocks.
  await page.fill('[data-testid="input-g"]', '');
  await page.fill('[data-testid="input-n"]', '1000000');
  await page.fill('[data-testid="input-wpt"]', '4');
  await waitText(page, 'wave-grid', '391 blocks = 1,000,000 work items ÷ (640 threads × 4 per thread), rounded up');
  await page.waitForFunction(() => location.search.includes('n=1000000&wpt=4') && !location.search.includes('g='));

  // Shared memory per thread: the table gains a column and its numbers move.
  const bestBefore = await text(page, 'plan-best');
  await page.fill('[data-testid="input-spt"]', '96');
  await page.waitForSelector('[data-testid="plan-sizes"] th:has-text("Dynamic smem")');
  assert.notEqual(await text(page, 'plan-best'), bestBefore);
  assert.match(await page.textContent('[data-testid="plan-sizes"] tr[data-size="64"]'), /6,144 B \(6 KiB\)/);
});

test('a bad grid in the link gives a message naming it and the page still works', async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-80gb&t=256&r=32&g=0&wpt=many');
  const notices = (await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent))).join('\n');
  assert.match(notices, /URL parameter 'g' \(Grid \(blocks\)\): plan\.grid_blocks = 0 is out of range: valid values are 1 to 2147483647/);
  assert.match(notices, /URL parameter 'wpt' \(Items per thread\)/);
  // Only those fields fell back: the launch is the link's, the grid the grid-stride one.
  await waitText(page, 'occupancy', '100.00 %');
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '256');
  assert.equal(await page.inputValue('[data-testid="input-g"]'), '');
  assert.equal(await page.inputValue('[data-testid="input-wpt"]'), '1');
  await waitText(page, 'wave-grid', '864 blocks: no grid given, so the grid-stride grid');

  // A bad value typed in a planning field shows its error and never holds back the calculator.
  await page.fill('[data-testid="input-g"]', '-5');
  await page.waitForFunction(() => document.querySelector('[data-testid="error-g"]')?.textContent.includes('plan.grid_blocks'));
  assert.match(await text(page, 'error-g'), /valid values are 1 to 2147483647/);
  assert.equal(await page.getAttribute('[data-testid="input-g"]', 'aria-invalid'), 'true');
  await page.waitForSelector('[data-testid="plan-stale"]');
  await page.fill('[data-testid="input-t"]', '128');
  await waitText(page, 'wave-stride', '1,728 blocks = 16 per SM × 108 SMs');
  assert.equal(await page.$('[data-testid="stale"]'), null, 'the results are not marked stale');
  await page.fill('[data-testid="input-g"]', '46');
  await waitText(page, 'wave-grid', '46 blocks');
  assert.equal(await page.$('[data-testid="plan-stale"]'), null);
  assert.equal(await text(page, 'error-g'), '');
});

test('saved configs keep the planning inputs, and configs saved before them still load', async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-80gb&t=256&r=32&g=46&spt=8');
  await page.fill('[data-testid="save-name"]', 'small grid');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="small grid"]');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('occ.config.v1:small grid')));
  assert.equal(stored.config.v, 2);
  assert.equal(stored.config.grid_blocks, 46);
  assert.equal(stored.config.smem_per_thread, 8);
  // A version-1 entry, as the page wrote it before launch planning.
  const old = {
    name: 'old one',
    config: {
      v: 1, gpu: 'cc-8.9', threads_per_block: 160, regs_per_thread: 16, static_smem: 0, dynamic_smem: 0,
      carveout_kib: null, opt_in: false, max_dynamic_smem: null, barriers: 1, sm_count: null, partitioned_gc: 'off',
      cache_config: 'none', virtual_resources: 0,
    },
  };
  await page.evaluate((entry) => localStorage.setItem('occ.config.v1:old one', JSON.stringify(entry)), old);
  // The link's config becomes the last-used one (and opens the planning tool on a plain visit) once the page settled.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));

  await page.goto(suite.server.base);
  await ready(page);
  await showSaved(page);
  await page.waitForSelector('[data-testid="saved-item"][data-name="old one"]');
  assert.equal(await page.textContent('[data-testid="storage-notices"]'), '');
  await page.click('[data-testid="saved-item"][data-name="old one"] [data-action="load"]');
  await waitText(page, 'occupancy', '93.75 %');
  assert.equal(await page.inputValue('[data-testid="input-g"]'), '');
  assert.equal(await page.inputValue('[data-testid="input-spt"]'), '0');
  await waitText(page, 'wave-grid', '9 blocks: no grid given, so the grid-stride grid');
  assert.equal(await page.$$('[data-testid="notice"]').then((n) => n.length), 0);

  await page.click('[data-testid="saved-item"][data-name="small grid"] [data-action="load"]');
  await waitText(page, 'wave-grid', '46 blocks');
  assert.equal(await page.inputValue('[data-testid="input-spt"]'), '8');
  await page.waitForFunction(() => location.search.includes('g=46') && location.search.includes('spt=8'));
});

test('axe-core finds no accessibility violations in the panel (light and dark)', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await open(t, '?v=1&gpu=cc-9.0&t=128&r=51&n=100000&wpt=2&spt=16', { context: { colorScheme } });
    await waitForDraw(page, 'chart-plan-waves', 0);
    await page.fill('[data-testid="input-g"]', 'x');
    await page.waitForSelector('[data-testid="plan-stale"]');
    const violations = await axeViolations(page, '[data-testid="plan"]');
    assert.deepEqual(violations, [], `${colorScheme}: ${violations.join('\n')}`);
  }
});

/** Product and API names, units, formats and targets the panel names as they are (identifiers are `translate="no"`). */
const NAMES = new Set([
  'NVIDIA', 'AMD', 'Intel', 'GPU', 'SM', 'CU', 'SIMD', 'VGPR', 'AGPR', 'LDS', 'SLM', 'Xe', 'B', 'KiB', 'CSV', 'Markdown',
  'PNG', 'SVG', 'Nsight', 'Systems', 'cudaOccMaxPotentialOccupancyBlockSize',
]);

/** The English words of `text` that are not names. */
const englishWords = (text) => text
  .split(/[^A-Za-z0-9_-]+/)
  .map((w) => w.replace(/^-+|-+$/g, ''))
  .filter((w) => w && /[A-Za-z]/.test(w) && !/^[0-9]/.test(w) && !/^gfx[0-9a-f]+$/.test(w) && !NAMES.has(w));

/** What a reader gets of the panel: its text and read attributes outside `translate="no"`. */
const panelTexts = (page) => readTexts(page, { root: '[data-testid="plan"]' });

async function frames(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

for (const [vendor, link, grid] of [
  ['NVIDIA', '?v=1&gpu=a100-sxm4-80gb&t=256&r=32&g=46&spt=8&lang=zh', '网格（线程块数）'],
  ['AMD', '?v=1&gpu=instinct-mi300x&t=256&r=128&g=2000&spt=8&lang=zh', '网格（工作组数）'],
  ['Intel', '?v=1&gpu=arc-b580&t=256&sub=16&g=100&lang=zh', '网格（工作组数）'],
]) {
  test(`in Chinese, the panel on an ${vendor} GPU says every text, chart and input in Chinese, in each vocabulary`, async (t) => {
    const { page } = await open(t, link);
    await page.waitForFunction(() => document.getElementById('plan-h')?.textContent === '启动规划');
    await waitForDraw(page, 'chart-plan-sizes', 0);
    if (vendor !== 'Intel') await waitForDraw(page, 'chart-plan-waves', 0);
    assert.equal((await page.textContent('label[for="in-g"]')).trim(), grid);
    assert.equal(await page.getAttribute('[data-testid="input-g"]', 'placeholder'), '网格跨步');
    assert.match(await page.textContent('#help-wpt'), /^每个线程|^每个工作项/);
    for (const terms of ['own', 'cuda', 'hip', 'sycl']) {
      await page.selectOption('[data-testid="input-terms"]', terms);
      await page.waitForFunction((id) => (new URLSearchParams(location.search).get('terms') ?? 'own') === id, terms);
      await frames(page);
      const left = (await panelTexts(page)).filter((text) => englishWords(text).length).map((text) => `${terms}: ${text}`);
      assert.deepEqual(left, [], `English words in the ${vendor} panel`);
    }
    // The chosen words reach the inputs and the charts: SYCL's.
    assert.equal((await page.textContent('label[for="in-g"]')).trim(), '网格（工作组数）');
    assert.match(await page.getAttribute('[data-testid="chart-plan-sizes"]', 'aria-label'), /^各工作组大小下的占用率：/);
    if (vendor === 'NVIDIA') {
      // Nsight Systems' metrics keep their names, marked as such; what they measure is said around them.
      assert.equal(
        await page.$eval('[data-testid="nsys-compute"]', (td) => td.previousElementSibling.innerHTML),
        '正在计算的子组占比（<span translate="no">Compute Warps in Flight</span>）',
      );
      assert.match(await page.getAttribute('[data-testid="chart-plan-waves"]', 'aria-label'), /^Nsight Systems 的 GPU 指标随网格大小的变化：横轴为网格大小（工作组数）/);
    }
  });
}

test("SYCL's words in English: the inputs' labels and help, the charts' axes and legends follow; Nsight Systems' names stay", async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-80gb&t=256&r=32&g=46&terms=sycl');
  await page.waitForFunction(() => document.querySelector('label[for="in-g"]')?.textContent.trim() === 'Grid (work-groups)');
  await waitForDraw(page, 'chart-plan-waves', 0);
  assert.equal((await page.textContent('#help-n')).trim(), 'Grid = items ÷ (work-items × items per work-item)');
  assert.equal((await page.textContent('label[for="in-spt"]')).trim(), 'Local memory per work-item');
  assert.match(
    await page.getAttribute('[data-testid="chart-plan-waves"]', 'aria-label'),
    /^Nsight Systems' GPU metrics by grid size: Grid size \(work-groups\) on the horizontal axis, Share of compute units or sub-group slots \(%\) on the vertical axis .*; Compute Warps in Flight 5\.32; Unallocated Warps in Flight 37\.27\.$/,
  );
  assert.equal(await page.getAttribute('[data-testid="chart-plan-sizes"]', 'aria-label').then((l) => l.split(':')[0]), 'Occupancy by work-group size');
  // The chart's legend names Nsight Systems' metrics as the profiler does.
  const metrics = /SM Active|Compute Warps in Flight|Unallocated Warps in Flight/g;
  const texts = (await panelTexts(page)).map((x) => x.replace(metrics, ' '));
  assert.deepEqual(texts.filter((x) => /\b(threads?|warps?|blocks?|[Ss]hared memory)\b|\bSMs?\b/.test(x)), []);
});
