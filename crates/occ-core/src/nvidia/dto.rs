//! The `occ batch` JSON contract for NVIDIA GPUs: a preset name (`gpu`) or an explicit `device`
//! (`cudaOccDeviceProp`, missing fields taking the architecture's defaults), the kernel and the shared-memory
//! preferences, and the header's figures.

use serde::{Deserialize, Serialize};

use crate::error::to_u32;
use crate::error::Error;
use crate::msg::{self, Say};
use crate::nvidia::device::{arch_defaults, CacheConfig, Device, Gpu, SmemConfig};
use crate::nvidia::kernel::{Kernel, PartitionedGc};
use crate::nvidia::launch::{available_dynamic_smem, best_block_size, DynamicSmem};
use crate::nvidia::rules::{occupancy, warnings, Occupancy};
use crate::nvidia::ComputeCapability;
use crate::vendor::Vendor;

/// One input line of `occ batch`: a preset name (`gpu`) or an explicit `device`, the kernel and the shared-memory
/// preferences.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BatchInput {
    pub gpu: Option<String>,
    pub device: Option<DeviceDto>,
    pub kernel: KernelDto,
    pub smem: Option<SmemDto>,
}

/// `cudaOccDeviceProp` as JSON. Only `cc` is required: missing fields take the architecture's defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct DeviceDto {
    pub cc: String,
    pub max_threads_per_block: Option<i64>,
    pub max_threads_per_sm: Option<i64>,
    pub regs_per_block: Option<i64>,
    pub regs_per_sm: Option<i64>,
    pub warp_size: Option<i64>,
    pub smem_per_block: Option<i64>,
    pub smem_per_sm: Option<i64>,
    pub smem_per_block_optin: Option<i64>,
    pub reserved_smem_per_block: Option<i64>,
    pub sm_count: Option<i64>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct KernelDto {
    pub threads_per_block: i64,
    pub regs_per_thread: i64,
    pub static_smem: Option<i64>,
    pub dynamic_smem: Option<i64>,
    pub barriers: Option<i64>,
    pub max_threads_per_block: Option<i64>,
    pub opt_in: Option<bool>,
    pub max_dynamic_smem: Option<i64>,
    pub partitioned_gc: Option<String>,
    pub virtual_resources: Option<i64>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SmemDto {
    /// -1 = driver default, else 0–100 percent.
    pub carveout: Option<i64>,
    /// none | shared | l1 | equal
    pub cache_config: Option<String>,
}

/// The block count each limiter allows; `null` where it does not apply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockLimitsDto {
    pub warps: Option<u32>,
    pub registers: Option<u32>,
    pub shared_memory: Option<u32>,
    pub blocks: Option<u32>,
    pub barriers: Option<u32>,
    pub virtual_resources: Option<u32>,
}

/// One output line of `occ batch` for an NVIDIA GPU (also the `occupancy` object of `occ ptxas --json`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BatchOutput {
    /// Always NVIDIA here: first, so a reader of mixed output can tell the two shapes apart.
    pub vendor: Vendor,
    pub active_blocks_per_sm: u32,
    pub active_warps_per_sm: u32,
    pub active_threads_per_sm: u32,
    pub occupancy: f64,
    pub limiters: Vec<String>,
    pub block_limits: BlockLimitsDto,
    pub allocated_registers_per_block: u64,
    pub allocated_smem_per_block: u64,
    pub smem_per_sm: u64,
    pub partitioned_gc: String,
    pub best_block_size: Option<u32>,
    pub min_grid_size: Option<u64>,
    pub dynamic_smem_per_block_available: Option<u64>,
    pub warnings: Vec<String>,
    pub error: Option<String>,
}

fn optional(field: &'static str, value: Option<i64>, default: u32, min: u32) -> Result<u32, Error> {
    value.map_or(Ok(default), |v| to_u32(field, v, min))
}

impl DeviceDto {
    pub fn to_device(&self) -> Result<Device, Error> {
        let cc: ComputeCapability = self.cc.parse().map_err(|_| Error::Parse {
            field: "device.cc",
            message: msg::error_batch_not_cc_json(&self.cc).into(),
        })?;
        // An unknown capability is the error to report, before any field it would have defaulted.
        crate::nvidia::arch::Rules::for_cc(cc)?;
        let base = arch_defaults(cc).map(|d| d.device).ok();
        let field = |name: &'static str, value: Option<i64>, pick: fn(&Device) -> u32| match (
            value,
            base.as_ref(),
        ) {
            (Some(v), _) => to_u32(name, v, 0),
            (None, Some(device)) => Ok(pick(device)),
            (None, None) => Err(Error::Parse {
                field: name,
                message: msg::error_batch_required_generic(&cc.to_string()).into(),
            }),
        };
        Ok(Device {
            cc,
            max_threads_per_block: field(
                "device.max_threads_per_block",
                self.max_threads_per_block,
                |d| d.max_threads_per_block,
            )?,
            max_threads_per_sm: field("device.max_threads_per_sm", self.max_threads_per_sm, |d| {
                d.max_threads_per_sm
            })?,
            regs_per_block: field("device.regs_per_block", self.regs_per_block, |d| {
                d.regs_per_block
            })?,
            regs_per_sm: field("device.regs_per_sm", self.regs_per_sm, |d| d.regs_per_sm)?,
            warp_size: field("device.warp_size", self.warp_size, |d| d.warp_size)?,
            smem_per_block: field("device.smem_per_block", self.smem_per_block, |d| {
                d.smem_per_block
            })?,
            smem_per_sm: field("device.smem_per_sm", self.smem_per_sm, |d| d.smem_per_sm)?,
            smem_per_block_optin: field(
                "device.smem_per_block_optin",
                self.smem_per_block_optin,
                |d| d.smem_per_block_optin,
            )?,
            reserved_smem_per_block: field(
                "device.reserved_smem_per_block",
                self.reserved_smem_per_block,
                |d| d.reserved_smem_per_block,
            )?,
            sm_count: field("device.sm_count", self.sm_count, |d| d.sm_count)?,
        })
    }

    pub fn from_device(device: &Device) -> Self {
        let some = |v: u32| Some(i64::from(v));
        Self {
            cc: device.cc.to_string(),
            max_threads_per_block: some(device.max_threads_per_block),
            max_threads_per_sm: some(device.max_threads_per_sm),
            regs_per_block: some(device.regs_per_block),
            regs_per_sm: some(device.regs_per_sm),
            warp_size: some(device.warp_size),
            smem_per_block: some(device.smem_per_block),
            smem_per_sm: some(device.smem_per_sm),
            smem_per_block_optin: some(device.smem_per_block_optin),
            reserved_smem_per_block: some(device.reserved_smem_per_block),
            sm_count: some(device.sm_count),
        }
    }
}

