//! occ in Python: the `occ._occ` extension module that `occ` (python/occ) re-exports. Every figure comes from
//! occ-core: a call's keyword arguments are the `occ batch` line of the same launch ([`line`]), read and answered
//! by occ-core's `dto` as `occ batch` and `occ calc --json` do; `sweep` varies a launch read that way over NumPy
//! arrays, without a Python object per launch.

mod sweep;

use occ_core::dto::{self, Gpus, Line};
use occ_core::msg::{self, Lang, Say};
use occ_core::presets::{self, Target};
use occ_core::report::{About, Terms};
use occ_core::{amd, intel, nvidia};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use serde_json::{Map, Value};

pyo3::create_exception!(
    occ,
    OccError,
    PyValueError,
    "Bad input: the message names the argument and its valid range, as the occ CLI says it."
);

/// The keyword arguments of `calc` and `sweep`, each with the `occ batch` field it fills: `(argument, where, field)`,
/// `where` being the line's `kernel`, `device` or `smem` object, or `about` for what only a report uses.
const ARGUMENTS: &[(&str, &str, &str)] = &[
    ("threads", "kernel", "threads_per_block"),
    // NVIDIA
    ("regs", "kernel", "regs_per_thread"),
    ("static_smem", "kernel", "static_smem"),
    ("dynamic_smem", "kernel", "dynamic_smem"),
    ("barriers", "kernel", "barriers"),
    ("launch_bounds", "kernel", "max_threads_per_block"),
    ("opt_in", "kernel", "opt_in"),
    ("max_dynamic_smem", "kernel", "max_dynamic_smem"),
    ("partitioned_gc", "kernel", "partitioned_gc"),
    ("virtual_resources", "kernel", "virtual_resources"),
    ("carveout", "smem", "carveout"),
    ("cache_config", "smem", "cache_config"),
    ("sms", "device", "sm_count"),
    // AMD
    ("vgprs", "kernel", "vgprs"),
    ("agprs", "kernel", "agprs"),
    ("sgprs", "kernel", "sgprs"),
    ("lds", "kernel", "lds_bytes"),
    ("wave_size", "kernel", "wave_size"),
    ("cu_mode", "kernel", "cu_mode"),
    ("cus", "about", "units"),
    // Intel
    ("sub_group", "kernel", "sub_group_size"),
    ("slm", "kernel", "slm_bytes"),
    ("large_grf", "kernel", "large_grf"),
    ("xves", "device", "xve_count"),
    ("global", "about", "global"),
];

/// A CLI message with its flags (`--static-smem`) named as this module's arguments (`static_smem`).
fn pythonic(text: &str) -> String {
    flags_named(text, |_| true)
}

/// A CLI message with the flags `ours` picks named as this module's arguments, the others (another tool's, as
/// `ncu --page raw` in `occ profile`'s) as they are.
fn flags_named(text: &str, ours: impl Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        out.push_str(&rest[..at]);
        let flag = &rest[at + 2..];
        let end = flag
            .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
            .unwrap_or(flag.len());
        if end == 0 || !ours(&flag[..end]) {
            out.push_str("--");
            out.push_str(&flag[..end]);
        } else {
            out.push_str(&flag[..end].replace('-', "_"));
        }
        rest = &flag[end..];
    }
    out.push_str(rest);
    out
}

/// `occ profile`'s message with its GPU flags named as `occ.profile`'s arguments; the flags of the profilers it
/// names (ncu's, unitrace's) stay.
fn profile_said(text: &str) -> String {
    flags_named(text, |flag| {
        ["gpu", "cc", "arch", "sms", "cus", "xves"].contains(&flag)
    })
}

/// The GPU the keyword arguments name, as the CLI finds it before reading the kernel.
struct Chosen {
    vendor: occ_core::Vendor,
    /// How the CLI's messages name it: "A100 SXM4 80 GB (CC 8.0)", "CC 8.9", "Instinct MI300X", "gfx942".
    name: String,
    target: Target,
    preset: Option<&'static presets::Preset>,
}

/// The GPU of the keyword arguments; `None` where it is unknown (the answer then names that).
fn chosen(kwargs: &Bound<'_, PyDict>, lang: Lang) -> PyResult<Option<Chosen>> {
    let text = |key: &str| -> PyResult<Option<String>> {
        kwargs
            .get_item(key)?
            .map(|v| v.extract::<String>().map_err(|_| not_text(key, lang)))
            .transpose()
    };
    let generic = |vendor, name: &str, target| Chosen {
        vendor,
        name: name.to_string(),
        target,
        preset: None,
    };
    if let Some(name) = text("gpu")? {
        return Ok(index().find(&name).ok().map(|p| Chosen {
            vendor: p.vendor(),
            name: match p.target {
                Target::Nvidia(cc) => format!("{} (CC {cc})", p.name),
                _ => p.name.to_string(),
            },
            target: p.target,
            preset: Some(p),
        }));
    }
    if let Some(cc) = text("cc")? {
        return Ok(cc.parse::<nvidia::ComputeCapability>().ok().map(|cc| {
            generic(
                occ_core::Vendor::Nvidia,
                &format!("CC {cc}"),
                Target::Nvidia(cc),
            )
        }));
    }
    if let Some(arch) = text("arch")? {
        if let Some(a) = amd::arch(&arch) {
            return Ok(Some(generic(occ_core::Vendor::Amd, a.name, Target::Amd(a))));
        }
        if let Some(a) = intel::arch(&arch) {
            return Ok(Some(generic(
                occ_core::Vendor::Intel,
                a.name,
                Target::Intel(a),
            )));
        }
    }
    Ok(None)
}

