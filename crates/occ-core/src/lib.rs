//! occ-core: GPU occupancy with each vendor's own rules, as a pure library (no IO, builds for wasm32): NVIDIA's
//! (`cuda_occupancy.h`) in the modules below, AMD's (LLVM's AMDGPU backend) in [`amd`], Intel's (Intel's GPU
//! Occupancy Calculator) in [`intel`]; [`Vendor`] names them.
//!
//! - [`Device`] (the `cudaOccDeviceProp` numbers) is validated once by [`Device::check`] into a [`Gpu`].
//! - [`Kernel`] and [`SmemConfig`] describe the launch; [`occupancy()`] returns an [`Occupancy`] with the block
//!   count every limiter allows and which of them bind.
//! - [`best_block_size`] and [`available_dynamic_smem`] are the header's launch helpers.
//! - [`presets`] holds the sourced product database of both vendors (compiled from `data/gpus.toml`) and its
//!   lookup; a [`Target`] is a compute capability, a gfx target or an Xe architecture.
//! - [`arch_defaults`] gives the generic device of every compute capability; [`Rules`] the per-CC constants.
//! - [`plan`] block-size tables, register and shared-memory budgets per occupancy level, the next step that
//!   gains a block, and grid waves with Nsight Systems' GPU-level figures.
//! - [`roofline`] ridge points, attainable performance and the memory/compute verdict per precision, and
//!   seed 004's full-occupancy figures (r_max, wg_max, shared memory for full occupancy, wi_min).
//! - [`report`] turns a result into the calculator's labelled sections, with a sentence per limiter.
//! - [`dto`] holds the serde types of the `occ batch` JSON contract.
//! - [`ptxas`] reads compiler output (`ptxas -v`, `nvcc -Xptxas -v`, `nvlink -v`, `cuobjdump -res-usage`)
//!   into per-kernel, per-architecture resource usage.
//!
//! The rules follow `cuda_occupancy.h` from CUDA 13.5 (PyPI `nvidia-cuda-runtime==13.5.37`) for CC 3.0–12.1 and
//! the original spreadsheet for CC 1.x/2.x.

pub mod amd;
pub mod arch;
pub mod cc;
pub mod device;
pub mod dto;
pub mod error;
pub mod intel;
pub mod kernel;
pub mod launch;
mod legacy;
pub mod occupancy;
pub mod plan;
pub mod presets;
pub mod ptxas;
pub mod report;
pub mod roofline;
mod search;
pub mod terms;
pub mod vendor;

pub use arch::{Arch, LegacyArch, Rules};
pub use cc::ComputeCapability;
pub use device::{arch_defaults, ArchDefaults, Device, Gpu, ARCH_DEFAULTS};
pub use error::Error;
pub use kernel::{CacheConfig, Kernel, PartitionedGc, SmemConfig};
pub use launch::{available_dynamic_smem, best_block_size, BlockSizeSuggestion, DynamicSmem};
pub use occupancy::{occupancy, warnings, BlockLimits, Failure, Limiter, Occupancy};
pub use presets::{Preset, Target, PRESETS};
pub use vendor::Vendor;
