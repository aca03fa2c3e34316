//! The language and words a report is written in: `--lang` (or `OCC_LANG`; English by default) chooses occ-core's
//! catalogue of messages, `--terms` (or the GPU vendor's own) the vocabulary its nouns take. Columns are padded by
//! the width a terminal gives the text (a Chinese character takes two columns).

use anyhow::bail;
use clap::Args;
pub use occ_core::msg::Say;
use occ_core::msg::{self, Lang};
use occ_core::report::Terms;
use occ_core::Vendor;
use unicode_width::UnicodeWidthStr;

/// `--lang`, for the commands that print a report or a table.
#[derive(Args, Clone, Debug)]
pub struct LangArgs {
    /// Language of the report: en (English, the default) or zh (简体中文); also read from OCC_LANG. --json is the
    /// same in every language.
    #[arg(long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// `--terms`: the vocabulary of a report.
#[derive(Args, Clone, Debug)]
pub struct TermsArgs {
    /// Vocabulary of the report: own, the GPU vendor's (NVIDIA: threads, warps, blocks, SMs, shared memory; AMD:
    /// work-items, waves, work-groups, CUs, LDS; Intel: work-items, sub-groups, work-groups, Xe-cores, SLM), or one
    /// for every vendor: cuda, hip, or sycl (also `neutral`: work-items, sub-groups, work-groups, compute units,
    /// local memory).
    #[arg(long, value_parser = parse_terms)]
    pub terms: Option<Terms>,
}

fn parse_terms(text: &str) -> Result<Terms, String> {
    Terms::parse(text).ok_or_else(|| early().say(msg::cli_bad_terms(text)))
}

impl TermsArgs {
    /// --terms, or the GPU's own; --terms words a report, so beside --json (whose keys stay) it is an error.
    pub fn terms(&self, json: bool, say: Say) -> anyhow::Result<Terms> {
        match (self.terms, json) {
            (Some(_), true) => bail!(say.say(msg::cli_terms_with_json())),
            (terms, _) => Ok(terms.unwrap_or_default()),
        }
    }
}

/// The environment variable that chooses the language when --lang is not given.
const ENV: &str = "OCC_LANG";

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).ok_or_else(|| early().say(msg::cli_bad_lang(text)))
}

impl LangArgs {
    /// --lang, else `OCC_LANG` (an unknown value is an error naming it), else English.
    pub fn lang(&self) -> anyhow::Result<Lang> {
        if let Some(lang) = self.lang {
            return Ok(lang);
        }
        match std::env::var(ENV) {
            Ok(text) if !text.trim().is_empty() => match Lang::parse(&text) {
                Some(lang) => Ok(lang),
                None => bail!("{ENV}: {}", early().say(msg::cli_bad_lang(&text))),
            },
            _ => Ok(Lang::En),
        }
    }
}

/// The language of this run as far as it is known before clap has read the flags, for the messages of clap's
/// value parsers: --lang as typed, else (and when --lang names no language) `OCC_LANG`; English when neither reads.
pub fn early() -> Say {
    Say::new(early_lang(), Terms::Own, Vendor::Nvidia)
}

/// The language [`early`] reads.
fn early_lang() -> Lang {
    let mut args = std::env::args().skip(1);
    let mut flag = None;
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            flag = args.next();
        } else if let Some(value) = arg.strip_prefix("--lang=") {
            flag = Some(value.to_string());
        }
    }
    flag.and_then(|text| Lang::parse(&text))
        .or_else(|| std::env::var(ENV).ok().and_then(|text| Lang::parse(&text)))
        .unwrap_or_default()
}

/// An error as `occ` prints it (each cause after a colon, as anyhow's `{:#}`), occ-core's errors in the language of
/// the run.
pub fn error_text(error: &anyhow::Error) -> String {
    let say = early();
    let causes: Vec<String> = error
        .chain()
        .map(|cause| match cause.downcast_ref::<occ_core::Error>() {
            Some(error) => error.say(&say),
            None => cause.to_string(),
        })
        .collect();
    causes.join(": ")
}

/// Ends the run on clap's error. English, help and version are clap's own; in another language a wrong or missing
/// value, a missing, unknown, repeated or conflicting argument and an unknown command are our message (the flag,
/// what was given, why, from the catalogue), with clap's exit code.
pub fn clap_error(error: clap::Error) -> ! {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if early_lang() == Lang::En {
        error.exit()
    }
    let say = early();
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => text.clone(),
        Some(ContextValue::Strings(texts)) => texts.join(", "),
        _ => String::new(),
    };
    let flag = text(ContextKind::InvalidArg);
    let value = text(ContextKind::InvalidValue);
    let message = match error.kind() {
        ErrorKind::ValueValidation => {
            let why = std::error::Error::source(&error).map_or(String::new(), |e| e.to_string());
            say.say(msg::cli_clap_invalid_value(&value, &flag, &why))
        }
        ErrorKind::InvalidValue if value.is_empty() => say.say(msg::cli_clap_no_value(&flag)),
        ErrorKind::InvalidValue => {
            let list = text(ContextKind::ValidValue);
            say.say(msg::cli_clap_possible(&value, &flag, &list))
        }
        ErrorKind::MissingRequiredArgument => say.say(msg::cli_clap_missing(&flag)),
        ErrorKind::ArgumentConflict => match text(ContextKind::PriorArg) {
            other if other == flag || other.is_empty() => say.say(msg::cli_clap_repeated(&flag)),
            other => say.say(msg::cli_clap_conflict(&flag, &other)),
        },
        ErrorKind::InvalidSubcommand => say.say(msg::cli_clap_subcommand(&text(
            ContextKind::InvalidSubcommand,
        ))),
        ErrorKind::UnknownArgument => say.say(msg::cli_clap_unknown(&flag)),
        _ => error.exit(),
    };
    eprintln!(
        "{}\n\n{}",
        say.say(msg::cli_clap_error(&message)),
        say.say(msg::cli_clap_help())
    );
    std::process::exit(error.exit_code())
}

/// `text` padded with spaces after it to `width` terminal columns.
pub fn left(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(text.width())))
}

/// `text` padded with spaces before it to `width` terminal columns.
pub fn right(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(text.width())))
}

/// The terminal columns `text` takes.
pub fn width(text: &str) -> usize {
    text.width()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_what_a_terminal_shows() {
        assert_eq!(left("SM", 5), "SM   ");
        assert_eq!(right("线程", 6), "  线程");
        assert_eq!(left("线程块数", 6), "线程块数");
        assert_eq!(width("每个 SM"), 7);
    }
}
