// AMD GPUs in the page, whose one wasm computes every vendor's GPUs. These tests check AMD's inputs, results, charts,
// messages and links, that a picked AMD GPU or a saved AMD config loads nothing more, and that links with another
// vendor's inputs get a notice, never an error page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, draws, ready, showCharts, text, typeAndWait, waitForDraw } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite(null);
const open = (t, path = '') => suite.open(t, path);

async function notices(page) {
  await page.waitForSelector('[data-testid="notice"]');
  return (await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent))).join('\n');
}

/** The on-demand files the page has fetched so far (path and query). */
async function fetched(page) {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
}

/** Picks a GPU in the picker by typing `query` and taking the first match. */
async function pick(page, query) {
  await page.click('[data-testid="input-gpu"]');
  await page.fill('[data-testid="input-gpu"]', query);
  await page.waitForSelector('#gpu-list [role="option"]');
  await page.keyboard.press('Enter');
}

test('an AMD key on an NVIDIA GPU gets a notice; the rest of the link loads', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=51&ag=16&cu=1');
  const said = await notices(page);
  assert.match(said, /'ag'.*applies to AMD GPUs only; GeForce RTX 4090 is an NVIDIA GPU/);
  assert.match(said, /'cu'.*applies to AMD GPUs only/);
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '256');
  assert.match(await text(page, 'occupancy'), /%$/);
  // The AMD inputs are hidden on an NVIDIA GPU, and the next link leaves them out.
  assert.equal(await page.$eval('#cond-ag', (e) => e.hidden), true);
  await page.waitForFunction(() => !location.search.includes('ag=') && location.search.includes('t=256'));
  assert.deepEqual(await axeViolations(page), []);
});

test('an AMD link shows its results from the page\'s one wasm', async (t) => {
  const { page } = await open(t, '?v=1&gpu=gfx942&t=256&r=128');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('gfx942'));
  // occ calc --arch gfx942 --threads 256 --vgprs 128: 4 of 8 waves per SIMD.
  assert.equal(await text(page, 'occupancy'), '50.00 %');
  assert.equal(await text(page, 'waves-per-simd'), '4');
  assert.deepEqual((await fetched(page)).filter((p) => p.endsWith('.wasm')).length, 1);
  assert.equal(await page.inputValue('[data-testid="input-r"]'), '128');
  assert.equal(await page.textContent('#label-r'), 'VGPRs per work-item');
});

test('bad AMD input names the field and its valid range', async (t) => {
  const { page } = await open(t, '?v=1&gpu=gfx90a&t=256&r=128');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('gfx90a'));
  const error = async (key, value) => {
    await page.fill(`[data-testid="input-${key}"]`, value);
    await page.waitForFunction((k) => document.getElementById(`err-${k}`)?.textContent, key);
    const said = await page.textContent(`#err-${key}`);
    return said;
  };
  assert.match(await error('r', '600'), /vgprs = 600 is out of range: valid values are 0 to 256/);
  await page.fill('[data-testid="input-r"]', '128');
  assert.match(await error('ss', '70000'), /LDS.*65536|64 ?KiB/i);
  await page.fill('[data-testid="input-ss"]', '0');
  // The results stay those of the last valid launch while a field is wrong.
  assert.equal(await text(page, 'occupancy'), '50.00 %');
  // RDNA: wave size 48 is refused; AGPRs do not apply (the input is hidden, and a link's AGPRs get a notice).
  await pick(page, 'gfx1100');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('gfx1100'));
  assert.equal(await page.$eval('#cond-ag', (e) => e.hidden), true);
  assert.match(await error('ws', '48'), /wave.*32.*64/i);
  assert.deepEqual(await axeViolations(page), []);
  const rdna = await open(t, '?v=1&gpu=gfx1100&t=256&r=96&ag=16');
  await rdna.page.waitForSelector('[data-testid="notice"]');
  assert.match(await rdna.page.textContent('[data-testid="notices"]'), /ag/);
});

test('picking an AMD GPU on an NVIDIA page computes it at once, fetching nothing', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=128');
  const before = await fetched(page);
  await pick(page, 'mi300x');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('MI300X'));
  // occ calc --gpu mi300x --threads 256 --vgprs 128: 4 of 8 waves per SIMD.
  assert.equal(await text(page, 'occupancy'), '50.00 %');
  assert.deepEqual(await fetched(page), before);
  assert.deepEqual(problems.console, []);
});

