//! Imports compiler output: the resource reports of `ptxas -v` (also through `nvcc -Xptxas -v` or
//! `nvcc --resource-usage`), `nvlink -v` and `cuobjdump --dump-resource-usage`, read into one [`Function`] per
//! kernel (or device function) and architecture, ready for [`occupancy`](crate::nvidia::occupancy()); and AMD's
//! kernel-resource-usage remarks and assembly, read into one [`AmdFunction`] per kernel and gfx target, ready for
//! [`amd::occupancy`](crate::amd::occupancy()) (the `amd` submodule says which shapes). One log may hold both
//! vendors' reports, as a build of both does: each lands in its own list ([`Log::functions`], [`Log::amd`]).
//!
//! [`parse`] takes the whole text of a build log, whatever else it holds: host-compiler warnings, make's
//! chatter, MSBuild's `1>` prefixes and ptxas's own warnings and errors are all fine. It reads every format
//! ptxas has printed since CUDA 2 (`8+16 bytes smem`, `60+0 bytes lmem`, `cmem[N]` banks, `used N barriers`,
//! `cumulative stack size`, textures/surfaces/samplers, `Compile time` lines, several architectures in one log),
//! nvlink's `(target: sm_52)` reports and cuobjdump's `Resource usage:` blocks with their `arch = sm_90` fatbin
//! headers. It never fails: report lines it cannot read are returned in [`Log::unread`] with their line number,
//! and tool diagnostics in [`Log::messages`]. A figure that is not a whole number in its range ([`Figure::read`]:
//! `-1`, `3.5`, `NaN`, 20 digits) is never taken as 0 or clamped: the function keeps it as [`Unreadable`] and is
//! not evaluated ([`Function::kernel`], [`AmdFunction::evaluate`] say why, quoting it).
//!
//! The parse is one pass over the lines with constant work per character (no backtracking, no lookups that
//! grow with the log besides the demangling cache), so multi-megabyte logs parse in milliseconds. It does no
//! IO and builds for wasm32.
//!
//! Kernel names are data. They are kept as compiled ([`Function::name`]) and, with the `demangle` feature,
//! demangled for display ([`Function::demangled`]); nothing here interprets them, and a page must show them as
//! text, never as markup.

mod amd;
mod demangle;
pub mod evaluated;
mod figure;
mod items;
mod nvidia;
mod summary;

pub use amd::{AmdEvaluation, AmdFunction, AmdResources, AmdTool, DEFAULT_MAX_WORKGROUP_SIZE};
pub use figure::{Figure, Unreadable, QUOTED_CHARS};
pub use nvidia::{Function, FunctionKind, Tool};
pub use summary::{KernelSummary, Summary, UnreadLine};

use std::collections::BTreeMap;

use crate::msg::{self, Msg, Say};

use nvidia::{kernel_of, tool_message, CuobjdumpState, NvlinkState, PtxasState};

/// How serious a tool's diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Self::Info => "info",
            Self::Warning => "warning",
            Self::Error => "error",
        }
    }
}

/// A diagnostic of ptxas, nvlink or cuobjdump (`ptxas warning : Registers are spilled …`, `ptxas fatal : …`,
/// `ptxas info : (C7515) …`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub line: usize,
    pub tool: Tool,
    pub severity: Severity,
    pub text: String,
}

/// A line that looks like part of a report but could not be read (fully). Never fatal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unread {
    /// 1-based line number.
    pub line: usize,
    /// The line, cut to 240 characters.
    pub text: String,
    pub reason: Reason,
}

/// Why a line that looks like part of a report was not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    FigureOutOfRange,
    ItemShape,
    SecondResourceLine,
    ResourceLineFirst,
    PtxasInfoShape,
    EntryWithoutName,
    PropertiesWithoutName,
    StackFrameFirst,
    NvlinkGmemShape,
    NvlinkInfoShape,
    CuobjdumpFieldShape,
    RemarkWithoutName,
    RemarkShape,
    RemarkFirst,
    SecondRemark,
    NotABool,
    KernelInfoFirst,
    SecondComment,
    MetadataOutOfRange,
    MetadataNotANumber,
}

