//! Profiler reports: every kernel launch a profiler measured, read into the launch occ evaluates, with what the
//! profiler itself computed (its theoretical occupancy and block limits) and measured (achieved occupancy, duration)
//! beside occ's answer. Where the two computations differ, both numbers are said; where the report lacks an input,
//! the assumption is named. One reader per profiler's format (`nvidia`: Nsight Compute's details and raw pages and
//! its text output; `amd`: rocprofv3's kernel
//! trace and counter collection, rocpd's CSV export, rocprof's `results.csv`; `intel`: unitrace's, onetrace's and
//! ze_tracer's verbose device timing summary), the comparison shared: occ's answer is
//! the vendor's own (`Answer`), on the GPU the report names or the caller does.

pub mod amd;
mod csv;
mod evaluated;
pub mod intel;
pub mod nvidia;

use crate::contract::Engine;
use crate::launch::Answer;
pub use evaluated::{evaluate, to_json, Evaluated, Order};

use crate::msg::{self, Message, Say};
use crate::nvidia::{arch_defaults, ComputeCapability, Device, Gpu, Kernel, SmemConfig};
use crate::presets::{Preset, Target};
use crate::vendor::Vendor;

/// What a profiler computed of a launch's occupancy: its own theoretical figure and block limits.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Computed {
    /// Theoretical occupancy, a fraction.
    pub occupancy: Option<f64>,
    pub registers: Option<u32>,
    pub shared_memory: Option<u32>,
    pub warps: Option<u32>,
    pub blocks: Option<u32>,
    pub barriers: Option<u32>,
    pub waves_per_sm: Option<f64>,
}

/// One kernel launch as the report gives it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profiled {
    /// The report's line where the launch starts.
    pub line: usize,
    pub kernel: String,
    /// The device's name as its driver gives it ("NVIDIA GeForce GTX 1080"; ncu's raw page alone writes it).
    pub device: Option<String>,
    pub cc: Option<ComputeCapability>,
    pub sms: Option<u32>,
    /// Threads per block (work-items per work-group).
    pub threads: Option<u32>,
    /// Blocks (work-groups) in the grid.
    pub grid: Option<u64>,
    pub regs: Option<u32>,
    pub static_smem: Option<u32>,
    pub dynamic_smem: Option<u32>,
    pub driver_smem: Option<u32>,
    /// The shared memory per SM the launch ran with.
    pub smem_config: Option<u32>,
    pub duration_ns: Option<f64>,
    pub cluster_size: Option<u32>,
    pub max_active_clusters: Option<u32>,
    /// The barriers the kernel uses (ncu's raw `launch__barrier_count`).
    pub barriers: Option<u32>,
    /// Achieved occupancy, a fraction.
    pub achieved: Option<f64>,
    /// The mean active warps (waves) per SM (CU) the profiler measured.
    pub achieved_warps: Option<f64>,
    pub computed: Computed,
    /// What an AMD profiler reports of the launch; `None` for another vendor's profiler.
    pub amd: Option<amd::Resources>,
    /// What an Intel profiler reports of the kernel; `None` for another vendor's profiler.
    pub intel: Option<intel::Resources>,
    /// The launches a summary's row stands for (Intel's device timing summary), its duration their total; `None`
    /// for one launch.
    pub calls: Option<u64>,
}

/// A row the reader could not read, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Unread {
    /// 1-based; 0 for the report as a whole.
    pub line: usize,
    pub reason: Message,
}

/// A report read: its launches in order, and the rows left unread.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Read {
    pub launches: Vec<Profiled>,
    pub unread: Vec<Unread>,
    /// The vendor whose profiler wrote the report (whose words its unread rows are said in); `None` for a text
    /// occ does not recognise.
    pub vendor: Option<Vendor>,
}

/// Reads a report in any format occ knows, by what it looks like: the first line that is a header of a CSV layout,
/// or that starts ncu's text output of a launch.
pub fn read(text: &str) -> Read {
    for line in text.lines() {
        let line = line.trim_start_matches('\u{feff}').trim_end_matches('\r');
        let (read, vendor) = if nvidia::is_details(line) {
            (nvidia::read_details(text), Vendor::Nvidia)
        } else if nvidia::is_raw(line) {
            (nvidia::read_raw(text), Vendor::Nvidia)
        } else if amd::is_report(line) {
            (amd::read(text), Vendor::Amd)
        } else if intel::is_report(line) {
            (intel::read(text), Vendor::Intel)
        } else if nvidia::is_text(line) {
            (nvidia::read_text(text), Vendor::Nvidia)
        } else {
            continue;
        };
        return Read {
            vendor: Some(vendor),
            ..read
        };
    }
    Read {
        launches: Vec::new(),
        unread: vec![Unread {
            line: 0,
            reason: msg::profile_no_header().into(),
        }],
        vendor: None,
    }
}

