//! `occ compare`: up to eight launches side by side. Every flag takes a comma-separated list, one value per launch
//! (or one for all); each launch becomes the `occ batch` line of its vendor and is answered by `occ batch` itself,
//! so `--json` is exactly what `occ batch` prints for the same lines, and the table, `--csv` and `--markdown` read
//! their figures from those answers. A launch whose values do not fit its GPU gets its error in its cell; the
//! others still print.

use std::fmt::Write as _;

use anyhow::{bail, Context};
use clap::{ArgGroup, Args};
use occ_core::msg;
use occ_core::presets::{self, Preset};
use occ_core::report::Terms;
use occ_core::Vendor;
use serde_json::{Map, Value};

use crate::export::{self, Format};
use crate::flags::{parse_cache_config, parse_carveout, parse_gc, Typed};
use crate::say::help;
use crate::say::{self, early, LangArgs, Say};
use crate::vendor;

pub use occ_core::dto::MAX_COMPARED as MAX_LAUNCHES;

#[derive(Args, Debug)]
#[command(group(ArgGroup::new("format").args(["json", "csv", "markdown"])))]
pub struct CompareArgs {
    #[arg(help = help(msg::cli_help_compare_gpu()), long)]
    pub gpu: String,
    #[arg(help = help(msg::cli_help_compare_threads()), long, short = 't')]
    pub threads: String,
    #[arg(help = help(msg::cli_help_compare_regs()), long, short = 'r')]
    pub regs: Option<String>,
    #[arg(help = help(msg::cli_help_compare_static_smem()), long)]
    pub static_smem: Option<String>,
    #[arg(help = help(msg::cli_help_compare_dynamic_smem()), long)]
    pub dynamic_smem: Option<String>,
    #[arg(help = help(msg::cli_help_compare_barriers()), long)]
    pub barriers: Option<String>,
    #[arg(help = help(msg::cli_help_compare_carveout()), long)]
    pub carveout: Option<String>,
    #[arg(help = help(msg::cli_help_compare_cache_config()), long)]
    pub cache_config: Option<String>,
    #[arg(help = help(msg::cli_help_compare_opt_in()), long, num_args = 0..=1, default_missing_value = "true")]
    pub opt_in: Option<String>,
    #[arg(help = help(msg::cli_help_compare_max_dynamic_smem()), long)]
    pub max_dynamic_smem: Option<String>,
    #[arg(help = help(msg::cli_help_nvidia_launch_bounds()), long)]
    pub launch_bounds: Option<String>,
    #[arg(help = help(msg::cli_help_compare_partitioned_gc()), long)]
    pub partitioned_gc: Option<String>,
    #[arg(help = help(msg::cli_help_compare_virtual_resources()), long)]
    pub virtual_resources: Option<String>,
    #[arg(help = help(msg::cli_help_compare_vgprs()), long)]
    pub vgprs: Option<String>,
    #[arg(help = help(msg::cli_help_compare_agprs()), long)]
    pub agprs: Option<String>,
    #[arg(help = help(msg::cli_help_compare_sgprs()), long)]
    pub sgprs: Option<String>,
    #[arg(help = help(msg::cli_help_compare_lds()), long)]
    pub lds: Option<String>,
    #[arg(help = help(msg::cli_help_compare_wave_size()), long)]
    pub wave_size: Option<String>,
    #[arg(help = help(msg::cli_help_compare_cu_mode()), long, num_args = 0..=1, default_missing_value = "true")]
    pub cu_mode: Option<String>,
    #[arg(help = help(msg::cli_help_compare_sub_group()), long = "sub-group")]
    pub sub_group: Option<String>,
    #[arg(help = help(msg::cli_help_compare_slm()), long)]
    pub slm: Option<String>,
    #[arg(help = help(msg::cli_help_compare_large_grf()), long, num_args = 0..=1, default_missing_value = "true")]
    pub large_grf: Option<String>,
    #[arg(help = help(msg::cli_help_compare_json()), long)]
    pub json: bool,
    #[arg(help = help(msg::cli_help_compare_csv()), long)]
    pub csv: bool,
    #[arg(help = help(msg::cli_help_compare_markdown()), long)]
    pub markdown: bool,
    #[command(flatten)]
    pub lang: LangArgs,
}

