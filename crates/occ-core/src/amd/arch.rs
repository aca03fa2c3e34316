//! AMD GPU targets (`gfxNNN`) and the constants their occupancy rules read. One row per target; the rules that
//! read them live in [`super::rules`].
//!
//! Every constant names where it comes from: a function of LLVM's AMDGPU backend (`Utils/AMDGPUBaseInfo.cpp`
//! unless another file is named), a subtarget feature of its `AMDGPU.td` (which target has which feature), or
//! ROCm's and AMD's documentation. The values are those of LLVM 19, checked against `llc-19`'s reports by the
//! AMD conformance run (`tests/amd-conformance`); gfx950, which LLVM 19 does not know, follows later LLVM.

/// The ISA generation, as LLVM's AMDGPU backend groups targets for its occupancy rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Generation {
    /// GCN 5 (Vega) and CDNA: wave64 only, four SIMDs per CU, an SGPR limit.
    Gfx9,
    /// RDNA 1: wave32 or wave64, CU or WGP mode, 20 waves per SIMD.
    Gfx10_1,
    /// RDNA 2 (`FeatureGFX10_3Insts`).
    Gfx10_3,
    /// RDNA 3 and 3.5.
    Gfx11,
    /// RDNA 4.
    Gfx12,
}

impl Generation {
    /// RDNA (LLVM's `isGFX10Plus`): wave32 or wave64, CU or WGP mode, no SGPR limit.
    pub fn is_rdna(self) -> bool {
        self >= Self::Gfx10_1
    }
}

/// One `gfxNNN` target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arch {
    /// The target's name as the compiler spells it (`gfx90a`).
    pub name: &'static str,
    /// The family people know it by (`CDNA 2`, `RDNA 3`).
    pub family: &'static str,
    pub generation: Generation,
    /// gfx90a and later CDNA: one unified file of 512 VGPRs per lane holds both arch VGPRs and AGPRs
    /// (`FeatureGFX90AInsts`, which `FeatureISAVersion9_0_A` and `FeatureISAVersion9_4_Common` carry).
    pub unified_vgprs: bool,
    /// gfx908: accumulation registers (AGPRs) in a file of their own, next to the 256 arch VGPRs
    /// (`FeatureMAIInsts` without `FeatureGFX90AInsts`; ROCm's GPU specifications: MI100 "256 VGPR and 256
    /// AccVGPR").
    pub separate_agprs: bool,
    /// gfx1100/1101/1151 and RDNA 4: 1.5× the VGPR file (`Feature1_5xVGPRs` in `FeatureISAVersion11_0_0`,
    /// `11_0_1`, `11_5_1` and `FeatureISAVersion12`).
    pub vgprs_1_5x: bool,
    /// LDS one work-group can address, bytes (`getAddressableLocalMemorySize`: `FeatureLocalMemorySize65536`
    /// on GFX9 and RDNA; gfx950's `FeatureAddressableLocalMemorySize163840` in later LLVM). It is also the LDS of
    /// one CU; RDNA's WGP mode pools two ([`Arch::lds_per_cu`]).
    pub lds_per_workgroup: u32,
    /// LDS is allocated in blocks of this many bytes: 128 dwords on GFX9 (AMD's Vega ISA guide §3.6.5, LLVM's
    /// AMDGPUUsage), 320 dwords on gfx950 (later LLVM's gfx950 granule), 1024 B on RDNA (Mesa's
    /// `ac_shader_util.h`, which later LLVM follows for GFX10.3 and later; gfx10.1's is not documented and taken
    /// to be the same). `shared/reference/hardware.md` §3.1 lists the sources.
    pub lds_granule: u32,
}

const fn gfx9(name: &'static str, family: &'static str) -> Arch {
    Arch {
        name,
        family,
        generation: Generation::Gfx9,
        unified_vgprs: false,
        separate_agprs: false,
        vgprs_1_5x: false,
        lds_per_workgroup: 65536,
        lds_granule: 512,
    }
}

const fn cdna(name: &'static str, family: &'static str) -> Arch {
    Arch {
        unified_vgprs: true,
        ..gfx9(name, family)
    }
}

const fn rdna(name: &'static str, family: &'static str, generation: Generation) -> Arch {
    Arch {
        name,
        family,
        generation,
        unified_vgprs: false,
        separate_agprs: false,
        vgprs_1_5x: false,
        lds_per_workgroup: 65536,
        lds_granule: 1024,
    }
}

