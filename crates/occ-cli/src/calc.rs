//! `occ calc`: one launch, as a readable report (the sections of NVIDIA's spreadsheet, or the vendor's own) or
//! `--json`.

use std::fmt::Write as _;

use anyhow::{bail, Context};
use clap::Args;
use occ_core::amd::dto::AmdBatchOutput;
use occ_core::intel::dto::IntelBatchOutput;
use occ_core::nvidia::dto::BatchOutput;
use occ_core::nvidia::report::{self, bytes, thousands, Terms};
use occ_core::nvidia::{CacheConfig, Gpu, Kernel, PartitionedGc, SmemConfig};

use crate::amd::AmdLaunchArgs;
use crate::export::{self, Format};
use crate::flags::{self, typed, Range, Typed};
use crate::intel::IntelLaunchArgs;
use crate::{Chosen, GpuArgs};

#[derive(Args, Debug)]
pub struct CalcArgs {
    #[command(flatten)]
    pub gpu: GpuArgs,
    #[command(flatten)]
    pub launch: LaunchArgs,
    #[command(flatten)]
    pub amd: AmdLaunchArgs,
    #[command(flatten)]
    pub intel: IntelLaunchArgs,
    /// Print the `occ batch` JSON object instead of the report.
    #[arg(long)]
    pub json: bool,
    /// Print the key figures and a row per limiter (what it allows, whether it binds, why) as CSV (RFC 4180).
    #[arg(long, conflicts_with_all = ["json", "markdown"])]
    pub csv: bool,
    /// Print the key figures and the limiters as two GitHub Markdown tables.
    #[arg(long, conflicts_with = "json")]
    pub markdown: bool,
    /// Vocabulary of the report: own, the GPU vendor's (NVIDIA: threads, warps, blocks, SMs, shared memory; AMD:
    /// work-items, waves, work-groups, CUs, LDS; Intel: work-items, sub-groups, hardware threads, work-groups,
    /// Xe-cores, SLM), or one for every vendor: cuda, hip, or sycl (also `neutral`: work-items, sub-groups,
    /// work-groups, compute units, local memory).
    #[arg(long, value_parser = parse_terms)]
    pub terms: Option<Terms>,
}

fn parse_terms(text: &str) -> Result<Terms, String> {
    Terms::parse(text)
        .ok_or_else(|| format!("'{text}' is not one of own, cuda, hip, sycl, neutral"))
}

/// The kernel and shared-memory flags shared by `calc` and `plan`: the work-group size for every GPU, the rest
/// NVIDIA's, but --barriers, which Intel's kernels take too (AMD's are [`crate::amd::AmdLaunchArgs`], Intel's
/// [`crate::intel::IntelLaunchArgs`]). Defaults are applied in [`LaunchArgs::kernel`], so that a flag given for
/// the wrong vendor can be told from one left out.
#[derive(Args, Debug)]
pub struct LaunchArgs {
    /// Threads per block (work-items per work-group).
    #[arg(long, short = 't', value_parser = typed, allow_negative_numbers = true)]
    pub threads: Typed,
    /// NVIDIA: registers per thread (from `ptxas -v`).
    #[arg(long, short = 'r', value_parser = typed, allow_negative_numbers = true)]
    pub regs: Option<Typed>,
    /// NVIDIA: static shared memory per block: bytes, or with a K/KiB suffix (48K = 49152). Default 0.
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub static_smem: Option<Typed>,
    /// NVIDIA: dynamic shared memory per block at launch: bytes, or with a K/KiB suffix. Default 0.
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub dynamic_smem: Option<Typed>,
    /// NVIDIA: block barriers the kernel uses (CC ≥ 9 limits them). Default 1. Intel: whether the kernel uses
    /// barriers: --barriers alone (or any count above 0) for yes. Default none.
    #[arg(long, num_args = 0..=1, default_missing_value = "1", value_parser = typed, allow_negative_numbers = true)]
    pub barriers: Option<Typed>,
    /// NVIDIA: shared-memory carveout preference in percent (0–100), or "default" (the default).
    #[arg(long, value_parser = parse_carveout, allow_negative_numbers = true)]
    pub carveout: Option<Carveout>,
    /// NVIDIA: cache preference: none (the default), shared, l1, equal (Kepler/Fermi; a carveout hint on Volta+).
    #[arg(long, value_parser = parse_cache_config)]
    pub cache_config: Option<CacheConfig>,
    /// NVIDIA: the kernel opted into the larger per-block shared-memory limit.
    #[arg(long)]
    pub opt_in: bool,
    /// NVIDIA: cudaFuncAttributeMaxDynamicSharedMemorySize (default: the per-block limit minus static shared
    /// memory).
    #[arg(long, value_parser = typed, allow_hyphen_values = true)]
    pub max_dynamic_smem: Option<Typed>,
    /// NVIDIA: __launch_bounds__ maximum threads per block.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub launch_bounds: Option<Typed>,
    /// NVIDIA: partitioned global caching on CC 5.2/5.3/6.1/6.2: off (the default), on, strict.
    #[arg(long, value_parser = parse_gc)]
    pub partitioned_gc: Option<PartitionedGc>,
    /// NVIDIA: virtual resources per block (CUDA 13, CC 10–12). Default 0.
    #[arg(long, value_parser = typed, allow_negative_numbers = true)]
    pub virtual_resources: Option<Typed>,
}