/// How a flag's value is read, and written into the `occ batch` line.
#[derive(Clone, Copy)]
enum Kind {
    Count,
    Bytes,
    Carveout,
    CacheConfig,
    PartitionedGc,
    Switch,
}

/// A flag of `occ compare`: the vendors whose kernels take it and the field of their `occ batch` line it sets
/// (`smem.` for NVIDIA's shared-memory preferences, else the kernel's).
struct Flag {
    name: &'static str,
    vendors: &'static [Vendor],
    field: &'static str,
    kind: Kind,
}

const ALL: &[Vendor] = &[Vendor::Nvidia, Vendor::Amd, Vendor::Intel];
const NVIDIA: &[Vendor] = &[Vendor::Nvidia];
const AMD: &[Vendor] = &[Vendor::Amd];
const INTEL: &[Vendor] = &[Vendor::Intel];

const fn flag(
    name: &'static str,
    vendors: &'static [Vendor],
    field: &'static str,
    kind: Kind,
) -> Flag {
    Flag {
        name,
        vendors,
        field,
        kind,
    }
}

/// Every launch flag, in the order of `CompareArgs::values`.
const FLAGS: [Flag; 21] = [
    flag("--threads", ALL, "kernel.threads_per_block", Kind::Count),
    flag("--regs", NVIDIA, "kernel.regs_per_thread", Kind::Count),
    flag("--static-smem", NVIDIA, "kernel.static_smem", Kind::Bytes),
    flag("--dynamic-smem", NVIDIA, "kernel.dynamic_smem", Kind::Bytes),
    flag(
        "--barriers",
        &[Vendor::Nvidia, Vendor::Intel],
        "kernel.barriers",
        Kind::Count,
    ),
    flag("--carveout", NVIDIA, "smem.carveout", Kind::Carveout),
    flag(
        "--cache-config",
        NVIDIA,
        "smem.cache_config",
        Kind::CacheConfig,
    ),
    flag("--opt-in", NVIDIA, "kernel.opt_in", Kind::Switch),
    flag(
        "--max-dynamic-smem",
        NVIDIA,
        "kernel.max_dynamic_smem",
        Kind::Bytes,
    ),
    flag(
        "--launch-bounds",
        NVIDIA,
        "kernel.max_threads_per_block",
        Kind::Count,
    ),
    flag(
        "--partitioned-gc",
        NVIDIA,
        "kernel.partitioned_gc",
        Kind::PartitionedGc,
    ),
    flag(
        "--virtual-resources",
        NVIDIA,
        "kernel.virtual_resources",
        Kind::Count,
    ),
    flag("--vgprs", AMD, "kernel.vgprs", Kind::Count),
    flag("--agprs", AMD, "kernel.agprs", Kind::Count),
    flag("--sgprs", AMD, "kernel.sgprs", Kind::Count),
    flag("--lds", AMD, "kernel.lds_bytes", Kind::Bytes),
    flag("--wave-size", AMD, "kernel.wave_size", Kind::Count),
    flag("--cu-mode", AMD, "kernel.cu_mode", Kind::Switch),
    flag("--sub-group", INTEL, "kernel.sub_group_size", Kind::Count),
    flag("--slm", INTEL, "kernel.slm_bytes", Kind::Bytes),
    flag("--large-grf", INTEL, "kernel.large_grf", Kind::Switch),
];

/// The flag each vendor's kernel cannot do without.
const REQUIRED: [(Vendor, &str); 3] = [
    (Vendor::Nvidia, "--regs"),
    (Vendor::Amd, "--vgprs"),
    (Vendor::Intel, "--sub-group"),
];

/// What a vendor's required flag gives.
fn required_what(vendor: Vendor) -> msg::Msg<'static> {
    match vendor {
        Vendor::Nvidia => msg::cli_compare_what_regs(),
        Vendor::Amd => msg::cli_compare_what_vgprs(),
        Vendor::Intel => msg::cli_compare_what_sub_group(),
    }
}

