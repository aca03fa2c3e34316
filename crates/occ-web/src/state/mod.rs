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
use occ_core::terms::{Terms, Words};
use occ_core::Vendor;

/// Whether this build computes AMD GPUs (feature `amd`: the module with every vendor's rules, `occ-all`). Without it
/// the code that computes and shows AMD launches is left out of the wasm: each use of it tests this constant first.
pub const AMD: bool = cfg!(feature = "amd");

/// Whether this build computes Intel GPUs (feature `intel`, in `occ-all` as AMD's): each use of the code that
/// computes and shows Intel launches tests this constant first, so the first-visit wasm holds none of it.
pub const INTEL: bool = cfg!(feature = "intel");

/// Whether the page offers `vendor`'s GPUs: those whose rules the module with every vendor's rules holds.
pub fn offered(vendor: Vendor) -> bool {
    matches!(vendor, Vendor::Nvidia | Vendor::Amd | Vendor::Intel)
}

/// Whether this build computes `vendor`'s GPUs: the page's first-visit wasm NVIDIA's only, `occ-all` every offered
/// vendor's.
pub fn computes(vendor: Vendor) -> bool {
    match vendor {
        Vendor::Nvidia => true,
        Vendor::Amd => AMD,
        Vendor::Intel => INTEL,
    }
}

/// Whether this build shows the page in any vocabulary (feature `words`: `occ-all`); the first-visit wasm shows each
/// GPU in its vendor's own words, as its markup and panels are written.
pub const WORDS: bool = cfg!(feature = "words");

/// What the form asks for that this build does not have, so the page is handed over to the module that does
/// (`crate::page`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elsewhere {
    /// The rules of this vendor's GPUs (`None`: a GPU this build does not know, which may be any other vendor's).
    Rules(Option<Vendor>),
    /// Words other than the GPU vendor's own.
    Words(Terms),
}

impl Elsewhere {
    /// What is loaded, for the page's notices: "the rules for AMD GPUs", "the page in SYCL's words".
    pub fn what(self) -> String {
        match self {
            Self::Rules(Some(vendor)) => format!("the rules for {} GPUs", vendor.label()),
            Self::Rules(None) => "the rules for other vendors' GPUs".to_string(),
            Self::Words(terms) => format!("the page in {}'s words", terms.label()),
        }
    }
}

/// The form's words: its `terms` choice (the GPU vendor's own when it names none).
pub fn terms(form: &Form) -> Terms {
    Terms::parse(&form.terms).unwrap_or_default()
}

/// The words the form's page is shown in, and the vendor of its GPU (whose words its panels write).
pub fn shown_words(form: &Form) -> (Words, Vendor) {
    let vendor = gpu::GpuChoice::from_id(&form.gpu).map_or(Vendor::Nvidia, |c| c.vendor());
    (terms(form).words(vendor), vendor)
}

/// What the form needs that this build does not have, if anything.
pub fn elsewhere(form: &Form) -> Option<Elsewhere> {
    let vendor = match gpu::GpuChoice::from_id(&form.gpu) {
        Ok(choice) => choice.vendor(),
        // The page's first wasm knows NVIDIA's GPUs alone: the module with every vendor's rules knows the rest, and
        // says so when it does not know one either.
        // A name longer than any GPU's is refused here, without loading anything.
        Err(_) if !INTEL && !gpu::too_long(&form.gpu) => return Some(Elsewhere::Rules(None)),
        Err(_) => return None,
    };
    if !computes(vendor) {
        return Some(Elsewhere::Rules(Some(vendor)));
    }
    // Another vendor's inputs (a link or saved config made for its GPU): the module with every vendor's rules says
    // what it leaves out, so the page's first wasm holds none of those messages.
    let foreign = |f: &input::Field| {
        f.applies_to().is_some()
            && !f.applies(Some(&input::Applicable::ANY_NVIDIA))
            && !f.at_default(form)
    };
    if !INTEL && input::Field::ALL.iter().any(foreign) {
        return Some(Elsewhere::Rules(None));
    }
    let terms = terms(form);
    (!WORDS && terms.words(vendor) != Words::of(vendor)).then_some(Elsewhere::Words(terms))
}

