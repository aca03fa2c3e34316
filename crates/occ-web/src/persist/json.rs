//! The little JSON the page reads and writes (saved configs, a last-used config stored by an earlier page,
//! `citations.json`): a reader into a plain [`Value`] tree and a string writer, in place of serde_json, whose generic code, messages
//! and float tables would cost the page's wasm about 15 KB gzip (docs/performance.md has the figures).
//!
//! Numbers are only ever unsigned integers here, so they are kept as `u64` when they are one and as [`Num::Other`]
//! otherwise (negative, fraction, exponent, or too large): the reader never converts floats. It accepts exactly
//! RFC 8259 JSON, nests at most [`DEPTH`] deep, and never panics; a duplicate key keeps its last value (as
//! `serde_json::Value` did).

/// How deep arrays and objects may nest (serde_json's limit too).
pub const DEPTH: u32 = 128;

/// A JSON number as the page needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    /// A non-negative integer that fits a `u64`, written without fraction or exponent.
    U(u64),
    /// Any other number.
    Other,
}

/// A parsed JSON value; an object keeps its pairs in order, duplicates included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    Null,
    Bool(bool),
    Num(Num),
    Str(String),
    Arr(Vec<Value>),
    Obj(Vec<(String, Value)>),
}

impl Value {
    /// The value under `key` (the last one if repeated); `None` if absent or not an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Obj(pairs) => pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The value as a `u64`, if it is a non-negative integer that fits.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Num(Num::U(n)) => Some(*n),
            _ => None,
        }
    }
}

/// Parses one JSON text (whitespace around it allowed); the error says what was wrong and where.
pub fn parse(text: &str) -> Result<Value, String> {
    let mut parser = Parser {
        bytes: text.as_bytes(),
        at: 0,
    };
    let value = parser.value(0);
    let value = value.and_then(|v| {
        parser.space();
        if parser.at < parser.bytes.len() {
            Err("trailing characters")
        } else {
            Ok(v)
        }
    });
    value.map_err(|what| {
        let before = &parser.bytes[..parser.at.min(parser.bytes.len())];
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let column = before.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
        format!("{what} at line {line} column {column}")
    })
}

struct Parser<'a> {
    bytes: &'a [u8],
    at: usize,
}

