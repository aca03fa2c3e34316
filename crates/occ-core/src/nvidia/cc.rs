//! Compute capability: the `major.minor` version that selects NVIDIA's per-architecture rules.

use std::fmt;
use std::str::FromStr;

use crate::error::Error;
use crate::msg;

/// An NVIDIA compute capability such as 8.9 (Ada) or 12.0 (Blackwell GeForce).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ComputeCapability {
    pub major: u32,
    pub minor: u32,
}

impl ComputeCapability {
    pub const fn new(major: u32, minor: u32) -> Self {
        Self { major, minor }
    }

    /// Thor was `sm_101` up to CUDA 12.9 and is `sm_110` from CUDA 13.0 ("SM101 has been renumbered as
    /// SM110", CUDA 13.0 release notes). Both headers give 10.1 and 11.0 the same rules.
    pub const fn canonical(self) -> Self {
        if self.major == 10 && self.minor == 1 {
            Self::new(11, 0)
        } else {
            self
        }
    }

    /// The `sm_XY` architecture name ptxas and nvcc use.
    pub fn sm_name(self) -> String {
        format!("sm_{}{}", self.major, self.minor)
    }
}

impl fmt::Display for ComputeCapability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.major, self.minor)
    }
}

impl FromStr for ComputeCapability {
    type Err = Error;

    /// Accepts `8.9`, `89`, `sm_89`, `sm_90a`, `compute_100`, `SM 12.0`.
    fn from_str(text: &str) -> Result<Self, Error> {
        let bad = || Error::Parse {
            field: "cc",
            message: msg::error_not_cc(text).into(),
        };
        let lower = text.trim().to_ascii_lowercase();
        let body = lower
            .strip_prefix("sm_")
            .or_else(|| lower.strip_prefix("compute_"))
            .or_else(|| lower.strip_prefix("sm"))
            .unwrap_or(&lower)
            .trim();
        if let Some((major, minor)) = body.split_once('.') {
            let major = major.trim().parse::<u32>().map_err(|_| bad())?;
            let minor = minor.trim().parse::<u32>().map_err(|_| bad())?;
            if major > 99 || minor > 9 {
                return Err(bad());
            }
            return Ok(Self::new(major, minor));
        }
        // `sm_90a` / `sm_100f`: architecture-specific suffixes do not change occupancy rules.
        let digits = body.trim_end_matches(['a', 'f']);
        if !(2..=3).contains(&digits.len()) || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        let (major, minor) = digits.split_at(digits.len() - 1);
        Ok(Self::new(
            major.parse().map_err(|_| bad())?,
            minor.parse().map_err(|_| bad())?,
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(text: &str, expected: (u32, u32)) {
        let cc: ComputeCapability = text.parse().unwrap();
        assert_eq!((cc.major, cc.minor), expected, "{text}");
    }

    #[test]
    fn parses_every_spelling() {
        check("8.9", (8, 9));
        check(" 12.0 ", (12, 0));
        check("sm_89", (8, 9));
        check("sm_100a", (10, 0));
        check("compute_120", (12, 0));
        check("SM_90a", (9, 0));
        check("75", (7, 5));
        check("sm_103f", (10, 3));
    }

    #[test]
    fn rejects_garbage_naming_the_field() {
        for text in ["", "x", "8.", "sm_", "1234", "8.10", "-1.0", "sm_9x"] {
            let err = text.parse::<ComputeCapability>().unwrap_err();
            assert!(err.to_string().contains("cc"), "{err}");
        }
    }

    #[test]
    fn thor_old_name_maps_to_new() {
        assert_eq!(
            ComputeCapability::new(10, 1).canonical(),
            ComputeCapability::new(11, 0)
        );
        assert_eq!(
            ComputeCapability::new(10, 0).canonical().to_string(),
            "10.0"
        );
        assert_eq!(ComputeCapability::new(8, 9).sm_name(), "sm_89");
    }
}
