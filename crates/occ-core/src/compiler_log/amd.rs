//! AMD's resource reports, read by the same [`parse`](super::parse) as NVIDIA's: the AMDGPU backend's
//! kernel-resource-usage remarks and the kernel-info comments of its assembly. Each report becomes an
//! [`AmdFunction`] with the numbers [`crate::amd::occupancy()`] needs and the compiler's own occupancy figure.
//!
//! - Remarks, as hipcc (clang) prints them with `-Rpass-analysis=kernel-resource-usage`
//!   (`k.hip:10:1: remark: Function Name: _Z3fooPf [-Rpass-analysis=kernel-resource-usage]`, then one remark per
//!   figure: `    VGPRs: 37`, `    TotalSGPRs: 18` …) and as llc prints them with
//!   `-pass-remarks-analysis=kernel-resource-usage` (`remark: <unknown>:0:0:     VGPRs: 37`, no tag). A figure
//!   belongs to the last `Function Name` at the same source location, so the remarks of parallel compiles
//!   (`make -j`) that interleave line by line still land on their own kernels. Colour escapes are ignored.
//!   Remarks do not name the target: the last compiler command line in the log that names one
//!   (`-mcpu=gfx90a`, `-target-cpu gfx90a`, a single `--offload-arch=gfx90a`) supplies it.
//! - Assembly (`--save-temps`, `llc -o file.s`): `.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack-"` (or the older
//!   `.hsa_code_object_isa 9,0,10,…`) names the target of what follows; `.type NAME,@function` and
//!   `.amdhsa_kernel NAME` the function; the `; Kernel info:` (or `; Function info:`) comment block its figures
//!   (`; NumVgprs:`, `; NumAgprs:`, `; TotalNumVgprs:`, `; NumSgprs:`, `; ScratchSize:`, `; LDSByteSize:`,
//!   `; Occupancy:`); the kernel descriptor its wave size (`.amdhsa_wavefront_size32`); and the code-object
//!   metadata at the end of the file (`amdhsa.kernels:`) its largest work-group (`.max_flat_workgroup_size`),
//!   wave size and spill counts. Assembly without comments (`-asm-verbose=0`) still has the metadata's register
//!   counts.
//!
//! A figure that is not a whole number in its range (a sign, a fraction, `NaN`, a number past 32 bits for a
//! count or an LDS size; newer LLVM prints unresolved expressions for functions whose callees it cannot see) is
//! left unknown, its line reported in [`Log::unread`](super::Log::unread), and the function is not evaluated
//! ([`AmdFunction::unreadable`]): no figure is made up as 0.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::figure::{Figure, Unreadable};
use super::{items::number, FunctionKind, Parser, Reason};
use crate::amd::{self, Arch};
use crate::error::Error;
use crate::msg;
use crate::report::thousands;

/// The largest work-group HIP compiles a kernel for unless `__launch_bounds__` says otherwise
/// (`--gpu-max-threads-per-block`'s default), and so the one the compiler's occupancy figure assumes when a
/// report does not name it.
pub const DEFAULT_MAX_WORKGROUP_SIZE: u32 = 1024;

/// How an AMD report reached the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AmdTool {
    /// The kernel-resource-usage remarks (clang's `-Rpass-analysis`, llc's `-pass-remarks-analysis`).
    Remarks,
    /// The assembly's kernel-info comments, kernel descriptor and metadata.
    Assembly,
}

impl AmdTool {
    pub fn name(self) -> &'static str {
        match self {
            Self::Remarks => "remarks",
            Self::Assembly => "assembly",
        }
    }
}

