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
    #[arg(help = help(msg::cli_help_lang()), long, value_parser = parse_lang)]
    pub lang: Option<Lang>,
}

/// `--terms`: the vocabulary of a report.
#[derive(Args, Clone, Debug)]
pub struct TermsArgs {
    #[arg(help = help(msg::cli_help_terms()), long, value_parser = parse_terms)]
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
    /// --lang (the command's, or `occ`'s before the command), else `OCC_LANG` (an unknown value is an error naming
    /// it), else the locale's ([`locale`]).
    pub fn lang(&self) -> anyhow::Result<Lang> {
        if let Some(lang) = self.lang.or_else(typed_lang) {
            return Ok(lang);
        }
        match std::env::var(ENV) {
            Ok(text) if !text.trim().is_empty() => match Lang::parse(&text) {
                Some(lang) => Ok(lang),
                None => bail!("{ENV}: {}", early().say(msg::cli_bad_lang(&text))),
            },
            _ => Ok(locale()),
        }
    }
}

/// The language of the locale, as POSIX picks the one of messages: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set and not empty; Chinese for `zh_*`, English for every other (`C`, `POSIX`, `en_US.UTF-8`, `fr_FR`),
/// which is never an error: the locale is the system's, not a choice made for occ.
fn locale() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.trim().is_empty())
        .and_then(|value| Lang::parse(&value))
        .unwrap_or_default()
}

/// The language of this run as far as it is known before clap has read the flags, for `--help` and the messages of
/// clap's value parsers: --lang as typed, else (and when --lang names no language) `OCC_LANG`, else the locale's.
pub fn early() -> Say {
    Say::new(early_lang(), Terms::Own, Vendor::Nvidia)
}

/// The language [`early`] reads.
fn early_lang() -> Lang {
    typed_lang()
        .or_else(|| std::env::var(ENV).ok().and_then(|text| Lang::parse(&text)))
        .unwrap_or_else(locale)
}

/// The last --lang of the command line that names a language (clap has refused one that does not, on `occ` and on
/// each command alike).
fn typed_lang() -> Option<Lang> {
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
}

/// A text of `--help` (a command's about, a flag's help), in the language [`early`] reads.
pub fn help(message: msg::Msg) -> String {
    early().say(message)
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

/// `occ`'s commands with clap's own words around the catalogue's (headings, usage, the help and version flags, the
/// `help` command) in the language of the run: clap's as they are in English, the catalogue's otherwise.
pub fn frame(command: clap::Command) -> clap::Command {
    // `occ --lang zh --help`: the language of the commands' list too (hidden: each command lists its own --lang).
    let command = command.arg(
        clap::Arg::new("lang")
            .long("lang")
            .value_parser(parse_lang)
            .hide(true),
    );
    if early_lang() == Lang::En {
        return command;
    }
    let say = early();
    let version = clap::Arg::new("version")
        .short('V')
        .long("version")
        .action(clap::ArgAction::Version)
        .help(say.say(msg::cli_clap_frame_version()))
        .help_heading(say.say(msg::cli_clap_frame_options()));
    let help = clap::Command::new("help")
        .about(say.say(msg::cli_clap_frame_help_command()))
        .arg(
            clap::Arg::new("subcommand")
                .action(clap::ArgAction::Append)
                .num_args(..)
                .value_name(say.say(msg::cli_clap_frame_command()))
                .help(say.say(msg::cli_clap_frame_help_subcommands()))
                .help_heading(say.say(msg::cli_clap_frame_arguments())),
        );
    framed(command, &say)
        .disable_version_flag(true)
        .arg(version)
        .disable_help_subcommand(true)
        .subcommand(framed(help, &say))
}

/// One command and its subcommands framed in `say`'s words.
fn framed(command: clap::Command, say: &Say) -> clap::Command {
    let options = say.say(msg::cli_clap_frame_options());
    let arguments = say.say(msg::cli_clap_frame_arguments());
    let help = clap::Arg::new("help")
        .short('h')
        .long("help")
        .action(clap::ArgAction::Help)
        .help(say.say(msg::cli_clap_frame_help()))
        .help_heading(options.clone());
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    let mut command = command
        .mut_args(|arg| match arg.get_help_heading() {
            Some(_) => arg,
            None if arg.is_positional() => arg.help_heading(arguments.clone()),
            None => arg.help_heading(options.clone()),
        })
        .disable_help_flag(true)
        .arg(help)
        .subcommand_help_heading(say.say(msg::cli_clap_frame_commands()))
        .subcommand_value_name(say.say(msg::cli_clap_frame_command()))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{}{{usage}}\n\n{{all-args}}{{after-help}}",
            say.say(msg::cli_clap_frame_usage())
        ));
    for name in names {
        command = command.mut_subcommand(name, |sub| framed(sub, say));
    }
    command
}

/// The command line with `occ help <command>…` read as `occ <command>… --help`, as clap's own `help` command does:
/// in another language than English, [`frame`]'s `help` command only lists it.
pub fn help_command(mut args: Vec<std::ffi::OsString>) -> Vec<std::ffi::OsString> {
    if early_lang() != Lang::En && args.get(1).is_some_and(|arg| arg == "help") {
        args.remove(1);
        args.push("--help".into());
    }
    args
}

/// Clap's help in `say`'s words where clap has no setting for them: the usage's `[OPTIONS]`, the colon after a
/// heading, a flag's default and a command's alias.
fn framed_help(text: &str, say: &Say) -> String {
    let mut text = text.replace("[OPTIONS]", &say.say(msg::cli_clap_frame_options_usage()));
    for heading in [
        msg::cli_clap_frame_options(),
        msg::cli_clap_frame_arguments(),
        msg::cli_clap_frame_commands(),
    ] {
        let heading = say.say(heading);
        text = text.replace(
            &format!("\n{heading}:\n"),
            &format!("\n{}\n", say.say(msg::cli_clap_frame_heading(&heading))),
        );
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find(" [default: ").or_else(|| rest.find(" [alias: ")) {
        let Some(end) = rest[at..].find(']').map(|end| at + end) else {
            break;
        };
        let (head, value) = rest[at + 2..end].split_once(": ").unwrap_or(("", ""));
        out.push_str(&rest[..at]);
        out.push(' ');
        out.push_str(&say.say(if head == "default" {
            msg::cli_clap_frame_default(value)
        } else {
            msg::cli_clap_frame_alias(value)
        }));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
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
        ErrorKind::DisplayHelp | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let text = framed_help(&error.render().to_string(), &say);
            if error.use_stderr() {
                eprint!("{text}");
            } else {
                print!("{text}");
            }
            std::process::exit(error.exit_code())
        }
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
