//! AMD occupancy (HIP on GCN 5, CDNA and RDNA): waves per SIMD from VGPRs, AGPRs, SGPRs, LDS and work-group
//! slots, as AMD's compiler (LLVM's AMDGPU backend) computes the figure it reports as `Occupancy`.
//!
//! - [`Arch`] is one `gfxNNN` target with its constants ([`ARCHES`], [`arch()`]).
//! - [`Kernel`] holds what the compiler reports for a kernel plus how it is launched; [`Kernel::check`] names the
//!   field and its valid range.
//! - [`occupancy()`] computes one limit per resource in [`rules`] (each in waves per SIMD, capped at the target's
//!   maximum) and combines them by `min`; [`Occupancy`] says which bind, [`explain`] why, with the numbers, and
//!   [`next_steps`] what to lower to raise the occupancy (one more wave per SIMD).
//! - [`vgpr_thresholds`]: the "≤ 64 VGPRs → 8 waves" table of a target, from the same rule.
//! - [`plan`]: occupancy at every work-group size, the grid's rounds over the CUs and the full-occupancy figures
//!   (`occ plan`, `occ roofline` and the page's tools).
//! - [`report`]: the calculator's sections as labelled rows, shared by the CLI and the page.
//!
//! These are AMD's rules; NVIDIA's live in [`crate::nvidia::rules`]. One set of rules per
//! vendor, each checked against that vendor's own code: `tests/conformance` (NVIDIA's `cuda_occupancy.h`) and
//! `tests/amd-conformance` (the `Occupancy` LLVM's AMDGPU backend reports, llc-19). [`rules`] says where the
//! reference's formula and the compiler part.

pub mod arch;
pub mod dto;
pub mod plan;
pub mod report;
pub mod rules;

pub use arch::{arch, Arch, Generation, ARCHES};
pub use rules::{
    explain, level, next_steps, occupancy, vgpr_budget, vgpr_thresholds, warnings, Limiter, Limits,
    NextStep, Occupancy,
};

use crate::error::Error;
use crate::msg;

/// One kernel's resources as the compiler reports them (`NumVgprs`, `NumAgprs`, `NumSgprs`, `LDSByteSize`) and
/// how it is launched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kernel {
    /// Work-items per work-group (the compiler counts the `amdgpu-flat-work-group-size` maximum).
    pub workgroup_size: u32,
    /// Arch VGPRs per work-item.
    pub vgprs: u32,
    /// Accumulation VGPRs (AGPRs) per work-item; CDNA only.
    pub agprs: u32,
    /// SGPRs per wave, as `NumSgprs` counts them (VCC and the other reserved registers included).
    pub sgprs: u32,
    /// LDS per work-group, bytes (static plus dynamic).
    pub lds_bytes: u32,
    /// 32 or 64 (RDNA); 64 on GFX9 and CDNA.
    pub wave_size: u32,
    /// RDNA's CU mode: a work-group's waves share one CU (2 SIMDs, its LDS) instead of a WGP.
    pub cu_mode: bool,
}

impl Kernel {
    /// A kernel with the given work-group size and VGPRs, and every other field as the compiler defaults it
    /// for `arch` (no AGPRs, no LDS, the target's default wave size, WGP mode).
    pub fn new(arch: &Arch, workgroup_size: u32, vgprs: u32) -> Self {
        Self {
            workgroup_size,
            vgprs,
            agprs: 0,
            sgprs: 0,
            lds_bytes: 0,
            wave_size: arch.default_wave_size(),
            cu_mode: false,
        }
    }

