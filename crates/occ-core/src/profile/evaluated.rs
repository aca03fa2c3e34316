//! What `occ profile` (and Python's `occ.profile`) makes of a report: its launches grouped and compared on the
//! GPU, in the order asked, each as the JSON line `--json` writes, and the rows left unread.

use serde_json::{json, Value};

use super::{compare, gpu_of, group, read, said, Compared, Unread};
use crate::msg::{self, Say};
use crate::presets::Preset;

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

/// Reads `text` (any format occ knows) and compares every group of launches on `preset`, or the generic device of
/// the report's own compute capability; a group that cannot be compared joins the unread rows with its reason.
pub fn evaluate(text: &str, preset: Option<&Preset>, order: Order) -> Evaluated {
    let read = read(text);
    let mut compared: Vec<Compared> = Vec::new();
    let mut unread = read.unread.clone();
    for group in group(&read.launches) {
        let line = group.launch.line;
        let result = gpu_of(&group, preset).and_then(|(gpu, assumed)| compare(group, gpu, assumed));
        match result {
            Ok(c) => compared.push(c),
            Err(reason) => unread.push(Unread { line, reason }),
        }
    }
    let gap = |c: &Compared| {
        c.group
            .achieved
            .map_or(0.0, |a| c.occupancy.occupancy() - a)
    };
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

/// The GPU a launch was compared on, in `say`'s words: the preset's name, else its compute capability and SMs.
pub fn gpu_name(c: &Compared, preset: Option<&Preset>, say: &Say) -> String {
    match preset {
        Some(p) => p.said_name(say),
        None => {
            let device = c.gpu.device();
            let units = say.say(msg::gpus_units(&device.sm_count.to_string()));
            format!("CC {} · {units}", device.cc)
        }
    }
}

/// The JSON line of a compared launch, in English whatever the language of the run.
pub fn to_json(c: &Compared, preset: Option<&Preset>) -> Value {
    let english = Say::english(crate::Vendor::Nvidia);
    let l = &c.group.launch;
    let limits = c.occupancy.block_limits;
    json!({
        "kernel": l.kernel,
        "line": l.line,
        "launches": c.group.count,
        "total_ns": c.group.total_ns,
        "gpu": gpu_name(c, preset, &english),
        "threads_per_block": l.threads,
        "grid": l.grid,
        "registers_per_thread": l.regs,
        "occupancy": c.occupancy.occupancy(),
        "active_blocks_per_sm": c.occupancy.active_blocks_per_sm,
        "limiters": c.occupancy.limiters().map(|x| x.name()).collect::<Vec<_>>(),
        "block_limits": {
            "registers": limits.registers,
            "shared_memory": limits.shared_memory,
            "warps": limits.warps,
            "blocks": limits.blocks,
            "barriers": limits.barriers,
        },
        "achieved_occupancy": c.group.achieved,
        "profiler_occupancy": l.computed.occupancy,
        "profiler_block_limits": {
            "registers": l.computed.registers,
            "shared_memory": l.computed.shared_memory,
            "warps": l.computed.warps,
            "blocks": l.computed.blocks,
            "barriers": l.computed.barriers,
        },
        "agrees": c.agrees,
        "differs": said(&c.differs, &english),
        "assumed": said(&c.assumed, &english),
        "gap": c.gap.as_ref().map(|g| g.say(&english)),
        "cluster_size": l.cluster_size,
        "max_active_clusters": l.max_active_clusters,
    })
}
