//! occ-core: GPU occupancy with each vendor's own rules, as a pure library (no IO, builds for wasm32). Three
//! vendors, each a peer in its own folder with the same modules (`arch`, `rules`, `report`, `plan`, `dto`):
//!
//! - [`nvidia`]: NVIDIA's rules (`cuda_occupancy.h`), with its launch helpers ([`nvidia::launch`]) and the
//!   spreadsheet's rules for CC 1.x/2.x.
//! - [`amd`]: AMD's rules (LLVM's AMDGPU backend, the `Occupancy` the compiler reports).
//! - [`intel`]: Intel's rules (Intel's GPU Occupancy Calculator).
//!
//! What they share, once:
//!
//! - [`Vendor`] names them; [`Launch`] is one launch of any vendor and [`Answer`] its occupancy, the one place
//!   that matches on the three: its report ([`Answer::report`]), plan ([`Answer::plan`]), next steps and batch
//!   object each come from the vendor's own module.
//! - [`dto`]: the `occ batch` JSON contract: one line of any vendor ([`dto::Line`]), read into a [`Launch`], its
//!   answer ([`dto::Answer`], from an [`Answer`]), and why a line is no vendor's ([`dto::explain`]).
//! - [`presets`]: the sourced product database of every vendor (compiled from `data/gpus.toml`) and its lookup; a
//!   [`Target`] is a compute capability, a gfx target or an Xe architecture.
//! - [`plan`]: how a grid fills the GPU in waves, and the grid of a problem size; [`roofline`]: ridge points,
//!   attainable performance and the memory/compute verdict per precision, and the full-occupancy figures.
//! - [`report`]: numbers as the calculators print them, what a report knows of its GPU ([`report::About`]) and the
//!   sections every vendor's text shares; [`terms`]: each vocabulary's words; [`msg`]: the catalogue of messages,
//!   every text a person reads, per language.
//! - [`compiler_log`]: reads compiler output into per-kernel, per-architecture resource usage: NVIDIA's ptxas,
//!   nvcc, nvlink and cuobjdump reports, and LLVM AMDGPU's remarks and assembly.
//! - [`Error`]: bad input, naming the field and its valid range.

pub mod amd;
pub mod compiler_log;
pub mod contract;
pub mod dto;
pub mod error;
pub mod intel;
mod json_line;
mod launch;
pub mod msg;
mod number;
pub mod nvidia;
pub mod plan;
pub mod presets;
pub mod profile;
pub mod ranges;
pub mod report;
pub mod roofline;
mod search;
pub mod terms;
pub mod vendor;

pub use contract::Resident;
pub use error::Error;
pub use launch::{Answer, Full, Launch};
pub use presets::{Preset, Target, PRESETS};
pub use vendor::Vendor;
