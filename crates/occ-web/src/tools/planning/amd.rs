//! Launch planning on an AMD GPU, what `occ plan` prints for one: occupancy at every work-group size (best and
//! current marked), the next step per resource and the VGPR thresholds of the target at the kernel's wave size.
//! Every figure comes from `occ_core::amd` (`plan`, `report`); the grid's waves are [`grid_plan`]'s.

use std::fmt::Write as _;

use occ_core::amd::plan::{self, SizeRow, SizeTable};
use occ_core::amd::{self, report};
use occ_core::msg::{self, Msg, Say};
use occ_core::report::{bytes, thousands};
use occ_core::Vendor;

use super::{basis_points, pick_grid, window, GridPlan, Words};
use crate::browser::dom::esc;
use crate::state::form::GridInput;
use crate::state::sweep::ChartData;
use occ_core::amd::plan as amd_plan;
use occ_core::amd::Launch;

/// The work-group-size table of an AMD launch and the row of its own size.
#[derive(Clone, Debug, PartialEq)]
pub struct AmdSizes {
    pub table: SizeTable,
    pub size: u32,
    /// The launch's own size (`None` when it cannot launch with the per-work-item LDS added).
    pub current: Option<SizeRow>,
    /// LDS grows with the work-group (the planning panel's per-work-item amount).
    pub per_item: bool,
    /// What a work-group is scheduled onto: CU, or WGP in RDNA's WGP mode.
    pub unit: &'static str,
}

/// Occupancy at every work-group size; `lds_per_item` bytes of LDS per work-item are added to the kernel's.
pub fn sizes(calc: &Launch, lds_per_item: u32) -> AmdSizes {
    let (arch, kernel) = (calc.arch, &calc.kernel);
    AmdSizes {
        table: plan::workgroup_sizes(arch, kernel, lds_per_item),
        size: kernel.workgroup_size,
        current: plan::size_row(arch, kernel, lds_per_item, kernel.workgroup_size),
        per_item: lds_per_item > 0,
        unit: report::unit(arch, kernel),
    }
}

fn limiter_names(row: &SizeRow, say: &Say) -> String {
    let names: Vec<String> = row
        .result
        .limiters()
        .map(|limiter| {
            say.say(match limiter {
                amd::Limiter::Vgprs => msg::limiter_vgprs(),
                amd::Limiter::Sgprs => msg::limiter_sgprs(),
                amd::Limiter::Lds => msg::limiter_smem(),
                amd::Limiter::Workgroups => msg::limiter_slots(),
                amd::Limiter::Waves => msg::limiter_size(),
            })
        })
        .collect();
    if names.is_empty() {
        "–".to_string()
    } else {
        names.join(", ")
    }
}

