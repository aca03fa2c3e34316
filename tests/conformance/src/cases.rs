//! Seeded random cases over every compute capability ≥ 3.0 and the whole input space, and the comparison of
//! occ-core's answers with the header's.

use occ_core::nvidia::{
    available_dynamic_smem, best_block_size, occupancy, CacheConfig, ComputeCapability, Device,
    DynamicSmem, Kernel, PartitionedGc, Rules, SmemConfig, ARCH_DEFAULTS,
};
use occ_core::Error;

/// SplitMix64: small, seedable, good enough to spread cases.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high`.
    fn range(&mut self, low: u64, high: u64) -> u64 {
        low + self.next() % (high - low + 1)
    }

    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.next() as usize % items.len()]
    }
}

#[derive(Clone, Debug)]
pub struct Case {
    device: Device,
    kernel: Kernel,
    smem: SmemConfig,
    per_thread: u64,
    base: u64,
}

/// The header's output for one case.
pub struct Expected {
    pub status: u32,
    /// active, flags, warps, regs, smem, blocks, barriers, virtual, allocated regs, allocated smem, gc.
    pub fields: [i64; 11],
    best: [i64; 3],
    available: [i64; 2],
    variable: [i64; 3],
}

const INT_MAX: i64 = i32::MAX as i64;

impl Expected {
    pub fn parse(line: &str) -> Result<Self, String> {
        let groups: Vec<Vec<i64>> = line
            .split('|')
            .map(|group| group.split_whitespace().map(|n| n.parse::<i64>()).collect())
            .collect::<Result<_, _>>()
            .map_err(|e| format!("unreadable driver line '{line}': {e}"))?;
        let [main, best, available, variable] = groups.as_slice() else {
            return Err(format!("driver line has {} groups: {line}", groups.len()));
        };
        let take = |group: &Vec<i64>, n: usize| -> Result<Vec<i64>, String> {
            (group.len() == n).then(|| group.clone()).ok_or(format!(
                "driver line group of {} numbers: {line}",
                group.len()
            ))
        };
        let main = take(main, 12)?;
        Ok(Self {
            status: main[0] as u32,
            fields: main[1..].try_into().map_err(|_| "bad main group")?,
            best: take(best, 3)?.try_into().map_err(|_| "bad best group")?,
            available: take(available, 2)?
                .try_into()
                .map_err(|_| "bad available group")?,
            variable: take(variable, 3)?
                .try_into()
                .map_err(|_| "bad variable group")?,
        })
    }
}

fn limit(value: Option<u32>) -> i64 {
    value.map_or(INT_MAX, i64::from)
}

fn gc_index(mode: PartitionedGc) -> u32 {
    match mode {
        PartitionedGc::Off => 0,
        PartitionedGc::On => 1,
        PartitionedGc::Strict => 2,
    }
}

fn cache_index(config: CacheConfig) -> u32 {
    match config {
        CacheConfig::None => 0,
        CacheConfig::Shared => 1,
        CacheConfig::L1 => 2,
        CacheConfig::Equal => 3,
    }
}

impl Case {
    pub fn driver_line(&self) -> String {
        let d = &self.device;
        let k = &self.kernel;
        let numbers: [i64; 26] = [
            d.cc.major.into(),
            d.cc.minor.into(),
            d.max_threads_per_block.into(),
            d.max_threads_per_sm.into(),
            d.regs_per_block.into(),
            d.regs_per_sm.into(),
            d.warp_size.into(),
            d.smem_per_block.into(),
            d.smem_per_sm.into(),
            d.sm_count.into(),
            d.smem_per_block_optin.into(),
            d.reserved_smem_per_block.into(),
            k.max_threads_per_block
                .unwrap_or(d.max_threads_per_block)
                .into(),
            k.regs_per_thread.into(),
            k.static_smem.into(),
            gc_index(k.partitioned_gc).into(),
            i64::from(k.opt_in),
            self.kernel.resolved_max_dynamic_smem(&self.device).into(),
            k.barriers.into(),
            k.virtual_resources.into(),
            cache_index(self.smem.cache_config).into(),
            self.smem.carveout.map_or(-1, i64::from),
            k.threads_per_block.into(),
            k.dynamic_smem.into(),
            self.per_thread as i64,
            self.base as i64,
        ];
        let mut line = numbers.map(|n| n.to_string()).join(" ");
        line.push('\n');
        line
    }

