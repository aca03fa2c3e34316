//! The form's validation into the core's types (the form itself is declared by `state::input`'s table). Plain
//! Rust (no DOM), tested natively.
//!
//! Every numeric input is kept as the text the user typed, so a half-typed value stays in its field while the
//! page shows the last valid results. [`Form::launch`] turns the text into an occ-core launch or into one
//! [`FieldError`] per bad field, each carrying occ-core's message (field name and valid range).

use crate::state::gpu::GpuChoice;
use crate::state::input::Kind;
pub use crate::state::input::{Applicable, Field, Form};
pub use crate::state::notice::{english, Notice};
use occ_core::amd::{self, Arch};
use occ_core::intel;
use occ_core::msg::{self, Say};
use occ_core::nvidia::{CacheConfig, Gpu, Kernel, PartitionedGc, Rules, SmemConfig};
use occ_core::report::About;
use occ_core::{Error, Vendor};

/// One bad input and occ-core's message about it: `message` in English (the state's one validation says it in the
/// page's language: `State::errors`), `error` to say it again in any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub field: Field,
    pub message: String,
    pub error: Error,
}

impl FieldError {
    /// The error, with its English from the page's catalogue (`Error`'s `Display` reads the whole English, which
    /// the page's first wasm does not link); `State::errors` says it in the page's language.
    fn new(field: Field, error: Error) -> Self {
        Self {
            field,
            message: error.say(&Say::page_english(Vendor::Nvidia)),
            error,
        }
    }
}

/// A valid launch as the page holds it: occ-core's launch (what every result and chart is computed from), what
/// occ-core's report is told of the GPU beyond it (`About`: the product, the GPU's size, the global size), and what
/// the user chose that occ-core does not keep: the GPU as picked and, on NVIDIA, the carveout in KiB (the launch
/// holds the percent that selects it).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Valid {
    pub choice: GpuChoice,
    pub launch: occ_core::Launch,
    pub about: About,
    /// The carveout the user picked, in KiB (`None` = driver default).
    pub carveout_kib: Option<u32>,
}

impl Valid {
    pub fn vendor(&self) -> Vendor {
        self.launch.vendor()
    }

    /// The inputs the launch's GPU has (the others are hidden and ignored).
    pub fn applicable(&self) -> Applicable {
        Applicable::of(&self.launch)
    }

    /// The compute units (CUs) the figures over an AMD GPU count: one when the GPU's size is unknown.
    pub fn units(&self) -> u32 {
        self.about.units.unwrap_or(1)
    }
}

#[cfg(test)]
thread_local! {
    /// How many times this thread validated a launch ([`Form::launch`]): what `State`'s test counts.
    pub static VALIDATIONS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The largest global size the page takes (what a stored config holds of a count).
pub const MAX_GLOBAL: u32 = u32::MAX;

/// The grid the planning panel looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridInput {
    /// None given: the grid-stride grid (blocks per SM × SMs).
    GridStride,
    Blocks(u64),
    /// A problem size and the work items each thread handles.
    Items {
        items: u64,
        per_thread: u64,
    },
}

/// The validated inputs of the launch-planning panel, as typed (saved configs keep them all).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlanInput {
    pub grid_blocks: Option<u64>,
    pub items: Option<u64>,
    pub per_thread: u64,
    /// Bytes of dynamic shared memory per thread (0 = a fixed amount, the form's dynamic shared memory).
    pub smem_per_thread: u32,
}

impl PlanInput {
    /// The grid: given in blocks, else from the problem size, else the grid-stride grid.
    pub fn grid(&self) -> GridInput {
        match (self.grid_blocks, self.items) {
            (Some(blocks), _) => GridInput::Blocks(blocks),
            (None, Some(items)) => GridInput::Items {
                items,
                per_thread: self.per_thread,
            },
            (None, None) => GridInput::GridStride,
        }
    }
}

/// The largest grid accepted, CUDA's `gridDim.x` limit (2³¹ − 1) on CC ≥ 3.0; the waves warn past the GPU's own
/// limit (`Rules::max_grid_x`: 65,535 on CC 1.x/2.x).
pub const MAX_GRID: u64 = (1 << 31) - 1;
/// The largest problem size accepted (10¹⁵ work items).
pub const MAX_ITEMS: u64 = 1_000_000_000_000_000;
/// The largest GPU size accepted, in SMs, CUs or XVEs.
const MAX_UNITS: u32 = 1_000_000;

/// Parses a whole number from what was typed. Sizes accept a K/KB/KiB suffix (48K = 49152).
pub(crate) fn number(
    field: &'static str,
    text: &str,
    min: u32,
    max: u32,
    size: bool,
) -> Result<u32, Error> {
    // Within u32 by the range.
    number64(field, text, min.into(), max.into(), size).map(|v| v as u32)
}

/// [`number`] for ranges beyond u32 (at most `i64::MAX`).
pub(crate) fn number64(
    field: &'static str,
    text: &str,
    min: u64,
    max: u64,
    size: bool,
) -> Result<u64, Error> {
    let trimmed = text.trim().to_ascii_lowercase();
    let range = || {
        occ_core::msg::Message::from(occ_core::msg::error_page_range(
            &min.to_string(),
            &max.to_string(),
        ))
    };
    if trimmed.is_empty() {
        return Err(Error::Parse {
            field,
            message: occ_core::msg::Message::from(occ_core::msg::error_page_required(""))
                .with(0, range()),
        });
    }
    let (digits, scale) = if size {
        ["kib", "kb", "k"]
            .iter()
            .find_map(|s| trimmed.strip_suffix(s).map(|n| (n.trim(), 1024i64)))
            .unwrap_or((trimmed.as_str(), 1))
    } else {
        (trimmed.as_str(), 1)
    };
    let value = digits
        .parse::<i64>()
        .ok()
        .and_then(|v| v.checked_mul(scale))
        .ok_or_else(|| Error::Parse {
            field,
            message: occ_core::msg::Message::from(if size {
                occ_core::msg::error_page_not_bytes(text.trim(), "")
            } else {
                occ_core::msg::error_page_not_whole(text.trim(), "")
            })
            .with(1, range()),
        })?;
    u64::try_from(value)
        .ok()
        .filter(|v| (min..=max).contains(v))
        .ok_or(Error::OutOfRange {
            field,
            value,
            min: min as i64,
            max: max as i64,
        })
}

