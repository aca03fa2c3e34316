//! NVIDIA's resource reports: ptxas's (`ptxas -v`, `nvcc -Xptxas -v`, `nvcc --resource-usage`), nvlink's and
//! cuobjdump's, read into one [`Function`] per kernel (or device function) and architecture.

use std::collections::BTreeMap;

use super::figure::Unreadable;
use super::items::{self, Item};
use super::{Parser, Reason, Severity};
use crate::error::Error;
use crate::msg;
use crate::nvidia::{ComputeCapability, Kernel};

/// The tool that printed a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    Ptxas,
    Nvlink,
    Cuobjdump,
}

impl Tool {
    pub fn name(self) -> &'static str {
        match self {
            Self::Ptxas => "ptxas",
            Self::Nvlink => "nvlink",
            Self::Cuobjdump => "cuobjdump",
        }
    }
}

/// Whether a report is about a kernel or a device function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FunctionKind {
    /// A kernel: ptxas's `Compiling entry function`.
    Entry,
    /// A device function: ptxas's `Function properties for` without a `Compiling entry function` before it.
    /// ptxas reports its stack frame and spills; its registers only in relocatable builds of old toolkits.
    Device,
    /// nvlink and cuobjdump list functions without saying which are kernels. Whole-program builds only keep
    /// kernels; relocatable objects list device functions too.
    Unspecified,
}

impl FunctionKind {
    pub fn name(self) -> &'static str {
        match self {
            Self::Entry => "entry",
            Self::Device => "device",
            Self::Unspecified => "unspecified",
        }
    }
}

/// One function's resource usage for one architecture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// The name as compiled (mangled for C++).
    pub name: String,
    /// The demangled name for display; `None` for `extern "C"` names or without the `demangle` feature.
    pub demangled: Option<String>,
    pub kind: FunctionKind,
    pub tool: Tool,
    /// The architecture as the tool wrote it (`sm_90a`); `None` when the log does not say (ptxas before
    /// CUDA 4, cuobjdump on a bare cubin).
    pub arch: Option<String>,
    /// `arch` as a compute capability, `None` when absent or unreadable.
    pub cc: Option<ComputeCapability>,
    /// The 1-based line where the report starts.
    pub line: usize,
    /// Registers per thread; `None` when the tool printed no register count (device functions in ptxas logs).
    pub registers: Option<u32>,
    /// Block barriers (`used N barriers`, ptxas ≥ 10); `None` when not reported.
    pub barriers: Option<u32>,
    /// Static shared memory per block in bytes, the user's `__shared__` data. Old logs' `8+16` (user + system)
    /// are added up, as the block allocates both. cuobjdump's `SHARED` for sm_90 and newer includes the 1 KB
    /// the driver reserves per block whenever the kernel has a shared window at all (static or dynamic shared
    /// memory in its module); the occupancy rules add that kilobyte themselves (`reserved_smem_per_block`), so
    /// it is subtracted here. On a bare cubin (no `arch =` header) the value is kept as printed. 0 (and
    /// [`Self::unreadable`] set) when the report's figure could not be read.
    pub static_smem: u64,
    /// Local memory per thread (`lmem` of old ptxas and nvlink, `LOCAL` of cuobjdump).
    pub local_memory: u64,
    /// The function's own stack frame per thread (`N bytes stack frame`).
    pub stack_frame: Option<u64>,
    /// The stack a launch needs including callees (`cumulative stack size`, nvlink's `stack`, cuobjdump's
    /// `STACK`); ptxas omits it when zero, and in relocatable builds the linker decides it.
    pub stack_size: Option<u64>,
    pub spill_stores: Option<u64>,
    pub spill_loads: Option<u64>,
    /// Constant memory per bank (`cmem[0]` holds the kernel parameters); ptxas 12 stopped printing it for sm_90
    /// and newer.
    pub constant_memory: BTreeMap<u32, u64>,
    /// Global memory (`__device__` variables) of the module the function was compiled in.
    pub gmem: Option<u64>,
    pub textures: u32,
    pub surfaces: u32,
    pub samplers: u32,
    /// The first figure of the report that is not a whole number in its range: the function is not evaluated
    /// ([`kernel`](Self::kernel) says why), whatever its other figures.
    pub unreadable: Option<Unreadable>,
}

impl Function {
    fn new(name: &str, kind: FunctionKind, tool: Tool, line: usize) -> Self {
        Self {
            name: name.to_string(),
            demangled: None,
            kind,
            tool,
            arch: None,
            cc: None,
            line,
            registers: None,
            barriers: None,
            static_smem: 0,
            local_memory: 0,
            stack_frame: None,
            stack_size: None,
            spill_stores: None,
            spill_loads: None,
            constant_memory: BTreeMap::new(),
            gmem: None,
            textures: 0,
            surfaces: 0,
            samplers: 0,
            unreadable: None,
        }
    }

