//! AMD's occupancy rules: the waves per SIMD AMD's compiler reports as `; Occupancy:` (hipcc's
//! `-Rpass-analysis=kernel-resource-usage` as `Occupancy [waves/SIMD]`), computed the way LLVM's AMDGPU backend
//! computes it (`GCNSubtarget::computeOccupancy`, LLVM 19).
//!
//! occ keeps one set of rules per vendor: NVIDIA's (`cuda_occupancy.h`'s) are in
//! [`crate::nvidia::rules`] and [`crate::nvidia::arch`]; AMD's are here, one function
//! per limit, each in waves per SIMD capped at the target's maximum, combined by `min`. The constants they read
//! are the target's, in [`super::arch`](mod@super::arch).
//!
//! # The arithmetic of each limit
//!
//! A work-group of `w` work-items runs as `ceil(w / wave size)` waves, spread over the SIMDs that share it (4 per
//! CU on GFX9; on RDNA 4 per WGP in WGP mode, 2 in CU mode).
//!
//! - **VGPRs** ([`vgpr_limit`]): a wave takes its VGPRs from its SIMD's file, per lane. What counts
//!   ([`vgprs_counted`]): the arch VGPRs alone; on gfx908 the fuller of two separate files of 256 (arch VGPRs,
//!   AGPRs); on gfx90a and later arch VGPRs and AGPRs share one file of 512, the arch part aligned to 4 when
//!   there are AGPRs (`AccumOffset`): 122 + 4 AGPRs count `alignTo(122, 4) + 4 = 128`. The count is rounded up
//!   to the allocation granule (8 on CDNA; 4/8 on GFX9 and RDNA 1, 8/16 on RDNA 2, 12/24 on the 1.5× RDNA 3/4
//!   files, wave64/wave32) and the file divided by it: `floor(512 / 128) = 4` waves on gfx90a.
//! - **SGPRs** ([`sgpr_limit`], GFX9 only): `NumSgprs` counts VCC, FLAT_SCRATCH and XNACK_MASK with the
//!   kernel's own; a SIMD holds 800, so `floor(800 / NumSgprs)` waves. LLVM writes this as steps (≤ 80 → 10,
//!   ≤ 88 → 9, ≤ 100 → 8, more → 7); the division gives the same steps for every count a kernel can have.
//! - **LDS**: the work-group's LDS rounded up to the allocation granule; `floor(LDS per CU / that)` work-groups
//!   fit (per WGP in WGP mode, which pools two CUs' LDS: 128 KiB). Their waves are spread over the SIMDs and
//!   the fullest SIMD counts: `ceil(groups × waves per group / SIMDs)`, so 6 one-wave groups on 4 SIMDs are 2
//!   waves per SIMD.
//! - **Work-group slots**: a CU holds 16 work-groups with a barrier (a WGP 32); one-wave work-groups need none.
//!   In waves per SIMD: `ceil(16 × waves per group / SIMDs)`.
//! - **Work-group size**: only whole work-groups are resident: `floor(max waves per SIMD × SIMDs / waves per
//!   group)` groups, then `ceil(groups × waves per group / SIMDs)`: 685 work-items on gfx90a are 11 waves, 2
//!   groups fit the 32 wave slots, 22 waves → 6 per SIMD.
//!
//! The result is the smallest of them. A kernel whose registers cannot hold one work-group (a 1024-item group
//! on gfx90a needs 4 waves on each SIMD, so at most 128 VGPRs) cannot launch; [`super::Kernel::check`]
//! rejects it.
//!
//! # Where occ follows the hardware rather than LLVM 19
//!
//! LLVM 19 divides the LDS by the kernel's bytes as they are; the hardware allocates whole granules, and later
//! LLVM rounds too. occ rounds. The two agree whenever the LDS is a multiple of the granule, which is what the
//! conformance run generates.
//!
//! # Where `shared/reference/hardware.md` §3 differs from the compiler
//!
//! Measured against llc-19 (the AMD conformance run); the compiler's figure is the reference:
//!
//! - §3.2 converts the register limits into whole work-groups (`WG_regs = floor(min(W_vgpr, W_sgpr) × SIMDs /
//!   wavesPerWG)`) before taking the minimum. LLVM takes the VGPR and SGPR limits in waves per SIMD as they are:
//!   on gfx900, a 3-wave group with 5 waves' worth of VGPRs is 5 waves per SIMD, not §3.2's 4.
//! - §3.2's `wavesPerSIMD = WGperCU × wavesPerWG / SIMDs` rounds down; LLVM rounds up (the fullest SIMD):
//!   gfx90a, 64-item groups, 10 KiB of LDS: 6 groups on 4 SIMDs are 2 waves per SIMD, not 1.
//! - §3.2 divides the LDS of one CU (64 KiB) on RDNA in WGP mode too; LLVM divides the WGP's 128 KiB (§3.2's
//!   own caveat (c) says so, its formula and §3.1's table do not).
//! - §3.1 gives 102 (GFX9) and 106 (GFX10+) addressable SGPRs, but the `NumSgprs` the limit reads counts the
//!   reserved registers on top: up to 108 on every target.
//! - §3.2 aligns the arch VGPRs to 4 on gfx90a and later even without AGPRs; LLVM aligns only when there are
//!   AGPRs (`TotalNumVgprs` of 5 arch VGPRs is 5, not 8). Occupancy is the same either way (the granule is 8).
//! - §3.2 gives 0 work-groups when the registers cannot hold one; LLVM still prints its register limit. occ
//!   rejects the kernel, naming the register count one work-group of that size allows.
//!
//! The rest of §3 holds as the compiler computes it, wave64 on RDNA included (its own file size and granule),
//! and so do the computed vectors of §5.3 (MI100's 100 VGPRs + 100 AGPRs: 2 waves, 20 %).