use citations::Citations;
use form::{Calc, FieldError, Form, Launch};
use outcome::{AmdOutcome, IntelOutcome, Outcome};

/// The page's state, shared through the context. Every derived value is a memo over occ-core.
#[derive(Clone, Copy)]
pub struct State {
    /// The inputs as typed.
    pub form: RwSignal<Form>,
    /// The last form whose every input validated (what the URL, storage, exports and the planning inputs use).
    pub good_form: Memo<Form>,
    /// The last valid launch of either vendor ([`State::launch`]): results stay while a field is being fixed.
    #[cfg(feature = "amd")]
    launch: Memo<Option<Launch>>,
    /// The last valid launch when it is on an NVIDIA GPU (what NVIDIA's results, charts and tools take).
    pub calc: Memo<Option<Calc>>,
    /// The results' rows and sentences of the last valid launch; always `None` in the modules the page loads on
    /// demand, which show no results (see [`State::new`]).
    pub outcome: Memo<Option<Outcome>>,
    /// The results when the last valid launch is on an AMD GPU ([`State::amd`]).
    #[cfg(feature = "amd")]
    amd: Memo<Option<AmdOutcome>>,
    /// The results when the last valid launch is on an Intel GPU ([`State::intel`]).
    #[cfg(feature = "intel")]
    intel: Memo<Option<IntelOutcome>>,
    pub dark: RwSignal<bool>,
    /// Window width and device pixel ratio: charts redraw when they change.
    pub viewport: RwSignal<(i32, u64)>,
    /// Messages about loaded links and storage.
    pub notices: RwSignal<Vec<String>>,
    /// False until the first result has been painted (`page` then starts the charts, tools, saved configs and
    /// sharing; the URL and storage writes wait for it too), so the numbers show first.
    pub painted: RwSignal<bool>,
    pub citations: RwSignal<Citations>,
    /// The words the page is shown in and the vendor whose words its panels write ([`shown_words`]).
    #[cfg(feature = "words")]
    pub words: Memo<(Words, Vendor)>,
}

/// What the results panel shows of a launch, per vendor: the page passes [`Results::PAGE`]; the modules it loads
/// on demand (`crate::tools`: the tools, the "what if" charts) show no results and pass [`Results::NONE`], so their
/// wasm holds none of the code that words them (`Outcome::of`, about 7 KB gzip).
#[derive(Clone, Copy)]
pub struct Results {
    pub nvidia: fn(&Calc) -> Option<Outcome>,
    #[cfg(feature = "amd")]
    pub amd: fn(&form::AmdCalc) -> Option<AmdOutcome>,
    #[cfg(feature = "intel")]
    pub intel: fn(&form::IntelCalc) -> Option<IntelOutcome>,
}

impl Results {
    pub const PAGE: Self = Self {
        nvidia: Outcome::of,
        #[cfg(feature = "amd")]
        amd: AmdOutcome::of,
        #[cfg(feature = "intel")]
        intel: IntelOutcome::of,
    };
    pub const NONE: Self = Self {
        nvidia: |_| None,
        #[cfg(feature = "amd")]
        amd: |_| None,
        #[cfg(feature = "intel")]
        intel: |_| None,
    };
}

