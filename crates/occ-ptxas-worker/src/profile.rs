//! The profiler-report half of the worker: a report (Nsight Compute's CSV or text, rocprof's CSVs) read and
//! every launch group compared on its GPU by occ-core's `profile::evaluate`, answered as `occ profile --json`'s
//! lines with the texts a person reads said in the page's language and words, so that a report of any size is
//! read off the page's thread.

use occ_core::msg::{Lang, Say};
use occ_core::presets;
use occ_core::profile::{self, Named, Order};
use occ_core::report::Terms;
use serde::Deserialize;
use serde_json::{json, Value};

/// What the page sends with a report: the GPU it names for an AMD report (a preset id or a gfx target) and how
/// the answer's texts are said.
#[derive(Debug, Default, Deserialize)]
pub struct Ask {
    pub preset: Option<String>,
    pub arch: Option<String>,
    pub lang: Option<String>,
    pub terms: Option<String>,
}

/// The answer to one report: `{"profile": {"rows": [...], "unread": [...]}}`. A GPU the page names that occ does
/// not know is named by `unknown_gpu` instead of being guessed.
pub fn answer(ask: &Ask, text: &str) -> String {
    let preset = ask.preset.as_deref().and_then(|id| presets::find(id).ok());
    let arch = ask.arch.as_deref().and_then(occ_core::amd::arch);
    let named = Named { preset, arch };
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
    // An AMD report names no GPU: without one from the page its groups wait for it, counted (the page says which
    // input is missing, in its own words), not listed as unread with the command line's flags.
    let unnamed = named.preset.is_none() && named.arch.is_none();
    let waiting = if unnamed && !evaluated.unread.is_empty() {
        let read = profile::read(text);
        profile::group(&read.launches)
            .iter()
            .filter(|g| g.launch.vendor() == occ_core::Vendor::Amd)
            .map(|g| g.launch.line)
            .collect()
    } else {
        Vec::new()
    };
    let rows: Vec<Value> = evaluated
        .compared
        .iter()
        .map(|c| {
            let say = Say::new(lang, terms, c.answer.vendor());
            let l = &c.group.launch;
            let mut line = profile::to_json(c);
            if let Some(object) = line.as_object_mut() {
                object.insert("cc".into(), json!(l.cc.map(|cc| cc.to_string())));
                object.insert("static_smem".into(), json!(l.static_smem));
                object.insert("dynamic_smem".into(), json!(l.dynamic_smem));
                object.insert("preset".into(), json!(c.preset.map(|p| p.id)));
                // The larger per-block shared memory a launch past the default limit opted in to.
                // The carveout, in bytes, only where occ ran the launch with it (a GPU that has carveouts).
                let (opt_in, carveout) = match &c.answer {
                    occ_core::Answer::Nvidia(n, _) => {
                        (Some(n.kernel.opt_in), n.smem.carveout.and(l.smem_config))
                    }
                    _ => (None, None),
                };
                object.insert("opt_in".into(), json!(opt_in));
                object.insert("carveout_bytes".into(), json!(carveout));
                object.insert(
                    "said".into(),
                    json!({
                        "gpu": c.gpu(&say),
                        "limiters": c.answer.limiters(&say),
                        "gap": c.gap.as_ref().map(|g| g.say(&say)),
                        "assumed": profile::said(&c.assumed, &say),
                        "differs": profile::said(&c.differs, &say),
                    }),
                );
            }
            line
        })
        .collect();
    let say = Say::new(lang, terms, occ_core::Vendor::Nvidia);
    let unread: Vec<Value> = evaluated
        .unread
        .iter()
        .filter(|u| !waiting.contains(&u.line))
        .map(|u| json!({ "line": u.line, "reason": u.reason.say(&say) }))
        .collect();
    json!({ "profile": { "rows": rows, "unread": unread, "needs_amd": waiting.len() } }).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NCU: &str =
        include_str!("../../occ-core/tests/fixtures/profile/superbench_cublaslt_sm100.ncu.csv");
    const ROCPROF: &str =
        include_str!("../../occ-core/tests/fixtures/profile/rocprofv3_kernel_trace.csv");

    #[test]
    fn rows_are_occ_profile_json_lines_with_their_texts_said() {
        let json: Value = serde_json::from_str(&answer(&Ask::default(), NCU)).unwrap();
        let rows = json["profile"]["rows"].as_array().unwrap();
        let evaluated = profile::evaluate(NCU, Named::default(), Order::Time);
        assert_eq!(rows.len(), evaluated.compared.len());
        assert!(!rows.is_empty());
        for (row, c) in rows.iter().zip(&evaluated.compared) {
            let expected = profile::to_json(c);
            for key in [
                "kernel",
                "launches",
                "occupancy",
                "achieved_occupancy",
                "agrees",
                "limiters",
            ] {
                assert_eq!(row[key], expected[key], "{key}");
            }
            assert_eq!(
                row["said"]["limiters"],
                c.answer.limiters(&Say::english(c.answer.vendor()))
            );
        }
    }

    #[test]
    fn an_amd_report_is_compared_on_the_named_target_only() {
        let none: Value = serde_json::from_str(&answer(&Ask::default(), ROCPROF)).unwrap();
        assert_eq!(none["profile"]["rows"], json!([]));
        assert_eq!(none["profile"]["unread"], json!([]));
        assert!(none["profile"]["needs_amd"].as_u64().unwrap() > 0);
        let ask = Ask {
            arch: Some("gfx942".into()),
            lang: Some("zh".into()),
            ..Ask::default()
        };
        let named: Value = serde_json::from_str(&answer(&ask, ROCPROF)).unwrap();
        let rows = named["profile"]["rows"].as_array().unwrap();
        assert!(!rows.is_empty());
        assert_eq!(rows[0]["vendor"], "amd");
        assert_eq!(named["profile"]["needs_amd"], 0);
        // Texts said in Chinese when asked: the limiters of the same row differ from English's.
        let english: Value = serde_json::from_str(&answer(
            &Ask {
                arch: Some("gfx942".into()),
                ..Ask::default()
            },
            ROCPROF,
        ))
        .unwrap();
        assert_eq!(
            english["profile"]["rows"][0]["occupancy"],
            rows[0]["occupancy"]
        );
        assert_ne!(
            english["profile"]["rows"][0]["said"]["limiters"],
            rows[0]["said"]["limiters"]
        );
    }
}