/// A number as the profiler prints it: thousands separated by commas, `n/a` for none.
fn number(text: &str) -> Option<f64> {
    let text = text.trim().replace(',', "");
    text.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v >= 0.0)
}

/// A percentage as a fraction, the nearest to the decimal the profiler printed (28.3 % is 0.283, not the
/// 0.28300000000000003 that dividing by 100 gives).
pub(crate) fn fraction_of_percent(percent: f64) -> f64 {
    format!("{percent}e-2").parse().unwrap_or(percent / 100.0)
}

/// A whole count that fits `u32`.
fn count(text: &str) -> Option<u32> {
    number(text)
        .filter(|v| v.fract() == 0.0 && *v <= f64::from(u32::MAX))
        .map(|v| v as u32)
}

/// `(384, 1, 1)` or `384` (`1,024` and `1,024.00` as the raw page prints it): the threads or blocks it counts.
fn dims(text: &str) -> Option<u64> {
    let text = text.trim();
    let Some(inner) = text.strip_prefix('(') else {
        return count(text).map(u64::from);
    };
    inner
        .trim_end_matches(')')
        .split(',')
        .try_fold(1u64, |product, part| {
            product.checked_mul(u64::from(count(part)?))
        })
}

/// Bytes from a size in the profiler's unit (`byte`, `Kbyte`, `Mbyte`, per block or not: Nsight Compute's units are
/// decimal, printed to two places). A printed size stands for every byte count it rounds from; shared memory comes
/// in KiB-sized pieces, so a whole number of KiB in that span is the size (65.54 Kbyte is 65,536 bytes, 1.02
/// Kbyte/block 1,024), and otherwise the nearest byte.
fn bytes(value: &str, unit: &str) -> Result<u32, Message> {
    let scale = match unit.trim_end_matches("/block") {
        "byte" | "" => 1.0,
        "Kbyte" | "KB" => 1e3,
        "Mbyte" | "MB" => 1e6,
        "Kibyte" | "KiB" => 1024.0,
        other => return Err(msg::profile_unit(other, "byte, Kbyte, Mbyte").into()),
    };
    let places = value
        .trim()
        .split_once('.')
        .map_or(0, |(_, fraction)| fraction.len());
    let half = 0.5 * scale / 10f64.powi(i32::try_from(places).unwrap_or(i32::MAX));
    number(value)
        .map(|v| v * scale)
        .map(|v| {
            let kib = (v / 1024.0).round() * 1024.0;
            if scale > 1.0 && (kib - v).abs() <= half {
                kib
            } else {
                v.round()
            }
        })
        .filter(|v| *v <= f64::from(u32::MAX))
        .map(|v| v as u32)
        .ok_or_else(|| msg::profile_value(value).into())
}

#[cfg(test)]
mod tests {
    use super::bytes;

    #[test]
    fn a_size_printed_in_decimal_kilobytes_is_the_whole_kib_it_rounds_from() {
        assert_eq!(bytes("65.54", "Kbyte"), Ok(65_536));
        assert_eq!(bytes("1.02", "Kbyte/block"), Ok(1_024));
        assert_eq!(bytes("4.10", "Kbyte/block"), Ok(4_096));
        assert_eq!(bytes("167.94", "Kbyte"), Ok(167_936));
        // No whole KiB within the printed precision: the nearest byte.
        assert_eq!(bytes("1.50", "Kbyte"), Ok(1_500));
        assert_eq!(bytes("233472", "byte"), Ok(233_472));
        assert_eq!(bytes("1,024", "byte/block"), Ok(1_024));
        assert!(bytes("12", "furlong").is_err());
        assert!(bytes("lots", "byte").is_err());
    }
}

/// Nanoseconds from a duration in the profiler's unit.
fn nanoseconds(value: &str, unit: &str) -> Result<f64, Message> {
    let scale = match unit {
        "ns" | "nsecond" => 1.0,
        "us" | "usecond" => 1e3,
        "ms" | "msecond" => 1e6,
        "s" | "second" => 1e9,
        other => return Err(msg::profile_unit(other, "ns, us, ms, s").into()),
    };
    number(value)
        .map(|v| v * scale)
        .ok_or_else(|| msg::profile_value(value).into())
}

