// Trunk post-build hook (Trunk.toml), on the staging directory:
// 0. shortens the names under which each wasm-bindgen ES module and its wasm call each other
//    (`__wbg_addEventListener_847fd86b8c33ec43` becomes `$a`): every name is written twice, in the wasm's import or
//    export section and in the glue, and its random hash does not compress (about 4 KB of gzip on the page); drops
//    the wasm's `producers` and `target_features` sections;
// 1. minifies the wasm-bindgen ES modules (the page's glue, the tools module's, the inline snippets) with terser
//    (the page's glue is about a fifth smaller gzipped, and every visit loads it: issue #4's byte budget), and the
//    stylesheet by dropping comments and spaces (web/style.css has no string with two spaces in a row, and no
//    `calc()` sign is touched);
// 2. moves the inline loader <script type="module"> Trunk writes into index.html into its own file, so the page's
//    Content-Security-Policy allows no inline script but index.html's own pre-paint check (by its hash, step 5);
// 3. versions what the page loads later by URL: the tools module and the log reader's files are not renamed with a
//    content hash by Trunk, so their URLs get `?v=<hash of their contents>` (in the page's snippet for the tools
//    module, in web/ptxas-worker.js for the worker's own files), and a cached old module never meets a new page;
// 4. recomputes the Subresource Integrity of every file index.html names with one;
// 5. puts the page's markup (shell.html, written by the pre-build hook `occ-shell`) into index.html, and adds the
//    hash of each inline classic script (the pre-paint theme check) to the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { minify } from 'terser';

const dir = process.env.TRUNK_STAGING_DIR;
const release = process.env.TRUNK_PROFILE === 'release';
if (!dir) {
  console.error('post-build: TRUNK_STAGING_DIR is not set (run me from Trunk)');
  process.exit(1);
}
const sri = (data) => 'sha384-' + createHash('sha384').update(data).digest('base64');

