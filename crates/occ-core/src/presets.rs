//! GPU product presets (NVIDIA, AMD and Intel), compiled from `data/gpus.toml` by the build script. Every number
//! carries its provenance: the sources it was taken from, the formula it was derived with, or why it is
//! unconfirmed.
//!
//! AMD's and Intel's products are in the table only with the `amd-presets` and `intel-presets` features (on by
//! default; the CLI enables them): the page shows NVIDIA's alone and counts every byte of its first visit.

use std::fmt;
use std::sync::LazyLock;

use crate::amd;
use crate::error::Error;
use crate::intel;
use crate::msg::{self, Say};
use crate::nvidia::cc::ComputeCapability;
use crate::nvidia::device::{arch_defaults, Device};
use crate::vendor::Vendor;

/// A cited document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Source {
    pub key: &'static str,
    pub title: &'static str,
    pub url: &'static str,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Provenance {
    /// Taken from the listed sources.
    Sourced,
    /// Computed by a formula ([`Fact::detail`]) from sourced values.
    Derived,
    /// No primary source, or sources disagree; [`Fact::detail`] says why.
    Unconfirmed,
}

/// Which citation a fact has: an index into a table of distinct citations. The text lives apart from the numbers
/// so that a program that never shows it (the page, until asked) does not carry it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cite(pub u16);

struct CiteEntry {
    sources: &'static [&'static str],
    detail: &'static str,
    note: &'static str,
}

/// One number with where it came from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fact {
    /// The value in ten-thousandths: exact, and few bytes in the packed table (see [`PRESETS`]). `build.rs` checks
    /// that every value has at most four decimals and fits.
    pub units: u32,
    pub provenance: Provenance,
    pub cite: Cite,
}

/// Ten-thousandths per unit of [`Fact::units`].
pub const FACT_SCALE: f64 = 10_000.0;

impl Fact {
    /// The value with how it is known (sourced, derived, unconfirmed), its formula or reason, its note and its
    /// sources, as `occ gpus --json` writes it.
    pub fn to_json(&self) -> serde_json::Value {
        let kind = match self.provenance {
            Provenance::Sourced => "sourced",
            Provenance::Derived => "derived",
            Provenance::Unconfirmed => "unconfirmed",
        };
        let sources: Vec<serde_json::Value> = self
            .sources()
            .iter()
            .filter_map(|key| source(key))
            .map(|s| serde_json::json!({"key": s.key, "title": s.title, "url": s.url}))
            .collect();
        serde_json::json!({
            "value": self.value(),
            "provenance": kind,
            "detail": (!self.detail().is_empty()).then_some(self.detail()),
            "note": (!self.note().is_empty()).then_some(self.note()),
            "sources": sources,
        })
    }

    /// The value, exactly as written in `data/gpus.toml` (the division is correctly rounded, so it is the same `f64`
    /// as the decimal literal).
    pub fn value(&self) -> f64 {
        f64::from(self.units) / FACT_SCALE
    }

    pub fn is_unconfirmed(&self) -> bool {
        self.provenance == Provenance::Unconfirmed
    }

    /// The value as written in `data/gpus.toml` and as `{}` writes [`Fact::value`]: "128", "1.5", "0.0625".
    pub fn decimal(&self) -> String {
        let scale = FACT_SCALE as u32;
        let mut text = (self.units / scale).to_string();
        let part = self.units % scale;
        if part > 0 {
            let digits = (part + scale).to_string();
            text.push('.');
            text.push_str(digits[1..].trim_end_matches('0'));
        }
        text
    }

    /// The value as a whole number (counts, KiB, MHz are whole in the data; tests check it).
    pub fn whole(&self) -> u32 {
        self.value().round() as u32
    }

    fn entry(&self) -> Option<&'static CiteEntry> {
        CITES.get(usize::from(self.cite.0))
    }

    /// Keys into [`SOURCES`].
    pub fn sources(&self) -> &'static [&'static str] {
        self.entry().map_or(&[], |e| e.sources)
    }

    /// The formula of a derived value, or why an unconfirmed one is unconfirmed; empty when sourced.
    pub fn detail(&self) -> &'static str {
        self.entry().map_or("", |e| e.detail)
    }

    pub fn note(&self) -> &'static str {
        self.entry().map_or("", |e| e.note)
    }

    /// A one-line citation for people: sources' titles, the formula or the reason.
    pub fn citation(&self) -> String {
        citation(self.provenance, self.cite)
    }
}

