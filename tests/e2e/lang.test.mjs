// The page's language: English or 简体中文, chosen beside "Terms", named in links only when chosen, kept by the
// last-used config and the embed view, and by default the browser's. Chinese is fetched on demand
// (messages.zh.page.txt), and a page that starts in Chinese boots once, already in Chinese. The markup written at build
// time carries each text's message (`data-m`), which the page says again in the chosen language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, ready, text } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite(null);
const open = (t, path = '', options = {}) => suite.open(t, path, options);
const LINK = '?v=1&gpu=geforce-rtx-4090&t=128&r=51';

/** Every text and read attribute the markup says from a message, as `[what, text]`. */
async function saidTexts(page) {
  return page.evaluate(() => {
    const out = [];
    for (const e of document.querySelectorAll('[data-m]')) out.push([e.id || e.tagName, e.textContent]);
    for (const name of ['title', 'aria-label', 'placeholder']) {
      for (const e of document.querySelectorAll(`[data-m-${name}]`)) out.push([`${e.id}@${name}`, e.getAttribute(name)]);
    }
    return out;
  });
}

/** The said texts with no Han character in them: English left in a Chinese page. */
const english = (texts) => texts.filter(([, t]) => !/[\u3400-\u9fff]/.test(t) && !/^(GPU)$/.test(t.trim()));

/** Every request the page made for the Chinese text, and for the page's own wasm. */
function recordRequests(page) {
  const seen = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  return {
    chinese: () => seen.filter((p) => p.endsWith('/messages.zh.page.txt')).length,
    wasm: () => seen.filter((p) => /^\/occ-web-[0-9a-f]+_bg\.wasm$/.test(p)).length,
  };
}

test('choosing 简体中文 says the markup in Chinese, sets <html lang> and the link; a reload keeps it', async (t) => {
  const { page } = await open(t, LINK);
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await text(page, 'input-lang'), 'English简体中文');
  assert.equal(await page.$eval('[data-testid="input-lang"]', (s) => s.value), 'en');
  assert.equal((await page.textContent('#results-h')).trim(), 'Results');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  assert.ok(!page.url().includes('lang='), 'the default is left out of the link');
  await page.selectOption('[data-testid="input-lang"]', 'zh');
  await page.waitForFunction(() => document.getElementById('results-h').textContent === '结果');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.deepEqual(english(await saidTexts(page)), []);
  assert.equal((await page.textContent('#inputs-title')).trim(), '启动配置');
  assert.equal(await page.getAttribute('#in-gpu', 'placeholder'), '输入 GPU、芯片或计算能力');
  // The terms' names follow the language.
  assert.match(await text(page, 'input-terms'), /CUDA：线程、线程束、线程块、SM/);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'zh');
  await page.reload();
  await page.waitForSelector('[data-testid="occupancy"]');
  assert.equal((await page.textContent('#results-h')).trim(), '结果');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.$eval('[data-testid="input-lang"]', (s) => s.value), 'zh');
  // Back to English: the markup's own English again, and the link says so.
  await page.selectOption('[data-testid="input-lang"]', 'en');
  await page.waitForFunction(() => document.getElementById('results-h').textContent === 'Results');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'en');
});

test('a lang=zh link boots once, already in Chinese, fetching the Chinese text once', async (t) => {
  const session = await suite.open(t, '', {});
  const requests = recordRequests(session.page);
  await session.page.goto(`${suite.server.base}${LINK}&lang=zh`);
  const { page } = session;
  await page.waitForSelector('[data-testid="occupancy"]');
  // The first result is painted with the markup in Chinese already.
  assert.equal((await page.textContent('#results-h')).trim(), '结果');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.deepEqual(english(await saidTexts(page)), []);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  assert.equal(requests.wasm(), 1, 'one page wasm');
  assert.equal(requests.chinese(), 1, 'the Chinese text fetched once');
});

test('an English visit never fetches the Chinese text', async (t) => {
  const session = await suite.open(t, '', { context: { locale: 'en-US' } });
  const requests = recordRequests(session.page);
  await session.page.goto(suite.server.base + LINK);
  await session.page.waitForSelector('[data-testid="occupancy"]');
  await session.page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  assert.equal(requests.chinese(), 0);
  assert.equal(await session.page.getAttribute('html', 'lang'), 'en');
});

test('the browser\'s languages decide when the link names none, and the link still names none', async (t) => {
  const { page } = await open(t, LINK, { context: { locale: 'zh-CN' } });
  assert.equal((await page.textContent('#results-h')).trim(), '结果');
  assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
  assert.equal(await page.$eval('[data-testid="input-lang"]', (s) => s.value), 'zh');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  assert.ok(!page.url().includes('lang='), page.url());
  // A link that names English wins over the browser.
  const en = await open(t, `${LINK}&lang=en`, { context: { locale: 'zh-CN' } });
  assert.equal((await en.page.textContent('#results-h')).trim(), 'Results');
  assert.equal(await en.page.getAttribute('html', 'lang'), 'en');
});

