//! Links that once froze the page, read natively: each one's form and every value the page derives from it (the
//! "what if" charts, the planning table, the budgets, the next steps) must be computed, and in bounded work — a
//! link the page saves as the last-used config would otherwise freeze every visit after it. The limit is minutes
//! of a debug build where milliseconds are the goal: it turns a hang into a failure instead of a stuck test run.

use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use occ_web::persist::query::{from_query, to_query};
use occ_web::state::sweep;
use occ_web::tools::planning;

/// Everything the page computes for `link` on an NVIDIA GPU, run on another thread; `Err` when it does not end
/// within the limit.
fn derive(link: &'static str) -> Result<(), String> {
    let (done, wait) = mpsc::channel();
    thread::spawn(move || {
        let form = from_query(link).form.expect("the link names inputs");
        if let Ok(occ_core::Launch::Nvidia(calc)) = form.launch().map(|v| v.launch) {
            let say = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
            let _ = sweep::nvidia::block_size(&calc, &say);
            let _ = sweep::nvidia::registers(&calc, &say);
            let _ = sweep::nvidia::shared_memory(&calc, None, &say);
            let _ = sweep::nvidia::barriers(&calc, &say);
            let _ = planning::nvidia::sizes(&calc, 0);
            let _ = planning::nvidia::budgets_html(
                &calc,
                &occ_core::msg::Say::english(occ_core::Vendor::Nvidia),
            );
            let _ = occ_core::nvidia::plan::next_steps(&calc.gpu, &calc.kernel, &calc.smem);
            let _ = occ_core::nvidia::plan::budgets(&calc.gpu, &calc.kernel, &calc.smem);
        }
        let _ = done.send(());
    });
    wait.recv_timeout(Duration::from_secs(120))
        .map_err(|_| format!("{link}: not computed within 120 s"))
}

#[test]
fn links_that_froze_the_page_are_computed() {
    for link in [
        "?v=1&gpu=b200&t=256&r=32&vr=4294967295&g=100",
        "?v=1&gpu=b200&t=256&r=32&ds=4294967295",
        "?v=1&gpu=a100&t=256&r=4294967295",
        "?v=1&gpu=a100&t=256&r=32&b=4294967295",
        "?v=1&gpu=a100&t=4294967295&r=4294967295",
    ] {
        derive(link).unwrap();
    }
}

/// A choice the page does not offer gets a notice and is dropped from the address bar.
#[test]
fn unknown_terms_get_a_notice_and_are_dropped() {
    for terms in ["klingon", "<b>x</b>", "0"] {
        let link = format!("?v=1&gpu=a100&t=256&r=32&terms={terms}");
        let loaded = from_query(&link);
        assert!(
            occ_web::state::form::english(&loaded.messages)
                .iter()
                .any(|m| m.contains("terms")),
            "terms={terms}: no notice in {:?}",
            loaded.messages
        );
        let written = to_query(&loaded.form.unwrap());
        assert!(
            !written.contains(&format!("terms={terms}")),
            "terms={terms} kept: {written}"
        );
    }
}