impl LaunchArgs {
    /// The first NVIDIA-only flag given, if any.
    pub fn nvidia_flag(&self) -> Option<&'static str> {
        self.nvidia_flags().next()
    }

    /// The first NVIDIA flag given that Intel's kernels do not take (all but --barriers).
    pub fn nvidia_flag_but_barriers(&self) -> Option<&'static str> {
        self.nvidia_flags().find(|flag| *flag != "--barriers")
    }

    fn nvidia_flags(&self) -> impl Iterator<Item = &'static str> {
        [
            ("--regs", self.regs.is_some()),
            ("--static-smem", self.static_smem.is_some()),
            ("--dynamic-smem", self.dynamic_smem.is_some()),
            ("--barriers", self.barriers.is_some()),
            ("--carveout", self.carveout.is_some()),
            ("--cache-config", self.cache_config.is_some()),
            ("--opt-in", self.opt_in),
            ("--max-dynamic-smem", self.max_dynamic_smem.is_some()),
            ("--launch-bounds", self.launch_bounds.is_some()),
            ("--partitioned-gc", self.partitioned_gc.is_some()),
            ("--virtual-resources", self.virtual_resources.is_some()),
        ]
        .into_iter()
        .filter_map(|(flag, given)| given.then_some(flag))
    }

    /// The NVIDIA kernel on `gpu` (named `name` in messages): --regs is required, every other flag defaults as
    /// `cudaFuncGetAttributes` implies. A flag's text that is no count is refused with its range on `gpu`.
    pub fn kernel(&self, gpu: &Gpu, name: &str) -> anyhow::Result<Kernel> {
        let Some(regs) = &self.regs else {
            bail!("--regs is required for an NVIDIA GPU: registers per thread, from ptxas -v");
        };
        let range = |flag: &'static str| move || flags::nvidia(flag, gpu, name);
        let count = |typed: &Option<Typed>, flag: &'static str| {
            typed
                .as_ref()
                .map(|t| t.count(flag, range(flag)))
                .transpose()
        };
        let bytes = |typed: &Option<Typed>, flag: &'static str| {
            typed
                .as_ref()
                .map(|t| t.bytes(flag, range(flag)))
                .transpose()
        };
        let kernel = Kernel {
            threads_per_block: self.threads(range("--threads"))?,
            regs_per_thread: regs.count("--regs", range("--regs"))?,
            static_smem: bytes(&self.static_smem, "--static-smem")?.unwrap_or(0),
            dynamic_smem: bytes(&self.dynamic_smem, "--dynamic-smem")?.unwrap_or(0),
            barriers: count(&self.barriers, "--barriers")?.unwrap_or(1),
            max_threads_per_block: count(&self.launch_bounds, "--launch-bounds")?,
            opt_in: self.opt_in,
            max_dynamic_smem: bytes(&self.max_dynamic_smem, "--max-dynamic-smem")?,
            partitioned_gc: self.partitioned_gc.unwrap_or(PartitionedGc::Off),
            virtual_resources: count(&self.virtual_resources, "--virtual-resources")?.unwrap_or(0),
        };
        const FLAGS: &[(&str, &str)] = &[
            ("kernel.threads_per_block", "--threads"),
            ("kernel.max_threads_per_block", "--launch-bounds"),
        ];
        kernel.check().map_err(|error| with_flag(error, FLAGS))?;
        Ok(kernel)
    }

    /// --threads, refused with `range` (the GPU's) when it is no count.
    pub fn threads(&self, range: impl FnOnce() -> Range) -> anyhow::Result<u32> {
        self.threads.count("--threads", range)
    }

    /// Intel's --barriers: whether the kernel uses any (a count above 0).
    pub fn intel_barriers(
        &self,
        arch: &occ_core::intel::Arch,
        name: &str,
    ) -> anyhow::Result<Option<u32>> {
        self.barriers
            .as_ref()
            .map(|t| t.count("--barriers", || flags::intel("--barriers", arch, name)))
            .transpose()
    }

    pub fn smem(&self) -> SmemConfig {
        SmemConfig {
            carveout: self.carveout.and_then(|c| c.0),
            cache_config: self.cache_config.unwrap_or(CacheConfig::None),
        }
    }
}

