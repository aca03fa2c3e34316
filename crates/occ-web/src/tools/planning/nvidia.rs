//! NVIDIA's launch planning: the block-size table (`occ_core::nvidia::plan`), the register and shared-memory
//! budget of every occupancy level with the next step that gains a block, and the grid's blocks over the SMs.

use std::fmt::Write as _;

use occ_core::contract::Resource;
use occ_core::msg::{self, Msg, Say};
use occ_core::nvidia::plan::{self, BlockSizeRow, BlockSizeTable, Budget, NextStep};
use occ_core::nvidia::{occupancy, DynamicSmem, Launch};
use occ_core::report::{bytes, thousands};
use occ_core::Vendor;

use super::{basis_points, marked_up, pick_grid, sizes_head, window, GridPlan, Words};
use crate::browser::dom::esc;
use crate::state::form::GridInput;
use crate::state::sweep::{ChartData, Series, Style};

/// The block-size table of a launch and the row of its own block size.
#[derive(Clone, Debug, PartialEq)]
pub struct Sizes {
    pub table: BlockSizeTable,
    /// The launch's block size (it need not be a warp multiple, so it may not be a row of the table).
    pub current: BlockSizeRow,
    /// Dynamic shared memory grows with the block (the `VariableSMem` form).
    pub per_thread: bool,
    pub sm_count: u32,
}

/// Occupancy for every block size; `smem_per_thread` bytes per thread are added to the dynamic shared memory.
pub fn sizes(calc: &Launch, smem_per_thread: u32) -> Option<Sizes> {
    let base = u64::from(calc.kernel.dynamic_smem);
    let dynamic = match smem_per_thread {
        0 => DynamicSmem::Fixed(base),
        per_thread => DynamicSmem::PerThread {
            per_thread: per_thread.into(),
            base,
        },
    };
    let (gpu, kernel, smem) = (&calc.gpu, &calc.kernel, &calc.smem);
    Some(Sizes {
        table: plan::block_size_table(gpu, kernel, smem, dynamic).ok()?,
        current: plan::block_size_row(gpu, kernel, smem, dynamic, kernel.threads_per_block),
        per_thread: smem_per_thread > 0,
        sm_count: gpu.device().sm_count,
    })
}

fn limiter_names(row: &BlockSizeRow, say: &Say) -> String {
    let mut out = String::new();
    for limiter in row.result.limiters() {
        if !out.is_empty() {
            out += ", ";
        }
        out += &say.say(limiter.label());
    }
    if out.is_empty() {
        out += "–";
    }
    out
}

fn list(values: &[u32]) -> String {
    let mut out = String::new();
    for value in values {
        if !out.is_empty() {
            out += ", ";
        }
        out += &thousands((*value).into());
    }
    out
}

