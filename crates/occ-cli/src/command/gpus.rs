//! `occ gpus`: the GPU presets, as a table or (`--json`) one array with every value and its sources.

use occ_core::presets::{self, Preset};
use occ_core::PRESETS;

use crate::gpu::fact_json;
use crate::vendor;

pub fn run(json: bool) -> anyhow::Result<()> {
    if json {
        let list: Vec<serde_json::Value> = PRESETS.iter().map(preset_json).collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(());
    }
    println!(
        "{:<34} {:<6} {:>7} {:>13} {:>9} {:>8} {:>9} {:>11}  id",
        "GPU", "vendor", "target", "units", "BW GB/s", "FP32 TF", "Matrix TF", "segment"
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
        let units = format!("{} {}s", p.compute_units.value(), p.vendor().compute_unit());
        println!(
            "{:<34} {:<6} {:>7} {:>13} {:>9} {:>8} {:>9} {:>11}  {}",
            p.name,
            p.vendor().name(),
            p.target.to_string(),
            mark(&p.compute_units, units),
            mark(&p.mem_bw_gbs, format!("{:.0}", p.mem_bw_gbs.value())),
            mark(&p.fp32_tflops, format!("{:.1}", p.fp32_tflops.value())),
            tensor,
            p.segment.name(),
            p.id
        );
    }
    println!(
        "\ntarget: NVIDIA's compute capability, AMD's gfx target or Intel's Xe architecture; units: SMs, CUs or Xe-cores \
         (one MI250X GCD, one Flex 140 GPU is one device); Matrix TF: dense FP16/BF16 on tensor (NVIDIA), matrix \
         (AMD) or XMX (Intel) engines.\n\
         ? = unconfirmed (see `occ gpus --json` for every value's source). {} presets.",
        PRESETS.len()
    );
    Ok(())
}

fn preset_json(p: &Preset) -> serde_json::Value {
    let optional = |fact: Option<presets::Fact>| fact.as_ref().map(fact_json);
    let mut value = serde_json::json!({
        "id": p.id,
        "name": p.name,
        "aliases": p.aliases().collect::<Vec<_>>(),
        "segment": p.segment.name(),
        "arch": p.arch,
        "chip": p.chip,
    });
    let object = value.as_object_mut().expect("a JSON object");
    vendor::preset_keys(p, object);
    for (key, fact) in [
        ("l2_kib", optional(p.l2_kib)),
        ("mem_gib", optional(p.mem_gib)),
        ("mem_bw_gbs", Some(fact_json(&p.mem_bw_gbs))),
        ("boost_mhz", Some(fact_json(&p.boost_mhz))),
        ("fp32_tflops", Some(fact_json(&p.fp32_tflops))),
        ("fp64_tflops", optional(p.fp64_tflops)),
        ("tensor_fp16_tflops", optional(p.tensor_fp16_tflops)),
    ] {
        object.insert(key.into(), fact.into());
    }
    value
}
