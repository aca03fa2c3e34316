// Intel GPUs in the page, whose one wasm computes every vendor's GPUs. These tests check Intel's inputs, results (the
// numbers `occ calc` gives), messages, charts and links, and that another vendor's keys get a notice.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeViolations, draws, launch, openPage, ready, serve, showCharts, text, typeAndWait, waitForDraw,
} from './helpers.mjs';

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
async function open(t, path = '') {
  const session = await openPage(browser, server.base + path);
  t.after(async () => {
    assert.deepEqual(session.problems.console, [], `${t.name}: console messages`);
    assert.deepEqual(session.problems.external, [], `${t.name}: requests left 127.0.0.1`);
    await session.context.close();
  });
  await ready(session.page);
  return session;
}

async function titled(page, part) {
  await page.waitForFunction(
    (p) => document.querySelector('[data-testid="results-title"]')?.textContent.includes(p),
    part,
  );
}

/** The value of a row of a key-value table (`testid`) whose label starts with `label`. */
async function row(page, testid, label) {
  return page.$$eval(
    `[data-testid="${testid}"] tr`,
    (rows, l) => rows.find((r) => r.querySelector('th')?.textContent.startsWith(l))?.querySelector('td')?.textContent,
    label,
  );
}

/** Picks a GPU in the picker by typing `query` and taking the first match. */
async function pick(page, query) {
  await page.click('[data-testid="input-gpu"]');
  await page.fill('[data-testid="input-gpu"]', query);
  await page.waitForSelector('#gpu-list [role="option"]');
  await page.keyboard.press('Enter');
}

async function hidden(page, key) {
  return page.$eval(`#cond-${key}`, (e) => e.hidden);
}

test('choosing Arc B580 shows Intel inputs and results at once, fetching nothing', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=32');
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  const before = await fetched();
  await pick(page, 'b580');
  await titled(page, 'Arc B580');
  assert.deepEqual(await fetched(), before);
  assert.equal(await page.textContent('#label-t'), 'Work-group size');
  assert.equal(await page.textContent('#label-ds'), 'SLM (local_accessor)');
  assert.equal(await page.textContent('#label-sm'), 'XVE count');
  for (const key of ['sub', 'bar', 'gs']) assert.equal(await hidden(page, key), false, key);
  // Xe2-HPG has no large-GRF mode; registers, NVIDIA's barriers and AMD's inputs do not apply.
  for (const key of ['grf', 'r', 'b', 'co', 'sg']) assert.equal(await hidden(page, key), true, key);
  // occ calc --gpu "arc b580" --threads 128 --sub-group 16: 8 hardware threads a work-group, 8 work-groups fill the
  // Xe-core's 64 thread slots.
  assert.equal(await text(page, 'occupancy'), '100.00 %');
  assert.equal(await text(page, 'active-blocks'), '8');
  assert.equal(await text(page, 'hw-threads'), '64');
  assert.match(await text(page, 'results-title'), /20 Xe-cores \(160 XVEs\)/);
  assert.deepEqual(await axeViolations(page), []);
});

test('a link reproduces occ calc --arch xe-hpc --xves 1024 --threads 256 --sub-group 16 --slm 40K', async (t) => {
  const { page } = await open(t, '?v=1&gpu=xe-hpc&t=256&sub=16&ds=40K&sm=1024&gs=1048576');
  await titled(page, 'xe-hpc');
  // 40 KiB of SLM is allocated as 48 KiB: 2 work-groups per Xe-core, 50 %; SLM binds.
  assert.equal(await text(page, 'occupancy'), '50.00 %');
  assert.equal(await text(page, 'active-blocks'), '2');
  assert.equal(await text(page, 'binding-limiters'), 'SLM');
  assert.equal(await row(page, 'occupancy-data', 'SLM per work-group (allocated)'), '49,152 B (48 KiB)');
  assert.equal(await row(page, 'occupancy-data', 'Hardware threads per work-group'), '16');
  assert.match(await text(page, 'next-step'), /drop to 32,768 B \(32 KiB\) of SLM for 64 hardware threads per Xe-core \(32 now\)/);
  assert.match(await text(page, 'limiter-slm'), /2 work-groups/);
  // The global size: 4,096 work-groups in 16 waves of 256.
  assert.equal(await row(page, 'gpu-occupancy', 'Waves'), '16.0000 (16 full, no tail)');
  assert.equal(await row(page, 'gpu-occupancy', 'Average GPU occupancy'), '50.00 %');
  assert.match(await text(page, 'results-title'), /128 Xe-cores \(1,024 XVEs\)/);
});

test('large GRF: 1,024 work-items in sub-groups of 32 are one work-group, 50 %, and the page says why', async (t) => {
  const { page } = await open(t, '?v=1&gpu=data-center-gpu-max-1550&t=1024&sub=32&grf=1');
  await titled(page, 'Max 1550');
  assert.equal(await text(page, 'occupancy'), '50.00 %');
  assert.equal(await text(page, 'active-blocks'), '1');
  assert.equal(await page.isChecked('[data-testid="input-grf"]'), true);
  assert.match(await text(page, 'grf-note'), /tops out at 50\.00 %.*4 threads instead of 8/);
});

