//! Roofline and "how much occupancy do I need" (the SYCL occupancy guide's figures): is a kernel memory- or compute-bound on a GPU, how far
//! from the ridge, what it could attain, and the occupancy figures a developer should know for a GPU: the most
//! registers per thread and shared memory per block that still allow full occupancy, the most blocks per SM, and
//! the fewest threads that fill every SM.

use serde_json::json;

use crate::error::Error;
use crate::msg::{self, Msg, Say};
use crate::presets::{Fact, Preset};
use crate::vendor::Vendor;

/// Which peak a kernel runs against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Precision {
    Fp64,
    Fp32,
    /// Dense FP16/BF16 on tensor cores with FP32 accumulate.
    TensorFp16,
}

impl Precision {
    pub const ALL: [Self; 3] = [Self::Fp64, Self::Fp32, Self::TensorFp16];

    pub fn name(self) -> &'static str {
        match self {
            Self::Fp64 => "fp64",
            Self::Fp32 => "fp32",
            Self::TensorFp16 => "fp16",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Fp64 => "FP64",
            Self::Fp32 => "FP32",
            Self::TensorFp16 => "FP16/BF16 tensor",
        }
    }

    /// The label in the vendor's words: NVIDIA's tensor cores, AMD's (and Intel's) matrix cores.
    pub fn label_for(self, vendor: Vendor) -> &'static str {
        match (self, vendor) {
            (Self::TensorFp16, Vendor::Amd | Vendor::Intel) => "matrix FP16/BF16 (dense)",
            _ => self.label(),
        }
    }

    /// [`label_for`](Self::label_for) as a message of the catalogue.
    pub fn message(self, vendor: Vendor) -> crate::msg::Msg<'static> {
        match (self, vendor) {
            (Self::Fp64, _) => crate::msg::precision_fp64(),
            (Self::Fp32, _) => crate::msg::precision_fp32(),
            (Self::TensorFp16, Vendor::Nvidia) => crate::msg::precision_tensor(),
            (Self::TensorFp16, Vendor::Amd | Vendor::Intel) => crate::msg::precision_matrix(),
        }
    }

    /// The preset's peak for this precision, with its provenance (`None` when the database has none).
    pub fn peak(self, preset: &Preset) -> Option<Fact> {
        match self {
            Self::Fp64 => preset.fp64_tflops,
            Self::Fp32 => Some(preset.fp32_tflops),
            Self::TensorFp16 => preset.tensor_fp16_tflops,
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        match name.to_ascii_lowercase().as_str() {
            "fp64" | "double" => Some(Self::Fp64),
            "fp32" | "float" | "single" => Some(Self::Fp32),
            "fp16" | "bf16" | "tensor" | "tensor_fp16" => Some(Self::TensorFp16),
            _ => None,
        }
    }
}

/// One horizontal roof.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Roof {
    pub precision: Precision,
    pub peak_tflops: f64,
    /// The arithmetic intensity (FLOP/byte) where the bandwidth slope meets this roof.
    pub ridge: f64,
    pub unconfirmed: bool,
}

/// A GPU's roofline: the DRAM bandwidth slope and one roof per precision it has a peak for.
#[derive(Clone, Debug, PartialEq)]
pub struct Roofline {
    pub bandwidth_gbs: f64,
    pub bandwidth_unconfirmed: bool,
    pub roofs: Vec<Roof>,
}

impl Roofline {
    pub fn for_preset(preset: &Preset) -> Self {
        let bandwidth = preset.mem_bw_gbs.value();
        Self {
            bandwidth_gbs: bandwidth,
            bandwidth_unconfirmed: preset.mem_bw_gbs.is_unconfirmed(),
            roofs: Precision::ALL
                .into_iter()
                .filter_map(|precision| {
                    precision.peak(preset).map(|f| Roof {
                        precision,
                        peak_tflops: f.value(),
                        ridge: f.value() * 1000.0 / bandwidth,
                        unconfirmed: f.is_unconfirmed(),
                    })
                })
                .collect(),
        }
    }

