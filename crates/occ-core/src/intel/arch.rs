//! Intel GPU architectures (SYCL on Gen9 to Xe2) and the constants their occupancy rules read: one row per target
//! of Intel's GPU Occupancy Calculator.
//!
//! The calculator is oneapi-src/oneAPI-samples@6f5ade58f36f161261affdd70bcf07363a1748b1
//! `Tools/GPU-Occupancy-Calculator/index.html`; `l.N` below is a line of that file. Its `targets` table
//! (l.236–417) gives every constant here, one object per target (the line range of each is on its row). Its
//! field names are the older ones: an EU is an XVE (Xe Vector Engine), a sub-slice an Xe-core, a TG (thread group)
//! a work-group. The oneAPI GPU Optimization Guide ("Thread Mapping and GPU Occupancy", "Small Register Mode vs.
//! Large Register Mode") says the same of the targets it describes; where the two disagree it is said on the row.

/// One Intel GPU architecture, as the calculator's target table describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arch {
    /// occ's id (`xe-hpc`), what `--arch` and `device.arch` take.
    pub name: &'static str,
    /// The architecture's name (`Xe-HPC`).
    pub family: &'static str,
    /// The products it is (`Data Center GPU Max`).
    pub products: &'static str,
    /// The calculator's `code` of the target (`xe_hpc_pvc`), also accepted as a name.
    pub calculator_code: &'static str,
    /// XVEs per Xe-core (`EU_Per_Sub_Slice`).
    pub xves_per_xe_core: u32,
    /// Hardware threads per XVE in the default (small) GRF mode (`Threads_Per_EU`).
    pub threads_per_xve: u32,
    /// The sub-group (SIMD) sizes a kernel can be compiled for (`Subgroup_Sizes`), largest first as the calculator
    /// lists them.
    pub sub_group_sizes: &'static [u32],
    /// Shared local memory of one Xe-core, KiB (`SLM_Size_Per_Sub_Slice`).
    pub slm_per_xe_core_kib: u32,
    /// The most SLM one work-group can allocate, KiB (`SLM_Size_Per_Work_Group`).
    pub max_slm_per_workgroup_kib: u32,
    /// The sizes SLM is allocated in, KiB, ascending (`TG_SLM_Sizes`): a request takes the smallest that holds it.
    pub slm_sizes_kib: &'static [u32],
    /// The largest work-group (`Max_Work_Group_Size`).
    pub max_workgroup_size: u32,
    /// Work-groups one Xe-core holds at once (`Max_Num_Of_Workgroups`).
    pub max_workgroups: u32,
    /// Barrier registers of one Xe-core, one per resident work-group that uses barriers
    /// (`Max_Num_Of_Barrier_Registers`).
    pub barrier_registers: u32,
    /// Whether the calculator offers large-GRF mode (`Large_GRF_Mode`): 256 registers per hardware thread and half
    /// the threads per XVE.
    pub large_grf: bool,
    /// The XVE counts the calculator offers for the target (`EU_Count`), the most first.
    pub xve_counts: &'static [u32],
    /// The XVE counts of the target's products in the calculator's PCI-ID table (`EU_Count` of `pci_targets`,
    /// l.419–1314), the most first. With [`Self::xve_counts`] they are the devices the calculator knows, fused
    /// parts among them: a count that is not a whole number of Xe-cores is valid only if one of the two lists it.
    pub pci_xve_counts: &'static [u32],
}

/// The SLM allocation sizes of Gen9 to Xe-HPG (KiB).
const SLM_SIZES_64: &[u32] = &[0, 1, 2, 4, 8, 16, 32, 64];
/// Xe-HPC's and Xe2's, with 24, 48, 96 and 128 KiB steps (KiB).
const SLM_SIZES_128: &[u32] = &[0, 1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128];
const SIMD_8_16_32: &[u32] = &[32, 16, 8];
const SIMD_16_32: &[u32] = &[32, 16];

/// Xe2-HPG's row (l.237–254); Xe2-LPG and Xe-HPC share every constant but the XVE counts (and Xe-HPC's large
/// GRF).
const XE2: Arch = Arch {
    name: "xe2-hpg",
    family: "Xe2-HPG",
    products: "Arc B-series (Battlemage)",
    calculator_code: "xe2_hpg",
    xves_per_xe_core: 8,
    threads_per_xve: 8,
    sub_group_sizes: SIMD_16_32,
    slm_per_xe_core_kib: 128,
    max_slm_per_workgroup_kib: 128,
    slm_sizes_kib: SLM_SIZES_128,
    max_workgroup_size: 1024,
    max_workgroups: 64,
    barrier_registers: 64,
    large_grf: false,
    xve_counts: &[160, 144],
    pci_xve_counts: &[160, 144],
};

