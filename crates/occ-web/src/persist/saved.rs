//! Saved configurations: what localStorage keeps (separate from occ-core's types) and the pure logic that reads
//! it. Each config has its own key, `occ.config.v1:<name>`, so one damaged entry can never take the others with it;
//! an entry this page cannot read gives a notice and is left in storage untouched.
//!
//! The stored format is the table of inputs' (`state::input`): a config is a JSON object with its DTO version `v`,
//! every input under its stored key, in the table's order, and `roofline`. How an input is stored follows from its
//! kind (`Shape`); an input a config does not hold takes its default. So a new row of the table is stored and
//! read without more code, and every entry written before it still loads, with the new input at its default.
//!
//! DTO versions: 1 (the calculator's inputs); 2 adds the launch-planning inputs and `roofline`, so a version-1
//! entry reads as version 2 with those at their defaults.
//!
//! The last-used config is stored as a link's query string instead (so the page's own wasm needs no JSON); one
//! stored as JSON by an earlier page is still read, by the charts module ([`LastUsed::Json`]).

use crate::persist::json::{self, Num, Value};
use crate::persist::query::pairs;
use crate::persist::query::{from_stored, roof_query};
use crate::state::form::{number64, Notice};
use crate::state::gpu::GpuChoice;
use crate::state::input::{Field, Form, Kind};
use crate::state::roofline::RoofField;
use occ_core::msg;

/// Prefix of the key of every saved config.
pub const CONFIG_PREFIX: &str = "occ.config.v1:";
/// The last-used config, restored on reload.
pub const LAST_KEY: &str = "occ.last.v1";
/// The stored text of the last-used config while a visit computes it and has not yet settled (painted its result,
/// and stayed responsive while the modules it loads drew theirs): a visit that froze leaves it behind, and the next
/// one does not restore that config by itself ([`last_used`]).
pub const PENDING_KEY: &str = "occ.pending.v1";
/// "light" or "dark" once the user picked one; absent = follow the system.
pub const THEME_KEY: &str = "occ.theme.v1";
/// The DTO version this page writes; it reads every version from 1 up to it. Version 2 added the launch planning
/// inputs and `roofline`; version 1 entries (without them) still load.
pub const DTO_VERSION: u32 = 2;

/// The inputs every stored config holds: an object without one of them is not an occ config.
const REQUIRED: [Field; 3] = [Field::Gpu, Field::Threads, Field::Regs];

/// How an input is stored, by its kind in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `true` or `false`: a flag.
    Flag,
    /// A string: a GPU's id or a choice's name.
    Text,
    /// A whole number up to `max`. `nullable`: the default is no number (empty, or `-1` for the driver's
    /// carveout), stored as `null`.
    Number { max: u64, nullable: bool },
}

impl Shape {
    fn of(field: Field) -> Self {
        match field.kind() {
            Kind::Flag => Self::Flag,
            Kind::Gpu | Kind::Choice(_) => Self::Text,
            kind => Self::Number {
                // The planning counts go past u32 (a problem size up to 10¹⁵ items).
                max: if kind == Kind::Count && field.is_plan() {
                    u64::MAX
                } else {
                    u32::MAX.into()
                },
                nullable: field.default_text().parse::<u64>().is_err(),
            },
        }
    }
}

/// One input's value in a stored config: `null` stands for the input's default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stored {
    Null,
    Bool(bool),
    Number(u64),
    Text(String),
}

/// What `field` stores for `text`: the number the form reads from it (a size's `K` included), `null` for a
/// nullable number that names none; a GPU by its id.
fn stored_of(field: Field, text: &str) -> Stored {
    match Shape::of(field) {
        Shape::Flag => Stored::Bool(text == "1"),
        Shape::Text => Stored::Text(match field.kind() {
            Kind::Gpu => GpuChoice::from_id(text).map_or_else(|_| text.to_string(), |c| c.id()),
            _ => text.to_string(),
        }),
        Shape::Number { max, .. } => {
            // Text is read as `i64`, so no text names more.
            let max = max.min(i64::MAX as u64);
            match number64(field.core(), text, 0, max, field.kind() == Kind::Bytes) {
                Ok(n) => Stored::Number(n),
                // Text that names no number (or a hidden input's, which the GPU ignores): the default's value.
                Err(_) => field
                    .default_text()
                    .parse()
                    .map_or(Stored::Null, Stored::Number),
            }
        }
    }
}

/// `value` as `field` stores it; why not otherwise.
fn checked(field: Field, value: &Value) -> Result<Stored, &'static str> {
    let shape = Shape::of(field);
    match (shape, value) {
        (Shape::Flag, Value::Bool(b)) => Ok(Stored::Bool(*b)),
        (Shape::Text, Value::Str(text)) => Ok(Stored::Text(text.clone())),
        (Shape::Number { nullable: true, .. }, Value::Null) => Ok(Stored::Null),
        (Shape::Number { max, .. }, Value::Num(Num::U(n))) if *n <= max => Ok(Stored::Number(*n)),
        (Shape::Flag, _) => Err("expected a boolean"),
        (Shape::Text, _) => Err("expected a string"),
        (Shape::Number { max, .. }, _) if max == u64::from(u32::MAX) => Err("expected u32"),
        _ => Err("expected u64"),
    }
}

/// One configuration as stored: plain values, named for people reading their localStorage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// The DTO version it was written with.
    pub v: u32,
    /// One value per input, in [`Field::ALL`]'s order.
    pub values: Vec<Stored>,
    /// The roofline panel's inputs in the link's syntax (`rf=2.1T&rb=40%20G&rt=850us`, the keys of
    /// crates/occ-web/README.md), so both stay one format; empty = the panel's defaults.
    pub roofline: String,
    /// The comparison's pinned launches in the link's syntax (`cmp=`, `crate::persist::compare`); empty = none. A
    /// config saved without it loads with no comparison.
    pub compare: String,
}

impl Config {
    /// The config of a form; `None` while any input is invalid (the page only saves what computes).
    pub fn from_form(form: &Form) -> Option<Self> {
        form.launch().ok()?;
        form.plan().ok()?;
        form.roof.check().ok()?;
        Some(Self {
            v: DTO_VERSION,
            values: Field::ALL
                .iter()
                .map(|&f| stored_of(f, &f.get(form)))
                .collect(),
            roofline: roof_query(&form.roof),
            compare: form.compare.clone(),
        })
    }

    /// The form of a config, repaired field by field; the messages name `what` and the bad field.
    pub fn to_form(&self, what: impl Into<Notice>) -> (Form, Vec<Notice>) {
        let what = what.into();
        let mut form = Form::default();
        let mut messages = Vec::new();
        for (&field, value) in Field::ALL.iter().zip(&self.values) {
            let text = match value {
                Stored::Null => field.default_text().to_string(),
                Stored::Bool(b) => u8::from(*b).to_string(),
                Stored::Number(n) => n.to_string(),
                Stored::Text(text) => text.clone(),
            };
            // Only a choice can refuse its text; the form then keeps the default.
            if let Err(error) = field.set(&mut form, &text) {
                messages.push(repaired(&what, error));
            }
        }
        repair(&mut form, &mut messages, &self.roofline, &what);
        form.compare = self.compare.clone();
        (form, messages)
    }
}