fn citation(provenance: Provenance, cite: Cite) -> String {
    let Some(entry) = CITES.get(usize::from(cite.0)) else {
        return String::new();
    };
    let titles: Vec<&str> = entry
        .sources
        .iter()
        .filter_map(|key| source(key).map(|s| s.title))
        .collect();
    let mut parts = Vec::new();
    match provenance {
        Provenance::Sourced => {}
        Provenance::Derived => parts.push(format!("derived: {}", entry.detail)),
        Provenance::Unconfirmed => parts.push(format!("unconfirmed: {}", entry.detail)),
    }
    if !titles.is_empty() {
        parts.push(titles.join("; "));
    }
    if !entry.note.is_empty() {
        parts.push(entry.note.to_string());
    }
    parts.join(" — ")
}

/// Every citation's text, indexed by [`Cite`]: what the page loads on demand instead of linking the text in
/// (with [`CITATIONS_ID`], which changes whenever the table does).
pub fn citations() -> Vec<String> {
    let mut provenance = vec![Provenance::Sourced; CITES.len()];
    for preset in PRESETS.iter() {
        for fact in preset.facts().into_iter().flatten() {
            if let Some(slot) = provenance.get_mut(usize::from(fact.cite.0)) {
                *slot = fact.provenance;
            }
        }
    }
    provenance
        .iter()
        .enumerate()
        .map(|(i, p)| citation(*p, Cite(i as u16)))
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Segment {
    DataCenter,
    Workstation,
    Consumer,
    Embedded,
}

impl Segment {
    pub fn name(self) -> &'static str {
        match self {
            Self::DataCenter => "datacenter",
            Self::Workstation => "workstation",
            Self::Consumer => "consumer",
            Self::Embedded => "embedded",
        }
    }
}

/// What a product runs: the target its compiler builds for, which names the vendor and so the rules.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    /// An NVIDIA compute capability (`cc = "8.9"` in `data/gpus.toml`).
    Nvidia(ComputeCapability),
    /// An AMD gfx target (`gfx = "gfx942"`).
    Amd(&'static amd::Arch),
    /// An Intel Xe architecture (`xe = "xe-hpc"`).
    Intel(&'static intel::Arch),
}

impl Target {
    /// The target `--arch` names: a gfx target or an Xe architecture (their names never clash).
    pub fn arch(name: &str) -> Option<Self> {
        amd::arch(name)
            .map(Self::Amd)
            .or_else(|| intel::arch(name).map(Self::Intel))
    }

    /// The target `--cc` names: a compute capability occ has a generic device for.
    pub fn compute_capability(text: &str) -> Result<Self, Error> {
        let cc: ComputeCapability = text.parse()?;
        arch_defaults(cc)?;
        Ok(Self::Nvidia(cc))
    }

    /// Why `name` is no [`Target::arch`]: neither a gfx target nor an Xe architecture, both lists named.
    pub fn not_an_arch(name: &str) -> msg::Message {
        let names = |list: Vec<&str>| list.join(", ");
        msg::cli_unknown_arch(
            name,
            &names(amd::ARCHES.iter().map(|a| a.name).collect()),
            &names(intel::ARCHES.iter().map(|a| a.name).collect()),
        )
        .into()
    }

    pub fn vendor(self) -> Vendor {
        match self {
            Self::Nvidia(_) => Vendor::Nvidia,
            Self::Amd(_) => Vendor::Amd,
            Self::Intel(_) => Vendor::Intel,
        }
    }

    pub fn cc(self) -> Option<ComputeCapability> {
        match self {
            Self::Nvidia(cc) => Some(cc),
            _ => None,
        }
    }

    pub fn amd(self) -> Option<&'static amd::Arch> {
        match self {
            Self::Amd(arch) => Some(arch),
            _ => None,
        }
    }

    pub fn intel(self) -> Option<&'static intel::Arch> {
        match self {
            Self::Intel(arch) => Some(arch),
            _ => None,
        }
    }
}

/// `8.9`, `gfx942` or `xe-hpc`.
impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Nvidia(cc) => cc.fmt(f),
            Self::Amd(arch) => f.write_str(arch.name),
            Self::Intel(arch) => f.write_str(arch.name),
        }
    }
}

