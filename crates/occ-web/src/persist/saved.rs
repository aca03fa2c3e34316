//! Saved configurations: the DTO kept in localStorage (separate from occ-core's types) and the pure logic
//! that reads it. Each config has its own key, `occ.config.v1:<name>`, so one damaged entry can never take the
//! others with it; an entry this page cannot read gives a notice and is left in storage untouched.
//!
//! DTO versions: 1 (the calculator's inputs); 2 adds the launch-planning inputs, all optional, so a version-1 entry
//! reads as version 2 with the planning inputs at their defaults.

use crate::persist::json::{self, Value};
use crate::persist::query::pairs;
use crate::persist::query::roof_query;
use crate::state::input::{Field, Form};
use crate::state::roofline::RoofField;
use occ_core::{CacheConfig, PartitionedGc};

/// Prefix of the key of every saved config.
pub const CONFIG_PREFIX: &str = "occ.config.v1:";
/// The last-used config, restored on reload.
pub const LAST_KEY: &str = "occ.last.v1";
/// "light" or "dark" once the user picked one; absent = follow the system.
pub const THEME_KEY: &str = "occ.theme.v1";
/// The DTO version this page writes; it reads every version from 1 up to it. Version 2 added the launch planning
/// inputs and `roofline`; version 1 entries (without them) still load.
pub const DTO_VERSION: u32 = 2;

fn one() -> u32 {
    1
}

fn off() -> String {
    PartitionedGc::Off.name().to_string()
}

fn none() -> String {
    CacheConfig::None.name().to_string()
}

/// One configuration as stored: plain values, named for people reading their localStorage.
///
/// It is read and written by [`crate::persist::json`] ([`parse_config`], [`config_json`]) exactly as serde's derive
/// with these (test-only) attributes did, which the tests check against serde_json.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    test,
    derive(serde::Serialize, serde::Deserialize),
    serde(deny_unknown_fields)
)]
pub struct ConfigDto {
    pub v: u32,
    pub gpu: String,
    pub threads_per_block: u32,
    pub regs_per_thread: u32,
    #[cfg_attr(test, serde(default))]
    pub static_smem: u32,
    #[cfg_attr(test, serde(default))]
    pub dynamic_smem: u32,
    /// `None` = driver default.
    #[cfg_attr(test, serde(default))]
    pub carveout_kib: Option<u32>,
    #[cfg_attr(test, serde(default))]
    pub opt_in: bool,
    #[cfg_attr(test, serde(default))]
    pub max_dynamic_smem: Option<u32>,
    #[cfg_attr(test, serde(default = "one"))]
    pub barriers: u32,
    /// `None` = the preset's SM count.
    #[cfg_attr(test, serde(default))]
    pub sm_count: Option<u32>,
    #[cfg_attr(test, serde(default = "off"))]
    pub partitioned_gc: String,
    #[cfg_attr(test, serde(default = "none"))]
    pub cache_config: String,
    #[cfg_attr(test, serde(default))]
    pub virtual_resources: u32,
    /// Version 2: the planning panel's grid in blocks (`None` = from the problem size, else grid-stride).
    #[cfg_attr(test, serde(default))]
    pub grid_blocks: Option<u64>,
    /// Version 2: the problem size in work items.
    #[cfg_attr(test, serde(default))]
    pub problem_size: Option<u64>,
    #[cfg_attr(test, serde(default = "one_u64"))]
    pub work_per_thread: u64,
    #[cfg_attr(test, serde(default))]
    pub smem_per_thread: u32,
    /// The roofline panel's inputs in the link's syntax (`rf=2.1T&rb=40G&rt=850%20us`, the keys of
    /// crates/occ-web/README.md), so both stay one format; absent = the panel's defaults, as in every version 1
    /// entry.
    #[cfg_attr(test, serde(default, skip_serializing_if = "String::is_empty"))]
    pub roofline: String,
}

fn one_u64() -> u64 {
    1
}

