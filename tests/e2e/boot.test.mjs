// The page boots once whatever the GPU's vendor: its one wasm holds every vendor's rules, presets and words, so a
// link, the last-used config and a saved config of an NVIDIA, an AMD or an Intel GPU each show their first result
// from the wasm the html preloads, with no second page module fetched, the numbers `occ calc` prints and a silent
// console.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, text } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite(null);

// Each vendor's launch, the words its results are titled with, and its occupancy as `occ calc` prints it:
// `occ calc --gpu rtx-4090 --threads 128 --regs 51`, `occ calc --gpu mi300x --threads 256 --vgprs 128`,
// `occ calc --gpu "arc b580" --threads 128 --sub-group 16`.
const vendors = [
  { name: 'NVIDIA', query: '?v=1&gpu=geforce-rtx-4090&t=128&r=51', title: 'RTX 4090', occupancy: '75.00 %' },
  { name: 'AMD', query: '?v=1&gpu=instinct-mi300x&t=256&r=128', title: 'MI300X', occupancy: '50.00 %' },
  { name: 'Intel', query: '?v=1&gpu=arc-b580&t=128', title: 'Arc B580', occupancy: '100.00 %' },
];

/** Every file the page fetched after its html (path only). */
async function fetched(page) {
  return page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
}

/**
 * The page's first result is `vendor`'s, and all it fetched is the page's one wasm, and the modules that load by
 * feature which `also` names (`charts`: the charts module, which runs the saved-configs panel) — never a second page.
 */
async function bootedOnce(page, vendor, also = []) {
  await page.waitForFunction(
    (title) => document.querySelector('[data-testid="results-title"]')?.textContent.includes(title),
    vendor.title,
  );
  assert.equal(await text(page, 'occupancy'), vendor.occupancy, vendor.name);
  // Once settled the page has started everything it starts by itself (what is below the results included).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  const files = await fetched(page);
  const modules = also.flatMap((name) => [`/occ-${name}.js`, `/occ-${name}_bg.wasm`]);
  const pageWasm = files.filter((p) => /^\/occ-web-[0-9a-f]+_bg\.wasm$/.test(p));
  assert.equal(pageWasm.length, 1, files.join(', '));
  assert.deepEqual(files.filter((p) => !pageWasm.includes(p)).sort(), modules.sort(), files.join(', '));
}

/** Saves what `page` shows under `name` with the saved-configs panel (run by the charts module). */
async function saveAs(page, name) {
  await page.evaluate(() => document.getElementById('saved').scrollIntoView());
  await page.fill('[data-testid="save-name"]', name);
  await page.click('[data-testid="save"]');
  await page.waitForSelector(`[data-testid="saved-item"][data-name="${name}"]`);
}

/** A page of `context` on `path`, whose console must stay silent. */
async function another(t, context, path) {
  const page = await context.newPage();
  const messages = [];
  page.on('console', (m) => messages.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => messages.push(String(e)));
  t.after(() => assert.deepEqual(messages, [], `${t.name}: console messages`));
  await page.goto(suite.server.base + path);
  await ready(page);
  return page;
}

for (const vendor of vendors) {
  test(`a link to an ${vendor.name} GPU boots once`, async (t) => {
    const { page } = await suite.open(t, vendor.query);
    await bootedOnce(page, vendor);
  });

  test(`the last-used config of an ${vendor.name} GPU boots once`, async (t) => {
    const { page, context } = await suite.open(t, vendor.query);
    await bootedOnce(page, vendor);
    await page.close();
    // A visit without a link restores the last-used config.
    const next = await another(t, context, '');
    assert.doesNotMatch(await next.evaluate(() => performance.getEntriesByType('navigation')[0].name), /\?/);
    await bootedOnce(next, vendor);
  });

  test(`a last-used config of an ${vendor.name} GPU stored as JSON by an earlier page boots once, the same page`, async (t) => {
    const { page, context } = await suite.open(t, vendor.query);
    await bootedOnce(page, vendor);
    const inputs = await page.$$eval('input[data-testid^="input-"]', (all) => all.map((i) => [i.dataset.testid, i.value]));
    // The last-used config as earlier pages stored it: the JSON config a saved config holds.
    await saveAs(page, 'old');
    const json = await page.evaluate(() => {
      const config = JSON.stringify(JSON.parse(localStorage.getItem('occ.config.v1:old')).config);
      localStorage.clear();
      localStorage.setItem('occ.last.v1', config);
      return config;
    });
    assert.match(json, /^\{"v":2,"gpu":/);
    await page.close();
    // Read by the charts module, which holds the reader of JSON configs: fetched before the first result, once.
    const next = await another(t, context, '');
    await bootedOnce(next, vendor, ['charts']);
    assert.deepEqual(
      await next.$$eval('input[data-testid^="input-"]', (all) => all.map((i) => [i.dataset.testid, i.value])),
      inputs,
    );
    assert.equal(await next.$('[data-testid="notice"]'), null);
    // Once settled with it, the page stores it as a link's query string.
    await next.waitForFunction(() => localStorage.getItem('occ.last.v1')?.startsWith('v=1&gpu='));
    assert.equal(await next.evaluate(() => localStorage.getItem('occ.pending.v1')), null);
  });

  test(`a saved config of an ${vendor.name} GPU loads on another vendor's page without a second boot`, async (t) => {
    const { page, context } = await suite.open(t, vendor.query);
    await bootedOnce(page, vendor);
    await saveAs(page, 'boot');
    await page.evaluate(() => localStorage.removeItem('occ.last.v1'));
    await page.close();
    const other = vendors[(vendors.indexOf(vendor) + 1) % vendors.length];
    const next = await another(t, context, other.query);
    await bootedOnce(next, other);
    // The saved-configs panel is run by the charts module, which loads as the panel comes near.
    await next.evaluate(() => document.getElementById('saved').scrollIntoView());
    await next.click('[data-testid="saved-item"][data-name="boot"] [data-action="load"]');
    await bootedOnce(next, vendor, ['charts']);
  });
}

test('the picker lists every vendor\'s GPUs without fetching anything', async (t) => {
  const { page } = await suite.open(t, vendors[0].query);
  await bootedOnce(page, vendors[0]);
  const before = await fetched(page);
  await page.click('[data-testid="input-gpu"]');
  for (const [query, id] of [['mi300x', 'instinct-mi300x'], ['b580', 'arc-b580'], ['gfx1100', 'gfx1100'], ['xe-hpc', 'xe-hpc']]) {
    await page.fill('[data-testid="input-gpu"]', query);
    await page.waitForSelector(`#gpu-list [role="option"][data-id="${id}"]`);
  }
  assert.deepEqual(await fetched(page), before);
});
