//! What the modules loaded on demand write in English and CUDA's words, put into the words the "Terms" control
//! picks (CUDA's, HIP's, SYCL's or the GPU vendor's own) through occ-core's table of words (`occ_core::terms`).
//! The page's first wasm says every text it writes from the catalogue of messages, in the chosen language and
//! words (`data-m`, `data-said`); of the modules' texts, those not yet said from messages are rewritten here,
//! within the panels a module draws and nowhere else ([`watch`]: the charts module's panels, each tool's
//! container), so that two modules never rewrite the same text. A MutationObserver records each text node's and
//! each read attribute's (`aria-label`, `title`, `placeholder`, `alt`) original and the vendor it was written for,
//! rewriting it at once; [`refresh`] rewrites everything from its original when the words change. A text is
//! rewritten once from its original, never from a rewritten text (the observer drops the records of its own
//! writes), so a word two vocabularies read differently (Intel's "thread" is a hardware thread, CUDA's a
//! work-item) keeps its meaning. Markup written in another vendor's words says so (`data-words="amd"`), and markup
//! about other GPUs than the chosen one says whose words it is shown in while the page shows each GPU's own
//! (`data-own-words`: a vendor's name, or `sycl` for a text about several vendors' GPUs, as the comparison's). What
//! people type or paste (inputs, the log's textarea), elements marked `translate="no"` (kernel names, code), and
//! what is written from the catalogue already (`data-said`, `data-m`) are left as they are.

use std::cell::RefCell;

use js_sys::{Array, Object, Reflect, WeakMap};
use occ_core::terms::{Terms, Words};
use occ_core::Vendor;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, MutationObserver, MutationObserverInit, MutationRecord, Node};

use crate::prelude::*;

/// The attributes people read: screen readers, tooltips, empty inputs, images.
const READ: [&str; 4] = ["aria-label", "title", "placeholder", "alt"];

/// The vocabulary chosen and the vendor whose words the panels write now (the chosen GPU's).
pub type Now = Box<dyn Fn() -> (Terms, Vendor)>;

/// What a text is shown in: the words for the chosen GPU, and whether they are its own (then a text about other
/// GPUs may ask for theirs, `data-own-words`).
#[derive(Clone, Copy)]
struct Shown {
    words: Words,
    own: bool,
}

impl Shown {
    fn now(now: &Now) -> (Self, Vendor) {
        let (terms, vendor) = now();
        (
            Self {
                words: terms.words(vendor),
                own: terms == Terms::Own,
            },
            vendor,
        )
    }

    /// The words for what `element` holds.
    fn within(self, element: &Element) -> Self {
        if !self.own {
            return self;
        }
        let asked = element.get_attribute("data-own-words").and_then(|name| {
            if name == "sycl" {
                return Some(Words::Sycl);
            }
            Vendor::ALL
                .into_iter()
                .find(|v| v.name() == name)
                .map(Words::of)
        });
        Self {
            words: asked.unwrap_or(self.words),
            own: true,
        }
    }

    /// The words for a node's text: its nearest ancestor's that asks for some, else these.
    fn at(self, node: &Node) -> Self {
        let mut at = match node.dyn_ref::<Element>() {
            Some(element) => Some(element.clone()),
            None => node.parent_element(),
        };
        let mut chain = Vec::new();
        while let Some(element) = at {
            at = element.parent_element();
            chain.push(element);
        }
        chain.iter().rev().fold(self, |shown, e| shown.within(e))
    }
}

struct PageWords {
    /// Text node → `[original text, vendor index]`.
    texts: WeakMap,
    /// Element → `{attribute: [original text, vendor index]}`.
    attributes: WeakMap,
    observer: MutationObserver,
    now: Now,
    /// The ids of the elements watched.
    roots: RefCell<Vec<String>>,
}

thread_local! {
    static PAGE: RefCell<Option<&'static PageWords>> = const { RefCell::new(None) };
}

fn vendor_index(vendor: Vendor) -> f64 {
    Vendor::ALL.iter().position(|v| *v == vendor).unwrap_or(0) as f64
}

fn vendor_at(index: JsValue) -> Vendor {
    Vendor::ALL
        .get(index.as_f64().unwrap_or(0.0) as usize)
        .copied()
        .unwrap_or(Vendor::Nvidia)
}

/// The vendor an element's markup says its text is written in (`data-words="amd"`), if it says.
fn marked(element: &Element) -> Option<Vendor> {
    let name = element.get_attribute("data-words")?;
    Vendor::ALL.into_iter().find(|v| v.name() == name)
}

