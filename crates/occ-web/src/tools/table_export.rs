//! The tools' tables and the roofline chart as files: each table a tool shows (planning's block sizes, budgets and
//! waves, the compiler log's kernels, the roofline's peaks) gets CSV and Markdown buttons just before it, put there
//! again whenever a tool rewrites its markup (a `MutationObserver` on `#tools`), and the roofline chart PNG and SVG
//! buttons (the charts of `ChartPanel` have their own). The files hold the cells as shown, the chart as drawn.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::browser::dom;
use crate::calculator::chart_export::download_png;
use crate::persist::export::{csv, download_text, file_name, markdown, table_rows};
use crate::prelude::*;
use crate::state::State;

/// The buttons before one table.
fn buttons(testid: &str) -> String {
    format!(
        "<button type=\"button\" class=\"small\" data-table-export=\"csv\" data-testid=\"{testid}-csv\">CSV</button>\
         <button type=\"button\" class=\"small\" data-table-export=\"md\" data-testid=\"{testid}-md\">Markdown</button>"
    )
}

/// Puts the PNG and SVG buttons under the roofline chart, once.
fn decorate_roofline() {
    let figure = document()
        .query_selector("#tools canvas[data-testid=\"chart-roofline\"]")
        .ok()
        .flatten()
        .and_then(|canvas| canvas.parent_element());
    let Some(figure) = figure else {
        return;
    };
    if figure
        .query_selector(".chart-export")
        .ok()
        .flatten()
        .is_some()
    {
        return;
    }
    if let Ok(bar) = document().create_element("div") {
        bar.set_class_name("chart-export no-print");
        bar.set_inner_html(
            "<button type=\"button\" class=\"small\" data-chart-export=\"png\" data-testid=\"chart-roofline-png\">\
             PNG</button><button type=\"button\" class=\"small\" data-chart-export=\"svg\" \
             data-testid=\"chart-roofline-svg\">SVG</button>",
        );
        let _ = figure.append_child(&bar);
    }
}

/// The roofline chart as SVG, `width` × `height` CSS pixels, drawn by the function that draws it on the canvas.
fn roofline_svg(state: State, (width, height): (u32, u32)) -> Option<String> {
    use crate::calculator::chart::Look;
    use crate::tools::roofline::{chart, RoofPanel};
    use plotters::prelude::{IntoDrawingArea, SVGBackend};
    let launch = state.launch_untracked()?;
    let panel = state
        .good_form
        .with_untracked(|f| RoofPanel::of(launch.choice, &f.roof));
    // Its texts as the page shows them.
    let say = state.form.with_untracked(crate::calculator::say::tools_say);
    let data = chart::RoofChart::of(
        panel.roofline.as_ref()?,
        panel.analysis.as_ref(),
        panel.vendor,
        &say,
    )?;
    let mut out = String::new();
    {
        let root =
            SVGBackend::with_string(&mut out, (width.max(1), height.max(1))).into_drawing_area();
        let look = Look {
            scale: 1.0,
            dark: state.dark.get_untracked(),
        };
        chart::draw(&root, &data, look).ok()?;
    }
    Some(out)
}

/// Puts the buttons before every table of the tools that has none (the comparison has its own).
fn decorate() {
    decorate_roofline();
    let Ok(tables) = document().query_selector_all("#tools table[data-testid]:not(.compare-table)")
    else {
        return;
    };
    for i in 0..tables.length() {
        let Some(table) = tables
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let decorated = table
            .previous_element_sibling()
            .is_some_and(|e| e.class_name().contains("table-export"));
        if decorated {
            continue;
        }
        let testid = table.get_attribute("data-testid").unwrap_or_default();
        if let Ok(bar) = document().create_element("div") {
            bar.set_class_name("row table-export no-print");
            let _ = bar.set_attribute("data-for", &testid);
            bar.set_inner_html(&buttons(&testid));
            if let Some(parent) = table.parent_node() {
                let _ = parent.insert_before(&bar, Some(&table));
            }
        }
    }
}

/// Starts the buttons (once per module) and their downloads, named after the launch of `state`.
pub fn start(state: State) {
    thread_local! {
        static STARTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if STARTED.with(|s| s.replace(true)) {
        return;
    }
    let Some(tools) = document().get_element_by_id("tools") else {
        return;
    };
    decorate();
    let observer = Closure::<dyn Fn()>::new(decorate);
    if let Ok(watch) = web_sys::MutationObserver::new(observer.as_ref().unchecked_ref()) {
        let options = web_sys::MutationObserverInit::new();
        options.set_child_list(true);
        options.set_subtree(true);
        let _ = watch.observe_with_options(&tools, &options);
    }
    // Watches for as long as the page lives.
    observer.forget();
    dom::listen(
        "tools",
        &["click"],
        Box::new(move |ev| {
            if let Some((button, kind)) = dom::target_data(ev, "data-chart-export") {
                let canvas = button
                    .parent_element()
                    .and_then(|bar| bar.parent_element())
                    .and_then(|figure| figure.query_selector("canvas").ok().flatten())
                    .and_then(|c| c.dyn_into::<web_sys::HtmlCanvasElement>().ok());
                let Some(canvas) = canvas else {
                    return;
                };
                let form = state.good_form.get_untracked();
                let _ = if kind == "png" {
                    download_png(&canvas, &file_name(&form, "roofline", "png"))
                } else {
                    let size = (
                        u32::try_from(canvas.client_width()).unwrap_or(0),
                        u32::try_from(canvas.client_height()).unwrap_or(0),
                    );
                    match roofline_svg(state, size) {
                        Some(svg) => download_text(
                            &file_name(&form, "roofline", "svg"),
                            "image/svg+xml",
                            &svg,
                        ),
                        None => Ok(()),
                    }
                };
                return;
            }
            let Some((button, kind)) = dom::target_data(ev, "data-table-export") else {
                return;
            };
            let Some(table) = button
                .parent_element()
                .and_then(|bar| bar.next_element_sibling())
            else {
                return;
            };
            let testid = table.get_attribute("data-testid").unwrap_or_default();
            let rows = table_rows(&table);
            let form = state.good_form.get_untracked();
            let _ = if kind == "md" {
                download_text(
                    &file_name(&form, &testid, "md"),
                    "text/markdown",
                    &markdown(&rows),
                )
            } else {
                download_text(&file_name(&form, &testid, "csv"), "text/csv", &csv(&rows))
            };
        }),
    );
}
