// Browser tests of the roofline panel against the built page (dist/): `node --test tests/e2e/`.
// Every test waits for the DOM to change (text, a data attribute), never for a fixed time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, canvasData, draws, ready, showSaved, text, waitForDraw } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite('[data-testid="roofline-out"]', 'roofline');
const { open } = suite;

const CHART = 'chart-roofline';

/** Waits until `testid`'s text matches `pattern`, then asserts it (so a failure shows the text). */
async function waitMatch(page, testid, pattern) {
  await page
    .waitForFunction(
      ([id, source, flags]) => new RegExp(source, flags).test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
      [testid, pattern.source, pattern.flags],
      { timeout: 5000 },
    )
    .catch(() => {});
  assert.match((await text(page, testid)) ?? '', pattern, testid);
}

/** Fills a roofline input and waits for the chart to be redrawn. */
async function fillAndRedraw(page, input, value) {
  const before = await draws(page, CHART);
  await page.fill(`[data-testid="input-${input}"]`, value);
  await waitForDraw(page, CHART, before);
}

test('the chart is drawn for devicePixelRatio and redrawn when the intensity changes', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=32&ri=0.5', { context: { deviceScaleFactor: 2 } });
  await waitForDraw(page, CHART, 0);
  const size = await page.$eval(`[data-testid="${CHART}"]`, (c) => ({
    width: c.width, height: c.height, css: c.clientWidth, cssHeight: c.clientHeight,
  }));
  assert.equal(size.width, size.css * 2, 'backing store is twice the CSS width');
  assert.equal(size.height, size.cssHeight * 2);
  const first = await canvasData(page, CHART);
  await fillAndRedraw(page, 'ri', '200');
  assert.notEqual(await canvasData(page, CHART), first, 'pixels change with the intensity');
  // An occupancy input that does not change the roofline does not redraw it.
  const settled = await draws(page, CHART);
  await page.fill('[data-testid="input-r"]', '40');
  await page.waitForFunction(() => location.search.includes('r=40'));
  assert.equal(await draws(page, CHART), settled);
  const label = await page.getAttribute(`[data-testid="${CHART}"]`, 'aria-label');
  assert.match(label, /^Roofline chart, both axes logarithmic: arithmetic intensity in FLOP\/byte across/);
});

test('the verdict of a memory-bound and of a compute-bound kernel', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=32');
  await waitMatch(page, 'roofline-verdict', /Enter the kernel's FLOPs/);
  // A stream-like kernel: 1 FLOP per 12 bytes.
  await page.fill('[data-testid="input-rf"]', '1e9');
  await page.fill('[data-testid="input-rb"]', '12e9');
  await waitMatch(page, 'roofline-verdict', /^Memory-bound: 0\.0833 FLOP\/byte is 239× below the FP32 ridge \(20\.0 FLOP\/byte\)\. At most 279 GFLOP\/s \(DRAM bandwidth × intensity\)/);
  assert.match(await text(page, 'roofline-verdict'), /Fastest possible: 3\.58 ms\./);
  assert.equal(await page.getAttribute('[data-testid="roofline-verdict"]', 'data-bound'), 'memory');
  // A GEMM at 200 FLOP/byte, given as an intensity: it counts once the FLOPs and bytes are empty.
  await page.fill('[data-testid="input-ri"]', '200');
  assert.match(await text(page, 'roofline-verdict'), /^Memory-bound: 0\.0833/);
  await page.fill('[data-testid="input-rf"]', '');
  await page.fill('[data-testid="input-rb"]', '');
  await waitMatch(page, 'roofline-verdict', /^Compute-bound: 200 FLOP\/byte is 10\.0× above the FP32 ridge \(20\.0 FLOP\/byte\)\. At most 66\.9 TFLOP\/s/);
  // Against the FP16 tensor roof the same kernel is memory-bound.
  await page.selectOption('[data-testid="input-rp"]', 'fp16');
  await waitMatch(page, 'roofline-verdict', /^Memory-bound: 200 FLOP\/byte is 1\.48× below the FP16\/BF16 tensor ridge \(295 FLOP\/byte\)/);
  await page.waitForFunction(() => location.search.endsWith('&ri=200&rp=fp16'));
});

