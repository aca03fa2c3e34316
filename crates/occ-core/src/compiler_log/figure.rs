//! The figures of a report that the occupancy reads or shows, and what a report whose figure is not a whole
//! number in the figure's range becomes: a function that is not evaluated, with a message that names the figure
//! and quotes the text (`LDS size '-1' is not a byte count …`), never a figure made up as 0 or clamped.

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::msg::{self, Message, Msg, Say};
use crate::report::thousands;

/// One numeric figure of NVIDIA's or AMD's reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Figure {
    // NVIDIA: ptxas, nvlink and cuobjdump.
    Registers,
    Barriers,
    SharedMemory,
    LocalMemory,
    ConstantBank,
    ConstantMemory,
    Stack,
    StackFrame,
    SpillStores,
    SpillLoads,
    GlobalMemory,
    Textures,
    Surfaces,
    Samplers,
    // AMD: remarks, kernel-info comments and code-object metadata.
    Vgprs,
    Agprs,
    TotalVgprs,
    Sgprs,
    LdsBytes,
    ScratchBytes,
    SgprSpills,
    VgprSpills,
    CompilerOccupancy,
    WaveSize,
    MaxWorkgroupSize,
}

impl Figure {
    /// The field an error names, as `occ log --json` spells the figure.
    pub fn field(self) -> &'static str {
        match self {
            Self::Registers => "ptxas.registers",
            Self::Barriers => "ptxas.barriers",
            Self::SharedMemory => "ptxas.static_smem",
            Self::LocalMemory => "ptxas.local_memory",
            Self::ConstantBank => "ptxas.constant_bank",
            Self::ConstantMemory => "ptxas.constant_memory",
            Self::Stack => "ptxas.stack_size",
            Self::StackFrame => "ptxas.stack_frame",
            Self::SpillStores => "ptxas.spill_stores",
            Self::SpillLoads => "ptxas.spill_loads",
            Self::GlobalMemory => "ptxas.gmem",
            Self::Textures => "ptxas.textures",
            Self::Surfaces => "ptxas.surfaces",
            Self::Samplers => "ptxas.samplers",
            Self::Vgprs => "amd.vgprs",
            Self::Agprs => "amd.agprs",
            Self::TotalVgprs => "amd.total_vgprs",
            Self::Sgprs => "amd.sgprs",
            Self::LdsBytes => "amd.lds_bytes",
            Self::ScratchBytes => "amd.scratch_bytes",
            Self::SgprSpills => "amd.sgpr_spills",
            Self::VgprSpills => "amd.vgpr_spills",
            Self::CompilerOccupancy => "amd.compiler_waves_per_simd",
            Self::WaveSize => "amd.wave_size",
            Self::MaxWorkgroupSize => "amd.max_workgroup_size",
        }
    }

    /// The figure in words, as the message begins.
    pub fn label(self) -> Msg<'static> {
        match self {
            Self::Registers => msg::error_figure_registers(),
            Self::Barriers => msg::error_figure_barriers(),
            Self::SharedMemory => msg::error_figure_shared_memory(),
            Self::LocalMemory => msg::error_figure_local_memory(),
            Self::ConstantBank => msg::error_figure_constant_bank(),
            Self::ConstantMemory => msg::error_figure_constant_memory(),
            Self::Stack => msg::error_figure_stack(),
            Self::StackFrame => msg::error_figure_stack_frame(),
            Self::SpillStores => msg::error_figure_spill_stores(),
            Self::SpillLoads => msg::error_figure_spill_loads(),
            Self::GlobalMemory => msg::error_figure_global_memory(),
            Self::Textures => msg::error_figure_textures(),
            Self::Surfaces => msg::error_figure_surfaces(),
            Self::Samplers => msg::error_figure_samplers(),
            Self::Vgprs => msg::error_figure_vgprs(),
            Self::Agprs => msg::error_figure_agprs(),
            Self::TotalVgprs => msg::error_figure_total_vgprs(),
            Self::Sgprs => msg::error_figure_sgprs(),
            Self::LdsBytes => msg::error_figure_lds_bytes(),
            Self::ScratchBytes => msg::error_figure_scratch_bytes(),
            Self::SgprSpills => msg::error_figure_sgpr_spills(),
            Self::VgprSpills => msg::error_figure_vgpr_spills(),
            Self::CompilerOccupancy => msg::error_figure_compiler_occupancy(),
            Self::WaveSize => msg::error_figure_wave_size(),
            Self::MaxWorkgroupSize => msg::error_figure_max_workgroup_size(),
        }
    }

    fn noun(self) -> Msg<'static> {
        match self {
            Self::Registers
            | Self::Vgprs
            | Self::Agprs
            | Self::TotalVgprs
            | Self::Sgprs
            | Self::SgprSpills
            | Self::VgprSpills => msg::error_kind_register_count(),
            Self::SharedMemory
            | Self::LocalMemory
            | Self::ConstantMemory
            | Self::Stack
            | Self::StackFrame
            | Self::SpillStores
            | Self::SpillLoads
            | Self::GlobalMemory
            | Self::LdsBytes
            | Self::ScratchBytes => msg::error_kind_byte_count(),
            Self::ConstantBank => msg::error_kind_bank_number(),
            Self::CompilerOccupancy => msg::error_kind_wave_count(),
            Self::WaveSize => msg::error_kind_wave_size(),
            Self::MaxWorkgroupSize => msg::error_kind_item_count(),
            Self::Barriers | Self::Textures | Self::Surfaces | Self::Samplers => {
                msg::error_kind_count()
            }
        }
    }

    /// The largest value the figure takes. Counts and per-block sizes are 32-bit in every vendor's API (a
    /// block's shared memory and a work-group's LDS among them); per-thread and per-module sizes are 64-bit.
    pub fn max(self) -> u64 {
        match self {
            Self::LocalMemory
            | Self::ConstantMemory
            | Self::Stack
            | Self::StackFrame
            | Self::SpillStores
            | Self::SpillLoads
            | Self::GlobalMemory
            | Self::ScratchBytes
            | Self::SgprSpills
            | Self::VgprSpills => u64::MAX,
            _ => u32::MAX.into(),
        }
    }

    /// `text` as this figure: a whole number of ASCII digits, `N+M` for NVIDIA's split sizes, at most
    /// [`max`](Self::max); otherwise what the function becomes.
    pub fn read(self, text: &str) -> Result<u64, Unreadable> {
        let parts = |text: &str| {
            text.split('+')
                .try_fold(0u64, |total, part| total.checked_add(digits(part)?))
        };
        let value = match self {
            Self::SharedMemory | Self::LocalMemory => parts(text),
            _ => digits(text),
        };
        value
            .filter(|v| *v <= self.max())
            .ok_or_else(|| Unreadable::new(self, text))
    }
}

