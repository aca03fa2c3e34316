// Hostile links and storage: no link freezes the page, now or on the next visit; unknown choices in a link get a
// notice and leave the address bar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ready, text } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite();

const LAST = 'occ.last.v1';
const PENDING = 'occ.pending.v1';

/** Every localStorage entry, as an object. */
function storage(page) {
  return page.evaluate(() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage.getItem(k)])));
}

/** Waits until the page has settled with what it shows: it then stores the last-used config. */
async function settled(page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
}

/** The notices' texts, one per line. */
async function notices(page) {
  return (await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent))).join('\n');
}

/** Waits for `promise`, failing with `what` after `ms` milliseconds (a frozen page never answers). */
function within(ms, what, promise) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Types a new block size and waits for the results to follow (their formula names the warps per block). */
async function answers(page, threads) {
  const summary = () => document.getElementById('results-summary')?.textContent;
  const before = await within(5000, 'reading the results', page.evaluate(summary));
  const started = Date.now();
  await within(5000, 'typing a block size', page.fill('[data-testid="input-t"]', String(threads)));
  await within(
    5000,
    'the results following a new block size',
    page.waitForFunction(
      (old) => document.getElementById('results-summary')?.textContent !== old,
      before,
      { timeout: 5000 },
    ),
  );
  const took = Date.now() - started;
  assert.ok(took < 1000, `the page took ${took} ms to answer a new block size`);
}

/**
 * Opens `path` in `context` and freezes the page's thread once its first result is painted, before the page can
 * settle, then closes it while frozen: what a visit a link froze leaves behind.
 */
async function freezeAfterPaint(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  page.evaluate(() => {
    const end = performance.now() + 10_000;
    while (performance.now() < end);
  }).catch(() => {});
  await new Promise((done) => setTimeout(done, 200));
  await page.close({ runBeforeUnload: false });
}

test('a last-used config whose visit did not settle is offered, not restored, and left in storage as it is', async (t) => {
  const { page } = await suite.open(t, '?v=1&gpu=h100-sxm5-80gb&t=384&r=64&ss=12288');
  const occupancy = await text(page, 'occupancy');
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await page.fill('[data-testid="save-name"]', 'kept');
  await page.click('[data-testid="save"]');
  await page.waitForSelector('[data-testid="saved-item"][data-name="kept"]');
  await settled(page);
  const stored = await storage(page);
  assert.match(stored[LAST], /^v=1&.*&t=384(&|$)/);
  assert.equal(stored[PENDING], undefined, 'a visit that settled leaves no pending mark');

  // What a visit that restored it and then froze leaves behind: the mark names the last-used config.
  await page.evaluate(([last, pending]) => localStorage.setItem(pending, localStorage.getItem(last)), [LAST, PENDING]);
  const frozen = await storage(page);
  await page.goto(suite.server.base);
  await ready(page);
  await page.waitForSelector('[data-testid="notice-unsettled"]');
  assert.match(
    await page.textContent('[data-testid="notice-unsettled"]'),
    /The last-used config did not finish loading last time, so it was not restored/,
  );
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '128');
  await settled(page);
  assert.deepEqual(await storage(page), frozen, 'storage is left as it was');

  // The notice's offer loads it; once the page has settled with it, it is the last-used config again.
  await page.click('[data-testid="load-last"]');
  await page.waitForFunction(() => document.querySelector('[data-testid="input-t"]')?.value === '384');
  await page.waitForFunction((o) => document.querySelector('[data-testid="occupancy"]')?.textContent.trim() === o, occupancy);
  assert.equal(await page.$('[data-testid="notice-unsettled"]'), null);
  await page.waitForFunction((key) => localStorage.getItem(key) === null, PENDING);
  const after = await storage(page);
  assert.equal(after['occ.config.v1:kept'], frozen['occ.config.v1:kept']);
  assert.match(after[LAST], /^v=1&.*&t=384(&|$)/);

  // A normal visit: restored on the next one (the address bar follows a change 150 ms after it).
  await page.waitForFunction(() => location.search.includes('t=384'));
  await page.reload();
  await ready(page);
  await page.waitForFunction(() => document.querySelector('[data-testid="input-t"]')?.value === '384');
  await settled(page);
  assert.equal(await page.$('[data-testid="notice-unsettled"]'), null);
});

test('a link that freezes the page before it settles never becomes the last-used config', async (t) => {
  const { page, context } = await suite.open(t, '?v=1&gpu=h100-sxm5-80gb&t=384&r=64');
  await settled(page);
  const before = await storage(page);
  await freezeAfterPaint(context, `${suite.server.base}?v=1&gpu=cc-8.9&t=96&r=40`);
  const checker = await context.newPage();
  await checker.goto(suite.server.base);
  await ready(checker);
  // The previous last-used config is restored, as it was stored.
  await checker.waitForFunction(() => document.querySelector('[data-testid="input-t"]')?.value === '384');
  assert.equal(await checker.evaluate((key) => localStorage.getItem(key), LAST), before[LAST]);
  await checker.close();
});

