// Trunk post-build hook: moves the inline loader <script type="module"> Trunk writes into index.html into its own
// file, so the page's Content-Security-Policy can say `script-src 'self'` (no inline scripts, no hashes).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('csp-hook: TRUNK_STAGING_DIR is not set (run me from Trunk)');
  process.exit(1);
}
const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
let count = 0;
html = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, body) => {
  const name = `boot-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
  writeFileSync(join(dir, name), body.trim() + '\n');
  const integrity = 'sha384-' + createHash('sha384').update(body.trim() + '\n').digest('base64');
  count += 1;
  return `<script type="module" src="./${name}" integrity="${integrity}"></script>`;
});
if (/<script(?![^>]*\bsrc=)[^>]*>/.test(html)) {
  console.error('csp-hook: an inline script is left in index.html; the CSP would block it');
  process.exit(1);
}
writeFileSync(file, html);
console.log(`csp-hook: moved ${count} inline script(s) out of index.html`);
