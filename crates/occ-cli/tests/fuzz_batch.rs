//! Fuzzing `occ batch` through the real binary (a debug build: overflow checks on, so a wrap is a panic and a
//! failure here). Lines of every vendor are generated two ways: structure-aware (valid JSON objects of the batch
//! contract whose numbers and names are hostile: 0, 2³¹−1, 2³²−1, 2⁵³, 2⁶³−1, 2⁶⁴−1, negatives, fractions, 1e308,
//! strings where numbers go, huge strings) and byte mutations of valid lines (bits flipped, bytes inserted and
//! deleted, cut short, a BOM, NUL, CR). Many lines go to one process, each line twice, and every run must:
//!
//! - end on its own (no panic, no abort, within a time limit generous for a debug build),
//! - answer exactly one line per input line,
//! - answer each line either with an error that names a field (or says where the JSON breaks) or with a result
//!   whose invariants hold (occupancy in [0, 1], resident blocks or waves within every limit and the device's
//!   maximum, limiters named when occupancy is below 1),
//! - answer the second copy of a line exactly as the first.
//!
//! A failing line is run alone and shrunk, and the failure names it. `OCC_FUZZ_CASES` sets the lines per test
//! (CI: the defaults below), `OCC_FUZZ_SEED` the seed; docs/robustness.md has the figures.

mod fuzz;

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::strategy::{BoxedStrategy, ValueTree};

use serde_json::Value;

/// Lines sent at once after they were answered one by one: enough for the batch reader's parallel path.
const CHUNK: usize = 4_000;

/// Numbers and non-numbers at the edges of every type a field could be read into.
const HOSTILE: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "31",
    "32",
    "33",
    "63",
    "64",
    "65",
    "255",
    "256",
    "257",
    "1023",
    "1024",
    "1025",
    "65535",
    "65536",
    "65537",
    "102400",
    "232448",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "9007199254740992",
    "9007199254740993",
    "2305843009213693952",
    "9223372036854775807",
    "9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "-0",
    "-1",
    "-5",
    "-2147483648",
    "-4294967295",
    "-9223372036854775808",
    "-9223372036854775809",
    "0.5",
    "1.0",
    "3.5",
    "1e3",
    "1e308",
    "-1e308",
    "1e-320",
    "1E400",
    "\"32\"",
    "\"\"",
    "null",
    "true",
    "false",
    "[]",
    "{}",
    "[1]",
];

const NVIDIA_GPUS: &[&str] = &[
    "rtx 4090", "a100", "h100 sxm", "t4", "b200", "v100", "gtx 1080", "k80",
];
const AMD_GPUS: &[&str] = &["mi300x", "mi250x", "7900xtx", "mi100", "rx 6800 xt"];
const INTEL_GPUS: &[&str] = &["max 1550", "max1550", "arc a770", "b580"];
const CCS: &[&str] = &[
    "1.0",
    "1.3",
    "2.0",
    "2.1",
    "3.0",
    "3.5",
    "3.7",
    "5.0",
    "5.2",
    "6.0",
    "6.1",
    "7.0",
    "7.2",
    "7.5",
    "8.0",
    "8.6",
    "8.7",
    "8.9",
    "9.0",
    "10.0",
    "10.1",
    "10.3",
    "11.0",
    "12.0",
    "12.1",
    "sm_90a",
    "compute_100",
];
const GFX: &[&str] = &[
    "gfx900", "gfx906", "gfx908", "gfx90a", "gfx940", "gfx942", "gfx950", "gfx1010", "gfx1030",
    "gfx1100", "gfx1151", "gfx1200", "gfx1201",
];
const XE: &[&str] = &[
    "xe-hpc", "xe-hp", "xe-hpg", "xe2-hpg", "xe-lpg", "xe2-lpg", "xe-dg1", "gen9", "gen11", "gen12",
];

/// Names that are no GPU: full-width, other scripts, control characters, any text.
fn hostile_name() -> BoxedStrategy<String> {
    prop_oneof![
        Just(String::new()),
        Just(" ".to_string()),
        Just("ｒｔｘ ４０９０".to_string()),
        Just("rtx ٤٠٩٠".to_string()),
        Just("rtx\u{0}4090".to_string()),
        Just("\u{feff}a100".to_string()),
        "\\PC{0,40}",
    ]
    .boxed()
}

