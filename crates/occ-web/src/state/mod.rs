//! What the page knows, with no UI: the form, its validation, and what is derived from a valid launch. [`State`]
//! holds it as signals and memos; the panels read it and set the form, and nothing here knows of them.

pub mod citations;
pub mod form;
pub mod gpu;
pub mod input;
pub mod notice;
pub mod outcome;
pub mod roofline;
pub mod sweep;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use crate::prelude::*;
use occ_core::msg::{Catalogue, Lang, Say};
use occ_core::terms::{Terms, Words};
use occ_core::Vendor;

/// Whether the browser's languages put Chinese before English ([`set_browser_lang`]).
static BROWSER_ZH: AtomicBool = AtomicBool::new(false);
/// The Chinese catalogue, once fetched and read (the page's wasm links English alone).
static CHINESE: OnceLock<&'static Catalogue> = OnceLock::new();

/// The language a form that names none is written in: the first of the browser's languages occ speaks.
pub fn set_browser_lang(lang: Lang) {
    BROWSER_ZH.store(lang == Lang::Zh, Ordering::Relaxed);
}

/// The form's language: its `lang` choice, else the browser's ([`set_browser_lang`]).
pub fn lang(form: &Form) -> Lang {
    match form.lang.as_str() {
        "zh" => Lang::Zh,
        "en" => Lang::En,
        _ if BROWSER_ZH.load(Ordering::Relaxed) => Lang::Zh,
        _ => Lang::En,
    }
}

/// Gives the page its Chinese catalogue (read once; a second call changes nothing). Whoever calls it makes the
/// form's readers run again, so that what they wrote in English until now is said in Chinese.
pub fn set_chinese(catalogue: &'static Catalogue) {
    let _ = CHINESE.set(catalogue);
}

/// The Chinese catalogue, if it has been read.
pub fn chinese() -> Option<&'static Catalogue> {
    CHINESE.get().copied()
}

/// The form's words: its `terms` choice (the GPU vendor's own when it names none).
pub fn terms(form: &Form) -> Terms {
    Terms::parse(&form.terms).unwrap_or_default()
}

/// How the form's page writes its texts: its language (English until Chinese, when chosen, has been read), its
/// words and its GPU's vendor.
pub fn say(form: &Form) -> Say {
    let (_, vendor) = shown_words(form);
    let catalogue = match lang(form) {
        Lang::Zh => chinese(),
        Lang::En => None,
    };
    Say::with(
        catalogue.unwrap_or_else(Catalogue::page_english),
        terms(form),
        vendor,
    )
}

/// The words the form's page is shown in, and the vendor of its GPU (whose words its panels write).
pub fn shown_words(form: &Form) -> (Words, Vendor) {
    let vendor = gpu::GpuChoice::from_id(&form.gpu).map_or(Vendor::Nvidia, |c| c.vendor());
    (terms(form).words(vendor), vendor)
}

use citations::Citations;
use form::{FieldError, Form, PlanInput, Valid};
use occ_core::Answer;

/// The page's state, shared through the context. Every derived value is a memo over occ-core.
#[derive(Clone, Copy)]
pub struct State {
    /// The inputs as typed.
    pub form: RwSignal<Form>,
    /// The last form whose every input validated (what the URL, storage, exports and the planning inputs use).
    pub good_form: Memo<Form>,
    /// The last valid launch of any vendor and its results ([`State::launch`], [`State::answer`]).
    calc: Memo<Calc>,
    pub dark: RwSignal<bool>,
    /// Window width and device pixel ratio: charts redraw when they change.
    pub viewport: RwSignal<(i32, u64)>,
    /// Messages about loaded links and storage.
    pub notices: RwSignal<Vec<form::Notice>>,
    /// False until the first result has been painted (`page` then starts the charts, tools, saved configs and
    /// sharing; the URL and storage writes wait for it too), so the numbers show first.
    pub painted: RwSignal<bool>,
    pub citations: RwSignal<Citations>,
}

/// The one validation of the form and what follows from it: the form's errors now (the launch's and the planning
/// inputs', every reader takes them from here: the form is validated once per change), the last valid launch of
/// any vendor (results stay while a field is being fixed) and occ-core's answer for it. One memo for all: one memo
/// type less in the wasm than a memo of each.
#[derive(Clone, Default)]
struct Calc {
    launch: Option<Valid>,
    answer: Option<Answer>,
    /// Every bad input of the form as it is now, said in the form's language and words.
    errors: Vec<FieldError>,
    /// The planning inputs of the last valid form ([`State::good_form`]'s).
    plan: Option<PlanInput>,
}