/// The CLI's checks of a kernel's arguments against its GPU, with its messages (occ-core's `ranges`): no argument
/// of another vendor's kernels, and the argument every kernel of the vendor needs (`regs`, `vgprs`, `sub_group`).
fn check_vendor(kwargs: &Bound<'_, PyDict>, lang: Lang) -> PyResult<()> {
    let Some(Chosen {
        vendor,
        name,
        target,
        ..
    }) = chosen(kwargs, lang)?
    else {
        return Ok(());
    };
    // A flag (`--static-smem`) is given as its argument (`static_smem`).
    let given = |flag: &str| {
        let argument = flag.trim_start_matches('-').replace('-', "_");
        kwargs.contains(argument).unwrap_or(false)
    };
    let say = Say::new(lang, Terms::Own, vendor);
    if let Some((flag, other)) = occ_core::ranges::foreign(target, given) {
        let refused = say.say(occ_core::ranges::foreign_flag(flag, other, target, &name));
        return Err(OccError::new_err(pythonic(&refused)));
    }
    match occ_core::ranges::required(target, &say) {
        (flag, refused) if !given(flag) => Err(OccError::new_err(pythonic(&refused))),
        _ => Ok(()),
    }
}

/// An error of occ-core's, said as the CLI says it but naming the Python argument in place of the batch field.
fn said(error: &occ_core::Error, say: &Say) -> PyErr {
    rename(error.say(say))
}

/// `text` (an `occ batch` message, which begins with its field) naming the Python argument instead.
fn rename(text: String) -> PyErr {
    let renamed = ARGUMENTS
        .iter()
        .map(|(argument, place, field)| (format!("{place}.{field}"), *argument))
        .chain([("device.cc".into(), "cc"), ("device.arch".into(), "arch")])
        .find_map(|(field, argument)| {
            text.strip_prefix(field.as_str())
                .filter(|rest| rest.starts_with(':') || rest.starts_with(' '))
                .map(|rest| format!("{argument}{rest}"))
        });
    OccError::new_err(renamed.unwrap_or(text))
}

/// A launch read from keyword arguments: its `occ batch` line and what a report says of its GPU.
struct Read {
    line: Value,
    about: About,
    /// The vendor of the GPU named, when known: whose words a message takes.
    vendor: occ_core::Vendor,
}

/// The `occ batch` line of the keyword arguments: `gpu` (a preset) or `cc` (NVIDIA) or `arch` (AMD, Intel), and
/// the kernel's arguments, which must be the GPU's vendor's. Numbers pass as they are, so that occ-core checks each
/// against its range.
fn line(kwargs: &Bound<'_, PyDict>, lang: Lang) -> PyResult<Read> {
    let chosen = chosen(kwargs, lang)?;
    let mut kernel = Map::new();
    let mut device = Map::new();
    let mut smem = Map::new();
    let mut about = About::default();
    let mut gpu = None;
    for (key, value) in kwargs.iter() {
        let key: String = key.extract()?;
        let json = match typed(&key, &value, chosen.as_ref(), lang)? {
            Some(json) => json,
            None => to_json(&key, &value, lang)?,
        };
        match key.as_str() {
            "gpu" => {
                gpu = Some(
                    value
                        .extract::<String>()
                        .map_err(|_| not_text(&key, lang))?,
                )
            }
            "cc" | "arch" => {
                let text = value
                    .extract::<String>()
                    .map_err(|_| not_text(&key, lang))?;
                device.insert(key.clone(), Value::String(text));
            }
            _ => {
                let Some((_, place, field)) = ARGUMENTS.iter().find(|(a, _, _)| *a == key) else {
                    let known: Vec<&str> = ["gpu", "cc", "arch"]
                        .into_iter()
                        .chain(ARGUMENTS.iter().map(|(a, _, _)| *a))
                        .collect();
                    return Err(refusal(
                        lang,
                        msg::cli_py_not_an_argument(&key, &known.join(", ")),
                    ));
                };
                match *place {
                    "kernel" => drop(kernel.insert(field.to_string(), json)),
                    "device" => drop(device.insert(field.to_string(), json)),
                    "smem" => drop(smem.insert(field.to_string(), json)),
                    _ => {
                        let count = count(&key, &value, lang)?;
                        if *field == "global" {
                            about.global = Some(count);
                        } else {
                            about.units = Some(u32::try_from(count).map_err(|_| {
                                let say = Say::new(lang, Terms::Own, occ_core::Vendor::Nvidia);
                                out_of_range(&key, &count.to_string(), 0, u32::MAX.into(), &say)
                            })?);
                        }
                    }
                }
            }
        }
    }
    if about.units.is_none() {
        about.units = device
            .get("xve_count")
            .or(device.get("sm_count"))
            .and_then(Value::as_u64)
            .and_then(|n| u32::try_from(n).ok());
    }
    let mut line = Map::new();
    match (gpu, device.is_empty()) {
        (Some(name), true) => {
            if let Ok(p) = index().find(&name) {
                about.name = Some(p.name);
                about.boost_mhz = Some(p.boost_mhz.whole());
                about.units = about.units.or(match p.target {
                    Target::Intel(_) => p.xves.map(|x| x.whole()),
                    _ => Some(p.compute_units.whole()),
                });
            }
            line.insert("gpu".into(), Value::String(name));
        }
        (gpu, _) => {
            if let Some(name) = gpu {
                line.insert("gpu".into(), Value::String(name));
            }
            if !device.is_empty() {
                line.insert("device".into(), Value::Object(device));
            }
        }
    }
    line.insert("kernel".into(), Value::Object(kernel));
    if !smem.is_empty() {
        line.insert("smem".into(), Value::Object(smem));
    }
    Ok(Read {
        line: Value::Object(line),
        about,
        vendor: chosen.map_or(occ_core::Vendor::Nvidia, |c| c.vendor),
    })
}