impl CompareArgs {
    /// Each launch flag with its list as given, in [`FLAGS`]' order.
    fn values(&self) -> Vec<(&'static Flag, Option<&str>)> {
        let given = [
            Some(&self.threads),
            self.regs.as_ref(),
            self.static_smem.as_ref(),
            self.dynamic_smem.as_ref(),
            self.barriers.as_ref(),
            self.carveout.as_ref(),
            self.cache_config.as_ref(),
            self.opt_in.as_ref(),
            self.max_dynamic_smem.as_ref(),
            self.launch_bounds.as_ref(),
            self.partitioned_gc.as_ref(),
            self.virtual_resources.as_ref(),
            self.vgprs.as_ref(),
            self.agprs.as_ref(),
            self.sgprs.as_ref(),
            self.lds.as_ref(),
            self.wave_size.as_ref(),
            self.cu_mode.as_ref(),
            self.sub_group.as_ref(),
            self.slm.as_ref(),
            self.large_grf.as_ref(),
        ];
        FLAGS
            .iter()
            .zip(given)
            .map(|(flag, value)| (flag, value.map(String::as_str)))
            .collect()
    }

    fn format(&self) -> Option<Format> {
        match (self.csv, self.markdown) {
            (true, _) => Some(Format::Csv),
            (_, true) => Some(Format::Markdown),
            _ => None,
        }
    }
}

/// A comma-separated list, its items trimmed.
fn split(list: &str) -> Vec<&str> {
    list.split(',').map(str::trim).collect()
}

/// One value of `flag` for a launch on `preset` as the `occ batch` line spells it; an error names the flag, what
/// it takes and, for a count or a size, its range on that GPU.
fn parse(flag: &Flag, text: &str, preset: &Preset) -> anyhow::Result<Value> {
    let value = match flag.kind {
        Kind::Count => {
            return Typed::new(text)
                .count::<u32>(flag.name, || vendor::flag_range(flag.name, preset))
                .map(Value::from)
        }
        Kind::Bytes => {
            return Typed::new(text)
                .bytes(flag.name, || vendor::flag_range(flag.name, preset))
                .map(Value::from)
        }
        Kind::Carveout => parse_carveout(text).map(|c| c.0.map_or(Value::from(-1), Value::from)),
        Kind::CacheConfig => parse_cache_config(text).map(|c| Value::from(c.name())),
        Kind::PartitionedGc => parse_gc(text).map(|g| Value::from(g.name())),
        Kind::Switch => match text {
            "true" => Ok(Value::Bool(true)),
            "false" => Ok(Value::Bool(false)),
            _ => Err(early().say(msg::cli_bad_switch(text))),
        },
    };
    value.map_err(|message| anyhow::anyhow!("{}: {message}", flag.name))
}

/// One launch: the GPU as typed and its preset, and each flag's value as typed and as the line spells it (`None`
/// where the flag is not given or does not apply to the GPU's vendor).
struct Launch<'a> {
    typed: &'a str,
    preset: &'static Preset,
    inputs: Vec<(&'static Flag, Option<(&'a str, Value)>)>,
}

impl Launch<'_> {
    fn vendor(&self) -> Vendor {
        self.preset.vendor()
    }

    /// The `occ batch` line of the launch's vendor.
    fn line(&self) -> Value {
        let mut kernel = Map::new();
        let mut smem = Map::new();
        for (flag, value) in &self.inputs {
            let Some((_, value)) = value else { continue };
            let (section, key) = flag.field.split_once('.').expect("fields are section.key");
            let target = if section == "smem" {
                &mut smem
            } else {
                &mut kernel
            };
            target.insert(key.to_string(), value.clone());
        }
        let mut line = Map::new();
        line.insert("gpu".into(), self.typed.into());
        line.insert("kernel".into(), kernel.into());
        if !smem.is_empty() {
            line.insert("smem".into(), smem.into());
        }
        line.into()
    }
}

