// The "what if" charts in the page's language: the charts module says their titles, descriptions (the canvases'
// `aria-label`) and legends from the catalogue, in the chosen words, and draws the axis titles on the canvas in the
// same language (the browser's own fonts: Debian's fonts-noto-cjk in the tests).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { showCharts, waitForDraw } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite(null);
const open = (t, path = '', options = {}) => suite.open(t, path, options);

/** Hardware and product names, units and formats: the same in Chinese. */
const ALLOWED = new Set([
  'NVIDIA', 'AMD', 'Intel', 'GPU', 'SM', 'CU', 'LDS', 'SLM', 'SIMD', 'XVE', 'Xe', 'VGPR', 'SGPR', 'GRF',
  'B', 'KiB', 'PNG', 'SVG',
]);

/** The English words of `text` that are not allowed. */
const englishWords = (text) => text
  .split(/[^A-Za-z0-9_-]+/)
  .map((w) => w.replace(/^-+|-+$/g, ''))
  .filter((w) => w && /[A-Za-z]/.test(w) && !/^[0-9]/.test(w) && !ALLOWED.has(w));

/** Each shown chart's caption, description and legend entries, as `[chart, text]`. */
async function chartTexts(page) {
  return page.evaluate(() => {
    const out = [];
    for (const figure of document.querySelectorAll('#charts figure.chart:not([hidden])')) {
      const canvas = figure.querySelector('canvas');
      out.push([canvas.id, figure.querySelector('figcaption').textContent]);
      out.push([`${canvas.id}@aria-label`, canvas.getAttribute('aria-label') ?? '']);
      for (const li of figure.querySelectorAll('.legend li')) out.push([`${canvas.id} legend`, li.textContent]);
    }
    return out;
  });
}

const CHARTS = ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers'];

test('a lang=zh link on an AMD GPU draws the charts in Chinese, and English again when English is chosen', async (t) => {
  const { page } = await open(t, '?v=1&gpu=gfx942&t=256&r=128&lang=zh');
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.waitForSelector('[data-testid="occupancy"]');
  await showCharts(page);
  // Drawn in English first if the charts' Chinese is still on its way, then again in Chinese.
  await page.waitForFunction(() => document.getElementById('cap-chart-block-size')?.textContent === '工作组大小变化的影响');
  for (const id of CHARTS) await waitForDraw(page, id, 0);
  const texts = await chartTexts(page);
  assert.equal(texts.filter(([what]) => what.endsWith('@aria-label')).length, 4, 'four charts on gfx942');
  for (const [what, text] of texts) {
    assert.match(text, /[\u3400-\u9fff]/, `${what}: ${text}`);
    assert.deepEqual(englishWords(text), [], `${what}: ${text}`);
  }
  assert.match(
    await page.getAttribute('#chart-block-size', 'aria-label'),
    /^工作组大小变化的影响：横轴为每个工作组的工作项数，纵轴为每个 SIMD 的波前数（0 到 8）。/,
  );
  assert.equal(await page.textContent('#cap-chart-registers'), '每个工作项的 VGPR 数变化的影响');
  assert.equal(fetched.filter((p) => p.endsWith('/messages.zh.txt')).length, 1, 'the charts\' Chinese fetched once');
  // The language chosen on the page reaches the charts: their texts are English again, in AMD's words.
  const before = Number(await page.getAttribute('#chart-block-size', 'data-draws'));
  await page.selectOption('[data-testid="input-lang"]', 'en');
  await page.waitForFunction(
    () => document.getElementById('cap-chart-block-size')?.textContent === 'Impact of varying work-group size',
  );
  await waitForDraw(page, 'chart-block-size', before);
  assert.match(
    await page.getAttribute('#chart-block-size', 'aria-label'),
    /^Impact of varying work-group size: Work-items per work-group on the horizontal axis, Waves per SIMD/,
  );
});
