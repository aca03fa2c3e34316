//! `occ batch`: the machine interface. Each input line is one JSON object; each output line is the result or
//! `{"error": "…"}`. A bad line never stops the run.

use std::io::{BufRead, Write};

use occ_core::dto::{BatchInput, BatchOutput};
use occ_core::presets;

pub fn run(input: impl BufRead, mut output: impl Write) -> anyhow::Result<()> {
    for line in input.lines() {
        let line = line?;
        let answer = match evaluate(&line) {
            Ok(result) => serde_json::to_string(&result)?,
            Err(message) => serde_json::json!({ "error": message }).to_string(),
        };
        writeln!(output, "{answer}")?;
    }
    output.flush()?;
    Ok(())
}

fn evaluate(line: &str) -> Result<BatchOutput, String> {
    if line.trim().is_empty() {
        return Err("empty line: expected one JSON object per line".to_string());
    }
    let mut deserializer = serde_json::Deserializer::from_str(line);
    let input: BatchInput = serde_path_to_error::deserialize(&mut deserializer).map_err(|e| {
        let path = e.path().to_string();
        if path == "." {
            e.inner().to_string()
        } else {
            format!("{path}: {}", e.inner())
        }
    })?;
    let device = match (&input.gpu, &input.device) {
        (Some(name), None) => presets::find(name).and_then(|p| p.device()),
        (None, Some(device)) => device.to_device(),
        (Some(_), Some(_)) => return Err("give either \"gpu\" or \"device\", not both".to_string()),
        (None, None) => {
            return Err(
                "missing \"gpu\" (a preset name) or \"device\" (explicit properties)".to_string(),
            )
        }
    }
    .map_err(|e| e.to_string())?;
    let gpu = device.check().map_err(|e| e.to_string())?;
    let kernel = input.kernel.to_kernel().map_err(|e| e.to_string())?;
    let smem = input
        .smem
        .unwrap_or_default()
        .to_config()
        .map_err(|e| e.to_string())?;
    BatchOutput::evaluate(&gpu, &kernel, &smem).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn batch(input: &str) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn the_issue_example_line_gives_the_issue_example_output() {
        let line = r#"{"device": {"cc": "8.9", "max_threads_per_block": 1024, "max_threads_per_sm": 1536, "regs_per_block": 65536, "regs_per_sm": 65536, "warp_size": 32, "smem_per_block": 49152, "smem_per_sm": 102400, "smem_per_block_optin": 101376, "reserved_smem_per_block": 1024, "sm_count": 128}, "kernel": {"threads_per_block": 128, "regs_per_thread": 51, "static_smem": 0, "dynamic_smem": 0, "barriers": 1, "max_threads_per_block": 1024, "opt_in": false, "max_dynamic_smem": 49152, "partitioned_gc": "off", "virtual_resources": 0}, "smem": {"carveout": -1, "cache_config": "none"}}"#;
        let expected: serde_json::Value = serde_json::from_str(
            r#"{"active_blocks_per_sm": 9, "active_warps_per_sm": 36, "active_threads_per_sm": 1152, "occupancy": 0.75,
 "limiters": ["registers"],
 "block_limits": {"warps": 12, "registers": 9, "shared_memory": 100, "blocks": 24, "barriers": null,
                  "virtual_resources": null},
 "allocated_registers_per_block": 7168, "allocated_smem_per_block": 1024, "smem_per_sm": 102400,
 "partitioned_gc": "off", "best_block_size": 576, "min_grid_size": 256,
 "dynamic_smem_per_block_available": 10240, "warnings": [], "error": null}"#,
        )
        .unwrap();
        assert_eq!(batch(line), vec![expected]);
    }

    #[test]
    fn bad_lines_get_error_lines_and_processing_continues() {
        let input = "not json\n{\"gpu\": \"4090\", \"kernel\": {\"threads_per_block\": -5, \"regs_per_thread\": 32}}\n\n{\"gpu\": \"rtx 4090\", \"kernel\": {\"threads_per_block\": 256, \"regs_per_thread\": 32}}\n{\"kernel\": {\"threads_per_block\": 1.5, \"regs_per_thread\": 32}, \"gpu\": \"t4\"}\n";
        let out = batch(input);
        assert_eq!(out.len(), 5);
        assert!(
            out[0]["error"].as_str().unwrap().contains("expected"),
            "{}",
            out[0]
        );
        assert_eq!(
            out[1]["error"],
            "kernel.threads_per_block = -5 is out of range: valid values are 1 to 4294967295"
        );
        assert!(out[2]["error"].as_str().unwrap().starts_with("empty line"));
        assert_eq!(out[3]["active_blocks_per_sm"], 6);
        assert_eq!(out[3]["error"], serde_json::Value::Null);
        assert!(
            out[4]["error"]
                .as_str()
                .unwrap()
                .starts_with("kernel.threads_per_block: invalid type"),
            "{}",
            out[4]
        );
    }

    #[test]
    fn zero_blocks_is_a_result_with_a_warning() {
        let out = batch("{\"device\": {\"cc\": \"8.0\"}, \"kernel\": {\"threads_per_block\": 1024, \"regs_per_thread\": 65}}\n");
        assert_eq!(out[0]["active_blocks_per_sm"], 0);
        assert_eq!(out[0]["limiters"], serde_json::json!(["registers"]));
        assert_eq!(
            out[0]["dynamic_smem_per_block_available"],
            serde_json::Value::Null
        );
        assert!(out[0]["warnings"][0]
            .as_str()
            .unwrap()
            .starts_with("0 blocks fit: the block needs 73728 registers"));
    }

    #[test]
    fn device_fields_default_to_the_architecture_and_are_validated() {
        let out = batch(concat!(
            "{\"device\": {\"cc\": \"9.0\", \"sm_count\": 132}, \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 168}}\n",
            "{\"device\": {\"cc\": \"4.0\"}, \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16}}\n",
            "{\"device\": {\"cc\": \"8.6\", \"smem_per_sm\": 0}, \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16}}\n",
            "{\"gpu\": \"a100\", \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16}, \"smem\": {\"carveout\": 150}}\n",
            "{\"gpu\": \"a100\", \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16, \"flavour\": 1}}\n",
        ));
        assert_eq!(out[0]["active_blocks_per_sm"], 3);
        // The grid that fills all 132 SMs once.
        assert_eq!(out[0]["min_grid_size"].as_u64().unwrap() % 132, 0);
        assert!(out[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("device.cc = 4.0 is not a known compute capability"));
        assert_eq!(
            out[2]["error"],
            "device.smem_per_sm = 0 is out of range: valid values are 1 to 4294967295"
        );
        assert_eq!(
            out[3]["error"],
            "smem.carveout = 150 is out of range: valid values are -1 to 100"
        );
        assert!(
            out[4]["error"]
                .as_str()
                .unwrap()
                .contains("unknown field `flavour`"),
            "{}",
            out[4]
        );
    }
}