impl Profiled {
    /// The vendor whose GPU the launch ran on, by the profiler that measured it.
    pub fn vendor(&self) -> Vendor {
        match (&self.amd, &self.intel) {
            (Some(_), _) => Vendor::Amd,
            (None, Some(_)) => Vendor::Intel,
            (None, None) => Vendor::Nvidia,
        }
    }

    /// The launches the row stands for.
    fn launches(&self) -> usize {
        self.calls
            .map_or(1, |c| usize::try_from(c).unwrap_or(usize::MAX))
    }

    /// Takes one metric of the launch; metrics occ does not read are left alone.
    fn metric(&mut self, name: &str, unit: &str, value: &str) -> Result<(), Message> {
        // `inf`: a block limit of a resource the launch does not use (older ncu), which limits nothing, as occ's.
        if value.trim().is_empty()
            || value.trim() == "n/a"
            || (value.trim() == "inf" && name.starts_with("Block Limit"))
        {
            return Ok(());
        }
        let whole = || count(value).ok_or_else(|| Message::from(msg::profile_value(value)));
        let fraction = || {
            number(value)
                .map(fraction_of_percent)
                .ok_or_else(|| Message::from(msg::profile_value(value)))
        };
        match name {
            "Device Name" => self.device = Some(value.trim().to_string()),
            "Block Size" => {
                self.threads = Some(
                    dims(value)
                        .and_then(|t| u32::try_from(t).ok())
                        .ok_or_else(|| Message::from(msg::profile_value(value)))?,
                )
            }
            "Grid Size" => {
                self.grid =
                    Some(dims(value).ok_or_else(|| Message::from(msg::profile_value(value)))?)
            }
            "Registers Per Thread" => self.regs = Some(whole()?),
            "Static Shared Memory Per Block" => self.static_smem = Some(bytes(value, unit)?),
            "Dynamic Shared Memory Per Block" => self.dynamic_smem = Some(bytes(value, unit)?),
            "Driver Shared Memory Per Block" => self.driver_smem = Some(bytes(value, unit)?),
            "Shared Memory Configuration Size" => self.smem_config = Some(bytes(value, unit)?),
            "# SMs" => self.sms = Some(whole()?),
            "Duration" => self.duration_ns = Some(nanoseconds(value, unit)?),
            "Cluster Size" => self.cluster_size = Some(whole()?),
            "Max Active Clusters" => self.max_active_clusters = Some(whole()?),
            "launch__barrier_count" => self.barriers = Some(whole()?),
            "Waves Per SM" => self.computed.waves_per_sm = number(value),
            "Block Limit Registers" => self.computed.registers = Some(whole()?),
            "Block Limit Shared Mem" => self.computed.shared_memory = Some(whole()?),
            "Block Limit Warps" => self.computed.warps = Some(whole()?),
            "Block Limit SM" => self.computed.blocks = Some(whole()?),
            "Block Limit Barriers" => self.computed.barriers = Some(whole()?),
            "Theoretical Occupancy" => self.computed.occupancy = Some(fraction()?),
            "Achieved Occupancy" => self.achieved = Some(fraction()?),
            "Achieved Active Warps Per SM" => self.achieved_warps = number(value),
            _ => {}
        }
        Ok(())
    }

    /// The launch's configuration: launches of one kernel with equal configurations are one group.
    fn configuration(&self) -> impl PartialEq + '_ {
        (
            &self.kernel,
            &self.device,
            self.cc,
            self.sms,
            self.threads,
            self.grid,
            self.cluster_size,
            self.regs,
            self.barriers,
            (
                self.static_smem,
                self.dynamic_smem,
                self.driver_smem,
                self.smem_config,
            ),
            &self.amd,
            &self.intel,
        )
    }
}

/// Launches of one kernel with one configuration: the first as the group's, how many, their total time.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    pub launch: Profiled,
    pub count: usize,
    pub total_ns: Option<f64>,
    /// The mean of the launches' achieved occupancy.
    pub achieved: Option<f64>,
    /// The mean of the launches' achieved warps (waves) per SM (CU).
    pub achieved_warps: Option<f64>,
}