use std::fmt;

use super::{Arch, Kernel};
use crate::contract::Resource;
use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::plan::Level;
use crate::report::{bytes, thousands};

/// The largest work-group any AMD target launches (`getMaxFlatWorkGroupSize`).
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
}

impl Resource for Limiter {
    const ALL: &'static [Self] = &Self::ALL;

    fn name(self) -> &'static str {
        Limiter::name(self)
    }

    fn label(self) -> Msg<'static> {
        match self {
            Self::Vgprs => msg::limiter_vgprs(),
            Self::Sgprs => msg::limiter_sgprs(),
            Self::Lds => msg::limiter_smem(),
            Self::Workgroups => msg::limiter_slots(),
            Self::Waves => msg::limiter_size(),
        }
    }

    fn listed(self) -> Msg<'static> {
        match self {
            Self::Vgprs => msg::plan_limit_vgprs(),
            Self::Sgprs => msg::plan_limit_sgprs(),
            Self::Lds => msg::plan_limit_lds(),
            Self::Workgroups => msg::plan_limit_workgroups(),
            Self::Waves => msg::plan_limit_waves(),
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
    /// The compiler's `Occupancy`: waves on the fullest SIMD.
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
    /// VGPRs as the target counts them before rounding (the compiler's `TotalNumVgprs`).
    pub counted_vgprs: u32,
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

/// `value` rounded up to whole granules; past `u32` (only for counts no target takes) it stays at `u32::MAX`.
fn align_to(value: u32, granule: u32) -> u32 {
    value.div_ceil(granule).saturating_mul(granule)
}

/// VGPRs that count against the SIMD's file (the compiler's `TotalNumVgprs`, `getTotalNumVGPRs`): on gfx90a and
/// later the arch VGPRs (aligned to 4 when there are AGPRs) and the AGPRs share one file; on gfx908 they sit in
/// two files of 256 and the fuller one counts; elsewhere there are only arch VGPRs.
pub fn vgprs_counted(arch: &Arch, kernel: &Kernel) -> u32 {
    counted(arch, kernel.vgprs, kernel.agprs)
}

fn counted(arch: &Arch, vgprs: u32, agprs: u32) -> u32 {
    if arch.unified_vgprs && agprs > 0 {
        align_to(vgprs, 4).saturating_add(agprs)
    } else {
        vgprs.max(agprs)
    }
}

/// Waves per SIMD the VGPR file allows for `vgprs` counted VGPRs (`getNumWavesPerEUWithNumVGPRs`): the file over
/// the count rounded up to the granule, at least 1, at most the target's maximum.
pub fn vgpr_limit(arch: &Arch, wave_size: u32, vgprs: u32) -> u32 {
    let max = arch.max_waves_per_simd();
    let granule = arch.vgpr_granule(wave_size);
    if vgprs < granule {
        return max;
    }
    (arch.vgpr_pool(wave_size) / align_to(vgprs, granule)).clamp(1, max)
}

/// Waves per SIMD the SGPRs allow on GFX9 (`GCNSubtarget::getOccupancyWithNumSGPRs`); `None` on RDNA, where
/// SGPRs do not limit.
pub fn sgpr_limit(arch: &Arch, sgprs: u32) -> Option<u32> {
    arch.has_sgpr_limit()
        .then(|| (arch.sgpr_pool() / sgprs.max(1)).min(arch.max_waves_per_simd()))
}

/// Waves per SIMD one work-group needs: its waves spread over the SIMDs that share it.
pub fn waves_per_simd_for_one_workgroup(arch: &Arch, kernel: &Kernel) -> u32 {
    kernel
        .workgroup_size
        .div_ceil(kernel.wave_size.max(1))
        .div_ceil(arch.simds(kernel.cu_mode))
}

/// The most VGPRs (as [`vgprs_counted`] counts them) a wave of this kernel can have so that the SIMDs hold one
/// whole work-group (LLVM's `getMaxNumVGPRs` for the waves per SIMD the work-group size implies).
pub fn vgpr_budget(arch: &Arch, kernel: &Kernel) -> u32 {
    let needed = waves_per_simd_for_one_workgroup(arch, kernel).max(1);
    let granule = arch.vgpr_granule(kernel.wave_size);
    (arch.vgpr_pool(kernel.wave_size) / needed / granule * granule).min(arch.max_vgprs_counted())
}

/// What the rules read of a checked kernel; the next steps vary one part of it.
#[derive(Clone, Copy)]
struct Footprint {
    counted_vgprs: u32,
    sgprs: u32,
    lds_bytes: u32,
    workgroup_size: u32,
    wave_size: u32,
    cu_mode: bool,
}

impl Footprint {
    fn of(arch: &Arch, kernel: &Kernel) -> Self {
        Self {
            counted_vgprs: vgprs_counted(arch, kernel),
            sgprs: kernel.sgprs,
            lds_bytes: kernel.lds_bytes,
            workgroup_size: kernel.workgroup_size,
            wave_size: kernel.wave_size,
            cu_mode: kernel.cu_mode,
        }
    }

    fn waves_per_workgroup(&self) -> u32 {
        self.workgroup_size.div_ceil(self.wave_size)
    }
}

/// Waves per SIMD that `groups` resident work-groups give: their waves spread over the SIMDs, the fullest SIMD
/// counted (rounded up), capped at the target's maximum.
fn waves_of_groups(arch: &Arch, f: &Footprint, groups: u32) -> u32 {
    (groups * f.waves_per_workgroup())
        .div_ceil(arch.simds(f.cu_mode))
        .min(arch.max_waves_per_simd())
}

/// Whole work-groups the wave slots of a CU (WGP) hold.
fn groups_by_waves(arch: &Arch, f: &Footprint) -> u32 {
    arch.max_waves_per_simd() * arch.simds(f.cu_mode) / f.waves_per_workgroup()
}

/// Work-groups the barrier slots allow; `None` for one-wave work-groups, which need no barrier.
fn groups_by_slots(arch: &Arch, f: &Footprint) -> Option<u32> {
    (f.waves_per_workgroup() > 1).then(|| arch.max_workgroups(f.cu_mode))
}

/// Work-groups the LDS holds; `None` without LDS.
fn groups_by_lds(arch: &Arch, f: &Footprint) -> Option<u32> {
    (f.lds_bytes > 0).then(|| arch.lds_per_cu(f.cu_mode) / align_to(f.lds_bytes, arch.lds_granule))
}

fn evaluate(arch: &Arch, f: &Footprint) -> Occupancy {
    let max = arch.max_waves_per_simd();
    let simds = arch.simds(f.cu_mode);
    let waves_per_workgroup = f.waves_per_workgroup();
    let by_waves = groups_by_waves(arch, f);
    let by_slots = groups_by_slots(arch, f);
    let by_lds = groups_by_lds(arch, f);
    let limits = Limits {
        vgprs: Some(vgpr_limit(arch, f.wave_size, f.counted_vgprs)),
        sgprs: sgpr_limit(arch, f.sgprs),
        lds: by_lds.map(|g| waves_of_groups(arch, f, g)),
        workgroups: by_slots.map(|g| waves_of_groups(arch, f, g)),
        waves: Some(waves_of_groups(arch, f, by_waves)),
    };
    let waves_per_simd = Limiter::ALL
        .into_iter()
        .filter_map(|l| limits.get(l))
        .fold(max, u32::min);
    // Whole work-groups: the registers hold as many as their waves per SIMD allow on every SIMD.
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
    Occupancy {
        waves_per_simd,
        max_waves_per_simd: max,
        workgroups_per_cu,
        waves_per_cu: workgroups_per_cu * waves_per_workgroup,
        waves_per_workgroup,
        simds,
        limits,
        allocated_vgprs: align_to(f.counted_vgprs, arch.vgpr_granule(f.wave_size)),
        vgpr_pool: arch.vgpr_pool(f.wave_size),
        allocated_lds: align_to(f.lds_bytes, arch.lds_granule),
        lds_per_cu: arch.lds_per_cu(f.cu_mode),
        counted_vgprs: f.counted_vgprs,
    }
}

/// Checks the kernel ([`Kernel::check`]) and computes every limit.
pub fn occupancy(arch: &Arch, kernel: &Kernel) -> Result<Occupancy, Error> {
    kernel.check(arch)?;
    Ok(evaluate(arch, &Footprint::of(arch, kernel)))
}

/// The VGPR thresholds AMD users know ("≤ 64 → 8 waves, ≤ 72 → 7 …" on gfx90a): for every wave count the VGPR
/// file allows, the most VGPRs (as counted against the file) that still reach it, most waves first. The last
/// row ends at the most a wave can hold (256, or 512 in the unified file), which need not be a whole granule.
pub fn vgpr_thresholds(arch: &Arch, wave_size: u32) -> Vec<(u32, u32)> {
    let granule = arch.vgpr_granule(wave_size);
    let top = arch.max_vgprs_counted();
    let mut rows: Vec<(u32, u32)> = Vec::new();
    for allocated in (1..=top.div_ceil(granule)).map(|k| k * granule) {
        let most = allocated.min(top);
        let waves = vgpr_limit(arch, wave_size, most);
        match rows.last_mut() {
            Some((row_most, w)) if *w == waves => *row_most = most,
            _ => rows.push((most, waves)),
        }
    }
    rows
}

/// The largest amount of one resource that raises the occupancy ([`Level::raised_to`]): at least one wave per SIMD
/// more.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextStep {
    /// The limit that binds ([`Limiter::Waves`] or [`Limiter::Workgroups`] for the work-group size).
    pub limiter: Limiter,
    /// The current amount: VGPRs as counted against the file (arch VGPRs and AGPRs), SGPRs per wave, LDS bytes
    /// per work-group, work-items per work-group.
    pub current: u32,
    /// The largest amount that gains at least one wave per SIMD.
    pub target: u32,
    pub waves_now: u32,
    pub waves_then: u32,
    /// Waves per SIMD over the most a SIMD runs, now and after the step (always higher).
    pub occupancy_now: Level,
    pub occupancy_then: Level,
}

