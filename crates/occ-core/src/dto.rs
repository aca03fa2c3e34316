//! The `occ batch` JSON contract: one input object and one output object per line, in the shape of the line's
//! vendor, and their conversion to and from the core types. Each vendor's serde types are its own `dto` module:
//! [`crate::nvidia::dto`], [`crate::amd::dto`], [`crate::intel::dto`]. Numbers arrive as `i64` so that a negative
//! or oversized value gets a message naming the field and its range instead of a bare type error. A line that is
//! no vendor's input is told why by [`explain`].

use std::cell::RefCell;

use serde::de::{DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::launch::{self, Launch};
use crate::presets;
use crate::report::About;
use crate::vendor::Vendor;
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
        self.checked(gpus).map_err(|e| match e {
            LineError::Gpu(text) => text,
            LineError::Field(error) => error.to_string(),
        })
    }

    /// The line's answer, or why it has none: its GPU not found (`occ batch`'s English), or occ-core's error about a
    /// field of its kernel or its occupancy, which a report says in its own language ([`Error::say`]).
    pub fn answered<G: Gpus>(self, gpus: &mut G) -> Result<crate::launch::Answer, LineError> {
        Ok(self.checked(gpus)?.answer()?)
    }

    fn checked<G: Gpus>(self, gpus: &mut G) -> Result<Launch, LineError> {
        let text = LineError::Field;
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
                    |_, device| device.to_arch().map_err(|e| e.to_string()),
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
                    |_, device| device.to_arch().map_err(|e| e.to_string()),
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

/// Why a line has no launch or no answer ([`Line::answered`]).
#[derive(Clone, Debug, PartialEq)]
pub enum LineError {
    /// Its GPU: not found, or described wrongly (`occ batch`'s English).
    Gpu(String),
    /// A field of its kernel, or its occupancy on its GPU.
    Field(Error),
}

impl From<String> for LineError {
    fn from(text: String) -> Self {
        Self::Gpu(text)
    }
}

impl From<Error> for LineError {
    fn from(error: Error) -> Self {
        Self::Field(error)
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

/// Appends `value` as one line of `occ batch` writes it, without the line end: `serde_json`'s compact text, byte for
/// byte, at less cost per line for an [`Answer`] (see `json_line`); any other value is written by `serde_json`.
pub fn write_line<T: Serialize + ?Sized>(value: &T, out: &mut Vec<u8>) -> serde_json::Result<()> {
    crate::json_line::write(value, out)
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

/// The most launches one comparison (`occ compare`, `occ.compare`) holds, each an `occ batch` line: more columns
/// than a terminal or a page shows side by side.
pub const MAX_COMPARED: usize = 8;

/// What a line of one vendor's shape says when its `gpu` names another vendor's GPU: the fields that GPU's kernel
/// takes, instead of `instead_of` (the line's own vendor's field).
pub fn other_vendors_kernel(p: &presets::Preset, instead_of: &str) -> String {
    let takes = match p.target {
        presets::Target::Nvidia(_) => "regs_per_thread (and static_smem, dynamic_smem …)",
        presets::Target::Amd(_) => "vgprs (and agprs, sgprs, lds_bytes, wave_size, cu_mode)",
        presets::Target::Intel(_) => "sub_group_size (and slm_bytes, barriers, large_grf)",
    };
    let target = match p.target {
        presets::Target::Nvidia(cc) => format!("CC {cc}"),
        other => other.to_string(),
    };
    format!(
        "gpu: {} is an {} GPU ({target}): its kernel takes {takes}, not {instead_of}",
        p.name,
        p.vendor().label()
    )
}

/// Why a line is a valid input of no vendor ([`Line::read`] gave `None`): the error `occ batch` writes for the
/// input's line `number` (from 1), here with the contract so that every reader of it says the same. JSON that does
/// not parse is reported where it breaks: the line's number in the input, the column within it and the field being
/// read. JSON that parses is given a vendor by its structure alone (`vendor_of`) and read as that vendor's input,
/// so that an unknown or missing field is named against that vendor's fields. Only bad lines pay for this.
pub fn explain(line: &str, number: u64, index: &presets::Index) -> String {
    let value = match serde_json::from_str::<serde_json::Value>(line) {
        Ok(value) => value,
        Err(error) => return syntax_error(line, number, &error),
    };
    let serde_json::Value::Object(object) = &value else {
        return format!(
            "line {number}: expected one JSON object per line ({{\"gpu\": …, \"kernel\": {{…}}}}), not {}",
            kind(&value)
        );
    };
    let vendor = match vendor_of(object, index) {
        Ok(vendor) => vendor,
        Err(message) => return message,
    };
    if let Some(message) = foreign_field(object, vendor, number) {
        return message;
    }
    // Read from the text rather than the value, which keeps only the last of a repeated key.
    let mut deserializer = serde_json::Deserializer::from_str(line);
    let result = match vendor {
        Vendor::Nvidia => {
            serde_path_to_error::deserialize::<_, nvidia::dto::BatchInput>(&mut deserializer)
                .map(drop)
        }
        Vendor::Amd => {
            serde_path_to_error::deserialize::<_, amd::dto::AmdBatchInput>(&mut deserializer)
                .map(drop)
        }
        Vendor::Intel => {
            serde_path_to_error::deserialize::<_, intel::dto::IntelBatchInput>(&mut deserializer)
                .map(drop)
        }
    };
    let Err(error) = result else {
        // Not reached: a line valid as its vendor's input was answered as one.
        return format!("line {number}: not a valid {} line", vendor.label());
    };
    let path = error.path().to_string();
    if let Some(message) = not_a_count(line, &value, vendor, &path, error.inner()) {
        return format!(
            "{message} (line {number}, column {})",
            error.inner().column()
        );
    }
    let field = if path == "." {
        String::new()
    } else {
        format!("{path}: ")
    };
    format!(
        "{field}{} (line {number}, column {})",
        without_position(error.inner()),
        error.inner().column()
    )
}

/// A number where a count goes that is past what a 64-bit integer holds, or has a fraction: its field, the number
/// as written and the field's valid range, as the line's other numbers out of range are refused. `error` is where
/// reading the line as `vendor`'s input stopped, at the field `path`, in the line `line` that parsed as `value`.
fn not_a_count(
    line: &str,
    value: &serde_json::Value,
    vendor: Vendor,
    path: &str,
    error: &serde_json::Error,
) -> Option<String> {
    let message = without_position(error);
    if !(message.starts_with("invalid value: integer `")
        || message.starts_with("invalid type: floating point `"))
        || !message.ends_with("expected i64")
    {
        return None;
    }
    // serde_json's column is the byte that ends the number.
    let before = line.get(..error.column())?;
    let start = before
        .rfind(|c: char| !(c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | 'e' | 'E')))
        .map_or(0, |i| i + 1);
    let written = &before[start..];
    let number = written.parse::<f64>().ok()?;
    let past_i64 = if written.contains(['.', 'e', 'E']) {
        // i64's range as f64: −2⁶³ is exact, 2⁶³ the first value past the largest.
        !(-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&number)
    } else {
        written
            .parse::<i128>()
            .map_or(true, |n| i64::try_from(n).is_err())
    };
    let (min, max) = field_range(value, vendor, path)?;
    let problem = if past_i64 {
        "is out of range"
    } else if number.fract() != 0.0 {
        "is not a whole number"
    } else {
        "is not written as a whole number (digits only, no fraction or exponent)"
    };
    Some(format!(
        "{path} = {written} {problem}: valid values are {min} to {max}"
    ))
}

/// The valid range of the count at `path` in a line of `vendor`'s: the range its vendor's reading of the line
/// names when the count is the largest an `i64` holds. `None` when another field of the line is refused first.
fn field_range(value: &serde_json::Value, vendor: Vendor, path: &str) -> Option<(i64, i64)> {
    let mut value = value.clone();
    let mut slot = &mut value;
    for key in path.split('.') {
        slot = slot.as_object_mut()?.get_mut(key)?;
    }
    *slot = serde_json::Value::from(i64::MAX);
    let refused = match vendor {
        Vendor::Nvidia => {
            let input: nvidia::dto::BatchInput = serde_json::from_value(value).ok()?;
            input
                .device
                .as_ref()
                .map(nvidia::dto::DeviceDto::to_device)
                .transpose()
                .and_then(|_| input.kernel.to_kernel())
                .and_then(|_| input.smem.unwrap_or_default().to_config())
                .err()
        }
        Vendor::Amd => {
            let input: amd::dto::AmdBatchInput = serde_json::from_value(value).ok()?;
            // The arch gives only a default wave size: any arch reads the counts alike.
            input.kernel.to_kernel(amd::ARCHES.first()?).err()
        }
        Vendor::Intel => {
            let input: intel::dto::IntelBatchInput = serde_json::from_value(value).ok()?;
            input
                .device
                .as_ref()
                .map(intel::dto::IntelDeviceDto::to_arch)
                .transpose()
                .and_then(|_| input.kernel.to_kernel())
                .err()
        }
    };
    match refused? {
        Error::OutOfRange {
            field, min, max, ..
        } if field == path => Some((min, max)),
        _ => None,
    }
}

/// serde_json's message without its " at line 1 column C" (a line holds no line end, so its line is always 1).
fn without_position(error: &serde_json::Error) -> String {
    let mut text = error.to_string();
    if let Some(at) = text.rfind(" at line ") {
        text.truncate(at);
    }
    text
}

/// A JSON syntax error in the input's line `number`, with the column serde_json gives (a line holds no line end,
/// so serde_json's own "line 1" says nothing) and the field it was reading, or had just read.
fn syntax_error(line: &str, number: u64, error: &serde_json::Error) -> String {
    let trail = RefCell::new(Trail::default());
    // The same parse again, to the same error, noting each key on the way.
    let _ = Walk(&trail).deserialize(&mut serde_json::Deserializer::from_str(line));
    let trail = trail.into_inner();
    let field = match (trail.path.is_empty(), trail.value_read) {
        (true, _) => String::new(),
        (false, false) => format!(", reading {}", trail.path.concat()),
        (false, true) => format!(", after {}", trail.path.concat()),
    };
    format!(
        "JSON syntax error at line {number}, column {}{field}: {}",
        error.column(),
        without_position(error)
    )
}

/// Where a JSON parse is: the key (`.name`, the first without its dot) or index (`[3]`) at each level, and
/// whether the value of the last one was read whole.
#[derive(Default)]
struct Trail {
    path: Vec<String>,
    value_read: bool,
}

/// Reads any JSON value, keeping its [`Trail`] up to date; on an error the trail stays where the parse stopped.
struct Walk<'t>(&'t RefCell<Trail>);

impl Walk<'_> {
    fn enter(&self, level: usize, segment: String) {
        let mut trail = self.0.borrow_mut();
        trail.path.truncate(level);
        trail.path.push(segment);
        trail.value_read = false;
    }

    fn leave(&self, level: usize) {
        let mut trail = self.0.borrow_mut();
        trail.path.truncate(level);
        trail.value_read = true;
    }
}

impl<'de> DeserializeSeed<'de> for Walk<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Walk<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let level = self.0.borrow().path.len();
        for i in 0.. {
            self.enter(level, format!("[{i}]"));
            if seq.next_element_seed(Walk(self.0))?.is_none() {
                break;
            }
            self.0.borrow_mut().value_read = true;
        }
        self.leave(level);
        Ok(())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let level = self.0.borrow().path.len();
        while let Some(key) = map.next_key::<String>()? {
            self.enter(level, if level == 0 { key } else { format!(".{key}") });
            map.next_value_seed(Walk(self.0))?;
            self.0.borrow_mut().value_read = true;
        }
        self.leave(level);
        Ok(())
    }
}

