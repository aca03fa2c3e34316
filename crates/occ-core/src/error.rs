//! Typed errors. Every message names the input field (as the `occ batch` JSON spells it) and the valid range.

use std::fmt;

use crate::msg::{self, Message, Say};

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
        message: Message,
    },
    /// A compute capability (`major.minor`) the rules do not cover.
    UnknownDevice { major: u32, minor: u32 },
    /// Text that could not be read as the field's type.
    Parse {
        field: &'static str,
        message: Message,
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
        message: Message,
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

impl Error {
    /// The error in `say`'s language: the field, then why and its valid range.
    pub fn say(&self, say: &Say) -> String {
        let text = |n: &dyn fmt::Display| n.to_string();
        match self {
            Self::OutOfRange {
                field,
                value,
                min,
                max,
            } => say.say(msg::error_out_of_range(
                field,
                &text(value),
                &text(min),
                &text(max),
            )),
            Self::CountOutOfRange {
                field,
                value,
                min,
                max,
            } => say.say(msg::error_out_of_range(
                field,
                &text(value),
                &text(min),
                &text(max),
            )),
            Self::Inconsistent { field, message } | Self::Parse { field, message } => {
                format!("{field}: {}", message.say(say))
            }
            Self::UnknownDevice { major, minor } => {
                say.say(msg::error_unknown_cc(&format!("{major}.{minor}")))
            }
            Self::Conflict { field, other } => say.say(msg::error_conflict(field, other)),
            Self::Needs {
                field,
                needs,
                message,
            } => say.say(msg::error_needs(field, needs, &message.say(say))),
        }
    }
}

/// English, from the whole English catalogue: what `occ batch` and `--json` write. The page's first wasm never
/// writes an error this way (it says each with the page's `Say`, whose English leaves out the messages it never
/// writes), so it links no second English catalogue.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(&Say::english(crate::vendor::Vendor::Nvidia)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::msg::Lang;
    use crate::terms::Terms;
    use crate::vendor::Vendor;

    fn chinese() -> Say {
        Say::new(Lang::Zh, Terms::Own, Vendor::Nvidia)
    }

    #[test]
    fn errors_say_their_field_and_range_in_either_language() {
        let range = Error::range("kernel.threads_per_block", 2000, 1, 1024);
        assert_eq!(
            range.to_string(),
            "kernel.threads_per_block = 2000 is out of range: valid values are 1 to 1024"
        );
        assert_eq!(
            range.say(&chinese()),
            "kernel.threads_per_block = 2000 超出范围：有效范围为 1 至 1024"
        );
        let conflict = Error::Conflict {
            field: "global_size",
            other: "grid",
        };
        assert_eq!(
            conflict.to_string(),
            "give either global_size or grid, not both"
        );
        assert_eq!(
            conflict.say(&chinese()),
            "global_size 与 grid 只能给出其一，不能同时给出"
        );
        let unknown = Error::UnknownDevice { major: 4, minor: 0 };
        assert!(unknown
            .to_string()
            .starts_with("device.cc = 4.0 is not a known"));
        assert!(unknown
            .say(&chinese())
            .starts_with("device.cc = 4.0 不是已知的计算能力"));
    }

    #[test]
    fn messages_inside_messages_take_the_same_language() {
        let arch = crate::amd::arch("gfx90a").expect("gfx90a");
        let kernel = crate::amd::Kernel {
            agprs: 100,
            ..crate::amd::Kernel::new(arch, 1024, 200)
        };
        let error = kernel.check(arch).unwrap_err();
        assert_eq!(
            error.to_string(),
            "kernel.agprs: 200 arch VGPRs (aligned to 200) + 100 AGPRs = 300 VGPRs; a work-group of 1024 \
             work-items puts 4 waves on each of 4 SIMDs, so one wave may count at most 128 VGPRs of the 512 per \
             SIMD on gfx90a: valid values are 0 to 0 AGPRs with these arch VGPRs"
        );
        assert_eq!(
            error.say(&chinese()),
            "kernel.agprs: 200 个 arch VGPR（对齐到 200）+ 100 个 AGPR = 300 个 VGPR；一个 1024 个工作项的工作组会在 \
             4 个 SIMD 上各放 4 个波前，因此在 gfx90a 上，一个波前最多只能占用每个 SIMD 的 512 个 VGPR 中的 128 个：\
             在这些 arch VGPR 下，有效范围为 0 至 0 个 AGPR"
        );
        let words = Say::new(Lang::Zh, Terms::Own, Vendor::Amd);
        assert_eq!(error.say(&words), error.say(&chinese()));
    }
}
