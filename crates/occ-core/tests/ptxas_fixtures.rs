//! `occ_core::compiler_log` on the committed real-compiler logs (`tests/fixtures/ptxas/`, made by
//! `tests/ptxas/generate.py` with ptxas 12.9 and cuobjdump 13.5), on random and truncated input (AMD's logs of
//! `tests/fixtures/amd/` too), and on a multi-megabyte log. The cross-check against cuobjdump is
//! `ptxas_compilers.rs`; AMD's fixtures are checked in `amd_fixtures.rs`.

use occ_core::compiler_log::{self, Function, FunctionKind, Log, Severity, Tool};
use occ_core::nvidia::ComputeCapability;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

const ARCHS: [&str; 10] = [
    "sm_52", "sm_61", "sm_70", "sm_75", "sm_80", "sm_86", "sm_89", "sm_90", "sm_100", "sm_120",
];

macro_rules! fixture {
    ($name:literal) => {
        include_str!(concat!("fixtures/ptxas/", $name))
    };
}

const FIXTURES: [(&str, &str); 17] = [
    ("barriers.ptxas.log", fixture!("barriers.ptxas.log")),
    ("calls.ptxas.log", fixture!("calls.ptxas.log")),
    ("matmul.ptxas.log", fixture!("matmul.ptxas.log")),
    ("reduce.ptxas.log", fixture!("reduce.ptxas.log")),
    ("registers.ptxas.log", fixture!("registers.ptxas.log")),
    ("transpose.ptxas.log", fixture!("transpose.ptxas.log")),
    ("spill.ptxas.log", fixture!("spill.ptxas.log")),
    ("rdc.ptxas.log", fixture!("rdc.ptxas.log")),
    ("textures.ptxas.log", fixture!("textures.ptxas.log")),
    ("nvcc_mixed.log", fixture!("nvcc_mixed.log")),
    ("barriers.cuobjdump.txt", fixture!("barriers.cuobjdump.txt")),
    ("calls.cuobjdump.txt", fixture!("calls.cuobjdump.txt")),
    ("matmul.cuobjdump.txt", fixture!("matmul.cuobjdump.txt")),
    ("reduce.cuobjdump.txt", fixture!("reduce.cuobjdump.txt")),
    (
        "registers.cuobjdump.txt",
        fixture!("registers.cuobjdump.txt"),
    ),
    (
        "transpose.cuobjdump.txt",
        fixture!("transpose.cuobjdump.txt"),
    ),
    ("rdc.cuobjdump.txt", fixture!("rdc.cuobjdump.txt")),
];

/// AMD's remarks and assembly (`tests/amd/generate.py`): read by the same parser, so fed to the same random and
/// truncated input.
const AMD_FIXTURES: [(&str, &str); 4] = [
    (
        "hip.remarks.log",
        include_str!("fixtures/amd/hip.remarks.log"),
    ),
    ("hip.s", include_str!("fixtures/amd/hip.s")),
    (
        "agprs.remarks.log",
        include_str!("fixtures/amd/agprs.remarks.log"),
    ),
    ("wave64.s", include_str!("fixtures/amd/wave64.s")),
];

/// Every log of NVIDIA and AMD.
fn all_fixtures() -> impl Iterator<Item = (&'static str, &'static str)> {
    FIXTURES.into_iter().chain(AMD_FIXTURES)
}

fn get<'a>(log: &'a Log, name: &str, arch: &str) -> &'a Function {
    let found: Vec<&Function> = log
        .functions
        .iter()
        .filter(|f| f.name == name && f.arch.as_deref() == Some(arch))
        .collect();
    assert_eq!(found.len(), 1, "{name} for {arch}");
    found[0]
}

#[test]
fn every_fixture_is_read_completely() {
    for (name, text) in FIXTURES {
        let log = compiler_log::parse(text);
        assert!(log.unread.is_empty(), "{name}: {:?}", log.unread);
        assert!(!log.functions.is_empty(), "{name}");
        for f in &log.functions {
            assert!(f.cc.is_some(), "{name}: {} has no architecture", f.name);
            if f.kind != FunctionKind::Device {
                assert!(f.registers.is_some(), "{name}: {} has no registers", f.name);
            }
        }
    }
}

