//! The `occ batch` JSON contract for Intel GPUs: a preset name (`gpu`) or an Xe architecture (`device.arch`, with
//! an optional `xve_count`), the kernel's launch and compile choices, and the occupancy figures of Intel's GPU
//! Occupancy Calculator. Fields left out default as a kernel without them runs (no SLM, no barriers, the default
//! GRF mode).

use serde::{Deserialize, Serialize};

use crate::error::to_u32;
use crate::error::Error;
use crate::intel::{self, Arch, Device, GpuOccupancy, Kernel};
use crate::msg::{self, Say};
use crate::vendor::Vendor;

/// One input line of `occ batch` for an Intel GPU.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IntelBatchInput {
    pub gpu: Option<String>,
    pub device: Option<IntelDeviceDto>,
    pub kernel: IntelKernelDto,
}

/// A generic device of an Xe architecture.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct IntelDeviceDto {
    /// `xe-hpc`, `xe-hpg`, `xe2-hpg` … (or the calculator's code, `xe_hpc_pvc`).
    pub arch: String,
    /// XVEs of the GPU; checked when given to be whole Xe-cores or a part Intel's calculator lists (the per-Xe-core
    /// figures do not need it).
    pub xve_count: Option<i64>,
}

/// Barriers as a count (`"barriers": 1`) or a switch (`"barriers": true`): Intel's calculator asks only whether
/// the kernel uses any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum BarriersDto {
    Used(bool),
    Count(i64),
}

/// The kernel's launch (work-group size) and compile choices (sub-group size, SLM, barriers, GRF mode).
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct IntelKernelDto {
    /// Work-items per work-group, as NVIDIA's and AMD's lines name it.
    pub threads_per_block: i64,
    pub sub_group_size: i64,
    pub slm_bytes: Option<i64>,
    pub barriers: Option<BarriersDto>,
    pub large_grf: Option<bool>,
}

/// Work-groups per Xe-core each resource allows; `null` where it does not apply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IntelLimitsDto {
    pub threads: Option<u32>,
    pub slm: Option<u32>,
    pub workgroups: Option<u32>,
    pub barriers: Option<u32>,
}

/// One output line of `occ batch` for an Intel GPU (also `occ calc --json` on one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IntelBatchOutput {
    /// Always Intel here.
    pub vendor: Vendor,
    /// Intel's Xe-core occupancy: resident hardware threads / thread slots (at most 0.5 in large-GRF mode).
    pub occupancy: f64,
    pub workgroups_per_xe_core: u32,
    pub hw_threads_per_workgroup: u32,
    pub limiters: Vec<String>,
    pub limits: IntelLimitsDto,
    /// SLM a work-group is given: the request rounded up to the architecture's allocation sizes.
    pub slm_allocated_bytes: u32,
    pub warnings: Vec<String>,
    pub error: Option<String>,
}

impl IntelDeviceDto {
    /// The architecture, with the XVE count checked when given.
    pub fn to_arch(&self) -> Result<&'static Arch, Error> {
        let arch = target(&self.arch, "device.arch")?;
        if let Some(count) = self.xve_count {
            let xve_count = to_u32("device.xve_count", count, 1)?;
            Device { arch, xve_count }.xe_cores()?;
        }
        Ok(arch)
    }
}