/// The figures of one AMD report: what the engine needs, the compiler's own occupancy and what else the report
/// says. `None` where the report does not give the figure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmdResources {
    /// Arch VGPRs per work-item (`VGPRs`, `; NumVgprs`).
    pub vgprs: Option<u32>,
    /// Accumulation VGPRs (`AGPRs`, `; NumAgprs`); RDNA reports none.
    pub agprs: Option<u32>,
    /// VGPRs as the target counts them against its file (`; TotalNumVgprs`: on gfx90a and later the arch VGPRs
    /// rounded up to 4 plus the AGPRs).
    pub total_vgprs: Option<u32>,
    /// SGPRs per wave with VCC and the other reserved registers (`SGPRs`, `TotalSGPRs`, `; NumSgprs`).
    pub sgprs: Option<u32>,
    /// Static LDS per work-group, bytes (`LDS Size [bytes/block]`, `; LDSByteSize`). Only kernels report it.
    pub lds_bytes: Option<u64>,
    /// Private (scratch) memory per work-item, bytes: spills and stack arrays (`ScratchSize [bytes/lane]`).
    pub scratch_bytes: Option<u64>,
    /// Whether the stack size is unknown at compile time (recursion, indirect calls, dynamic allocas).
    pub dynamic_stack: Option<bool>,
    /// Registers spilled, counted in registers (`SGPRs Spill`, `VGPRs Spill`, the metadata's spill counts).
    pub sgpr_spills: Option<u64>,
    pub vgpr_spills: Option<u64>,
    /// The compiler's occupancy: waves per SIMD (`Occupancy [waves/SIMD]`, `; Occupancy`). 0 for functions that
    /// are not kernels.
    pub compiler_waves_per_simd: Option<u32>,
    /// 32 or 64 (the kernel descriptor's `.amdhsa_wavefront_size32`, the metadata's `.wavefront_size`).
    pub wave_size: Option<u32>,
    /// The largest work-group the kernel was compiled for (the metadata's `.max_flat_workgroup_size`).
    pub max_workgroup_size: Option<u32>,
}

/// occ's occupancy for one report on one target, with the compiler's figure when it is about the same launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AmdEvaluation {
    pub kernel: amd::Kernel,
    pub occupancy: amd::Occupancy,
    /// The compiler's waves per SIMD, when the report is for this target and names the work-group size the
    /// compiler assumed, and the evaluation uses it.
    pub compiler_waves_per_simd: Option<u32>,
}

impl AmdEvaluation {
    /// occ and the compiler disagree on the same launch. Known causes: LLVM before it rounded LDS to the
    /// allocation granule, and an `amdgpu-waves-per-eu` attribute (the compiler caps its figure at the
    /// attribute's maximum, which no report shows).
    pub fn differs(&self) -> bool {
        self.compiler_waves_per_simd
            .is_some_and(|waves| waves != self.occupancy.waves_per_simd)
    }
}

impl AmdResources {
    /// Whether registers were spilled to scratch.
    pub fn spills(&self) -> bool {
        self.sgpr_spills.unwrap_or(0) > 0 || self.vgpr_spills.unwrap_or(0) > 0
    }

    /// The work-group size the compiler's figure assumes: the report's, else HIP's default.
    pub fn compiler_workgroup_size(&self) -> u32 {
        self.max_workgroup_size
            .unwrap_or(DEFAULT_MAX_WORKGROUP_SIZE)
    }

    /// The engine's kernel on `arch`: the report's registers, LDS and wave size (the target's default wave size
    /// when the report does not say), with `workgroup_size` work-items per group (default: the size the
    /// compiler assumed). Fails when the report has no VGPR count or a size beyond `u32`.
    pub fn kernel(&self, arch: &Arch, workgroup_size: Option<u32>) -> Result<amd::Kernel, Error> {
        let vgprs = self.vgprs.ok_or_else(|| Error::Parse {
            field: "amd.vgprs",
            message: msg::error_log_no_vgprs().into(),
        })?;
        let lds_bytes = self.lds_bytes.unwrap_or(0);
        let lds_bytes = u32::try_from(lds_bytes).map_err(|_| Error::Inconsistent {
            field: "kernel.lds_bytes",
            message: msg::error_log_lds(
                &thousands(lds_bytes),
                arch.name,
                &thousands(arch.lds_per_workgroup.into()),
            )
            .into(),
        })?;
        let workgroup_size = workgroup_size.unwrap_or_else(|| self.compiler_workgroup_size());
        Ok(amd::Kernel {
            agprs: self.agprs.unwrap_or(0),
            sgprs: self.sgprs.unwrap_or(0),
            lds_bytes,
            wave_size: self.wave_size.unwrap_or(arch.default_wave_size()),
            ..amd::Kernel::new(arch, workgroup_size, vgprs)
        })
    }

    /// occ's occupancy on `arch` (see [`kernel`](Self::kernel)); `target` is the report's own target, which
    /// decides whether the compiler's figure is about the same launch. The figures alone do not say whether the
    /// report had one that could not be read: [`AmdFunction::evaluate`] does.
    pub fn evaluate(
        &self,
        arch: &Arch,
        target: Option<&str>,
        workgroup_size: Option<u32>,
    ) -> Result<AmdEvaluation, Error> {
        let kernel = self.kernel(arch, workgroup_size)?;
        let occupancy = amd::occupancy(arch, &kernel)?;
        let same_target = target.is_some_and(|t| t.eq_ignore_ascii_case(arch.name));
        // Remarks do not name the work-group size the compiler assumed (`__launch_bounds__`): without it the
        // figures cannot be compared.
        let same_launch = self.max_workgroup_size == Some(kernel.workgroup_size);
        Ok(AmdEvaluation {
            kernel,
            occupancy,
            compiler_waves_per_simd: self
                .compiler_waves_per_simd
                .filter(|_| same_target && same_launch),
        })
    }
}

