//! Seeded random kernels over every target llc knows, written as LLVM IR whose resource usage is known: inline-asm
//! clobbers of single registers (`~{v99}` makes the highest arch VGPR v99, so the compiler counts 100; a clobber of
//! a tuple such as `~{v[0:99]}` is not counted), an LDS array of a chosen size, and the work-group size as the
//! `amdgpu-flat-work-group-size` attribute. Wave size and CU mode are per module (`-mattr`).

use std::fmt::Write;

use occ_core::amd::{Arch, Generation};

/// SplitMix64: small, seedable, good enough to spread cases.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `low..=high`.
    fn range(&mut self, low: u32, high: u32) -> u32 {
        low + (self.next() % u64::from(high - low + 1)) as u32
    }

    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.next() as usize % items.len()]
    }
}

/// One generated kernel and how it is compiled.
#[derive(Clone, Debug)]
pub struct Case {
    pub name: String,
    pub arch: &'static Arch,
    pub wave_size: u32,
    pub cu_mode: bool,
    pub workgroup_size: u32,
    /// The highest arch VGPR, AGPR and SGPR the kernel clobbers (none: only what its own code needs).
    pub top_vgpr: Option<u32>,
    pub top_agpr: Option<u32>,
    pub top_sgpr: Option<u32>,
    /// Clobbers of VCC and FLAT_SCRATCH, which the compiler adds to `NumSgprs` on GFX9.
    pub vcc: bool,
    pub flat_scratch: bool,
    pub lds_bytes: u32,
}

/// Targets with AGPRs (LLVM's `FeatureMAIInsts`): gfx908, gfx90a and gfx94x.
pub fn has_agprs(arch: &Arch) -> bool {
    arch.max_agprs() > 0
}

fn work_group_size(rng: &mut Rng, wave: u32) -> u32 {
    if rng.chance(0.35) {
        rng.range(1, 1024)
    } else if rng.chance(0.6) {
        wave * rng.range(1, 1024 / wave)
    } else {
        rng.pick(&[
            1, 31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 192, 255, 256, 257, 320, 384, 511, 512,
            513, 640, 685, 767, 768, 769, 1023, 1024,
        ])
    }
}

/// The highest register index to clobber: none, low counts (where the most waves are decided) or any.
fn top_register(rng: &mut Rng, highest: u32) -> Option<u32> {
    if rng.chance(0.1) {
        None
    } else if rng.chance(0.45) {
        Some(rng.range(0, 127.min(highest)))
    } else {
        Some(rng.range(0, highest))
    }
}