    /// The demangled name if there is one, else the name as compiled.
    pub fn display_name(&self) -> &str {
        self.demangled.as_deref().unwrap_or(&self.name)
    }

    /// Whether ptxas spilled registers to local memory.
    pub fn spills(&self) -> bool {
        self.spill_stores.unwrap_or(0) > 0 || self.spill_loads.unwrap_or(0) > 0
    }

    /// The occupancy engine's kernel at a block size: registers, static shared memory and barriers from the
    /// report (barriers 1 when the log predates their reporting, as `cudaFuncGetAttributes` implies), every
    /// other field at its default. Fails when the report has no register count, a size beyond `u32` or a figure
    /// that is not a whole number in range ([`Self::unreadable`]).
    pub fn kernel(&self, threads_per_block: u32) -> Result<Kernel, Error> {
        kernel_of(
            self.unreadable.as_ref(),
            self.tool.name(),
            self.registers,
            self.static_smem,
            self.barriers,
            threads_per_block,
        )
    }

    fn apply(&mut self, item: Item) {
        match item {
            Item::Registers(n) => self.registers = Some(n),
            Item::Barriers(n) => self.barriers = Some(n),
            Item::Smem(n) => self.static_smem = n,
            Item::Lmem(n) => self.local_memory = n,
            Item::Cmem(bank, n) => {
                self.constant_memory.insert(bank, n);
            }
            Item::Stack(n) => self.stack_size = Some(n),
            Item::StackFrame(n) => self.stack_frame = Some(n),
            Item::SpillStores(n) => self.spill_stores = Some(n),
            Item::SpillLoads(n) => self.spill_loads = Some(n),
            Item::Gmem(n) => self.gmem = Some(n),
            Item::Textures(n) => self.textures = n,
            Item::Surfaces(n) => self.surfaces = n,
            Item::Samplers(n) => self.samplers = n,
        }
    }
}

pub(super) fn kernel_of(
    unreadable: Option<&Unreadable>,
    tool: &str,
    registers: Option<u32>,
    static_smem: u64,
    barriers: Option<u32>,
    threads_per_block: u32,
) -> Result<Kernel, Error> {
    if let Some(bad) = unreadable {
        return Err(bad.error());
    }
    let registers = registers.ok_or_else(|| Error::Parse {
        field: "ptxas.registers",
        message: msg::error_log_no_registers(tool).into(),
    })?;
    let static_smem = u32::try_from(static_smem).map_err(|_| Error::Inconsistent {
        field: "ptxas.static_smem",
        message: msg::error_log_smem(
            &crate::report::thousands(static_smem),
            &crate::report::thousands(u32::MAX.into()),
        )
        .into(),
    })?;
    Ok(Kernel {
        static_smem,
        barriers: barriers.unwrap_or(1),
        ..Kernel::new(threads_per_block, registers)
    })
}

/// The reserved shared memory that cuobjdump counts in `SHARED` from sm_90 on (the `.nv.reservedSmem` start
/// of a kernel's shared window; ptxas's `smem` leaves it out). Kernels without a window print `SHARED:0`.
const RESERVED_SMEM_IN_CUBIN: u64 = 1024;

/// Where a ptxas invocation is: nvcc runs ptxas once per architecture, and each run starts with its `gmem` line.
#[derive(Default)]
pub(super) struct PtxasState {
    /// The entry of the last `Compiling entry function` line in this invocation.
    entry: Option<usize>,
    /// The function whose `Function properties` line awaits its stack-frame line.
    properties: Option<usize>,
    /// The function the next `Used` line belongs to.
    last: Option<usize>,
    /// The architecture of this invocation, once an entry has named it.
    arch: Option<String>,
    /// Device functions reported before any entry of this invocation named the architecture.
    pending: Vec<usize>,
    gmem: Option<u64>,
}

#[derive(Default)]
pub(super) struct NvlinkState {
    function: Option<usize>,
    gmem: Option<u64>,
}

#[derive(Default)]
pub(super) struct CuobjdumpState {
    /// From the `arch = sm_90` line of the current fatbin entry.
    arch: Option<String>,
    /// Inside a `Resource usage:` block.
    in_usage: bool,
    /// After ` Common:`, before the first ` Function …:`.
    in_common: bool,
    function: Option<usize>,
    gmem: Option<u64>,
}