test('the last-used config and the embed view keep the language', async (t) => {
  const { page, context } = await open(t, `${LINK}&lang=zh`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-settled'));
  await page.waitForFunction(() => (localStorage.getItem('occ.last.v1') ?? '').includes('lang=zh'));
  // A visit without a link starts from the last-used config: in Chinese.
  const again = await context.newPage();
  await again.goto(suite.server.base);
  await again.waitForSelector('[data-testid="occupancy"]');
  assert.equal((await again.textContent('#results-h')).trim(), '结果');
  await again.close();
  // The embed view: <html lang> and its link to the full page name the language.
  const embed = await open(t, `${LINK}&lang=zh&embed=1`);
  assert.equal(await embed.page.getAttribute('html', 'lang'), 'zh-CN');
  assert.match(await embed.page.getAttribute('#embed-link', 'href'), /[?&]lang=zh(&|$)/);
});

test('a language the page does not speak is named with its field and values, and the page stays in English', async (t) => {
  const { page } = await open(t, `${LINK}&lang=fr`);
  const notices = await text(page, 'notices');
  assert.match(notices, /'lang'/);
  assert.match(notices, /'fr' is not one of en, zh/);
  assert.equal((await page.textContent('#results-h')).trim(), 'Results');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
});

test("the inputs' labels follow the language, the words and the GPU's vendor", async (t) => {
  // An AMD GPU in Chinese: AMD's own phrasing in Chinese, its nouns HIP's.
  const amd = await open(t, '?v=1&gpu=gfx1100&lang=zh');
  await amd.page.waitForFunction(() => document.getElementById('label-t')?.textContent === '工作组大小');
  assert.equal((await amd.page.textContent('#label-r')).trim(), '每工作项 VGPR 数');
  assert.equal((await amd.page.textContent('#label-ws')).trim(), '波前大小');
  assert.match(await amd.page.textContent('#helptext-ss'), /^__shared__ 数组；每个工作组的 LDS/);
  // An Intel GPU in CUDA's words: Intel's phrasing, CUDA's nouns, though the words never changed from NVIDIA's.
  const intel = await open(t, '?v=1&gpu=data-center-gpu-max-1550&terms=cuda');
  await intel.page.waitForFunction(() => document.getElementById('label-t')?.textContent === 'Block size');
  assert.equal((await intel.page.textContent('#label-ss')).trim(), 'Shared memory (static)');
  assert.equal((await intel.page.textContent('#label-sub')).trim(), 'Warp size');
});

test('an export that cannot be loaded says so in the page\'s language', async (t) => {
  const { context, page, problems } = await openPage(suite.browser, null);
  t.after(() => context.close());
  // The exports live in the charts module: it never arrives.
  await page.route('**/occ-charts*', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto(`${suite.server.base}${LINK}&lang=zh`);
  await ready(page);
  await page.click('[data-testid="export-menu"]');
  await page.waitForFunction(() => document.getElementById('export-status').textContent !== '');
  assert.equal(await page.textContent('#export-status'), '无法加载导出功能，请重试。');
  // The only console messages are the failed loads this test caused.
  assert.ok(problems.console.every((m) => /404|occ-charts/.test(m)), problems.console.join('\n'));
});

test('the header\'s labels never break inside a word, from 1024 to 1920 px, in English and Chinese', async (t) => {
  for (const lang of ['en', 'zh']) {
    const { page } = await open(t, `${LINK}&lang=${lang}`);
    await page.waitForSelector('[data-testid="occupancy"]');
    for (const width of [1024, 1100, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      // Each label beside the header's selects is one line: its height is at most one line's.
      const labels = await page.$$eval('#terms label', (all) =>
        all.map((l) => {
          const style = getComputedStyle(l);
          const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.45;
          return { text: l.textContent, height: l.getBoundingClientRect().height, line };
        }),
      );
      assert.equal(labels.length, 2, `${lang} ${width}`);
      for (const l of labels) {
        assert.ok(l.text.trim().length > 0, `${lang} ${width}: an empty label`);
        assert.ok(l.height < l.line * 1.5, `${lang} at ${width} px: '${l.text}' is ${l.height} px high, one line is ${l.line}`);
      }
    }
  }
});

test('a product of several GPUs says which one in the page language, in the picker, the title and the comparison', async (t) => {
  const { page } = await open(t, '?v=1&gpu=gb200-one-gpu&t=128&r=32&lang=zh');
  await page.waitForFunction(() => document.getElementById('results-h')?.textContent === '结果');
  assert.equal(await page.$eval('#in-gpu', (e) => e.value), 'GB200（单个 Blackwell GPU）');
  assert.match(await text(page, 'results-title'), /^GB200（单个 Blackwell GPU） · CC 10\.0/);
  await page.click('[data-testid="input-gpu"]');
  await page.fill('[data-testid="input-gpu"]', 'mi250x');
  await page.waitForSelector('#gpu-list [role="option"][data-id="instinct-mi250x-gcd"]');
  const option = await page.textContent('#gpu-list [role="option"][data-id="instinct-mi250x-gcd"] span');
  assert.equal(option, 'Instinct MI250X（单个 GCD）');
  const listed = await page.evaluate(() => [...document.querySelectorAll('#gpu-list [role="option"]')].map((o) => o.textContent));
  assert.deepEqual(listed.filter((o) => o.includes('(one ')), []);
});
