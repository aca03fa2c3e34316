//! Itanium C++ demangling of kernel names (`_ZN8occ_test4gemm5tiledIfLi16EEEvPKT_S4_PS2_i` →
//! `void occ_test::gemm::tiled<float, 16>(float const*, float const*, float*, int)`), with the `cpp_demangle`
//! crate behind the `demangle` feature (on by default). Without the feature names stay as compiled: the page
//! can leave the crate out of its wasm when its size matters more.
//!
//! Names come from untrusted logs, so the demangler's own recursion limits stay on and overlong names are
//! not attempted at all. A demangled name is text to show, never something to interpret.

/// Longer names are shown mangled: real kernel names (CUTLASS templates included) stay well below this, and
/// the demangler's work grows with the input.
#[cfg(feature = "demangle")]
const MAX_MANGLED: usize = 16 * 1024;

/// The demangled form of an Itanium-mangled name, `None` for other names (`extern "C"` kernels, clones the
/// demangler cannot read) or when the `demangle` feature is off.
pub(crate) fn demangle(name: &str) -> Option<String> {
    if !name.starts_with("_Z") {
        return None;
    }
    imp(name).or_else(|| {
        // ptxas names clones of a function `name$1`: demangle the function and keep the suffix.
        let (base, clone) = name.rsplit_once('$')?;
        imp(base).map(|text| format!("{text} [clone ${clone}]"))
    })
}

#[cfg(feature = "demangle")]
fn imp(name: &str) -> Option<String> {
    if name.len() > MAX_MANGLED {
        return None;
    }
    // The defaults bound recursion (96 while parsing, 128 while printing); stated so that a dependency
    // update cannot silently loosen them.
    let parse = cpp_demangle::ParseOptions::default().recursion_limit(96);
    let print = cpp_demangle::DemangleOptions::default().recursion_limit(128);
    cpp_demangle::Symbol::new_with_options(name.as_bytes(), &parse)
        .ok()?
        .demangle_with_options(&print)
        .ok()
}

#[cfg(not(feature = "demangle"))]
fn imp(_name: &str) -> Option<String> {
    None
}

#[cfg(all(test, feature = "demangle"))]
mod tests {
    use super::*;

    #[test]
    fn demangles_templates_and_namespaces() {
        assert_eq!(
            demangle("_ZN8occ_test4gemm5tiledIfLi16EEEvPKT_S4_PS2_i").as_deref(),
            Some("void occ_test::gemm::tiled<float, 16>(float const*, float const*, float*, int)")
        );
        assert_eq!(
            demangle("_Z11reduce_treeILj256EEvPKfPfi").as_deref(),
            Some("void reduce_tree<(unsigned int)256>(float const*, float*, int)")
        );
        assert_eq!(
            demangle("_Z10scaled_sumPKfif$1").as_deref(),
            Some("scaled_sum(float const*, int, float) [clone $1]")
        );
    }

    #[test]
    fn leaves_other_names_alone() {
        assert_eq!(demangle("reduce_dynamic"), None);
        assert_eq!(demangle("_Z"), None);
        assert_eq!(demangle("_Zgarbage"), None);
        assert_eq!(demangle(&format!("_Z{}", "N".repeat(MAX_MANGLED))), None);
    }
}