/// A named saved config as stored under `occ.config.v1:<name>`.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    test,
    derive(serde::Serialize, serde::Deserialize),
    serde(deny_unknown_fields)
)]
pub struct SavedDto {
    pub name: String,
    pub config: ConfigDto,
}

fn optional(text: &str) -> Option<u32> {
    text.trim().parse().ok()
}

impl ConfigDto {
    /// The DTO of a form; `None` while any input is invalid (the page only saves what computes).
    pub fn from_form(form: &Form) -> Option<Self> {
        let calc = form.validate().ok()?;
        let plan = form.plan().ok()?;
        form.roof.check().ok()?;
        let kernel = calc.kernel;
        Some(Self {
            v: DTO_VERSION,
            gpu: calc.choice.id(),
            threads_per_block: kernel.threads_per_block,
            regs_per_thread: kernel.regs_per_thread,
            static_smem: kernel.static_smem,
            dynamic_smem: kernel.dynamic_smem,
            carveout_kib: calc.carveout_kib,
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

    /// The form of a DTO, repaired field by field; the messages name `what` and the bad field.
    pub fn to_form(&self, what: &str) -> (Form, Vec<String>) {
        let mut form = Form {
            gpu: self.gpu.clone(),
            threads: self.threads_per_block.to_string(),
            regs: self.regs_per_thread.to_string(),
            static_smem: self.static_smem.to_string(),
            dynamic_smem: self.dynamic_smem.to_string(),
            carveout: self
                .carveout_kib
                .map_or("-1".to_string(), |kib| kib.to_string()),
            opt_in: self.opt_in,
            max_dynamic: self
                .max_dynamic_smem
                .map_or(String::new(), |b| b.to_string()),
            barriers: self.barriers.to_string(),
            sms: self.sm_count.map_or(String::new(), |n| n.to_string()),
            virtual_resources: self.virtual_resources.to_string(),
            grid: self.grid_blocks.map_or(String::new(), |g| g.to_string()),
            items: self.problem_size.map_or(String::new(), |n| n.to_string()),
            per_thread: self.work_per_thread.to_string(),
            smem_per_thread: self.smem_per_thread.to_string(),
            ..Form::default()
        };
        let mut messages = Vec::new();
        for (field, value) in [
            (Field::PartitionedGc, &self.partitioned_gc),
            (Field::CacheConfig, &self.cache_config),
        ] {
            if let Err(error) = field.set(&mut form, value) {
                messages.push(format!("{what}: {error}; using the default"));
            }
        }
        messages.extend(form.repair(|field| format!("{what}, {}", field.label())));
        for (key, value) in pairs(&self.roofline) {
            match RoofField::from_key(&key) {
                Some(field) => {
                    if let Err(error) = form.roof.set(field, &value) {
                        messages.push(format!(
                            "{what}, {}: {error}; using the default",
                            field.label()
                        ));
                    }
                }
                None => messages.push(format!(
                    "{what}: roofline input '{key}' is not known and was ignored"
                )),
            }
        }
        let gpu = form.gpu.clone();
        messages.extend(
            form.roof
                .repair(&gpu, |field| format!("{what}, {}", field.label())),
        );
        (form, messages)
    }
}

/// The stored key of [`ConfigDto`]'s field `index` (its field order: the version, the inputs in the table's
/// order, the roofline inputs); the first four are required.
fn stored_key(index: usize) -> Option<&'static str> {
    match index {
        0 => Some("v"),
        i if i <= Field::ALL.len() => Some(Field::ALL[i - 1].stored()),
        i if i == Field::ALL.len() + 1 => Some("roofline"),
        _ => None,
    }
}

fn uint(value: &Value, max: u64) -> Result<u64, &'static str> {
    value
        .as_u64()
        .filter(|&n| n <= max)
        .ok_or(if max == u64::from(u32::MAX) {
            "expected u32"
        } else {
            "expected u64"
        })
}

fn u32_of(value: &Value) -> Result<u32, &'static str> {
    uint(value, u32::MAX.into()).map(|n| n as u32)
}

