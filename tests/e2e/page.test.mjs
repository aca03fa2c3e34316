// Browser tests of the built page (dist/): `node --test tests/e2e/` after `trunk build --release`.
// Every test waits for the DOM to change (text, a data attribute), never for a fixed time.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import {
  axeViolations, canvasData, consoleAfterRefusals, dist, draws, launch, openPage, pickGpu, ready, root, serve, shippedFiles, showCharts, showSaved, text,
  typeAndWait, waitForDraw,
} from './helpers.mjs';

let server;
let browser;
const opened = [];

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  for (const { problems, name } of opened) {
    assert.deepEqual(problems.external, [], `${name}: requests left 127.0.0.1`);
  }
  await browser?.close();
  await server?.close();
});

/** Opens the page and checks, when the test ends, that nothing left 127.0.0.1 and the console stayed silent. */
async function open(t, path = '', options = {}) {
  const session = await openPage(browser, server.base + path, options);
  opened.push({ ...session, name: t.name });
  t.after(async () => {
    assert.deepEqual(session.problems.console, [], `${t.name}: console messages`);
    assert.deepEqual(session.problems.external, [], `${t.name}: requests left 127.0.0.1`);
    await session.context.close();
  });
  await ready(session.page);
  return session;
}

async function waitText(page, testid, expected) {
  await page.waitForFunction(
    ([id, want]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() === want,
    [testid, expected],
    { timeout: 5000 },
  ).catch(() => {});
  assert.equal(await text(page, testid), expected, testid);
}

async function selectAndWait(page, input, value, testid = 'occupancy') {
  const before = await text(page, testid);
  await page.selectOption(`[data-testid="input-${input}"]`, value);
  await page
    .waitForFunction(
      ([id, old]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() !== old,
      [testid, before],
      { timeout: 2000 },
    )
    .catch(() => {});
}

test("shows a CUDA tuning guide's Ada examples (generic CC 8.9)", async (t) => {
  const { page } = await open(t);
  await pickGpu(page, 'generic 8.9', 'Generic CC 8.9');
  await typeAndWait(page, 'r', '16');
  await typeAndWait(page, 't', '160');
  await waitText(page, 'active-blocks', '9');
  await waitText(page, 'occupancy', '93.75 %');
  await waitText(page, 'active-warps', '45');

  await typeAndWait(page, 't', '128');
  await typeAndWait(page, 'r', '51');
  await waitText(page, 'occupancy', '75.00 %');
  await waitText(page, 'active-blocks', '9');
  const registers = page.locator('[data-testid="limiter-registers"]');
  assert.equal(await registers.getAttribute('data-binding'), 'true');
  assert.match(await registers.textContent(), /1,792 per warp/);

  await typeAndWait(page, 'r', '16');
  await typeAndWait(page, 'ss', '5000');
  await selectAndWait(page, 'co', '32');
  await waitText(page, 'occupancy', '41.67 %');
  await waitText(page, 'active-blocks', '5');
  assert.equal(await page.getAttribute('[data-testid="limiter-shared_memory"]', 'data-binding'), 'true');
});

test('every input changes the numbers and redraws the charts', async (t) => {
  const { page } = await open(t);
  const all = ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers'];
  const fill = (id, value) => () => page.fill(`[data-testid="input-${id}"]`, value);
  const select = (id, value) => () => page.selectOption(`[data-testid="input-${id}"]`, value);
  // Each case starts from a link, changes one input, and names a number that must change and the charts that
  // must be redrawn with different pixels.
  const cases = [
    ['threads', 'gpu=cc-9.0&t=96&r=32', fill('t', '128'), 'occupancy', all],
    ['registers', 'gpu=cc-9.0&t=96&r=32', fill('r', '96'), 'occupancy', all],
    ['static smem', 'gpu=cc-9.0&t=96&r=32', fill('ss', '40000'), 'occupancy', all],
    ['dynamic smem', 'gpu=cc-9.0&t=96&r=32', fill('ds', '39K'), 'occupancy', all],
    ['carveout', 'gpu=cc-9.0&t=96&r=32&ss=20000', select('co', '64'), 'active-blocks', all],
    ['barriers', 'gpu=cc-9.0&t=32&r=32', fill('b', '4'), 'active-blocks', all],
    ['SM count', 'gpu=cc-9.0&t=96&r=32', fill('sm', '7'), 'best-block-size', []],
    ['opt-in', 'gpu=cc-9.0&t=96&r=32&ds=61440', async () => page.check('[data-testid="input-oi"]'), 'active-blocks', ['chart-shared-memory']],
    ['max dynamic smem', 'gpu=cc-9.0&t=96&r=32&ds=61440&oi=1', fill('md', '32K'), 'active-blocks', all],
    ['partitioned caching', 'gpu=cc-5.2&t=640&r=32', select('pgc', 'strict'), 'occupancy', ['chart-block-size', 'chart-registers']],
    ['cache config', 'gpu=cc-3.5&t=256&r=32&ss=12288', select('cache', 'l1'), 'active-blocks', ['chart-shared-memory']],
    ['virtual resources', 'gpu=cc-10.0&t=32&r=32', fill('vr', '16'), 'active-blocks', ['chart-block-size', 'chart-registers']],
    ['GPU', 'gpu=cc-8.9&t=768&r=32', () => pickGpu(page, 'generic 7.5', 'Generic CC 7.5'), 'occupancy', ['chart-block-size', 'chart-registers', 'chart-shared-memory']],
  ];
  for (const [label, query, act, testid, charts] of cases) {
    await page.goto(`${server.base}?v=1&${query}`);
    await ready(page);
    await showCharts(page);
    await page.click('summary:has-text("Advanced")');
    const before = { value: await text(page, testid) };
    for (const chart of charts) {
      await waitForDraw(page, chart, 0);
      before[chart] = { draws: await draws(page, chart), data: await canvasData(page, chart) };
    }
    await act();
    await page
      .waitForFunction(
        ([id, old]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() !== old,
        [testid, before.value],
        { timeout: 3000 },
      )
      .catch(() => {});
    assert.notEqual(await text(page, testid), before.value, `${label}: ${testid} changes`);
    for (const chart of charts) {
      await waitForDraw(page, chart, before[chart].draws);
      assert.notEqual(await canvasData(page, chart), before[chart].data, `${label}: ${chart} pixels change`);
    }
  }
});

test('an invalid field names the field and range and keeps the last results', async (t) => {
  const { page } = await open(t, '?v=1&gpu=cc-8.9&t=128&r=51');
  await waitText(page, 'occupancy', '75.00 %');
  await page.fill('[data-testid="input-t"]', '2000');
  await page.waitForSelector('[data-testid="stale"]');
  assert.equal(
    await text(page, 'error-t'),
    'kernel.threads_per_block = 2000 is out of range: valid values are 1 to 1024',
  );
  assert.equal(await page.getAttribute('[data-testid="input-t"]', 'aria-invalid'), 'true');
  assert.equal(await text(page, 'occupancy'), '75.00 %');
  await page.fill('[data-testid="input-r"]', 'lots');
  await page.waitForFunction(() => document.querySelector('[data-testid="error-r"]')?.textContent.includes('kernel.regs_per_thread'));
  assert.match(await text(page, 'error-r'), /valid values are 0 to 256/);
  // The URL keeps the last valid state.
  assert.match(page.url(), /t=128&r=51/);
  await page.fill('[data-testid="input-t"]', '64');
  await page.fill('[data-testid="input-r"]', '64');
  await waitText(page, 'occupancy', '66.67 %');
  assert.equal(await page.$('[data-testid="stale"]'), null);
  assert.equal(await text(page, 'error-t'), '');
});

test('keyboard: the GPU picker filters and picks with the arrow keys and Enter', async (t) => {
  const { page } = await open(t);
  await page.focus('[data-testid="input-gpu"]');
  await page.keyboard.type('h100');
  await page.waitForSelector('#gpu-list [role="option"]');
  const first = await page.getAttribute('[data-testid="input-gpu"]', 'aria-activedescendant');
  await page.keyboard.press('ArrowDown');
  const second = await page.getAttribute('[data-testid="input-gpu"]', 'aria-activedescendant');
  assert.notEqual(first, second);
  const name = await page.textContent(`#${second} span`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((n) => document.querySelector('[data-testid="results-title"]')?.textContent.startsWith(n), name);
  assert.equal(await page.getAttribute('[data-testid="input-gpu"]', 'aria-expanded'), 'false');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'input-t');
});

test('a saved config survives a reload and can be loaded, renamed and deleted', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=384&r=64&ss=12288');
  const occupancy = await text(page, 'occupancy');
  await page.fill('[data-testid="save-name"]', 'attention fwd');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="attention fwd"]');
  await page.fill('[data-testid="save-name"]', 'other');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="other"]');
  // The config a visit starts from is stored once the page has settled with it.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));

  await page.goto(server.base);
  await ready(page);
  // The last-used config comes back without a query.
  await waitText(page, 'occupancy', occupancy);
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '384');
  await showSaved(page);
  await page.waitForSelector('[data-testid="saved-item"][data-name="attention fwd"]');

  await typeAndWait(page, 't', '32');
  assert.notEqual(await text(page, 'occupancy'), occupancy);
  await page.click('[data-testid="saved-item"][data-name="attention fwd"] [data-action="load"]');
  await waitText(page, 'occupancy', occupancy);
  assert.equal(await page.inputValue('[data-testid="input-ss"]'), '12288');
  assert.match(await text(page, 'results-title'), /H100 SXM5/);

  await page.click('[data-testid="saved-item"][data-name="attention fwd"] [data-action="rename"]');
  // The name field opens with the old name, focused for the keyboard.
  assert.equal(await page.inputValue('[data-testid="rename-input"]'), 'attention fwd');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'rename-input');
  await page.fill('[data-testid="rename-input"]', 'attention v2');
  await page.click('[data-testid="rename-ok"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="attention v2"]');
  assert.equal(await page.$('[data-testid="saved-item"][data-name="attention fwd"]'), null);

  await page.click('[data-testid="saved-item"][data-name="other"] [data-action="delete"]');
  await page.waitForFunction(() => !document.querySelector('[data-testid="saved-item"][data-name="other"]'));
  // A change is marked pending until the page has settled with it.
  await page.waitForFunction(() => localStorage.getItem('occ.pending.v1') === null);
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  assert.deepEqual(keys, ['occ.config.v1:attention v2', 'occ.last.v1']);
});

