//! The input panel: GPU picker, kernel resources, shared-memory preferences and the advanced inputs. Every field is
//! validated as it is typed; a bad value shows occ-core's message (field name and valid range) next to it.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use occ_core::{CacheConfig, PartitionedGc};

use crate::app::State;
use crate::browser;
use crate::html;
use crate::model::{filter_groups, picker_groups, Applicable, Field, GpuChoice, PickerGroup};
use wasm_bindgen::JsCast;

/// "= 4.9 KiB" under a size field.
fn size_hint(text: &str) -> String {
    match text.trim().parse::<u64>() {
        Ok(bytes) if bytes >= 1024 => {
            if bytes % 1024 == 0 {
                format!("= {} KiB", bytes / 1024)
            } else {
                format!("= {:.2} KiB", bytes as f64 / 1024.0)
            }
        }
        Ok(_) => String::new(),
        Err(_) => "bytes, or KiB with a K suffix (48K)".to_string(),
    }
}

/// What applies to the selected GPU (from the last valid launch).
fn applicable(state: &State) -> Option<Applicable> {
    state
        .calc
        .with(|c| c.map(|c| Applicable::for_rules(c.gpu.rules(), c.gpu.device())))
}

/// A text input for a number, with its label, hint and error.
#[component]
pub(crate) fn Num(
    /// Which input.
    field: Field,
    /// A size in bytes (accepts 48K, shows the KiB value).
    #[prop(optional)]
    size: bool,
    /// Shown when empty.
    #[prop(into, optional)]
    placeholder: Signal<String>,
    /// One line of help under the field.
    #[prop(optional)]
    help: &'static str,
) -> impl IntoView {
    let state = expect_context::<State>();
    let key = field.key();
    let value = Memo::new(move |_| state.form.with(|f| field.get(f)));
    let error = Memo::new(move |_| {
        state.errors.with(|e| {
            e.iter()
                .find(|e| e.field == field)
                .map(|e| e.message.clone())
        })
    });
    let id = format!("in-{key}");
    let described = format!("help-{key} err-{key}");
    view! {
        <div class="field" class:invalid=move || error.with(Option::is_some)>
            <label for=id.clone()>{field.label()}</label>
            <input
                id=id
                type="text"
                inputmode="numeric"
                autocomplete="off"
                spellcheck="false"
                data-testid=format!("input-{key}")
                placeholder=move || placeholder.get()
                aria-invalid=move || if error.with(Option::is_some) { "true" } else { "false" }
                aria-describedby=described
                prop:value=move || value.get()
                on:input=move |ev| {
                    let text = event_target_value(&ev);
                    state.form.update(|f| {
                        let _ = field.set(f, &text);
                    });
                }
            />
            <p class="help" id=format!("help-{key}")>
                {help}
                {move || if size { value.with(|v| size_hint(v)) } else { String::new() }}
            </p>
            <p class="error" id=format!("err-{key}") data-testid=format!("error-{key}") aria-live="polite">
                {move || error.get()}
            </p>
        </div>
    }
}