    /// Why our engine fits no block, for the run's summary.
    pub fn zero_reason(&self) -> Option<String> {
        let gpu = self.device.check().ok()?;
        let o = occupancy(&gpu, &self.kernel, &self.smem).ok()?;
        (o.active_blocks_per_sm == 0).then(|| match o.failure {
            Some(failure) => format!("{failure:?}")
                .split([' ', '{'])
                .next()
                .unwrap_or("")
                .to_string(),
            None => "strict partitioned caching".to_string(),
        })
    }

    pub fn compare(&self, header: &Expected) -> Result<(), String> {
        let ours: Result<_, Error> = self
            .device
            .check()
            .and_then(|gpu| occupancy(&gpu, &self.kernel, &self.smem).map(|o| (gpu, o)));
        let (gpu, o) = match ours {
            Err(error) if header.status == error.nvidia_code() => return Ok(()),
            Err(error) => {
                return Err(format!(
                    "occ rejects ({error}) but the header returns status {}",
                    header.status
                ))
            }
            Ok(pair) if header.status == 0 => pair,
            Ok(_) => {
                return Err(format!(
                    "occ computes but the header returns status {}",
                    header.status
                ))
            }
        };
        let l = o.block_limits;
        let mine: [i64; 11] = [
            o.active_blocks_per_sm.into(),
            o.nvidia_limiting_factors.into(),
            limit(l.warps),
            limit(l.registers),
            limit(l.shared_memory),
            limit(l.blocks),
            limit(l.barriers),
            limit(l.virtual_resources),
            o.allocated_registers_per_block as i64,
            o.allocated_smem_per_block as i64,
            gc_index(o.partitioned_gc).into(),
        ];
        if mine != header.fields {
            return Err(format!(
                "occupancy fields differ: occ {mine:?} vs header {:?} (active, flags, warps, regs, smem, blocks, \
                 barriers, virtual, regs/block, smem/block, gc)",
                header.fields
            ));
        }
        let active = o.active_blocks_per_sm;
        let binding = o.limiters().count();
        if active > 0 && binding == 0 {
            return Err("no limiter binds".to_string());
        }
        if (active == 0) != o.failure.is_some() {
            return Err(format!(
                "{active} blocks but failure {:?}: a zero needs a reason, a result none",
                o.failure
            ));
        }

        let fixed = DynamicSmem::Fixed(self.kernel.dynamic_smem.into());
        let best =
            best_block_size(&gpu, &self.kernel, &self.smem, fixed).map_err(|e| e.to_string())?;
        let best_mine = [0, best.min_grid_size as i64, best.block_size.into()];
        if best_mine != header.best {
            return Err(format!(
                "best block size: occ {best_mine:?} vs header {:?}",
                header.best
            ));
        }
        let variable = DynamicSmem::PerThread {
            per_thread: self.per_thread,
            base: self.base,
        };
        let best =
            best_block_size(&gpu, &self.kernel, &self.smem, variable).map_err(|e| e.to_string())?;
        let variable_mine = [0, best.min_grid_size as i64, best.block_size.into()];
        if variable_mine != header.variable {
            return Err(format!(
                "variable-smem best block size: occ {variable_mine:?} vs header {:?}",
                header.variable
            ));
        }
        if active > 0 {
            let available = available_dynamic_smem(&gpu, &self.kernel, &self.smem, active)
                .map_err(|e| e.to_string())?;
            let available_mine = match available {
                Some(bytes) => [0, bytes as i64],
                None => [1, 0],
            };
            let header_available = if header.available[0] == 0 {
                header.available
            } else {
                [1, 0]
            };
            if available_mine != header_available {
                return Err(format!(
                    "available dynamic smem: occ {available_mine:?} vs header {:?}",
                    header.available
                ));
            }
        }
        Ok(())
    }
}

/// Devices: every generic device ≥ 3.0, the header-only capabilities (10.1, 10.7, 11.x, odd minors) and
/// capabilities the header does not know.
fn base_devices() -> Vec<Device> {
    let mut devices: Vec<Device> = ARCH_DEFAULTS
        .iter()
        .filter(|d| d.cc.major >= 3)
        .map(|d| d.device)
        .collect();
    let like = |major: u32, minor: u32, template: (u32, u32)| -> Device {
        let mut device = ARCH_DEFAULTS
            .iter()
            .find(|d| d.cc == ComputeCapability::new(template.0, template.1))
            .expect("template capability is in the table")
            .device;
        device.cc = ComputeCapability::new(major, minor);
        device
    };
    devices.push(like(10, 1, (11, 0)));
    let mut rubin = like(10, 7, (10, 0));
    rubin.smem_per_sm = 328 * 1024;
    rubin.smem_per_block_optin = 327 * 1024;
    devices.push(rubin);
    devices.push(like(11, 1, (10, 0)));
    devices.push(like(11, 3, (10, 0)));
    devices.push(like(11, 7, (10, 0)));
    devices.push(like(8, 2, (8, 6)));
    devices.push(like(7, 3, (7, 0)));
    devices.push(like(9, 1, (9, 0)));
    devices.push(like(5, 1, (5, 0)));
    devices.push(like(6, 3, (6, 1)));
    devices
}

