//! Which GPU a run is about: the flags that name it (a preset, or a generic device of a compute capability, a gfx
//! target or an Xe architecture), which `crate::vendor::Chosen::choose` reads into the GPU of its vendor; and a
//! preset's facts as `occ gpus --json` writes them.

use clap::Args;
use occ_core::msg;
use occ_core::presets::Preset;

use crate::flags;
use crate::say::early;

/// Which GPU: a preset by name, or a generic device of an NVIDIA compute capability, an AMD gfx target or an Intel
/// Xe architecture.
#[derive(Args, Clone, Debug)]
pub struct GpuArgs {
    /// A GPU preset, typed as you like: "4090", "h100 sxm", a100-80g, mi300x, "rx 7900 xtx", "max 1550", b580 (see
    /// `occ gpus`).
    #[arg(long, conflicts_with_all = ["cc", "arch"], required_unless_present_any = ["cc", "arch"])]
    pub gpu: Option<String>,
    /// NVIDIA: a generic device of this compute capability (e.g. 8.9 or sm_89); its SM count is 1 unless --sms
    /// is given.
    #[arg(long, conflicts_with = "arch")]
    pub cc: Option<String>,
    /// AMD: a generic device of this gfx target (e.g. gfx90a, gfx942, gfx1100); its CU count is 1 unless --cus is
    /// given. Intel: a generic device of this Xe architecture (gen9, gen11, gen12, xe-dg1, xe-hp, xe-hpg, xe-lpg,
    /// xe-hpc, xe2-hpg, xe2-lpg), with --xves for its XVE count.
    #[arg(long)]
    pub arch: Option<String>,
    /// NVIDIA: override the number of SMs.
    #[arg(long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub sms: Option<u32>,
    /// AMD: override the number of CUs.
    #[arg(long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub cus: Option<u32>,
    /// Intel: the GPU's XVEs (EUs; clinfo's "Max compute units"), a whole number of Xe-cores.
    #[arg(long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub xves: Option<u32>,
}

impl GpuArgs {
    /// How a message names the GPU: the preset's name, or the generic device's target.
    pub fn describe(&self, preset: Option<&Preset>) -> String {
        match (preset, &self.cc, &self.arch) {
            (Some(p), _, _) => format!("{} ({})", p.name, p.target),
            (None, Some(cc), _) => format!("CC {cc}"),
            (None, None, Some(arch)) => arch.clone(),
            (None, None, None) => early().say(msg::cli_the_gpu()),
        }
    }
}

/// An --arch that names neither a gfx target nor an Xe architecture, listing both.
pub fn unknown_arch(name: &str) -> anyhow::Error {
    let names = |list: Vec<&str>| list.join(", ");
    anyhow::anyhow!(early().say(msg::cli_unknown_arch(
        name,
        &names(occ_core::amd::ARCHES.iter().map(|a| a.name).collect()),
        &names(occ_core::intel::ARCHES.iter().map(|a| a.name).collect())
    )))
}