impl State {
    /// The state of a page that starts from `start`: every derived value is a memo. Also builds the state of the
    /// modules the page loads on demand (`crate::tools`), which pass [`Results::NONE`].
    pub fn new(
        start: Form,
        results: Results,
        notices: Vec<String>,
        dark: bool,
        viewport: (i32, u64),
    ) -> Self {
        let form = RwSignal::new(start);
        // Validation takes microseconds: repeated where needed (`calc`, `good_form`, `State::errors`) rather than
        // kept in a memo, which would be one more type in the wasm.
        // Without AMD, no memo of either vendor's launch: one memo type less in the first-visit wasm.
        #[cfg(feature = "amd")]
        let launch = Memo::new(move |previous: Option<&Option<Launch>>| {
            form.with(Form::launch)
                .ok()
                .or_else(|| previous.copied().flatten())
        });
        #[cfg(feature = "amd")]
        let calc = Memo::new(move |_| match launch.get() {
            Some(Launch::Nvidia(calc)) => Some(calc),
            _ => None,
        });
        #[cfg(not(feature = "amd"))]
        let calc = Memo::new(move |previous: Option<&Option<Calc>>| {
            form.with(Form::validate)
                .ok()
                .or_else(|| previous.copied().flatten())
        });
        let good_form = Memo::new(move |previous: Option<&Form>| {
            let mut good = if form.with(Form::launch).is_ok() {
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
            // The comparison follows as it is: pinned launches are checked when pinned (or read from a link), and
            // an invalid input of the calculator never holds them back.
            good.compare = form.with(|f| f.compare.clone());
            good.roof = form.with(|f| match f.roof.check() {
                Ok(_) => f.roof.clone(),
                Err(_) => previous.map(|p| p.roof.clone()).unwrap_or_default(),
            });
            good
        });
        let outcome = Memo::new(move |_| calc.with(|c| c.as_ref().and_then(results.nvidia)));
        #[cfg(feature = "amd")]
        let amd = Memo::new(move |_| match launch.get() {
            Some(Launch::Amd(calc)) => (results.amd)(&calc),
            _ => None,
        });
        #[cfg(feature = "intel")]
        let intel = Memo::new(move |_| match launch.get() {
            Some(Launch::Intel(calc)) => (results.intel)(&calc),
            _ => None,
        });
        State {
            form,
            good_form,
            #[cfg(feature = "amd")]
            launch,
            calc,
            outcome,
            #[cfg(feature = "amd")]
            amd,
            #[cfg(feature = "intel")]
            intel,
            dark: RwSignal::new(dark),
            viewport: RwSignal::new(viewport),
            notices: RwSignal::new(notices),
            painted: RwSignal::new(false),
            citations: RwSignal::new(Citations::NotAsked),
            #[cfg(feature = "words")]
            words: Memo::new(move |_| form.with(shown_words)),
        }
    }
}

impl State {
    /// The last valid launch of either vendor (tracked).
    pub fn launch(&self) -> Option<Launch> {
        #[cfg(feature = "amd")]
        return self.launch.get();
        #[cfg(not(feature = "amd"))]
        return self.calc.get().map(Launch::Nvidia);
    }

    /// [`State::launch`], untracked.
    pub fn launch_untracked(&self) -> Option<Launch> {
        #[cfg(feature = "amd")]
        return self.launch.get_untracked();
        #[cfg(not(feature = "amd"))]
        return self.calc.get_untracked().map(Launch::Nvidia);
    }

    /// The results of the last valid launch when it is on an AMD GPU (tracked; always `None` without AMD).
    pub fn amd(&self) -> Option<AmdOutcome> {
        #[cfg(feature = "amd")]
        return self.amd.get();
        #[cfg(not(feature = "amd"))]
        return None;
    }

    /// [`State::amd`], untracked.
    pub fn amd_untracked(&self) -> Option<AmdOutcome> {
        #[cfg(feature = "amd")]
        return self.amd.get_untracked();
        #[cfg(not(feature = "amd"))]
        return None;
    }

    /// The results of the last valid launch when it is on an Intel GPU (tracked; always `None` without Intel).
    pub fn intel(&self) -> Option<IntelOutcome> {
        #[cfg(feature = "intel")]
        return self.intel.get();
        #[cfg(not(feature = "intel"))]
        return None;
    }

    /// [`State::intel`], untracked.
    pub fn intel_untracked(&self) -> Option<IntelOutcome> {
        #[cfg(feature = "intel")]
        return self.intel.get_untracked();
        #[cfg(not(feature = "intel"))]
        return None;
    }

    /// Every input's error: the launch's and the planning inputs'.
    pub fn errors(&self) -> Vec<FieldError> {
        self.form.with(|f| {
            let mut all = f.launch().err().unwrap_or_default();
            all.extend(f.plan().err().unwrap_or_default());
            all
        })
    }
}