/// A mean over the launches that have the figure.
#[derive(Clone, Copy, Default)]
struct Mean {
    sum: f64,
    count: usize,
}

impl Mean {
    fn add(&mut self, value: Option<f64>) {
        if let Some(v) = value {
            self.sum += v;
            self.count += 1;
        }
    }

    fn value(self) -> Option<f64> {
        (self.count > 0).then(|| self.sum / self.count as f64)
    }
}

/// The report's launches grouped by kernel and configuration, in the order they first appear.
pub fn group(launches: &[Profiled]) -> Vec<Group> {
    let mut groups: Vec<(Group, Mean, Mean)> = Vec::new();
    for launch in launches {
        let found = groups
            .iter()
            .position(|(g, _, _)| g.launch.configuration() == launch.configuration());
        let at = match found {
            Some(at) => {
                let group = &mut groups[at].0;
                group.count = group.count.saturating_add(launch.launches());
                if let Some(ns) = launch.duration_ns {
                    group.total_ns = Some(group.total_ns.unwrap_or(0.0) + ns);
                }
                at
            }
            None => {
                groups.push((
                    Group {
                        launch: launch.clone(),
                        count: launch.launches(),
                        total_ns: launch.duration_ns,
                        achieved: None,
                        achieved_warps: None,
                    },
                    Mean::default(),
                    Mean::default(),
                ));
                groups.len() - 1
            }
        };
        let (_, achieved, warps) = &mut groups[at];
        achieved.add(launch.achieved);
        warps.add(launch.achieved_warps);
    }
    groups
        .into_iter()
        .map(|(mut g, achieved, warps)| {
            g.achieved = achieved.value();
            g.achieved_warps = warps.value();
            g
        })
        .collect()
}

/// The GPU the caller names for a report's launches (`occ profile --gpu`, `--cc`, `--arch`), where the report names
/// it only in part (a compute capability, an agent id) or not at all.
#[derive(Clone, Copy, Debug, Default)]
pub struct Named {
    pub preset: Option<&'static Preset>,
    /// A GPU without a product: NVIDIA's generic device of a compute capability, an AMD gfx target or an Intel Xe
    /// architecture. Its unit count is the report's where it gives one; otherwise the grid's waves are not counted.
    pub target: Option<Target>,
    /// The GPU stands in only where the report names none (the page's GPU, chosen for the calculator, not for the
    /// report): a launch with a compute capability keeps its own, and a launch of another vendor's profiler waits
    /// for one of its vendor's GPUs ([`Evaluated::waiting`]) instead of being refused.
    pub stands_in: bool,
    /// The GPU's size as the caller counts it, which counts the grid's waves where no product gives it (or replaces
    /// a product's, as `occ calc --sms` does).
    pub units: Option<Units>,
}

/// A GPU's size in its vendor's unit, as `occ calc` takes it (`--sms`, `--cus`, `--xves`) and the page's input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Units {
    Sms(u32),
    Cus(u32),
    Xves(u32),
}

impl Units {
    /// `count` in `vendor`'s unit.
    pub fn of(vendor: Vendor, count: u32) -> Self {
        match vendor {
            Vendor::Nvidia => Self::Sms(count),
            Vendor::Amd => Self::Cus(count),
            Vendor::Intel => Self::Xves(count),
        }
    }

    pub fn vendor(self) -> Vendor {
        match self {
            Self::Sms(_) => Vendor::Nvidia,
            Self::Cus(_) => Vendor::Amd,
            Self::Xves(_) => Vendor::Intel,
        }
    }

    pub fn count(self) -> u32 {
        match self {
            Self::Sms(n) | Self::Cus(n) | Self::Xves(n) => n,
        }
    }

    /// The flag that gives it.
    fn flag(vendor: Vendor) -> &'static str {
        match vendor {
            Vendor::Nvidia => "--sms",
            Vendor::Amd => "--cus",
            Vendor::Intel => "--xves",
        }
    }

    /// The count for a launch of `vendor`'s profiler; another vendor's unit, or a count of 0, is refused, naming the
    /// flag.
    fn of_vendor(units: Option<Self>, vendor: Vendor) -> Result<Option<u32>, Message> {
        match units {
            Some(u) if u.vendor() != vendor => Err(msg::profile_units_vendor(
                Self::flag(u.vendor()),
                u.vendor().label(),
                vendor.label(),
                Self::flag(vendor),
            )
            .into()),
            Some(u) if u.count() == 0 => {
                Err(
                    msg::error_out_of_range(Self::flag(vendor), "0", "1", &u32::MAX.to_string())
                        .into(),
                )
            }
            units => Ok(units.map(Self::count)),
        }
    }
}

