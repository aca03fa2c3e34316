//! Markup for the parts of the page that are rebuilt whole on every change (result tables, the GPU list, legends,
//! saved configs). Built as escaped HTML text and set with `inner_html`: it is far smaller in wasm than one typed
//! view per row, and just as fast to update. Events on these parts are delegated to their container and read
//! `data-*` attributes. Every text of the page's own is a message said in the page's language and words
//! ([`crate::state::State::say`]); the elements holding them carry `data-said`, which the tests read to tell the
//! page's own texts from people's names and GPUs' titles. The rows occ-core's reports word (occupancy data, physical limits, warnings, next steps)
//! are shown as occ-core writes them.

mod amd;
mod intel;
mod nvidia;

use std::fmt::{self, Write as _};

use occ_core::msg::{self, Msg, Say};
use occ_core::report::Row;
use occ_core::terms::Words;
use occ_core::Answer;

use crate::browser::dom::esc;
use crate::state::citations::Citations;
use crate::state::form::Valid;
use crate::state::outcome::{self, FactRow};

/// Writes `message`, said by `say`, into `out` escaped (through the text and the escaping every other part of the page
/// uses: one copy of each in the wasm).
pub fn said(out: &mut String, say: &Say, message: Msg) {
    out.push_str(&esc(&say.say(message)));
}

/// Writes `<tag data-said>message</tag>` (`tag` may carry attributes).
fn said_in(out: &mut String, say: &Say, tag: &str, message: Msg) {
    let _ = write!(out, "<{tag} data-said>");
    said(out, say, message);
    let name = tag.split(' ').next().unwrap_or(tag);
    let _ = write!(out, "</{name}>");
}

/// AMD's SIMD (`many`: its plural) in the chosen words: CUDA's keep "SIMD", having no word of their own for it.
fn simd(say: &Say, many: bool) -> String {
    say.say(match (say.words(), many) {
        (Words::Cuda, false) => msg::page_cuda_simd(),
        (Words::Cuda, true) => msg::page_cuda_simds(),
        (_, false) => msg::page_simd(),
        (_, true) => msg::page_simds(),
    })
}

/// A table's header row of said cells.
fn head_row(out: &mut String, say: &Say, cells: &[Msg]) {
    out.push_str("<thead data-said><tr>");
    for cell in cells {
        out.push_str("<th scope=\"col\">");
        said(out, say, *cell);
        out.push_str("</th>");
    }
    out.push_str("</tr></thead><tbody>");
}

/// The headline numbers of a launch, in its vendor's terms (the summary's and the embed view's).
pub fn headline_html(answer: &Answer, say: &Say) -> String {
    let mut out = String::with_capacity(1024);
    let binding = &outcome::binding(answer, say);
    match answer {
        Answer::Nvidia(_, r) => nvidia::headline(&mut out, r, binding, say),
        Answer::Amd(l, r) => amd::headline(&mut out, l, r, binding, say),
        Answer::Intel(_, r) => intel::headline(&mut out, r, binding, say),
    }
    out
}

/// The result panels of an answer, each in its vendor's terms: the summary (`stale`: the inputs now hold an error,
/// the results are the last valid launch's), the tables, the limiters and the physical limits with the product's
/// facts.
pub fn results(
    v: &Valid,
    answer: &Answer,
    stale: bool,
    citations: &Citations,
    say: &Say,
) -> [String; 4] {
    let binding = &outcome::binding(answer, say);
    let warnings = &outcome::warnings(v, answer, say);
    let title = &outcome::title(v, say);
    let facts = &outcome::facts(&v.choice, say);
    match answer {
        Answer::Nvidia(l, r) => [
            nvidia::summary(r, title, binding, warnings, stale, say),
            nvidia::tables(v, l, r, say),
            nvidia::limiters(l, r, say),
            nvidia::physical(l, facts, citations, say),
        ],
        Answer::Amd(l, r) => {
            let kernel = &outcome::kernel_line(v, answer, say);
            [
                amd::summary(l, r, (title, kernel), binding, warnings, stale, say),
                amd::tables(l, r, say),
                amd::limiters(l, r, say),
                amd::physical(v, l, r, facts, citations, say),
            ]
        }
        Answer::Intel(l, r) => {
            let kernel = &outcome::kernel_line(v, answer, say);
            [
                intel::summary(l, r, (title, kernel), binding, warnings, stale, say),
                intel::tables(v, l, r, say),
                intel::limiters(l, r, say),
                intel::physical(v, l, facts, citations, say),
            ]
        }
    }
}

