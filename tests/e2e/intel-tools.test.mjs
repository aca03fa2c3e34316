// The tools (launch planning, roofline, compiler-log import) on an Intel GPU: Arc B580, 256 work-items in sub-groups
// of 16, as `occ plan --gpu b580 --threads 256 --sub-group 16` and `occ roofline --gpu b580` print it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, occJson, text } from './helpers.mjs';
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

test("the roofline on Arc B580: a verdict from its peaks and occ roofline's full-occupancy figures", async (t) => {
  const session = await open(t, 'roofline');
  const { page } = session;
  await page.waitForSelector('[data-testid="input-ri"]');
  await page.fill('[data-testid="input-ri"]', '10');
  await page.waitForFunction(() => document.querySelector('[data-testid="roofline-verdict"]')?.dataset.bound === 'memory');
  // 456 GB/s and 13.7 TFLOP/s FP32: the ridge at 30.0 FLOP/byte.
  assert.match(await text(page, 'roofline-verdict'), /Memory-bound: 10\.0 FLOP\/byte is .* below the FP32 ridge \(30\.0 FLOP\/byte\)/);
  assert.equal(await text(page, 'roofline-peak-bandwidth'), '456 GB/s');
  assert.match(await text(page, 'roofline-peak-fp32'), /^13\.7 TFLOP\/s/);
  // The full-occupancy figures, a row per sub-group size, are `occ roofline --json`'s, written the page's way.
  const cli = occJson('roofline', '--gpu', 'arc-b580', '--threads', '256').full_occupancy;
  assert.equal(cli.threads_per_block, 256);
  assert.match(await page.textContent('[data-testid="full-occupancy"] caption'), /what full occupancy allows/);
  assert.match(await page.textContent('[data-testid="full-occupancy"] thead'), /Work-groups per Xe-core \(wg_max\)/);
  const shown = await page.$$eval('[data-testid="full-occupancy"] tbody tr', (rows) =>
    rows.map((row) => ({
      sub: Number(row.dataset.subGroup),
      cells: Object.fromEntries([...row.querySelectorAll('td')].map((td) => [td.dataset.testid, td.textContent])),
    })),
  );
  const count = (n) => n.toLocaleString('en-US');
  const bytes = (b) =>
    b === null ? 'none reaches it' : b % 1024 === 0 && b >= 1024 ? `${count(b)} B (${count(b / 1024)} KiB)` : `${count(b)} B`;
  const expected = cli.sub_groups.map((row) => ({
    sub: row.sub_group_size,
    cells: {
      'fo-hw-threads': count(row.hw_threads_per_workgroup),
      'fo-wg-max': count(row.workgroups_per_xe_core),
      'fo-reachable': `${(row.reachable_occupancy * 100).toFixed(2)} %`,
      'fo-smem': bytes(row.max_slm_per_workgroup),
      'fo-wi-min': Number.isInteger(row.min_work_items_to_fill) ? count(row.min_work_items_to_fill) : '-',
    },
  }));
  assert.ok(expected.length >= 2, 'B580 compiles for sub-groups of 16 and 32');
  assert.deepEqual(shown, expected);
  // Another work-group size redraws them: 1,024 work-items fit one work-group per Xe-core at a sub-group of 16.
  await page.fill('[data-testid="input-t"]', '1024');
  await page.waitForFunction(() => /at 1,024 work-items/.test(document.querySelector('[data-testid="roofline-out"]')?.textContent ?? ''));
  const big = occJson('roofline', '--gpu', 'arc-b580', '--threads', '1024').full_occupancy.sub_groups;
  const wgMax = await page.$$eval('[data-testid="full-occupancy"] tbody tr', (rows) =>
    rows.map((row) => [Number(row.dataset.subGroup), row.querySelector('[data-testid="fo-wg-max"]').textContent]),
  );
  assert.deepEqual(wgMax, big.map((row) => [row.sub_group_size, count(row.workgroups_per_xe_core)]));
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="chart-roofline"]')?.dataset.draws ?? 0) > 0);
  assert.deepEqual(await axeViolations(page), []);
});

test('the compiler-log import says it reads no Intel compiler output', async (t) => {
  const session = await open(t, 'import');
  const { page } = session;
  await page.waitForSelector('[data-testid="ptxas-intel-note"]', { state: 'visible' });
  assert.match(await text(page, 'ptxas-intel-note'), /No Intel compiler output is read/);
});