test('a measured time places the achieved point', async (t) => {
  // A100 SXM4 40 GB: 1 TFLOP over 0.5 TB in 100 ms = 10 TFLOP/s at intensity 2 (the roof there: 3.11 TFLOP/s).
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-40gb&t=256&r=32&rf=1T&rb=500G');
  await waitForDraw(page, CHART, 0);
  assert.equal(await page.$('[data-testid="roofline-achieved"]'), null);
  const without = await canvasData(page, CHART);
  await fillAndRedraw(page, 'rt', '1 s');
  await waitMatch(page, 'roofline-achieved', /^Achieved: 1\.00 TFLOP\/s = 32\.15 % of the roof \(3\.11 TFLOP\/s attainable at this intensity\)\.$/);
  assert.notEqual(await canvasData(page, CHART), without, 'the achieved point is drawn');
  assert.match(await text(page, 'roofline-legend'), /Kernel: achieved/);
  // Faster than the roof allows: the page says what to check.
  await fillAndRedraw(page, 'rt', '100');
  await waitMatch(page, 'roofline-achieved', /^Achieved: 10\.0 TFLOP\/s = 321\.54 %/);
  assert.match(await text(page, 'roofline-out'), /above the roof: check the FLOP count/);
});

test('peaks unconfirmed in the database are dashed and say so (L20)', async (t) => {
  const { page } = await open(t, '?v=1&gpu=l20-48gb&t=256&r=32&ri=4');
  await waitForDraw(page, CHART, 0);
  await waitMatch(page, 'roofline-unconfirmed', /^Dashed lines: values marked unconfirmed/);
  assert.match(await text(page, 'roofline-legend'), /FP32 peak 59\.4 TFLOP\/s \(unconfirmed\)/);
  assert.equal(await page.locator('[data-testid="roofline-legend"] path[stroke-dasharray]').count(), 3);
  const fp32 = page.locator('[data-testid="roofline-peak-fp32"]');
  assert.match(await fp32.getAttribute('class'), /unconfirmed/);
  // Sources load on the first hover (citations.json).
  await fp32.hover();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="roofline-peak-fp32"]')?.title.startsWith('unconfirmed: '),
  );
  assert.match(await fp32.getAttribute('title'), /^unconfirmed: SM count and clock are TechPowerUp-only/);
  assert.match(await text(page, 'roofline-verdict'), /from an unconfirmed peak/);
  // The bandwidth is sourced: its cell cites a source and carries no tag.
  assert.doesNotMatch(await page.getAttribute('[data-testid="roofline-peak-bandwidth"]', 'class'), /unconfirmed/);
  // A GPU with every peak sourced has no dashes and no note.
  await page.goto(`${suite.server.base}?v=1&gpu=h100-sxm5-80gb&t=256&r=32&ri=4`);
  await ready(page);
  await waitForDraw(page, CHART, 0);
  assert.equal(await page.$('[data-testid="roofline-unconfirmed"]'), null);
});

