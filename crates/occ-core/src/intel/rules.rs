//! Intel's occupancy rules: work-groups per Xe-core and the Xe-core occupancy, as Intel's GPU Occupancy
//! Calculator computes them (`compute_ss_occupancy`, l.1682–1713 of the calculator's `index.html`; see
//! [`super::arch`](mod@super::arch) for the file), and the GPU occupancy over the waves of a global size (`compute_gpu_occupancy`,
//! l.1716–1753), without the page's quirks.
//!
//! occ keeps one set of rules per vendor: NVIDIA's in [`crate::nvidia::rules`], AMD's in
//! [`crate::amd`], Intel's here, one function per limit in work-groups per Xe-core, combined by `min`.
//!
//! # The arithmetic of each limit
//!
//! A work-group of `w` work-items compiled for sub-groups of `s` runs as `ceil(w / s)` hardware threads, one
//! sub-group each (l.1688).
//!
//! - **Hardware threads** ([`Limiter::Threads`]): an Xe-core has XVEs × threads-per-XVE thread slots (64 on
//!   Xe-HPC); large-GRF mode gives each thread 256 registers instead of 128 and so halves the threads (l.1686).
//!   `floor(threads available / threads per work-group)` work-groups fit (l.1690).
//! - **SLM** ([`Limiter::Slm`]): a work-group's SLM is rounded up to the next of the target's allocation sizes
//!   (l.1619–1625: 40 KiB takes 48 KiB on Xe-HPC), and `floor(SLM per Xe-core / allocated)` work-groups fit
//!   (l.1698). No SLM, no limit (l.1695).
//! - **Work-group slots** ([`Limiter::Workgroups`]): an Xe-core holds at most `Max_Num_Of_Workgroups`
//!   (l.1683, l.1707).
//! - **Barrier registers** ([`Limiter::Barriers`]): a work-group that uses barriers takes one of the Xe-core's
//!   barrier registers (l.1692). Intel's calculator treats barriers as on or off, whatever their count.
//!
//! The result is the smallest of them (l.1701–1707), and the Xe-core occupancy is the hardware threads resident
//! over the Xe-core's thread slots (l.1711).
//!
//! # Why large-GRF occupancy tops out at 50 %
//!
//! Occupancy is Intel's: resident hardware threads / thread slots, the slots counted in the default GRF mode
//! (l.1711 divides by `Max_Threads_Per_Sub_Slice`, not by the halved budget). The register file is the same size
//! in both modes; large-GRF mode spends it on half as many threads of twice the registers, so at most half the
//! slots can ever be filled. occ keeps the definition: 50 % in large-GRF mode is a full Xe-core, and comparing it
//! with a small-GRF figure compares latency hiding (threads to switch between), which is what the figure means.
//!
//! # Fused parts: a fraction of an Xe-core
//!
//! The page divides the XVE count by the XVEs per Xe-core as a fraction (l.1535: 24 XVEs on Xe-LP are 1.5
//! Xe-cores) and spreads the global size over that many (l.1719: a wave holds 1.5 × the work-groups per Xe-core).
//! occ does the same for the counts the calculator lists ([`super::Device::xe_cores`]): the per-Xe-core figures are
//! those of a full Xe-core, and [`gpu_occupancy_on`] counts the waves over the fraction, exactly
//! ([`super::report::xe_core_note`] says so in the report). How the hardware shares the work among a fused part's
//! XVEs is not modelled, by Intel's page or by occ.
//!
//! # Where occ departs from Intel's page
//!
//! The rules above are the page's. Where the page's handling of its inputs gives figures that do not describe the
//! launch, occ follows the launch instead; the README's "Intel" section lists them for users:
//!
//! - The page caps work-groups per Xe-core at the launch's total work-group count once a global size is given
//!   (l.1709), so the per-Xe-core figures change with the global size. occ's per-Xe-core figures never do; a
//!   launch too small to fill the GPU shows in [`GpuOccupancy`] (a partial first wave).
//! - The page cuts the waves to two decimals before averaging (l.1738), so the average can exceed the peak. occ
//!   divides exactly.
//! - With barriers on, the page replaces the work-group limit by the barrier registers (l.1692); occ takes the
//!   smaller of the two, which gives the same number on every target (none has more barrier registers than
//!   work-group slots) and names both limits.
//! - The page shows 0 % and NaN waves for a work-group too large for large-GRF mode, and computes with a
//!   negative work-group or global size; occ refuses them, naming the field and its range
//!   ([`super::Kernel::check`]).

use std::fmt;

use super::{Arch, Kernel, XeCores};
use crate::contract::Resource;
use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::plan::Level;
use crate::report::{bytes, thousands};

/// One resource that can limit work-groups per Xe-core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Limiter {
    /// Hardware threads (the Xe-core's thread slots, halved in large-GRF mode).
    Threads,
    /// Shared local memory.
    Slm,
    /// Work-group slots of the Xe-core.
    Workgroups,
    /// Barrier registers (only when the kernel uses barriers).
    Barriers,
}

impl Limiter {
    pub const ALL: [Self; 4] = [Self::Threads, Self::Slm, Self::Workgroups, Self::Barriers];

    /// The name used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Self::Threads => "threads",
            Self::Slm => "slm",
            Self::Workgroups => "workgroups",
            Self::Barriers => "barriers",
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
            Self::Threads => msg::limiter_hw_threads(),
            Self::Slm => msg::limiter_smem(),
            Self::Workgroups => msg::limiter_slots(),
            Self::Barriers => msg::limiter_barrier_registers(),
        }
    }

    fn listed(self) -> Msg<'static> {
        match self {
            Self::Threads => msg::plan_limit_threads(),
            Self::Slm => msg::plan_limit_slm(),
            Self::Workgroups => msg::plan_limit_workgroups(),
            Self::Barriers => msg::plan_limit_barriers(),
        }
    }
}