/// One product.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Preset {
    /// Stable slug used in URLs and JSON.
    pub id: &'static str,
    /// The product's name; where the figures describe one of a package's GPUs or dies, it ends with
    /// ` (one {one})`, which [`Preset::said_name`] says in the reader's language.
    pub name: &'static str,
    /// Which one of the package's GPUs or dies the figures describe (`GK210`, `GCD`); empty for a product of one.
    pub one: &'static str,
    /// Other names people type, `|`-separated (one slice of the packed table's text rather than a list); read them
    /// with [`Preset::aliases`].
    pub aliases: &'static str,
    pub segment: Segment,
    /// The architecture's family name (`Ada`, `CDNA 3`, `Xe-HPC`).
    pub arch: &'static str,
    pub chip: &'static str,
    pub target: Target,
    pub year: u16,
    /// The units work-groups are scheduled onto: SMs on NVIDIA, CUs on AMD, Xe-cores on Intel
    /// ([`Vendor::compute_unit`]). A device of several dies that the runtime shows as several devices (MI250X, Flex
    /// 140) counts one of them.
    pub compute_units: Fact,
    pub l2_kib: Option<Fact>,
    pub mem_gib: Option<Fact>,
    pub mem_bw_gbs: Fact,
    pub boost_mhz: Fact,
    pub fp32_tflops: Fact,
    pub fp64_tflops: Option<Fact>,
    /// The dense (no sparsity) FP16/BF16 peak of the matrix units: NVIDIA's tensor cores, AMD's matrix cores
    /// (MFMA on CDNA, WMMA on RDNA 3/4).
    pub tensor_fp16_tflops: Option<Fact>,
    /// Shared memory per SM (NVIDIA) or LDS per CU (AMD), bytes: on NVIDIA an override of the compute
    /// capability's default where a product differs; on AMD the product's figure, which tests compare with its
    /// gfx target's.
    pub local_memory_per_unit: Option<Fact>,
    /// NVIDIA only: an override of the opt-in shared memory per block.
    pub smem_per_block_optin: Option<Fact>,
    /// Intel only: the XVEs (EUs) of the device, `clinfo`'s "Max compute units" (Xe-cores × the architecture's XVEs
    /// per Xe-core).
    pub xves: Option<Fact>,
}

impl Preset {
    /// The product as `occ gpus --json` lists it: every value with its provenance and sources, the target and the
    /// count of compute units under the vendor's own names (`cc`/`sms`, `gfx`/`cus`, `xe`/`xe_cores`).
    pub fn to_json(&self) -> serde_json::Value {
        let optional = |fact: Option<Fact>| fact.as_ref().map(Fact::to_json);
        let mut value = serde_json::json!({
            "id": self.id,
            "name": self.name,
            "aliases": self.aliases().collect::<Vec<_>>(),
            "segment": self.segment.name(),
            "arch": self.arch,
            "chip": self.chip,
        });
        let Some(object) = value.as_object_mut() else {
            return value;
        };
        let mut put = |key: &str, value: serde_json::Value| drop(object.insert(key.into(), value));
        match self.target {
            Target::Nvidia(cc) => {
                put("vendor", Vendor::Nvidia.name().into());
                put("cc", cc.to_string().into());
                put("year", self.year.into());
                put("sms", self.compute_units.to_json());
            }
            Target::Amd(arch) => {
                put("vendor", Vendor::Amd.name().into());
                put("gfx", arch.name.into());
                put("year", self.year.into());
                put("cus", self.compute_units.to_json());
                put("lds_per_cu", optional(self.local_memory_per_unit).into());
            }
            Target::Intel(arch) => {
                put("vendor", Vendor::Intel.name().into());
                put("xe", arch.name.into());
                put("year", self.year.into());
                put("xe_cores", self.compute_units.to_json());
                put("xves", optional(self.xves).into());
            }
        }
        for (key, fact) in [
            ("l2_kib", optional(self.l2_kib)),
            ("mem_gib", optional(self.mem_gib)),
            ("mem_bw_gbs", Some(self.mem_bw_gbs.to_json())),
            ("boost_mhz", Some(self.boost_mhz.to_json())),
            ("fp32_tflops", Some(self.fp32_tflops.to_json())),
            ("fp64_tflops", optional(self.fp64_tflops)),
            ("tensor_fp16_tflops", optional(self.tensor_fp16_tflops)),
        ] {
            put(key, fact.into());
        }
        value
    }

