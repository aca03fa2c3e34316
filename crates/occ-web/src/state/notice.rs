//! Notices about a link's or a stored config's values, said in the page's language and words when drawn. Apart from
//! the form and its inputs, which make notices and whose labels a notice names ([`Named`]).

use std::fmt;

use occ_core::msg::{self, Message, Msg, Say};
use occ_core::{Error, Vendor};

/// What a notice names by a text said when the notice is (an input by its label, which follows the page's words).
pub trait Named: Sync {
    fn said(&self, say: &Say) -> String;
}

/// As the page's English says it: the trait object's table then holds no formatting of its own type, which the
/// page's wasm would carry for nothing.
impl fmt::Debug for dyn Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&Say::page_english(Vendor::Nvidia)))
    }
}

/// A notice about a link's or a stored config's values (or what the page could not do): a message whose parts that
/// follow the page's language and words (an input's label, occ-core's error, a notice inside it) are said only when
/// it is drawn, so a notice reads in the language and words the page shows then.
#[derive(Clone, Debug)]
pub struct Notice {
    message: Message,
    parts: Vec<(usize, Part)>,
}

/// A [`Notice`]'s argument said when the notice is.
#[derive(Clone, Debug)]
enum Part {
    Named(&'static dyn Named),
    Error(Error),
    Notice(Notice),
}

impl From<Msg<'_>> for Notice {
    fn from(message: Msg<'_>) -> Self {
        Self {
            message: message.into(),
            parts: Vec::new(),
        }
    }
}

/// Notices are the same when they read the same: compared as the page's English says them (the page's wasm then
/// links no comparison of messages and their parts).
impl PartialEq for Notice {
    fn eq(&self, other: &Self) -> bool {
        let say = Say::page_english(Vendor::Nvidia);
        self.say(&say) == other.say(&say)
    }
}

impl Eq for Notice {}

/// A text said already (as [`Notice::said`]).
impl From<&str> for Notice {
    fn from(text: &str) -> Self {
        Notice::said(text)
    }
}

impl Notice {
    /// A text said already (by a module, in the language it spoke then).
    pub fn said(text: &str) -> Self {
        msg::page_notice_said(text).into()
    }

    /// The notice with its argument `at` what `named` is called (an input's label, in the page's words).
    pub fn named(self, at: usize, named: &'static dyn Named) -> Self {
        self.part(at, Part::Named(named))
    }

    /// The notice with its argument `at` occ-core's `error`.
    pub fn error(self, at: usize, error: Error) -> Self {
        self.part(at, Part::Error(error))
    }

    /// The notice with its argument `at` the notice `inner`.
    pub fn with(self, at: usize, inner: Notice) -> Self {
        self.part(at, Part::Notice(inner))
    }

    fn part(mut self, at: usize, part: Part) -> Self {
        self.parts.push((at, part));
        self
    }

    /// The notice in `say`'s language and words.
    #[inline(never)]
    pub fn say(&self, say: &Say) -> String {
        let mut message = self.message.clone();
        for (at, part) in &self.parts {
            let text = match part {
                Part::Named(named) => named.said(say),
                Part::Error(error) => error.say(say),
                Part::Notice(notice) => notice.say(say),
            };
            message = message.with(*at, msg::page_notice_said(&text));
        }
        message.say(say)
    }
}

/// Notices in English about an NVIDIA GPU, from the whole catalogue (the modules' messages too): as tests and a
/// module's messages read them. Not for the page's first wasm, which links the page's English alone.
pub fn english(notices: &[Notice]) -> Vec<String> {
    let say = Say::english(Vendor::Nvidia);
    notices.iter().map(|n| n.say(&say)).collect()
}
