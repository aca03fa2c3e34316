//! Fuzzing `occ_core::compiler_log` with compiler logs of NVIDIA and AMD: NVIDIA's `ptxas -v` reports and AMD's
//! kernel-resource-usage remarks written with hostile numbers (negative, fractional, `NaN`, past `u32` and `u64`,
//! 20 digits, other scripts' digits), and the real fixtures (`tests/fixtures/`) mutated line by line and byte by
//! byte. Run with overflow checks (the test profile), so a wrap is a panic and a failure. Every log must:
//!
//! - parse without a panic, to the same `Log` when parsed again;
//! - give each kernel either an evaluation whose invariants hold (occupancy in [0, 1], resident blocks or waves
//!   within every limit and the device's maximum, limiters named when occupancy is below 1) or an error naming a
//!   field (the kernel is not evaluated, with the reason);
//! - never make up a figure: a number the log gives is read exactly, or the kernel is not evaluated (a line the
//!   parser could not read is in `Log::unread`, or the evaluation fails), so `LDS Size [bytes/block]: -1` never
//!   reads as 0 B.
//!
//! `OCC_FUZZ_CASES` sets the cases per test (CI: the defaults below), `OCC_FUZZ_SEED` the seed; docs/robustness.md
//! has the figures. proptest shrinks a failing log and prints it.
#![cfg(not(target_arch = "wasm32"))]

use occ_core::amd;
use occ_core::compiler_log::{self, Log};
use occ_core::nvidia::dto::BatchOutput;
use occ_core::nvidia::{arch_defaults, ComputeCapability, SmemConfig};
use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::test_runner::{Config, RngSeed};

fn config(default_cases: u32) -> Config {
    let cases = std::env::var("OCC_FUZZ_CASES")
        .ok()
        .and_then(|n| n.trim().replace('_', "").parse().ok())
        .unwrap_or(default_cases);
    let seed = std::env::var("OCC_FUZZ_SEED")
        .ok()
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0x0cc_f022);
    Config {
        cases,
        rng_seed: RngSeed::Fixed(seed),
        failure_persistence: None,
        // A shrunk log is what the report needs; past this many steps it is small enough.
        max_shrink_iters: 2_000,
        ..Config::default()
    }
}

/// What a compiler could print where a count goes, and what it never would.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "32",
    "255",
    "256",
    "65536",
    "163840",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999",
    "-1",
    "+5",
    "3.5",
    "1e3",
    "0x10",
    "NaN",
    "inf",
    "",
    "٤٠",
    "４０",
    "1_000",
];

/// A count token: a plausible one, an edge, or any text of digits and signs.
fn count() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0u64..=70_000).prop_map(|n| n.to_string()),
        4 => select(NUMBERS).prop_map(str::to_string),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => "[-+0-9.eE]{1,24}",
    ]
}

/// The value the log means by `token` when it is a whole number that fits `T`; `None` when it is not one.
fn exact<T: std::str::FromStr>(token: &str) -> Option<T> {
    let digits = token.strip_prefix('+').unwrap_or(token);
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().ok())
        .flatten()
}