/// Names that make the lookup's work grow: tens of thousands of characters.
fn long_name() -> BoxedStrategy<String> {
    prop_oneof![
        Just("a".repeat(40_000)),
        (1usize..=100_000).prop_map(|n| "a".repeat(n)),
        Just("4090 ".repeat(2_000)),
    ]
    .boxed()
}

/// A name: one of `names` (what a user types), or a hostile one. Always a JSON string token.
fn name(names: &'static [&'static str]) -> BoxedStrategy<String> {
    prop_oneof![
        60 => select(names).prop_map(str::to_string),
        6 => hostile_name(),
        1 => long_name(),
    ]
    .prop_map(|n| serde_json::to_string(&n).unwrap())
    .boxed()
}

/// The values where products and searches break: a line whose every number is one of these reaches the arithmetic
/// with several at once.
const EXTREME: &[&str] = &[
    "0",
    "1",
    "2147483647",
    "2147483648",
    "4294967295",
    "4294967296",
    "2305843009213693952",
    "9223372036854775807",
    "18446744073709551615",
    "-1",
];

/// A token where a number goes: usually in `plausible` (so results are reached, not only errors), else hostile;
/// with `extreme`, one of [`EXTREME`] as often as a plausible one.
fn number(plausible: std::ops::RangeInclusive<i64>, extreme: bool) -> BoxedStrategy<String> {
    if extreme {
        return prop_oneof![
            select(EXTREME).prop_map(str::to_string),
            plausible.prop_map(|n| n.to_string()),
        ]
        .boxed();
    }
    prop_oneof![
        6 => plausible.prop_map(|n| n.to_string()),
        3 => select(HOSTILE).prop_map(str::to_string),
        1 => any::<i64>().prop_map(|n| n.to_string()),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => prop_oneof![
            (1usize..400).prop_map(|n| "9".repeat(n)),
            Just(format!("\"{}\"", "9".repeat(5_000))),
            (-1e300f64..1e300).prop_map(|f| format!("{f:e}")),
        ],
    ]
    .boxed()
}

/// A token where a boolean goes.
fn boolean() -> BoxedStrategy<String> {
    prop_oneof![
        4 => select(&["true", "false"][..]).prop_map(str::to_string),
        1 => select(&["0", "1", "\"true\"", "null"][..]).prop_map(str::to_string),
    ]
    .boxed()
}

/// A token where one of `choices` goes.
fn choice(choices: &'static [&'static str]) -> BoxedStrategy<String> {
    prop_oneof![
        6 => select(choices).prop_map(|c| format!("\"{c}\"")),
        1 => prop_oneof![hostile_name(), long_name()].prop_map(|n| serde_json::to_string(&n).unwrap()),
        1 => select(HOSTILE).prop_map(str::to_string),
    ]
    .boxed()
}