const fn rdna_1_5x(name: &'static str, family: &'static str, generation: Generation) -> Arch {
    Arch {
        vgprs_1_5x: true,
        ..rdna(name, family, generation)
    }
}

/// Every target occ knows, oldest first.
pub const ARCHES: &[Arch] = &[
    gfx9("gfx900", "GCN 5 (Vega 10)"),
    gfx9("gfx906", "GCN 5.1 (Vega 20)"),
    Arch {
        separate_agprs: true,
        ..gfx9("gfx908", "CDNA 1")
    },
    cdna("gfx90a", "CDNA 2"),
    cdna("gfx940", "CDNA 3"),
    cdna("gfx941", "CDNA 3"),
    cdna("gfx942", "CDNA 3"),
    // LLVM 19 predates gfx950: 160 KiB of LDS per CU and work-group (ROCm's GPU specifications; later LLVM's
    // FeatureAddressableLocalMemorySize163840) in granules of 320 dwords (later LLVM's gfx950 granule).
    Arch {
        lds_per_workgroup: 163_840,
        lds_granule: 1280,
        ..cdna("gfx950", "CDNA 4")
    },
    // gfx10.1's LDS granule is not documented; 1024 B as on the later RDNA targets (unconfirmed, and untested by
    // llc-19, which does not round LDS).
    rdna("gfx1010", "RDNA 1", Generation::Gfx10_1),
    rdna("gfx1011", "RDNA 1", Generation::Gfx10_1),
    rdna("gfx1012", "RDNA 1", Generation::Gfx10_1),
    rdna("gfx1030", "RDNA 2", Generation::Gfx10_3),
    rdna("gfx1031", "RDNA 2", Generation::Gfx10_3),
    rdna("gfx1032", "RDNA 2", Generation::Gfx10_3),
    rdna("gfx1033", "RDNA 2", Generation::Gfx10_3),
    rdna("gfx1034", "RDNA 2", Generation::Gfx10_3),
    rdna("gfx1035", "RDNA 2", Generation::Gfx10_3),
    rdna("gfx1036", "RDNA 2", Generation::Gfx10_3),
    rdna_1_5x("gfx1100", "RDNA 3", Generation::Gfx11),
    rdna_1_5x("gfx1101", "RDNA 3", Generation::Gfx11),
    rdna("gfx1102", "RDNA 3", Generation::Gfx11),
    rdna("gfx1103", "RDNA 3", Generation::Gfx11),
    rdna("gfx1150", "RDNA 3.5", Generation::Gfx11),
    rdna_1_5x("gfx1151", "RDNA 3.5", Generation::Gfx11),
    rdna("gfx1152", "RDNA 3.5", Generation::Gfx11),
    rdna_1_5x("gfx1200", "RDNA 4", Generation::Gfx12),
    rdna_1_5x("gfx1201", "RDNA 4", Generation::Gfx12),
];

/// The target of that name (`gfx90a`, case-insensitive).
pub fn arch(name: &str) -> Option<&'static Arch> {
    let name = name.trim();
    ARCHES.iter().find(|a| a.name.eq_ignore_ascii_case(name))
}

impl Arch {
    /// The largest number of waves one SIMD holds (`getMaxWavesPerEU`: 8 with `FeatureGFX90AInsts`, 10 on the
    /// rest of GFX9, 20 on gfx10.1, 16 from gfx10.3 on).
    pub fn max_waves_per_simd(&self) -> u32 {
        match self.generation {
            Generation::Gfx9 if self.unified_vgprs => 8,
            Generation::Gfx9 => 10,
            Generation::Gfx10_1 => 20,
            _ => 16,
        }
    }

