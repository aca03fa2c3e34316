//! Every input of the page, declared once: the `inputs!` table below gives each its field of [`Form`], its
//! [`Field`], its key in links and in stored configs, its label and help, its [`Kind`], its default,
//! whether links leave it out at that default, and which GPUs it applies to. The form, the URL codec
//! (`persist::query`), the stored configs (`persist::saved`) and the input panel's markup
//! (`calculator::input_markup`) read it; what an input means for occ-core is [`Form::validate`]'s.

use occ_core::amd::Arch;
use occ_core::intel;
use occ_core::nvidia::{CacheConfig, Device, PartitionedGc, Rules};
use occ_core::terms::Terms;
use occ_core::{Error, Vendor};

use crate::state::gpu::DEFAULT_GPU;
use crate::state::roofline::RoofForm;

/// What an input holds, which decides how it is typed, shown and checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A GPU: a preset id, a generic `cc-8.9`, or what people type (`4090`).
    Gpu,
    /// A whole number.
    Count,
    /// A number of bytes; `48K` (KiB) is accepted.
    Bytes,
    /// One of the architecture's carveouts in KiB, or `-1` for the driver default.
    Carveout,
    /// On or off.
    Flag,
    /// One of a few names, each with what the page shows for it.
    Choice(&'static [(&'static str, &'static str)]),
}

/// Which inputs apply to a GPU (the others are hidden and ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Applicable {
    /// Whose rules compute the GPU: labels and help follow it.
    pub vendor: Vendor,
    pub carveout: bool,
    pub barriers: bool,
    pub partitioned_gc: bool,
    pub cache_config: bool,
    pub virtual_resources: bool,
    pub opt_in: bool,
    /// AMD targets with accumulation registers (CDNA).
    pub agprs: bool,
    /// Every AMD target (they limit occupancy on GFX9/CDNA only, but every compiler report gives them).
    pub sgprs: bool,
    /// RDNA: wave32 or wave64.
    pub wave_size: bool,
    /// RDNA: CU or WGP mode.
    pub cu_mode: bool,
    /// Registers per thread (VGPRs on AMD): NVIDIA and AMD; Intel's rules take the GRF mode instead.
    pub registers: bool,
    /// Every Intel architecture: the sub-group size, whether barriers are used, the global size.
    pub intel: bool,
    /// Intel architectures with large-GRF mode (Xe-HPC).
    pub large_grf: bool,
}

impl Applicable {
    pub fn for_rules(rules: &Rules, device: &Device) -> Self {
        Self {
            vendor: Vendor::Nvidia,
            carveout: rules.has_carveouts(),
            barriers: rules.has_barrier_limit(),
            partitioned_gc: rules.supports_partitioned_gc(),
            cache_config: rules.uses_cache_config(),
            virtual_resources: rules.virtual_resources_per_sm() > 0,
            opt_in: device.smem_per_block_optin > device.smem_per_block,
            agprs: false,
            sgprs: false,
            wave_size: false,
            cu_mode: false,
            registers: true,
            intel: false,
            large_grf: false,
        }
    }

    /// The inputs some NVIDIA GPU has.
    pub const ANY_NVIDIA: Self = Self {
        vendor: Vendor::Nvidia,
        carveout: true,
        barriers: true,
        partitioned_gc: true,
        cache_config: true,
        virtual_resources: true,
        opt_in: true,
        agprs: false,
        sgprs: false,
        wave_size: false,
        cu_mode: false,
        registers: true,
        intel: false,
        large_grf: false,
    };

    /// The inputs some AMD target has.
    pub const ANY_AMD: Self = Self {
        vendor: Vendor::Amd,
        carveout: false,
        barriers: false,
        partitioned_gc: false,
        cache_config: false,
        virtual_resources: false,
        opt_in: false,
        agprs: true,
        sgprs: true,
        wave_size: true,
        cu_mode: true,
        registers: true,
        intel: false,
        large_grf: false,
    };

    /// The inputs some Intel architecture has.
    pub const ANY_INTEL: Self = Self {
        large_grf: true,
        ..Self::for_intel_rules(false)
    };

    /// An Intel architecture's inputs: none of NVIDIA's or AMD's own.
    pub fn for_intel(arch: &intel::Arch) -> Self {
        Self::for_intel_rules(arch.large_grf)
    }

