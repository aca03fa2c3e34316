// The tools (launch planning, roofline, compiler-log import) on an AMD GPU: MI300X, 256 work-items, 128 VGPRs, as
// `occ plan --gpu mi300x --threads 256 --vgprs 128` and `occ roofline --gpu mi300x` print it. The tools module
// computes every vendor's GPUs, as the page does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { axeViolations, root, text } from './helpers.mjs';
import { browserSuite, openTool } from './suite.mjs';

const LINK = '?v=1&gpu=instinct-mi300x&t=256&r=128';
const fixtures = join(root, 'crates/occ-core/tests/fixtures/amd');
const suite = browserSuite(null);

/** Opens the AMD link and the tool. */
async function open(t, tool) {
  const session = await suite.open(t, LINK);
  await session.page.waitForFunction(
    () => document.querySelector('[data-testid="results-title"]')?.textContent.includes('MI300X'),
    null,
    { timeout: 10000 },
  );
  await openTool(session.page, tool);
  return session;
}

test('launch planning on MI300X: work-group sizes, next step, VGPR thresholds and the waves over its CUs', async (t) => {
  const session = await open(t, 'plan');
  const { page } = session;
  await page.waitForSelector('[data-testid="plan-sizes"] tr[data-size="256"]');
  const row = '[data-testid="plan-sizes"] tr[data-size="256"]';
  assert.equal(await page.textContent(`${row} [data-testid="plan-waves-per-simd"]`), '4');
  assert.equal(await page.textContent(`${row} [data-testid="plan-occupancy"]`), '50.00 %');
  assert.match(await page.textContent(row), /best/);
  assert.match(await page.textContent(row), /now/);
  assert.match(await page.textContent(row), /VGPRs/);
  assert.match(await page.textContent('[data-testid="plan-sizes"] thead'), /Work-groups\/CU/);
  assert.equal(await page.$$eval('[data-testid="plan-sizes"] tbody tr', (rows) => rows.length), 16);
  assert.match(await text(page, 'plan-next'), /VGPRs: drop to 96 VGPRs for 5 waves per SIMD \(now 4 at 128\)/);
  assert.match(await page.textContent('[data-testid="plan-vgpr-thresholds"] tr.current'), /^128.*4$/);
  // No grid given: the grid-stride grid, 4 work-groups per CU × 304 CUs.
  assert.equal(await text(page, 'wave-stride'), '1,216 work-groups = 4 per CU × 304 CUs');
  assert.equal(await text(page, 'wave-tail'), 'none: whole waves');
  // A grid typed in the panel: 2,000 work-groups = 1 full wave and 784 more.
  await page.fill('[data-testid="input-g"]', '2000');
  await page.waitForFunction(() => document.querySelector('[data-testid="wave-tail"]')?.textContent === '784 work-groups');
  assert.equal(await text(page, 'wave-full'), '1');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="chart-plan-waves"]')?.dataset.draws ?? 0) > 0);
  assert.match(await page.getAttribute('[data-testid="chart-plan-waves"]', 'aria-label'), /Grid size \(work-groups\) = 2000/);
  assert.deepEqual(await axeViolations(page), []);
});

test("the roofline on MI300X: a verdict from its peaks, the matrix roof in AMD's words", async (t) => {
  const session = await open(t, 'roofline');
  const { page } = session;
  await page.waitForSelector('[data-testid="input-ri"]');
  await page.fill('[data-testid="input-ri"]', '10');
  await page.waitForFunction(() => document.querySelector('[data-testid="roofline-verdict"]')?.dataset.bound === 'memory');
  // 5,300 GB/s and 163.4 TFLOP/s FP32: the ridge at 30.8 FLOP/byte.
  assert.match(await text(page, 'roofline-verdict'), /Memory-bound: 10\.0 FLOP\/byte is 3\.08× below the FP32 ridge \(30\.8 FLOP\/byte\)/);
  assert.equal(await text(page, 'roofline-peak-bandwidth'), '5,300 GB/s');
  assert.equal(await text(page, 'roofline-peak-fp32'), '163 TFLOP/s');
  assert.match(await text(page, 'roofline-peaks'), /matrix FP16\/BF16 \(dense\) peak/);
  assert.doesNotMatch(await text(page, 'roofline-peaks'), /tensor/);
  assert.match(await page.textContent('[data-testid="input-rp"]'), /matrix FP16\/BF16 \(dense\)/);
  assert.match(await text(page, 'roofline-legend'), /matrix FP16\/BF16 \(dense\) peak/);
  // The full-occupancy figures in AMD's terms.
  assert.equal(await text(page, 'fo-reachable'), '100.00 % (8 waves per SIMD)');
  assert.equal(await text(page, 'fo-r-max'), '64');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="chart-roofline"]')?.dataset.draws ?? 0) > 0);
  assert.deepEqual(await axeViolations(page), []);
});