impl Parser {
    fn add(
        &mut self,
        name: &str,
        kind: FunctionKind,
        tool: Tool,
        line: usize,
        arch: Option<&str>,
    ) -> usize {
        let mut function = Function::new(name, kind, tool, line);
        function.demangled = self.demangled(name);
        set_arch(&mut function, arch);
        self.log.functions.push(function);
        self.log.functions.len() - 1
    }

    /// Applies a comma-separated list of items to a function; reports the line when some item is unknown.
    fn items(&mut self, number: usize, line: &str, list: &str, target: Option<usize>) {
        let (mut unknown, mut unreadable) = (false, false);
        for part in list.split(',') {
            match (items::item(part), target) {
                (Some(Ok(item)), Some(index)) => self.log.functions[index].apply(item),
                (Some(Ok(Item::Gmem(n))), None) => self.ptxas.gmem = Some(n),
                (Some(Ok(_)), None) => {}
                (Some(Err(bad)), target) => {
                    unreadable = true;
                    if let Some(index) = target {
                        self.log.functions[index].unreadable.get_or_insert(bad);
                    }
                }
                (None, _) => unknown = true,
            }
        }
        if unreadable {
            self.unread(number, line, Reason::FigureOutOfRange);
        } else if unknown {
            self.unread(number, line, Reason::ItemShape);
        }
    }

    pub(super) fn ptxas_info(&mut self, number: usize, line: &str, message: &str) {
        if let Some(rest) = message.strip_prefix("Compiling entry function") {
            self.ptxas_entry(number, line, rest);
        } else if let Some(rest) = message.strip_prefix("Function properties for") {
            self.ptxas_properties(number, line, rest);
        } else if message.starts_with("Used ") || message.starts_with("used ") {
            match self.ptxas.last {
                Some(index) if self.log.functions[index].registers.is_none() => {
                    self.items(number, line, message, Some(index));
                }
                Some(_) => self.unread(number, line, Reason::SecondResourceLine),
                None => self.unread(number, line, Reason::ResourceLineFirst),
            }
        } else if message.contains("bytes gmem") {
            // The first line of every ptxas run: a new architecture may follow.
            self.end_invocation();
            self.items(number, line, message, None);
        } else if message.starts_with("Compile time") {
        } else if message.starts_with('(') || message.starts_with("Overriding ") {
            // Coded advice ("(C7515) Potential Performance Loss: …") and option notes ("Overriding maximum
            // register limit 256 for 'k' with 32 of maxrregcount option").
            self.message(number, Tool::Ptxas, Severity::Info, message);
        } else {
            self.unread(number, line, Reason::PtxasInfoShape);
        }
    }

    /// `'NAME' for 'sm_90'` (current), `'NAME'` (before CUDA 4).
    fn ptxas_entry(&mut self, number: usize, line: &str, rest: &str) {
        let rest = rest.trim();
        let (name, arch) = match rest.rsplit_once(" for ") {
            Some((name, arch)) => (unquote(name), Some(unquote(arch))),
            None => (unquote(rest), None),
        };
        if name.is_empty() {
            self.unread(number, line, Reason::EntryWithoutName);
            return;
        }
        let index = self.add(name, FunctionKind::Entry, Tool::Ptxas, number, arch);
        self.log.functions[index].gmem = self.ptxas.gmem;
        if let Some(arch) = arch {
            self.ptxas.arch = Some(arch.to_string());
            for pending in std::mem::take(&mut self.ptxas.pending) {
                set_arch(&mut self.log.functions[pending], Some(arch));
            }
        }
        self.ptxas.entry = Some(index);
        self.ptxas.last = Some(index);
        self.ptxas.properties = None;
    }

    fn ptxas_properties(&mut self, number: usize, line: &str, rest: &str) {
        let name = unquote(rest.trim().trim_end_matches(':'));
        if name.is_empty() {
            self.unread(number, line, Reason::PropertiesWithoutName);
            return;
        }
        // The entry's own properties follow its "Compiling entry function" line.
        let own = self.ptxas.entry.filter(|&i| {
            let entry = &self.log.functions[i];
            entry.name == name && entry.stack_frame.is_none() && entry.registers.is_none()
        });
        let index = match own {
            Some(index) => index,
            None => {
                let arch = self.ptxas.arch.clone();
                let index = self.add(
                    name,
                    FunctionKind::Device,
                    Tool::Ptxas,
                    number,
                    arch.as_deref(),
                );
                self.log.functions[index].gmem = self.ptxas.gmem;
                if arch.is_none() {
                    self.ptxas.pending.push(index);
                }
                index
            }
        };
        self.ptxas.properties = Some(index);
        self.ptxas.last = Some(index);
    }

