//! What the page exports as files, all in the browser (a Blob and an `<a download>`, nothing sent anywhere): tables
//! as CSV (RFC 4180) and Markdown, the launch as JSON in `occ batch`'s output shape, named after the GPU and the
//! kernel; the headers in the page's language. The charts' files are `crate::calculator::chart_export`'s. Used by the modules the page loads on demand
//! only (the charts module for the page's results, the tools module for the tools and the comparison), so none of
//! it is in the page's first-visit wasm.

use occ_core::msg::{self, Say};
use wasm_bindgen::JsCast;

use crate::prelude::*;
use crate::state::form::Valid;
use crate::state::input::Form;

/// A table as exported: a header row and rows of cells (the first cell of each row its label), and which cells
/// hold their row's best value (the comparison's highlight; empty rows elsewhere).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Table {
    pub head: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub best: Vec<Vec<bool>>,
}

impl Table {
    /// The header row, then every row.
    pub fn all_rows(&self) -> Vec<Vec<String>> {
        std::iter::once(self.head.clone())
            .chain(self.rows.iter().cloned())
            .collect()
    }
}

/// The header of the results' table as exported (each row a quantity and its value), in `say`'s language.
pub fn results_head(say: &Say) -> Vec<String> {
    vec![
        say.say(msg::page_tools_export_quantity()),
        say.say(msg::page_tools_export_value()),
    ]
}

/// The header of the limiters' table as exported (each limiter, what it allows, whether it binds, why).
pub fn limiters_head(say: &Say) -> Vec<String> {
    [
        msg::page_tools_export_limiter(),
        msg::page_tools_export_allows(),
        msg::page_tools_export_binding(),
        msg::page_tools_export_why(),
    ]
    .map(|m| say.say(m))
    .to_vec()
}

/// Whether a limiter binds, in a cell of the limiters' table.
pub fn yes_no(say: &Say, yes: bool) -> String {
    say.say(if yes {
        msg::page_tools_export_yes()
    } else {
        msg::page_tools_export_no()
    })
}

/// Rows as CSV (RFC 4180): fields separated by commas, records by CRLF, a field with a comma, quote or line break
/// quoted with its quotes doubled.
pub fn csv(rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    for row in rows {
        for (i, field) in row.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            if field.contains([',', '"', '\r', '\n']) {
                out.push('"');
                out.push_str(&field.replace('"', "\"\""));
                out.push('"');
            } else {
                out.push_str(field);
            }
        }
        out.push_str("\r\n");
    }
    out
}

/// Reads CSV as [`csv`] writes it (RFC 4180).
pub fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let (mut row, mut field) = (Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') if chars.peek() == Some(&'\n') => {}
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    rows
}

/// Rows as a Markdown table (the first row its header); `|` in a cell is escaped, line breaks become spaces.
pub fn markdown(rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    let cell = |text: &str| text.replace('|', "\\|").replace(['\r', '\n'], " ");
    for (i, row) in rows.iter().enumerate() {
        out.push('|');
        for field in row {
            out.push(' ');
            out.push_str(&cell(field));
            out.push_str(" |");
        }
        out.push('\n');
        if i == 0 {
            out.push('|');
            out.push_str(&"---|".repeat(row.len()));
            out.push('\n');
        }
    }
    out
}

/// A file's name after the GPU and the kernel: `occ-geforce-rtx-4090-t256-r51[-what].ext`.
pub fn file_name(form: &Form, what: &str, ext: &str) -> String {
    let clean = |text: &str| -> String {
        text.trim()
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '.' {
                    c.to_ascii_lowercase()
                } else {
                    '-'
                }
            })
            .collect()
    };
    let mut name = format!(
        "occ-{}-t{}-r{}",
        clean(&form.gpu),
        clean(&form.threads),
        clean(&form.regs)
    );
    if !what.is_empty() {
        name.push('-');
        name.push_str(&clean(what));
    }
    name.push('.');
    name.push_str(ext);
    name
}

/// The launch's answer as `occ batch` prints it for the same inputs, its line end included: the same occ-core
/// answer (`occ_core::dto::Answer`) serialized the same way.
pub fn batch_json(launch: &Valid) -> Option<String> {
    let answer = launch.launch.answer().ok()?.to_dto().ok()?;
    let mut line = serde_json::to_string(&answer).ok()?;
    line.push('\n');
    Some(line)
}

/// The text of a DOM table's cells, row by row (header rows first): what the page shows, as it shows it. Buttons
/// in a cell and text only for screen readers are left out.
pub fn table_rows(table: &web_sys::Element) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let Ok(trs) = table.query_selector_all("tr") else {
        return rows;
    };
    for i in 0..trs.length() {
        let Some(tr) = trs
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let mut row = Vec::new();
        let cells = tr.children();
        for j in 0..cells.length() {
            if let Some(cell) = cells.item(j) {
                row.push(cell_text(&cell));
            }
        }
        rows.push(row);
    }
    rows
}

fn cell_text(cell: &web_sys::Element) -> String {
    let Ok(copy) = cell.clone_node_with_deep(true) else {
        return String::new();
    };
    if let Some(copy) = copy.dyn_ref::<web_sys::Element>() {
        if let Ok(extra) = copy.query_selector_all("button, .sr-only, .col-actions") {
            for k in 0..extra.length() {
                if let Some(node) = extra.item(k) {
                    if let Some(parent) = node.parent_node() {
                        let _ = parent.remove_child(&node);
                    }
                }
            }
        }
    }
    copy.text_content()
        .unwrap_or_default()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Offers a file for download: a Blob of `text`, saved as `name` by the browser.
pub fn download_text(name: &str, mime: &str, text: &str) -> Result<(), String> {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| "the browser could not make the file".to_string())?;
    download_blob(name, &blob)
}