test('a shared URL reproduces the state, and wins over the last-used config', async (t) => {
  const { page } = await open(t, '?v=1&gpu=cc-9.0&t=96&r=40&ss=4096&ds=1024&co=100&b=3&sm=132');
  await page.fill('[data-testid="input-t"]', '192');
  await page.waitForFunction(() => location.search.includes('t=192'));
  // The share panel is filled once the charts module runs it (it loads as the panel comes near).
  await page.evaluate(() => document.getElementById('share').scrollIntoView());
  await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]').value.includes('t=192'));
  const link = await page.inputValue('[data-testid="share-link"]');
  assert.equal(link, page.url());
  const expected = {};
  for (const id of ['occupancy', 'active-blocks', 'active-warps', 'binding-limiters', 'best-block-size']) {
    expected[id] = await text(page, id);
  }
  const inputs = ['t', 'r', 'ss', 'ds', 'b', 'sm'];
  const values = {};
  for (const id of inputs) values[id] = await page.inputValue(`[data-testid="input-${id}"]`);

  // A fresh browser context (no storage) reproduces the state from the link alone.
  const other = await open(t, link.replace(server.base, ''));
  for (const [id, value] of Object.entries(expected)) await waitText(other.page, id, value);
  for (const id of inputs) assert.equal(await other.page.inputValue(`[data-testid="input-${id}"]`), values[id], id);
  assert.equal(await other.page.inputValue('[data-testid="input-co"]'), '100');
  assert.equal(await other.page.inputValue('[data-testid="input-gpu"]'), 'Generic CC 9.0 (Hopper GH100)');

  // In the first context the last-used config is now t=192; a link with t=64 wins over it.
  await page.goto(`${server.base}?v=1&gpu=cc-9.0&t=64&r=40`);
  await ready(page);
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '64');
  // Relative URLs: the page also works from a sub-path.
  await page.goto(`${server.base}occ/?v=1&gpu=cc-8.9&t=160&r=16`);
  await ready(page);
  await waitText(page, 'occupancy', '93.75 %');
});