impl NextStep {
    /// The step's amounts for a sentence: from what, to what (`("128", "96")` VGPRs; LDS in bytes with KiB).
    pub fn change(&self) -> (String, String) {
        match self.limiter {
            Limiter::Lds => (bytes(self.current.into()), bytes(self.target.into())),
            Limiter::Workgroups | Limiter::Waves => (
                thousands(self.current.into()),
                thousands(self.target.into()),
            ),
            _ => (self.current.to_string(), self.target.to_string()),
        }
    }
}

impl fmt::Display for NextStep {
    /// "drop to 96 VGPRs for 5 waves per SIMD (4 now)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.limiter {
            Limiter::Vgprs => format!("drop to {} VGPRs", self.target),
            Limiter::Sgprs => format!("drop to {} SGPRs", self.target),
            Limiter::Lds => format!("drop to {} of LDS", bytes(self.target.into())),
            Limiter::Workgroups | Limiter::Waves => {
                format!("shrink the work-group to {} work-items", self.target)
            }
        };
        write!(
            f,
            "{what} for {} waves per SIMD ({} now)",
            self.waves_then, self.waves_now
        )
    }
}

/// The occupancy of a result as an exact fraction: waves per SIMD over the most a SIMD runs.
pub fn level(result: &Occupancy) -> Level {
    Level {
        resident: result.waves_per_simd,
        slots: result.max_waves_per_simd,
    }
}