    /// Wave sizes the target runs (`FeatureWavefrontSize64` on GFX9; GFX10 and later run either, wave32 unless
    /// the kernel is compiled with `+wavefrontsize64`).
    pub fn wave_sizes(&self) -> &'static [u32] {
        if self.generation.is_rdna() {
            &[32, 64]
        } else {
            &[64]
        }
    }

    /// The wave size a kernel gets unless it asks for another (RDNA compiles for wave32 by default).
    pub fn default_wave_size(&self) -> u32 {
        if self.generation.is_rdna() {
            32
        } else {
            64
        }
    }

    /// SIMDs that share one work-group's waves (`getEUsPerCU`): four per CU on GFX9, four per WGP on RDNA in
    /// WGP mode, two (one CU's) in CU mode.
    pub fn simds(&self, cu_mode: bool) -> u32 {
        if self.generation.is_rdna() && cu_mode {
            2
        } else {
            4
        }
    }

    /// LDS the resident work-groups of one CU share. In RDNA's WGP mode a work-group's waves run on a WGP, whose
    /// two CUs pool their LDS: LLVM doubles `LocalMemorySize` there (`GCNSubtarget::
    /// initializeSubtargetDependencies`), while one work-group still addresses at most
    /// [`Arch::lds_per_workgroup`] (`AddressableLocalMemorySize`).
    pub fn lds_per_cu(&self, cu_mode: bool) -> u32 {
        if self.generation.is_rdna() && !cu_mode {
            2 * self.lds_per_workgroup
        } else {
            self.lds_per_workgroup
        }
    }

    /// Work-groups with a barrier resident at once on one CU, or one WGP in WGP mode (`getMaxWorkGroupsPerCU`:
    /// 16 barriers, 32 in WGP mode).
    pub fn max_workgroups(&self, cu_mode: bool) -> u32 {
        if self.generation.is_rdna() && !cu_mode {
            32
        } else {
            16
        }
    }

    /// The VGPR file one SIMD shares among its waves, per lane (`getTotalNumVGPRs`: 512 with
    /// `FeatureGFX90AInsts`, 256 on the rest of GFX9; on RDNA 1024 for wave32 and 512 for wave64, 1.5× that with
    /// `Feature1_5xVGPRs`).
    pub fn vgpr_pool(&self, wave_size: u32) -> u32 {
        let wave32 = wave_size == 32;
        match () {
            _ if self.unified_vgprs => 512,
            _ if !self.generation.is_rdna() => 256,
            _ if self.vgprs_1_5x => {
                if wave32 {
                    1536
                } else {
                    768
                }
            }
            _ if wave32 => 1024,
            _ => 512,
        }
    }

    /// VGPRs are allocated to a wave in blocks of this many (`getVGPRAllocGranule`: 8 with
    /// `FeatureGFX90AInsts`; 24/12 (wave32/wave64) with `Feature1_5xVGPRs`; 16/8 with `FeatureGFX10_3Insts`;
    /// else 8/4).
    pub fn vgpr_granule(&self, wave_size: u32) -> u32 {
        let wave32 = wave_size == 32;
        if self.unified_vgprs {
            8
        } else if self.vgprs_1_5x {
            if wave32 {
                24
            } else {
                12
            }
        } else if self.generation >= Generation::Gfx10_3 {
            if wave32 {
                16
            } else {
                8
            }
        } else if wave32 {
            8
        } else {
            4
        }
    }

    /// The most arch VGPRs one wave can address (`getAddressableNumArchVGPRs`: 256).
    pub fn max_vgprs(&self) -> u32 {
        256
    }

    /// The most AGPRs one wave can address: 256 on gfx908 (a file of its own) and on gfx90a and later (the
    /// unified file's other half), 0 where the target has none (`FeatureMAIInsts` is CDNA's only).
    pub fn max_agprs(&self) -> u32 {
        if self.unified_vgprs || self.separate_agprs {
            256
        } else {
            0
        }
    }

    /// The most VGPRs (arch and AGPRs as the target counts them) one wave can hold (`getAddressableNumVGPRs`:
    /// the whole 512 of the unified file, else 256).
    pub fn max_vgprs_counted(&self) -> u32 {
        if self.unified_vgprs {
            512
        } else {
            256
        }
    }

    /// The most SGPRs one wave can use as the compiler reports them (`NumSgprs`): the addressable ones
    /// (`getAddressableNumSGPRs`: 102 on GFX9, 106 on GFX10 and later) plus the reserved registers it counts on
    /// top (`getNumExtraSGPRs`: VCC, and on GFX9 FLAT_SCRATCH and XNACK_MASK: 6 in all; VCC's 2 on RDNA):
    /// 108 everywhere, as llc-19 reports for a kernel that uses all of them.
    pub fn max_sgprs(&self) -> u32 {
        108
    }

    /// The SGPRs one SIMD holds, which bound waves per SIMD on GFX9 (`getTotalNumSGPRs`: 800; ROCm's GPU
    /// specifications give 12.5 KiB per CU = 4 × 800 × 4 B).
    pub fn sgpr_pool(&self) -> u32 {
        800
    }

    /// Whether SGPRs limit waves per SIMD: GFX9 only (`GCNSubtarget::getOccupancyWithNumSGPRs` returns the
    /// maximum from GFX10 on).
    pub fn has_sgpr_limit(&self) -> bool {
        !self.generation.is_rdna()
    }
}
