//! Launch planning on an Intel GPU, what `occ plan` prints for one: occupancy at the work-group sizes that matter
//! for the kernel's sub-group size (best and current marked) and the next step per resource, in Intel's words
//! (work-group, sub-group, hardware thread, Xe-core, SLM). Every figure comes from `occ_core::intel` (`plan`,
//! `report`).

use std::fmt::Write as _;

use occ_core::intel::plan::{self, SizeRow, SizeTable};
use occ_core::intel::{self, report};
use occ_core::msg::{self, Msg, Say};
use occ_core::report::thousands;
use occ_core::Vendor;

use super::basis_points;
use crate::browser::dom::esc;
use crate::state::sweep::ChartData;
use occ_core::intel::Launch;

/// The work-group-size table of an Intel launch and the row of its own size.
#[derive(Clone, Debug, PartialEq)]
pub struct IntelSizes {
    pub table: SizeTable,
    pub size: u32,
    pub sub_group: u32,
    /// The launch's own size (`None` when it cannot launch).
    pub current: Option<SizeRow>,
}

/// Occupancy at the work-group sizes worth a row for the launch's sub-group size.
pub fn sizes(calc: &Launch) -> IntelSizes {
    let (arch, kernel) = (calc.arch, &calc.kernel);
    IntelSizes {
        table: plan::workgroup_sizes(arch, kernel),
        size: kernel.workgroup_size,
        sub_group: kernel.sub_group_size,
        current: plan::size_row(arch, kernel, kernel.workgroup_size),
    }
}

fn limiter_names(row: &SizeRow, say: &Say) -> String {
    let names: Vec<String> = row
        .result
        .limiters()
        .map(|limiter| {
            say.say(match limiter {
                intel::Limiter::Threads => msg::limiter_hw_threads(),
                intel::Limiter::Slm => msg::limiter_smem(),
                intel::Limiter::Workgroups => msg::limiter_slots(),
                intel::Limiter::Barriers => msg::limiter_barrier_registers(),
            })
        })
        .collect();
    if names.is_empty() {
        "–".to_string()
    } else {
        names.join(", ")
    }
}

/// The best sizes and the table (in a scrolling box); `stale` when a planning input is invalid (the panel then
/// shows the last valid ones).
pub fn sizes_html(s: &IntelSizes, stale: bool, say: &Say) -> String {
    let say = say.about(Vendor::Intel);
    let text = |m: Msg| esc(&say.say(m));
    let t = &s.table;
    let sub_group = s.sub_group.to_string();
    let mut out = String::with_capacity(8192);
    super::sizes_head(&mut out, &say, stale);
    if t.best_resident_threads > 0 {
        let sizes: Vec<String> = t
            .best_sizes()
            .iter()
            .map(|b| thousands((*b).into()))
            .collect();
        let threads = t.best_resident_threads.to_string();
        let line = super::marked_up(
            &say,
            |p| msg::page_tools_plan_intel_best(p[0], &threads, p[1], &sub_group),
            &[
                format!("<strong>{}</strong>", esc(&say.percent(t.best_occupancy()))),
                format!(
                    "<span data-testid=\"plan-best-sizes\">{}</span>",
                    esc(&sizes.join(", "))
                ),
            ],
        );
        let _ = write!(out, "<p data-testid=\"plan-best\" data-said>{line}</p>");
    } else {
        let _ = write!(
            out,
            "<p data-testid=\"plan-best\" data-said>{}</p>",
            text(msg::page_tools_plan_none_fits())
        );
    }
    let _ = write!(
        out,
        "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"plan-sizes-cap\"><table \
         class=\"grid\" data-testid=\"plan-sizes\" data-said><caption id=\"plan-sizes-cap\">{}</caption><thead><tr><th \
         scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th \
         scope=\"col\">{}</th></tr></thead><tbody>",
        text(msg::page_tools_plan_intel_caption(&sub_group)),
        text(msg::page_tools_plan_col_group_size()),
        text(msg::page_tools_plan_col_hw_per_group()),
        text(msg::page_tools_plan_col_groups_per_unit()),
        text(msg::page_tools_plan_col_occupancy()),
        text(msg::page_tools_plan_col_limited_by()),
    );
    let tag = |m: Msg| format!("<span class=\"tag\">{}</span>", text(m));
    for row in &t.rows {
        let best = t.is_best(row);
        let mut tags = String::new();
        if best {
            tags.push_str(&tag(msg::page_tools_plan_tag_best()));
        }
        if row.size == s.size {
            tags.push_str(&tag(msg::page_tools_plan_tag_now()));
        }
        let r = &row.result;
        let _ = write!(
            out,
            "<tr{} data-size=\"{}\" data-best=\"{best}\"><th scope=\"row\">{}{tags}</th><td>{}</td><td>{}</td><td \
             data-testid=\"plan-occupancy\">{}</td><td>{}</td></tr>",
            if best { " class=\"best\"" } else { "" },
            row.size,
            thousands(row.size.into()),
            r.threads_per_workgroup,
            r.workgroups_per_xe_core,
            esc(&say.percent(r.occupancy())),
            esc(&limiter_names(row, &say))
        );
    }
    out.push_str("</tbody></table></div>");
    out
}

