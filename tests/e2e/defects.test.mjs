// What a new user of any vendor's GPU meets first: the page says it covers all three vendors, no table is cut off
// by its panel in any vocabulary or at a laptop's width, pinning a launch says nothing and keeps what was typed, a
// comparison of several vendors' GPUs is labelled in words that hold for every column, a label rewritten into other
// words keeps its capital, and a kernel's name wraps only between its parts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pickGpu, root, text } from './helpers.mjs';
import { browserSuite, openTool } from './suite.mjs';

const { open } = browserSuite(null);

const ptxasFixtures = join(root, 'crates/occ-core/tests/fixtures/ptxas');
const amdFixtures = join(root, 'crates/occ-core/tests/fixtures/amd');

const NVIDIA = 'a100-sxm4-80gb';
const AMD = 'instinct-mi300x';
const INTEL = 'arc-b580';
const TERMS = ['own', 'cuda', 'hip', 'sycl'];
const WIDTHS = [1024, 1280];

/** The comparison table's row whose label (as written, `data-row`) is `label`: one cell per pinned launch. */
async function row(page, label) {
  return page.$$eval(`[data-testid="compare-table"] tr[data-row="${label}"] td`, (cells) =>
    cells.map((c) => c.textContent.replace(' (best)', '').trim()),
  );
}

/** The label a comparison row shows now (rewritten into the page's words). */
async function shownLabel(page, label) {
  return page.$eval(`[data-testid="compare-table"] tr[data-row="${label}"] th`, (th) => th.textContent.trim());
}

async function waitForColumns(page, n) {
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="compare-col"]').length === count, n);
}

/** Two animation frames: whatever a change laid out is on screen. */
async function frames(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function chooseTerms(page, id) {
  await page.selectOption('[data-testid="input-terms"]', id);
  await page.waitForFunction(
    (wanted) => (new URLSearchParams(location.search).get('terms') ?? 'own') === wanted,
    id,
  );
  await frames(page);
}

/**
 * Every shown table that is wider than its panel (whose paint containment clips it), or whose cell's content
 * overflows the cell, one line each. A table inside a scroll box (a bordered box with its own scroll bar) may be
 * wider than the box, which must then fit in the panel.
 */
async function overflowing(page) {
  return page.evaluate(() => {
    const out = [];
    const name = (table) =>
      table.dataset.testid ?? table.closest('[data-testid]')?.dataset.testid ?? table.querySelector('caption')?.textContent ?? '?';
    for (const table of document.querySelectorAll('table')) {
      if (!table.getClientRects().length || table.closest('.sr-only,[hidden]')) continue;
      const panel = table.closest('.panel');
      if (!panel) {
        out.push(`${name(table)}: not in a panel`);
        continue;
      }
      const style = getComputedStyle(panel);
      const box = panel.getBoundingClientRect();
      const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
      // The nearest box between the table and its panel that scrolls sideways, if any.
      let fitted = table;
      for (let at = table.parentElement; at && at !== panel; at = at.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(at).overflowX)) {
          fitted = at;
          break;
        }
      }
      if (fitted !== table && fitted.scrollWidth > fitted.clientWidth + 1) {
        const s = getComputedStyle(fitted);
        if (!(parseFloat(s.borderLeftWidth) > 0 && parseFloat(s.borderRightWidth) > 0)) {
          out.push(`${name(table)}: scrolls sideways in a box that does not look like one`);
        }
      }
      const rect = fitted.getBoundingClientRect();
      if (rect.right > right + 1 || rect.left < left - 1) {
        out.push(
          `${name(table)}: ${Math.round(rect.left)}–${Math.round(rect.right)} px, its panel's content ` +
            `${Math.round(left)}–${Math.round(right)} px`,
        );
      }
      for (const cell of table.querySelectorAll('th, td')) {
        if (cell.scrollWidth > cell.clientWidth + 1) {
          out.push(`${name(table)}: cell "${cell.textContent.trim().slice(0, 40)}" overflows (${cell.scrollWidth} > ${cell.clientWidth} px)`);
        }
      }
    }
    return out;
  });
}

