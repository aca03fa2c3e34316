//! AMD's occupancy rules: one function per limit, each in waves per SIMD capped at the target's maximum,
//! combined by `min`, in the shape of LLVM's `GCNSubtarget::computeOccupancy` (the figure the compiler prints as
//! `; Occupancy:` and hipcc's `-Rpass-analysis=kernel-resource-usage` as `Occupancy [waves/SIMD]`).

use super::{Arch, Kernel};
use crate::error::Error;

/// The largest work-group any AMD target launches (LLVM's `getMaxFlatWorkGroupSize`).
pub const MAX_WORKGROUP_SIZE: u32 = 1024;

/// One resource that can limit waves per SIMD.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limiter {
    /// Arch VGPRs and AGPRs.
    Vgprs,
    /// Scalar registers (GFX9 and CDNA only).
    Sgprs,
    /// Local data share.
    Lds,
    /// Work-group slots: barriers a CU (WGP) can hold.
    Workgroups,
    /// Whole work-groups of this size that fit in the CU's wave slots.
    Waves,
}

impl Limiter {
    pub const ALL: [Self; 5] = [
        Self::Vgprs,
        Self::Sgprs,
        Self::Lds,
        Self::Workgroups,
        Self::Waves,
    ];

    /// The name used in JSON and URLs.
    pub fn name(self) -> &'static str {
        match self {
            Self::Vgprs => "vgprs",
            Self::Sgprs => "sgprs",
            Self::Lds => "lds",
            Self::Workgroups => "workgroups",
            Self::Waves => "waves",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Vgprs => "VGPRs",
            Self::Sgprs => "SGPRs",
            Self::Lds => "LDS",
            Self::Workgroups => "Work-group slots",
            Self::Waves => "Work-group size",
        }
    }
}

/// Waves per SIMD each resource allows, capped at the target's maximum; `None` where the resource does not apply
/// (no LDS used, SGPRs on RDNA, one-wave work-groups that need no barrier).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub vgprs: Option<u32>,
    pub sgprs: Option<u32>,
    pub lds: Option<u32>,
    pub workgroups: Option<u32>,
    pub waves: Option<u32>,
}

impl Limits {
    pub fn get(&self, limiter: Limiter) -> Option<u32> {
        match limiter {
            Limiter::Vgprs => self.vgprs,
            Limiter::Sgprs => self.sgprs,
            Limiter::Lds => self.lds,
            Limiter::Workgroups => self.workgroups,
            Limiter::Waves => self.waves,
        }
    }
}

/// The result of one evaluation. `Copy` and allocation-free, so sweeps stay cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy {
    /// The compiler's `Occupancy`: waves each SIMD holds.
    pub waves_per_simd: u32,
    pub max_waves_per_simd: u32,
    /// Whole work-groups resident on one CU (one WGP in RDNA's WGP mode).
    pub workgroups_per_cu: u32,
    /// Waves of those work-groups.
    pub waves_per_cu: u32,
    pub waves_per_workgroup: u32,
    /// SIMDs that share a work-group's waves (4, or 2 in RDNA's CU mode).
    pub simds: u32,
    pub limits: Limits,
    /// VGPRs a wave takes from its SIMD's file, per lane: arch VGPRs and AGPRs as the target counts them,
    /// rounded up to the allocation granule.
    pub allocated_vgprs: u32,
    /// The SIMD's VGPR file per lane.
    pub vgpr_pool: u32,
    /// LDS a work-group takes, rounded up to the allocation granule.
    pub allocated_lds: u32,
    /// LDS shared by the work-groups of one CU (WGP).
    pub lds_per_cu: u32,
}

impl Occupancy {
    /// Waves per SIMD / maximum waves per SIMD, 0.0–1.0.
    pub fn occupancy(&self) -> f64 {
        f64::from(self.waves_per_simd) / f64::from(self.max_waves_per_simd)
    }

