//! The GPU the form names: a product preset, a compute capability's generic device, an AMD gfx target's or an Intel
//! Xe architecture's, and the picker's list.
use occ_core::amd::{self, Arch};
use occ_core::intel;
use occ_core::msg::{self, Say};
use occ_core::nvidia::{arch_defaults, ArchDefaults, ComputeCapability, Device, ARCH_DEFAULTS};
use occ_core::presets::{self, Preset};
use occ_core::{Error, Vendor};

/// The GPU the user picked: a product preset (of any vendor) or the generic device of a compute capability or
/// of an AMD gfx target.
#[derive(Clone, Copy, Debug)]
pub enum GpuChoice {
    Preset(&'static Preset),
    Generic(&'static ArchDefaults),
    /// An AMD gfx target without a product: one CU unless the CU count is given.
    AmdGeneric(&'static Arch),
    /// An Intel Xe architecture without a product: figures per Xe-core unless the XVE count is given (as `occ calc
    /// --arch xe-hpc --xves 1024`).
    IntelGeneric(&'static intel::Arch),
}

impl PartialEq for GpuChoice {
    /// The same entry of occ-core's tables, told by its key: each product has its own id, each compute capability,
    /// gfx target and Xe architecture its own entry.
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Self::Preset(a), Self::Preset(b)) => a.id == b.id,
            (Self::Generic(a), Self::Generic(b)) => a.cc == b.cc,
            (Self::AmdGeneric(a), Self::AmdGeneric(b)) => a.name == b.name,
            (Self::IntelGeneric(a), Self::IntelGeneric(b)) => a.name == b.name,
            _ => false,
        }
    }
}

/// The most characters of a GPU name the page reads, the core's lookup's own cap: the lookups' work grows with the
/// text, so a longer one (a link's, a stored config's) is refused before any of them runs.
pub const MAX_GPU_NAME: usize = occ_core::presets::MAX_NAME_CHARS;

/// Whether `id` is longer than any GPU name the page reads ([`MAX_GPU_NAME`]).
pub fn too_long(id: &str) -> bool {
    id.trim().chars().nth(MAX_GPU_NAME).is_some()
}

impl GpuChoice {
    /// Reads an id as URLs and saved configs store it: a preset id or `cc-8.9`. Also accepts what people type
    /// (`4090`, `h100 sxm`) through the core's forgiving lookup.
    pub fn from_id(id: &str) -> Result<Self, Error> {
        if too_long(id) {
            return Err(Error::Parse {
                field: "gpu",
                message: occ_core::msg::error_page_gpu_too_long(
                    &MAX_GPU_NAME.to_string(),
                    &id.trim().chars().count().to_string(),
                )
                .into(),
            });
        }
        let id = id.trim();
        if let Some(cc) = id
            .strip_prefix("cc-")
            .or_else(|| id.strip_prefix("generic-"))
        {
            let cc: ComputeCapability = cc.parse().map_err(|_| Error::Parse {
                field: "gpu",
                message: occ_core::msg::error_page_not_generic_cc(id).into(),
            })?;
            return arch_defaults(cc).map(Self::Generic);
        }
        let lower = id.to_ascii_lowercase();
        if let Some(arch) = amd::arch(&lower) {
            return Ok(Self::AmdGeneric(arch));
        }
        if let Some(arch) = intel::arch(&lower) {
            return Ok(Self::IntelGeneric(arch));
        }
        if let Some(preset) = presets::by_id(id) {
            return Ok(Self::Preset(preset));
        }
        presets::find_of(Vendor::Nvidia, id)
            .or_else(|error| presets::find_of(Vendor::Amd, id).map_err(|_| error))
            .or_else(|error| presets::find_of(Vendor::Intel, id).map_err(|_| error))
            .map(Self::Preset)
    }

    pub fn vendor(&self) -> Vendor {
        match self {
            Self::Preset(preset) => preset.vendor(),
            Self::Generic(_) => Vendor::Nvidia,
            Self::AmdGeneric(_) => Vendor::Amd,
            Self::IntelGeneric(_) => Vendor::Intel,
        }
    }

    /// The product, when a preset names the GPU.
    pub fn preset(&self) -> Option<&'static Preset> {
        match self {
            Self::Preset(preset) => Some(preset),
            _ => None,
        }
    }