type Step<T> = Result<T, &'static str>;

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Consumes `byte` after optional whitespace, or fails with `what`.
    fn expect(&mut self, byte: u8, what: &'static str) -> Step<()> {
        self.space();
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(what)
        }
    }

    fn value(&mut self, depth: u32) -> Step<Value> {
        self.space();
        let Some(first) = self.peek() else {
            return Err("EOF while parsing a value");
        };
        match first {
            b'{' | b'[' => {
                if depth >= DEPTH {
                    return Err("nested too deeply");
                }
                self.at += 1;
                let (close, object) = if first == b'{' {
                    (b'}', true)
                } else {
                    (b']', false)
                };
                let mut pairs = Vec::new();
                let mut items = Vec::new();
                self.space();
                if self.peek() == Some(close) {
                    self.at += 1;
                } else {
                    loop {
                        if object {
                            self.space();
                            if self.peek() != Some(b'"') {
                                return Err("key must be a string");
                            }
                            let key = self.string()?;
                            self.expect(b':', "expected `:`")?;
                            pairs.push((key, self.value(depth + 1)?));
                        } else {
                            items.push(self.value(depth + 1)?);
                        }
                        self.space();
                        match self.peek() {
                            Some(b',') => self.at += 1,
                            Some(b) if b == close => {
                                self.at += 1;
                                break;
                            }
                            _ => return Err("expected `,` or the closing bracket"),
                        }
                    }
                }
                Ok(if object {
                    Value::Obj(pairs)
                } else {
                    Value::Arr(items)
                })
            }
            b'"' => self.string().map(Value::Str),
            b't' => self.word("true", Value::Bool(true)),
            b'f' => self.word("false", Value::Bool(false)),
            b'n' => self.word("null", Value::Null),
            b'-' | b'0'..=b'9' => self.number(),
            _ => Err("expected value"),
        }
    }

    fn word(&mut self, word: &str, value: Value) -> Step<Value> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err("expected value")
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at - start
    }

    fn number(&mut self) -> Step<Value> {
        let start = self.at;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let first = self.peek();
        let digits = self.digits();
        if digits == 0 || (first == Some(b'0') && digits > 1) {
            return Err("invalid number");
        }
        let mut integer = !negative;
        if self.peek() == Some(b'.') {
            self.at += 1;
            integer = false;
            if self.digits() == 0 {
                return Err("invalid number");
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            integer = false;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err("invalid number");
            }
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or_default();
        Ok(Value::Num(match text.parse() {
            Ok(n) if integer => Num::U(n),
            _ => Num::Other,
        }))
    }

    fn hex4(&mut self) -> Step<u32> {
        let hex = self
            .bytes
            .get(self.at..self.at + 4)
            .ok_or("EOF in an escape")?;
        self.at += 4;
        let hex = std::str::from_utf8(hex).map_err(|_| "invalid escape")?;
        if hex.starts_with('+') {
            return Err("invalid escape");
        }
        u32::from_str_radix(hex, 16).map_err(|_| "invalid escape")
    }

    /// A string, the opening quote next.
    fn string(&mut self) -> Step<String> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let byte = self.peek().ok_or("EOF while parsing a string")?;
            self.at += 1;
            match byte {
                b'"' => break,
                b'\\' => {
                    let escape = self.peek().ok_or("EOF while parsing a string")?;
                    self.at += 1;
                    let c = match escape {
                        b'"' | b'\\' | b'/' => char::from(escape),
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let mut unit = self.hex4()?;
                            if (0xD800..0xDC00).contains(&unit) {
                                if !self.bytes[self.at..].starts_with(b"\\u") {
                                    return Err("lone surrogate in an escape");
                                }
                                self.at += 2;
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return Err("lone surrogate in an escape");
                                }
                                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                            }
                            char::from_u32(unit).ok_or("lone surrogate in an escape")?
                        }
                        _ => return Err("invalid escape"),
                    };
                    out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                }
                0..=0x1F => return Err("control character in a string"),
                _ => out.push(byte),
            }
        }
        // The input is a `str` and escapes add whole characters, so this cannot fail; never panic anyway.
        String::from_utf8(out).map_err(|_| "invalid UTF-8")
    }
}