/// Xe-HPG's row (l.327–344); Xe-LPG and Xe-HP share every constant but the XVE counts.
const XE_HPG: Arch = Arch {
    name: "xe-hpg",
    family: "Xe-HPG",
    products: "Arc A-series (Alchemist, DG2)",
    calculator_code: "xe_hpg_dg2_arc",
    xves_per_xe_core: 16,
    threads_per_xve: 8,
    sub_group_sizes: SIMD_8_16_32,
    slm_per_xe_core_kib: 128,
    max_slm_per_workgroup_kib: 64,
    slm_sizes_kib: SLM_SIZES_64,
    max_workgroup_size: 1024,
    max_workgroups: 128,
    barrier_registers: 128,
    large_grf: false,
    xve_counts: &[512, 448, 384, 256, 128, 96],
    pci_xve_counts: &[512, 448, 384, 256, 128, 96],
};

/// Xe-LP's row as DG1 has it (l.345–362); gen12 shares every constant but the XVE counts.
const XE_LP: Arch = Arch {
    name: "xe-dg1",
    family: "Xe-LP",
    products: "Iris Xe MAX (DG1)",
    calculator_code: "xe_dg1",
    xves_per_xe_core: 16,
    threads_per_xve: 7,
    sub_group_sizes: SIMD_8_16_32,
    slm_per_xe_core_kib: 64,
    max_slm_per_workgroup_kib: 64,
    slm_sizes_kib: SLM_SIZES_64,
    max_workgroup_size: 512,
    max_workgroups: 112,
    barrier_registers: 64,
    large_grf: false,
    xve_counts: &[96, 80],
    pci_xve_counts: &[96, 80],
};

/// Gen11's row (l.381–398); Gen9 shares every constant but the XVE counts.
const GEN11: Arch = Arch {
    name: "gen11",
    family: "Gen11",
    products: "Iris Plus and UHD graphics of Ice Lake",
    calculator_code: "gen11",
    xves_per_xe_core: 8,
    threads_per_xve: 7,
    sub_group_sizes: SIMD_8_16_32,
    slm_per_xe_core_kib: 64,
    max_slm_per_workgroup_kib: 64,
    slm_sizes_kib: SLM_SIZES_64,
    max_workgroup_size: 256,
    max_workgroups: 56,
    barrier_registers: 32,
    large_grf: false,
    xve_counts: &[64, 48, 32],
    pci_xve_counts: &[64, 48, 32],
};

/// Every architecture occ knows, newest first as the calculator lists them.
pub const ARCHES: &[Arch] = &[
    // l.237–254, "Discrete GPU (Xe2 HPG / Arc Graphics / BMG)".
    XE2,
    // l.255–272, "Integrated GPU (Xe2 LPG / Arc Graphics / LNL)".
    Arch {
        name: "xe2-lpg",
        family: "Xe2-LPG",
        products: "Core Ultra 200V integrated Arc graphics (Lunar Lake)",
        calculator_code: "xe2_lpg",
        xve_counts: &[64, 56, 32],
        pci_xve_counts: &[64, 32],
        ..XE2
    },
    // l.273–290, "Integrated GPU (Xe LPG / Arc Graphics / MTL)".
    Arch {
        name: "xe-lpg",
        family: "Xe-LPG",
        products: "Core Ultra 100 integrated Arc graphics (Meteor Lake)",
        calculator_code: "xe_lpg",
        xve_counts: &[128, 112, 64, 48],
        pci_xve_counts: &[128, 64],
        ..XE_HPG
    },
    // l.291–308, "Discrete GPU (Xe HPC / Data Center Max / PVC)". The optimization guide's "Small Register Mode
    // vs. Large Register Mode": each XVE has 64 KiB of registers, 8 threads of 128 registers (64 B each) or 4 of
    // 256 in large-GRF mode.
    Arch {
        name: "xe-hpc",
        family: "Xe-HPC",
        products: "Data Center GPU Max (Ponte Vecchio)",
        calculator_code: "xe_hpc_pvc",
        large_grf: true,
        xve_counts: &[1024, 896, 512, 448],
        pci_xve_counts: &[1024, 448],
        ..XE2
    },
    // l.309–326, "Discrete GPU (Xe HP / Data Center Flex / ATSM)": Flex boards carry DG2 chips, and the
    // calculator gives them Xe-HPG's constants.
    Arch {
        name: "xe-hp",
        family: "Xe-HP",
        products: "Data Center GPU Flex (Arctic Sound-M)",
        calculator_code: "xe_hp_ats",
        xve_counts: &[512, 128],
        pci_xve_counts: &[512, 128],
        ..XE_HPG
    },
    // l.327–344, "Discrete GPU (Xe HPG / Arc Graphics / DG2)".
    XE_HPG,
    // l.345–362, "Discrete GPU (Xe LP / Iris Xe MAX / DG1)". SLM per Xe-core: the calculator's 64 KiB; the
    // optimization guide's occupancy chapter speaks of 128 KiB (unconfirmed which the hardware gives kernels).
    XE_LP,
    // l.363–380, "Integrated GPU (Xe LP / TGL,RPL,RKL,ADL)". Its 24-XVE entry (and the PCI-ID rows of UHD
    // Graphics 730-class parts, l.665, 726, 949) is one and a half Xe-cores, which occ takes as the calculator does
    // (`super::XeCores`). Some of the calculator's PCI-ID rows for these chips give 32 barrier registers; the
    // target row's 64 is used.
    Arch {
        name: "gen12",
        family: "Xe-LP",
        products: "Iris Xe and UHD graphics of Tiger Lake, Rocket Lake, Alder Lake, Raptor Lake",
        calculator_code: "gen12",
        xve_counts: &[96, 48, 32, 24, 16],
        pci_xve_counts: &[96, 80, 64, 48, 32, 24, 16],
        ..XE_LP
    },
    // l.381–398, "Integrated GPU (Gen11)".
    GEN11,
    // l.399–416, "Integrated GPU (Gen9)". The PCI-ID table adds GT1 parts of 12 and 18 EUs (l.422, 442): 1.5 and
    // 2.25 sub-slices of 8.
    Arch {
        name: "gen9",
        family: "Gen9",
        products: "HD, UHD, Iris and Iris Pro graphics of Skylake to Comet Lake",
        calculator_code: "gen9",
        xve_counts: &[72, 48, 24],
        pci_xve_counts: &[72, 48, 24, 18, 12],
        ..GEN11
    },
];

