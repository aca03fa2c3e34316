//! What the CLI's fuzz tests share: seeded generators, how many cases to run, and running the real `occ` with a
//! time limit, so that a panic, an abort or a hang is a failure of the test that names its input rather than the
//! end of the test run.

// Each test crate that includes this module uses a part of it.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Cases per generator: `OCC_FUZZ_CASES` when set (a local run: `OCC_FUZZ_CASES=1000000`), else `default`, what keeps
/// `cargo xtask test` within its budget on a 2-core machine.
pub fn cases(default: usize) -> usize {
    std::env::var("OCC_FUZZ_CASES")
        .ok()
        .and_then(|n| n.trim().replace('_', "").parse().ok())
        .unwrap_or(default)
}

/// The seed of every generator: `OCC_FUZZ_SEED` when set (to explore other inputs locally), else a fixed one, so
/// CI runs the same cases every time.
pub fn seed() -> u64 {
    std::env::var("OCC_FUZZ_SEED")
        .ok()
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0x0cc_f022)
}

/// A runner whose random stream is fixed by `seed()` and `stream` (one stream per generator).
pub fn runner(stream: u64) -> TestRunner {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed().to_le_bytes());
    bytes[8..16].copy_from_slice(&stream.to_le_bytes());
    TestRunner::new_with_rng(
        Config {
            failure_persistence: None,
            ..Config::default()
        },
        TestRng::from_seed(RngAlgorithm::ChaCha, &bytes),
    )
}

/// `count` values of `strategy`, each with its tree (to shrink a failing one).
pub fn generate<S: Strategy>(runner: &mut TestRunner, strategy: &S, count: usize) -> Vec<S::Tree> {
    (0..count)
        .map(|_| {
            strategy
                .new_tree(runner)
                .expect("the generators never reject")
        })
        .collect()
}

/// Shrinks a failing value as proptest does (simplify while it still fails, else complicate), within `budget`:
/// the simplest failing value found.
pub fn shrink<T: ValueTree>(
    mut tree: T,
    budget: Duration,
    mut fails: impl FnMut(&T::Value) -> bool,
) -> T::Value {
    let started = Instant::now();
    let mut smallest = tree.current();
    while started.elapsed() < budget {
        if !tree.simplify() {
            break;
        }
        loop {
            let candidate = tree.current();
            if fails(&candidate) {
                smallest = candidate;
                break;
            }
            if started.elapsed() >= budget || !tree.complicate() {
                return smallest;
            }
        }
    }
    smallest
}

/// How a run of `occ` ended.
pub struct Ran {
    pub code: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: String,
    /// Stopped after the time limit.
    pub timed_out: bool,
    pub elapsed: Duration,
}

impl Ran {
    /// Why this run is not a clean answer (exit 0 or 2, no panic, within the time limit); `None` when it is.
    pub fn fault(&self) -> Option<String> {
        if self.timed_out {
            return Some(format!(
                "did not finish within {:.1} s",
                self.elapsed.as_secs_f64()
            ));
        }
        if self.stderr.contains("panicked") || !matches!(self.code, Some(0 | 2)) {
            let stderr: String = self.stderr.chars().take(600).collect();
            return Some(format!("exit {:?}: {stderr}", self.code));
        }
        None
    }
}

/// Runs `occ args` with `input` on its standard input, killing it after `limit`.
pub fn occ(args: &[&str], input: &[u8], limit: Duration) -> Ran {
    let started = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .env("RUST_BACKTRACE", "0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("occ starts");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // A process that dies early closes the pipe: the write then fails, which is the run's fault, reported below.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let reader = thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out
    });
    let mut stderr = child.stderr.take().unwrap();
    let errors = thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stderr.read_to_end(&mut out);
        out
    });
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child.try_wait().expect("occ can be waited for") {
            break status;
        }
        if started.elapsed() > limit {
            timed_out = true;
            let _ = child.kill();
            break child.wait().expect("occ can be waited for");
        }
        thread::sleep(Duration::from_millis(2));
    };
    let elapsed = started.elapsed();
    let _ = writer.join();
    Ran {
        code: status.code(),
        stdout: reader.join().unwrap(),
        stderr: String::from_utf8_lossy(&errors.join().unwrap()).into_owned(),
        timed_out,
        elapsed,
    }
}

/// How long one line may take to be answered: 3 s (a debug build, with overflow checks, on a shared 2-core machine:
/// hundreds of times the goal of 10 ms of CPU in a release build), and 0.3 s once `hangs` lines have been found
/// not to finish, since each further wait proves nothing new. `OCC_FUZZ_LIMIT_MS` changes the first.
pub fn line_limit(hangs: usize) -> Duration {
    let base = std::env::var("OCC_FUZZ_LIMIT_MS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(3_000u64);
    Duration::from_millis(if hangs >= 2 { base / 10 } else { base })
}

/// How long one test may fuzz before it stops and reports: past this the machine is too slow for its case count
/// or the code hangs again and again. `OCC_FUZZ_BUDGET_S` changes it (a local run of a million cases needs more).
pub fn budget() -> Duration {
    Duration::from_secs(
        std::env::var("OCC_FUZZ_BUDGET_S")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(150),
    )
}

/// How long a failing input is shrunk.
pub fn shrink_budget() -> Duration {
    Duration::from_secs(10)
}

/// The time limit of one run: generous (a debug build, with overflow checks, on a shared 2-core machine), yet short
/// next to the minutes a hang costs. `OCC_FUZZ_LIMIT_MS` changes it.
pub fn limit(lines: usize) -> Duration {
    let base = std::env::var("OCC_FUZZ_LIMIT_MS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(60_000u64);
    // Generous: a debug build on a loaded 2-core machine answers a line in ~0.5 ms, a hang never.
    Duration::from_millis(base + lines as u64 * 2)
}