type Field = (&'static str, BoxedStrategy<String>);

/// A JSON object of some of `optional` (each in about half the objects) and, nearly always, each of `required`;
/// now and then a field no vendor has.
fn object(required: Vec<Field>, optional: Vec<Field>) -> BoxedStrategy<String> {
    let required: Vec<_> = required
        .into_iter()
        .map(|(key, value)| {
            prop_oneof![19 => value.prop_map(Some), 1 => Just(None)]
                .prop_map(move |v| v.map(|v| (key, v)))
                .boxed()
        })
        .collect();
    let optional: Vec<_> = optional
        .into_iter()
        .map(|(key, value)| {
            prop::option::of(value)
                .prop_map(move |v| v.map(|v| (key, v)))
                .boxed()
        })
        .collect();
    let unknown = prop_oneof![49 => Just(None), 1 => Just(Some(("flavour", "1".to_string())))];
    (required, optional, unknown)
        .prop_map(|(required, optional, unknown)| {
            let fields: Vec<String> = required
                .into_iter()
                .chain(optional)
                .chain(std::iter::once(unknown))
                .flatten()
                .map(|(key, value)| format!("\"{key}\": {value}"))
                .collect();
            format!("{{{}}}", fields.join(", "))
        })
        .boxed()
}

/// A line's GPU: mostly a preset name or a device, now and then both or neither.
fn line(
    gpu: BoxedStrategy<String>,
    device: BoxedStrategy<String>,
    rest: BoxedStrategy<String>,
) -> BoxedStrategy<String> {
    let which = prop_oneof![
        10 => gpu.prop_map(|g| format!("\"gpu\": {g}")),
        10 => device.clone().prop_map(|d| format!("\"device\": {d}")),
        1 => Just(String::new()),
        1 => (name(NVIDIA_GPUS), device).prop_map(|(g, d)| format!("\"gpu\": {g}, \"device\": {d}")),
    ];
    (which, rest)
        .prop_map(|(which, rest)| {
            let parts: Vec<&str> = [which.as_str(), rest.as_str()]
                .into_iter()
                .filter(|p| !p.is_empty())
                .collect();
            format!("{{{}}}", parts.join(", "))
        })
        .boxed()
}

fn nvidia_line(extreme: bool) -> BoxedStrategy<String> {
    let device = object(
        vec![("cc", choice(CCS))],
        vec![
            ("max_threads_per_block", number(1..=2048, extreme)),
            ("max_threads_per_sm", number(1..=4096, extreme)),
            ("regs_per_block", number(1..=131_072, extreme)),
            ("regs_per_sm", number(1..=131_072, extreme)),
            ("warp_size", number(1..=64, extreme)),
            ("smem_per_block", number(0..=262_144, extreme)),
            ("smem_per_sm", number(0..=262_144, extreme)),
            ("smem_per_block_optin", number(0..=262_144, extreme)),
            ("reserved_smem_per_block", number(0..=4096, extreme)),
            ("sm_count", number(1..=256, extreme)),
        ],
    );
    let kernel = object(
        vec![
            ("threads_per_block", number(1..=1024, extreme)),
            ("regs_per_thread", number(0..=255, extreme)),
        ],
        vec![
            ("static_smem", number(0..=232_448, extreme)),
            ("dynamic_smem", number(0..=232_448, extreme)),
            ("barriers", number(0..=16, extreme)),
            ("max_threads_per_block", number(1..=1024, extreme)),
            ("opt_in", boolean()),
            ("max_dynamic_smem", number(0..=232_448, extreme)),
            ("partitioned_gc", choice(&["off", "on", "strict"])),
            ("virtual_resources", number(0..=64, extreme)),
        ],
    );
    let smem = object(
        vec![],
        vec![
            ("carveout", number(-1..=100, extreme)),
            ("cache_config", choice(&["none", "shared", "l1", "equal"])),
        ],
    );
    let rest = (
        kernel.prop_map(|k| format!("\"kernel\": {k}")),
        prop::option::of(smem),
    )
        .prop_map(|(k, s)| match s {
            Some(s) => format!("{k}, \"smem\": {s}"),
            None => k,
        })
        .boxed();
    line(name(NVIDIA_GPUS), device, rest)
}

fn amd_line(extreme: bool) -> BoxedStrategy<String> {
    let device = object(vec![("arch", choice(GFX))], vec![]);
    let kernel = object(
        vec![
            ("threads_per_block", number(1..=1024, extreme)),
            ("vgprs", number(0..=512, extreme)),
        ],
        vec![
            ("agprs", number(0..=256, extreme)),
            ("sgprs", number(0..=112, extreme)),
            ("lds_bytes", number(0..=163_840, extreme)),
            ("wave_size", number(32..=64, extreme)),
            ("cu_mode", boolean()),
        ],
    );
    line(
        name(AMD_GPUS),
        device,
        kernel.prop_map(|k| format!("\"kernel\": {k}")).boxed(),
    )
}

fn intel_line(extreme: bool) -> BoxedStrategy<String> {
    let device = object(
        vec![("arch", choice(XE))],
        vec![("xve_count", number(1..=4096, extreme))],
    );
    let kernel = object(
        vec![
            ("threads_per_block", number(1..=1024, extreme)),
            ("sub_group_size", number(1..=32, extreme)),
        ],
        vec![
            ("slm_bytes", number(0..=131_072, extreme)),
            (
                "barriers",
                prop_oneof![number(0..=32, extreme), boolean()].boxed(),
            ),
            ("large_grf", boolean()),
        ],
    );
    line(
        name(INTEL_GPUS),
        device,
        kernel.prop_map(|k| format!("\"kernel\": {k}")).boxed(),
    )
}

/// Valid lines of every vendor (the README's), the starting points of the byte mutations.
const VALID: &[&str] = &[
    r#"{"gpu": "rtx 4090", "kernel": {"threads_per_block": 128, "regs_per_thread": 51}}"#,
    r#"{"device": {"cc": "8.9", "sm_count": 128, "smem_per_sm": 102400}, "kernel": {"threads_per_block": 128, "regs_per_thread": 51, "static_smem": 0, "dynamic_smem": 0, "barriers": 1, "opt_in": false, "partitioned_gc": "off", "virtual_resources": 0}, "smem": {"carveout": -1, "cache_config": "none"}}"#,
    r#"{"device": {"cc": "8.0", "max_threads_per_block": 1024}, "kernel": {"threads_per_block": 1, "regs_per_thread": 0}}"#,
    r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 256, "vgprs": 128, "agprs": 0, "sgprs": 80, "lds_bytes": 0, "wave_size": 64, "cu_mode": false}}"#,
    r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 256, "vgprs": 128}}"#,
    r#"{"device": {"arch": "gfx1100"}, "kernel": {"threads_per_block": 1024, "vgprs": 96, "lds_bytes": 65536, "wave_size": 32}}"#,
    r#"{"device": {"arch": "xe-hpc", "xve_count": 1024}, "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 49152, "barriers": 1, "large_grf": false}}"#,
    r#"{"gpu": "max 1550", "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 49152, "barriers": 1}}"#,
];

