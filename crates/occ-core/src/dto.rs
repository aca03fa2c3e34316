//! The `occ batch` JSON contract: one input object and one output object per line, in the shape of the line's
//! vendor, and their conversion to and from the core types. Each vendor's serde types are its own `dto` module:
//! [`crate::nvidia::dto`], [`crate::amd::dto`], [`crate::intel::dto`]. Numbers arrive as `i64` so that a negative
//! or oversized value gets a message naming the field and its range instead of a bare type error.

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::launch::{self, Launch};
use crate::report::About;
use crate::{amd, intel, nvidia};

/// One input line of `occ batch`, in its vendor's shape. Each vendor's fields are its own, so a line valid as one
/// vendor's input is that vendor's: [`Line::read`] tries NVIDIA's, then AMD's, then Intel's.
#[derive(Clone, Debug)]
pub enum Line {
    /// Boxed: NVIDIA's line, with its device's optional fields, is the largest by far.
    Nvidia(Box<nvidia::dto::BatchInput>),
    Amd(amd::dto::AmdBatchInput),
    Intel(intel::dto::IntelBatchInput),
}

/// Where a line's GPU comes from: the preset its `gpu` names, or what its `device` describes. The CLI answers from
/// a cache; errors are the text `occ batch` writes.
pub trait Gpus {
    fn nvidia_named(&mut self, name: &str) -> Result<nvidia::Gpu, String>;
    fn nvidia_described(&mut self, device: nvidia::dto::DeviceDto) -> Result<nvidia::Gpu, String>;
    fn amd_named(&mut self, name: &str) -> Result<&'static amd::Arch, String>;
    fn intel_named(&mut self, name: &str) -> Result<&'static intel::Arch, String>;
}

impl Line {
    /// The line as the input of the first vendor it is valid for, or `None` (then no vendor's: its vendor is told
    /// from its structure to say what is wrong).
    pub fn read(text: &str) -> Option<Self> {
        fn as_<'a, T: Deserialize<'a>>(text: &'a str) -> Option<T> {
            serde_json::from_str(text).ok()
        }
        as_(text)
            .map(|input| Self::Nvidia(Box::new(input)))
            .or_else(|| as_(text).map(Self::Amd))
            .or_else(|| as_(text).map(Self::Intel))
    }

    /// The launch the line describes, its GPU from `gpus`: an error is the text `occ batch` writes for the line.
    pub fn launch<G: Gpus>(self, gpus: &mut G) -> Result<Launch, String> {
        let text = |e: Error| e.to_string();
        match self {
            Self::Nvidia(input) => {
                let input = *input;
                let gpu = one_gpu(
                    (input.gpu, input.device),
                    gpus,
                    G::nvidia_named,
                    G::nvidia_described,
                    "explicit properties",
                )?;
                let kernel = input.kernel.to_kernel().map_err(text)?;
                let smem = input.smem.unwrap_or_default().to_config().map_err(text)?;
                Ok(Launch::Nvidia(nvidia::Launch { gpu, kernel, smem }))
            }
            Self::Amd(input) => {
                let arch = one_gpu(
                    (input.gpu, input.device),
                    gpus,
                    G::amd_named,
                    |_, device| device.to_arch().map_err(text),
                    "a gfx target: {\"arch\": \"gfx90a\"}",
                )?;
                let kernel = input.kernel.to_kernel(arch).map_err(text)?;
                Ok(Launch::Amd(amd::Launch { arch, kernel }))
            }
            Self::Intel(input) => {
                let arch = one_gpu(
                    (input.gpu, input.device),
                    gpus,
                    G::intel_named,
                    |_, device| device.to_arch().map_err(text),
                    "an Xe architecture: {\"arch\": \"xe-hpc\", \"xve_count\": 1024}",
                )?;
                let kernel = input.kernel.to_kernel().map_err(text)?;
                Ok(Launch::Intel(intel::Launch { arch, kernel }))
            }
        }
    }

    /// The line's answer as `occ batch` writes it, or the line's error.
    pub fn answer(self, gpus: &mut impl Gpus) -> Result<Answer, String> {
        self.launch(gpus)?
            .answer()
            .and_then(|answer| answer.to_dto())
            .map_err(|e| e.to_string())
    }
}

/// A line's GPU: the preset `gpu` names or the one its `device` describes, never both; `device_example` says what
/// a device looks like, for a line with neither.
fn one_gpu<G, D, A>(
    (gpu, device): (Option<String>, Option<D>),
    gpus: &mut G,
    named: impl FnOnce(&mut G, &str) -> Result<A, String>,
    described: impl FnOnce(&mut G, D) -> Result<A, String>,
    device_example: &str,
) -> Result<A, String> {
    match (gpu, device) {
        (Some(name), None) => named(gpus, &name),
        (None, Some(device)) => described(gpus, device),
        (Some(_), Some(_)) => Err("give either \"gpu\" or \"device\", not both".to_string()),
        (None, None) => Err(format!(
            "missing \"gpu\" (a preset name) or \"device\" ({device_example})"
        )),
    }
}

/// One line's answer as `occ batch` writes it (one JSON object per line), in its vendor's shape: what the CLI and
/// the page's JSON export both serialize, so the two agree byte for byte.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum Answer {
    Nvidia(nvidia::dto::BatchOutput),
    Amd(amd::dto::AmdBatchOutput),
    Intel(intel::dto::IntelBatchOutput),
}

/// What `occ calc --json` prints: the launch's `occ batch` answer, and on an Intel GPU given a global size, the
/// launch over the whole GPU.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Calc {
    #[serde(flatten)]
    pub answer: Answer,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub gpu_occupancy: Option<serde_json::Value>,
}

impl launch::Answer {
    /// What `occ calc --json` prints for the answer on the GPU `about` describes.
    pub fn to_calc(&self, about: &About) -> Result<Calc, Error> {
        let gpu_occupancy = match self {
            launch::Answer::Intel(l, result) => {
                let cores = intel::report::xe_cores(l.arch, about)?;
                intel::report::gpu_figures(&l.kernel, result, cores, about)?
                    .as_ref()
                    .map(intel::dto::gpu_json)
            }
            _ => None,
        };
        Ok(Calc {
            answer: self.to_dto()?,
            gpu_occupancy,
        })
    }

    /// The answer as `occ batch` writes it. NVIDIA's adds the header's launch helpers, whose error names the field.
    pub fn to_dto(&self) -> Result<Answer, Error> {
        Ok(match self {
            launch::Answer::Nvidia(l, result) => Answer::Nvidia(nvidia::dto::BatchOutput::of(
                &l.gpu, &l.kernel, &l.smem, result,
            )?),
            launch::Answer::Amd(l, result) => {
                Answer::Amd(amd::dto::AmdBatchOutput::of(&l.kernel, result))
            }
            launch::Answer::Intel(l, result) => {
                Answer::Intel(intel::dto::IntelBatchOutput::of(&l.kernel, result))
            }
        })
    }
}
