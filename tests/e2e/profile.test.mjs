// Browser tests of the "Profiler report" panel (under the compiler log's), on real reports
// (crates/occ-core/tests/fixtures/profile, SOURCES.md there): the table's figures are `occ profile --json`'s on the
// same file, its two sorts order them, a row loads its launch into the calculator and the URL, in English and
// Chinese. The suite asserts that the console stays silent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { axeViolations, occBin, pickGpu, root, text } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const fixtures = join(root, 'crates/occ-core/tests/fixtures/profile');
const NCU = join(fixtures, 'superbench_cublaslt_sm100.ncu.csv');
const NCU_TEXT = join(fixtures, 'row_sum_cc86.ncu.txt');
const ROCPROF = join(fixtures, 'rocprofv3_counter_collection_mi300a.csv');
// Intel's device timing summary (ze_tracer -d -v), which names no GPU.
const ZE_TRACER = join(fixtures, 'ze_tracer_verbose_device_timing.txt');
// An Nsight Compute CSV without the "CC" and device columns: no compute capability.
const NCU_NO_CC = join(fixtures, 'rodinia_cfd_v100.ncu.csv');
const suite = browserSuite('[data-testid="profile-report"]', 'import');
const { open } = suite;

/** `occ profile <file> --json` (one JSON line per launch group, longest total time first). */
function occProfile(file, ...args) {
  const out = execFileSync(occBin(), ['profile', file, ...args, '--json'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line));
}

/** Pastes a report and waits for `rows` rows in the table. */
async function paste(page, file, rows) {
  await page.fill('[data-testid="profile-report"]', await readFile(file, 'utf8'));
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="profile-row"]').length === n,
    rows,
    { timeout: 20000 },
  );
}

/** Each row's cells: kernel, launches, time, occ, profiler, achieved, gap, agrees, limiters. */
const rowTexts = (page) =>
  page.$$eval('[data-testid="profile-row"]', (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent.trim())));

/** Each row's notes, in view under it ('' for a row without): the report's clusters, why achieved is below, what was assumed. */
const noteTexts = (page) =>
  page.$$eval('[data-testid="profile-row"]', (rows) => rows.map((r) => {
    const next = r.nextElementSibling;
    return next?.dataset.testid === 'profile-notes' ? next.innerText.trim() : '';
  }));

const close = (cell, fraction, why) => {
  if (fraction === null) {
    assert.equal(cell, '–', why);
    return;
  }
  assert.ok(Math.abs(Number.parseFloat(cell) - fraction * 100) < 0.006, `${why}: ${cell} vs ${fraction}`);
};

/** The table equals occ's JSON lines, row for row, in the CLI's order (longest total time first). */
function sameFigures(rows, lines) {
  assert.equal(rows.length, lines.length);
  rows.forEach((cells, i) => {
    const line = lines[i];
    assert.equal(cells[0], line.kernel);
    assert.equal(cells[1], String(line.launches));
    assert.equal(cells[2], line.total_ns === null ? '–' : `${(line.total_ns / 1e3).toFixed(1)} µs`);
    close(cells[3], line.occupancy, 'occ');
    close(cells[4], line.profiler_occupancy, 'profiler');
    close(cells[5], line.achieved_occupancy, 'achieved');
    close(cells[6], line.achieved_occupancy === null ? null : line.occupancy - line.achieved_occupancy, 'gap');
    if (line.agrees === true) assert.equal(cells[7], '✓');
    if (line.agrees === false) assert.match(cells[7], /^✗ /);
    if (line.agrees === null) assert.equal(cells[7], '–');
  });
}

/**
 * Pastes a report that names no GPU on a page whose GPU is another vendor's: the panel says which to select (`note`),
 * lists no row and names none unread (the launches wait, they are not refused); once `pick` (`pickGpu`'s query and
 * title) selects one, the kept report is read again and the table is `lines`. Returns the rows' cells.
 */