#[derive(Clone, Debug)]
enum Mutation {
    Flip(Index, u8),
    Insert(Index, u8),
    Splice(Index, &'static str),
    Delete(Index, u8),
    Truncate(Index),
    Duplicate(Index, Index),
    Bom,
}

/// Bytes that change what JSON reads: structure, quotes, escapes, signs, the BOM, NUL and CR.
const SPLICES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "\\",
    "\\u",
    "-",
    ".",
    "e",
    "0",
    "9999999999999999999999",
    "\u{feff}",
    "\0",
    "\r",
    " ",
    "null",
    "\u{ff10}",
    "\u{0664}",
    "\\ud800",
];

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        4 => (any::<Index>(), 0u8..8).prop_map(|(at, bit)| Mutation::Flip(at, bit)),
        3 => (any::<Index>(), any::<u8>()).prop_map(|(at, byte)| Mutation::Insert(at, byte)),
        4 => (any::<Index>(), select(SPLICES)).prop_map(|(at, s)| Mutation::Splice(at, s)),
        3 => (any::<Index>(), 1u8..8).prop_map(|(at, n)| Mutation::Delete(at, n)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Mutation::Duplicate(a, b)),
        1 => Just(Mutation::Bom),
    ]
}

/// `line` with the mutations applied; a line end becomes a space (one input line stays one line).
fn mutate(line: &str, mutations: &[Mutation]) -> Vec<u8> {
    let mut bytes = line.as_bytes().to_vec();
    for m in mutations {
        let len = bytes.len();
        let at = |i: &Index| if len == 0 { 0 } else { i.index(len) };
        match m {
            Mutation::Flip(i, bit) if len > 0 => {
                let i = at(i);
                bytes[i] ^= 1 << bit;
            }
            Mutation::Insert(i, byte) => bytes.insert(at(i), *byte),
            Mutation::Splice(i, s) => {
                let i = at(i);
                bytes.splice(i..i, s.bytes());
            }
            Mutation::Delete(i, n) if len > 0 => {
                let i = at(i);
                bytes.drain(i..(i + usize::from(*n)).min(len));
            }
            Mutation::Truncate(i) => bytes.truncate(at(i)),
            Mutation::Duplicate(a, b) if len > 0 => {
                let (a, b) = (at(a), at(b));
                let piece = bytes[a.min(b)..a.max(b)].to_vec();
                bytes.splice(a.max(b)..a.max(b), piece);
            }
            Mutation::Bom => bytes.splice(0..0, "\u{feff}".bytes()).for_each(drop),
            _ => {}
        }
    }
    for b in &mut bytes {
        if *b == b'\n' {
            *b = b' ';
        }
    }
    bytes
}