    /// The gfx target of an AMD GPU.
    pub fn amd_arch(&self) -> Option<&'static Arch> {
        match self {
            Self::Preset(preset) => preset.target.amd(),
            Self::Generic(_) => None,
            Self::AmdGeneric(arch) => Some(arch),
            Self::IntelGeneric(_) => None,
        }
    }

    /// The Xe architecture of an Intel GPU.
    pub fn intel_arch(&self) -> Option<&'static intel::Arch> {
        match self {
            Self::Preset(preset) => preset.target.intel(),
            Self::IntelGeneric(arch) => Some(arch),
            _ => None,
        }
    }

    /// An Intel product's XVE count (`None` for a generic architecture, and for another vendor's GPU).
    pub fn xves(&self) -> Option<u32> {
        match self {
            Self::Preset(preset) => preset.xves.map(|f| f.whole()),
            _ => None,
        }
    }

    /// The stable id used in URLs and saved configs.
    pub fn id(&self) -> String {
        match self {
            Self::Preset(preset) => preset.id.to_string(),
            Self::Generic(defaults) => format!("cc-{}", defaults.cc),
            Self::AmdGeneric(arch) => arch.name.to_string(),
            Self::IntelGeneric(arch) => arch.name.to_string(),
        }
    }

    /// The GPU's name in the page's English: where it is baked into a text said later.
    pub fn label(&self) -> String {
        self.said_label(&Say::page_english(self.vendor()))
    }

    /// The GPU's name: a product's own, or a generic device's, said by `say`.
    pub fn said_label(&self, say: &Say) -> String {
        let (name, family) = match self {
            Self::Preset(preset) => return preset.said_name(say),
            Self::Generic(defaults) => (format!("CC {}", defaults.cc), defaults.family),
            Self::AmdGeneric(arch) => (arch.name.to_string(), arch.family),
            Self::IntelGeneric(arch) => (arch.name.to_string(), arch.family),
        };
        say.say(msg::input_gpu_generic_label(&name, family))
    }

    pub fn cc(&self) -> Option<ComputeCapability> {
        match self {
            Self::Preset(preset) => preset.cc(),
            Self::Generic(defaults) => Some(defaults.cc),
            Self::AmdGeneric(_) | Self::IntelGeneric(_) => None,
        }
    }

    /// The NVIDIA device before any SM-count override; an AMD GPU has none (its rules take the gfx target).
    pub fn device(&self) -> Result<Device, Error> {
        match self {
            Self::Preset(preset) => preset.device(),
            Self::Generic(defaults) => Ok(defaults.device),
            Self::AmdGeneric(_) | Self::IntelGeneric(_) => Err(Error::Parse {
                field: "gpu",
                message: occ_core::msg::error_page_no_nvidia_device(
                    &self.id(),
                    self.vendor().label(),
                )
                .into(),
            }),
        }
    }
}

/// One entry of the GPU picker. Its texts are said when the picker is drawn ([`PickerEntry::said`]), in the page's
/// language and words.
#[derive(Clone, Debug, PartialEq)]
pub struct PickerEntry {
    pub id: String,
    /// A product's name, or a generic device's (`CC 8.9`, `gfx942`), which [`PickerEntry::said`] calls generic.
    pub label: String,
    /// The product, which says its own name.
    pub preset: Option<&'static Preset>,
    /// Compute capability (or target) and chip, shown after the name; a generic device's family.
    pub detail: String,
    /// A product's count of compute units (SMs, CUs, Xe-cores), which the detail ends with; empty for a generic device.
    pub units: String,
    pub vendor: Vendor,
    /// Lower-case text the search matches against (English: the names and ids are).
    pub haystack: String,
}

impl PickerEntry {
    /// The entry's name and detail, said by `say` (the compute units in the entry's vendor's words).
    pub fn said(&self, say: &Say) -> (String, String) {
        if self.units.is_empty() {
            let name = say.say(msg::input_gpu_generic_name(&self.label));
            return (name, self.detail.clone());
        }
        let units = say
            .about(self.vendor)
            .say(msg::input_gpu_units(&self.units));
        let name = self
            .preset
            .map_or_else(|| self.label.clone(), |p| p.said_name(say));
        (name, format!("{} · {units}", self.detail))
    }
}

/// A group of the GPU picker: an architecture or family by its name, or a vendor's generic devices.
#[derive(Clone, Debug, PartialEq)]
pub struct PickerGroup {
    /// The architecture's or family's name; empty for the generic devices of `entries`' vendor.
    pub name: String,
    pub entries: Vec<PickerEntry>,
}

impl PickerGroup {
    /// The group's name, said by `say`.
    pub fn said(&self, say: &Say) -> String {
        match (self.name.is_empty(), self.entries.first()) {
            (true, Some(entry)) => say.say(match entry.vendor {
                Vendor::Nvidia => msg::input_gpu_group_generic_nvidia(),
                Vendor::Amd => msg::input_gpu_group_generic_amd(),
                Vendor::Intel => msg::input_gpu_group_generic_intel(),
            }),
            _ => self.name.clone(),
        }
    }
}

