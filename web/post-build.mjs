// Trunk post-build hook (Trunk.toml), on the staging directory:
// 0. shortens the names under which each wasm-bindgen ES module and its wasm call each other
//    (`__wbg_addEventListener_847fd86b8c33ec43` becomes `$a`): every name is written twice, in the wasm's import or
//    export section and in the glue, and its random hash does not compress (about 4 KB of gzip on the page); drops
//    the wasm's `producers` and `target_features` sections;
// 1. minifies the wasm-bindgen ES modules (the page's glue, the tools module's, the inline snippets) with terser,
//    two compress passes (the page's glue is about a fifth smaller gzipped, and every visit loads it: the first
//    visit's byte budget), and the stylesheet with esbuild's CSS minifier;
// 2. puts the page's code and stylesheet into index.html: Trunk's loader, the page's glue and its snippets bundled
//    by esbuild into one inline module script, the stylesheet into a <style>; their files are removed, so a first
//    visit makes one request after the html (the wasm, preloaded) and its first result paints sooner;
// 3. versions what the page loads later by URL: the tools and charts modules and the log reader's files are not
//    renamed with a content hash by Trunk, so their URLs get `?v=<hash of their contents>` (in the page's snippet for
//    the modules, in the tools module's wasm for the workers' loaders, in web/ptxas-worker.js and
//    web/profile-worker.js for the workers' own files), and a cached old file never meets a new page;
// 4. recomputes the Subresource Integrity of every file index.html names with one;
// 5. puts the page's markup (shell.html, written by the pre-build hook `occ-shell`) into index.html, and adds the
//    hash of each inline script (the pre-paint theme check, the page's module) and of the inline stylesheet to the
//    Content-Security-Policy: nothing else inline runs or applies.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
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
  // The workers' files are classic scripts (importScripts); leave them as Trunk wrote them.
  if (!release || !/^\s*(export|import)\b|\n(export|import)\b/.test(source)) continue;
  const { code } = await minify(source, { module: true, compress: { passes: 2 }, mangle: true });
  writeFileSync(path, code);
  saved += source.length - code.length;
  minified += 1;
}
for (const path of release ? styles : []) {
  const source = readFileSync(path, 'utf8');
  const { code } = await esbuild.transform(source, { loader: 'css', minify: true });
  const css = code.trim();
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
// The Web Workers: each a loader script and the files it loads (the compiler-log and the profiler-report readers).
const workers = [
  { loader: 'ptxas-worker.js', files: ['occ-ptxas.js', 'occ-ptxas_bg.wasm'] },
  { loader: 'profile-worker.js', files: ['occ-profile.js', 'occ-profile_bg.wasm'] },
].filter(({ loader, files }) => present([...files, loader]));
for (const { loader, files } of workers) version(join(dir, loader), files, hash(...files));
const tools = ['occ-tools.js', 'occ-tools_bg.wasm'];
// The tools module names each worker's loader with 16 zeros for its version (`WORKER` in its panel): same length, so
// the wasm's bytes are replaced in place.
if (present(tools)) {
  const path = join(dir, 'occ-tools_bg.wasm');
  const wasm = readFileSync(path);
  for (const { loader, files } of workers) {
    const placeholder = Buffer.from(`./${loader}?v=0000000000000000`);
    const at = wasm.indexOf(placeholder);
    if (at < 0 || wasm.indexOf(placeholder, at + 1) >= 0) {
      console.error(`post-build: occ-tools_bg.wasm does not name './${loader}?v=<16 zeros>' exactly once`);
      process.exit(1);
    }
    Buffer.from(`./${loader}?v=${hash(loader, ...files)}`).copy(wasm, at);
  }
  writeFileSync(path, wasm);
}
// The page's snippet that imports the modules on demand.
const loaders = modules.filter((path) => /open_tool/.test(readFileSync(path, 'utf8')) && path.includes('snippets'));
if (present(tools)) {
  // The tools module starts the workers: its version covers the workers' files too.
  const rest = workers.flatMap(({ loader, files }) => [...files, loader]);
  const tag = hash(...tools, ...rest);
  for (const path of loaders) version(path, tools, tag);
}
const charts = ['occ-charts.js', 'occ-charts_bg.wasm'];
if (present(charts)) {
  for (const path of loaders) version(path, charts, hash(...charts));
}

const file = join(dir, 'index.html');
let html = readFileSync(file, 'utf8');
if (release) {
  // Comments for whoever reads the source index.html (the shell's placeholder stays: step 5 needs it) and the
  // head's indentation: bytes every visit pays for.
  html = html.replace(/<!--(?! occ:shell)[\s\S]*?-->/g, '');
  html = html.replace(/<head>[\s\S]*?<\/head>/, (head) => head.replace(/>\s+</g, '><'));
}
// Step 2: the page's code and stylesheet go into index.html. On a first visit every separate file is a request the
// browser starts only once it has read the html, and a stylesheet holds back the scripts behind it: inline, the wasm
// is the one request left, and one gzip stream is smaller than four.
const trunkLoaders = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
if (trunkLoaders.length !== 1) {
  console.error(`post-build: index.html has ${trunkLoaders.length} inline module scripts; expected Trunk's one loader`);
  process.exit(1);
}
const loader = trunkLoaders[0][1];
const glueName = loader.match(/from '\.\/([\w.-]+\.js)'/)?.[1];
const wasmName = loader.match(/module_or_path: '\.\/([\w.-]+_bg\.wasm)'/)?.[1];
if (!glueName || !wasmName) {
  console.error(`post-build: Trunk's loader no longer names the page's js and wasm as expected:\n${loader}`);
  process.exit(1);
}
// Only `init` is used (Trunk's loader also publishes the bindings and an event nobody listens to). The wasm's URL is
// relative to the document, as Trunk wrote it, so dist/ still works from any sub-path.
const bundle = await esbuild.build({
  stdin: {
    contents: `import init from './${glueName}';\nawait init({ module_or_path: './${wasmName}' });\n`,
    resolveDir: dir,
    loader: 'js',
  },
  absWorkingDir: resolve(dir),
  bundle: true,
  format: 'esm',
  minify: release,
  metafile: true,
  write: false,
  logLevel: 'silent',
});
const pageScript = bundle.outputFiles[0].text.trim();
const pageStyles = styles.map((path) => readFileSync(path, 'utf8').trim()).join('\n');
if (/<\/script/i.test(pageScript) || /<\/style/i.test(pageStyles)) {
  console.error('post-build: the page\'s script or stylesheet holds a closing tag; it cannot be inlined');
  process.exit(1);
}
let inlined = 0;
html = html.replace(trunkLoaders[0][0], () => `<script type="module">${pageScript}</script>`);
html = html.replace(/<link rel="modulepreload"[^>]*>/g, () => {
  inlined += 1;
  return '';
});
html = html.replace(/<link rel="stylesheet" href="\.\/[^"]+\.css"[^>]*>/g, () => {
  inlined += 1;
  return '';
});
html = html.replace('</head>', () => `<style>${pageStyles}</style></head>`);
// The wasm's preload goes first after the CSP (which applies only to what comes after it), so its request starts
// before the parser reaches the inline code and stylesheet: ~10 ms sooner on a first visit.
const preloads = html.match(/<link rel="preload" href="\.\/[^"]+\.wasm"[^>]*>/g) ?? [];
const cspTag = html.match(/<meta http-equiv="Content-Security-Policy"[^>]*>/)?.[0];
if (preloads.length !== 1 || !cspTag) {
  console.error(`post-build: expected one wasm preload (found ${preloads.length}) and a CSP <meta> in index.html`);
  process.exit(1);
}
html = html.replace(preloads[0], '').replace(cspTag, () => `${cspTag}\n  ${preloads[0]}`);
// The bundled files (metafile paths are relative to absWorkingDir); snippets/ keeps no empty folders.
for (const input of Object.keys(bundle.metafile.inputs)) {
  const path = resolve(dir, input);
  if (path.startsWith(resolve(dir)) && existsSync(path)) unlinkSync(path);
}
const snippets = join(dir, 'snippets');
if (existsSync(snippets)) {
  for (const entry of readdirSync(snippets)) {
    if (!readdirSync(join(snippets, entry)).length) rmdirSync(join(snippets, entry));
  }
  if (!readdirSync(snippets).length) rmdirSync(snippets);
}
for (const path of styles) unlinkSync(path);
const shellFile = join(dir, 'shell.html');
const placeholder = /<!-- occ:shell [^>]*-->/;
if (!existsSync(shellFile) || !placeholder.test(html)) {
  console.error('post-build: shell.html (the occ-shell pre-build hook) or its placeholder in index.html is missing');
  process.exit(1);
}
html = html.replace(placeholder, () => readFileSync(shellFile, 'utf8'));
unlinkSync(shellFile);
const hashes = [];
for (const [, body] of html.matchAll(/<script(?: type="module")?>([\s\S]*?)<\/script>/g)) {
  hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}
const styleHashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
  ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
);
const csp = /(http-equiv="Content-Security-Policy" content="[^"]*script-src 'self' 'wasm-unsafe-eval')/;
const cspStyle = /(http-equiv="Content-Security-Policy" content="[^"]*style-src 'self')/;
if ((hashes.length && !csp.test(html)) || (styleHashes.length && !cspStyle.test(html))) {
  console.error("post-build: the CSP has no script-src 'self' 'wasm-unsafe-eval' or style-src 'self' to add hashes to");
  process.exit(1);
}
html = html.replace(csp, (directive) => [directive, ...hashes].join(' '));
html = html.replace(cspStyle, (directive) => [directive, ...styleHashes].join(' '));
if (/<script(?![^>]*\bsrc=)(?!>)(?! type="module">)[^>]*>/.test(html) || /<style[^>]/.test(html)) {
  console.error('post-build: index.html holds an inline script or style the CSP would not allow');
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
  `post-build: shortened ${shortened} import and export names; minified ${minified} file(s), ${saved} bytes less; ` +
    `the page's script and stylesheet inline in ${relative(process.cwd(), file)} (${inlined} tag(s) fewer)`,
);