    const fn for_intel_rules(large_grf: bool) -> Self {
        Self {
            vendor: Vendor::Intel,
            carveout: false,
            barriers: false,
            partitioned_gc: false,
            cache_config: false,
            virtual_resources: false,
            opt_in: false,
            agprs: false,
            sgprs: false,
            wave_size: false,
            cu_mode: false,
            registers: false,
            intel: true,
            large_grf,
        }
    }

    /// An AMD target's inputs: none of NVIDIA's own.
    pub fn for_amd(arch: &Arch) -> Self {
        let rdna = arch.generation.is_rdna();
        Self {
            vendor: Vendor::Amd,
            carveout: false,
            barriers: false,
            partitioned_gc: false,
            cache_config: false,
            virtual_resources: false,
            opt_in: false,
            agprs: arch.max_agprs() > 0,
            sgprs: true,
            wave_size: rdna,
            cu_mode: rdna,
            registers: true,
            intel: false,
            large_grf: false,
        }
    }
}

/// Where an input is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    /// The calculator's input panel.
    Launch,
    /// The launch-planning tool: checked on its own, so a bad value never holds back the calculator's results.
    Plan,
}

/// How a form's field holds its input: as the text typed, or as the flag or choice it names.
pub trait Value: Sized + Default {
    fn text(&self) -> String;
    /// The value `text` names (checked against `field`'s kind); a message naming the valid values otherwise.
    fn read(field: Field, text: &str) -> Result<Self, Error>;

    /// Sets `slot` to what `text` names. One copy per type, called from every input of that type: the page's
    /// wasm is smaller than with the reading inlined into each.
    #[inline(never)]
    fn assign(slot: &mut Self, field: Field, text: &str) -> Result<(), Error> {
        *slot = Self::read(field, text)?;
        Ok(())
    }
}

impl Value for String {
    #[inline(never)]
    fn text(&self) -> String {
        self.clone()
    }
    fn read(field: Field, text: &str) -> Result<Self, Error> {
        match field.kind() {
            // A choice kept as its name, so a name the page does not know never travels on in a link or a stored
            // config; the words as occ-core reads them (any case, its aliases).
            Kind::Choice(choices) => match field {
                Field::Terms => Terms::parse(text).map(Terms::id),
                // Empty: the browser's languages decide.
                Field::Lang if text.is_empty() => Some(""),
                _ => choices.iter().map(|c| c.0).find(|name| *name == text),
            }
            .map(str::to_string)
            .ok_or_else(|| not_a_choice(field, text)),
            _ => Ok(text.to_string()),
        }
    }
}

impl Value for bool {
    fn text(&self) -> String {
        if *self { "1" } else { "0" }.to_string()
    }
    fn read(field: Field, text: &str) -> Result<Self, Error> {
        match text {
            "1" | "true" | "on" => Ok(true),
            "0" | "false" | "off" => Ok(false),
            _ => Err(Error::Parse {
                field: field.core(),
                message: occ_core::msg::error_page_not_switch(text).into(),
            }),
        }
    }
}

/// The message for a `text` that is none of `field`'s choices.
fn not_a_choice(field: Field, text: &str) -> Error {
    // Garbage can be long: the message shows its start.
    let mut start: String = text.chars().take(40).collect();
    if text.chars().nth(40).is_some() {
        start.push('…');
    }
    let mut list = String::new();
    if let Kind::Choice(choices) = field.kind() {
        for (i, (name, _)) in choices.iter().enumerate() {
            if i > 0 {
                list.push_str(", ");
            }
            list.push_str(name);
        }
    }
    Error::Parse {
        field: field.core(),
        message: occ_core::msg::error_page_not_choice(&start, &list).into(),
    }
}

impl Value for PartitionedGc {
    fn text(&self) -> String {
        self.name().to_string()
    }
    fn read(field: Field, text: &str) -> Result<Self, Error> {
        PartitionedGc::from_name(text).ok_or_else(|| not_a_choice(field, text))
    }
}

impl Value for CacheConfig {
    fn text(&self) -> String {
        self.name().to_string()
    }
    fn read(field: Field, text: &str) -> Result<Self, Error> {
        CacheConfig::from_name(text).ok_or_else(|| not_a_choice(field, text))
    }
}

