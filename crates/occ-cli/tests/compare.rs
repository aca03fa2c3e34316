//! The real `occ` binary comparing launches (`occ compare`) and exporting one (`occ calc --csv / --markdown`). The
//! figures are checked against `occ batch`'s answers for the same launches, and CSV is read back with an
//! independent RFC 4180 reader.

mod support;

use occ_core::presets;
use occ_core::report::percent;
use serde_json::Value;
use support::{batch, occ, ok, refused, row};

fn stdout(args: &[&str]) -> (Option<i32>, String, String) {
    let output = occ(args);
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The cells of a row of `occ compare`'s table: the text after the label, split where two spaces part columns.
fn cells(report: &str, label: &str) -> Vec<String> {
    row(report, label)
        .split("  ")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(String::from)
        .collect()
}

fn nvidia_line(gpu: &str, threads: u32, regs: u32) -> String {
    format!(
        r#"{{"gpu": "{gpu}", "kernel": {{"threads_per_block": {threads}, "regs_per_thread": {regs}}}}}"#
    )
}

fn read_csv(text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    let header = reader.headers().unwrap().iter().map(String::from).collect();
    let rows = reader
        .records()
        .map(|r| r.unwrap().iter().map(String::from).collect())
        .collect();
    (header, rows)
}

/// A row's value in the column named `name`.
fn column<'a>(header: &[String], row: &'a [String], name: &str) -> &'a str {
    let at = header
        .iter()
        .position(|h| h == name)
        .unwrap_or_else(|| panic!("no column {name} in {header:?}"));
    &row[at]
}

/// Every line of a GitHub table: a row of cells between bars, all with as many cells as the header, the second line
/// the delimiter row. The data rows' cells.
fn markdown_rows(table: &str) -> Vec<Vec<String>> {
    let lines: Vec<&str> = table.lines().collect();
    let split = |line: &str| -> Vec<String> {
        assert!(line.starts_with("| ") && line.ends_with(" |"), "{line}");
        line[2..line.len() - 2]
            .split(" | ")
            .map(String::from)
            .collect()
    };
    let width = split(lines[0]).len();
    assert!(split(lines[1]).iter().all(|c| c == "---"), "{}", lines[1]);
    for line in &lines {
        assert_eq!(split(line).len(), width, "{line}");
    }
    lines[2..].iter().map(|l| split(l)).collect()
}

#[test]
fn compare_json_is_occ_batch_for_the_same_launches() {
    let compared: Value = serde_json::from_str(&ok(
        "compare --gpu a100,h100-sxm,rtx-4090 --threads 256 --regs 80 --json",
    ))
    .unwrap();
    let lines: Vec<String> = ["a100", "h100-sxm", "rtx-4090"]
        .iter()
        .map(|gpu| nvidia_line(gpu, 256, 80))
        .collect();
    assert_eq!(compared, Value::Array(batch(&lines.join("\n"))));
}

#[test]
fn compare_json_across_vendors_is_each_vendors_batch_answer() {
    let (code, out, err) = stdout(&[
        "compare",
        "--gpu",
        "a100,mi300x,max 1550",
        "--threads",
        "256,512,256",
        "--regs",
        "80",
        "--vgprs",
        "128",
        "--sub-group",
        "16",
        "--slm",
        "48K",
        "--json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let compared: Value = serde_json::from_str(&out).unwrap();
    let expected = batch(concat!(
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 80}}"#,
        "\n",
        r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 512, "vgprs": 128}}"#,
        "\n",
        r#"{"gpu": "max 1550", "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 49152}}"#,
    ));
    assert_eq!(compared, Value::Array(expected));
}