/// Work-groups per Xe-core each resource allows; `None` where it does not apply (no SLM, no barriers).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub threads: Option<u32>,
    pub slm: Option<u32>,
    pub workgroups: Option<u32>,
    pub barriers: Option<u32>,
}

impl Limits {
    pub fn get(&self, limiter: Limiter) -> Option<u32> {
        match limiter {
            Limiter::Threads => self.threads,
            Limiter::Slm => self.slm,
            Limiter::Workgroups => self.workgroups,
            Limiter::Barriers => self.barriers,
        }
    }
}

/// The result of one evaluation on one Xe-core. `Copy` and allocation-free, so sweeps stay cheap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Occupancy {
    /// Hardware threads of one work-group: `ceil(work-group size / sub-group size)`.
    pub threads_per_workgroup: u32,
    /// Work-groups resident on one Xe-core.
    pub workgroups_per_xe_core: u32,
    /// Hardware threads of those work-groups.
    pub resident_threads: u32,
    /// The Xe-core's thread slots in the default GRF mode: the occupancy's denominator.
    pub thread_slots: u32,
    /// Threads the Xe-core can give in this GRF mode (half the slots in large-GRF mode).
    pub thread_budget: u32,
    pub limits: Limits,
    /// SLM a work-group is given: the request rounded up to the target's allocation sizes.
    pub slm_allocated: u32,
    /// SLM of one Xe-core.
    pub slm_per_xe_core: u32,
}

impl Occupancy {
    /// Resident hardware threads / thread slots, 0.0–1.0 (at most 0.5 in large-GRF mode).
    pub fn occupancy(&self) -> f64 {
        f64::from(self.resident_threads) / f64::from(self.thread_slots)
    }

    /// The resources that bind: every limit equal to the result (ties included).
    pub fn limiters(&self) -> impl Iterator<Item = Limiter> + '_ {
        Limiter::ALL
            .into_iter()
            .filter(|l| self.limits.get(*l) == Some(self.workgroups_per_xe_core))
    }
}

/// What the rules read of a checked kernel; the next steps vary one part of it.
#[derive(Clone, Copy)]
struct Footprint {
    threads_per_workgroup: u32,
    slm_allocated: u32,
    barriers: bool,
    large_grf: bool,
}

impl Footprint {
    fn of(arch: &Arch, kernel: &Kernel) -> Self {
        Self {
            threads_per_workgroup: kernel.workgroup_size.div_ceil(kernel.sub_group_size),
            // Checked: at most the per-work-group maximum, which is one of the allocation sizes.
            slm_allocated: arch.slm_allocation(kernel.slm_bytes).unwrap_or(u32::MAX),
            barriers: kernel.barriers,
            large_grf: kernel.large_grf,
        }
    }
}

fn evaluate(arch: &Arch, f: &Footprint) -> Occupancy {
    let budget = arch.thread_budget(f.large_grf);
    let limits = Limits {
        threads: Some(budget / f.threads_per_workgroup.max(1)),
        slm: (f.slm_allocated > 0).then(|| arch.slm_per_xe_core() / f.slm_allocated),
        workgroups: Some(arch.max_workgroups),
        barriers: f.barriers.then_some(arch.barrier_registers),
    };
    let workgroups = Limiter::ALL
        .into_iter()
        .filter_map(|l| limits.get(l))
        .fold(u32::MAX, u32::min);
    Occupancy {
        threads_per_workgroup: f.threads_per_workgroup,
        workgroups_per_xe_core: workgroups,
        resident_threads: workgroups * f.threads_per_workgroup,
        thread_slots: arch.thread_slots(),
        thread_budget: budget,
        limits,
        slm_allocated: f.slm_allocated,
        slm_per_xe_core: arch.slm_per_xe_core(),
    }
}

/// Checks the kernel ([`Kernel::check`]) and computes every limit on one Xe-core.
pub fn occupancy(arch: &Arch, kernel: &Kernel) -> Result<Occupancy, Error> {
    kernel.check(arch)?;
    Ok(evaluate(arch, &Footprint::of(arch, kernel)))
}

/// A launch's global size over the whole GPU: waves of work-groups over the Xe-cores, and the GPU occupancy
/// Intel's calculator reports (its peak and its average over the waves), computed exactly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GpuOccupancy {
    pub xe_cores: XeCores,
    /// Work-items of the launch (the nd_range's global size).
    pub global_size: u64,
    /// Work-groups of the launch: global size / work-group size.
    pub workgroups: u64,
    /// Work-groups the GPU holds at once: work-groups per Xe-core × Xe-cores (a fraction on a fused part, as
    /// Intel's calculator counts it: 10.5 on 1.5 Xe-cores of 7).
    pub workgroups_per_wave: f64,
    pub full_waves: u64,
    /// Work-groups of the last, partial wave (0 when the waves are whole; a fraction on a fused part).
    pub tail_workgroups: f64,
    /// Waves, unrounded: workgroups / workgroups per wave.
    pub waves: f64,
    /// The GPU occupancy of the first (fullest) wave: the Xe-core occupancy, or the share of it a launch smaller
    /// than one wave reaches.
    pub peak: f64,
    /// The GPU occupancy averaged over the waves (every wave taking as long): waves × Xe-core occupancy /
    /// ceil(waves) (l.1739 without its rounding).
    pub average: f64,
}

/// The launch of `global_size` work-items on `xe_cores` whole Xe-cores: [`gpu_occupancy_on`].
pub fn gpu_occupancy(
    kernel: &Kernel,
    result: &Occupancy,
    xe_cores: u32,
    global_size: u64,
) -> Result<GpuOccupancy, Error> {
    gpu_occupancy_on(kernel, result, XeCores::from(xe_cores), global_size)
}