impl Named {
    /// The target of the GPU named, a product's or a generic one's.
    fn target(&self) -> Option<Target> {
        self.preset.map(|p| p.target).or(self.target)
    }

    /// The vendor of the GPU named, if any.
    fn vendor(&self) -> Option<Vendor> {
        self.target().map(Target::vendor)
    }

    /// Refuses the GPU named where it is not a GPU of `vendor`'s, whose profiler wrote the report.
    fn refuse_other_vendor(&self, vendor: Vendor) -> Result<(), Message> {
        match (self.preset, self.target) {
            (Some(p), _) if p.target.vendor() != vendor => {
                Err(msg::profile_gpu_vendor(p.name, vendor.label()).into())
            }
            (None, Some(t)) if t.vendor() != vendor => {
                let name = match t {
                    Target::Nvidia(cc) => format!("CC {cc}"),
                    other => other.to_string(),
                };
                Err(msg::profile_gpu_vendor(&name, vendor.label()).into())
            }
            _ => Ok(()),
        }
    }

    /// What `launch` is compared on: everything named, unless the GPU only stands in and the launch names its own
    /// or is another vendor's.
    fn for_launch(self, launch: &Profiled) -> Self {
        if !self.stands_in || (self.vendor() == Some(launch.vendor()) && !names_its_gpu(launch)) {
            self
        } else {
            Self::default()
        }
    }

    /// Whether `launch` waits for a GPU: the named one only stands in, and none of the launch's vendor is named
    /// where the report names none.
    pub fn waits(&self, launch: &Profiled) -> bool {
        self.stands_in && !names_its_gpu(launch) && self.vendor() != Some(launch.vendor())
    }
}

/// Whether the report names `launch`'s GPU itself: Nsight Compute's compute capability (AMD's and Intel's tools
/// name no target a launch could be compared on).
fn names_its_gpu(launch: &Profiled) -> bool {
    launch.vendor() == Vendor::Nvidia && launch.cc.is_some()
}

/// One group compared on its GPU: the one the report names, or the caller; a GPU of another vendor than the
/// profiler's is refused by name.
pub fn answer(group: Group, named: Named) -> Result<Compared, Message> {
    let named = named.for_launch(&group.launch);
    match group.launch.vendor() {
        Vendor::Amd => amd::compare(group, named),
        Vendor::Intel => intel::compare(group, named),
        vendor => {
            named.refuse_other_vendor(vendor)?;
            let named = Named {
                preset: named
                    .preset
                    .or_else(|| reported_product(&group.launch, named)),
                ..named
            };
            let (gpu, sms, assumed) = gpu_of(&group, named)?;
            let mut compared = compare(group, gpu, sms, assumed)?;
            compared.preset = named.preset;
            Ok(compared)
        }
    }
}

/// The product a launch ran on, where the report names it (ncu's raw page gives the driver's name of the device) and
/// the caller names no GPU: a product of that exact name whose compute capability and SM count are the report's too,
/// else none (a close name, or a product of another size, is not a guess occ makes).
fn reported_product(launch: &Profiled, named: Named) -> Option<&'static Preset> {
    if named.preset.is_some() || named.target.is_some() || named.units.is_some() {
        return None;
    }
    crate::presets::named_exactly(launch.device.as_deref()?).filter(|p| {
        p.cc().is_some() && p.cc() == launch.cc && launch.sms == Some(p.compute_units.whole())
    })
}