    /// The product's name as `say`'s language says it: the name itself, or the product and which one of its GPUs
    /// or dies.
    pub fn said_name(&self, say: &Say) -> String {
        let product = self
            .name
            .len()
            .checked_sub(self.one.len() + " (one )".len())
            .and_then(|end| self.name.get(..end));
        match product {
            Some(product) if !self.one.is_empty() => say.say(msg::input_gpu_one(product, self.one)),
            _ => self.name.to_string(),
        }
    }

    /// The other names people type for this product.
    pub fn aliases(&self) -> impl Iterator<Item = &'static str> {
        self.aliases.split('|').filter(|a| !a.is_empty())
    }

    pub fn vendor(&self) -> Vendor {
        self.target.vendor()
    }

    /// The compute capability of an NVIDIA product.
    pub fn cc(&self) -> Option<ComputeCapability> {
        self.target.cc()
    }

    /// Every fact of the product, in declaration order.
    pub fn facts(&self) -> [Option<Fact>; 11] {
        [
            Some(self.compute_units),
            self.l2_kib,
            self.mem_gib,
            Some(self.mem_bw_gbs),
            Some(self.boost_mhz),
            Some(self.fp32_tflops),
            self.fp64_tflops,
            self.tensor_fp16_tflops,
            self.local_memory_per_unit,
            self.smem_per_block_optin,
            self.xves,
        ]
    }

    /// The device NVIDIA's calculator takes: the architecture's defaults with this product's SM count and any
    /// shared-memory overrides. An error for another vendor's product, whose rules take no such device.
    pub fn device(&self) -> Result<Device, Error> {
        let Some(cc) = self.cc() else {
            return Err(Error::Inconsistent {
                field: "gpu",
                message: msg::error_gpu_not_nvidia(
                    self.name,
                    self.vendor().label(),
                    &self.target.to_string(),
                )
                .into(),
            });
        };
        let mut device = arch_defaults(cc)?.device;
        device.cc = cc;
        device.sm_count = self.compute_units.whole();
        if let Some(smem) = self.local_memory_per_unit {
            device.smem_per_sm = smem.whole();
        }
        if let Some(optin) = self.smem_per_block_optin {
            device.smem_per_block_optin = optin.whole();
        }
        Ok(device)
    }
}

/// The NVIDIA device the commands that read NVIDIA's compiler output run on: the product named (first), else the
/// compute capability's generic device, with `sms` SMs where given; `None` where neither is named. Another vendor's
/// product is refused, naming `--gpu`.
pub fn nvidia_device(
    preset: Option<&Preset>,
    cc: Option<&str>,
    sms: Option<u32>,
) -> Result<Option<Device>, Error> {
    let mut device = match (preset, cc) {
        (Some(p), _) if p.cc().is_none() => {
            return Err(Error::Parse {
                field: "--gpu",
                message: msg::cli_error_nvidia_only_gpu(
                    p.name,
                    p.vendor().label(),
                    &p.target.to_string(),
                )
                .into(),
            })
        }
        (Some(p), _) => p.device()?,
        (None, Some(cc)) => arch_defaults(cc.parse()?)?.device,
        (None, None) => return Ok(None),
    };
    if let Some(sms) = sms {
        device.sm_count = sms;
    }
    Ok(Some(device))
}

include!(concat!(env!("OUT_DIR"), "/presets.rs"));

/// Every product, in `data/gpus.toml`'s order, unpacked on first use. `build.rs` packs them into one text and three
/// byte streams: as `Preset` literals, the pointers, lengths and padding of ~100 products would cost the page's wasm
/// about 2 KB more gzip. A malformed table would leave this empty; the unit test of the unpacking rules that out.
pub static PRESETS: LazyLock<Vec<Preset>> = LazyLock::new(|| unpack().unwrap_or_default());

/// The products of the build's packed table (the layout is described at `Packed` in `build.rs`), or `None` if the
/// table does not hold exactly [`PRESET_COUNT`] of them.
fn unpack() -> Option<Vec<Preset>> {
    let mut unpacker = Unpacker {
        text: PRESET_TEXT,
        heads: PRESET_HEADS,
        units: PRESET_UNITS,
        cites: PRESET_CITES,
        fresh: 0,
    };
    let mut presets = Vec::with_capacity(PRESET_COUNT);
    for _ in 0..PRESET_COUNT {
        presets.push(unpacker.preset()?);
    }
    let rest = [
        unpacker.heads,
        unpacker.units,
        unpacker.cites,
        unpacker.text.as_bytes(),
    ];
    rest.iter().all(|r| r.is_empty()).then_some(presets)
}