test('copy link and copy as Markdown put the right text on the clipboard', async (t) => {
  const { page, context } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base.replace(/\/$/, '') });
  await page.click('[data-testid="copy-link"]');
  await waitText(page, 'share-status', 'Link copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  await page.click('[data-testid="copy-markdown"]');
  await waitText(page, 'share-status', 'Markdown table copied');
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(markdown, /\| Theoretical occupancy \| 75\.00 % \|/);
  assert.match(markdown, /\| Registers \*\*\(limits\)\*\* \| 7,168 \| 65,536 \| 9 \|/);
  await page.click('summary:has-text("Embed")');
  const snippet = await page.inputValue('[data-testid="embed-snippet"]');
  assert.match(snippet, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/\?v=1&gpu=geforce-rtx-4090&t=128&r=51[^"]*&embed=1" width="640" height="420"/);
});

test('the saved-configs and share panels load with the charts module when first used; what is done before it is live is done once it is', async (t) => {
  const { page, context } = await open(t, '?v=1&gpu=arc-b580&t=128');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.base.replace(/\/$/, '') });
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  const fetches = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/occ-charts(\.js|_bg\.wasm)\?v=/.test(e.name)).length);
  assert.equal(await fetches(), 0, 'nothing of the module before the panels are used');
  // The module's wasm is held back until the keyboard and a click have reached the panels.
  let deliver;
  const held = new Promise((resolve) => { deliver = resolve; });
  const requested = page.waitForRequest(/\/occ-charts_bg\.wasm\?v=/);
  await page.route('**/occ-charts_bg.wasm?v=*', async (route) => { await held; await route.continue(); });
  // Keyboard users: focus reaching the name field asks for the module (focus without scrolling, so that only the
  // panel's own trigger can).
  await page.evaluate(() => document.getElementById('save-name').focus({ preventScroll: true }));
  await requested;
  await page.keyboard.type('early bird');
  await page.keyboard.press('Enter');
  await page.evaluate(() => document.querySelector('[data-testid="copy-markdown"]').click());
  assert.equal(await page.$$eval('[data-testid="saved-list"] li', (items) => items.length), 0, 'not live yet');
  assert.equal(await page.textContent('[data-testid="share-status"]'), '');
  deliver();
  // Once live, the held submit saves and the held click copies, in the page's words.
  await page.waitForSelector('[data-testid="saved-item"][data-name="early bird"]', { state: 'attached' });
  assert.equal(await page.textContent('[data-testid="saved-status"]'), "Saved 'early bird'");
  await waitText(page, 'share-status', 'Markdown table copied');
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(markdown, /^\*\*GPU occupancy\*\* — Arc B580 · /);
  assert.match(markdown, /\| Limited by \| /);
  assert.match(markdown, /\[Open in occ\]\(http:\/\/127\.0\.0\.1:\d+\/\?v=1&gpu=arc-b580&t=128/);
  assert.equal(await fetches(), 2, 'js and wasm fetched once');
  assert.match(await page.inputValue('[data-testid="share-link"]'), /\?v=1&gpu=arc-b580&t=128/);

  // Loading a saved config sets the page's form, on any vendor: an AMD config over this Intel launch.
  await page.evaluate(() => localStorage.setItem('occ.config.v1:amd', JSON.stringify({
    name: 'amd',
    config: {
      v: 1, gpu: 'instinct-mi300x', threads_per_block: 256, regs_per_thread: 128, static_smem: 0, dynamic_smem: 0,
      carveout_kib: null, opt_in: false, max_dynamic_smem: null, barriers: 1, sm_count: null, partitioned_gc: 'off',
      cache_config: 'none', virtual_resources: 0,
    },
  })));
  await page.fill('[data-testid="save-name"]', 'refresh');
  await page.click('[data-testid="save"]');
  await page.click('[data-testid="saved-item"][data-name="amd"] [data-action="load"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="results-title"]')?.textContent.includes('MI300X'));
  await waitText(page, 'occupancy', '50.00 %');
  await waitText(page, 'saved-status', "Loaded 'amd'");
  await page.waitForFunction(() => location.search.includes('gpu=instinct-mi300x'));
  await page.click('[data-testid="copy-markdown"]');
  await page.waitForFunction(async () => /MI300X/.test(await navigator.clipboard.readText()));
  assert.match(await page.evaluate(() => navigator.clipboard.readText()), /\| 50\.00 % \|/);
});