/// The launches the flags describe: lists of one value apply to every launch, the others give one value each.
fn launches(args: &CompareArgs) -> anyhow::Result<Vec<Launch<'_>>> {
    let say = &early();
    let gpus = split(&args.gpu);
    let lists: Vec<(&Flag, Option<Vec<&str>>)> = args
        .values()
        .into_iter()
        .map(|(flag, list)| (flag, list.map(split)))
        .collect();
    let (longest, count) = lists
        .iter()
        .filter_map(|(flag, list)| list.as_ref().map(|l| (flag.name, l.len())))
        .chain([("--gpu", gpus.len())])
        .fold(
            ("--gpu", 1),
            |most, list| if list.1 > most.1 { list } else { most },
        );
    if count > MAX_LAUNCHES {
        bail!(say.say(msg::cli_compare_too_many(
            longest,
            &count.to_string(),
            &MAX_LAUNCHES.to_string()
        )));
    }
    let check_length = |name: &str, len: usize| {
        if len != 1 && len != count {
            bail!(say.say(msg::cli_compare_lengths(
                name,
                &len.to_string(),
                longest,
                &count.to_string()
            )));
        }
        Ok(())
    };
    check_length("--gpu", gpus.len())?;
    for (flag, list) in &lists {
        if let Some(list) = list {
            check_length(flag.name, list.len())?;
        }
    }
    let presets: Vec<&'static Preset> = gpus
        .iter()
        .map(|name| {
            presets::find(name)
                .map_err(|e| anyhow::anyhow!("--gpu: {}", e.say(say).trim_start_matches("gpu: ")))
        })
        .collect::<anyhow::Result<_>>()?;
    let listed: Vec<Vendor> = (0..count)
        .map(|i| pick_preset(&presets, i).vendor())
        .collect();
    for (flag, list) in &lists {
        if list.is_some() && !flag.vendors.iter().any(|v| listed.contains(v)) {
            let vendors = match flag.vendors {
                [one] => one.label().to_string(),
                [first, second] => say.say(msg::cli_compare_and(first.label(), second.label())),
                all => all.iter().map(|v| v.label()).collect::<Vec<_>>().join(", "),
            };
            bail!(say.say(msg::cli_compare_no_vendor(flag.name, &vendors, &args.gpu)));
        }
    }
    for (vendor, required) in REQUIRED {
        let given = lists
            .iter()
            .any(|(flag, list)| flag.name == required && list.is_some());
        if listed.contains(&vendor) && !given {
            bail!(say.say(msg::cli_compare_required(
                required,
                vendor.label(),
                &say.say(required_what(vendor))
            )));
        }
    }
    (0..count)
        .map(|i| {
            let preset = pick_preset(&presets, i);
            let typed = if gpus.len() == 1 { gpus[0] } else { gpus[i] };
            let inputs = lists
                .iter()
                .map(|(flag, list)| {
                    let Some(list) = list else {
                        return Ok((*flag, None));
                    };
                    let text = if list.len() == 1 { list[0] } else { list[i] };
                    // A value for a launch whose vendor does not take the flag is left out, but still read, so
                    // that a mistyped one is not passed over; `-` holds the place without a value.
                    if text == "-" && !flag.vendors.contains(&preset.vendor()) {
                        return Ok((*flag, None));
                    }
                    // A value read for a launch that does not take the flag is refused with the range of the
                    // first launch that does.
                    let ranged = if flag.vendors.contains(&preset.vendor()) {
                        preset
                    } else {
                        (0..count)
                            .map(|j| pick_preset(&presets, j))
                            .find(|p| flag.vendors.contains(&p.vendor()))
                            .unwrap_or(preset)
                    };
                    let value = parse(flag, text, ranged)?;
                    let value = flag
                        .vendors
                        .contains(&preset.vendor())
                        .then_some((text, value));
                    Ok((*flag, value))
                })
                .collect::<anyhow::Result<_>>()?;
            Ok(Launch {
                typed,
                preset,
                inputs,
            })
        })
        .collect()
}