fn option<T>(
    value: &Value,
    read: impl Fn(&Value) -> Result<T, &'static str>,
) -> Result<Option<T>, &'static str> {
    match value {
        Value::Null => Ok(None),
        value => read(value).map(Some),
    }
}

fn string(value: &Value) -> Result<String, &'static str> {
    match value {
        Value::Str(text) => Ok(text.clone()),
        _ => Err("expected a string"),
    }
}

/// A config object's fields, as serde's derive with `deny_unknown_fields` read them from a `serde_json::Value`
/// (so of a repeated key only the last counts).
fn config_from(value: &Value) -> Result<ConfigDto, String> {
    let Value::Obj(pairs) = value else {
        return Err("expected a config object".to_string());
    };
    let mut dto = ConfigDto {
        v: 0,
        gpu: String::new(),
        threads_per_block: 0,
        regs_per_thread: 0,
        static_smem: 0,
        dynamic_smem: 0,
        carveout_kib: None,
        opt_in: false,
        max_dynamic_smem: None,
        barriers: one(),
        sm_count: None,
        partitioned_gc: off(),
        cache_config: none(),
        virtual_resources: 0,
        grid_blocks: None,
        problem_size: None,
        work_per_thread: one_u64(),
        smem_per_thread: 0,
        roofline: String::new(),
    };
    let mut seen = 0u32;
    for (key, value) in pairs.iter().rev() {
        let Some(index) = (0..).map_while(stored_key).position(|f| f == key) else {
            return Err(format!("unknown field `{key}`"));
        };
        if seen & 1 << index != 0 {
            continue;
        }
        seen |= 1 << index;
        let u64_of = |value: &Value| uint(value, u64::MAX);
        match index {
            0 => u32_of(value).map(|n| dto.v = n),
            1 => string(value).map(|s| dto.gpu = s),
            2 => u32_of(value).map(|n| dto.threads_per_block = n),
            3 => u32_of(value).map(|n| dto.regs_per_thread = n),
            4 => u32_of(value).map(|n| dto.static_smem = n),
            5 => u32_of(value).map(|n| dto.dynamic_smem = n),
            6 => option(value, u32_of).map(|n| dto.carveout_kib = n),
            7 => match value {
                Value::Bool(b) => {
                    dto.opt_in = *b;
                    Ok(())
                }
                _ => Err("expected a boolean"),
            },
            8 => option(value, u32_of).map(|n| dto.max_dynamic_smem = n),
            9 => u32_of(value).map(|n| dto.barriers = n),
            10 => option(value, u32_of).map(|n| dto.sm_count = n),
            11 => string(value).map(|s| dto.partitioned_gc = s),
            12 => string(value).map(|s| dto.cache_config = s),
            13 => u32_of(value).map(|n| dto.virtual_resources = n),
            14 => option(value, u64_of).map(|n| dto.grid_blocks = n),
            15 => option(value, u64_of).map(|n| dto.problem_size = n),
            16 => u64_of(value).map(|n| dto.work_per_thread = n),
            17 => u32_of(value).map(|n| dto.smem_per_thread = n),
            _ => string(value).map(|s| dto.roofline = s),
        }
        .map_err(|why| format!("field `{key}`: {why}"))?;
    }
    match (0..4).find(|i| seen & 1 << i == 0).and_then(stored_key) {
        Some(field) => Err(format!("missing field `{field}`")),
        None => Ok(dto),
    }
}