/// The best set, the runtime's pick and the table (in a scrolling box: up to 32 rows); `stale` when a planning
/// input is invalid (the panel then shows the last valid ones). Written by `say` in NVIDIA's words or the chosen
/// ones.
pub fn sizes_html(s: &Sizes, stale: bool, say: &Say) -> String {
    let say = say.about(Vendor::Nvidia);
    let text = |m: Msg| esc(&say.say(m));
    let t = &s.table;
    let pick = t.header_pick;
    let mut out = String::with_capacity(8192);
    sizes_head(&mut out, &say, stale);
    if pick.block_size == 0 || t.best.is_empty() {
        let _ = write!(
            out,
            "<p data-testid=\"plan-best\" data-said>{}</p>",
            text(msg::page_tools_plan_none_fits())
        );
    } else {
        let best = marked_up(
            &say,
            |p| msg::page_tools_plan_best(p[0], p[1]),
            &[
                format!("<strong>{}</strong>", esc(&say.percent(t.best_occupancy))),
                format!(
                    "<span data-testid=\"plan-best-sizes\">{}</span>",
                    esc(&list(&t.best))
                ),
            ],
        );
        let picked = marked_up(
            &say,
            |p| msg::page_tools_plan_pick(p[0], p[1], p[2], p[3]),
            &[
                format!(
                    "<strong data-testid=\"plan-pick-size\">{}</strong>",
                    thousands(pick.block_size.into())
                ),
                format!(
                    "<strong data-testid=\"plan-min-grid\">{}</strong>",
                    thousands(pick.min_grid_size)
                ),
                pick.blocks_per_sm.to_string(),
                thousands(s.sm_count.into()),
            ],
        );
        let _ = write!(
            out,
            "<p data-testid=\"plan-best\" data-said>{best}</p><p data-testid=\"plan-pick\" data-said>{picked}</p>"
        );
    }
    let _ = write!(
        out,
        "<div class=\"table-scroll\" tabindex=\"0\" role=\"region\" aria-labelledby=\"plan-sizes-cap\"><table \
         class=\"grid\" data-testid=\"plan-sizes\" data-said><caption id=\"plan-sizes-cap\">{}</caption><thead><tr><th \
         scope=\"col\">{}</th>",
        text(msg::page_tools_plan_sizes_caption()),
        text(msg::page_tools_plan_col_threads()),
    );
    if s.per_thread {
        let _ = write!(
            out,
            "<th scope=\"col\">{}</th>",
            text(msg::page_tools_plan_col_dynamic())
        );
    }
    let _ = write!(
        out,
        "<th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        text(msg::page_tools_plan_col_blocks()),
        text(msg::page_tools_plan_col_occupancy()),
        text(msg::page_tools_plan_col_limited_by()),
    );
    let tag = |m: Msg| format!("<span class=\"tag\">{}</span>", text(m));
    for row in &t.rows {
        let size = row.block_size;
        let best = t.best.contains(&size);
        let mut tags = String::new();
        if best {
            tags.push_str(&tag(msg::page_tools_plan_tag_best()));
        }
        if size == pick.block_size {
            tags.push_str(&tag(msg::page_tools_plan_tag_pick()));
        }
        if size == s.current.block_size {
            tags.push_str(&tag(msg::page_tools_plan_tag_now()));
        }
        let _ = write!(
            out,
            "<tr{} data-size=\"{size}\" data-best=\"{best}\"><th scope=\"row\">{}{tags}</th>",
            if best { " class=\"best\"" } else { "" },
            thousands(size.into())
        );
        if s.per_thread {
            let _ = write!(out, "<td>{}</td>", esc(&bytes(row.dynamic_smem)));
        }
        let r = &row.result;
        let _ = write!(
            out,
            "<td>{}</td><td>{}</td><td>{}</td></tr>",
            r.active_blocks_per_sm,
            esc(&say.percent(r.occupancy())),
            esc(&limiter_names(row, &say))
        );
    }
    out.push_str("</tbody></table></div>");
    out
}

/// Occupancy by block size with the best set and the runtime's pick called out, the current block size marked.
pub fn sizes_chart(s: &Sizes, say: &Say) -> ChartData {
    let say = say.about(Vendor::Nvidia);
    let t = &s.table;
    let point = |row: &BlockSizeRow| (row.block_size, basis_points(row.result.occupancy()));
    let mut series = vec![
        Series {
            label: say.say(msg::page_tools_plan_col_occupancy()),
            points: t.rows.iter().map(point).collect(),
            emphasis: true,
            style: Style::Line,
        },
        Series {
            label: say.say(msg::page_tools_plan_chart_best(
                &say.percent(t.best_occupancy),
            )),
            points: t
                .rows
                .iter()
                .filter(|r| t.best.contains(&r.block_size))
                .map(point)
                .collect(),
            emphasis: false,
            style: Style::Dots,
        },
    ];
    if let Some(row) = t
        .rows
        .iter()
        .find(|r| r.block_size == t.header_pick.block_size)
    {
        series.push(Series {
            label: say.say(msg::page_tools_plan_chart_pick(&row.block_size.to_string())),
            points: vec![point(row)],
            emphasis: false,
            style: Style::Ring,
        });
    }
    let last = t.rows.last().map_or(0, |r| r.block_size);
    ChartData {
        title: say.say(msg::page_tools_plan_chart_sizes()),
        x_label: say.say(msg::chart_x_block_size()),
        y_label: say.say(msg::page_tools_plan_chart_occupancy()),
        x_min: 0,
        x_max: last.max(s.current.block_size).max(1),
        y_max: 10_000,
        y_unit: 100,
        series,
        steps: false,
        current: point(&s.current),
        marks: Vec::new(),
        x_in_kib: false,
    }
}