/// One AMD function's report for one target. Plain data: the page's worker sends it as it is in
/// [`Summary::amd_kernels`](super::Summary::amd_kernels), the figures flattened into the object.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AmdFunction {
    /// The name as compiled (mangled for C++).
    pub name: String,
    /// The demangled name for display; `None` for `extern "C"` names or without the `demangle` feature.
    pub demangled: Option<String>,
    /// `Entry` for kernels; `Device` for functions the compiler reports that are not (remarks without an LDS
    /// figure and with occupancy 0, `; Function info:` blocks); `Unspecified` when a remark block is cut short.
    pub kind: FunctionKind,
    pub tool: AmdTool,
    /// The gfx target (`gfx90a`), without target features (`:xnack-`); `None` when the log does not say.
    pub target: Option<String>,
    /// The 1-based line where the report starts.
    pub line: usize,
    #[serde(flatten)]
    pub resources: AmdResources,
    /// The first figure of the report that is not a whole number in its range: the function is not evaluated
    /// ([`evaluate`](Self::evaluate) says why), whatever its other figures.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<Unreadable>,
}

impl AmdFunction {
    /// The demangled name if there is one, else the name as compiled.
    pub fn display_name(&self) -> &str {
        self.demangled.as_deref().unwrap_or(&self.name)
    }

    /// The report's target, if occ knows it.
    pub fn arch(&self) -> Option<&'static Arch> {
        self.target.as_deref().and_then(amd::arch)
    }

    pub fn spills(&self) -> bool {
        self.resources.spills()
    }

    /// occ's occupancy on `arch`, next to the compiler's figure (see [`AmdResources::evaluate`]); an error
    /// naming the figure when the report has one that is not a whole number in range ([`Self::unreadable`]).
    pub fn evaluate(
        &self,
        arch: &Arch,
        workgroup_size: Option<u32>,
    ) -> Result<AmdEvaluation, Error> {
        if let Some(bad) = &self.unreadable {
            return Err(bad.error());
        }
        self.resources
            .evaluate(arch, self.target.as_deref(), workgroup_size)
    }
}

/// Where the AMD part of a parse is.
#[derive(Default)]
pub(super) struct AmdState {
    /// The target and wave size named by the last compiler command line, for the remarks that follow.
    command_target: Option<String>,
    command_wave: Option<u32>,
    /// Each remark location's last `Function Name`.
    remark_at: BTreeMap<String, usize>,
    last_remark: Option<usize>,
    /// The target of the assembly being read (`.amdgcn_target`).
    asm_target: Option<String>,
    /// The function whose code follows (`.type NAME,@function`, `.amdhsa_kernel NAME`).
    function: Option<String>,
    /// Inside `.amdhsa_kernel NAME` … `.end_amdhsa_kernel`: the name and its wave size so far.
    descriptor: Option<(String, Option<Result<u32, Unreadable>>)>,
    /// Wave sizes of the kernel descriptors read, by kernel name, for the kernel-info block that follows (or the
    /// directive's text when it is neither 0 nor 1).
    wave32: BTreeMap<String, Result<u32, Unreadable>>,
    /// The report whose kernel-info comments are being read.
    info: Option<usize>,
    /// The reports of this assembly file, by name, for its metadata.
    by_name: BTreeMap<String, usize>,
    metadata: Option<Metadata>,
}

/// Reading the code-object metadata (`.amdgpu_metadata` … `.end_amdgpu_metadata`, YAML).
#[derive(Default)]
struct Metadata {
    /// Inside the `amdhsa.kernels:` list.
    in_kernels: bool,
    /// The indentation of its items (`  - `).
    item_indent: Option<usize>,
    item: Option<MetadataItem>,
}

#[derive(Default)]
struct MetadataItem {
    line: usize,
    name: Option<String>,
    resources: AmdResources,
    unreadable: Option<Unreadable>,
}

/// The tag clang appends to every remark of this pass.
const TAG: &str = "[-Rpass-analysis=kernel-resource-usage]";