test('a last-used config that froze the visit restoring it is offered on the next visit, not restored', async (t) => {
  const { page, context } = await suite.open(t, '?v=1&gpu=h100-sxm5-80gb&t=384&r=64');
  await settled(page);
  const before = await storage(page);
  await freezeAfterPaint(context, suite.server.base);
  const checker = await context.newPage();
  await checker.goto(suite.server.base);
  await ready(checker);
  await checker.waitForSelector('[data-testid="notice-unsettled"]');
  assert.equal(await checker.inputValue('[data-testid="input-t"]'), '128');
  const after = await storage(checker);
  assert.equal(after[LAST], before[LAST]);
  assert.equal(after[PENDING], before[LAST]);
  await checker.close();
});

test('an unknown choice in a link gets a notice naming it and leaves the address bar and the share link', async (t) => {
  for (const value of ['klingon', '<b>x</b>']) {
    const { page } = await suite.open(t, `?v=1&gpu=geforce-rtx-4090&t=256&r=32&terms=${encodeURIComponent(value)}`);
    const shown = await notices(page);
    assert.ok(shown.includes(`URL parameter 'terms' (Terms): terms: '${value}' is not one of own, cuda, hip, sycl`), shown);
    // Markup is shown as text, never parsed.
    assert.equal(await page.$('[data-testid="notices"] b'), null);
    assert.equal(await page.inputValue('[data-testid="input-terms"]'), 'own');
    await page.waitForFunction(() => location.search.includes('t=256') && !location.search.includes('terms'));
    // The share panel is filled once the charts module runs it (it loads as the panel comes near).
    await page.evaluate(() => document.getElementById('share').scrollIntoView());
    await page.waitForFunction(() => document.querySelector('[data-testid="share-link"]')?.value.includes('t=256'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="share-link"]')?.value.includes('terms'));
    assert.match(await page.inputValue('[data-testid="share-link"]'), /t=256/);
  }
  // The other choices of a link are checked alike.
  const { page } = await suite.open(t, '?v=1&gpu=cc-8.6&t=256&pgc=klingon&cache=klingon&rp=klingon');
  const shown = await notices(page);
  for (const key of ['pgc', 'cache']) assert.match(shown, new RegExp(`URL parameter '${key}' \\(.*'klingon' is not one of`));
  await page.waitForFunction(() => location.search.includes('t=256') && !location.search.includes('klingon'));
});

const hostile = [
  // Virtual resources past any GPU's, with the planning tool open (the grid).
  ['?v=1&gpu=b200&t=256&r=32&vr=4294967295&g=100', null],
  ['?v=1&gpu=b200&t=256&r=32&ds=4294967295', null],
  ['?v=1&gpu=b200&t=256&r=32&ss=4294967295&g=18446744073709551615', null],
  ['?v=1&gpu=b200&t=256&r=4294967295&b=4294967295&sm=4294967295', null],
  [`?v=1&gpu=${'a'.repeat(100_000)}&t=256&r=32`, /URL parameter 'gpu' \(GPU\): .*at most 200 characters/],
];

for (const [link, message] of hostile) {
  test(`a hostile link paints a result or names the field, and the page keeps answering: ${link.slice(0, 60)}`, async (t) => {
    const { page } = await suite.open(t, link);
    await within(10_000, 'the first result', page.waitForFunction(
      () => document.querySelector('[data-testid="occupancy"]')?.textContent.trim() !== ''
        || document.querySelector('[data-testid="notice"]'),
    ));
    if (message) {
      assert.match(await notices(page), message);
      await page.waitForFunction(() => location.search.length < 1000);
    }
    await within(10_000, 'the charts and tools', page.waitForFunction(
      () => document.getElementById('later')?.hidden === false,
    ));
    await within(5000, 'scrolling to the charts', page.evaluate(
      () => document.getElementById('charts').scrollIntoView(),
    ));
    await answers(page, 128);
    await answers(page, 512);
  });
}

test('a long text pasted into the GPU picker keeps the page answering', async (t) => {
  const { page } = await suite.open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=32');
  await page.click('[data-testid="input-gpu"]');
  const started = Date.now();
  await within(5000, 'filling the picker', page.fill('[data-testid="input-gpu"]', 'a '.repeat(50_000)));
  await within(5000, 'the picker', page.evaluate(() => document.querySelectorAll('#gpu-list [role="option"]').length));
  assert.ok(Date.now() - started < 2000, `the picker took ${Date.now() - started} ms`);
  await page.keyboard.press('Escape');
  await answers(page, 128);
});
