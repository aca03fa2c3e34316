//! A log's kernels as plain data, for a program that parses in one place and evaluates in another: the page
//! parses (and demangles) in a Web Worker and sends a [`Summary`] as JSON; the page's main thread evaluates
//! each [`KernelSummary`] on the selected GPU with [`KernelSummary::occupancy`], and each AMD kernel (an
//! [`AmdFunction`], plain data already) on a gfx target with [`AmdFunction::evaluate`].

use serde::{Deserialize, Serialize};

use super::amd::AmdFunction;
use super::figure::Unreadable;
use super::{Function, Log, Reason, Severity};
use crate::error::Error;
use crate::nvidia::cc::ComputeCapability;
use crate::nvidia::device::Gpu;
use crate::nvidia::device::SmemConfig;
use crate::nvidia::kernel::Kernel;
use crate::nvidia::rules::{occupancy, Occupancy};

/// How many unread lines a summary quotes (it counts them all).
pub const QUOTED: usize = 20;

/// One kernel report (kernels and nvlink/cuobjdump functions; ptxas's device functions are left out).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelSummary {
    /// As compiled (mangled for C++).
    pub name: String,
    pub demangled: Option<String>,
    pub tool: String,
    pub arch: Option<String>,
    /// The 1-based line of the report in the log.
    pub line: usize,
    pub registers: Option<u32>,
    pub static_smem: u64,
    pub barriers: Option<u32>,
    pub stack_frame: Option<u64>,
    pub spill_stores: Option<u64>,
    pub spill_loads: Option<u64>,
    pub local_memory: u64,
    /// The first figure of the report that is not a whole number in its range: the kernel is not evaluated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unreadable: Option<Unreadable>,
}

/// A line that looks like a report but could not be read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnreadLine {
    pub line: usize,
    /// Said by whoever shows it, in its reader's language.
    pub reason: Reason,
    pub text: String,
}

/// What a log holds, in a form that travels as JSON.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub lines: usize,
    /// NVIDIA's kernel reports.
    pub kernels: Vec<KernelSummary>,
    /// AMD's kernel reports (a log may hold NVIDIA's and AMD's); functions that are not kernels are left out.
    #[serde(default)]
    pub amd_kernels: Vec<AmdFunction>,
    /// How many report lines could not be read; the first `QUOTED` are in `unread_first`.
    pub unread: usize,
    pub unread_first: Vec<UnreadLine>,
    pub warnings: usize,
    pub errors: usize,
}

impl Summary {
    pub fn of(log: &Log) -> Self {
        let count = |severity| {
            log.messages
                .iter()
                .filter(|m| m.severity == severity)
                .count()
        };
        Self {
            lines: log.lines,
            kernels: log.entries().map(KernelSummary::of).collect(),
            amd_kernels: log.amd_kernels().cloned().collect(),
            unread: log.unread.len(),
            unread_first: log
                .unread
                .iter()
                .take(QUOTED)
                .map(|u| UnreadLine {
                    line: u.line,
                    reason: u.reason,
                    text: u.text.clone(),
                })
                .collect(),
            warnings: count(Severity::Warning),
            errors: count(Severity::Error),
        }
    }

    /// The distinct architectures of the kernels, in order of appearance.
    pub fn archs(&self) -> Vec<&str> {
        distinct(self.kernels.iter().filter_map(|k| k.arch.as_deref()))
    }

    /// The distinct gfx targets of the AMD kernels, in order of appearance.
    pub fn amd_targets(&self) -> Vec<&str> {
        distinct(self.amd_kernels.iter().filter_map(|k| k.target.as_deref()))
    }
}

/// The distinct names, in order of appearance (a log names few architectures: a scan beats a set).
fn distinct<'a>(names: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut seen: Vec<&str> = Vec::new();
    for name in names {
        if !seen.contains(&name) {
            seen.push(name);
        }
    }
    seen
}

impl KernelSummary {
    pub fn of(f: &Function) -> Self {
        Self {
            name: f.name.clone(),
            demangled: f.demangled.clone(),
            tool: f.tool.name().to_string(),
            arch: f.arch.clone(),
            line: f.line,
            registers: f.registers,
            static_smem: f.static_smem,
            barriers: f.barriers,
            stack_frame: f.stack_frame,
            spill_stores: f.spill_stores,
            spill_loads: f.spill_loads,
            local_memory: f.local_memory,
            unreadable: f.unreadable.clone(),
        }
    }