impl Parser {
    /// Reads the line if it belongs to an AMD report. Returns whether it was consumed.
    pub(super) fn amd_line(&mut self, number: usize, line: &str) -> bool {
        let trimmed = line.trim_start();
        if self.amd.metadata.is_some() && self.metadata_line(number, line, trimmed) {
            return true;
        }
        if self.amd.info.is_some() {
            if let Some(comment) = trimmed.strip_prefix(';') {
                self.info_line(number, line, comment);
                return true;
            }
            self.amd.info = None;
        }
        if trimmed.starts_with('.') && self.directive(trimmed) {
            return true;
        }
        if let Some(comment) = trimmed.strip_prefix(';') {
            if self.info_start(number, line, comment.trim()) {
                return true;
            }
        }
        if line.contains("remark") && self.remark(number, line) {
            return true;
        }
        if line.contains("gfx") {
            self.command_line(line);
        }
        false
    }

    fn add_amd(
        &mut self,
        name: &str,
        kind: FunctionKind,
        tool: AmdTool,
        line: usize,
        target: Option<String>,
    ) -> usize {
        let demangled = self.demangled(name);
        self.log.amd.push(AmdFunction {
            name: name.to_string(),
            demangled,
            kind,
            tool,
            target,
            line,
            resources: AmdResources::default(),
            unreadable: None,
        });
        self.log.amd.len() - 1
    }

    /// `remark: LOCATION: MESSAGE` (llc) or `LOCATION: remark: MESSAGE [-Rpass-analysis=kernel-resource-usage]`
    /// (clang).
    fn remark(&mut self, number: usize, line: &str) -> bool {
        let line = without_escapes(line);
        let Some((before, after)) = line.split_once("remark: ") else {
            return false;
        };
        let (location, message) = match location_end(before) {
            // clang: the location comes first.
            Some(_) => (before.trim(), after),
            None => match location_end(after) {
                Some(end) => (after[..end].trim(), &after[end..]),
                None => return false,
            },
        };
        let message = message.strip_prefix(' ').unwrap_or(message);
        let (message, tagged) = match message.trim_end().strip_suffix(TAG) {
            Some(body) => (body.trim_end(), true),
            // Another pass's remark (`[-Rpass=inline]`).
            None if message.trim_end().ends_with(']') && message.contains(" [-R") => return false,
            None => (message.trim_end(), false),
        };
        if let Some(name) = message.strip_prefix("Function Name:") {
            let name = name.trim();
            if name.is_empty() {
                self.unread(number, &line, Reason::RemarkWithoutName);
                return true;
            }
            let target = self.amd.command_target.clone();
            let index = self.add_amd(
                name,
                FunctionKind::Unspecified,
                AmdTool::Remarks,
                number,
                target,
            );
            self.log.amd[index].resources.wave_size = self.amd.command_wave;
            self.amd.remark_at.insert(location.to_string(), index);
            self.amd.last_remark = Some(index);
            return true;
        }
        let field = message
            .trim()
            .split_once(':')
            .and_then(|(key, value)| Some((RemarkField::of(key.trim())?, value)));
        let Some((field, value)) = field else {
            if tagged {
                self.unread(number, &line, Reason::RemarkShape);
            }
            return tagged;
        };
        let target = self
            .amd
            .remark_at
            .get(location)
            .copied()
            .or(self.amd.last_remark);
        let Some(index) = target else {
            self.unread(number, &line, Reason::RemarkFirst);
            return true;
        };
        let function = &mut self.log.amd[index];
        match field.apply(&mut function.resources, value.trim()) {
            Applied::Yes => {}
            Applied::Twice => self.unread(number, &line, Reason::SecondRemark),
            Applied::Unreadable(bad) => {
                function.unreadable.get_or_insert(bad);
                self.unread(number, &line, Reason::FigureOutOfRange);
            }
            Applied::NotABool => self.unread(number, &line, Reason::NotABool),
        }
        true
    }

    /// Compiler command lines that name the target of the remarks after them.
    fn command_line(&mut self, line: &str) {
        let mut found: Option<&str> = None;
        let mut ambiguous = false;
        for option in [
            "-mcpu=",
            "-target-cpu",
            "--offload-arch=",
            "--cuda-gpu-arch=",
        ] {
            for (at, _) in line.match_indices(option) {
                let rest = line[at + option.len()..].trim_start_matches(['"', '\'', ' ', '=']);
                let target = gfx_name(rest);
                if target.is_empty() {
                    continue;
                }
                match found {
                    Some(seen) if seen != target => ambiguous = true,
                    _ => found = Some(target),
                }
            }
        }
        if let Some(target) = found {
            // Several targets in one command: the remarks that follow cannot be told apart.
            self.amd.command_target = (!ambiguous).then(|| target.to_string());
            // RDNA compiles for wave32 unless asked for wave64 (`-mwavefrontsize64`, llc's
            // `-mattr=+wavefrontsize64`, cc1's `"-target-feature" "+wavefrontsize64"`).
            self.amd.command_wave = (line.contains("+wavefrontsize64")
                || line.contains("-mwavefrontsize64"))
            .then_some(64);
        }
    }

