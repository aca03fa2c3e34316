//! The roofline panel's inputs as typed (FLOPs, bytes or intensity, a measured time, the precision) and their
//! validation, checked apart from the launch so a bad one never makes the occupancy results stale.

use occ_core::msg::{self, Msg, Say};
use occ_core::presets::Preset;
use occ_core::roofline::{Precision, Work};
use occ_core::{Error, Vendor};

use crate::state::gpu::GpuChoice;
use crate::state::notice::Notice;

/// The panel's inputs as typed (empty = not given). The kernel's work is its FLOPs and DRAM bytes or, while both
/// are empty, its arithmetic intensity; a measured time places the achieved point (it needs the FLOPs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoofForm {
    pub flops: String,
    pub bytes: String,
    pub intensity: String,
    pub precision: Precision,
    /// Measured kernel time; a bare number is milliseconds.
    pub time: String,
}

impl Default for RoofForm {
    fn default() -> Self {
        Self {
            flops: String::new(),
            bytes: String::new(),
            intensity: String::new(),
            precision: Precision::Fp32,
            time: String::new(),
        }
    }
}

/// An input of the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoofField {
    Flops,
    Bytes,
    Intensity,
    Precision,
    Time,
}

impl RoofField {
    pub const ALL: [Self; 5] = [
        Self::Flops,
        Self::Bytes,
        Self::Intensity,
        Self::Precision,
        Self::Time,
    ];

    /// The short URL key.
    pub fn key(self) -> &'static str {
        match self {
            Self::Flops => "rf",
            Self::Bytes => "rb",
            Self::Intensity => "ri",
            Self::Precision => "rp",
            Self::Time => "rt",
        }
    }

    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.key() == key)
    }

    /// What the page's label says, and what its notices call the input.
    pub fn message(self) -> Msg<'static> {
        match self {
            Self::Flops => msg::page_roof_flops_label(),
            Self::Bytes => msg::page_roof_bytes_label(),
            Self::Intensity => msg::page_roof_intensity_label(),
            Self::Precision => msg::page_roof_precision_label(),
            Self::Time => msg::page_roof_time_label(),
        }
    }

    /// The label in English: for texts not yet said in the page's language.
    pub fn label(self) -> String {
        Say::page_english(Vendor::Nvidia).say(self.message())
    }

    /// The field as occ-core's roofline errors name it.
    fn name(self) -> &'static str {
        match self {
            Self::Flops => "roofline.flops",
            Self::Bytes => "roofline.bytes",
            Self::Intensity => "roofline.intensity",
            Self::Precision => "roofline.precision",
            Self::Time => "roofline.time",
        }
    }

    fn example(self) -> &'static str {
        match self {
            Self::Flops => "2.1e12 or 2.1T",
            Self::Bytes => "4e10 or 40G",
            _ => "0.25 or 60",
        }
    }
}

/// One bad input and why (its field's name and what is valid), said in the page's language when shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoofError {
    pub field: RoofField,
    pub error: Error,
}

/// The inputs read as numbers (`None` = not given).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Checked {
    pub flops: Option<f64>,
    pub bytes: Option<f64>,
    pub intensity: Option<f64>,
    /// Seconds; the achieved point also needs the FLOPs.
    pub time_s: Option<f64>,
    /// FLOPs and bytes when either is given (`None` until both are), else the intensity.
    pub work: Option<Work>,
}

/// A decimal number times `10^shift` (`2.1`, `.5`, `-3`, `4e10`, `1.5E-3`), or `None` when the text is not one.
///
/// Not `str::parse::<f64>`: that brings ~14 KB of exact-rounding tables into the wasm. This is exact for up to 15
/// significant digits and exponents within ±22 (Clinger's fast path), which covers what people type here; beyond
/// that it is off by an ulp or so, which no roofline figure can show.
pub fn decimal(text: &str, shift: i32) -> Option<f64> {
    let (sign, text) = match text.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, text.strip_prefix('+').unwrap_or(text)),
    };
    let (mantissa, exponent) = match text.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, exponent.parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let mut value = 0.0;
    let mut scale = exponent.checked_add(shift)?;
    for (i, c) in whole.chars().chain(fraction.chars()).enumerate() {
        value = value * 10.0 + f64::from(c.to_digit(10)?);
        if i >= whole.len() {
            scale = scale.checked_sub(1)?;
        }
    }
    // Dividing by an exact power of ten rounds once; multiplying by an inexact 0.1ⁿ would round twice.
    Some(
        sign * if scale < 0 {
            value / 10f64.powi(scale.saturating_neg())
        } else {
            value * 10f64.powi(scale)
        },
    )
}