    /// Rejects what the target cannot run, naming the field as `occ batch` spells it and its valid range.
    pub fn check(&self, arch: &Arch) -> Result<(), Error> {
        if !arch.wave_sizes().contains(&self.wave_size) {
            let (min, max) = match arch.wave_sizes() {
                [only] => (*only, *only),
                sizes => (sizes[0], sizes[sizes.len() - 1]),
            };
            return Err(Error::Inconsistent {
                field: "kernel.wave_size",
                message: {
                    let size = self.wave_size.to_string();
                    if min == max {
                        msg::error_amd_wave_size(&size, arch.name, &min.to_string()).into()
                    } else {
                        msg::Message::from(msg::error_amd_wave_size(&size, arch.name, ""))
                            .with(2, msg::error_or(&min.to_string(), &max.to_string()))
                    }
                },
            });
        }
        if self.workgroup_size == 0 || self.workgroup_size > rules::MAX_WORKGROUP_SIZE {
            return Err(Error::range(
                "kernel.threads_per_block",
                self.workgroup_size,
                1,
                rules::MAX_WORKGROUP_SIZE.into(),
            ));
        }
        if self.vgprs > arch.max_vgprs() {
            return Err(Error::range(
                "kernel.vgprs",
                self.vgprs,
                0,
                arch.max_vgprs().into(),
            ));
        }
        if arch.max_agprs() == 0 && self.agprs > 0 {
            return Err(Error::Inconsistent {
                field: "kernel.agprs",
                message: msg::error_amd_no_agprs(arch.name, &self.agprs.to_string()).into(),
            });
        }
        if self.agprs > arch.max_agprs() {
            return Err(Error::range(
                "kernel.agprs",
                self.agprs,
                0,
                arch.max_agprs().into(),
            ));
        }
        if self.sgprs > arch.max_sgprs() {
            return Err(Error::range(
                "kernel.sgprs",
                self.sgprs,
                0,
                arch.max_sgprs().into(),
            ));
        }
        if self.lds_bytes > arch.lds_per_workgroup {
            return Err(Error::range(
                "kernel.lds_bytes",
                self.lds_bytes,
                0,
                arch.lds_per_workgroup.into(),
            ));
        }
        if self.cu_mode && !arch.generation.is_rdna() {
            return Err(Error::Inconsistent {
                field: "kernel.cu_mode",
                message: msg::error_amd_no_wgp(arch.name).into(),
            });
        }
        self.check_registers_hold_a_workgroup(arch)
    }

    /// A work-group's waves are resident together, spread over the SIMDs, so each SIMD's VGPR file must hold
    /// its share: a 1024-item work-group on gfx90a puts 4 waves on every SIMD, which leaves 512 / 4 = 128 VGPRs
    /// a wave. (The compiler keeps to this by itself; only hand-written numbers or register clobbers break it.)
    fn check_registers_hold_a_workgroup(&self, arch: &Arch) -> Result<(), Error> {
        let budget = rules::vgpr_budget(arch, self);
        let counted = rules::vgprs_counted(arch, self);
        if counted <= budget {
            return Ok(());
        }
        let text = |n: u32| n.to_string();
        let group = msg::Message::from(msg::error_amd_group_budget(
            "",
            &text(budget),
            &text(arch.vgpr_pool(self.wave_size)),
            arch.name,
        ))
        .with(
            0,
            msg::error_amd_group(
                &text(self.workgroup_size),
                &text(rules::waves_per_simd_for_one_workgroup(arch, self)),
                &text(arch.simds(self.cu_mode)),
            ),
        );
        let (field, message) = if arch.unified_vgprs && self.agprs > 0 {
            let arch_part = counted - self.agprs;
            let sum = msg::Message::from(msg::error_amd_unified_sum(
                &text(self.vgprs),
                &text(arch_part),
                &text(self.agprs),
                &text(counted),
            ));
            let max = text(budget.saturating_sub(arch_part));
            let message = msg::Message::from(msg::error_amd_unified("", "", &max));
            ("kernel.agprs", message.with(0, sum).with(1, group))
        } else if self.agprs > self.vgprs {
            let message =
                msg::Message::from(msg::error_amd_agprs(&text(self.agprs), "", &text(budget)));
            ("kernel.agprs", message.with(1, group))
        } else {
            let message =
                msg::Message::from(msg::error_amd_vgprs(&text(self.vgprs), "", &text(budget)));
            ("kernel.vgprs", message.with(1, group))
        };
        Err(Error::Inconsistent { field, message })
    }
}

/// One AMD launch: a target and a kernel, checked against it when its occupancy is computed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Launch {
    pub arch: &'static Arch,
    pub kernel: Kernel,
}

impl Launch {
    /// The launch's occupancy; an error names the field the target cannot take.
    pub fn occupancy(&self) -> Result<Occupancy, Error> {
        occupancy(self.arch, &self.kernel)
    }

    /// `threads` work-items per work-group that use no registers or LDS: the launch whose full-occupancy figures
    /// `occ roofline` gives.
    pub fn lean(arch: &'static Arch, threads: u32) -> Self {
        Self {
            arch,
            kernel: Kernel::new(arch, threads, 0),
        }
    }
}