#[derive(Clone, Copy, Debug)]
pub struct Carveout(pub Option<u32>);

/// A core error with the flag that sets its field in front (`--slm: kernel.slm_bytes = …`), from `(field, flag)`
/// pairs; an error about another field as it is.
pub fn with_flag(error: occ_core::Error, flags: &[(&str, &str)]) -> anyhow::Error {
    match flags.iter().find(|(field, _)| *field == error.field()) {
        Some((_, flag)) => anyhow::anyhow!("{flag}: {error}"),
        None => anyhow::Error::new(error),
    }
}

pub fn parse_bytes(text: &str) -> Result<u32, String> {
    let lower = text.trim().to_ascii_lowercase();
    let (number, scale) = ["kib", "kb", "k"]
        .iter()
        .find_map(|suffix| lower.strip_suffix(suffix).map(|n| (n.trim(), 1024u64)))
        .unwrap_or((lower.as_str(), 1));
    number
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(scale))
        .and_then(|n| u32::try_from(n).ok())
        .ok_or(format!(
            "'{text}' is not a size in bytes from 0 to 4294967295 (e.g. 49152 or 48K)"
        ))
}

pub fn parse_carveout(text: &str) -> Result<Carveout, String> {
    match text.trim() {
        "default" | "-1" => Ok(Carveout(None)),
        other => match other.trim_end_matches('%').parse::<u32>() {
            Ok(percent) if percent <= 100 => Ok(Carveout(Some(percent))),
            _ => Err(format!(
                "'{text}' is not a carveout: valid values are 0 to 100 (percent) or default"
            )),
        },
    }
}

pub fn parse_cache_config(text: &str) -> Result<CacheConfig, String> {
    CacheConfig::from_name(text).ok_or(format!("'{text}' is not one of none, shared, l1, equal"))
}

pub fn parse_gc(text: &str) -> Result<PartitionedGc, String> {
    PartitionedGc::from_name(text).ok_or(format!("'{text}' is not one of off, on, strict"))
}

impl CalcArgs {
    /// The report's words: --terms, or the GPU vendor's own. --terms words the report only: with --json, --csv or
    /// --markdown (which keep `occ batch`'s field names) it is an error rather than passed over.
    fn terms(&self) -> anyhow::Result<Terms> {
        let format = [
            ("--json", self.json),
            ("--csv", self.csv),
            ("--markdown", self.markdown),
        ]
        .into_iter()
        .find_map(|(flag, given)| given.then_some(flag));
        match (self.terms, format) {
            (Some(_), Some(format)) => bail!(
                "--terms words the report; {format} keeps occ batch's field names: leave out --terms or {format}"
            ),
            (terms, _) => Ok(terms.unwrap_or(Terms::Own)),
        }
    }

    fn format(&self) -> Option<Format> {
        match (self.csv, self.markdown) {
            (true, _) => Some(Format::Csv),
            (_, true) => Some(Format::Markdown),
            _ => None,
        }
    }
}