fn kind(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

/// The kernel fields only NVIDIA's, AMD's and Intel's lines take.
const NVIDIA: &[&str] = &[
    "regs_per_thread",
    "static_smem",
    "dynamic_smem",
    "max_threads_per_block",
    "opt_in",
    "max_dynamic_smem",
    "partitioned_gc",
    "virtual_resources",
];
const AMD: &[&str] = &[
    "vgprs",
    "agprs",
    "sgprs",
    "lds_bytes",
    "wave_size",
    "cu_mode",
];
const INTEL: &[&str] = &["sub_group_size", "slm_bytes", "large_grf"];

/// A field of another vendor's contract in a line whose vendor is `vendor`: named as such, with what told the
/// vendor, rather than as an unknown field of the vendor's own.
fn foreign_field(
    line: &serde_json::Map<String, serde_json::Value>,
    vendor: Vendor,
    number: u64,
) -> Option<String> {
    let told = if line.contains_key("gpu") {
        "its \"gpu\""
    } else if line.contains_key("device") {
        "its \"device\""
    } else {
        "its kernel's fields"
    };
    let device = line.get("device").and_then(serde_json::Value::as_object);
    let device_foreign = device.and_then(|d| match vendor {
        Vendor::Nvidia => ["arch", "xve_count"]
            .into_iter()
            .find(|k| d.contains_key(*k)),
        Vendor::Amd => ["cc", "xve_count"].into_iter().find(|k| d.contains_key(*k)),
        Vendor::Intel => ["cc"].into_iter().find(|k| d.contains_key(*k)),
    });
    if let Some(key) = device_foreign {
        return Some(format!(
            "device.{key}: not a field of an {} device, which {told} names (line {number})",
            vendor.label()
        ));
    }
    let kernel = line.get("kernel").and_then(serde_json::Value::as_object)?;
    let others: [(&[&str], Vendor); 3] = [
        (NVIDIA, Vendor::Nvidia),
        (AMD, Vendor::Amd),
        (INTEL, Vendor::Intel),
    ];
    let own = others
        .iter()
        .find(|(_, v)| *v == vendor)
        .map_or(&[][..], |(keys, _)| *keys);
    others
        .iter()
        .filter(|(_, v)| *v != vendor)
        .find_map(|(keys, other)| {
            keys.iter().find(|k| kernel.contains_key(**k)).map(|key| {
                format!(
                    "kernel.{key}: a field of {} kernels, but {told} names an {} GPU, whose kernel fields are \
                     threads_per_block, {}{} (line {number})",
                    other.label(),
                    vendor.label(),
                    own.join(", "),
                    if vendor == Vendor::Amd { "" } else { ", barriers" }
                )
            })
        })
}

/// The vendor of a line's GPU: the preset `gpu` names, or the `device`'s fields (`cc`: NVIDIA's; `arch`: an Xe
/// architecture is Intel's, any other AMD's; `xve_count`: Intel's). A line with neither is told by its kernel's
/// fields (or `smem`, NVIDIA's), when they belong to one vendor only. An unknown preset is that error; a line that
/// says nothing of its vendor gets a message listing what would.
fn vendor_of(
    line: &serde_json::Map<String, serde_json::Value>,
    index: &presets::Index,
) -> Result<Vendor, String> {
    if let Some(name) = line.get("gpu").and_then(serde_json::Value::as_str) {
        return index
            .find(name)
            .map(|p| p.vendor())
            .map_err(|e| e.to_string());
    }
    if let Some(serde_json::Value::Object(device)) = line.get("device") {
        if device.contains_key("cc") {
            return Ok(Vendor::Nvidia);
        }
        if device.contains_key("xve_count") {
            return Ok(Vendor::Intel);
        }
        if let Some(arch) = device.get("arch") {
            let name = arch.as_str().unwrap_or_default();
            if intel::arch(name).is_some() {
                return Ok(Vendor::Intel);
            }
            // A gfx name occ does not know is still AMD's: its reader names the targets it knows.
            if amd::arch(name).is_some() || name.to_ascii_lowercase().starts_with("gfx") {
                return Ok(Vendor::Amd);
            }
            return Err(format!(
                "device.arch: {arch} is neither an AMD gfx target (gfx900 … gfx1201) nor an Intel Xe architecture \
                 (gen9 … xe2-lpg)"
            ));
        }
    }
    let kernel = line.get("kernel").and_then(serde_json::Value::as_object);
    let has = |keys: &[&str]| kernel.is_some_and(|k| keys.iter().any(|key| k.contains_key(*key)));
    match (
        has(NVIDIA) || line.contains_key("smem"),
        has(AMD),
        has(INTEL),
    ) {
        (true, false, false) => Ok(Vendor::Nvidia),
        (false, true, false) => Ok(Vendor::Amd),
        (false, false, true) => Ok(Vendor::Intel),
        _ => Err(
            "cannot tell the line's vendor: give \"gpu\" (a preset name) or a \"device\" with \"cc\" (NVIDIA), \
             \"arch\" (an AMD gfx target or an Intel Xe architecture); without them, the kernel's fields tell: \
             regs_per_thread (NVIDIA), vgprs (AMD), sub_group_size (Intel)"
                .to_string(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Presets found as `occ batch` finds them, without its cache.
    struct Uncached;

    impl Gpus for Uncached {
        fn nvidia_named(&mut self, name: &str) -> Result<nvidia::Gpu, String> {
            let preset = presets::find(name).map_err(|e| e.to_string())?;
            preset
                .device()
                .and_then(|d| d.check())
                .map_err(|e| e.to_string())
        }
        fn nvidia_described(
            &mut self,
            device: nvidia::dto::DeviceDto,
        ) -> Result<nvidia::Gpu, String> {
            device
                .to_device()
                .and_then(|d| d.check())
                .map_err(|e| e.to_string())
        }
        fn amd_named(&mut self, name: &str) -> Result<&'static amd::Arch, String> {
            let preset = presets::find(name).map_err(|e| e.to_string())?;
            preset.target.amd().ok_or_else(|| name.to_string())
        }
        fn intel_named(&mut self, name: &str) -> Result<&'static intel::Arch, String> {
            let preset = presets::find(name).map_err(|e| e.to_string())?;
            preset.target.intel().ok_or_else(|| name.to_string())
        }
    }

    /// `write_line` writes what serde_json writes, byte for byte, for every vendor's answers: launches that fit,
    /// that fit nothing (with the reason as a warning), with warnings, limits that apply and that do not.
    #[test]
    fn a_line_is_written_as_serde_json_writes_it() {
        let mut lines = Vec::new();
        for threads in [1, 32, 100, 256, 1000, 1024, 1025] {
            for regs in [0, 16, 64, 200, 255, 256] {
                for (cc, smem) in [
                    ("7.5", 0),
                    ("8.0", 4096),
                    ("9.0", 70_000),
                    ("12.0", 200_000),
                ] {
                    lines.push(format!(
                        r#"{{"device":{{"cc":"{cc}"}},"kernel":{{"threads_per_block":{threads},"regs_per_thread":{regs},"dynamic_smem":{smem},"opt_in":true,"max_threads_per_block":512}}}}"#
                    ));
                }
                lines.push(format!(
                    r#"{{"gpu":"rtx 4090","kernel":{{"threads_per_block":{threads},"regs_per_thread":{regs},"partitioned_gc":"on","virtual_resources":3}}}}"#
                ));
                for arch in ["gfx942", "gfx1100"] {
                    lines.push(format!(
                        r#"{{"device":{{"arch":"{arch}"}},"kernel":{{"threads_per_block":{threads},"vgprs":{regs},"lds_bytes":40000}}}}"#
                    ));
                }
                for arch in ["xe-hpc", "xe2-hpg"] {
                    lines.push(format!(
                        r#"{{"device":{{"arch":"{arch}"}},"kernel":{{"threads_per_block":{threads},"sub_group_size":16,"slm_bytes":{}}}}}"#,
                        regs * 256
                    ));
                }
            }
        }
        let mut vendors = [0; 3];
        for line in &lines {
            let Ok(answer) = Line::read(line).expect(line).answer(&mut Uncached) else {
                continue;
            };
            vendors[match answer {
                Answer::Nvidia(_) => 0,
                Answer::Amd(_) => 1,
                Answer::Intel(_) => 2,
            }] += 1;
            // The fast path itself, not its fallback to serde_json.
            let mut written = Vec::new();
            crate::json_line::write_fast(&answer, &mut written).unwrap();
            let expected = serde_json::to_vec(&answer).unwrap();
            assert_eq!(
                String::from_utf8(written).unwrap(),
                String::from_utf8(expected).unwrap(),
                "{line}"
            );
        }
        assert!(vendors.iter().all(|&n| n > 20), "{vendors:?}");
        let some_warnings = lines.iter().any(|line| {
            Line::read(line)
                .and_then(|l| l.answer(&mut Uncached).ok())
                .is_some_and(|a| matches!(&a, Answer::Nvidia(o) if o.warnings.len() > 1))
        });
        assert!(some_warnings);
    }

    /// The error of the input's line `number`, read as `occ batch` reads it: no vendor's input, so explained.
    fn error(line: &str, number: u64) -> String {
        assert!(Line::read(line).is_none(), "{line} is a vendor's input");
        explain(line, number, &presets::Index::new())
    }

    #[test]
    fn json_that_does_not_parse_is_reported_where_it_breaks() {
        assert_eq!(
            error(
                r#"{"gpu": "t4", "kernel": {"threads_per_block": 64, "regs_per_thread": 32}} {}"#,
                1
            ),
            "JSON syntax error at line 1, column 75: trailing characters"
        );
        assert_eq!(
            error(
                r#"{"gpu":"4090","kernel":{"threads_per_block":256,"regs_per_thread":32"#,
                28
            ),
            "JSON syntax error at line 28, column 68, after kernel.regs_per_thread: EOF while parsing an object"
        );
        assert_eq!(
            error("not json", 7),
            "JSON syntax error at line 7, column 2: expected ident"
        );
        assert_eq!(
            error("[1,2]", 8),
            "line 8: expected one JSON object per line ({\"gpu\": …, \"kernel\": {…}}), not an array"
        );
    }

    #[test]
    fn a_line_is_read_as_its_vendors_and_its_bad_field_named() {
        assert_eq!(
            error(
                r#"{"kernel":{"threads_per_block":256,"sub_group_size":16,"bogus":1}}"#,
                25
            ),
            "kernel.bogus: unknown field `bogus`, expected one of `threads_per_block`, `sub_group_size`, \
             `slm_bytes`, `barriers`, `large_grf` (line 25, column 62)"
        );
        assert_eq!(
            error(r#"{"kernel":{"threads_per_block":256,"vgprs":"a"}}"#, 24),
            "kernel.vgprs: invalid type: string \"a\", expected i64 (line 24, column 46)"
        );
        assert_eq!(
            error(
                r#"{"gpu":"4090","kernel":{"threads_per_block":256,"regs_per_thread":32,"regs_per_thread":40}}"#,
                27
            ),
            "kernel: duplicate field `regs_per_thread` (line 27, column 86)"
        );
    }

    #[test]
    fn a_count_past_64_bits_or_with_a_fraction_is_named_with_its_range() {
        let max = u32::MAX;
        assert_eq!(
            error(
                r#"{"gpu":"4090","kernel":{"threads_per_block":9223372036854775808,"regs_per_thread":32}}"#,
                3
            ),
            format!(
                "kernel.threads_per_block = 9223372036854775808 is out of range: valid values are 1 to {max} \
                 (line 3, column 63)"
            )
        );
        assert_eq!(
            error(
                r#"{"gpu":"4090","kernel":{"threads_per_block":256,"regs_per_thread":32},"smem":{"carveout":-9223372036854775809}}"#,
                4
            ),
            "smem.carveout = -9223372036854775809 is out of range: valid values are -1 to 100 (line 4, column 109)"
        );
        assert_eq!(
            error(
                r#"{"device":{"arch":"gfx942"},"kernel":{"threads_per_block":256,"vgprs":100000000000000000000000}}"#,
                5
            ),
            format!(
                "kernel.vgprs = 100000000000000000000000 is out of range: valid values are 0 to {max} (line 5, column 94)"
            )
        );
        assert_eq!(
            error(
                r#"{"device":{"arch":"xe-hpc","xve_count":18446744073709551616},"kernel":{"threads_per_block":256,"sub_group_size":16}}"#,
                6
            ),
            format!(
                "device.xve_count = 18446744073709551616 is out of range: valid values are 1 to {max} \
                 (line 6, column 59)"
            )
        );
        assert_eq!(
            error(
                r#"{"gpu":"4090","kernel":{"threads_per_block":2.5,"regs_per_thread":32}}"#,
                7
            ),
            format!(
                "kernel.threads_per_block = 2.5 is not a whole number: valid values are 1 to {max} (line 7, column 47)"
            )
        );
        assert_eq!(
            error(
                r#"{"gpu":"a100","kernel":{"threads_per_block":2.56e2,"regs_per_thread":32}}"#,
                9
            ),
            format!(
                "kernel.threads_per_block = 2.56e2 is not written as a whole number (digits only, no fraction or \
                 exponent): valid values are 1 to {max} (line 9, column 50)"
            )
        );
        assert_eq!(
            error(
                r#"{"device":{"cc":"8.0","sm_count":1e300},"kernel":{"threads_per_block":256,"regs_per_thread":32}}"#,
                8
            ),
            format!("device.sm_count = 1e300 is out of range: valid values are 0 to {max} (line 8, column 38)")
        );
    }

    #[test]
    fn a_line_that_says_nothing_of_its_vendor_or_mixes_vendors_is_told_so() {
        let unknown = error(
            r#"{"kernel":{"threads_per_block":256,"vgprs":64,"sub_group_size":16}}"#,
            22,
        );
        assert!(
            unknown.starts_with("cannot tell the line's vendor: give \"gpu\""),
            "{unknown}"
        );
        assert_eq!(
            error(
                r#"{"device":{"cc":"8.0","arch":"gfx90a"},"kernel":{"threads_per_block":256,"regs_per_thread":32}}"#,
                16
            ),
            "device.arch: not a field of an NVIDIA device, which its \"device\" names (line 16)"
        );
        assert_eq!(
            error(
                r#"{"device":{"arch":"xe-hpc"},"kernel":{"threads_per_block":256,"sub_group_size":16,"lds_bytes":3}}"#,
                21
            ),
            "kernel.lds_bytes: a field of AMD kernels, but its \"device\" names an Intel GPU, whose kernel fields \
             are threads_per_block, sub_group_size, slm_bytes, large_grf, barriers (line 21)"
        );
        assert_eq!(
            error(
                r#"{"device":{"arch":"zz9"},"kernel":{"threads_per_block":256}}"#,
                19
            ),
            "device.arch: \"zz9\" is neither an AMD gfx target (gfx900 … gfx1201) nor an Intel Xe architecture \
             (gen9 … xe2-lpg)"
        );
        assert!(
            error(r#"{"gpu":"nosuch","kernel":{"threads_per_block":256}}"#, 15)
                .starts_with("gpu: no GPU preset matches 'nosuch'")
        );
    }
}