    /// The resources that bind: every limit equal to the result (ties included).
    pub fn limiters(&self) -> impl Iterator<Item = Limiter> + '_ {
        Limiter::ALL
            .into_iter()
            .filter(|l| self.limits.get(*l) == Some(self.waves_per_simd))
    }
}

fn div_ceil(a: u32, b: u32) -> u32 {
    a.div_ceil(b.max(1))
}

fn align_to(value: u32, granule: u32) -> u32 {
    div_ceil(value, granule) * granule
}

/// VGPRs that count against the SIMD's file: on gfx90a and later the arch VGPRs (aligned to 4) and the AGPRs
/// share one file; on gfx908 they sit in two files of 256, and the fuller one limits.
pub fn vgprs_counted(arch: &Arch, kernel: &Kernel) -> u32 {
    if arch.unified_vgprs {
        if kernel.agprs == 0 {
            kernel.vgprs
        } else {
            align_to(kernel.vgprs, 4) + kernel.agprs
        }
    } else {
        kernel.vgprs.max(kernel.agprs)
    }
}

/// Waves per SIMD the VGPR file allows (LLVM's `getNumWavesPerEUWithNumVGPRs`).
pub fn vgpr_limit(arch: &Arch, wave_size: u32, vgprs: u32) -> u32 {
    let max = arch.max_waves_per_simd();
    let granule = arch.vgpr_granule(wave_size);
    if vgprs < granule {
        return max;
    }
    (arch.vgpr_pool(wave_size) / align_to(vgprs, granule)).clamp(1, max)
}

/// Waves per SIMD the SGPRs allow on GFX9 (LLVM's `getOccupancyWithNumSGPRs`); `None` on RDNA.
pub fn sgpr_limit(arch: &Arch, sgprs: u32) -> Option<u32> {
    if !arch.has_sgpr_limit() {
        return None;
    }
    let waves = match sgprs {
        0..=80 => 10,
        81..=88 => 9,
        89..=100 => 8,
        _ => 7,
    };
    Some(waves.min(arch.max_waves_per_simd()))
}

/// Waves per SIMD that `groups` resident work-groups give: the compiler spreads their waves over the SIMDs and
/// rounds up.
fn waves_of_groups(arch: &Arch, kernel: &Kernel, groups: u32) -> u32 {
    let waves = groups * div_ceil(kernel.workgroup_size, kernel.wave_size);
    div_ceil(waves, arch.simds(kernel.cu_mode)).min(arch.max_waves_per_simd())
}

/// Work-groups the wave slots of a CU hold whole.
fn groups_by_waves(arch: &Arch, kernel: &Kernel) -> u32 {
    let per_group = div_ceil(kernel.workgroup_size, kernel.wave_size);
    arch.max_waves_per_simd() * arch.simds(kernel.cu_mode) / per_group
}

/// Work-groups the barrier slots allow; `None` for one-wave work-groups, which need no barrier.
fn groups_by_slots(arch: &Arch, kernel: &Kernel) -> Option<u32> {
    (div_ceil(kernel.workgroup_size, kernel.wave_size) > 1)
        .then(|| arch.max_workgroups(kernel.cu_mode))
}

/// Work-groups the LDS holds; `None` without LDS.
fn groups_by_lds(arch: &Arch, kernel: &Kernel) -> Option<u32> {
    (kernel.lds_bytes > 0)
        .then(|| arch.lds_per_cu(kernel.cu_mode) / align_to(kernel.lds_bytes, arch.lds_granule))
}

