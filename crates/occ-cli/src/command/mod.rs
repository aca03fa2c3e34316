//! One module per subcommand: its flags and its run. What differs by vendor goes through `crate::vendor`.

pub mod batch;
pub mod calc;
pub mod compare;
pub mod gpus;
pub mod log;
pub mod plan;
pub mod profile;
pub mod roofline;