async function waitsForGpu(page, file, note, pick, lines) {
  await page.fill('[data-testid="profile-report"]', await readFile(file, 'utf8'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="profile-gpu-note"]').hidden, null, {
    timeout: 20000,
  });
  assert.match(await text(page, 'profile-gpu-note'), note);
  assert.equal(await page.$$eval('[data-testid="profile-row"]', (r) => r.length), 0);
  assert.equal(await page.$$eval('[data-testid="profile-unread"]', (u) => u.length), 0);
  await pickGpu(page, ...pick);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="profile-row"]').length === n,
    lines.length,
    { timeout: 20000 },
  );
  assert.ok(await page.$eval('[data-testid="profile-gpu-note"]', (e) => e.hidden));
  const rows = await rowTexts(page);
  sameFigures(rows, lines);
  return rows;
}

test('an Nsight Compute CSV: occ profile --json\'s figures, sorted, a row loaded into the calculator', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090');
  const lines = occProfile(NCU);
  assert.ok(lines.length > 0);
  await paste(page, NCU, lines.length);
  const rows = await rowTexts(page);
  sameFigures(rows, lines);
  // In English the limiters are occ batch's names, as `occ profile` lists them.
  rows.forEach((cells, i) => assert.equal(cells[8], lines[i].limiters.join(', ')));
  // What differs, both numbers said.
  const differing = lines.findIndex((l) => l.agrees === false);
  if (differing >= 0) assert.equal(rows[differing][7], `✗ ${lines[differing].differs.join('; ')}`);
  // Why achieved is below theoretical and what occ assumed, under each row, as `occ profile` says them.
  const notes = await noteTexts(page);
  lines.forEach((line, i) => {
    const said = [
      ...(line.gap === null ? [] : [`Why achieved is below theoretical: ${line.gap}`]),
      ...line.assumed.map((a) => `Assumed: ${a}`),
    ];
    assert.equal(notes[i], said.join('\n'), line.kernel);
  });
  assert.ok(notes.some((n) => n !== ''), 'some row has notes');
  const violations = await axeViolations(page);
  assert.deepEqual(violations, [], violations.join('\n'));

  // The report names CC 10.0, not the calculator's CC 8.9: a click loads its generic device and the launch.
  const line = lines[0];
  await page.locator('[data-testid="profile-row"] button[data-profile-row]').first().click();
  await page.waitForFunction(
    (regs) => document.querySelector('[data-testid="input-r"]').value === regs,
    String(line.registers_per_thread),
  );
  assert.equal(await page.inputValue('[data-testid="input-t"]'), String(line.threads_per_block));
  await page.waitForFunction(() => new URL(location.href).searchParams.get('gpu') === 'cc-10.0');
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('r'), String(line.registers_per_thread));
  assert.equal(url.searchParams.get('t'), String(line.threads_per_block));
  // The carveout the launch ran with (KiB in the calculator), and the opt-in its shared memory needed.
  assert.equal(url.searchParams.get('co'), String(line.smem_config_bytes / 1024));
  // The report's SM count, which the generic device was compared with.
  assert.ok(line.sm_count > 0);
  assert.equal(url.searchParams.get('sm'), String(line.sm_count));
  assert.equal(await page.isChecked('[data-testid="input-oi"]'), true);
  assert.equal(await text(page, 'profile-status'), `The launch of “${line.kernel}” is loaded into the calculator.`);
  // occ's occupancy of the row is the calculator's now.
  await page.waitForFunction(
    (want) => Number.parseFloat(document.querySelector('[data-testid="occupancy"]').textContent) === want,
    Number.parseFloat(rows[0][3]),
  );
});

