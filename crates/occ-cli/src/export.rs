//! Tables for other programs and documents: CSV (RFC 4180) and GitHub Markdown, written by `occ calc` and
//! `occ compare` from the `occ batch` object of each launch, so that every vendor's figures read the same way, and
//! by `occ profile` from its table's columns.

use std::fmt::Write as _;

use anyhow::Context;
use occ_core::msg;
use serde_json::Value;

use crate::say::Say;

/// Which table a `--csv` or `--markdown` flag asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Markdown,
}

/// One CSV field: quoted when it holds a comma, a quote or a line end, its quotes doubled (RFC 4180, 2.6–2.7).
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// A Markdown table cell: a `|` would end the cell and a line end the row.
fn markdown_cell(text: &str) -> String {
    text.replace('|', "\\|").replace(['\n', '\r'], " ")
}

/// The header and the rows as the format's table: CSV lines end in CRLF, as RFC 4180 has them.
pub fn table(format: Format, header: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    match format {
        Format::Csv => {
            let line = |cells: Vec<String>| cells.join(",") + "\r\n";
            out.push_str(&line(header.iter().map(|h| csv_field(h)).collect()));
            for row in rows {
                out.push_str(&line(row.iter().map(|c| csv_field(c)).collect()));
            }
        }
        Format::Markdown => {
            let line = |cells: Vec<String>| format!("| {} |\n", cells.join(" | "));
            out.push_str(&line(header.iter().map(|h| markdown_cell(h)).collect()));
            out.push_str(&line(header.iter().map(|_| "---".to_string()).collect()));
            for row in rows {
                out.push_str(&line(row.iter().map(|c| markdown_cell(c)).collect()));
            }
        }
    }
    out
}

/// A JSON value as a cell: numbers and strings as they are (numbers unformatted), `null` empty, a list joined
/// with spaces.
pub fn cell(value: &Value) -> String {
    match value {
        Value::Null => String::new(),
        Value::String(text) => text.clone(),
        Value::Array(items) => items.iter().map(cell).collect::<Vec<_>>().join(" "),
        other => other.to_string(),
    }
}

/// The fields of a vendor's `occ batch` object that hold each limit's allowance: NVIDIA's blocks, AMD's waves per
/// SIMD, Intel's work-groups.
const LIMITS: [&str; 2] = ["block_limits", "limits"];

/// The headline figures of an `occ batch` object: its numbers and short texts, in its own order (the vendor,
/// limits, lists and the error are not figures).
pub fn figures(output: &Value) -> Vec<(String, String)> {
    let Some(object) = output.as_object() else {
        return Vec::new();
    };
    object
        .iter()
        .filter(|(key, value)| {
            !matches!(key.as_str(), "vendor" | "error")
                && !LIMITS.contains(&key.as_str())
                && !value.is_array()
                && !value.is_object()
        })
        .map(|(key, value)| (key.clone(), cell(value)))
        .collect()
}

/// One limit of an `occ batch` object: its name, what it allows (empty for no limit) and whether it binds.
pub struct LimitRow {
    pub name: String,
    pub allows: String,
    pub binding: bool,
}

pub fn limits(output: &Value) -> Vec<LimitRow> {
    let binding: Vec<&str> = output["limiters"]
        .as_array()
        .map(|names| names.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    LIMITS
        .iter()
        .filter_map(|key| output[key].as_object())
        .flatten()
        .map(|(name, allows)| LimitRow {
            name: name.clone(),
            allows: cell(allows),
            binding: binding.contains(&name.as_str()),
        })
        .collect()
}

/// `occ calc --csv` / `--markdown`: the headline figures, then a row per limit with what it allows, whether it
/// binds and why (`why` gives the report's sentence for a limit's name). CSV is one table with a `kind` column;
/// Markdown two tables, figures and limits. The headers and the Markdown's words are `say`'s; the cells that are
/// the `occ batch` object's (names, values, CSV's kind and binding) stay as it writes them.
pub fn calc_table(
    format: Format,
    gpu: &str,
    output: &Value,
    why: &dyn Fn(&str) -> String,
    say: &Say,
) -> String {
    let mut figures_rows = vec![
        ("gpu".to_string(), gpu.to_string()),
        ("vendor".to_string(), cell(&output["vendor"])),
    ];
    figures_rows.extend(figures(output));
    let limit_rows = limits(output);
    match format {
        Format::Csv => {
            let mut rows: Vec<Vec<String>> = figures_rows
                .into_iter()
                .map(|(name, value)| {
                    vec!["figure".into(), name, value, String::new(), String::new()]
                })
                .collect();
            rows.extend(limit_rows.into_iter().map(|l| {
                let why = why(&l.name);
                vec![
                    "limiter".into(),
                    l.name,
                    l.allows,
                    l.binding.to_string(),
                    why,
                ]
            }));
            let header = [
                msg::calc_col_kind(),
                msg::calc_col_name(),
                msg::calc_col_value(),
                msg::calc_col_binding(),
                msg::calc_col_why(),
            ]
            .map(|m| say.say(m));
            table(format, &header.each_ref().map(String::as_str), &rows)
        }
        Format::Markdown => {
            let rows: Vec<Vec<String>> = figures_rows
                .into_iter()
                .map(|(name, value)| vec![name, value])
                .collect();
            let header = [msg::calc_col_figure(), msg::calc_col_value()].map(|m| say.say(m));
            let mut out = table(format, &header.each_ref().map(String::as_str), &rows);
            let rows: Vec<Vec<String>> = limit_rows
                .into_iter()
                .map(|l| {
                    let allows = if l.allows.is_empty() {
                        say.say(msg::report_no_limit())
                    } else {
                        l.allows
                    };
                    let binds = say.say(if l.binding {
                        msg::calc_yes()
                    } else {
                        msg::calc_no()
                    });
                    let why = why(&l.name);
                    vec![l.name, allows, binds, why]
                })
                .collect();
            let _ = writeln!(out);
            let header = [
                msg::calc_col_limiter(),
                msg::calc_col_allows(),
                msg::calc_col_binding(),
                msg::calc_col_why(),
            ]
            .map(|m| say.say(m));
            out.push_str(&table(
                format,
                &header.each_ref().map(String::as_str),
                &rows,
            ));
            out
        }
    }
}

/// Prints the `occ batch` object `output` of the launch on `gpu` as the table `format` asks for.
pub fn print_table(
    format: Format,
    gpu: &str,
    output: &impl serde::Serialize,
    why: &dyn Fn(&str) -> String,
    say: &Say,
) -> anyhow::Result<()> {
    let value = serde_json::to_value(output).context("serialising the result")?;
    print!("{}", calc_table(format, gpu, &value, why, say));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_quotes_only_what_needs_it_and_doubles_quotes() {
        assert_eq!(csv_field("A100"), "A100");
        assert_eq!(csv_field("Arc, 155H"), "\"Arc, 155H\"");
        assert_eq!(csv_field("a \"b\""), "\"a \"\"b\"\"\"");
        assert_eq!(csv_field("two\nlines"), "\"two\nlines\"");
    }

    #[test]
    fn markdown_cells_escape_the_column_bar() {
        let out = table(Format::Markdown, &["a|b"], &[vec!["x|y".to_string()]]);
        assert_eq!(out, "| a\\|b |\n| --- |\n| x\\|y |\n");
    }
}
