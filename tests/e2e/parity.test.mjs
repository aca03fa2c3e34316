// The page's result held against `occ calc --json` for the same launch, on every vendor: each link below gives every
// input in its query string, and the same inputs go to the CLI as flags. What the page shows — the occupancy, the
// active blocks, waves or work-groups, every limiter with its count and whether it binds — must be what the CLI's
// JSON says, written the page's way (a fraction shown as a percent with two decimals, a count as the page counts it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { occJson } from './helpers.mjs';
import { browserSuite } from './suite.mjs';

const suite = browserSuite(null);

/** A link's query (after `?v=1&`) and the same launch as `occ calc` flags. */
const CASES = {
  nvidia: [
    // Warps and registers both allow 8 blocks: a tie, both bind.
    ['gpu=h100-sxm5-80gb&t=256&r=32&b=1', '--gpu h100-sxm5-80gb --threads 256 --regs 32 --barriers 1'],
    // Dynamic shared memory binds at 4 blocks; the barriers allow no fewer.
    ['gpu=geforce-rtx-4090&t=128&r=40&ds=20000&b=1', '--gpu geforce-rtx-4090 --threads 128 --regs 40 --dynamic-smem 20000 --barriers 1'],
    // 255 registers × 1,024 threads: no block fits.
    ['gpu=a100-sxm4-40gb&t=1024&r=255', '--gpu a100-sxm4-40gb --threads 1024 --regs 255'],
    // Opted-in dynamic shared memory with the largest carveout (228 KiB, 100 %).
    [
      'gpu=h100-sxm5-80gb&t=512&r=64&ss=4096&ds=120000&oi=1&md=131072&co=228',
      '--gpu h100-sxm5-80gb --threads 512 --regs 64 --static-smem 4096 --dynamic-smem 120000 --opt-in --max-dynamic-smem 131072 --carveout 100',
    ],
    // A generic CC with its SM count given.
    ['gpu=cc-7.5&t=96&r=72&sm=40', '--cc 7.5 --threads 96 --regs 72 --sms 40'],
  ],
  amd: [
    // gfx90a: AGPRs after the VGPRs in the unified register file.
    ['gpu=instinct-mi250x-gcd&t=256&r=96&ag=64', '--gpu instinct-mi250x-gcd --threads 256 --vgprs 96 --agprs 64'],
    // RDNA 3 in wave32 with LDS: every limit but the SGPRs meets at 16 waves per SIMD.
    ['gpu=radeon-rx-7900-xtx&t=256&ws=32&r=96&ss=16384', '--gpu radeon-rx-7900-xtx --threads 256 --wave-size 32 --vgprs 96 --lds 16384'],
    // CDNA 3, LDS binding.
    ['gpu=instinct-mi300x&t=512&r=64&sg=100&ss=40000', '--gpu instinct-mi300x --threads 512 --vgprs 64 --sgprs 100 --lds 40000'],
    // A generic RDNA 2 target in CU mode.
    ['gpu=gfx1030&t=64&ws=32&r=128&cu=1', '--arch gfx1030 --threads 64 --wave-size 32 --vgprs 128 --cu-mode'],
  ],
  intel: [
    // Xe-HPC in large-GRF mode: an Xe-core runs half its thread slots.
    ['gpu=data-center-gpu-max-1550&t=1024&sub=32&grf=1', '--gpu data-center-gpu-max-1550 --threads 1024 --sub-group 32 --large-grf'],
    // Xe2-HPG, SLM binding.
    ['gpu=arc-b580&t=128&sub=16&ss=32768', '--gpu arc-b580 --threads 128 --sub-group 16 --slm 32768'],
    // Xe-HPG with barriers, SIMD8.
    ['gpu=arc-a770&t=64&sub=8&bar=1', '--gpu arc-a770 --threads 64 --sub-group 8 --barriers'],
    // A generic Xe-LP with SLM and barriers.
    ['gpu=xe-lp&t=512&sub=16&ss=65536&bar=1', '--arch xe-lp --threads 512 --sub-group 16 --slm 65536 --barriers'],
  ],
};

/** The page's figures, read from its result's test ids and data attributes. */
async function shown(page) {
  return page.evaluate(() => {
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() ?? null;
    // "… of 64" after a headline count.
    const of = (id) => document.querySelector(`[data-testid="${id}"] + .of`)?.textContent.trim() ?? null;
    const limiters = [...document.querySelectorAll('li[data-testid^="limiter-"]')].map((li) => ({
      name: li.dataset.testid.slice('limiter-'.length),
      binding: li.dataset.binding === 'true',
      allows: li.querySelector('.blocks').textContent.trim(),
      label: li.querySelector('.name').textContent.trim(),
    }));
    return {
      occupancy: text('occupancy'),
      activeBlocks: text('active-blocks'),
      activeWarps: text('active-warps'),
      wavesPerSimd: text('waves-per-simd'),
      wavesOf: of('waves-per-simd'),
      hwThreads: text('hw-threads'),
      binding: text('binding-limiters'),
      limiters,
      notices: document.querySelectorAll('[data-testid="notice"]').length,
    };
  });
}

/**
 * The count a limiter's "allows" text gives ("4 blocks", "1,024 work-groups", "2 waves"), `null` for "no limit";
 * a text that is neither stays as it is, so it matches no count.
 */
function allowed(text) {
  if (text === 'no limit') return null;
  const count = /^(\d{1,3}(?:,\d{3})*) \S/.exec(text);
  return count ? Number(count[1].replaceAll(',', '')) : text;
}