fn mutated_line() -> BoxedStrategy<Vec<u8>> {
    let base = prop_oneof![
        2 => select(VALID).prop_map(str::to_string),
        1 => nvidia_line(false),
        1 => amd_line(false),
        1 => intel_line(false),
    ];
    (base, prop::collection::vec(mutation(), 1..6))
        .prop_map(|(line, mutations)| mutate(&line, &mutations))
        .boxed()
}

/// Every field of every vendor's line, as the batch JSON spells it.
const FIELDS: &[&str] = &[
    "gpu",
    "device",
    "kernel",
    "smem",
    "cc",
    "arch",
    "xve_count",
    "max_threads_per_block",
    "max_threads_per_sm",
    "regs_per_block",
    "regs_per_sm",
    "warp_size",
    "smem_per_block",
    "smem_per_sm",
    "smem_per_block_optin",
    "reserved_smem_per_block",
    "sm_count",
    "threads_per_block",
    "regs_per_thread",
    "static_smem",
    "dynamic_smem",
    "barriers",
    "opt_in",
    "max_dynamic_smem",
    "partitioned_gc",
    "virtual_resources",
    "carveout",
    "cache_config",
    "vgprs",
    "agprs",
    "sgprs",
    "lds_bytes",
    "wave_size",
    "cu_mode",
    "sub_group_size",
    "slm_bytes",
    "large_grf",
];

/// Errors about the line as a whole, which no field could be named in.
const WHOLE_LINE: &[&str] = &[
    "not UTF-8",
    "empty line",
    "line longer than",
    "trailing characters",
    // serde's syntax errors say where the JSON breaks.
    "column",
];

/// Why `answer` (the parsed answer line) breaks the contract; `None` when it keeps it. `structured`: the line was
/// a valid JSON object of one vendor's shape, so an error never calls one of the contract's fields unknown.
fn unsound(answer: &Value, structured: bool) -> Option<String> {
    let Some(object) = answer.as_object() else {
        return Some("the answer is not a JSON object".into());
    };
    match object.get("error") {
        Some(Value::String(error)) => {
            if !(FIELDS.iter().any(|f| error.contains(f))
                || WHOLE_LINE.iter().any(|w| error.contains(w)))
            {
                return Some(format!("the error names no field: {error}"));
            }
            if structured {
                if let Some(field) = FIELDS
                    .iter()
                    .find(|f| error.contains(&format!("unknown field `{f}`")))
                {
                    return Some(format!(
                        "the error calls the contract's own field `{field}` unknown: {error}"
                    ));
                }
            }
            return None;
        }
        Some(Value::Null) => {}
        _ => return Some("no \"error\" member".into()),
    }
    let occupancy = object.get("occupancy").and_then(Value::as_f64);
    let Some(occupancy) = occupancy.filter(|o| (0.0..=1.0).contains(o)) else {
        return Some(format!(
            "occupancy {:?} is not in [0, 1]",
            object.get("occupancy")
        ));
    };
    let limiters = object.get("limiters").and_then(Value::as_array);
    let Some(limiters) = limiters else {
        return Some("no limiters".into());
    };
    if occupancy < 1.0 && limiters.is_empty() {
        return Some(format!("occupancy {occupancy} below 1 with no limiter"));
    }
    let count = |key: &str| object.get(key).and_then(Value::as_u64);
    // The resident count and the limits it must stay within, per vendor.
    let (resident, limits, maximum) = match object.get("vendor").and_then(Value::as_str) {
        Some("nvidia") => ("active_blocks_per_sm", "block_limits", Some(32)),
        Some("amd") => ("waves_per_simd", "limits", count("max_waves_per_simd")),
        Some("intel") => ("workgroups_per_xe_core", "limits", None),
        other => return Some(format!("unknown vendor {other:?}")),
    };
    let Some(resident_count) = count(resident) else {
        return Some(format!("no {resident}"));
    };
    if let Some(maximum) = maximum {
        if resident_count > maximum {
            return Some(format!(
                "{resident} {resident_count} above the device's maximum {maximum}"
            ));
        }
    }
    let Some(limits) = object.get(limits).and_then(Value::as_object) else {
        return Some(format!("no {limits}"));
    };
    for (name, limit) in limits {
        match limit {
            Value::Null => {}
            limit => match limit.as_u64() {
                Some(limit) if resident_count <= limit => {}
                _ => {
                    return Some(format!(
                        "{resident} {resident_count} above the {name} limit {limit}"
                    ))
                }
            },
        }
    }
    if object.get("vendor").and_then(Value::as_str) == Some("amd") {
        let max = count("max_waves_per_simd").unwrap_or(0);
        if max == 0 || (occupancy - resident_count as f64 / max as f64).abs() > 1e-9 {
            return Some(format!(
                "occupancy {occupancy} is not waves_per_simd / max_waves_per_simd ({resident_count} / {max})"
            ));
        }
    }
    None
}