/// Declares the inputs, one row each: `Variant field: Type { column: value, … }` with every column given. Generates
/// [`Field`], [`Form`] (every field, then the roofline tool's own inputs) and one method of [`Field`] per column,
/// a `match` each, so a build links only the columns it reads.
macro_rules! inputs {
    ($(
        $(#[$doc:meta])*
        $variant:ident $name:ident: $type:ty {
            key: $key:expr,
            stored: $stored:expr,
            label: $label:expr,
            help: $help:expr,
            kind: $kind:expr,
            default: $default:expr,
            optional: $optional:expr,
            panel: $panel:ident,
            applies: $applies:expr,
            core: $core:expr,
            amd: $amd:expr,
            intel: $intel:expr $(,)?
        }
    )*) => {
        /// An input of the form.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Field {
            $($variant,)*
        }

        /// Every input of the page, as typed.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct Form {
            $($(#[$doc])* pub $name: $type,)*
            /// The roofline tool's inputs: validated on their own ([`RoofForm::check`]), so a bad one never makes
            /// the occupancy results stale.
            pub roof: RoofForm,
            /// The pinned launches of the comparison, as links write them (`persist::compare`; empty: none). The page
            /// carries it as it is; the module that shows the comparison reads and checks it.
            pub compare: String,
        }

        impl Field {
            pub const ALL: &'static [Self] = &[$(Self::$variant,)*];

            /// The key in links (`?t=128`) and the element ids (`in-t`, `err-t`).
            pub fn key(self) -> &'static str {
                match self { $(Self::$variant => $key,)* }
            }

            /// The key in stored configs (`"threads_per_block": 128`).
            pub fn stored(self) -> &'static str {
                match self { $(Self::$variant => $stored,)* }
            }

            /// What the page's label says, and what messages call it.
            pub fn label(self) -> &'static str {
                match self { $(Self::$variant => $label,)* }
            }

            /// The line of help under the input.
            pub fn help(self) -> &'static str {
                match self { $(Self::$variant => $help,)* }
            }

            pub fn kind(self) -> Kind {
                match self { $(Self::$variant => $kind,)* }
            }

            /// The text of a new form.
            pub fn default_text(self) -> &'static str {
                match self { $(Self::$variant => $default,)* }
            }

            /// Whether links leave the input out while it is at its default.
            pub fn optional(self) -> bool {
                match self { $(Self::$variant => $optional,)* }
            }

            pub fn panel(self) -> Panel {
                match self { $(Self::$variant => Panel::$panel,)* }
            }

            /// Which GPUs have the input (`None`: every GPU).
            pub fn applies_to(self) -> Option<fn(&Applicable) -> bool> {
                match self { $(Self::$variant => $applies,)* }
            }

            /// The field occ-core names in its messages about the input.
            pub fn core(self) -> &'static str {
                match self { $(Self::$variant => $core,)* }
            }

            /// AMD's words for an input both vendors have, or for an AMD-only one: its label, help and
            /// occ-core's field (`None`: NVIDIA's words serve both, or the input is NVIDIA's only).
            pub fn amd(self) -> Option<(&'static str, &'static str, &'static str)> {
                match self { $(Self::$variant => $amd,)* }
            }

            /// Intel's words for an input another vendor has too, or for an Intel-only one: its label, help and
            /// occ-core's field (`None`: NVIDIA's words serve, or Intel has no such input). Intel's page strings
            /// are here and in `occ_core::intel::report`, one place per concept.
            pub fn intel(self) -> Option<(&'static str, &'static str, &'static str)> {
                match self { $(Self::$variant => $intel,)* }
            }

            /// The input's text in a form.
            pub fn get(self, form: &Form) -> String {
                match self {
                    $(Self::$variant => Value::text(&form.$name),)*
                }
            }

            /// Sets the input from text; a flag or a choice must be one of its names.
            pub fn set(self, form: &mut Form, text: &str) -> Result<(), Error> {
                match self {
                    $(Self::$variant => Value::assign(&mut form.$name, self, text),)*
                }
            }
        }

        impl Default for Form {
            fn default() -> Self {
                let mut form = Self {
                    $($name: <$type>::default(),)*
                    roof: RoofForm::default(),
                    compare: String::new(),
                };
                // Every default reads as itself (a test checks it).
                for field in Field::ALL {
                    let _ = field.set(&mut form, field.default_text());
                }
                form
            }
        }
    };
}

