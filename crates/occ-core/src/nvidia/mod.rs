//! NVIDIA occupancy (CUDA): resident blocks per SM from warps, registers, shared memory, block slots, barriers and
//! virtual resources, as NVIDIA's `cuda_occupancy.h` computes them.
//!
//! - [`ComputeCapability`] names an architecture; [`Rules`] are its constants, [`arch_defaults`] its generic
//!   device.
//! - [`Device`] (the `cudaOccDeviceProp` numbers) is validated once by [`Device::check`] into a [`Gpu`].
//! - [`Kernel`] and [`SmemConfig`] describe the launch; [`occupancy()`] computes one limit per resource in
//!   [`rules`] and combines them by `min`; [`Occupancy`] has the block count every limiter allows and which of them
//!   bind, [`warnings`] what a launch should know.
//! - [`launch`]: the header's launch helpers, [`best_block_size`] and [`available_dynamic_smem`].
//! - [`plan`]: block-size tables, register and shared-memory budgets per occupancy level, the next step that gains
//!   a block, and the grid's waves over the SMs.
//! - [`report`]: the calculator's sections as labelled rows, with a sentence per limiter.
//! - [`dto`]: the serde types of the `occ batch` JSON contract for NVIDIA GPUs.
//!
//! The rules follow `cuda_occupancy.h` from CUDA 13.5 (PyPI `nvidia-cuda-runtime==13.5.37`) for CC 3.0–12.1 and
//! the original spreadsheet for CC 1.x/2.x; `tests/conformance` checks them against the header itself. AMD's rules
//! live in [`crate::amd`], Intel's in [`crate::intel`].

pub mod arch;
pub mod cc;
pub mod device;
pub mod dto;
pub mod kernel;
pub mod launch;
pub mod plan;
pub mod report;
pub mod rules;

pub use arch::{Arch, LegacyArch, Rules};
pub use cc::ComputeCapability;
pub use device::{
    arch_defaults, ArchDefaults, CacheConfig, Device, Gpu, SmemConfig, ARCH_DEFAULTS,
};
pub use kernel::{Kernel, PartitionedGc};
pub use launch::{available_dynamic_smem, best_block_size, BlockSizeSuggestion, DynamicSmem};
pub use rules::{occupancy, warnings, BlockLimits, Failure, Limiter, Occupancy};

use crate::contract::{Engine, Resident};
use crate::error::Error;
use crate::msg::Say;
use crate::plan::{Planned, Request};
use crate::report::About;

/// One NVIDIA launch, validated: a GPU, a kernel and the shared-memory configuration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Launch {
    pub gpu: Gpu,
    pub kernel: Kernel,
    pub smem: SmemConfig,
}

impl Engine for Launch {
    type Occupancy = Occupancy;
    type Limiter = Limiter;
    type Figures = plan::Full;

    fn occupancy(&self) -> Result<Occupancy, Error> {
        occupancy(&self.gpu, &self.kernel, &self.smem)
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
            .map(|l| (l, result.block_limits.get(l)))
            .collect()
    }

    fn resident(&self, result: &Occupancy) -> Resident {
        Resident {
            count: result.active_blocks_per_sm,
            block: "block",
            unit: "SM",
        }
    }

    fn warnings(&self, result: &Occupancy, say: &Say) -> Vec<String> {
        warnings(&self.gpu, &self.kernel, result, say)
    }

    fn report(&self, result: &Occupancy, about: &About, say: &Say) -> Result<String, Error> {
        report::text(&self.gpu, &self.kernel, &self.smem, result, about, say)
    }

    fn why(&self, result: &Occupancy, limiter: &str, say: &Say) -> String {
        report::why(&self.gpu, &self.kernel, result, limiter, say)
    }

    fn next_steps(&self, say: &Say) -> Result<Vec<String>, Error> {
        report::next_step_summaries(&self.gpu, &self.kernel, &self.smem, say)
    }

    fn no_step(result: &Occupancy, say: &Say) -> String {
        plan::no_step_line(result, say)
    }

    fn plan(&self, _about: &About, request: &Request, say: Say) -> Result<Planned, Error> {
        let Request {
            grid,
            smem_per_thread,
        } = *request;
        plan::planned(
            &self.gpu,
            &self.kernel,
            &self.smem,
            grid,
            smem_per_thread,
            say,
        )
    }

    fn full_occupancy(&self, _about: &About) -> Result<plan::Full, Error> {
        let threads = self.kernel.threads_per_block;
        Ok(plan::Full {
            threads,
            sms: self.gpu.device().sm_count,
            figures: plan::full_occupancy(&self.gpu, threads, &self.smem)?,
        })
    }
}

impl Launch {
    /// `threads` per block that use no registers or shared memory, in the default shared-memory configuration:
    /// the launch whose full-occupancy figures `occ roofline` gives.
    pub fn lean(gpu: Gpu, threads: u32) -> Self {
        Self {
            gpu,
            kernel: Kernel::new(threads, 0),
            smem: SmemConfig::default(),
        }
    }
}