/// The budget of every occupancy level at the launch's block size, then the next step of each resource, written by
/// `say` in NVIDIA's words or the chosen ones.
pub fn budgets_html(calc: &Launch, say: &Say) -> String {
    let say = say.about(Vendor::Nvidia);
    let text = |m: Msg| esc(&say.say(m));
    let (gpu, kernel, smem) = (&calc.gpu, &calc.kernel, &calc.smem);
    let (Ok(budgets), Ok(steps), Ok(now)) = (
        plan::budgets(gpu, kernel, smem),
        plan::next_steps(gpu, kernel, smem),
        occupancy(gpu, kernel, smem),
    ) else {
        return String::new();
    };
    let threads = kernel.threads_per_block;
    let mut out = String::with_capacity(4096);
    let (size, registers, smem) = (
        thousands(threads.into()),
        kernel.regs_per_thread.to_string(),
        bytes(u64::from(kernel.static_smem) + u64::from(kernel.dynamic_smem)),
    );
    let caption = msg::page_tools_plan_budgets_caption(&size, &registers, &smem);
    let _ = write!(
        out,
        "<h3 data-said>{}</h3><div class=\"table-wrap\" tabindex=\"0\" role=\"region\" aria-labelledby=\"plan-budgets-cap\"><table \
         class=\"grid\" data-testid=\"plan-budgets\" data-said><caption id=\"plan-budgets-cap\">{}</caption><thead><tr><th \
         scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th \
         scope=\"col\">{}</th></tr></thead><tbody>",
        text(msg::page_tools_plan_budgets()),
        text(caption),
        text(msg::page_tools_plan_col_occupancy()),
        text(msg::page_tools_plan_col_blocks()),
        text(msg::page_tools_plan_col_max_registers()),
        text(msg::page_tools_plan_col_max_smem()),
        text(msg::page_tools_plan_col_hints()),
    );
    let now_tag = format!(
        "<span class=\"tag\">{}</span>",
        text(msg::page_tools_plan_tag_now())
    );
    for b in &budgets {
        let current = b.blocks_per_sm == now.active_blocks_per_sm;
        let _ = write!(
            out,
            "<tr{} data-blocks=\"{}\"><th scope=\"row\">{}{}</th><td>{}</td><td>{}</td><td>{}</td><td class=\"hint\"><code translate=\"no\">{}</code>{}\
             </td></tr>",
            if current { " class=\"current\"" } else { "" },
            b.blocks_per_sm,
            esc(&say.percent(b.occupancy)),
            if current { now_tag.as_str() } else { "" },
            b.blocks_per_sm,
            b.max_registers.map_or("–".to_string(), |r| r.to_string()),
            esc(&b.max_smem_per_block.map_or("–".to_string(), bytes)),
            esc(&b.launch_bounds(threads)),
            b.maxrregcount()
                .map_or(String::new(), |flag| {
                    format!(" <code translate=\"no\">{}</code>", esc(&flag))
                })
        );
    }
    let _ = write!(
        out,
        "</tbody></table></div><p class=\"help\" data-said>{}</p><h4 data-said>{}</h4><ul class=\"steps\" \
         data-testid=\"plan-next\" data-said>",
        text(msg::page_tools_plan_budgets_dash()),
        text(msg::report_next_title()),
    );
    if steps.is_empty() {
        let _ = write!(out, "<li>{}</li>", esc(&plan::no_step_line(&now, &say)));
    }
    for s in &steps {
        out.push_str(&step_line(s, &budgets, &say));
    }
    out.push_str("</ul>");
    out
}