test('a saved-configs panel whose module fails to load says so, and a later use loads it and saves', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  let refused = 0;
  await page.route('**/occ-charts_bg.wasm?v=*', (route) => {
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.evaluate(() => document.getElementById('save-name').focus({ preventScroll: true }));
  await page.keyboard.type('second try');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => /could not be loaded/.test(document.querySelector('[data-testid="saved-status"]').textContent),
    null,
    { timeout: 10000 },
  );
  await page.unroute('**/occ-charts_bg.wasm?v=*');
  // The console errors are the 404s this test caused (the focus and the submit may each have asked for the
  // module).
  const errors = await consoleAfterRefusals(page, problems, refused);
  assert.ok(refused >= 1 && errors.length === refused && errors.every((m) => /status of 404/.test(m)),
    `${refused} refused, console: ${errors.join('\n')}`);
  await page.evaluate(() => document.querySelector('[data-testid="save"]').click());
  await page.waitForSelector('[data-testid="saved-item"][data-name="second try"]', { state: 'attached' });
  assert.equal(await page.textContent('[data-testid="saved-status"]'), "Saved 'second try'");
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('occ.config.v1:')));
  assert.deepEqual(saved, ['occ.config.v1:second try']);
});

test('garbage in the query string gives messages, not a broken page', async (t) => {
  // b=abc: barriers, an input CC 8.9 does not have (hidden), still named when a link brings a bad value.
  const { page } = await open(t, '?v=9&gpu=rtx-9999&t=abc&r=-4&co=33&pgc=maybe&b=abc&zz=1&%E2%9C%93=%ZZ');
  await waitText(page, 'occupancy', '75.00 %');
  const notices = (await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent))).join('\n');
  for (const name of ["'v'", "'gpu'", "'t'", "'r'", "'co'", "'pgc'", "'b'", "'zz'", "'✓'"]) {
    assert.ok(notices.includes(name), `a message names ${name}:\n${notices}`);
  }
  assert.match(notices, /valid values are 0 to 256/);
  assert.match(notices, /'abc' is not valid \(0 to 16\), and CC 8\.9 does not use it/);
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '128');
  await page.waitForFunction(() => !location.search.includes('b=abc'));
  // A message can be dismissed.
  const count = (await page.$$('[data-testid="notice"]')).length;
  await page.click('[data-testid="notice"] button');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="notice"]').length === n - 1, count);
});

test('garbage in localStorage gives notices and other saved configs survive', async (t) => {
  const { page } = await open(t, '?v=1&gpu=cc-8.6&t=256&r=40');
  await page.fill('[data-testid="save-name"]', 'good one');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="good one"]');
  const broken = '{"name": "broken", "config": {';
  const foreign = '{"name":"future","config":{"v":7,"gpu":"x"}}';
  await page.evaluate(
    ([b, f]) => {
      localStorage.setItem('occ.config.v1:broken', b);
      localStorage.setItem('occ.config.v1:future', f);
      localStorage.setItem('occ.last.v1', 'not json at all');
      localStorage.setItem('unrelated', 'x');
    },
    [broken, foreign],
  );
  await page.goto(server.base);
  await ready(page);
  await showSaved(page);
  await page.waitForSelector('[data-testid="saved-item"][data-name="good one"]');
  const storageNotices = await page.textContent('[data-testid="storage-notices"]');
  assert.match(storageNotices, /'broken'.*cannot be read: not JSON/s);
  assert.match(storageNotices, /'future'.*version 7/s);
  assert.match(await page.textContent('[data-testid="notices"]'), /occ\.last\.v1/);
  // The page works from the defaults, and the unreadable entries are untouched.
  await waitText(page, 'occupancy', '75.00 %');
  assert.equal(await page.evaluate(() => localStorage.getItem('occ.last.v1')), 'not json at all');
  await page.fill('[data-testid="save-name"]', 'another');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="another"]');
  await page.click('[data-testid="saved-item"][data-name="good one"] [data-action="load"]');
  await waitText(page, 'active-blocks', '6');
  const stored = await page.evaluate(() => ({
    broken: localStorage.getItem('occ.config.v1:broken'),
    future: localStorage.getItem('occ.config.v1:future'),
    unrelated: localStorage.getItem('unrelated'),
  }));
  assert.deepEqual(stored, { broken, future: foreign, unrelated: 'x' });
});

