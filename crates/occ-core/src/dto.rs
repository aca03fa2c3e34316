//! The `occ batch` JSON contract: one input object and one output object per line, in the shape of the line's
//! vendor, and their conversion to and from the core types. Each vendor's serde types are its own `dto` module:
//! [`crate::nvidia::dto`], [`crate::amd::dto`], [`crate::intel::dto`]. Numbers arrive as `i64` so that a negative
//! or oversized value gets a message naming the field and its range instead of a bare type error.

use serde::Serialize;

use crate::error::Error;
use crate::{amd, intel, nvidia};

/// One line's answer as `occ batch` writes it (one JSON object per line), in its vendor's shape: what the CLI and
/// the page's JSON export both serialize, so the two agree byte for byte.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    Nvidia(nvidia::dto::BatchOutput),
    Amd(amd::dto::AmdBatchOutput),
    Intel(intel::dto::IntelBatchOutput),
}

/// Converts a JSON number to `u32`, naming the field and the range when it does not fit.
pub fn to_u32(field: &'static str, value: i64, min: u32) -> Result<u32, Error> {
    u32::try_from(value)
        .ok()
        .filter(|v| *v >= min)
        .ok_or(Error::range(field, value, min.into(), u32::MAX.into()))
}