/// Prints the `occ batch` object `output` of the launch on `gpu` as the table `format` asks for.
fn print_table(
    format: Format,
    gpu: &str,
    output: &impl serde::Serialize,
    why: &dyn Fn(&str) -> String,
) -> anyhow::Result<()> {
    let value = serde_json::to_value(output).context("serialising the result")?;
    print!("{}", export::calc_table(format, gpu, &value, why));
    Ok(())
}

/// A limit's sentence of why by the limit's JSON name (empty for a name that is none of `all`'s).
fn by_name<L: Copy, const N: usize>(
    all: [L; N],
    name: fn(L) -> &'static str,
    explain: impl Fn(L) -> String,
) -> impl Fn(&str) -> String {
    move |wanted| {
        all.into_iter()
            .find(|l| name(*l) == wanted)
            .map_or(String::new(), &explain)
    }
}

pub fn run(args: &CalcArgs) -> anyhow::Result<()> {
    let terms = args.terms()?;
    let selected = match args.gpu.choose()? {
        Chosen::Nvidia(selected) => selected,
        Chosen::Amd(gpu) => {
            crate::amd::refuse_nvidia_flags(&gpu, &args.launch)?;
            args.intel.refuse_on_amd(&gpu)?;
            let kernel = args.amd.kernel(&gpu, &args.launch)?;
            if let Some(format) = args.format() {
                let result = occ_core::amd::occupancy(gpu.arch, &kernel)?;
                let why = by_name(
                    occ_core::amd::Limiter::ALL,
                    occ_core::amd::Limiter::name,
                    |l| occ_core::amd::explain(gpu.arch, &kernel, &result, l),
                );
                let output = AmdBatchOutput::evaluate(gpu.arch, &kernel)?;
                let name = gpu.preset.map_or(gpu.arch.name, |p| p.name);
                return print_table(format, name, &output, &why);
            }
            return crate::amd::calc(&gpu, &kernel, terms, args.json);
        }
        Chosen::Intel(gpu) => {
            crate::intel::refuse_other_flags(&gpu, &args.launch, &args.amd)?;
            let kernel = args.intel.kernel(&gpu, &args.launch)?;
            if let Some(format) = args.format() {
                if args.intel.global.is_some() {
                    bail!(
                        "--global gives the GPU's waves in the report and --json; --csv and --markdown give the \
                         per-Xe-core figures only: leave out --global"
                    );
                }
                let result = occ_core::intel::occupancy(gpu.arch, &kernel)?;
                let why = by_name(
                    occ_core::intel::Limiter::ALL,
                    occ_core::intel::Limiter::name,
                    |l| occ_core::intel::explain(gpu.arch, &kernel, &result, l),
                );
                let output = IntelBatchOutput::evaluate(gpu.arch, &kernel)?;
                let name = gpu.preset.map_or(gpu.arch.name, |p| p.name);
                return print_table(format, name, &output, &why);
            }
            return crate::intel::calc(&gpu, &kernel, args.intel.global, terms, args.json);
        }
    };
    args.amd.refuse_on_nvidia(&selected)?;
    args.intel.refuse_on_nvidia(&selected)?;
    let gpu = selected.device.check()?;
    let kernel = args.launch.kernel(&gpu, &selected.describe())?;
    let smem = args.launch.smem();
    let output = BatchOutput::evaluate(&gpu, &kernel, &smem)?;
    if let Some(format) = args.format() {
        let result = occ_core::nvidia::occupancy(&gpu, &kernel, &smem)?;
        let rows = report::limiters(&gpu, &kernel, &result);
        let why = |name: &str| {
            rows.iter()
                .find(|row| row.limiter.name() == name)
                .map_or(String::new(), |row| row.why.clone())
        };
        return print_table(format, &selected.describe(), &output, &why);
    }
    if args.json {
        println!(
            "{}",
            serde_json::to_string_pretty(&output).context("serialising the result")?
        );
        return Ok(());
    }
    let result = occ_core::nvidia::occupancy(&gpu, &kernel, &smem)?;
    let device = gpu.device();
    let t = |text: &str| terms.apply(text);
    let mut out = String::new();
    let title = match selected.preset {
        Some(preset) => format!(
            "{} (CC {}, {} SMs)",
            preset.name, device.cc, device.sm_count
        ),
        None => {
            let family = occ_core::nvidia::arch_defaults(device.cc)
                .map(|d| d.family)
                .unwrap_or("");
            if args.gpu.sms.is_some() {
                format!(
                    "generic CC {} {family} ({} SMs)",
                    device.cc, device.sm_count
                )
            } else {
                format!(
                    "generic CC {} {family} (SM count unknown: grid figures are per SM)",
                    device.cc
                )
            }
        }
    };
    writeln!(out, "GPU     {}", t(&title))?;
    let kernel_line = format!(
        "Kernel  {} threads/block, {} registers/thread, {} static + {} dynamic shared memory{}",
        thousands(kernel.threads_per_block.into()),
        kernel.regs_per_thread,
        bytes(kernel.static_smem.into()),
        bytes(kernel.dynamic_smem.into()),
        match smem.carveout {
            Some(p) => format!(", carveout {p} %"),
            None => String::new(),
        }
    );
    writeln!(out, "{}", t(&kernel_line))?;
    writeln!(out, "\nOccupancy data")?;
    for row in report::occupancy_data(&result) {
        writeln!(out, "  {:<38} {}", t(row.label), row.value)?;
    }
    writeln!(
        out,
        "\nAllocated resources                     {:>16} {:>24} {:>12}",
        t("per block"),
        t("limit per SM"),
        t("blocks")
    )?;
    for row in report::allocated_resources(&gpu, &kernel, &result) {
        let blocks = row.blocks.map_or("-".to_string(), |b| b.to_string());
        writeln!(
            out,
            "  {:<37} {:>16} {:>24} {:>12}",
            t(row.limiter.label()),
            row.per_block,
            row.per_sm,
            blocks
        )?;
    }
    writeln!(out, "\nOccupancy limiters (* = binding)")?;
    for row in report::limiters(&gpu, &kernel, &result) {
        let blocks = row
            .blocks
            .map_or("no limit".to_string(), |b| format!("{b} blocks"));
        writeln!(
            out,
            "  {} {:<28} {:<16} {}",
            if row.binding { "*" } else { " " },
            t(row.limiter.label()),
            t(&blocks),
            t(&row.why)
        )?;
    }
    writeln!(out, "\nPhysical limits")?;
    for row in report::physical_limits(&gpu) {
        writeln!(out, "  {:<38} {}", t(row.label), row.value)?;
    }
    writeln!(out, "\nLaunch")?;
    match (output.best_block_size, output.min_grid_size) {
        (Some(block), Some(grid)) => writeln!(
            out,
            "  {:<38} {}",
            t("Best block size"),
            t(&format!(
                "{block} threads (minimum grid for a full GPU: {} blocks)",
                thousands(grid)
            ))
        )?,
        _ => writeln!(out, "  {:<38} none fits", t("Best block size"))?,
    }
    if let Some(available) = output.dynamic_smem_per_block_available {
        writeln!(
            out,
            "  {:<38} {}",
            t("Dynamic shared memory available"),
            t(&format!(
                "{} at {} blocks per SM",
                bytes(available),
                result.active_blocks_per_sm
            ))
        )?;
    }
    if !output.warnings.is_empty() {
        writeln!(out, "\nWarnings")?;
        for warning in &output.warnings {
            writeln!(out, "  ! {}", t(warning))?;
        }
    }
    print!("{out}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_accept_kib_suffixes_and_name_the_range() {
        assert_eq!(parse_bytes("49152"), Ok(49152));
        assert_eq!(parse_bytes("48K"), Ok(49152));
        assert_eq!(parse_bytes("48 KiB"), Ok(49152));
        assert!(parse_bytes("-1").unwrap_err().contains("0 to 4294967295"));
        assert!(parse_bytes("99999999K").is_err());
    }

    #[test]
    fn carveout_is_a_percentage_or_default() {
        assert_eq!(parse_carveout("default").unwrap().0, None);
        assert_eq!(parse_carveout("32").unwrap().0, Some(32));
        assert_eq!(parse_carveout("50%").unwrap().0, Some(50));
        assert!(parse_carveout("101").unwrap_err().contains("0 to 100"));
    }
}
