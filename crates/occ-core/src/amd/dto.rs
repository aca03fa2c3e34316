//! The `occ batch` JSON contract for AMD GPUs: a preset name (`gpu`) or a gfx target (`device.arch`), the kernel as
//! the compiler reports it, and the compiler's occupancy figures. Fields left out default as the compiler would
//! (no AGPRs, SGPRs or LDS, the target's default wave size, WGP mode).

use serde::{Deserialize, Serialize};

use crate::amd::{self, Arch, Kernel, Occupancy};
use crate::error::to_u32;
use crate::error::Error;
use crate::msg::{self, Say};
use crate::vendor::Vendor;

/// One input line of `occ batch` for an AMD GPU.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AmdBatchInput {
    pub gpu: Option<String>,
    pub device: Option<AmdDeviceDto>,
    pub kernel: AmdKernelDto,
}

/// A generic device of a gfx target.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AmdDeviceDto {
    /// `gfx90a`, `gfx942`, `gfx1100` …
    pub arch: String,
}

/// A kernel's resources as the compiler reports them (`NumVgprs`, `NumAgprs`, `NumSgprs`, `LDSByteSize`) and how
/// it is launched.
#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct AmdKernelDto {
    pub threads_per_block: i64,
    pub vgprs: i64,
    pub agprs: Option<i64>,
    pub sgprs: Option<i64>,
    pub lds_bytes: Option<i64>,
    pub wave_size: Option<i64>,
    pub cu_mode: Option<bool>,
}

/// Waves per SIMD each resource allows, capped at the target's maximum; `null` where it does not apply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmdLimitsDto {
    pub vgprs: Option<u32>,
    pub sgprs: Option<u32>,
    pub lds: Option<u32>,
    pub workgroups: Option<u32>,
    pub waves: Option<u32>,
}

/// One output line of `occ batch` for an AMD GPU (also `occ calc --json` on one).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AmdBatchOutput {
    /// Always AMD here.
    pub vendor: Vendor,
    /// The compiler's `Occupancy`.
    pub waves_per_simd: u32,
    pub max_waves_per_simd: u32,
    /// Work-groups resident on one CU (one WGP in RDNA's WGP mode).
    pub workgroups_per_cu: u32,
    pub waves_per_cu: u32,
    /// waves_per_simd / max_waves_per_simd.
    pub occupancy: f64,
    pub limiters: Vec<String>,
    pub limits: AmdLimitsDto,
    pub warnings: Vec<String>,
    pub error: Option<String>,
}

impl AmdDeviceDto {
    pub fn to_arch(&self) -> Result<&'static Arch, Error> {
        target(&self.arch, "device.arch")
    }
}