/// A parsed config, checking the version first.
fn check_config(value: &Value) -> Result<ConfigDto, String> {
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

/// Reads one stored DTO, checking the version.
pub fn parse_config(raw: &str) -> Result<ConfigDto, String> {
    check_config(&json::parse(raw).map_err(|e| format!("not JSON ({e})"))?)
}

/// A saved entry (`{"name":…,"config":…}`) whose config was read as `config`.
fn saved_from(value: &Value, config: ConfigDto) -> Result<SavedDto, String> {
    let Value::Obj(pairs) = value else {
        return Err("expected an object".to_string());
    };
    if let Some((key, _)) = pairs.iter().find(|(k, _)| k != "name" && k != "config") {
        return Err(format!("unknown field `{key}`"));
    }
    let name = value.get("name").ok_or("missing field `name`")?;
    let name = string(name).map_err(|why| format!("field `name`: {why}"))?;
    Ok(SavedDto { name, config })
}

/// One saved config, ready to load.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    pub name: String,
    pub key: String,
    pub config: ConfigDto,
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
pub fn read_saved(items: impl IntoIterator<Item = (String, String)>) -> (Vec<Saved>, Vec<String>) {
    let mut saved = Vec::new();
    let mut notices = Vec::new();
    for (key, raw) in items {
        let Some(key_name) = key.strip_prefix(CONFIG_PREFIX) else {
            continue;
        };
        let entry: Result<SavedDto, String> = json::parse(&raw)
            .map_err(|e| format!("not JSON ({e})"))
            .and_then(|value| {
                let config = value
                    .get("config")
                    .ok_or("not an occ config (no config field)")?;
                let config = check_config(config)?;
                saved_from(&value, config).map_err(|e| format!("not an occ config ({e})"))
            });
        match entry {
            Ok(dto) if dto.name == key_name => saved.push(Saved {
                name: dto.name,
                key,
                config: dto.config,
            }),
            Ok(dto) => notices.push(format!(
                "Saved config under key '{key}' names itself '{}'; it was left in storage",
                dto.name
            )),
            Err(why) => notices.push(format!(
                "Saved config '{key_name}' (localStorage key '{key}') cannot be read: {why}. It was left in storage \
                 untouched"
            )),
        }
    }
    // ASCII case folding: Unicode's tables would cost 12 KB of wasm for the order of a list.
    saved.sort_by_key(|s| s.name.to_ascii_lowercase());
    (saved, notices)
}

fn quoted(text: &str) -> String {
    let mut out = String::new();
    json::write_str(&mut out, text);
    out
}

/// The stored text of a config (the last-used one): the JSON serde_json wrote, byte for byte.
pub fn config_json(c: &ConfigDto) -> String {
    let number = |n: Option<u64>| n.map_or("null".to_string(), |n| n.to_string());
    let small = |n: Option<u32>| number(n.map(u64::from));
    let roofline = if c.roofline.is_empty() {
        String::new()
    } else {
        format!(",\"roofline\":{}", quoted(&c.roofline))
    };
    format!(
        "{{\"v\":{},\"gpu\":{},\"threads_per_block\":{},\"regs_per_thread\":{},\"static_smem\":{},\"dynamic_smem\":{},\
         \"carveout_kib\":{},\"opt_in\":{},\"max_dynamic_smem\":{},\"barriers\":{},\"sm_count\":{},\
         \"partitioned_gc\":{},\"cache_config\":{},\"virtual_resources\":{},\"grid_blocks\":{},\
         \"problem_size\":{},\"work_per_thread\":{},\"smem_per_thread\":{}{roofline}}}",
        c.v,
        quoted(&c.gpu),
        c.threads_per_block,
        c.regs_per_thread,
        c.static_smem,
        c.dynamic_smem,
        small(c.carveout_kib),
        c.opt_in,
        small(c.max_dynamic_smem),
        c.barriers,
        small(c.sm_count),
        quoted(&c.partitioned_gc),
        quoted(&c.cache_config),
        c.virtual_resources,
        number(c.grid_blocks),
        number(c.problem_size),
        c.work_per_thread,
        c.smem_per_thread,
    )
}

/// The stored text of a saved config.
pub fn saved_json(name: &str, config: &ConfigDto) -> String {
    format!(
        "{{\"name\":{},\"config\":{}}}",
        quoted(name),
        config_json(config)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::roofline::RoofForm;
    use occ_core::roofline::Precision;

    fn dto() -> ConfigDto {
        ConfigDto::from_form(&Form {
            gpu: "cc-9.0".to_string(),
            barriers: "4".to_string(),
            carveout: "100".to_string(),
            ..Form::default()
        })
        .unwrap()
    }

    #[test]
    fn round_trips_a_form() {
        let config = dto();
        assert_eq!(config.barriers, 4);
        assert_eq!(config.carveout_kib, Some(100));
        let json = config_json(&config);
        let back = parse_config(&json).unwrap();
        let (form, messages) = back.to_form("saved config");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(form.gpu, "cc-9.0");
        assert_eq!(form.barriers, "4");
        assert_eq!(form.carveout, "100");
        assert_eq!(ConfigDto::from_form(&form), Some(config));
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
        let config = ConfigDto::from_form(&form).unwrap();
        assert_eq!(config.v, 2);
        assert_eq!(
            (
                config.grid_blocks,
                config.problem_size,
                config.work_per_thread,
                config.smem_per_thread
            ),
            (Some(46), Some(5000), 8, 2048)
        );
        let back = parse_config(&config_json(&config)).unwrap();
        let (loaded, messages) = back.to_form("saved");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(loaded.plan(), form.plan());
    }

    #[test]
    fn version_1_entries_still_load() {
        // Written by the page before launch planning existed.
        let old = r#"{"name":"old","config":{"v":1,"gpu":"cc-8.9","threads_per_block":160,"regs_per_thread":16,"static_smem":0,"dynamic_smem":0,"carveout_kib":null,"opt_in":false,"max_dynamic_smem":null,"barriers":1,"sm_count":null,"partitioned_gc":"off","cache_config":"none","virtual_resources":0}}"#;
        let (saved, notices) = read_saved([(key_for("old"), old.to_string())]);
        assert!(notices.is_empty(), "{notices:?}");
        let (form, messages) = saved[0].config.to_form("old");
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
        assert_eq!(ConfigDto::from_form(&form).unwrap().v, DTO_VERSION);
    }

    #[test]
    fn bad_plan_values_in_a_readable_entry_fall_back_alone() {
        let mut config = dto();
        config.grid_blocks = Some(0);
        config.work_per_thread = 0;
        let (form, messages) = config.to_form("saved config 'x'");
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
        assert_eq!(ConfigDto::from_form(&bad), None);
    }

    #[test]
    fn corrupt_and_foreign_entries_give_notices_and_others_survive() {
        let good = saved_json("mine", &dto());
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
        let mut config = dto();
        config.threads_per_block = 4096;
        config.partitioned_gc = "sometimes".to_string();
        let (form, messages) = config.to_form("saved config 'x'");
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
        let config = ConfigDto::from_form(&form).unwrap();
        let json = config_json(&config);
        assert!(json.starts_with("{\"v\":2,"), "{json}");
        assert!(
            json.ends_with("\"roofline\":\"rf=2.1T&rb=40%20G&ri=7&rp=fp64&rt=850us\"}"),
            "{json}"
        );
        let (back, messages) = parse_config(&json).unwrap().to_form("saved config");
        assert!(messages.is_empty(), "{messages:?}");
        assert_eq!(back.roof.bytes, "40 G");
        assert_eq!(back.roof.intensity, "7");
        assert_eq!(back.roof.precision, Precision::Fp64);
        assert_eq!(ConfigDto::from_form(&back), Some(config));
        // The defaults store nothing, and a bad input is not saved.
        assert!(!config_json(&dto()).contains("roofline"));
        let bad = Form {
            roof: RoofForm {
                flops: "lots".to_string(),
                ..RoofForm::default()
            },
            ..Form::default()
        };
        assert_eq!(ConfigDto::from_form(&bad), None);
    }

    #[test]
    fn version_1_entries_load_with_the_roofline_defaults() {
        // As the page wrote them before the roofline panel.
        let raw = r#"{"v":1,"gpu":"cc-9.0","threads_per_block":256,"regs_per_thread":32,"static_smem":0,
            "dynamic_smem":0,"carveout_kib":null,"opt_in":false,"max_dynamic_smem":null,"barriers":1,
            "sm_count":null,"partitioned_gc":"off","cache_config":"none","virtual_resources":0}"#;
        let (form, messages) = parse_config(raw).unwrap().to_form("saved config");
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
        let (form, messages) = parse_config(raw).unwrap().to_form("saved config 'x'");
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

    /// Every config shape: all options set, all unset, awkward strings.
    fn shapes() -> Vec<ConfigDto> {
        let mut full = dto();
        full.carveout_kib = None;
        full.max_dynamic_smem = Some(u32::MAX);
        full.sm_count = Some(132);
        full.opt_in = true;
        full.grid_blocks = Some(u64::MAX);
        full.problem_size = Some(0);
        full.roofline = "rf=2.1T&rb=40%20G".to_string();
        let mut odd = dto();
        odd.gpu = "q\"b\\s\n\u{1}é😀".to_string();
        odd.roofline = "\t".to_string();
        vec![dto(), full, odd]
    }

    #[test]
    fn writes_what_serde_json_wrote_and_reads_it_back() {
        for config in shapes() {
            let json = config_json(&config);
            assert_eq!(json, serde_json::to_string(&config).unwrap());
            assert_eq!(parse_config(&json), Ok(config.clone()));
            let saved = saved_json("n\"ame", &config);
            let dto = SavedDto {
                name: "n\"ame".to_string(),
                config: config.clone(),
            };
            assert_eq!(saved, serde_json::to_string(&dto).unwrap());
            // The old reader (serde_json with the derive) reads what the new writer writes.
            assert_eq!(serde_json::from_str::<SavedDto>(&saved).unwrap(), dto);
        }
    }

    /// The old reader, for comparing: serde_json with the derives the DTOs had.
    fn old_parse(raw: &str) -> Result<ConfigDto, String> {
        let value: serde_json::Value = serde_json::from_str(raw).map_err(|e| e.to_string())?;
        match value.get("v").and_then(serde_json::Value::as_u64) {
            Some(1..=2) => serde_json::from_value(value).map_err(|e| e.to_string()),
            _ => Err("version".to_string()),
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
            format!(r#"{{"v":2,{base},"opt_in":1}}"#),
            format!(r#"{{"v":2,{base},"opt_in":true,"roofline":""}}"#),
            format!(r#"{{"v":2,{base},"roofline":null}}"#),
            format!(r#"{{"v":2,{base},"gpu":["x"]}}"#),
            format!(r#"{{"v":2,{base},"extra":1}}"#),
            format!(r#"{{"v":2.0,{base}}}"#),
            format!(r#"{{"v":"2",{base}}}"#),
            r#"{"v":2,"gpu":"cc-9.0","threads_per_block":256}"#.to_string(),
            r#"{"v":2}"#.to_string(),
            "[1]".to_string(),
            "2".to_string(),
            "{}".to_string(),
        ];
        for raw in &cases {
            assert_eq!(
                parse_config(raw).ok(),
                old_parse(raw).ok(),
                "{raw}: {:?}",
                parse_config(raw)
            );
        }
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
        let entry = |raw: &str| read_saved([(key_for("k"), raw.to_string())]).1.join("");
        assert!(entry(r#"{"name":"k"}"#).contains("not an occ config (no config field)"));
        let config = config_json(&dto());
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

    #[test]
    fn names_are_checked() {
        assert!(check_name("  ").is_err());
        assert_eq!(check_name(" a ").unwrap(), "a");
        assert!(check_name(&"x".repeat(81)).is_err());
    }
}