test('the embed view renders the key results and the block-size chart', async (t) => {
  const { page } = await open(t, '?v=1&gpu=cc-8.9&t=160&r=16&embed=1', { viewport: { width: 640, height: 420 } });
  await waitText(page, 'occupancy', '93.75 %');
  await waitForDraw(page, 'chart-block-size', 0);
  assert.equal(await page.$('[data-testid="input-t"]'), null);
  assert.equal(await page.$('[data-testid="chart-registers"]'), null);
  // Its chart is in view from the start: the charts' module loads at once, the tools' never.
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(fetched.includes('/occ-charts_bg.wasm'), fetched.join(', '));
  assert.ok(!fetched.some((p) => p.includes('occ-tools')), fetched.join(', '));
  const { scrollHeight, scrollWidth } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  assert.ok(scrollWidth <= 640, `embed width ${scrollWidth}`);
  assert.ok(scrollHeight <= 440, `embed height ${scrollHeight}`);
  await mkdir(join(root, 'tests/e2e/artifacts'), { recursive: true });
  await page.screenshot({ path: join(root, 'tests/e2e/artifacts/embed.png') });
});

test('before the wasm runs: the header shows in the saved theme, the panels wait for their numbers, the embed view shows nothing', async (t) => {
  const { context, page, problems } = await openPage(browser, null, { context: { colorScheme: 'light' } });
  t.after(() => context.close());
  // The wasm never arrives: what shows is index.html, its stylesheet and the pre-paint script alone.
  await page.route('**/*_bg.wasm*', (route) => route.abort());
  await page.addInitScript(() => localStorage.setItem('occ.theme.v1', '"dark"'));
  await page.goto(server.base);
  await page.waitForSelector('h1', { state: 'visible' });
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.ok(await page.$('[data-testid="input-t"]'), "the calculator's markup is in index.html");
  assert.equal(await page.isVisible('[data-testid="input-t"]'), false, 'the panels wait for the wasm');
  assert.equal(await page.$('[data-testid="occupancy"]'), null, 'no result before the wasm computes one');
  await page.goto(server.base + '?v=1&t=128&embed=1');
  await page.waitForLoadState('load');
  assert.equal(await page.getAttribute('html', 'data-view'), 'embed');
  assert.equal(await page.isVisible('[data-testid="input-t"]'), false, 'the calculator stays hidden in an embed');
  // The only errors are the refused wasm's (no CSP report for the pre-paint script, which runs under its hash).
  assert.ok(problems.console.every((m) => /wasm|WebAssembly|Failed to load|fetch/i.test(m)), problems.console.join('\n'));
  assert.deepEqual(problems.external, []);
});

test('theme: follows the toggle, persists, and redraws the charts', async (t) => {
  const { page } = await open(t, '', { context: { colorScheme: 'light' } });
  await showCharts(page);
  await waitForDraw(page, 'chart-block-size', 0);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  const before = { draws: await draws(page, 'chart-block-size'), data: await canvasData(page, 'chart-block-size') };
  await page.click('[data-testid="theme-toggle"]');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await waitForDraw(page, 'chart-block-size', before.draws);
  assert.notEqual(await canvasData(page, 'chart-block-size'), before.data);
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.getAttribute('[data-testid="theme-toggle"]', 'aria-pressed'), 'true');
  const dark = await open(t, '', { context: { colorScheme: 'dark' } });
  assert.equal(await dark.page.getAttribute('html', 'data-theme'), 'dark');
});

test('phone width: one column, no horizontal scrolling', async (t) => {
  const { page } = await open(t, '', { viewport: { width: 390, height: 844 } });
  await showCharts(page);
  await waitForDraw(page, 'chart-block-size', 0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `page is ${width}px wide`);
  await mkdir(join(root, 'tests/e2e/artifacts'), { recursive: true });
  await page.screenshot({ path: join(root, 'tests/e2e/artifacts/phone.png'), fullPage: true });
});

test('axe-core finds no accessibility violations (light and dark), with the CSP on', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await open(t, '?v=1&gpu=cc-9.0&t=128&r=51', { context: { colorScheme } });
    await showCharts(page);
    await waitForDraw(page, 'chart-block-size', 0);
    await page.fill('[data-testid="input-t"]', 'x');
    await page.waitForSelector('[data-testid="stale"]');
    await page.click('summary:has-text("Advanced")');
    await page.focus('[data-testid="input-gpu"]');
    await page.waitForSelector('#gpu-list [role="option"]');
    const violations = await axeViolations(page);
    assert.deepEqual(violations, [], `${colorScheme}: ${violations.join('\n')}`);
  }
});

