//! `occ`: the command-line face of occ-core. Parse flags, call the core, format. Exit codes are decided in one
//! place ([`main`]): 0 success, 2 bad input (message on stderr); `occ log` (`occ ptxas`) returns 1 when its gate fails.
//! NVIDIA, AMD and Intel GPUs share the commands. The modules form layers, each using only those below it:
//! `command` (one module per subcommand), `vendor` (the chosen GPU, [`vendor::Chosen`], and the one dispatch to
//! each vendor's flags, launches and reports), and the helpers they share (`flags`, `gpu`, `export`);
//! `tests/layout.rs` checks it.

mod command;
mod export;
mod flags;
mod gpu;
mod say;
mod vendor;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::say::help;
use command::{batch, calc, compare, gpus, log, plan, profile, roofline};
use occ_core::msg;

#[derive(Parser)]
#[command(
    name = "occ",
    version,
    about = help(msg::cli_about())
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    #[command(about = help(msg::cli_about_calc()))]
    Calc(calc::CalcArgs),
    #[command(about = help(msg::cli_about_compare()))]
    Compare(Box<compare::CompareArgs>),
    #[command(about = help(msg::cli_about_plan()))]
    Plan(plan::PlanArgs),
    #[command(about = help(msg::cli_about_roofline()))]
    Roofline(roofline::RooflineArgs),
    #[command(about = help(msg::cli_about_batch()))]
    Batch,
    #[command(about = help(msg::cli_about_log()), visible_alias = "ptxas")]
    Log(log::LogArgs),
    #[command(about = help(msg::cli_about_profile()))]
    Profile(profile::ProfileArgs),
    #[command(about = help(msg::cli_about_gpus()))]
    Gpus {
        #[arg(help = help(msg::cli_help_gpus_json()), long)]
        json: bool,
        #[command(flatten)]
        lang: say::LangArgs,
        #[command(flatten)]
        terms: say::TermsArgs,
    },
}

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so a print to a closed pipe (`occ gpus | head`) would panic; the default action ends
    // the process quietly, as a pipeline expects.
    #[cfg(unix)]
    // SAFETY: called first in `main`, before any other thread exists; SIG_DFL is a valid action for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let command = say::frame(Cli::command());
    let args =
        flags::join_negative_values(say::help_command(std::env::args_os().collect()), &command);
    let cli = match command
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        Err(error) => say::clap_error(error),
    };
    let done = |result: anyhow::Result<()>| result.map(|()| ExitCode::SUCCESS);
    let result = match cli.command {
        Command::Calc(args) => done(calc::run(&args)),
        Command::Compare(args) => done(compare::run(&args)),
        Command::Plan(args) => done(plan::run(&args)),
        Command::Roofline(args) => done(roofline::run(&args)),
        Command::Batch => done(batch::run(
            std::io::stdin().lock(),
            std::io::stdout().lock(),
        )),
        Command::Gpus { json, lang, terms } => done(gpus::run(json, &lang, &terms)),
        // The commands with a third outcome: 1 when a kernel is below --min-occupancy.
        Command::Log(args) => log::run(&args),
        Command::Profile(args) => profile::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("occ: {}", say::error_text(&error));
            ExitCode::from(2)
        }
    }
}