/// For every limit that binds and can be lowered (VGPRs, SGPRs, LDS, the work-group size), the largest amount
/// that raises the occupancy ([`Level::raised_to`]): at least one wave per SIMD more. A resource whose reduction cannot gain a wave, because another limit
/// binds as tightly, is left out.
pub fn next_steps(arch: &Arch, kernel: &Kernel) -> Result<Vec<NextStep>, Error> {
    let now = occupancy(arch, kernel)?;
    let base = Footprint::of(arch, kernel);
    let binds: Vec<Limiter> = now.limiters().collect();
    let mut steps = Vec::new();
    if now.waves_per_simd == now.max_waves_per_simd {
        return Ok(steps);
    }
    // Tries each candidate, largest first, and keeps the first that gains a wave.
    let mut search = |limiter: Limiter,
                      current: u32,
                      candidates: &mut dyn Iterator<Item = u32>,
                      apply: &dyn Fn(&mut Footprint, u32)| {
        for amount in candidates {
            let mut probe = base;
            apply(&mut probe, amount);
            let then = evaluate(arch, &probe);
            if level(&now).raised_to(level(&then)) {
                steps.push(NextStep {
                    limiter,
                    current,
                    target: amount,
                    waves_now: now.waves_per_simd,
                    waves_then: then.waves_per_simd,
                    occupancy_now: level(&now),
                    occupancy_then: level(&then),
                });
                return;
            }
        }
    };
    // Within one allocation granule every amount allocates the same, so the candidates are whole granules.
    if binds.contains(&Limiter::Vgprs) {
        let granule = arch.vgpr_granule(kernel.wave_size);
        search(
            Limiter::Vgprs,
            base.counted_vgprs,
            &mut (1..now.allocated_vgprs / granule)
                .rev()
                .map(|k| k * granule),
            &|f, v| f.counted_vgprs = v,
        );
    }
    if binds.contains(&Limiter::Sgprs) {
        search(
            Limiter::Sgprs,
            kernel.sgprs,
            &mut (1..kernel.sgprs).rev(),
            &|f, s| f.sgprs = s,
        );
    }
    if binds.contains(&Limiter::Lds) {
        let granule = arch.lds_granule;
        search(
            Limiter::Lds,
            kernel.lds_bytes,
            &mut (1..now.allocated_lds / granule).rev().map(|k| k * granule),
            &|f, b| f.lds_bytes = b,
        );
    }
    // Only the waves of a work-group count: the largest size with one wave fewer, and so on down.
    if let Some(limiter) = [Limiter::Waves, Limiter::Workgroups]
        .into_iter()
        .find(|l| binds.contains(l))
    {
        search(
            limiter,
            kernel.workgroup_size,
            &mut (1..now.waves_per_workgroup)
                .rev()
                .map(|k| k * kernel.wave_size),
            &|f, w| f.workgroup_size = w,
        );
    }
    Ok(steps)
}