/// Occupancy by work-group size with the best sizes called out and the current size marked.
pub fn sizes_chart(s: &IntelSizes, say: &Say) -> ChartData {
    let t = &s.table;
    let point = |row: &SizeRow| (row.size, basis_points(row.result.occupancy()));
    let last = t.rows.last().map_or(0, |r| r.size);
    let say = say.about(Vendor::Intel);
    let best_label = say.say(msg::page_tools_plan_chart_intel_best(
        &say.percent(t.best_occupancy()),
        &t.best_resident_threads.to_string(),
    ));
    super::work_group_size_chart(
        &say,
        t.rows.iter().map(point).collect(),
        t.rows.iter().filter(|r| t.is_best(r)).map(point).collect(),
        best_label,
        last.max(s.size).max(1),
        s.current.as_ref().map_or((s.size, 0), point),
    )
}

/// The next step of each resource: what to lower for one more work-group per Xe-core.
pub fn steps_html(calc: &Launch, say: &Say) -> String {
    let say = say.about(Vendor::Intel);
    let (arch, kernel) = (calc.arch, &calc.kernel);
    let Ok(result) = intel::occupancy(arch, kernel) else {
        return String::new();
    };
    let Ok(lines) = report::next_step_lines(arch, kernel, &result, &say) else {
        return String::new();
    };
    let mut out = String::with_capacity(1024);
    super::next_step_list(&mut out, &say, &report::next_step_title(&say), &lines);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tools' English, in the GPU's own words.
    fn en() -> Say {
        Say::english(Vendor::Intel)
    }
    use crate::state::input::Form;
    use occ_core::report::percent;

    fn calc(gpu: &str, threads: &str, sub_group: &str, slm: &str) -> Launch {
        let form = Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            sub_group: sub_group.to_string(),
            dynamic_smem: slm.to_string(),
            ..Form::default()
        };
        form.validate_intel().0
    }

    #[test]
    fn b580_work_group_sizes_as_occ_plan_prints_them() {
        let c = calc("arc-b580", "256", "16", "0");
        let own = intel::occupancy(c.arch, &c.kernel).unwrap();
        let s = sizes(&c);
        let html = sizes_html(&s, false, &en());
        let row = format!(
            "data-size=\"256\" data-best=\"true\"><th scope=\"row\">256<span class=\"tag\">best</span><span \
             class=\"tag\">now</span></th><td>{}</td><td>{}</td><td data-testid=\"plan-occupancy\">{}</td>",
            own.threads_per_workgroup,
            own.workgroups_per_xe_core,
            percent(own.occupancy())
        );
        assert!(html.contains(&row), "{html}");
        assert!(html.contains("Work-groups/Xe-core") && html.contains("sub-groups of 16"));
        assert_eq!(html.matches(">now<").count(), 1);
        assert_eq!(html.matches("<tr").count(), s.table.rows.len() + 1);
        assert!(!html.contains("block") && !html.contains("warp"), "{html}");
        assert!(!html.contains("plan-stale") && sizes_html(&s, true, &en()).contains("plan-stale"));
        let chart = sizes_chart(&s, &Say::english(occ_core::Vendor::Intel));
        assert_eq!(chart.current, (256, basis_points(own.occupancy())));
        assert_eq!(chart.series[0].points.len(), s.table.rows.len());
    }

    #[test]
    fn slm_bound_next_step() {
        // 40 KiB of SLM per work-group of 256 on Xe-HPC: SLM binds, and the next step names the smaller allocation that raises the occupancy.
        let c = calc("data-center-gpu-max-1550", "256", "16", "40K");
        let html = steps_html(&c, &en());
        assert!(html.contains("<li>SLM: "), "{html}");
        assert!(html.contains("Xe-core"), "{html}");
        let s = sizes(&c);
        let row = s.current.unwrap();
        assert!(row.result.limiters().any(|l| l == intel::Limiter::Slm));
        assert!(
            sizes_html(&s, false, &en()).contains("<td>SLM</td>")
                || sizes_html(&s, false, &en()).contains("SLM, ")
        );
    }
}