test("the occupancy guide's figures follow the GPU and the block size; a generic device has no roofline", async (t) => {
  const { page } = await open(t, '?v=1&gpu=a100-sxm4-40gb&t=256&r=32');
  await waitMatch(page, 'fo-r-max', /^32$/);
  assert.equal(await text(page, 'fo-wg-max'), '8');
  assert.equal(await text(page, 'fo-smem'), '19,968 B (19.5 KiB)');
  assert.equal(await text(page, 'fo-wi-min'), '221,184 = 2,048 per SM × 108 SMs');
  assert.equal(await text(page, 'fo-reachable'), '100.00 %');
  await page.fill('[data-testid="input-t"]', '128');
  await waitMatch(page, 'fo-wg-max', /^16$/);
  assert.equal(await text(page, 'fo-r-max'), '32');
  // A generic CC 8.0 device: the same figures per SM, and a roofline only for GPUs from the list.
  await page.goto(`${suite.server.base}?v=1&gpu=cc-8.0&t=256&r=32&ri=4`);
  await ready(page);
  await waitMatch(page, 'roofline-needs-gpu', /A roofline needs the GPU's DRAM bandwidth and peak FLOP rates: pick a GPU from the list\. Generic CC 8\.0 \(Ampere GA100\) has none/);
  assert.equal(await page.isVisible(`[data-testid="${CHART}"]`), false);
  assert.equal(await page.isVisible('[data-testid="input-ri"]'), false);
  assert.equal(await text(page, 'fo-r-max'), '32');
  assert.equal(await text(page, 'fo-wi-min'), '2,048 = 2,048 per SM × 1 SM');
});

test('the panel state comes back from a link and from a saved config', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=32');
  await page.fill('[data-testid="input-rf"]', '2.1T');
  await page.fill('[data-testid="input-rb"]', '40G');
  await page.fill('[data-testid="input-rt"]', '850 us');
  await page.selectOption('[data-testid="input-rp"]', 'fp64');
  await page.waitForFunction(() => location.search.includes('rp=fp64'));
  assert.match(page.url(), /&rf=2\.1T&rb=40G&rp=fp64&rt=850%20us$/);
  const verdict = await text(page, 'roofline-verdict');
  const achieved = await text(page, 'roofline-achieved');

  // A fresh context (no storage) from the link alone.
  const other = await open(t, page.url().replace(suite.server.base, ''));
  await waitMatch(other.page, 'roofline-achieved', new RegExp(`^${achieved.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  assert.equal(await text(other.page, 'roofline-verdict'), verdict);
  for (const [id, value] of [['rf', '2.1T'], ['rb', '40G'], ['ri', ''], ['rt', '850 us'], ['rp', 'fp64']]) {
    assert.equal(await other.page.inputValue(`[data-testid="input-${id}"]`), value, id);
  }

  // Saved, changed, reloaded, loaded again.
  await page.fill('[data-testid="save-name"]', 'roof');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="roof"]');
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem('occ.config.v1:roof')));
  assert.equal(stored.config.v, 2);
  assert.equal(stored.config.roofline, 'rf=2.1T&rb=40G&rp=fp64&rt=850%20us');
  await page.fill('[data-testid="input-rf"]', '');
  await page.fill('[data-testid="input-rb"]', '');
  await page.fill('[data-testid="input-ri"]', '3');
  // Failed twice in one session and never since: on a timeout, say what the page held.
  await page.waitForFunction(() => location.search.includes('ri=3')).catch(async (error) => {
    const held = await page.evaluate(() =>
      ['rf', 'rb', 'ri', 'rt'].map((key) => {
        const value = document.querySelector(`[data-testid="input-${key}"]`)?.value;
        const why = document.querySelector(`[data-testid="error-${key}"]`)?.textContent ?? '';
        return `${key}=${JSON.stringify(value)} ${why}`.trim();
      }),
    );
    throw new Error(`${error.message}; the URL is ${page.url()}; the inputs: ${held.join('; ')}`);
  });
  // Stored once the page has settled (a change after that at once).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  await page.goto(suite.server.base);
  await ready(page);
  // The last-used config (intensity 3) comes back without a query.
  assert.equal(await page.inputValue('[data-testid="input-ri"]'), '3');
  await showSaved(page);
  await page.click('[data-testid="saved-item"][data-name="roof"] [data-action="load"]');
  await waitMatch(page, 'roofline-verdict', new RegExp(`^${verdict.slice(0, 30).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  assert.equal(await page.inputValue('[data-testid="input-ri"]'), '');
  assert.equal(await page.inputValue('[data-testid="input-rf"]'), '2.1T');
  assert.equal(await page.inputValue('[data-testid="input-rt"]'), '850 us');
  assert.equal(await page.inputValue('[data-testid="input-rp"]'), 'fp64');
});

test('a saved config from before the roofline panel (version 1) still loads', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=32&ri=9');
  const v1 = {
    name: 'old one',
    config: {
      v: 1, gpu: 'cc-9.0', threads_per_block: 384, regs_per_thread: 40, static_smem: 0, dynamic_smem: 0,
      carveout_kib: null, opt_in: false, max_dynamic_smem: null, barriers: 1, sm_count: null, partitioned_gc: 'off',
      cache_config: 'none', virtual_resources: 0,
    },
  };
  await page.evaluate((entry) => localStorage.setItem('occ.config.v1:old one', JSON.stringify(entry)), v1);
  await page.reload();
  await ready(page);
  await showSaved(page);
  await page.click('[data-testid="saved-item"][data-name="old one"] [data-action="load"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="input-t"]')?.value === '384');
  assert.equal(await page.$eval('[data-testid="storage-notices"]', (n) => n.textContent), '');
  // The panel takes its defaults, and the generic device says why there is no chart.
  await page.waitForFunction(() => document.querySelector('[data-testid="input-ri"]')?.value === '');
  await waitMatch(page, 'roofline-needs-gpu', /pick a GPU from the list/);
});

test('bad roofline values in a link give messages naming the field, and the rest of the page works', async (t) => {
  const { page } = await open(t, '?v=1&gpu=tesla-p100-sxm2&t=128&r=32&rf=-5&rb=1e9&rt=soon&rp=fp16');
  const notices = (await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent))).join('\n');
  assert.match(notices, /URL parameter 'rf' \(FLOPs\): roofline\.flops: '-5' is not a positive number: e\.g\. 2\.1e12 or 2\.1T; left empty/);
  assert.match(notices, /URL parameter 'rt' \(Measured kernel time\): roofline\.time: 'soon' is not a positive time: e\.g\. 1\.25 \(milliseconds\)/);
  assert.match(notices, /URL parameter 'rp' \(Precision\): roofline\.precision: the Tesla P100 SXM2 has no FP16\/BF16 tensor peak in occ's database: valid values are fp64, fp32; using fp32/);
  // Each field fell back alone: the bytes stay, the occupancy is computed, the chart is drawn.
  assert.equal(await page.inputValue('[data-testid="input-rb"]'), '1e9');
  assert.equal(await page.inputValue('[data-testid="input-rf"]'), '');
  assert.equal(await page.inputValue('[data-testid="input-rp"]'), 'fp32');
  assert.ok(await text(page, 'occupancy'));
  await waitForDraw(page, CHART, 0);
  // A bad value typed in the panel: its message, the launch results are not stale, the URL keeps the last valid.
  await page.fill('[data-testid="input-rf"]', '1e12');
  await page.waitForFunction(() => location.search.includes('rf=1e12'));
  await page.fill('[data-testid="input-rf"]', '12 flops');
  await waitMatch(page, 'error-rf', /^roofline\.flops: '12 flops' is not a positive number: e\.g\. 2\.1e12 or 2\.1T$/);
  assert.equal(await page.getAttribute('[data-testid="input-rf"]', 'aria-invalid'), 'true');
  assert.equal(await page.$('[data-testid="stale"]'), null);
  assert.match(page.url(), /rf=1e12/);
  assert.equal(await page.isDisabled('[data-testid="save"]'), true);
  // Fixing it clears the message.
  await page.fill('[data-testid="input-rf"]', '2e12');
  await waitMatch(page, 'error-rf', /^$/);
  assert.equal(await page.getAttribute('[data-testid="input-rf"]', 'aria-invalid'), 'false');
  await page.fill('[data-testid="input-rt"]', '-1 ms');
  await waitMatch(page, 'error-rt', /^roofline\.time: '-1 ms' is not a positive time/);
});