/// Offers a Blob for download as `name` (an `<a download>` clicked, its object URL revoked a moment later).
pub fn download_blob(name: &str, blob: &web_sys::Blob) -> Result<(), String> {
    let failed = |_| "the browser could not offer the file".to_string();
    let url = web_sys::Url::create_object_url_with_blob(blob).map_err(failed)?;
    let link = document()
        .create_element("a")
        .map_err(failed)?
        .dyn_into::<web_sys::HtmlElement>()
        .map_err(|_| "no link element".to_string())?;
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", name);
    link.click();
    let _ = set_timeout_with_handle(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(10),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use occ_core::msg::Lang;
    use occ_core::terms::Terms;
    use occ_core::Vendor;

    #[test]
    fn the_headers_follow_the_language() {
        let en = Say::english(Vendor::Nvidia);
        assert_eq!(results_head(&en), ["Quantity", "Value"]);
        assert_eq!(limiters_head(&en), ["Limiter", "Allows", "Binding", "Why"]);
        assert_eq!([yes_no(&en, true), yes_no(&en, false)], ["yes", "no"]);
        for vendor in Vendor::ALL {
            let zh = Say::new(Lang::Zh, Terms::Own, vendor);
            assert_eq!(results_head(&zh), ["指标", "值"]);
            assert_eq!(
                limiters_head(&zh),
                ["限制因素", "允许", "是否起限制作用", "原因"]
            );
            assert_eq!([yes_no(&zh, true), yes_no(&zh, false)], ["是", "否"]);
            let rows = vec![
                limiters_head(&zh),
                vec!["寄存器".into(), "3".into(), yes_no(&zh, true), "…".into()],
            ];
            assert_eq!(parse_csv(&csv(&rows)), rows);
            assert!(markdown(&rows).starts_with("| 限制因素 | 允许 | 是否起限制作用 | 原因 |\n"));
        }
    }

    fn rows(cells: &[&[&str]]) -> Vec<Vec<String>> {
        cells
            .iter()
            .map(|r| r.iter().map(|c| c.to_string()).collect())
            .collect()
    }

    #[test]
    fn csv_is_rfc_4180_and_parses_back() {
        let table = rows(&[
            &["Resource", "Per block", "Note"],
            &["Registers", "7,168", "says \"limits\""],
            &["Shared memory", "1 KiB", "two\r\nlines"],
            &["", "", ""],
        ]);
        let text = csv(&table);
        assert_eq!(
            text,
            "Resource,Per block,Note\r\nRegisters,\"7,168\",\"says \"\"limits\"\"\"\r\nShared memory,1 KiB,\"two\r\n\
             lines\"\r\n,,\r\n"
        );
        assert_eq!(parse_csv(&text), table);
    }

    #[test]
    fn markdown_has_a_header_rule_and_escapes_pipes() {
        let table = rows(&[&["a", "b"], &["1|2", "x\ny"]]);
        assert_eq!(markdown(&table), "| a | b |\n|---|---|\n| 1\\|2 | x y |\n");
    }

    #[test]
    fn files_are_named_after_the_gpu_and_the_kernel() {
        let form = Form {
            threads: "256".to_string(),
            ..Form::default()
        };
        assert_eq!(
            file_name(&form, "", "csv"),
            "occ-geforce-rtx-4090-t256-r51.csv"
        );
        assert_eq!(
            file_name(&form, "block size", "png"),
            "occ-geforce-rtx-4090-t256-r51-block-size.png"
        );
    }

    /// The JSON export is what `occ batch` prints for the same launch: the line the CLI reads, answered by the
    /// same occ-core calls the CLI makes (preset, device, kernel and smem DTOs), serialized alike.
    #[test]
    fn the_json_export_is_occ_batch_s_answer() {
        use occ_core::dto::Answer;
        use occ_core::nvidia::dto::{BatchInput, BatchOutput};
        let forms = [
            Form::default(),
            Form {
                gpu: "a100-sxm4-80gb".to_string(),
                threads: "256".to_string(),
                regs: "80".to_string(),
                dynamic_smem: "4096".to_string(),
                ..Form::default()
            },
        ];
        for form in forms {
            let launch = form.launch().unwrap();
            let line = format!(
                "{{\"gpu\": \"{}\", \"kernel\": {{\"threads_per_block\": {}, \"regs_per_thread\": {}, \
                 \"dynamic_smem\": {}}}}}",
                form.gpu, form.threads, form.regs, form.dynamic_smem
            );
            let input: BatchInput = serde_json::from_str(&line).unwrap();
            let preset = occ_core::presets::find(input.gpu.as_deref().unwrap()).unwrap();
            let gpu = preset.device().unwrap().check().unwrap();
            let kernel = input.kernel.to_kernel().unwrap();
            let smem = input.smem.unwrap_or_default().to_config().unwrap();
            let cli = serde_json::to_string(&Answer::Nvidia(
                BatchOutput::evaluate(&gpu, &kernel, &smem).unwrap(),
            ))
            .unwrap()
                + "\n";
            assert_eq!(batch_json(&launch).unwrap(), cli);
            assert!(
                cli.starts_with("{\"vendor\":\"nvidia\",\"active_blocks_per_sm\":"),
                "{cli}"
            );
        }
    }
}