/// One `occ batch` process answering lines one at a time, so a line that panics, aborts or hangs is known exactly;
/// a new process takes over after it.
struct Session {
    child: Option<Child>,
    answers: Option<mpsc::Receiver<String>>,
    stderr: Option<thread::JoinHandle<String>>,
}

impl Session {
    fn new() -> Self {
        Self {
            child: None,
            answers: None,
            stderr: None,
        }
    }

    fn start(&mut self) {
        let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
            .arg("batch")
            .env("RUST_BACKTRACE", "0")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("occ starts");
        let stdout = child.stdout.take().unwrap();
        let (send, receive) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut stderr = child.stderr.take().unwrap();
        self.stderr = Some(thread::spawn(move || {
            let mut text = String::new();
            let _ = stderr.read_to_string(&mut text);
            text
        }));
        self.answers = Some(receive);
        self.child = Some(child);
    }

    /// Ends the process (killed if still running) and says how it ended.
    fn stop(&mut self, kill: bool) -> String {
        let Some(mut child) = self.child.take() else {
            return String::new();
        };
        drop(child.stdin.take());
        if kill {
            let _ = child.kill();
        }
        let status = child.wait().map(|s| s.to_string()).unwrap_or_default();
        self.answers = None;
        let stderr = self
            .stderr
            .take()
            .and_then(|h| h.join().ok())
            .unwrap_or_default();
        let panic = stderr
            .lines()
            .skip_while(|l| !l.contains("panicked"))
            .take(3)
            .collect::<Vec<_>>()
            .join(" / ");
        format!(
            "{status}; {}",
            if panic.is_empty() {
                stderr.trim()
            } else {
                &panic
            }
        )
    }

