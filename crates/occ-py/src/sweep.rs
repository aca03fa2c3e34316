//! `occ.sweep`: one launch read from keyword arguments as `occ.calc` reads it, varied over NumPy arrays broadcast
//! together, each combination answered by occ-core's rules with the interpreter released. The results are three
//! arrays (occupancy, resident blocks, the first binding limiter as an index into the vendor's names), never a
//! Python object per launch.

use numpy::ndarray::ArrayD;
use numpy::{IntoPyArray, PyReadonlyArrayDyn};
use occ_core::contract::Engine;
use occ_core::error::to_u32;
use occ_core::msg::{self, Say};
use occ_core::report::Terms;
use occ_core::{amd, intel, nvidia, Launch};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};

use crate::{answered, check_vendor, lang_of, line, said, OccError};

/// The arguments a sweep may vary (each a count of the launch's kernel), with the `occ batch` field whose range
/// checks it: `(argument, field, least value)`.
const VARIED: &[(&str, &str, u32)] = &[
    ("threads", "kernel.threads_per_block", 1),
    ("regs", "kernel.regs_per_thread", 0),
    ("static_smem", "kernel.static_smem", 0),
    ("dynamic_smem", "kernel.dynamic_smem", 0),
    ("barriers", "kernel.barriers", 0),
    ("vgprs", "kernel.vgprs", 0),
    ("agprs", "kernel.agprs", 0),
    ("sgprs", "kernel.sgprs", 0),
    ("lds", "kernel.lds_bytes", 0),
    ("sub_group", "kernel.sub_group_size", 1),
    ("slm", "kernel.slm_bytes", 0),
];

/// The value `LIMITER` holds where no limiter binds.
const NONE: u8 = u8::MAX;

/// Each vendor's limiter names, in the order of the indices `sweep` returns.
pub fn limiter_table(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let table = PyDict::new(py);
    let names = |names: Vec<&'static str>| PyTuple::new(py, names);
    table.set_item(
        "nvidia",
        names(nvidia::Limiter::ALL.iter().map(|l| l.name()).collect())?,
    )?;
    table.set_item(
        "amd",
        names(amd::Limiter::ALL.iter().map(|l| l.name()).collect())?,
    )?;
    table.set_item(
        "intel",
        names(intel::Limiter::ALL.iter().map(|l| l.name()).collect())?,
    )?;
    Ok(table)
}

/// Sets the varied argument `index` (into [`VARIED`]) of `launch` to `value`; `false` when the launch's vendor
/// has no such argument. Matched by position, not name: it runs once per argument per launch.
fn set(launch: &mut Launch, index: usize, value: u32) -> bool {
    match launch {
        Launch::Nvidia(l) => {
            let k = &mut l.kernel;
            match index {
                0 => k.threads_per_block = value,
                1 => k.regs_per_thread = value,
                2 => k.static_smem = value,
                3 => k.dynamic_smem = value,
                4 => k.barriers = value,
                _ => return false,
            }
        }
        Launch::Amd(l) => {
            let k = &mut l.kernel;
            match index {
                0 => k.workgroup_size = value,
                5 => k.vgprs = value,
                6 => k.agprs = value,
                7 => k.sgprs = value,
                8 => k.lds_bytes = value,
                _ => return false,
            }
        }
        Launch::Intel(l) => {
            let k = &mut l.kernel;
            match index {
                0 => k.workgroup_size = value,
                9 => k.sub_group_size = value,
                10 => k.slm_bytes = value,
                4 => k.barriers = value > 0,
                _ => return false,
            }
        }
    }
    true
}

/// One launch's figures: occupancy, resident blocks, the first binding limiter.
fn evaluate(launch: &Launch) -> Result<(f64, u32, u8), occ_core::Error> {
    fn first<L: PartialEq + Copy>(all: &[L], binding: Option<L>) -> u8 {
        binding
            .and_then(|b| all.iter().position(|l| *l == b))
            .and_then(|i| u8::try_from(i).ok())
            .unwrap_or(NONE)
    }
    Ok(match launch {
        Launch::Nvidia(l) => {
            l.kernel.check()?;
            let r = l.occupancy()?;
            let limiter = first(&nvidia::Limiter::ALL, r.limiters().next());
            (r.occupancy(), r.active_blocks_per_sm, limiter)
        }
        Launch::Amd(l) => {
            let r = l.occupancy()?;
            let limiter = first(&amd::Limiter::ALL, r.limiters().next());
            (r.occupancy(), r.workgroups_per_cu, limiter)
        }
        Launch::Intel(l) => {
            let r = l.occupancy()?;
            let limiter = first(&intel::Limiter::ALL, r.limiters().next());
            (r.occupancy(), r.workgroups_per_xe_core, limiter)
        }
    })
}