    /// The demangled name if there is one, else the name as compiled.
    pub fn display_name(&self) -> &str {
        self.demangled.as_deref().unwrap_or(&self.name)
    }

    pub fn spills(&self) -> bool {
        self.spill_stores.unwrap_or(0) > 0 || self.spill_loads.unwrap_or(0) > 0
    }

    /// The architecture as a compute capability.
    pub fn cc(&self) -> Option<ComputeCapability> {
        self.arch.as_deref().and_then(|a| a.parse().ok())
    }

    /// Whether the report is for another architecture than `gpu` runs (its registers may differ there).
    pub fn other_arch(&self, gpu: &Gpu) -> bool {
        self.cc()
            .is_some_and(|cc| cc.canonical() != gpu.device().cc.canonical())
    }

    /// The engine's kernel at a block size, as [`Function::kernel`] builds it.
    pub fn kernel(&self, threads_per_block: u32) -> Result<Kernel, Error> {
        super::kernel_of(
            self.unreadable.as_ref(),
            &self.tool,
            self.registers,
            self.static_smem,
            self.barriers,
            threads_per_block,
        )
    }

    /// The kernel's occupancy on `gpu` at a block size with the launch's dynamic shared memory (which the log
    /// cannot know).
    pub fn occupancy(
        &self,
        gpu: &Gpu,
        threads_per_block: u32,
        dynamic_smem: u32,
        smem: &SmemConfig,
    ) -> Result<Occupancy, Error> {
        let kernel = Kernel {
            dynamic_smem,
            ..self.kernel(threads_per_block)?
        };
        occupancy(gpu, &kernel, smem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvidia::device::arch_defaults;

    const LOG: &str = "\
ptxas info    : Compiling entry function '_Z6kernelPf' for 'sm_90'
ptxas info    : Function properties for _Z6kernelPf
    16 bytes stack frame, 8 bytes spill stores, 8 bytes spill loads
ptxas info    : Used 40 registers, used 1 barriers, 4096 bytes smem, 380 bytes cmem[0]
ptxas info    : Compiling entry function 'plain' for 'sm_80'
ptxas info    : Used 255 registers, 0 bytes smem
ptxas info    : Used lots of registers
";

    #[test]
    fn keeps_what_the_table_and_the_engine_need() {
        let summary = Summary::of(&crate::compiler_log::parse(LOG));
        assert_eq!(summary.kernels.len(), 2);
        assert_eq!(summary.archs(), ["sm_90", "sm_80"]);
        let first = &summary.kernels[0];
        assert_eq!(first.registers, Some(40));
        assert_eq!(first.static_smem, 4096);
        assert!(first.spills());
        assert_eq!(first.line, 1);
        assert!(!summary.kernels[1].spills());
        assert_eq!(summary.unread, 1);
        assert_eq!(summary.unread_first[0].line, 7);
        // The wire format round-trips.
        let json = serde_json::to_string(&summary).unwrap();
        assert_eq!(serde_json::from_str::<Summary>(&json).unwrap(), summary);
    }

    #[test]
    fn evaluates_like_the_engine_fed_by_hand() {
        let summary = Summary::of(&crate::compiler_log::parse(LOG));
        let gpu = arch_defaults(ComputeCapability::new(9, 0))
            .unwrap()
            .device
            .check()
            .unwrap();
        let smem = SmemConfig::default();
        let by_hand = Kernel {
            static_smem: 4096,
            barriers: 1,
            ..Kernel::new(256, 40)
        };
        assert_eq!(
            summary.kernels[0].occupancy(&gpu, 256, 0, &smem).unwrap(),
            occupancy(&gpu, &by_hand, &smem).unwrap()
        );
        assert!(!summary.kernels[0].other_arch(&gpu));
        assert!(summary.kernels[1].other_arch(&gpu));
        // 255 registers × 256 threads exceed the register file: zero blocks, not an error.
        let heavy = summary.kernels[1].occupancy(&gpu, 1024, 0, &smem).unwrap();
        // The launch's dynamic shared memory counts: 200 KiB per block leaves room for one block at most.
        let dynamic = summary.kernels[0]
            .occupancy(&gpu, 256, 200 * 1024, &smem)
            .unwrap();
        assert!(dynamic.active_blocks_per_sm <= 1);
        assert_eq!(heavy.active_blocks_per_sm, 0);
    }
}