    /// `    8 bytes stack frame, 4 bytes spill stores, 4 bytes spill loads` after `Function properties for`,
    /// possibly behind a prefix (`1>      200 bytes stack frame, …`).
    pub(super) fn stack_frame(&mut self, number: usize, line: &str) {
        let list = line
            .find("bytes stack frame")
            .map(|at| {
                let before = line[..at].trim_end();
                let digits = before
                    .bytes()
                    .rev()
                    .take_while(|b| b.is_ascii_digit() || *b == b'+')
                    .count();
                // ASCII digits: the cut is a character boundary.
                &line[before.len() - digits..]
            })
            .unwrap_or(line);
        match self.ptxas.properties.take() {
            Some(index) => self.items(number, line, list, Some(index)),
            None => self.unread(number, line, Reason::StackFrameFirst),
        }
    }

    /// A new ptxas run starts: device functions still waiting for an architecture keep none.
    fn end_invocation(&mut self) {
        self.ptxas = PtxasState::default();
    }

    pub(super) fn nvlink_info(&mut self, number: usize, line: &str, message: &str) {
        // nvlink ends its lines with "(target: sm_52)" when it links for several architectures.
        let (message, arch) = match message.rsplit_once("(target:") {
            Some((body, target)) if target.trim_end().ends_with(')') => (
                body.trim(),
                Some(target.trim_end().trim_end_matches(')').trim()),
            ),
            _ => (message, None),
        };
        if let Some(rest) = message.strip_prefix("Function properties for") {
            let name = unquote(rest.trim().trim_end_matches(':'));
            if name.is_empty() {
                self.unread(number, line, Reason::PropertiesWithoutName);
                return;
            }
            let index = self.add(name, FunctionKind::Unspecified, Tool::Nvlink, number, arch);
            self.log.functions[index].gmem = self.nvlink.gmem;
            self.nvlink.function = Some(index);
        } else if message.starts_with("used ") || message.starts_with("Used ") {
            match self.nvlink.function {
                Some(index) if self.log.functions[index].registers.is_none() => {
                    self.items(number, line, message, Some(index));
                }
                Some(_) => self.unread(number, line, Reason::SecondResourceLine),
                None => self.unread(number, line, Reason::ResourceLineFirst),
            }
        } else if message.contains("bytes gmem") {
            let gmem = message.split(',').find_map(|part| match items::item(part) {
                Some(Ok(Item::Gmem(n))) => Some(n),
                _ => None,
            });
            if gmem.is_none() {
                self.unread(number, line, Reason::NvlinkGmemShape);
            }
            self.nvlink.gmem = gmem;
        } else {
            self.unread(number, line, Reason::NvlinkInfoShape);
        }
    }

    /// cuobjdump's headers and `Resource usage:` blocks. Returns whether the line was consumed.
    pub(super) fn cuobjdump_line(&mut self, number: usize, line: &str) -> bool {
        let trimmed = line.trim();
        if trimmed.starts_with("Fatbin ") && trimmed.ends_with(" code:") {
            self.cuobjdump = CuobjdumpState::default();
            return true;
        }
        if trimmed == "Resource usage:" {
            let arch = self.cuobjdump.arch.take();
            self.cuobjdump = CuobjdumpState {
                arch,
                in_usage: true,
                ..CuobjdumpState::default()
            };
            return true;
        }
        if let Some(arch) = trimmed.strip_prefix("arch = ") {
            self.cuobjdump.arch = Some(arch.trim().to_string());
            return true;
        }
        if !self.cuobjdump.in_usage {
            return false;
        }
        let indented = line.starts_with(' ') || line.starts_with('\t');
        if trimmed.is_empty() || !indented {
            // A block is contiguous: a blank or unindented line ends it.
            self.cuobjdump.in_usage = false;
            return trimmed.is_empty();
        }
        if trimmed == "Common:" {
            self.cuobjdump.in_common = true;
            self.cuobjdump.function = None;
            return true;
        }
        if let Some(name) = trimmed
            .strip_prefix("Function ")
            .and_then(|rest| rest.strip_suffix(':'))
        {
            let arch = self.cuobjdump.arch.clone();
            let index = self.add(
                name.trim(),
                FunctionKind::Unspecified,
                Tool::Cuobjdump,
                number,
                arch.as_deref(),
            );
            self.log.functions[index].gmem = self.cuobjdump.gmem;
            self.cuobjdump.in_common = false;
            self.cuobjdump.function = Some(index);
            return true;
        }
        self.cuobjdump_tokens(number, line, trimmed);
        true
    }

