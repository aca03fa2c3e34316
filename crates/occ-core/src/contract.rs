//! The contract every vendor's rules keep: what a launch of its GPUs is answered with, and how the answer is told.
//! NVIDIA's, AMD's and Intel's `Launch` each implement [`Engine`] in their `mod.rs`, their limiters [`Resource`] in
//! their `rules.rs`; [`crate::Launch`] and [`crate::Answer`] dispatch to them, in one place, for `occ batch`, `occ
//! compare`, `occ roofline`, the profiler reports and the page alike. A fourth vendor implements these two traits
//! and adds one variant there; the compiler names whatever it left out.

use std::fmt;

use crate::error::Error;
use crate::msg::{Msg, Say};
use crate::plan::{Planned, Request};
use crate::report::About;

/// One resource of a vendor's that can limit what a compute unit holds, with its names.
pub trait Resource: Copy + Eq + 'static {
    /// Every limiter, in the order reports list them.
    const ALL: &'static [Self];
    /// The name in JSON and links (`"registers"`, `"vgprs"`, `"slm"`).
    fn name(self) -> &'static str;
    /// The label the report's sections give the limiter ("Registers per thread", "VGPRs", "SLM").
    fn label(self) -> Msg<'static>;
    /// The limiter as a "limited by" column lists it (in English `occ batch`'s name).
    fn listed(self) -> Msg<'static>;
}

/// The blocks (work-groups) resident on each compute unit, as a comparison of launches shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resident {
    pub count: u32,
    /// What a block is called: "block" or "work-group".
    pub block: &'static str,
    /// The compute unit: "SM", "CU" or "WGP" (RDNA's WGP mode), "Xe-core".
    pub unit: &'static str,
}

/// A vendor's full-occupancy figures of one work-group size (`occ roofline`'s, the page's roofline panel's).
pub trait Figures {
    /// The figures as `occ roofline --json` prints them under `full_occupancy`, in the vendor's keys.
    fn to_json(&self) -> serde_json::Value;
    /// The figures as `occ roofline` prints them after the roofs, in `say`'s language and words: a title, then a
    /// row per figure. `width` measures a text in the columns it takes where it is shown (a terminal gives a
    /// Chinese character two).
    fn write(&self, out: &mut String, say: Say, width: fn(&str) -> usize) -> fmt::Result;
}

/// One vendor's rules, implemented by its validated launch (a GPU or target and a kernel).
pub trait Engine: Copy {
    /// What the rules compute of a launch: the occupancy, each resource's limit and what binds.
    type Occupancy: Copy;
    type Limiter: Resource;
    /// The full-occupancy figures of the launch's work-group size.
    type Figures: Figures;

    /// The launch's occupancy; an error names the field the GPU cannot take.
    fn occupancy(&self) -> Result<Self::Occupancy, Error>;
    /// The occupancy as a fraction of the compute unit's slots (SM, SIMD or Xe-core), as the vendor counts it.
    fn fraction(result: &Self::Occupancy) -> f64;
    /// The limiters that bind: every one whose limit equals the result (ties included).
    fn limiters(result: &Self::Occupancy) -> Vec<Self::Limiter>;
    /// What each resource allows, in the vendor's unit (blocks per SM, waves per SIMD, work-groups per Xe-core);
    /// `None` where the resource limits nothing.
    fn limits(result: &Self::Occupancy) -> Vec<(Self::Limiter, Option<u32>)>;
    /// The blocks (work-groups) resident on each compute unit, in the vendor's words.
    fn resident(&self, result: &Self::Occupancy) -> Resident;
    /// What the figures alone do not say, in `say`'s language and words.
    fn warnings(&self, result: &Self::Occupancy, say: &Say) -> Vec<String>;
    /// The calculator's report (`occ calc`'s text), on the GPU `about` describes.
    fn report(&self, result: &Self::Occupancy, about: &About, say: &Say) -> Result<String, Error>;
    /// Why the limiter its batch answer names `limiter` allows what it does (empty for a name the vendor's
    /// limiters do not have).
    fn why(&self, result: &Self::Occupancy, limiter: &str, say: &Say) -> String;
    /// Each step that raises the occupancy, in a line of a comparison's table; none when [`Engine::no_step`] says
    /// why.
    fn next_steps(&self, say: &Say) -> Result<Vec<String>, Error>;
    /// Why there is no next step: "none needed" at the maximum occupancy, else the limits that bind.
    fn no_step(result: &Self::Occupancy, say: &Say) -> String;
    /// `occ plan`'s report and its JSON form, on the GPU `about` describes, for the grid and the dynamic shared
    /// memory `request` gives.
    fn plan(&self, about: &About, request: &Request, say: Say) -> Result<Planned, Error>;
    /// The full-occupancy figures of the launch's work-group size on the GPU `about` sizes: the highest
    /// occupancy that size reaches, the most registers and shared memory (LDS, SLM) that keep it, and the
    /// work-items that fill the GPU; the launch's own registers and memory are set aside. An error names the
    /// work-group size when no work-group of it fits.
    fn full_occupancy(&self, about: &About) -> Result<Self::Figures, Error>;
}
