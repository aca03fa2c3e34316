//! What the page knows, with no UI: the form, its validation, and what is derived from a valid launch. [`State`]
//! holds it as signals and memos; the panels read it and set the form, and nothing here knows of them.

pub mod citations;
pub mod form;
pub mod gpu;
pub mod input;
pub mod outcome;
pub mod roofline;
pub mod sweep;

use crate::prelude::*;

use citations::Citations;
use form::{Calc, FieldError, Form};
use outcome::Outcome;

/// The page's state, shared through the context. Every derived value is a memo over occ-core.
#[derive(Clone, Copy)]
pub struct State {
    /// The inputs as typed.
    pub form: RwSignal<Form>,
    /// The last form whose every input validated (what the URL, storage, exports and the planning inputs use).
    pub good_form: Memo<Form>,
    /// The last valid launch: results stay while a field is being fixed.
    pub calc: Memo<Option<Calc>>,
    /// The results' rows and sentences of the last valid launch; always `None` in the modules the page loads on
    /// demand, which show no results (see [`State::new`]).
    pub outcome: Memo<Option<Outcome>>,
    pub dark: RwSignal<bool>,
    /// Window width and device pixel ratio: charts redraw when they change.
    pub viewport: RwSignal<(i32, u64)>,
    /// Messages about loaded links and storage.
    pub notices: RwSignal<Vec<String>>,
    /// False until the first result has been painted (`page` then starts the charts, tools, saved configs and
    /// sharing; the URL and storage writes wait for it too), so the numbers show first.
    pub painted: RwSignal<bool>,
    pub citations: RwSignal<Citations>,
}

impl State {
    /// The state of a page that starts from `start`: every derived value is a memo. Also builds the state of the
    /// modules the page loads on demand (`crate::tools`: the tools, the "what if" charts), which pass `results`
    /// that give `None`: they show no results, so their wasm then holds none of the code that words them
    /// (`Outcome::of`, about 7 KB gzip). The page passes `Outcome::of`.
    pub fn new(
        start: Form,
        results: fn(&Calc) -> Option<Outcome>,
        notices: Vec<String>,
        dark: bool,
        viewport: (i32, u64),
    ) -> Self {
        let form = RwSignal::new(start);
        // Validation takes microseconds: repeated where needed (`calc`, `good_form`, `State::errors`) rather than
        // kept in a memo, which would be one more type in the wasm.
        let calc = Memo::new(move |previous: Option<&Option<Calc>>| {
            form.with(Form::validate)
                .ok()
                .or_else(|| previous.copied().flatten())
        });
        let good_form = Memo::new(move |previous: Option<&Form>| {
            let mut good = if form.with(Form::validate).is_ok() {
                form.get()
            } else {
                previous.cloned().unwrap_or_default()
            };
            // The planning and roofline panels' inputs are checked apart from the launch, so a bad one never holds
            // back the launch (its link, saved state and exports): they keep their own last valid values.
            if form.with(|f| f.plan().is_err()) {
                if let Some(p) = previous {
                    good.grid = p.grid.clone();
                    good.items = p.items.clone();
                    good.per_thread = p.per_thread.clone();
                    good.smem_per_thread = p.smem_per_thread.clone();
                } else {
                    let d = Form::default();
                    (good.grid, good.items, good.per_thread, good.smem_per_thread) =
                        (d.grid, d.items, d.per_thread, d.smem_per_thread);
                }
            }
            good.roof = form.with(|f| match f.roof.check() {
                Ok(_) => f.roof.clone(),
                Err(_) => previous.map(|p| p.roof.clone()).unwrap_or_default(),
            });
            good
        });
        let outcome = Memo::new(move |_| calc.with(|c| c.as_ref().and_then(results)));
        State {
            form,
            good_form,
            calc,
            outcome,
            dark: RwSignal::new(dark),
            viewport: RwSignal::new(viewport),
            notices: RwSignal::new(notices),
            painted: RwSignal::new(false),
            citations: RwSignal::new(Citations::NotAsked),
        }
    }
}

impl State {
    /// Every input's error: the launch's and the planning inputs'.
    pub fn errors(&self) -> Vec<FieldError> {
        self.form.with(|f| {
            let mut all = f.validate().err().unwrap_or_default();
            all.extend(f.plan().err().unwrap_or_default());
            all
        })
    }
}