/// The byte sizes among the arguments: these take a size as the CLI's flags do (`"48K"`).
const SIZES: [&str; 5] = [
    "static_smem",
    "dynamic_smem",
    "max_dynamic_smem",
    "lds",
    "slm",
];

/// The counts whose range depends on the GPU, as the CLI's flags of the same names have them.
const COUNTS: [&str; 10] = [
    "threads",
    "regs",
    "launch_bounds",
    "virtual_resources",
    "vgprs",
    "agprs",
    "sgprs",
    "wave_size",
    "sub_group",
    "barriers",
];

/// A kernel argument the CLI would refuse as typed text, refused with the CLI's message and the range the
/// argument has on the chosen GPU: a negative count, one past 32 bits, a size that is no size. A size given as
/// text is read as the CLI reads it (`Some` of its value); anything else is left to occ-core (`None`).
fn typed(
    key: &str,
    value: &Bound<'_, PyAny>,
    chosen: Option<&Chosen>,
    lang: Lang,
) -> PyResult<Option<Value>> {
    let Some(chosen) = chosen else {
        return Ok(None);
    };
    let (name, target) = (&chosen.name, chosen.target);
    let is_size = SIZES.contains(&key);
    if !is_size && !COUNTS.contains(&key) {
        return Ok(None);
    }
    let text = if value.is_instance_of::<pyo3::types::PyBool>() {
        return Ok(None);
    } else if let Ok(n) = value.extract::<i128>() {
        if (0..=i128::from(u32::MAX)).contains(&n) {
            return Ok(None);
        }
        n.to_string()
    } else if let (true, Ok(text)) = (is_size, value.extract::<String>()) {
        if let Some(bytes) = occ_core::ranges::parse_bytes(&text) {
            return Ok(Some(Value::from(bytes)));
        }
        text
    } else {
        return Ok(None);
    };
    let flag = format!("--{}", key.replace('_', "-"));
    let range = match target {
        Target::Nvidia(cc) => {
            let device = match chosen.preset {
                Some(p) => p.device(),
                None => nvidia::arch_defaults(cc).map(|d| d.device),
            };
            let Some(gpu) = device.ok().and_then(|d| d.check().ok()) else {
                return Ok(None);
            };
            occ_core::ranges::nvidia(&flag, &gpu, name)
        }
        Target::Amd(arch) => occ_core::ranges::amd(&flag, arch, &range_name(name, arch.name)),
        Target::Intel(arch) => occ_core::ranges::intel(&flag, arch, &range_name(name, arch.name)),
    };
    let what = if is_size {
        msg::cli_not_size()
    } else {
        msg::cli_not_whole_number()
    };
    let say = Say::new(lang, Terms::Own, target.vendor());
    Err(OccError::new_err(pythonic(&occ_core::ranges::refused(
        &flag, &text, what, &range, &say,
    ))))
}

/// How a range names an AMD or Intel GPU: the product and its target, or the target alone.
fn range_name(name: &str, arch: &str) -> String {
    if name == arch {
        name.to_string()
    } else {
        format!("{name} ({arch})")
    }
}

/// `argument = value is out of range`, as occ-core says a field out of its range.
fn out_of_range(argument: &str, value: &str, min: u64, max: u64, say: &Say) -> PyErr {
    OccError::new_err(say.say(msg::error_out_of_range(
        argument,
        value,
        &min.to_string(),
        &max.to_string(),
    )))
}

/// A refusal of this package's own (no CLI flag has it), in `lang`.
fn refusal(lang: Lang, message: msg::Msg) -> PyErr {
    OccError::new_err(Say::new(lang, Terms::Own, occ_core::Vendor::Nvidia).say(message))
}

fn not_text(key: &str, lang: Lang) -> PyErr {
    refusal(lang, msg::cli_py_expected_text(key))
}

/// A count argument (`global`, `cus`): a non-negative integer.
fn count(key: &str, value: &Bound<'_, PyAny>, lang: Lang) -> PyResult<u64> {
    value
        .extract::<u64>()
        .map_err(|_| refusal(lang, msg::cli_py_expected_count(key, &u64::MAX.to_string())))
}

/// A keyword argument's value as JSON: booleans, integers (any size: occ-core names the field when one does not
/// fit) and strings; anything else is refused, naming the argument.
fn to_json(key: &str, value: &Bound<'_, PyAny>, lang: Lang) -> PyResult<Value> {
    if value.is_instance_of::<pyo3::types::PyBool>() {
        return Ok(Value::Bool(value.extract()?));
    }
    if let Ok(n) = value.extract::<i64>() {
        return Ok(Value::from(n));
    }
    if value.is_instance_of::<pyo3::types::PyInt>() {
        let say = Say::new(lang, Terms::Own, occ_core::Vendor::Nvidia);
        return Err(OccError::new_err(say.say(msg::error_out_of_range(
            key,
            &value.to_string(),
            &i64::MIN.to_string(),
            &i64::MAX.to_string(),
        ))));
    }
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(Value::String(text.extract::<String>()?));
    }
    let type_name = value.get_type().name()?.to_string();
    Err(refusal(lang, msg::cli_py_expected_value(key, &type_name)))
}

/// The presets' names, normalised once per process (as `occ batch` does once per run).
fn index() -> &'static presets::Index {
    static INDEX: std::sync::OnceLock<presets::Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(presets::Index::new)
}

/// Presets as `occ batch` finds them: another vendor's preset names the fields its kernel takes.
pub(crate) struct Presets;