/// Labelled rows of occ-core's reports (every vendor's `report::Row`) as a table.
fn kv(out: &mut String, rows: &[Row], testid: &str) {
    let _ = write!(
        out,
        "<table class=\"kv\" data-testid=\"{testid}\" data-said><tbody>"
    );
    for r in rows {
        let _ = write!(
            out,
            "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
            esc(&r.label),
            esc(&r.value)
        );
    }
    out.push_str("</tbody></table>");
}

/// One figure of a headline: its said term and its value's markup.
fn figure(out: &mut String, say: &Say, class: &str, term: Msg, value: fmt::Arguments) {
    let _ = write!(out, "<div{class}><dt>");
    said(out, say, term);
    let _ = write!(out, "</dt><dd{value}</dd></div>");
}

/// A value "n of m" of a headline, `testid` on n.
fn of(say: &Say, testid: &str, n: u32, max: u32) -> String {
    let mut out = format!("><span data-testid=\"{testid}\">{n}</span><span class=\"of\"> ");
    said(&mut out, say, msg::page_of(&max.to_string()));
    out.push_str("</span>");
    out
}

/// A headline: `occupancy` (the big figure's term and the fraction), two more figures, and the binding limiters.
fn key_figures(
    out: &mut String,
    say: &Say,
    occupancy: (Msg, f64),
    second: (Msg, String),
    third: (Msg, String),
    binding: &str,
) {
    out.push_str("<dl class=\"headline\" data-said>");
    figure(
        out,
        say,
        " class=\"big\"",
        occupancy.0,
        format_args!(
            " data-testid=\"occupancy\" elementtiming=\"occupancy\">{}",
            esc(&say.percent(occupancy.1))
        ),
    );
    figure(out, say, "", second.0, format_args!("{}", second.1));
    figure(out, say, "", third.0, format_args!("{}", third.1));
    figure(
        out,
        say,
        "",
        msg::page_limited_by(),
        format_args!(" data-testid=\"binding-limiters\">{}", esc(binding)),
    );
    out.push_str("</dl>");
}

/// The stale note, the title and (AMD's, Intel's) the kernel line of a summary.
fn summary_head(out: &mut String, say: &Say, stale: bool, title: &str, kernel: Option<&str>) {
    if stale {
        out.push_str("<p class=\"stale-note\" data-testid=\"stale\" data-said>");
        said(out, say, msg::page_stale());
        out.push_str("</p>");
    }
    let _ = write!(
        out,
        "<p class=\"title\" data-testid=\"results-title\" data-said>{}</p>",
        esc(title)
    );
    if let Some(kernel) = kernel {
        let _ = write!(
            out,
            "<p class=\"help\" data-testid=\"results-kernel\" data-said>{}</p>",
            esc(kernel)
        );
    }
}

/// The formula under a headline, then the warnings.
fn summary_tail(
    out: &mut String,
    say: &Say,
    formula: Msg,
    note: Option<&str>,
    warnings: &[String],
) {
    said_in(out, say, "p class=\"formula\"", formula);
    if let Some(note) = note {
        let _ = write!(
            out,
            "<p class=\"help\" data-testid=\"grf-note\">{}</p>",
            esc(note)
        );
    }
    if !warnings.is_empty() {
        out.push_str("<ul class=\"warnings\" data-testid=\"warnings\" data-said>");
        for w in warnings {
            let _ = write!(out, "<li>{}</li>", esc(w));
        }
        out.push_str("</ul>");
    }
}

/// `none` or the number.
fn count_or_none(out: &mut String, say: &Say, count: Option<u32>) {
    match count {
        Some(n) => {
            let _ = write!(out, "{n}");
        }
        None => said(out, say, msg::report_no_limit()),
    }
}

/// One limiter of any vendor as the results list it: what it allows (blocks, waves per SIMD, work-groups per
/// Xe-core) and the sentence of why.
struct LimiterItem<'a> {
    name: &'static str,
    label: Msg<'static>,
    allows: String,
    binding: bool,
    why: &'a str,
}

/// What a limiter allows: `count` of what `counted` says, or no limit.
fn allows(say: &Say, count: Option<u32>, counted: fn(u64) -> Msg<'static>) -> String {
    say.say(count.map_or_else(msg::report_no_limit, |n| counted(n.into())))
}

