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
pub mod kernel;
pub mod plan;
pub mod report;
pub mod rules;

pub use arch::{arch, Arch, Generation, ARCHES};
pub use kernel::Kernel;
pub use rules::{
    explain, level, next_steps, occupancy, vgpr_budget, vgpr_thresholds, warnings, Limiter, Limits,
    NextStep, Occupancy,
};

use crate::contract::{Engine, Resident};
use crate::error::Error;
use crate::msg::Say;
use crate::plan::{Planned, Request};
use crate::report::About;

/// One AMD launch: a target and a kernel, checked against it when its occupancy is computed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Launch {
    pub arch: &'static Arch,
    pub kernel: Kernel,
}

impl Engine for Launch {
    type Occupancy = Occupancy;
    type Limiter = Limiter;
    type Figures = plan::Full;

    fn occupancy(&self) -> Result<Occupancy, Error> {
        occupancy(self.arch, &self.kernel)
    }

    fn fraction(result: &Occupancy) -> f64 {
        result.occupancy()
    }

    fn limiters(result: &Occupancy) -> Vec<Limiter> {
        result.limiters().collect()
    }

    fn limits(result: &Occupancy) -> Vec<(Limiter, Option<u32>)> {
        Limiter::ALL
            .into_iter()
            .map(|l| (l, result.limits.get(l)))
            .collect()
    }

    fn resident(&self, result: &Occupancy) -> Resident {
        Resident {
            count: result.workgroups_per_cu,
            block: "work-group",
            unit: report::unit(self.arch, &self.kernel),
        }
    }

    fn warnings(&self, result: &Occupancy, say: &Say) -> Vec<String> {
        warnings(&self.kernel, result, say)
    }

    fn report(&self, result: &Occupancy, about: &About, say: &Say) -> Result<String, Error> {
        report::text(self.arch, &self.kernel, result, about, say)
    }

    fn why(&self, result: &Occupancy, limiter: &str, say: &Say) -> String {
        report::why(self.arch, &self.kernel, result, limiter, say)
    }

    fn next_steps(&self, say: &Say) -> Result<Vec<String>, Error> {
        report::next_step_summaries(self.arch, &self.kernel, say)
    }

    fn no_step(result: &Occupancy, say: &Say) -> String {
        report::no_step_line(result, say)
    }

    fn plan(&self, about: &About, request: &Request, say: Say) -> Result<Planned, Error> {
        plan::planned(self.arch, &self.kernel, about, request.grid, say)
    }

    fn full_occupancy(&self, about: &About) -> Result<plan::Full, Error> {
        // A GPU of unknown size is one CU, its figures per CU.
        let cus = about.units.unwrap_or(1);
        Ok(plan::Full {
            cus,
            figures: plan::full_occupancy(self.arch, &self.kernel, cus)?,
        })
    }
}

impl Launch {
    /// `threads` work-items per work-group that use no registers or LDS: the launch whose full-occupancy figures
    /// `occ roofline` gives.
    pub fn lean(arch: &'static Arch, threads: u32) -> Self {
        Self {
            arch,
            kernel: Kernel::new(arch, threads, 0),
        }
    }
}