impl Gpus for Presets {
    fn nvidia_named(&mut self, name: &str) -> Result<nvidia::Gpu, String> {
        let p = index().find(name).map_err(|e| e.to_string())?;
        if p.cc().is_none() {
            return Err(dto::other_vendors_kernel(p, "regs_per_thread"));
        }
        p.device()
            .and_then(|d| d.check())
            .map_err(|e| e.to_string())
    }

    fn nvidia_described(&mut self, device: nvidia::dto::DeviceDto) -> Result<nvidia::Gpu, String> {
        device
            .to_device()
            .and_then(|d| d.check())
            .map_err(|e| e.to_string())
    }

    fn amd_named(&mut self, name: &str) -> Result<&'static amd::Arch, String> {
        let p = index().find(name).map_err(|e| e.to_string())?;
        p.target
            .amd()
            .ok_or_else(|| dto::other_vendors_kernel(p, "vgprs"))
    }

    fn intel_named(&mut self, name: &str) -> Result<&'static intel::Arch, String> {
        let p = index().find(name).map_err(|e| e.to_string())?;
        p.target
            .intel()
            .ok_or_else(|| dto::other_vendors_kernel(p, "sub_group_size"))
    }
}

/// The language and words of a text: `lang` as `--lang` takes it, `terms` as `--terms`.
fn say(lang: &str, terms: Option<&str>, vendor: occ_core::Vendor) -> PyResult<Say> {
    let lang = lang_of(lang)?;
    let terms = match terms {
        None => Terms::Own,
        Some(text) => Terms::parse(text).ok_or_else(|| {
            let said = Say::new(lang, Terms::Own, vendor).say(msg::cli_bad_terms(text));
            OccError::new_err(format!("terms: {said}"))
        })?,
    };
    Ok(Say::new(lang, terms, vendor))
}

/// The language of a call's messages, as `--lang` takes it; one it is not is refused in English.
fn lang_of(lang: &str) -> PyResult<Lang> {
    Lang::parse(lang).ok_or_else(|| {
        let said = Say::english(occ_core::Vendor::Nvidia).say(msg::cli_bad_lang(lang));
        OccError::new_err(format!("lang: {said}"))
    })
}

/// The launch the keyword arguments describe, answered; an error is said in `lang` as `occ calc` says it.
fn answered(read: &Read, lang: Lang) -> PyResult<occ_core::Answer> {
    let text = read.line.to_string();
    let say = Say::new(lang, Terms::Own, occ_core::Vendor::Nvidia);
    if let Some(Err(error)) = read.line["gpu"].as_str().map(|name| index().find(name)) {
        return Err(OccError::new_err(error.say(&say)));
    }
    let Some(input) = Line::read(&text) else {
        return Err(rename(dto::explain(&text, 1, &presets::Index::new())));
    };
    match input.answered(&mut Presets) {
        Ok(answer) => Ok(answer),
        Err(dto::LineError::Gpu(message)) => Err(rename(message)),
        Err(dto::LineError::Field(error)) => Err(said(&error, &say.about(read.vendor))),
    }
}

/// One launch's occupancy (`occ.calc`): `to_dict()` is `occ calc --json`.
#[pyclass(module = "occ", name = "Result", frozen, mapping)]
struct Result_ {
    answer: occ_core::Answer,
    about: About,
    /// `occ calc --json`'s object, in its order (a `Value` keeps keys sorted).
    text: String,
    json: Value,
    /// The `lang` and `terms` `calc` was given: its texts' when they name none.
    lang: String,
    terms: Option<String>,
}

impl Result_ {
    /// The language and words of a text: the method's `lang` and `terms`, else `calc`'s.
    fn say(&self, lang: Option<&str>, terms: Option<&str>) -> PyResult<Say> {
        say(
            lang.unwrap_or(&self.lang),
            terms.or(self.terms.as_deref()),
            self.answer.vendor(),
        )
    }
}

#[pymethods]
impl Result_ {
    /// The occupancy, a fraction of the compute unit's slots (SM, SIMD or Xe-core) as the vendor counts it.
    #[getter]
    fn occupancy(&self) -> f64 {
        self.answer.occupancy()
    }

    /// The binding limiters, as `occ batch` names them.
    #[getter]
    fn limiters(&self) -> Vec<String> {
        match &self.json["limiters"] {
            Value::Array(names) => names
                .iter()
                .filter_map(|n| n.as_str().map(str::to_string))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Blocks (work-groups) resident on each SM, CU (WGP) or Xe-core.
    #[getter]
    fn active_blocks(&self) -> u32 {
        self.answer.resident().count
    }

    /// "nvidia", "amd" or "intel".
    #[getter]
    fn vendor(&self) -> String {
        self.json["vendor"].as_str().unwrap_or_default().to_string()
    }

    /// The warnings of `occ calc --json`.
    #[getter]
    fn warnings(&self) -> Vec<String> {
        match &self.json["warnings"] {
            Value::Array(names) => names
                .iter()
                .filter_map(|n| n.as_str().map(str::to_string))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// `occ calc --json` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        loads(py, &self.text)
    }

    /// `occ calc --json`'s text.
    fn to_json(&self) -> String {
        self.text.clone()
    }

    /// The report `occ calc` prints, in `lang` ("en", "zh") and `terms` (own, cuda, hip, sycl, neutral).
    #[pyo3(signature = (lang = None, terms = None))]
    fn report(&self, lang: Option<&str>, terms: Option<&str>) -> PyResult<String> {
        let say = self.say(lang, terms)?;
        self.answer
            .report(&self.about, &say)
            .map_err(|e| said(&e, &say))
    }

    /// The next steps `occ calc` suggests, in `lang` and `terms`.
    #[pyo3(signature = (lang = None, terms = None))]
    fn next_steps(&self, lang: Option<&str>, terms: Option<&str>) -> PyResult<Vec<String>> {
        let say = self.say(lang, terms)?;
        self.answer.next_steps(&say).map_err(|e| said(&e, &say))
    }

    /// `occ plan` of the launch, with `grid` blocks (work-groups) when given and NVIDIA's `smem_per_thread`: a
    /// dict of `text` (the report, in `lang` and `terms`) and `json` (`occ plan --json`).
    #[pyo3(signature = (grid = None, smem_per_thread = 0, lang = None, terms = None))]
    fn plan<'py>(
        &self,
        py: Python<'py>,
        grid: Option<u64>,
        smem_per_thread: u32,
        lang: Option<&str>,
        terms: Option<&str>,
    ) -> PyResult<Bound<'py, PyDict>> {
        let say = self.say(lang, terms)?;
        if grid == Some(0) {
            return Err(out_of_range("grid", "0", 1, u64::MAX, &say));
        }
        let request = occ_core::plan::Request {
            grid,
            smem_per_thread,
        };
        let planned = self
            .answer
            .plan(&self.about, &request, say)
            .map_err(|e| said(&e, &say))?;
        let out = PyDict::new(py);
        out.set_item("text", planned.text)?;
        out.set_item("json", to_python(py, &planned.json)?)?;
        Ok(out)
    }

    fn keys<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.to_dict(py)?.call_method0("keys")
    }