/// Other names people type for an architecture: its chips' code names.
const ALIASES: &[(&str, &str)] = &[
    ("bmg", "xe2-hpg"),
    ("battlemage", "xe2-hpg"),
    ("lnl", "xe2-lpg"),
    ("lunar-lake", "xe2-lpg"),
    ("mtl", "xe-lpg"),
    ("meteor-lake", "xe-lpg"),
    ("pvc", "xe-hpc"),
    ("ponte-vecchio", "xe-hpc"),
    ("ats-m", "xe-hp"),
    ("dg2", "xe-hpg"),
    ("alchemist", "xe-hpg"),
    ("dg1", "xe-dg1"),
    ("tgl", "gen12"),
    ("xe-lp", "gen12"),
    ("icl", "gen11"),
    ("skl", "gen9"),
];

/// The architecture of that name: occ's id (`xe-hpc`), the calculator's code (`xe_hpc_pvc`) or a chip's code name
/// (`pvc`, `dg2`, `bmg`); case, `_` and `-` do not matter.
pub fn arch(name: &str) -> Option<&'static Arch> {
    let wanted = name.trim().to_ascii_lowercase().replace('_', "-");
    let wanted = ALIASES
        .iter()
        .find(|(alias, _)| *alias == wanted)
        .map_or(wanted.as_str(), |(_, id)| id);
    ARCHES
        .iter()
        .find(|a| a.name == wanted || a.calculator_code.replace('_', "-") == wanted)
}

impl Arch {
    /// Hardware thread slots of one Xe-core (`Max_Threads_Per_Sub_Slice`, which equals XVEs × threads per XVE on
    /// every target): the denominator of Intel's occupancy.
    pub fn thread_slots(&self) -> u32 {
        self.xves_per_xe_core * self.threads_per_xve
    }

    /// Hardware threads one Xe-core can give resident work-groups: all of its slots, or half of them in large-GRF
    /// mode, where each thread takes twice the registers (l.1686).
    pub fn thread_budget(&self, large_grf: bool) -> u32 {
        if large_grf {
            self.thread_slots() / 2
        } else {
            self.thread_slots()
        }
    }

    /// Hardware threads per XVE in that GRF mode.
    pub fn threads_per_xve_in(&self, large_grf: bool) -> u32 {
        self.thread_budget(large_grf) / self.xves_per_xe_core
    }

    pub fn slm_per_xe_core(&self) -> u32 {
        self.slm_per_xe_core_kib * 1024
    }

    pub fn max_slm_per_workgroup(&self) -> u32 {
        self.max_slm_per_workgroup_kib * 1024
    }

    /// The SLM a work-group of `bytes` is given: the smallest allocation size that holds it (l.1619–1625), in
    /// bytes; `None` above the largest.
    pub fn slm_allocation(&self, bytes: u32) -> Option<u32> {
        self.slm_sizes_kib
            .iter()
            .map(|kib| kib * 1024)
            .find(|size| *size >= bytes)
    }
}
