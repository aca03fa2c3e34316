//! Every input of the page, declared once: the `inputs!` table below gives each its field of [`Form`], its
//! [`Field`], its key in links and in stored configs, the messages of its label and help, its [`Kind`], its default,
//! whether links leave it out at that default, and which GPUs it applies to. The form, the URL codec
//! (`persist::query`), the stored configs (`persist::saved`) and the input panel's markup
//! (`calculator::input_markup`) read it; what an input means for occ-core is [`Form::launch`]'s.

use occ_core::amd::Arch;
use occ_core::intel;
use occ_core::msg::{self, Msg, Say};
use occ_core::nvidia::{CacheConfig, Device, PartitionedGc, Rules};
use occ_core::terms::Terms;
use occ_core::{Error, Vendor};

use crate::state::gpu::DEFAULT_GPU;
use crate::state::notice::{Named, Notice};
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
    /// One of a few names, each with the message the page shows for it (none: a language, named in itself).
    Choice(&'static [(&'static str, Option<Said>)]),
}

/// A message without parameters, as the table names it: said when it is shown ([`Field::said_label`]).
pub type Said = fn() -> Msg<'static>;

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

    /// The inputs the GPU of a valid launch has.
    pub fn of(launch: &occ_core::Launch) -> Self {
        match launch {
            occ_core::Launch::Nvidia(l) => Self::for_rules(l.gpu.rules(), l.gpu.device()),
            occ_core::Launch::Amd(l) => Self::for_amd(l.arch),
            occ_core::Launch::Intel(l) => Self::for_intel(l.arch),
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

            /// The message of the input's label in NVIDIA's phrasing (another vendor's own in its column), or in
            /// the phrasing of the one vendor whose GPUs have the input.
            fn label_msg(self) -> Said {
                match self { $(Self::$variant => $label,)* }
            }

            /// The message of the line of help under the input (a flag's: its checkbox's label), as
            /// [`Field::label_msg`]; `None`: the input has none.
            fn help_msg(self) -> Option<Said> {
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

            /// AMD's own phrasing of an input NVIDIA's GPUs have too: the messages of its label and help, and
            /// occ-core's field (`None`: NVIDIA's messages serve both, their nouns in AMD's words).
            fn amd(self) -> Option<(Said, Said, &'static str)> {
                match self { $(Self::$variant => $amd,)* }
            }

            /// Intel's own phrasing of an input another vendor's GPUs have too, as [`Field::amd`].
            fn intel(self) -> Option<(Said, Said, &'static str)> {
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
        label: msg::input_gpu_label,
        help: None,
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
        label: msg::input_t_label,
        help: Some(msg::input_t_help),
        kind: Kind::Count,
        default: "128",
        optional: false,
        panel: Launch,
        applies: None,
        core: "kernel.threads_per_block",
        amd: Some((msg::input_t_label_group, msg::input_t_help_amd, "kernel.threads_per_block")),
        intel: Some((msg::input_t_label_group, msg::input_t_help_intel, "kernel.threads_per_block")),
    }
    Regs regs: String {
        key: "r",
        stored: "regs_per_thread",
        label: msg::input_r_label,
        help: Some(msg::input_r_help),
        kind: Kind::Count,
        default: "51",
        optional: false,
        panel: Launch,
        applies: Some(|a| a.registers),
        core: "kernel.regs_per_thread",
        amd: Some((msg::input_r_label_amd, msg::input_r_help_amd, "kernel.vgprs")),
        intel: None,
    }
    StaticSmem static_smem: String {
        key: "ss",
        stored: "static_smem",
        label: msg::input_ss_label,
        help: Some(msg::input_ss_help),
        kind: Kind::Bytes,
        default: "0",
        optional: false,
        panel: Launch,
        applies: None,
        core: "kernel.static_smem",
        amd: Some((msg::input_ss_label_own, msg::input_ss_help_amd, "kernel.lds_bytes")),
        intel: Some((msg::input_ss_label_own, msg::input_ss_help_intel, "kernel.slm_bytes")),
    }
    DynamicSmem dynamic_smem: String {
        key: "ds",
        stored: "dynamic_smem",
        label: msg::input_ds_label,
        help: Some(msg::input_ds_help),
        kind: Kind::Bytes,
        default: "0",
        optional: false,
        panel: Launch,
        applies: None,
        core: "kernel.dynamic_smem",
        amd: Some((msg::input_ds_label_amd, msg::input_ds_help_amd, "kernel.lds_bytes")),
        intel: Some((msg::input_ds_label_intel, msg::input_ds_help_intel, "kernel.slm_bytes")),
    }
    /// A carveout in KiB, or `-1` for the driver default.
    Carveout carveout: String {
        key: "co",
        stored: "carveout_kib",
        label: msg::input_co_label,
        help: Some(msg::input_co_help),
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
        label: msg::input_oi_label,
        help: Some(msg::input_oi_help),
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
        label: msg::input_md_label,
        help: Some(msg::input_md_help),
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
        label: msg::input_b_label,
        help: Some(msg::input_b_help),
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
        label: msg::input_sm_label,
        help: Some(msg::input_sm_help),
        kind: Kind::Count,
        default: "",
        optional: true,
        panel: Launch,
        applies: None,
        core: "device.sm_count",
        amd: Some((msg::input_sm_label, msg::input_sm_help_amd, "device.cu_count")),
        intel: Some((msg::input_sm_label_intel, msg::input_sm_help_intel, "device.xve_count")),
    }
    PartitionedGc partitioned_gc: PartitionedGc {
        key: "pgc",
        stored: "partitioned_gc",
        label: msg::input_pgc_label,
        help: None,
        kind: Kind::Choice(&[
            ("off", Some(msg::input_pgc_off)),
            ("on", Some(msg::input_pgc_on)),
            ("strict", Some(msg::input_pgc_strict)),
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
        label: msg::input_cache_label,
        help: None,
        kind: Kind::Choice(&[
            ("none", Some(msg::input_cache_none)),
            ("shared", Some(msg::input_cache_shared)),
            ("l1", Some(msg::input_cache_l1)),
            ("equal", Some(msg::input_cache_equal)),
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
        label: msg::input_vr_label,
        help: Some(msg::input_vr_help),
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
        label: msg::input_ag_label,
        help: Some(msg::input_ag_help),
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
        label: msg::input_sg_label,
        help: Some(msg::input_sg_help),
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
        label: msg::input_ws_label,
        help: Some(msg::input_ws_help),
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
        label: msg::input_cu_label,
        help: Some(msg::input_cu_help),
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
        label: msg::input_sub_label,
        help: Some(msg::input_sub_help),
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
        label: msg::input_bar_label,
        help: Some(msg::input_bar_help),
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
        label: msg::input_grf_label,
        help: Some(msg::input_grf_help),
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
        label: msg::input_gs_label,
        help: Some(msg::input_gs_help),
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
        label: msg::input_terms_label,
        help: Some(msg::input_terms_help),
        // Said in the markup only (`input_markup::terms_html`), which the page says again.
        kind: Kind::Choice(&[
            ("own", Some(msg::shell_terms_own)),
            ("cuda", Some(msg::shell_terms_cuda)),
            ("hip", Some(msg::shell_terms_hip)),
            ("sycl", Some(msg::shell_terms_sycl)),
        ]),
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
        label: msg::input_lang_label,
        help: None,
        // Each named in itself (`occ_core::msg::Lang::label`, in `input_markup::terms_html`).
        kind: Kind::Choice(&[("en", None), ("zh", None)]),
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
        label: msg::input_g_label,
        help: None,
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
        label: msg::input_n_label,
        help: None,
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
        label: msg::input_wpt_label,
        help: None,
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
        label: msg::input_spt_label,
        help: None,
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

    /// The vendor's own phrasing of the input (label, help, occ-core's field), where it differs from NVIDIA's.
    fn words(self, vendor: Vendor) -> Option<(Said, Said, &'static str)> {
        match vendor {
            Vendor::Nvidia => None,
            Vendor::Amd => self.amd(),
            Vendor::Intel => self.intel(),
        }
    }

    /// Whether the input's label and help are other messages on another vendor's GPU (not only other nouns).
    pub fn has_vendor_words(self) -> bool {
        self.amd().is_some() || self.intel().is_some()
    }

    /// The message of the input's label on a GPU of `vendor`.
    pub fn label_for(self, vendor: Vendor) -> Msg<'static> {
        self.words(vendor).map_or(self.label_msg(), |w| w.0)()
    }

    /// The message of the input's help on a GPU of `vendor` (`None`: it has none).
    pub fn help_for(self, vendor: Vendor) -> Option<Msg<'static>> {
        self.words(vendor)
            .map(|w| w.1)
            .or(self.help_msg())
            .map(|m| m())
    }

    /// The input's label in the page's language and words, about the GPU `say` is about: what the page shows and
    /// what messages about the input call it.
    pub fn said_label(self, say: &Say) -> String {
        say.say(self.label_for(say.vendor()))
    }

    /// The line of help under the input, as [`Field::said_label`] (empty: the input has none).
    pub fn said_help(self, say: &Say) -> String {
        self.help_for(say.vendor())
            .map(|m| say.say(m))
            .unwrap_or_default()
    }

    /// The label in English, in the own words of the vendor whose GPUs have the input ([`Field::words_of`]): for
    /// texts not yet said in the page's language.
    pub fn label(self) -> String {
        self.said_label(&Say::page_english(self.words_of()))
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

/// A notice names an input by its label, in the language and words the page shows when the notice is drawn.
impl Named for Field {
    fn said(&self, say: &Say) -> String {
        self.said_label(say)
    }
}

impl Notice {
    /// The notice with its argument `at` the label of `field`.
    pub fn label(self, at: usize, field: Field) -> Self {
        // `ALL` lists the inputs in their declaration's order: the field itself, held for as long as the notice.
        self.named(at, &Field::ALL[field as usize])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_names_an_input_by_its_label_in_the_words_said() {
        // Each input is its own place in `ALL`, which a notice holds it by.
        for (i, field) in Field::ALL.iter().enumerate() {
            assert_eq!(*field as usize, i, "{field:?}");
        }
        let notice = Notice::from(msg::page_notice_labelled("", "")).label(1, Field::Threads);
        let sycl = Say::new(msg::Lang::En, Terms::Sycl, Vendor::Nvidia);
        assert!(
            notice.say(&sycl).contains("Work-items per work-group"),
            "{notice:?}"
        );
        let chinese = Say::new(msg::Lang::Zh, Terms::Cuda, Vendor::Nvidia);
        assert!(
            notice.say(&chinese).contains("每个线程块的线程数"),
            "{notice:?}"
        );
    }
    use occ_core::msg::Say;

    /// The vendors whose GPUs have `field`.
    fn vendors_of(field: Field) -> Vec<Vendor> {
        [
            (Vendor::Nvidia, Applicable::ANY_NVIDIA),
            (Vendor::Amd, Applicable::ANY_AMD),
            (Vendor::Intel, Applicable::ANY_INTEL),
        ]
        .into_iter()
        .filter(|(_, any)| field.applies(Some(any)))
        .map(|(vendor, _)| vendor)
        .collect()
    }

    /// Every input's label and help in English, in each vocabulary on each vendor's GPUs, read as the page wrote
    /// them from its table of English texts: the vendor's own column where it had one, else the label and help in
    /// the words of the vendor they were written for, whose words the page then rewrote
    /// (`occ_core::terms::Words::convert`). In the GPU's own words, exactly; in another vocabulary, but where the
    /// rewriting took a name for a word.
    #[test]
    fn english_reads_as_the_table_of_texts_rewritten_made_it() {
        #[allow(clippy::type_complexity)]
        const TABLE: &[(Field, &str, &str, Option<(&str, &str)>, Option<(&str, &str)>)] = &[
            (Field::Gpu, "GPU", "", None, None),
            (Field::Threads, "Threads per block", "1 to the device maximum (1,024)", Some(("Work-group size", "Work-items per work-group (the launch's block size)")), Some(("Work-group size", "Work-items per work-group (the nd_range's local size, all dimensions multiplied)"))),
            (Field::Regs, "Registers per thread", "From ptxas -v or Nsight Compute", Some(("VGPRs per work-item", "Arch VGPRs: the compiler's NumVgprs or .vgpr_count")), None),
            (Field::StaticSmem, "Static shared memory", "__shared__ arrays", Some(("LDS (static)", "__shared__ arrays; LDS per work-group is static + dynamic")), Some(("SLM (static)", "Work-group local memory the kernel declares; SLM per work-group is static + local_accessor"))),
            (Field::DynamicSmem, "Dynamic shared memory", "Third launch parameter", Some(("LDS (dynamic)", "The launch's dynamic shared memory")), Some(("SLM (local_accessor)", "sycl::local_accessor bytes per work-group"))),
            (Field::Carveout, "Shared memory carveout", "Shared memory per SM the kernel prefers (cudaFuncAttributePreferredSharedMemoryCarveout)", None, None),
            (Field::OptIn, "Opt-in shared memory", "Opt in to the larger per-block shared memory (cudaFuncAttributeMaxDynamicSharedMemorySize)", None, None),
            (Field::MaxDynamic, "Max dynamic shared memory", "Max dynamic shared memory attribute; empty = the per-block limit minus static", None, None),
            (Field::Barriers, "Barriers per block", "Named barriers (0 to 16); CC ≥ 9 limits them per SM", None, None),
            (Field::Sms, "SM count", "Empty = the GPU's own count", Some(("CU count", "Empty = the GPU's own count (1 for a generic target)")), Some(("XVE count", "Empty = the GPU's own (a generic architecture: figures per Xe-core); whole Xe-cores or a part Intel's calculator lists"))),
            (Field::PartitionedGc, "Partitioned global caching", "", None, None),
            (Field::CacheConfig, "Cache config", "", None, None),
            (Field::VirtualResources, "Virtual resources", "Per block (CUDA 13, CC 10 to 12)", None, None),
            (Field::Agprs, "AGPRs per work-item", "Accumulation VGPRs: the compiler's NumAgprs", None, None),
            (Field::Sgprs, "SGPRs per wave", "The compiler's NumSgprs; they limit occupancy on GFX9 and CDNA only", None, None),
            (Field::WaveSize, "Wave size", "32 or 64; empty = the target's default", None, None),
            (Field::CuMode, "CU mode", "CU mode: a work-group's waves on one CU (2 SIMDs, its LDS) instead of a WGP (-mcumode)", None, None),
            (Field::SubGroup, "Sub-group size", "8, 16 or 32 as the architecture allows: the compiler's choice or [[intel::reqd_sub_group_size(N)]]", None, None),
            (Field::BarriersUsed, "Uses barriers", "sycl::group_barrier or group algorithms: each resident work-group takes one barrier register", None, None),
            (Field::LargeGrf, "Large GRF mode", "256 registers per hardware thread, half the threads per XVE (-ftarget-register-alloc-mode=pvc:large)", None, None),
            (Field::GlobalSize, "Global size", "Work-items of the launch, all dimensions multiplied: the waves over the GPU; empty = per Xe-core only", None, None),
            (Field::Terms, "Terms", "The page's words: the GPU vendor's own, or CUDA's, HIP's or SYCL's (vendor-neutral) for every GPU", None, None),
            (Field::Lang, "Language", "", None, None),
            (Field::Grid, "Grid (blocks)", "", None, None),
            (Field::Items, "Problem size (items)", "", None, None),
            (Field::PerThread, "Items per thread", "", None, None),
            (Field::SmemPerThread, "Shared memory per thread", "", None, None),
        ];
        assert_eq!(TABLE.len(), Field::ALL.len());
        let mut differ = Vec::new();
        for &(field, label, help, amd, intel) in TABLE {
            for vendor in vendors_of(field) {
                let own = match vendor {
                    Vendor::Nvidia => None,
                    Vendor::Amd => amd,
                    Vendor::Intel => intel,
                };
                let (source, (label, help)) = match own {
                    Some(texts) => (vendor, texts),
                    None if field.has_vendor_words() => (vendor, (label, help)),
                    None => (field.words_of(), (label, help)),
                };
                for terms in Terms::ALL {
                    let say = Say::english(vendor).with_terms(terms);
                    let words = terms.words(vendor);
                    let expected = (words.convert(source, label), words.convert(source, help));
                    let said = (field.said_label(&say), field.said_help(&say));
                    // Where the rewriting read a name as a word: the XVE is the terms' SIMD unit, CU mode is
                    // the compiler's mode (`-mcumode`) in every vocabulary, and "the threads" Large GRF halves
                    // stay threads (Intel's hardware threads, as many fewer work-items).
                    let named = matches!(
                        (field, vendor),
                        (Field::Sms, Vendor::Intel)
                            | (Field::CuMode, Vendor::Amd)
                            | (Field::LargeGrf, Vendor::Intel)
                    );
                    if said != expected && (terms == Terms::Own || !named) {
                        differ.push(format!(
                            "{field:?} {vendor:?} {terms:?}: {said:?} != {expected:?}"
                        ));
                    }
                }
            }
        }
        assert!(differ.is_empty(), "{}", differ.join("\n"));
    }

    /// The ASCII words of a Chinese `text` besides the identifiers, product, API and hardware names and units it
    /// may hold.
    fn english_words(text: &str) -> Vec<String> {
        const IDENTIFIERS: [&str; 16] = [
            "__shared__",
            "sycl::local_accessor",
            "local_accessor",
            "nd_range",
            ".vgpr_count",
            "NumVgprs",
            "NumAgprs",
            "NumSgprs",
            "ptxas -v",
            "Nsight Compute",
            "cudaFuncAttributePreferredSharedMemoryCarveout",
            "cudaFuncAttributeMaxDynamicSharedMemorySize",
            "[[intel::reqd_sub_group_size(N)]]",
            "sycl::group_barrier",
            "-mcumode",
            "-ftarget-register-alloc-mode=pvc:large",
        ];
        const ALLOWED: [&str; 23] = [
            "NVIDIA", "AMD", "Intel", "GPU", "SM", "CU", "WGP", "LDS", "SLM", "SIMD", "XVE", "Xe",
            "VGPR", "AGPR", "SGPR", "GFX", "CDNA", "CC", "CUDA", "HIP", "SYCL", "GRF", "KiB",
        ];
        let text = IDENTIFIERS
            .iter()
            .fold(text.to_string(), |text, name| text.replace(name, " "));
        text.split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() > 1 && !ALLOWED.contains(w))
            .map(str::to_string)
            .collect()
    }

    /// Every text of an input the page says about a GPU of `vendor`: the labels and help of the inputs its GPUs
    /// have, the choices' options, and what the panel says of sizes and the carveout's default.
    fn said_texts(say: &Say) -> Vec<String> {
        let mut out = Vec::new();
        for &field in Field::ALL {
            if !vendors_of(field).contains(&say.vendor()) {
                continue;
            }
            let label = field.said_label(say);
            assert!(!label.trim().is_empty(), "{field:?} {say:?}");
            out.push(label);
            let help = field.said_help(say);
            // A flag says its help beside its checkbox.
            assert_eq!(
                help.trim().is_empty(),
                field.help_for(say.vendor()).is_none(),
                "{field:?} {say:?}"
            );
            assert!(field.kind() != Kind::Flag || !help.is_empty(), "{field:?}");
            out.push(help);
            if let Kind::Choice(choices) = field.kind() {
                for message in choices.iter().filter_map(|c| c.1) {
                    out.push(say.say(message()));
                }
            }
        }
        for message in [
            msg::input_co_default(),
            msg::input_md_placeholder(),
            msg::input_size_bad(),
        ] {
            out.push(say.say(message));
        }
        out.retain(|t| !t.is_empty());
        out
    }

    #[test]
    fn every_label_and_help_is_said_in_chinese_without_english_words_in_every_vocabulary() {
        use occ_core::msg::Lang;
        for vendor in [Vendor::Nvidia, Vendor::Amd, Vendor::Intel] {
            for terms in Terms::ALL {
                let english = said_texts(&Say::english(vendor).with_terms(terms));
                let chinese = said_texts(&Say::new(Lang::Zh, terms, vendor));
                assert_eq!(english.len(), chinese.len());
                for text in &chinese {
                    assert_eq!(
                        english_words(text),
                        Vec::<String>::new(),
                        "{vendor:?} {terms:?}: {text}"
                    );
                }
            }
        }
        // The checker finds what it should.
        assert_eq!(
            english_words("每个 SM 的 threads（__shared__）"),
            ["threads"]
        );
    }

    /// The page says the label of an input its vendors phrase differently in the phrasing of the GPU's vendor,
    /// whatever the words: on an AMD GPU in CUDA's, the work-group size is the block size.
    #[test]
    fn a_label_follows_the_vendor_as_well_as_the_words() {
        use occ_core::msg::Lang;
        let cuda = |vendor| Say::english(vendor).with_terms(Terms::Cuda);
        assert_eq!(
            Field::Threads.said_label(&cuda(Vendor::Nvidia)),
            "Threads per block"
        );
        assert_eq!(Field::Threads.said_label(&cuda(Vendor::Amd)), "Block size");
        assert_eq!(
            Field::Threads.said_label(&cuda(Vendor::Intel)),
            "Block size"
        );
        assert_eq!(
            Field::Threads.said_label(&Say::new(Lang::Zh, Terms::Own, Vendor::Amd)),
            "工作组大小"
        );
        assert_eq!(
            Field::Regs.said_label(&Say::new(Lang::Zh, Terms::Own, Vendor::Nvidia)),
            "每线程寄存器数"
        );
        assert_eq!(
            Field::StaticSmem.said_label(&Say::new(Lang::Zh, Terms::Cuda, Vendor::Intel)),
            "共享内存（静态）"
        );
        // Plain English for texts not said yet: in the words of the vendor whose GPUs have the input.
        assert_eq!(Field::Agprs.label(), "AGPRs per work-item");
        assert_eq!(Field::Threads.label(), "Threads per block");
    }

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