#[test]
fn every_architecture_of_one_log_is_its_own_report() {
    let log = compiler_log::parse(fixture!("matmul.ptxas.log"));
    assert_eq!(log.entries().count(), 3 * ARCHS.len());
    let tiled = "_ZN8occ_test4gemm5tiledIfLi16EEEvPKT_S4_PS2_i";
    for arch in ARCHS {
        let f = get(&log, tiled, arch);
        assert_eq!(f.kind, FunctionKind::Entry);
        // 16×16 + 16×17 floats.
        assert_eq!(f.static_smem, 2112);
        assert_eq!(f.barriers, Some(1));
        assert_eq!(f.gmem, Some(0));
        // ptxas 12.9 stopped printing constant banks for sm_90 and newer.
        let major = f.cc.map_or(0, |cc| cc.major);
        assert_eq!(f.constant_memory.is_empty(), major >= 9, "{arch}");
    }
    assert_eq!(
        get(&log, tiled, "sm_120").cc,
        Some(ComputeCapability::new(12, 0))
    );
    #[cfg(feature = "demangle")]
    assert_eq!(
        get(&log, tiled, "sm_90").display_name(),
        "void occ_test::gemm::tiled<float, 16>(float const*, float const*, float*, int)"
    );
    let doubles = get(
        &log,
        "_ZN8occ_test4gemm5tiledIdLi32EEEvPKT_S4_PS2_i",
        "sm_80",
    );
    assert_eq!(doubles.static_smem, 16640);
}

#[test]
fn named_barriers_and_kernels_without_any() {
    let log = compiler_log::parse(fixture!("barriers.ptxas.log"));
    for arch in ARCHS {
        let pipeline = get(
            &log,
            "_ZN8occ_test8pipeline17producer_consumerEPKfPfi",
            arch,
        );
        assert_eq!(pipeline.barriers, Some(3), "{arch}");
        assert_eq!(pipeline.kernel(256).map(|k| k.barriers), Ok(3));
        assert_eq!(
            get(&log, "_ZN8occ_test5saxpyEfPKfPfi", arch).barriers,
            Some(0)
        );
    }
}

#[test]
fn device_functions_are_told_apart_from_kernels() {
    let log = compiler_log::parse(fixture!("calls.ptxas.log"));
    assert_eq!(log.entries().count(), 3 * ARCHS.len());
    assert_eq!(log.device_functions().count(), 2 * ARCHS.len());
    for arch in ARCHS {
        let helper = get(&log, "_Z10scaled_sumPKfif", arch);
        assert_eq!(helper.kind, FunctionKind::Device);
        assert_eq!(helper.registers, None);
        assert!(helper.kernel(128).is_err());
        let caller = get(&log, "_ZN8occ_test12call_helpersEPKfPfi", arch);
        assert_eq!(
            (caller.stack_frame, caller.stack_size),
            (Some(128), Some(128))
        );
        let table = get(&log, "_ZN8occ_test11local_tableIdEEvPKiPT_", arch);
        assert_eq!(table.stack_frame, Some(512));
        assert!(!table.spills());
    }
    // Relocatable device code: device functions come before the first entry of each ptxas run.
    let rdc = compiler_log::parse(fixture!("rdc.ptxas.log"));
    for arch in ["sm_80", "sm_90"] {
        let clone = get(&rdc, "_Z10scaled_sumPKfif$1", arch);
        assert_eq!(
            (clone.kind, clone.stack_frame),
            (FunctionKind::Device, Some(136))
        );
        #[cfg(feature = "demangle")]
        assert_eq!(
            clone.demangled.as_deref(),
            Some("scaled_sum(float const*, int, float) [clone $1]")
        );
        // The linker settles the stack of relocatable kernels: ptxas prints no cumulative size.
        assert_eq!(
            get(&rdc, "_ZN8occ_test11local_tableIdEEvPKiPT_", arch).stack_size,
            None
        );
    }
    let listed = compiler_log::parse(fixture!("rdc.cuobjdump.txt"));
    assert_eq!(listed.functions.len(), 12);
    assert!(listed
        .functions
        .iter()
        .all(|f| f.kind == FunctionKind::Unspecified && f.tool == Tool::Cuobjdump));
    assert_eq!(
        get(&listed, "_Z10scaled_sumPKfif", "sm_80").registers,
        Some(46)
    );
}