/// The shared memory ptxas means by `token`: whole numbers joined by `+` (`8+16 bytes smem`, the static and the
/// reserved parts) add up; `None` when a part is not a whole number or the sum does not fit.
fn smem_sum(token: &str) -> Option<u64> {
    token.split('+').try_fold(0u64, |total, part| {
        (!part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
            .then(|| part.parse::<u64>().ok())
            .flatten()
            .and_then(|n| total.checked_add(n))
    })
}

/// Why an NVIDIA evaluation breaks the invariants.
fn nvidia_unsound(out: &BatchOutput) -> Option<String> {
    let limits = &out.block_limits;
    let within = [
        limits.warps,
        limits.registers,
        limits.shared_memory,
        limits.blocks,
        limits.barriers,
        limits.virtual_resources,
    ]
    .into_iter()
    .flatten()
    .all(|limit| out.active_blocks_per_sm <= limit);
    if !(0.0..=1.0).contains(&out.occupancy) {
        Some(format!("occupancy {} not in [0, 1]", out.occupancy))
    } else if !within || out.active_blocks_per_sm > 32 {
        Some(format!(
            "{} blocks above a limit: {limits:?}",
            out.active_blocks_per_sm
        ))
    } else if out.occupancy < 1.0 && out.limiters.is_empty() {
        Some(format!("occupancy {} with no limiter", out.occupancy))
    } else {
        None
    }
}

/// Why an AMD evaluation breaks the invariants.
fn amd_unsound(o: &amd::Occupancy) -> Option<String> {
    let occupancy = o.occupancy();
    if !(0.0..=1.0).contains(&occupancy) || o.waves_per_simd > o.max_waves_per_simd {
        Some(format!(
            "{} of {} waves per SIMD",
            o.waves_per_simd, o.max_waves_per_simd
        ))
    } else if occupancy < 1.0 && o.limiters().next().is_none() {
        Some(format!("occupancy {occupancy} with no limiter"))
    } else {
        None
    }
}

/// Every kernel of `log` evaluated or refused with a field named; the invariants of each evaluation.
fn check_kernels(log: &Log) -> Result<(), TestCaseError> {
    for f in log.entries() {
        let cc =
            f.cc.filter(|cc| arch_defaults(*cc).is_ok())
                .unwrap_or(ComputeCapability::new(8, 0));
        let gpu = arch_defaults(cc).unwrap().device.check().unwrap();
        for threads in [1, 1024] {
            match f
                .kernel(threads)
                .and_then(|kernel| BatchOutput::evaluate(&gpu, &kernel, &SmemConfig::default()))
            {
                Ok(out) => {
                    if let Some(why) = nvidia_unsound(&out) {
                        return Err(TestCaseError::fail(format!("{}: {why}", f.name)));
                    }
                }
                Err(e) => prop_assert!(!e.field().is_empty(), "{e}"),
            }
        }
    }
    for f in log.amd_kernels() {
        let arch = f.arch().unwrap_or_else(|| amd::arch("gfx90a").unwrap());
        for size in [None, Some(1024)] {
            match f.evaluate(arch, size) {
                Ok(evaluation) => {
                    if let Some(why) = amd_unsound(&evaluation.occupancy) {
                        return Err(TestCaseError::fail(format!("{}: {why}", f.name)));
                    }
                }
                Err(e) => prop_assert!(!e.field().is_empty(), "{e}"),
            }
        }
    }
    Ok(())
}

/// Parses `text` twice (the same `Log` both times) and checks its kernels.
fn parse_and_check(text: &str) -> Result<Log, TestCaseError> {
    let log = compiler_log::parse(text);
    prop_assert_eq!(&log, &compiler_log::parse(text), "a second parse differs");
    check_kernels(&log)?;
    Ok(log)
}

const ARCHS: &[&str] = &[
    "sm_52", "sm_80", "sm_89", "sm_90a", "sm_100", "sm_120", "sm_10", "sm_99",
];

/// One ptxas report with the counts given.
#[derive(Debug, Clone)]
struct PtxasReport {
    arch: &'static str,
    registers: String,
    barriers: String,
    smem: String,
    cmem: String,
    frame: String,
}

impl PtxasReport {
    fn text(&self) -> String {
        format!(
            "ptxas info    : 0 bytes gmem\n\
             ptxas info    : Compiling entry function '_Z6kernelPf' for '{}'\n\
             ptxas info    : Function properties for _Z6kernelPf\n    \
             {} bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
             ptxas info    : Used {} registers, used {} barriers, {} bytes smem, {} bytes cmem[0]\n",
            self.arch, self.frame, self.registers, self.barriers, self.smem, self.cmem
        )
    }
}

fn ptxas_report() -> impl Strategy<Value = PtxasReport> {
    (select(ARCHS), count(), count(), count(), count(), count()).prop_map(
        |(arch, registers, barriers, smem, cmem, frame)| PtxasReport {
            arch,
            registers,
            barriers,
            smem,
            cmem,
            frame,
        },
    )
}

const TARGETS: &[&str] = &[
    "gfx90a", "gfx942", "gfx1100", "gfx906", "gfx1201", "gfx9999",
];

/// One AMD remark block (as clang and llc print them) with the figures given.
#[derive(Debug, Clone)]
struct Remarks {
    target: &'static str,
    sgprs: String,
    vgprs: String,
    agprs: String,
    scratch: String,
    occupancy: String,
    lds: String,
}

impl Remarks {
    fn text(&self) -> String {
        let r = "remark: k.hip:3:0:";
        format!(
            "$ llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu={} -pass-remarks-analysis=kernel-resource-usage -o - k.ll\n\
             {r} Function Name: _Z1kPf\n\
             {r}     SGPRs: {}\n\
             {r}     VGPRs: {}\n\
             {r}     AGPRs: {}\n\
             {r}     ScratchSize [bytes/lane]: {}\n\
             {r}     Dynamic Stack: False\n\
             {r}     Occupancy [waves/SIMD]: {}\n\
             {r}     SGPRs Spill: 0\n\
             {r}     VGPRs Spill: 0\n\
             {r}     LDS Size [bytes/block]: {}\n",
            self.target, self.sgprs, self.vgprs, self.agprs, self.scratch, self.occupancy, self.lds
        )
    }
}

fn remarks() -> impl Strategy<Value = Remarks> {
    (
        select(TARGETS),
        count(),
        count(),
        count(),
        count(),
        count(),
        count(),
    )
        .prop_map(
            |(target, sgprs, vgprs, agprs, scratch, occupancy, lds)| Remarks {
                target,
                sgprs,
                vgprs,
                agprs,
                scratch,
                occupancy,
                lds,
            },
        )
}

/// The committed fixtures of NVIDIA and AMD: the starting points of the mutations.
const FIXTURES: &[&str] = &[
    include_str!("fixtures/ptxas/barriers.ptxas.log"),
    include_str!("fixtures/ptxas/barriers.cuobjdump.txt"),
    include_str!("fixtures/ptxas/calls.ptxas.log"),
    include_str!("fixtures/ptxas/matmul.ptxas.log"),
    include_str!("fixtures/ptxas/matmul.cuobjdump.txt"),
    include_str!("fixtures/ptxas/nvcc_mixed.log"),
    include_str!("fixtures/ptxas/rdc.ptxas.log"),
    include_str!("fixtures/ptxas/rdc.cuobjdump.txt"),
    include_str!("fixtures/ptxas/reduce.ptxas.log"),
    include_str!("fixtures/ptxas/spill.ptxas.log"),
    include_str!("fixtures/ptxas/textures.ptxas.log"),
    include_str!("fixtures/ptxas/transpose.elf.txt"),
    include_str!("fixtures/amd/agprs.remarks.log"),
    include_str!("fixtures/amd/hip.remarks.log"),
    include_str!("fixtures/amd/hip.s"),
    include_str!("fixtures/amd/lds.remarks.log"),
    include_str!("fixtures/amd/lds.s"),
    include_str!("fixtures/amd/spill.remarks.log"),
    include_str!("fixtures/amd/wave32.s"),
    include_str!("fixtures/amd/workgroup.remarks.log"),
];

#[derive(Debug, Clone)]
enum Edit {
    /// A run of digits replaced by a count token.
    Number(Index, String),
    DeleteLine(Index),
    DuplicateLine(Index),
    SwapLines(Index, Index),
    /// Bytes inserted (any text, or a BOM, NUL, CR).
    Insert(Index, String),
    DeleteBytes(Index, u8),
    Truncate(Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        6 => (any::<Index>(), count()).prop_map(|(at, n)| Edit::Number(at, n)),
        1 => any::<Index>().prop_map(Edit::DeleteLine),
        1 => any::<Index>().prop_map(Edit::DuplicateLine),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Edit::SwapLines(a, b)),
        2 => (any::<Index>(), prop_oneof![
            Just("\u{feff}".to_string()),
            Just("\0".to_string()),
            Just("\r".to_string()),
            Just(":".to_string()),
            Just("[".to_string()),
            Just("'".to_string()),
            "\\PC{0,12}",
        ]).prop_map(|(at, s)| Edit::Insert(at, s)),
        1 => (any::<Index>(), 1u8..16).prop_map(|(at, n)| Edit::DeleteBytes(at, n)),
        1 => any::<Index>().prop_map(Edit::Truncate),
    ]
}