inputs! {
    /// A [`crate::state::gpu::GpuChoice`] id.
    Gpu gpu: String {
        key: "gpu",
        stored: "gpu",
        label: "GPU",
        help: "",
        kind: Kind::Gpu,
        default: DEFAULT_GPU,
        optional: false,
        panel: Launch,
        applies: None,
        core: "gpu",
        amd: None,
        intel: None,
    }
    Threads threads: String {
        key: "t",
        stored: "threads_per_block",
        label: "Threads per block",
        help: "1 to the device maximum (1,024)",
        kind: Kind::Count,
        default: "128",
        optional: false,
        panel: Launch,
        applies: None,
        core: "kernel.threads_per_block",
        amd: Some(("Work-group size", "Work-items per work-group (the launch's block size)", "kernel.threads_per_block")),
        intel: Some(("Work-group size", "Work-items per work-group (the nd_range's local size, all dimensions multiplied)", "kernel.threads_per_block")),
    }
    Regs regs: String {
        key: "r",
        stored: "regs_per_thread",
        label: "Registers per thread",
        help: "From ptxas -v or Nsight Compute",
        kind: Kind::Count,
        default: "51",
        optional: false,
        panel: Launch,
        applies: Some(|a| a.registers),
        core: "kernel.regs_per_thread",
        amd: Some(("VGPRs per work-item", "Arch VGPRs: the compiler's NumVgprs or .vgpr_count", "kernel.vgprs")),
        intel: None,
    }
    StaticSmem static_smem: String {
        key: "ss",
        stored: "static_smem",
        label: "Static shared memory",
        help: "__shared__ arrays ",
        kind: Kind::Bytes,
        default: "0",
        optional: false,
        panel: Launch,
        applies: None,
        core: "kernel.static_smem",
        amd: Some(("LDS (static)", "__shared__ arrays; LDS per work-group is static + dynamic ", "kernel.lds_bytes")),
        intel: Some(("SLM (static)", "Work-group local memory the kernel declares; SLM per work-group is static + local_accessor ", "kernel.slm_bytes")),
    }
    DynamicSmem dynamic_smem: String {
        key: "ds",
        stored: "dynamic_smem",
        label: "Dynamic shared memory",
        help: "Third launch parameter ",
        kind: Kind::Bytes,
        default: "0",
        optional: false,
        panel: Launch,
        applies: None,
        core: "kernel.dynamic_smem",
        amd: Some(("LDS (dynamic)", "The launch's dynamic shared memory ", "kernel.lds_bytes")),
        intel: Some(("SLM (local_accessor)", "sycl::local_accessor bytes per work-group ", "kernel.slm_bytes")),
    }
    /// A carveout in KiB, or `-1` for the driver default.
    Carveout carveout: String {
        key: "co",
        stored: "carveout_kib",
        label: "Shared memory carveout",
        help: "Shared memory per SM the kernel prefers (cudaFuncAttributePreferredSharedMemoryCarveout)",
        kind: Kind::Carveout,
        default: "-1",
        optional: false,
        panel: Launch,
        applies: Some(|a| a.carveout),
        core: "smem.carveout",
        amd: None,
        intel: None,
    }
    OptIn opt_in: bool {
        key: "oi",
        stored: "opt_in",
        label: "Opt-in shared memory",
        help: "Opt in to the larger per-block shared memory (cudaFuncAttributeMaxDynamicSharedMemorySize)",
        kind: Kind::Flag,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.opt_in),
        core: "kernel.opt_in",
        amd: None,
        intel: None,
    }
    /// Empty = the attribute is not set.
    MaxDynamic max_dynamic: String {
        key: "md",
        stored: "max_dynamic_smem",
        label: "Max dynamic shared memory",
        help: "Max dynamic shared memory attribute; empty = the per-block limit minus static ",
        kind: Kind::Bytes,
        default: "",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.opt_in),
        core: "kernel.max_dynamic_smem",
        amd: None,
        intel: None,
    }
    Barriers barriers: String {
        key: "b",
        stored: "barriers",
        label: "Barriers per block",
        help: "Named barriers (0 to 16); CC ≥ 9 limits them per SM",
        kind: Kind::Count,
        default: "1",
        optional: false,
        panel: Launch,
        applies: Some(|a| a.barriers),
        core: "kernel.barriers",
        amd: None,
        intel: None,
    }
    /// Empty = the preset's SM count.
    Sms sms: String {
        key: "sm",
        stored: "sm_count",
        label: "SM count",
        help: "Empty = the GPU's own count",
        kind: Kind::Count,
        default: "",
        optional: true,
        panel: Launch,
        applies: None,
        core: "device.sm_count",
        amd: Some(("CU count", "Empty = the GPU's own count (1 for a generic target)", "device.cu_count")),
        intel: Some(("XVE count", "Empty = the GPU's own (a generic architecture: figures per Xe-core); whole Xe-cores or a part Intel's calculator lists", "device.xve_count")),
    }
    PartitionedGc partitioned_gc: PartitionedGc {
        key: "pgc",
        stored: "partitioned_gc",
        label: "Partitioned global caching",
        help: "",
        kind: Kind::Choice(&[
            ("off", "Off"),
            ("on", "On (driver turns it off when a block needs more than half an SM)"),
            ("strict", "Strict (forced on)"),
        ]),
        default: "off",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.partitioned_gc),
        core: "kernel.partitioned_gc",
        amd: None,
        intel: None,
    }
    CacheConfig cache_config: CacheConfig {
        key: "cache",
        stored: "cache_config",
        label: "Cache config",
        help: "",
        kind: Kind::Choice(&[
            ("none", "No preference"),
            ("shared", "Prefer shared memory"),
            ("l1", "Prefer L1"),
            ("equal", "Equal L1 and shared"),
        ]),
        default: "none",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.cache_config),
        core: "smem.cache_config",
        amd: None,
        intel: None,
    }
    VirtualResources virtual_resources: String {
        key: "vr",
        stored: "virtual_resources",
        label: "Virtual resources",
        help: "Per block (CUDA 13, CC 10 to 12)",
        kind: Kind::Count,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.virtual_resources),
        core: "kernel.virtual_resources",
        amd: None,
        intel: None,
    }
    /// AMD (CDNA): accumulation VGPRs per work-item.
    Agprs agprs: String {
        key: "ag",
        stored: "agprs",
        label: "AGPRs per work-item",
        help: "Accumulation VGPRs: the compiler's NumAgprs",
        kind: Kind::Count,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.agprs),
        core: "kernel.agprs",
        amd: None,
        intel: None,
    }
    /// AMD: scalar registers per wave.
    Sgprs sgprs: String {
        key: "sg",
        stored: "sgprs",
        label: "SGPRs per wave",
        help: "The compiler's NumSgprs; they limit occupancy on GFX9 and CDNA only",
        kind: Kind::Count,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.sgprs),
        core: "kernel.sgprs",
        amd: None,
        intel: None,
    }
    /// AMD (RDNA): 32 or 64; empty = the target's default.
    WaveSize wave_size: String {
        key: "ws",
        stored: "wave_size",
        label: "Wave size",
        help: "32 or 64; empty = the target's default",
        kind: Kind::Count,
        default: "",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.wave_size),
        core: "kernel.wave_size",
        amd: None,
        intel: None,
    }
    /// AMD (RDNA): a work-group's waves on one CU instead of a WGP.
    CuMode cu_mode: bool {
        key: "cu",
        stored: "cu_mode",
        label: "CU mode",
        help: "CU mode: a work-group's waves on one CU (2 SIMDs, its LDS) instead of a WGP (-mcumode)",
        kind: Kind::Flag,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.cu_mode),
        core: "kernel.cu_mode",
        amd: None,
        intel: None,
    }
    /// Intel: the sub-group (SIMD) size the kernel is compiled for.
    SubGroup sub_group: String {
        key: "sub",
        stored: "sub_group_size",
        label: "Sub-group size",
        help: "8, 16 or 32 as the architecture allows: the compiler's choice or [[intel::reqd_sub_group_size(N)]]",
        kind: Kind::Count,
        default: "16",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.intel),
        core: "kernel.sub_group_size",
        amd: None,
        intel: None,
    }
    /// Intel: whether the kernel uses barriers (Intel's rules count a work-group's barrier register, not barriers).
    BarriersUsed barriers_used: bool {
        key: "bar",
        stored: "barriers_used",
        label: "Uses barriers",
        help: "sycl::group_barrier or group algorithms: each resident work-group takes one barrier register",
        kind: Kind::Flag,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.intel),
        core: "kernel.barriers",
        amd: None,
        intel: None,
    }
    /// Intel (Xe-HPC): 256 registers per hardware thread, half the threads.
    LargeGrf large_grf: bool {
        key: "grf",
        stored: "large_grf",
        label: "Large GRF mode",
        help: "256 registers per hardware thread, half the threads per XVE (-ftarget-register-alloc-mode=pvc:large)",
        kind: Kind::Flag,
        default: "0",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.large_grf),
        core: "kernel.large_grf",
        amd: None,
        intel: None,
    }
    /// Intel: the launch's global size in work-items (empty = per Xe-core figures only).
    GlobalSize global_size: String {
        key: "gs",
        stored: "global_size",
        label: "Global size",
        help: "Work-items of the launch, all dimensions multiplied: the waves over the GPU; empty = per Xe-core only",
        kind: Kind::Count,
        default: "",
        optional: true,
        panel: Launch,
        applies: Some(|a| a.intel),
        core: "global_size",
        amd: None,
        intel: None,
    }
    /// The words the page is shown in: an `occ_core::terms::Terms` id.
    Terms terms: String {
        key: "terms",
        stored: "terms",
        label: "Terms",
        help: "The page's words: the GPU vendor's own, or CUDA's, HIP's or SYCL's (vendor-neutral) for every GPU",
        // What the control shows for each: `page-terms-*` messages (`input_markup::terms_html`).
        kind: Kind::Choice(&[("own", ""), ("cuda", ""), ("hip", ""), ("sycl", "")]),
        default: "own",
        optional: true,
        panel: Launch,
        applies: None,
        core: "terms",
        amd: None,
        intel: None,
    }
    /// The language the page is written in: an `occ_core::msg::Lang` id (`en`, `zh`), or empty to follow the browser's
    /// languages ([`crate::state::lang`]); links name it only when it was chosen.
    Lang lang: String {
        key: "lang",
        stored: "lang",
        label: "Language",
        help: "",
        // Each named in itself (`occ_core::msg::Lang::label`, in `input_markup::terms_html`).
        kind: Kind::Choice(&[("en", ""), ("zh", "")]),
        default: "",
        optional: true,
        panel: Launch,
        applies: None,
        core: "lang",
        amd: None,
        intel: None,
    }
    /// Launch planning: the grid in blocks (empty = from the problem size, else the grid-stride grid).
    Grid grid: String {
        key: "g",
        stored: "grid_blocks",
        label: "Grid (blocks)",
        help: "",
        kind: Kind::Count,
        default: "",
        optional: true,
        panel: Plan,
        applies: None,
        core: "plan.grid_blocks",
        amd: None,
        intel: None,
    }
    /// Launch planning: the problem size in work items (empty = not given).
    Items items: String {
        key: "n",
        stored: "problem_size",
        label: "Problem size (items)",
        help: "",
        kind: Kind::Count,
        default: "",
        optional: true,
        panel: Plan,
        applies: None,
        core: "plan.problem_size",
        amd: None,
        intel: None,
    }
    PerThread per_thread: String {
        key: "wpt",
        stored: "work_per_thread",
        label: "Items per thread",
        help: "",
        kind: Kind::Count,
        default: "1",
        optional: true,
        panel: Plan,
        applies: None,
        core: "plan.work_per_thread",
        amd: None,
        intel: None,
    }
    /// Launch planning: dynamic shared memory per thread, for the block-size table.
    SmemPerThread smem_per_thread: String {
        key: "spt",
        stored: "smem_per_thread",
        label: "Shared memory per thread",
        help: "",
        kind: Kind::Bytes,
        default: "0",
        optional: true,
        panel: Plan,
        applies: None,
        core: "plan.smem_per_thread",
        amd: None,
        intel: None,
    }
}