/// Percent values for `cudaFuncAttributePreferredSharedMemoryCarveout` that select a carveout: the smallest
/// percentage whose preference rounds up (as the driver does) to exactly `kib`.
pub fn carveout_percent(gpu: &Gpu, kib: u32) -> Option<u32> {
    let Rules::Header(arch) = gpu.rules() else {
        return None;
    };
    let per_sm = u64::from(gpu.device().smem_per_sm);
    let target = u64::from(kib) * 1024;
    (0..=100u32).find(|p| arch.align_up_carveout(u64::from(*p) * per_sm / 100) == Some(target))
}

impl Form {
    /// Validates every input of an NVIDIA launch, for the tests of NVIDIA's results; occ-core's launch or one error
    /// per bad field ([`Form::launch`] takes every vendor's).
    #[cfg(test)]
    pub fn validate(&self) -> Result<occ_core::nvidia::Launch, Vec<FieldError>> {
        match self.launch()?.launch {
            occ_core::Launch::Nvidia(launch) => Ok(launch),
            other => panic!("{:?} is not an NVIDIA GPU", other.vendor()),
        }
    }

    /// [`Form::validate`] of an AMD launch, with what the page tells of its GPU.
    #[cfg(test)]
    pub fn validate_amd(&self) -> (occ_core::amd::Launch, About) {
        match self.launch() {
            Ok(Valid {
                launch: occ_core::Launch::Amd(launch),
                about,
                ..
            }) => (launch, about),
            other => panic!("not an AMD launch: {other:?}"),
        }
    }

    /// [`Form::validate`] of an Intel launch, with what the page tells of its GPU.
    #[cfg(test)]
    pub fn validate_intel(&self) -> (occ_core::intel::Launch, About) {
        match self.launch() {
            Ok(Valid {
                launch: occ_core::Launch::Intel(launch),
                about,
                ..
            }) => (launch, about),
            other => panic!("not an Intel launch: {other:?}"),
        }
    }

    /// The GPU's size as typed, in its vendor's unit (SMs, CUs, XVEs), where it is typed and valid.
    pub fn units(&self) -> Option<u32> {
        let typed = self.sms.trim();
        if typed.is_empty() {
            return None;
        }
        number(Field::Sms.core(), typed, 1, MAX_UNITS, false).ok()
    }

