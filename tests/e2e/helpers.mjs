// Shared pieces of the browser tests and the benchmark: a static server for dist/ on 127.0.0.1 and Debian's
// Chromium driven by playwright-core, and the occ CLI the page is held against. Nothing here downloads anything.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const dist = join(root, 'dist');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Serves dist/ on 127.0.0.1 at a free port, under `/occ/` too (to check relative URLs). */
export async function serve() {
  // Room for a hostile link's query (Node's default allows 16 KiB of headers; Chromium sends URLs up to 2 MB).
  const server = createServer({ maxHeaderSize: 4 << 20 }, async (request, response) => {
    try {
      let path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
      if (path === '/__test/axe.min.js') {
        // axe-core for the accessibility checks, from the same origin so the page's CSP lets it run.
        response.writeHead(200, { 'content-type': types['.js'] });
        response.end(await readFile(join(root, 'node_modules/axe-core/axe.min.js')));
        return;
      }
      if (path.startsWith('/occ/')) path = path.slice(4);
      if (path.endsWith('/')) path += 'index.html';
      const file = normalize(join(dist, path));
      if (!file.startsWith(dist)) throw new Error('outside dist');
      await stat(file);
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      response.end(await readFile(file));
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address();
  return { server, base: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(done)) };
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
}

/**
 * A page that records every console message (errors, warnings and logs alike: the page's console stays silent),
 * page errors, and every request that does not go to 127.0.0.1.
 */
export async function openPage(browser, url, { viewport = { width: 1280, height: 900 }, context: contextOptions = {} } = {}) {
  const context = await browser.newContext({ viewport, ...contextOptions });
  const page = await context.newPage();
  const problems = { console: [], external: [] };
  page.on('console', (message) => {
    problems.console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.console.push(String(error)));
  await page.route('**/*', (route) => {
    const target = new URL(route.request().url());
    if (target.protocol === 'data:' || target.hostname === '127.0.0.1') return route.continue();
    problems.external.push(route.request().url());
    return route.abort();
  });
  if (url) await page.goto(url);
  return { context, page, problems };
}

/** Waits until the results show (the wasm is loaded and the first result painted). */
export async function ready(page) {
  await page.waitForSelector('[data-testid="occupancy"]');
}

/**
 * The console's messages once it holds the `refused` 404s a test caused (Chromium reports each a little after the
 * page has seen it: this waits at most 5 s for them), taken out of `problems` for the test to check.
 */
export async function consoleAfterRefusals(page, problems, refused) {
  const notFound = () => problems.console.filter((m) => /status of 404/.test(m)).length;
  for (let waited = 0; notFound() < refused && waited < 5000; waited += 50) {
    await page.waitForTimeout(50);
  }
  return problems.console.splice(0);
}

export async function text(page, testid) {
  return (await page.textContent(`[data-testid="${testid}"]`))?.trim();
}

/** Sets a text input and waits for `testid` to show something else than it did. */
export async function typeAndWait(page, input, value, testid = 'occupancy') {
  const before = await text(page, testid);
  await page.fill(`[data-testid="input-${input}"]`, value);
  if (before !== undefined) {
    await page
      .waitForFunction(
        ([id, old]) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() !== old,
        [testid, before],
        { timeout: 2000 },
      )
      .catch(() => {});
  }
}

/** Picks a GPU in the combobox by typing and pressing Enter on the first match. */
export async function pickGpu(page, query, expectedTitle) {
  await page.click('[data-testid="input-gpu"]');
  await page.fill('[data-testid="input-gpu"]', query);
  await page.waitForSelector('#gpu-list [role="option"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (title) => document.querySelector('[data-testid="results-title"]')?.textContent.includes(title),
    expectedTitle,
  );
}

/**
 * Scrolls the "what if" charts into view: their module (occ-charts) loads when their section comes near the
 * viewport, once the first result is painted and what is below it shown. `waitForDraw` then sees them drawn.
 */
export async function showCharts(page) {
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await page.evaluate(() => document.getElementById('charts').scrollIntoView());
}

/**
 * Scrolls the saved-configs panel into view: the charts module, which runs it and the share panel below the charts,
 * loads when the charts come near the viewport or either panel is used; its list is filled once the module is live.
 */
export async function showSaved(page) {
  await page.waitForFunction(() => document.getElementById('later')?.hidden === false);
  await page.evaluate(() => document.getElementById('saved').scrollIntoView());
  await page.waitForSelector('[data-testid="saved-list"] li', { state: 'attached' });
}

export async function canvasData(page, testid) {
  return page.$eval(`[data-testid="${testid}"]`, (canvas) => canvas.toDataURL());
}

/** Waits until a chart has been drawn more times than `draws`. */
export async function waitForDraw(page, testid, draws) {
  await page.waitForFunction(
    ([id, n]) => Number(document.querySelector(`[data-testid="${id}"]`)?.dataset.draws ?? 0) > n,
    [testid, draws],
  );
}

export async function draws(page, testid) {
  return page.$eval(`[data-testid="${testid}"]`, (canvas) => Number(canvas.dataset.draws ?? 0));
}

/**
 * dist/'s files by when they load: `onLoad` are index.html (it carries the page's markup, and the post-build hook
 * puts the page's js and css in it too), the wasm, js and css it references or imports, what every visit downloads;
 * `onDemand` is everything else (the charts and tools modules, the page with every vendor's rules and its snippet,
 * the compiler-log worker, the facts' citations), fetched only when used. The tools test checks
 * this split against what a visit really fetches.
 */
export async function shippedFiles() {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // What index.html names: its links and scripts, and what its inline module imports (a snippet left as a file).
  const referenced = new Set(
    [...html.matchAll(/(?:src|href)="\.\/([^"]+)"|from\s*["']\.\/([^"'?]+)/g)].map((m) => m[1] ?? m[2]),
  );
  const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => relative(dist, join(e.parentPath ?? e.path, e.name)))
    .sort();
  const loads = (f) => f === 'index.html' || (referenced.has(f) && /\.(wasm|js|css)$/.test(f));
  return { onLoad: files.filter(loads), onDemand: files.filter((f) => !loads(f)) };
}