const UNKNOWN: [(u32, u32); 6] = [(4, 0), (10, 2), (11, 2), (12, 2), (13, 0), (0, 0)];

pub fn generate(seed: u64, count: usize) -> Vec<Case> {
    let mut rng = Rng(seed);
    let devices = base_devices();
    (0..count).map(|_| one(&mut rng, &devices)).collect()
}

fn one(rng: &mut Rng, devices: &[Device]) -> Case {
    let mut device = rng.pick(devices);
    device.sm_count = rng.range(1, 200) as u32;
    let rules = Rules::for_cc(device.cc).expect("base devices are known");
    perturb_device(rng, &mut device, &rules);

    let reserved = device.reserved_smem_per_block;
    let optin = device.smem_per_block_optin.max(device.smem_per_block);
    let threads = if rng.chance(0.35) {
        rng.range(1, 1024)
    } else if rng.chance(0.55) {
        32 * rng.range(1, 32)
    } else if rng.chance(0.75) {
        rng.pick(&[
            1, 31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 255, 256, 257, 511, 512, 513, 767, 1023,
            1024,
        ])
    } else {
        rng.range(1025, 2048)
    } as u32;
    let regs = if rng.chance(0.08) {
        0
    } else if rng.chance(0.6) {
        rng.range(1, 64)
    } else if rng.chance(0.75) {
        rng.range(65, 168)
    } else if rng.chance(0.8) {
        rng.range(169, 255)
    } else {
        rng.pick(&[255, 256, 257, 260, 300])
    } as u32;
    let mut kernel = Kernel::new(threads, regs);
    kernel.static_smem = if rng.chance(0.5) {
        0
    } else if rng.chance(0.7) {
        rng.range(0, 8192) as u32
    } else {
        rng.range(0, u64::from(device.smem_per_block) + 4096) as u32
    };
    kernel.opt_in = rng.chance(0.3);
    let granule = u64::from(rules.smem_granularity());
    kernel.dynamic_smem = if rng.chance(0.4) {
        0
    } else if rng.chance(0.5) {
        let per_block = if kernel.opt_in {
            optin
        } else {
            device.smem_per_block
        };
        rng.range(0, u64::from(per_block.saturating_sub(kernel.static_smem)))
    } else if rng.chance(0.5) {
        rng.range(0, u64::from(optin) + 4096)
    } else {
        // At the per-block limit, one byte and one allocation unit either side.
        let per_block = if kernel.opt_in {
            optin
        } else {
            device.smem_per_block
        };
        let edge = u64::from(per_block) + u64::from(reserved);
        let used = u64::from(kernel.static_smem) + u64::from(reserved);
        let offset = rng.pick(&[-(granule as i64), -1, 0, 1, granule as i64]);
        (edge.saturating_sub(used) as i64 + offset).max(0) as u64
    } as u32;
    if rng.chance(0.2) {
        let low = if rng.chance(0.7) {
            kernel.dynamic_smem.min(optin)
        } else {
            0
        };
        kernel.max_dynamic_smem = Some(rng.range(u64::from(low), u64::from(optin)) as u32);
    }
    kernel.barriers = if rng.chance(0.6) {
        1
    } else if rng.chance(0.4) {
        0
    } else {
        rng.range(2, 16) as u32
    };
    if rng.chance(0.25) {
        kernel.virtual_resources = rng.range(1, 130) as u32;
    }
    if rules.supports_partitioned_gc() || rng.chance(0.1) {
        kernel.partitioned_gc = rng.pick(&PartitionedGc::ALL);
    }
    if rng.chance(0.15) {
        kernel.max_threads_per_block = Some(if rng.chance(0.5) {
            32 * rng.range(1, 32) as u32
        } else {
            rng.range(1, 1024) as u32
        });
    }
    let mut smem = SmemConfig {
        carveout: if rng.chance(0.4) {
            None
        } else if rng.chance(0.85) {
            Some(rng.range(0, 100) as u32)
        } else {
            Some(rng.pick(&[0, 1, 50, 99, 100]))
        },
        cache_config: if rng.chance(0.7) {
            CacheConfig::None
        } else {
            rng.pick(&CacheConfig::ALL)
        },
    };
    let (per_thread, base) = if rng.chance(0.3) {
        (0, rng.range(0, 16_384))
    } else {
        (rng.range(0, 64), rng.range(0, 16_384))
    };

    // About 2 % invalid input, which both sides must reject with the same error code.
    if rng.chance(0.02) {
        match rng.range(0, 4) {
            0 => kernel.threads_per_block = 0,
            1 if device.cc.major >= 7 => smem.carveout = Some(rng.range(101, 300) as u32),
            2 => {
                let (major, minor) = rng.pick(&UNKNOWN);
                device.cc = ComputeCapability::new(major, minor);
            }
            3 => kernel.max_threads_per_block = Some(0),
            _ => match rng.range(0, 3) {
                0 => device.regs_per_sm = 0,
                1 => device.max_threads_per_sm = 0,
                2 => device.smem_per_sm = 0,
                _ => device.sm_count = 0,
            },
        }
    }
    Case {
        device,
        kernel,
        smem,
        per_thread,
        base,
    }
}