/// The nearest char boundary at or before `at`.
fn boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut text = text.to_string();
    for e in edits {
        match e {
            Edit::Number(at, token) => {
                let digits: Vec<usize> = text
                    .char_indices()
                    .filter(|&(i, c)| {
                        c.is_ascii_digit() && !text[..i].ends_with(|p: char| p.is_ascii_digit())
                    })
                    .map(|(i, _)| i)
                    .collect();
                if !digits.is_empty() {
                    let start = digits[at.index(digits.len())];
                    let end = text[start..]
                        .find(|c: char| !c.is_ascii_digit())
                        .map_or(text.len(), |n| start + n);
                    text.replace_range(start..end, token);
                }
            }
            Edit::DeleteLine(at) | Edit::DuplicateLine(at) => {
                let mut lines: Vec<&str> = text.split('\n').collect();
                let i = at.index(lines.len());
                if matches!(e, Edit::DeleteLine(_)) {
                    lines.remove(i);
                } else {
                    lines.insert(i, lines[i]);
                }
                text = lines.join("\n");
            }
            Edit::SwapLines(a, b) => {
                let mut lines: Vec<&str> = text.split('\n').collect();
                let (a, b) = (a.index(lines.len()), b.index(lines.len()));
                lines.swap(a, b);
                text = lines.join("\n");
            }
            Edit::Insert(at, s) => {
                let i = boundary(&text, at.index(text.len() + 1));
                text.insert_str(i, s);
            }
            Edit::DeleteBytes(at, n) if !text.is_empty() => {
                let start = boundary(&text, at.index(text.len()));
                let end = boundary(&text, (start + usize::from(*n)).min(text.len()));
                text.replace_range(start..end, "");
            }
            Edit::Truncate(at) => {
                let i = boundary(&text, at.index(text.len() + 1));
                text.truncate(i);
            }
            Edit::DeleteBytes(..) => {}
        }
    }
    text
}