/// A positive number with an optional exponent (`2.1e12`) or SI suffix (`2.1T`, `40G`, `512M`, `3k`).
fn amount(field: RoofField, text: &str) -> Result<Option<f64>, Error> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let (digits, shift) = [('k', 3), ('K', 3), ('M', 6), ('G', 9), ('T', 12), ('P', 15)]
        .iter()
        .find_map(|(suffix, shift)| text.strip_suffix(*suffix).map(|n| (n.trim_end(), *shift)))
        .unwrap_or((text, 0));
    decimal(digits, shift)
        .filter(|v| v.is_finite() && *v > 0.0)
        .map(Some)
        .ok_or_else(|| Error::Parse {
            field: field.name(),
            message: occ_core::msg::error_page_not_positive(text, field.example()).into(),
        })
}

/// A positive time in seconds from `1.25` (milliseconds), `1.25 ms`, `850 us`, `850 µs`, `2e5 ns` or `0.002 s`.
fn seconds(text: &str) -> Result<Option<f64>, Error> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    // "ms" before "s", since every unit ends in s.
    let (number, shift) = [("ns", -9), ("us", -6), ("µs", -6), ("ms", -3), ("s", 0)]
        .iter()
        .find_map(|(unit, shift)| text.strip_suffix(unit).map(|n| (n.trim_end(), *shift)))
        .unwrap_or((text, -3));
    decimal(number, shift)
        .filter(|t| t.is_finite() && *t > 0.0)
        .map(Some)
        .ok_or_else(|| Error::Parse {
            field: RoofField::Time.name(),
            message: occ_core::msg::error_page_not_time(text).into(),
        })
}

/// The precisions a preset has peaks for, as URL names.
fn available(preset: &Preset) -> Vec<&'static str> {
    Precision::ALL
        .into_iter()
        .filter(|p| p.peak(preset).is_some())
        .map(Precision::name)
        .collect()
}

impl RoofForm {
    /// The input's text (the precision's URL name).
    pub fn get(&self, field: RoofField) -> String {
        match field {
            RoofField::Flops => self.flops.clone(),
            RoofField::Bytes => self.bytes.clone(),
            RoofField::Intensity => self.intensity.clone(),
            RoofField::Precision => self.precision.name().to_string(),
            RoofField::Time => self.time.clone(),
        }
    }

    /// Sets an input from text.
    pub fn set(&mut self, field: RoofField, value: &str) -> Result<(), Error> {
        // Blank is no value: a link's `rf=%20` reads as the input left empty, as the address bar writes it.
        let text = value.trim().to_string();
        match field {
            RoofField::Flops => self.flops = text,
            RoofField::Bytes => self.bytes = text,
            RoofField::Intensity => self.intensity = text,
            RoofField::Precision => {
                self.precision = Precision::from_name(value).ok_or_else(|| Error::Parse {
                    field: field.name(),
                    message: occ_core::msg::error_bad_precision(value).into(),
                })?
            }
            RoofField::Time => self.time = text,
        }
        Ok(())
    }

    /// The `(key, value)` pairs of the query string: the inputs given, and the precision unless FP32.
    pub fn query_parts(&self) -> Vec<(&'static str, String)> {
        RoofField::ALL
            .into_iter()
            .map(|field| (field.key(), self.get(field)))
            .filter(|(key, value)| {
                !value.trim().is_empty() && (*key != RoofField::Precision.key() || value != "fp32")
            })
            .collect()
    }

    /// Reads every input; the intensity counts only while the FLOPs and bytes are both empty.
    pub fn check(&self) -> Result<Checked, Vec<RoofError>> {
        let mut errors = Vec::new();
        let mut read = |field: RoofField, result: Result<Option<f64>, Error>| {
            result
                .map_err(|error| errors.push(RoofError { field, error }))
                .ok()
                .flatten()
        };
        let flops = read(RoofField::Flops, amount(RoofField::Flops, &self.flops));
        let bytes = read(RoofField::Bytes, amount(RoofField::Bytes, &self.bytes));
        let intensity = read(
            RoofField::Intensity,
            amount(RoofField::Intensity, &self.intensity),
        );
        let counts = !(self.flops.trim().is_empty() && self.bytes.trim().is_empty());
        let checked = Checked {
            flops,
            bytes,
            intensity,
            time_s: read(RoofField::Time, seconds(&self.time)),
            work: if counts {
                flops
                    .zip(bytes)
                    .map(|(flops, bytes)| Work::Counts { flops, bytes })
            } else {
                intensity.map(Work::Intensity)
            },
        };
        if errors.is_empty() {
            Ok(checked)
        } else {
            Err(errors)
        }
    }