/// The picker's groups: presets by architecture, newest architecture first, then the generic devices.
pub fn picker_groups() -> Vec<PickerGroup> {
    let mut groups: Vec<(ComputeCapability, PickerGroup)> = Vec::new();
    // NVIDIA's products only (`GpuChoice::from_id`).
    for (preset, cc) in presets::PRESETS.iter().filter_map(|p| Some((p, p.cc()?))) {
        let entry = PickerEntry {
            id: preset.id.to_string(),
            label: preset.name.to_string(),
            preset: Some(preset),
            detail: format!("CC {} · {}", cc, preset.chip),
            units: preset.compute_units.whole().to_string(),
            vendor: Vendor::Nvidia,
            haystack: format!(
                "{} {} {} {} {} cc {} sm_{}{} {}",
                preset.name,
                preset.id,
                preset.aliases.replace('|', " "),
                preset.arch,
                preset.chip,
                cc,
                cc.major,
                cc.minor,
                preset.segment.name()
            )
            .to_ascii_lowercase(),
        };
        match groups.iter_mut().find(|(_, g)| g.name == preset.arch) {
            Some((newest, group)) => {
                *newest = (*newest).max(cc);
                group.entries.push(entry);
            }
            None => groups.push((
                cc,
                PickerGroup {
                    name: preset.arch.to_string(),
                    entries: vec![entry],
                },
            )),
        }
    }
    // Newest first, by insertion: stable, and far smaller in wasm than the library's sort (a few dozen groups).
    for i in 1..groups.len() {
        let mut j = i;
        while j > 0 && groups[j - 1].0 < groups[j].0 {
            groups.swap(j - 1, j);
            j -= 1;
        }
    }
    let generic = ARCH_DEFAULTS
        .iter()
        .rev()
        .map(|defaults| {
            let choice = GpuChoice::Generic(defaults);
            PickerEntry {
                id: choice.id(),
                label: format!("CC {}", defaults.cc),
                preset: None,
                detail: defaults.family.to_string(),
                units: String::new(),
                vendor: Vendor::Nvidia,
                haystack: format!(
                    "generic cc {} cc{}{} sm_{}{} {}",
                    defaults.cc,
                    defaults.cc.major,
                    defaults.cc.minor,
                    defaults.cc.major,
                    defaults.cc.minor,
                    defaults.family
                )
                .to_ascii_lowercase(),
            }
        })
        .collect();
    let mut out: Vec<PickerGroup> = groups.into_iter().map(|(_, g)| g).collect();
    out.push(PickerGroup {
        name: String::new(),
        entries: generic,
    });
    out.extend(amd_groups());
    out.extend(intel_groups());
    out
}

/// AMD's products by family (CDNA 3, RDNA 4 …, newest family first within each line: the product table lists each
/// line oldest first), then the generic gfx targets.
fn amd_groups() -> Vec<PickerGroup> {
    let generic = amd::ARCHES
        .iter()
        .rev()
        .map(|arch| (arch.name, arch.family.to_string()))
        .collect();
    vendor_groups(Vendor::Amd, generic)
}

/// Intel's products by architecture (Xe-HPC, Xe-HP …, as the product table lists them, newest first), then a
/// generic device per Xe architecture.
fn intel_groups() -> Vec<PickerGroup> {
    let generic = intel::ARCHES
        .iter()
        .map(|arch| (arch.name, format!("{} · {}", arch.family, arch.products)))
        .collect();
    vendor_groups(Vendor::Intel, generic)
}