/// What is left of the packed table's text and streams.
struct Unpacker {
    text: &'static str,
    heads: &'static [u8],
    units: &'static [u8],
    cites: &'static [u8],
    /// Citations seen so far: the number of the next new one.
    fresh: u16,
}

/// Takes one LEB128 number off the front of `bytes`.
fn leb128(bytes: &mut &'static [u8]) -> Option<u64> {
    let mut value = 0u64;
    let mut shift = 0u32;
    loop {
        let (&byte, rest) = bytes.split_first()?;
        *bytes = rest;
        value |= u64::from(byte & 0x7f).checked_shl(shift)?;
        if byte < 0x80 {
            return Some(value);
        }
        shift += 7;
    }
}

impl Unpacker {
    fn head(&mut self) -> Option<u32> {
        u32::try_from(leb128(&mut self.heads)?).ok()
    }

    fn text(&mut self) -> Option<&'static str> {
        let (text, rest) = self.text.split_at_checked(self.head()? as usize)?;
        self.text = rest;
        Some(text)
    }

    /// `Some(None)` for an absent fact.
    fn fact(&mut self) -> Option<Option<Fact>> {
        let Some(packed) = leb128(&mut self.units)?.checked_sub(1) else {
            return Some(None);
        };
        let units = (packed / 5).checked_mul(10u64.pow((packed % 5) as u32))?;
        let tag = leb128(&mut self.cites)?;
        let provenance = match tag % 4 {
            0 => Provenance::Sourced,
            1 => Provenance::Derived,
            2 => Provenance::Unconfirmed,
            _ => return None,
        };
        let cite = match tag / 4 {
            0 => {
                self.fresh = self.fresh.checked_add(1)?;
                self.fresh - 1
            }
            seen => u16::try_from(seen - 1).ok()?,
        };
        Some(Some(Fact {
            units: u32::try_from(units).ok()?,
            provenance,
            cite: Cite(cite),
        }))
    }

    // Loops rather than a call per field (and a plain loop in `unpack` rather than `collect`): 0.4 KB less gzip
    // in the page's wasm.
    fn preset(&mut self) -> Option<Preset> {
        let mut texts = [""; 5];
        for text in &mut texts {
            *text = self.text()?;
        }
        let [id, name, aliases, arch, chip] = texts;
        let kind = self.head()?;
        let one = match self.head()? as usize {
            0 => "",
            len => name.get(name.len().checked_sub(len + 1)?..name.len() - 1)?,
        };
        let target = match kind / 4 {
            0 => Target::Nvidia(ComputeCapability::new(self.head()?, self.head()?)),
            1 => self.amd_target()?,
            2 => self.intel_target()?,
            _ => return None,
        };
        let year = self.head()?;
        let mut facts = [None; 10];
        for fact in &mut facts {
            *fact = self.fact()?;
        }
        let [units, l2_kib, mem_gib, mem_bw_gbs, boost_mhz, fp32, fp64, tensor, local, optin] =
            facts;
        // Only Intel's products carry an XVE count, after their other facts.
        let xves = match target {
            Target::Intel(_) => self.fact()?,
            _ => None,
        };
        Some(Preset {
            id,
            name,
            one,
            aliases,
            segment: match kind % 4 {
                0 => Segment::DataCenter,
                1 => Segment::Workstation,
                2 => Segment::Consumer,
                _ => Segment::Embedded,
            },
            arch,
            chip,
            target,
            year: u16::try_from(year).ok()?,
            compute_units: units?,
            l2_kib,
            mem_gib,
            mem_bw_gbs: mem_bw_gbs?,
            boost_mhz: boost_mhz?,
            fp32_tflops: fp32?,
            fp64_tflops: fp64,
            tensor_fp16_tflops: tensor,
            local_memory_per_unit: local,
            smem_per_block_optin: optin,
            xves,
        })
    }

    /// The gfx target named by the next text. Built without AMD's products, the table holds none, and this stays
    /// out of the program with the table of targets it would read.
    #[cfg(feature = "amd-presets")]
    fn amd_target(&mut self) -> Option<Target> {
        amd::arch(self.text()?).map(Target::Amd)
    }

    #[cfg(not(feature = "amd-presets"))]
    fn amd_target(&mut self) -> Option<Target> {
        None
    }

    /// The Xe architecture named by the next text; as with AMD's, absent without Intel's products.
    #[cfg(feature = "intel-presets")]
    fn intel_target(&mut self) -> Option<Target> {
        intel::arch(self.text()?).map(Target::Intel)
    }

    #[cfg(not(feature = "intel-presets"))]
    fn intel_target(&mut self) -> Option<Target> {
        None
    }
}

