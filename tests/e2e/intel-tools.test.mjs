// The tools (launch planning, roofline, compiler-log import) on an Intel GPU: Arc B580, 256 work-items in sub-groups
// of 16, as `occ plan --gpu b580 --threads 256 --sub-group 16` and `occ roofline --gpu b580` print it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, text } from './helpers.mjs';
import { browserSuite, openTool } from './suite.mjs';

const LINK = '?v=1&gpu=arc-b580&t=256&sub=16';
const suite = browserSuite(null);

/** Opens the Intel link and the tool. */
async function open(t, tool) {
  const session = await suite.open(t, LINK);
  await session.page.waitForFunction(
    () => document.querySelector('[data-testid="results-title"]')?.textContent.includes('B580'),
    null,
    { timeout: 10000 },
  );
  await openTool(session.page, tool);
  return session;
}

test("launch planning on Arc B580: the work-group sizes with the calculator's occupancy, and the next step", async (t) => {
  const session = await open(t, 'plan');
  const { page } = session;
  await page.waitForSelector('[data-testid="plan-sizes"] tr[data-size="256"]');
  const row = '[data-testid="plan-sizes"] tr[data-size="256"]';
  const occupancy = await text(page, 'occupancy');
  assert.equal(occupancy, '100.00 %');
  assert.equal(await page.textContent(`${row} [data-testid="plan-occupancy"]`), occupancy);
  assert.match(await page.textContent(row), /best/);
  assert.match(await page.textContent(row), /now/);
  // 16 hardware threads per work-group, 4 work-groups per Xe-core.
  assert.deepEqual(
    await page.$$eval(`${row} td`, (cells) => cells.slice(0, 2).map((c) => c.textContent)),
    ['16', '4'],
  );
  assert.match(await page.textContent('[data-testid="plan-sizes"] thead'), /Work-groups\/Xe-core/);
  assert.match(await text(page, 'plan-best'), /hardware threads per Xe-core/);
  assert.ok((await text(page, 'plan-next')).length > 0);
  assert.deepEqual(await axeViolations(page), []);
});

test("the roofline on Arc B580: a verdict from its peaks", async (t) => {
  const session = await open(t, 'roofline');
  const { page } = session;
  await page.waitForSelector('[data-testid="input-ri"]');
  await page.fill('[data-testid="input-ri"]', '10');
  await page.waitForFunction(() => document.querySelector('[data-testid="roofline-verdict"]')?.dataset.bound === 'memory');
  // 456 GB/s and 13.7 TFLOP/s FP32: the ridge at 30.0 FLOP/byte.
  assert.match(await text(page, 'roofline-verdict'), /Memory-bound: 10\.0 FLOP\/byte is .* below the FP32 ridge \(30\.0 FLOP\/byte\)/);
  assert.equal(await text(page, 'roofline-peak-bandwidth'), '456 GB/s');
  assert.match(await text(page, 'roofline-peak-fp32'), /^13\.7 TFLOP\/s/);
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="chart-roofline"]')?.dataset.draws ?? 0) > 0);
  assert.deepEqual(await axeViolations(page), []);
});

test('the compiler-log import says it reads no Intel compiler output', async (t) => {
  const session = await open(t, 'import');
  const { page } = session;
  await page.waitForSelector('[data-testid="ptxas-intel-note"]', { state: 'visible' });
  assert.match(await text(page, 'ptxas-intel-note'), /No Intel compiler output is read/);
});
