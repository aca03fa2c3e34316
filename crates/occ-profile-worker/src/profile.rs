//! A report (Nsight Compute's CSV or text, rocprof's CSVs, unitrace's and onetrace's device timing summaries) read
//! and every launch group compared on its GPU by occ-core's `profile::evaluate`, answered as `occ profile --json`'s
//! lines with the texts a person reads said in the page's language and words.

use occ_core::msg::{Lang, Say};
use occ_core::presets::{self, Target};
use occ_core::profile::{self, Named, Order, Units};
use occ_core::report::Terms;
use serde::Deserialize;
use serde_json::{json, Value};

/// What the page sends with a report: its GPU (a preset id; or, without a product, a compute capability, a gfx target
/// or an Xe architecture), which stands in where the report names none, and how the answer's texts are said.
#[derive(Debug, Default, Deserialize)]
pub struct Ask {
    pub preset: Option<String>,
    pub cc: Option<String>,
    pub arch: Option<String>,
    /// The GPU's size in its vendor's unit (SMs, CUs, XVEs), as the page's input takes it.
    pub units: Option<u32>,
    pub lang: Option<String>,
    pub terms: Option<String>,
}

/// The answer to one report: `{"profile": {"rows": [...], "unread": [...], "waiting": [...]}}`. Each row is
/// `profile::to_json`'s line with `said`, its texts in the page's language and words. `waiting` names the vendors
/// whose launches wait for one of their GPUs to be selected (the report names none, and the page's is another's).
pub fn answer(ask: &Ask, text: &str) -> String {
    let cc = ask
        .cc
        .as_deref()
        .and_then(|cc| Target::compute_capability(cc).ok());
    let preset = ask.preset.as_deref().and_then(|id| presets::find(id).ok());
    let target = cc.or_else(|| ask.arch.as_deref().and_then(Target::arch));
    let vendor = preset.map(|p| p.target).or(target).map(Target::vendor);
    let named = Named {
        preset,
        target,
        stands_in: true,
        units: vendor.zip(ask.units).map(|(v, n)| Units::of(v, n)),
    };
    let lang = match ask.lang.as_deref() {
        Some("zh") => Lang::Zh,
        _ => Lang::En,
    };
    let terms = ask
        .terms
        .as_deref()
        .and_then(Terms::parse)
        .unwrap_or_default();
    let evaluated = profile::evaluate(text, named, Order::Time);
    let rows: Vec<Value> = evaluated
        .compared
        .iter()
        .map(|c| {
            let say = Say::new(lang, terms, c.answer.vendor());
            let mut line = profile::to_json(c);
            if let Some(object) = line.as_object_mut() {
                object.insert(
                    "said".into(),
                    json!({
                        "gpu": c.gpu(&say),
                        "limiters": c.answer.limiters(&say),
                        "gap": c.gap.as_ref().map(|g| g.say(&say)),
                        "cluster": c.cluster().map(|m| m.say(&say)),
                        "assumed": profile::said(&c.assumed, &say),
                        "differs": profile::said(&c.differs, &say),
                    }),
                );
            }
            line
        })
        .collect();
    // The rows not read, in the words of the profiler's vendor.
    let say = Say::new(
        lang,
        terms,
        evaluated.vendor.unwrap_or(occ_core::Vendor::Nvidia),
    );
    let unread: Vec<Value> = evaluated
        .unread
        .iter()
        .map(|u| json!({ "line": u.line, "reason": u.reason.say(&say) }))
        .collect();
    let mut waiting: Vec<&str> = evaluated.waiting.iter().map(|(_, v)| v.name()).collect();
    waiting.sort_unstable();
    waiting.dedup();
    json!({ "profile": { "rows": rows, "unread": unread, "waiting": waiting } }).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NCU: &str =
        include_str!("../../occ-core/tests/fixtures/profile/superbench_cublaslt_sm100.ncu.csv");
    /// An Nsight Compute CSV without the "CC" and device columns: it names no GPU.
    const NCU_NO_CC: &str =
        include_str!("../../occ-core/tests/fixtures/profile/rodinia_cfd_v100.ncu.csv");
    const ROCPROF: &str =
        include_str!("../../occ-core/tests/fixtures/profile/rocprofv3_kernel_trace.csv");
    const UNITRACE: &str =
        include_str!("../../occ-core/tests/fixtures/profile/ze_tracer_verbose_device_timing.txt");

    fn answered(ask: &Ask, text: &str) -> Value {
        serde_json::from_str::<Value>(&answer(ask, text)).unwrap()["profile"].clone()
    }

    fn on(preset: &str) -> Ask {
        Ask {
            preset: Some(preset.into()),
            ..Ask::default()
        }
    }

    /// `occ profile --gpu <preset> --json`'s lines, as the CLI computes them.
    fn cli_lines(text: &str, preset: Option<&str>) -> Vec<Value> {
        let named = Named {
            preset: preset.map(|p| presets::find(p).unwrap()),
            ..Named::default()
        };
        profile::evaluate(text, named, Order::Time)
            .compared
            .iter()
            .map(profile::to_json)
            .collect()
    }

    /// A row is the CLI's line and its texts, nothing else.
    fn same_lines(rows: &Value, lines: &[Value]) {
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), lines.len());
        assert!(!rows.is_empty());
        for (row, line) in rows.iter().zip(lines) {
            let mut row = row.clone();
            assert!(row.as_object_mut().unwrap().remove("said").is_some());
            assert_eq!(&row, line);
        }
    }

    #[test]
    fn rows_are_occ_profile_json_lines_with_their_texts_said() {
        let json = answered(&Ask::default(), NCU);
        same_lines(&json["rows"], &cli_lines(NCU, None));
        let evaluated = profile::evaluate(NCU, Named::default(), Order::Time);
        let c = &evaluated.compared[0];
        assert_eq!(
            json["rows"][0]["said"]["limiters"],
            c.answer.limiters(&Say::english(c.answer.vendor()))
        );
        // The page's NVIDIA GPU does not replace the compute capability the report names.
        same_lines(
            &answered(&on("rtx 4090"), NCU)["rows"],
            &cli_lines(NCU, None),
        );
    }

    #[test]
    fn a_report_without_a_compute_capability_is_compared_on_the_pages_nvidia_gpu() {
        let none = answered(&Ask::default(), NCU_NO_CC);
        assert_eq!(none["rows"], json!([]));
        assert_eq!(none["waiting"], json!(["nvidia"]));
        same_lines(
            &answered(&on("v100"), NCU_NO_CC)["rows"],
            &cli_lines(NCU_NO_CC, Some("v100")),
        );
        // Another vendor's GPU waits, not refused by name.
        let amd = answered(&on("mi300x"), NCU_NO_CC);
        assert_eq!(
            (amd["rows"].clone(), amd["unread"].clone()),
            (json!([]), json!([]))
        );
        assert_eq!(amd["waiting"], json!(["nvidia"]));
    }

    #[test]
    fn an_intel_report_is_compared_on_the_pages_intel_gpu() {
        let none = answered(&on("rtx 4090"), UNITRACE);
        assert_eq!(none["rows"], json!([]));
        assert_eq!(none["waiting"], json!(["intel"]));
        let b580 = answered(&on("b580"), UNITRACE);
        same_lines(&b580["rows"], &cli_lines(UNITRACE, Some("b580")));
        assert_eq!(b580["waiting"], json!([]));
        assert_eq!(b580["rows"][0]["vendor"], "intel");
    }

    #[test]
    fn an_amd_report_is_compared_on_the_named_target_only() {
        let none = answered(&Ask::default(), ROCPROF);
        assert_eq!(none["rows"], json!([]));
        assert_eq!(none["unread"], json!([]));
        assert_eq!(none["waiting"], json!(["amd"]));
        let ask = Ask {
            arch: Some("gfx942".into()),
            lang: Some("zh".into()),
            ..Ask::default()
        };
        let named = answered(&ask, ROCPROF);
        let rows = named["rows"].as_array().unwrap();
        assert!(!rows.is_empty());
        assert_eq!(rows[0]["vendor"], "amd");
        assert_eq!(named["waiting"], json!([]));
        // Texts said in Chinese when asked: the limiters of the same row differ from English's.
        let english = answered(
            &Ask {
                arch: Some("gfx942".into()),
                ..Ask::default()
            },
            ROCPROF,
        );
        assert_eq!(english["rows"][0]["occupancy"], rows[0]["occupancy"]);
        assert_ne!(
            english["rows"][0]["said"]["limiters"],
            rows[0]["said"]["limiters"]
        );
    }

    /// The occupancy of every row, in order.
    fn occupancies(rows: &Value) -> Vec<f64> {
        rows.as_array()
            .unwrap()
            .iter()
            .map(|r| r["occupancy"].as_f64().unwrap())
            .collect()
    }

    #[test]
    fn a_generic_gpu_stands_in_as_a_product_of_its_target_does() {
        // An NVIDIA report without a compute capability on CC 7.0's generic device: V100's occupancy (a CC 7.0
        // product).
        let generic = answered(
            &Ask {
                cc: Some("7.0".into()),
                ..Ask::default()
            },
            NCU_NO_CC,
        );
        let v100 = answered(&on("v100"), NCU_NO_CC);
        assert!(!occupancies(&generic["rows"]).is_empty());
        assert_eq!(occupancies(&generic["rows"]), occupancies(&v100["rows"]));
        // The report gives no SM count: none is said, and the grid's waves are not counted.
        assert_eq!(generic["rows"][0]["gpu"], "CC 7.0");
        let assumed = generic["rows"][0]["assumed"].to_string();
        assert!(assumed.contains("no SM count"), "{assumed}");
        let named = Named {
            target: Some(Target::Nvidia("7.0".parse().unwrap())),
            ..Named::default()
        };
        let lines: Vec<Value> = profile::evaluate(NCU_NO_CC, named, Order::Time)
            .compared
            .iter()
            .map(profile::to_json)
            .collect();
        same_lines(&generic["rows"], &lines);
        // An Intel report on the Xe architecture without a product: B580's occupancy (an Xe2-HPG product), its
        // waves not counted, and that said.
        let generic = answered(
            &Ask {
                arch: Some("xe2-hpg".into()),
                ..Ask::default()
            },
            UNITRACE,
        );
        let b580 = answered(&on("b580"), UNITRACE);
        assert!(!occupancies(&generic["rows"]).is_empty());
        assert_eq!(occupancies(&generic["rows"]), occupancies(&b580["rows"]));
        assert_eq!(generic["waiting"], json!([]));
        let assumed = generic["rows"][0]["assumed"].to_string();
        assert!(assumed.contains("no Xe-core count"), "{assumed}");
    }

    #[test]
    fn the_size_typed_counts_the_waves_in_the_gpus_unit() {
        // The page's input is the GPU's SMs, CUs or XVEs, by its vendor: each counts the waves where no product does.
        for (ask, text, gpu, counted) in [
            (
                Ask {
                    cc: Some("7.0".into()),
                    units: Some(80),
                    ..Ask::default()
                },
                NCU_NO_CC,
                "CC 7.0 · 80 SMs",
                80,
            ),
            (
                Ask {
                    arch: Some("gfx942".into()),
                    units: Some(304),
                    ..Ask::default()
                },
                ROCPROF,
                "gfx942 · 304 CUs · Agent 4",
                304,
            ),
            (
                Ask {
                    arch: Some("xe2-hpg".into()),
                    units: Some(160),
                    ..Ask::default()
                },
                UNITRACE,
                "xe2-hpg · 20 Xe-cores",
                20,
            ),
        ] {
            let rows = answered(&ask, text)["rows"].clone();
            assert_eq!(rows[0]["gpu"], gpu);
            let all: Vec<Value> = rows
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["units"].clone())
                .collect();
            assert_eq!(all, vec![json!(counted); all.len()]);
        }
        // A product's own size, or another typed over it.
        let b580 = answered(&on("b580"), UNITRACE)["rows"][0].clone();
        assert_eq!(
            (b580["gpu"].as_str(), b580["units"].as_u64()),
            (Some("Arc B580"), Some(20))
        );
        let fewer = answered(
            &Ask {
                units: Some(80),
                ..on("b580")
            },
            UNITRACE,
        )["rows"][0]
            .clone();
        assert_eq!(fewer["gpu"], "Arc B580 · 10 Xe-cores");
    }
}
