//! One launch of any vendor and its answer: the one place that dispatches to the three vendors' rules, each an
//! [`Engine`] (the contract in [`crate::contract`]), so that `occ batch`, `occ compare`, `occ roofline`, the
//! profiler reports and the page take a launch the same way whatever its GPU. A fourth vendor is one variant here
//! and one in `dto` (the batch line and answer it reads and writes).

use std::fmt;

use crate::contract::{Engine, Figures, Resident, Resource};
use crate::error::Error;
use crate::msg::{Msg, Say};
use crate::plan::{Planned, Request};
use crate::presets::{Preset, Target};
use crate::report::About;
use crate::vendor::Vendor;
use crate::{amd, intel, nvidia};

/// One launch on a GPU of any vendor, each in its vendor's terms.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Launch {
    Nvidia(nvidia::Launch),
    Amd(amd::Launch),
    Intel(intel::Launch),
}

/// A launch with its occupancy, as its vendor's rules compute it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Answer {
    Nvidia(nvidia::Launch, nvidia::Occupancy),
    Amd(amd::Launch, amd::Occupancy),
    Intel(intel::Launch, intel::Occupancy),
}

/// `occ roofline`'s full-occupancy figures of a work-group size on a GPU of any vendor, each in its vendor's terms
/// ([`Engine::full_occupancy`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Full {
    Nvidia(nvidia::plan::Full),
    Amd(amd::plan::Full),
    Intel(intel::plan::Full),
}

/// `$body` with `$launch` bound to the vendor's launch (`Launch`) of every variant.
macro_rules! each_launch {
    ($value:expr, $launch:ident => $body:expr) => {
        match $value {
            Launch::Nvidia($launch) => $body,
            Launch::Amd($launch) => $body,
            Launch::Intel($launch) => $body,
        }
    };
}

/// `$body` with `$launch` and `$result` bound to the vendor's launch and occupancy of every variant; `$vendor` names
/// the vendor's [`Engine`] for its associated functions.
macro_rules! each_answer {
    ($value:expr, $vendor:ident, $launch:ident, $result:ident => $body:expr) => {
        match $value {
            Answer::Nvidia($launch, $result) => {
                #[allow(dead_code)]
                type $vendor = nvidia::Launch;
                $body
            }
            Answer::Amd($launch, $result) => {
                #[allow(dead_code)]
                type $vendor = amd::Launch;
                $body
            }
            Answer::Intel($launch, $result) => {
                #[allow(dead_code)]
                type $vendor = intel::Launch;
                $body
            }
        }
    };
}

impl Launch {
    pub fn vendor(&self) -> Vendor {
        match self {
            Self::Nvidia(_) => Vendor::Nvidia,
            Self::Amd(_) => Vendor::Amd,
            Self::Intel(_) => Vendor::Intel,
        }
    }

    /// The lean launch of `threads` per block (work-group) on `preset`'s GPU (`<vendor>::Launch::lean`: no
    /// registers or memory), and what the preset tells of the GPU's size: the launch whose full-occupancy figures
    /// `occ roofline` gives.
    pub fn lean(preset: &Preset, threads: u32) -> Result<(Self, About), Error> {
        Ok(match preset.target {
            Target::Nvidia(_) => (
                Self::Nvidia(nvidia::Launch::lean(preset.device()?.check()?, threads)),
                About::default(),
            ),
            Target::Amd(arch) => (
                Self::Amd(amd::Launch::lean(arch, threads)),
                About {
                    name: Some(preset.name),
                    boost_mhz: Some(preset.boost_mhz.whole()),
                    units: Some(preset.compute_units.whole()),
                    global: None,
                },
            ),
            Target::Intel(arch) => (
                Self::Intel(intel::Launch::lean(arch, threads)),
                About {
                    units: preset.xves.map(|x| x.whole()),
                    ..About::default()
                },
            ),
        })
    }

    /// The launch's occupancy by its vendor's rules; an error names the field the GPU cannot take.
    pub fn answer(&self) -> Result<Answer, Error> {
        Ok(match *self {
            Self::Nvidia(launch) => Answer::Nvidia(launch, launch.occupancy()?),
            Self::Amd(launch) => Answer::Amd(launch, launch.occupancy()?),
            Self::Intel(launch) => Answer::Intel(launch, launch.occupancy()?),
        })
    }