impl State {
    /// The state of a page that starts from `start`: every derived value is a memo. Also builds the state of the
    /// modules the page loads on demand (`crate::tools`).
    pub fn new(start: Form, notices: Vec<form::Notice>, dark: bool, viewport: (i32, u64)) -> Self {
        let form = RwSignal::new(start);
        // The form is validated here alone, once per change; the answer is recomputed only when the launch or how
        // it is said changes: an invalid input keeps the last valid launch and its results.
        let calc = Memo::new_owning(move |previous: Option<Calc>| {
            let previous = previous.unwrap_or_default();
            let (launch, plan, said) = form.with(|f| (f.launch(), f.plan(), say(f)));
            let (launch, mut errors) = match launch {
                Ok(launch) => (Some(launch), Vec::new()),
                Err(errors) => (None, errors),
            };
            // As the last valid form keeps them (`good_form`): taken while the launch is valid too.
            let plan = match plan {
                Ok(plan) if launch.is_some() => Some(plan),
                Ok(_) => previous.plan,
                Err(more) => {
                    errors.extend(more);
                    previous.plan
                }
            };
            for e in &mut errors {
                e.message = e.error.say(&said);
            }
            // The same errors when each names the same field with the same words.
            let same = previous.errors.len() == errors.len()
                && previous
                    .errors
                    .iter()
                    .zip(&errors)
                    .all(|(a, b)| a.field == b.field && a.message == b.message);
            let launch = launch.or(previous.launch);
            match launch {
                Some(launch) if previous.launch.as_ref() != Some(&launch) => (
                    Calc {
                        launch: Some(launch),
                        answer: launch.launch.answer().ok(),
                        errors,
                        plan,
                    },
                    true,
                ),
                _ if !same || previous.plan != plan => (
                    Calc {
                        errors,
                        plan,
                        ..previous
                    },
                    true,
                ),
                _ => (previous, false),
            }
        });
        let good_form = Memo::new(move |previous: Option<&Form>| {
            let (launch_valid, plan_valid) = calc.with(|c| {
                (
                    c.errors.iter().all(|e| e.field.is_plan()),
                    c.errors.iter().all(|e| !e.field.is_plan()),
                )
            });
            let mut good = if launch_valid {
                form.get()
            } else {
                previous.cloned().unwrap_or_default()
            };
            // The planning and roofline panels' inputs are checked apart from the launch, so a bad one never holds
            // back the launch (its link, saved state and exports): they keep their own last valid values.
            if !plan_valid {
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
            // The comparison follows as it is: pinned launches are checked when pinned (or read from a link), and
            // an invalid input of the calculator never holds them back.
            good.compare = form.with(|f| f.compare.clone());
            good.roof = form.with(|f| match f.roof.check() {
                Ok(_) => f.roof.clone(),
                Err(_) => previous.map(|p| p.roof.clone()).unwrap_or_default(),
            });
            good
        });
        State {
            form,
            good_form,
            calc,
            dark: RwSignal::new(dark),
            viewport: RwSignal::new(viewport),
            notices: RwSignal::new(notices),
            painted: RwSignal::new(false),
            citations: RwSignal::new(Citations::NotAsked),
        }
    }
}

impl State {
    /// The last valid launch of any vendor (tracked).
    pub fn launch(&self) -> Option<Valid> {
        self.calc.with(|c| c.launch)
    }

    /// [`State::launch`], untracked.
    pub fn launch_untracked(&self) -> Option<Valid> {
        self.calc.with_untracked(|c| c.launch)
    }

    /// The last valid launch and occ-core's answer for it (tracked).
    pub fn answer(&self) -> Option<(Valid, Answer)> {
        self.calc.with(|c| c.launch.zip(c.answer))
    }

    /// The words the page is shown in and the vendor whose words its panels write ([`shown_words`], tracked):
    /// computed where read rather than kept in a memo (a lookup of the GPU's id; one type less in the wasm).
    pub fn words(&self) -> (Words, Vendor) {
        self.form.with(shown_words)
    }

    /// [`State::words`], untracked.
    pub fn words_untracked(&self) -> (Words, Vendor) {
        self.form.with_untracked(shown_words)
    }

    /// How the page writes its texts now ([`say`], tracked): every text a panel writes comes from a message said
    /// through it.
    pub fn say(&self) -> Say {
        self.form.with(say)
    }

    /// [`State::say`], untracked.
    pub fn say_untracked(&self) -> Say {
        self.form.with_untracked(say)
    }

    /// Calls `f` with every input's error: the launch's and the planning inputs', said in the page's language and
    /// words (tracked; from the one validation of the form).
    pub fn errors<R>(&self, f: impl FnOnce(&[FieldError]) -> R) -> R {
        self.calc.with(|c| f(&c.errors))
    }

    /// The last valid planning inputs (tracked).
    pub fn plan(&self) -> Option<PlanInput> {
        self.calc.with(|c| c.plan)
    }

    /// [`State::plan`], untracked.
    pub fn plan_untracked(&self) -> Option<PlanInput> {
        self.calc.with_untracked(|c| c.plan)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::form::VALIDATIONS;
    use crate::state::input::Field;

    fn validations() -> usize {
        VALIDATIONS.with(|n| n.get())
    }

    /// Everything the page reads of a form change, as its panels read it: the results, the inputs' errors, the
    /// last valid form and launch, the planning inputs.
    fn read_all(state: &State) {
        state.errors(|_| ());
        let _ = state.launch();
        let _ = state.launch_untracked();
        let _ = state.answer();
        let _ = state.good_form.get();
        let _ = state.plan();
        let _ = state.errors(|e| e.iter().any(|e| e.field.is_plan()));
    }

    #[test]
    fn the_form_is_validated_once_per_change_whoever_reads_it() {
        let owner = Owner::new();
        owner.set();
        let state = State::new(Form::default(), Vec::new(), false, (1024, 1));
        let before = validations();
        read_all(&state);
        read_all(&state);
        assert_eq!(validations() - before, 1, "the first form");
        assert!(state.errors(<[_]>::is_empty));
        for (threads, bad) in [("abc", true), ("128", false), ("128 ", false), ("", true)] {
            let before = validations();
            state.form.update(|f| f.threads = threads.to_string());
            read_all(&state);
            read_all(&state);
            assert_eq!(validations() - before, 1, "threads {threads:?}");
            assert_eq!(
                state.errors(|e| e.iter().any(|e| e.field == Field::Threads)),
                bad,
                "threads {threads:?}"
            );
        }
        // An invalid input keeps the last valid launch; the planning inputs are validated in the same pass.
        assert!(state.launch().is_some());
        let before = validations();
        state.form.update(|f| f.grid = "0".to_string());
        read_all(&state);
        assert_eq!(validations() - before, 1);
        assert!(state.errors(|e| e.iter().any(|e| e.field == Field::Grid)));
        assert_eq!(state.plan(), Form::default().plan().ok());
    }
}
