// The page in Simplified Chinese: every text a visitor reads (or hears) on an NVIDIA, an AMD and an Intel GPU, with
// every tool open and the charts drawn, in each vocabulary, holds no English word but the allowed names, units and
// identifiers. Chromium draws the glyphs with Debian's fonts-noto-cjk (the xtask installs it); no web fonts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readTexts, root, showCharts, waitForDraw } from './helpers.mjs';
import { browserSuite, openTool } from './suite.mjs';

const suite = browserSuite(null);
const open = (t, path = '', options = {}) => suite.open(t, path, options);

/** Product names, programming models, hardware units, units of measure and identifiers: the same in Chinese. */
const ALLOWED = new Set([
  'NVIDIA', 'AMD', 'Intel', 'GPU', 'GPUs', 'CPU', 'CUDA', 'HIP', 'SYCL', 'ROCm', 'oneAPI', 'OpenCL', 'PTX', 'SASS',
  'SM', 'SMs', 'CU', 'CUs', 'LDS', 'SLM', 'SIMD', 'XVE', 'XVEs', 'Xe', 'XMX', 'GCD', 'VGPR', 'VGPRs', 'SGPR', 'SGPRs',
  'AGPR', 'AGPRs', 'DRAM', 'HBM', 'L1', 'L2', 'CC', 'ISA', 'GCN', 'CDNA', 'RDNA', 'Hopper', 'Ampere', 'Blackwell',
  'FP64', 'FP32', 'FP16', 'BF16', 'TF32', 'INT8', 'Roofline', 'roofline',
  'B', 'KB', 'KiB', 'MB', 'MiB', 'GB', 'GiB', 'TB', 's', 'ms', 'GHz', 'MHz', 'FLOP', 'FLOPs', 'TFLOP', 'TFLOPS',
  'GFLOP', 'GFLOPS', 'TF', 'ID', 'URL', 'CSV', 'JSON', 'Markdown', 'PNG', 'SVG', 'HTML', 'iframe',
  'occ', 'ptxas', 'nvcc', 'nvlink', 'cuobjdump', 'llc', 'hipcc', 'clang', 'icpx', 'Rpass', 'amdgpu',
  'cuda_occupancy', 'h', 'x', 'gfx', 'sm', 'v', 'cc', 'lang', 'zh', 'en', 'terms', 'gpu', 'Pascal', 'Volta', 'Turing',
  'Kepler', 'Maxwell', 'Ada', 'Lovelace', 'Alchemist', 'Battlemage', 'Ponte', 'Vecchio', 'Arc', 'Max', 'Flex',
  'LLVM', 'AMDGPU', 'Tensor', 'maxrregcount', 'Xptxas', 'BlockNum', 'ThreadNumPerBlock', 'GRF', 'us', 'N', 'sycl',
  'intel', 'gpu-metrics-devices', 'gridDim', 'Instinct', 'Radeon', 'resource-usage', 'dump-resource-usage',
  'kernel-resource-usage', 'save-temps', 'Rpass-analysis', 'amdgpu-waves-per-eu', 'llc-19', 'gemm', 'ncu',
  'rocprofv3', 'rocprof', 'unitrace', 'onetrace',
]);

/** The English words of `text` that are not allowed, after product names are taken out. */
function englishWords(text, names) {
  for (const name of names) text = text.split(name).join(' ');
  return text
    .split(/[^A-Za-z0-9_-]+/)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w && /[A-Za-z]/.test(w) && !/^[0-9]/.test(w) && !w.startsWith('__') && !ALLOWED.has(w))
    .filter((w) => !/^(sm|gfx|compute)_?[0-9a-z]+$/.test(w) && !/^xe2?-[a-z0-9]+$/.test(w) && !/^[A-Z]-series$/.test(w))
    // API identifiers (cudaFuncAttributeMaxDynamicSharedMemorySize, cudaOccMaxPotentialOccupancyBlockSize) and
    // architecture generations (Gen9, Xe2, Xe-HPG).
    .filter((w) => !/^(cuda|hip|sycl)[A-Z_]\w*$/.test(w) && !/^(Gen|gen|Xe)[0-9]+$|^Xe-[A-Z]+$/.test(w))
    // The compiler's own names (NumVgprs, .vgpr_count, FLAT_SCRATCH, GFX9) and the code's (local_accessor, wg_max).
    .filter((w) => !/^Num[A-Z][a-z]+$|^[A-Z][A-Z0-9_]+$|_/.test(w));
}

/** Names of products and tools that stay as their makers write them, in Chinese too. */
const PRODUCTS = ['Intel GPU Occupancy Calculator', 'GPU Occupancy Calculator', 'Nsight Compute', 'Nsight Systems', 'Tensor Core'];

/** Every preset's name, chip, architecture and family, and the products above, longest first (a name is taken out
 * before a shorter one inside it). */
async function presetNames() {
  const toml = await readFile(join(root, 'crates', 'occ-core', 'data', 'gpus.toml'), 'utf8');
  const found = [...toml.matchAll(/^(?:name|chip|arch|family|one)\s*=\s*"([^"]+)"/gm)].map((m) => m[1]);
  // A product of several GPUs is said as the product and which one: "GB200（单个 Blackwell GPU）".
  found.push(...found.filter((n) => n.includes(' (one ')).map((n) => n.slice(0, n.indexOf(' (one '))));
  return [...new Set([...found, ...PRODUCTS])].sort((a, b) => b.length - a.length);
}

/** Every word a visitor reads (or hears): text nodes and read attributes, outside what they typed and `translate="no"`. */
const pageTexts = (page) => readTexts(page, { options: true });

const GPUS = [
  ['NVIDIA', '?v=1&gpu=geforce-rtx-4090&t=256&r=64&lang=zh'],
  ['AMD', '?v=1&gpu=instinct-mi300x&t=256&r=128&lang=zh'],
  ['Intel', '?v=1&gpu=arc-b580&t=256&lang=zh'],
];

for (const [vendor, link] of GPUS) {
  test(`in Chinese, an ${vendor} GPU's page with every tool open holds no English words, in every vocabulary`, async (t) => {
    const names = await presetNames();
    const { page, problems } = await open(t, link);
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
    await page.waitForSelector('[data-testid="occupancy"]');
    for (const tool of ['plan', 'import', 'roofline']) await openTool(page, tool);
    await page.fill('[data-testid="log-input"]', '').catch(() => {});
    await page.click('[data-testid="pin"]');
    await showCharts(page);
    await waitForDraw(page, 'chart-block-size', 0);
    for (const terms of ['own', 'cuda', 'hip', 'sycl']) {
      await page.selectOption('[data-testid="input-terms"]', terms);
      await page.waitForFunction((id) => location.search.includes(`terms=${id}`) || id === 'own', terms);
      // The next frame: every panel has been written in the chosen words.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const left = [];
      for (const text of await pageTexts(page)) {
        const words = englishWords(text, names);
        if (words.length) left.push(`${words.join(' ')}  ⟵ ${text.trim().slice(0, 120)}`);
      }
      assert.deepEqual(left, [], `English words on the ${vendor} page in ${terms} terms`);
    }
    assert.deepEqual(problems.console, [], 'the console stays silent');
  });
}