test('a saved AMD config loads on an NVIDIA page, fetching no other page module; tools opened before it stay open', async (t) => {
  const { page } = await open(t, '?v=1&gpu=gfx942&t=256&r=96');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('gfx942'));
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await page.fill('[data-testid="save-name"]', 'amd one');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="amd one"]');
  // Another visit on NVIDIA with the same storage: open a tool, then load the AMD config.
  const page2 = await page.context().newPage();
  const messages = [];
  page2.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page2.on('pageerror', (e) => messages.push(String(e)));
  t.after(() => assert.deepEqual(messages, [], 'second page: console messages'));
  await page2.goto(suite.server.base + '?v=1&gpu=geforce-rtx-4090&t=128&r=32');
  await ready(page2);
  await page2.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await page2.click('[data-testid="open-roofline"]');
  await page2.waitForSelector('#tool-roofline section');
  // The saved-configs panel's list, from the charts module (loaded as the panel comes near).
  await page2.evaluate(() => document.getElementById('saved').scrollIntoView());
  await page2.waitForSelector('[data-testid="saved-item"][data-name="amd one"]');
  const before = (await fetched(page2)).filter((p) => p.endsWith('.wasm'));
  await page2.click('[data-testid="saved-item"][data-name="amd one"] [data-action="load"]');
  await page2.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('gfx942'));
  assert.equal(await page2.inputValue('[data-testid="input-r"]'), '96');
  assert.equal(await text(page2, 'waves-per-simd'), '5');
  assert.deepEqual((await fetched(page2)).filter((p) => p.endsWith('.wasm')), before);
  // The roofline tool stays open, and still one of it.
  assert.equal(await page2.$eval('#closed-roofline', (e) => e.hidden), true);
  assert.equal(await page2.$$eval('#tool-roofline > *', (n) => n.length), 1);
  // The page's controls answer once: the theme toggles once per click.
  const theme = await page2.getAttribute('html', 'data-theme');
  await page2.click('[data-testid="theme-toggle"]');
  await page2.waitForFunction((before) => document.documentElement.dataset.theme !== before, theme);
  await page2.waitForTimeout(100);
  assert.notEqual(await page2.getAttribute('html', 'data-theme'), theme);
  assert.deepEqual(await axeViolations(page2), []);
});

test('the embed view of an AMD link shows AMD\'s headline and chart', async (t) => {
  const { page } = await open(t, '?v=1&gpu=instinct-mi300x&t=256&r=128&embed=1');
  await page.waitForFunction(() => /MI300X/.test(document.getElementById('embed-title')?.textContent));
  assert.match(await page.textContent('#embed-headline'), /50\.00 %/);
  await waitForDraw(page, 'chart-block-size', 0);
});

test('choosing MI300X shows AMD inputs and occ-core\'s results; every chart redraws; the link reproduces it', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=128');
  await pick(page, 'mi300x');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('MI300X'));
  assert.equal(await page.textContent('#label-r'), 'VGPRs per work-item');
  assert.equal(await page.textContent('#label-t'), 'Work-group size');
  assert.equal(await page.$eval('#cond-ag', (e) => e.hidden), false);
  assert.equal(await page.$eval('#cond-co', (e) => e.hidden), true);
  // occ calc --gpu mi300x --threads 256 --vgprs 128: 4 of 8 waves per SIMD, 50.00 %, VGPRs bind.
  assert.equal(await text(page, 'occupancy'), '50.00 %');
  assert.equal(await text(page, 'waves-per-simd'), '4');
  assert.equal(await text(page, 'binding-limiters'), 'VGPRs');
  const charts = ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers'];
  await showCharts(page);
  for (const chart of charts) await waitForDraw(page, chart, 0);
  const before = {};
  for (const chart of charts) before[chart] = await draws(page, chart);
  await typeAndWait(page, 'r', '96');
  assert.equal(await text(page, 'occupancy'), '62.50 %');
  for (const chart of charts) await waitForDraw(page, chart, before[chart]);
  assert.deepEqual(await axeViolations(page), []);
  // The link, in a fresh browser context, gives the same launch.
  await page.waitForFunction(() => location.search.includes('gpu=instinct-mi300x') && location.search.includes('r=96'));
  const link = new URL(page.url());
  const again = await open(t, link.search);
  assert.equal(await text(again.page, 'occupancy'), '62.50 %');
  assert.equal(await again.page.inputValue('[data-testid="input-r"]'), '96');
});