#[test]
fn compare_table_has_a_column_per_launch_and_marks_the_best() {
    let report = ok("compare --gpu a100,h100-sxm,rtx-4090 --threads 256 --regs 80");
    let answers = batch(
        &["a100", "h100-sxm", "rtx-4090"]
            .map(|gpu| nvidia_line(gpu, 256, 80))
            .join("\n"),
    );
    let names: Vec<String> = ["a100", "h100-sxm", "rtx-4090"]
        .iter()
        .map(|g| presets::find(g).unwrap().name.to_string())
        .collect();
    assert_eq!(cells(&report, "GPU"), names);
    let best = answers
        .iter()
        .map(|a| a["occupancy"].as_f64().unwrap())
        .fold(0.0, f64::max);
    let occupancy = cells(&report, "Occupancy");
    let resident = cells(&report, "Resident");
    let limiters = cells(&report, "Limiters");
    for (i, answer) in answers.iter().enumerate() {
        let value = answer["occupancy"].as_f64().unwrap();
        let text = percent(value);
        let expected = if value == best {
            format!("{text} (best)")
        } else {
            text
        };
        assert_eq!(occupancy[i], expected);
        assert_eq!(
            resident[i],
            format!("{} blocks/SM", answer["active_blocks_per_sm"])
        );
        assert_eq!(limiters[i], answer["limiters"][0].as_str().unwrap());
    }
    // Only inputs that differ get a row; the common ones are said once.
    assert!(!report.contains("\n--regs"), "{report}");
    assert!(
        report.contains("Every launch: --threads 256, --regs 80"),
        "{report}"
    );
    assert_eq!(cells(&report, "Next step").len(), 3);
}

#[test]
fn compare_kernels_on_one_gpu_lists_the_inputs_that_differ() {
    let report = ok("compare --gpu h100 --regs 64,128 --threads 512,256");
    assert_eq!(cells(&report, "--regs"), ["64", "128"]);
    assert_eq!(cells(&report, "--threads"), ["512", "256"]);
    let answers = batch(&[nvidia_line("h100", 512, 64), nvidia_line("h100", 256, 128)].join("\n"));
    let occupancy = cells(&report, "Occupancy");
    for (cell, answer) in occupancy.iter().zip(&answers) {
        assert!(cell.starts_with(&percent(answer["occupancy"].as_f64().unwrap())));
    }
}

