//! `occ gpus`: the GPU presets, as a table or (`--json`) one array with every value and its sources.

use occ_core::msg;
use occ_core::presets::{self, Preset, Segment};
use occ_core::report::Terms;
use occ_core::{Vendor, PRESETS};

use crate::say::{left, right, width, LangArgs, Say, TermsArgs};

pub fn run(json: bool, lang: &LangArgs, terms: &TermsArgs) -> anyhow::Result<()> {
    let say = Say::new(lang.lang()?, Terms::Own, Vendor::Nvidia);
    let say = say.with_terms(terms.terms(json, say)?);
    if json {
        let list: Vec<serde_json::Value> = PRESETS.iter().map(Preset::to_json).collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    // Each column: its heading, its width (at least the heading's) and whether it is aligned left.
    let columns = [
        (msg::gpus_col_gpu(), 34, true),
        (msg::gpus_col_vendor(), 6, true),
        (msg::gpus_col_target(), 7, false),
        (msg::gpus_col_units(), 13, false),
        (msg::gpus_col_bandwidth(), 9, false),
        (msg::gpus_col_fp32(), 8, false),
        (msg::gpus_col_matrix(), 9, false),
        (msg::gpus_col_segment(), 11, false),
    ]
    .map(|(heading, least, flush_left)| {
        let heading = say.say(heading);
        (least.max(width(&heading)), heading, flush_left)
    });
    let line = |cells: [String; 8], id: &str| {
        let cells: Vec<String> = cells
            .iter()
            .zip(&columns)
            .map(|(cell, (w, _, flush_left))| {
                if *flush_left {
                    left(cell, *w)
                } else {
                    right(cell, *w)
                }
            })
            .collect();
        println!("{}  {id}", cells.join(" "));
    };
    line(
        columns.clone().map(|(_, heading, _)| heading),
        &say.say(msg::gpus_col_id()),
    );
    for p in PRESETS.iter() {
        let mark = |fact: &presets::Fact, text: String| {
            if fact.is_unconfirmed() {
                format!("{text}?")
            } else {
                text
            }
        };
        let tensor = p
            .tensor_fp16_tflops
            .map_or("-".to_string(), |f| mark(&f, format!("{:.1}", f.value())));
        let units = say
            .about(p.vendor())
            .say(msg::gpus_units(&p.compute_units.value().to_string()));
        line(
            [
                p.said_name(&say),
                p.vendor().name().to_string(),
                p.target.to_string(),
                mark(&p.compute_units, units),
                mark(&p.mem_bw_gbs, format!("{:.0}", p.mem_bw_gbs.value())),
                mark(&p.fp32_tflops, format!("{:.1}", p.fp32_tflops.value())),
                tensor,
                say.say(segment(p.segment)),
            ],
            p.id,
        );
    }
    let [nvidia, amd, intel] = Vendor::ALL.map(|v| say.about(v).say(msg::gpus_units_word()));
    let units = if nvidia == amd && amd == intel {
        nvidia
    } else {
        say.say(msg::gpus_units_each(&nvidia, &amd, &intel))
    };
    println!("\n{}", say.say(msg::gpus_note_columns(&units)));
    println!(
        "{}",
        say.say(msg::gpus_note_unconfirmed(PRESETS.len() as u64))
    );
    Ok(())
}

fn segment(segment: Segment) -> msg::Msg<'static> {
    match segment {
        Segment::DataCenter => msg::gpus_segment_datacenter(),
        Segment::Workstation => msg::gpus_segment_workstation(),
        Segment::Consumer => msg::gpus_segment_consumer(),
        Segment::Embedded => msg::gpus_segment_embedded(),
    }
}