/// The launch of `global_size` work-items on `xe_cores` Xe-cores, whole or the fraction of a fused part
/// (`compute_gpu_occupancy`, l.1716–1753, with exact waves). An error names `global_size` when it is not a positive
/// multiple of the work-group size, as SYCL's nd_range requires (the page refuses it too, l.1642–1648).
pub fn gpu_occupancy_on(
    kernel: &Kernel,
    result: &Occupancy,
    xe_cores: XeCores,
    global_size: u64,
) -> Result<GpuOccupancy, Error> {
    let size = u64::from(kernel.workgroup_size.max(1));
    if global_size == 0 || !global_size.is_multiple_of(size) {
        return Err(Error::Inconsistent {
            field: "global_size",
            message: msg::error_intel_global(
                &global_size.to_string(),
                &size.to_string(),
                &(2 * size).to_string(),
                &(3 * size).to_string(),
            )
            .into(),
        });
    }
    if result.workgroups_per_xe_core == 0 {
        return Err(Error::Inconsistent {
            field: "kernel.threads_per_block",
            message: msg::error_intel_none_fits_items(&thousands(size)).into(),
        });
    }
    let workgroups = global_size / size;
    // In 1/denominator work-groups, so a fused part's waves stay exact (denominator 1 on whole Xe-cores).
    let (cores, denominator) = xe_cores.ratio();
    // u32 × u32: exact in u64.
    let per_wave = u64::from(result.workgroups_per_xe_core) * u64::from(cores);
    if per_wave == 0 {
        return Err(Error::Inconsistent {
            field: "device.xve_count",
            message: msg::error_intel_no_xe_core(
                &xe_cores.to_string(),
                &result.workgroups_per_xe_core.to_string(),
            )
            .into(),
        });
    }
    // workgroups × denominator / per_wave, exactly and without 128-bit arithmetic: with workgroups = whole × per_wave
    // + part, it is whole × denominator + part × denominator / per_wave. part × denominator stays far inside u64: a
    // work-group slot count times a u32 of Xe-cores, times XVEs per Xe-core (16 at most).
    let denominator = u64::from(denominator);
    let (whole, part) = (workgroups / per_wave, workgroups % per_wave);
    let part = part.saturating_mul(denominator);
    // At most the work-groups: a device has at least one Xe-core.
    let full_waves = whole
        .saturating_mul(denominator)
        .saturating_add(part / per_wave);
    let tail = part % per_wave;
    // The denominator is a power of two (XVEs per Xe-core over a common divisor), so this scaling is exact.
    let waves = workgroups as f64 * denominator as f64 / per_wave as f64;
    let rounds = full_waves.saturating_add(u64::from(tail > 0));
    let core = result.occupancy();
    Ok(GpuOccupancy {
        xe_cores,
        global_size,
        workgroups,
        workgroups_per_wave: per_wave as f64 / denominator as f64,
        full_waves,
        tail_workgroups: tail as f64 / denominator as f64,
        waves,
        peak: waves.min(1.0) * core,
        average: waves * core / rounds as f64,
    })
}

/// The global size of a launch of `workgroups` work-groups of the kernel's size (`occ plan --grid`), or an error
/// naming `grid` with its valid range when it is 0 (no launch) or its work-items pass what a `u64` global size
/// holds.
pub fn global_size_of_grid(kernel: &Kernel, workgroups: u64) -> Result<u64, Error> {
    let size = u64::from(kernel.workgroup_size.max(1));
    workgroups
        .checked_mul(size)
        .filter(|_| workgroups > 0)
        .ok_or_else(|| Error::Inconsistent {
            field: "grid",
            message: msg::plan_error_intel_grid(
                &thousands(workgroups),
                &thousands(size),
                &thousands(u64::MAX / size),
            )
            .into(),
        })
}

/// The smallest change of one resource that raises the Xe-core occupancy ([`Level::raised_to`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NextStep {
    /// The limit that binds.
    pub limiter: Limiter,
    /// The current amount: work-items per work-group, SLM bytes per work-group, barriers (1 = used).
    pub current: u32,
    /// The amount that raises the occupancy: the nearest work-group size, smaller or larger, where hardware threads
    /// bind; the smallest larger one where work-group slots or barrier registers bind (in whole sub-groups); the
    /// largest allocation size below the current one; no barriers (0).
    pub target: u32,
    pub workgroups_now: u32,
    pub workgroups_then: u32,
    /// Resident hardware threads over thread slots, now and after the step (always higher).
    pub occupancy_now: Level,
    pub occupancy_then: Level,
}

impl NextStep {
    /// Whether the step grows the work-group: fewer, larger work-groups fill the slots a work-group-slot limit
    /// leaves empty.
    pub fn grows(&self) -> bool {
        self.target > self.current
    }

    /// The kernel field the step changes, as `occ batch` spells it: `threads_per_block` (the work-group size),
    /// `slm_bytes` or `barriers`.
    pub fn field(&self) -> &'static str {
        match self.limiter {
            _ if self.grows() => "threads_per_block",
            Limiter::Threads | Limiter::Workgroups => "threads_per_block",
            Limiter::Slm => "slm_bytes",
            Limiter::Barriers => "barriers",
        }
    }
}

impl fmt::Display for NextStep {
    /// "drop to 32 KiB of SLM for 64 hardware threads per Xe-core (32 now)", counted as the occupancy counts.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.limiter {
            _ if self.grows() => format!("grow the work-group to {} work-items", self.target),
            Limiter::Threads | Limiter::Workgroups => {
                format!("shrink the work-group to {} work-items", self.target)
            }
            Limiter::Slm if self.target == 0 => "use no SLM".to_string(),
            Limiter::Slm => format!("drop to {} of SLM", bytes(self.target.into())),
            Limiter::Barriers => "use no barriers".to_string(),
        };
        write!(
            f,
            "{what} for {} hardware threads per Xe-core ({} now)",
            self.occupancy_then.resident, self.occupancy_now.resident
        )
    }
}