/// A vendor's products grouped by family or architecture, then its generic devices (id and detail). One function
/// for AMD and Intel: the first visit holds its code once.
fn vendor_groups(vendor: Vendor, generic: Vec<(&'static str, String)>) -> Vec<PickerGroup> {
    let mut groups: Vec<PickerGroup> = Vec::new();
    for preset in presets::PRESETS.iter().filter(|p| p.vendor() == vendor) {
        let entry = PickerEntry {
            id: preset.id.to_string(),
            label: preset.name.to_string(),
            preset: Some(preset),
            detail: format!("{} · {}", preset.target, preset.chip),
            units: preset.compute_units.decimal(),
            vendor,
            haystack: format!(
                "{} {} {} {} {} {} {}",
                vendor.name(),
                preset.name,
                preset.id,
                preset.aliases.replace('|', " "),
                preset.arch,
                preset.chip,
                preset.target
            )
            .to_ascii_lowercase(),
        };
        match groups.iter_mut().find(|g| g.name == preset.arch) {
            Some(group) => group.entries.push(entry),
            None => groups.insert(
                if vendor == Vendor::Amd {
                    0
                } else {
                    groups.len()
                },
                PickerGroup {
                    name: preset.arch.to_string(),
                    entries: vec![entry],
                },
            ),
        }
    }
    let generic = generic
        .into_iter()
        .map(|(id, detail)| PickerEntry {
            id: id.to_string(),
            label: id.to_string(),
            preset: None,
            haystack: format!("{} generic {id} {detail}", vendor.name()).to_ascii_lowercase(),
            detail,
            units: String::new(),
            vendor,
        })
        .collect();
    groups.push(PickerGroup {
        name: String::new(),
        entries: generic,
    });
    groups
}

/// Whether `needle` occurs in `haystack`: a plain byte scan (the texts are short), far smaller in wasm than
/// `str::contains`'s two-way search.
fn contains(haystack: &str, needle: &str) -> bool {
    needle.is_empty()
        || haystack
            .as_bytes()
            .windows(needle.len())
            .any(|w| w == needle.as_bytes())
}

/// The groups filtered by a query: every typed word must occur in the entry's text. Empty groups are dropped.
pub fn filter_groups(groups: &[PickerGroup], query: &str) -> Vec<PickerGroup> {
    // No name is longer: the rest of a pasted text could only multiply the work.
    let query: String = query.chars().take(MAX_GPU_NAME).collect();
    let words: Vec<String> = query
        .to_ascii_lowercase()
        .split_whitespace()
        .map(str::to_string)
        .collect();
    groups
        .iter()
        .filter_map(|group| {
            let group_name = group.name.to_ascii_lowercase();
            let entries: Vec<PickerEntry> = group
                .entries
                .iter()
                .filter(|e| {
                    words
                        .iter()
                        .all(|w| contains(&e.haystack, w) || contains(&group_name, w))
                })
                .cloned()
                .collect();
            (!entries.is_empty()).then(|| PickerGroup {
                name: group.name.clone(),
                entries,
            })
        })
        .collect()
}

pub const DEFAULT_GPU: &str = "geforce-rtx-4090";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpu_ids_round_trip_and_people_spellings_resolve() {
        for group in picker_groups() {
            for entry in group.entries {
                let choice = GpuChoice::from_id(&entry.id).unwrap();
                assert_eq!(choice.id(), entry.id);
                match (choice.amd_arch(), choice.intel_arch()) {
                    (Some(arch), _) => assert!(
                        entry.detail.contains(arch.family) || entry.detail.contains(arch.name)
                    ),
                    (_, Some(arch)) => assert!(
                        entry.detail.contains(arch.family) || entry.detail.contains(arch.name)
                    ),
                    _ => assert!(choice.device().unwrap().check().is_ok(), "{}", entry.id),
                }
            }
        }
        assert_eq!(GpuChoice::from_id("rtx-4090").unwrap().id(), DEFAULT_GPU);
        assert_eq!(GpuChoice::from_id("cc-10.1").unwrap().id(), "cc-11.0");
        assert!(GpuChoice::from_id("cc-4.0").is_err());
    }

    #[test]
    fn picker_search_matches_every_word() {
        let groups = picker_groups();
        let en = Say::page_english(Vendor::Nvidia);
        let names: Vec<String> = groups.iter().map(|g| g.said(&en)).collect();
        assert!(names.iter().any(|n| n == "Generic AMD target"));
        assert_eq!(names.last().unwrap(), "Generic Intel architecture");
        assert!(names.iter().any(|n| n == "Generic compute capability"));
        let found = filter_groups(&groups, "4090");
        assert_eq!(found.len(), 1);
        assert!(found[0].entries.iter().any(|e| e.id == DEFAULT_GPU));
        let generic = filter_groups(&groups, "generic 8.9");
        assert_eq!(generic[0].entries[0].id, "cc-8.9");
        assert_eq!(filter_groups(&groups, "hopper h100")[0].name, "Hopper");
        assert!(filter_groups(&groups, "zzzz").is_empty());
        let gfx942 = filter_groups(&groups, "gfx942");
        let found = gfx942
            .iter()
            .flat_map(|g| &g.entries)
            .any(|e| e.id == "gfx942");
        assert!(found);
    }

    /// The picker offers AMD's products and targets.
    #[test]
    fn amd_targets_and_products_are_offered() {
        let groups = picker_groups();
        let ids = |query: &str| -> Vec<String> {
            filter_groups(&groups, query)
                .into_iter()
                .flat_map(|g| g.entries.into_iter().map(|e| e.id))
                .collect()
        };
        assert!(ids("gfx1100").contains(&"gfx1100".to_string()));
        assert_eq!(GpuChoice::from_id("GFX942").unwrap().id(), "gfx942");
        assert_eq!(GpuChoice::from_id("gfx942").unwrap().vendor(), Vendor::Amd);
        assert_eq!(ids("mi300x"), ["instinct-mi300x"]);
        assert!(ids("gfx942").contains(&"instinct-mi300x".to_string()));
        assert!(!ids("7900 xtx").is_empty());
        assert_eq!(
            GpuChoice::from_id("mi300x").unwrap().id(),
            "instinct-mi300x"
        );
        assert!(groups.iter().any(|g| g.name == "CDNA 3"));
    }

    /// The picker's and a generic GPU's texts are said in the page's language, each product's compute units in its
    /// vendor's words.
    #[test]
    fn the_picker_says_its_texts() {
        use occ_core::msg::Lang;
        use occ_core::terms::Terms;
        let groups = picker_groups();
        let en = Say::page_english(Vendor::Nvidia);
        let zh = Say::new(Lang::Zh, Terms::Own, Vendor::Nvidia);
        let entry = |id: &str| {
            groups
                .iter()
                .flat_map(|g| &g.entries)
                .find(|e| e.id == id)
                .unwrap()
        };
        assert_eq!(
            entry(DEFAULT_GPU).said(&en),
            ("GeForce RTX 4090".into(), "CC 8.9 · AD102 · 128 SMs".into())
        );
        assert_eq!(entry(DEFAULT_GPU).said(&zh).1, "CC 8.9 · AD102 · 128 个 SM");
        // An AMD product in its own words, whichever GPU the page shows.
        assert!(entry("instinct-mi300x").said(&en).1.ends_with(" CUs"));
        assert_eq!(entry("cc-8.9").said(&en).0, "Generic CC 8.9");
        assert_eq!(entry("cc-8.9").said(&zh).0, "通用 CC 8.9");
        let sycl = Say::page_english(Vendor::Nvidia).with_terms(Terms::Sycl);
        assert!(entry(DEFAULT_GPU)
            .said(&sycl)
            .1
            .ends_with("128 compute units"));
        let said: Vec<String> = groups.iter().map(|g| g.said(&zh)).collect();
        assert!(said.contains(&"通用计算能力".to_string()), "{said:?}");
        assert!(!said.iter().any(|n| n.contains("Generic")), "{said:?}");
        let choice = GpuChoice::from_id("cc-8.9").unwrap();
        assert_eq!(choice.said_label(&en), "Generic CC 8.9 (Ada AD10x)");
        assert_eq!(choice.said_label(&zh), "通用 CC 8.9（Ada AD10x）");
        assert_eq!(
            GpuChoice::from_id("gfx942").unwrap().said_label(&en),
            "Generic gfx942 (CDNA 3)"
        );
    }

    /// The picker offers Intel's products and a generic device per Xe architecture.
    #[test]
    fn intel_architectures_and_products_are_offered() {
        let groups = picker_groups();
        let ids = |query: &str| -> Vec<String> {
            filter_groups(&groups, query)
                .into_iter()
                .flat_map(|g| g.entries.into_iter().map(|e| e.id))
                .collect()
        };
        let en = Say::page_english(Vendor::Intel);
        let generic = groups
            .iter()
            .find(|g| g.said(&en) == "Generic Intel architecture")
            .unwrap();
        let names: Vec<&str> = intel::ARCHES.iter().map(|a| a.name).collect();
        let offered: Vec<&str> = generic.entries.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(offered, names);
        assert_eq!(ids("b580"), ["arc-b580"]);
        assert!(ids("max 1550").contains(&"data-center-gpu-max-1550".to_string()));
        let pvc = GpuChoice::from_id("data-center-gpu-max-1550").unwrap();
        assert_eq!(pvc.vendor(), Vendor::Intel);
        assert_eq!(pvc.intel_arch().unwrap().name, "xe-hpc");
        assert_eq!(pvc.xves(), Some(1024));
        let generic = GpuChoice::from_id("XE-HPC").unwrap();
        assert_eq!(generic.id(), "xe-hpc");
        assert_eq!(generic.xves(), None);
        assert!(generic.device().is_err());
        assert_eq!(GpuChoice::from_id("pvc").unwrap().id(), "xe-hpc");
    }
}