/// The best sizes and the table (in a scrolling box: up to 32 rows); `stale` when a planning input is invalid
/// (the panel then shows the last valid ones).
pub fn sizes_html(s: &AmdSizes, stale: bool, say: &Say) -> String {
    let say = say.about(Vendor::Amd);
    let text = |m: Msg| esc(&say.say(m));
    let t = &s.table;
    // A CU is the vocabulary's compute unit; a WGP (RDNA's pair of CUs) is AMD's alone.
    let unit = if s.unit == "CU" {
        say.say(msg::compare_unit())
    } else {
        s.unit.to_string()
    };
    let mut out = String::with_capacity(8192);
    super::sizes_head(&mut out, &say, stale);
    let best = t.best_sizes();
    match t.rows.iter().find(|r| t.is_best(r)) {
        Some(row) if t.best_waves_per_simd > 0 => {
            let sizes: Vec<String> = best.iter().map(|b| thousands((*b).into())).collect();
            let waves = t.best_waves_per_simd.to_string();
            let line = super::marked_up(
                &say,
                |p| msg::page_tools_plan_amd_best(p[0], &waves, p[1]),
                &[
                    format!(
                        "<strong>{}</strong>",
                        esc(&say.percent(row.result.occupancy()))
                    ),
                    format!(
                        "<span data-testid=\"plan-best-sizes\">{}</span>",
                        esc(&sizes.join(", "))
                    ),
                ],
            );
            let _ = write!(out, "<p data-testid=\"plan-best\" data-said>{line}</p>");
        }
        _ => {
            let _ = write!(
                out,
                "<p data-testid=\"plan-best\" data-said>{}</p>",
                text(msg::page_tools_plan_none_fits())
            );
        }
    }
    let _ = write!(
        out,
        "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"plan-sizes-cap\"><table \
         class=\"grid\" data-testid=\"plan-sizes\" data-said><caption id=\"plan-sizes-cap\">{}</caption><thead><tr><th \
         scope=\"col\">{}</th>{}<th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th \
         scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        text(msg::page_tools_plan_amd_caption()),
        text(msg::page_tools_plan_col_group_size()),
        if s.per_item {
            format!("<th scope=\"col\">{}</th>", text(msg::page_tools_plan_col_lds()))
        } else {
            String::new()
        },
        text(msg::page_tools_plan_col_waves_simd()),
        text(msg::page_tools_plan_col_groups_unit(&unit)),
        text(msg::page_tools_plan_col_waves_unit(&unit)),
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
        let _ = write!(
            out,
            "<tr{} data-size=\"{}\" data-best=\"{best}\"><th scope=\"row\">{}{tags}</th>",
            if best { " class=\"best\"" } else { "" },
            row.size,
            thousands(row.size.into())
        );
        if s.per_item {
            let _ = write!(out, "<td>{}</td>", esc(&bytes(row.lds_bytes.into())));
        }
        let r = &row.result;
        let _ = write!(
            out,
            "<td data-testid=\"plan-waves-per-simd\">{}</td><td>{}</td><td>{}</td><td \
             data-testid=\"plan-occupancy\">{}</td><td>{}</td></tr>",
            r.waves_per_simd,
            r.workgroups_per_cu,
            r.waves_per_cu,
            esc(&say.percent(r.occupancy())),
            esc(&limiter_names(row, &say))
        );
    }
    out.push_str("</tbody></table></div>");
    if s.per_item {
        let _ = write!(
            out,
            "<p class=\"help\" data-said>{}</p>",
            text(msg::page_tools_plan_lds_left_out())
        );
    }
    out
}

