//! The parser against the compilers themselves: for every kernel × architecture, the numbers `occ_core::compiler_log`
//! reads from `ptxas -v` equal what cuobjdump reports for the same cubin (REG, SHARED, STACK, LOCAL; read
//! here with a separate, strict reader), the barrier count equals the cubin's (`cuobjdump -elf`: bits 20–26 of
//! the .text section flags up to sm_90, the EIATTR_NUM_BARRIERS attribute from sm_100 on), and the occupancy
//! computed from the parsed report equals the engine fed by hand with cuobjdump's numbers.
//!
//! Two runs of the same check:
//! - `committed_fixtures_agree` on the logs in `tests/fixtures/ptxas/` (also as wasm32);
//! - `regenerated_fixtures_agree` (ignored; `cargo xtask test` runs it) on logs just regenerated with the real
//!   compilers by `tests/ptxas/generate.py` into `$OCC_PTXAS_FIXTURES`, which also must equal the committed
//!   ones apart from compile times.
//!
//! One adjustment is not read from the tools: from sm_90 on, a kernel's shared window in the cubin starts with
//! the 1 KB the driver reserves per block (`.nv.reservedSmem`), which cuobjdump counts in SHARED and ptxas
//! does not. Kernels without any shared memory in their module have no window (SHARED:0). The engine adds
//! that kilobyte itself (`reserved_smem_per_block`), so the kernel fed by hand gets SHARED − 1024 there, and
//! the check requires SHARED − ptxas's smem to be exactly 1024 for a nonzero SHARED (0 before sm_90).

use std::collections::{BTreeMap, BTreeSet};

use occ_core::compiler_log::{self, Function};
use occ_core::nvidia::dto::BatchOutput;
use occ_core::nvidia::{arch_defaults, occupancy, Kernel, SmemConfig};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

/// cuobjdump's figures for one function.
#[derive(Clone, Copy, Debug)]
struct Listed {
    reg: u32,
    stack: u64,
    shared: u64,
    local: u64,
}

type Key = (String, String);

/// `arch = sm_90` headers, ` Function NAME:` lines and their `REG:… STACK:… SHARED:… LOCAL:…` line; strict:
/// anything unexpected inside a block fails.
fn read_cuobjdump(text: &str) -> Result<BTreeMap<Key, Listed>, String> {
    let mut arch = None;
    let mut name: Option<String> = None;
    let mut out = BTreeMap::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(a) = trimmed.strip_prefix("arch = ") {
            arch = Some(a.to_string());
        } else if let Some(n) = trimmed
            .strip_prefix("Function ")
            .and_then(|r| r.strip_suffix(':'))
        {
            name = Some(n.to_string());
        } else if trimmed.starts_with("REG:") {
            let fields: BTreeMap<&str, &str> = trimmed
                .split_whitespace()
                .map(|t| t.split_once(':').ok_or(format!("token {t}")))
                .collect::<Result<_, _>>()?;
            let get = |k: &str| -> Result<u64, String> {
                fields
                    .get(k)
                    .ok_or(format!("{k} missing in {trimmed}"))?
                    .parse::<u64>()
                    .map_err(|e| format!("{k}: {e}"))
            };
            let key = (
                arch.clone().ok_or("no arch header")?,
                name.take().ok_or("REG line without Function")?,
            );
            let listed = Listed {
                reg: u32::try_from(get("REG")?).map_err(|e| e.to_string())?,
                stack: get("STACK")?,
                shared: get("SHARED")?,
                local: get("LOCAL")?,
            };
            if out.insert(key.clone(), listed).is_some() {
                return Err(format!("{key:?} listed twice"));
            }
        }
    }
    Ok(out)
}