fn step_line(s: &NextStep, budgets: &[Budget], say: &Say) -> String {
    use occ_core::nvidia::rules::Limiter;
    // Another block size: its sentence gives the occupancy (the budgets are the current size's).
    if s.resizes() {
        return format!(
            "<li data-limiter=\"{}\">{}</li>",
            s.limiter.name(),
            esc(&s.sentence(say))
        );
    }
    let (current, target) = s.change();
    let what = say.say(match s.limiter {
        Limiter::SharedMemory => msg::plan_step_smem(),
        Limiter::Registers => msg::plan_step_registers(),
        Limiter::Barriers => msg::plan_step_barriers(),
        Limiter::VirtualResources => msg::plan_step_virtual_resources(),
        other => other.label(),
    });
    let step = say.say(msg::plan_step(
        &what,
        &current,
        &target,
        &s.blocks_then.to_string(),
        &s.blocks_now.to_string(),
    ));
    let line = match budgets.iter().find(|b| b.blocks_per_sm == s.blocks_then) {
        Some(b) => say.say(msg::page_tools_plan_step_occupancy(
            &step,
            &say.percent(b.occupancy),
        )),
        None => step,
    };
    format!(
        "<li data-limiter=\"{}\">{}</li>",
        s.limiter.name(),
        esc(&line)
    )
}