/// Every limiter with its sentence of why; the binding ones marked.
fn limiter_list<'a>(say: &Say, items: impl Iterator<Item = LimiterItem<'a>>) -> String {
    let mut out = String::with_capacity(2048);
    said_in(&mut out, say, "h3", msg::page_limiters());
    out.push_str("<ul class=\"limiters\">");
    for l in items {
        let _ = write!(
            out,
            "<li class=\"{}\" data-testid=\"limiter-{}\" data-binding=\"{}\"><span class=\"name\" data-said>",
            if l.binding { "binding" } else { "" },
            l.name,
            l.binding,
        );
        said(&mut out, say, l.label);
        let _ = write!(
            out,
            "</span><span class=\"blocks\" data-said>{}</span>",
            esc(&l.allows)
        );
        if l.binding {
            said_in(&mut out, say, "span class=\"tag\"", msg::page_limits_tag());
        }
        let _ = write!(
            out,
            "<span class=\"why\" data-said>{}</span></li>",
            esc(l.why)
        );
    }
    out.push_str("</ul>");
    out
}

/// A GPU's physical limits (`rows`, written by `write_rows`) and the product's facts; `no_facts` says what a
/// generic device lacks.
fn physical_html(
    say: &Say,
    write_rows: impl FnOnce(&mut String),
    facts: &[FactRow],
    citations: &Citations,
    no_facts: Msg,
) -> String {
    let mut out = String::with_capacity(4096);
    said_in(&mut out, say, "h3", msg::page_physical());
    out.push_str("<div class=\"cols\"><div>");
    write_rows(&mut out);
    out.push_str("</div><div>");
    facts_html(&mut out, say, facts, citations, no_facts);
    out.push_str("</div></div>");
    out
}

/// The product's facts, each with its source as a tooltip; a generic device's note otherwise.
fn facts_html(out: &mut String, say: &Say, facts: &[FactRow], citations: &Citations, none: Msg) {
    if !facts.is_empty() {
        out.push_str("<table class=\"kv\" data-testid=\"facts\" data-said><caption>");
        said(out, say, msg::page_facts());
        out.push_str("</caption><tbody>");
        for f in facts {
            let citation = citations.title(f.cite, say);
            let _ = write!(
                out,
                "<tr><th scope=\"row\">{}</th><td><span class=\"fact{}\" tabindex=\"0\" title=\"{}\" \
                 data-testid=\"fact-{}\">{}</span>",
                esc(&f.label),
                if f.unconfirmed { " unconfirmed" } else { "" },
                esc(&citation),
                f.id,
                esc(&f.value),
            );
            if f.unconfirmed {
                out.push_str("<span class=\"tag warn\">");
                said(out, say, msg::page_unconfirmed());
                out.push_str("</span>");
            }
            out.push_str("</td></tr>");
        }
        out.push_str("</tbody></table>");
    } else {
        said_in(out, say, "p class=\"help\"", none);
    }
}

/// The occupancy data and next steps of an AMD or Intel launch.
fn data_and_steps(
    out: &mut String,
    say: &Say,
    data: &[occ_core::amd::report::Row],
    steps: &[String],
) {
    out.push_str("<div class=\"cols\"><section>");
    said_in(out, say, "h3", msg::page_occupancy_data());
    kv(out, data, "occupancy-data");
    said_in(out, say, "h3", msg::page_next_step());
    out.push_str("<ul class=\"steps\" data-testid=\"next-step\" data-said>");
    for step in steps {
        let _ = write!(out, "<li>{}</li>", esc(step));
    }
    out.push_str("</ul>");
}