pub fn source(key: &str) -> Option<&'static Source> {
    SOURCES.iter().find(|s| s.key == key)
}

/// Letters and digits only, lower case, with "80 GB" and "80G" spelled alike; the brand words people may or may
/// not type ("nvidia", "geforce", "amd", "radeon", "instinct", "intel") dropped.
fn compact(text: &str) -> String {
    let tokens = tokens(text);
    tokens.concat()
}

fn tokens(text: &str) -> Vec<String> {
    let lower = text.to_ascii_lowercase();
    let mut out: Vec<String> = Vec::new();
    for raw in lower.split(|c: char| !c.is_ascii_alphanumeric()) {
        if raw.is_empty()
            || matches!(
                raw,
                "nvidia" | "geforce" | "amd" | "radeon" | "instinct" | "intel"
            )
        {
            continue;
        }
        let token = raw
            .strip_suffix("gb")
            .filter(|t| t.ends_with(|c: char| c.is_ascii_digit()));
        let token = match token {
            Some(number) => format!("{number}g"),
            None if raw == "gb" || raw == "g" => {
                // "80 GB" → "80g"
                if let Some(last) = out
                    .last_mut()
                    .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
                {
                    last.push('g');
                    continue;
                }
                raw.to_string()
            }
            None => raw.to_string(),
        };
        out.push(token);
    }
    out
}

/// Levenshtein distance, for "did you mean".
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let current = row[j + 1];
            row[j + 1] = (previous + usize::from(ca != *cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            previous = current;
        }
    }
    row[b.len()]
}

fn names(preset: &Preset) -> impl Iterator<Item = &'static str> + '_ {
    [preset.id, preset.name].into_iter().chain(preset.aliases())
}

/// The product a device calls itself by (the driver's name, "NVIDIA GeForce GTX 1080"), where that is one of its
/// names as [`find`] reads them exactly (vendor and brand words aside); `None` rather than [`find`]'s closest guess.
/// One lookup in an [`Index`] built on first use: a report asks once per group of launches.
pub fn named_exactly(name: &str) -> Option<&'static Preset> {
    static EXACT: LazyLock<Index> = LazyLock::new(Index::new);
    EXACT.exact.get(&compact(&fold(name).ok()?)).copied()
}

/// [`find`] for callers that look up many names (`occ batch`): every preset's exact names are normalised once, so
/// a name typed exactly costs one hash lookup instead of a pass over the table. Same answers as [`find`].
pub struct Index {
    exact: std::collections::HashMap<String, &'static Preset>,
}

impl Index {
    pub fn new() -> Self {
        let mut exact = std::collections::HashMap::new();
        for preset in PRESETS.iter() {
            for name in names(preset) {
                // The first preset with a name wins, as in `find`.
                exact.entry(compact(name)).or_insert(preset);
            }
        }
        Self { exact }
    }

    pub fn find(&self, query: &str) -> Result<&'static Preset, Error> {
        match self.exact.get(&compact(&fold(query)?)) {
            Some(preset) => Ok(preset),
            None => find(query),
        }
    }
}

impl Default for Index {
    fn default() -> Self {
        Self::new()
    }
}

/// Finds a preset the way people type it: `4090`, `h100 sxm`, `a100-80g`, `RTX A6000`. An exact id, name or alias
/// wins; otherwise every typed word must start a word of the product's name (or an alias), and the closest such
/// product wins if it is the only closest one. Unknown or ambiguous names list the nearest presets.
pub fn find(query: &str) -> Result<&'static Preset, Error> {
    find_in(query, None)
}

/// [`find`] among one vendor's products only (the page offers NVIDIA's alone).
pub fn find_of(vendor: Vendor, query: &str) -> Result<&'static Preset, Error> {
    find_in(query, Some(vendor))
}

/// The longest GPU name [`find`] reads, in characters: four times the longest product name with its vendor's
/// words ("NVIDIA GeForce RTX 4090 Laptop GPU" is 34), so any name a person types fits, while the fuzzy match and the
/// "closest" suggestions (an edit distance to every product's names) stay well under a millisecond.
pub const MAX_NAME_CHARS: usize = 200;