    /// Validates every input of the launch on the form's GPU, of any vendor; the launch or one error per bad
    /// field, each naming the field as occ-core does and its valid range.
    pub fn launch(&self) -> Result<Valid, Vec<FieldError>> {
        #[cfg(test)]
        VALIDATIONS.with(|n| n.set(n.get() + 1));
        let mut errors = Vec::new();
        let mut fail = |field: Field, error: Error| errors.push(FieldError::new(field, error));
        let choice = match GpuChoice::from_id(&self.gpu) {
            Ok(choice) => choice,
            Err(error) => {
                fail(Field::Gpu, error);
                return Err(errors);
            }
        };
        if let Some(arch) = choice.amd_arch() {
            return self.amd(choice, arch);
        }
        if let Some(arch) = choice.intel_arch() {
            return self.intel(choice, arch);
        }
        let mut device = match choice.device() {
            Ok(device) => device,
            Err(error) => {
                fail(Field::Gpu, error);
                return Err(errors);
            }
        };
        if !self.sms.trim().is_empty() {
            match number(Field::Sms.core(), &self.sms, 1, MAX_UNITS, false) {
                Ok(sms) => device.sm_count = sms,
                Err(error) => fail(Field::Sms, error),
            }
        }
        let gpu = match device.check() {
            Ok(gpu) => gpu,
            Err(error) => {
                fail(Field::Gpu, error);
                return Err(errors);
            }
        };
        let rules = *gpu.rules();
        let applies = Applicable::for_rules(&rules, &device);
        let mut kernel = Kernel::new(1, 0);
        let mut read = |field: Field, min, max| {
            let size = field.kind() == Kind::Bytes;
            number(field.core(), &field.get(self), min, max, size)
                .map_err(|e| fail(field, e))
                .ok()
        };
        let threads = read(Field::Threads, 1, device.max_threads_per_block);
        let regs = read(Field::Regs, 0, rules.max_regs_per_thread());
        let static_smem = read(Field::StaticSmem, 0, u32::MAX);
        let dynamic_smem = read(Field::DynamicSmem, 0, u32::MAX);
        let max_dynamic = if self.max_dynamic.trim().is_empty() || !self.opt_in {
            Some(None)
        } else {
            read(Field::MaxDynamic, 0, u32::MAX).map(Some)
        };
        let barriers = if applies.barriers {
            read(Field::Barriers, 0, 16)
        } else {
            Some(1)
        };
        let virtual_resources = if applies.virtual_resources {
            read(Field::VirtualResources, 0, u32::MAX)
        } else {
            Some(0)
        };
        let carveouts = rules.carveouts();
        let carveout_kib = match self.carveout.trim() {
            "-1" | "" | "default" => Some(None),
            text => match text.parse::<u32>() {
                Ok(kib) if carveouts.contains(&(kib.saturating_mul(1024))) => Some(Some(kib)),
                _ => {
                    let valid: Vec<String> =
                        carveouts.iter().map(|b| (b / 1024).to_string()).collect();
                    fail(
                        Field::Carveout,
                        Error::Parse {
                            field: Field::Carveout.core(),
                            message: {
                                let cc = device.cc.to_string();
                                if valid.is_empty() {
                                    occ_core::msg::error_page_no_carveouts(text, &cc).into()
                                } else {
                                    let list = valid.join(", ");
                                    occ_core::msg::error_page_not_carveout(text, &cc, &list).into()
                                }
                            },
                        },
                    );
                    None
                }
            },
        };
        let (
            Some(threads),
            Some(regs),
            Some(static_smem),
            Some(dynamic_smem),
            Some(max_dynamic),
            Some(barriers),
            Some(virtual_resources),
            Some(carveout_kib),
        ) = (
            threads,
            regs,
            static_smem,
            dynamic_smem,
            max_dynamic,
            barriers,
            virtual_resources,
            carveout_kib,
        )
        else {
            return Err(errors);
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        kernel.threads_per_block = threads;
        kernel.regs_per_thread = regs;
        kernel.static_smem = static_smem;
        kernel.dynamic_smem = dynamic_smem;
        kernel.opt_in = self.opt_in && applies.opt_in;
        kernel.max_dynamic_smem = if kernel.opt_in { max_dynamic } else { None };
        kernel.barriers = barriers;
        kernel.virtual_resources = virtual_resources;
        kernel.partitioned_gc = if applies.partitioned_gc {
            self.partitioned_gc
        } else {
            PartitionedGc::Off
        };
        let smem = SmemConfig {
            carveout: carveout_kib.and_then(|kib| carveout_percent(&gpu, kib)),
            cache_config: if applies.cache_config {
                self.cache_config
            } else {
                CacheConfig::None
            },
        };
        let about = About {
            name: choice.preset().map(|p| p.name),
            units: (!matches!(choice, GpuChoice::Generic(_)) || !self.sms.trim().is_empty())
                .then_some(device.sm_count),
            ..About::default()
        };
        Ok(Valid {
            choice,
            launch: occ_core::Launch::Nvidia(occ_core::nvidia::Launch { gpu, kernel, smem }),
            about,
            carveout_kib,
        })
    }

    /// The AMD launch: the inputs the vendors share read in AMD's terms (work-group size, VGPRs, LDS as static +
    /// dynamic, CU count) and AMD's own, each checked against the target.
    fn amd(&self, choice: GpuChoice, arch: &'static Arch) -> Result<Valid, Vec<FieldError>> {
        let mut errors = Vec::new();
        let applies = Applicable::for_amd(arch);
        let mut read = |field: Field, min, max| {
            let size = field.kind() == Kind::Bytes;
            number(
                field.core_for(Vendor::Amd),
                &field.get(self),
                min,
                max,
                size,
            )
            .map_err(|error| errors.push(FieldError::new(field, error)))
            .ok()
        };
        let own = match choice {
            GpuChoice::Preset(preset) => Some(preset.compute_units.whole()),
            _ => None,
        };
        let cus = if self.sms.trim().is_empty() {
            Some(own.unwrap_or(1))
        } else {
            read(Field::Sms, 1, MAX_UNITS)
        };
        let lds_max = arch.lds_per_workgroup;
        let threads = read(Field::Threads, 1, amd::rules::MAX_WORKGROUP_SIZE);
        let vgprs = read(Field::Regs, 0, arch.max_vgprs());
        let agprs = if applies.agprs {
            read(Field::Agprs, 0, arch.max_agprs())
        } else {
            Some(0)
        };
        let sgprs = read(Field::Sgprs, 0, arch.max_sgprs());
        let static_lds = read(Field::StaticSmem, 0, lds_max);
        let dynamic_lds = read(Field::DynamicSmem, 0, lds_max);
        let wave_size = if applies.wave_size && !self.wave_size.trim().is_empty() {
            read(Field::WaveSize, 1, 1024)
        } else {
            Some(arch.default_wave_size())
        };
        let (
            Some(cus),
            Some(threads),
            Some(vgprs),
            Some(agprs),
            Some(sgprs),
            Some(static_lds),
            Some(dynamic_lds),
            Some(wave_size),
        ) = (
            cus,
            threads,
            vgprs,
            agprs,
            sgprs,
            static_lds,
            dynamic_lds,
            wave_size,
        )
        else {
            return Err(errors);
        };
        let kernel = amd::Kernel {
            workgroup_size: threads,
            vgprs,
            agprs,
            sgprs,
            // Each is at most the target's LDS: no overflow.
            lds_bytes: static_lds + dynamic_lds,
            wave_size,
            cu_mode: applies.cu_mode && self.cu_mode,
        };
        if let Err(error) = kernel.check(arch) {
            let field = match error.field() {
                "kernel.vgprs" => Field::Regs,
                "kernel.agprs" => Field::Agprs,
                "kernel.sgprs" => Field::Sgprs,
                "kernel.wave_size" => Field::WaveSize,
                "kernel.cu_mode" => Field::CuMode,
                // LDS is static + dynamic: the message is the dynamic field's, which a launch sets last.
                "kernel.lds_bytes" => Field::DynamicSmem,
                _ => Field::Threads,
            };
            errors.push(FieldError::new(field, error));
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let preset = choice.preset();
        Ok(Valid {
            choice,
            launch: occ_core::Launch::Amd(amd::Launch { arch, kernel }),
            about: About {
                name: preset.map(|p| p.name),
                boost_mhz: preset.map(|p| p.boost_mhz.whole()),
                units: (own.is_some() || !self.sms.trim().is_empty()).then_some(cus),
                global: None,
            },
            carveout_kib: None,
        })
    }

    /// The Intel launch: the inputs the vendors share read in Intel's terms (work-group size, SLM as static +
    /// local_accessor, the XVE count) and Intel's own (sub-group size, barriers, GRF mode, global size), each
    /// checked against the architecture by `intel::Kernel::check` and `intel::Device::xe_cores`.
    fn intel(
        &self,
        choice: GpuChoice,
        arch: &'static intel::Arch,
    ) -> Result<Valid, Vec<FieldError>> {
        let mut errors = Vec::new();
        let applies = Applicable::for_intel(arch);
        let mut fail = |field: Field, error: Error| errors.push(FieldError::new(field, error));
        let mut read = |field: Field, min, max| {
            let size = field.kind() == Kind::Bytes;
            number(
                field.core_for(Vendor::Intel),
                &field.get(self),
                min,
                max,
                size,
            )
            .map_err(|error| fail(field, error))
            .ok()
        };
        let xves = if self.sms.trim().is_empty() {
            Some(choice.xves())
        } else {
            read(Field::Sms, 1, MAX_UNITS).map(Some)
        };
        let slm_max = arch.max_slm_per_workgroup();
        let threads = read(Field::Threads, 1, arch.max_workgroup_size);
        let sub_group = read(Field::SubGroup, 1, 1024);
        let static_slm = read(Field::StaticSmem, 0, slm_max);
        let local_slm = read(Field::DynamicSmem, 0, slm_max);
        let global = if self.global_size.trim().is_empty() {
            Some(None)
        } else {
            read(Field::GlobalSize, 1, MAX_GLOBAL).map(Some)
        };
        let (
            Some(xves),
            Some(threads),
            Some(sub_group),
            Some(static_slm),
            Some(local_slm),
            Some(global),
        ) = (xves, threads, sub_group, static_slm, local_slm, global)
        else {
            return Err(errors);
        };
        let kernel = intel::Kernel {
            workgroup_size: threads,
            sub_group_size: sub_group,
            // Each is at most the architecture's per-work-group SLM: no overflow.
            slm_bytes: static_slm + local_slm,
            barriers: self.barriers_used,
            large_grf: applies.large_grf && self.large_grf,
        };
        let mut fail = |field: Field, error: Error| errors.push(FieldError::new(field, error));
        let xe_cores = match xves.map(|xve_count| intel::Device { arch, xve_count }.xe_cores()) {
            None => None,
            Some(Ok(cores)) => Some(cores),
            Some(Err(error)) => {
                fail(Field::Sms, error);
                None
            }
        };
        let result = match intel::occupancy(arch, &kernel) {
            Ok(result) => Some(result),
            Err(error) => {
                let field = match error.field() {
                    "kernel.sub_group_size" => Field::SubGroup,
                    "kernel.large_grf" => Field::LargeGrf,
                    // SLM is static + local_accessor: the message is the local_accessor field's, set last.
                    "kernel.slm_bytes" => Field::DynamicSmem,
                    _ => Field::Threads,
                };
                fail(field, error);
                None
            }
        };
        if let (Some(global), Some(result)) = (global, result) {
            match xe_cores {
                Some(cores) => intel::gpu_occupancy_on(&kernel, &result, cores, global.into())
                    .map(|_| ())
                    .unwrap_or_else(|error| fail(Field::GlobalSize, error)),
                None if self.sms.trim().is_empty() => {
                    fail(
                        Field::GlobalSize,
                        Error::Inconsistent {
                            field: "global_size",
                            message: occ_core::msg::error_page_needs_xves(
                                &arch.xves_per_xe_core.to_string(),
                                &arch
                                    .xve_counts
                                    .iter()
                                    .map(u32::to_string)
                                    .collect::<Vec<_>>()
                                    .join(", "),
                                arch.name,
                            )
                            .into(),
                        },
                    );
                }
                None => {}
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let preset = choice.preset();
        Ok(Valid {
            choice,
            launch: occ_core::Launch::Intel(intel::Launch { arch, kernel }),
            about: About {
                name: preset.map(|p| p.name),
                boost_mhz: preset.map(|p| p.boost_mhz.whole()),
                // Only a count whose Xe-cores the architecture has.
                units: xves.filter(|_| xe_cores.is_some()),
                global: global.map(u64::from),
            },
            carveout_kib: None,
        })
    }

    /// Validates the launch-planning inputs, independently of the others (they never hold back the results).
    pub fn plan(&self) -> Result<PlanInput, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut read = |field: Field, min, max| {
            let size = field.kind() == Kind::Bytes;
            number64(field.core(), &field.get(self), min, max, size)
                .map_err(|error| errors.push(FieldError::new(field, error)))
                .ok()
        };
        let optional = |text: &str| !text.trim().is_empty();
        let grid = optional(&self.grid).then(|| read(Field::Grid, 1, MAX_GRID));
        let items = optional(&self.items).then(|| read(Field::Items, 1, MAX_ITEMS));
        let per_thread = read(Field::PerThread, 1, 1_000_000);
        let smem_per_thread = read(Field::SmemPerThread, 0, 256 * 1024);
        match (grid, items, per_thread, smem_per_thread) {
            (Some(Some(_)) | None, Some(Some(_)) | None, Some(per_thread), Some(smem)) => {
                Ok(PlanInput {
                    grid_blocks: grid.flatten(),
                    items: items.flatten(),
                    per_thread,
                    // Within u32 by the range.
                    smem_per_thread: smem as u32,
                })
            }
            _ => Err(errors),
        }
    }

    /// Every bad input: the calculator's and the planning panel's.
    pub fn errors(&self) -> Vec<FieldError> {
        let mut errors = self.launch().err().unwrap_or_default();
        errors.extend(self.plan().err().unwrap_or_default());
        errors
    }

    /// [`Form::errors`], each message said by `say` (the page's language and words), for the tests of the
    /// messages.
    #[cfg(test)]
    pub fn errors_in(&self, say: &Say) -> Vec<FieldError> {
        let mut errors = self.errors();
        for e in &mut errors {
            e.message = e.error.say(say);
        }
        errors
    }

    /// The launch as the page shows it: inputs the GPU does not have (another vendor's, kept in the form from an
    /// earlier GPU) back at their defaults, so that what is written of it (a link, a pinned launch) reads back
    /// without a word about values nobody sees.
    pub fn shown(&self) -> Form {
        let mut shown = self.clone();
        let _ = shown.repair(|_| Notice::said(""));
        shown
    }

    /// Replaces every bad input with the default's, so that a loaded link or saved config always computes.
    /// Returns the notices about what was replaced, each naming the input by `naming` (e.g. "URL parameter 't'
    /// (Threads per block)").
    pub fn repair(&mut self, naming: impl Fn(Field) -> Notice) -> Vec<Notice> {
        let defaults = Form::default();
        let mut messages = Vec::new();
        for _ in 0..3 {
            let errors = self.errors();
            if errors.is_empty() {
                break;
            }
            for error in errors {
                let fallback = error.field.get(&defaults);
                messages.push(
                    repaired(if fallback == "-1" { "" } else { &fallback })
                        .with(0, naming(error.field))
                        .error(1, error.error),
                );
                // The default of every field is valid text for its kind, so this cannot fail.
                let _ = error.field.set(self, &fallback);
            }
        }
        messages.extend(self.repair_other_vendor(&naming));
        // Inputs the GPU does not have are ignored while typing (they are hidden), but a link or a saved config
        // that brings a bad one is told so, and the bad text does not travel on in the next link.
        let gpu = GpuChoice::from_id(&self.gpu)
            .ok()
            .and_then(|c| c.device().ok())
            .and_then(|d| d.check().ok());
        if let Some(gpu) = gpu {
            let applies = Applicable::for_rules(gpu.rules(), gpu.device());
            let hidden = [
                (Field::Barriers, applies.barriers, 16),
                (Field::VirtualResources, applies.virtual_resources, u32::MAX),
            ];
            for (field, applies, max) in hidden {
                let text = field.get(self);
                if applies || number(field.key(), &text, 0, max, false).is_ok() {
                    continue;
                }
                let fallback = field.get(&defaults);
                messages.push(
                    Notice::from(msg::page_notice_unused(
                        "",
                        text.trim(),
                        &occ_core::report::thousands(u64::from(max)),
                        &gpu.device().cc.to_string(),
                        &fallback,
                    ))
                    .with(0, naming(field)),
                );
                let _ = field.set(self, &fallback);
            }
        }
        messages
    }

    /// Sets back to its default, with a message, every input the GPU's vendor does not have (an AMD key on an
    /// NVIDIA GPU, an NVIDIA key on an Intel GPU …) and every input the architecture cannot take (AGPRs on RDNA,
    /// wave32 or CU mode on GFX9, large GRF outside Xe-HPC): a link or a saved config made for another GPU loads, and
    /// says what it ignored.
    fn repair_other_vendor(&mut self, naming: impl Fn(Field) -> Notice) -> Vec<Notice> {
        let Ok(choice) = GpuChoice::from_id(&self.gpu) else {
            return Vec::new();
        };
        let vendor = choice.vendor();
        let vendors = [
            (Vendor::Nvidia, Applicable::ANY_NVIDIA),
            (Vendor::Amd, Applicable::ANY_AMD),
            (Vendor::Intel, Applicable::ANY_INTEL),
        ];
        let defaults = Form::default();
        let mut messages = Vec::new();
        for &field in Field::ALL {
            if field.applies_to().is_none() || field.at_default(self) {
                continue;
            }
            let text = field.get(self);
            let having: Vec<&str> = vendors
                .iter()
                .filter(|(_, any)| field.applies(Some(any)))
                .map(|(v, _)| v.label())
                .collect();
            let problem = if !having.contains(&vendor.label()) {
                let arch = match (choice.amd_arch(), choice.intel_arch()) {
                    (Some(arch), _) => format!(" ({})", arch.name),
                    (_, Some(arch)) => format!(" ({})", arch.name),
                    _ => String::new(),
                };
                let two;
                let vendors = match having[..] {
                    [first, second] => {
                        two = Notice::from(msg::page_notice_two_vendors(first, second));
                        Some(two)
                    }
                    _ => None,
                };
                let notice = Notice::from(msg::page_notice_other_vendor(
                    text.trim(),
                    having.first().copied().unwrap_or_default(),
                    &choice.label(),
                    vendor.label(),
                    &arch,
                ));
                Some(match vendors {
                    Some(two) => notice.with(1, two),
                    None => notice,
                })
            } else if let Some(arch) = choice.amd_arch() {
                self.amd_cannot_take(field, &text, arch)
                    .map(|e| Notice::said("").error(0, e))
            } else if let Some(arch) = choice.intel_arch() {
                // What occ-core says of large GRF on this architecture, with its valid value.
                let size = arch.sub_group_sizes[0];
                let probe = intel::Kernel {
                    large_grf: true,
                    ..intel::Kernel::new(size, size)
                };
                (field == Field::LargeGrf && !arch.large_grf)
                    .then(|| probe.check(arch).err())
                    .flatten()
                    .map(|e| Notice::said("").error(0, e))
            } else {
                None
            };
            if let Some(problem) = problem {
                let fallback = field.get(&defaults);
                messages.push(repaired(&fallback).with(0, naming(field)).with(1, problem));
                let _ = field.set(self, &fallback);
            }
        }
        messages
    }

    /// What occ-core says of an AMD input the target cannot take (AGPRs on RDNA, wave32 or CU mode on GFX9/CDNA),
    /// with its valid range; `None` when the target takes it.
    fn amd_cannot_take(&self, field: Field, text: &str, arch: &'static Arch) -> Option<Error> {
        if field.applies(Some(&Applicable::for_amd(arch))) {
            return None;
        }
        let mut kernel = amd::Kernel::new(arch, 64, 0);
        let value = number(field.core(), text, 0, u32::MAX, false);
        match (field, value) {
            (_, Err(error)) => return Some(error),
            (Field::Agprs, Ok(n)) => kernel.agprs = n,
            (Field::WaveSize, Ok(n)) => kernel.wave_size = n,
            (Field::CuMode, _) => kernel.cu_mode = self.cu_mode,
            _ => return None,
        };
        kernel.check(arch).err()
    }
}

/// The notice of an input set back to `fallback` (empty: the default), its name and problem arguments 0 and 1.
fn repaired(fallback: &str) -> Notice {
    if fallback.is_empty() {
        msg::page_notice_repaired_default("", "").into()
    } else {
        msg::page_notice_repaired("", "", fallback).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::gpu::DEFAULT_GPU;

    /// [`Form::repair`]'s notices in English, each input named by `naming`.
    fn repair(form: &mut Form, naming: impl Fn(Field) -> String) -> Vec<String> {
        english(&form.repair(|f| Notice::said(&naming(f))))
    }

    fn form(gpu: &str, threads: &str, regs: &str) -> Form {
        Form {
            gpu: gpu.to_string(),
            threads: threads.to_string(),
            regs: regs.to_string(),
            ..Form::default()
        }
    }

    fn occupancy_of(form: &Form) -> f64 {
        let calc = form.validate().expect("valid form");
        occ_core::nvidia::occupancy(&calc.gpu, &calc.kernel, &calc.smem)
            .unwrap()
            .occupancy()
    }

    #[test]
    fn guide_ada_examples() {
        assert_eq!(occupancy_of(&form("cc-8.9", "160", "16")), 0.9375);
        assert_eq!(occupancy_of(&form("cc-8.9", "128", "51")), 0.75);
        let smem = Form {
            static_smem: "5000".to_string(),
            carveout: "32".to_string(),
            ..form("cc-8.9", "128", "16")
        };
        // 5 blocks × 4 warps = 20 of 48 warps: 41.67 % (a CUDA tuning guide's figure).
        assert!((occupancy_of(&smem) - 20.0 / 48.0).abs() < 1e-12);
    }

    #[test]
    fn bad_fields_name_the_field_and_range() {
        let errors = form("cc-8.9", "2000", "abc").validate().unwrap_err();
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].field, Field::Threads);
        assert_eq!(
            errors[0].message,
            "kernel.threads_per_block = 2000 is out of range: valid values are 1 to 1024"
        );
        assert_eq!(errors[1].field, Field::Regs);
        assert!(errors[1].message.contains("kernel.regs_per_thread"));
        assert!(
            errors[1].message.contains("0 to 256"),
            "{}",
            errors[1].message
        );
        let empty = form("cc-8.9", " ", "32").validate().unwrap_err();
        assert!(empty[0].message.contains("required"));
        let negative = form("cc-8.9", "-5", "32").validate().unwrap_err();
        assert!(negative[0].message.contains("-5 is out of range"));
    }

    #[test]
    fn sizes_accept_kib_suffixes() {
        let calc = Form {
            static_smem: "48K".to_string(),
            dynamic_smem: "2 KiB".to_string(),
            ..form("cc-9.0", "128", "32")
        }
        .validate()
        .unwrap();
        assert_eq!(calc.kernel.static_smem, 49152);
        assert_eq!(calc.kernel.dynamic_smem, 2048);
    }

    #[test]
    fn carveouts_map_to_a_percentage_that_selects_them() {
        for cc in [
            "cc-7.0", "cc-7.5", "cc-8.0", "cc-8.9", "cc-9.0", "cc-10.0", "cc-12.0",
        ] {
            let calc = form(cc, "128", "32").validate().unwrap();
            for bytes in calc.gpu.rules().carveouts() {
                let kib = bytes / 1024;
                let percent = carveout_percent(&calc.gpu, kib);
                assert!(percent.is_some(), "{cc} {kib} KiB");
            }
        }
        let bad = Form {
            carveout: "48".to_string(),
            ..form("cc-8.9", "128", "32")
        };
        let errors = bad.validate().unwrap_err();
        assert_eq!(errors[0].field, Field::Carveout);
        assert!(errors[0].message.contains("0, 8, 16, 32, 64, 100 KiB"));
    }

    #[test]
    fn ignores_inputs_the_architecture_does_not_have() {
        let calc = Form {
            barriers: "garbage".to_string(),
            partitioned_gc: PartitionedGc::Strict,
            ..form("cc-8.9", "128", "32")
        }
        .validate()
        .unwrap();
        assert_eq!(calc.kernel.barriers, 1);
        assert_eq!(calc.kernel.partitioned_gc, PartitionedGc::Off);
        let hopper = Form {
            barriers: "17".to_string(),
            ..form("cc-9.0", "128", "32")
        };
        assert_eq!(hopper.validate().unwrap_err()[0].field, Field::Barriers);
    }

    #[test]
    fn repair_reports_bad_values_of_inputs_the_gpu_does_not_have() {
        let mut bad = Form {
            barriers: "abc".to_string(),
            virtual_resources: "2".to_string(),
            ..form("geforce-rtx-4090", "128", "32")
        };
        let messages = repair(&mut bad, |f| format!("URL parameter '{}'", f.key()));
        assert_eq!(messages.len(), 1, "{messages:?}");
        assert!(
            messages[0].starts_with(
                "URL parameter 'b': 'abc' is not valid (0 to 16), and CC 8.9 does not use it"
            ),
            "{messages:?}"
        );
        assert_eq!(bad.barriers, "1");
        // A valid value of a hidden input stays, unreported.
        assert_eq!(bad.virtual_resources, "2");
    }

    #[test]
    fn repair_falls_back_per_field() {
        let mut bad = Form {
            threads: "x".to_string(),
            carveout: "7".to_string(),
            ..form("cc-8.9", "1", "40")
        };
        let messages = repair(&mut bad, |f| format!("URL parameter '{}'", f.key()));
        assert_eq!(bad.threads, "128");
        assert_eq!(bad.regs, "40");
        assert_eq!(bad.carveout, "-1");
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(
            messages[0].starts_with("URL parameter 't': "),
            "{messages:?}"
        );
        // A GPU no vendor has falls back to the default.
        let mut unknown_gpu = form("rtx-9999", "128", "32");
        let messages = repair(&mut unknown_gpu, |f| f.key().to_string());
        assert_eq!(unknown_gpu.gpu, DEFAULT_GPU);
        assert!(messages[0].contains("rtx 9999") || messages[0].contains("rtx-9999"));
    }

    #[test]
    fn plan_inputs_validate_on_their_own() {
        let plan = |grid: &str, items: &str, per_thread: &str, smem: &str| {
            Form {
                grid: grid.to_string(),
                items: items.to_string(),
                per_thread: per_thread.to_string(),
                smem_per_thread: smem.to_string(),
                ..Form::default()
            }
            .plan()
        };
        let input = plan("", "", "1", "0").unwrap();
        assert_eq!(input.grid(), GridInput::GridStride);
        assert_eq!(input.smem_per_thread, 0);
        assert_eq!(
            plan("46", "", "1", "0").unwrap().grid(),
            GridInput::Blocks(46)
        );
        // The grid wins over a problem size.
        assert_eq!(
            plan("46", "1000", "4", "0").unwrap().grid(),
            GridInput::Blocks(46)
        );
        assert_eq!(
            plan(" ", "1000000", "4", "1K").unwrap(),
            PlanInput {
                grid_blocks: None,
                items: Some(1_000_000),
                per_thread: 4,
                smem_per_thread: 1024
            }
        );
        let errors = plan("0", "x", "1", "0").unwrap_err();
        assert_eq!(errors.len(), 2);
        assert_eq!(errors[0].field, Field::Grid);
        assert_eq!(
            errors[0].message,
            "plan.grid_blocks = 0 is out of range: valid values are 1 to 2147483647"
        );
        assert_eq!(errors[1].field, Field::Items);
        let big = plan("", "1000000000000001", "1", "0").unwrap_err();
        assert!(big[0].message.contains("1 to 1000000000000000"), "{big:?}");
        assert_eq!(
            plan("", "", "0", "0").unwrap_err()[0].field,
            Field::PerThread
        );
        assert_eq!(
            plan("", "", "1", "-1").unwrap_err()[0].field,
            Field::SmemPerThread
        );
        // A bad planning input leaves the calculator valid.
        let form = Form {
            grid: "-3".to_string(),
            ..Form::default()
        };
        assert!(form.validate().is_ok());
        assert!(form.errors().iter().all(|e| e.field.is_plan()));
    }

    #[test]
    fn repair_covers_the_plan_inputs() {
        let mut form = Form {
            grid: "lots".to_string(),
            per_thread: "0".to_string(),
            regs: "999".to_string(),
            ..Form::default()
        };
        let messages = repair(&mut form, |f| f.key().to_string());
        assert_eq!(messages.len(), 3, "{messages:?}");
        assert_eq!((form.grid.as_str(), form.per_thread.as_str()), ("", "1"));
        assert!(form.errors().is_empty());
    }

    fn amd_launch(form: &Form) -> amd::Launch {
        form.validate_amd().0
    }

    #[test]
    fn an_amd_target_reads_the_shared_inputs_in_amd_terms() {
        let calc = amd_launch(&form("gfx942", "256", "128"));
        assert_eq!(calc.arch.name, "gfx942");
        assert_eq!(form("gfx942", "256", "128").validate_amd().1.units, None);
        assert_eq!((calc.kernel.workgroup_size, calc.kernel.vgprs), (256, 128));
        assert_eq!(calc.kernel.wave_size, 64);
        let result = occ_core::amd::occupancy(calc.arch, &calc.kernel).unwrap();
        assert_eq!(result.waves_per_simd, 4);
        assert_eq!(result.occupancy(), 0.5);
        // LDS per work-group is static + dynamic; the CU count overrides the target's one CU.
        let mut with_lds = form("GFX1100", "128", "64");
        with_lds.static_smem = "1K".to_string();
        with_lds.dynamic_smem = "2048".to_string();
        with_lds.sms = "96".to_string();
        with_lds.cu_mode = true;
        let (calc, about) = with_lds.validate_amd();
        assert_eq!(with_lds.launch().unwrap().choice.id(), "gfx1100");
        assert_eq!((calc.kernel.lds_bytes, calc.kernel.wave_size), (3072, 32));
        assert_eq!((about.units, calc.kernel.cu_mode), (Some(96), true));
        // An NVIDIA GPU is NVIDIA's launch still.
        assert_eq!(Form::default().launch().unwrap().vendor(), Vendor::Nvidia);
    }

    #[test]
    fn bad_amd_inputs_name_the_field_and_range() {
        let error = |form: &Form, field: Field| -> String {
            let errors = form.launch().expect_err("invalid");
            errors
                .iter()
                .find(|e| e.field == field)
                .unwrap_or_else(|| panic!("no error on {field:?}: {errors:?}"))
                .message
                .clone()
        };
        let vgprs = error(&form("gfx942", "256", "257"), Field::Regs);
        assert!(
            vgprs.contains("kernel.vgprs") && vgprs.contains("0 to 256"),
            "{vgprs}"
        );
        let threads = error(&form("gfx942", "2048", "32"), Field::Threads);
        assert!(threads.contains("1 to 1024"), "{threads}");
        let mut wave = form("gfx1100", "256", "32");
        wave.wave_size = "48".to_string();
        let message = error(&wave, Field::WaveSize);
        assert!(
            message.contains("kernel.wave_size") && message.contains("32 or 64"),
            "{message}"
        );
        let mut lds = form("gfx942", "256", "32");
        lds.static_smem = "40000".to_string();
        lds.dynamic_smem = "40000".to_string();
        let message = error(&lds, Field::DynamicSmem);
        assert!(
            message.contains("kernel.lds_bytes") && message.contains("0 to 65536"),
            "{message}"
        );
        let mut agprs = form("gfx90a", "256", "32");
        agprs.agprs = "600".to_string();
        let message = error(&agprs, Field::Agprs);
        assert!(message.contains("kernel.agprs"), "{message}");
        let mut cus = form("gfx942", "256", "32");
        cus.sms = "0".to_string();
        let message = error(&cus, Field::Sms);
        assert!(
            message.contains("device.cu_count") && message.contains("1 to 1000000"),
            "{message}"
        );
    }

    /// Another vendor's inputs are reported and dropped.
    #[test]
    fn an_amd_key_on_an_nvidia_gpu_is_reported_and_dropped() {
        let naming = |f: Field| format!("URL parameter '{}'", f.key());
        let mut nvidia = Form {
            sgprs: "40".to_string(),
            cu_mode: true,
            ..Form::default()
        };
        let messages = repair(&mut nvidia, naming);
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(
            messages
                .iter()
                .all(|m| m.contains("applies to AMD GPUs only")),
            "{messages:?}"
        );
        assert_eq!((nvidia.sgprs.as_str(), nvidia.cu_mode), ("0", false));
    }

    #[test]
    fn inputs_an_amd_target_cannot_take_or_nvidia_s_are_reported_and_dropped() {
        let naming = |f: Field| format!("URL parameter '{}'", f.key());
        // AGPRs on RDNA, wave32 on CDNA: occ-core's message with the valid values.
        let mut rdna = form("gfx1100", "256", "32");
        rdna.agprs = "8".to_string();
        let messages = repair(&mut rdna, naming);
        assert_eq!(messages.len(), 1, "{messages:?}");
        assert!(
            messages[0].starts_with("URL parameter 'ag'")
                && messages[0].contains("only valid value is 0")
        );
        assert_eq!(rdna.agprs, "0");
        let mut cdna = form("gfx942", "256", "32");
        cdna.wave_size = "32".to_string();
        let messages = repair(&mut cdna, naming);
        assert!(
            messages[0].contains("'ws'") && messages[0].contains("valid values are 64"),
            "{messages:?}"
        );
        assert_eq!((cdna.wave_size.as_str(), cdna.gpu.as_str()), ("", "gfx942"));
        // NVIDIA's keys on an AMD GPU.
        let mut amd = form("gfx942", "256", "32");
        amd.barriers = "4".to_string();
        amd.carveout = "100".to_string();
        let messages = repair(&mut amd, naming);
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(
            messages
                .iter()
                .all(|m| m.contains("applies to NVIDIA GPUs only")),
            "{messages:?}"
        );
        assert_eq!((amd.barriers.as_str(), amd.carveout.as_str()), ("1", "-1"));
        assert!(amd.errors().is_empty());
    }

    fn intel_launch(form: &Form) -> intel::Launch {
        form.validate_intel().0
    }

    /// The Xe-cores of an Intel launch's GPU, when its size is known, and its waves over them with a global size.
    fn intel_gpu(form: &Form) -> (Option<intel::XeCores>, Option<intel::GpuOccupancy>) {
        let v = form.launch().unwrap();
        let l = form.validate_intel().0;
        let result = intel::occupancy(l.arch, &l.kernel).unwrap();
        (
            crate::state::outcome::xe_cores(&v),
            crate::state::outcome::gpu_figures(&v, &l, &result),
        )
    }

    /// `occ calc --arch xe-hpc --xves 1024 --threads 256 --sub-group 16 --slm 40K` as the page's inputs.
    fn pvc_40k() -> Form {
        Form {
            gpu: "xe-hpc".to_string(),
            threads: "256".to_string(),
            sub_group: "16".to_string(),
            dynamic_smem: "40K".to_string(),
            sms: "1024".to_string(),
            ..Form::default()
        }
    }

    #[test]
    fn an_intel_architecture_reads_the_shared_inputs_in_intel_terms() {
        let calc = intel_launch(&pvc_40k());
        assert_eq!(calc.arch.name, "xe-hpc");
        assert_eq!(intel_gpu(&pvc_40k()).0, Some(intel::XeCores::from(128)));
        assert_eq!(
            calc.kernel,
            intel::Kernel {
                slm_bytes: 40 * 1024,
                ..intel::Kernel::new(256, 16)
            }
        );
        let result = intel::occupancy(calc.arch, &calc.kernel).unwrap();
        assert_eq!(
            (result.slm_allocated, result.workgroups_per_xe_core),
            (48 * 1024, 2)
        );
        assert_eq!(intel_gpu(&pvc_40k()).1, None);
        // SLM is static + local_accessor; a global size gives the waves over the 128 Xe-cores.
        let mut with_global = pvc_40k();
        with_global.static_smem = "8K".to_string();
        with_global.dynamic_smem = "32K".to_string();
        with_global.global_size = "1048576".to_string();
        let calc = intel_launch(&with_global);
        assert_eq!(calc.kernel.slm_bytes, 40 * 1024);
        let expected = intel::gpu_occupancy(&calc.kernel, &result, 128, 1 << 20).unwrap();
        assert_eq!(intel_gpu(&with_global).1, Some(expected));
        // A product brings its XVE count; a generic architecture without one has per-Xe-core figures only.
        let b580 = intel_gpu(&Form {
            gpu: "arc-b580".to_string(),
            ..Form::default()
        });
        assert_eq!(b580.0, Some(intel::XeCores::from(20)));
        let generic = intel_gpu(&Form {
            gpu: "xe2-hpg".to_string(),
            ..Form::default()
        });
        assert_eq!(generic.0, None);
        // Large GRF, 1024 work-items in sub-groups of 32: one work-group, half the slots.
        let large = intel_launch(&Form {
            gpu: "xe-hpc".to_string(),
            threads: "1024".to_string(),
            sub_group: "32".to_string(),
            large_grf: true,
            ..Form::default()
        });
        let result = intel::occupancy(large.arch, &large.kernel).unwrap();
        assert_eq!(
            (result.workgroups_per_xe_core, result.occupancy()),
            (1, 0.5)
        );
    }

    #[test]
    fn bad_intel_inputs_name_the_field_and_range() {
        let error = |form: &Form, field: Field| -> String {
            let errors = form.launch().expect_err("invalid");
            errors
                .iter()
                .find(|e| e.field == field)
                .unwrap_or_else(|| panic!("no error on {field:?}: {errors:?}"))
                .message
                .clone()
        };
        let with = |edit: fn(&mut Form)| {
            let mut form = pvc_40k();
            edit(&mut form);
            form
        };
        let threads = error(&with(|f| f.threads = "2048".to_string()), Field::Threads);
        assert_eq!(
            threads,
            "kernel.threads_per_block = 2048 is out of range: valid values are 1 to 1024"
        );
        let sub = error(&with(|f| f.sub_group = "8".to_string()), Field::SubGroup);
        assert!(
            sub.contains("kernel.sub_group_size") && sub.ends_with("valid values are 16, 32"),
            "{sub}"
        );
        let slm = error(
            &with(|f| {
                f.static_smem = "100K".to_string();
                f.dynamic_smem = "100K".to_string();
            }),
            Field::DynamicSmem,
        );
        assert!(
            slm.contains("kernel.slm_bytes") && slm.ends_with("0 to 131072"),
            "{slm}"
        );
        let grf = error(
            &with(|f| {
                f.threads = "1024".to_string();
                f.large_grf = true;
            }),
            Field::Threads,
        );
        assert!(
            grf.contains("large-GRF mode") && grf.contains("valid values are 1 to 512"),
            "{grf}"
        );
        let xves = error(&with(|f| f.sms = "1001".to_string()), Field::Sms);
        assert!(
            xves.contains("device.xve_count") && xves.contains("multiples of 8"),
            "{xves}"
        );
        let global = error(
            &with(|f| f.global_size = "1000".to_string()),
            Field::GlobalSize,
        );
        assert!(
            global.contains("global_size") && global.contains("valid values are 256, 512"),
            "{global}"
        );
        let unknown = error(
            &with(|f| {
                f.sms = String::new();
                f.global_size = "1024".to_string();
            }),
            Field::GlobalSize,
        );
        assert!(
            unknown.contains("XVE count") && unknown.contains("1024, 896, 512, 448"),
            "{unknown}"
        );
    }

    #[test]
    fn other_vendors_keys_on_an_intel_gpu_and_intel_keys_elsewhere_are_reported_and_dropped() {
        let naming = |f: Field| format!("URL parameter '{}'", f.key());
        let mut intel = pvc_40k();
        intel.barriers = "4".to_string();
        intel.regs = "64".to_string();
        intel.sgprs = "40".to_string();
        let messages = repair(&mut intel, naming);
        assert_eq!(messages.len(), 3, "{messages:?}");
        assert!(
            messages[0].starts_with(
                "URL parameter 'r': '64' applies to NVIDIA and AMD GPUs only; Generic \
                 xe-hpc (Xe-HPC) is an Intel GPU (xe-hpc)"
            ),
            "{messages:?}"
        );
        assert!(messages[1].contains("'b': '4' applies to NVIDIA GPUs only"));
        assert!(messages[2].contains("'sg': '40' applies to AMD GPUs only"));
        assert_eq!(intel.sms, "1024");
        assert!(intel.errors().is_empty());
        // Large GRF where the architecture has none: occ-core's message with the valid value.
        let mut b580 = Form {
            gpu: "arc-b580".to_string(),
            large_grf: true,
            ..Form::default()
        };
        let messages = repair(&mut b580, naming);
        assert_eq!(messages.len(), 1, "{messages:?}");
        assert!(
            messages[0].starts_with("URL parameter 'grf': kernel.large_grf")
                && messages[0].contains("only valid value is false"),
            "{messages:?}"
        );
        assert!(!b580.large_grf);
        // Intel's keys on an NVIDIA GPU, and on an AMD one.
        let mut nvidia = Form {
            sub_group: "32".to_string(),
            global_size: "4096".to_string(),
            ..Form::default()
        };
        let messages = repair(&mut nvidia, naming);
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages
            .iter()
            .all(|m| m.contains("applies to Intel GPUs only; GeForce RTX 4090 is an NVIDIA GPU")));
        assert_eq!(
            (nvidia.sub_group.as_str(), nvidia.global_size.as_str()),
            ("16", "")
        );
        let mut amd = form("gfx942", "256", "64");
        amd.barriers_used = true;
        let messages = repair(&mut amd, naming);
        assert!(
            messages.len() == 1 && messages[0].contains("applies to Intel GPUs only"),
            "{messages:?}"
        );
    }

    #[test]
    fn a_kernel_carries_over_to_an_intel_gpu() {
        let mut kernel = form(DEFAULT_GPU, "256", "128");
        kernel.static_smem = "1024".to_string();
        kernel.dynamic_smem = "2K".to_string();
        kernel.gpu = "data-center-gpu-max-1550".to_string();
        let calc = intel_launch(&kernel);
        assert_eq!(
            (calc.kernel.workgroup_size, calc.kernel.slm_bytes),
            (256, 3072)
        );
    }

    #[test]
    fn a_kernel_carries_over_between_vendors() {
        let mut kernel = form(DEFAULT_GPU, "256", "128");
        kernel.static_smem = "1024".to_string();
        kernel.dynamic_smem = "2K".to_string();
        let nvidia = kernel.validate().unwrap();
        kernel.gpu = "gfx942".to_string();
        let amd = amd_launch(&kernel);
        assert_eq!(
            (
                amd.kernel.workgroup_size,
                amd.kernel.vgprs,
                amd.kernel.lds_bytes
            ),
            (
                nvidia.kernel.threads_per_block,
                nvidia.kernel.regs_per_thread,
                3072
            )
        );
        kernel.gpu = DEFAULT_GPU.to_string();
        assert_eq!(kernel.validate(), Ok(nvidia));
    }
}
