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
mod legacy;
pub mod plan;
pub mod report;
pub mod rules;

pub use arch::{Arch, LegacyArch, Rules};
pub use cc::ComputeCapability;
pub use device::{arch_defaults, ArchDefaults, Device, Gpu, ARCH_DEFAULTS};
pub use kernel::{CacheConfig, Kernel, PartitionedGc, SmemConfig};
pub use launch::{available_dynamic_smem, best_block_size, BlockSizeSuggestion, DynamicSmem};
pub use rules::{occupancy, warnings, BlockLimits, Failure, Limiter, Occupancy};

use crate::error::Error;

/// One NVIDIA launch, validated: a GPU, a kernel and the shared-memory configuration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Launch {
    pub gpu: Gpu,
    pub kernel: Kernel,
    pub smem: SmemConfig,
}

impl Launch {
    /// The launch's occupancy; an error names the field the GPU cannot take.
    pub fn occupancy(&self) -> Result<Occupancy, Error> {
        occupancy(&self.gpu, &self.kernel, &self.smem)
    }

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