impl Field {
    /// An input of the launch-planning tool: it never holds back the calculator's results.
    pub fn is_plan(self) -> bool {
        self.panel() == Panel::Plan
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|f| f.key() == key)
    }

    /// Whether the GPU of `applies` has this input (`None`: no valid GPU yet, so only the inputs every GPU has).
    pub fn applies(self, applies: Option<&Applicable>) -> bool {
        match self.applies_to() {
            None => true,
            Some(has) => applies.is_some_and(has),
        }
    }

    /// The vendor's own words for the input (label, help, occ-core's field), where they differ from NVIDIA's.
    fn words(self, vendor: Vendor) -> Option<(&'static str, &'static str, &'static str)> {
        match vendor {
            Vendor::Nvidia => None,
            Vendor::Amd => self.amd(),
            Vendor::Intel => self.intel(),
        }
    }

    /// Whether the input's words change with the vendor.
    pub fn has_vendor_words(self) -> bool {
        self.amd().is_some() || self.intel().is_some()
    }

    /// What the page's label says on a GPU of `vendor`.
    pub fn label_for(self, vendor: Vendor) -> &'static str {
        self.words(vendor).map_or(self.label(), |w| w.0)
    }

    /// The line of help under the input on a GPU of `vendor`.
    pub fn help_for(self, vendor: Vendor) -> &'static str {
        self.words(vendor).map_or(self.help(), |w| w.1)
    }

    /// The field occ-core names in its messages about the input on a GPU of `vendor`.
    pub fn core_for(self, vendor: Vendor) -> &'static str {
        self.words(vendor).map_or(self.core(), |w| w.2)
    }

    /// Whether `form` holds this input at its default, which links leave out for the optional ones.
    pub fn at_default(self, form: &Form) -> bool {
        self.get(form) == self.default_text()
    }
}

