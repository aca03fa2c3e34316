//! `occ calc`: one launch, as a readable report (the sections of NVIDIA's spreadsheet, or the vendor's own), its
//! `occ batch` object (`--json`) or a table of it, all from occ-core's `Answer`.

use anyhow::{bail, Context};
use clap::Args;
use occ_core::msg;
use occ_core::report::Terms;

use crate::export::{print_table, Format};
use crate::gpu::GpuArgs;
use crate::say::help;
use crate::say::{early, LangArgs, Say};
use crate::vendor::{Chosen, KernelArgs};

#[derive(Args, Debug)]
pub struct CalcArgs {
    #[command(flatten)]
    pub gpu: GpuArgs,
    #[command(flatten)]
    pub kernel: KernelArgs,
    #[arg(help = help(msg::cli_help_calc_json()), long)]
    pub json: bool,
    #[arg(help = help(msg::cli_help_calc_csv()), long, conflicts_with_all = ["json", "markdown"])]
    pub csv: bool,
    #[arg(help = help(msg::cli_help_calc_markdown()), long, conflicts_with = "json")]
    pub markdown: bool,
    #[arg(help = help(msg::cli_help_calc_terms()), long, value_parser = parse_terms)]
    pub terms: Option<Terms>,
    #[command(flatten)]
    pub lang: LangArgs,
}

fn parse_terms(text: &str) -> Result<Terms, String> {
    Terms::parse(text).ok_or_else(|| early().say(msg::cli_bad_terms(text)))
}

impl CalcArgs {
    /// The report's words: --terms, or the GPU vendor's own. --terms words the report only: with --json, --csv or
    /// --markdown (which keep `occ batch`'s field names) it is an error rather than passed over.
    fn terms(&self, say: &Say) -> anyhow::Result<Terms> {
        let format = [
            ("--json", self.json),
            ("--csv", self.csv),
            ("--markdown", self.markdown),
        ]
        .into_iter()
        .find_map(|(flag, given)| given.then_some(flag));
        match (self.terms, format) {
            (Some(_), Some(format)) => bail!(say.say(msg::calc_terms_with_format(format))),
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

/// The launch on the chosen GPU, answered by occ-core's one cross-vendor `Answer`: its vendor's report, the
/// `occ batch` object, or a table of it.
pub fn run(args: &CalcArgs) -> anyhow::Result<()> {
    let lang = args.lang.lang()?;
    let terms = args.terms(&Say::new(lang, Terms::Own, occ_core::Vendor::Nvidia))?;
    let chosen = Chosen::choose(&args.gpu)?;
    let say = Say::new(lang, terms, chosen.vendor());
    let format = args.format();
    let (launch, about) = chosen.launch(&args.kernel, format.is_none())?;
    let answer = launch.answer()?;
    if let Some(format) = format {
        let why = |limiter: &str| answer.why(limiter, &say);
        return print_table(format, &chosen.name(), &answer.to_dto()?, &why, &say);
    }
    if args.json {
        let json = serde_json::to_string_pretty(&answer.to_calc(&about)?)
            .context("serialising the result")?;
        println!("{json}");
        return Ok(());
    }
    print!("{}", answer.report(&about, &say)?);
    Ok(())
}