/// Barrier counts from the filtered `cuobjdump -elf` output (see `tests/ptxas/generate.py`).
fn read_barriers(text: &str) -> Result<BTreeMap<Key, u32>, String> {
    let mut arch = String::new();
    let mut abi = 0u32;
    let mut heading: Option<String> = None;
    let mut attribute = false;
    let mut out = BTreeMap::new();
    for line in text.lines() {
        if line.contains(" elf: ") || line.contains("-bit ELF: ") {
            // "64bit elf: type=2, abi=7, sm=52, …" or "64-bit ELF: type=ET_EXEC, ABI=8, sm=100, …"
            let field = |key: &str| {
                line.split(", ")
                    .find_map(|part| part.trim().strip_prefix(key))
                    .and_then(|v| v.parse::<u32>().ok())
                    .ok_or(format!("{key} in {line}"))
            };
            arch = format!("sm_{}", field("sm=")?);
            abi = field("abi=").or_else(|_| field("ABI="))?;
        } else if let Some(section) = line.split_whitespace().last().and_then(|n| {
            n.strip_prefix(".text.")
                .filter(|_| line.contains("PROGBITS"))
        }) {
            let flags = line
                .split_whitespace()
                .nth(6)
                .and_then(|f| u64::from_str_radix(f, 16).ok())
                .ok_or(format!("flags in {line}"))?;
            // Up to ABI 7 the count sits in the flags; ABI 8 keeps it in EIATTR_NUM_BARRIERS (absent = 0).
            let barriers = if abi < 8 {
                ((flags >> 20) & 0x7f) as u32
            } else {
                0
            };
            out.insert((arch.clone(), section.to_string()), barriers);
        } else if let Some(name) = line.strip_prefix(".nv.info.") {
            heading = Some(name.trim().to_string());
        } else if line.trim() == "Attribute:\tEIATTR_NUM_BARRIERS" {
            attribute = true;
        } else if let Some(value) = line.trim().strip_prefix("Value:\t").filter(|_| attribute) {
            attribute = false;
            let count = u32::from_str_radix(value.trim().trim_start_matches("0x"), 16)
                .map_err(|e| format!("{value}: {e}"))?;
            let name = heading.clone().ok_or("NUM_BARRIERS outside .nv.info")?;
            out.insert((arch.clone(), name), count);
        }
    }
    Ok(out)
}

/// What one log pair contributed.
#[derive(Default)]
struct Tally {
    kernels: BTreeSet<String>,
    archs: BTreeSet<String>,
    reports: usize,
}

const BLOCK_SIZES: [u32; 6] = [32, 64, 128, 256, 512, 1024];

