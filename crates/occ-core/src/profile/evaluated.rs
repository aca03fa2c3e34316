//! What `occ profile` (and Python's `occ.profile`) makes of a report: its launches grouped and compared on the
//! GPU, in the order asked, each as the JSON line `--json` writes, and the rows left unread.

use serde_json::{json, Value};

use super::{answer, group, read, said, Compared, Computed, Named, Unread};
use crate::launch::Answer;
use crate::msg::Say;
use crate::vendor::Vendor;

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
        [Self::Time, Self::Gap]
            .into_iter()
            .find(|o| o.key() == text)
    }

    /// The order's name, as [`Order::parse`] reads it.
    pub fn key(self) -> &'static str {
        match self {
            Self::Time => "time",
            Self::Gap => "gap",
        }
    }

    /// The indices of `items` in this order, the largest figure first (`descending`) or last: the total time, or
    /// occ's occupancy less the achieved one. Items without the figure come last either way; ties keep the
    /// report's order.
    pub fn indices<T>(
        self,
        items: &[T],
        time: impl Fn(&T) -> Option<f64>,
        gap: impl Fn(&T) -> Option<f64>,
        descending: bool,
    ) -> Vec<usize> {
        let figure = |item: &T| match self {
            Self::Time => time(item),
            Self::Gap => gap(item),
        };
        let mut indices: Vec<usize> = (0..items.len()).collect();
        indices.sort_by(|&a, &b| match (figure(&items[a]), figure(&items[b])) {
            (Some(x), Some(y)) if descending => y.total_cmp(&x),
            (Some(x), Some(y)) => x.total_cmp(&y),
            (Some(_), None) => std::cmp::Ordering::Less,
            (None, Some(_)) => std::cmp::Ordering::Greater,
            (None, None) => std::cmp::Ordering::Equal,
        });
        indices
    }
}

/// A report evaluated: its launch groups compared, and what could not be read or evaluated.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluated {
    pub compared: Vec<Compared>,
    pub unread: Vec<Unread>,
    /// The groups that wait for a GPU of their vendor, where the GPU named only stands in ([`Named::stands_in`]),
    /// each with the vendor it waits for.
    pub waiting: Vec<(usize, Vendor)>,
    /// The vendor whose profiler wrote the report, whose words its unread rows are said in.
    pub vendor: Option<Vendor>,
}

/// Reads `text` (any format occ knows) and compares every group of launches on the GPU the report names, or the
/// one `named` gives (an AMD report names none); a group that cannot be compared joins the unread rows with its
/// reason.
pub fn evaluate(text: &str, named: Named, order: Order) -> Evaluated {
    let read = read(text);
    let mut compared: Vec<Compared> = Vec::new();
    let mut unread = read.unread;
    let mut waiting = Vec::new();
    for group in group(&read.launches) {
        let line = group.launch.line;
        if named.waits(&group.launch) {
            waiting.push((line, group.launch.vendor()));
            continue;
        }
        match answer(group, named) {
            Ok(c) => compared.push(c),
            Err(reason) => unread.push(Unread { line, reason }),
        }
    }
    let indices = order.indices(
        &compared,
        |c| c.group.total_ns,
        |c| c.group.achieved.map(|a| c.occupancy() - a),
        true,
    );
    let mut slots: Vec<Option<Compared>> = compared.into_iter().map(Some).collect();
    let compared = indices
        .into_iter()
        .filter_map(|i| slots.get_mut(i).and_then(Option::take))
        .collect();
    Evaluated {
        compared,
        unread,
        waiting,
        vendor: read.vendor,
    }
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
        // Set where the caller named another GPU than the report's: the two sets of figures are of different GPUs.
        "other_gpu": c.other_gpu(&english),
        // The SMs, CUs or Xe-cores the grid's waves were counted over; null where neither a product, the report nor
        // the caller gives them.
        "units": c.units,
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
        "preset": c.preset.map(|p| p.id),
    });
    if let (Answer::Nvidia(n, _), Some(object)) = (&c.answer, line.as_object_mut()) {
        for (key, value) in [
            ("cc", json!(l.cc.map(|cc| cc.to_string()))),
            // The SM count the report gives (ncu's "# SMs"), which a generic device of its CC runs with.
            ("sm_count", json!(l.sms)),
            ("static_smem_bytes", json!(l.static_smem)),
            ("dynamic_smem_bytes", json!(l.dynamic_smem)),
            // Whether the launch opted in to the larger per-block shared memory (its blocks are past the default).
            ("opt_in", json!(n.kernel.opt_in)),
            // The carveout occ ran the launch with, in bytes: the report's, on a GPU that has carveouts.
            ("carveout_bytes", json!(n.smem.carveout.and(l.smem_config))),
        ] {
            object.insert(key.to_string(), value);
        }
    }
    if let (Some(r), Some(object)) = (&l.amd, line.as_object_mut()) {
        // The wave size occ ran the launch with: the report's, else the target's default (said in `assumed`).
        let wave_size = match &c.answer {
            Answer::Amd(launch, _) => Some(launch.kernel.wave_size),
            _ => r.wave_size,
        };
        for (key, value) in [
            ("agent", json!(r.agent)),
            ("vgprs", json!(r.vgprs)),
            ("agprs", json!(r.agprs)),
            ("sgprs", json!(r.sgprs)),
            ("lds_bytes", json!(r.lds_bytes)),
            ("scratch_bytes", json!(r.scratch_bytes)),
            ("wave_size", json!(wave_size)),
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