/// The vendor whose words a node's text is in: its nearest marked ancestor's, else `default`.
fn source_of(node: &Node, default: Vendor) -> Vendor {
    let mut at = match node.dyn_ref::<Element>() {
        Some(element) => Some(element.clone()),
        None => node.parent_element(),
    };
    while let Some(element) = at {
        if let Some(vendor) = marked(&element) {
            return vendor;
        }
        at = element.parent_element();
    }
    default
}

/// Whether an element's text is none of this module's business: scripts, styles, what people typed, what is marked
/// `translate="no"`, and what is written from the catalogue of messages in the chosen language and words already
/// (`data-said`, and the markup that carries its message's index, `data-m`).
fn left_alone(element: &Element) -> bool {
    matches!(
        element.tag_name().as_str(),
        "SCRIPT" | "STYLE" | "TEXTAREA" | "NOSCRIPT"
    ) || element.get_attribute("translate").as_deref() == Some("no")
        || element.has_attribute("data-said")
        || element.has_attribute("data-m")
}

/// Whether a node's text is the page's to rewrite (see [`left_alone`]).
fn rewritable(node: &Node) -> bool {
    let mut at = match node.dyn_ref::<Element>() {
        Some(element) => Some(element.clone()),
        None => node.parent_element(),
    };
    while let Some(element) = at {
        if left_alone(&element) {
            return false;
        }
        at = element.parent_element();
    }
    true
}

/// `text` from `source`'s words into `words` (a text may hold other vendors' words even in its own: index.html's
/// markup on an AMD GPU).
fn converted(words: Words, source: Vendor, text: &str) -> String {
    words.convert(source, text)
}

impl PageWords {
    /// The original of a text node, recording `fresh` as it when there is none yet (or when `fresh` is set: the
    /// node's text was changed by the page since).
    fn text_original(&self, node: &Node, source: Vendor, fresh: bool) -> (String, Vendor) {
        let stored = self.texts.get(node);
        if !fresh {
            if let Some(pair) = stored.dyn_ref::<Array>() {
                return (
                    pair.get(0).as_string().unwrap_or_default(),
                    vendor_at(pair.get(1)),
                );
            }
        }
        let text = node.text_content().unwrap_or_default();
        let pair = Array::of2(
            &JsValue::from_str(&text),
            &JsValue::from_f64(vendor_index(source)),
        );
        self.texts.set(node.unchecked_ref(), &pair);
        (text, source)
    }

    fn attribute_original(
        &self,
        element: &Element,
        name: &str,
        source: Vendor,
        fresh: bool,
    ) -> Option<(String, Vendor)> {
        let current = element.get_attribute(name)?;
        let mut map = self.attributes.get(element);
        if map.is_undefined() {
            map = Object::new().into();
            self.attributes.set(element.unchecked_ref(), &map);
        }
        let key = JsValue::from_str(name);
        if !fresh {
            if let Some(pair) = Reflect::get(&map, &key)
                .ok()
                .and_then(|p| p.dyn_into::<Array>().ok())
            {
                return Some((
                    pair.get(0).as_string().unwrap_or_default(),
                    vendor_at(pair.get(1)),
                ));
            }
        }
        let pair = Array::of2(
            &JsValue::from_str(&current),
            &JsValue::from_f64(vendor_index(source)),
        );
        let _ = Reflect::set(&map, &key, &pair);
        Some((current, source))
    }

    /// Rewrites a text node from its original.
    fn text(&self, node: &Node, words: Words, source: Vendor, fresh: bool) {
        let (original, vendor) = self.text_original(node, source, fresh);
        let shown = converted(words, vendor, &original);
        if node.text_content().as_deref() != Some(shown.as_str()) {
            node.set_text_content(Some(&shown));
        }
    }

    fn attribute(&self, element: &Element, name: &str, words: Words, source: Vendor, fresh: bool) {
        let Some((original, vendor)) = self.attribute_original(element, name, source, fresh) else {
            return;
        };
        let shown = converted(words, vendor, &original);
        if element.get_attribute(name).as_deref() != Some(shown.as_str()) {
            let _ = element.set_attribute(name, &shown);
        }
    }

    /// Rewrites `root` and everything in it; `fresh`: their texts are new, written in `source`'s words.
    fn subtree(&self, root: &Node, shown: Shown, source: Vendor, fresh: bool) {
        if !rewritable(root) {
            return;
        }
        let shown = match root.parent_element() {
            Some(parent) => shown.at(&parent),
            None => shown,
        };
        self.walk(root, shown, source_of(root, source), fresh);
    }