/**
 * The page's figures as the CLI's JSON says them: the occupancy as the page's percent (two decimals), the headline
 * counts, each limiter the page lists with the count the JSON's limits allow (every limit the JSON has a count for must
 * be listed), and the binding ones the JSON's `limiters`, their labels named in the headline's "limited by".
 */
function expected(vendor, json, page) {
  const limits = vendor === 'nvidia' ? json.block_limits : json.limits;
  const listed = page.limiters.map((l) => l.name);
  const names = [...new Set([...listed, ...Object.keys(limits).filter((k) => limits[k] !== null)])];
  const limiters = names.map((name) => {
    const shownAs = page.limiters.find((l) => l.name === name);
    return {
      name,
      binding: json.limiters.includes(name),
      allows: name in limits ? limits[name] : `not in the CLI's limits: ${name}`,
      label: shownAs?.label ?? `(not listed: ${name})`,
    };
  });
  const binding = limiters.filter((l) => l.binding).map((l) => l.label);
  return {
    occupancy: `${(json.occupancy * 100).toFixed(2)} %`,
    activeBlocks: String(vendor === 'nvidia' ? json.active_blocks_per_sm : vendor === 'amd' ? json.workgroups_per_cu : json.workgroups_per_xe_core),
    activeWarps: vendor === 'nvidia' ? String(json.active_warps_per_sm) : null,
    wavesPerSimd: vendor === 'amd' ? String(json.waves_per_simd) : null,
    wavesOf: vendor === 'amd' ? `of ${json.max_waves_per_simd}` : null,
    hwThreads: vendor === 'intel' ? String(json.workgroups_per_xe_core * json.hw_threads_per_workgroup) : null,
    // The headline names the binding limiters in the list's order.
    binding: binding.length ? binding : ['none'],
    limiters,
    notices: 0,
  };
}

/** The page's reading in the shape `expected` gives: the headline's names split at its commas, the counts read. */
function reading(page) {
  return {
    ...page,
    binding: page.binding?.split(', ') ?? null,
    limiters: page.limiters.map((l) => ({ ...l, allows: allowed(l.allows) })),
  };
}

/** Opens `query` and asserts that the page agrees with `occ calc --json` for `flags`; returns both sides. */
async function holdAgainstCli(t, vendor, query, flags) {
  const json = occJson('calc', ...flags.split(' '));
  assert.equal(json.vendor, vendor, `occ calc ${flags}`);
  assert.equal(json.error, null, `occ calc ${flags}`);
  const { page } = await suite.open(t, `?v=1&${query}`);
  const figures = await shown(page);
  assert.deepEqual(reading(figures), expected(vendor, json, figures), `?v=1&${query} against occ calc ${flags}`);
  return { json, figures };
}

for (const [vendor, cases] of Object.entries(CASES)) {
  for (const [query, flags] of cases) {
    test(`${vendor}: the page at ?${query} shows what occ calc ${flags} --json says`, async (t) => {
      await holdAgainstCli(t, vendor, query, flags);
    });
  }
}

test('the launches cover a tie, no block fitting, AGPRs, wave32 and large GRF', async () => {
  const [tie, , none] = CASES.nvidia.map(([, flags]) => occJson('calc', ...flags.split(' ')));
  assert.deepEqual(tie.limiters, ['warps', 'registers']);
  assert.equal(none.active_blocks_per_sm, 0);
  assert.match(CASES.amd.map(([q]) => q).join(' '), /gpu=instinct-mi250x-gcd&[^ ]*ag=64/);
  assert.match(CASES.amd.map(([q]) => q).join(' '), /ws=32/);
  const grf = occJson('calc', ...CASES.intel[0][1].split(' '));
  assert.equal(grf.occupancy, 0.5);
});

test('a figure the page showed wrong would be caught', async (t) => {
  const [query, flags] = CASES.amd[0];
  const { json, figures } = await holdAgainstCli(t, 'amd', query, flags);
  const want = expected('amd', json, figures);
  const wrong = (change) => {
    const copy = structuredClone(figures);
    change(copy);
    return copy;
  };
  const changes = {
    occupancy: (f) => { f.occupancy = '37.51 %'; },
    activeBlocks: (f) => { f.activeBlocks = String(Number(f.activeBlocks) + 1); },
    wavesPerSimd: (f) => { f.wavesPerSimd = String(Number(f.wavesPerSimd) - 1); },
    wavesOf: (f) => { f.wavesOf = 'of 16'; },
    binding: (f) => { f.binding = `${f.binding}, SGPRs`; },
    'a limiter binding': (f) => { f.limiters.find((l) => !l.binding).binding = true; },
    "a limiter's count": (f) => { f.limiters[0].allows = '99 waves'; },
    "a limiter's count said as no limit": (f) => { f.limiters[0].allows = 'no limit'; },
    'a limiter missing': (f) => { f.limiters = f.limiters.filter((l) => l.name !== 'vgprs'); },
    'a notice': (f) => { f.notices = 1; },
  };
  for (const [what, change] of Object.entries(changes)) {
    const bad = wrong(change);
    assert.throws(() => assert.deepEqual(reading(bad), expected('amd', json, bad)), assert.AssertionError, what);
  }
  // And the CLI's side: a JSON with another occupancy no longer matches the page.
  assert.throws(() => assert.deepEqual(reading(figures), expected('amd', { ...json, occupancy: json.occupancy + 0.125 }, figures)));
  assert.deepEqual(reading(figures), want);
});