impl Field {
    /// The vendor whose words the input's label and help are written in: that vendor's for an input only one
    /// vendor's GPUs have, NVIDIA's for the rest (an input the vendors share says AMD's and Intel's words in its
    /// `amd` and `intel` columns).
    pub fn words_of(self) -> Vendor {
        if self.applies_to().is_none() {
            return Vendor::Nvidia;
        }
        let vendors = [
            (Vendor::Nvidia, Applicable::ANY_NVIDIA),
            (Vendor::Amd, Applicable::ANY_AMD),
            (Vendor::Intel, Applicable::ANY_INTEL),
        ];
        let mut having = vendors.iter().filter(|(_, any)| self.applies(Some(any)));
        match (having.next(), having.next()) {
            (Some((vendor, _)), None) => *vendor,
            _ => Vendor::Nvidia,
        }
    }
}

impl Field {
    /// The input's label in `say`'s language and words (provisional: the label's English).
    pub fn said_label(self, _say: &occ_core::msg::Say) -> String {
        self.label().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_reads_as_itself() {
        let form = Form::default();
        for field in Field::ALL {
            assert_eq!(field.get(&form), field.default_text(), "{field:?}");
        }
    }

    #[test]
    fn keys_and_stored_names_are_unique_and_url_safe() {
        let mut keys: Vec<&str> = Field::ALL.iter().map(|f| f.key()).collect();
        let mut stored: Vec<&str> = Field::ALL.iter().map(|f| f.stored()).collect();
        assert!(keys
            .iter()
            .all(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_lowercase())));
        keys.sort_unstable();
        keys.dedup();
        stored.sort_unstable();
        stored.dedup();
        assert_eq!(keys.len(), Field::ALL.len());
        assert_eq!(stored.len(), Field::ALL.len());
        // The page's own keys beside the inputs'.
        assert!(!keys.contains(&"v") && !keys.contains(&"embed"));
    }