/// The notice of an input of `what` set back to its default: why, occ-core's `error`.
fn repaired(what: &Notice, error: occ_core::Error) -> Notice {
    Notice::from(msg::page_notice_repaired_default("", ""))
        .with(0, what.clone())
        .error(1, error)
}

/// Repairs `form` field by field and reads the roofline inputs of `roofline` (the link's syntax) into it; the
/// messages name `what` and the bad field.
fn repair(form: &mut Form, messages: &mut Vec<Notice>, roofline: &str, what: &Notice) {
    let field_of = || Notice::from(msg::page_tools_notice_field_of("", "")).with(0, what.clone());
    messages.extend(form.repair(|field| field_of().label(1, field)));
    for (key, value) in pairs(roofline) {
        match RoofField::from_key(&key) {
            Some(field) => {
                if let Err(error) = form.roof.set(field, &value) {
                    messages.push(repaired(
                        &field_of().with(1, Notice::from(field.message())),
                        error,
                    ));
                }
            }
            None => messages.push(
                Notice::from(msg::page_tools_notice_roof_unknown("", &key)).with(0, what.clone()),
            ),
        }
    }
    let gpu = form.gpu.clone();
    messages.extend(form.roof.repair(&gpu, |field| {
        field_of().with(1, Notice::from(field.message()))
    }));
}

/// The stored keys in a config's order: the version, the inputs in the table's order, the roofline inputs.
fn stored_key(index: usize) -> Option<&'static str> {
    match index {
        0 => Some("v"),
        i if i <= Field::ALL.len() => Some(Field::ALL[i - 1].stored()),
        i if i == Field::ALL.len() + 1 => Some("roofline"),
        i if i == Field::ALL.len() + 2 => Some("compare"),
        _ => None,
    }
}

fn string(value: &Value) -> Result<String, &'static str> {
    match value {
        Value::Str(text) => Ok(text.clone()),
        _ => Err("expected a string"),
    }
}

/// A config object's fields: unknown keys are refused, a missing input takes its default, and of a repeated key
/// only the last counts (as serde's derive with `deny_unknown_fields` read a `serde_json::Value`).
fn config_from(value: &Value) -> Result<Config, String> {
    let Value::Obj(pairs) = value else {
        return Err("expected a config object".to_string());
    };
    let mut config = Config {
        v: 0,
        values: Field::ALL
            .iter()
            .map(|&f| stored_of(f, f.default_text()))
            .collect(),
        roofline: String::new(),
        compare: String::new(),
    };
    let mut seen = Vec::new();
    for (key, value) in pairs.iter().rev() {
        let Some(index) = (0..).map_while(stored_key).position(|k| k == key) else {
            return Err(format!("unknown field `{key}`"));
        };
        if seen.contains(&index) {
            continue;
        }
        seen.push(index);
        match index.checked_sub(1).map(|i| Field::ALL.get(i)) {
            None => value
                .as_u64()
                .and_then(|v| u32::try_from(v).ok())
                .map(|v| config.v = v)
                .ok_or("expected u32"),
            Some(Some(&field)) => checked(field, value).map(|v| config.values[index - 1] = v),
            Some(None) if index == Field::ALL.len() + 1 => {
                string(value).map(|s| config.roofline = s)
            }
            Some(None) => string(value).map(|s| config.compare = s),
        }
        .map_err(|why| format!("field `{key}`: {why}"))?;
    }
    let required = std::iter::once("v").chain(REQUIRED.iter().map(|f| f.stored()));
    match required.into_iter().find(|&key| value.get(key).is_none()) {
        Some(key) => Err(format!("missing field `{key}`")),
        None => Ok(config),
    }
}

/// A parsed config, checking the version first.
fn check_config(value: &Value) -> Result<Config, String> {
    match value.get("v").and_then(Value::as_u64) {
        Some(v) if (1..=u64::from(DTO_VERSION)).contains(&v) => {}
        Some(v) => {
            return Err(format!(
                "version {v} is not known (this page reads versions 1 to {DTO_VERSION})"
            ))
        }
        None => return Err("not an occ config (no version field)".to_string()),
    }
    config_from(value).map_err(|e| format!("not an occ config ({e})"))
}

/// Reads one stored config, checking the version.
pub fn parse_config(raw: &str) -> Result<Config, String> {
    check_config(&json::parse(raw).map_err(|e| format!("not JSON ({e})"))?)
}

/// The name of a saved entry (`{"name":…,"config":…}`).
fn saved_name(value: &Value) -> Result<String, String> {
    let Value::Obj(pairs) = value else {
        return Err("expected an object".to_string());
    };
    if let Some((key, _)) = pairs.iter().find(|(k, _)| k != "name" && k != "config") {
        return Err(format!("unknown field `{key}`"));
    }
    let name = value.get("name").ok_or("missing field `name`")?;
    string(name).map_err(|why| format!("field `name`: {why}"))
}

/// One saved config, ready to load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub name: String,
    pub key: String,
    pub config: Config,
}

/// The storage key of a saved config.
pub fn key_for(name: &str) -> String {
    format!("{CONFIG_PREFIX}{name}")
}

/// Checks a name typed for saving or renaming.
pub fn check_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    if name.is_empty() {
        return Err("Give the config a name".to_string());
    }
    if name.chars().count() > 80 {
        return Err("Names are at most 80 characters".to_string());
    }
    Ok(name.to_string())
}

/// Reads every saved config from the storage's `(key, value)` pairs: the readable ones, sorted by name, and a
/// notice for each entry that cannot be read (which stays in storage).
pub fn read_saved(items: impl IntoIterator<Item = (String, String)>) -> (Vec<Saved>, Vec<Notice>) {
    let mut saved = Vec::new();
    let mut notices = Vec::new();
    for (key, raw) in items {
        let Some(key_name) = key.strip_prefix(CONFIG_PREFIX) else {
            continue;
        };
        let entry = json::parse(&raw)
            .map_err(|e| format!("not JSON ({e})"))
            .and_then(|value| {
                let config = value
                    .get("config")
                    .ok_or("not an occ config (no config field)")?;
                let config = check_config(config)?;
                let name = saved_name(&value).map_err(|e| format!("not an occ config ({e})"))?;
                Ok((name, config))
            });
        match entry {
            Ok((name, config)) if name == key_name => saved.push(Saved { name, key, config }),
            Ok((name, _)) => notices.push(msg::page_tools_notice_saved_self(&key, &name).into()),
            Err(why) => {
                notices.push(msg::page_tools_notice_saved_unreadable(key_name, &key, &why).into())
            }
        }
    }
    // ASCII case folding: Unicode's tables would cost 12 KB of wasm for the order of a list.
    saved.sort_by_key(|s| s.name.to_ascii_lowercase());
    (saved, notices)
}