/// "= 4 waves per SIMD", with the rounding and the cap said when they apply.
fn per_simd(say: &Say, groups: u32, per_group: u32, simds: u32, max: u32) -> String {
    let waves = groups * per_group;
    let fullest = waves.div_ceil(simds);
    let (groups, per_group) = (
        say.say(msg::report_blocks(groups.into())),
        say.say(msg::report_warps(per_group.into())),
    );
    let (waves, simds, fullest_text, max_text) = (
        waves.to_string(),
        simds.to_string(),
        fullest.to_string(),
        max.to_string(),
    );
    say.say(if fullest > max {
        msg::report_amd_per_simd_capped(
            &groups,
            &per_group,
            &waves,
            &simds,
            &fullest_text,
            &max_text,
        )
    } else {
        msg::report_amd_per_simd(&groups, &per_group, &waves, &simds, &fullest_text)
    })
}

fn capped(say: &Say, raw: u32, max: u32) -> String {
    if raw > max {
        say.say(msg::report_amd_capped(&raw.to_string(), &max.to_string()))
    } else {
        say.say(msg::report_warps(raw.into()))
    }
}

/// One sentence of why a resource allows the waves per SIMD it does, with the numbers: "128 VGPRs (arch 122
/// aligned to 124 + 4 AGPRs) → 128 after rounding to 8; 512 per SIMD / 128 = 4 waves".
pub fn explain(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    limiter: Limiter,
    say: &Say,
) -> String {
    let n = |value: u32| value.to_string();
    let max = result.max_waves_per_simd;
    let wgp = arch.generation.is_rdna() && !kernel.cu_mode;
    // A WGP is no vocabulary's word; a CU is the vocabulary's compute unit.
    let mode = &say.say(if wgp {
        msg::report_a_wgp()
    } else {
        msg::report_a_unit()
    });
    match limiter {
        Limiter::Vgprs => {
            let counted = n(result.counted_vgprs);
            let (vgprs, aligned, agprs) = (
                n(kernel.vgprs),
                n(align_to(kernel.vgprs, 4)),
                n(kernel.agprs),
            );
            let what = say.say(if arch.unified_vgprs && kernel.agprs > 0 {
                msg::report_amd_vgprs_unified(&counted, &vgprs, &aligned, &agprs)
            } else if kernel.agprs > 0 {
                msg::report_amd_vgprs_two_files(&counted, &vgprs, &agprs)
            } else {
                msg::report_amd_vgprs(&counted)
            });
            let granule = arch.vgpr_granule(kernel.wave_size);
            if result.counted_vgprs < granule {
                return say.say(msg::report_amd_why_vgprs_small(&what, &n(granule), &n(max)));
            }
            say.say(msg::report_amd_why_vgprs(
                &what,
                &n(result.allocated_vgprs),
                &n(granule),
                &n(result.vgpr_pool),
                &n(kernel.wave_size),
                &capped(say, result.vgpr_pool / result.allocated_vgprs, max),
            ))
        }
        Limiter::Sgprs if arch.has_sgpr_limit() => say.say(msg::report_amd_why_sgprs(
            &n(kernel.sgprs),
            &n(arch.sgpr_pool()),
            &n(kernel.sgprs.max(1)),
            &capped(say, arch.sgpr_pool() / kernel.sgprs.max(1), max),
        )),
        Limiter::Sgprs => say.say(msg::report_amd_why_no_sgpr_limit(arch.name)),
        Limiter::Lds if kernel.lds_bytes > 0 => {
            let groups = result.lds_per_cu / result.allocated_lds;
            let pool_bytes = bytes(result.lds_per_cu.into());
            let pool = say.say(if wgp {
                msg::report_amd_lds_pool_wgp(&pool_bytes)
            } else {
                msg::report_amd_lds_pool(&pool_bytes)
            });
            say.say(msg::report_amd_why_lds(
                &bytes(kernel.lds_bytes.into()),
                &bytes(result.allocated_lds.into()),
                &n(arch.lds_granule),
                &pool,
                &thousands(result.allocated_lds.into()),
                &per_simd(say, groups, result.waves_per_workgroup, result.simds, max),
            ))
        }
        Limiter::Lds => say.say(msg::report_amd_why_no_lds()),
        Limiter::Workgroups if result.waves_per_workgroup > 1 => {
            let workgroups = arch.max_workgroups(kernel.cu_mode);
            say.say(msg::report_amd_why_workgroups(
                mode,
                &n(workgroups),
                &per_simd(
                    say,
                    workgroups,
                    result.waves_per_workgroup,
                    result.simds,
                    max,
                ),
            ))
        }
        Limiter::Workgroups => say.say(msg::report_amd_why_no_barrier()),
        Limiter::Waves => {
            let slots = max * result.simds;
            let groups = slots / result.waves_per_workgroup;
            let group = say.say(msg::report_amd_why_waves_group(
                &n(kernel.workgroup_size),
                &n(result.waves_per_workgroup),
                &n(kernel.wave_size),
            ));
            say.say(msg::report_amd_why_waves(
                &group,
                &n(slots),
                mode,
                &n(max),
                &n(result.simds),
                &n(groups),
                &per_simd(say, groups, result.waves_per_workgroup, result.simds, max),
            ))
        }
    }
}