/// The allocated resources of an AMD or Intel launch under `headings`: rows of (binds, limiter's name, used,
/// available, what it allows).
fn allocated_html<'a>(
    out: &mut String,
    say: &Say,
    headings: &[Msg],
    rows: impl Iterator<Item = (bool, Msg<'static>, &'a str, &'a str, Option<u32>)>,
) {
    out.push_str("</section><section>");
    said_in(out, say, "h3", msg::page_allocated());
    out.push_str("<table class=\"grid\" data-testid=\"allocated\" data-said>");
    head_row(out, say, headings);
    for (binding, name, used, available, count) in rows {
        let _ = write!(
            out,
            "<tr{}><th scope=\"row\" data-said>",
            if binding { " class=\"binding\"" } else { "" }
        );
        said(out, say, name);
        let _ = write!(
            out,
            "</th><td>{}</td><td>{}</td><td data-said>",
            esc(used),
            esc(available)
        );
        count_or_none(out, say, count);
        out.push_str("</td></tr>");
    }
    out.push_str("</tbody></table></section></div>");
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;
    use occ_core::msg::Lang;
    use occ_core::terms::Terms;
    use occ_core::Vendor;

    /// Every result section of a form's launch, as the page's results panel shows them, in English.
    fn results_of(form: &Form, stale: bool) -> String {
        let v = form.launch().unwrap();
        let say = &Say::page_english(v.vendor());
        let answer = v.launch.answer().unwrap();
        results(&v, &answer, stale, &Citations::NotAsked, say).concat()
    }

    #[test]
    fn results_carry_the_test_ids() {
        let html = results_of(&Form::default(), false);
        assert!(html.contains("data-testid=\"occupancy\" elementtiming=\"occupancy\">75.00 %<"));
        assert!(html.contains("data-testid=\"active-blocks\">9<"));
        assert!(html.contains("data-testid=\"active-warps\">36<"));
        assert!(html.contains("data-testid=\"limiter-registers\" data-binding=\"true\""));
        assert!(html.contains("data-testid=\"limiter-warps\" data-binding=\"false\""));
        assert!(html.contains("data-testid=\"fact-memory-bandwidth\""));
        assert!(!html.contains("stale"));
        assert!(results_of(&Form::default(), true).contains("data-testid=\"stale\""));
    }

    #[test]
    fn intel_results_carry_the_test_ids_and_intel_s_words() {
        let form = Form {
            gpu: "data-center-gpu-max-1550".to_string(),
            threads: "1024".to_string(),
            sub_group: "32".to_string(),
            large_grf: true,
            global_size: "1048576".to_string(),
            ..Form::default()
        };
        let html = results_of(&form, false);
        assert!(html.contains("data-testid=\"occupancy\" elementtiming=\"occupancy\">50.00 %<"));
        assert!(html.contains("data-testid=\"active-blocks\">1<"));
        assert!(html.contains("data-testid=\"hw-threads\">32<"));
        assert!(html.contains("data-testid=\"grf-note\""));
        assert!(html.contains("50.00 %"));
        assert!(html.contains("GPU occupancy (global size 1,048,576 work-items)"));
        assert!(html.contains("data-testid=\"gpu-occupancy\""));
        assert!(html.contains("<th scope=\"col\">Per work-group</th>"));
        assert!(html.contains("data-testid=\"limiter-threads\" data-binding=\"true\""));
        assert!(html.contains("data-testid=\"fact-xves\""), "{html}");
    }

    /// A launch of each vendor, on a product (with its facts) and on a generic target, binding several limiters.
    fn launches() -> Vec<Valid> {
        let forms = [
            Form::default(),
            Form {
                gpu: "cc-8.9".to_string(),
                threads: "1024".to_string(),
                static_smem: "40K".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "instinct-mi300x".to_string(),
                threads: "256".to_string(),
                regs: "128".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "gfx1100".to_string(),
                threads: "1024".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "arc-b580".to_string(),
                threads: "256".to_string(),
                sub_group: "16".to_string(),
                global_size: "1048576".to_string(),
                ..Form::default()
            },
            Form {
                gpu: "data-center-gpu-max-1550".to_string(),
                threads: "1024".to_string(),
                sub_group: "32".to_string(),
                large_grf: true,
                ..Form::default()
            },
        ];
        forms.iter().map(|f| f.launch().unwrap()).collect()
    }

    /// Every result section of `launch`, said by `say`, as the results panel and the embed view show them.
    fn said_results(launch: &Valid, say: &Say) -> String {
        let answer = launch.launch.answer().unwrap();
        let mut html = headline_html(&answer, say);
        html += &results(launch, &answer, true, &Citations::NotAsked, say).concat();
        html
    }

    /// The text inside elements marked `data-said` (tags dropped, entities as written), one piece per text run.
    fn said_texts(html: &str) -> Vec<String> {
        let mut texts = Vec::new();
        // The open elements' names and whether each is (inside) a said element.
        let mut open: Vec<(String, bool)> = Vec::new();
        let mut rest = html;
        while let Some(lt) = rest.find('<') {
            let inside = open.last().is_some_and(|(_, said)| *said);
            if inside && !rest[..lt].trim().is_empty() {
                texts.push(rest[..lt].to_string());
            }
            let gt = lt + rest[lt..].find('>').unwrap();
            let tag = &rest[lt + 1..gt];
            if let Some(name) = tag.strip_prefix('/') {
                let at = open.iter().rposition(|(n, _)| n == name).unwrap();
                open.truncate(at);
            } else {
                let name = tag.split(' ').next().unwrap().to_string();
                open.push((name, inside || tag.contains("data-said")));
            }
            rest = &rest[gt + 1..];
        }
        texts
    }

    /// English words in `text`: runs of two or more ASCII letters, except product, API and unit names.
    fn english_words(text: &str) -> Vec<String> {
        const ALLOWED: [&str; 37] = [
            "SM",
            "Intel",
            "NVIDIA",
            "AMD",
            "GPU",
            "AGPR",
            "CU",
            "WGP",
            "SIMD",
            "LDS",
            "SLM",
            "XVE",
            "Xe",
            "VGPR",
            "SGPR",
            "CC",
            "FP",
            "Tensor",
            "GB",
            "MHz",
            "KiB",
            "GiB",
            "TFLOPS",
            "cudaFuncAttributePreferredSharedMemoryCarveout",
            "GeForce",
            "RTX",
            "Instinct",
            "MI",
            "Arc",
            "NumSgprs",
            "VCC",
            "FLAT",
            "SCRATCH",
            "XNACK",
            "MASK",
            "GFX",
            "GRF",
        ];
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() > 1 && !ALLOWED.contains(w))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn the_results_said_in_chinese_hold_no_english_word_in_any_vocabulary() {
        for launch in launches() {
            let vendor = launch.vendor();
            // The GPU's and its architecture's names are names.
            let zh_name = launch
                .choice
                .said_label(&Say::new(Lang::Zh, Terms::Own, vendor));
            let mut names = vec![launch.choice.label(), zh_name];
            match launch.launch {
                occ_core::Launch::Amd(c) => {
                    names.extend([c.arch.name.to_string(), c.arch.family.to_string()])
                }
                occ_core::Launch::Intel(c) => names.extend([
                    c.arch.name.to_string(),
                    c.arch.family.to_string(),
                    c.arch.products.to_string(),
                ]),
                occ_core::Launch::Nvidia(_) => {}
            }
            for terms in Terms::ALL {
                let say = Say::new(Lang::Zh, terms, vendor);
                let html = said_results(&launch, &say);
                let texts = said_texts(&html);
                assert!(texts.len() > 20, "{texts:?}");
                for text in texts {
                    let text = names
                        .iter()
                        .fold(text, |t, name| t.replace(name.as_str(), ""));
                    assert_eq!(
                        english_words(&text),
                        Vec::<String>::new(),
                        "{} in {terms:?}: {text}",
                        launch.choice.id()
                    );
                }
            }
        }
    }

    #[test]
    fn english_reads_as_the_page_s_word_rewriting_made_it_in_every_vocabulary() {
        for launch in launches() {
            let vendor = launch.vendor();
            let own = said_results(&launch, &Say::page_english(vendor));
            for terms in Terms::ALL {
                let words = terms.words(vendor);
                let said = said_results(&launch, &Say::page_english(vendor).with_terms(terms));
                // What the rewriting made of each text in the GPU's own words (text node by text node, as the page's
                // observer does), against what the page now says in `terms`.
                let was: Vec<String> = said_texts(&own)
                    .iter()
                    .map(|text| words.convert(vendor, text))
                    .collect();
                // One difference is the catalogue's: in CUDA's words AMD's SIMD and Intel's XVE are the SM
                // sub-partition, where the rewriting (which has no CUDA word for them) left them as they were.
                let said: Vec<String> = said_texts(&said)
                    .iter()
                    .map(|text| match words {
                        Words::Cuda if vendor != Vendor::Nvidia => {
                            let simd = if vendor == Vendor::Amd { "SIMD" } else { "XVE" };
                            text.replace("an SM sub-partition", &format!("a {simd}"))
                                .replace("SM sub-partition", simd)
                        }
                        _ => text.clone(),
                    })
                    .collect();
                assert_eq!(said, was, "{} in {terms:?}", launch.choice.id());
            }
        }
    }

    #[test]
    fn a_said_container_holds_every_text_the_page_writes_itself() {
        let html = results_of(&Form::default(), true);
        let said = said_texts(&html).concat();
        for text in [
            "An input is invalid",
            "Theoretical occupancy",
            "Occupancy = 9 blocks × 4 warps = 36 of 48 warps per SM",
            "Allocated resources",
            "Limit per SM",
            "576 threads (minimum grid to fill all 128 SMs",
            "Product facts",
            "limits",
        ] {
            assert!(said.contains(text), "{text} not said in {said}");
        }
    }
}