    fn __len__(&self) -> usize {
        self.json.as_object().map_or(0, |o| o.len())
    }

    fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        self.keys(py)?.try_iter().map(Bound::into_any)
    }

    fn __getitem__<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        match self.json.get(key) {
            Some(value) => to_python(py, value),
            None => Err(pyo3::exceptions::PyKeyError::new_err(key.to_string())),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "occ.Result(vendor={:?}, occupancy={}, limiters={:?})",
            self.vendor(),
            self.occupancy(),
            self.limiters()
        )
    }
}

/// JSON text as Python values, through the `json` module so that numbers and key order are as `occ` prints them.
fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

fn to_python<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    loads(py, &value.to_string())
}

/// The occupancy of one launch, as `occ calc` with the same flags (dashes as underscores); errors in `lang`,
/// and `lang` and `terms` the result's texts' own unless they name theirs.
#[pyfunction]
#[pyo3(signature = (*, lang = "en", terms = None, **kwargs))]
fn calc(lang: &str, terms: Option<&str>, kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Result_> {
    let language = lang_of(lang)?;
    let say = say(lang, terms, occ_core::Vendor::Nvidia)?;
    let Some(kwargs) = kwargs else {
        return Err(refusal(language, msg::cli_py_no_gpu()));
    };
    check_vendor(kwargs, language)?;
    let read = line(kwargs, language)?;
    let answer = answered(&read, language)?;
    let calc = answer
        .to_calc(&read.about)
        .map_err(|e| said(&e, &say.about(answer.vendor())))?;
    let text = serde_json::to_string_pretty(&calc).map_err(|e| OccError::new_err(e.to_string()))?;
    let json = serde_json::to_value(&calc).map_err(|e| OccError::new_err(e.to_string()))?;
    Ok(Result_ {
        answer,
        about: read.about,
        text,
        json,
        lang: lang.to_string(),
        terms: terms.map(str::to_string),
    })
}

/// `occ batch`: one dict (or `{"error": …}`) per input dict (or JSON text), in order.
#[pyfunction]
fn batch<'py>(py: Python<'py>, lines: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
    let json = py.import("json")?;
    let index = index();
    let out = PyList::empty(py);
    for (number, item) in (1u64..).zip(lines.try_iter()?) {
        let item = item?;
        let text: String = match item.cast::<PyString>() {
            Ok(text) => text.extract::<String>()?,
            Err(_) => json.call_method1("dumps", (item,))?.extract()?,
        };
        let answer = if text.trim().is_empty() {
            Err("empty line: expected one JSON object per line".to_string())
        } else {
            match Line::read(&text) {
                Some(input) => input.answer(&mut Presets),
                None => Err(dto::explain(&text, number, index)),
            }
        };
        let text = match answer {
            Ok(answer) => serde_json::to_string(&answer),
            Err(message) => serde_json::to_string(&serde_json::json!({ "error": message })),
        }
        .map_err(|e| OccError::new_err(e.to_string()))?;
        out.append(loads(py, &text)?)?;
    }
    Ok(out)
}