/// Appends `text` as a JSON string, escaped exactly as serde_json escapes it.
pub fn write_str(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0'..='\u{1f}' => {
                let hex = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(hex[c as usize >> 4]));
                out.push(char::from(hex[c as usize & 15]));
            }
            _ => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    fn same_as_serde(text: &str) {
        let ours = parse(text);
        let theirs = serde_json::from_str::<serde_json::Value>(text);
        assert_eq!(
            ours.is_ok(),
            theirs.is_ok(),
            "{text:?}: {ours:?} vs {theirs:?}"
        );
        if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
            assert_eq!(normal(ours), from_serde(&theirs), "{text:?}");
        }
    }

    /// As `serde_json::Value` keeps an object: sorted by key, the last of duplicates.
    fn normal(value: Value) -> Value {
        match value {
            Value::Arr(items) => Value::Arr(items.into_iter().map(normal).collect()),
            Value::Obj(pairs) => {
                let map: std::collections::BTreeMap<String, Value> =
                    pairs.into_iter().map(|(k, v)| (k, normal(v))).collect();
                Value::Obj(map.into_iter().collect())
            }
            other => other,
        }
    }

    fn from_serde(value: &serde_json::Value) -> Value {
        use serde_json::Value as J;
        match value {
            J::Null => Value::Null,
            J::Bool(b) => Value::Bool(*b),
            J::Number(n) => Value::Num(n.as_u64().map_or(Num::Other, Num::U)),
            J::String(s) => Value::Str(s.clone()),
            J::Array(items) => Value::Arr(items.iter().map(from_serde).collect()),
            J::Object(map) => Value::Obj(
                map.iter()
                    .map(|(k, v)| (k.clone(), from_serde(v)))
                    .collect(),
            ),
        }
    }

    #[test]
    fn reads_what_serde_json_reads() {
        for text in [
            "null",
            " true ",
            "false",
            "0",
            "-0",
            "18446744073709551615",
            "18446744073709551616",
            "1.5",
            "1e3",
            "-12",
            "1E+2",
            "\"\"",
            r#""a\"b\\c\/d\b\f\n\r\t\u0041\u00e9\u20ac\ud83d\ude00 é€😀""#,
            "[]",
            "[1, [2, [3]], {}]",
            r#"{"a": 1, "b": {"c": [null, true]}, "d": "x"}"#,
            "\n\t\r {\"k\":\"v\"} \n",
        ] {
            same_as_serde(text);
        }
    }

    #[test]
    fn refuses_what_serde_json_refuses() {
        for text in [
            "",
            " ",
            "nul",
            "truex",
            "tru",
            "01",
            "-",
            "1.",
            ".5",
            "1e",
            "1e+",
            "+1",
            "0x10",
            "NaN",
            "Infinity",
            "[1,]",
            "[1 2]",
            "{\"a\":1,}",
            "{\"a\" 1}",
            "{a:1}",
            "{1:1}",
            "[",
            "{",
            "{\"a\":",
            "\"abc",
            "\"\\x\"",
            "\"\\u12\"",
            "\"\\u+123\"",
            "\"\\ud800\"",
            "\"\\ud800\\u0041\"",
            "\"\\udc00\"",
            "\"a\u{1}b\"",
            "\"tab\there\"",
            "[] []",
            "'a'",
            "{\"a\":1}}",
        ] {
            same_as_serde(text);
        }
    }

    #[test]
    fn nesting_is_limited_and_never_overflows() {
        let ok = format!("{}{}", "[".repeat(127), "]".repeat(127));
        assert!(parse(&ok).is_ok());
        let deep = format!("{}{}", "[".repeat(129), "]".repeat(129));
        assert!(parse(&deep).unwrap_err().starts_with("nested too deeply"));
        let huge = "[{\"a\":".repeat(100_000);
        assert!(parse(&huge).is_err());
    }

    #[test]
    fn errors_say_where() {
        assert_eq!(
            parse("{\n  \"a\": ?}").unwrap_err(),
            "expected value at line 2 column 8"
        );
        assert_eq!(
            parse("{not json").unwrap_err(),
            "key must be a string at line 1 column 2"
        );
    }

    #[test]
    fn duplicate_keys_keep_the_last() {
        let value = parse(r#"{"a":1,"a":2}"#).unwrap();
        assert_eq!(value.get("a").and_then(Value::as_u64), Some(2));
        assert_eq!(Value::Null.get("a"), None);
    }

    #[test]
    fn writes_strings_as_serde_json_does() {
        let all: String = (0u32..0x300).filter_map(char::from_u32).collect();
        for text in ["", "plain", "q\"b\\s/", "€😀", all.as_str()] {
            let mut out = String::new();
            write_str(&mut out, text);
            assert_eq!(out, serde_json::to_string(text).unwrap());
            assert_eq!(parse(&out), Ok(Value::Str(text.to_string())));
        }
    }

    #[test]
    fn garbage_never_panics() {
        // A deterministic scramble of JSON-ish bytes, cut at every length.
        let alphabet = b"{}[]\":,\\u0123456789abcdefnultrsE+-. \n\xc3\xa9";
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3000 {
            let mut bytes = Vec::new();
            for _ in 0..(seed % 40) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                bytes.push(alphabet[(seed % alphabet.len() as u64) as usize]);
            }
            let text = String::from_utf8_lossy(&bytes);
            same_as_serde(&text);
        }
    }
}
