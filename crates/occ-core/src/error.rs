//! Typed errors. Every message names the input field (as the `occ batch` JSON spells it) and the valid range.

use std::fmt;

/// Why an input was rejected. Mirrors the two error codes of NVIDIA's `cuda_occupancy.h`:
/// [`Error::nvidia_code`] is 1 (`CUDA_OCC_ERROR_INVALID_INPUT`) or 2 (`CUDA_OCC_ERROR_UNKNOWN_DEVICE`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// A number outside its valid range.
    OutOfRange {
        field: &'static str,
        value: i64,
        min: i64,
        max: i64,
    },
    /// A count outside its valid range where the range passes `i64` (grids and problem sizes, which take any
    /// `u64`).
    CountOutOfRange {
        field: &'static str,
        value: u64,
        min: u64,
        max: u64,
    },
    /// Device values that contradict each other or the architecture (e.g. shared memory per SM larger than the
    /// largest carveout of that compute capability).
    Inconsistent {
        field: &'static str,
        message: String,
    },
    /// A compute capability (`major.minor`) the rules do not cover.
    UnknownDevice { major: u32, minor: u32 },
    /// Text that could not be read as the field's type.
    Parse {
        field: &'static str,
        message: String,
    },
    /// Two fields that give the same quantity, given together (a launch's global size and its grid).
    Conflict {
        field: &'static str,
        other: &'static str,
    },
    /// A field that needs another the input left out (a global size needs the GPU's XVE count); `message` says
    /// what the other takes.
    Needs {
        field: &'static str,
        needs: &'static str,
        message: String,
    },
}

impl Error {
    pub(crate) fn range(field: &'static str, value: impl Into<i64>, min: i64, max: i64) -> Self {
        Self::OutOfRange {
            field,
            value: value.into(),
            min,
            max,
        }
    }

    pub(crate) fn count(field: &'static str, value: u64, min: u64, max: u64) -> Self {
        Self::CountOutOfRange {
            field,
            value,
            min,
            max,
        }
    }

    /// The input field this error is about, as the batch JSON names it (e.g. `kernel.threads_per_block`).
    pub fn field(&self) -> &'static str {
        match self {
            Self::OutOfRange { field, .. }
            | Self::CountOutOfRange { field, .. }
            | Self::Inconsistent { field, .. }
            | Self::Parse { field, .. }
            | Self::Conflict { field, .. }
            | Self::Needs { field, .. } => field,
            Self::UnknownDevice { .. } => "device.cc",
        }
    }

    /// The `cudaOccError` NVIDIA's header returns for the same input.
    pub fn nvidia_code(&self) -> u32 {
        match self {
            Self::UnknownDevice { .. } => 2,
            _ => 1,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::OutOfRange {
                field,
                value,
                min,
                max,
            } => write!(f, "{field} = {value} is out of range: valid values are {min} to {max}"),
            Self::CountOutOfRange {
                field,
                value,
                min,
                max,
            } => write!(f, "{field} = {value} is out of range: valid values are {min} to {max}"),
            Self::Inconsistent { field, message } => write!(f, "{field}: {message}"),
            Self::UnknownDevice { major, minor } => write!(
                f,
                "device.cc = {major}.{minor} is not a known compute capability: valid values are 1.0-1.3, 2.0, 2.1, 3.x, \
                 5.x, 6.x, 7.x, 8.x, 9.x, 10.0/10.1/10.3/10.7, 11.0/11.1/11.3/11.7 and 12.0/12.1"
            ),
            Self::Parse { field, message } => write!(f, "{field}: {message}"),
            Self::Conflict { field, other } => write!(f, "give either {field} or {other}, not both"),
            Self::Needs {
                field,
                needs,
                message,
            } => write!(f, "{field} needs {needs}: {message}"),
        }
    }
}

impl std::error::Error for Error {}

/// Converts a number of an `occ batch` line to `u32`, naming the field and the range when it does not fit.
pub fn to_u32(field: &'static str, value: i64, min: u32) -> Result<u32, Error> {
    u32::try_from(value)
        .ok()
        .filter(|v| *v >= min)
        .ok_or(Error::range(field, value, min.into(), u32::MAX.into()))
}