test('ncu text output opened as a file, two launch groups: sorted by total time and by the gap, both ways', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-3080');
  const lines = occProfile(NCU_TEXT);
  // Opened as a file this time.
  await page.setInputFiles('[data-testid="profile-file"]', NCU_TEXT);
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="profile-row"]').length === n,
    lines.length,
    { timeout: 20000 },
  );
  sameFigures(await rowTexts(page), lines);
  const column = async (index) => (await rowTexts(page)).map((r) => Number.parseFloat(r[index]));
  const sorted = (values, down) => [...values].sort((a, b) => (down ? b - a : a - b));
  // Time: longest first (the CLI's order), then shortest first.
  let times = await column(2);
  assert.deepEqual(times, sorted(times, true));
  await page.click('[data-testid="profile-sort-time"]');
  times = await column(2);
  assert.deepEqual(times, sorted(times, false));
  assert.equal(await page.getAttribute('th:has([data-testid="profile-sort-time"])', 'aria-sort'), 'ascending');
  // The gap: widest first, then narrowest first; the table equals `occ profile --sort gap` first.
  await page.click('[data-testid="profile-sort-gap"]');
  sameFigures(await rowTexts(page), occProfile(NCU_TEXT, '--sort', 'gap'));
  let gaps = await column(6);
  assert.deepEqual(gaps, sorted(gaps, true));
  assert.equal(await page.getAttribute('th:has([data-testid="profile-sort-gap"])', 'aria-sort'), 'descending');
  await page.click('[data-testid="profile-sort-gap"]');
  gaps = await column(6);
  assert.deepEqual(gaps, sorted(gaps, false));
});

test('a rocprofv3 CSV: compared on the AMD GPU selected, never on a guess', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090');
  // The AMD GPU selected, the kept report is read again on it.
  const lines = occProfile(ROCPROF, '--gpu', 'instinct-mi300a');
  assert.ok(lines.length > 1);
  const rows = await waitsForGpu(page, ROCPROF, /names no GPU: select an AMD GPU/, ['MI300A', 'MI300A'], lines);
  // In the GPU's own words: VGPRs, SGPRs, work-groups, waves.
  rows.forEach((cells, i) => assert.equal(cells[8], lines[i].limiters.join(', ')));

  const index = rows.length - 1;
  const line = lines[index];
  await page.locator('[data-testid="profile-row"] button[data-profile-row]').nth(index).click();
  await page.waitForFunction((v) => document.querySelector('[data-testid="input-r"]').value === v, String(line.vgprs));
  assert.equal(await page.inputValue('[data-testid="input-t"]'), String(line.threads_per_block));
  assert.equal(await page.inputValue('[data-testid="input-sg"]'), String(line.sgprs ?? 0));
  await page.waitForFunction((v) => new URL(location.href).searchParams.get('r') === v, String(line.vgprs));
  assert.equal(new URL(page.url()).searchParams.get('gpu'), 'instinct-mi300a');
});

test('an Intel report: waits for an Intel GPU, then compared on it as occ profile --gpu answers', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090');
  const lines = occProfile(ZE_TRACER, '--gpu', 'arc-b580');
  assert.ok(lines.length > 0);
  const rows = await waitsForGpu(page, ZE_TRACER, /names no GPU: select an Intel GPU/, ['B580', 'Arc B580'], lines);
  rows.forEach((cells, i) => assert.equal(cells[8], lines[i].limiters.join(', ')));

  const line = lines[0];
  await page.locator('[data-testid="profile-row"] button[data-profile-row]').first().click();
  await page.waitForFunction((v) => document.querySelector('[data-testid="input-t"]').value === v, String(line.threads_per_block));
  await page.waitForFunction((v) => new URL(location.href).searchParams.get('sub') === v, String(line.sub_group_size));
  assert.equal(new URL(page.url()).searchParams.get('gpu'), 'arc-b580');
  // occ's occupancy of the row is the calculator's now.
  await page.waitForFunction(
    (want) => Number.parseFloat(document.querySelector('[data-testid="occupancy"]').textContent) === want,
    Number.parseFloat(rows[0][3]),
  );
});