/// `occ compare --json`: launches (each a dict of `calc`'s arguments, at most `occ compare`'s eight) answered as
/// `occ batch` answers their lines, in order. A launch whose values do not fit its GPU gets `{"error": …}`; a value
/// the CLI refuses as typed, a missing or foreign argument, and a comparison whose every launch failed raise
/// OccError in `lang`.
#[pyfunction]
#[pyo3(signature = (launches, *, lang = "en"))]
fn compare<'py>(
    py: Python<'py>,
    launches: &Bound<'py, PyAny>,
    lang: &str,
) -> PyResult<Bound<'py, PyList>> {
    let language = lang_of(lang)?;
    let say = say(lang, None, occ_core::Vendor::Nvidia)?;
    let launches: Vec<Bound<'py, PyAny>> = launches.try_iter()?.collect::<PyResult<_>>()?;
    if launches.len() > dto::MAX_COMPARED {
        return Err(OccError::new_err(say.say(msg::cli_compare_too_many(
            "launches",
            &launches.len().to_string(),
            &dto::MAX_COMPARED.to_string(),
        ))));
    }
    let out = PyList::empty(py);
    let mut first_error = None;
    let mut failed = 0;
    for (i, launch) in launches.iter().enumerate() {
        let kwargs = launch.cast::<PyDict>().map_err(|_| {
            let type_name = launch
                .get_type()
                .name()
                .map_or(String::new(), |n| n.to_string());
            refusal(
                language,
                msg::cli_py_expected_launch(&i.to_string(), &type_name),
            )
        })?;
        check_vendor(kwargs, language)?;
        let read = line(kwargs, language)?;
        let text = read.line.to_string();
        let answer = match Line::read(&text) {
            Some(input) => input.answer(&mut Presets),
            None => Err(dto::explain(&text, 1, index())),
        };
        let json = match answer {
            // Keys sorted, as `occ compare --json` prints each answer (read back as a JSON value).
            Ok(answer) => serde_json::to_value(&answer).map(|v| v.to_string()),
            Err(message) => {
                failed += 1;
                if first_error.is_none() {
                    // The answer's error is English and names the batch field; said in `lang` with the argument.
                    first_error = Some(match answered(&read, language) {
                        Err(error) => error.value(py).to_string(),
                        Ok(_) => message.clone(),
                    });
                }
                serde_json::to_string(&serde_json::json!({ "error": message }))
            }
        }
        .map_err(|e| OccError::new_err(e.to_string()))?;
        out.append(loads(py, &json)?)?;
    }
    match first_error {
        Some(first) if failed == launches.len() => {
            Err(OccError::new_err(say.say(msg::compare_all_failed(&first))))
        }
        _ => Ok(out),
    }
}

/// A report or log given as text or bytes (bytes that are not UTF-8 read as U+FFFD, as the CLI reads a file).
fn text_of(argument: &str, value: &Bound<'_, PyAny>, lang: Lang) -> PyResult<String> {
    if let Ok(text) = value.cast::<PyString>() {
        return text.extract();
    }
    if let Ok(bytes) = value.cast::<pyo3::types::PyBytes>() {
        return Ok(String::from_utf8_lossy(bytes.as_bytes()).into_owned());
    }
    Err(not_text(argument, lang))
}

/// A preset by name, or the CLI's refusal in `say`'s language.
fn preset_named(name: &str, say: &Say) -> PyResult<&'static presets::Preset> {
    index()
        .find(name)
        .map_err(|e| OccError::new_err(e.say(say)))
}

/// `occ profile --json`: every launch group of a profiler report (Nsight Compute's, rocprof's and unitrace's
/// reports, as text or bytes) compared on `gpu` (a preset), `cc` (a compute capability's generic device) or `arch`
/// (a gfx target or an Xe architecture: AMD's and Intel's reports name no GPU), else the report's own compute
/// capability, one dict per JSON line, in `sort`'s order ("time" or "gap"). Rows that cannot be read are warned of
/// as the CLI says them on standard error; a report of nothing but such rows raises OccError, in `lang`.
#[pyfunction]
#[pyo3(signature = (text, *, gpu = None, cc = None, arch = None, sms = None, cus = None, xves = None, sort = "time", lang = "en"))]
#[allow(clippy::too_many_arguments)]
fn profile<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    gpu: Option<&str>,
    cc: Option<&str>,
    arch: Option<&str>,
    sms: Option<&Bound<'py, PyAny>>,
    cus: Option<&Bound<'py, PyAny>>,
    xves: Option<&Bound<'py, PyAny>>,
    sort: &str,
    lang: &str,
) -> PyResult<Bound<'py, PyList>> {
    use occ_core::presets::Target;
    use occ_core::profile;
    let say = say(lang, None, occ_core::Vendor::Nvidia)?;
    let text = text_of("text", text, lang_of(lang)?)?;
    // One GPU: the first two named of gpu, cc and arch conflict.
    let given: Vec<&str> = [("gpu", gpu), ("cc", cc), ("arch", arch)]
        .into_iter()
        .filter_map(|(name, value)| value.map(|_| name))
        .collect();
    if let [first, second, ..] = given[..] {
        return Err(OccError::new_err(
            say.say(msg::error_conflict(first, second)),
        ));
    }
    let preset = gpu.map(|name| preset_named(name, &say)).transpose()?;
    let target = match (cc, arch) {
        (Some(cc), _) => {
            Some(Target::compute_capability(cc).map_err(|e| OccError::new_err(e.say(&say)))?)
        }
        (None, Some(name)) => Some(
            Target::arch(name)
                .ok_or_else(|| OccError::new_err(Target::not_an_arch(name).say(&say)))?,
        ),
        (None, None) => None,
    };
    // One unit count, each a whole number from 1, in its vendor's unit.
    let counts = [("sms", sms), ("cus", cus), ("xves", xves)];
    let given: Vec<&str> = counts
        .iter()
        .filter_map(|(name, value)| value.map(|_| *name))
        .collect();
    if let [first, second, ..] = given[..] {
        return Err(OccError::new_err(
            say.say(msg::error_conflict(first, second)),
        ));
    }
    let mut units = None;
    for ((name, value), unit) in counts.into_iter().zip([
        profile::Units::Sms as fn(u32) -> profile::Units,
        profile::Units::Cus,
        profile::Units::Xves,
    ]) {
        if let Some(value) = value {
            let count = value
                .extract::<u32>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| out_of_range(name, &value.to_string(), 1, u32::MAX.into(), &say))?;
            units = Some(unit(count));
        }
    }
    let order = profile::Order::parse(sort)
        .ok_or_else(|| OccError::new_err(say.say(msg::cli_py_bad_sort(sort))))?;
    let named = profile::Named {
        preset,
        target,
        units,
        ..profile::Named::default()
    };
    let evaluated = profile::evaluate(&text, named, order);
    // The rows not read, in the words of the profiler's vendor.
    let say = say.about(evaluated.vendor.unwrap_or(occ_core::Vendor::Nvidia));
    let warn = py.import("warnings")?;
    for u in &evaluated.unread {
        let said = say.say(msg::profile_unread(
            &u.line.to_string(),
            &u.reason.say(&say),
        ));
        warn.call_method1("warn", (profile_said(&said),))?;
    }
    if let (true, Some(first)) = (evaluated.compared.is_empty(), evaluated.unread.first()) {
        return Err(rename(profile_said(&first.reason.say(&say))));
    }
    let out = PyList::empty(py);
    for c in &evaluated.compared {
        out.append(to_python(py, &profile::to_json(c))?)?;
    }
    Ok(out)
}

