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

use clap::{CommandFactory, Parser, Subcommand};

use command::{batch, calc, compare, gpus, log, plan, roofline};

#[derive(Parser)]
#[command(
    name = "occ",
    version,
    about = "GPU occupancy calculator with each vendor's own rules: NVIDIA's (cuda_occupancy.h), AMD's (LLVM's \
             AMDGPU backend) and Intel's (its GPU Occupancy Calculator)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Occupancy of one launch: occupancy data, allocated resources, limiters, physical limits.
    Calc(calc::CalcArgs),
    /// Up to 8 launches side by side (GPUs, kernels or both; every flag takes a comma-separated list): occupancy,
    /// resident work-groups, the binding limiters and the next step, the best marked; or --json, --csv, --markdown.
    Compare(Box<compare::CompareArgs>),
    /// Launch planning: block-size table, register and shared-memory budgets, next step, grid waves.
    Plan(plan::PlanArgs),
    /// A kernel on the GPU's roofline (memory- or compute-bound, by how much) and the full-occupancy figures.
    Roofline(roofline::RooflineArgs),
    /// JSON Lines in, JSON Lines out: one result (or {"error": …}) per input line, in order.
    Batch,
    /// Occupancy of every kernel in a build log, NVIDIA's (nvcc -Xptxas -v, ptxas -v, nvlink -v, cuobjdump
    /// -res-usage) and AMD's (hipcc -Rpass-analysis=kernel-resource-usage, --save-temps assembly): table or
    /// JSON; exit code 1 when a kernel is below --min-occupancy.
    #[command(visible_alias = "ptxas")]
    Log(log::PtxasArgs),
    /// List the GPU presets.
    Gpus {
        /// One JSON array with every preset, its values and their sources.
        #[arg(long)]
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
    let cli = match Cli::try_parse_from(flags::join_negative_values(
        std::env::args_os(),
        &Cli::command(),
    )) {
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
        // The only command with a third outcome: 1 when a kernel is below --min-occupancy.
        Command::Log(args) => log::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("occ: {}", say::error_text(&error));
            ExitCode::from(2)
        }
    }
}