/// Real GPUs of one capability differ only in SM count, but the header takes every field as input: vary them
/// within what a device can be (occ rejects the rest, see `Device::check`).
fn perturb_device(rng: &mut Rng, device: &mut Device, rules: &Rules) {
    if !rng.chance(0.3) {
        return;
    }
    let carveouts = rules.carveouts();
    let cc = device.cc;
    if cc.major >= 8 && rng.chance(0.2) {
        device.reserved_smem_per_block = rng.pick(&[0, 1024, 2048]);
    }
    let reserved = if cc.major >= 8 {
        device.reserved_smem_per_block
    } else {
        0
    };
    if let Some(&largest) = carveouts.last() {
        let usable: Vec<u32> = carveouts.iter().copied().filter(|c| *c >= 8192).collect();
        device.smem_per_sm = rng.pick(&usable);
        let cap = largest - reserved;
        device.smem_per_block = rng.range(8192, u64::from(cap.min(49_152))) as u32;
        device.smem_per_block_optin =
            rng.range(u64::from(device.smem_per_block), u64::from(cap)) as u32;
    } else if cc.major == 3 {
        let random = rng.range(49_152, 131_072) as u32;
        device.smem_per_sm = rng.pick(&[49_152, 114_688, random]);
    } else {
        let random = rng.range(16_384, 131_072) as u32;
        device.smem_per_sm = rng.pick(&[65_536, 98_304, random]);
        device.smem_per_block = rng.range(16_384, 49_152) as u32;
    }
    if rng.chance(0.3) {
        device.regs_per_sm = rng.pick(&[32_768, 65_536, 131_072]);
        device.regs_per_block = rng.pick(&[32_768, 65_536]);
    }
    if rng.chance(0.3) {
        device.max_threads_per_sm = rng.pick(&[1024, 1536, 2048]);
    }
    if rng.chance(0.05) {
        device.warp_size = rng.pick(&[16, 64]);
    }
}

/// The benchmark's launches on one device: typical kernels (warp-multiple block sizes mostly, 16–255 registers,
/// some static and dynamic shared memory, one barrier), every one a valid input, so both engines do the whole
/// computation on every call.
pub fn bench_cases(seed: u64, device: Device, count: usize) -> Vec<Case> {
    let mut rng = Rng(seed);
    (0..count)
        .map(|_| {
            let threads = if rng.chance(0.7) {
                32 * rng.range(1, 32)
            } else {
                rng.range(1, 1024)
            } as u32;
            let regs = if rng.chance(0.8) {
                rng.range(16, 128)
            } else {
                rng.range(129, 255)
            } as u32;
            let mut kernel = Kernel::new(threads, regs);
            if rng.chance(0.5) {
                kernel.static_smem = rng.range(0, 16_384) as u32;
            }
            if rng.chance(0.5) {
                kernel.dynamic_smem = rng.range(0, 32_768) as u32;
            }
            kernel.opt_in = rng.chance(0.1);
            Case {
                device,
                kernel,
                smem: SmemConfig::default(),
                per_thread: 0,
                base: 0,
            }
        })
        .collect()
}

impl Case {
    /// The device, kernel and shared-memory configuration of the case.
    pub fn parts(&self) -> (&Device, &Kernel, &SmemConfig) {
        (&self.device, &self.kernel, &self.smem)
    }
}
