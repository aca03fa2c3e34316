// AMD GPUs in the page: links that carry another vendor's inputs, and (in a build with feature `amd`) an AMD launch's
// inputs, results and charts. The page's first-visit build leaves AMD out (its bytes would break the budget): there an
// AMD link falls back to the default GPU with a notice, and the AMD tests below say they are skipped and why.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  axeViolations, draws, launch, openPage, ready, serve, text, typeAndWait, waitForDraw,
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

async function notices(page) {
  await page.waitForSelector('[data-testid="notice"]');
  return (await page.$$eval('[data-testid="notice"]', (n) => n.map((x) => x.textContent))).join('\n');
}

/** Whether this build computes AMD GPUs: its picker offers the gfx targets. */
async function buildHasAmd(page) {
  await page.click('[data-testid="input-gpu"]');
  await page.fill('[data-testid="input-gpu"]', 'gfx942');
  const found = await page
    .waitForSelector('#gpu-list [role="option"]', { timeout: 1500 })
    .then(() => true)
    .catch(() => false);
  await page.keyboard.press('Escape');
  return found;
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

test('an AMD link on a build without AMD falls back to the default GPU with a notice, never an error page', async (t) => {
  const { page } = await open(t, '?v=1&gpu=gfx942&t=256&r=128');
  if (await buildHasAmd(page)) {
    t.skip('this build computes AMD GPUs (feature amd)');
    return;
  }
  assert.match(await notices(page), /'gpu'.*'gfx942' is an AMD target: this build of the page computes NVIDIA GPUs only/);
  assert.match(await text(page, 'results-title'), /GeForce RTX 4090/);
  assert.equal(await page.inputValue('[data-testid="input-t"]'), '256');
});

test('choosing MI300X shows AMD inputs and occ-core\'s results; every chart redraws; the link reproduces it', async (t) => {
  const { page } = await open(t, '?v=1&gpu=geforce-rtx-4090&t=256&r=128');
  if (!(await buildHasAmd(page))) {
    t.skip('this build of the page computes NVIDIA GPUs only (feature amd is off in the first-visit build)');
    return;
  }
  await page.click('[data-testid="input-gpu"]');
  await page.fill('[data-testid="input-gpu"]', 'mi300x');
  await page.waitForSelector('#gpu-list [role="option"]');
  await page.keyboard.press('Enter');
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
