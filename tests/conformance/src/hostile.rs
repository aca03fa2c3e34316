//! The bench's hostile inputs: the worst command lines and batch lines known (huge registers, dynamic shared
//! memory, barriers and virtual resources for `plan` and `compare`, huge grids and CU counts, the
//! `max_threads_per_block` batch line, a 40,000-character GPU name), each run as its own `occ` process. Printed:
//! each run's CPU time (user + system, from `wait4`: the whole process, its start included, so the plain lines at
//! the top are the floor) and the largest next to the goal of 10 ms per command or batch line. Figures, not a
//! verdict: a run past the limit is stopped and shown as such.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// CPU time per command or batch line that every input should stay within.
const GOAL_MS: f64 = 10.0;

/// How long one run may take before it is stopped (some take minutes without a bound on their work).
const LIMIT: Duration = Duration::from_secs(30);

/// The cases: a label, the arguments, and the standard input.
fn cases() -> Vec<(String, Vec<String>, String)> {
    let args = |line: &str| {
        line.split_whitespace()
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let mut cases: Vec<(String, Vec<String>, String)> = [
        "calc --gpu a100 --threads 256 --regs 32",
        "calc --gpu rtx4090 --threads 4294967295 --regs 4294967295",
        "calc --gpu a100 --threads 256 --regs 32 --dynamic-smem 4294967295",
        "compare --gpu a100 --threads 256 --regs 4294967295",
        "compare --gpu a100 --threads 256 --regs 30000000",
        "compare --gpu a100 --threads 1,256,1024 --regs 32 --dynamic-smem 4294967295",
        "plan --gpu a100 --threads 256 --regs 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --dynamic-smem 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --barriers 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --virtual-resources 4294967295",
        "plan --gpu a100 --threads 256 --regs 32 --grid 18446744073709551615",
        "plan --gpu mi300x --threads 256 --vgprs 128 --grid 2305843009213693952",
        "plan --arch gfx90a --cus 4294967295 --threads 256 --vgprs 128 --grid 18446744073709551615",
        "plan --gpu max1550 --threads 256 --sub-group 16 --grid 9223372036854775807",
        "roofline --gpu a100 --intensity 1e-320",
    ]
    .iter()
    .map(|line| (format!("occ {line}"), args(line), String::new()))
    .collect();
    let long = "a".repeat(40_000);
    cases.push((
        "occ calc --gpu <40,000 × a> --threads 256 --regs 32".to_string(),
        vec!["calc", "--gpu", &long, "--threads", "256", "--regs", "32"]
            .into_iter()
            .map(str::to_string)
            .collect(),
        String::new(),
    ));
    let batch = |label: &str, line: String| {
        (
            format!("occ batch: {label}"),
            vec!["batch".to_string()],
            format!("{line}\n"),
        )
    };
    cases.push(batch(
        "a preset line",
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 32}}"#.into(),
    ));
    cases.push(batch(
        "device max_threads_per_block 4294967295",
        r#"{"device": {"cc": "8.9", "max_threads_per_block": 4294967295}, "kernel": {"threads_per_block": 1, "regs_per_thread": 0}}"#.into(),
    ));
    cases.push(batch(
        "threads and registers 4294967295",
        r#"{"gpu": "rtx 4090", "kernel": {"threads_per_block": 4294967295, "regs_per_thread": 4294967295}}"#.into(),
    ));
    cases.push(batch(
        "registers 4294967295",
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 4294967295}}"#
            .into(),
    ));
    cases.push(batch(
        "a 40,000-character GPU name",
        format!(
            r#"{{"gpu": "{long}", "kernel": {{"threads_per_block": 256, "regs_per_thread": 32}}}}"#
        ),
    ));
    cases.push(batch(
        "AMD, everything 4294967295",
        r#"{"device": {"arch": "gfx90a"}, "kernel": {"threads_per_block": 4294967295, "vgprs": 4294967295, "lds_bytes": 4294967295}}"#.into(),
    ));
    cases.push(batch(
        "Intel, XVE count 4294967295",
        r#"{"device": {"arch": "xe-hpc", "xve_count": 4294967295}, "kernel": {"threads_per_block": 4294967295, "sub_group_size": 16}}"#.into(),
    ));
    cases
}

/// How one run ended: its CPU time, and whether it was stopped at the limit or failed.
struct Ran {
    cpu: Duration,
    stopped: bool,
    status: i32,
}

#[cfg(unix)]
fn run(occ: &Path, args: &[String], input: &str) -> Result<Ran, String> {
    let mut child = Command::new(occ)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", occ.display()))?;
    // A process that ends without reading its input closes the pipe: that is its answer, not the bench's error.
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input.as_bytes());
    }
    let pid = child.id() as libc::pid_t;
    let started = Instant::now();
    let mut stopped = false;
    loop {
        let mut status = 0;
        // SAFETY: rusage is plain data the kernel fills; the pid is this process's own child, not yet reaped.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let flags = if stopped { 0 } else { libc::WNOHANG };
        let reaped = unsafe { libc::wait4(pid, &mut status, flags, &mut usage) };
        if reaped == pid {
            let time = |t: libc::timeval| {
                Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
            };
            return Ok(Ran {
                cpu: time(usage.ru_utime) + time(usage.ru_stime),
                stopped,
                status: if libc::WIFEXITED(status) {
                    libc::WEXITSTATUS(status)
                } else {
                    -1
                },
            });
        }
        if reaped < 0 {
            return Err(format!("wait4: {}", std::io::Error::last_os_error()));
        }
        if started.elapsed() > LIMIT {
            let _ = child.kill();
            stopped = true;
        } else {
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

/// Runs every case and prints its CPU time and the largest, next to the goal.
pub fn report(occ: &Path) -> Result<(), String> {
    if cfg!(not(unix)) {
        println!("hostile inputs: not measured (CPU times are read with wait4)");
        return Ok(());
    }
    println!(
        "hostile inputs: CPU time of each occ run (user + system, the process's start included), goal {GOAL_MS} ms"
    );
    let mut worst: Option<(f64, String)> = None;
    let mut over = 0;
    for (label, args, input) in cases() {
        let ran = run(occ, &args, &input)?;
        let ms = ran.cpu.as_secs_f64() * 1e3;
        let note = if ran.stopped {
            format!(" (stopped after {} s)", LIMIT.as_secs())
        } else if ran.status != 0 && ran.status != 2 {
            format!(" (exit {})", ran.status)
        } else {
            String::new()
        };
        println!("  {ms:>10.1} ms  {label}{note}");
        over += usize::from(ms > GOAL_MS || ran.stopped);
        if worst.as_ref().is_none_or(|(w, _)| ms > *w) {
            worst = Some((ms, label));
        }
    }
    if let Some((ms, label)) = worst {
        println!(
            "hostile inputs: at most {ms:.1} ms ({label}); goal {GOAL_MS} ms; {over} case(s) above it"
        );
    }
    Ok(())
}
