//! The GPU an Intel launch runs on: its architecture's XVE count, and the Xe-cores Intel's calculator counts from
//! it.

use std::fmt;

use super::Arch;
use crate::error::Error;
use crate::msg;

/// A GPU of an architecture: its XVE count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Device {
    pub arch: &'static Arch,
    /// XVEs (EUs) of the whole GPU, as `clinfo` reports "Max compute units".
    pub xve_count: u32,
}

impl Device {
    /// The device's Xe-cores as Intel's calculator counts them: the XVE count over the XVEs per Xe-core, a
    /// fraction on the fused parts it lists (l.1535: 24 XVEs on Xe-LP are 1.5 Xe-cores). A count that is neither a
    /// whole number of Xe-cores nor one the calculator lists for the architecture ([`Arch::xve_counts`],
    /// [`Arch::pci_xve_counts`]) is no product's, and names `device.xve_count` with the valid values.
    pub fn xe_cores(&self) -> Result<XeCores, Error> {
        let arch = self.arch;
        let per = arch.xves_per_xe_core;
        let fractional = |n: &u32| !n.is_multiple_of(per);
        let mut fused: Vec<u32> = arch
            .xve_counts
            .iter()
            .chain(arch.pci_xve_counts)
            .copied()
            .filter(fractional)
            .collect();
        fused.sort_unstable();
        fused.dedup();
        if self.xve_count > 0
            && (self.xve_count.is_multiple_of(per) || fused.contains(&self.xve_count))
        {
            return Ok(XeCores::new(self.xve_count, per));
        }
        let multiples = msg::Message::from(msg::error_intel_xves_multiples(
            &per.to_string(),
            &format!("{per}, {}, {}", 2 * per, 3 * per),
        ));
        let valid = match fused.as_slice() {
            [] => multiples,
            counts => {
                let counts: Vec<String> = counts.iter().map(u32::to_string).collect();
                msg::Message::from(msg::error_intel_xves_fused(
                    "",
                    &counts.join(", "),
                    arch.name,
                ))
                .with(0, multiples)
            }
        };
        let message = msg::Message::from(msg::error_intel_xves(
            &self.xve_count.to_string(),
            arch.name,
            &per.to_string(),
            "",
        ));
        Err(Error::Inconsistent {
            field: "device.xve_count",
            message: message.with(3, valid),
        })
    }

    /// The device's whole Xe-cores, for callers that count only whole ones: [`Self::xe_cores`]' error, or one
    /// naming `device.xve_count` on a fused part (whose Xe-cores are a fraction).
    pub fn check(&self) -> Result<u32, Error> {
        let cores = self.xe_cores()?;
        cores.whole().ok_or_else(|| Error::Inconsistent {
            field: "device.xve_count",
            message: msg::error_batch_intel_fused(
                &self.xve_count.to_string(),
                &cores.to_string(),
                &self.arch.xves_per_xe_core.to_string(),
            )
            .into(),
        })
    }
}

/// Xe-cores as Intel's calculator counts them: XVEs / XVEs per Xe-core, kept as an exact fraction (1.5 on a
/// 24-XVE Xe-LP part). Per-Xe-core figures are those of a full Xe-core whatever the count; only the figures over
/// the whole GPU ([`super::gpu_occupancy_on`]) read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct XeCores {
    /// numerator / denominator, in lowest terms (denominator 1 for whole Xe-cores).
    numerator: u32,
    denominator: u32,
}

impl XeCores {
    /// `xves / per_xe_core` Xe-cores (`per_xe_core` > 0).
    fn new(xves: u32, per_xe_core: u32) -> Self {
        let gcd = {
            let (mut a, mut b) = (xves, per_xe_core.max(1));
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a.max(1)
        };
        Self {
            numerator: xves / gcd,
            denominator: per_xe_core.max(1) / gcd,
        }
    }

    /// The count when it is whole.
    pub fn whole(&self) -> Option<u32> {
        (self.denominator == 1).then_some(self.numerator)
    }

    pub fn is_whole(&self) -> bool {
        self.denominator == 1
    }

    /// The count as a number (1.5).
    pub fn value(&self) -> f64 {
        f64::from(self.numerator) / f64::from(self.denominator)
    }

    /// numerator / denominator in lowest terms.
    pub fn ratio(&self) -> (u32, u32) {
        (self.numerator, self.denominator)
    }
}

impl From<u32> for XeCores {
    /// Whole Xe-cores.
    fn from(cores: u32) -> Self {
        Self {
            numerator: cores,
            denominator: 1,
        }
    }
}

impl serde::Serialize for XeCores {
    /// A whole count as an integer (`128`), a fused part's as a number (`1.5`).
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self.whole() {
            Some(cores) => serializer.serialize_u32(cores),
            None => serializer.serialize_f64(self.value()),
        }
    }
}

impl fmt::Display for XeCores {
    /// "128", "1,024" or "1.5": the denominators are XVEs per Xe-core (powers of two), so the decimal is exact.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.numerator / self.denominator;
        write!(f, "{}", crate::report::thousands(whole.into()))?;
        let fraction = f64::from(self.numerator % self.denominator) / f64::from(self.denominator);
        if fraction > 0.0 {
            f.write_str(&crate::report::sixteenths(fraction))?;
        }
        Ok(())
    }
}