    /// Every bad input's message.
    pub fn errors(&self) -> Vec<RoofError> {
        self.check().err().unwrap_or_default()
    }

    /// Empties every bad input and picks FP32 when the GPU (by id) has no peak for the precision, so a loaded link
    /// or saved config always draws. Returns the notices, each starting with `naming(field)`.
    pub fn repair(&mut self, gpu: &str, naming: impl Fn(RoofField) -> Notice) -> Vec<Notice> {
        let mut messages = Vec::new();
        for error in self.errors() {
            messages.push(
                Notice::from(msg::page_notice_left_empty("", ""))
                    .with(0, naming(error.field))
                    .error(1, error.error),
            );
            match error.field {
                RoofField::Flops => self.flops.clear(),
                RoofField::Bytes => self.bytes.clear(),
                RoofField::Intensity => self.intensity.clear(),
                RoofField::Time => self.time.clear(),
                RoofField::Precision => {}
            }
        }
        let picked = self.precision;
        if let Some(preset) = self.fit_precision(gpu) {
            messages.push(
                Notice::from(msg::page_notice_no_peak(
                    "",
                    RoofField::Precision.name(),
                    preset.name,
                    "",
                    &available(preset).join(", "),
                ))
                .with(0, naming(RoofField::Precision))
                .with(3, Notice::from(picked.message(preset.vendor()))),
            );
        }
        messages
    }

