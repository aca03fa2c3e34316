//! `occ plan`: which block size, the register and shared-memory budget of every occupancy level, the next step
//! that gains a block, and how a grid fills the GPU: the launch from `crate::vendor`, its plan from occ-core's
//! `Answer::plan` (each vendor's own planning).

use anyhow::bail;
use clap::Args;
use occ_core::msg::{Message, Msg};
use occ_core::report::Terms;
use occ_core::{msg, plan, Vendor};

use crate::flags::{refuse, typed, Range, Typed};
use crate::gpu::GpuArgs;
use crate::say::help;
use crate::say::{LangArgs, Say, TermsArgs};
use crate::vendor::{Chosen, KernelArgs};

#[derive(Args, Debug)]
pub struct PlanArgs {
    #[command(flatten)]
    pub gpu: GpuArgs,
    #[command(flatten)]
    pub kernel: KernelArgs,
    #[arg(help = help(msg::cli_help_plan_smem_per_thread()), long, value_parser = typed, allow_negative_numbers = true)]
    pub smem_per_thread: Option<Typed>,
    #[arg(help = help(msg::cli_help_plan_grid()), long, conflicts_with = "items", value_parser = typed, allow_negative_numbers = true)]
    pub grid: Option<Typed>,
    #[arg(help = help(msg::cli_help_plan_items()), long, value_parser = typed, allow_negative_numbers = true)]
    pub items: Option<Typed>,
    #[arg(help = help(msg::cli_help_plan_per_thread()), long, value_parser = typed, allow_negative_numbers = true)]
    pub per_thread: Option<Typed>,
    #[arg(help = help(msg::cli_help_plan_json()), long)]
    pub json: bool,
    #[command(flatten)]
    pub lang: LangArgs,
    #[command(flatten)]
    pub terms: TermsArgs,
}

/// The grid --grid gives, or --items and --per-thread at `threads` per block, checked to be 1 to `max` blocks
/// (`launch` says what bounds it, `unit` what a block is called in a range's message), its errors in `say`'s
/// language and words.
fn grid(
    args: &PlanArgs,
    say: &Say,
    threads: u32,
    max: u64,
    launch: Message,
    unit: Msg,
) -> anyhow::Result<Option<u64>> {
    let what = Message::from(msg::cli_what_grid("", ""))
        .with(0, unit)
        .with(1, launch.clone());
    let grid_range = || Range::new(1, max, what.clone());
    if let (Some(_), None) = (&args.per_thread, &args.items) {
        bail!(say.say(msg::plan_per_thread_needs_items()));
    }
    if let Some(grid) = &args.grid {
        let grid: u64 = grid.count("--grid", grid_range)?;
        if !(1..=max).contains(&grid) {
            return Err(refuse(
                "--grid",
                &grid.to_string(),
                msg::cli_not_count(),
                &grid_range(),
            ));
        }
        return Ok(Some(grid));
    }
    let Some(items) = &args.items else {
        return Ok(None);
    };
    let items_range = || Range::new(1, u64::MAX, msg::cli_what_work_items());
    let items: u64 = items.count("--items", items_range)?;
    if items == 0 {
        return Err(refuse("--items", "0", msg::cli_not_count(), &items_range()));
    }
    let per_thread_range = || Range::new(1, u64::MAX, msg::cli_what_work_items_per_thread());
    let per_thread: u64 = match &args.per_thread {
        Some(typed) => typed.count("--per-thread", per_thread_range)?,
        None => 1,
    };
    // Exact for any counts: a block holding more items than the problem makes a grid of one block.
    let grid = plan::grid_of(items, per_thread, threads).map_err(|_| {
        refuse(
            "--per-thread",
            &per_thread.to_string(),
            msg::cli_not_count(),
            &per_thread_range(),
        )
    })?;
    if grid > max {
        bail!(say.say(msg::plan_items_too_many(
            &items.to_string(),
            &per_thread.to_string(),
            &threads.to_string(),
            &grid.to_string(),
            &launch.say(say),
            &max.to_string(),
        )));
    }
    Ok(Some(grid))
}

pub fn run(args: &PlanArgs) -> anyhow::Result<()> {
    let say = Say::new(args.lang.lang()?, Terms::Own, Vendor::Nvidia);
    let say = say.with_terms(args.terms.terms(args.json, say)?);
    let chosen = Chosen::choose(&args.gpu)?;
    let say = say.about(match chosen {
        Chosen::Nvidia(_) => Vendor::Nvidia,
        Chosen::Amd(_) => Vendor::Amd,
        Chosen::Intel(_) => Vendor::Intel,
    });
    let grid = |threads: u32, max: u64, launch: Message, unit: Msg| {
        grid(args, &say, threads, max, launch, unit)
    };
    let (launch, about, request) =
        chosen.plan(&args.kernel, &grid, args.smem_per_thread.as_ref())?;
    let planned = launch.answer()?.plan(&about, &request, say)?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&planned.json)?);
    } else {
        print!("{}", planned.text);
    }
    Ok(())
}