test('the charts load once, when scrolled near, and draw at their displayed size; a link and a saved config reproduce them', async (t) => {
  const charts = ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers'];
  const options = { context: { deviceScaleFactor: 2 } };
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=72&ss=20K&co=132&b=2', options);
  // The module's js and wasm, as the page fetched them (versioned URLs).
  const fetches = (p) =>
    p.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/occ-charts(\.js|_bg\.wasm)\?v=/.test(e.name)).length);
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  assert.equal(await fetches(page), 0, 'nothing of the charts before they come near');
  // 300 px above the charts' section: within the 600 px the page loads ahead, and not yet on screen.
  await page.evaluate(() => scrollTo(0, document.getElementById('charts').getBoundingClientRect().top + scrollY - innerHeight - 300));
  for (const chart of charts) await waitForDraw(page, chart, 0);
  assert.ok(
    await page.evaluate(() => document.getElementById('charts').getBoundingClientRect().top > innerHeight),
    'drawn before they are on screen',
  );
  assert.equal(await fetches(page), 2, 'js and wasm fetched once');
  await showCharts(page);
  for (const chart of charts) {
    const [width, height, cssWidth, cssHeight] = await page.$eval(`[data-testid="${chart}"]`,
      (c) => [c.width, c.height, c.clientWidth, c.clientHeight]);
    assert.ok(cssWidth > 100 && cssHeight > 100, `${chart}: ${cssWidth}x${cssHeight} CSS pixels`);
    assert.deepEqual([width, height], [cssWidth * 2, cssHeight * 2], chart);
  }

  // An input changes (the page scrolls up to it): every chart is redrawn, and coming back fetches nothing again.
  const before = {};
  for (const chart of charts) before[chart] = await draws(page, chart);
  await typeAndWait(page, 't', '128');
  await showCharts(page);
  const shown = {};
  for (const chart of charts) {
    await waitForDraw(page, chart, before[chart]);
    shown[chart] = {
      data: await canvasData(page, chart),
      label: await page.getAttribute(`[data-testid="${chart}"]`, 'aria-label'),
    };
  }
  assert.match(shown['chart-block-size'].label, /Threads per block = 128, gives 24 \(Active warps per SM\)/);
  assert.equal(await fetches(page), 2, 'js and wasm fetched once');

  // The link, in a fresh browser context, draws the same charts.
  await page.waitForFunction(() => location.search.includes('t=128'));
  const other = await open(t, page.url().replace(server.base, ''), options);
  await showCharts(other.page);
  for (const chart of charts) {
    await waitForDraw(other.page, chart, 0);
    assert.equal(await other.page.getAttribute(`[data-testid="${chart}"]`, 'aria-label'), shown[chart].label, chart);
    assert.equal(await canvasData(other.page, chart), shown[chart].data, `${chart}: pixels from the link`);
  }

  // A saved config, loaded after another change, draws them again.
  await page.fill('[data-testid="save-name"]', 'charts');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="charts"]');
  for (const chart of charts) before[chart] = await draws(page, chart);
  await typeAndWait(page, 't', '512');
  for (const chart of charts) {
    await waitForDraw(page, chart, before[chart]);
    before[chart] = await draws(page, chart);
  }
  await page.click('[data-testid="saved-item"][data-name="charts"] [data-action="load"]');
  for (const chart of charts) {
    await waitForDraw(page, chart, before[chart]);
    assert.equal(await canvasData(page, chart), shown[chart].data, `${chart}: pixels from the saved config`);
  }
});

