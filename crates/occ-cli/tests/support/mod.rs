//! What the CLI tests of every vendor share: running the real binary on a command line, reading its report rows, and
//! piping lines through `occ batch`.
//!
//! The binary is `CARGO_BIN_EXE_occ`, which Cargo builds with the tests' own profile: `cargo test`'s dev profile,
//! with overflow checks on (the workspace changes neither), so an arithmetic overflow in the binary is a panic the
//! tests see, not a silently wrapped figure.

// Each test crate that includes this module uses a part of it.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub fn occ(args: &[&str]) -> Output {
    // The reports are checked in English, whatever language the environment asks for.
    Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .env_remove("OCC_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("occ runs")
}

/// A command line, split on whitespace (GPU names are written without spaces: `mi300x`, `7900xtx`, `max1550`).
pub fn args(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

pub fn ok(line: &str) -> String {
    let args = args(line);
    let output = occ(&args);
    assert!(
        output.status.success(),
        "{line}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The exit code is 2 and the message on stderr.
pub fn refused(line: &str) -> String {
    let output = occ(&args(line));
    assert_eq!(output.status.code(), Some(2), "{line}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

pub fn json(line: &str) -> serde_json::Value {
    serde_json::from_str(&ok(line)).unwrap()
}

/// The value of a report row: the text after its label.
pub fn row<'a>(report: &'a str, label: &str) -> &'a str {
    report
        .lines()
        .find_map(|l| {
            l.trim_start()
                .strip_prefix(label)
                .filter(|rest| rest.starts_with("  "))
        })
        .unwrap_or_else(|| panic!("no row '{label}' in\n{report}"))
        .trim()
}

pub fn batch(input: &str) -> Vec<serde_json::Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .arg("batch")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success());
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `occ` with `input` on its standard input, in English.
pub fn occ_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_occ"))
        .args(args)
        .env_remove("OCC_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("occ runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(input.as_bytes())
        .expect("written");
    child.wait_with_output().expect("occ ends")
}