/// Occupancy over every combination of the array arguments (broadcast as NumPy broadcasts): `threads`, `regs`,
/// `static_smem`, `dynamic_smem`, `barriers` (NVIDIA), `vgprs`, `agprs`, `sgprs`, `lds` (AMD), `sub_group`, `slm`
/// (Intel); the other arguments as `calc` takes them. Returns a dict of arrays of the broadcast shape:
/// `occupancy` (float64), `active_blocks` (uint32), `limiter` (uint8, an index into `limiter_names`, 255 where none
/// binds), `valid` (bool: false where the vendor's rules refuse the launch, as `calc` raises; its occupancy is NaN),
/// and `limiter_names`. The errors of `calc` are said in `lang`.
#[pyfunction]
#[pyo3(signature = (*, lang = "en", **kwargs))]
pub fn sweep<'py>(
    py: Python<'py>,
    lang: &str,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyDict>> {
    let lang = lang_of(lang)?;
    let say = Say::new(lang, Terms::Own, occ_core::Vendor::Nvidia);
    let numpy = py.import("numpy")?;
    let scalars = PyDict::new(py);
    let mut varied: Vec<(usize, Bound<'py, PyAny>)> = Vec::new();
    if let Some(kwargs) = kwargs {
        for (key, value) in kwargs.iter() {
            let name: String = key.extract()?;
            let index = VARIED.iter().position(|(a, _, _)| *a == name);
            let is_scalar = value.is_instance_of::<pyo3::types::PyInt>()
                || value.is_instance_of::<pyo3::types::PyString>()
                || value.is_none();
            match index {
                Some(index) if !is_scalar => {
                    let array = numpy.call_method1("asarray", (&value,))?;
                    let dtype = array.getattr("dtype")?;
                    let kind: String = dtype.getattr("kind")?.extract()?;
                    if kind != "i" && kind != "u" {
                        let dtype = dtype.str()?.to_string();
                        return Err(OccError::new_err(
                            say.say(msg::cli_py_expected_array(&name, &dtype)),
                        ));
                    }
                    varied.push((index, array));
                }
                _ => scalars.set_item(key, value)?,
            }
        }
    }
    let arrays: Vec<&Bound<'py, PyAny>> = varied.iter().map(|(_, a)| a).collect();
    let broadcast = numpy
        .call_method1("broadcast_arrays", PyTuple::new(py, arrays)?)
        .map_err(|error| {
            let names: Vec<&str> = varied.iter().map(|(i, _)| VARIED[*i].0).collect();
            let error = error.value(py).to_string();
            OccError::new_err(say.say(msg::cli_py_shapes(&names.join(", "), &error)))
        })?;
    let broadcast: Vec<Bound<'py, PyAny>> = broadcast.extract()?;
    let shape: Vec<usize> = match broadcast.first() {
        Some(first) => first.getattr("shape")?.extract()?,
        None => Vec::new(),
    };
    let mut columns: Vec<(usize, Vec<i64>)> = Vec::new();
    for ((index, _), array) in varied.iter().zip(&broadcast) {
        let name = VARIED[*index].0;
        let kind: String = array.getattr("dtype")?.getattr("kind")?.extract()?;
        if kind == "u" && array.getattr("size")?.extract::<usize>()? > 0 {
            let max: u64 = array.call_method0("max")?.extract()?;
            if max > u64::from(u32::MAX) {
                return Err(OccError::new_err(say.say(msg::error_out_of_range(
                    name,
                    &max.to_string(),
                    "0",
                    &u32::MAX.to_string(),
                ))));
            }
        }
        let int64 = numpy.getattr("int64")?;
        let contiguous = numpy.call_method1("ascontiguousarray", (array, int64))?;
        let contiguous: PyReadonlyArrayDyn<'py, i64> = contiguous.extract()?;
        let values = contiguous.as_slice()?.to_vec();
        columns.push((*index, values));
    }
    let count: usize = shape.iter().product();
    // The launch every combination varies: the first combination's (or, when there is none, a valid one), read
    // and checked as `calc` reads it, so that its GPU and the arguments not varied are refused as `calc` refuses
    // them.
    for (index, values) in &columns {
        let name = VARIED[*index].0;
        let first = values
            .first()
            .copied()
            .unwrap_or(i64::from(VARIED[*index].2.max(1)));
        scalars.set_item(name, first.max(i64::from(VARIED[*index].2)))?;
    }
    check_vendor(&scalars, lang)?;
    let read = line(&scalars, lang)?;
    let template = answered(&read, lang)?.launch();
    for (index, _) in &columns {
        if !set(&mut template.clone(), *index, 1) {
            return Err(OccError::new_err(say.say(msg::cli_py_not_of_vendor(
                VARIED[*index].0,
                template.vendor().label(),
            ))));
        }
    }
    let names: Vec<&'static str> = match template {
        Launch::Nvidia(_) => nvidia::Limiter::ALL.iter().map(|l| l.name()).collect(),
        Launch::Amd(_) => amd::Limiter::ALL.iter().map(|l| l.name()).collect(),
        Launch::Intel(_) => intel::Limiter::ALL.iter().map(|l| l.name()).collect(),
    };
    let vendor = template.vendor();
    let computed = py.detach(move || run(template, &columns, count));
    let (occupancy, blocks, limiter, valid) = computed.map_err(|(at, error)| {
        let err = said(&error, &Say::new(lang, Terms::Own, vendor));
        let message = err.value(py).to_string();
        OccError::new_err(say.say(msg::cli_py_at_index(&message, &at.to_string())))
    })?;
    let shaped = |v: Vec<f64>| ArrayD::from_shape_vec(shape.clone(), v);
    let out = PyDict::new(py);
    let bad_shape = |e: numpy::ndarray::ShapeError| OccError::new_err(e.to_string());
    out.set_item(
        "occupancy",
        shaped(occupancy).map_err(bad_shape)?.into_pyarray(py),
    )?;
    out.set_item(
        "active_blocks",
        ArrayD::from_shape_vec(shape.clone(), blocks)
            .map_err(bad_shape)?
            .into_pyarray(py),
    )?;
    out.set_item(
        "limiter",
        ArrayD::from_shape_vec(shape.clone(), limiter)
            .map_err(bad_shape)?
            .into_pyarray(py),
    )?;
    out.set_item(
        "valid",
        ArrayD::from_shape_vec(shape.clone(), valid)
            .map_err(bad_shape)?
            .into_pyarray(py),
    )?;
    out.set_item("limiter_names", PyList::new(py, names)?)?;
    Ok(out)
}