fn check_pair(
    label: &str,
    ptxas_log: &str,
    cuobjdump: &str,
    elf: &str,
    tally: &mut Tally,
) -> Vec<String> {
    let mut errors = Vec::new();
    let mut fail = |message: String| errors.push(format!("{label}: {message}"));
    let log = compiler_log::parse(ptxas_log);
    if !log.unread.is_empty() {
        fail(format!("unread lines {:?}", log.unread));
    }
    let listed = match read_cuobjdump(cuobjdump) {
        Ok(listed) => listed,
        Err(e) => {
            fail(format!("cuobjdump output: {e}"));
            return errors;
        }
    };
    let barriers = match read_barriers(elf) {
        Ok(barriers) => barriers,
        Err(e) => {
            fail(format!("cuobjdump -elf output: {e}"));
            return errors;
        }
    };
    let mut parsed: BTreeMap<Key, &Function> = BTreeMap::new();
    for f in log.entries() {
        let key = (f.arch.clone().unwrap_or_default(), f.name.clone());
        if parsed.insert(key.clone(), f).is_some() {
            fail(format!("{key:?} reported twice by ptxas"));
        }
    }
    let ours: BTreeSet<&Key> = parsed.keys().collect();
    let theirs: BTreeSet<&Key> = listed.keys().collect();
    if ours != theirs {
        fail(format!(
            "ptxas reports {ours:?}, cuobjdump lists {theirs:?}"
        ));
    }
    // The same cuobjdump output through occ's own parser.
    let via_parser = compiler_log::parse(cuobjdump);
    if !via_parser.unread.is_empty() {
        fail(format!("unread cuobjdump lines {:?}", via_parser.unread));
    }
    for ((arch, name), f) in &parsed {
        let Some(expected) = listed.get(&(arch.clone(), name.clone())) else {
            continue;
        };
        let Some(cc) = f.cc else {
            fail(format!("{name}: {arch} is not a compute capability"));
            continue;
        };
        // Only kernels with a shared window (static or dynamic shared memory in the module) have the reserved
        // kilobyte in it.
        let reserved = if cc.major >= 9 && expected.shared > 0 {
            1024
        } else {
            0
        };
        let at = format!("{name} for {arch}");
        if f.registers != Some(expected.reg) {
            fail(format!(
                "{at}: registers {:?}, cuobjdump REG {}",
                f.registers, expected.reg
            ));
        }
        if f.static_smem + reserved != expected.shared {
            fail(format!(
                "{at}: smem {} (+{reserved} reserved), cuobjdump SHARED {}",
                f.static_smem, expected.shared
            ));
        }
        if f.stack_size.unwrap_or(0) != expected.stack {
            fail(format!(
                "{at}: cumulative stack {:?}, cuobjdump STACK {}",
                f.stack_size, expected.stack
            ));
        }
        if f.local_memory != expected.local {
            fail(format!(
                "{at}: local memory {}, cuobjdump LOCAL {}",
                f.local_memory, expected.local
            ));
        }
        let Some(&elf_barriers) = barriers.get(&(arch.clone(), name.clone())) else {
            fail(format!("{at}: no .text section in cuobjdump -elf"));
            continue;
        };
        if f.barriers != Some(elf_barriers) {
            fail(format!(
                "{at}: barriers {:?}, cubin {elf_barriers}",
                f.barriers
            ));
        }
        let other = via_parser
            .functions
            .iter()
            .find(|g| g.name == *name && g.arch.as_deref() == Some(arch.as_str()));
        match other {
            Some(g)
                if g.registers == f.registers
                    && g.static_smem == f.static_smem
                    && g.stack_size.unwrap_or(0) == expected.stack => {}
            _ => fail(format!("{at}: occ's cuobjdump reading {other:?} differs")),
        }
        let gpu = match arch_defaults(cc).and_then(|d| d.device.check()) {
            Ok(gpu) => gpu,
            Err(e) => {
                fail(format!("{at}: {e}"));
                continue;
            }
        };
        let smem = SmemConfig::default();
        for threads in BLOCK_SIZES {
            let by_hand = Kernel {
                static_smem: u32::try_from(expected.shared - reserved).unwrap_or(u32::MAX),
                barriers: elf_barriers,
                ..Kernel::new(threads, expected.reg)
            };
            let from_log = match f.kernel(threads) {
                Ok(kernel) => kernel,
                Err(e) => {
                    fail(format!("{at}: {e}"));
                    break;
                }
            };
            let ours = occupancy(&gpu, &from_log, &smem);
            let theirs = occupancy(&gpu, &by_hand, &smem);
            if ours != theirs {
                fail(format!("{at} at {threads} threads: {ours:?} vs {theirs:?}"));
            }
            let ours = BatchOutput::evaluate(&gpu, &from_log, &smem);
            let theirs = BatchOutput::evaluate(&gpu, &by_hand, &smem);
            if ours != theirs {
                fail(format!("{at} at {threads} threads: batch output differs"));
            }
        }
        tally.kernels.insert(name.clone());
        tally.archs.insert(arch.clone());
        tally.reports += 1;
    }
    errors
}

macro_rules! committed {
    ($($label:literal),* $(,)?) => {
        [$((
            $label,
            include_str!(concat!("fixtures/ptxas/", $label, ".ptxas.log")),
            include_str!(concat!("fixtures/ptxas/", $label, ".cuobjdump.txt")),
            include_str!(concat!("fixtures/ptxas/", $label, ".elf.txt")),
        )),*]
    };
}

