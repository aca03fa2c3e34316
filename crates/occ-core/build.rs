//! Compiles `data/gpus.toml` into a packed table (`$OUT_DIR/presets.rs`) that `presets::PRESETS` unpacks on first
//! use, so neither the CLI nor the page parses text; `$OUT_DIR/presets_expected.rs` holds the same products as
//! `Preset` literals for the test of the unpacking. Structural rules (known fields, one provenance form per value,
//! cited sources exist, each vendor's fields on its own products) fail the build with the product and field named;
//! consistency with the architecture rules is checked by tests. AMD's and Intel's products are packed only with the
//! `amd-presets` and `intel-presets` features. It also compiles `messages/` (`build/messages.rs`): the catalogue's
//! functions (`$OUT_DIR/messages.rs`) and each language's text (`$OUT_DIR/messages.<language>.txt`).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::{env, fs, path::Path};

use serde::Deserialize;

#[path = "build/messages.rs"]
mod messages;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    sources: BTreeMap<String, Source>,
    gpu: Vec<Gpu>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Source {
    title: String,
    url: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Gpu {
    id: String,
    name: String,
    /// Which one of a package's GPUs or dies the figures describe; the name ends with " (one <it>)".
    #[serde(default)]
    one: Option<String>,
    aliases: Vec<String>,
    segment: String,
    arch: String,
    chip: String,
    /// NVIDIA: the compute capability.
    cc: Option<String>,
    /// AMD: the gfx target.
    gfx: Option<String>,
    /// Intel: the Xe architecture (`intel::ARCHES`' name).
    xe: Option<String>,
    year: u16,
    /// NVIDIA: streaming multiprocessors.
    sms: Option<Fact>,
    /// AMD: compute units.
    cus: Option<Fact>,
    /// Intel: Xe-cores.
    xe_cores: Option<Fact>,
    /// Intel: XVEs (EUs).
    xves: Option<Fact>,
    l2_kib: Option<Fact>,
    mem_gib: Option<Fact>,
    mem_bw_gbs: Fact,
    boost_mhz: Fact,
    fp32_tflops: Fact,
    fp64_tflops: Option<Fact>,
    tensor_fp16_tflops: Option<Fact>,
    smem_per_sm: Option<Fact>,
    smem_per_block_optin: Option<Fact>,
    /// AMD: LDS per CU, bytes.
    lds_per_cu: Option<Fact>,
}

/// A product's target and the vendor-specific fields it gave, checked against each other.
enum Target {
    Nvidia { major: u32, minor: u32 },
    Amd { gfx: String },
    Intel { xe: String },
}

impl Gpu {
    fn target(&self) -> Target {
        let id = &self.id;
        let wrong = |field: &str, vendor: &str| -> ! {
            panic!("data/gpus.toml: {id}: {field} applies to {vendor} products only")
        };
        let only = |fields: &[(&str, bool)], vendor: &str| {
            if let Some((field, _)) = fields.iter().find(|(_, given)| *given) {
                wrong(field, vendor)
            }
        };
        let nvidia_fields = [
            ("sms", self.sms.is_some()),
            ("smem_per_sm", self.smem_per_sm.is_some()),
            ("smem_per_block_optin", self.smem_per_block_optin.is_some()),
        ];
        let amd_fields = [
            ("cus", self.cus.is_some()),
            ("lds_per_cu", self.lds_per_cu.is_some()),
        ];
        let intel_fields = [
            ("xe_cores", self.xe_cores.is_some()),
            ("xves", self.xves.is_some()),
        ];
        match (&self.cc, &self.gfx, &self.xe) {
            (Some(cc), None, None) => {
                only(&amd_fields, "AMD (gfx)");
                only(&intel_fields, "Intel (xe)");
                let (major, minor) = cc
                    .split_once('.')
                    .and_then(|(a, b)| Some((a.parse::<u32>().ok()?, b.parse::<u32>().ok()?)))
                    .unwrap_or_else(|| {
                        panic!("data/gpus.toml: {id}: cc '{cc}' is not major.minor")
                    });
                Target::Nvidia { major, minor }
            }
            (None, Some(gfx), None) => {
                only(&nvidia_fields, "NVIDIA (cc)");
                only(&intel_fields, "Intel (xe)");
                let digits = gfx.strip_prefix("gfx").unwrap_or("");
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
                    panic!("data/gpus.toml: {id}: gfx '{gfx}' is not a gfx target name (gfx942)");
                }
                Target::Amd { gfx: gfx.clone() }
            }
            (None, None, Some(xe)) => {
                only(&nvidia_fields, "NVIDIA (cc)");
                only(&amd_fields, "AMD (gfx)");
                let name_like = xe
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
                if xe.is_empty() || !name_like {
                    panic!(
                        "data/gpus.toml: {id}: xe '{xe}' is not an Xe architecture name (xe-hpc)"
                    );
                }
                if self.xves.is_none() {
                    panic!("data/gpus.toml: {id}: an Intel product needs xves (its XVE count)");
                }
                Target::Intel { xe: xe.clone() }
            }
            _ => panic!(
                "data/gpus.toml: {id}: give exactly one of cc (NVIDIA), gfx (AMD) and xe (Intel)"
            ),
        }
    }

    /// SMs, CUs or Xe-cores: the one count of the units work-groups are scheduled onto, and its field's name.
    fn compute_units(&self) -> (&'static str, &Fact) {
        [
            ("sms", &self.sms),
            ("cus", &self.cus),
            ("xe_cores", &self.xe_cores),
        ]
        .into_iter()
        .find_map(|(field, fact)| Some((field, fact.as_ref()?)))
        .unwrap_or_else(|| {
            panic!(
                "data/gpus.toml: {}: needs sms (NVIDIA), cus (AMD) or xe_cores (Intel)",
                self.id
            )
        })
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Fact {
    v: f64,
    src: Option<Vec<String>>,
    note: Option<String>,
    derived: Option<String>,
    unconfirmed: Option<String>,
}

fn main() {
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    compile_messages(Path::new(&manifest));
    let path = Path::new(&manifest).join("data/gpus.toml");
    println!("cargo:rerun-if-changed={}", path.display());
    let text =
        fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let file: File = toml::from_str(&text).unwrap_or_else(|e| panic!("data/gpus.toml: {e}"));

    let mut out = String::from("// @generated by build.rs from data/gpus.toml\n");
    let cites: RefCell<Vec<CiteKey>> = RefCell::new(Vec::new());
    out.push_str("pub static SOURCES: &[Source] = &[\n");
    let keys: Vec<&String> = file.sources.keys().collect();
    for (key, source) in &file.sources {
        writeln!(
            out,
            "    Source {{ key: {key:?}, title: {:?}, url: {:?} }},",
            source.title, source.url
        )
        .unwrap();
    }
    out.push_str("];\n\n");
    // The page's form (`presets::unpack` reads it) and, for the unit test that checks the unpacking, the same
    // products as `Preset` literals.
    let mut packed = Packed::default();
    let mut expected = String::from(
        "// @generated by build.rs from data/gpus.toml\nfn expected() -> Vec<Preset> {\n    vec![\n",
    );
    let amd = env::var_os("CARGO_FEATURE_AMD_PRESETS").is_some();
    let intel = env::var_os("CARGO_FEATURE_INTEL_PRESETS").is_some();
    let mut count = 0;
    // How many citations NVIDIA's products have: the first ones, since they come first. A build with NVIDIA's
    // products alone (the page's first wasm) has that prefix of the table, so one citations.json serves it too.
    let mut nvidia_cites: Option<usize> = None;
    for gpu in &file.gpu {
        let target = gpu.target();
        match (&target, nvidia_cites) {
            (Target::Nvidia { .. }, Some(_)) => panic!(
                "data/gpus.toml: {}: NVIDIA's products come before the other vendors' (the citation table's prefix)",
                gpu.id
            ),
            (Target::Nvidia { .. }, None) => {}
            (_, None) => nvidia_cites = Some(cites.borrow().len()),
            _ => {}
        }
        if matches!(target, Target::Amd { .. }) && !amd
            || matches!(target, Target::Intel { .. }) && !intel
        {
            continue;
        }
        count += 1;
        let fact =
            |field: &str, fact: &Fact| -> Rendered { render(&gpu.id, field, fact, &keys, &cites) };
        let optional = |field: &str, value: &Option<Fact>| -> Option<Rendered> {
            value.as_ref().map(|f| fact(field, f))
        };
        let (segment, segment_index) = match gpu.segment.as_str() {
            "datacenter" => ("DataCenter", 0u32),
            "workstation" => ("Workstation", 1),
            "consumer" => ("Consumer", 2),
            "embedded" => ("Embedded", 3),
            other => panic!("data/gpus.toml: {}: segment '{other}' is not datacenter|workstation|consumer|embedded", gpu.id),
        };
        if let Some(bad) = gpu.aliases.iter().find(|a| a.is_empty() || a.contains('|')) {
            panic!(
                "data/gpus.toml: {}: alias '{bad}' is empty or holds '|'",
                gpu.id
            );
        }
        let one = gpu.one.as_deref().unwrap_or_default();
        let says_one = match gpu.one.as_deref() {
            Some(part) => !part.is_empty() && gpu.name.ends_with(&format!(" (one {part})")),
            None => !gpu.name.contains(" (one "),
        };
        if !says_one {
            panic!(
                "data/gpus.toml: {}: a name ends with \" (one <one>)\" exactly when `one` names the part",
                gpu.id
            );
        }
        let aliases = gpu.aliases.join("|");
        // In declaration order: the citation table's order (and `CITATIONS_ID`) follows it.
        let (units_field, units_fact) = gpu.compute_units();
        let units = fact(units_field, units_fact);
        let l2_kib = optional("l2_kib", &gpu.l2_kib);
        let mem_gib = optional("mem_gib", &gpu.mem_gib);
        let mem_bw_gbs = fact("mem_bw_gbs", &gpu.mem_bw_gbs);
        let boost_mhz = fact("boost_mhz", &gpu.boost_mhz);
        let fp32_tflops = fact("fp32_tflops", &gpu.fp32_tflops);
        let fp64_tflops = optional("fp64_tflops", &gpu.fp64_tflops);
        let tensor_fp16_tflops = optional("tensor_fp16_tflops", &gpu.tensor_fp16_tflops);
        let local = match &gpu.lds_per_cu {
            Some(lds) => Some(fact("lds_per_cu", lds)),
            None => optional("smem_per_sm", &gpu.smem_per_sm),
        };
        let smem_per_block_optin = optional("smem_per_block_optin", &gpu.smem_per_block_optin);
        let xves = optional("xves", &gpu.xves);
        for text in [&gpu.id, &gpu.name, &aliases, &gpu.arch, &gpu.chip] {
            packed.text.push_str(text);
            leb128(&mut packed.heads, text.len() as u64);
        }
        let target_literal = match &target {
            Target::Nvidia { major, minor } => {
                leb128(&mut packed.heads, u64::from(segment_index));
                leb128(&mut packed.heads, one.len() as u64);
                leb128(&mut packed.heads, u64::from(*major));
                leb128(&mut packed.heads, u64::from(*minor));
                format!("Target::Nvidia(ComputeCapability::new({major}, {minor}))")
            }
            Target::Amd { gfx } => {
                leb128(&mut packed.heads, u64::from(segment_index + 4));
                leb128(&mut packed.heads, one.len() as u64);
                packed.text.push_str(gfx);
                leb128(&mut packed.heads, gfx.len() as u64);
                format!("Target::Amd(crate::amd::arch({gfx:?}).expect(\"a gfx target of amd::ARCHES\"))")
            }
            Target::Intel { xe } => {
                leb128(&mut packed.heads, u64::from(segment_index + 8));
                leb128(&mut packed.heads, one.len() as u64);
                packed.text.push_str(xe);
                leb128(&mut packed.heads, xe.len() as u64);
                format!(
                    "Target::Intel(crate::intel::arch({xe:?}).expect(\"an architecture of intel::ARCHES\"))"
                )
            }
        };
        leb128(&mut packed.heads, u64::from(gpu.year));
        for fact in [
            Some(&units),
            l2_kib.as_ref(),
            mem_gib.as_ref(),
            Some(&mem_bw_gbs),
            Some(&boost_mhz),
            Some(&fp32_tflops),
            fp64_tflops.as_ref(),
            tensor_fp16_tflops.as_ref(),
            local.as_ref(),
            smem_per_block_optin.as_ref(),
        ] {
            packed.fact(fact);
        }
        // Intel's XVE count follows its other facts; the other vendors' products have none (not even an
        // absent marker), so their packed form is what it was.
        if matches!(target, Target::Intel { .. }) {
            packed.fact(xves.as_ref());
        }
        let literal = |fact: &Option<Rendered>| -> String {
            fact.as_ref()
                .map_or("None".to_string(), |f| format!("Some({})", f.literal()))
        };
        writeln!(
            expected,
            "    Preset {{ id: {:?}, name: {:?}, one: {one:?}, aliases: {:?}, segment: Segment::{segment}, arch: {:?}, chip: {:?}, \
             target: {target_literal}, year: {}, compute_units: {}, l2_kib: {}, mem_gib: {}, \
             mem_bw_gbs: {}, boost_mhz: {}, fp32_tflops: {}, fp64_tflops: {}, tensor_fp16_tflops: {}, \
             local_memory_per_unit: {}, smem_per_block_optin: {}, xves: {} }},",
            gpu.id,
            gpu.name,
            aliases,
            gpu.arch,
            gpu.chip,
            gpu.year,
            units.literal(),
            literal(&l2_kib),
            literal(&mem_gib),
            mem_bw_gbs.literal(),
            boost_mhz.literal(),
            fp32_tflops.literal(),
            literal(&fp64_tflops),
            literal(&tensor_fp16_tflops),
            literal(&local),
            literal(&smem_per_block_optin),
            literal(&xves),
        )
        .unwrap();
    }
    expected.push_str("    ]\n}\n");
    writeln!(
        out,
        "const PRESET_COUNT: usize = {};\nstatic PRESET_TEXT: &str = {:?};\nstatic PRESET_HEADS: &[u8] = &{:?};\n\
         static PRESET_UNITS: &[u8] = &{:?};\nstatic PRESET_CITES: &[u8] = &{:?};\n",
        count,
        packed.text,
        packed.heads,
        packed.units,
        packed.cites,
    )
    .unwrap();
    out.push_str("// Only the citation functions read this table: a build that never shows a citation links none of it.\n");
    // An id of the citation table, so a page can tell a citations.json of another build (an index would
    // silently point at another fact's source).
    let fnv = |text: String| {
        let mut id: u32 = 0x811c_9dc5;
        for byte in text.bytes() {
            id = (id ^ u32::from(byte)).wrapping_mul(0x0100_0193);
        }
        id
    };
    let id = fnv(format!("{:?}", cites.borrow()));
    let nvidia_len = nvidia_cites.unwrap_or(cites.borrow().len());
    let nvidia_id = fnv(format!("{:?}", &cites.borrow()[..nvidia_len]));
    writeln!(out, "pub const CITATIONS_ID: u32 = {id};").unwrap();
    out.push_str("/// The [`CITATIONS_ID`] of a build with NVIDIA's products only: its table is this one's first entries.\n");
    writeln!(out, "pub const CITATIONS_ID_NVIDIA: u32 = {nvidia_id};").unwrap();
    out.push_str("static CITES: &[CiteEntry] = &[\n");
    for (sources, _, detail, note) in cites.borrow().iter() {
        writeln!(
            out,
            "    CiteEntry {{ sources: &{sources:?}, detail: {detail:?}, note: {note:?} }},"
        )
        .unwrap();
    }
    out.push_str("];\n");
    let dir = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for (name, text) in [("presets.rs", out), ("presets_expected.rs", expected)] {
        let dest = Path::new(&dir).join(name);
        fs::write(&dest, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", dest.display()));
    }
}

/// The products as `presets::unpack` reads them: the strings concatenated, and three byte streams of LEB128
/// numbers (lengths and small fields; values; citations). Kept apart, each stream compresses well.
#[derive(Default)]
struct Packed {
    text: String,
    /// Per product: the lengths of id, name, aliases, arch and chip; segment + 4 × vendor (0 NVIDIA, 1 AMD, 2
    /// Intel); the length of the name's "one" part (0 when it has none); the target (NVIDIA: cc major and minor; AMD and Intel: the length of the gfx or Xe architecture's
    /// name, which follows in the text); year.
    heads: Vec<u8>,
    /// Per fact (ten per product, an eleventh, the XVE count, for Intel's): 0 when absent, else 1 + mantissa × 5 + exponent, the units being mantissa × 10^exponent (most
    /// values are whole, so their units end in zeros).
    units: Vec<u8>,
    /// Per present fact: cite × 4 + provenance, with cite 0 for the next citation not seen before (most are) and
    /// n + 1 for citation n.
    cites: Vec<u8>,
    /// Citations seen so far.
    fresh: usize,
}

impl Packed {
    fn fact(&mut self, fact: Option<&Rendered>) {
        let Some(fact) = fact else {
            self.units.push(0);
            return;
        };
        let (mut mantissa, mut exponent) = (u64::from(fact.units), 0);
        while exponent < 4 && mantissa != 0 && mantissa % 10 == 0 {
            mantissa /= 10;
            exponent += 1;
        }
        leb128(&mut self.units, 1 + mantissa * 5 + exponent);
        let cite = if fact.cite == self.fresh {
            self.fresh += 1;
            0
        } else {
            fact.cite + 1
        };
        leb128(&mut self.cites, cite as u64 * 4 + fact.provenance as u64);
    }
}

fn leb128(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// A checked fact: its value in `presets::FACT_SCALE` units, provenance (as `presets::unpack` numbers it) and
/// citation.
struct Rendered {
    units: u32,
    provenance: usize,
    cite: usize,
}

const PROVENANCES: [&str; 3] = ["Sourced", "Derived", "Unconfirmed"];

impl Rendered {
    fn literal(&self) -> String {
        format!(
            "Fact {{ units: {}, provenance: Provenance::{}, cite: Cite({}) }}",
            self.units, PROVENANCES[self.provenance], self.cite
        )
    }
}

/// One distinct citation (sources, formula or reason, note): facts share them, so each is stored once.
type CiteKey = (Vec<String>, &'static str, String, String);

fn render(
    id: &str,
    field: &str,
    fact: &Fact,
    keys: &[&String],
    cites: &RefCell<Vec<CiteKey>>,
) -> Rendered {
    let sources = fact.src.clone().unwrap_or_default();
    for key in &sources {
        if !keys.contains(&key) {
            panic!("data/gpus.toml: {id}.{field}: source '{key}' has no [sources.{key}] table");
        }
    }
    let (provenance, detail) = match (&fact.derived, &fact.unconfirmed) {
        (None, None) if sources.is_empty() => {
            panic!("data/gpus.toml: {id}.{field}: needs src, derived or unconfirmed")
        }
        (None, None) => ("Sourced", String::new()),
        (Some(formula), None) => ("Derived", formula.clone()),
        (None, Some(why)) => ("Unconfirmed", why.clone()),
        (Some(_), Some(_)) => {
            panic!("data/gpus.toml: {id}.{field}: derived and unconfirmed are exclusive")
        }
    };
    let key = (
        sources,
        provenance,
        detail,
        fact.note.clone().unwrap_or_default(),
    );
    let mut cites = cites.borrow_mut();
    let provenance = PROVENANCES
        .iter()
        .position(|p| *p == key.1)
        .expect("one of PROVENANCES");
    let index = cites.iter().position(|c| *c == key).unwrap_or_else(|| {
        cites.push(key);
        cites.len() - 1
    });
    if index > usize::from(u16::MAX) {
        panic!("data/gpus.toml: {id}.{field}: more than 65536 distinct citations (`presets::Cite` is a u16)");
    }
    // Ten-thousandths (`presets::FACT_SCALE`): exact, or the build stops.
    let units = (fact.v * 10_000.0).round();
    if !(0.0..=f64::from(u32::MAX)).contains(&units) || units / 10_000.0 != fact.v {
        panic!(
            "data/gpus.toml: {id}.{field} = {}: values need at most four decimals and at most {}",
            fact.v,
            f64::from(u32::MAX) / 10_000.0
        );
    }
    Rendered {
        units: units as u32,
        provenance,
        cite: index,
    }
}

/// `messages/` into `msg`'s functions and each language's text; a file outside the subset stops the build with
/// the file and line named.
fn compile_messages(manifest: &Path) {
    let dir = manifest.join("messages");
    // The folders too: a file added to one (which `Sources::read` refuses) reruns the build.
    for folder in ["", "terms"].into_iter().chain(messages::LANGS) {
        println!("cargo:rerun-if-changed={}", dir.join(folder).display());
    }
    let sources = messages::Sources::read(&dir).unwrap_or_else(|e| panic!("{e}"));
    for source in sources
        .messages
        .iter()
        .flatten()
        .chain(sources.terms.iter().flatten())
    {
        println!(
            "cargo:rerun-if-changed={}",
            manifest.join(&source.file).display()
        );
    }
    let compiled = messages::compile(&sources).unwrap_or_else(|e| panic!("{e}"));
    let out = env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out);
    let write = |name: &str, text: &str| {
        fs::write(out.join(name), text).unwrap_or_else(|e| panic!("cannot write {name}: {e}"))
    };
    write("messages.rs", &messages::rust(&compiled));
    for (lang, text) in messages::LANGS.iter().zip(&compiled.texts) {
        write(&format!("messages.{lang}.txt"), text);
        let page = match *lang {
            "en" => messages::page_english_text(&compiled, text),
            _ => messages::page_text(&compiled, text),
        };
        write(&format!("messages.{lang}.page.txt"), &page);
    }
}