fn pick_preset(presets: &[&'static Preset], i: usize) -> &'static Preset {
    if presets.len() == 1 {
        presets[0]
    } else {
        presets[i]
    }
}

/// What a launch gives: its `occ batch` answer and, when it has no error, the figures the table shows.
struct Outcome {
    answer: Value,
    /// The error, with the flag that sets the field at fault in front.
    error: Option<String>,
    /// Why a launch without an error fits no work-group on its GPU (its first warning).
    fits_none: Option<String>,
    resident: u64,
    per: &'static str,
    next_step: String,
    /// The binding limiters in the report's language (in English `occ batch`'s names).
    limiters: String,
}

/// The answers of `occ batch` to the launches' lines, in order.
fn answer(launches: &[Launch]) -> anyhow::Result<Vec<Value>> {
    let lines: Vec<String> = launches.iter().map(|l| l.line().to_string()).collect();
    let mut out = Vec::new();
    crate::command::batch::run(lines.join("\n").as_bytes(), &mut out)?;
    String::from_utf8(out)
        .context("occ batch writes UTF-8")?
        .lines()
        .map(|line| serde_json::from_str(line).context("occ batch writes JSON"))
        .collect()
}

fn outcome(launch: &Launch, answer: Value, say: &Say) -> Outcome {
    let error = answer["error"].as_str().map(|message| {
        // In the report's language; the answer's is English, and names the field the flag in front sets.
        let said = crate::command::batch::said_error(&launch.line().to_string(), say)
            .unwrap_or_else(|| message.to_string());
        match launch
            .inputs
            .iter()
            .find(|(flag, _)| message.starts_with(flag.field))
        {
            Some((flag, _)) => format!("{}: {said}", flag.name),
            None => said,
        }
    });
    // The launch occ batch answered, as occ-core's cross-vendor answer (none for a launch that failed).
    let answered = error
        .is_none()
        .then(|| crate::command::batch::launch(&launch.line().to_string()))
        .flatten()
        .and_then(|l| l.answer().ok());
    let (resident, per) = answered.as_ref().map_or((0, ""), |a| {
        let r = a.resident();
        (r.count, r.unit)
    });
    let next_step = answered
        .as_ref()
        .and_then(|a| next_step(a, say))
        .unwrap_or_default();
    let limiters = answered
        .as_ref()
        .map(|a| a.limiters(say))
        .unwrap_or_default();
    // Why nothing fits is the answer's first warning, in the report's language (the JSON's is English).
    let fits_none = (error.is_none() && resident == 0).then(|| {
        answered
            .as_ref()
            .and_then(|a| a.warnings(say).into_iter().next())
            .unwrap_or_else(|| export::cell(&answer["warnings"][0]))
    });
    Outcome {
        answer,
        error,
        fits_none,
        resident: resident.into(),
        per,
        next_step,
        limiters,
    }
}

/// The first step that raises the occupancy, in a line, or why there is none.
fn next_step(answered: &occ_core::Answer, say: &Say) -> Option<String> {
    let steps = answered.next_steps(say).ok()?;
    Some(match steps.split_first() {
        Some((first, [])) => first.clone(),
        Some((first, rest)) => say.say(msg::compare_more_steps(first, &rest.len().to_string())),
        None => answered.no_step(say),
    })
}

pub fn run(args: &CompareArgs) -> anyhow::Result<()> {
    let say = Say::new(args.lang.lang()?, Terms::Own, Vendor::Nvidia);
    let launches = launches(args)?;
    let answers = answer(&launches)?;
    let outcomes: Vec<Outcome> = launches
        .iter()
        .zip(answers)
        .map(|(launch, answer)| outcome(launch, answer, &say))
        .collect();
    let best = outcomes
        .iter()
        .filter(|o| o.error.is_none() && o.resident > 0)
        .filter_map(|o| o.answer["occupancy"].as_f64())
        .fold(None, |best: Option<f64>, o| {
            Some(best.map_or(o, |b| b.max(o)))
        });
    // A launch that fits nothing is never the best, even when every launch fits nothing.
    let is_best =
        |o: &Outcome| o.error.is_none() && o.resident > 0 && o.answer["occupancy"].as_f64() == best;
    let out = match (args.json, args.format()) {
        (true, _) => {
            let list: Vec<&Value> = outcomes.iter().map(|o| &o.answer).collect();
            serde_json::to_string_pretty(&list)? + "\n"
        }
        (false, Some(Format::Csv)) => csv(&launches, &outcomes, &is_best, &say),
        (false, Some(Format::Markdown)) => {
            let (header, rows) = shown(&launches, &outcomes, &is_best, true, &say);
            let header: Vec<&str> = header.iter().map(String::as_str).collect();
            export::table(Format::Markdown, &header, &rows)
        }
        (false, None) => text(&launches, &outcomes, &is_best, &say),
    };
    print!("{out}");
    // The first failure is repeated, its flag in front, so that the exit says what to change.
    if let Some(Some(first)) = outcomes
        .iter()
        .all(|o| o.error.is_some())
        .then(|| outcomes.first().and_then(|o| o.error.as_ref()))
    {
        bail!(say.say(msg::compare_all_failed(first)));
    }
    Ok(())
}

/// The flags whose values are not the same for every launch, and those that are, as typed (`-` where a flag does
/// not apply to the launch's GPU).
fn inputs_shown(launches: &[Launch]) -> (Vec<(&'static str, Vec<String>)>, Vec<String>) {
    let (mut differ, mut same) = (Vec::new(), Vec::new());
    for (i, (flag, _)) in launches[0].inputs.iter().enumerate() {
        let cells: Vec<String> = launches
            .iter()
            .map(|l| {
                l.inputs[i]
                    .1
                    .as_ref()
                    .map_or("-".to_string(), |(typed, _)| typed.to_string())
            })
            .collect();
        if cells.iter().all(|c| c == "-") {
            continue;
        }
        if cells.iter().all(|c| *c == cells[0]) {
            same.push(format!("{} {}", flag.name, cells[0]));
        } else {
            differ.push((flag.name, cells));
        }
    }
    (differ, same)
}

/// The table's columns as a row per launch: GPU, the inputs that differ, occupancy (the best marked), resident
/// work-groups, the binding limiters and the next step. A failed launch, and one that fits no work-group, says why
/// in its occupancy cell: in full when `full_errors`, else by the number of a note below the table.
fn shown(
    launches: &[Launch],
    outcomes: &[Outcome],
    is_best: &dyn Fn(&Outcome) -> bool,
    full_errors: bool,
    say: &Say,
) -> (Vec<String>, Vec<Vec<String>>) {
    let (differ, _) = inputs_shown(launches);
    let mut header = vec!["GPU".to_string()];
    header.extend(differ.iter().map(|(name, _)| name.to_string()));
    header.extend(
        [
            msg::compare_col_occupancy(),
            msg::compare_col_resident(),
            msg::compare_col_limiters(),
            msg::compare_col_next_step(),
        ]
        .map(|m| say.say(m)),
    );
    let mut failed = 0;
    let rows = launches
        .iter()
        .zip(outcomes)
        .enumerate()
        .map(|(i, (launch, o))| {
            let say = say.about(launch.vendor());
            let mut row = vec![launch.preset.said_name(&say)];
            row.extend(differ.iter().map(|(_, cells)| cells[i].clone()));
            if let Some(error) = &o.error {
                failed += 1;
                let cell = if full_errors {
                    say.say(msg::compare_error(error))
                } else {
                    say.say(msg::compare_error_note(&failed.to_string()))
                };
                row.extend([cell, "-".into(), "-".into(), "-".into()]);
                return row;
            }
            let mut occupancy = say.percent(o.answer["occupancy"].as_f64().unwrap_or(0.0));
            if let Some(why) = &o.fits_none {
                failed += 1;
                if full_errors {
                    write!(occupancy, ": {why}").expect("writing to a String");
                } else {
                    write!(occupancy, " [{failed}]").expect("writing to a String");
                }
            }
            // A WGP is AMD's (RDNA's) pair of CUs, not a noun of the vocabularies.
            let unit = match o.per {
                "WGP" => o.per.to_string(),
                _ => say.say(msg::compare_unit()),
            };
            let limiters = o.limiters.clone();
            row.extend([
                if is_best(o) {
                    say.say(msg::compare_best(&occupancy))
                } else {
                    occupancy
                },
                say.say(msg::compare_resident(o.resident, &unit)),
                if limiters.is_empty() {
                    "-".into()
                } else {
                    limiters
                },
                o.next_step.clone(),
            ]);
            row
        })
        .collect();
    (header, rows)
}

/// The terminal's table: a column per launch, a row per field; the inputs common to all and the errors below.
fn text(
    launches: &[Launch],
    outcomes: &[Outcome],
    is_best: &dyn Fn(&Outcome) -> bool,
    say: &Say,
) -> String {
    let (header, rows) = shown(launches, outcomes, is_best, false, say);
    let (_, same) = inputs_shown(launches);
    let width =
        |cells: &mut dyn Iterator<Item = &String>| cells.map(|c| say::width(c)).max().unwrap_or(0);
    let label_width = width(&mut header.iter());
    let widths: Vec<usize> = rows
        .iter()
        .enumerate()
        .map(|(i, row)| width(&mut row.iter()).max((i + 1).to_string().len()))
        .collect();
    let pad = say::left;
    let line = |label: &str, cells: Vec<String>| {
        let cells: Vec<String> = cells.iter().zip(&widths).map(|(c, w)| pad(c, *w)).collect();
        format!("{}  {}", pad(label, label_width), cells.join("  "))
            .trim_end()
            .to_string()
            + "\n"
    };
    let mut out = line("", (1..=rows.len()).map(|i| i.to_string()).collect());
    for (field, label) in header.iter().enumerate() {
        out.push_str(&line(
            label,
            rows.iter().map(|r| r[field].clone()).collect(),
        ));
    }
    if !same.is_empty() {
        let _ = writeln!(
            out,
            "\n{}",
            say.say(msg::compare_every_launch(&same.join(", ")))
        );
    }
    let notes = launches
        .iter()
        .zip(outcomes)
        .enumerate()
        .filter_map(|(i, (launch, o))| {
            Some((i, launch, o.error.as_ref().or(o.fits_none.as_ref())?))
        });
    for (note, (i, launch, why)) in notes.enumerate() {
        let _ = writeln!(
            out,
            "{}",
            say.say(msg::compare_note(
                &(note + 1).to_string(),
                &(i + 1).to_string(),
                &launch.preset.said_name(say),
                why
            ))
        );
    }
    out
}

/// CSV: every given flag as a column (empty where it does not apply, headed by the flag's name), numbers as the
/// `occ batch` line has them; the other columns' headers in the report's language.
fn csv(
    launches: &[Launch],
    outcomes: &[Outcome],
    is_best: &dyn Fn(&Outcome) -> bool,
    say: &Say,
) -> String {
    let given: Vec<usize> = (0..launches[0].inputs.len())
        .filter(|i| launches.iter().any(|l| l.inputs[*i].1.is_some()))
        .collect();
    let mut header: Vec<String> = [
        msg::compare_csv_launch(),
        msg::compare_csv_gpu(),
        msg::compare_csv_vendor(),
    ]
    .map(|m| say.say(m))
    .into();
    header.extend(given.iter().map(|i| {
        launches[0].inputs[*i]
            .0
            .name
            .trim_start_matches('-')
            .to_string()
    }));
    header.extend(
        [
            msg::compare_csv_occupancy(),
            msg::compare_csv_resident(),
            msg::compare_csv_per(),
            msg::compare_csv_limiters(),
            msg::compare_csv_next_step(),
            msg::compare_csv_best(),
            msg::compare_csv_error(),
        ]
        .map(|m| say.say(m)),
    );
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    let rows: Vec<Vec<String>> = launches
        .iter()
        .zip(outcomes)
        .enumerate()
        .map(|(n, (launch, o))| {
            let mut row = vec![
                (n + 1).to_string(),
                launch.preset.said_name(say),
                launch.vendor().name().to_string(),
            ];
            row.extend(given.iter().map(|i| {
                launch.inputs[*i]
                    .1
                    .as_ref()
                    .map_or(String::new(), |(_, v)| export::cell(v))
            }));
            let failed = o.error.is_some();
            let figure = |text: String| if failed { String::new() } else { text };
            row.extend([
                figure(export::cell(&o.answer["occupancy"])),
                figure(o.resident.to_string()),
                figure(o.per.to_string()),
                figure(export::cell(&o.answer["limiters"])),
                o.next_step.clone(),
                is_best(o).to_string(),
                o.error.clone().unwrap_or_default(),
            ]);
            row
        })
        .collect();
    export::table(Format::Csv, &header, &rows)
}