    /// The answer to `line`, or why there is none (the process ended or did not answer within `limit`).
    fn ask(&mut self, line: &[u8], limit: Duration) -> Result<String, String> {
        if self.child.is_none() {
            self.start();
        }
        let stdin = self.child.as_mut().unwrap().stdin.as_mut().unwrap();
        let written = stdin
            .write_all(line)
            .and_then(|()| stdin.write_all(b"\n"))
            .and_then(|()| stdin.flush());
        let answer = match written {
            Ok(()) => self.answers.as_ref().unwrap().recv_timeout(limit),
            Err(_) => Err(mpsc::RecvTimeoutError::Disconnected),
        };
        match answer {
            Ok(answer) => Ok(answer),
            Err(mpsc::RecvTimeoutError::Timeout) => Err(format!(
                "no answer within {:.1} s ({})",
                limit.as_secs_f64(),
                self.stop(true)
            )),
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                Err(format!("occ batch ended: {}", self.stop(false)))
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.stop(true);
    }
}

/// The answer to `line`, or why it breaks the contract (the second answer included).
fn check(
    session: &mut Session,
    line: &[u8],
    structured: bool,
    limit: Duration,
) -> Result<String, String> {
    let first = session.ask(line, limit)?;
    let second = session
        .ask(line, limit)
        .map_err(|why| format!("on the second evaluation: {why}"))?;
    match serde_json::from_str::<Value>(&first) {
        Err(e) => Err(format!("the answer is not JSON ({e}): {first}")),
        Ok(_) if !same(&first, &second) => Err(format!(
            "a second evaluation differs:\n    {first}\n    {second}"
        )),
        Ok(value) => match unsound(&value, structured) {
            Some(why) => Err(format!("{why}\n    answer: {first}")),
            None => Ok(first),
        },
    }
}

/// Whether two answers to one line say the same: an error names the input line it was on (`line 12`), which
/// differs between two places of the same line.
fn same(a: &str, b: &str) -> bool {
    fn unnumbered(answer: &str) -> String {
        let mut out = String::with_capacity(answer.len());
        let mut rest = answer;
        while let Some(at) = rest.find("line ") {
            out.push_str(&rest[..at + 5]);
            rest = rest[at + 5..].trim_start_matches(|c: char| c.is_ascii_digit());
        }
        out.push_str(rest);
        out
    }
    a == b || unnumbered(a) == unnumbered(b)
}

/// The answers to `lines` sent at once, the whole list and then the whole list again (the batch reader's chunks
/// and its parallel answering): the first pass's answers, or why the run or a second answer fails.
fn at_once(lines: &[Vec<u8>]) -> Result<Vec<String>, String> {
    let mut input = Vec::new();
    for _ in 0..2 {
        for line in lines {
            input.extend_from_slice(line);
            input.push(b'\n');
        }
    }
    let ran = fuzz::occ(&["batch"], &input, fuzz::limit(lines.len() * 2));
    if let Some(fault) = ran.fault() {
        return Err(format!("{} lines at once: {fault}", lines.len()));
    }
    let out = String::from_utf8_lossy(&ran.stdout);
    let answers: Vec<&str> = out.lines().collect();
    if answers.len() != lines.len() * 2 {
        return Err(format!(
            "{} answers to {} lines",
            answers.len(),
            lines.len() * 2
        ));
    }
    let (first, second) = answers.split_at(lines.len());
    match (0..lines.len()).find(|&i| !same(first[i], second[i])) {
        Some(i) => Err(format!(
            "line {}: a second evaluation differs\n    {}\n    {}",
            i + 1,
            first[i],
            second[i]
        )),
        None => Ok(first.iter().map(|a| a.to_string()).collect()),
    }
}

/// What kind of failure `why` is, so that each kind is shrunk and reported once: the panic's place, a hang, or
/// the broken rule (its words without the figures).
fn kind(why: &str) -> String {
    if let Some(at) = why.find("panicked at ") {
        return why[at..].split(':').take(2).collect::<Vec<_>>().join(":");
    }
    if why.contains("no answer within") {
        return "hang".to_string();
    }
    why.lines()
        .next()
        .unwrap_or_default()
        .chars()
        .take_while(|c| !c.is_ascii_digit() && *c != '`' && *c != '\'')
        .collect()
}

/// A line for a failure report: long runs of one character shortened to `<'a' × 40000>`.
fn show(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..].iter().take_while(|&&c| c == chars[i]).count();
        if run > 12 {
            out.push_str(&format!("<{:?} × {run}>", chars[i]));
        } else {
            out.extend(&chars[i..i + run]);
        }
        i += run;
    }
    out
}