    /// Picks FP32 (which every preset has) when the GPU, by id, has no peak for the precision; returns that GPU
    /// then. Generic devices keep it: they have no roofline to check it against.
    pub fn fit_precision(&mut self, gpu: &str) -> Option<&'static Preset> {
        match GpuChoice::from_id(gpu) {
            Ok(GpuChoice::Preset(preset)) if self.precision.peak(preset).is_none() => {
                self.precision = Precision::Fp32;
                Some(preset)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
impl RoofForm {
    /// A kernel given by its FLOPs, bytes and measured time (any may be empty).
    pub(crate) fn counts(flops: &str, bytes: &str, time: &str) -> Self {
        Self {
            flops: flops.to_string(),
            bytes: bytes.to_string(),
            time: time.to_string(),
            ..Self::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_read_like_rust_for_everyday_numbers() {
        for text in [
            "2.1",
            ".5",
            "5.",
            "0.0833",
            "1e-3",
            "4E10",
            "+7",
            "-3.25",
            "123456789012345",
            "1.5e22",
            "6.02e23",
            "0.000001234",
        ] {
            let exact: f64 = text.parse().unwrap();
            let ours = decimal(text, 0).unwrap();
            assert!(
                (ours - exact).abs() <= exact.abs() * 2e-16,
                "{text}: {ours} vs {exact}"
            );
        }
        assert_eq!(decimal("2.1", 12), Some(2.1e12));
        assert_eq!(decimal("1.25", -3), Some(1.25e-3));
        for bad in [
            "",
            ".",
            "e5",
            "1e",
            "1.2.3",
            "1,5",
            "0x10",
            "inf",
            "NaN",
            "1e99999999999",
            "--1",
        ] {
            assert_eq!(decimal(bad, 0), None, "{bad}");
        }
        assert_eq!(decimal("1e400", 0), Some(f64::INFINITY));
    }

    #[test]
    fn reads_amounts_with_suffixes_and_times_with_units() {
        assert_eq!(amount(RoofField::Flops, " 2.1T "), Ok(Some(2.1e12)));
        assert_eq!(amount(RoofField::Bytes, "4e10"), Ok(Some(4e10)));
        assert_eq!(amount(RoofField::Bytes, "40 G"), Ok(Some(4e10)));
        assert_eq!(amount(RoofField::Flops, ""), Ok(None));
        for bad in ["0", "-3", "abc", "NaN", "inf", "1e999", "2 GB"] {
            let error = amount(RoofField::Flops, bad).unwrap_err();
            assert_eq!(error.field(), "roofline.flops", "{bad}");
            assert!(error.to_string().contains("positive number"), "{error}");
        }
        let close = |text: &str, want: f64| {
            let got = seconds(text).unwrap().unwrap();
            assert!((got - want).abs() <= want * 1e-12, "{text}: {got}");
        };
        close("1.25", 1.25e-3);
        close("1.25 ms", 1.25e-3);
        close("850us", 850e-6);
        close("850 µs", 850e-6);
        close("2e5 ns", 2e-4);
        close("0.002 s", 0.002);
        assert_eq!(seconds(" "), Ok(None));
        let error = seconds("-1 ms").unwrap_err();
        assert_eq!(error.field(), "roofline.time");
        assert!(error.to_string().contains("850 us"), "{error}");
    }

    #[test]
    fn the_intensity_counts_while_flops_and_bytes_are_empty() {
        let mut form = RoofForm::counts("2e12", "", "oops");
        let errors = form.check().unwrap_err();
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].field, RoofField::Time);
        form.time.clear();
        // FLOPs without bytes: nothing to place yet, and nothing wrong; the intensity waits.
        form.intensity = "0.5".to_string();
        assert_eq!(form.check().unwrap().work, None);
        form.bytes = "1e12".to_string();
        assert_eq!(
            form.check().unwrap().work,
            Some(Work::Counts {
                flops: 2e12,
                bytes: 1e12
            })
        );
        form.flops.clear();
        form.bytes = " ".to_string();
        assert_eq!(form.check().unwrap().work, Some(Work::Intensity(0.5)));
        // Every input is checked, used or not.
        form.flops = "junk".to_string();
        assert_eq!(form.errors()[0].field, RoofField::Flops);
    }

    #[test]
    fn query_parts_leave_out_what_is_not_given() {
        assert!(RoofForm::default().query_parts().is_empty());
        let form = RoofForm {
            precision: Precision::Fp64,
            intensity: "3".to_string(),
            ..RoofForm::counts("2T", "40G", "35ms")
        };
        assert_eq!(
            form.query_parts(),
            vec![
                ("rf", "2T".to_string()),
                ("rb", "40G".to_string()),
                ("ri", "3".to_string()),
                ("rp", "fp64".to_string()),
                ("rt", "35ms".to_string())
            ]
        );
        let mut back = RoofForm::default();
        for (key, value) in form.query_parts() {
            back.set(RoofField::from_key(key).unwrap(), &value).unwrap();
        }
        assert_eq!(back, form);
        assert!(back.set(RoofField::Precision, "int8").is_err());
    }

    #[test]
    fn repair_empties_bad_inputs_and_picks_a_precision_the_gpu_has() {
        let mut form = RoofForm {
            precision: Precision::TensorFp16,
            ..RoofForm::counts("-1", "4e10", "soon")
        };
        let english = occ_core::msg::Say::page_english(occ_core::Vendor::Nvidia);
        let messages: Vec<String> = form
            .repair("tesla-p100-sxm2", |f| {
                Notice::said(&format!("URL parameter '{}'", f.key()))
            })
            .iter()
            .map(|n| n.say(&english))
            .collect();
        assert_eq!(form.flops, "");
        assert_eq!(form.bytes, "4e10");
        assert_eq!(form.time, "");
        assert_eq!(form.precision, Precision::Fp32);
        assert_eq!(messages.len(), 3, "{messages:?}");
        assert!(messages[0]
            .starts_with("URL parameter 'rf': roofline.flops: '-1' is not a positive number"));
        assert!(messages[0].ends_with("; left empty"), "{messages:?}");
        assert!(
            messages[2].contains("valid values are fp64, fp32; using fp32"),
            "{messages:?}"
        );
        // The same notices in Chinese: the values and names stay, the sentences are said.
        let mut again = RoofForm {
            precision: Precision::TensorFp16,
            ..RoofForm::counts("-1", "4e10", "soon")
        };
        let chinese = occ_core::msg::Say::new(
            occ_core::msg::Lang::Zh,
            occ_core::terms::Terms::Own,
            occ_core::Vendor::Nvidia,
        );
        let said: Vec<String> = again
            .repair("tesla-p100-sxm2", |f| Notice::said(f.key()))
            .iter()
            .map(|n| n.say(&chinese))
            .collect();
        assert!(said[0].ends_with("；已留空"), "{said:?}");
        assert!(said[2].ends_with("改用 fp32"), "{said:?}");
        // A generic device keeps the precision: it has no roofline to check it against.
        let mut generic = RoofForm {
            precision: Precision::TensorFp16,
            ..RoofForm::default()
        };
        assert!(generic
            .repair("cc-6.0", |f| Notice::said(f.key()))
            .is_empty());
        assert_eq!(generic.precision, Precision::TensorFp16);
    }
}