test('axe-core finds no accessibility violations in the panel (light and dark, with an error and a dashed roof)', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await open(t, '?v=1&gpu=l20-48gb&t=256&r=32&rf=2e12&rb=4e10&rt=35ms', { context: { colorScheme } });
    await waitForDraw(page, CHART, 0);
    await page.fill('[data-testid="input-rb"]', 'x');
    await waitMatch(page, 'error-rb', /roofline\.bytes/);
    const violations = await axeViolations(page, 'section.roofline');
    assert.deepEqual(violations, [], `${colorScheme}: ${violations.join('\n')}`);
  }
});

/** Hardware, product and API names, units and identifiers: the same in Chinese (and the GPU's name, L20). */
const ALLOWED = new Set([
  'NVIDIA', 'GPU', 'SM', 'DRAM', 'Roofline', 'FLOP', 'GFLOP', 'TFLOP', 'GB', 'KiB', 'B', 'ms', 'us', 's', 'e12', 'e10',
  'FP64', 'FP32', 'FP16', 'BF16', 'wg_max', 'r_max', 'wi_min', 'occ', 'L20', 'T', 'G', 'PNG', 'SVG', 'CSV', 'Markdown',
  'SYCL',
]);

/** The English words of `text` that are not allowed. */
const englishWords = (text) => text
  .split(/[^A-Za-z0-9_-]+/)
  .map((w) => w.replace(/^-+|-+$/g, ''))
  .filter((w) => w && /[A-Za-z]/.test(w) && !/^[0-9]/.test(w) && !ALLOWED.has(w));