/// Runs `count` lines of `strategy` through `occ batch`; panics with a shrunk line for each kind of failure.
fn fuzz<T: std::fmt::Debug + AsRef<[u8]>>(
    stream: u64,
    strategy: BoxedStrategy<T>,
    count: usize,
    structured: bool,
) {
    let bytes = |line: &T| line.as_ref().to_vec();
    let started = Instant::now();
    let mut runner = fuzz::runner(stream);
    let mut session = Session::new();
    // Each kind of failure with its first (shrunk) line, and how often it was met.
    let mut failures: Vec<(String, String, usize)> = Vec::new();
    let mut hangs = 0;
    let mut done = 0;
    while done < count && started.elapsed() < fuzz::budget() {
        let n = CHUNK.min(count - done);
        let mut trees: Vec<Option<_>> = fuzz::generate(&mut runner, &strategy, n)
            .into_iter()
            .map(Some)
            .collect();
        let lines: Vec<Vec<u8>> = trees
            .iter()
            .flatten()
            .map(|t| bytes(&t.current()))
            .collect();
        // Fast: all lines at once. One by one (each failing line found and shrunk) when that fails, and for the
        // first chunk, whose answers one by one must equal those at once.
        let together = at_once(&lines).and_then(|answers| {
            match answers.iter().enumerate().find_map(|(i, answer)| {
                let why = match serde_json::from_str::<Value>(answer) {
                    Ok(value) => unsound(&value, structured)?,
                    Err(e) => format!("the answer is not JSON ({e})"),
                };
                Some(format!("line {}: {why}", i + 1))
            }) {
                Some(why) => Err(why),
                None => Ok(answers),
            }
        });
        if together.is_ok() && done > 0 {
            done += n;
            continue;
        }
        let mut alone = Vec::with_capacity(n);
        let mut clean = true;
        for (i, line) in lines.iter().enumerate() {
            // Once a hang is known, waiting long for the next proves nothing more.
            let limit = fuzz::line_limit(hangs);
            let why = match check(&mut session, line, structured, limit) {
                Ok(answer) => {
                    alone.push(answer);
                    continue;
                }
                Err(why) => why,
            };
            clean = false;
            hangs += usize::from(why.contains("no answer within"));
            let kind = kind(&why);
            if let Some(known) = failures.iter_mut().find(|(k, _, _)| *k == kind) {
                known.2 += 1;
                continue;
            }
            let tree = trees[i].take().expect("each line is checked once");
            let mut shrinking = Session::new();
            let smallest = fuzz::shrink(tree, fuzz::shrink_budget(), |value| {
                check(&mut shrinking, &bytes(value), structured, limit)
                    .is_err_and(|w| self::kind(&w) == kind)
            });
            let smallest = bytes(&smallest);
            let why = check(&mut shrinking, &smallest, structured, limit)
                .err()
                .unwrap_or(why);
            failures.push((kind, format!("{}\n  {why}", show(&smallest)), 1));
        }
        if clean {
            let differs = match &together {
                Ok(answers) => answers.iter().zip(&alone).position(|(a, b)| !same(a, b)),
                Err(why) => {
                    failures.push(("together".to_string(), why.clone(), 1));
                    None
                }
            };
            if let Some(i) = differs {
                failures.push((
                    "together".to_string(),
                    format!(
                        "{}\n  answered among others\n    {}\n  alone\n    {}",
                        show(&lines[i]),
                        together.as_ref().unwrap()[i],
                        alone[i]
                    ),
                    1,
                ));
            }
        }
        done += n;
    }
    assert!(
        failures.is_empty(),
        "occ batch failed on {} kind(s) of line among {done} (seed {}), each with its smallest line:\n{}",
        failures.len(),
        fuzz::seed(),
        failures
            .iter()
            .map(|(_, report, count)| format!("- ({count}×) {report}"))
            .collect::<Vec<_>>()
            .join("\n")
    );
    assert_eq!(
        done, count,
        "the fuzzing ran out of time after {done} of {count} lines"
    );
    eprintln!("occ batch: {done} fuzzed lines, each answered twice, every answer sound");
}

/// Lines with hostile numbers here and there, and one in four with extreme numbers everywhere.
fn both(line: fn(bool) -> BoxedStrategy<String>) -> BoxedStrategy<String> {
    prop_oneof![3 => line(false), 1 => line(true)].boxed()
}

#[test]
fn structured_nvidia_lines_get_sound_answers() {
    fuzz(1, both(nvidia_line), fuzz::cases(16_000), true);
}

#[test]
fn structured_amd_lines_get_sound_answers() {
    fuzz(2, both(amd_line), fuzz::cases(16_000), true);
}

#[test]
fn structured_intel_lines_get_sound_answers() {
    fuzz(3, both(intel_line), fuzz::cases(16_000), true);
}

#[test]
fn mutated_lines_get_sound_answers() {
    fuzz(4, mutated_line(), fuzz::cases(16_000), false);
}