/// `count` cases spread round-robin over `arches`, so every target gets its share.
pub fn generate(seed: u64, count: usize, arches: &[&'static Arch]) -> Vec<Case> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|i| one(&mut rng, i, arches[i % arches.len()]))
        .collect()
}

fn one(rng: &mut Rng, index: usize, arch: &'static Arch) -> Case {
    let rdna = arch.generation.is_rdna();
    let wave_size = rng.pick(arch.wave_sizes());
    let cu_mode = rdna && rng.chance(0.3);
    let workgroup_size = work_group_size(rng, wave_size);
    let top_vgpr = top_register(rng, arch.max_vgprs() - 1);
    let top_agpr = if has_agprs(arch) && rng.chance(0.5) {
        top_register(rng, arch.max_agprs() - 1)
    } else {
        None
    };
    // The addressable SGPRs: s0–s101 on GFX9, s0–s105 on GFX10 and later (more is a compile error).
    let top_sgpr = if rng.chance(0.3) {
        None
    } else if rng.chance(0.5) {
        Some(rng.range(60, if rdna { 105 } else { 101 }))
    } else {
        Some(rng.range(0, if rdna { 105 } else { 101 }))
    };
    // Only whole allocation granules: LLVM 19 counts LDS unrounded while the hardware (and occ) allocates whole
    // granules, so sizes in between would compare two different rules; at multiples of the granule both agree.
    let granules = arch.lds_per_workgroup / arch.lds_granule;
    let lds_bytes = if rng.chance(0.4) {
        0
    } else if rng.chance(0.4) {
        arch.lds_granule * rng.range(1, 16.min(granules))
    } else {
        arch.lds_granule * rng.range(1, granules)
    };
    Case {
        name: format!("k{index}"),
        arch,
        wave_size,
        cu_mode,
        workgroup_size,
        top_vgpr,
        top_agpr,
        top_sgpr,
        vcc: rng.chance(0.3),
        flat_scratch: arch.generation == Generation::Gfx9 && rng.chance(0.15),
        lds_bytes,
    }
}

impl Case {
    /// The module a case is compiled in: one per target, wave size and mode.
    pub fn module_key(&self) -> (&'static str, u32, bool) {
        (self.arch.name, self.wave_size, self.cu_mode)
    }

    /// The kernel's IR: its LDS array (if any), the function and its attribute group.
    pub fn write_ir(&self, globals: &mut String, functions: &mut String, attrs: &mut String) {
        let name = &self.name;
        let mut clobbers: Vec<String> = Vec::new();
        clobbers.extend(self.top_vgpr.map(|v| format!("~{{v{v}}}")));
        clobbers.extend(self.top_agpr.map(|a| format!("~{{a{a}}}")));
        clobbers.extend(self.top_sgpr.map(|s| format!("~{{s{s}}}")));
        if self.vcc {
            clobbers.push("~{vcc}".into());
        }
        if self.flat_scratch {
            clobbers.push("~{flat_scratch}".into());
        }
        let _ = writeln!(
            functions,
            "define amdgpu_kernel void @{name}() #{} {{",
            attr_id(name)
        );
        if !clobbers.is_empty() {
            let _ = writeln!(
                functions,
                "  call void asm sideeffect \"\", \"{}\"()",
                clobbers.join(",")
            );
        }
        if self.lds_bytes > 0 {
            let _ = writeln!(
                globals,
                "@lds.{name} = internal addrspace(3) global [{} x i8] poison, align 4",
                self.lds_bytes
            );
            // A volatile store keeps the array alive, so the compiler allocates all of it.
            let _ = writeln!(
                functions,
                "  store volatile i8 1, ptr addrspace(3) @lds.{name}, align 4"
            );
        }
        let _ = writeln!(functions, "  ret void\n}}");
        let _ = writeln!(
            attrs,
            "attributes #{} = {{ \"amdgpu-flat-work-group-size\"=\"1,{}\" }}",
            attr_id(name),
            self.workgroup_size
        );
    }

    /// Every input, for a disagreement report.
    pub fn describe(&self) -> String {
        let reg = |r: Option<u32>| r.map_or("none".to_string(), |r| r.to_string());
        format!(
            "{} wave{} {}work-group {} · clobbers: top VGPR {}, top AGPR {}, top SGPR {}, vcc {}, flat_scratch {} · \
             LDS {} B",
            self.arch.name,
            self.wave_size,
            match (self.arch.generation.is_rdna(), self.cu_mode) {
                (false, _) => "",
                (true, true) => "CU mode ",
                (true, false) => "WGP mode ",
            },
            self.workgroup_size,
            reg(self.top_vgpr),
            reg(self.top_agpr),
            reg(self.top_sgpr),
            self.vcc,
            self.flat_scratch,
            self.lds_bytes
        )
    }
}

fn attr_id(name: &str) -> &str {
    name.trim_start_matches('k')
}

/// One module's text for a group of cases with the same key.
pub fn module(cases: &[&Case]) -> String {
    let (mut globals, mut functions, mut attrs) = (String::new(), String::new(), String::new());
    for case in cases {
        case.write_ir(&mut globals, &mut functions, &mut attrs);
    }
    format!("target triple = \"amdgcn-amd-amdhsa\"\n\n{globals}\n{functions}\n{attrs}")
}