    /// Assembler directives: the target, function and kernel names, the kernel descriptor, the metadata.
    fn directive(&mut self, trimmed: &str) -> bool {
        let (word, rest) = trimmed
            .split_once([' ', '\t'])
            .map_or((trimmed, ""), |(w, r)| (w, r.trim()));
        match word {
            ".amdgcn_target" => {
                // A new assembly file.
                let target = rest.trim_matches('"');
                let target = target.rsplit_once("--").map_or(target, |(_, gfx)| gfx);
                self.start_assembly(Some(gfx_name(target).to_string()).filter(|t| !t.is_empty()));
            }
            ".hsa_code_object_isa" => {
                // Code object v2: `.hsa_code_object_isa 9,0,10,"AMD","AMDGPU"` is gfx90a.
                let parts: Vec<&str> = rest.split(',').map(str::trim).collect();
                let version = |i: usize| parts.get(i).and_then(|p| number(p));
                let target = match (version(0), version(1), version(2)) {
                    (Some(major), Some(minor), Some(stepping)) => {
                        Some(format!("gfx{major}{minor}{stepping:x}"))
                    }
                    _ => None,
                };
                self.start_assembly(target);
            }
            ".type" => {
                if let Some(name) = rest
                    .strip_suffix("@function")
                    .and_then(|n| n.strip_suffix(','))
                {
                    self.amd.function = Some(name.trim().to_string());
                } else {
                    return false;
                }
            }
            ".amdhsa_kernel" | ".amdgpu_hsa_kernel" if !rest.is_empty() => {
                self.amd.function = Some(rest.to_string());
                if word == ".amdhsa_kernel" {
                    self.amd.descriptor = Some((rest.to_string(), None));
                }
            }
            ".amdhsa_wavefront_size32" => {
                if let Some((_, wave)) = &mut self.amd.descriptor {
                    *wave = Some(match rest {
                        "1" => Ok(32),
                        "0" => Ok(64),
                        other => Err(Unreadable::new(Figure::WaveSize, other)),
                    });
                }
            }
            ".end_amdhsa_kernel" => {
                if let Some((name, wave)) = self.amd.descriptor.take() {
                    self.amd.wave32.insert(name, wave.unwrap_or(Ok(64)));
                }
            }
            ".amdgpu_metadata" => self.amd.metadata = Some(Metadata::default()),
            _ if word.starts_with(".amdhsa_") => {}
            _ => return false,
        }
        true
    }

    fn start_assembly(&mut self, target: Option<String>) {
        let command_target = self.amd.command_target.take();
        self.amd = AmdState {
            asm_target: target,
            command_target,
            command_wave: self.amd.command_wave,
            remark_at: std::mem::take(&mut self.amd.remark_at),
            last_remark: self.amd.last_remark,
            ..AmdState::default()
        };
    }

    /// `; Kernel info:` / `; Function info:` start a report of the current function.
    fn info_start(&mut self, number: usize, line: &str, comment: &str) -> bool {
        let kind = match comment {
            "Kernel info:" => FunctionKind::Entry,
            "Function info:" => FunctionKind::Device,
            _ => return false,
        };
        let Some(name) = self.amd.function.clone() else {
            self.unread(number, line, Reason::KernelInfoFirst);
            return true;
        };
        let target = self.amd.asm_target.clone();
        let index = self.add_amd(&name, kind, AmdTool::Assembly, number, target);
        if kind == FunctionKind::Entry {
            match self.amd.wave32.get(&name).cloned() {
                Some(Ok(wave)) => self.log.amd[index].resources.wave_size = Some(wave),
                Some(Err(bad)) => self.log.amd[index].unreadable = Some(bad),
                None => {}
            }
        }
        self.amd.by_name.insert(name, index);
        self.amd.info = Some(index);
        true
    }