impl Reason {
    /// The reason as a message.
    pub fn message(self) -> Msg<'static> {
        match self {
            Self::FigureOutOfRange => msg::log_reason_figure_out_of_range(),
            Self::ItemShape => msg::log_reason_item_shape(),
            Self::SecondResourceLine => msg::log_reason_second_resource_line(),
            Self::ResourceLineFirst => msg::log_reason_resource_line_first(),
            Self::PtxasInfoShape => msg::log_reason_ptxas_info_shape(),
            Self::EntryWithoutName => msg::log_reason_entry_without_name(),
            Self::PropertiesWithoutName => msg::log_reason_properties_without_name(),
            Self::StackFrameFirst => msg::log_reason_stack_frame_first(),
            Self::NvlinkGmemShape => msg::log_reason_nvlink_gmem_shape(),
            Self::NvlinkInfoShape => msg::log_reason_nvlink_info_shape(),
            Self::CuobjdumpFieldShape => msg::log_reason_cuobjdump_field_shape(),
            Self::RemarkWithoutName => msg::log_reason_remark_without_name(),
            Self::RemarkShape => msg::log_reason_remark_shape(),
            Self::RemarkFirst => msg::log_reason_remark_first(),
            Self::SecondRemark => msg::log_reason_second_remark(),
            Self::NotABool => msg::log_reason_not_a_bool(),
            Self::KernelInfoFirst => msg::log_reason_kernel_info_first(),
            Self::SecondComment => msg::log_reason_second_comment(),
            Self::MetadataOutOfRange => msg::log_reason_metadata_out_of_range(),
            Self::MetadataNotANumber => msg::log_reason_metadata_not_a_number(),
        }
    }

    /// The reason in `say`'s language.
    pub fn say(self, say: &Say) -> String {
        say.say(self.message())
    }
}

/// Everything read from one log.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Log {
    /// NVIDIA's reports, in the order the log has them.
    pub functions: Vec<Function>,
    /// AMD's reports, in the order the log has them.
    pub amd: Vec<AmdFunction>,
    pub messages: Vec<Message>,
    pub unread: Vec<Unread>,
    /// Lines in the input.
    pub lines: usize,
}

impl Log {
    /// Kernels and the functions nvlink/cuobjdump list (everything but ptxas's device functions).
    pub fn entries(&self) -> impl Iterator<Item = &Function> {
        self.functions
            .iter()
            .filter(|f| f.kind != FunctionKind::Device)
    }

    /// Device functions reported by ptxas (stack frame and spills, usually no registers).
    pub fn device_functions(&self) -> impl Iterator<Item = &Function> {
        self.functions
            .iter()
            .filter(|f| f.kind == FunctionKind::Device)
    }

    /// AMD kernels (everything but the functions the compiler reports that are not kernels).
    pub fn amd_kernels(&self) -> impl Iterator<Item = &AmdFunction> {
        self.amd.iter().filter(|f| f.kind != FunctionKind::Device)
    }

    /// AMD functions that are not kernels (`; Function info:` blocks, remarks with occupancy 0).
    pub fn amd_device_functions(&self) -> impl Iterator<Item = &AmdFunction> {
        self.amd.iter().filter(|f| f.kind == FunctionKind::Device)
    }
}

/// Reads a build log (or cuobjdump's output, or AMDGPU assembly). See the [module documentation](self).
pub fn parse(text: &str) -> Log {
    let mut parser = Parser::default();
    if text.is_empty() {
        return parser.log;
    }
    let mut lines = 0;
    for (index, line) in text.split('\n').enumerate() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        parser.line(index + 1, line);
        lines = index + 1;
    }
    // A final newline does not start another line.
    if text.ends_with('\n') {
        lines -= 1;
    }
    parser.amd_finish();
    parser.log.lines = lines;
    parser.log
}

/// The longest excerpt of a line kept in [`Unread`] and [`Message`].
const EXCERPT: usize = 240;

#[derive(Default)]
struct Parser {
    log: Log,
    demangled: BTreeMap<String, Option<String>>,
    ptxas: PtxasState,
    nvlink: NvlinkState,
    cuobjdump: CuobjdumpState,
    amd: amd::AmdState,
}

impl Parser {
    fn line(&mut self, number: usize, line: &str) {
        if self.amd_line(number, line) {
            return;
        }
        if self.cuobjdump_line(number, line) {
            return;
        }
        if let Some((tool, severity, message)) = tool_message(line) {
            match (tool, severity) {
                (Tool::Ptxas, Severity::Info) => self.ptxas_info(number, line, message),
                (Tool::Nvlink, Severity::Info) => self.nvlink_info(number, line, message),
                _ => self.message(number, tool, severity, message),
            }
        } else if line.contains("bytes stack frame") {
            self.stack_frame(number, line);
        }
        // Anything else belongs to other tools (host compiler, make, nvcc's front end): not ours to read.
    }

    fn message(&mut self, line: usize, tool: Tool, severity: Severity, text: &str) {
        self.log.messages.push(Message {
            line,
            tool,
            severity,
            text: excerpt(text),
        });
    }

    fn unread(&mut self, line: usize, text: &str, reason: Reason) {
        self.log.unread.push(Unread {
            line,
            text: excerpt(text.trim()),
            reason,
        });
    }

    /// The demangled form of a name, once per distinct name.
    fn demangled(&mut self, name: &str) -> Option<String> {
        match self.demangled.get(name) {
            Some(cached) => cached.clone(),
            None => {
                let text = demangle::demangle(name);
                self.demangled.insert(name.to_string(), text.clone());
                text
            }
        }
    }
}

fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests;