    pub fn roof(&self, precision: Precision) -> Option<&Roof> {
        self.roofs.iter().find(|r| r.precision == precision)
    }

    /// Attainable TFLOPS at an arithmetic intensity: min(peak, bandwidth × intensity).
    pub fn attainable(&self, precision: Precision, intensity: f64) -> Option<f64> {
        self.roof(precision).map(|roof| {
            roof.peak_tflops
                .min(self.bandwidth_gbs * intensity / 1000.0)
        })
    }
}

/// What limits a kernel on the roofline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Memory,
    Compute,
}

/// A kernel's work, for the roofline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Work {
    /// Floating-point operations and DRAM bytes moved.
    Counts { flops: f64, bytes: f64 },
    /// FLOP per byte, directly.
    Intensity(f64),
}

/// Where a kernel sits on a GPU's roofline.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Analysis {
    pub precision: Precision,
    pub intensity: f64,
    pub ridge: f64,
    pub attainable_tflops: f64,
    pub bound: Bound,
    /// How far from the ridge: ridge / intensity when memory-bound, intensity / ridge when compute-bound (≥ 1).
    pub factor: f64,
    /// Measured TFLOPS when a time was given.
    pub achieved_tflops: Option<f64>,
    /// Achieved / attainable.
    pub fraction_of_roof: Option<f64>,
    /// Minimum time at the roof, seconds (when FLOPs are known).
    pub min_time_s: Option<f64>,
}

/// The valid range of one input, wide enough for any kernel on any GPU and narrow enough that every figure derived
/// from the inputs (ridge over intensity, FLOPs over time, time at the roof) is a finite, normal number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Range {
    pub field: &'static str,
    pub min: f64,
    pub max: f64,
    pub unit: &'static str,
}

/// FLOPs of a kernel: up to a zettaFLOP times a thousand (a day of an exaFLOP machine is below 10²³).
pub const FLOPS: Range = Range {
    field: "roofline.flops",
    min: 1.0,
    max: 1e24,
    unit: "FLOPs",
};
/// DRAM bytes a kernel moves.
pub const BYTES: Range = Range {
    field: "roofline.bytes",
    min: 1.0,
    max: 1e24,
    unit: "bytes",
};
/// Arithmetic intensity, given or as FLOPs / bytes: a billionth of a FLOP per byte to a billion, ridges lie
/// between 1 and a few thousand.
pub const INTENSITY: Range = Range {
    field: "roofline.intensity",
    min: 1e-9,
    max: 1e9,
    unit: "FLOP/byte",
};
/// A kernel's measured time, seconds: a picosecond to some thirty years.
pub const TIME: Range = Range {
    field: "roofline.time",
    min: 1e-12,
    max: 1e9,
    unit: "s",
};

impl Range {
    /// `value` when it is a number in the range; else an error naming the field and the range.
    pub fn check(&self, value: f64) -> Result<f64, Error> {
        if value >= self.min && value <= self.max {
            return Ok(value);
        }
        Err(Error::Parse {
            field: self.field,
            message: crate::msg::Message::from(crate::msg::roofline_out_of_range(
                &short(value),
                "",
                &short(self.min),
                &short(self.max),
            ))
            .with(1, self.unit_message()),
        })
    }
}

impl Range {
    /// The range's unit as a message of the catalogue (what [`Range::check`]'s error says in English).
    pub fn unit_message(&self) -> crate::msg::Msg<'static> {
        match self.field {
            "roofline.flops" => crate::msg::roofline_unit_flops(),
            "roofline.bytes" => crate::msg::roofline_unit_bytes(),
            "roofline.intensity" => crate::msg::roofline_unit_intensity(),
            _ => crate::msg::roofline_unit_time(),
        }
    }
}