/// Digit zero of the scripts whose decimal digits a GPU name may be typed in (Arabic-Indic, Persian, NKo,
/// Devanagari and the other Indic scripts, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian): each is followed by
/// 1 to 9, as in Unicode.
const DIGIT_ZEROS: [u32; 20] = [
    0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
    0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810,
];

/// `query` as the lookup reads it: within [`MAX_NAME_CHARS`], with full-width forms (U+FF01–U+FF5E, and the
/// ideographic space, as CJK input methods type them) and other scripts' decimal digits folded to ASCII.
fn fold(query: &str) -> Result<String, Error> {
    if query.chars().nth(MAX_NAME_CHARS).is_some() {
        return Err(Error::Parse {
            field: "gpu",
            message: msg::error_gpu_name_too_long(
                &crate::report::thousands(query.chars().count() as u64),
                &MAX_NAME_CHARS.to_string(),
            )
            .into(),
        });
    }
    Ok(query
        .chars()
        .map(|c| {
            let code = u32::from(c);
            let folded = match code {
                0xFF01..=0xFF5E => char::from_u32(code - 0xFEE0),
                0x3000 => Some(' '),
                _ => DIGIT_ZEROS
                    .iter()
                    .find(|zero| (**zero..**zero + 10).contains(&code))
                    .and_then(|zero| char::from_digit(code - zero, 10)),
            };
            folded.unwrap_or(c)
        })
        .collect())
}

fn find_in(query: &str, vendor: Option<Vendor>) -> Result<&'static Preset, Error> {
    let presets = || {
        PRESETS
            .iter()
            .filter(move |p| vendor.is_none_or(|v| p.vendor() == v))
    };
    let folded = fold(query)?;
    let query = folded.as_str();
    let wanted = compact(query);
    if wanted.is_empty() {
        let message = if query.trim().is_empty() {
            msg::error_gpu_empty()
        } else if query.chars().any(|c| c.is_ascii_alphanumeric()) {
            msg::error_gpu_brand_only(query)
        } else {
            msg::error_gpu_no_letter(query)
        };
        return Err(Error::Parse {
            field: "gpu",
            message: message.into(),
        });
    }
    if let Some(preset) = presets().find(|p| names(p).any(|name| compact(name) == wanted)) {
        return Ok(preset);
    }
    let words = tokens(query);
    let matches: Vec<(usize, &'static Preset)> = presets()
        .filter_map(|preset| {
            names(preset)
                .filter_map(|name| {
                    let have = tokens(name);
                    let all = words
                        .iter()
                        .all(|w| have.iter().any(|h| h.starts_with(w.as_str())));
                    all.then(|| have.len().saturating_sub(words.len()))
                })
                .min()
                .map(|extra| (extra, preset))
        })
        .collect();
    // The fewest extra words win; a tie among them is ambiguous (the table's order names them).
    let Some(best) = matches.iter().map(|(extra, _)| *extra).min() else {
        return Err(Error::Parse {
            field: "gpu",
            message: msg::error_gpu_no_match(query, &closest(&wanted, vendor).join(", ")).into(),
        });
    };
    let tied: Vec<&'static Preset> = matches
        .iter()
        .filter(|(extra, _)| *extra == best)
        .map(|(_, p)| *p)
        .collect();
    match tied.as_slice() {
        [only] => Ok(*only),
        several => {
            let names: Vec<&str> = several.iter().map(|p| p.name).take(8).collect();
            Err(Error::Parse {
                field: "gpu",
                message: msg::error_gpu_ambiguous(query, &names.join(", ")).into(),
            })
        }
    }
}

/// The five presets whose names are nearest to `wanted` (compacted).
fn closest(wanted: &str, vendor: Option<Vendor>) -> Vec<&'static str> {
    let mut scored: Vec<(usize, &'static str)> = PRESETS
        .iter()
        .filter(|p| vendor.is_none_or(|v| p.vendor() == v))
        .map(|p| {
            let best = names(p)
                .map(|name| distance(wanted, &compact(name)))
                .min()
                .unwrap_or(usize::MAX);
            (best, p.name)
        })
        .collect();
    // The five smallest pairs in order, picked one by one rather than sorted (no sort in the page's wasm for it).
    let mut nearest = Vec::new();
    while nearest.len() < 5 {
        let Some(at) = (0..scored.len()).min_by_key(|&i| scored[i]) else {
            break;
        };
        nearest.push(scored.swap_remove(at).1);
    }
    nearest
}