/// Checks the kernel and computes every limit.
pub fn occupancy(arch: &Arch, kernel: &Kernel) -> Result<Occupancy, Error> {
    kernel.check(arch)?;
    let max = arch.max_waves_per_simd();
    let simds = arch.simds(kernel.cu_mode);
    let waves_per_workgroup = div_ceil(kernel.workgroup_size, kernel.wave_size);
    let counted = vgprs_counted(arch, kernel);
    let by_waves = groups_by_waves(arch, kernel);
    let by_slots = groups_by_slots(arch, kernel);
    let by_lds = groups_by_lds(arch, kernel);
    let limits = Limits {
        vgprs: Some(vgpr_limit(arch, kernel.wave_size, counted)),
        sgprs: sgpr_limit(arch, kernel.sgprs),
        lds: by_lds.map(|g| waves_of_groups(arch, kernel, g.max(1))),
        workgroups: by_slots.map(|g| waves_of_groups(arch, kernel, g)),
        waves: Some(waves_of_groups(arch, kernel, by_waves)),
    };
    let waves_per_simd = Limiter::ALL
        .into_iter()
        .filter_map(|l| limits.get(l))
        .fold(max, u32::min);
    let register_waves = limits.vgprs.unwrap_or(max).min(limits.sgprs.unwrap_or(max));
    let workgroups_per_cu = [
        Some(by_waves),
        by_slots,
        by_lds,
        Some(register_waves * simds / waves_per_workgroup),
    ]
    .into_iter()
    .flatten()
    .fold(u32::MAX, u32::min);
    Ok(Occupancy {
        waves_per_simd,
        max_waves_per_simd: max,
        workgroups_per_cu,
        waves_per_cu: workgroups_per_cu * waves_per_workgroup,
        waves_per_workgroup,
        simds,
        limits,
        allocated_vgprs: align_to(counted, arch.vgpr_granule(kernel.wave_size)),
        vgpr_pool: arch.vgpr_pool(kernel.wave_size),
        allocated_lds: align_to(kernel.lds_bytes, arch.lds_granule),
        lds_per_cu: arch.lds_per_cu(kernel.cu_mode),
    })
}

/// The VGPR thresholds AMD users know ("≤ 64 → 8 waves, ≤ 72 → 7 …"): for every wave count the VGPR file allows,
/// the most VGPRs (as counted against the file) that still reach it, most waves first.
pub fn vgpr_thresholds(arch: &Arch, wave_size: u32) -> Vec<(u32, u32)> {
    let granule = arch.vgpr_granule(wave_size);
    let top = arch.max_vgprs() + arch.max_agprs();
    let mut rows: Vec<(u32, u32)> = Vec::new();
    let mut vgprs = granule;
    while vgprs <= top {
        let waves = vgpr_limit(arch, wave_size, vgprs);
        match rows.last_mut() {
            Some((most, w)) if *w == waves => *most = vgprs,
            _ => rows.push((vgprs, waves)),
        }
        vgprs += granule;
    }
    rows
}

/// The smallest change of one resource that gains at least one wave per SIMD.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextStep {
    pub limiter: Limiter,
    /// The current amount (VGPRs as counted against the file, SGPRs, LDS bytes, work-items per work-group).
    pub current: u32,
    /// The largest amount that gains at least one wave per SIMD.
    pub target: u32,
    pub waves_now: u32,
    pub waves_then: u32,
}

/// For every resource that binds and can be lowered, the largest amount that reaches more waves per SIMD.
pub fn next_steps(arch: &Arch, kernel: &Kernel) -> Result<Vec<NextStep>, Error> {
    let now = occupancy(arch, kernel)?;
    let mut steps = Vec::new();
    for limiter in now.limiters().collect::<Vec<_>>() {
        let (current, with): (u32, fn(Kernel, u32) -> Kernel) = match limiter {
            Limiter::Vgprs if arch.unified_vgprs && kernel.agprs > 0 => continue,
            Limiter::Vgprs => (kernel.vgprs.max(kernel.agprs), |k, v| Kernel {
                vgprs: v.min(k.vgprs),
                agprs: v.min(k.agprs),
                ..k
            }),
            Limiter::Sgprs => (kernel.sgprs, |k, v| Kernel { sgprs: v, ..k }),
            Limiter::Lds => (kernel.lds_bytes, |k, v| Kernel { lds_bytes: v, ..k }),
            Limiter::Waves | Limiter::Workgroups => (kernel.workgroup_size, |k, v| Kernel {
                workgroup_size: v,
                ..k
            }),
        };
        let step = (1..current).rev().find_map(|amount| {
            let then = occupancy(arch, &with(*kernel, amount)).ok()?;
            (then.waves_per_simd > now.waves_per_simd).then_some(NextStep {
                limiter,
                current,
                target: amount,
                waves_now: now.waves_per_simd,
                waves_then: then.waves_per_simd,
            })
        });
        steps.extend(step);
    }
    Ok(steps)
}