/// A number as a person types it: `1`, `0.5`, `2e12`, `1e-320` (never 300 digits); how [`Range::check`]'s error
/// writes the value and the bounds.
pub fn short(value: f64) -> String {
    if value == 0.0 || (value.abs() >= 1e-3 && value.abs() < 1e7) {
        format!("{value}")
    } else {
        format!("{value:e}")
    }
}

/// Places a kernel on the roofline. `time_s` (optional, seconds) places its achieved point too.
pub fn analyse(
    roofline: &Roofline,
    precision: Precision,
    work: Work,
    time_s: Option<f64>,
) -> Result<Analysis, Error> {
    let roof = roofline.roof(precision).ok_or_else(|| Error::Parse {
        field: "roofline.precision",
        message: crate::msg::Message::from(crate::msg::roofline_no_peak(""))
            .with(0, precision.message(Vendor::Nvidia)),
    })?;
    let (intensity, flops) = match work {
        Work::Counts { flops, bytes } => {
            let flops = FLOPS.check(flops)?;
            let bytes = BYTES.check(bytes)?;
            // Both in range, the ratio can still be far from any kernel's (1e24 FLOPs over 1 byte).
            (INTENSITY.check(flops / bytes)?, Some(flops))
        }
        Work::Intensity(intensity) => (INTENSITY.check(intensity)?, None),
    };
    let time_s = time_s.map(|t| TIME.check(t)).transpose()?;
    let attainable = roof
        .peak_tflops
        .min(roofline.bandwidth_gbs * intensity / 1000.0);
    let bound = if intensity < roof.ridge {
        Bound::Memory
    } else {
        Bound::Compute
    };
    let factor = match bound {
        Bound::Memory => roof.ridge / intensity,
        Bound::Compute => intensity / roof.ridge,
    };
    let achieved = match (flops, time_s) {
        // Within the ranges, 10⁻²¹ to 10²⁴ TFLOPS: finite and normal.
        (Some(flops), Some(time)) => Some(flops / time / 1e12),
        _ => None,
    };
    Ok(Analysis {
        precision,
        intensity,
        ridge: roof.ridge,
        attainable_tflops: attainable,
        bound,
        factor,
        achieved_tflops: achieved,
        fraction_of_roof: achieved.map(|a| a / attainable),
        min_time_s: flops.map(|f| f / (attainable * 1e12)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvidia::plan::full_occupancy;
    use crate::nvidia::{arch_defaults, ComputeCapability, Kernel, SmemConfig};
    use crate::presets::find;
    use crate::{amd, intel, Full};

    /// A lean launch of `threads` per block (work-group) on the preset `name`, and its GPU's size as the CLI gives
    /// it.
    fn lean(name: &str, threads: u32) -> (crate::launch::Launch, crate::report::About) {
        let preset = find(name).unwrap();
        let units = preset.compute_units.whole();
        match preset.target {
            crate::presets::Target::Nvidia(_) => {
                let launch = crate::nvidia::Launch {
                    gpu: preset.device().unwrap().check().unwrap(),
                    kernel: Kernel::new(threads, 64),
                    smem: SmemConfig::default(),
                };
                (crate::launch::Launch::Nvidia(launch), Default::default())
            }
            crate::presets::Target::Amd(arch) => {
                let kernel = amd::Kernel::new(arch, threads, 128);
                let about = crate::report::About {
                    units: Some(units),
                    ..Default::default()
                };
                (
                    crate::launch::Launch::Amd(amd::Launch { arch, kernel }),
                    about,
                )
            }
            crate::presets::Target::Intel(arch) => {
                let kernel = intel::Kernel {
                    slm_bytes: 65536,
                    ..intel::Kernel::new(threads, 16)
                };
                let about = crate::report::About {
                    units: preset.xves.map(|x| x.whole()),
                    ..Default::default()
                };
                (
                    crate::launch::Launch::Intel(intel::Launch { arch, kernel }),
                    about,
                )
            }
        }
    }

    #[test]
    fn full_occupancy_is_one_method_of_a_launch_of_any_vendor_by_its_vendors_rules() {
        // NVIDIA: the occupancy guide's figures at the launch's block size, its registers set aside.
        let (launch, about) = lean("rtx 4090", 256);
        let crate::launch::Launch::Nvidia(l) = launch else {
            unreachable!()
        };
        let full = launch.full_occupancy(&about).unwrap();
        let figures = full_occupancy(&l.gpu, 256, &SmemConfig::default()).unwrap();
        assert_eq!(
            full,
            Full::Nvidia(crate::nvidia::plan::Full {
                threads: 256,
                sms: 128,
                figures
            })
        );
        let json = full.to_json();
        assert_eq!(json["threads_per_block"], 256);
        assert_eq!(json["min_threads_to_fill"], 1536 * 128);
        assert_eq!(json["max_registers"], figures.max_registers.unwrap());
        // AMD: over the GPU's CUs, its VGPRs set aside.
        let (launch, about) = lean("mi300x", 256);
        let crate::launch::Launch::Amd(l) = launch else {
            unreachable!()
        };
        let full = launch.full_occupancy(&about).unwrap();
        let figures = amd::plan::full_occupancy(l.arch, &l.kernel, 304).unwrap();
        assert_eq!(full, Full::Amd(amd::plan::Full { cus: 304, figures }));
        assert_eq!(
            full.to_json()["min_threads_to_fill"],
            figures.items_per_unit * 304
        );
        // Intel: a row per sub-group size, its SLM set aside, the fill over the GPU's Xe-cores.
        let (launch, about) = lean("b580", 256);
        let full = launch.full_occupancy(&about).unwrap();
        let Full::Intel(intel::plan::Full {
            threads: 256,
            sub_groups,
        }) = &full
        else {
            panic!("{full:?}")
        };
        assert_eq!(
            sub_groups
                .iter()
                .map(|r| r.sub_group_size)
                .collect::<Vec<_>>(),
            [16, 32]
        );
        let arch = intel::arch("xe2-hpg").unwrap();
        for (row, json) in sub_groups
            .iter()
            .zip(full.to_json()["sub_groups"].as_array().unwrap())
        {
            let lean =
                intel::occupancy(arch, &intel::Kernel::new(256, row.sub_group_size)).unwrap();
            assert_eq!(row.workgroups_per_xe_core, lean.workgroups_per_xe_core);
            let fill = u64::from(lean.workgroups_per_xe_core) * 256 * 20;
            assert_eq!(json["min_work_items_to_fill"], fill);
            // The most SLM that keeps the work-groups keeps them, and the next allocation size does not.
            let slm = row.max_slm.unwrap();
            let with = |bytes| intel::Kernel {
                slm_bytes: bytes,
                ..intel::Kernel::new(256, row.sub_group_size)
            };
            assert_eq!(
                intel::occupancy(arch, &with(slm))
                    .unwrap()
                    .workgroups_per_xe_core,
                lean.workgroups_per_xe_core
            );
            if let Some(next) = arch
                .slm_sizes_kib
                .iter()
                .map(|k| k * 1024)
                .find(|b| *b > slm)
            {
                assert!(
                    intel::occupancy(arch, &with(next))
                        .is_ok_and(|r| r.workgroups_per_xe_core < lean.workgroups_per_xe_core)
                        || intel::occupancy(arch, &with(next)).is_err()
                );
            }
        }
    }

    #[test]
    fn a_work_group_no_sub_group_size_runs_names_the_work_group_size() {
        let (launch, about) = lean("b580", 2048);
        let error = launch.full_occupancy(&about).unwrap_err();
        assert_eq!(error.field(), "kernel.threads_per_block");
        assert_eq!(
            error.to_string(),
            "kernel.threads_per_block: no sub-group size of xe2-hpg runs a work-group of 2048 work-items (valid \
             sizes are 1 to 1024)"
        );
    }

    #[test]
    fn a_fused_intel_parts_fill_is_over_its_fractional_xe_cores() {
        // 24 XVEs of Xe-LP are 1.5 Xe-cores, as Intel's calculator counts them.
        let arch = intel::arch("gen12").unwrap();
        let launch = crate::launch::Launch::Intel(intel::Launch {
            arch,
            kernel: intel::Kernel::new(1, 8),
        });
        let about = crate::report::About {
            units: Some(24),
            ..Default::default()
        };
        let Full::Intel(intel::plan::Full { sub_groups, .. }) =
            launch.full_occupancy(&about).unwrap()
        else {
            unreachable!()
        };
        for row in sub_groups {
            let whole = f64::from(row.workgroups_per_xe_core);
            assert_eq!(row.min_items_to_fill, Some(whole * 1.5));
        }
    }

    #[test]
    fn full_occupancy_lines_pad_by_the_columns_a_text_takes() {
        let (launch, about) = lean("mi300x", 256);
        let full = launch.full_occupancy(&about).unwrap();
        let say = |lang| Say::new(lang, crate::report::Terms::Own, Vendor::Amd);
        let mut english = String::new();
        full.write(&mut english, say(msg::Lang::En), |t| t.chars().count())
            .unwrap();
        assert!(
            english.starts_with("\nFull occupancy at 256 work-items per work-group (wave64)\n"),
            "{english}"
        );
        // Each label is padded to 28 columns as the caller measures them: two a character in Chinese.
        let wide = |t: &str| t.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
        for (lang, width) in [
            (
                msg::Lang::En,
                (|t: &str| t.chars().count()) as fn(&str) -> usize,
            ),
            (msg::Lang::Zh, wide),
        ] {
            let mut text = String::new();
            full.write(&mut text, say(lang), width).unwrap();
            let labels = [
                msg::full_reachable_label(),
                msg::full_blocks_label(),
                msg::full_amd_vgprs_label(),
                msg::full_smem_label(),
                msg::full_fill_label(),
            ];
            for (line, label) in text.lines().skip(2).zip(labels) {
                let label = say(lang).say(label);
                let rest = line.strip_prefix(&format!("  {label}")).unwrap();
                let pad = 28usize.saturating_sub(width(&label)) + 1;
                assert!(
                    rest.starts_with(&" ".repeat(pad)) && !rest[pad..].starts_with(' '),
                    "{line}"
                );
            }
        }
    }

    fn roofline(name: &str) -> Roofline {
        Roofline::for_preset(find(name).unwrap())
    }

    #[test]
    fn ridge_points_come_from_the_preset_peaks() {
        for name in ["v100", "a100", "h100 sxm", "rtx 4090"] {
            let preset = find(name).unwrap();
            let r = roofline(name);
            let fp32 = r.roof(Precision::Fp32).unwrap();
            let expected = preset.fp32_tflops.value() * 1000.0 / preset.mem_bw_gbs.value();
            assert!((fp32.ridge - expected).abs() < 1e-9, "{name}");
            // At the ridge the slope meets the roof.
            let at_ridge = r.attainable(Precision::Fp32, fp32.ridge).unwrap();
            assert!((at_ridge - fp32.peak_tflops).abs() < 1e-9, "{name}");
        }
    }

    #[test]
    fn verdicts_on_three_generations() {
        // V100 (Volta), A100 (Ampere), H100 SXM (Hopper): a stream-like kernel (1 FLOP per 12 bytes) is memory-bound,
        // a large GEMM (intensity 200) is compute-bound for FP32 everywhere.
        for name in ["v100", "a100", "h100 sxm"] {
            let r = roofline(name);
            let stream = analyse(
                &r,
                Precision::Fp32,
                Work::Counts {
                    flops: 1e9,
                    bytes: 12e9,
                },
                None,
            )
            .unwrap();
            assert_eq!(stream.bound, Bound::Memory, "{name}");
            assert!((stream.attainable_tflops - r.bandwidth_gbs / 12.0 / 1000.0).abs() < 1e-12);
            let gemm = analyse(&r, Precision::Fp32, Work::Intensity(200.0), None).unwrap();
            assert_eq!(gemm.bound, Bound::Compute, "{name}");
            assert_eq!(
                gemm.attainable_tflops,
                r.roof(Precision::Fp32).unwrap().peak_tflops
            );
            assert!(gemm.factor > 1.0);
        }
    }

    #[test]
    fn achieved_point_and_fraction_of_roof() {
        let r = roofline("a100");
        // 1 TFLOP in 0.1 s at intensity 2: 10 TFLOPS achieved; roof = min(19.5, 1.555 × 2 … ) per the preset.
        let a = analyse(
            &r,
            Precision::Fp32,
            Work::Counts {
                flops: 1e12,
                bytes: 5e11,
            },
            Some(0.1),
        )
        .unwrap();
        assert!((a.achieved_tflops.unwrap() - 10.0).abs() < 1e-9);
        let attainable =
            (r.bandwidth_gbs * 2.0 / 1000.0).min(r.roof(Precision::Fp32).unwrap().peak_tflops);
        assert!((a.fraction_of_roof.unwrap() - 10.0 / attainable).abs() < 1e-9);
        assert!((a.min_time_s.unwrap() - 1.0 / attainable).abs() < 1e-9);
    }

    #[test]
    fn bad_work_names_the_field() {
        let r = roofline("a100");
        let err = analyse(
            &r,
            Precision::Fp32,
            Work::Counts {
                flops: 1.0,
                bytes: 0.0,
            },
            None,
        )
        .unwrap_err();
        assert_eq!(err.field(), "roofline.bytes");
        let err = analyse(&r, Precision::Fp32, Work::Intensity(f64::NAN), None).unwrap_err();
        assert_eq!(err.field(), "roofline.intensity");
        let err = analyse(&r, Precision::Fp32, Work::Intensity(1.0), Some(-1.0)).unwrap_err();
        assert_eq!(err.field(), "roofline.time");
        // Each input past its range is named with the range, before it can overflow a figure: 1e300 FLOPs.
        let counts = |flops, bytes| Work::Counts { flops, bytes };
        let err = analyse(&r, Precision::Fp32, counts(1e300, 1e290), Some(1e-300)).unwrap_err();
        assert_eq!(err.field(), "roofline.flops");
        assert!(
            err.to_string()
                .contains("1e300 FLOPs is out of range: valid values are 1 to 1e24 FLOPs"),
            "{err}"
        );
        let err = analyse(&r, Precision::Fp32, counts(1e24, 1.0), None).unwrap_err();
        assert_eq!(err.field(), "roofline.intensity");
        let err = analyse(&r, Precision::Fp32, counts(1e12, 1e9), Some(1e-300)).unwrap_err();
        assert_eq!(err.field(), "roofline.time");
        for bad in [f64::INFINITY, -1.0, 0.0, 1e10] {
            let err = analyse(&r, Precision::Fp32, Work::Intensity(bad), None).unwrap_err();
            assert_eq!(err.field(), "roofline.intensity", "{bad}");
        }
    }

    #[test]
    fn tiny_intensities_are_refused_not_an_infinite_factor() {
        let r = roofline("a100");
        let err = analyse(&r, Precision::Fp32, Work::Intensity(1e-320), None).unwrap_err();
        assert_eq!(err.field(), "roofline.intensity");
        assert!(
            err.to_string().contains(
                "1e-320 FLOP/byte is out of range: valid values are 1e-9 to 1e9 FLOP/byte"
            ),
            "{err}"
        );
        // Every figure at the ends of the ranges is finite and positive.
        for work in [
            Work::Intensity(INTENSITY.min),
            Work::Intensity(INTENSITY.max),
            Work::Counts {
                flops: FLOPS.max,
                bytes: FLOPS.max / INTENSITY.max,
            },
            Work::Counts {
                flops: FLOPS.min,
                bytes: FLOPS.min / INTENSITY.min,
            },
        ] {
            for time in [None, Some(TIME.min), Some(TIME.max)] {
                for precision in [Precision::Fp32, Precision::Fp64] {
                    let Ok(a) = analyse(&r, precision, work, time) else {
                        continue;
                    };
                    for figure in [a.factor, a.attainable_tflops, a.intensity]
                        .into_iter()
                        .chain(a.achieved_tflops)
                        .chain(a.fraction_of_roof)
                        .chain(a.min_time_s)
                    {
                        assert!(
                            figure.is_normal() && figure > 0.0,
                            "{work:?} {time:?}: {a:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn guide_ga100_figures() {
        // A 128-SM GA100: 64 warps × 32 threads per SM; r_max = 65536 / 2048 = 32; wi_min = 262,144.
        let mut device = arch_defaults(ComputeCapability::new(8, 0)).unwrap().device;
        device.sm_count = 128;
        let gpu = device.check().unwrap();
        let figures = full_occupancy(&gpu, 256, &SmemConfig::default()).unwrap();
        assert_eq!(figures.reachable, 1.0);
        assert_eq!(figures.max_registers, Some(32));
        assert_eq!(figures.blocks_per_sm, 8); // wg_max = 64 × 32 / 256
        assert_eq!(figures.min_threads_to_fill, 262_144);
        // 167,936 B per SM / 8 blocks = 20,992 per block with its 1 KB reservation.
        assert_eq!(figures.max_smem_per_block, Some(19_968));
    }

    #[test]
    fn roofs_follow_the_preset_facts_and_their_provenance() {
        // L20: every peak rests on TechPowerUp-only SM count and clock, so all three are unconfirmed.
        let l20 = find("l20").unwrap();
        let r = Roofline::for_preset(l20);
        assert_eq!(r.roofs.len(), 3);
        for roof in &r.roofs {
            let fact = roof.precision.peak(l20).unwrap();
            assert_eq!(roof.peak_tflops, fact.value());
            assert!(roof.unconfirmed && fact.is_unconfirmed());
        }
        assert!(!r.bandwidth_unconfirmed);
        // A product without tensor cores has no FP16 tensor roof.
        let p100 = find("p100 sxm2").unwrap();
        assert_eq!(Precision::TensorFp16.peak(p100), None);
        assert!(Roofline::for_preset(p100)
            .roof(Precision::TensorFp16)
            .is_none());
    }

    #[test]
    fn the_matrix_roof_is_named_in_the_vendor_s_words() {
        assert_eq!(
            Precision::TensorFp16.label_for(Vendor::Nvidia),
            "FP16/BF16 tensor"
        );
        assert_eq!(
            Precision::TensorFp16.label_for(Vendor::Amd),
            "matrix FP16/BF16 (dense)"
        );
        assert_eq!(Precision::Fp64.label_for(Vendor::Amd), "FP64");
        // MI300X has all three peaks in the database.
        #[cfg(feature = "amd-presets")]
        assert_eq!(Roofline::for_preset(find("mi300x").unwrap()).roofs.len(), 3);
    }

    #[test]
    fn precision_names_round_trip() {
        for precision in Precision::ALL {
            assert_eq!(Precision::from_name(precision.name()), Some(precision));
        }
        assert_eq!(Precision::from_name("bf16"), Some(Precision::TensorFp16));
        assert_eq!(Precision::from_name("int8"), None);
    }
}

/// What a caller gave of a kernel's work: FLOPs and bytes, or the intensity, and a measured time.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Given {
    pub flops: Option<f64>,
    pub bytes: Option<f64>,
    pub intensity: Option<f64>,
    pub time: Option<f64>,
}

impl Given {
    /// The kernel's work, if any was given. Every input given counts: bytes alone or beside the intensity, and a
    /// time without FLOPs, would be ignored (the achieved rate is FLOPs over time), so they are refused.
    pub fn work(&self) -> Result<Option<Work>, Msg<'static>> {
        Ok(match (self.flops, self.bytes, self.intensity) {
            (Some(flops), Some(bytes), None) => Some(Work::Counts { flops, bytes }),
            (None, None, Some(intensity)) => {
                if self.time.is_some() {
                    return Err(msg::roofline_time_not_intensity());
                }
                Some(Work::Intensity(intensity))
            }
            (None, Some(_), Some(_)) => return Err(msg::roofline_bytes_not_intensity()),
            (None, Some(_), None) => return Err(msg::roofline_bytes_needs_flops()),
            (None, None, None) => {
                if self.time.is_some() {
                    return Err(msg::roofline_time_needs_counts());
                }
                None
            }
            (Some(_), _, _) => return Err(msg::roofline_flops_with_bytes()),
        })
    }

    /// [`analyse`]'s error said under the CLI flag of the input it came from (`--flops`), with its range.
    pub fn said_error(&self, error: &Error, work: Work, precision: Precision, say: &Say) -> String {
        let (flag, range, value) = match (error.field(), work) {
            ("roofline.flops", _) => ("--flops", FLOPS, self.flops),
            ("roofline.bytes", _) => ("--bytes", BYTES, self.bytes),
            ("roofline.intensity", Work::Counts { flops, bytes }) => {
                ("--flops / --bytes", INTENSITY, Some(flops / bytes))
            }
            ("roofline.intensity", Work::Intensity(intensity)) => {
                ("--intensity", INTENSITY, Some(intensity))
            }
            ("roofline.time", _) => ("--time", TIME, self.time),
            ("roofline.precision", _) => {
                let precision = say.say(precision.message(Vendor::Nvidia));
                return format!(
                    "--precision: {}",
                    say.say(msg::roofline_no_peak(&precision))
                );
            }
            _ => return error.say(say),
        };
        let Some(value) = value else {
            return format!("{flag}: {}", error.say(say));
        };
        let unit = say.say(range.unit_message());
        let (value, min, max) = (short(value), short(range.min), short(range.max));
        format!(
            "{flag}: {}",
            say.say(msg::roofline_out_of_range(&value, &unit, &min, &max))
        )
    }
}

/// `occ roofline --json`: the GPU's roofs, the kernel's place under them, and the full-occupancy figures.
pub fn to_json(
    preset: &Preset,
    roofline: &Roofline,
    analysis: Option<Analysis>,
    full: &crate::launch::Full,
) -> serde_json::Value {
    let mut value = json!({
        "gpu": preset.id,
        "bandwidth_gbs": roofline.bandwidth_gbs,
        "bandwidth_unconfirmed": roofline.bandwidth_unconfirmed,
        "roofs": roofline.roofs.iter().map(|r| json!({
            "precision": r.precision.name(),
            "peak_tflops": r.peak_tflops,
            "ridge_flop_per_byte": r.ridge,
            "unconfirmed": r.unconfirmed,
        })).collect::<Vec<_>>(),
        "kernel": analysis.map(|a| json!({
            "precision": a.precision.name(),
            "intensity": a.intensity,
            "ridge": a.ridge,
            "attainable_tflops": a.attainable_tflops,
            "bound": match a.bound { Bound::Memory => "memory", Bound::Compute => "compute" },
            "factor": a.factor,
            "achieved_tflops": a.achieved_tflops,
            "fraction_of_roof": a.fraction_of_roof,
            "min_time_s": a.min_time_s,
        })),
    });
    value["full_occupancy"] = full.to_json();
    value
}