test('an Nsight Compute CSV without a compute capability: compared on the page\'s NVIDIA GPU, as --gpu does', async (t) => {
  // On an AMD GPU's page the report waits for an NVIDIA GPU; the V100 selected, it is compared on it.
  const { page } = await open(t, '?v=1&gpu=instinct-mi300a');
  const lines = occProfile(NCU_NO_CC, '--gpu', 'tesla-v100-sxm2');
  assert.ok(lines.length > 0);
  await waitsForGpu(page, NCU_NO_CC, /names no compute capability: select an NVIDIA GPU/, ['V100 SXM2', 'V100 SXM2'], lines);

  // Another GPU of NVIDIA's: the kept report is read again on it.
  const on4090 = occProfile(NCU_NO_CC, '--gpu', 'geforce-rtx-4090');
  await pickGpu(page, '4090', 'GeForce RTX 4090');
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="profile-occ"]')?.textContent === want,
    `${(on4090[0].occupancy * 100).toFixed(2)} %`,
    { timeout: 20000 },
  );
  sameFigures(await rowTexts(page), on4090);
});

test('a generic device stands in as --cc and --arch do: a compute capability\'s, an Xe architecture\'s', async (t) => {
  // An Nsight Compute CSV without a compute capability on CC 7.0's generic device.
  const { page } = await open(t, '?v=1&gpu=cc-7.0');
  const lines = occProfile(NCU_NO_CC, '--cc', '7.0');
  assert.ok(lines.length > 0);
  await paste(page, NCU_NO_CC, lines.length);
  assert.ok(await page.$eval('[data-testid="profile-gpu-note"]', (e) => e.hidden));
  sameFigures(await rowTexts(page), lines);
  // A row's click keeps the generic device: the report names no other.
  await page.locator('[data-testid="profile-row"] button[data-profile-row]').first().click();
  await page.waitForFunction((v) => document.querySelector('[data-testid="input-t"]').value === v, String(lines[0].threads_per_block));
  assert.equal(new URL(page.url()).searchParams.get('gpu'), 'cc-7.0');
  // The SM count typed in the calculator counts the grid's waves, as --sms does: the report is read again.
  const counted = occProfile(NCU_NO_CC, '--cc', '7.0', '--sms', '80');
  assert.match(counted[0].gap, /800 blocks over every SM/);
  await page.fill('[data-testid="input-sm"]', '80');
  await page.waitForFunction(
    () => /800 blocks over every SM/.test(document.querySelector('[data-testid="profile-notes"]')?.innerText ?? ''),
    null,
    { timeout: 20000 },
  );
  const countedNotes = await noteTexts(page);
  assert.ok(countedNotes[0].includes(counted[0].gap), countedNotes[0]);
  assert.ok(!countedNotes[0].includes('no SM count'), countedNotes[0]);
  sameFigures(await rowTexts(page), counted);

  // unitrace's report on Xe2-HPG without a product: its waves are not counted, and that is said under each row.
  const { page: xe } = await open(t, '?v=1&gpu=xe2-hpg');
  const intel = occProfile(ZE_TRACER, '--arch', 'xe2-hpg');
  assert.ok(intel.length > 0);
  await paste(xe, ZE_TRACER, intel.length);
  sameFigures(await rowTexts(xe), intel);
  const notes = await noteTexts(xe);
  assert.ok(notes.every((n) => n.includes('no Xe-core count')), notes.join('\n'));
});

test('in Chinese: the panel, the table and the AMD note are said from the catalogue', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&lang=zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  await page.waitForFunction(() => document.getElementById('profile-h')?.textContent === '性能分析报告');
  const lines = occProfile(NCU);
  await paste(page, NCU, lines.length);
  const heads = await page.$$eval('[data-testid="profile-table"] th', (th) => th.map((h) => h.textContent.trim()));
  assert.deepEqual(heads, ['核函数', '启动次数', '时间', 'occ', '性能分析器', '实际', '差距（occ − 实际）', '一致', '限制因素']);
  sameFigures(await rowTexts(page), lines);
  await page.locator('[data-testid="profile-row"] button[data-profile-row]').first().click();
  await page.waitForFunction(() => document.querySelector('[data-testid="profile-status"]').textContent.startsWith('已将“'));

  await page.fill('[data-testid="profile-report"]', await readFile(ROCPROF, 'utf8'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="profile-gpu-note"]').hidden, null, {
    timeout: 20000,
  });
  assert.match(await text(page, 'profile-gpu-note'), /^这是 AMD 性能分析器的报告/);
});
