//! Which GPU a run is about: the flags that name it (a preset, or a generic device of a compute capability, a gfx
//! target or an Xe architecture), which `crate::vendor::Chosen::choose` reads into the GPU of its vendor; and a
//! preset's facts as `occ gpus --json` writes them.

use clap::Args;
use occ_core::msg;
use occ_core::presets::Preset;

use crate::flags;
use crate::say::early;
use crate::say::help;

/// Which GPU: a preset by name, or a generic device of an NVIDIA compute capability, an AMD gfx target or an Intel
/// Xe architecture.
#[derive(Args, Clone, Debug)]
pub struct GpuArgs {
    #[arg(help = help(msg::cli_help_gpu_gpu()), long, conflicts_with_all = ["cc", "arch"], required_unless_present_any = ["cc", "arch"])]
    pub gpu: Option<String>,
    #[arg(help = help(msg::cli_help_gpu_cc()), long, conflicts_with = "arch")]
    pub cc: Option<String>,
    #[arg(help = help(msg::cli_help_gpu_arch()), long)]
    pub arch: Option<String>,
    #[arg(help = help(msg::cli_help_gpu_sms()), long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub sms: Option<u32>,
    #[arg(help = help(msg::cli_help_gpu_cus()), long, value_parser = flags::unit_count, allow_negative_numbers = true)]
    pub cus: Option<u32>,
    #[arg(help = help(msg::cli_help_gpu_xves()), long, value_parser = flags::unit_count, allow_negative_numbers = true)]
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
    anyhow::anyhow!(occ_core::presets::Target::not_an_arch(name).say(&early()))
}