/// Occupancy, resident blocks, limiter, and whether occ-core answers the launch at all.
type Columns = (Vec<f64>, Vec<u32>, Vec<u8>, Vec<bool>);

/// Every combination of `columns` on `template`. Each value passes occ-core's `occ batch` range check of its field
/// first, so that a negative or oversized one is an error naming it, with the index of the first. A combination the
/// vendor's rules refuse (an AMD work-group too large for its VGPRs) is no error of the sweep: it is marked not
/// valid, its occupancy NaN, as `calc` would raise for it.
fn run(
    template: Launch,
    columns: &[(usize, Vec<i64>)],
    count: usize,
) -> Result<Columns, (usize, occ_core::Error)> {
    let mut checked: Vec<(usize, Vec<u32>)> = Vec::with_capacity(columns.len());
    for (index, values) in columns {
        let (_, field, least) = VARIED[*index];
        let values = values
            .iter()
            .enumerate()
            .map(|(at, v)| to_u32(field, *v, least).map_err(|e| (at, e)))
            .collect::<Result<Vec<u32>, _>>()?;
        checked.push((*index, values));
    }
    let mut occupancy = Vec::with_capacity(count);
    let mut blocks = Vec::with_capacity(count);
    let mut limiter = Vec::with_capacity(count);
    let mut valid = Vec::with_capacity(count);
    let mut launch = template;
    for at in 0..count {
        for (index, values) in &checked {
            set(&mut launch, *index, values[at]);
        }
        let (o, b, l) = evaluate(&launch).unwrap_or((f64::NAN, 0, NONE));
        occupancy.push(o);
        blocks.push(b);
        limiter.push(l);
        valid.push(!o.is_nan());
    }
    Ok((occupancy, blocks, limiter, valid))
}