    /// One `; Key: value` comment of a kernel-info block.
    fn info_line(&mut self, number: usize, line: &str, comment: &str) {
        let Some(index) = self.amd.info else {
            return;
        };
        let Some((key, value)) = comment.split_once(':') else {
            // `; codeLenInByte = 80`
            return;
        };
        let function = &mut self.log.amd[index];
        let resources = &mut function.resources;
        let value = value.trim();
        let applied = match key.trim() {
            "NumSgprs" => set(&mut resources.sgprs, Figure::Sgprs, value),
            "NumVgprs" => set(&mut resources.vgprs, Figure::Vgprs, value),
            "NumAgprs" => set(&mut resources.agprs, Figure::Agprs, value),
            "TotalNumVgprs" => set(&mut resources.total_vgprs, Figure::TotalVgprs, value),
            "ScratchSize" => set(&mut resources.scratch_bytes, Figure::ScratchBytes, value),
            "Occupancy" => set(
                &mut resources.compiler_waves_per_simd,
                Figure::CompilerOccupancy,
                value,
            ),
            // `4096 bytes/workgroup (compile time only)`
            "LDSByteSize" => set(
                &mut resources.lds_bytes,
                Figure::LdsBytes,
                value.split(' ').next().unwrap_or(value),
            ),
            _ => Applied::Yes,
        };
        match applied {
            Applied::Yes => {}
            Applied::Twice => self.unread(number, line, Reason::SecondComment),
            Applied::Unreadable(bad) => {
                function.unreadable.get_or_insert(bad);
                self.unread(number, line, Reason::FigureOutOfRange);
            }
            Applied::NotABool => self.unread(number, line, Reason::NotABool),
        }
    }

    /// A line of the code-object metadata. Returns whether it was one: a line at the left margin that is not
    /// the metadata's (`amdhsa.…:`, `---`, `...`) ends it, so that a file cut before `.end_amdgpu_metadata`
    /// does not swallow the rest of the log.
    fn metadata_line(&mut self, number: usize, line: &str, trimmed: &str) -> bool {
        let indent = line.len() - trimmed.len();
        let ours =
            indent > 0 || matches!(trimmed, "" | "---" | "...") || trimmed.starts_with("amdhsa.");
        if trimmed.starts_with(".end_amdgpu_metadata") || !ours {
            self.end_metadata_item();
            self.amd.metadata = None;
            return ours || trimmed.starts_with(".end_amdgpu_metadata");
        }
        if indent == 0 {
            // A top-level key ends the kernel list and its last item.
            self.end_metadata_item();
            if let Some(target) = trimmed.strip_prefix("amdhsa.target:") {
                let target = target.trim().trim_matches(['"', '\'']);
                let target = gfx_name(target.rsplit_once("--").map_or(target, |(_, gfx)| gfx));
                if self.amd.asm_target.is_none() && !target.is_empty() {
                    self.amd.asm_target = Some(target.to_string());
                }
            }
            if let Some(metadata) = &mut self.amd.metadata {
                metadata.in_kernels = trimmed.starts_with("amdhsa.kernels:");
            }
            return true;
        }
        let Some(metadata) = &self.amd.metadata else {
            return true;
        };
        if !metadata.in_kernels {
            return true;
        }
        let item_indent = metadata.item_indent;
        let (key_indent, entry) = match trimmed.strip_prefix("- ") {
            Some(entry) if item_indent.is_none_or(|i| i == indent) => {
                self.end_metadata_item();
                if let Some(metadata) = &mut self.amd.metadata {
                    metadata.item_indent = Some(indent);
                    metadata.item = Some(MetadataItem {
                        line: number,
                        ..MetadataItem::default()
                    });
                }
                (indent + 2, entry.trim_start())
            }
            _ => (indent, trimmed),
        };
        let Some(Metadata {
            item_indent: Some(item_indent),
            item: Some(item),
            ..
        }) = &mut self.amd.metadata
        else {
            return true;
        };
        if key_indent != *item_indent + 2 {
            // Inside `.args:` and other nested lists.
            return true;
        }
        let Some((key, value)) = entry.split_once(':') else {
            return true;
        };
        let value = value.trim();
        let r = &mut item.resources;
        let applied = match key {
            ".name" => {
                item.name = Some(value.trim_matches(['"', '\'']).to_string());
                Applied::Yes
            }
            ".vgpr_count" => set(&mut r.vgprs, Figure::Vgprs, value),
            ".agpr_count" => set(&mut r.agprs, Figure::Agprs, value),
            ".sgpr_count" => set(&mut r.sgprs, Figure::Sgprs, value),
            ".group_segment_fixed_size" => set(&mut r.lds_bytes, Figure::LdsBytes, value),
            ".private_segment_fixed_size" => set(&mut r.scratch_bytes, Figure::ScratchBytes, value),
            ".sgpr_spill_count" => set(&mut r.sgpr_spills, Figure::SgprSpills, value),
            ".vgpr_spill_count" => set(&mut r.vgpr_spills, Figure::VgprSpills, value),
            ".wavefront_size" => set(&mut r.wave_size, Figure::WaveSize, value),
            ".max_flat_workgroup_size" => {
                set(&mut r.max_workgroup_size, Figure::MaxWorkgroupSize, value)
            }
            ".uses_dynamic_stack" => set_bool(&mut r.dynamic_stack, value),
            _ => Applied::Yes,
        };
        match applied {
            Applied::Yes => {}
            Applied::Unreadable(bad) => {
                item.unreadable.get_or_insert(bad);
                self.unread(number, line, Reason::MetadataOutOfRange);
            }
            Applied::Twice | Applied::NotABool => {
                self.unread(number, line, Reason::MetadataNotANumber)
            }
        }
        true
    }