    /// The full-occupancy figures of the launch's work-group size on the GPU `about` sizes, by its vendor's rules
    /// ([`Engine::full_occupancy`]); on an Intel GPU for every sub-group size of the architecture. A GPU of unknown
    /// size is one compute unit.
    pub fn full_occupancy(&self, about: &About) -> Result<Full, Error> {
        Ok(match self {
            Self::Nvidia(l) => Full::Nvidia(l.full_occupancy(about)?),
            Self::Amd(l) => Full::Amd(l.full_occupancy(about)?),
            Self::Intel(l) => Full::Intel(l.full_occupancy(about)?),
        })
    }
}

impl Full {
    /// The figures as `occ roofline --json` prints them under `full_occupancy`, in the vendor's keys.
    pub fn to_json(&self) -> serde_json::Value {
        match self {
            Self::Nvidia(f) => f.to_json(),
            Self::Amd(f) => f.to_json(),
            Self::Intel(f) => f.to_json(),
        }
    }

    /// The figures as `occ roofline` prints them after the roofs ([`Figures::write`]).
    pub fn write(&self, out: &mut String, say: Say, width: fn(&str) -> usize) -> fmt::Result {
        match self {
            Self::Nvidia(f) => f.write(out, say, width),
            Self::Amd(f) => f.write(out, say, width),
            Self::Intel(f) => f.write(out, say, width),
        }
    }
}

impl Answer {
    pub fn vendor(&self) -> Vendor {
        self.launch().vendor()
    }

    pub fn launch(&self) -> Launch {
        match *self {
            Self::Nvidia(launch, _) => Launch::Nvidia(launch),
            Self::Amd(launch, _) => Launch::Amd(launch),
            Self::Intel(launch, _) => Launch::Intel(launch),
        }
    }

    /// The occupancy as a fraction of the compute unit's slots (SM, SIMD or Xe-core), as each vendor counts it.
    pub fn occupancy(&self) -> f64 {
        each_answer!(self, V, _l, result => V::fraction(result))
    }

    /// The report `occ calc` prints, in `say`'s language and words: its vendor's sections (its `report` module),
    /// on the GPU `about` describes.
    pub fn report(&self, about: &About, say: &Say) -> Result<String, Error> {
        each_answer!(self, V, l, result => l.report(result, about, say))
    }

    /// `occ plan`'s report and its JSON form, by its vendor's planning (its `plan` module), on the GPU `about`
    /// describes, for the grid and the dynamic shared memory `request` gives; the report in `say`'s language and
    /// words.
    pub fn plan(&self, about: &About, request: &Request, say: Say) -> Result<Planned, Error> {
        each_launch!(self.launch(), l => l.plan(about, request, say))
    }

    /// Each step that raises the occupancy ([`crate::plan::Level::raised_to`]), in a line of a comparison's table,
    /// in `say`'s language and words: "Registers per thread 80 → 64: 4 blocks/SM"; none when [`Self::no_step`]
    /// says why.
    pub fn next_steps(&self, say: &Say) -> Result<Vec<String>, Error> {
        let say = &say.about(self.vendor());
        each_launch!(self.launch(), l => l.next_steps(say))
    }

    /// Why the answer has no next step, in `say`'s language and words: "none needed" at the maximum occupancy, else
    /// the limits that bind.
    pub fn no_step(&self, say: &Say) -> String {
        let say = &say.about(self.vendor());
        each_answer!(self, V, _l, result => V::no_step(result, say))
    }

    /// What the figures alone do not say, in `say`'s language and words: the `warnings` of the answer's JSON, which
    /// are English.
    pub fn warnings(&self, say: &Say) -> Vec<String> {
        let say = &say.about(self.vendor());
        each_answer!(self, V, l, result => l.warnings(result, say))
    }

    /// The limiters that bind, listed in `say`'s language and words as `occ plan` lists them (in English `occ
    /// batch`'s names): "registers, warps".
    pub fn limiters(&self, say: &Say) -> String {
        let say = &say.about(self.vendor());
        let names: Vec<String> = each_answer!(self, V, _l, result => {
            V::limiters(result).into_iter().map(|l| say.say(l.listed())).collect()
        });
        names
            .into_iter()
            .fold(String::new(), |list, name| match list.is_empty() {
                true => name,
                false => say.say(crate::msg::report_limit_more(&list, &name)),
            })
    }