    fn walk(&self, node: &Node, shown: Shown, source: Vendor, fresh: bool) {
        match node.node_type() {
            Node::TEXT_NODE => self.text(node, shown.words, source, fresh),
            Node::ELEMENT_NODE => {
                let Some(element) = node.dyn_ref::<Element>() else {
                    return;
                };
                if left_alone(element) {
                    return;
                }
                let source = marked(element).unwrap_or(source);
                let shown = shown.within(element);
                for name in READ {
                    self.attribute(element, name, shown.words, source, fresh);
                }
                let mut child = node.first_child();
                while let Some(c) = child {
                    child = c.next_sibling();
                    self.walk(&c, shown, source, fresh);
                }
            }
            _ => {}
        }
    }

    fn on_records(&self, records: &Array) {
        let (shown, source) = Shown::now(&self.now);
        for record in records.iter() {
            let Ok(record) = record.dyn_into::<MutationRecord>() else {
                continue;
            };
            let Some(target) = record.target() else {
                continue;
            };
            match record.type_().as_str() {
                "childList" => {
                    let added = record.added_nodes();
                    for i in 0..added.length() {
                        if let Some(node) = added.item(i) {
                            self.subtree(&node, shown, source, true);
                        }
                    }
                }
                "characterData" if rewritable(&target) => self.text(
                    &target,
                    shown.at(&target).words,
                    source_of(&target, source),
                    true,
                ),
                "attributes" => {
                    if let (Some(element), Some(name)) =
                        (target.dyn_ref::<Element>(), record.attribute_name())
                    {
                        if rewritable(&target) && !element.has_attribute(&format!("data-m-{name}"))
                        {
                            self.attribute(
                                element,
                                &name,
                                shown.at(&target).words,
                                source_of(&target, source),
                                true,
                            );
                        }
                    }
                }
                _ => {}
            }
        }
        // The records of this function's own writes: they are rewritten already.
        let _ = self.observer.take_records();
    }
}

/// Rewrites the element `#root_id` and whatever is written into it from now on into the words `now` gives (the
/// first call's `now` serves every root). Its markup as it is now is index.html's, in NVIDIA's words: call it before
/// the module draws into it.
pub fn watch(root_id: &str, now: Now) {
    let Some(root) = document().get_element_by_id(root_id) else {
        return;
    };
    let page = match PAGE.with_borrow(|p| *p) {
        Some(page) => page,
        None => {
            let callback = Closure::<dyn Fn(Array)>::new(|records: Array| {
                if let Some(page) = PAGE.with_borrow(|p| *p) {
                    page.on_records(&records);
                }
            });
            let Ok(observer) = MutationObserver::new(callback.as_ref().unchecked_ref()) else {
                return;
            };
            // The observer lives as long as the page.
            callback.forget();
            let page: &'static PageWords = Box::leak(Box::new(PageWords {
                texts: WeakMap::new(),
                attributes: WeakMap::new(),
                observer,
                now,
                roots: RefCell::new(Vec::new()),
            }));
            PAGE.with_borrow_mut(|p| *p = Some(page));
            page
        }
    };
    if page.roots.borrow().iter().any(|id| id == root_id) {
        return;
    }
    page.roots.borrow_mut().push(root_id.to_string());
    // What was written elsewhere since is recorded first, in the words it was written in.
    page.on_records(&page.observer.take_records());
    let (shown, _) = Shown::now(&page.now);
    page.subtree(&root, shown, Vendor::Nvidia, true);
    let options = MutationObserverInit::new();
    options.set_subtree(true);
    options.set_child_list(true);
    options.set_character_data(true);
    options.set_attributes(true);
    let filter: Array = READ.iter().map(|name| JsValue::from_str(name)).collect();
    options.set_attribute_filter(&filter);
    let _ = page.observer.observe_with_options(&root, &options);
    let _ = page.observer.take_records();
}

/// Rewrites every text watched from its original into the words now chosen.
pub fn refresh() {
    let Some(page) = PAGE.with_borrow(|p| *p) else {
        return;
    };
    // What was written since the observer last ran is recorded first, in the words it was written in.
    page.on_records(&page.observer.take_records());
    let (shown, source) = Shown::now(&page.now);
    for id in page.roots.borrow().iter() {
        if let Some(root) = document().get_element_by_id(id) {
            page.subtree(&root, shown, source, false);
        }
    }
    let _ = page.observer.take_records();
}