/// The Xe architecture of that name, or an error listing the known ones.
pub fn target(name: &str, field: &'static str) -> Result<&'static Arch, Error> {
    intel::arch(name).ok_or_else(|| Error::Parse {
        field,
        message: msg::error_batch_intel_bad_arch(
            name,
            &intel::ARCHES
                .iter()
                .map(|a| a.name)
                .collect::<Vec<_>>()
                .join(", "),
        )
        .into(),
    })
}

impl IntelKernelDto {
    /// The kernel, its numbers converted (a negative or oversized one names its field); what the architecture
    /// cannot run is left to [`Kernel::check`].
    pub fn to_kernel(&self) -> Result<Kernel, Error> {
        let barriers = match self.barriers {
            None | Some(BarriersDto::Used(false)) => false,
            Some(BarriersDto::Used(true)) => true,
            Some(BarriersDto::Count(n)) => to_u32("kernel.barriers", n, 0)? > 0,
        };
        Ok(Kernel {
            workgroup_size: to_u32("kernel.threads_per_block", self.threads_per_block, 1)?,
            sub_group_size: to_u32("kernel.sub_group_size", self.sub_group_size, 1)?,
            slm_bytes: self
                .slm_bytes
                .map_or(Ok(0), |b| to_u32("kernel.slm_bytes", b, 0))?,
            barriers,
            large_grf: self.large_grf.unwrap_or(false),
        })
    }
}

impl IntelBatchOutput {
    /// Everything `occ batch` reports for one Intel launch; an error names the field the architecture cannot
    /// take.
    pub fn evaluate(arch: &Arch, kernel: &Kernel) -> Result<Self, Error> {
        Ok(Self::of(kernel, &intel::occupancy(arch, kernel)?))
    }

    /// Everything `occ batch` reports for a launch of `kernel` whose occupancy is `result`.
    pub fn of(kernel: &Kernel, result: &intel::Occupancy) -> Self {
        let limits = result.limits;
        Self {
            vendor: Vendor::Intel,
            occupancy: result.occupancy(),
            workgroups_per_xe_core: result.workgroups_per_xe_core,
            hw_threads_per_workgroup: result.threads_per_workgroup,
            limiters: result.limiters().map(|l| l.name().to_string()).collect(),
            limits: IntelLimitsDto {
                threads: limits.threads,
                slm: limits.slm,
                workgroups: limits.workgroups,
                barriers: limits.barriers,
            },
            slm_allocated_bytes: result.slm_allocated,
            // English, as every field of the JSON.
            warnings: intel::warnings(kernel, result, &Say::page_english(Vendor::Intel)),
            error: None,
        }
    }
}

/// The launch over the whole GPU as `occ calc --json` and `occ plan --json` give it (`gpu_occupancy`).
pub fn gpu_json(g: &GpuOccupancy) -> serde_json::Value {
    serde_json::json!({
        "xe_cores": g.xe_cores,
        "global_size": g.global_size,
        "workgroups": g.workgroups,
        "workgroups_per_wave": count_json(g.workgroups_per_wave),
        "full_waves": g.full_waves,
        "tail_workgroups": count_json(g.tail_workgroups),
        "waves": g.waves,
        "peak": g.peak,
        "average": g.average,
    })
}

/// A count of work-groups: an integer, or on a fused part's fraction of Xe-cores the calculator's fraction.
pub fn count_json(value: f64) -> serde_json::Value {
    if value.fract() == 0.0 && value <= u64::MAX as f64 {
        serde_json::json!(value as u64)
    } else {
        serde_json::json!(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evaluate(line: &str) -> Result<IntelBatchOutput, Error> {
        let input: IntelBatchInput = serde_json::from_str(line).unwrap();
        let arch = input.device.unwrap().to_arch()?;
        IntelBatchOutput::evaluate(arch, &input.kernel.to_kernel()?)
    }

    #[test]
    fn the_contract_example_gives_the_cores_figures() {
        let out = evaluate(
            r#"{"device": {"arch": "xe-hpc", "xve_count": 1024}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 49152, "barriers": 1, "large_grf": false}}"#,
        )
        .unwrap();
        let expected: serde_json::Value = serde_json::from_str(
            r#"{"vendor": "intel", "occupancy": 0.5, "workgroups_per_xe_core": 2, "hw_threads_per_workgroup": 16,
                "limiters": ["slm"], "limits": {"threads": 4, "slm": 2, "workgroups": 64, "barriers": 64},
                "slm_allocated_bytes": 49152, "warnings": [], "error": null}"#,
        )
        .unwrap();
        assert_eq!(serde_json::to_value(&out).unwrap(), expected);
    }

    #[test]
    fn barriers_are_a_count_or_a_switch_and_fields_left_out_default() {
        let line = |barriers: &str| {
            evaluate(&format!(
                r#"{{"device": {{"arch": "gen12"}}, "kernel": {{"threads_per_block": 8, "sub_group_size": 8{barriers}}}}}"#
            ))
            .unwrap()
            .workgroups_per_xe_core
        };
        // Xe-LP: 64 barrier registers below 112 work-group slots.
        assert_eq!(line(""), 112);
        assert_eq!(line(r#", "barriers": 0"#), 112);
        assert_eq!(line(r#", "barriers": false"#), 112);
        assert_eq!(line(r#", "barriers": 3"#), 64);
        assert_eq!(line(r#", "barriers": true"#), 64);
    }

    #[test]
    fn fused_parts_the_calculator_lists_compute_as_a_full_xe_core() {
        // 24 XVEs on Xe-LP (UHD Graphics 730-class) and Gen9's 12-EU GT1: per-Xe-core figures as on any count.
        for (arch, xves) in [("gen12", 24), ("gen9", 12), ("gen9", 18)] {
            let line = |count: u32| {
                evaluate(&format!(
                    r#"{{"device": {{"arch": "{arch}", "xve_count": {count}}}, "kernel": {{"threads_per_block": 64, "sub_group_size": 16, "slm_bytes": 4096}}}}"#
                ))
            };
            let whole = line(2 * arch_of(arch).xves_per_xe_core).unwrap();
            assert_eq!(line(xves).unwrap(), whole, "{arch} {xves}");
        }
        let err = evaluate(
            r#"{"device": {"arch": "gen12", "xve_count": 20}, "kernel": {"threads_per_block": 64, "sub_group_size": 16}}"#,
        )
        .unwrap_err();
        assert_eq!(err.field(), "device.xve_count");
        assert!(
            err.to_string()
                .contains("multiples of 16 (16, 32, 48 …), or 24"),
            "{err}"
        );
    }

    fn arch_of(name: &str) -> &'static Arch {
        intel::arch(name).unwrap()
    }

    #[test]
    fn bad_values_name_the_field() {
        let field = |line: &str| evaluate(line).unwrap_err().field();
        assert_eq!(
            field(
                r#"{"device": {"arch": "xe-9"}, "kernel": {"threads_per_block": 256, "sub_group_size": 16}}"#
            ),
            "device.arch"
        );
        assert_eq!(
            field(
                r#"{"device": {"arch": "gen12", "xve_count": 40}, "kernel": {"threads_per_block": 256, "sub_group_size": 16}}"#
            ),
            "device.xve_count"
        );
        assert_eq!(
            field(
                r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 256, "sub_group_size": 8}}"#
            ),
            "kernel.sub_group_size"
        );
        assert_eq!(
            field(
                r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "barriers": -1}}"#
            ),
            "kernel.barriers"
        );
        assert_eq!(
            field(
                r#"{"device": {"arch": "xe-hpc"}, "kernel": {"threads_per_block": 1024, "sub_group_size": 16, "large_grf": true}}"#
            ),
            "kernel.threads_per_block"
        );
    }
}