    /// Joins a finished metadata item to the kernel-info report of the same name, or makes it the report when the
    /// assembly has no comments.
    fn end_metadata_item(&mut self) {
        let Some(item) = self
            .amd
            .metadata
            .as_mut()
            .and_then(|metadata| metadata.item.take())
        else {
            return;
        };
        let Some(name) = item.name else {
            return;
        };
        let index = match self.amd.by_name.get(&name) {
            Some(&index) => index,
            None => {
                let target = self.amd.asm_target.clone();
                let index = self.add_amd(
                    &name,
                    FunctionKind::Entry,
                    AmdTool::Assembly,
                    item.line,
                    target,
                );
                self.amd.by_name.insert(name, index);
                index
            }
        };
        let from = item.resources;
        let function = &mut self.log.amd[index];
        if let Some(bad) = item.unreadable {
            function.unreadable.get_or_insert(bad);
        }
        let into = &mut function.resources;
        // The comments' figures stand; the metadata adds what they do not say.
        into.vgprs = into.vgprs.or(from.vgprs);
        into.agprs = into.agprs.or(from.agprs);
        into.sgprs = into.sgprs.or(from.sgprs);
        into.lds_bytes = into.lds_bytes.or(from.lds_bytes);
        into.scratch_bytes = into.scratch_bytes.or(from.scratch_bytes);
        into.sgpr_spills = into.sgpr_spills.or(from.sgpr_spills);
        into.vgpr_spills = into.vgpr_spills.or(from.vgpr_spills);
        into.wave_size = into.wave_size.or(from.wave_size);
        into.max_workgroup_size = into.max_workgroup_size.or(from.max_workgroup_size);
        into.dynamic_stack = into.dynamic_stack.or(from.dynamic_stack);
    }

    /// Settles what only the whole log tells: which remark blocks are kernels.
    pub(super) fn amd_finish(&mut self) {
        if self.amd.metadata.is_some() {
            self.end_metadata_item();
        }
        for f in &mut self.log.amd {
            if f.tool == AmdTool::Remarks {
                // The compiler reports LDS for kernels only, and occupancy 0 for other functions.
                f.kind = match (f.resources.lds_bytes, f.resources.compiler_waves_per_simd) {
                    (Some(_), _) => FunctionKind::Entry,
                    (None, Some(0)) => FunctionKind::Device,
                    _ => FunctionKind::Unspecified,
                };
            }
        }
    }
}

/// One figure of the remarks.
#[derive(Clone, Copy)]
enum RemarkField {
    Sgprs,
    Vgprs,
    Agprs,
    Scratch,
    DynamicStack,
    Occupancy,
    SgprSpills,
    VgprSpills,
    Lds,
}

impl RemarkField {
    fn of(key: &str) -> Option<Self> {
        Some(match key {
            "SGPRs" | "TotalSGPRs" => Self::Sgprs,
            "VGPRs" => Self::Vgprs,
            "AGPRs" => Self::Agprs,
            "ScratchSize [bytes/lane]" => Self::Scratch,
            "Dynamic Stack" => Self::DynamicStack,
            "Occupancy [waves/SIMD]" => Self::Occupancy,
            "SGPRs Spill" => Self::SgprSpills,
            "VGPRs Spill" => Self::VgprSpills,
            "LDS Size [bytes/block]" => Self::Lds,
            _ => return None,
        })
    }