/// The GPU a group runs on: a preset the caller names, else the generic device of the compute capability the caller
/// or the report names, with the report's SM count; the caller's SM count replaces either's. And the SMs the grid's
/// waves are counted over, `None` where neither the product, the report nor the caller gives them (a generic
/// device's one SM is no GPU's count).
pub fn gpu_of(group: &Group, named: Named) -> Result<(Gpu, Option<u32>, Vec<Message>), Message> {
    let mut assumed = Vec::new();
    let units = Units::of_vendor(named.units, Vendor::Nvidia)?;
    let cc = named.target.and_then(Target::cc).or(group.launch.cc);
    let mut device: Device = match (named.preset, cc) {
        (Some(p), _) => p
            .device()
            .map_err(|_| Message::from(msg::profile_needs_gpu()))?,
        (None, Some(cc)) => {
            let mut device = arch_defaults(cc)
                .map_err(|_| Message::from(msg::profile_needs_gpu()))?
                .device;
            match group.launch.sms {
                Some(sms) => device.sm_count = sms,
                None if units.is_none() => assumed.push(msg::profile_assumed_sms().into()),
                None => {}
            }
            device
        }
        (None, None) => return Err(msg::profile_needs_gpu().into()),
    };
    let counted = named.preset.is_some() || units.is_some() || group.launch.sms.is_some();
    if let Some(sms) = units {
        device.sm_count = sms;
    }
    let sms = counted.then_some(device.sm_count);
    let gpu = device
        .check()
        .map_err(|_| Message::from(msg::profile_needs_gpu()))?;
    Ok((gpu, sms, assumed))
}

/// One group compared: occ's answer on the GPU and what the profiler computed and measured.
#[derive(Clone, Debug, PartialEq)]
pub struct Compared {
    pub group: Group,
    /// occ's answer: the launch on the GPU and its occupancy by the vendor's rules.
    pub answer: Answer,
    /// The product: the one the caller named, or the one the report names (by name, compute capability and SM
    /// count).
    pub preset: Option<&'static Preset>,
    /// The SMs (CUs) the grid's waves are counted over; `None` where neither the report nor the caller gives them.
    pub units: Option<u32>,
    /// What the report does not give and occ took (the barrier count, the SM count, the wave size).
    pub assumed: Vec<Message>,
    /// Where occ's computation and the profiler's differ, both numbers said.
    pub differs: Vec<Message>,
    /// `None` where the report has no theoretical figures.
    pub agrees: Option<bool>,
    /// Why achieved and theoretical occupancy differ, in words a user acts on.
    pub gap: Option<Message>,
}

impl Compared {
    /// occ's theoretical occupancy, a fraction.
    pub fn occupancy(&self) -> f64 {
        self.answer.occupancy()
    }

    /// How a line names the GPU in `say`'s words: the product, else what the report and the caller tell of it
    /// ("CC 8.9 · 128 SMs", "gfx90a · Agent 4").
    pub fn gpu(&self, say: &Say) -> String {
        let units = self.units.map(|n| say.say(msg::gpus_units(&n.to_string())));
        let name = match (self.preset, &self.answer) {
            // A product's own count goes unsaid, a count given instead of it is said.
            (Some(p), _) => {
                return match units {
                    Some(units) if self.units != Some(p.compute_units.whole()) => {
                        format!("{} · {units}", p.said_name(say))
                    }
                    _ => p.said_name(say),
                };
            }
            (None, Answer::Nvidia(l, _)) => format!("CC {}", l.gpu.device().cc),
            (None, Answer::Amd(l, _)) => l.arch.name.to_string(),
            (None, Answer::Intel(l, _)) => l.arch.name.to_string(),
        };
        let agent = self.group.launch.amd.as_ref().and_then(|r| r.agent.clone());
        [Some(name), units, agent]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" · ")
    }

    /// Where the caller named a GPU other than the one the report was measured on (another compute capability or
    /// SM count), what each is, in `say`'s words: the profiler's figures are then of the report's GPU, occ's of the
    /// one named. `None` where the report names no GPU (AMD's and Intel's tools name none occ compares on).
    pub fn other_gpu(&self, say: &Say) -> Option<String> {
        let l = &self.group.launch;
        let Answer::Nvidia(n, _) = &self.answer else {
            return None;
        };
        let measured = l.cc?;
        let other_sms = matches!((l.sms, self.units), (Some(a), Some(b)) if a != b);
        (n.gpu.device().cc != measured || other_sms).then(|| {
            say.say(msg::profile_other_gpu(
                &cc_and_sms(measured, l.sms, say),
                &self.gpu(say),
            ))
        })
    }

    /// The launch's thread-block clusters as the report gives them: their size, and how many the profiler counts
    /// active at once over the GPU, a figure occ does not compute (cluster scheduling is not part of NVIDIA's
    /// occupancy header). `None` for a launch without clusters (Nsight Compute's cluster size 0).
    pub fn cluster(&self) -> Option<Message> {
        let l = &self.group.launch;
        let size = u64::from(l.cluster_size.filter(|s| *s > 0)?);
        Some(match l.max_active_clusters {
            Some(max) => msg::profile_cluster(size, &max.to_string()).into(),
            None => msg::profile_cluster_size(size).into(),
        })
    }
}