proptest! {
    #![proptest_config(config(3_000))]

    /// A `ptxas -v` report with any counts: each read exactly, or the kernel not evaluated.
    #[test]
    fn ptxas_counts_are_read_exactly_or_not_at_all(report in ptxas_report()) {
        let log = parse_and_check(&report.text())?;
        let made_up = |field: &str| {
            format!("{field} made up from {report:?}: {:?} / unread {:?}", log.functions, log.unread)
        };
        for f in log.entries() {
            // Each figure is the report's, or the kernel is not evaluated: a count the parser could not read is
            // no count of 0.
            let refused = f.kernel(256).is_err();
            match exact::<u32>(&report.registers) {
                Some(n) => prop_assert!(f.registers == Some(n) || refused, "{}", made_up("registers")),
                None => prop_assert!(refused, "{}", made_up("registers")),
            }
            match exact::<u32>(&report.barriers) {
                Some(n) => prop_assert!(f.barriers == Some(n) || refused, "{}", made_up("barriers")),
                None => prop_assert!(refused, "{}", made_up("barriers")),
            }
            match smem_sum(&report.smem) {
                Some(n) => prop_assert!(f.static_smem == n || refused, "{}", made_up("static_smem")),
                None => prop_assert!(refused, "{}", made_up("static_smem")),
            }
        }
    }

    /// AMD's remarks with any figures: those the evaluation uses are read exactly, or the kernel is not evaluated
    /// (never `LDS Size [bytes/block]: -1` as 0 B).
    #[test]
    fn amd_remark_figures_are_read_exactly_or_not_at_all(remarks in remarks()) {
        let log = parse_and_check(&remarks.text())?;
        for f in log.amd_kernels() {
            let r = &f.resources;
            let arch = f.arch().unwrap_or_else(|| amd::arch("gfx90a").unwrap());
            let evaluated = f.evaluate(arch, None).is_ok();
            let made_up = |field: &str| {
                format!("{field} made up from {remarks:?}: {f:?} / unread {:?}", log.unread)
            };
            // A figure the parser could not read is no figure of 0: the kernel is not evaluated.
            for (field, token, read) in [
                ("SGPRs", &remarks.sgprs, r.sgprs.map(u64::from)),
                ("VGPRs", &remarks.vgprs, r.vgprs.map(u64::from)),
                ("AGPRs", &remarks.agprs, r.agprs.map(u64::from)),
                ("LDS", &remarks.lds, r.lds_bytes),
            ] {
                match exact::<u64>(token) {
                    Some(n) => prop_assert!(read == Some(n) || !evaluated, "{}", made_up(field)),
                    None => prop_assert!(!evaluated, "{}", made_up(field)),
                }
            }
        }
    }

}

proptest! {
    #![proptest_config(config(300))]

    /// The committed fixtures of NVIDIA and AMD, mutated: no panic, the same log twice, sound evaluations.
    #[test]
    fn mutated_fixtures_parse_and_evaluate_soundly(
        fixture in select(FIXTURES),
        edits in prop::collection::vec(edit(), 1..8),
    ) {
        parse_and_check(&apply(fixture, &edits))?;
    }

    /// Any text at all, and logs made of the fixtures' lines in any order.
    #[test]
    fn any_text_parses(
        text in "\\PC{0,200}",
        lines in prop::collection::vec((select(FIXTURES), any::<Index>()), 0..30),
    ) {
        parse_and_check(&text)?;
        let shuffled: Vec<&str> = lines
            .iter()
            .map(|(fixture, at)| {
                let all: Vec<&str> = fixture.lines().collect();
                all[at.index(all.len())]
            })
            .collect();
        parse_and_check(&shuffled.join("\n"))?;
    }
}