/// A select over fixed `(value, label)` options.
#[component]
fn Choice(
    /// Which input.
    field: Field,
    /// The options.
    options: Vec<(&'static str, &'static str)>,
) -> impl IntoView {
    let state = expect_context::<State>();
    let key = field.key();
    let value = Memo::new(move |_| state.form.with(|f| field.get(f)));
    view! {
        <div class="field">
            <label for=format!("in-{key}")>{field.label()}</label>
            <select
                id=format!("in-{key}")
                data-testid=format!("input-{key}")
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    state.form.update(|f| {
                        let _ = field.set(f, &text);
                    });
                }
            >
                {options
                    .into_iter()
                    .map(|(v, label)| {
                        view! {
                            <option value=v selected=move || value.with(|x| x == v)>
                                {label}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </div>
    }
}

/// The GPU picker: a combobox that filters the presets (grouped by architecture) and the generic devices as you
/// type. Arrow keys move, Enter picks, Escape closes.
#[component]
fn GpuPicker() -> impl IntoView {
    let state = expect_context::<State>();
    let groups = StoredValue::new(picker_groups());
    let open = RwSignal::new(false);
    let query = RwSignal::new(String::new());
    let active = RwSignal::new(0usize);
    let filtered: Memo<Vec<PickerGroup>> =
        Memo::new(move |_| groups.with_value(|g| filter_groups(g, &query.get())));
    let ids = move || {
        filtered.with(|groups| {
            groups
                .iter()
                .flat_map(|g| g.entries.iter().map(|e| e.id.clone()))
                .collect::<Vec<_>>()
        })
    };
    let selected = Memo::new(move |_| state.form.with(|f| GpuChoice::from_id(&f.gpu).ok()));
    let choose = move |id: String| {
        state.form.update(|f| {
            f.gpu = id.clone();
            // A carveout the new architecture does not have falls back to the driver default.
            let keeps = GpuChoice::from_id(&id)
                .ok()
                .and_then(|c| c.device().ok())
                .and_then(|d| d.check().ok())
                .is_some_and(|gpu| {
                    f.carveout.trim() == "-1"
                        || f.carveout
                            .trim()
                            .parse::<u32>()
                            .is_ok_and(|kib| gpu.rules().carveouts().contains(&(kib * 1024)))
                });
            if !keeps {
                f.carveout = "-1".to_string();
            }
            // So does a roofline precision the new GPU has no peak for.
            f.roof.fit_precision(&id);
        });
        open.set(false);
        query.set(String::new());
    };
    let on_key = move |ev: KeyboardEvent| {
        let count = ids().len();
        match ev.key().as_str() {
            "ArrowDown" | "ArrowUp" => {
                ev.prevent_default();
                if !open.get_untracked() {
                    open.set(true);
                    return;
                }
                if count > 0 {
                    let now = active.get_untracked();
                    let next = if ev.key() == "ArrowDown" {
                        (now + 1) % count
                    } else {
                        (now + count - 1) % count
                    };
                    active.set(next);
                    if let Some(id) = ids().get(next) {
                        browser::scroll_into_view(&html::option_id(id));
                    }
                }
            }
            "Enter" if open.get_untracked() => {
                ev.prevent_default();
                if let Some(id) = ids().get(active.get_untracked()).cloned() {
                    choose(id);
                }
            }
            "Escape" => {
                open.set(false);
                query.set(String::new());
            }
            _ => {}
        }
    };
    let shown = move || {
        if open.get() {
            query.get()
        } else {
            selected.with(|c| c.map(|c| c.label()).unwrap_or_default())
        }
    };
    view! {
        <div class="field picker">
            <label for="in-gpu" id="gpu-label">"GPU"</label>
            <input
                id="in-gpu"
                type="text"
                role="combobox"
                autocomplete="off"
                spellcheck="false"
                data-testid="input-gpu"
                placeholder="Type a GPU, chip or compute capability"
                aria-autocomplete="list"
                aria-controls="gpu-list"
                aria-expanded=move || if open.get() { "true" } else { "false" }
                aria-activedescendant=move || {
                    if open.get() { ids().get(active.get()).map(|id| html::option_id(id)) } else { None }
                }
                aria-describedby="gpu-detail"
                prop:value=shown
                on:focus=move |_| {
                    query.set(String::new());
                    active.set(0);
                    open.set(true);
                }
                on:blur=move |_| {
                    open.set(false);
                    query.set(String::new());
                }
                on:input=move |ev| {
                    query.set(event_target_value(&ev));
                    active.set(0);
                    open.set(true);
                }
                on:keydown=on_key
            />
            <p class="help" id="gpu-detail" data-testid="gpu-detail">
                {move || {
                    selected
                        .with(|c| match c {
                            Some(GpuChoice::Preset(p)) => {
                                format!("CC {} · {} {} · {} SMs", p.cc, p.arch, p.chip, p.sms.whole())
                            }
                            Some(GpuChoice::Generic(d)) => {
                                format!("CC {} · {} · architecture defaults, 1 SM unless set below", d.cc, d.family)
                            }
                            None => String::new(),
                        })
                }}
            </p>
            <p class="error" data-testid="error-gpu" aria-live="polite">
                {move || {
                    state
                        .errors
                        .with(|e| e.iter().find(|e| e.field == Field::Gpu).map(|e| e.message.clone()))
                }}
            </p>
            <div class="cond" prop:hidden=move || !open.get()>
                <div
                    class="listbox"
                    id="gpu-list"
                    role="listbox"
                    aria-labelledby="gpu-label"
                    data-testid="gpu-list"
                    on:mousedown=move |ev| {
                        ev.prevent_default();
                        let id = ev
                            .target()
                            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                            .and_then(|e| e.closest("[data-id]").ok().flatten())
                            .and_then(|e| e.get_attribute("data-id"));
                        if let Some(id) = id {
                            choose(id);
                        }
                    }
                    inner_html=move || {
                        if !open.get() {
                            return String::new();
                        }
                        let chosen = state.form.with(|f| f.gpu.clone());
                        filtered.with(|groups| html::picker(groups, active.get(), &chosen))
                    }
                ></div>
            </div>
        </div>
    }
}

/// The carveout select: the architecture's carveouts and the driver default.
#[component]
fn Carveout() -> impl IntoView {
    let state = expect_context::<State>();
    let value = Memo::new(move |_| state.form.with(|f| f.carveout.clone()));
    let carveouts = Memo::new(move |_| {
        state
            .calc
            .with(|c| c.map(|c| c.gpu.rules().carveouts()).unwrap_or_default())
    });
    view! {
        <div class="cond" prop:hidden=move || !(carveouts.with(|c| !c.is_empty()))>
            <div class="field">
                <label for="in-co">"Shared memory carveout"</label>
                <select
                    id="in-co"
                    data-testid="input-co"
                    aria-describedby="help-co"
                    on:change=move |ev| {
                        let text = event_target_value(&ev);
                        state.form.update(|f| f.carveout = text);
                    }
                >
                    <option value="-1" selected=move || value.with(|v| v == "-1")>
                        "Driver default"
                    </option>
                    {move || {
                        carveouts
                            .get()
                            .into_iter()
                            .map(|bytes| {
                                let kib = (bytes / 1024).to_string();
                                let is = kib.clone();
                                view! {
                                    <option value=kib.clone() selected=move || value.with(|v| *v == is)>
                                        {format!("{kib} KiB")}
                                    </option>
                                }
                            })
                            .collect_view()
                    }}
                </select>
                <p class="help" id="help-co">
                    "Shared memory per SM the kernel prefers (cudaFuncAttributePreferredSharedMemoryCarveout)"
                </p>
                <p class="error" data-testid="error-co" aria-live="polite">
                    {move || {
                        state
                            .errors
                            .with(|e| e.iter().find(|e| e.field == Field::Carveout).map(|e| e.message.clone()))
                    }}
                </p>
            </div>
        </div>
    }
}

/// The input panel.
#[component]
pub fn Inputs() -> impl IntoView {
    let state = expect_context::<State>();
    let applies = Memo::new(move |_| applicable(&state));
    let has = move |pick: fn(&Applicable) -> bool| applies.with(|a| a.as_ref().is_some_and(pick));
    let opt_in = Memo::new(move |_| state.form.with(|f| f.opt_in));
    let sm_placeholder = Signal::derive(move || {
        state.form.with(|f| {
            GpuChoice::from_id(&f.gpu)
                .ok()
                .and_then(|c| c.device().ok())
                .map(|d| d.sm_count.to_string())
                .unwrap_or_default()
        })
    });
    view! {
        <section class="inputs panel" aria-labelledby="inputs-title">
            <h2 id="inputs-title">"Launch"</h2>
            <GpuPicker/>
            <div class="grid2">
                <Num field=Field::Threads help="1 to the device maximum (1,024)"/>
                <Num field=Field::Regs help="From ptxas -v or Nsight Compute"/>
                <Num field=Field::StaticSmem size=true help="__shared__ arrays "/>
                <Num field=Field::DynamicSmem size=true help="Third launch parameter "/>
            </div>
            <Carveout/>
            <div class="cond" prop:hidden=move || !(has(|a| a.opt_in))>
                <div class="field check">
                    <input
                        id="in-oi"
                        type="checkbox"
                        data-testid="input-oi"
                        prop:checked=move || opt_in.get()
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            state.form.update(|f| f.opt_in = on);
                        }
                    />
                    <label for="in-oi">
                        "Opt in to the larger per-block shared memory (cudaFuncAttributeMaxDynamicSharedMemorySize)"
                    </label>
                </div>
                <div class="cond" prop:hidden=move || !(opt_in.get())>
                    <Num
                        field=Field::MaxDynamic
                        size=true
                        placeholder="per-block limit − static"
                        help="Max dynamic shared memory attribute; empty = the per-block limit minus static "
                    />
                </div>
            </div>
            <div class="grid2">
                <div class="cond" prop:hidden=move || !(has(|a| a.barriers))>
                    <Num field=Field::Barriers help="Named barriers (0 to 16); CC ≥ 9 limits them per SM"/>
                </div>
                <Num field=Field::Sms placeholder=sm_placeholder help="Empty = the GPU's own count"/>
            </div>
            <details class="advanced">
                <summary>"Advanced"</summary>
                <div class="cond" prop:hidden=move || !(has(|a| a.partitioned_gc))>
                    <Choice
                        field=Field::PartitionedGc
                        options=PartitionedGc::ALL
                            .iter()
                            .map(|m| {
                                (
                                    m.name(),
                                    match m {
                                        PartitionedGc::Off => "Off",
                                        PartitionedGc::On => "On (driver turns it off when a block needs more than half an SM)",
                                        PartitionedGc::Strict => "Strict (forced on)",
                                    },
                                )
                            })
                            .collect()
                    />
                </div>
                <div class="cond" prop:hidden=move || !(has(|a| a.cache_config))>
                    <Choice
                        field=Field::CacheConfig
                        options=CacheConfig::ALL
                            .iter()
                            .map(|c| {
                                (
                                    c.name(),
                                    match c {
                                        CacheConfig::None => "No preference",
                                        CacheConfig::Shared => "Prefer shared memory",
                                        CacheConfig::L1 => "Prefer L1",
                                        CacheConfig::Equal => "Equal L1 and shared",
                                    },
                                )
                            })
                            .collect()
                    />
                </div>
                <div class="cond" prop:hidden=move || !(has(|a| a.virtual_resources))>
                    <Num field=Field::VirtualResources help="Per block (CUDA 13, CC 10 to 12)"/>
                </div>
                <p class="help">
                    "Partitioned global caching applies to CC 5.2, 5.3, 6.1 and 6.2; the cache configuration to CC 2.x and 3.x; virtual resources to CC 10 to 12. Inputs that do not apply to the selected GPU are hidden."
                </p>
            </details>
        </section>
    }
}