/// A GPU without a product's name: its compute capability, and its SM count where known ("CC 8.9 · 128 SMs").
fn cc_and_sms(cc: ComputeCapability, sms: Option<u32>, say: &Say) -> String {
    match sms {
        Some(sms) => format!("CC {cc} · {}", say.say(msg::gpus_units(&sms.to_string()))),
        None => format!("CC {cc}"),
    }
}

/// The launch of a group on `gpu`: the report's figures, and what it lacks assumed (and named). The grid's waves are
/// counted over `sms` SMs, and not at all without them.
pub fn compare(
    group: Group,
    gpu: Gpu,
    sms: Option<u32>,
    mut assumed: Vec<Message>,
) -> Result<Compared, Message> {
    let l = &group.launch;
    let threads = l
        .threads
        .ok_or_else(|| Message::from(msg::profile_missing("Block Size")))?;
    let regs = l
        .regs
        .ok_or_else(|| Message::from(msg::profile_missing("Registers Per Thread")))?;
    let mut kernel = Kernel::new(threads, regs);
    kernel.static_smem = l.static_smem.unwrap_or(0);
    kernel.dynamic_smem = l.dynamic_smem.unwrap_or(0);
    // A block past the default per-block limit ran, so the kernel opted in to the larger one.
    kernel.opt_in = u64::from(kernel.static_smem) + u64::from(kernel.dynamic_smem)
        > u64::from(gpu.device().smem_per_block);
    if l.static_smem.is_none() && l.dynamic_smem.is_none() {
        assumed.push(msg::profile_assumed_no_smem().into());
    }
    match l.barriers {
        Some(barriers) => kernel.barriers = barriers,
        None => assumed.push(msg::profile_assumed_barriers().into()),
    }
    let smem = carveout(l.smem_config, &gpu, &mut assumed);
    let launch = crate::nvidia::Launch { gpu, kernel, smem };
    // The kernel's only check a report's figures can fail is a block of no threads.
    let occupancy = launch
        .occupancy()
        .map_err(|_| Message::from(msg::profile_value(&threads.to_string())))?;
    let c = &l.computed;
    let mut differs: Vec<Message> = Vec::new();
    let active = occupancy.active_blocks_per_sm;
    let limits = occupancy.block_limits;
    for (name, theirs, ours) in [
        (
            msg::profile_limit_registers(),
            c.registers,
            limits.registers,
        ),
        (
            msg::profile_limit_smem(),
            c.shared_memory,
            limits.shared_memory,
        ),
        (msg::profile_limit_warps(), c.warps, limits.warps),
        (msg::profile_limit_blocks(), c.blocks, limits.blocks),
        (msg::profile_limit_barriers(), c.barriers, limits.barriers),
    ] {
        let Some(theirs) = theirs else { continue };
        // A limit occ leaves open (the resource is not used) agrees with any count that does not bind.
        let same = match ours {
            Some(ours) => ours == theirs,
            None => theirs >= active,
        };
        if !same {
            let ours = ours.map_or_else(|| "-".to_string(), |o| o.to_string());
            differs.push(
                Message::from(msg::profile_differs("", &ours, &theirs.to_string())).with(0, name),
            );
        }
    }
    let ours = occupancy.occupancy();
    if let Some(theirs) = c.occupancy {
        if (ours - theirs).abs() > 0.00006 {
            differs.push(
                Message::from(msg::profile_differs(
                    "",
                    &format!("{:.2} %", ours * 100.0),
                    &format!("{:.2} %", theirs * 100.0),
                ))
                .with(0, msg::profile_theoretical()),
            );
        }
    }
    let slots = sms.map(|sms| u64::from(active) * u64::from(sms));
    if let (Some(theirs), Some(grid), Some(slots)) = (c.waves_per_sm, l.grid, slots) {
        if slots > 0 {
            let waves = grid as f64 / slots as f64;
            if (waves - theirs).abs() > 0.006 {
                differs.push(
                    Message::from(msg::profile_differs(
                        "",
                        &format!("{waves:.2}"),
                        &format!("{theirs:.2}"),
                    ))
                    .with(0, msg::profile_waves()),
                );
            }
        }
    }
    let agrees = (c.occupancy.is_some() || c.registers.is_some()).then_some(differs.is_empty());
    let gap = gap(&group, ours, active, slots);
    Ok(Compared {
        group,
        answer: Answer::Nvidia(launch, occupancy),
        preset: None,
        units: sms,
        assumed,
        differs,
        agrees,
        gap,
    })
}