/// Occupancy by work-group size with the best sizes called out and the current size marked.
pub fn sizes_chart(s: &AmdSizes, say: &Say) -> ChartData {
    let t = &s.table;
    let point = |row: &SizeRow| (row.size, basis_points(row.result.occupancy()));
    let best = t
        .rows
        .iter()
        .find(|r| t.is_best(r))
        .map_or(0.0, |r| r.result.occupancy());
    let last = t.rows.last().map_or(0, |r| r.size);
    let say = say.about(Vendor::Amd);
    let best_label = say.say(msg::page_tools_plan_chart_amd_best(
        &say.percent(best),
        &t.best_waves_per_simd.to_string(),
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

/// The next step of each resource, then the VGPR thresholds of the target at the kernel's wave size (the row of
/// the kernel's VGPRs marked): AMD's counterpart of NVIDIA's budgets.
pub fn steps_html(calc: &Launch, say: &Say) -> String {
    let say = say.about(Vendor::Amd);
    let text = |m: Msg| esc(&say.say(m));
    let (arch, kernel) = (calc.arch, &calc.kernel);
    let Ok(result) = amd::occupancy(arch, kernel) else {
        return String::new();
    };
    let Ok(lines) = report::next_step_lines(arch, kernel, &result, &say) else {
        return String::new();
    };
    let mut out = String::with_capacity(2048);
    super::next_step_list(&mut out, &say, &report::next_step_title(&say), &lines);
    let (title, rows) = report::vgpr_threshold_rows(arch, kernel, &say);
    let _ = write!(
        out,
        "</ul><h3 data-said>{}</h3><div class=\"table-wrap\" tabindex=\"0\" role=\"region\" \
         aria-labelledby=\"plan-vgprs-cap\"><table class=\"grid\" data-testid=\"plan-vgpr-thresholds\"><caption \
         id=\"plan-vgprs-cap\">{}</caption><thead data-said><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr>\
         </thead><tbody>",
        text(msg::page_tools_plan_vgprs()),
        esc(&title),
        text(msg::page_tools_plan_col_vgprs()),
        text(msg::page_tools_plan_col_waves_per_simd()),
    );
    let now_tag = format!(
        "<span class=\"tag\">{}</span>",
        text(msg::page_tools_plan_tag_now())
    );
    for (most, waves, this) in rows {
        let _ = write!(
            out,
            "<tr{} data-vgprs=\"{most}\"><th scope=\"row\">{}{}</th><td>{waves}</td></tr>",
            if this { " class=\"current\"" } else { "" },
            thousands(most.into()),
            if this { now_tag.as_str() } else { "" }
        );
    }
    out.push_str("</tbody></table></div>");
    out
}

/// [`super::nvidia::grid_plan`] on an AMD GPU of `known` CUs (one when unknown): work-groups over its CUs (WGPs in RDNA's WGP
/// mode), from `occ_core::amd::plan`.
pub fn grid_plan(
    calc: &occ_core::amd::Launch,
    known: Option<u32>,
    input: GridInput,
    say: &Say,
) -> Option<GridPlan> {
    let (arch, kernel, cus) = (calc.arch, &calc.kernel, known.unwrap_or(1));
    let result = occ_core::amd::occupancy(arch, kernel).ok()?;
    let threads = kernel.workgroup_size;
    let grid_stride = amd_plan::grid_stride_workgroups(arch, kernel, &result, cus);
    let (blocks, source) = pick_grid(input, threads, grid_stride)?;
    let waves = amd_plan::waves(arch, kernel, &result, cus, blocks);
    let (window, fits) = window(waves.as_ref(), blocks);
    let curve = if fits {
        amd_plan::wave_curve(arch, kernel, &result, cus, window.0, window.1)
    } else {
        Vec::new()
    };
    let (unit, units) = amd_plan::units(arch, kernel, cus);
    Some(GridPlan {
        words: Words::amd(unit, known.is_some()),
        blocks,
        too_big: amd_plan::grid_too_big(threads, blocks, say),
        source,
        threads,
        blocks_per_sm: result.workgroups_per_cu,
        units,
        grid_stride,
        waves,
        window,
        curve,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tools' English, in the GPU's own words.
    fn en() -> Say {
        Say::english(Vendor::Amd)
    }
    use crate::state::form::GridInput;
    use crate::state::input::Form;
    use crate::tools::planning::{waves_chart, waves_html};

    fn calc(gpu: &str, threads: &str, vgprs: &str) -> Launch {
        let form = Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            regs: vgprs.to_string(),
            ..Form::default()
        };
        form.validate_amd().0
    }

    #[test]
    fn mi300x_work_group_sizes_as_occ_plan_prints_them() {
        // occ plan --gpu mi300x --threads 256 --vgprs 128: every size 4 waves per SIMD (50 %), VGPRs bind.
        let s = sizes(&calc("instinct-mi300x", "256", "128"), 0);
        let html = sizes_html(&s, false, &en());
        assert!(
            html.contains(
                "<tr class=\"best\" data-size=\"256\" data-best=\"true\"><th scope=\"row\">256<span \
                 class=\"tag\">best</span><span class=\"tag\">now</span></th><td \
                 data-testid=\"plan-waves-per-simd\">4</td><td>4</td><td>16</td><td \
                 data-testid=\"plan-occupancy\">50.00 %</td><td>VGPRs</td></tr>"
            ),
            "{html}"
        );
        assert!(html.contains("Work-groups/CU"), "{html}");
        assert!(html.contains("Best occupancy <strong>50.00 %</strong> (4 waves per SIMD)"));
        assert_eq!(html.matches(">now<").count(), 1);
        assert_eq!(html.matches("<tr").count(), 17);
        assert!(!html.contains("plan-stale") && sizes_html(&s, true, &en()).contains("plan-stale"));
        let chart = sizes_chart(&s, &Say::english(occ_core::Vendor::Amd));
        assert_eq!(chart.current, (256, 5_000));
        assert_eq!(chart.x_max, 1024);
        assert_eq!(chart.series[1].points.len(), 16);
        // LDS per work-item adds its column and drops the sizes that cannot launch.
        let grown = sizes(&calc("instinct-mi300x", "256", "128"), 128);
        let html = sizes_html(&grown, false, &en());
        assert!(html.contains("<th scope=\"col\">LDS</th>"));
        assert!(!html.contains("data-size=\"576\""));
    }

    #[test]
    fn next_steps_and_vgpr_thresholds() {
        let html = steps_html(&calc("instinct-mi300x", "256", "128"), &en());
        assert!(
            html.contains("<li>VGPRs: drop to 96 VGPRs for 5 waves per SIMD (now 4 at 128)</li>"),
            "{html}"
        );
        assert!(html.contains("VGPR thresholds on gfx942 (wave64"), "{html}");
        assert!(
            html.contains(
                "<tr class=\"current\" data-vgprs=\"128\"><th scope=\"row\">128<span class=\"tag\">now</span></th>\
                 <td>4</td></tr>"
            ),
            "{html}"
        );
        assert_eq!(html.matches("class=\"current\"").count(), 1);
    }

    #[test]
    fn work_groups_over_the_cus_in_amd_words() {
        // 304 CUs × 4 work-groups = 1,216 per wave; 2,000 work-groups: 1 full wave and 784 more.
        let c = calc("instinct-mi300x", "256", "128");
        let cus = Some(304);
        let g = grid_plan(&c, cus, GridInput::Blocks(2_000), &en()).unwrap();
        let html = waves_html(&g, &en());
        assert!(
            html.contains("data-testid=\"wave-grid\">2,000 work-groups<"),
            "{html}"
        );
        assert!(
            html.contains("1,216 work-groups = 4 per CU × 304 CUs<"),
            "{html}"
        );
        assert!(html.contains("data-testid=\"wave-tail\">784 work-groups<"));
        assert!(html.contains("<th scope=\"row\">CU Active</th>"));
        assert!(
            !html.contains("Nsight") && !html.contains("block"),
            "{html}"
        );
        let chart = waves_chart(&g, &en()).unwrap();
        assert_eq!(chart.x_label, "Grid size (work-groups)");
        assert_eq!((chart.x_min, chart.x_max), (0, 2 * 1_216));
        assert_eq!(chart.series[0].label, "CU Active");
        // From a problem size: ⌈1,000,000 ÷ 256⌉ work-groups.
        let items = grid_plan(
            &c,
            cus,
            GridInput::Items {
                items: 1_000_000,
                per_thread: 1,
            },
            &en(),
        )
        .unwrap();
        assert_eq!(items.blocks, 3_907);
        // A generic target counts one CU and says so.
        let generic = grid_plan(
            &calc("gfx942", "256", "128"),
            None,
            GridInput::GridStride,
            &en(),
        )
        .unwrap();
        assert!(waves_html(&generic, &en())
            .contains("4 work-groups = 4 per CU × 1 CU (the CU count is unknown"));
        // Past 2³² − 1 work-items the grid cannot be one dimension.
        let huge = grid_plan(&c, cus, GridInput::Blocks(1 << 30), &en()).unwrap();
        assert!(waves_html(&huge, &en()).contains("wave-too-big"));
    }
}