/// The Xe-core occupancy of a result as an exact fraction: resident hardware threads over thread slots.
pub fn level(result: &Occupancy) -> Level {
    Level {
        resident: result.resident_threads,
        slots: result.thread_slots,
    }
}

/// For every limit that binds and that a change of the kernel can relieve, the smallest change that raises the
/// Xe-core occupancy ([`Level::raised_to`]; more work-groups of fewer threads are no gain): the nearest
/// work-group size when hardware threads bind, the smallest larger one when the work-group slots bind (tiny work-groups
/// leave thread slots empty), the largest smaller SLM allocation, no barriers. A resource no change of which raises
/// the occupancy, because another limit binds as tightly, is left out; at full occupancy there is none.
pub fn next_steps(arch: &Arch, kernel: &Kernel) -> Result<Vec<NextStep>, Error> {
    let now = occupancy(arch, kernel)?;
    if now.resident_threads >= now.thread_budget {
        return Ok(Vec::new());
    }
    let base = Footprint::of(arch, kernel);
    let binds = |limiter: Limiter| now.limiters().any(|l| l == limiter);
    let sub_group = kernel.sub_group_size;
    let step = |limiter: Limiter, current: u32, target: u32, then: Occupancy| NextStep {
        limiter,
        current,
        target,
        workgroups_now: now.workgroups_per_xe_core,
        workgroups_then: then.workgroups_per_xe_core,
        occupancy_now: level(&now),
        occupancy_then: level(&then),
    };
    let mut steps = Vec::new();
    let most = (arch.max_workgroup_size / sub_group).min(now.thread_budget);
    if binds(Limiter::Threads) {
        // Fewer threads per work-group fit more work-groups, more threads can waste fewer slots: the nearer size
        // that raises the occupancy is the smaller change (the smaller size when both are as near).
        let fewer = fewer_threads(arch, &base, &now);
        let more = more_threads(arch, &base, &now, most);
        let distance = |t: u32| t.abs_diff(base.threads_per_workgroup);
        let nearest = match (fewer, more) {
            (Some(f), Some(m)) => Some(if distance(m.0) < distance(f.0) { m } else { f }),
            (f, m) => f.or(m),
        };
        steps.extend(
            nearest.map(|(t, then)| {
                step(Limiter::Threads, kernel.workgroup_size, t * sub_group, then)
            }),
        );
    }
    if binds(Limiter::Slm) {
        // Within one allocation size every request allocates the same: the candidates are the smaller sizes.
        let smaller = arch
            .slm_sizes_kib
            .iter()
            .rev()
            .map(|kib| kib * 1024)
            .filter(|size| *size < now.slm_allocated);
        steps.extend(smaller.into_iter().find_map(|size| {
            let then = evaluate(
                arch,
                &Footprint {
                    slm_allocated: size,
                    ..base
                },
            );
            level(&now)
                .raised_to(level(&then))
                .then(|| step(Limiter::Slm, kernel.slm_bytes, size, then))
        }));
    }
    if binds(Limiter::Barriers) {
        let then = evaluate(
            arch,
            &Footprint {
                barriers: false,
                ..base
            },
        );
        if level(&now).raised_to(level(&then)) {
            steps.push(step(Limiter::Barriers, 1, 0, then));
        }
    }
    // Work-group slots and barrier registers count work-groups, whatever their threads: larger work-groups fill
    // the thread slots that many tiny ones leave empty.
    if let Some(limiter) = [Limiter::Workgroups, Limiter::Barriers]
        .into_iter()
        .find(|l| binds(*l))
    {
        let grown = more_threads(arch, &base, &now, most)
            .map(|(t, then)| step(limiter, kernel.workgroup_size, t * sub_group, then));
        // Where the hardware threads bind as well, their step may already be this larger work-group.
        steps.extend(grown.filter(|g| !steps.iter().any(|s| s.target == g.target)));
    }
    Ok(steps)
}

/// The most hardware threads per work-group below now's that raise the occupancy, and the result. The thread counts
/// that fit the same work-groups by the thread budget form runs (`budget / t` constant); the other limits do not
/// read the threads, so within a run more threads are more resident threads, and only each run's largest count is
/// tried, runs from the largest counts down: about 2√budget evaluations.
fn fewer_threads(arch: &Arch, base: &Footprint, now: &Occupancy) -> Option<(u32, Occupancy)> {
    let budget = arch.thread_budget(base.large_grf);
    let mut threads = base.threads_per_workgroup.checked_sub(1)?;
    while threads > 0 {
        let then = evaluate(
            arch,
            &Footprint {
                threads_per_workgroup: threads,
                ..*base
            },
        );
        if level(now).raised_to(level(&then)) {
            return Some((threads, then));
        }
        // The largest count of the next run down: the most threads that fit one more work-group.
        threads = budget / (budget / threads + 1);
    }
    None
}

/// The fewest hardware threads per work-group above now's (at most `most`) that raise the occupancy, and the
/// result: run by run upwards (see [`fewer_threads`]), the run's largest count tried first, then the fewest threads
/// of that run whose work-groups hold more resident threads than now.
fn more_threads(
    arch: &Arch,
    base: &Footprint,
    now: &Occupancy,
    most: u32,
) -> Option<(u32, Occupancy)> {
    let budget = arch.thread_budget(base.large_grf);
    let with = |threads: u32| {
        evaluate(
            arch,
            &Footprint {
                threads_per_workgroup: threads,
                ..*base
            },
        )
    };
    let mut threads = base.threads_per_workgroup.checked_add(1)?;
    while threads <= most {
        let end = (budget / (budget / threads).max(1)).min(most);
        let at_end = with(end);
        if level(now).raised_to(level(&at_end)) {
            // The run's work-groups are the same at every count: the fewest threads past now's resident ones.
            let groups = at_end.workgroups_per_xe_core.max(1);
            let fewest = (now.resident_threads / groups + 1).max(threads).min(end);
            let then = with(fewest);
            return Some(if level(now).raised_to(level(&then)) {
                (fewest, then)
            } else {
                (end, at_end)
            });
        }
        threads = end.checked_add(1)?;
    }
    None
}