    #[test]
    fn flags_and_choices_take_only_their_names() {
        let mut form = Form::default();
        Field::OptIn.set(&mut form, "on").unwrap();
        assert!(form.opt_in);
        assert_eq!(Field::OptIn.get(&form), "1");
        let error = Field::OptIn.set(&mut form, "maybe").unwrap_err();
        assert_eq!(error.field(), "kernel.opt_in");
        Field::PartitionedGc.set(&mut form, "strict").unwrap();
        assert_eq!(form.partitioned_gc, PartitionedGc::Strict);
        let error = Field::CacheConfig.set(&mut form, "fast").unwrap_err();
        assert!(
            error.to_string().contains("none, shared, l1, equal"),
            "{error}"
        );
        assert_eq!(form.cache_config, CacheConfig::None);
    }

    /// A choice's names are occ-core's names, no more and no fewer.
    #[test]
    fn the_choices_are_occ_core_s_names() {
        let names = |field: Field| match field.kind() {
            Kind::Choice(choices) => choices.iter().map(|(name, _)| *name).collect::<Vec<_>>(),
            _ => Vec::new(),
        };
        let gc: Vec<&str> = PartitionedGc::ALL.iter().map(|m| m.name()).collect();
        let cache: Vec<&str> = CacheConfig::ALL.iter().map(|c| c.name()).collect();
        assert_eq!(names(Field::PartitionedGc), gc);
        assert_eq!(names(Field::CacheConfig), cache);
    }

    #[test]
    fn every_choice_is_one_occ_core_knows() {
        for field in Field::ALL {
            if let Kind::Choice(choices) = field.kind() {
                for (name, _) in choices {
                    let mut form = Form::default();
                    field.set(&mut form, name).unwrap();
                    assert_eq!(field.get(&form), *name);
                }
            }
        }
    }
}