#[test]
fn a_launch_that_does_not_fit_says_why_and_the_others_print() {
    let (code, out, err) = stdout(&[
        "compare",
        "--gpu",
        "a100,max 1550",
        "--threads",
        "256",
        "--regs",
        "32",
        "--sub-group",
        "16",
        "--slm",
        "200K",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let occupancy = cells(&out, "Occupancy");
    assert!(occupancy[0].ends_with("(best)"), "{out}");
    assert_eq!(occupancy[1], "error [1]");
    let note = out
        .lines()
        .find(|l| l.starts_with("[1] launch 2"))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        note.contains("--slm: kernel.slm_bytes = 204800 is out of range"),
        "{note}"
    );
    // An A100 block above its shared-memory limit fits nothing: a result with its reason as a note, never the best.
    let out = ok("compare --gpu a100,rtx-4090 --threads 128 --regs 32 --static-smem 200K,20K");
    let occupancy = cells(&out, "Occupancy");
    assert_eq!(occupancy[0], "0.00 % [1]");
    assert!(occupancy[1].ends_with("(best)"), "{out}");
    assert!(
        out.contains("[1] launch 1 (A100 SXM4 80 GB): 0 blocks fit"),
        "{out}"
    );
}

#[test]
fn every_launch_failing_exits_2_after_printing_them() {
    let (code, out, err) = stdout(&[
        "compare",
        "--gpu",
        "max 1550",
        "--threads",
        "256",
        "--sub-group",
        "16",
        "--slm",
        "200K,300K",
        "--json",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("every launch failed"), "{err}");
    let answers: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answers.as_array().unwrap().len(), 2);
    assert!(answers[1]["error"].as_str().unwrap().contains("307200"));
}

#[test]
fn compare_csv_reads_back_with_quoted_names() {
    // The Meteor Lake preset's name has a comma: its field must be quoted to read back whole.
    let text =
        ok("compare --gpu 155h,b580,a100 --threads 256 --sub-group 16 --regs 40 --slm 20K --csv");
    assert!(text.ends_with("\r\n"), "RFC 4180 lines end in CRLF");
    let (header, rows) = read_csv(&text);
    assert_eq!(rows.len(), 3);
    assert!(rows.iter().all(|r| r.len() == header.len()));
    let answers = batch(concat!(
        r#"{"gpu": "155h", "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 20480}}"#,
        "\n",
        r#"{"gpu": "b580", "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 20480}}"#,
        "\n",
        r#"{"gpu": "a100", "kernel": {"threads_per_block": 256, "regs_per_thread": 40}}"#,
    ));
    for ((row, gpu), answer) in rows.iter().zip(["155h", "b580", "a100"]).zip(&answers) {
        assert_eq!(
            column(&header, row, "gpu"),
            presets::find(gpu).unwrap().name
        );
        let occupancy: f64 = column(&header, row, "occupancy").parse().unwrap();
        assert_eq!(occupancy, answer["occupancy"].as_f64().unwrap());
        assert_eq!(column(&header, row, "vendor"), answer["vendor"]);
        assert_eq!(column(&header, row, "error"), "");
    }
    // Numbers are unformatted, and a flag is empty where it does not apply.
    assert_eq!(column(&header, &rows[0], "slm"), "20480");
    assert_eq!(column(&header, &rows[2], "slm"), "");
    assert_eq!(column(&header, &rows[2], "regs"), "40");
    assert_eq!(
        column(&header, &rows[2], "resident"),
        answers[2]["active_blocks_per_sm"].to_string()
    );
}

#[test]
fn a_dash_holds_the_place_of_a_flag_a_gpu_does_not_take() {
    let with_dash =
        ok("compare --gpu a100,max1550 --threads 256 --regs 32,- --sub-group -,16 --json");
    let without = ok("compare --gpu a100,max1550 --threads 256 --regs 32 --sub-group 16 --json");
    assert_eq!(with_dash, without);
    let err = refused("compare --gpu a100,max1550 --threads 256 --regs -,32 --sub-group 16");
    assert!(err.contains("--regs: '-' is not a whole number"), "{err}");
}

#[test]
fn compare_markdown_is_a_github_table_with_a_row_per_launch() {
    let table = ok("compare --gpu h100 --regs 64,128 --threads 512,256 --markdown");
    let rows = markdown_rows(&table);
    assert_eq!(rows.len(), 2);
    assert!(
        table.starts_with("| GPU | --threads | --regs | Occupancy |"),
        "{table}"
    );
}

#[test]
fn compare_errors_name_the_flag_and_the_limit() {
    for (line, says) in [
        (
            "--gpu a100,h100 --threads 128,256,512 --regs 32",
            "--gpu has 2 values and --threads 3",
        ),
        (
            "--gpu a100 --threads 32,64,96,128,160,192,224,256,288 --regs 32",
            "--threads gives 9 launches: occ compare takes at most 8",
        ),
        (
            "--gpu a100,h100 --threads 128 --regs 32 --vgprs 64",
            "--vgprs applies to AMD GPUs and none of --gpu a100,h100",
        ),
        (
            "--gpu a100,mi300x --threads 128 --regs 32",
            "--vgprs is required",
        ),
        (
            "--gpu a100 --threads 128 --regs 32,x",
            "--regs: 'x' is not a whole number",
        ),
        ("--gpu a100,nosuchgpu --threads 128 --regs 32", "--gpu: "),
        // A value for a GPU that does not take the flag is still read.
        (
            "--gpu a100,max1550 --threads 256 --regs 32 --sub-group 16 --slm 4x,48K",
            "--slm: '4x' is not a size in bytes",
        ),
    ] {
        let err = refused(&format!("compare {line}"));
        assert!(err.contains(says), "{line}: {err}");
    }
}

/// `occ calc --csv` against the same launch's `occ batch` answer: every limit with its allowance and whether it
/// binds, and the headline figures.
fn check_calc_csv(line: &str, batch_line: &str, limits: &str) {
    let text = ok(line);
    let (header, rows) = read_csv(&text);
    assert_eq!(header, ["kind", "name", "value", "binding", "why"]);
    let answer = &batch(batch_line)[0];
    let binding: Vec<&str> = answer["limiters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l.as_str().unwrap())
        .collect();
    let limiter_rows: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == "limiter").collect();
    assert_eq!(
        limiter_rows.len(),
        answer[limits].as_object().unwrap().len(),
        "{text}"
    );
    for row in limiter_rows {
        let allows = &answer[limits][&row[1]];
        let expected = if allows.is_null() {
            String::new()
        } else {
            allows.to_string()
        };
        assert_eq!(row[2], expected, "{row:?}");
        assert_eq!(
            row[3],
            binding.contains(&row[1].as_str()).to_string(),
            "{row:?}"
        );
    }
    let figure = |name: &str| {
        rows.iter()
            .find(|r| r[0] == "figure" && r[1] == name)
            .unwrap_or_else(|| panic!("no figure {name} in {text}"))[2]
            .clone()
    };
    assert_eq!(
        figure("occupancy").parse::<f64>().unwrap(),
        answer["occupancy"].as_f64().unwrap()
    );
    assert_eq!(figure("vendor"), answer["vendor"]);
}

#[test]
fn calc_csv_on_every_vendor_matches_batch() {
    check_calc_csv(
        "calc --gpu a100 --threads 256 --regs 80 --csv",
        &nvidia_line("a100", 256, 80),
        "block_limits",
    );
    check_calc_csv(
        "calc --gpu mi300x --threads 256 --vgprs 128 --lds 40K --csv",
        r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 256, "vgprs": 128, "lds_bytes": 40960}}"#,
        "limits",
    );
    check_calc_csv(
        "calc --gpu 155h --threads 256 --sub-group 16 --slm 20K --csv",
        r#"{"gpu": "155h", "kernel": {"threads_per_block": 256, "sub_group_size": 16, "slm_bytes": 20480}}"#,
        "limits",
    );
    // The GPU figure of a name with a comma reads back whole.
    let (_, rows) = read_csv(&ok("calc --gpu 155h --threads 256 --sub-group 16 --csv"));
    assert_eq!(rows[0][2], presets::find("155h").unwrap().name);
}