/// A preset by its exact id (as stored in URLs and saved configs).
pub fn by_id(id: &str) -> Option<&'static Preset> {
    PRESETS.iter().find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_nvidia_device_is_a_products_or_a_compute_capabilitys_and_another_vendors_product_is_refused(
    ) {
        let h100 = find("h100-sxm5-80gb").unwrap();
        assert_eq!(
            nvidia_device(Some(h100), Some("7.0"), None),
            h100.device().map(Some)
        );
        let generic = nvidia_device(None, Some("8.6"), Some(10)).unwrap().unwrap();
        assert_eq!(
            (generic.cc.to_string(), generic.sm_count),
            ("8.6".into(), 10)
        );
        assert_eq!(nvidia_device(None, None, Some(10)), Ok(None));
        assert!(matches!(
            nvidia_device(None, Some("99.9"), None),
            Err(Error::UnknownDevice { .. })
        ));
        let refused = nvidia_device(Some(find("b580").unwrap()), None, None).unwrap_err();
        assert_eq!(refused.field(), "--gpu");
        assert!(refused
            .say(&Say::english(Vendor::Nvidia))
            .contains("Arc B580 is an Intel GPU"));
    }

    #[test]
    fn a_fact_s_decimal_is_what_display_writes() {
        for units in (0..200_000).chain([u32::MAX, 1_280_000, 15_000, 625]) {
            let fact = Fact {
                units,
                provenance: Provenance::Sourced,
                cite: Cite(0),
            };
            assert_eq!(fact.decimal(), fact.value().to_string(), "{units}");
        }
    }

    fn found(query: &str) -> &'static str {
        find(query).unwrap_or_else(|e| panic!("{query}: {e}")).id
    }

    // `expected()`: the products as `Preset` literals, written by `build.rs` from the same data.
    include!(concat!(env!("OUT_DIR"), "/presets_expected.rs"));

    #[test]
    fn the_packed_table_unpacks_to_every_product() {
        let unpacked = unpack().expect("the build's packed table unpacks");
        let expected = expected();
        assert_eq!(unpacked.len(), expected.len());
        for (got, want) in unpacked.iter().zip(&expected) {
            assert_eq!(got, want, "{}", want.id);
        }
        assert_eq!(*PRESETS, unpacked);
    }

    #[test]
    fn tokens_spell_memory_sizes_alike() {
        assert_eq!(compact("A100 SXM4 80 GB"), "a100sxm480g");
        assert_eq!(compact("a100-80g"), "a10080g");
        assert_eq!(compact("NVIDIA GeForce RTX 4090"), "rtx4090");
    }

    #[test]
    fn forgiving_lookup_resolves_what_people_type() {
        assert_eq!(find("4090").unwrap().compute_units.whole(), 128);
        assert_eq!(find("h100 sxm").unwrap().compute_units.whole(), 132);
        assert_eq!(find("a100-80g").unwrap().compute_units.whole(), 108);
        assert_eq!(find("RTX 5090").unwrap().compute_units.whole(), 170);
        assert_eq!(found("NVIDIA GeForce RTX 4090"), found("rtx4090"));
    }

    #[test]
    fn unknown_names_list_the_closest() {
        let err = find("rtx 9999").unwrap_err().to_string();
        assert!(
            err.starts_with("gpu: no GPU preset matches 'rtx 9999'; closest: "),
            "{err}"
        );
        assert!(find("").is_err());
    }

    #[test]
    fn the_index_answers_as_find_does() {
        let index = Index::new();
        let mut queries: Vec<String> = PRESETS
            .iter()
            .flat_map(|p| names(p).map(str::to_string))
            .collect();
        queries.extend(
            [
                "4090",
                "h100 sxm",
                "a100-80g",
                "NVIDIA GeForce RTX 4090",
                "rtx",
                "",
                "no such gpu",
            ]
            .map(String::from),
        );
        for query in &queries {
            let ours = index.find(query).map(|p| p.id).map_err(|e| e.to_string());
            let theirs = find(query).map(|p| p.id).map_err(|e| e.to_string());
            assert_eq!(ours, theirs, "{query}");
        }
    }
}
