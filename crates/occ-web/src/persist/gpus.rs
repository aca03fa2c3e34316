//! `gpus.json`: the GPU picker's groups of the vendors the page's first wasm does not compute (written at build time
//! by `occ-shell` from `state::gpu::elsewhere_groups`), fetched the first time the picker is used. That wasm holds
//! NVIDIA's products alone; picking one of these hands the page over to the module with every vendor's rules.

use crate::persist::json::{self, Value};
use crate::state::gpu::{PickerEntry, PickerGroup};

/// The file's `{"groups": [{"name", "entries": [{"id", "label", "detail", "haystack"}]}]}` (other keys ignored).
pub fn parse(text: &str) -> Result<Vec<PickerGroup>, String> {
    let file = json::parse(text)?;
    let text_of = |value: &Value, key: &str| match value.get(key) {
        Some(Value::Str(text)) => Ok(text.clone()),
        _ => Err(format!("field `{key}`: expected a string")),
    };
    let Some(Value::Arr(groups)) = file.get("groups") else {
        return Err("field `groups`: expected a list".to_string());
    };
    groups
        .iter()
        .map(|group| {
            let Some(Value::Arr(entries)) = group.get("entries") else {
                return Err("field `entries`: expected a list".to_string());
            };
            Ok(PickerGroup {
                name: text_of(group, "name")?,
                entries: entries
                    .iter()
                    .map(|e| {
                        Ok(PickerEntry {
                            id: text_of(e, "id")?,
                            label: text_of(e, "label")?,
                            detail: text_of(e, "detail")?,
                            haystack: text_of(e, "haystack")?,
                        })
                    })
                    .collect::<Result<_, String>>()?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_occ_shell_writes_and_refuses_the_rest() {
        let text = r#"{"id": 1, "groups": [{"name": "CDNA 3", "entries": [{"id": "instinct-mi300x",
            "label": "Instinct MI300X", "detail": "gfx942 · 304 CUs", "haystack": "amd instinct mi300x"}]}]}"#;
        let groups = parse(text).unwrap();
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].name, "CDNA 3");
        assert_eq!(groups[0].entries[0].id, "instinct-mi300x");
        assert!(parse(r#"{"groups": [{"name": "x"}]}"#).is_err());
        assert!(parse("[]").is_err());
        assert!(parse("not json").is_err());
    }
}