test('bad Intel input names the field and its valid range', async (t) => {
  const { page } = await open(t, '?v=1&gpu=xe-hpc&t=256&sub=16&sm=1024');
  await titled(page, 'xe-hpc');
  const error = async (key, value) => {
    await page.fill(`[data-testid="input-${key}"]`, value);
    await page.waitForFunction((k) => document.getElementById(`err-${k}`)?.textContent, key);
    return page.textContent(`#err-${key}`);
  };
  assert.match(await error('sub', '8'), /sub_group_size: 8 is not a sub-group size of xe-hpc.*valid values are 16, 32/);
  await page.fill('[data-testid="input-sub"]', '16');
  assert.match(await error('t', '2048'), /threads_per_block = 2048 is out of range: valid values are 1 to 1024/);
  await page.fill('[data-testid="input-t"]', '256');
  assert.match(await error('ds', '200K'), /slm_bytes = 204800 is out of range: valid values are 0 to 131072/);
  await page.fill('[data-testid="input-ds"]', '0');
  assert.match(await error('sm', '1001'), /xve_count.*multiples of 8/);
  await page.fill('[data-testid="input-sm"]', '1024');
  assert.match(await error('gs', '1000'), /global_size.*multiple of the work-group size.*valid values are 256, 512/);
  await page.fill('[data-testid="input-gs"]', '');
  // The results stay those of the last valid launch while a field is wrong.
  await page.fill('[data-testid="input-t"]', '1024');
  await page.check('[data-testid="input-grf"]');
  await page.waitForFunction(() => document.getElementById('err-t')?.textContent);
  assert.match(await page.textContent('#err-t'), /large-GRF mode.*valid values are 1 to 512 with sub-groups of 16/);
  assert.deepEqual(await axeViolations(page), []);
});

test('another vendor\'s keys on an Intel GPU, and Intel\'s on an NVIDIA GPU, get a notice', async (t) => {
  const { page } = await open(t, '?v=1&gpu=xe2-hpg&t=256&sub=16&b=4&ag=8&grf=1');
  await titled(page, 'xe2-hpg');
  await page.waitForSelector('[data-testid="notice"]');
  const said = await page.textContent('[data-testid="notices"]');
  assert.match(said, /'b'.*applies to NVIDIA GPUs only/);
  assert.match(said, /'ag'.*applies to AMD GPUs only/);
  assert.match(said, /'grf'.*large_grf.*only valid value is false/);
  const nvidia = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=32&sub=32');
  await nvidia.page.waitForSelector('[data-testid="notice"]');
  assert.match(await nvidia.page.textContent('[data-testid="notices"]'), /'sub'.*applies to Intel GPUs only/);
  assert.equal(await hidden(nvidia.page, 'sub'), true);
});

test('Intel\'s charts draw and redraw; the shared link reproduces the launch in a fresh context', async (t) => {
  const { page } = await open(t, '?v=1&gpu=data-center-gpu-max-1550&t=256&sub=16&ds=40K');
  await titled(page, 'Max 1550');
  // Work-group size, GRF mode (Xe-HPC has both) and SLM; barriers never bind on Xe-HPC, so that chart is hidden.
  const charts = ['chart-block-size', 'chart-registers', 'chart-shared-memory'];
  await showCharts(page);
  for (const chart of charts) await waitForDraw(page, chart, 0);
  assert.equal(await page.$eval('#fig-chart-barriers', (e) => e.hidden), true);
  assert.match(await page.textContent('#cap-chart-block-size'), /work-group size/i);
  const before = {};
  for (const chart of charts) before[chart] = await draws(page, chart);
  await typeAndWait(page, 'ds', '32K');
  assert.equal(await text(page, 'occupancy'), '100.00 %');
  for (const chart of charts) await waitForDraw(page, chart, before[chart]);
  assert.deepEqual(await axeViolations(page), []);
  await page.waitForFunction(() => location.search.includes('gpu=data-center-gpu-max-1550') && location.search.includes('ds=32K'));
  const again = await open(t, new URL(page.url()).search);
  await titled(again.page, 'Max 1550');
  assert.equal(await text(again.page, 'occupancy'), '100.00 %');
  assert.equal(await again.page.inputValue('[data-testid="input-sub"]'), '16');
  assert.equal(await again.page.inputValue('[data-testid="input-ds"]'), '32K');
});

test('the embed view of an Intel link shows Intel\'s headline', async (t) => {
  const { page } = await open(t, '?v=1&gpu=arc-b580&t=256&sub=16&ds=40K&embed=1');
  await page.waitForFunction(() => /B580/.test(document.getElementById('embed-title')?.textContent));
  assert.match(await page.textContent('#embed-headline'), /Xe-core occupancy/);
  await waitForDraw(page, 'chart-block-size', 0);
});