/// `occ log --json`: every kernel report of a compiler log (NVIDIA's ptxas, nvlink and cuobjdump reports, AMD's
/// kernel-resource-usage remarks and assembly; text or bytes) evaluated as `occ log` evaluates it, one dict per
/// kernel. NVIDIA's kernels on `gpu` or `cc` (with `sms`), else each report's own architecture; AMD's on `arch` or
/// an AMD `gpu`, else each report's own target. Lines that look like reports but cannot be read, and kernels that
/// cannot be evaluated, are warned of as the CLI says them on standard error; a log with no report, or a GPU its
/// kernels cannot run on, raises OccError in `lang`.
#[pyfunction]
#[pyo3(signature = (text, *, gpu = None, cc = None, arch = None, sms = None, threads = None, dynamic_smem = None, min_occupancy = None, lang = "en"))]
#[allow(clippy::too_many_arguments)]
fn log<'py>(
    py: Python<'py>,
    text: &Bound<'py, PyAny>,
    gpu: Option<&str>,
    cc: Option<&str>,
    arch: Option<&str>,
    sms: Option<&Bound<'py, PyAny>>,
    threads: Option<&Bound<'py, PyAny>>,
    dynamic_smem: Option<&Bound<'py, PyAny>>,
    min_occupancy: Option<f64>,
    lang: &str,
) -> PyResult<Bound<'py, PyAny>> {
    use occ_core::compiler_log::{self, evaluated};
    let say = say(lang, None, occ_core::Vendor::Nvidia)?;
    let refuse = |text: String| OccError::new_err(pythonic(&text));
    let whole = |argument: &str, value: &Bound<'py, PyAny>, min: u32| -> PyResult<u32> {
        match value.extract::<u32>() {
            Ok(n) if n >= min => Ok(n),
            _ => Err(out_of_range(
                argument,
                &value.to_string(),
                min.into(),
                u32::MAX.into(),
                &say,
            )),
        }
    };
    if gpu.is_some() && cc.is_some() {
        return Err(OccError::new_err(say.say(msg::error_conflict("gpu", "cc"))));
    }
    let options = evaluated::Options {
        threads: threads.map(|t| whole("threads", t, 1)).transpose()?,
        dynamic_smem: dynamic_smem
            .map(|d| whole("dynamic_smem", d, 0))
            .transpose()?
            .unwrap_or(0),
        min_occupancy: match min_occupancy {
            Some(min) if !(0.0..=1.0).contains(&min) => {
                return Err(refuse(format!(
                    "min_occupancy: {}",
                    say.say(msg::log_bad_occupancy(&min.to_string()))
                )))
            }
            min => min,
        },
        sms: sms.map(|n| whole("sms", n, 0)).transpose()?,
    };
    let log = compiler_log::parse(&text_of("text", text, lang_of(lang)?)?);
    // Said as it is: it names the compilers' own flags, not this function's.
    if let Some(refusal) = evaluated::no_reports(&log, "text", &say) {
        return Err(OccError::new_err(refusal));
    }
    let preset = gpu.map(|name| preset_named(name, &say)).transpose()?;
    let amd_preset = preset.and_then(|p| p.target.amd());
    let target = match arch {
        Some(name) => Some(evaluated::amd_target(name).ok_or_else(|| {
            let known: Vec<&str> = amd::ARCHES.iter().map(|a| a.name).collect();
            refuse(say.say(msg::log_amd_bad_arch(
                &evaluated::terminal_text(name),
                &known.join(", "),
            )))
        })?),
        None => amd_preset,
    };
    if let Some(refusal) = evaluated::refused(
        &log,
        gpu.is_some() || cc.is_some(),
        target,
        gpu,
        amd_preset,
        &say,
    ) {
        return Err(refuse(refusal));
    }
    // An AMD gpu leaves NVIDIA's kernels on their own architectures' generic devices.
    let nvidia_kernels = log.entries().next().is_some();
    let selected = if !nvidia_kernels || amd_preset.is_some() {
        None
    } else {
        presets::nvidia_device(preset, cc, options.sms)
            // The refusal of another vendor's product names `--gpu`, which reads as `gpu` here.
            .map_err(|e| match e.field() {
                "--gpu" => refuse(e.say(&say)),
                _ => said(&e, &say),
            })?
            .map(|device| {
                evaluated::Selected::new(device, preset, options.sms.is_some(), &say)
                    .map_err(|e| said(&e, &say))
            })
            .transpose()?
    };
    let (rows, _) = evaluated::nvidia(&log, &options, selected.as_ref(), &say);
    let (amd_rows, _) = evaluated::amd(&log, &options, target, &say.about(occ_core::Vendor::Amd));
    let warn = py.import("warnings")?;
    if let Some(first) = log.unread.first() {
        warn.call_method1(
            "warn",
            (say.say(msg::log_unread_json(
                &log.unread.len().to_string(),
                &first.line.to_string(),
                &evaluated::terminal_text(&first.text),
            )),),
        )?;
    }
    let failed = evaluated::not_evaluated(&rows, &amd_rows);
    if let Some((name, line, error)) = failed.first() {
        warn.call_method1(
            "warn",
            (say.say(msg::log_not_evaluated_error(
                &failed.len().to_string(),
                &evaluated::terminal_text(name),
                &line.to_string(),
                error,
            )),),
        )?;
    }
    let json =
        evaluated::to_json(&rows, &amd_rows).map_err(|e| OccError::new_err(e.to_string()))?;
    loads(py, &json)
}