/// The grid from the panel's inputs and its waves on the launch's GPU; `say` writes why the grid is too big, if it
/// is.
pub fn grid_plan(calc: &Launch, input: GridInput, say: &Say) -> Option<GridPlan> {
    let result = occupancy(&calc.gpu, &calc.kernel, &calc.smem).ok()?;
    let threads = calc.kernel.threads_per_block;
    let grid_stride = plan::grid_stride_blocks(&calc.gpu, &result);
    let (blocks, source) = pick_grid(input, threads, grid_stride)?;
    let waves = plan::waves(&calc.gpu, &result, blocks);
    let (window, fits) = window(waves.as_ref(), blocks);
    let curve = if fits {
        plan::wave_curve(&calc.gpu, &result, window.0, window.1)
    } else {
        Vec::new()
    };
    Some(GridPlan {
        words: Words::NVIDIA,
        blocks,
        too_big: plan::grid_too_big(&calc.gpu, blocks, &say.about(Vendor::Nvidia)),
        source,
        threads,
        blocks_per_sm: result.active_blocks_per_sm,
        units: calc.gpu.device().sm_count.into(),
        grid_stride,
        waves,
        window,
        curve,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::planning::{waves_chart, waves_html};

    /// The tools' English, in the GPU's own words.
    fn en() -> Say {
        Say::english(Vendor::Nvidia)
    }
    use crate::state::input::Form;

    fn form(gpu: &str, threads: &str, regs: &str) -> Form {
        Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            regs: regs.to_string(),
            ..Form::default()
        }
    }

    fn calc(gpu: &str, threads: &str, regs: &str) -> Launch {
        form(gpu, threads, regs).validate().unwrap()
    }

    #[test]
    fn charts_and_nsight_systems_metrics_are_said_in_the_chosen_words_and_language() {
        use occ_core::msg::Lang;
        use occ_core::terms::Terms;
        let c = calc("a100-sxm4-80gb", "256", "32");
        let g = grid_plan(&c, GridInput::Blocks(46), &en()).unwrap();
        // English in NVIDIA's words, as the page wrote it.
        let chart = waves_chart(&g, &en()).unwrap();
        assert_eq!(chart.title, "Nsight Systems' GPU metrics by grid size");
        assert_eq!(chart.x_label, "Grid size (blocks)");
        assert_eq!(chart.y_label, "Share of SMs or warp slots (%)");
        let legend: Vec<&str> = chart.series.iter().map(|s| s.label.as_str()).collect();
        assert_eq!(
            legend,
            [
                "SM Active",
                "Compute Warps in Flight",
                "Unallocated Warps in Flight"
            ]
        );
        let html = waves_html(&g, &en());
        assert!(
            html.contains(
                "<th scope=\"row\"><span translate=\"no\">Compute Warps in Flight</span></th><td \
                 data-testid=\"nsys-compute\">5.32 %</td>"
            ),
            "{html}"
        );
        // SYCL's words in English: the axes follow, the metrics keep Nsight Systems' names.
        let sycl = Say::english(Vendor::Nvidia).with_terms(Terms::Sycl);
        let chart = waves_chart(&g, &sycl).unwrap();
        assert_eq!(chart.x_label, "Grid size (work-groups)");
        assert_eq!(
            chart.y_label,
            "Share of compute units or sub-group slots (%)"
        );
        assert_eq!(chart.series[0].label, "SM Active");
        let sizes_chart = sizes_chart(&sizes(&c, 0).unwrap(), &sycl);
        assert_eq!(sizes_chart.title, "Occupancy by work-group size");
        // Chinese: the chart's legend says what each metric measures; the table's rows say it around its name.
        let zh = Say::new(Lang::Zh, Terms::Own, Vendor::Nvidia);
        let chart = waves_chart(&g, &zh).unwrap();
        assert_eq!(chart.title, "Nsight Systems 的 GPU 指标随网格大小的变化");
        assert_eq!(chart.y_label, "SM 或线程束槽位的占比（%）");
        assert_eq!(chart.series[0].label, "活跃 SM 占比");
        let html = waves_html(&g, &zh);
        assert!(
            html.contains(
                "<th scope=\"row\">活跃 SM 占比（<span translate=\"no\">SM Active</span>）</th>"
            ),
            "{html}"
        );
        let zh_sycl = zh.with_terms(Terms::Sycl);
        assert_eq!(
            waves_chart(&g, &zh_sycl).unwrap().series[0].label,
            "活跃计算单元占比"
        );
        // Too big a grid is said in the page's language.
        let huge = grid_plan(&c, GridInput::Blocks(1 << 40), &zh).unwrap();
        assert!(
            huge.too_big
                .as_deref()
                .is_some_and(|w| w.contains("gridDim.x 最多")),
            "{huge:?}"
        );
    }

    #[test]
    fn guide_a100_small_grid() {
        // A100: 108 SMs × 64 warps; 256 threads, grid 46: SM Active 42.6 %, Compute 5.3 %, Unallocated 37.3 %.
        let c = calc("a100-sxm4-80gb", "256", "32");
        let g = grid_plan(&c, GridInput::Blocks(46), &en()).unwrap();
        let html = waves_html(&g, &en());
        assert!(
            html.contains("data-testid=\"nsys-sm-active\">42.59 %<"),
            "{html}"
        );
        assert!(
            html.contains("data-testid=\"nsys-compute\">5.32 %<"),
            "{html}"
        );
        assert!(
            html.contains("data-testid=\"nsys-unallocated\">37.27 %<"),
            "{html}"
        );
        assert!(html.contains("data-testid=\"wave-full\">0<"));
        assert!(html.contains("data-testid=\"wave-tail\">46 blocks<"));
        assert!(html.contains("864 blocks = 8 per SM × 108 SMs"), "{html}");
        let chart = waves_chart(&g, &en()).unwrap();
        assert_eq!((chart.x_min, chart.x_max), (0, 2 * 864));
        assert_eq!(chart.current, (46, 4259));
        assert_eq!(chart.marks, vec![(46, 532), (46, 3727)]);
        assert_eq!(chart.series.len(), 3);
        // SM Active rises with the grid until every SM has a block, then holds until the wave is full.
        let active = &chart.series[0].points;
        assert!(active.contains(&(108, 10_000)) && active.contains(&(864, 10_000)));
        assert!(active.contains(&(865, 5_046)), "{active:?}");
    }

    #[test]
    fn guide_grid_from_the_problem_size() {
        // GTX 1080 class (CC 6.1, 20 SMs), 39 registers, 512 threads: 3 blocks per SM → BlockNum 60.
        let c = Form {
            sms: "20".to_string(),
            ..form("cc-6.1", "512", "39")
        }
        .validate()
        .unwrap();
        let g = grid_plan(
            &c,
            GridInput::Items {
                items: 1 << 20,
                per_thread: 4,
            },
            &en(),
        )
        .unwrap();
        assert_eq!(g.blocks, 512);
        assert_eq!(g.grid_stride, 60);
        let w = g.waves.unwrap();
        assert_eq!((w.full_waves, w.tail_blocks), (8, 32));
        let html = waves_html(&g, &en());
        assert!(html.contains("512 blocks = 1,048,576 work items ÷ (512 threads × 4 per thread)"));
        // No grid: the grid-stride grid, one full wave.
        let stride = grid_plan(&c, GridInput::GridStride, &en()).unwrap();
        assert_eq!(stride.blocks, 60);
        assert!(waves_html(&stride, &en()).contains("none: whole waves"));
    }

    #[test]
    fn large_grids_show_the_last_waves_and_warn_past_grid_dim_x() {
        let c = calc("cc-8.9", "128", "51");
        // 1 SM, 9 blocks per wave; 1,000 blocks = 112 waves: the chart shows the last 32.
        let g = grid_plan(&c, GridInput::Blocks(1000), &en()).unwrap();
        let chart = waves_chart(&g, &en()).unwrap();
        assert_eq!((chart.x_min, chart.x_max), (80 * 9, 112 * 9));
        assert!(chart.series[0].points.len() <= 3 * 33 + 2);
        let huge = grid_plan(
            &c,
            GridInput::Items {
                items: 1_000_000_000_000_000,
                per_thread: 1,
            },
            &en(),
        )
        .unwrap();
        assert!(waves_html(&huge, &en()).contains("data-testid=\"wave-too-big\""));
        assert!(waves_chart(&huge, &en()).is_none());
        // gridDim.x is 2³¹ − 1 from CC 3.0 but 65,535 on CC 1.x/2.x.
        assert!(!waves_html(
            &grid_plan(&c, GridInput::Blocks(65_536), &en()).unwrap(),
            &en()
        )
        .contains("wave-too-big"));
        let fermi = calc("cc-2.0", "128", "20");
        assert!(!waves_html(
            &grid_plan(&fermi, GridInput::Blocks(65_535), &en()).unwrap(),
            &en()
        )
        .contains("wave-too-big"));
        let html = waves_html(
            &grid_plan(&fermi, GridInput::Blocks(65_536), &en()).unwrap(),
            &en(),
        );
        assert!(html.contains(
            "65,536 blocks is more than a one-dimensional grid holds (65,535 in gridDim.x)"
        ));
    }

    #[test]
    fn a_kernel_that_fits_nowhere_has_no_waves() {
        let mut c = calc("cc-8.9", "1024", "64");
        c.kernel.regs_per_thread = 255;
        let g = grid_plan(&c, GridInput::Blocks(10), &en()).unwrap();
        assert!(g.waves.is_none());
        assert!(waves_html(&g, &en()).contains("wave-none"));
        assert!(waves_chart(&g, &en()).is_none());
        let s = sizes(&c, 0).unwrap();
        assert!(sizes_html(&s, false, &en()).contains("plan-sizes"));
    }

    #[test]
    fn block_sizes_mark_the_best_set_the_pick_and_the_current_size() {
        let c = calc("geforce-rtx-4090", "128", "51");
        let s = sizes(&c, 0).unwrap();
        let html = sizes_html(&s, false, &en());
        assert!(!html.contains("plan-stale") && sizes_html(&s, true, &en()).contains("plan-stale"));
        assert!(
            html.contains("data-testid=\"plan-pick-size\">576<"),
            "{html}"
        );
        assert!(
            html.contains("data-testid=\"plan-min-grid\">256<"),
            "{html}"
        );
        assert_eq!(html.matches(">pick<").count(), 1);
        assert_eq!(html.matches(">now<").count(), 1);
        assert!(html.contains("<tr class=\"best\" data-size=\"576\" data-best=\"true\">"));
        assert!(html.contains("<tr data-size=\"1024\" data-best=\"false\">"));
        assert!(html.contains("<span class=\"tag\">best</span><span class=\"tag\">now</span>"));
        assert_eq!(
            html.matches("data-best=\"true\"").count(),
            s.table.best.len()
        );
        assert!(!html.contains("Dynamic shared memory"));
        let chart = sizes_chart(&s, &Say::english(occ_core::Vendor::Nvidia));
        assert_eq!(chart.current, (128, 7_500));
        assert_eq!(chart.series[1].points.len(), s.table.best.len());
        assert_eq!(
            chart.series[2].points,
            vec![(576, basis_points(s.table.best_occupancy))]
        );
        // Per-thread shared memory shows its column and moves the table.
        let grown = sizes(&c, 512).unwrap();
        assert!(sizes_html(&grown, false, &en()).contains("<th scope=\"col\">Dynamic smem</th>"));
        assert_ne!(grown.table, s.table);
        // A block size off the warp grid is still marked.
        let odd = sizes(&calc("cc-8.9", "100", "32"), 0).unwrap();
        assert_eq!(odd.current.block_size, 100);
        assert_eq!(
            sizes_chart(&odd, &Say::english(occ_core::Vendor::Nvidia))
                .current
                .0,
            100
        );
    }

    #[test]
    fn budgets_give_the_compiler_flags_and_the_next_step() {
        let html = budgets_html(&calc("cc-8.9", "128", "51"), &en());
        assert!(
            html.contains(
                "<code translate=\"no\">__launch_bounds__(128, 12)</code> <code \
                 translate=\"no\">-maxrregcount=40</code>"
            ),
            "{html}"
        );
        // 12 blocks: 40 registers at most; no amount of shared memory gets there while 51 registers bind.
        assert!(
            html.contains("<td>12</td><td>40</td><td>–</td><td class=\"hint\">"),
            "{html}"
        );
        assert!(
            html.contains("<tr class=\"current\" data-blocks=\"9\">"),
            "{html}"
        );
        assert!(
            html.contains(
                "Registers per thread: 51 → 48 gives 10 blocks per SM instead of 9 (83.33 %)"
            ),
            "{html}"
        );
        assert!(!html.contains("data-limiter=\"shared_memory\""));
    }

    #[test]
    fn both_charts_draw() {
        use plotters::prelude::*;
        let c = calc("a100-sxm4-80gb", "256", "32");
        let charts = [
            sizes_chart(
                &sizes(&c, 0).unwrap(),
                &Say::english(occ_core::Vendor::Nvidia),
            ),
            waves_chart(&grid_plan(&c, GridInput::Blocks(46), &en()).unwrap(), &en()).unwrap(),
        ];
        for data in &charts {
            for dark in [false, true] {
                let mut svg = String::new();
                {
                    let root = SVGBackend::with_string(&mut svg, (640, 300)).into_drawing_area();
                    crate::calculator::chart::draw(
                        &root,
                        data,
                        crate::calculator::chart::Look { scale: 2.0, dark },
                    )
                    .unwrap();
                }
                assert!(svg.contains(&data.x_label) && svg.contains(&data.y_label));
            }
        }
    }
}