/// The stored text of a config (the last-used one): the version, every input under its stored key in the table's
/// order, then `roofline` unless it is empty.
pub fn config_json(config: &Config) -> String {
    let mut out = format!("{{\"v\":{}", config.v);
    for (field, value) in Field::ALL.iter().zip(&config.values) {
        out.push_str(",\"");
        out.push_str(field.stored());
        out.push_str("\":");
        match value {
            Stored::Null => out.push_str("null"),
            Stored::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Stored::Number(n) => out.push_str(&n.to_string()),
            Stored::Text(text) => json::write_str(&mut out, text),
        }
    }
    if !config.roofline.is_empty() {
        out.push_str(",\"roofline\":");
        json::write_str(&mut out, &config.roofline);
    }
    if !config.compare.is_empty() {
        out.push_str(",\"compare\":");
        json::write_str(&mut out, &config.compare);
    }
    out.push('}');
    out
}

/// What a visit that names no input starts from, by the last-used config's stored text and the pending mark
/// ([`PENDING_KEY`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LastUsed {
    /// Nothing stored: the defaults.
    Nothing,
    /// The form to restore, the messages about what in it was repaired, and its stored text (marked pending while
    /// the page computes it).
    Restore(Box<Form>, Vec<Notice>, String),
    /// Stored by an earlier page as a JSON config ([`config_json`]): its stored text, read by [`parse_config`] in
    /// the charts module, which holds that reader for the saved configs (the page's own wasm does not).
    Json(String),
    /// Not restored: the visit that last started from it did not settle. Its stored text, which the page offers to
    /// load, and leaves in storage untouched.
    Unsettled(String),
    /// Not readable: why. It is left in storage untouched.
    Unreadable(Notice),
}

/// The last-used config as a visit without a link finds it: `last` under [`LAST_KEY`], `pending` under
/// [`PENDING_KEY`]. The page stores it as a link's query string ([`crate::persist::query::to_query`]); a text
/// that starts with `{` was stored as JSON by an earlier page.
pub fn last_used(last: Option<String>, pending: Option<&str>) -> LastUsed {
    match last {
        None => LastUsed::Nothing,
        Some(raw) if pending == Some(raw.as_str()) => LastUsed::Unsettled(raw),
        Some(raw) if raw.starts_with('{') => LastUsed::Json(raw),
        Some(raw) => match from_stored(&raw) {
            Ok((form, messages)) => LastUsed::Restore(Box::new(form), messages, raw),
            Err(why) => LastUsed::Unreadable(why),
        },
    }
}