/// The carveout the launch ran with, from the report's "Shared Memory Configuration Size" (Volta on, where the
/// driver may pick a smaller one than it prefers by default), as the `SmemConfig` whose preference is that size:
/// the percentage `⌊size · 100 / per SM⌋`, whose share of the SM's shared memory the header aligns up to the next
/// carveout. That share is at most the size and less than 1 % of the SM's shared memory below it, and carveouts lie
/// at least 8 KiB apart, so it aligns up to the size itself. Before Volta the size is the SM's and changes nothing.
fn carveout(size: Option<u32>, gpu: &Gpu, assumed: &mut Vec<Message>) -> SmemConfig {
    let carveouts = gpu.rules().carveouts();
    if carveouts.is_empty() {
        return SmemConfig::default();
    }
    let per_sm = gpu.device().smem_per_sm;
    match size {
        None => {
            assumed.push(msg::profile_assumed_carveout().into());
            SmemConfig::default()
        }
        Some(size) if size <= per_sm && carveouts.contains(&size) => SmemConfig {
            // At most 100, so it fits.
            carveout: u32::try_from(u64::from(size) * 100 / u64::from(per_sm).max(1)).ok(),
            ..SmemConfig::default()
        },
        Some(size) => {
            let known: Vec<String> = carveouts
                .iter()
                .filter(|c| **c <= per_sm)
                .map(|c| c.to_string())
                .collect();
            assumed
                .push(msg::profile_carveout_unknown(&size.to_string(), &known.join(", ")).into());
            SmemConfig::default()
        }
    }
}

/// Why the achieved occupancy stays below the theoretical one, when the launch explains it. `slots` is the blocks
/// one wave holds over the GPU; without it (a GPU of unknown size) the waves are not counted, and that is said where
/// they could be the reason.
fn gap(group: &Group, theoretical: f64, active: u32, slots: Option<u64>) -> Option<Message> {
    let achieved = group.achieved?;
    let grid = group.launch.grid;
    if let (Some(grid), Some(slots)) = (grid, slots.filter(|s| *s > 0)) {
        if grid < slots {
            return Some(msg::profile_gap_small_grid(grid, &slots.to_string()).into());
        }
        let partial = grid % slots;
        if partial > 0 {
            return Some(
                msg::profile_gap_partial_wave(grid / slots, partial, &slots.to_string()).into(),
            );
        }
    }
    if active == 1 && achieved < theoretical * 0.9 {
        return Some(msg::profile_gap_one_block().into());
    }
    if achieved >= theoretical * 0.9 {
        return Some(msg::profile_gap_none().into());
    }
    // Without the GPU's size a small grid or a partial wave can neither be found nor ruled out.
    Some(match slots {
        Some(_) => msg::profile_gap_stalls().into(),
        None => msg::profile_gap_uncounted().into(),
    })
}

/// `compared`'s messages said by `say`.
pub fn said(messages: &[Message], say: &Say) -> Vec<String> {
    messages.iter().map(|m| m.say(say)).collect()
}

/// A launch occ's rules refuse (a register count past the target's), as a message that names the field and its
/// valid range, said later in whichever language reads it.
fn refusal(error: &crate::error::Error) -> Message {
    use crate::error::Error;
    let text = |n: &dyn std::fmt::Display| n.to_string();
    match error {
        Error::OutOfRange {
            field,
            value,
            min,
            max,
        } => msg::error_out_of_range(field, &text(value), &text(min), &text(max)).into(),
        Error::CountOutOfRange {
            field,
            value,
            min,
            max,
        } => msg::error_out_of_range(field, &text(value), &text(min), &text(max)).into(),
        Error::Inconsistent { field, message } | Error::Parse { field, message } => {
            Message::from(msg::profile_field(field, "")).with(1, message.clone())
        }
        Error::UnknownDevice { major, minor } => {
            msg::error_unknown_cc(&format!("{major}.{minor}")).into()
        }
        Error::Conflict { field, other } => msg::error_conflict(field, other).into(),
        Error::Needs {
            field,
            needs,
            message,
        } => Message::from(msg::error_needs(field, needs, "")).with(2, message.clone()),
    }
}