test('the header, the footer and the tools name every vendor the page covers', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${NVIDIA}`);
  const covering = await page.$$eval('header .lede, footer p, .tool-closed .help', (elements) =>
    elements.map((e) => e.textContent.replace(/\s+/g, ' ').trim()).filter((s) => /NVIDIA|AMD|Intel/.test(s)),
  );
  // The header's line, the footer's and the planning tool's at least.
  assert.ok(covering.length >= 3, `${covering.length} texts say what the page covers: ${covering.join(' | ')}`);
  for (const sentence of covering) {
    for (const vendor of ['NVIDIA', 'AMD', 'Intel']) {
      assert.ok(sentence.includes(vendor), `"${sentence}" leaves ${vendor} out`);
    }
  }
});

test('no table is wider than its panel, at 1024 and 1280 px, in every vocabulary, on every vendor, every tool open', async (t) => {
  const logs = {
    [NVIDIA]: await readFile(join(ptxasFixtures, 'matmul.ptxas.log'), 'utf8'),
    [AMD]: await readFile(join(amdFixtures, 'hip.remarks.log'), 'utf8'),
    [INTEL]: await readFile(join(ptxasFixtures, 'matmul.ptxas.log'), 'utf8'),
  };
  const found = [];
  for (const gpu of [NVIDIA, AMD, INTEL]) {
    const own = gpu === INTEL ? '&sub=16&gs=1048576' : '&g=10000';
    const { page } = await open(t, `?v=1&gpu=${gpu}&t=256${own}&rf=2e9&rb=8e9`);
    for (const tool of ['plan', 'import', 'roofline', 'compare']) await openTool(page, tool);
    await page.waitForSelector('[data-testid="plan"]');
    await page.waitForSelector('[data-testid="compare"]');
    await page.fill('[data-testid="ptxas-log"]', logs[gpu]);
    if (gpu !== INTEL) await page.waitForSelector('[data-testid="ptxas-table"]', { timeout: 20000 });
    // The current launch and the same kernel on the other vendors' GPUs.
    await page.click('[data-testid="pin"]');
    await waitForColumns(page, 1);
    await page.selectOption('[data-testid="compare-gpus"]', [NVIDIA, AMD, INTEL].filter((g) => g !== gpu));
    await page.click('[data-testid="compare-on-gpus"]');
    await waitForColumns(page, 3);
    for (const terms of TERMS) {
      await chooseTerms(page, terms);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await frames(page);
        for (const line of await overflowing(page)) found.push(`${gpu}, ${terms} terms, ${width} px: ${line}`);
      }
    }
  }
  assert.deepEqual(found, []);
});

test('pinning an NVIDIA, an AMD and an Intel launch says nothing and keeps what was typed', async (t) => {
  const { page, problems } = await open(t, `?v=1&gpu=${NVIDIA}&t=256&r=80`);
  await openTool(page, 'compare');
  await page.waitForSelector('[data-testid="compare"]');
  const pinned = async (n) => {
    await page.click('[data-testid="pin"]');
    await waitForColumns(page, n);
  };
  await pinned(1);
  await pickGpu(page, 'mi300x', 'MI300X');
  await page.fill('[data-testid="input-t"]', '192');
  await page.fill('[data-testid="input-r"]', '96');
  await page.waitForFunction(() => location.search.includes('r=96'));
  await pinned(2);
  // Registers are hidden on an Intel GPU: the 96 typed for the MI300X stays in the form, unused.
  await pickGpu(page, 'b580', 'Arc B580');
  await page.fill('[data-testid="input-t"]', '64');
  await page.fill('[data-testid="input-sub"]', '32');
  await page.waitForFunction(() => location.search.includes('sub=32'));
  await pinned(3);
  await frames(page);
  assert.equal(await page.$$eval('[data-testid="notice"]', (n) => n.length), 0, await text(page, 'notices'));
  assert.match(await text(page, 'compare-status'), /Pinned Arc B580 \(3 of 8\)/);
  assert.deepEqual(await row(page, 'Threads per block'), ['256', '192', '64']);
  assert.deepEqual(await row(page, 'Registers per thread'), ['80', '96', '—']);
  assert.deepEqual(await row(page, 'Sub-group size'), ['—', '—', '32']);
  // The link carries exactly that, and reads back without a word.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('cmp')?.split('~').length === 4);
  const link = new URL(page.url());
  const [, ...launches] = link.searchParams.get('cmp').split('~').map((s) => s.split('_'));
  assert.deepEqual(launches.map((l) => l.filter((p) => /^(gpu|t|r|sub)\./.test(p))), [
    [`gpu.${NVIDIA}`, 't.256', 'r.80'],
    [`gpu.${AMD}`, 't.192', 'r.96'],
    [`gpu.${INTEL}`, 't.64', 'sub.32'],
  ]);
  // The comparison alone (the page's own inputs in the link are another matter: the hidden 96 of the MI300X).
  const again = await open(t, `?v=1&gpu=${INTEL}&sub=16&cmp=${encodeURIComponent(link.searchParams.get('cmp'))}`);
  await again.page.waitForSelector('[data-testid="compare-table"]');
  assert.deepEqual(await row(again.page, 'Registers per thread'), ['80', '96', '—']);
  assert.equal(await again.page.$$eval('[data-testid="notice"]', (n) => n.length), 0, await text(again.page, 'notices'));
  assert.deepEqual(problems.console, []);
});

test('a comparison of several vendors is labelled in words that hold for every column, each column in its own', async (t) => {
  const cmp = `1~gpu.${NVIDIA}_t.256~gpu.${AMD}_t.256~gpu.${INTEL}_t.256_sub.16`;
  const { page } = await open(t, `?v=1&gpu=${INTEL}&t=256&sub=16&cmp=${cmp}`);
  await page.waitForSelector('[data-testid="compare-table"]');
  await frames(page);
  const resident = 'Resident blocks per SM';
  // The chosen GPU is Intel's, its own words Intel's; the table speaks of all three vendors.
  assert.equal(await shownLabel(page, resident), 'Resident work-groups per compute unit');
  const labels = await page.$$eval('[data-testid="compare-table"] tbody th', (ths) => ths.map((th) => th.textContent));
  for (const label of labels) {
    assert.doesNotMatch(label, /\b(SMs?|CUs?|Xe-cores?|XVEs?|blocks?|warps?|waves?|hardware threads?|LDS|SLM)\b/, label);
  }
  // Each column's cells in its own GPU's words.
  const gpu = await row(page, 'GPU');
  assert.match(gpu[0], /\bSMs\b/);
  assert.match(gpu[1], /\bCUs\b/);
  assert.match(gpu[2], /\bXe-cores\b/);
  // A vocabulary chosen is every column's.
  await chooseTerms(page, 'cuda');
  assert.equal(await shownLabel(page, resident), 'Resident blocks per SM');
  assert.match((await row(page, 'GPU'))[2], /\bSMs\b/);
  // NVIDIA's GPUs alone, while an Intel GPU is chosen: NVIDIA's words.
  await chooseTerms(page, 'own');
  await page.click('[data-act="remove"][data-index="2"]');
  await page.click('[data-act="remove"][data-index="1"]');
  await waitForColumns(page, 1);
  await frames(page);
  assert.equal(await shownLabel(page, resident), 'Resident blocks per SM');
});

test('a label rewritten into other words keeps its capital', async (t) => {
  const { page } = await open(t, `?v=1&gpu=${NVIDIA}&terms=sycl`);
  await page.waitForFunction(() => /Work-items per work-group/.test(document.getElementById('label-t')?.textContent));
  assert.equal((await page.textContent('#label-sm')).trim(), 'Compute unit count');
  assert.equal((await page.textContent('#label-ss')).trim(), 'Static local memory');
  const starts = await page.$$eval('label, th, h2, h3', (elements) =>
    // Code (`sycl::group_barrier`, `sm_90`, `gfx942`) and the page's name start as they are written.
    elements.map((e) => e.textContent.trim()).filter((s) => /^[a-z]/.test(s) && !/^(occ\b|[\w-]*(::|_|\d))/.test(s)),
  );
  assert.deepEqual(starts, [], 'labels and headings that start in lower case');
});

/**
 * Where each kernel name shown wraps: for every line after its first, the text before and after the break. Read
 * from the rendered characters' boxes (Range.getClientRects), so it is what the user sees.
 */
async function nameBreaks(page) {
  return page.$$eval('[data-testid="ptxas-table"] td.kname button', (buttons) =>
    buttons.map((button) => {
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      const chars = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = [...range.getClientRects()].find((r) => r.width > 0);
          chars.push({ c: node.data[i], top: rect ? rect.top : null });
        }
      }
      const name = chars.map((x) => x.c).join('');
      const breaks = [];
      let line = null;
      for (let i = 0; i < chars.length; i++) {
        if (chars[i].top === null) continue;
        if (line !== null && chars[i].top > line + 2) breaks.push(i);
        line = chars[i].top;
      }
      return { name, breaks };
    }),
  );
}

// In Chinese too: the page's `<html lang="zh-CN">` must not let the browser break a Latin identifier anywhere.
for (const lang of ['', '&lang=zh']) test(`a kernel's name wraps after ::, commas and brackets, never inside an identifier${lang ? ' (in Chinese)' : ''}`, async (t) => {
  const logs = await Promise.all(
    ['matmul.ptxas.log', 'reduce.ptxas.log', 'transpose.ptxas.log', 'calls.ptxas.log'].map((f) =>
      readFile(join(ptxasFixtures, f), 'utf8'),
    ),
  );
  const { page } = await open(t, `?v=1&gpu=geforce-rtx-4090&t=256${lang}`);
  if (lang) await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  await openTool(page, 'import');
  await page.waitForSelector('[data-testid="ptxas-log"]');
  await page.fill('[data-testid="ptxas-log"]', logs.join('\n'));
  await page.waitForSelector('[data-testid="ptxas-table"]', { timeout: 20000 });
  let wrapped = 0;
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await frames(page);
    for (const { name, breaks } of await nameBreaks(page)) {
      for (const at of breaks) {
        wrapped += 1;
        const before = name.slice(0, at);
        const after = name.slice(at);
        const allowed = /(::|[,<( ])$/.test(before) || after.startsWith(' ');
        assert.ok(allowed, `${width} px: "${name}" wraps between "${before.slice(-12)}" and "${after.slice(0, 12)}"`);
      }
    }
  }
  // The names are long enough to wrap at these widths: the check above saw some breaks.
  assert.ok(wrapped > 0, 'no kernel name wrapped');
});