/// The stored text of a saved config.
pub fn saved_json(name: &str, config: &Config) -> String {
    let mut out = "{\"name\":".to_string();
    json::write_str(&mut out, name);
    out.push_str(",\"config\":");
    out.push_str(&config_json(config));
    out.push('}');
    out
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::form::english;

    /// [`Config::to_form`] with its notices in English.
    trait English {
        fn to_form_en(&self, what: &str) -> (Form, Vec<String>);
    }

    impl English for Config {
        fn to_form_en(&self, what: &str) -> (Form, Vec<String>) {
            let (form, notices) = self.to_form(what);
            (form, english(&notices))
        }
    }

    fn read_saved(items: impl IntoIterator<Item = (String, String)>) -> (Vec<Saved>, Vec<String>) {
        let (saved, notices) = super::read_saved(items);
        (saved, english(&notices))
    }
    use crate::state::roofline::RoofForm;
    use occ_core::nvidia::{CacheConfig, PartitionedGc};
    use occ_core::roofline::Precision;

    /// The typed shape of versions 1 and 2, read and written by serde's derive with these attributes: the reference
    /// the table-driven format is held to, byte for byte.
    #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct ConfigDto {
        v: u32,
        gpu: String,
        threads_per_block: u32,
        regs_per_thread: u32,
        #[serde(default)]
        static_smem: u32,
        #[serde(default)]
        dynamic_smem: u32,
        #[serde(default)]
        carveout_kib: Option<u32>,
        #[serde(default)]
        opt_in: bool,
        #[serde(default)]
        max_dynamic_smem: Option<u32>,
        #[serde(default = "one")]
        barriers: u32,
        #[serde(default)]
        sm_count: Option<u32>,
        #[serde(default = "off")]
        partitioned_gc: String,
        #[serde(default = "none")]
        cache_config: String,
        #[serde(default)]
        virtual_resources: u32,
        #[serde(default)]
        grid_blocks: Option<u64>,
        #[serde(default)]
        problem_size: Option<u64>,
        #[serde(default = "one_u64")]
        work_per_thread: u64,
        #[serde(default)]
        smem_per_thread: u32,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        roofline: String,
    }

    fn one() -> u32 {
        1
    }

    fn one_u64() -> u64 {
        1
    }

    fn off() -> String {
        PartitionedGc::Off.name().to_string()
    }

    fn none() -> String {
        CacheConfig::None.name().to_string()
    }

    /// A saved entry of the typed shape.
    #[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
    #[serde(deny_unknown_fields)]
    struct SavedDto {
        name: String,
        config: ConfigDto,
    }

    fn optional(text: &str) -> Option<u32> {
        text.trim().parse().ok()
    }

    /// The typed shape of a form, taken from the validated values as the page did.
    fn old_from_form(form: &Form) -> Option<ConfigDto> {
        let valid = form.launch().ok()?;
        let calc = form.validate().ok()?;
        let plan = form.plan().ok()?;
        form.roof.check().ok()?;
        let kernel = calc.kernel;
        Some(ConfigDto {
            v: DTO_VERSION,
            gpu: valid.choice.id(),
            threads_per_block: kernel.threads_per_block,
            regs_per_thread: kernel.regs_per_thread,
            static_smem: kernel.static_smem,
            dynamic_smem: kernel.dynamic_smem,
            carveout_kib: valid.carveout_kib,
            opt_in: form.opt_in,
            max_dynamic_smem: optional(&form.max_dynamic),
            barriers: optional(&form.barriers).unwrap_or(kernel.barriers),
            sm_count: optional(&form.sms),
            partitioned_gc: form.partitioned_gc.name().to_string(),
            cache_config: form.cache_config.name().to_string(),
            virtual_resources: optional(&form.virtual_resources).unwrap_or(0),
            grid_blocks: plan.grid_blocks,
            problem_size: plan.items,
            work_per_thread: plan.per_thread,
            smem_per_thread: plan.smem_per_thread,
            roofline: roof_query(&form.roof),
        })
    }

    /// The form of a typed-shape config, as the page loaded it.
    fn old_to_form(dto: &ConfigDto, what: &str) -> (Form, Vec<String>) {
        let what = Notice::from(what);
        let mut form = Form {
            gpu: dto.gpu.clone(),
            threads: dto.threads_per_block.to_string(),
            regs: dto.regs_per_thread.to_string(),
            static_smem: dto.static_smem.to_string(),
            dynamic_smem: dto.dynamic_smem.to_string(),
            carveout: dto
                .carveout_kib
                .map_or("-1".to_string(), |kib| kib.to_string()),
            opt_in: dto.opt_in,
            max_dynamic: dto
                .max_dynamic_smem
                .map_or(String::new(), |b| b.to_string()),
            barriers: dto.barriers.to_string(),
            sms: dto.sm_count.map_or(String::new(), |n| n.to_string()),
            virtual_resources: dto.virtual_resources.to_string(),
            grid: dto.grid_blocks.map_or(String::new(), |g| g.to_string()),
            items: dto.problem_size.map_or(String::new(), |n| n.to_string()),
            per_thread: dto.work_per_thread.to_string(),
            smem_per_thread: dto.smem_per_thread.to_string(),
            ..Form::default()
        };
        let mut messages = Vec::new();
        for (field, value) in [
            (Field::PartitionedGc, &dto.partitioned_gc),
            (Field::CacheConfig, &dto.cache_config),
        ] {
            if let Err(error) = field.set(&mut form, value) {
                messages.push(repaired(&what, error));
            }
        }
        // Repairing and the roofline inputs are the same for both shapes.
        repair(&mut form, &mut messages, &dto.roofline, &what);
        (form, english(&messages))
    }

    /// The typed shape as serde's derive read it: through `serde_json::Value`, after the same version check.
    fn old_parse(raw: &str) -> Result<ConfigDto, String> {
        let value: serde_json::Value = serde_json::from_str(raw).map_err(|e| e.to_string())?;
        match value.get("v").and_then(serde_json::Value::as_u64) {
            Some(1..=2) => serde_json::from_value(value).map_err(|e| e.to_string()),
            _ => Err("version".to_string()),
        }
    }

    fn old_json(dto: &ConfigDto) -> String {
        serde_json::to_string(dto).unwrap()
    }

    /// A typed-shape config's values, field by field; the inputs it lacks at their defaults.
    fn from_old(dto: &ConfigDto) -> Config {
        let mut config = Config {
            v: dto.v,
            values: Field::ALL
                .iter()
                .map(|&f| stored_of(f, f.default_text()))
                .collect(),
            roofline: dto.roofline.clone(),
            compare: String::new(),
        };
        let number = |n: u32| Stored::Number(n.into());
        let option = |n: Option<u64>| n.map_or(Stored::Null, Stored::Number);
        let small = |n: Option<u32>| option(n.map(u64::from));
        for (field, value) in [
            (Field::Gpu, Stored::Text(dto.gpu.clone())),
            (Field::Threads, number(dto.threads_per_block)),
            (Field::Regs, number(dto.regs_per_thread)),
            (Field::StaticSmem, number(dto.static_smem)),
            (Field::DynamicSmem, number(dto.dynamic_smem)),
            (Field::Carveout, small(dto.carveout_kib)),
            (Field::OptIn, Stored::Bool(dto.opt_in)),
            (Field::MaxDynamic, small(dto.max_dynamic_smem)),
            (Field::Barriers, number(dto.barriers)),
            (Field::Sms, small(dto.sm_count)),
            (
                Field::PartitionedGc,
                Stored::Text(dto.partitioned_gc.clone()),
            ),
            (Field::CacheConfig, Stored::Text(dto.cache_config.clone())),
            (Field::VirtualResources, number(dto.virtual_resources)),
            (Field::Grid, option(dto.grid_blocks)),
            (Field::Items, option(dto.problem_size)),
            (Field::PerThread, Stored::Number(dto.work_per_thread)),
            (Field::SmemPerThread, number(dto.smem_per_thread)),
        ] {
            set(&mut config, field, value);
        }
        config
    }

    fn index(field: Field) -> usize {
        Field::ALL.iter().position(|&f| f == field).unwrap()
    }

    fn get(config: &Config, field: Field) -> &Stored {
        &config.values[index(field)]
    }

    fn set(config: &mut Config, field: Field, value: Stored) {
        config.values[index(field)] = value;
    }

    /// The stored keys of inputs the typed shape does not have (inputs added to the table after it).
    fn new_keys() -> Vec<&'static str> {
        let shape = serde_json::to_value(dto_shape()).unwrap();
        Field::ALL
            .iter()
            .map(|f| f.stored())
            .filter(|key| shape.get(key).is_none())
            .collect()
    }

    /// `json` as this page writes it without the inputs of `keys`. A quote inside a JSON string is escaped, so
    /// `,"` only ever starts a key, and every input's value is a scalar: it ends where the next key starts.
    fn without(json: &str, keys: &[&str]) -> String {
        let mut out = json.to_string();
        for key in keys {
            let start = out.find(&format!(",\"{key}\":")).unwrap();
            let rest = &out[start + 1..];
            let end = rest.find(",\"").unwrap_or(rest.len() - 1);
            out.replace_range(start..start + 1 + end, "");
        }
        out
    }

    /// A valid form away from the defaults.
    fn sample() -> Form {
        Form {
            gpu: "cc-9.0".to_string(),
            barriers: "4".to_string(),
            carveout: "100".to_string(),
            ..Form::default()
        }
    }

    fn config() -> Config {
        Config::from_form(&sample()).unwrap()
    }

    #[test]
    fn round_trips_a_form() {
        let config = config();
        assert_eq!(get(&config, Field::Barriers), &Stored::Number(4));
        assert_eq!(get(&config, Field::Carveout), &Stored::Number(100));
        let json = config_json(&config);
        let back = parse_config(&json).unwrap();
        let (form, messages) = back.to_form_en("saved config");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(form.gpu, "cc-9.0");
        assert_eq!(form.barriers, "4");
        assert_eq!(form.carveout, "100");
        assert_eq!(Config::from_form(&form), Some(config));
    }

    /// A config keeps the language chosen; one saved before the page had languages (or with none chosen) follows
    /// the browser's.
    #[test]
    fn the_language_is_kept() {
        let form = Form {
            lang: "zh".to_string(),
            ..sample()
        };
        let config = Config::from_form(&form).unwrap();
        assert_eq!(get(&config, Field::Lang), &Stored::Text("zh".to_string()));
        let (back, messages) = parse_config(&config_json(&config))
            .unwrap()
            .to_form_en("saved");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(back.lang, "zh");
        let (old, _) = Config::from_form(&sample()).unwrap().to_form_en("saved");
        assert_eq!(old.lang, "");
        // The last-used config, stored as a link's query string.
        let (stored, messages) =
            crate::persist::query::from_stored(&crate::persist::query::to_query(&form)).unwrap();
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(stored.lang, "zh");
    }

    #[test]
    fn round_trips_the_plan_inputs() {
        let form = Form {
            grid: "46".to_string(),
            items: "5000".to_string(),
            per_thread: "8".to_string(),
            smem_per_thread: "2K".to_string(),
            ..Form::default()
        };
        let config = Config::from_form(&form).unwrap();
        assert_eq!(config.v, 2);
        assert_eq!(
            [
                Field::Grid,
                Field::Items,
                Field::PerThread,
                Field::SmemPerThread
            ]
            .map(|f| get(&config, f).clone()),
            [46, 5000, 8, 2048].map(Stored::Number)
        );
        let back = parse_config(&config_json(&config)).unwrap();
        let (loaded, messages) = back.to_form_en("saved");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(loaded.plan(), form.plan());
    }

    #[test]
    fn version_1_entries_still_load() {
        // Written by the page before launch planning existed.
        let old = r#"{"name":"old","config":{"v":1,"gpu":"cc-8.9","threads_per_block":160,"regs_per_thread":16,"static_smem":0,"dynamic_smem":0,"carveout_kib":null,"opt_in":false,"max_dynamic_smem":null,"barriers":1,"sm_count":null,"partitioned_gc":"off","cache_config":"none","virtual_resources":0}}"#;
        let (saved, notices) = read_saved([(key_for("old"), old.to_string())]);
        assert!(notices.is_empty(), "{notices:?}");
        let (form, messages) = saved[0].config.to_form_en("old");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(form.threads, "160");
        assert_eq!(
            (
                form.grid.as_str(),
                form.items.as_str(),
                form.per_thread.as_str()
            ),
            ("", "", "1")
        );
        assert_eq!(form.smem_per_thread, "0");
        // Saving it again writes the current version.
        assert_eq!(Config::from_form(&form).unwrap().v, DTO_VERSION);
    }

    #[test]
    fn bad_plan_values_in_a_readable_entry_fall_back_alone() {
        let mut config = config();
        set(&mut config, Field::Grid, Stored::Number(0));
        set(&mut config, Field::PerThread, Stored::Number(0));
        let (form, messages) = config.to_form_en("saved config 'x'");
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages[0].contains("Grid (blocks)"), "{messages:?}");
        assert_eq!((form.grid.as_str(), form.per_thread.as_str()), ("", "1"));
        assert_eq!(form.barriers, "4");
    }

    #[test]
    fn invalid_forms_are_not_saved() {
        let bad = Form {
            threads: "0".to_string(),
            ..Form::default()
        };
        assert_eq!(Config::from_form(&bad), None);
    }

    #[test]
    fn corrupt_and_foreign_entries_give_notices_and_others_survive() {
        let good = saved_json("mine", &config());
        let items = vec![
            ("other.app".to_string(), "{}".to_string()),
            (key_for("broken"), "{not json".to_string()),
            (
                key_for("future"),
                r#"{"name":"future","config":{"v":3}}"#.to_string(),
            ),
            (key_for("mine"), good),
            (
                key_for("odd"),
                r#"{"name":"odd","config":{"v":1,"gpu":3}}"#.to_string(),
            ),
        ];
        let (saved, notices) = read_saved(items);
        assert_eq!(saved.len(), 1);
        assert_eq!(saved[0].name, "mine");
        assert_eq!(notices.len(), 3, "{notices:?}");
        assert!(notices[0].contains("'broken'") && notices[0].contains("not JSON"));
        assert!(notices[1].contains("version 3 is not known"), "{notices:?}");
    }

    #[test]
    fn bad_values_in_a_readable_entry_fall_back_per_field() {
        let mut config = config();
        set(&mut config, Field::Threads, Stored::Number(4096));
        set(
            &mut config,
            Field::PartitionedGc,
            Stored::Text("sometimes".to_string()),
        );
        let (form, messages) = config.to_form_en("saved config 'x'");
        assert_eq!(form.threads, "128");
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages[1].contains("Threads per block"));
    }

    #[test]
    fn roofline_inputs_round_trip_in_the_link_syntax() {
        let form = Form {
            gpu: "h100-sxm5-80gb".to_string(),
            roof: RoofForm {
                flops: "2.1T".to_string(),
                bytes: "40 G".to_string(),
                intensity: "7".to_string(),
                time: "850us".to_string(),
                precision: Precision::Fp64,
            },
            ..Form::default()
        };
        let config = Config::from_form(&form).unwrap();
        let json = config_json(&config);
        assert!(json.starts_with("{\"v\":2,"), "{json}");
        assert!(
            json.ends_with("\"roofline\":\"rf=2.1T&rb=40%20G&ri=7&rp=fp64&rt=850us\"}"),
            "{json}"
        );
        let (back, messages) = parse_config(&json).unwrap().to_form_en("saved config");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(back.roof.bytes, "40 G");
        assert_eq!(back.roof.intensity, "7");
        assert_eq!(back.roof.precision, Precision::Fp64);
        assert_eq!(Config::from_form(&back), Some(config));
        // The defaults store nothing, and a bad input is not saved.
        assert!(!config_json(&self::config()).contains("roofline"));
        let bad = Form {
            roof: RoofForm {
                flops: "lots".to_string(),
                ..RoofForm::default()
            },
            ..Form::default()
        };
        assert_eq!(Config::from_form(&bad), None);
    }

    #[test]
    fn version_1_entries_load_with_the_roofline_defaults() {
        // As the page wrote them before the roofline panel.
        let raw = r#"{"v":1,"gpu":"cc-9.0","threads_per_block":256,"regs_per_thread":32,"static_smem":0,
            "dynamic_smem":0,"carveout_kib":null,"opt_in":false,"max_dynamic_smem":null,"barriers":1,
            "sm_count":null,"partitioned_gc":"off","cache_config":"none","virtual_resources":0}"#;
        let (form, messages) = parse_config(raw).unwrap().to_form_en("saved config");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(form.threads, "256");
        assert_eq!(form.roof, RoofForm::default());
        let saved = read_saved([(
            key_for("old"),
            format!(r#"{{"name":"old","config":{raw}}}"#),
        )]);
        assert_eq!(saved.0.len(), 1, "{:?}", saved.1);
    }

    #[test]
    fn bad_roofline_values_fall_back_per_field() {
        let raw = r#"{"v":2,"gpu":"tesla-p100-sxm2","threads_per_block":256,"regs_per_thread":32,
            "roofline":"rp=fp16&rf=-5&rb=1e9&rt=3&rq=1&rp=sideways"}"#;
        let (form, messages) = parse_config(raw).unwrap().to_form_en("saved config 'x'");
        assert_eq!(form.roof.flops, "");
        assert_eq!(form.roof.bytes, "1e9");
        assert_eq!(form.roof.time, "3");
        assert_eq!(form.roof.precision, Precision::Fp32);
        let text = messages.join("\n");
        assert_eq!(messages.len(), 4, "{text}");
        assert!(text.contains("'rq' is not known"), "{text}");
        assert!(
            text.contains("Precision: roofline.precision: 'sideways' is not one of"),
            "{text}"
        );
        assert!(
            text.contains("saved config 'x', FLOPs: roofline.flops: '-5'"),
            "{text}"
        );
        assert!(
            text.contains("P100 SXM2") && text.contains("no FP16/BF16 tensor peak"),
            "{text}"
        );
    }

    /// The typed shape of a valid form.
    fn dto_shape() -> ConfigDto {
        old_from_form(&sample()).unwrap()
    }

    /// Every config shape: all options set, all unset, awkward strings.
    fn shapes() -> Vec<ConfigDto> {
        let mut full = dto_shape();
        full.carveout_kib = None;
        full.max_dynamic_smem = Some(u32::MAX);
        full.sm_count = Some(132);
        full.opt_in = true;
        full.grid_blocks = Some(u64::MAX);
        full.problem_size = Some(0);
        full.roofline = "rf=2.1T&rb=40%20G".to_string();
        let mut odd = dto_shape();
        odd.gpu = "q\"b\\s\n\u{1}é😀,\"x\":".to_string();
        odd.roofline = "\t".to_string();
        vec![dto_shape(), full, odd]
    }

    #[test]
    fn an_amd_config_is_stored_and_read_back() {
        let form = Form {
            gpu: "gfx90a".to_string(),
            threads: "512".to_string(),
            regs: "64".to_string(),
            static_smem: "8192".to_string(),
            agprs: "32".to_string(),
            sgprs: "48".to_string(),
            ..Form::default()
        };
        let config = Config::from_form(&form).expect("a valid AMD launch");
        let json = config_json(&config);
        assert!(
            json.contains(r#""gpu":"gfx90a""#)
                && json.contains(r#""agprs":32,"sgprs":48,"wave_size":null,"cu_mode":false"#),
            "{json}"
        );
        let read = parse_config(&json).unwrap();
        assert_eq!(read.to_form_en("Saved config"), (form, Vec::new()));
    }

    #[test]
    fn an_intel_config_is_stored_and_read_back() {
        let form = Form {
            gpu: "arc-b580".to_string(),
            threads: "96".to_string(),
            static_smem: "3000".to_string(),
            barriers_used: true,
            global_size: "9600".to_string(),
            ..Form::default()
        };
        let config = Config::from_form(&form).expect("a valid Intel launch");
        let json = config_json(&config);
        assert!(
            json.contains(r#""gpu":"arc-b580""#)
                && json.contains(
                    r#""sub_group_size":16,"barriers_used":true,"large_grf":false,"global_size":9600"#
                ),
            "{json}"
        );
        let read = parse_config(&json).unwrap();
        assert_eq!(read.to_form_en("Saved config"), (form, Vec::new()));
    }

    #[test]
    fn writes_what_serde_json_wrote_and_reads_it_back() {
        let new = new_keys();
        for dto in shapes() {
            let config = from_old(&dto);
            let json = config_json(&config);
            assert_eq!(without(&json, &new), old_json(&dto));
            assert_eq!(parse_config(&json), Ok(config.clone()));
            let saved = saved_json("n\"ame", &config);
            let entry = SavedDto {
                name: "n\"ame".to_string(),
                config: dto.clone(),
            };
            assert_eq!(
                without(&saved, &new),
                serde_json::to_string(&entry).unwrap()
            );
            // The typed shape's reader (serde_json with the derive) reads what this page writes of its inputs
            // (the inputs added since are read back by the table above).
            assert_eq!(
                serde_json::from_str::<SavedDto>(&without(&saved, &new)).unwrap(),
                entry
            );
        }
    }

    /// A deterministic stream of numbers (xorshift).
    struct Scramble(u64);

    impl Scramble {
        fn pick<T: Clone>(&mut self, from: &[T]) -> T {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            from[(self.0 % from.len() as u64) as usize].clone()
        }
    }

    /// For the same forms, valid and not, the table writes the bytes the typed shape wrote (its reading of a size
    /// in an input the GPU ignores aside: see the next test).
    #[test]
    fn writes_what_the_typed_shape_wrote_for_the_same_forms() {
        let mut r = Scramble(0x9e37_79b9_7f4a_7c15);
        let new = new_keys();
        // Mostly values that read, one in eight from the ones that do not.
        let text = |r: &mut Scramble, good: &[&str], bad: &[&str]| {
            let from = if r.pick(&[0, 1, 2, 3, 4, 5, 6, 7]) == 0 {
                bad
            } else {
                good
            };
            r.pick(from).to_string()
        };
        let mut written = 0;
        for _ in 0..4000 {
            // Set through the table, so an input added to it later stays at its default here.
            let mut form = Form::default();
            for (field, good, bad) in [
                (
                    Field::Gpu,
                    &[
                        "cc-9.0",
                        "cc-8.9",
                        "cc-10.0",
                        "cc-7.0",
                        "cc-3.5",
                        "4090",
                        " h100 sxm ",
                        "tesla-p100-sxm2",
                    ][..],
                    &["nope", "cc-1.5"][..],
                ),
                (
                    Field::Threads,
                    &["128", " 256 ", "+64", "1024"],
                    &["0", "x"],
                ),
                (Field::Regs, &["51", "0", "255", "32", "-0"], &["256", "r"]),
                (
                    Field::StaticSmem,
                    &["0", "48K", "1 KiB", "5000", "70000"],
                    &["-5"],
                ),
                (Field::DynamicSmem, &["0", "2k", "100"], &["-1", "2M"]),
                (
                    Field::Carveout,
                    &["-1", "", "default", "0", "100", "+8"],
                    &["132", "48", "x"],
                ),
                (Field::OptIn, &["0", "1"], &["1"]),
                (
                    Field::MaxDynamic,
                    &["", "1000", " 64 "],
                    &["garbage", "5000000000"],
                ),
                (
                    Field::Barriers,
                    &["1", "4", "16", " 2 "],
                    &["17", "garbage", "99"],
                ),
                (Field::Sms, &["", "132", "1000000"], &["0", "x"]),
                (Field::PartitionedGc, &["off", "on", "strict"], &["off"]),
                (
                    Field::CacheConfig,
                    &["none", "shared", "l1", "equal"],
                    &["none"],
                ),
                (Field::VirtualResources, &["0", "2"], &["abc", "4294967296"]),
                (Field::Grid, &["", "46", "2147483647"], &["0"]),
                (Field::Items, &["", "5000", "1000000000000000"], &["1e3"]),
                (Field::PerThread, &["1", "8", "1000000"], &["0"]),
                (Field::SmemPerThread, &["0", "2K", "262144"], &["262145"]),
            ] {
                field.set(&mut form, &text(&mut r, good, bad)).unwrap();
            }
            form.roof = r.pick(&[
                RoofForm::default(),
                RoofForm {
                    flops: "2.1T".to_string(),
                    bytes: "40 G".to_string(),
                    time: "850us".to_string(),
                    ..RoofForm::default()
                },
                RoofForm {
                    intensity: "7".to_string(),
                    precision: Precision::Fp64,
                    ..RoofForm::default()
                },
                RoofForm {
                    flops: "lots".to_string(),
                    ..RoofForm::default()
                },
            ]);
            let old = old_from_form(&form);
            let config = Config::from_form(&form);
            assert_eq!(config.is_some(), old.is_some(), "{form:?}");
            if let (Some(config), Some(old)) = (config, old) {
                written += 1;
                let json = config_json(&config);
                assert_eq!(without(&json, &new), old_json(&old), "{form:?}");
                assert_eq!(config, from_old(&old), "{form:?}");
                let saved = saved_json("x", &config);
                let entry = SavedDto {
                    name: "x".to_string(),
                    config: old,
                };
                assert_eq!(
                    without(&saved, &new),
                    serde_json::to_string(&entry).unwrap()
                );
            }
        }
        // Enough of either kind to say something.
        assert!((400..3600).contains(&written), "{written}");
    }

    /// The typed shape read a size in the opt-in limit without its `K` (`null`: the form lost it on load), the
    /// table reads it as validation does.
    #[test]
    fn sizes_with_a_suffix_are_kept() {
        let form = Form {
            gpu: "cc-9.0".to_string(),
            opt_in: true,
            max_dynamic: "48K".to_string(),
            ..Form::default()
        };
        assert_eq!(old_from_form(&form).unwrap().max_dynamic_smem, None);
        let config = Config::from_form(&form).unwrap();
        assert_eq!(get(&config, Field::MaxDynamic), &Stored::Number(49152));
        let (back, messages) = parse_config(&config_json(&config))
            .unwrap()
            .to_form_en("saved");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(back.max_dynamic, "49152");
        assert_eq!(
            back.validate().unwrap().kernel,
            form.validate().unwrap().kernel
        );
    }

    /// Every entry of the typed shape, version 1 (without the later inputs) or 2, with values in range or not,
    /// loads as the same form with the same messages, and is written back (a rename) byte for byte.
    #[test]
    fn every_typed_entry_reads_back_to_the_same_form() {
        let mut r = Scramble(0x2545_f491_4f6c_dd1d);
        let new = new_keys();
        let optional_keys: Vec<String> = serde_json::to_value(dto_shape())
            .unwrap()
            .as_object()
            .unwrap()
            .keys()
            .filter(|k| !["v", "gpu", "threads_per_block", "regs_per_thread"].contains(&k.as_str()))
            .cloned()
            .collect();
        for _ in 0..2000 {
            let s = |r: &mut Scramble, from: &[&str]| r.pick(from).to_string();
            let dto = ConfigDto {
                v: r.pick(&[1, 2]),
                gpu: s(
                    &mut r,
                    &[
                        "cc-9.0",
                        "cc-8.9",
                        "geforce-rtx-4090",
                        "tesla-p100-sxm2",
                        "h100-sxm5-80gb",
                        "4090",
                        "nope",
                        "",
                        "q\"b\\s\n\u{1}é😀",
                    ],
                ),
                threads_per_block: r.pick(&[0, 1, 128, 160, 1024, 4096, u32::MAX]),
                regs_per_thread: r.pick(&[0, 16, 51, 255, 256, u32::MAX]),
                static_smem: r.pick(&[0, 5000, 49152, u32::MAX]),
                dynamic_smem: r.pick(&[0, 5000, u32::MAX]),
                carveout_kib: r.pick(&[None, Some(0), Some(100), Some(48), Some(u32::MAX)]),
                opt_in: r.pick(&[true, false]),
                max_dynamic_smem: r.pick(&[None, Some(0), Some(1000), Some(u32::MAX)]),
                barriers: r.pick(&[0, 1, 4, 16, 17, u32::MAX]),
                sm_count: r.pick(&[None, Some(0), Some(132), Some(2_000_000)]),
                partitioned_gc: s(&mut r, &["off", "on", "strict", "sometimes", ""]),
                cache_config: s(&mut r, &["none", "shared", "l1", "equal", "fast"]),
                virtual_resources: r.pick(&[0, 2, u32::MAX]),
                grid_blocks: r.pick(&[
                    None,
                    Some(0),
                    Some(46),
                    Some((1 << 31) - 1),
                    Some(u64::MAX),
                ]),
                problem_size: r.pick(&[None, Some(0), Some(5000), Some(1_000_000_000_000_001)]),
                work_per_thread: r.pick(&[0, 1, 8, u64::MAX]),
                smem_per_thread: r.pick(&[0, 2048, 262_144, 262_145]),
                roofline: s(
                    &mut r,
                    &[
                        "",
                        "rf=2.1T&rb=40%20G",
                        "rp=fp64&rt=850us",
                        "rp=fp16&rf=-5&rq=1",
                        "\t",
                    ],
                ),
            };
            let mut value = serde_json::to_value(&dto).unwrap();
            for key in &optional_keys {
                if r.pick(&[false, false, true]) {
                    value.as_object_mut().unwrap().remove(key);
                }
            }
            let raw = value.to_string();
            let old = old_parse(&raw).unwrap();
            let config = parse_config(&raw).unwrap();
            assert_eq!(config, from_old(&old), "{raw}");
            assert_eq!(
                config.to_form_en("saved"),
                old_to_form(&old, "saved"),
                "{raw}"
            );
            assert_eq!(
                without(&config_json(&config), &new),
                old_json(&old),
                "{raw}"
            );
        }
    }

    #[test]
    fn accepts_and_refuses_what_serde_did() {
        let base = r#""gpu":"cc-9.0","threads_per_block":256,"regs_per_thread":32"#;
        let cases = [
            format!(r#"{{"v":1,{base}}}"#),
            format!(r#"{{"v":2,{base},"barriers":3,"barriers":4}}"#),
            format!(r#"{{"v":2,{base},"barriers":"x","barriers":4}}"#),
            format!(r#"{{"v":2,{base},"barriers":4,"barriers":null}}"#),
            format!(r#"{{"v":2,{base},"carveout_kib":null,"sm_count":7}}"#),
            format!(r#"{{"v":2,{base},"sm_count":-1}}"#),
            format!(r#"{{"v":2,{base},"sm_count":1.0}}"#),
            format!(r#"{{"v":2,{base},"sm_count":1e2}}"#),
            format!(r#"{{"v":2,{base},"sm_count":4294967296}}"#),
            format!(r#"{{"v":2,{base},"grid_blocks":18446744073709551615}}"#),
            format!(r#"{{"v":2,{base},"grid_blocks":18446744073709551616}}"#),
            format!(r#"{{"v":2,{base},"grid_blocks":99999999999999999999999999999999999}}"#),
            format!(r#"{{"v":2,{base},"work_per_thread":null}}"#),
            format!(r#"{{"v":2,{base},"smem_per_thread":4294967296}}"#),
            format!(r#"{{"v":2,{base},"partitioned_gc":null}}"#),
            format!(r#"{{"v":2,{base},"opt_in":1}}"#),
            format!(r#"{{"v":2,{base},"opt_in":null}}"#),
            format!(r#"{{"v":2,{base},"opt_in":true,"roofline":""}}"#),
            format!(r#"{{"v":2,{base},"roofline":null}}"#),
            format!(r#"{{"v":2,{base},"gpu":["x"]}}"#),
            format!(r#"{{"v":2,{base},"extra":1}}"#),
            format!(r#"{{"v":2.0,{base}}}"#),
            format!(r#"{{"v":"2",{base}}}"#),
            format!(r#"{{"v":"x","v":2,{base}}}"#),
            r#"{"v":2,"gpu":"cc-9.0","threads_per_block":256}"#.to_string(),
            r#"{"v":2}"#.to_string(),
            "[1]".to_string(),
            "2".to_string(),
            "{}".to_string(),
        ];
        for raw in &cases {
            let old = old_parse(raw).ok();
            assert_eq!(
                parse_config(raw).ok(),
                old.as_ref().map(from_old),
                "{raw}: {:?}",
                parse_config(raw)
            );
            assert_eq!(
                parse_config(raw).ok().map(|c| c.to_form_en("x")),
                old.map(|d| old_to_form(&d, "x")),
                "{raw}"
            );
        }
    }

    /// How each input is stored follows from its kind and default in the table.
    #[test]
    fn the_stored_shape_follows_the_table() {
        let u32 = u64::from(u32::MAX);
        for (field, shape) in [
            (Field::Gpu, Shape::Text),
            (Field::PartitionedGc, Shape::Text),
            (Field::OptIn, Shape::Flag),
            (
                Field::Threads,
                Shape::Number {
                    max: u32,
                    nullable: false,
                },
            ),
            (
                Field::StaticSmem,
                Shape::Number {
                    max: u32,
                    nullable: false,
                },
            ),
            (
                Field::Carveout,
                Shape::Number {
                    max: u32,
                    nullable: true,
                },
            ),
            (
                Field::Sms,
                Shape::Number {
                    max: u32,
                    nullable: true,
                },
            ),
            (
                Field::Grid,
                Shape::Number {
                    max: u64::MAX,
                    nullable: true,
                },
            ),
            (
                Field::PerThread,
                Shape::Number {
                    max: u64::MAX,
                    nullable: false,
                },
            ),
            (
                Field::SmemPerThread,
                Shape::Number {
                    max: u32,
                    nullable: false,
                },
            ),
        ] {
            assert_eq!(Shape::of(field), shape, "{field:?}");
        }
        // A config of every default loads as the default form, without a message, and a missing input is its default.
        let defaults =
            parse_config(r#"{"v":2,"gpu":"cc-8.9","threads_per_block":128,"regs_per_thread":51}"#)
                .unwrap();
        assert_eq!(
            defaults.to_form_en("x"),
            (
                Form {
                    gpu: "cc-8.9".to_string(),
                    ..Form::default()
                },
                Vec::new()
            )
        );
        assert_eq!(parse_config(&config_json(&defaults)), Ok(defaults.clone()));
        for (field, value) in Field::ALL.iter().zip(&defaults.values) {
            assert_eq!(
                matches!(value, Stored::Null),
                field.default_text().parse::<u64>().is_err() && Shape::of(*field) != Shape::Text,
                "{field:?}"
            );
        }
        assert_eq!(
            REQUIRED.map(Field::stored),
            ["gpu", "threads_per_block", "regs_per_thread"]
        );
    }

    #[test]
    fn bad_entries_say_why() {
        let why = |raw: &str| parse_config(raw).unwrap_err();
        assert!(why("{nope").starts_with("not JSON (key must be a string at line 1 column 2"));
        assert_eq!(why("[]"), "not an occ config (no version field)");
        assert_eq!(
            why(r#"{"v":9}"#),
            "version 9 is not known (this page reads versions 1 to 2)"
        );
        assert_eq!(
            why(r#"{"v":1,"gpu":"a","threads_per_block":1,"regs_per_thread":1,"colour":"red"}"#),
            "not an occ config (unknown field `colour`)"
        );
        assert_eq!(
            why(r#"{"v":1,"gpu":"a","regs_per_thread":1}"#),
            "not an occ config (missing field `threads_per_block`)"
        );
        assert_eq!(
            why(r#"{"v":1,"gpu":3}"#),
            "not an occ config (field `gpu`: expected a string)"
        );
        assert_eq!(
            why(r#"{"v":1,"gpu":"a","threads_per_block":-1,"regs_per_thread":1}"#),
            "not an occ config (field `threads_per_block`: expected u32)"
        );
        assert_eq!(
            why(
                r#"{"v":1,"gpu":"a","threads_per_block":1,"regs_per_thread":1,"problem_size":1.5}"#
            ),
            "not an occ config (field `problem_size`: expected u64)"
        );
        assert_eq!(
            why(r#"{"v":1,"gpu":"a","threads_per_block":1,"regs_per_thread":1,"opt_in":"yes"}"#),
            "not an occ config (field `opt_in`: expected a boolean)"
        );
        let entry = |raw: &str| read_saved([(key_for("k"), raw.to_string())]).1.join("");
        assert!(entry(r#"{"name":"k"}"#).contains("not an occ config (no config field)"));
        let config = config_json(&config());
        assert!(entry(&format!(r#"{{"name":"k","config":{config},"x":1}}"#))
            .contains("unknown field `x`"));
        assert!(entry(&format!(r#"{{"config":{config}}}"#)).contains("missing field `name`"));
        assert!(entry(&format!(r#"{{"name":7,"config":{config}}}"#))
            .contains("field `name`: expected a string"));
    }

    #[test]
    fn garbage_is_reported_never_panics() {
        let deep = format!("{}{}", "[".repeat(200_000), "]".repeat(200_000));
        let nested = format!(r#"{{"name":"k","config":{}}}"#, "{\"v\":".repeat(300));
        let huge = format!(r#"{{"v":{}}}"#, "9".repeat(10_000));
        let items = [
            deep,
            nested,
            huge,
            "\u{0}\u{ffff}".to_string(),
            String::new(),
        ]
        .map(|raw| (key_for("k"), raw));
        let (saved, notices) = read_saved(items);
        assert!(saved.is_empty());
        assert_eq!(notices.len(), 5, "{notices:?}");
        assert!(notices.iter().all(|n| n.contains("cannot be read")));
    }

    /// A visit that names no input restores the last-used config unless the mark a visit leaves until it settles
    /// names that very text; an unreadable one is reported. Nothing here writes, so storage stays as it is.
    #[test]
    fn the_last_used_config_is_restored_only_once_a_visit_settled_with_it() {
        let mut form = Form::default();
        Field::Threads.set(&mut form, "384").unwrap();
        let text = crate::persist::query::to_query(&form);
        assert_eq!(last_used(None, None), LastUsed::Nothing);
        assert_eq!(last_used(None, Some(&text)), LastUsed::Nothing);
        let restored = LastUsed::Restore(Box::new(form), Vec::new(), text.clone());
        assert_eq!(last_used(Some(text.clone()), None), restored);
        // A mark left by another config (a link that froze before it settled, so never stored) does not count.
        let other = crate::persist::query::to_query(&Form::default());
        assert_ne!(other, text);
        assert_eq!(last_used(Some(text.clone()), Some(&other)), restored);
        assert_eq!(
            last_used(Some(text.clone()), Some(&text)),
            LastUsed::Unsettled(text.clone())
        );
        // Not even read: a config that froze the page is not parsed again before it is asked for.
        assert_eq!(
            last_used(Some("{\"v\":".to_string()), Some("{\"v\":")),
            LastUsed::Unsettled("{\"v\":".to_string())
        );
        // Stored as JSON by an earlier page: left to the reader of JSON configs, which refuses what is not one.
        let json = config_json(&config());
        assert_eq!(
            last_used(Some(json.clone()), None),
            LastUsed::Json(json.clone())
        );
        assert!(parse_config(&json).is_ok());
        assert!(matches!(
            last_used(Some("not json".to_string()), None),
            LastUsed::Unreadable(why) if english(std::slice::from_ref(&why))[0].starts_with("not an occ config")
        ));
    }

    #[test]
    fn names_are_checked() {
        assert!(check_name("  ").is_err());
        assert_eq!(check_name(" a ").unwrap(), "a");
        assert!(check_name(&"x".repeat(81)).is_err());
    }
}