/// "16 work-groups" / "1 work-group".
fn groups(say: &Say, n: u32) -> String {
    say.say(msg::report_blocks(n.into()))
}

fn kib_list(sizes: &[u32]) -> String {
    sizes
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// One sentence of why a resource allows the work-groups per Xe-core it does, with the numbers: "256 work-items
/// in sub-groups of 16 are 16 hardware threads; an Xe-core has 64 thread slots (8 XVEs × 8 threads): 64 / 16 = 4
/// work-groups".
pub fn explain(
    arch: &Arch,
    kernel: &Kernel,
    result: &Occupancy,
    limiter: Limiter,
    say: &Say,
) -> String {
    let n = |value: u32| value.to_string();
    match limiter {
        Limiter::Threads => {
            let threads = result.threads_per_workgroup;
            let per_group = say.say(msg::report_intel_why_threads_group(
                &thousands(kernel.workgroup_size.into()),
                &n(kernel.sub_group_size),
                threads.into(),
            ));
            let slots = if kernel.large_grf {
                say.say(msg::report_intel_why_slots_large(
                    &n(result.thread_budget),
                    &n(result.thread_slots),
                    &n(arch.xves_per_xe_core),
                    &n(arch.threads_per_xve_in(true)),
                    &n(arch.threads_per_xve),
                ))
            } else {
                say.say(msg::report_intel_why_slots(
                    &n(result.thread_slots),
                    &n(arch.xves_per_xe_core),
                    &n(arch.threads_per_xve),
                ))
            };
            say.say(msg::report_intel_why_threads(
                &per_group,
                &slots,
                &n(result.thread_budget),
                &n(threads),
                &groups(say, result.thread_budget / threads.max(1)),
            ))
        }
        Limiter::Slm if result.slm_allocated > 0 => {
            let asked = bytes(kernel.slm_bytes.into());
            let rounded = if result.slm_allocated == kernel.slm_bytes {
                say.say(msg::report_intel_why_slm_asked(&asked))
            } else {
                say.say(msg::report_intel_why_slm_rounded(
                    &asked,
                    &bytes(result.slm_allocated.into()),
                    &kib_list(arch.slm_sizes_kib),
                ))
            };
            say.say(msg::report_intel_why_slm(
                &rounded,
                &bytes(result.slm_per_xe_core.into()),
                &thousands(result.slm_allocated.into()),
                &groups(say, result.slm_per_xe_core / result.slm_allocated),
            ))
        }
        Limiter::Slm => say.say(msg::report_intel_why_no_slm()),
        Limiter::Workgroups => say.say(msg::report_intel_why_workgroups(
            arch.family,
            &groups(say, arch.max_workgroups),
        )),
        Limiter::Barriers if kernel.barriers => say.say(msg::report_intel_why_barriers(
            &n(arch.barrier_registers),
            &groups(say, arch.barrier_registers),
        )),
        Limiter::Barriers => say.say(msg::report_intel_why_no_barriers()),
    }
}

/// What the figures alone do not say: a partly idle last sub-group, large-GRF mode's ceiling, an SLM request
/// rounded up; in `say`'s language and words.
pub fn warnings(kernel: &Kernel, result: &Occupancy, say: &Say) -> Vec<String> {
    let mut out = Vec::new();
    if !kernel.workgroup_size.is_multiple_of(kernel.sub_group_size) {
        out.push(say.say(msg::report_intel_warn_partial(
            &kernel.workgroup_size.to_string(),
            &kernel.sub_group_size.to_string(),
        )));
    }
    if result.slm_allocated > kernel.slm_bytes {
        out.push(say.say(msg::report_intel_warn_slm_rounded(
            &bytes(kernel.slm_bytes.into()),
            &bytes(result.slm_allocated.into()),
        )));
    }
    if kernel.large_grf {
        out.push(say.say(msg::report_intel_warn_large_grf(&say.percent(0.5))));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intel::{arch, ARCHES};

    fn on(name: &str, threads: u32, sub_group: u32) -> (&'static Arch, Kernel) {
        (arch(name).unwrap(), Kernel::new(threads, sub_group))
    }

    #[test]
    fn pvc_256_items_48k_of_slm_is_two_work_groups_by_slm() {
        let (a, k) = on("xe-hpc", 256, 16);
        let k = Kernel {
            slm_bytes: 40 * 1024,
            ..k
        };
        let o = occupancy(a, &k).unwrap();
        assert_eq!(o.slm_allocated, 48 * 1024);
        assert_eq!((o.threads_per_workgroup, o.workgroups_per_xe_core), (16, 2));
        assert_eq!(o.occupancy(), 0.5);
        assert_eq!(o.limits.threads, Some(4));
        assert_eq!(o.limits.barriers, None);
        assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Slm]);
    }

    #[test]
    fn large_grf_halves_the_threads_not_the_slots() {
        let (a, k) = on("xe-hpc", 1024, 32);
        let small = occupancy(a, &k).unwrap();
        let large = occupancy(
            a,
            &Kernel {
                large_grf: true,
                ..k
            },
        )
        .unwrap();
        assert_eq!((small.workgroups_per_xe_core, small.occupancy()), (2, 1.0));
        assert_eq!((large.workgroups_per_xe_core, large.occupancy()), (1, 0.5));
        assert_eq!((large.thread_budget, large.thread_slots), (32, 64));
    }

    #[test]
    fn every_checked_kernel_fits_at_least_one_work_group() {
        for a in ARCHES {
            for &sub_group in a.sub_group_sizes {
                for grf in [false, true].into_iter().filter(|g| !g || a.large_grf) {
                    for size in [1, sub_group, a.max_workgroup_size] {
                        let k = Kernel {
                            slm_bytes: a.max_slm_per_workgroup(),
                            barriers: true,
                            large_grf: grf,
                            ..Kernel::new(size, sub_group)
                        };
                        if let Ok(o) = occupancy(a, &k) {
                            assert!(o.workgroups_per_xe_core >= 1, "{} {k:?}", a.name);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn waves_are_exact_and_the_average_never_exceeds_the_peak() {
        // Max 1550, 256 items, sub-groups of 16, 48 KiB: 2 work-groups per Xe-core, 256 per wave.
        let (a, k) = on("xe-hpc", 256, 16);
        let k = Kernel {
            slm_bytes: 48 * 1024,
            ..k
        };
        let o = occupancy(a, &k).unwrap();
        // 257 work-groups: one wave and one work-group. Intel's page rounds 1.0039 waves to 1.00 and averages
        // 1.00 × 50 % / 2 = 25 %; exactly it is 1.00390625 × 50 % / 2.
        let g = gpu_occupancy(&k, &o, 128, 257 * 256).unwrap();
        assert_eq!((g.full_waves, g.tail_workgroups), (1, 1.0));
        assert_eq!(g.waves, 257.0 / 256.0);
        assert_eq!(g.average, 257.0 / 256.0 * 0.5 / 2.0);
        assert_eq!(g.peak, 0.5);
        // Smaller than a wave: the peak is the share of the GPU's slots the launch fills.
        let g = gpu_occupancy(&k, &o, 128, 64 * 256).unwrap();
        assert_eq!((g.peak, g.average), (0.125, 0.125));
        assert!(g.average <= g.peak);
        let err = gpu_occupancy(&k, &o, 128, 1000).unwrap_err();
        assert_eq!(err.field(), "global_size");
        assert!(gpu_occupancy(&k, &o, 128, 0).is_err());
    }

    #[test]
    fn grids_become_global_sizes_only_when_they_are_launches() {
        let k = Kernel::new(256, 16);
        assert_eq!(global_size_of_grid(&k, 4), Ok(1_024));
        assert_eq!(
            global_size_of_grid(&k, u64::MAX / 256),
            Ok(u64::MAX / 256 * 256)
        );
        for grid in [0, (1 << 63) - 1, u64::MAX / 256 + 1, u64::MAX] {
            let err = global_size_of_grid(&k, grid).unwrap_err();
            assert_eq!(err.field(), "grid");
            assert!(
                err.to_string()
                    .contains("valid values are 1 to 72,057,594,037,927,935 work-groups"),
                "{err}"
            );
        }
        // The largest global size gives exact waves; no Xe-cores is refused, not divided by.
        let (a, k) = on("xe2-hpg", 256, 16);
        let o = occupancy(a, &k).unwrap();
        let global = u64::MAX / 256 * 256;
        let g = gpu_occupancy(&k, &o, 20, global).unwrap();
        assert_eq!(g.global_size, global);
        let per_wave = u64::from(o.workgroups_per_xe_core) * 20;
        assert_eq!(g.full_waves, global / 256 / per_wave);
        assert_eq!(g.tail_workgroups, (global / 256 % per_wave) as f64);
        assert_eq!(
            gpu_occupancy(&k, &o, 0, 256).unwrap_err().field(),
            "device.xve_count"
        );
    }

    #[test]
    fn a_fused_part_spreads_the_waves_over_its_fraction_of_xe_cores() {
        // UHD Graphics 730-class Xe-LP, 24 XVEs: 1.5 Xe-cores of 16. 256 work-items in sub-groups of 16 are 16
        // threads, 7 work-groups fill an Xe-core's 112 slots; the calculator's wave holds 1.5 × 7 = 10.5.
        let (a, k) = on("gen12", 256, 16);
        let cores = crate::intel::Device {
            arch: a,
            xve_count: 24,
        }
        .xe_cores()
        .unwrap();
        let o = occupancy(a, &k).unwrap();
        assert_eq!((o.workgroups_per_xe_core, o.occupancy()), (7, 1.0));
        // 11 work-groups: one wave of 10.5 and half a work-group, 11 / 10.5 waves.
        let g = gpu_occupancy_on(&k, &o, cores, 11 * 256).unwrap();
        assert_eq!(g.xe_cores, cores);
        assert_eq!(
            (g.workgroups_per_wave, g.full_waves, g.tail_workgroups),
            (10.5, 1, 0.5)
        );
        assert_eq!(g.waves, 22.0 / 21.0);
        assert_eq!((g.peak, g.average), (1.0, 22.0 / 21.0 / 2.0));
        // 21 work-groups are two whole waves; 5 fill 10 / 21 of the first.
        let g = gpu_occupancy_on(&k, &o, cores, 21 * 256).unwrap();
        assert_eq!(
            (g.full_waves, g.tail_workgroups, g.waves, g.average),
            (2, 0.0, 2.0, 1.0)
        );
        let g = gpu_occupancy_on(&k, &o, cores, 5 * 256).unwrap();
        assert_eq!(
            (g.full_waves, g.peak, g.average),
            (0, 10.0 / 21.0, 10.0 / 21.0)
        );
        // Whole Xe-cores give what they gave.
        let whole = crate::intel::Device {
            arch: a,
            xve_count: 32,
        }
        .xe_cores()
        .unwrap();
        assert_eq!(
            gpu_occupancy_on(&k, &o, whole, 15 * 256),
            gpu_occupancy(&k, &o, 2, 15 * 256)
        );
        let g = gpu_occupancy(&k, &o, 2, 15 * 256).unwrap();
        assert_eq!(
            (g.workgroups_per_wave, g.full_waves, g.tail_workgroups),
            (14.0, 1, 1.0)
        );
        // No Xe-core is an error, not a division by zero.
        assert_eq!(
            gpu_occupancy(&k, &o, 0, 256).unwrap_err().field(),
            "device.xve_count"
        );
    }

    #[test]
    fn the_average_is_nsight_style_warps_in_flight() {
        // The same arithmetic as occ's vendor-neutral waves: threads of the launch over the slots of its rounds.
        let (a, k) = on("xe-hpg", 96, 8);
        let o = occupancy(a, &k).unwrap();
        let g = gpu_occupancy(&k, &o, 32, 96 * 1000).unwrap();
        let w = crate::plan::waves_on(
            32,
            o.workgroups_per_xe_core.into(),
            o.threads_per_workgroup.into(),
            o.thread_slots.into(),
            1000,
        )
        .unwrap();
        assert!((w.compute_warps_in_flight - g.average).abs() < 1e-12);
        assert_eq!(w.waves, g.waves);
    }

    /// Every step raises the occupancy, and no amount between the current one and the target does.
    fn check_steps(a: &Arch, k: &Kernel) {
        let now = occupancy(a, k).unwrap();
        for step in next_steps(a, k).unwrap() {
            let with = |amount: u32| match step.limiter {
                _ if step.grows() => Kernel {
                    workgroup_size: amount,
                    ..*k
                },
                Limiter::Threads | Limiter::Workgroups => Kernel {
                    workgroup_size: amount,
                    ..*k
                },
                Limiter::Slm => Kernel {
                    slm_bytes: amount,
                    ..*k
                },
                Limiter::Barriers => Kernel {
                    barriers: amount > 0,
                    ..*k
                },
            };
            let then = occupancy(a, &with(step.target)).unwrap();
            assert_eq!(then.workgroups_per_xe_core, step.workgroups_then);
            assert_eq!(
                (level(&now), level(&then)),
                (step.occupancy_now, step.occupancy_then)
            );
            assert!(then.occupancy() > now.occupancy(), "{} {step:?}", a.name);
            // A larger work-group is a whole number of sub-groups: the sizes of fewer hardware threads don't raise.
            let between = if step.grows() {
                step.current + 1..step.target + 1 - k.sub_group_size
            } else {
                step.target + 1..step.current
            };
            for amount in between {
                let o = occupancy(a, &with(amount)).unwrap();
                assert!(
                    o.occupancy() <= now.occupancy(),
                    "{} {step:?} at {amount}",
                    a.name
                );
            }
            // Where the hardware threads bind, no size nearer in hardware threads on the other side raises it
            // either (as near: the smaller size is the step).
            if step.limiter == Limiter::Threads {
                let sub_group = k.sub_group_size;
                let (now_t, to_t) = (
                    k.workgroup_size.div_ceil(sub_group),
                    step.target / sub_group,
                );
                let d = now_t.abs_diff(to_t);
                let other = if step.grows() {
                    now_t.saturating_sub(d).max(1)..now_t
                } else {
                    now_t + 1..(now_t + d).min(a.max_workgroup_size / sub_group + 1)
                };
                for t in other {
                    let o = occupancy(a, &with(t * sub_group)).unwrap();
                    assert!(
                        o.occupancy() <= now.occupancy(),
                        "{} {step:?} at {}",
                        a.name,
                        t * sub_group
                    );
                }
            }
        }
    }

    #[test]
    fn next_steps_are_the_nearest_amounts_that_raise_the_occupancy() {
        // 40 KiB → 48 KiB allocated, 2 groups; 32 KiB gives 4, which the threads (4) allow too.
        let (a, k) = on("xe-hpc", 256, 16);
        let k = Kernel {
            slm_bytes: 40 * 1024,
            ..k
        };
        let steps = next_steps(a, &k).unwrap();
        assert_eq!(
            steps,
            vec![NextStep {
                limiter: Limiter::Slm,
                current: 40 * 1024,
                target: 32 * 1024,
                workgroups_now: 2,
                workgroups_then: 4,
                occupancy_now: Level {
                    resident: 32,
                    slots: 64
                },
                occupancy_then: Level {
                    resident: 64,
                    slots: 64
                },
            }]
        );
        assert_eq!(
            steps[0].to_string(),
            "drop to 32,768 B (32 KiB) of SLM for 64 hardware threads per Xe-core (32 now)"
        );
        // Large GRF, 1024 items in sub-groups of 32: 512 items (16 threads) fit two, still 32 threads: no step.
        let (a, k) = on("xe-hpc", 1024, 32);
        let large = Kernel {
            large_grf: true,
            ..k
        };
        assert!(next_steps(a, &large).unwrap().is_empty());
        // 768 items are 24 threads of 32: one work-group, 37.5 %. 512 items fill the budget, but 800 items, one
        // work-group of 25 threads, are the nearer size that raises it.
        let steps = next_steps(
            a,
            &Kernel {
                workgroup_size: 768,
                ..large
            },
        )
        .unwrap();
        assert_eq!((steps[0].target, steps[0].workgroups_then), (800, 1));
        for a in ARCHES {
            for &sub_group in a.sub_group_sizes {
                for (size, slm_kib, barriers) in [
                    (256, 40, false),
                    (96, 3, true),
                    (8, 0, true),
                    (224, 20, false),
                    (112, 0, false),
                    (128, 0, false),
                    (200, 0, false),
                    (16, 0, false),
                ] {
                    let k = Kernel {
                        slm_bytes: (slm_kib * 1024).min(a.max_slm_per_workgroup()),
                        barriers,
                        ..Kernel::new(size.min(a.max_workgroup_size), sub_group)
                    };
                    check_steps(a, &k);
                }
            }
        }
    }

    #[test]
    fn more_work_groups_of_fewer_threads_are_no_step() {
        // Arc B580 and A770: 128 work-items in sub-groups of 16 are 8 threads, 8 work-groups fill the 64 slots.
        // 112 work-items would fit 9 work-groups of 7 threads, 63 threads: more work-groups, lower occupancy.
        for name in ["xe2-hpg", "xe-hpg"] {
            let (a, k) = on(name, 128, 16);
            assert_eq!(occupancy(a, &k).unwrap().occupancy(), 1.0);
            assert_eq!(next_steps(a, &k).unwrap(), vec![]);
            // 112 work-items (7 threads, 63 of 64; 126 of 128): the nearest size that raises it is 128 work-items
            // again (16 away; 64 work-items, the largest smaller size that does, is 48 away).
            let k = Kernel::new(112, 16);
            let steps = next_steps(a, &k).unwrap();
            assert_eq!(steps.len(), 1, "{name}: {steps:?}");
            assert_eq!((steps[0].limiter, steps[0].target), (Limiter::Threads, 128));
            assert_eq!(steps[0].occupancy_then.resident, a.thread_slots());
        }
    }

    #[test]
    fn tiny_work_groups_bound_by_their_count_grow() {
        // Xe-LP, 8 work-items in sub-groups of 8 with barriers: one thread per work-group, 64 barrier registers of
        // 112 thread slots. Two-thread work-groups fill the slots (56 of them), barriers and all.
        let (a, k) = on("gen12", 8, 8);
        let k = Kernel {
            barriers: true,
            ..k
        };
        let steps = next_steps(a, &k).unwrap();
        assert_eq!(
            steps
                .iter()
                .map(|s| (s.limiter, s.target))
                .collect::<Vec<_>>(),
            vec![(Limiter::Barriers, 0), (Limiter::Barriers, 16)]
        );
        assert_eq!(
            steps[1].to_string(),
            "grow the work-group to 16 work-items for 112 hardware threads per Xe-core (64 now)"
        );
        check_steps(a, &k);
        // Work-group slots fewer than the thread slots (no Intel target has them; the rule is the same).
        let a = &Arch {
            max_workgroups: 16,
            ..*arch("xe2-hpg").unwrap()
        };
        let k = Kernel::new(16, 16);
        let now = occupancy(a, &k).unwrap();
        assert_eq!(
            now.limiters().collect::<Vec<_>>(),
            vec![Limiter::Workgroups]
        );
        assert_eq!(now.occupancy(), 0.25);
        let steps = next_steps(a, &k).unwrap();
        assert_eq!(
            steps
                .iter()
                .map(|s| (s.limiter, s.target))
                .collect::<Vec<_>>(),
            vec![(Limiter::Workgroups, 32)]
        );
        check_steps(a, &k);
    }

    #[test]
    fn barriers_bind_where_the_registers_are_fewer_than_the_slots() {
        // Xe-LP: 112 work-group slots, 64 barrier registers; one-thread work-groups fill 112 threads.
        let (a, k) = on("gen12", 8, 8);
        let free = occupancy(a, &k).unwrap();
        assert_eq!(free.workgroups_per_xe_core, 112);
        let k = Kernel {
            barriers: true,
            ..k
        };
        let o = occupancy(a, &k).unwrap();
        assert_eq!(o.workgroups_per_xe_core, 64);
        assert_eq!(o.limiters().collect::<Vec<_>>(), vec![Limiter::Barriers]);
        let steps = next_steps(a, &k).unwrap();
        assert_eq!(
            steps[0].to_string(),
            "use no barriers for 112 hardware threads per Xe-core (64 now)"
        );
    }

    #[test]
    fn explanations_carry_the_arithmetic() {
        let say = Say::english(crate::vendor::Vendor::Intel);
        let (a, k) = on("xe-hpc", 256, 16);
        let k = Kernel {
            slm_bytes: 40 * 1024,
            barriers: true,
            ..k
        };
        let o = occupancy(a, &k).unwrap();
        assert_eq!(
            explain(a, &k, &o, Limiter::Threads, &say),
            "256 work-items in sub-groups of 16 are 16 hardware threads; an Xe-core has 64 thread slots (8 XVEs × \
             8 hardware threads): 64 / 16 = 4 work-groups"
        );
        assert_eq!(
            explain(a, &k, &o, Limiter::Slm, &say),
            "40,960 B (40 KiB) of SLM → 49,152 B (48 KiB) allocated (sizes 0, 1, 2, 4, 8, 16, 24, 32, 48, 64, 96, \
             128 KiB); 131,072 B (128 KiB) per Xe-core / 49,152 = 2 work-groups"
        );
        let large = Kernel {
            large_grf: true,
            workgroup_size: 1024,
            sub_group_size: 32,
            ..k
        };
        let o = occupancy(a, &large).unwrap();
        assert_eq!(
            explain(a, &large, &o, Limiter::Threads, &say),
            "1,024 work-items in sub-groups of 32 are 32 hardware threads; in large-GRF mode an Xe-core runs 32 of \
             its 64 thread slots (8 XVEs × 4 hardware threads instead of 8: twice the registers per hardware thread): \
             32 / 32 = 1 work-group"
        );
        for a in ARCHES {
            let k = Kernel {
                slm_bytes: 3000,
                barriers: true,
                ..Kernel::new(64, a.sub_group_sizes[0])
            };
            let o = occupancy(a, &k).unwrap();
            for l in Limiter::ALL {
                let text = explain(a, &k, &o, l, &say);
                if o.limiters().any(|b| b == l) {
                    assert!(
                        text.contains(&groups(&say, o.workgroups_per_xe_core)),
                        "{} {l:?}: {text}",
                        a.name
                    );
                }
            }
        }
    }
}