/// The GPU presets as `occ gpus --json` lists them: every value with its provenance and sources.
#[pyfunction]
fn gpus<'py>(py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    for p in presets::PRESETS.iter() {
        out.append(to_python(py, &p.to_json())?)?;
    }
    Ok(out)
}

/// `occ plan --json` of a launch: `occ.calc`'s arguments, and `grid` (blocks, work-groups) or `items` and
/// `per_thread`, and NVIDIA's `smem_per_thread`; errors in `lang`.
#[pyfunction]
#[pyo3(signature = (*, grid = None, items = None, per_thread = None, smem_per_thread = 0, lang = "en", **kwargs))]
fn plan<'py>(
    py: Python<'py>,
    grid: Option<&Bound<'py, PyAny>>,
    items: Option<&Bound<'py, PyAny>>,
    per_thread: Option<&Bound<'py, PyAny>>,
    smem_per_thread: u32,
    lang: &str,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let result = calc(lang, None, kwargs)?;
    let say = result.say(None, None)?;
    let positive = |key: &str, value: &Bound<'py, PyAny>| -> PyResult<u64> {
        match value.extract::<u64>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(out_of_range(key, &value.to_string(), 1, u64::MAX, &say)),
        }
    };
    let grid = match (grid, items, per_thread) {
        (Some(grid), _, _) => Some(positive("grid", grid)?),
        (None, Some(items), per_thread) => {
            let items = positive("items", items)?;
            let per_thread = per_thread.map(|p| positive("per_thread", p)).transpose()?;
            let threads = kwargs
                .and_then(|k| k.get_item("threads").ok().flatten())
                .and_then(|t| t.extract::<u32>().ok())
                .unwrap_or(1);
            let per_thread = per_thread.unwrap_or(1);
            Some(
                occ_core::plan::grid_of(items, per_thread, threads).map_err(|_| {
                    out_of_range("per_thread", &per_thread.to_string(), 1, u64::MAX, &say)
                })?,
            )
        }
        (None, None, Some(_)) => {
            return Err(OccError::new_err(pythonic(
                &say.say(msg::plan_per_thread_needs_items()),
            )))
        }
        (None, None, None) => None,
    };
    let planned = result.plan(py, grid, smem_per_thread, None, None)?;
    planned
        .get_item("json")?
        .ok_or_else(|| OccError::new_err("plan: no JSON"))
}

/// `occ roofline --json`: a kernel on `gpu`'s roofline (FLOPs and bytes, or the intensity; a measured `time` in
/// seconds), and the full-occupancy figures at `threads` per block (work-group).
#[pyfunction]
#[pyo3(signature = (gpu, *, flops = None, bytes = None, intensity = None, precision = "fp32", time = None, threads = 256, lang = "en"))]
#[allow(clippy::too_many_arguments)]
fn roofline<'py>(
    py: Python<'py>,
    gpu: &str,
    flops: Option<f64>,
    bytes: Option<f64>,
    intensity: Option<f64>,
    precision: &str,
    time: Option<f64>,
    threads: u32,
    lang: &str,
) -> PyResult<Bound<'py, PyAny>> {
    use occ_core::roofline::{analyse, Given, Precision, Roofline};
    let say = say(lang, None, occ_core::Vendor::Nvidia)?;
    let refuse = |text: String| OccError::new_err(pythonic(&text));
    let preset = preset_named(gpu, &say)?;
    let say = say.about(preset.vendor());
    let precision = Precision::from_name(precision).ok_or_else(|| {
        refuse(format!(
            "precision: {}",
            say.say(msg::error_bad_precision(precision))
        ))
    })?;
    let roofs = Roofline::for_preset(preset);
    let given = Given {
        flops,
        bytes,
        intensity,
        time,
    };
    let work = given.work().map_err(|m| refuse(say.say(m)))?;
    let analysis = work
        .map(|work| {
            analyse(&roofs, precision, work, time)
                .map_err(|e| refuse(given.said_error(&e, work, precision, &say)))
        })
        .transpose()?;
    let (launch, about) = occ_core::Launch::lean(preset, threads).map_err(|e| said(&e, &say))?;
    let figures = launch.full_occupancy(&about).map_err(|error| match error {
        occ_core::Error::Inconsistent {
            field: "kernel.threads_per_block",
            message,
        } => refuse(format!("--threads {threads}: {}", message.say(&say))),
        error => said(&error, &say),
    })?;
    to_python(
        py,
        &occ_core::roofline::to_json(preset, &roofs, analysis, &figures),
    )
}

#[pymodule]
#[pyo3(name = "_occ")]
fn occ_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("OccError", m.py().get_type::<OccError>())?;
    m.add_class::<Result_>()?;
    m.add_function(wrap_pyfunction!(calc, m)?)?;
    m.add_function(wrap_pyfunction!(batch, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(profile, m)?)?;
    m.add_function(wrap_pyfunction!(log, m)?)?;
    m.add_function(wrap_pyfunction!(gpus, m)?)?;
    m.add_function(wrap_pyfunction!(plan, m)?)?;
    m.add_function(wrap_pyfunction!(roofline, m)?)?;
    m.add_function(wrap_pyfunction!(sweep::sweep, m)?)?;
    m.add("LIMITERS", sweep::limiter_table(m.py())?)?;
    Ok(())
}