/// What the figures alone do not say: a work-group that no CU holds, a partly idle last wave; in `say`'s language
/// and words.
pub fn warnings(kernel: &Kernel, result: &Occupancy, say: &Say) -> Vec<String> {
    let mut out = Vec::new();
    if result.workgroups_per_cu == 0 {
        out.push(
            say.say(msg::report_amd_warn_none_fit(
                &result.waves_per_workgroup.to_string(),
                &result.simds.to_string(),
                &result
                    .waves_per_workgroup
                    .div_ceil(result.simds.max(1))
                    .to_string(),
            )),
        );
    }
    if !kernel.workgroup_size.is_multiple_of(kernel.wave_size) {
        out.push(say.say(msg::report_warn_partial_warp(
            &kernel.workgroup_size.to_string(),
            &kernel.wave_size.to_string(),
        )));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::amd::{arch, ARCHES};

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
    fn sgpr_division_gives_llvms_steps_for_every_count_a_kernel_can_have() {
        // LLVM's steps for GFX8 and GFX9 (`getOccupancyWithNumSGPRs`), written out.
        let step = |n: u32| match n {
            0..=80 => 10,
            81..=88 => 9,
            89..=100 => 8,
            _ => 7,
        };
        for a in ARCHES.iter().filter(|a| a.has_sgpr_limit()) {
            for n in 0..=a.max_sgprs() {
                let expected = step(n).min(a.max_waves_per_simd());
                assert_eq!(sgpr_limit(a, n), Some(expected), "{} {n}", a.name);
            }
        }
        assert_eq!(sgpr_limit(arch("gfx1100").unwrap(), 108), None);
    }

    #[test]
    fn lds_limited_waves_round_up_to_the_fullest_simd() {
        // 10 KiB per one-wave group: 6 groups on gfx90a's 4 SIMDs, two of which hold 2 waves.
        let (a, k) = on("gfx90a", 64, 16);
        let o = occupancy(
            &a,
            &Kernel {
                lds_bytes: 10 * 1024,
                ..k
            },
        )
        .unwrap();
        assert_eq!(
            (o.workgroups_per_cu, o.waves_per_cu, o.waves_per_simd),
            (6, 6, 2)
        );
        assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Lds]);
    }

    #[test]
    fn whole_work_groups_limit_by_size() {
        // gfx90a, 685 work-items = 11 waves: 2 groups in 32 slots = 22 waves → 6 on the fullest SIMD.
        let (a, k) = on("gfx90a", 685, 16);
        let o = occupancy(&a, &k).unwrap();
        assert_eq!((o.waves_per_simd, o.workgroups_per_cu), (6, 2));
        assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Waves]);
        // gfx1100 wave32, 768 work-items = 24 waves: 2 groups in 64 slots → 12.
        let (a, k) = on("gfx1100", 768, 16);
        assert_eq!(occupancy(&a, &k).unwrap().waves_per_simd, 12);
    }

    #[test]
    fn rdna_wgp_mode_pools_two_cus_of_lds() {
        // 32 KiB per 256-item wave32 group (8 waves): 4 groups per WGP (4 SIMDs) = 8 waves per SIMD; in CU mode
        // 2 groups on 2 SIMDs = 8 as well, from half the LDS and half the SIMDs.
        let (a, k) = on("gfx1030", 256, 16);
        let k = Kernel {
            lds_bytes: 32 * 1024,
            ..k
        };
        let wgp = occupancy(&a, &k).unwrap();
        assert_eq!((wgp.lds_per_cu, wgp.workgroups_per_cu), (131_072, 4));
        let cu = occupancy(&a, &Kernel { cu_mode: true, ..k }).unwrap();
        assert_eq!(
            (cu.lds_per_cu, cu.workgroups_per_cu, cu.simds),
            (65536, 2, 2)
        );
        assert_eq!((wgp.limits.lds, cu.limits.lds), (Some(8), Some(8)));
    }

    /// Every step's target gains a wave and the amount just above it does not (within the granule, the next
    /// whole granule up).
    fn check_steps(a: &Arch, k: &Kernel) {
        let now = occupancy(a, k).unwrap();
        for step in next_steps(a, k).unwrap() {
            let with = |amount: u32| -> Kernel {
                match step.limiter {
                    Limiter::Vgprs => Kernel {
                        vgprs: amount,
                        agprs: 0,
                        ..*k
                    },
                    Limiter::Sgprs => Kernel {
                        sgprs: amount,
                        ..*k
                    },
                    Limiter::Lds => Kernel {
                        lds_bytes: amount,
                        ..*k
                    },
                    Limiter::Waves | Limiter::Workgroups => Kernel {
                        workgroup_size: amount,
                        ..*k
                    },
                }
            };
            assert!(step.target < step.current, "{step:?}");
            let then = occupancy(a, &with(step.target)).unwrap();
            assert_eq!(then.waves_per_simd, step.waves_then, "{step:?}");
            assert!(step.waves_then > now.waves_per_simd);
            // Nothing between the target and the current amount gains a wave (LDS in steps of 64 B, which divide
            // every LDS granule).
            let stride = if step.limiter == Limiter::Lds { 64 } else { 1 };
            let between = (step.target + 1..step.current)
                .step_by(stride)
                .chain([step.current - 1]);
            for amount in between {
                // Not always the same count: on gfx1010 wave32, 685 items (22 waves, 3 groups) give 17 waves
                // per SIMD, 641 items (21 waves, 3 groups) 16.
                let between = occupancy(a, &with(amount)).unwrap().waves_per_simd;
                assert!(between <= now.waves_per_simd, "{step:?} at {amount}");
            }
        }
    }

    #[test]
    fn next_step_for_vgprs_is_the_largest_count_that_gains_a_wave() {
        // gfx90a, 256 items, 128 VGPRs (4 waves): 5 waves need 512 / 5 = 102 → 96 after the granule of 8.
        let (a, k) = on("gfx90a", 256, 128);
        let steps = next_steps(&a, &k).unwrap();
        assert_eq!(
            steps,
            vec![NextStep {
                limiter: Limiter::Vgprs,
                current: 128,
                target: 96,
                waves_now: 4,
                waves_then: 5,
                occupancy_now: Level {
                    resident: 4,
                    slots: 8
                },
                occupancy_then: Level {
                    resident: 5,
                    slots: 8
                },
            }]
        );
        assert_eq!(
            steps[0].to_string(),
            "drop to 96 VGPRs for 5 waves per SIMD (4 now)"
        );
        check_steps(&a, &k);
    }

    #[test]
    fn next_steps_hold_across_targets_and_resources() {
        for a in ARCHES {
            for wave in a.wave_sizes() {
                for (threads, vgprs, sgprs, lds) in [
                    (256, 100, 90, 0),
                    (685, 40, 20, 0),
                    (128, 24, 104, 3000),
                    (64, 8, 10, 20_000),
                    (1024, 64, 50, 65_000),
                    (192, 60, 30, 9000),
                ] {
                    let mut k = Kernel::new(a, threads, vgprs);
                    k.wave_size = *wave;
                    k.sgprs = sgprs;
                    k.lds_bytes = lds.min(a.lds_per_workgroup);
                    k.vgprs = k.vgprs.min(vgpr_budget(a, &k));
                    check_steps(a, &k);
                }
            }
        }
    }

    #[test]
    fn a_tie_leaves_no_step() {
        // gfx90a, 256 items (4 waves): 128 VGPRs give 4 waves per SIMD, and so do 16 KiB of LDS (4 groups).
        // Lowering either alone leaves the other at 4.
        let (a, k) = on("gfx90a", 256, 128);
        let k = Kernel {
            lds_bytes: 16 * 1024,
            ..k
        };
        let o = occupancy(&a, &k).unwrap();
        assert_eq!(
            o.limiters().collect::<Vec<_>>(),
            vec![Limiter::Vgprs, Limiter::Lds]
        );
        assert!(next_steps(&a, &k).unwrap().is_empty());
    }

    #[test]
    fn explanations_carry_the_arithmetic() {
        let say = Say::english(crate::vendor::Vendor::Amd);
        // ROCm's `vgprbound` example: 122 arch VGPRs and 4 AGPRs on gfx90a.
        let (a, k) = on("gfx90a", 256, 122);
        let k = Kernel {
            agprs: 4,
            sgprs: 80,
            ..k
        };
        let o = occupancy(&a, &k).unwrap();
        assert_eq!(
            explain(&a, &k, &o, Limiter::Vgprs, &say),
            "128 VGPRs (arch 122 aligned to 124 + 4 AGPRs, one file) → 128 after rounding to 8; 512 per SIMD \
             (64-wide waves) / 128 = 4 waves"
        );
        assert_eq!(
            explain(&a, &k, &o, Limiter::Sgprs, &say),
            "80 SGPRs per wave (NumSgprs: VCC, FLAT_SCRATCH and XNACK_MASK included); 800 per SIMD / 80 = 10 \
             waves, capped at the 8 a SIMD holds"
        );
        let lds = Kernel {
            lds_bytes: 10 * 1024,
            workgroup_size: 64,
            ..k
        };
        let o = occupancy(&a, &lds).unwrap();
        assert_eq!(
            explain(&a, &lds, &o, Limiter::Lds, &say),
            "10,240 B (10 KiB) of LDS → 10,240 B (10 KiB) after rounding to 512 B; 65,536 B (64 KiB) per CU / \
             10,240 = 6 work-groups × 1 wave = 6 waves on 4 SIMDs → 2 on the fullest"
        );
        let (a, k) = on("gfx90a", 685, 16);
        let o = occupancy(&a, &k).unwrap();
        assert_eq!(
            explain(&a, &k, &o, Limiter::Waves, &say),
            "685 work-items are 11 waves of 64; the 32 wave slots of a CU (8 per SIMD × 4) hold 2 whole \
             work-groups: 2 work-groups × 11 waves = 22 waves on 4 SIMDs → 6 on the fullest"
        );
        // Every limiter on every target has a sentence, and the binding ones name their waves.
        for a in ARCHES {
            let k = Kernel {
                sgprs: 90,
                lds_bytes: 4096,
                ..Kernel::new(a, 256, 100)
            };
            let o = occupancy(a, &k).unwrap();
            for l in Limiter::ALL {
                let text = explain(a, &k, &o, l, &say);
                assert!(!text.is_empty());
                if o.limiters().any(|b| b == l) {
                    assert!(
                        text.contains(&format!("{} ", o.waves_per_simd)),
                        "{} {l:?}: {text}",
                        a.name
                    );
                }
            }
        }
    }
}