    /// `REG:32 STACK:0 SHARED:8192 LOCAL:0 CONSTANT[0]:380 TEXTURE:0 SURFACE:0 SAMPLER:0` or, under
    /// `Common:`, `GLOBAL:24 CONSTANT[4]:8`.
    fn cuobjdump_tokens(&mut self, number: usize, line: &str, trimmed: &str) {
        let target = match self.cuobjdump.function {
            Some(index) if self.log.functions[index].registers.is_none() => Some(index),
            Some(_) => {
                self.unread(number, line, Reason::SecondResourceLine);
                return;
            }
            None if self.cuobjdump.in_common => None,
            None => {
                self.unread(number, line, Reason::ResourceLineFirst);
                return;
            }
        };
        let (mut unknown, mut unreadable) = (false, false);
        for token in trimmed.split_whitespace() {
            match (items::cuobjdump_token(token), target) {
                (Some(Ok(Item::Smem(shared))), Some(index)) => {
                    let function = &mut self.log.functions[index];
                    function.static_smem = match function.cc {
                        Some(cc) if cc.major >= 9 && shared >= RESERVED_SMEM_IN_CUBIN => {
                            shared - RESERVED_SMEM_IN_CUBIN
                        }
                        _ => shared,
                    };
                }
                (Some(Ok(item)), Some(index)) => self.log.functions[index].apply(item),
                (Some(Ok(Item::Gmem(n))), None) => self.cuobjdump.gmem = Some(n),
                (Some(Ok(_)), None) => {}
                (Some(Err(bad)), target) => {
                    unreadable = true;
                    if let Some(index) = target {
                        self.log.functions[index].unreadable.get_or_insert(bad);
                    }
                }
                (None, _) => unknown = true,
            }
        }
        if unreadable {
            self.unread(number, line, Reason::FigureOutOfRange);
        } else if unknown {
            self.unread(number, line, Reason::CuobjdumpFieldShape);
        }
    }
}

fn set_arch(function: &mut Function, arch: Option<&str>) {
    function.arch = arch.map(str::to_string);
    function.cc = arch.and_then(|a| a.parse::<ComputeCapability>().ok());
}

/// Finds `ptxas info :`, `ptxas warning :`, `ptxas fatal :`, `ptxas file.ptx, line 5; error : …` (and the same
/// for nvlink and cuobjdump) anywhere in a line, so that prefixes such as MSBuild's `1>  ` do not matter.
/// Returns the tool, the severity and the message after the colon.
///
/// Only the first standalone occurrence of each tool's name is examined (`ptxas` followed by a blank or a
/// colon, not part of a longer word or path): a line full of `ptxas ; ` cannot make this quadratic.
pub(super) fn tool_message(line: &str) -> Option<(Tool, Severity, &str)> {
    for tool in [Tool::Ptxas, Tool::Nvlink, Tool::Cuobjdump] {
        let word = tool.name();
        let standalone = line.match_indices(word).find(|&(at, _)| {
            let boundary = line[..at]
                .bytes()
                .next_back()
                .is_none_or(|b| !b.is_ascii_alphanumeric() && b != b'_' && b != b'/');
            boundary && line[at + word.len()..].starts_with([' ', '\t', ':'])
        });
        let Some((at, _)) = standalone else {
            continue;
        };
        let rest = &line[at + word.len()..];
        if let Some((severity, message)) = severity_prefix(rest) {
            return Some((tool, severity, message));
        }
        // `ptxas /tmp/x.ptx, line 12; warning : …`: keep the location in the message.
        if let Some((_, after)) = rest.split_once("; ") {
            if let Some((severity, _)) = severity_prefix(after) {
                return Some((tool, severity, rest.trim()));
            }
        }
    }
    None
}

/// `info    : text` → (Info, "text").
fn severity_prefix(text: &str) -> Option<(Severity, &str)> {
    let text = text.trim_start();
    [
        ("info", Severity::Info),
        ("warning", Severity::Warning),
        ("error", Severity::Error),
        ("fatal", Severity::Error),
    ]
    .into_iter()
    .find_map(|(word, severity)| {
        let message = text.strip_prefix(word)?.trim_start().strip_prefix(':')?;
        Some((severity, message.trim()))
    })
}

/// `'name'` → `name`; unquoted text stays as it is.
fn unquote(text: &str) -> &str {
    let text = text.trim();
    text.strip_prefix('\'')
        .and_then(|t| t.strip_suffix('\''))
        .unwrap_or(text)
}
