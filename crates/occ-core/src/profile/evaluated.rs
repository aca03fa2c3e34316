//! What `occ profile` (and Python's `occ.profile`) makes of a report: its launches grouped and compared on the
//! GPU, in the order asked, each as the JSON line `--json` writes, and the rows left unread.

use serde_json::{json, Value};

use super::{answer, group, read, said, Compared, Computed, Named, Unread};
use crate::msg::Say;

/// The order of the compared launches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Longest total time first.
    Time,
    /// Widest gap between occ's occupancy and the achieved one first.
    Gap,
}

impl Order {
    /// `time` or `gap`, as `--sort` takes it.
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "time" => Some(Self::Time),
            "gap" => Some(Self::Gap),
            _ => None,
        }
    }
}

/// A report evaluated: its launch groups compared, and what could not be read or evaluated.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluated {
    pub compared: Vec<Compared>,
    pub unread: Vec<Unread>,
}

/// Reads `text` (any format occ knows) and compares every group of launches on the GPU the report names, or the
/// one `named` gives (an AMD report names none); a group that cannot be compared joins the unread rows with its
/// reason.
pub fn evaluate(text: &str, named: Named, order: Order) -> Evaluated {
    let read = read(text);
    let mut compared: Vec<Compared> = Vec::new();
    let mut unread = read.unread.clone();
    for group in group(&read.launches) {
        let line = group.launch.line;
        match answer(group, named) {
            Ok(c) => compared.push(c),
            Err(reason) => unread.push(Unread { line, reason }),
        }
    }
    let gap = |c: &Compared| c.group.achieved.map_or(0.0, |a| c.occupancy() - a);
    match order {
        Order::Gap => compared.sort_by(|a, b| gap(b).total_cmp(&gap(a))),
        Order::Time => compared.sort_by(|a, b| {
            b.group
                .total_ns
                .unwrap_or(0.0)
                .total_cmp(&a.group.total_ns.unwrap_or(0.0))
        }),
    }
    Evaluated { compared, unread }
}

/// The JSON line of a compared launch (`occ profile --json`'s, `occ.profile`'s), its texts in English whatever the
/// language of the run, in the GPU's vendor's words.
pub fn to_json(c: &Compared) -> Value {
    let english = Say::english(c.answer.vendor());
    let l = &c.group.launch;
    let limits: serde_json::Map<String, serde_json::Value> = c
        .answer
        .limits()
        .into_iter()
        .map(|(name, limit)| (name.to_string(), json!(limit)))
        .collect();
    let computed = &l.computed;
    let profiler_limits = (*computed != Computed::default()).then(|| {
        json!({
            "registers": computed.registers,
            "shared_memory": computed.shared_memory,
            "warps": computed.warps,
            "blocks": computed.blocks,
            "barriers": computed.barriers,
        })
    });
    let mut line = json!({
        "kernel": l.kernel,
        "line": l.line,
        "vendor": c.answer.vendor().name(),
        "launches": c.group.count,
        "total_ns": c.group.total_ns,
        "gpu": c.gpu(&english),
        "threads_per_block": l.threads,
        "grid": l.grid,
        "registers_per_thread": l
            .regs
            .or(l.amd.as_ref().and_then(|r| r.vgprs))
            .or(l.intel.as_ref().and_then(|r| r.grf)),
        "occupancy": c.occupancy(),
        "active_blocks_per_sm": c.answer.resident().count,
        "limiters": c.answer.limiter_names(),
        "block_limits": limits,
        "achieved_occupancy": c.group.achieved,
        "profiler_occupancy": computed.occupancy,
        "profiler_block_limits": profiler_limits,
        "agrees": c.agrees,
        "differs": said(&c.differs, &english),
        "assumed": said(&c.assumed, &english),
        "gap": c.gap.as_ref().map(|g| g.say(&english)),
        "cluster_size": l.cluster_size,
        "max_active_clusters": l.max_active_clusters,
        "smem_config_bytes": l.smem_config,
    });
    if let (Some(r), Some(object)) = (&l.amd, line.as_object_mut()) {
        for (key, value) in [
            ("agent", json!(r.agent)),
            ("vgprs", json!(r.vgprs)),
            ("agprs", json!(r.agprs)),
            ("sgprs", json!(r.sgprs)),
            ("lds_bytes", json!(r.lds_bytes)),
            ("scratch_bytes", json!(r.scratch_bytes)),
            ("wave_size", json!(r.wave_size)),
        ] {
            object.insert(key.to_string(), value);
        }
    }
    if let (Some(r), Some(object)) = (&l.intel, line.as_object_mut()) {
        for (key, value) in [
            ("sub_group_size", json!(r.simd)),
            ("slm_bytes", json!(r.slm_bytes)),
            ("grf_registers", json!(r.grf)),
            ("spill_bytes", json!(r.spill_bytes)),
        ] {
            object.insert(key.to_string(), value);
        }
    }
    line
}