test('charts that fail to load say so, and load when scrolled to again', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=72&b=2');
  let refused = 0;
  await page.route('**/occ-charts_bg.wasm?v=*', (route) => {
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await showCharts(page);
  await page.waitForFunction(
    () => /could not be loaded/.test(document.getElementById('charts-why')?.textContent ?? ''),
    null,
    { timeout: 10000 },
  );
  assert.equal(await page.getAttribute('[data-testid="chart-block-size"]', 'data-draws'), null);
  // The one console error is the 404 this test caused.
  assert.equal(refused, 1);
  assert.deepEqual((await consoleAfterRefusals(page, problems, refused)).map((m) => /404/.test(m)), [true]);
  await page.unroute('**/occ-charts_bg.wasm?v=*');
  // Away (more than 600 px) and back.
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForFunction(() => document.getElementById('charts').getBoundingClientRect().top > innerHeight + 600);
  // A visitor is away for at least a frame or two: the page's observer sees the section leave before it comes back.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
  await showCharts(page);
  for (const chart of ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers']) {
    await waitForDraw(page, chart, 0);
  }
  assert.equal(await page.textContent('#charts-why'), '');
});

test('screenshot of the full page', async (t) => {
  const { page } = await open(t, '?v=1&gpu=h100-sxm5-80gb&t=256&r=72&ss=20K&co=132&b=2');
  await showCharts(page);
  for (const chart of ['chart-block-size', 'chart-registers', 'chart-shared-memory', 'chart-barriers']) {
    await waitForDraw(page, chart, 0);
  }
  await mkdir(join(root, 'tests/e2e/artifacts'), { recursive: true });
  await page.screenshot({ path: join(root, 'tests/e2e/artifacts/page.png'), fullPage: true });
});

test('the tools load only when one is opened; a failed load says so and can be retried', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  await page.waitForSelector('[data-testid="open-plan"]');
  const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(!(await fetched()).some((p) => /occ-(tools|charts)/.test(p)), 'no tool and no chart fetched on a plain visit');
  // What the size budget counts as loaded on every visit is what the visit fetched.
  const code = (await fetched()).filter((p) => /\.(wasm|js|css)$/.test(p) && !p.startsWith('/__test/')).map((p) => p.slice(1));
  assert.deepEqual(['index.html', ...code].sort(), (await shippedFiles()).onLoad);
  assert.deepEqual(await axeViolations(page, '[data-testid="tool-roofline"]'), []);

  let refused = 0;
  await page.route('**/occ-tools_bg.wasm?v=*', (route) => {
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.click('[data-testid="open-roofline"]');
  await page.waitForFunction(
    () => /could not be loaded/.test(document.querySelector('[data-testid="tool-roofline"] .error')?.textContent ?? ''),
    null,
    { timeout: 10000 },
  );
  assert.equal(await page.locator('[data-testid="roofline-out"]').count(), 0);
  // The one console error is the 404 this test caused.
  assert.equal(refused, 1);
  assert.deepEqual((await consoleAfterRefusals(page, problems, refused)).map((m) => /404/.test(m)), [true]);

  await page.unroute('**/occ-tools_bg.wasm?v=*');
  await page.click('[data-testid="open-roofline"]');
  await page.waitForSelector('[data-testid="roofline-out"]');
  assert.ok(!(await page.isVisible('[data-testid="open-roofline"]')), 'the placeholder gives way to the tool');
  assert.equal(await page.evaluate(() => document.activeElement.closest('#tool-roofline') !== null), true, 'focus moves into the tool');
  assert.ok((await fetched()).some((p) => p.endsWith('/occ-tools_bg.wasm')), 'fetched from the page\'s own directory');
  // Versioned by content (web/post-build.mjs): a cached module of another build is never used with this page.
  const versioned = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((e) => /\/occ-tools_bg\.wasm\?v=[0-9a-f]{16}$/.test(e.name)));
  assert.ok(versioned, 'the module\'s URL carries its version');
  // A second tool comes from the module already loaded; a calculator input reaches it.
  await page.click('[data-testid="open-plan"]');
  await page.waitForSelector('[data-testid="plan-sizes"]');
  const before = await text(page, 'plan-sizes');
  await typeAndWait(page, 'r', '128');
  await page.waitForFunction((old) => document.querySelector('[data-testid="plan-sizes"]').textContent !== old, before);
});

/** Waits until the RTX 4090's SM count shows its source (citations.json loaded and the facts rebuilt). */
const adaSourced = (page) =>
  page.waitForFunction(
    () => /Ada GPU Architecture whitepaper/.test(document.querySelector('[data-testid="fact-sms"]')?.title ?? ''),
    null,
    { timeout: 5000 },
  );
const twoFrames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
const focused = (page) => page.evaluate(() => document.activeElement?.dataset.testid);

test('GPU facts load their sources only when a fact is hovered', async (t) => {
  const requests = [];
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const fact = page.locator('[data-testid="fact-sms"]');
  assert.equal(await fact.textContent(), '128');
  assert.ok(!requests.some((p) => p.endsWith('citations.json')), 'nothing fetched before anyone asks');
  await fact.hover();
  await adaSourced(page);
  assert.ok(requests.some((p) => p.endsWith('/citations.json')), 'fetched from the page\'s own directory');
  // An unconfirmed value says why.
  await pickGpu(page, 'h800', 'H800');
  await page.waitForFunction(
    () => [...document.querySelectorAll('.fact.unconfirmed')].some((e) => e.title.startsWith('unconfirmed: ')),
    null,
    { timeout: 5000 },
  );
});

test('loading the sources keeps the focus on a fact, and never takes it from where the user moved it', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  // A keyboard user on a fact: the facts' markup is rebuilt with their sources, the focus comes back to the fact.
  await page.focus('[data-testid="fact-sms"]');
  await adaSourced(page);
  await twoFrames(page);
  assert.equal(await focused(page), 'fact-sms');

  // The pointer asks for the sources while the focus is in an input, and the user moves to another input just as
  // they arrive (in the same task as the facts' markup changes): the focus stays where the user put it.
  const { context, page: second, problems } = await openPage(browser, null);
  t.after(async () => {
    assert.deepEqual(problems.console, [], 'console messages');
    await context.close();
  });
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await second.route('**/citations.json*', async (route) => {
    await held;
    await route.continue();
  });
  await second.goto(`${server.base}?v=1&gpu=geforce-rtx-4090&t=128&r=51`);
  await ready(second);
  await second.focus('[data-testid="input-t"]');
  await second.hover('[data-testid="fact-sms"]');
  await second.evaluate(() => {
    new MutationObserver((_, observer) => {
      if (!/whitepaper/.test(document.querySelector('[data-testid="fact-sms"]')?.title ?? '')) return;
      observer.disconnect();
      document.querySelector('[data-testid="input-r"]').focus();
    }).observe(document.getElementById('results-physical'), { subtree: true, childList: true, attributes: true });
  });
  release();
  await adaSourced(second);
  await twoFrames(second);
  assert.equal(await focused(second), 'input-r');
});