const MANIFEST: &str = include_str!("fixtures/ptxas/manifest.json");

fn manifest_labels(manifest: &str) -> Vec<String> {
    let value: serde_json::Value = serde_json::from_str(manifest).expect("manifest.json is JSON");
    value["cross_check"]
        .as_array()
        .expect("cross_check list")
        .iter()
        .map(|pair| {
            pair["ptxas"]
                .as_str()
                .and_then(|p| p.strip_suffix(".ptxas.log"))
                .expect("ptxas log name")
                .to_string()
        })
        .collect()
}

fn summary(tally: &Tally) -> String {
    format!(
        "compiler fixtures: {} kernels × {} archs agree ({} ptxas reports = cuobjdump: registers, shared \
         memory, stack, local memory, barriers; occupancy at {} block sizes)",
        tally.kernels.len(),
        tally.archs.len(),
        tally.reports,
        BLOCK_SIZES.len()
    )
}

#[test]
fn committed_fixtures_agree() {
    let pairs = committed![
        "barriers",
        "calls",
        "matmul",
        "reduce",
        "registers",
        "transpose",
        "spill"
    ];
    let labels: Vec<&str> = pairs.iter().map(|p| p.0).collect();
    assert_eq!(
        manifest_labels(MANIFEST),
        labels,
        "manifest.json lists other pairs: update the list above"
    );
    let mut tally = Tally::default();
    let errors: Vec<String> = pairs
        .iter()
        .flat_map(|(label, log, cuobjdump, elf)| check_pair(label, log, cuobjdump, elf, &mut tally))
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert_eq!(tally.archs.len(), 10, "{:?}", tally.archs);
    assert_eq!(tally.kernels.len(), 19, "{:?}", tally.kernels);
    println!("{}", summary(&tally));
}

/// `cargo xtask test` runs this after regenerating the logs with the real compilers.
#[cfg(not(target_arch = "wasm32"))]
#[test]
#[ignore = "needs logs regenerated by tests/ptxas/generate.py in $OCC_PTXAS_FIXTURES (cargo xtask test)"]
fn regenerated_fixtures_agree() {
    use std::path::{Path, PathBuf};

    let dir = PathBuf::from(
        std::env::var_os("OCC_PTXAS_FIXTURES")
            .expect("OCC_PTXAS_FIXTURES names the regenerated logs"),
    );
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let labels = manifest_labels(&read(&dir.join("manifest.json")));
    assert!(!labels.is_empty());
    let mut tally = Tally::default();
    let mut errors = Vec::new();
    for label in &labels {
        let file = |suffix: &str| read(&dir.join(format!("{label}{suffix}")));
        errors.extend(check_pair(
            label,
            &file(".ptxas.log"),
            &file(".cuobjdump.txt"),
            &file(".elf.txt"),
            &mut tally,
        ));
    }
    // The committed logs must be what the compilers print today (compile times aside), or the fast tests
    // test stale output.
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ptxas");
    let without_times = |text: String| -> Vec<String> {
        text.lines()
            .filter(|l| !l.contains("Compile time ="))
            .map(str::to_string)
            .collect()
    };
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("regenerated directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            // The nvcc-shaped log holds the host compiler's warnings, which vary with its version.
            (name.ends_with(".log") || name.ends_with(".txt")) && name != "nvcc_mixed.log"
        })
        .collect();
    names.sort();
    for path in &names {
        let name = path.file_name().unwrap_or_default();
        let old = committed.join(name);
        if !old.is_file() || without_times(read(path)) != without_times(read(&old)) {
            errors.push(format!(
                "{} differs from the compilers' output: run python3 tests/ptxas/generate.py and commit",
                old.display()
            ));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    println!("{}", summary(&tally));
}