// The ES modules: the root's *.js except the classic worker script (wasm-bindgen's no-modules target), and snippets/.
const modules = [];
const walk = (at) => {
  for (const name of readdirSync(at)) {
    const path = join(at, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (name.endsWith('.js')) modules.push(path);
  }
};
walk(dir);
// Step 0 (release builds). The glue names each import once, as the key of a function in the object it gives the
// wasm, and reads nothing else under those names, so renaming keys and imports together keeps them paired.
const leb = (bytes, at) => {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
};
const uleb = (value) => {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
};
const shortName = (index) => {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do {
    name += letters[index % letters.length];
    index = Math.floor(index / letters.length);
  } while (index);
  return `$${name}`;
};
const bindgenName = /^(__wbindgen|wasm_bindgen|__externref)/;
const shortenImports = (wasmPath, gluePath) => {
  const wasm = readFileSync(wasmPath);
  const renamed = new Map();
  const exported = new Map();
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, body] = leb(wasm, at + 1);
    const end = body + size;
    if (id === 0) {
      // Custom sections: the toolchain's `producers` and `target_features` are of no use to a browser.
      const [nameLength, n] = leb(wasm, body);
      const name = wasm.subarray(n, n + nameLength).toString('utf8');
      if (name !== 'producers' && name !== 'target_features') parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    if (id === 7) {
      // Exports the glue calls as `wasm.<name>`: renamed too.
      let [count, p] = leb(wasm, body);
      const section = [uleb(count)];
      while (count--) {
        const [nameLength, n] = leb(wasm, p);
        let name = wasm.subarray(n, n + nameLength).toString('utf8');
        p = n + nameLength;
        const [, next] = leb(wasm, p + 1);
        if (bindgenName.test(name)) {
          exported.set(name, shortName(exported.size));
          name = exported.get(name);
        }
        const bytes = Buffer.from(name, 'utf8');
        section.push(uleb(bytes.length), bytes, wasm.subarray(p, next));
        p = next;
      }
      const bytes = Buffer.concat(section);
      parts.push(Buffer.from([7]), uleb(bytes.length), bytes);
      at = end;
      continue;
    }
    if (id !== 2) {
      parts.push(wasm.subarray(at, end));
      at = end;
      continue;
    }
    let [count, p] = leb(wasm, body);
    const section = [uleb(count)];
    while (count--) {
      const [moduleLength, m] = leb(wasm, p);
      const module = wasm.subarray(m, m + moduleLength);
      const [fieldLength, f] = leb(wasm, m + moduleLength);
      let field = wasm.subarray(f, f + fieldLength).toString('utf8');
      p = f + fieldLength;
      const kind = wasm[p];
      if (kind !== 0) throw new Error(`${relative(dir, wasmPath)}: import ${field} is not a function`);
      const [, next] = leb(wasm, p + 1);
      if (/^__wbg|^__wbindgen/.test(field)) {
        if (!renamed.has(field)) renamed.set(field, shortName(renamed.size));
        field = renamed.get(field);
      }
      const name = Buffer.from(field, 'utf8');
      section.push(uleb(moduleLength), module, uleb(name.length), name, wasm.subarray(p, next));
      p = next;
    }
    const bytes = Buffer.concat(section);
    parts.push(Buffer.from([2]), uleb(bytes.length), bytes);
    at = end;
  }
  let glue = readFileSync(gluePath, 'utf8');
  if (/\bwasm\[/.test(glue)) throw new Error(`${relative(dir, gluePath)} reads the wasm's exports by computed names`);
  glue = glue.replace(/\bwasm\.(\w+)\b/g, (access, name) => (exported.has(name) ? `wasm.${exported.get(name)}` : access));
  let keys = 0;
  const out = glue.replace(/\b(__wbg\w+|__wbindgen\w+)\b(?=\s*:)/g, (name) => {
    if (!renamed.has(name)) return name;
    keys += 1;
    return renamed.get(name);
  });
  if (keys !== renamed.size) {
    throw new Error(`${relative(dir, gluePath)}: ${keys} import keys for ${renamed.size} imports`);
  }
  // What pairs the glue with the wasm: import keys (`name:`) and export reads (`wasm.name`). The glue's own
  // functions may share an export's name; terser renames those.
  const left = [
    ...[...renamed.keys()].filter((name) => new RegExp(`\\b${name}\\s*:`).test(out)),
    ...[...exported.keys()].filter((name) => new RegExp(`\\bwasm\\.${name}\\b`).test(out)),
  ];
  if (left.length) throw new Error(`${relative(dir, gluePath)} still names ${left.join(', ')}`);
  writeFileSync(wasmPath, Buffer.concat(parts));
  writeFileSync(gluePath, out);
  return renamed.size + exported.size;
};
let shortened = 0;
for (const name of release ? readdirSync(dir) : []) {
  const glue = name.replace(/_bg\.wasm$/, '.js');
  if (!name.endsWith('_bg.wasm') || !existsSync(join(dir, glue))) continue;
  if (!/^\s*(export|import)\b|\n(export|import)\b/.test(readFileSync(join(dir, glue), 'utf8'))) continue;
  try {
    shortened += shortenImports(join(dir, name), join(dir, glue));
  } catch (why) {
    console.error(`post-build: ${why.message}`);
    process.exit(1);
  }
}

const styles = readdirSync(dir).filter((name) => name.endsWith('.css')).map((name) => join(dir, name));
let saved = 0;
let minified = 0;
for (const path of modules) {
  const source = readFileSync(path, 'utf8');
  // The ptxas worker's files are classic scripts (importScripts); leave them as Trunk wrote them.
  if (!release || !/^\s*(export|import)\b|\n(export|import)\b/.test(source)) continue;
  const { code } = await minify(source, { module: true, compress: true, mangle: true });
  writeFileSync(path, code);
  saved += source.length - code.length;
  minified += 1;
}
for (const path of release ? styles : []) {
  const source = readFileSync(path, 'utf8');
  const css = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
  writeFileSync(path, css + '\n');
  saved += source.length - css.length - 1;
  minified += 1;
}

// Cache busting, after minification (the hashes are of what is served).
const hash = (...names) => {
  const digest = createHash('sha256');
  for (const name of names) digest.update(readFileSync(join(dir, name)));
  return digest.digest('hex').slice(0, 16);
};
const version = (path, names, tag) => {
  const text = readFileSync(path, 'utf8');
  const pattern = new RegExp(`(["'])\\./(${names.map((n) => n.replace(/[.]/g, '\\.')).join('|')})\\1`, 'g');
  const out = text.replace(pattern, (_, quote, name) => `${quote}./${name}?v=${tag}${quote}`);
  if (out === text) {
    console.error(`post-build: ${relative(dir, path)} names none of ${names.join(', ')}`);
    process.exit(1);
  }
  writeFileSync(path, out);
};
const present = (names) => names.every((name) => existsSync(join(dir, name)));
const worker = ['occ-ptxas.js', 'occ-ptxas_bg.wasm'];
const tools = ['occ-tools.js', 'occ-tools_bg.wasm'];
if (present([...worker, 'ptxas-worker.js'])) {
  version(join(dir, 'ptxas-worker.js'), worker, hash(...worker));
}
if (present(tools)) {
  // The tools module starts the worker: its version covers the worker's files too.
  const rest = [...worker, 'ptxas-worker.js'].filter((name) => present([name]));
  const tag = hash(...tools, ...rest);
  const loaders = modules.filter((path) => /open_tool/.test(readFileSync(path, 'utf8')) && path.includes('snippets'));
  for (const path of loaders) version(path, tools, tag);
}

const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
let count = 0;
html = html.replace(/<script type="module">([\s\S]*?)<\/script>/g, (_, body) => {
  const text = body.trim() + '\n';
  const name = `boot-${createHash('sha256').update(body).digest('hex').slice(0, 16)}.js`;
  writeFileSync(join(dir, name), text);
  count += 1;
  return `<script type="module" src="./${name}" integrity="${sri(text)}"></script>`;
});
const shellFile = join(dir, 'shell.html');
const placeholder = /<!-- occ:shell [^>]*-->/;
if (!existsSync(shellFile) || !placeholder.test(html)) {
  console.error('post-build: shell.html (the occ-shell pre-build hook) or its placeholder in index.html is missing');
  process.exit(1);
}
html = html.replace(placeholder, () => readFileSync(shellFile, 'utf8'));
unlinkSync(shellFile);
const hashes = [];
for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
  hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}
const csp = /(http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval')/;
if (hashes.length && !csp.test(html)) {
  console.error("post-build: no script-src 'self' 'wasm-unsafe-eval' in the CSP to add the inline scripts' hashes to");
  process.exit(1);
}
html = html.replace(csp, (directive) => [directive, ...hashes].join(' '));
if (/<script(?![^>]*\bsrc=)(?!>)[^>]*>/.test(html)) {
  console.error('post-build: an inline script other than a classic one is left in index.html; the CSP would block it');
  process.exit(1);
}
// Every tag naming a local file with an integrity attribute gets that file's integrity now.
html = html.replace(/<[^>]*\b(?:href|src)="\.\/([^"]+)"[^>]*>/g, (tag, url) => {
  const path = join(dir, url);
  if (!/\bintegrity="/.test(tag) || !existsSync(path)) return tag;
  return tag.replace(/\bintegrity="[^"]*"/, `integrity="${sri(readFileSync(path))}"`);
});
writeFileSync(file, html);
console.log(
  `post-build: shortened ${shortened} import and export names; minified ${minified} file(s), ${saved} bytes less; moved ${count} inline script(s) out of ` +
    `index.html (${relative(process.cwd(), file)})`,
);