/** What a reader gets of the panel: each element's own text, and its read attributes, as `[where, text]`. */
async function panelTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const panel = document.querySelector('section.roofline');
    for (const element of [panel, ...panel.querySelectorAll('*')]) {
      const own = [...element.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('').trim();
      const where = element.dataset.testid ?? element.id ?? element.tagName;
      if (own) out.push([where, own]);
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) out.push([`${where}@${attribute}`, value]);
      }
    }
    return out;
  });
}

test('in Chinese the panel, its inputs, legend and chart speak Chinese in the chosen words, and English again when chosen', async (t) => {
  const { page } = await open(t, '?v=1&gpu=l20-48gb&t=256&r=32&rf=1T&rb=500G&rt=1s&terms=sycl&lang=zh');
  await waitMatch(page, 'roofline-legend', /FP32 峰值 59\.4 TFLOP\/s（未确认）/);
  await waitForDraw(page, CHART, 0);
  const texts = await panelTexts(page);
  assert.ok(texts.length > 40, JSON.stringify(texts));
  for (const [where, said] of texts) {
    assert.deepEqual(englishWords(said), [], `${where}: ${said}`);
  }
  assert.equal(await page.textContent('label[for="in-rf"]'), 'FLOP 数');
  assert.equal(await page.textContent('label[for="in-rt"]'), '实测核函数耗时');
  assert.match(await text(page, 'roofline-legend'), /核函数：实测性能/);
  // SYCL's words: work-items per work-group, compute units.
  assert.match(await page.textContent('section.roofline h3'), /每个工作组 256 个工作项/);
  // English chosen: the texts and the chart's are said again (the chart redrawn), in SYCL's words.
  const before = await draws(page, CHART);
  await page.selectOption('[data-testid="input-lang"]', 'en');
  await waitMatch(page, 'roofline-legend', /^DRAM bandwidth 864 GB\/sFP64 peak .*FP32 peak 59\.4 TFLOP\/s \(unconfirmed\)/);
  await waitForDraw(page, CHART, before);
  assert.equal(await page.textContent('label[for="in-rf"]'), 'FLOPs');
  assert.equal(await page.textContent('label[for="in-rb"]'), 'Bytes moved (DRAM)');
  assert.deepEqual(await page.$$eval('[data-testid="input-rp"] option', (o) => o.map((e) => e.textContent)), ['FP64', 'FP32', 'FP16/BF16 tensor']);
  assert.match(await page.textContent('section.roofline h3'), /at 256 work-items per work-group/);
  assert.match(await text(page, 'roofline-legend'), /Kernel: achieved/);
});