    fn apply(self, r: &mut AmdResources, value: &str) -> Applied {
        match self {
            Self::Sgprs => set(&mut r.sgprs, Figure::Sgprs, value),
            Self::Vgprs => set(&mut r.vgprs, Figure::Vgprs, value),
            Self::Agprs => set(&mut r.agprs, Figure::Agprs, value),
            Self::Scratch => set(&mut r.scratch_bytes, Figure::ScratchBytes, value),
            Self::DynamicStack => set_bool(&mut r.dynamic_stack, value),
            Self::Occupancy => set(
                &mut r.compiler_waves_per_simd,
                Figure::CompilerOccupancy,
                value,
            ),
            Self::SgprSpills => set(&mut r.sgpr_spills, Figure::SgprSpills, value),
            Self::VgprSpills => set(&mut r.vgpr_spills, Figure::VgprSpills, value),
            Self::Lds => set(&mut r.lds_bytes, Figure::LdsBytes, value),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Applied {
    Yes,
    Twice,
    /// Not a whole number in the figure's range ([`Figure::read`]); the slot stays unknown.
    Unreadable(Unreadable),
    /// Not `true` or `false` (nor `1`, `0`); the slot stays unknown.
    NotABool,
}

fn set<T: TryFrom<u64>>(slot: &mut Option<T>, figure: Figure, value: &str) -> Applied {
    if slot.is_some() {
        return Applied::Twice;
    }
    // Figure::read keeps to the figure's range, which each slot's type holds.
    let read = figure
        .read(value)
        .and_then(|n| T::try_from(n).map_err(|_| Unreadable::new(figure, value)));
    match read {
        Ok(n) => {
            *slot = Some(n);
            Applied::Yes
        }
        Err(bad) => Applied::Unreadable(bad),
    }
}

fn set_bool(slot: &mut Option<bool>, value: &str) -> Applied {
    if slot.is_some() {
        return Applied::Twice;
    }
    *slot = Some(match value {
        "True" | "true" | "1" => true,
        "False" | "false" | "0" => false,
        _ => return Applied::NotABool,
    });
    Applied::Yes
}

/// Where a `file:LINE:COL:` location ends in `text` (after its colon), if text holds one: the first `:N:N:`.
fn location_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(offset) = text[at..].find(':') {
        let start = at + offset + 1;
        let digits = |from: usize| {
            bytes[from..]
                .iter()
                .take_while(|b| b.is_ascii_digit())
                .count()
        };
        let line = digits(start);
        if line > 0 && bytes.get(start + line) == Some(&b':') {
            let column = digits(start + line + 1);
            let end = start + line + 1 + column;
            if column > 0 && bytes.get(end) == Some(&b':') {
                return Some(end + 1);
            }
        }
        at = start;
    }
    None
}

/// `gfx90a:xnack-` → `gfx90a`; `gfx906+sram-ecc` → `gfx906`; empty when the text does not start with a gfx name.
fn gfx_name(text: &str) -> &str {
    if !text.starts_with("gfx") {
        return "";
    }
    let end = text
        .find(|c: char| !c.is_ascii_alphanumeric())
        .unwrap_or(text.len());
    &text[..end]
}

/// The line without terminal colour escapes (`ESC [ … m`), which clang adds under `-fcolor-diagnostics`.
fn without_escapes(line: &str) -> Cow<'_, str> {
    if !line.contains('\u{1b}') {
        return Cow::Borrowed(line);
    }
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            // CSI: ESC [ parameters… final byte (@ to ~).
            if chars.clone().next() == Some('[') {
                chars.next();
                for c in chars.by_ref() {
                    if ('@'..='~').contains(&c) {
                        break;
                    }
                }
            }
            continue;
        }
        out.push(c);
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_and_names() {
        assert_eq!(location_end("<unknown>:0:0: Function Name: k"), Some(14));
        assert_eq!(location_end("k.hip:10:1: "), Some(11));
        assert_eq!(location_end(r"C:\src\k.hip:10:1:"), Some(18));
        assert_eq!(location_end("Function Name: k"), None);
        assert_eq!(location_end("a:1:b:2:3:"), Some(10));
        assert_eq!(gfx_name("gfx90a:xnack-"), "gfx90a");
        assert_eq!(gfx_name("gfx906+sram-ecc"), "gfx906");
        assert_eq!(gfx_name("sm_90"), "");
        assert_eq!(
            without_escapes("\u{1b}[0;1;35mremark: \u{1b}[0mx"),
            "remark: x"
        );
        assert_eq!(without_escapes("\u{1b}"), "");
    }
}