    /// The labels of the limiters that bind ("Registers"), in the order their vendor lists its limiters.
    pub fn binding_labels(&self) -> Vec<Msg<'static>> {
        each_answer!(self, V, _l, result => V::limiters(result).into_iter().map(|l| l.label()).collect())
    }

    /// The names (as JSON has them) of the limiters that bind.
    pub fn limiter_names(&self) -> Vec<&'static str> {
        each_answer!(self, V, _l, result => V::limiters(result).into_iter().map(|l| l.name()).collect())
    }

    /// What each resource allows, by its limiter's `occ batch` name, in the vendor's unit (blocks per SM, waves
    /// per SIMD, work-groups per Xe-core); `None` where the resource limits nothing.
    pub fn limits(&self) -> Vec<(&'static str, Option<u32>)> {
        each_answer!(self, V, _l, result => {
            V::limits(result).into_iter().map(|(l, n)| (l.name(), n)).collect()
        })
    }

    /// The blocks (work-groups) resident on each compute unit, in the vendor's words.
    pub fn resident(&self) -> Resident {
        each_answer!(self, V, l, result => l.resident(result))
    }

    /// Why the limiter its batch answer names `limiter` allows what it does (empty for a name the vendor's limiters
    /// do not have).
    pub fn why(&self, limiter: &str, say: &Say) -> String {
        each_answer!(self, V, l, result => l.why(result, limiter, say))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dto::{self, Gpus, Line};
    use crate::plan::Request;
    use crate::report::Terms;

    /// Presets as `occ batch` finds them, uncached.
    struct Presets;

    impl Gpus for Presets {
        fn nvidia_named(&mut self, name: &str) -> Result<nvidia::Gpu, String> {
            let preset = crate::presets::find(name).map_err(|e| e.to_string())?;
            preset
                .device()
                .and_then(|d| d.check())
                .map_err(|e| e.to_string())
        }
        fn nvidia_described(
            &mut self,
            device: nvidia::dto::DeviceDto,
        ) -> Result<nvidia::Gpu, String> {
            device
                .to_device()
                .and_then(|d| d.check())
                .map_err(|e| e.to_string())
        }
        fn amd_named(&mut self, name: &str) -> Result<&'static amd::Arch, String> {
            let preset = crate::presets::find(name).map_err(|e| e.to_string())?;
            preset
                .target
                .amd()
                .ok_or_else(|| format!("{name} is not AMD's"))
        }
        fn intel_named(&mut self, name: &str) -> Result<&'static intel::Arch, String> {
            let preset = crate::presets::find(name).map_err(|e| e.to_string())?;
            preset
                .target
                .intel()
                .ok_or_else(|| format!("{name} is not Intel's"))
        }
    }

    #[test]
    fn a_line_of_each_vendor_becomes_that_vendors_launch_and_answer() {
        let lines = [
            (
                r#"{"device":{"cc":"8.9"},"kernel":{"threads_per_block":256,"regs_per_thread":64}}"#,
                Vendor::Nvidia,
            ),
            (
                r#"{"device":{"arch":"gfx942"},"kernel":{"threads_per_block":256,"vgprs":64}}"#,
                Vendor::Amd,
            ),
            (
                r#"{"device":{"arch":"xe-hpc","xve_count":1024},"kernel":{"threads_per_block":256,"sub_group_size":16}}"#,
                Vendor::Intel,
            ),
        ];
        for (text, vendor) in lines {
            let launch = Line::read(text).unwrap().launch(&mut Presets).unwrap();
            assert_eq!(launch.vendor(), vendor, "{text}");
            let answer = launch.answer().unwrap();
            assert_eq!(answer.vendor(), vendor);
            assert_eq!(answer.launch(), launch);
            let json = answer.to_dto().unwrap();
            // The answer is the vendor's own batch output for the same launch.
            let expected = match launch {
                Launch::Nvidia(l) => dto::Answer::Nvidia(
                    nvidia::dto::BatchOutput::evaluate(&l.gpu, &l.kernel, &l.smem).unwrap(),
                ),
                Launch::Amd(l) => {
                    dto::Answer::Amd(amd::dto::AmdBatchOutput::evaluate(l.arch, &l.kernel).unwrap())
                }
                Launch::Intel(l) => dto::Answer::Intel(
                    intel::dto::IntelBatchOutput::evaluate(l.arch, &l.kernel).unwrap(),
                ),
            };
            assert_eq!(json, expected);
            assert!(answer.occupancy() > 0.0 && answer.occupancy() <= 1.0);
        }
    }

    #[test]
    fn a_line_of_no_vendor_is_none_and_a_bad_gpu_is_the_batch_error() {
        assert!(Line::read(r#"{"kernel":{"threads_per_block":256}}"#).is_none());
        assert!(Line::read("[1]").is_none());
        let both = r#"{"gpu":"4090","device":{"cc":"8.9"},"kernel":{"threads_per_block":256,"regs_per_thread":64}}"#;
        assert_eq!(
            Line::read(both).unwrap().launch(&mut Presets).unwrap_err(),
            "give either \"gpu\" or \"device\", not both"
        );
        let neither = r#"{"kernel":{"threads_per_block":256,"vgprs":64}}"#;
        assert_eq!(
            Line::read(neither)
                .unwrap()
                .launch(&mut Presets)
                .unwrap_err(),
            "missing \"gpu\" (a preset name) or \"device\" (a gfx target: {\"arch\": \"gfx90a\"})"
        );
    }

    /// One launch of each vendor, answered.
    fn answers() -> [Answer; 3] {
        [
            r#"{"device":{"cc":"8.9","sm_count":128},"kernel":{"threads_per_block":1024,"regs_per_thread":64}}"#,
            r#"{"device":{"arch":"gfx942"},"kernel":{"threads_per_block":256,"vgprs":128}}"#,
            r#"{"device":{"arch":"xe-hpc","xve_count":1024},"kernel":{"threads_per_block":1024,"sub_group_size":16,"slm_bytes":65536}}"#,
        ]
        .map(|text| {
            Line::read(text)
                .unwrap()
                .launch(&mut Presets)
                .unwrap()
                .answer()
                .unwrap()
        })
    }

    #[test]
    fn an_answer_reports_in_its_vendors_sections_and_words() {
        let about = About::default();
        let [nvidia, amd, intel] = answers();
        let report = nvidia
            .report(&about, &Say::english(Vendor::Nvidia))
            .unwrap();
        assert!(
            report.starts_with("GPU     generic CC 8.9 Ada AD10x (SM count unknown"),
            "{report}"
        );
        assert!(report.contains("\nAllocated resources ") && report.contains("\nLaunch\n"));
        let report = amd.report(&about, &Say::english(Vendor::Nvidia)).unwrap();
        assert!(report.starts_with("GPU     generic gfx942, "), "{report}");
        assert!(
            report.contains("\nVGPR thresholds on gfx942 (wave64"),
            "{report}"
        );
        let report = intel.report(&about, &Say::english(Vendor::Nvidia)).unwrap();
        assert!(report.contains("Xe-core occupancy"), "{report}");
        assert!(!report.contains("GPU occupancy (global size"), "{report}");
        // The same answer in another vocabulary: CUDA's words for AMD's work-groups.
        let cuda = amd
            .report(&about, &Say::english(Vendor::Amd).with_terms(Terms::Cuda))
            .unwrap();
        assert!(
            cuda.contains("Blocks per") && !cuda.contains("Work-groups per"),
            "{cuda}"
        );
    }

    #[test]
    fn what_the_caller_knows_of_the_gpu_names_it_and_sizes_it() {
        let [nvidia, amd, intel] = answers();
        let named = About {
            name: Some("Some GPU"),
            boost_mhz: Some(2100),
            units: Some(304),
            global: None,
        };
        let report = amd.report(&named, &Say::english(Vendor::Amd)).unwrap();
        assert!(report.starts_with("GPU     Some GPU (gfx942, "), "{report}");
        assert!(
            report.contains("304 CUs") && report.contains("2,100 MHz"),
            "{report}"
        );
        let sized = About {
            units: Some(128),
            ..About::default()
        };
        let report = nvidia
            .report(&sized, &Say::english(Vendor::Nvidia))
            .unwrap();
        assert!(report.contains("(128 SMs)"), "{report}");
        // Intel's size is its XVE count; with a global size the report and --json add the whole GPU's waves.
        let global = About {
            units: Some(1024),
            global: Some(1 << 20),
            ..About::default()
        };
        let report = intel.report(&global, &Say::english(Vendor::Intel)).unwrap();
        assert!(report.contains("128 Xe-cores, 1,024 XVEs"), "{report}");
        assert!(
            report.contains("GPU occupancy (global size 1,048,576 work-items)"),
            "{report}"
        );
        let calc = intel.to_calc(&global).unwrap();
        assert_eq!(calc.gpu_occupancy.unwrap()["global_size"], 1 << 20);
        assert_eq!(nvidia.to_calc(&global).unwrap().gpu_occupancy, None);
    }

    #[test]
    fn an_answer_says_why_each_of_its_limiters_allows_what_it_does() {
        for answer in answers() {
            let json = serde_json::to_value(answer.to_dto().unwrap()).unwrap();
            let binding = json["limiters"].as_array().unwrap();
            assert!(!binding.is_empty(), "{json}");
            for name in binding {
                let why = answer.why(name.as_str().unwrap(), &Say::english(answer.vendor()));
                assert!(!why.is_empty(), "{name}: {json}");
                assert!(answer
                    .report(&About::default(), &Say::english(answer.vendor()))
                    .unwrap()
                    .contains(&why));
            }
            assert_eq!(
                answer.why("no such limiter", &Say::english(answer.vendor())),
                ""
            );
        }
    }

    #[test]
    fn an_answer_gives_its_next_steps_and_residents_in_its_vendors_units() {
        let answer = |text: &str| {
            Line::read(text)
                .unwrap()
                .launch(&mut Presets)
                .unwrap()
                .answer()
                .unwrap()
        };
        let nvidia = answer(
            r#"{"device":{"cc":"8.0"},"kernel":{"threads_per_block":1024,"regs_per_thread":65}}"#,
        );
        assert_eq!(
            nvidia.resident(),
            Resident {
                count: 0,
                block: "block",
                unit: "SM"
            }
        );
        assert_eq!(
            nvidia.next_steps(&Say::english(Vendor::Nvidia)).unwrap(),
            ["Registers per thread 65 → 64: 1 blocks/SM"]
        );
        let amd = answer(
            r#"{"device":{"arch":"gfx942"},"kernel":{"threads_per_block":1024,"vgprs":128}}"#,
        );
        assert_eq!(
            amd.resident(),
            Resident {
                count: 1,
                block: "work-group",
                unit: "CU"
            }
        );
        assert_eq!(
            amd.next_steps(&Say::english(Vendor::Amd)).unwrap(),
            ["VGPRs per work-item 128 → 96: 5 waves/SIMD"]
        );
        // RDNA schedules a work-group onto a WGP unless the kernel runs in CU mode.
        let wgp = r#"{"device":{"arch":"gfx1100"},"kernel":{"threads_per_block":256,"vgprs":64}}"#;
        assert_eq!(answer(wgp).resident().unit, "WGP");
        let cu = r#"{"device":{"arch":"gfx1100"},"kernel":{"threads_per_block":256,"vgprs":64,"cu_mode":true}}"#;
        assert_eq!(answer(cu).resident().unit, "CU");
        let intel = answer(
            r#"{"device":{"arch":"xe2-hpg","xve_count":160},"kernel":{"threads_per_block":1024,"sub_group_size":32}}"#,
        );
        assert_eq!(intel.resident().count, 2);
        assert_eq!(intel.resident().unit, "Xe-core");
        // Two work-groups of 32 hardware threads fill the Xe-core's 64: three of 21 (672 work-items) would be 63.
        assert!(intel
            .next_steps(&Say::english(Vendor::Intel))
            .unwrap()
            .is_empty());
        let intel = answer(
            r#"{"device":{"arch":"xe2-hpg","xve_count":160},"kernel":{"threads_per_block":768,"sub_group_size":32}}"#,
        );
        // Two of 24 threads (768 work-items) hold 48: 800 work-items are the nearest size that holds more, 50
        // (672, three of 21 for 63, are farther).
        assert_eq!(
            intel.next_steps(&Say::english(Vendor::Intel)).unwrap(),
            ["Hardware threads: grow the work-group to 800 work-items for 50 hardware threads per Xe-core (48 now)"]
        );
    }

    #[test]
    fn an_answer_without_a_step_says_why_alike_on_every_vendor() {
        let answer = |text: &str| {
            Line::read(text)
                .unwrap()
                .launch(&mut Presets)
                .unwrap()
                .answer()
                .unwrap()
        };
        let none = |line: &str, vendor: Vendor| {
            let a = answer(line);
            let say = Say::english(vendor);
            assert!(a.next_steps(&say).unwrap().is_empty(), "{line}");
            a.no_step(&say)
        };
        // At the maximum: none needed, each in its vendor's unit.
        assert_eq!(
            none(
                r#"{"device":{"cc":"8.0"},"kernel":{"threads_per_block":1024,"regs_per_thread":32}}"#,
                Vendor::Nvidia
            ),
            "none needed: every SM holds its maximum of warps"
        );
        assert_eq!(
            none(
                r#"{"device":{"arch":"gfx90a"},"kernel":{"threads_per_block":256,"vgprs":32}}"#,
                Vendor::Amd
            ),
            "none needed: every SIMD holds its maximum of waves"
        );
        assert_eq!(
            none(
                r#"{"device":{"arch":"xe2-hpg","xve_count":160},"kernel":{"threads_per_block":128,"sub_group_size":16}}"#,
                Vendor::Intel
            ),
            "none needed: the work-groups fill every hardware thread the Xe-core has"
        );
        // Below it, where no one change raises it: the limits that bind. On NVIDIA, registers and 100 KiB of shared
        // memory both allow one block of 1,024 threads (a smaller block leaves the shared memory's one block).
        assert_eq!(
            none(
                r#"{"device":{"cc":"8.0"},"kernel":{"threads_per_block":1024,"regs_per_thread":64,"dynamic_smem":102400,"opt_in":true}}"#,
                Vendor::Nvidia
            ),
            "none: no single change raises the occupancy (limited by Registers, Shared memory)"
        );
        // Warps bind at 768 threads (two blocks of 24 warps, 48 of 64): the nearest block size that raises it.
        let warps = answer(
            r#"{"device":{"cc":"8.0"},"kernel":{"threads_per_block":768,"regs_per_thread":16}}"#,
        );
        assert_eq!(
            warps.next_steps(&Say::english(Vendor::Nvidia)).unwrap(),
            ["Block size 768 → 800: 78.12 %"]
        );
        // On Intel, 48 hardware threads and all of the SLM both allow one work-group of 768 work-items: a larger
        // one holds more threads in the same SLM, the nearest 784 work-items.
        let slm = answer(
            r#"{"device":{"arch":"xe2-hpg","xve_count":160},"kernel":{"threads_per_block":768,"sub_group_size":16,"slm_bytes":131072}}"#,
        );
        assert_eq!(
            slm.next_steps(&Say::english(Vendor::Intel)).unwrap(),
            ["Hardware threads: grow the work-group to 784 work-items for 49 hardware threads per Xe-core (48 now)"]
        );
    }

    #[test]
    fn an_answer_plans_by_its_vendors_planning() {
        let [nvidia, amd, intel] = answers();
        let grid = Request {
            grid: Some(1000),
            smem_per_thread: 0,
        };
        let planned = nvidia
            .plan(&About::default(), &grid, Say::english(Vendor::Nvidia))
            .unwrap();
        assert!(
            planned.text.starts_with("Block size      blocks/SM"),
            "{}",
            planned.text
        );
        assert_eq!(planned.json["waves"]["grid_blocks"], 1000);
        // Shared memory that grows with the block size is NVIDIA's, and changes its table.
        let per_thread = Request {
            smem_per_thread: 64,
            ..grid
        };
        let grown = nvidia
            .plan(&About::default(), &per_thread, Say::english(Vendor::Nvidia))
            .unwrap();
        assert_ne!(grown.json["block_sizes"], planned.json["block_sizes"]);
        let cus = About {
            units: Some(304),
            ..About::default()
        };
        let planned = amd.plan(&cus, &grid, Say::english(Vendor::Nvidia)).unwrap();
        assert_eq!(planned.json["vendor"], "amd");
        assert_eq!(planned.json["units"], 304);
        assert!(
            planned.text.contains("\nVGPR thresholds on gfx942"),
            "{}",
            planned.text
        );
        // Intel's grid becomes a global size over the GPU's Xe-cores, its XVE count from `about`.
        let xves = About {
            units: Some(1024),
            ..About::default()
        };
        let planned = intel
            .plan(&xves, &grid, Say::english(Vendor::Nvidia))
            .unwrap();
        assert_eq!(planned.json["units"], 128);
        assert_eq!(planned.json["gpu_occupancy"]["workgroups"], 1000);
        assert!(
            planned.text.contains("Intel's GPU occupancy: peak"),
            "{}",
            planned.text
        );
    }
}