test('the compiler-log import evaluates AMD remarks on MI300X and loads a kernel into the calculator', async (t) => {
  const session = await open(t, 'import');
  const { page } = session;
  await page.waitForSelector('[data-testid="ptxas-log"]');
  const log = await readFile(join(fixtures, 'registers.remarks.log'), 'utf8');
  await page.fill('[data-testid="ptxas-log"]', log);
  await page.waitForFunction(
    () => /AMD kernel reports for gfx906/.test(document.querySelector('[data-testid="ptxas-summary"]')?.textContent ?? ''),
    null,
    { timeout: 20000 },
  );
  // The log holds every kernel once per target: gfx942's are shown.
  assert.match(await text(page, 'ptxas-arch-note'), /for gfx942, the selected GPU's target/);
  const rows = await page.$$eval('[data-testid="kernel-row"]', (all) =>
    all.map((r) => [...r.cells].map((c) => c.textContent.trim())),
  );
  assert.ok(rows.length >= 5, `${rows.length} rows`);
  assert.ok(rows.every((cells) => cells[2] === 'gfx942'), JSON.stringify(rows));
  const vgpr100 = rows.find((cells) => cells[1] === 'vgpr_100');
  // 100 VGPRs at 256 work-items: 4 of 8 waves per SIMD, as the compiler says (4).
  assert.equal(vgpr100[3], '100');
  assert.equal(vgpr100[9], '4');
  assert.equal(vgpr100[10], '4 of 8');
  assert.equal(vgpr100[11], '50.00 %');
  // Loading a kernel sets the calculator's VGPRs (and the rest of its AMD inputs).
  assert.equal(await page.inputValue('[data-testid="input-r"]'), '128');
  await page.locator('[data-testid="kernel-row"] button[data-amd-kernel]', { hasText: 'sgpr_96' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid="input-r"]')?.value === '8');
  assert.equal(await page.inputValue('[data-testid="input-sg"]'), '102');
  assert.match(await text(page, 'ptxas-status'), /Loaded sgpr_96 into the calculator: 8 VGPRs, 0 AGPRs, 102 SGPRs/);
  // The calculator computes the loaded kernel: SGPRs bind at 7 of 8 waves per SIMD.
  await page.waitForFunction(() => document.querySelector('[data-testid="waves-per-simd"]')?.textContent.trim() === '7');
  assert.equal(await text(page, 'occupancy'), '87.50 %');
  assert.deepEqual(await axeViolations(page), []);
});

test('an AMD log on an NVIDIA GPU says which vendor its kernels are for', async (t) => {
  const session = await suite.open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=32');
  const { page } = session;
  await openTool(page, 'import');
  await page.waitForSelector('[data-testid="ptxas-log"]');
  await page.fill('[data-testid="ptxas-log"]', await readFile(join(fixtures, 'hip.remarks.log'), 'utf8'));
  await page.waitForSelector('[data-testid="ptxas-vendor-note"]', { timeout: 20000 });
  assert.match(
    await text(page, 'ptxas-vendor-note'),
    /^This log holds \d+ AMD kernel reports \(gfx90a, gfx1100\): pick an AMD GPU/,
  );
  assert.equal(await page.$$eval('[data-testid="kernel-row"]', (r) => r.length), 0);
  assert.deepEqual(await axeViolations(page), []);
});