#[test]
fn spills_are_reported() {
    let natural = compiler_log::parse(fixture!("registers.ptxas.log"));
    let forced = compiler_log::parse(fixture!("spill.ptxas.log"));
    for arch in ARCHS {
        // __launch_bounds__(1024, 2) spills where an SM holds 2048 threads; elsewhere ptxas ignores the 2.
        let full = !matches!(arch, "sm_75" | "sm_86" | "sm_89" | "sm_120");
        assert_eq!(get(&natural, "bounded_fft8", arch).spills(), full, "{arch}");
        assert!(!get(&natural, "nbody_tile", arch).spills(), "{arch}");
        let nbody = get(&forced, "nbody_tile", arch);
        assert!(nbody.spills(), "{arch}");
        assert!(nbody.registers.is_some_and(|r| r <= 32), "{arch}");
        assert!(get(&natural, "nbody_tile", arch).registers > Some(128));
    }
    // --maxrregcount is noted as a message, not unread.
    assert!(forced
        .messages
        .iter()
        .any(|m| m.severity == Severity::Info
            && m.text.starts_with("Overriding maximum register limit")));
}

#[test]
fn textures_surfaces_and_samplers() {
    let log = compiler_log::parse(fixture!("textures.ptxas.log"));
    for arch in ["sm_52", "sm_75"] {
        let f = get(&log, "sample_and_store", arch);
        assert_eq!((f.textures, f.surfaces, f.samplers), (1, 1, 1));
    }
    // sm_90's report names none (bindless).
    let f = get(&log, "sample_and_store", "sm_90");
    assert_eq!((f.textures, f.surfaces, f.samplers), (0, 0, 0));
}

#[test]
fn an_nvcc_log_with_warnings_between_the_reports() {
    let log = compiler_log::parse(fixture!("nvcc_mixed.log"));
    // registers.cu (4 kernels) and calls.cu (3 kernels, 2 device functions) for sm_61, 86, 90, 120.
    assert_eq!(log.entries().count(), 28);
    assert_eq!(log.device_functions().count(), 8);
    let warnings: Vec<&str> = log
        .messages
        .iter()
        .filter(|m| m.severity == Severity::Warning)
        .map(|m| m.text.as_str())
        .collect();
    assert_eq!(warnings.len(), 18, "{warnings:#?}");
    assert!(
        warnings
            .iter()
            .any(|w| w
                .starts_with("Registers are spilled to local memory in function 'bounded_fft8'"))
    );
    for arch in ["sm_61", "sm_86", "sm_90", "sm_120"] {
        let full = !matches!(arch, "sm_86" | "sm_120");
        assert_eq!(get(&log, "bounded_fft8", arch).spills(), full, "{arch}");
        assert_eq!(
            get(&log, "_Z10scaled_sumPKfif", arch).kind,
            FunctionKind::Device
        );
    }
    // The same kernels as in the per-source logs.
    let alone = compiler_log::parse(fixture!("registers.ptxas.log"));
    for arch in ["sm_61", "sm_86", "sm_90", "sm_120"] {
        for name in ["nbody_tile", "scale_inplace", "bounded_fft8"] {
            let (a, b) = (get(&log, name, arch), get(&alone, name, arch));
            assert_eq!(
                (a.registers, a.static_smem, a.stack_frame, a.spill_stores),
                (b.registers, b.static_smem, b.stack_frame, b.spill_stores)
            );
        }
    }
}

/// xorshift64*: deterministic, so a failure reproduces.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn check_invariants(text: &str) {
    let log = compiler_log::parse(text);
    let lines = if text.is_empty() {
        0
    } else {
        text.split('\n').count() - usize::from(text.ends_with('\n'))
    };
    assert_eq!(log.lines, lines);
    for f in &log.functions {
        assert!(f.line >= 1 && f.line <= lines.max(1));
        let _ = f.kernel(256);
    }
    for f in &log.amd {
        assert!(f.line >= 1 && f.line <= lines.max(1));
        if let Some(arch) = f.arch() {
            let _ = f.evaluate(arch, None);
        }
    }
    for u in log.unread.iter() {
        assert!(u.line >= 1 && u.line <= lines.max(1));
        assert!(u.text.chars().count() <= 241);
    }
}

