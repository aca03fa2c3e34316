//! What is launched: the kernel's resource use and attributes (`cudaOccFuncAttributes`).

use crate::error::Error;
use crate::nvidia::device::{Device, Gpu};

/// Partitioned global caching (CC 5.2, 5.3, 6.1, 6.2): a block must then fit in half an SM.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PartitionedGc {
    #[default]
    Off,
    /// Prefer caching; the driver turns it off when a block does not fit in half an SM.
    On,
    /// Force caching and compute occupancy as if it were on.
    Strict,
}

impl PartitionedGc {
    pub const ALL: [Self; 3] = [Self::Off, Self::On, Self::Strict];

    pub fn name(self) -> &'static str {
        match self {
            Self::Off => "off",
            Self::On => "on",
            Self::Strict => "strict",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|mode| mode.name() == name)
    }
}

/// A kernel's resource use and attributes. Optional fields take the defaults `cudaFuncGetAttributes` implies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Kernel {
    pub threads_per_block: u32,
    pub regs_per_thread: u32,
    /// `__shared__` arrays, bytes.
    pub static_smem: u32,
    /// Dynamic shared memory of the launch, bytes.
    pub dynamic_smem: u32,
    /// Named barriers the kernel uses (1 for any kernel with `__syncthreads`).
    pub barriers: u32,
    /// `__launch_bounds__` maximum; `None` = the device maximum.
    pub max_threads_per_block: Option<u32>,
    /// The kernel opted into the larger per-block shared-memory limit.
    pub opt_in: bool,
    /// `cudaFuncAttributeMaxDynamicSharedMemorySize`; `None` = the per-block limit minus static shared memory.
    pub max_dynamic_smem: Option<u32>,
    pub partitioned_gc: PartitionedGc,
    pub virtual_resources: u32,
}

impl Kernel {
    /// A kernel with the given block size and register count and every other field at its default.
    pub fn new(threads_per_block: u32, regs_per_thread: u32) -> Self {
        Self {
            threads_per_block,
            regs_per_thread,
            static_smem: 0,
            dynamic_smem: 0,
            barriers: 1,
            max_threads_per_block: None,
            opt_in: false,
            max_dynamic_smem: None,
            partitioned_gc: PartitionedGc::Off,
            virtual_resources: 0,
        }
    }

    pub fn check(&self) -> Result<(), Error> {
        let max = i64::from(u32::MAX);
        if self.threads_per_block == 0 {
            return Err(Error::range("kernel.threads_per_block", 0, 1, max));
        }
        if self.max_threads_per_block == Some(0) {
            return Err(Error::range("kernel.max_threads_per_block", 0, 1, max));
        }
        Ok(())
    }

    /// The `__launch_bounds__` limit, or the device's.
    pub fn resolved_max_threads(&self, gpu: &Gpu) -> u32 {
        self.max_threads_per_block
            .unwrap_or(gpu.device().max_threads_per_block)
    }

    /// The dynamic shared-memory limit: the attribute if set, else what `cudaFuncGetAttributes` reports.
    /// Takes the unvalidated [`Device`] so that tools comparing against NVIDIA's header can build the same input.
    pub fn resolved_max_dynamic_smem(&self, device: &Device) -> u32 {
        self.max_dynamic_smem.unwrap_or_else(|| {
            let per_block = if self.opt_in {
                device.smem_per_block_optin.max(device.smem_per_block)
            } else {
                device.smem_per_block
            };
            per_block.saturating_sub(self.static_smem)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvidia::device::{CacheConfig, SmemConfig};

    #[test]
    fn rejects_zero_threads_and_bad_carveout() {
        let err = Kernel::new(0, 32).check().unwrap_err();
        assert_eq!(err.field(), "kernel.threads_per_block");
        assert!(err.to_string().contains("1 to"), "{err}");
        let smem = SmemConfig {
            carveout: Some(101),
            ..SmemConfig::default()
        };
        let err = smem.check().unwrap_err();
        assert_eq!(
            err.to_string(),
            "smem.carveout = 101 is out of range: valid values are -1 to 100"
        );
    }

    #[test]
    fn names_round_trip() {
        for mode in PartitionedGc::ALL {
            assert_eq!(PartitionedGc::from_name(mode.name()), Some(mode));
        }
        for config in CacheConfig::ALL {
            assert_eq!(CacheConfig::from_name(config.name()), Some(config));
        }
        assert_eq!(CacheConfig::from_name("L1"), None);
    }
}
