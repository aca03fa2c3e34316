// The "Terms" control: the whole page in CUDA's, HIP's or SYCL's words, or the GPU vendor's own (the default), all in
// the page's one wasm; these tests walk the page's text, read attributes and chart descriptions for words left over.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, readTexts, showCharts, text, waitForDraw } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite(null);
const open = (t, path = '') => suite.open(t, path);

/** Every word a visitor reads (or hears): text nodes and read attributes, outside what they typed and `translate="no"`. */
const pageWords = (page) => readTexts(page);

/** The texts that still hold one of `words` (whole words). */
function leftovers(texts, pattern) {
  return texts.filter((t) => pattern.test(t));
}

const CUDA = /\b(threads?|warps?|blocks?|[Ss]hared memory|multiprocessors?)\b|\bSMs?\b/;
const AMD = /\b(wavefronts?|LDS)\b|\bCUs?\b|\bwaves? (per|of)\b/i;

async function chooseTerms(page, id) {
  await page.selectOption('[data-testid="input-terms"]', id);
}

test('SYCL terms rename every heading, label, sentence and chart axis; the link keeps GPU and terms', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  assert.match(await page.textContent('#label-t'), /Threads per block/);
  await chooseTerms(page, 'sycl');
  await page.waitForFunction(() => /Work-items per work-group/.test(document.getElementById('label-t')?.textContent));
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await showCharts(page);
  await waitForDraw(page, 'chart-block-size', 0);
  const texts = await pageWords(page);
  assert.deepEqual(leftovers(texts, CUDA), [], 'CUDA words left on the page');
  assert.ok(texts.some((x) => /sub-groups per compute unit/i.test(x)), 'the results speak SYCL');
  // The charts' descriptions carry their axis titles.
  const described = await page.getAttribute('[data-testid="chart-block-size"]', 'aria-label');
  assert.match(described, /Work-group size/i);
  assert.doesNotMatch(described, CUDA);
  assert.deepEqual(await axeViolations(page), []);
  // The link names the terms; a fresh browser opening it starts in SYCL's words.
  await page.waitForFunction(() => location.search.includes('terms=sycl'));
  const again = await open(t, new URL(page.url()).search);
  await again.page.waitForFunction(() => /Work-items per work-group/.test(document.getElementById('label-t')?.textContent));
  assert.equal(await again.page.inputValue('[data-testid="input-terms"]'), 'sycl');
  assert.equal(await text(again.page, 'occupancy'), await text(page, 'occupancy'));
  assert.deepEqual(leftovers(await pageWords(again.page), CUDA), []);
});

test('an AMD GPU speaks AMD\'s words by default, CUDA\'s on request, and back', async (t) => {
  const { page } = await open(t, '?v=1&gpu=instinct-mi300x&t=256&r=128');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('MI300X'));
  // Own words: AMD's, including the markup written in NVIDIA's (its headings and help).
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  assert.deepEqual(leftovers(await pageWords(page), CUDA), [], 'CUDA words on an AMD page');
  await chooseTerms(page, 'cuda');
  await page.waitForFunction(() => /^Block size$/.test(document.getElementById('label-t')?.textContent));
  const cuda = await pageWords(page);
  assert.deepEqual(leftovers(cuda, AMD), [], 'AMD words left in CUDA terms');
  assert.ok(cuda.some((x) => /warps per SIMD/i.test(x)), 'waves per SIMD read as warps per SIMD');
  await chooseTerms(page, 'own');
  await page.waitForFunction(() => /Work-group size/.test(document.getElementById('label-t')?.textContent));
  assert.deepEqual(leftovers(await pageWords(page), CUDA), []);
  assert.equal(await text(page, 'occupancy'), '50.00 %');
});

test('HIP terms on NVIDIA, fetching nothing, kept by a saved config', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  const before = await fetched();
  await chooseTerms(page, 'hip');
  await page.waitForFunction(() => /Work-items per work-group/.test(document.getElementById('label-t')?.textContent));
  assert.ok((await pageWords(page)).some((x) => /waves per CU/i.test(x)));
  assert.deepEqual(await fetched(), before);
  assert.deepEqual(problems.console, []);
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await page.fill('[data-testid="save-name"]', 'hip words');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="hip words"]');
  await chooseTerms(page, 'own');
  await page.waitForFunction(() => /Threads per block/.test(document.getElementById('label-t')?.textContent));
  await page.click('[data-testid="saved-item"][data-name="hip words"] [data-action="load"]');
  await page.waitForFunction(() => /Work-items per work-group/.test(document.getElementById('label-t')?.textContent));
  assert.equal(await page.inputValue('[data-testid="input-terms"]'), 'hip');
  // A reload keeps them too, once the address bar has followed (it is updated 150 ms after the last change).
  await page.waitForFunction(() => location.search.includes('terms=hip'));
  await page.reload();
  await page.waitForFunction(() => /Work-items per work-group/.test(document.getElementById('label-t')?.textContent));
  assert.equal(await page.inputValue('[data-testid="input-terms"]'), 'hip');
});

test('Arc B580 in SYCL\'s words: inputs, results, charts and tools without a CUDA word; the link keeps both', async (t) => {
  const { page } = await open(t, '?v=1&gpu=arc-b580&t=256&sub=16&terms=sycl');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('B580'));
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await showCharts(page);
  await waitForDraw(page, 'chart-block-size', 0);
  const texts = await pageWords(page);
  assert.deepEqual(leftovers(texts, CUDA), [], 'CUDA words left on an Intel page in SYCL terms');
  assert.ok(texts.some((x) => /compute unit/i.test(x)), 'Xe-cores read as compute units');
  assert.deepEqual(await axeViolations(page), []);
  await page.waitForFunction(() => location.search.includes('terms=sycl') && location.search.includes('gpu=arc-b580'));
  const again = await open(t, new URL(page.url()).search);
  await again.page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('B580'));
  assert.equal(await again.page.inputValue('[data-testid="input-terms"]'), 'sycl');
  assert.equal(await text(again.page, 'occupancy'), await text(page, 'occupancy'));
});