/// One sentence of why a resource allows the waves per SIMD it does, with the arithmetic.
pub fn explain(arch: &Arch, kernel: &Kernel, result: &Occupancy, limiter: Limiter) -> String {
    let max = result.max_waves_per_simd;
    match (limiter, result.limits.get(limiter)) {
        (Limiter::Vgprs, Some(waves)) => format!(
            "{} VGPRs counted → {} after rounding to {}; {} per SIMD / {} = {} waves (max {max})",
            vgprs_counted(arch, kernel),
            result.allocated_vgprs,
            arch.vgpr_granule(kernel.wave_size),
            result.vgpr_pool,
            result.allocated_vgprs.max(1),
            waves
        ),
        (Limiter::Sgprs, Some(waves)) => {
            format!("{} SGPRs per wave → {waves} waves per SIMD (max {max})", kernel.sgprs)
        }
        (Limiter::Sgprs, None) => format!("{} has no SGPR limit", arch.name),
        (Limiter::Lds, Some(waves)) => format!(
            "{} B of LDS → {} B after rounding to {}; {} B / {} = {} work-groups → {waves} waves per SIMD",
            kernel.lds_bytes,
            result.allocated_lds,
            arch.lds_granule,
            result.lds_per_cu,
            result.allocated_lds.max(1),
            result.lds_per_cu / result.allocated_lds.max(1),
        ),
        (Limiter::Lds, None) => "no LDS used".to_string(),
        (Limiter::Workgroups, Some(waves)) => format!(
            "{} work-groups with a barrier per CU × {} waves / {} SIMDs → {waves} waves per SIMD",
            arch.max_workgroups(kernel.cu_mode),
            result.waves_per_workgroup,
            result.simds
        ),
        (Limiter::Workgroups, None) => "one-wave work-groups need no barrier slot".to_string(),
        (Limiter::Waves, Some(waves)) => format!(
            "{} wave slots per CU hold {} whole work-groups of {} waves → {waves} waves per SIMD",
            max * result.simds,
            max * result.simds / result.waves_per_workgroup.max(1),
            result.waves_per_workgroup
        ),
        (_, None) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::amd::arch;

    fn on(name: &str, threads: u32, vgprs: u32) -> (Arch, Kernel) {
        let a = *arch(name).unwrap();
        let k = Kernel::new(&a, threads, vgprs);
        (a, k)
    }

    #[test]
    fn gfx90a_256_threads_128_vgprs_is_4_waves() {
        let (a, k) = on("gfx90a", 256, 128);
        let o = occupancy(&a, &Kernel { sgprs: 80, ..k }).unwrap();
        assert_eq!(o.waves_per_simd, 4);
        assert_eq!(o.occupancy(), 0.5);
        assert_eq!(o.workgroups_per_cu, 4);
        assert_eq!(o.waves_per_cu, 16);
        assert_eq!(o.limits.sgprs, Some(8));
        assert_eq!(o.limits.workgroups, Some(8));
        assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Vgprs]);
    }

    #[test]
    fn thresholds_of_gfx90a_start_at_64_for_8_waves() {
        let a = *arch("gfx90a").unwrap();
        let rows = vgpr_thresholds(&a, 64);
        assert_eq!(rows[0], (64, 8));
        assert_eq!(rows[1], (72, 7));
        assert_eq!(rows.last().unwrap().1, 1);
    }
}