/**
 * axe-core's violations on the page as it is (or within the element `selector` picks), one line each. axe is
 * served by serve() from 127.0.0.1, so the page's CSP stays on.
 */
export async function axeViolations(page, selector = null) {
  const base = new URL('/__test/axe.min.js', page.url()).href;
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ url: base });
  const result = await page.evaluate(
    (within) => window.axe.run(within ? document.querySelector(within) : document, { resultTypes: ['violations'] }),
    selector,
  );
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`,
  );
}

/**
 * Every text a reader gets (or hears) inside `root` (a selector; the body by default), trimmed: its text nodes and
 * read attributes (`aria-label`, `title`, `placeholder`, `alt`), and with `options` every `<option>`'s text; outside
 * what they typed, scripts, `translate="no"`, hidden elements and what `skip` (a selector) matches.
 */
export async function readTexts(page, { root = 'body', skip = '', options = false } = {}) {
  return page.evaluate(({ root, skip, options }) => {
    const within = document.querySelector(root);
    const left = ['script', 'style', 'textarea', 'noscript', '[translate="no"]', '[hidden]', skip].filter(Boolean).join(', ');
    const skipped = (e) => !e || e.closest(left);
    const out = [];
    const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!skipped(node.parentElement) && node.textContent.trim()) out.push(node.textContent.trim());
    }
    for (const e of within.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      if (skipped(e)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) if (e.hasAttribute(name)) out.push(e.getAttribute(name));
    }
    if (options) for (const o of within.querySelectorAll('option')) if (!skipped(o)) out.push(o.textContent.trim());
    return out;
  }, { root, skip, options });
}

let occBinary = null;

/**
 * The occ CLI built by cargo: `$OCC_BIN` when set, else `cargo build -p occ-cli` (a no-op once built) and its debug
 * binary under the target directory. Built once per test file.
 */
export function occBin() {
  if (occBinary) return occBinary;
  if (process.env.OCC_BIN) {
    occBinary = process.env.OCC_BIN;
  } else {
    execFileSync(process.env.CARGO ?? 'cargo', ['build', '--quiet', '-p', 'occ-cli'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    const target = resolve(root, process.env.CARGO_TARGET_DIR ?? 'target');
    occBinary = join(target, 'debug', process.platform === 'win32' ? 'occ.exe' : 'occ');
  }
  return occBinary;
}

/** What `occ <args…> --json` prints, parsed (a failed run throws with its stderr). */
export function occJson(...args) {
  return JSON.parse(execFileSync(occBin(), [...args, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }));
}