#[test]
fn calc_markdown_on_every_vendor_has_figures_and_limiters() {
    for (line, batch_line) in [
        ("calc --gpu a100 --threads 256 --regs 80 --markdown", nvidia_line("a100", 256, 80)),
        (
            "calc --gpu mi300x --threads 256 --vgprs 128 --markdown",
            r#"{"gpu": "mi300x", "kernel": {"threads_per_block": 256, "vgprs": 128}}"#.to_string(),
        ),
        (
            "calc --gpu b580 --threads 128 --sub-group 16 --slm 20K --markdown",
            r#"{"gpu": "b580", "kernel": {"threads_per_block": 128, "sub_group_size": 16, "slm_bytes": 20480}}"#
                .to_string(),
        ),
    ] {
        let text = ok(line);
        let answer = &batch(&batch_line)[0];
        let (figures, limiters) = text.split_once("\n\n").unwrap_or_else(|| panic!("{text}"));
        let figures = markdown_rows(figures);
        assert!(figures.contains(&vec!["vendor".to_string(), answer["vendor"].as_str().unwrap().to_string()]));
        let limiters = markdown_rows(limiters);
        let binds: Vec<&str> = limiters.iter().filter(|r| r[2] == "yes").map(|r| r[0].as_str()).collect();
        let expected: Vec<&str> = answer["limiters"].as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect();
        let mut binds = binds;
        binds.sort_unstable();
        let mut expected = expected;
        expected.sort_unstable();
        assert_eq!(binds, expected, "{line}");
        assert!(limiters.iter().all(|r| !r[3].is_empty() || r[1] == "no limit"), "{text}");
    }
}

#[test]
fn calc_csv_and_json_are_exclusive() {
    let output = occ(&[
        "calc",
        "--gpu",
        "a100",
        "--threads",
        "256",
        "--regs",
        "80",
        "--csv",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(2));
}