#[test]
fn random_bytes_never_panic() {
    let mut random = Random(0x0cc_ba5e);
    // Pieces of real reports, to reach deep into the grammar, mixed with arbitrary bytes.
    let pieces: Vec<&str> = all_fixtures()
        .flat_map(|(_, text)| text.split_inclusive(['\n', ',', ' ', ':', '\'', '[']))
        .collect();
    for round in 0..3000 {
        let mut bytes = Vec::new();
        for _ in 0..random.below(60) {
            if random.below(3) == 0 {
                bytes.extend((0..random.below(12)).map(|_| random.next() as u8));
            } else {
                bytes.extend_from_slice(pieces[random.below(pieces.len())].as_bytes());
            }
            if round % 7 == 0 {
                bytes.push(b"\n\r\t +:[]'0123456789"[random.below(19)]);
            }
        }
        check_invariants(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn truncated_lines_never_panic() {
    // Every distinct line of every fixture, cut at every character, alone and after the lines that open a
    // report (so that the cut line is read as part of one).
    let contexts = [
        "ptxas info    : Compiling entry function 'k' for 'sm_90'\nptxas info    : Function properties for k\n",
        "arch = sm_90\n\nResource usage:\n Common:\n  GLOBAL:0\n Function k:\n",
        "remark: <unknown>:0:0: Function Name: k\n",
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n\t.type\tk,@function\n; Kernel info:\n",
        "\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n",
    ];
    let lines: std::collections::BTreeSet<&str> =
        all_fixtures().flat_map(|(_, text)| text.lines()).collect();
    for line in lines {
        for (cut, _) in line.char_indices() {
            check_invariants(&line[..cut]);
            for context in contexts {
                check_invariants(&format!("{context}{}", &line[..cut]));
            }
        }
    }
    // Whole logs cut anywhere.
    for (_, text) in all_fixtures() {
        for (cut, _) in text.char_indices().step_by(997) {
            check_invariants(&text[..cut]);
        }
    }
}

#[test]
fn a_multi_megabyte_log_parses_quickly() {
    let mut big = String::new();
    let mut copies = 0;
    while big.len() < 6 << 20 {
        for (_, text) in all_fixtures() {
            big.push_str(text);
        }
        copies += 1;
    }
    let reports = |log: &Log| log.functions.len() + log.amd.len();
    let one: usize = all_fixtures()
        .map(|(_, text)| reports(&compiler_log::parse(text)))
        .sum();
    #[cfg(not(target_arch = "wasm32"))]
    let started = std::time::Instant::now();
    let log = compiler_log::parse(&big);
    assert_eq!(reports(&log), one * copies);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "parsed {:.1} MB ({} functions) in {seconds:.3} s",
            big.len() as f64 / 1e6,
            reports(&log)
        );
        // Optimised builds take a few tens of milliseconds; the bound leaves room for debug builds.
        let bound = if cfg!(debug_assertions) { 10.0 } else { 1.0 };
        assert!(seconds < bound, "{seconds} s");
    }
    // Long lines without newlines must not be quadratic either.
    let line = "ptxas info    : Used 1 registers, ".repeat(100_000);
    assert_eq!(compiler_log::parse(&line).unread.len(), 1);
    for pattern in [
        "ptxas ; ",
        "xptxas ",
        "nvlink x; y",
        "Function properties for ",
        "+1",
        "remark: a:1:",
        ":1:1:1:1",
        "\u{1b}[",
        "-mcpu=gfx90a ",
    ] {
        let line = pattern.repeat(200_000);
        #[cfg(not(target_arch = "wasm32"))]
        let started = std::time::Instant::now();
        let log = compiler_log::parse(&line);
        assert!(log.functions.is_empty());
        #[cfg(not(target_arch = "wasm32"))]
        assert!(
            started.elapsed().as_secs_f64() < 2.0,
            "{pattern:?}: {:?}",
            started.elapsed()
        );
    }
}