test('facts whose sources failed to load say so, and the next hover tries again', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  let refused = 0;
  await page.route('**/citations.json*', (route) => {
    refused += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  await page.hover('[data-testid="fact-sms"]');
  await page.waitForFunction(
    () => /could not be loaded/.test(document.querySelector('[data-testid="fact-sms"]')?.title ?? ''),
    null,
    { timeout: 5000 },
  );
  await page.waitForFunction(() => /sources could not be loaded/.test(document.querySelector('[data-testid="notices"]').textContent));
  assert.equal(refused, 1);
  assert.deepEqual((await consoleAfterRefusals(page, problems, refused)).map((m) => /404/.test(m)), [true]);
  await page.unroute('**/citations.json*');
  await page.hover('h1');
  await page.hover('[data-testid="fact-sms"]');
  await adaSourced(page);
});

// The first visit's budget, read strictly: 140,000 bytes (not 140 KiB), whatever the GPU's vendor: the html and every
// file a link's visit fetched until it settled, each gzipped. Files loaded only on demand (the charts and tools
// modules, the compiler-log worker, citations.json) are not counted: a visit that does not use them never fetches
// them.
for (const [vendor, query] of [
  ['NVIDIA', '?v=1&gpu=geforce-rtx-4090&t=128&r=51'],
  ['AMD', '?v=1&gpu=instinct-mi300x&t=256&r=128'],
  ['Intel', '?v=1&gpu=arc-b580&t=128'],
]) {
  test(`size budget: the first visit of an ${vendor} link is at most 140,000 B gzip`, async (t) => {
    const { page } = await open(t, query);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
    const files = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    assert.ok(files.some((f) => f.endsWith('.wasm')), 'the visit fetched the wasm');
    let gzip = 0;
    for (const file of ['/index.html', ...files]) {
      gzip += gzipSync(await readFile(join(dist, file.slice(1))), { level: 9 }).length;
    }
    t.diagnostic(`first visit, ${vendor} link: ${gzip} B gzip (${['index.html', ...files].join(', ')})`);
    // cargo xtask notes here when this toolchain could only build the plain (bigger) wasm, and why.
    const plain = await readFile(join(root, 'target', 'occ-plain-wasm.txt'), 'utf8').catch(() => null);
    const why = plain ? ` (the wasm is the plain build: ${plain.trim()})` : '';
    assert.ok(gzip <= 140_000, `shipped ${gzip} B gzip${why}`);
  });
}

test('a first visit makes one request after the html, the wasm; the CSP allows exactly the inline code, by hash', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.equal(requested.length, 1, requested.join(', '));
  assert.match(requested[0], /^\/occ-web-[0-9a-f]+_bg\.wasm$/);
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const csp = html.match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)[1];
  assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);
  const hash = (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
  const directive = (name) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)).split(' ').slice(1);
  const scripts = [...html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)].map((m) => hash(m[1]));
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1]));
  // The pre-paint check and the page's module; the stylesheet.
  assert.equal(scripts.length, 2);
  assert.equal(styles.length, 1);
  assert.deepEqual(directive('script-src').filter((s) => s.startsWith("'sha256-")).sort(), scripts.sort());
  assert.deepEqual(directive('style-src').filter((s) => s.startsWith("'sha256-")), styles);
  // The wasm's preload comes right after the CSP, before the inline code the parser reads first.
  assert.ok(html.indexOf('rel="preload"') < html.indexOf('<style>'), 'the wasm is preloaded before the inline parts');
});

test('a first visit that stays at the top leaves the console silent and loads nothing more, also once the preloaded wasm would count as unused', async (t) => {
  const { page, problems } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=128&r=51');
  // Chromium reports a preload nobody used after about three seconds, and a preload whose attributes it ignores
  // at once; both are console warnings.
  await page.waitForTimeout(3500);
  assert.deepEqual(problems.console, []);
  // The charts' section is more than 600 px below the fold at 1280×900: its module did not load.
  assert.equal(await page.evaluate(() => document.getElementById('later').hidden), false);
  const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.deepEqual(requested.map((p) => /^\/occ-web-[0-9a-f]+_bg\.wasm$/.test(p)), [true], requested.join(', '));
  assert.equal(await page.getAttribute('[data-testid="chart-block-size"]', 'data-draws'), null);
  // Nor are the saved-configs and share panels below them run: the charts module runs them too.
  assert.equal(await page.inputValue('[data-testid="share-link"]'), '');
  assert.equal(await page.$$eval('[data-testid="saved-list"] li', (items) => items.length), 0);
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  assert.doesNotMatch(html.match(/<link rel="preload"[^>]*>/)[0], /\bintegrity=/);
});