impl KernelDto {
    pub fn to_kernel(&self) -> Result<Kernel, Error> {
        let partitioned_gc = match &self.partitioned_gc {
            None => PartitionedGc::Off,
            Some(name) => PartitionedGc::from_name(name).ok_or_else(|| Error::Parse {
                field: "kernel.partitioned_gc",
                message: msg::error_batch_bad_gc(name).into(),
            })?,
        };
        Ok(Kernel {
            threads_per_block: to_u32("kernel.threads_per_block", self.threads_per_block, 1)?,
            regs_per_thread: to_u32("kernel.regs_per_thread", self.regs_per_thread, 0)?,
            static_smem: optional("kernel.static_smem", self.static_smem, 0, 0)?,
            dynamic_smem: optional("kernel.dynamic_smem", self.dynamic_smem, 0, 0)?,
            barriers: optional("kernel.barriers", self.barriers, 1, 0)?,
            max_threads_per_block: self
                .max_threads_per_block
                .map(|v| to_u32("kernel.max_threads_per_block", v, 1))
                .transpose()?,
            opt_in: self.opt_in.unwrap_or(false),
            max_dynamic_smem: self
                .max_dynamic_smem
                .map(|v| to_u32("kernel.max_dynamic_smem", v, 0))
                .transpose()?,
            partitioned_gc,
            virtual_resources: optional("kernel.virtual_resources", self.virtual_resources, 0, 0)?,
        })
    }
}

impl SmemDto {
    pub fn to_config(&self) -> Result<SmemConfig, Error> {
        let carveout = match self.carveout {
            None | Some(-1) => None,
            Some(percent) if (0..=100).contains(&percent) => Some(percent as u32),
            Some(other) => return Err(Error::range("smem.carveout", other, -1, 100)),
        };
        let cache_config = match &self.cache_config {
            None => CacheConfig::None,
            Some(name) => CacheConfig::from_name(name).ok_or_else(|| Error::Parse {
                field: "smem.cache_config",
                message: msg::error_batch_bad_cache_config(name).into(),
            })?,
        };
        Ok(SmemConfig {
            carveout,
            cache_config,
        })
    }
}

impl BatchOutput {
    /// Everything `occ batch` reports for one validated launch.
    pub fn evaluate(gpu: &Gpu, kernel: &Kernel, smem: &SmemConfig) -> Result<Self, Error> {
        Self::of(gpu, kernel, smem, &occupancy(gpu, kernel, smem)?)
    }

    /// Everything `occ batch` reports for a launch whose occupancy is `result`.
    pub fn of(
        gpu: &Gpu,
        kernel: &Kernel,
        smem: &SmemConfig,
        result: &Occupancy,
    ) -> Result<Self, Error> {
        let best = best_block_size(
            gpu,
            kernel,
            smem,
            DynamicSmem::Fixed(u64::from(kernel.dynamic_smem)),
        )?;
        let available = match result.active_blocks_per_sm {
            0 => None,
            n => available_dynamic_smem(gpu, kernel, smem, n)?,
        };
        Ok(Self::from_parts(
            result,
            gpu,
            kernel,
            best.block_size,
            best.min_grid_size,
            available,
        ))
    }

    fn from_parts(
        result: &Occupancy,
        gpu: &Gpu,
        kernel: &Kernel,
        best_block_size: u32,
        min_grid_size: u64,
        available: Option<u64>,
    ) -> Self {
        let limits = result.block_limits;
        Self {
            vendor: Vendor::Nvidia,
            active_blocks_per_sm: result.active_blocks_per_sm,
            active_warps_per_sm: result.active_warps_per_sm,
            active_threads_per_sm: result.active_threads_per_sm,
            occupancy: result.occupancy(),
            limiters: result.limiters().map(|l| l.name().to_string()).collect(),
            block_limits: BlockLimitsDto {
                warps: limits.warps,
                registers: limits.registers,
                shared_memory: limits.shared_memory,
                blocks: limits.blocks,
                barriers: limits.barriers,
                virtual_resources: limits.virtual_resources,
            },
            allocated_registers_per_block: result.allocated_registers_per_block,
            allocated_smem_per_block: result.allocated_smem_per_block,
            smem_per_sm: result.smem_per_sm,
            partitioned_gc: result.partitioned_gc.name().to_string(),
            best_block_size: (best_block_size > 0).then_some(best_block_size),
            min_grid_size: (best_block_size > 0).then_some(min_grid_size),
            dynamic_smem_per_block_available: available,
            // English, as every field of the JSON.
            warnings: warnings(gpu, kernel, result, &Say::page_english(Vendor::Nvidia)),
            error: None,
        }
    }
}
