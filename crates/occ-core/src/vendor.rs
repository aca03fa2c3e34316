//! GPU vendors. Each has its own rules and its own words: NVIDIA's live in `arch`, `device`, `occupancy` and
//! `launch` (compute capabilities, `cuda_occupancy.h`), AMD's in `amd` (gfx targets, LLVM's AMDGPU backend),
//! Intel's in `intel` (Xe architectures, Intel's GPU Occupancy Calculator).
//! A preset names its vendor through its target ([`crate::presets::Target`]); a new vendor is one more variant
//! here and one more target kind there, leaving the others untouched.

use serde::{Deserialize, Serialize};

/// Who makes the GPU, and so which rules compute its occupancy. In JSON its [`Vendor::name`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Vendor {
    Nvidia,
    Amd,
    Intel,
}

impl Vendor {
    pub const ALL: [Self; 3] = [Self::Nvidia, Self::Amd, Self::Intel];

    /// The name used in JSON (`"vendor": "amd"`) and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Self::Nvidia => "nvidia",
            Self::Amd => "amd",
            Self::Intel => "intel",
        }
    }

    /// The name people write.
    pub fn label(self) -> &'static str {
        match self {
            Self::Nvidia => "NVIDIA",
            Self::Amd => "AMD",
            Self::Intel => "Intel",
        }
    }

    /// What the vendor calls the unit work-groups are scheduled onto (one preset field holds the count).
    pub fn compute_unit(self) -> &'static str {
        match self {
            Self::Nvidia => "SM",
            Self::Amd => "CU",
            Self::Intel => "Xe-core",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_distinct_lower_case_words() {
        let names: Vec<&str> = Vendor::ALL.iter().map(|v| v.name()).collect();
        assert_eq!(names, ["nvidia", "amd", "intel"]);
        assert_eq!(Vendor::Amd.compute_unit(), "CU");
        assert_eq!(Vendor::Intel.compute_unit(), "Xe-core");
        for vendor in Vendor::ALL {
            let json = serde_json::to_string(&vendor).unwrap();
            assert_eq!(json, format!("\"{}\"", vendor.name()));
        }
    }
}