/// A decimal number of ASCII digits only (no sign, no spaces), checked against `u64`.
pub(crate) fn digits(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A report's figure that is not a whole number in its range, and the text that stands for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unreadable {
    pub figure: Figure,
    /// The text as the report has it (cut to [`QUOTED_CHARS`] characters).
    pub text: String,
}

/// The longest text an [`Unreadable`] quotes.
pub const QUOTED_CHARS: usize = 40;

impl Unreadable {
    pub(crate) fn new(figure: Figure, text: &str) -> Self {
        let text = text.trim();
        let text = match text.char_indices().nth(QUOTED_CHARS) {
            Some((cut, _)) => format!("{}…", &text[..cut]),
            None => text.to_string(),
        };
        Self { figure, text }
    }

    /// Why the function is not evaluated: "LDS size '-1' is not a byte count (a whole number from 0 to
    /// 4,294,967,295)", under the figure's field (in English, as `--json` and `occ batch` say it).
    pub fn error(&self) -> Error {
        Error::Parse {
            field: self.figure.field(),
            message: self.message(),
        }
    }

    /// [`error`](Self::error)'s text in `say`'s language: the field, then why.
    pub fn say(&self, say: &Say) -> String {
        self.error().say(say)
    }

    fn message(&self) -> Message {
        Message::from(msg::error_log_unreadable(
            "",
            &self.text,
            "",
            &thousands(self.figure.max()),
        ))
        .with(0, self.figure.label())
        .with(2, self.figure.noun())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_in_range_only() {
        assert_eq!(Figure::LdsBytes.read("4096"), Ok(4096));
        assert_eq!(Figure::SharedMemory.read("8+16"), Ok(24));
        assert_eq!(
            Figure::StackFrame.read("18446744073709551615"),
            Ok(u64::MAX)
        );
        for text in [
            "-1",
            "3.5",
            "NaN",
            "",
            "1e3",
            "+5",
            "4294967296",
            "12345678901234567890123",
            "٣",
            "１",
        ] {
            let bad = Figure::LdsBytes.read(text).unwrap_err();
            assert_eq!(bad.text, text.trim());
            let message = bad.error().to_string();
            assert!(
                message.starts_with(&format!(
                    "amd.lds_bytes: LDS size '{text}' is not a byte count"
                )),
                "{message}"
            );
        }
        assert!(Figure::SharedMemory.read("1+").is_err());
        assert!(Figure::SharedMemory.read("18446744073709551615+1").is_err());
        let long = "9".repeat(10_000);
        assert_eq!(
            Figure::Registers
                .read(&long)
                .unwrap_err()
                .text
                .chars()
                .count(),
            QUOTED_CHARS + 1
        );
    }
}