/// The gfx target of that name, or an error listing the known ones.
pub fn target(name: &str, field: &'static str) -> Result<&'static Arch, Error> {
    amd::arch(name).ok_or_else(|| Error::Parse {
        field,
        message: msg::error_batch_amd_bad_arch(
            name,
            &amd::ARCHES
                .iter()
                .map(|a| a.name)
                .collect::<Vec<_>>()
                .join(", "),
        )
        .into(),
    })
}

impl AmdKernelDto {
    /// The kernel on `arch`, its numbers converted (a negative or oversized one names its field); what the target
    /// cannot run is left to [`Kernel::check`].
    pub fn to_kernel(&self, arch: &Arch) -> Result<Kernel, Error> {
        let optional = |field, value: Option<i64>, default: u32| {
            value.map_or(Ok(default), |v| to_u32(field, v, 0))
        };
        Ok(Kernel {
            workgroup_size: to_u32("kernel.threads_per_block", self.threads_per_block, 1)?,
            vgprs: to_u32("kernel.vgprs", self.vgprs, 0)?,
            agprs: optional("kernel.agprs", self.agprs, 0)?,
            sgprs: optional("kernel.sgprs", self.sgprs, 0)?,
            lds_bytes: optional("kernel.lds_bytes", self.lds_bytes, 0)?,
            wave_size: optional("kernel.wave_size", self.wave_size, arch.default_wave_size())?,
            cu_mode: self.cu_mode.unwrap_or(false),
        })
    }
}

impl AmdBatchOutput {
    /// Everything `occ batch` reports for one AMD launch; an error names the field the target cannot take.
    pub fn evaluate(arch: &Arch, kernel: &Kernel) -> Result<Self, Error> {
        Ok(Self::of(kernel, &amd::occupancy(arch, kernel)?))
    }

    /// Everything `occ batch` reports for a launch of `kernel` whose occupancy is `result`.
    pub fn of(kernel: &Kernel, result: &Occupancy) -> Self {
        let limits = result.limits;
        Self {
            vendor: Vendor::Amd,
            waves_per_simd: result.waves_per_simd,
            max_waves_per_simd: result.max_waves_per_simd,
            workgroups_per_cu: result.workgroups_per_cu,
            waves_per_cu: result.waves_per_cu,
            occupancy: result.occupancy(),
            limiters: result.limiters().map(|l| l.name().to_string()).collect(),
            limits: AmdLimitsDto {
                vgprs: limits.vgprs,
                sgprs: limits.sgprs,
                lds: limits.lds,
                workgroups: limits.workgroups,
                waves: limits.waves,
            },
            // English, as every field of the JSON.
            warnings: amd::warnings(kernel, result, &Say::page_english(Vendor::Amd)),
            error: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn evaluate(line: &str) -> Result<AmdBatchOutput, Error> {
        let input: AmdBatchInput = serde_json::from_str(line).unwrap();
        let arch = input.device.unwrap().to_arch()?;
        AmdBatchOutput::evaluate(arch, &input.kernel.to_kernel(arch)?)
    }

    #[test]
    fn the_contract_example_gives_the_cores_figures() {
        let out = evaluate(
            r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 256, "vgprs": 128, "agprs": 0, "sgprs": 80, "lds_bytes": 0, "wave_size": 64, "cu_mode": false}}"#,
        )
        .unwrap();
        let arch = amd::arch("gfx90a").unwrap();
        let core = amd::occupancy(
            arch,
            &Kernel {
                sgprs: 80,
                ..Kernel::new(arch, 256, 128)
            },
        )
        .unwrap();
        assert_eq!(out.vendor, Vendor::Amd);
        assert_eq!(out.waves_per_simd, core.waves_per_simd);
        assert_eq!(out.workgroups_per_cu, core.workgroups_per_cu);
        assert_eq!(out.occupancy, core.occupancy());
        assert_eq!(out.limits.lds, None);
        // hardware.md §5.3: a gfx90a kernel of 128 VGPRs runs 4 waves per SIMD, 50 %.
        assert_eq!((out.waves_per_simd, out.occupancy), (4, 0.5));
        assert_eq!(out.limiters, ["vgprs"]);
    }

    #[test]
    fn fields_left_out_default_as_the_compiler_would() {
        let short = evaluate(
            r#"{"device": {"arch": "gfx1100"}, "kernel": {"threads_per_block": 256, "vgprs": 96}}"#,
        )
        .unwrap();
        let arch = amd::arch("gfx1100").unwrap();
        let full = AmdBatchOutput::evaluate(arch, &Kernel::new(arch, 256, 96)).unwrap();
        assert_eq!(short, full);
    }

    #[test]
    fn bad_values_name_the_field() {
        let err = evaluate(
            r#"{"device": {"arch": "gfx999"}, "kernel": {"threads_per_block": 256, "vgprs": 1}}"#,
        )
        .unwrap_err();
        assert_eq!(err.field(), "device.arch");
        assert!(err.to_string().contains("gfx90a"), "{err}");
        let err = evaluate(
            r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 256, "vgprs": -1}}"#,
        )
        .unwrap_err();
        assert_eq!(err.field(), "kernel.vgprs");
    }
}
