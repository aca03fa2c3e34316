//! `occ_core::compiler_log` on AMD's compiler output: the logs `tests/amd/generate.py` made with Debian's llc-19 and
//! clang-19 (`tests/fixtures/amd/`). For every build of the manifest, the remarks and the assembly of the same
//! compiles must name the same kernels for the same targets with the same figures, and occ's occupancy on the
//! kernel's own target, at the work-group size the compiler assumed (the metadata's
//! `.max_flat_workgroup_size`), must equal the compiler's `Occupancy` — apart from the differences listed in
//! [`known_difference`], each with its cause.
//!
//! Two runs of the same check:
//! - `committed_fixtures_agree` on the committed logs (also as wasm32);
//! - `regenerated_fixtures_agree` (ignored; `cargo xtask test` runs it) on logs just regenerated into
//!   `$OCC_AMD_FIXTURES`, which also must equal the committed ones.

use std::collections::{BTreeMap, BTreeSet};

use occ_core::amd::{self, rules::vgprs_counted, Limiter};
use occ_core::compiler_log::{self, AmdEvaluation, AmdFunction, AmdTool, FunctionKind, Summary};
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

macro_rules! fixture {
    ($name:expr) => {
        include_str!(concat!("fixtures/amd/", $name))
    };
}

macro_rules! committed {
    ($($label:literal),* $(,)?) => {
        [$((
            $label,
            fixture!(concat!($label, ".remarks.log")),
            fixture!(concat!($label, ".s")),
        )),*]
    };
}

const MANIFEST: &str = fixture!("manifest.json");

const BUILDS: [(&str, &str, &str); 8] = committed![
    "registers",
    "lds",
    "workgroup",
    "wave32",
    "wave64",
    "agprs",
    "spill",
    "hip",
];

/// One build of the manifest: its label and targets, in order.
fn manifest_builds(manifest: &str) -> Vec<(String, Vec<String>)> {
    let value: serde_json::Value = serde_json::from_str(manifest).expect("manifest.json is JSON");
    value["builds"]
        .as_array()
        .expect("builds list")
        .iter()
        .map(|build| {
            let label = build["label"].as_str().expect("label").to_string();
            let targets = build["targets"]
                .as_array()
                .expect("targets")
                .iter()
                .map(|t| t.as_str().expect("target").to_string())
                .collect();
            (label, targets)
        })
        .collect()
}

type Key = (String, String);

/// Why occ's figure and LLVM 19's may differ for a report, when the cause is known; `None` when they must agree.
fn known_difference(
    label: &str,
    f: &AmdFunction,
    arch: &amd::Arch,
    e: &AmdEvaluation,
) -> Option<&'static str> {
    if label == "spill" && f.name == "spill_waves" && arch.name == "gfx1100" {
        // 96 VGPRs allow 16 waves on gfx1100; the kernel's `amdgpu-waves-per-eu`="8,8" caps the compiler's figure.
        return Some(
            "amdgpu-waves-per-eu caps the compiler's figure, and no report shows the attribute",
        );
    }
    let only_lds = e.occupancy.limiters().eq([Limiter::Lds]);
    if arch.generation.is_rdna()
        && !e.kernel.cu_mode
        && only_lds
        && e.occupancy.lds_per_cu < 131_072
    {
        // LLVM pools the LDS of a WGP's two CUs in WGP mode; occ_core::amd's rules that count one CU's
        // 64 KiB give fewer work-groups.
        return Some("LDS counted per CU (64 KiB) where LLVM counts a WGP's 128 KiB");
    }
    None
}

/// What the committed or regenerated builds covered.
#[derive(Default)]
struct Tally {
    kernels: BTreeSet<String>,
    targets: BTreeSet<String>,
    pairs: usize,
    agree: usize,
    known: BTreeMap<&'static str, usize>,
}

fn reports(
    log: &compiler_log::Log,
    label: &str,
    tool: AmdTool,
    errors: &mut Vec<String>,
) -> BTreeMap<Key, AmdFunction> {
    let mut out = BTreeMap::new();
    if !log.unread.is_empty() {
        errors.push(format!(
            "{label} {}: unread lines {:?}",
            tool.name(),
            log.unread
        ));
    }
    if !log.functions.is_empty() {
        errors.push(format!(
            "{label} {}: NVIDIA reports {:?}",
            tool.name(),
            log.functions
        ));
    }
    for f in &log.amd {
        if f.tool != tool || f.kind != FunctionKind::Entry {
            errors.push(format!(
                "{label}: {} is a {:?} {:?} report",
                f.name, f.kind, f.tool
            ));
        }
        let key = (f.target.clone().unwrap_or_default(), f.name.clone());
        if out.insert(key.clone(), f.clone()).is_some() {
            errors.push(format!("{label} {}: {key:?} reported twice", tool.name()));
        }
    }
    out
}

fn check_build(
    label: &str,
    targets: &[String],
    remarks_log: &str,
    assembly: &str,
    tally: &mut Tally,
) -> Vec<String> {
    let mut errors = Vec::new();
    let remarks = reports(
        &compiler_log::parse(remarks_log),
        label,
        AmdTool::Remarks,
        &mut errors,
    );
    let listed = reports(
        &compiler_log::parse(assembly),
        label,
        AmdTool::Assembly,
        &mut errors,
    );
    let ours: BTreeSet<&Key> = remarks.keys().collect();
    let theirs: BTreeSet<&Key> = listed.keys().collect();
    if ours != theirs {
        errors.push(format!(
            "{label}: remarks report {ours:?}, the assembly {theirs:?}"
        ));
    }
    let covered: BTreeSet<&str> = listed.keys().map(|(t, _)| t.as_str()).collect();
    let expected: BTreeSet<&str> = targets.iter().map(String::as_str).collect();
    if covered != expected {
        errors.push(format!(
            "{label}: targets {covered:?}, the manifest lists {expected:?}"
        ));
    }
    for ((target, name), asm) in &listed {
        let at = format!("{label}: {name} for {target}");
        let mut fail = |message: String| errors.push(format!("{at}: {message}"));
        let Some(arch) = asm.arch() else {
            fail("not a target occ knows".to_string());
            continue;
        };
        let (a, r) = (&asm.resources, remarks.get(&(target.clone(), name.clone())));
        if a.max_workgroup_size.is_none()
            || a.wave_size.is_none()
            || a.compiler_waves_per_simd.is_none()
        {
            fail(format!("the assembly lacks a figure: {a:?}"));
        }
        if let Some(r) = r {
            let r = &r.resources;
            let pairs = [
                ("VGPRs", r.vgprs.map(u64::from), a.vgprs.map(u64::from)),
                ("AGPRs", r.agprs.map(u64::from), a.agprs.map(u64::from)),
                ("SGPRs", r.sgprs.map(u64::from), a.sgprs.map(u64::from)),
                ("LDS", r.lds_bytes, a.lds_bytes),
                ("scratch", r.scratch_bytes, a.scratch_bytes),
                ("SGPR spills", r.sgpr_spills, a.sgpr_spills),
                ("VGPR spills", r.vgpr_spills, a.vgpr_spills),
                (
                    "occupancy",
                    r.compiler_waves_per_simd.map(u64::from),
                    a.compiler_waves_per_simd.map(u64::from),
                ),
            ];
            for (what, remark, comment) in pairs {
                if remark != comment || (what != "AGPRs" && remark.is_none()) {
                    fail(format!("{what}: remarks {remark:?}, assembly {comment:?}"));
                }
            }
            if r.dynamic_stack != a.dynamic_stack {
                fail(format!(
                    "dynamic stack: remarks {:?}, assembly {:?}",
                    r.dynamic_stack, a.dynamic_stack
                ));
            }
        }
        // The target has AGPRs exactly when the compiler reports them.
        if a.agprs.is_some() != (arch.max_agprs() > 0) {
            fail(format!(
                "AGPRs {:?} on a target with {} of them",
                a.agprs,
                arch.max_agprs()
            ));
        }
        let wave = if label == "wave64" {
            64
        } else {
            arch.default_wave_size()
        };
        if a.wave_size != Some(wave) {
            fail(format!("wave size {:?}, expected {wave}", a.wave_size));
        }
        let evaluation = match asm.evaluate(arch, None) {
            Ok(e) => e,
            Err(e) => {
                fail(e.to_string());
                continue;
            }
        };
        // The compiler's count of VGPRs against the file is the rules' count.
        if let Some(total) = a.total_vgprs {
            let counted = vgprs_counted(arch, &evaluation.kernel);
            if total != counted {
                fail(format!("TotalNumVgprs {total}, occ counts {counted}"));
            }
        }
        if evaluation.compiler_waves_per_simd != a.compiler_waves_per_simd {
            fail(format!(
                "the compiler's figure is not compared: {evaluation:?}"
            ));
        }
        match known_difference(label, asm, arch, &evaluation) {
            Some(cause) if evaluation.differs() => *tally.known.entry(cause).or_default() += 1,
            Some(cause) => fail(format!(
                "listed as differing ({cause}) but agrees: update known_difference"
            )),
            None if evaluation.differs() => fail(format!(
                "occ {} waves per SIMD, the compiler {:?} ({:?})",
                evaluation.occupancy.waves_per_simd,
                a.compiler_waves_per_simd,
                evaluation.occupancy.limits
            )),
            None => tally.agree += 1,
        }
        // The remark evaluated at the assembly's work-group size gives the same figure; remarks alone do not name
        // the size, so their figures are not compared.
        if let Some(r) = r {
            match r.evaluate(arch, a.max_workgroup_size) {
                Ok(e)
                    if e.occupancy == evaluation.occupancy
                        && e.compiler_waves_per_simd.is_none() => {}
                other => fail(format!("the remark evaluates to {other:?}")),
            }
        }
        tally.kernels.insert(name.clone());
        tally.targets.insert(target.clone());
        tally.pairs += 1;
    }
    errors
}

fn summary(tally: &Tally) -> String {
    format!(
        "amd fixtures: {} kernels × {} targets, {} compiles: remarks = assembly; occ = the compiler's occupancy \
         on {} ({} known differences: {:?})",
        tally.kernels.len(),
        tally.targets.len(),
        tally.pairs,
        tally.agree,
        tally.known.values().sum::<usize>(),
        tally.known
    )
}

#[test]
fn committed_fixtures_agree() {
    let builds = manifest_builds(MANIFEST);
    let labels: Vec<&str> = builds.iter().map(|(label, _)| label.as_str()).collect();
    assert_eq!(
        labels,
        BUILDS.map(|b| b.0),
        "manifest.json lists other builds: update BUILDS"
    );
    let mut tally = Tally::default();
    let errors: Vec<String> = builds
        .iter()
        .zip(BUILDS)
        .flat_map(|((label, targets), (_, remarks, assembly))| {
            check_build(label, targets, remarks, assembly, &mut tally)
        })
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    assert_eq!(tally.targets.len(), 6, "{:?}", tally.targets);
    assert_eq!(tally.pairs, 95);
    assert!(tally.agree >= 85, "{}", summary(&tally));
    println!("{}", summary(&tally));
}

fn get<'a>(log: &'a compiler_log::Log, name: &str, target: &str) -> &'a AmdFunction {
    let found: Vec<&AmdFunction> = log
        .amd
        .iter()
        .filter(|f| f.name == name && f.target.as_deref() == Some(target))
        .collect();
    assert_eq!(found.len(), 1, "{name} for {target}");
    found[0]
}

fn waves(f: &AmdFunction) -> (u32, Vec<Limiter>) {
    let e = f
        .evaluate(f.arch().expect("a known target"), None)
        .expect("evaluates");
    (e.occupancy.waves_per_simd, e.occupancy.limiters().collect())
}

#[test]
fn registers_limit_by_target() {
    let log = compiler_log::parse(fixture!("registers.s"));
    // 64 VGPRs: a quarter of gfx906's 256, an eighth of gfx90a's unified 512, 16 waves of gfx1100's 1536 (wave32).
    assert_eq!(
        waves(get(&log, "vgpr_64", "gfx906")),
        (4, vec![Limiter::Vgprs])
    );
    assert_eq!(waves(get(&log, "vgpr_64", "gfx90a")).0, 8);
    assert_eq!(
        waves(get(&log, "vgpr_100", "gfx1030")),
        (9, vec![Limiter::Vgprs])
    );
    assert_eq!(waves(get(&log, "vgpr_256", "gfx1100")).0, 5);
    // ~100 SGPRs: 8 waves on GFX9 (of 10 on gfx906), 7 above 100; RDNA has no SGPR limit.
    let sgprs = get(&log, "sgpr_96", "gfx906");
    assert_eq!(sgprs.resources.sgprs, Some(100));
    assert_eq!(waves(sgprs), (8, vec![Limiter::Sgprs]));
    assert_eq!(get(&log, "sgpr_96", "gfx942").resources.sgprs, Some(102));
    assert_eq!(
        waves(get(&log, "sgpr_96", "gfx942")),
        (7, vec![Limiter::Sgprs])
    );
    assert_eq!(waves(get(&log, "sgpr_96", "gfx1100")).0, 16);
    #[cfg(feature = "demangle")]
    assert_eq!(
        get(&log, "_Z7scaleddPdd", "gfx90a").display_name(),
        "scaledd(double*, double)"
    );
}

#[test]
fn agprs_count_against_their_own_file_or_the_unified_one() {
    let log = compiler_log::parse(fixture!("agprs.s"));
    let separate = get(&log, "acc_64", "gfx908");
    assert_eq!(
        (
            separate.resources.vgprs,
            separate.resources.agprs,
            separate.resources.total_vgprs
        ),
        (Some(21), Some(64), Some(64))
    );
    assert_eq!(waves(separate).0, 4);
    // gfx90a: 21 rounded to 24, plus 64 = 88 of the unified 512 (a whole number of granules of 8).
    let unified = get(&log, "acc_64", "gfx90a");
    assert_eq!(unified.resources.total_vgprs, Some(88));
    assert_eq!(waves(unified).0, 5);
}

#[test]
fn lds_work_group_size_and_wave_size() {
    let lds = compiler_log::parse(fixture!("lds.s"));
    let big = get(&lds, "_Z9reverse40PfPKf", "gfx90a");
    assert_eq!(big.resources.lds_bytes, Some(40960));
    // One 40 KiB group per CU: 4 waves of 256 work-items over 4 SIMDs.
    assert_eq!(waves(big), (1, vec![Limiter::Lds]));
    // 64-work-item groups of 10 KiB: 6 per CU, 6 waves over 4 SIMDs, which the compiler rounds up to 2.
    assert_eq!(waves(get(&lds, "_Z9reverse10PfPKf", "gfx90a")).0, 2);
    let groups = compiler_log::parse(fixture!("workgroup.s"));
    for (name, size) in [("wg_64", 64), ("wg_640", 640), ("wg_default", 1024)] {
        assert_eq!(
            get(&groups, name, "gfx1100").resources.max_workgroup_size,
            Some(size)
        );
    }
    // 640 work-items are 20 wave32 waves: 3 groups fill 60 of a WGP's 64 slots, 15 per SIMD.
    assert_eq!(
        waves(get(&groups, "wg_640", "gfx1100")),
        (15, vec![Limiter::Waves])
    );
    let wave32 = compiler_log::parse(fixture!("wave32.s"));
    let wave64 = compiler_log::parse(fixture!("wave64.s"));
    let (narrow, wide) = (
        get(&wave32, "_Z4axpyfPKfPf", "gfx1100"),
        get(&wave64, "_Z4axpyfPKfPf", "gfx1100"),
    );
    assert_eq!(
        (narrow.resources.wave_size, wide.resources.wave_size),
        (Some(32), Some(64))
    );
    // 120 VGPRs: 1536 / 120 = 12 wave32 waves, 768 / 120 = 6 wave64 waves.
    assert_eq!((waves(narrow).0, waves(wide).0), (12, 6));
}

#[test]
fn spills_and_scratch() {
    let log = compiler_log::parse(fixture!("spill.remarks.log"));
    let spilled = get(&log, "spill_waves", "gfx906");
    assert!(spilled.spills());
    assert_eq!(spilled.resources.vgpr_spills, Some(96));
    assert_eq!(spilled.resources.scratch_bytes, Some(388));
    assert!(!get(&log, "spill_waves", "gfx1100").spills());
    // The same figures from the assembly's metadata.
    let asm = compiler_log::parse(fixture!("spill.s"));
    assert_eq!(
        get(&asm, "spill_budget", "gfx1100").resources.vgpr_spills,
        Some(64)
    );
}

#[test]
fn hipcc_shaped_remarks_name_their_target_through_the_command_line() {
    let log = compiler_log::parse(fixture!("hip.remarks.log"));
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let stage = get(&log, "_ZN8occ_test5stageILi8192EEEvPfPKf", "gfx90a");
    assert_eq!(stage.line, 14);
    assert_eq!(stage.resources.lds_bytes, Some(32768));
    #[cfg(feature = "demangle")]
    assert_eq!(
        stage.display_name(),
        "void occ_test::stage<8192>(float*, float const*)"
    );
    assert_eq!(get(&log, "pressure", "gfx1100").resources.vgprs, Some(96));
    // Remarks do not name the work-group size (__launch_bounds__(256)): at 256 occ agrees with the compiler's 2
    // waves; at HIP's default of 1024 the LDS allows 8.
    let arch = stage.arch().expect("gfx90a");
    assert_eq!(
        stage
            .evaluate(arch, Some(256))
            .map(|e| e.occupancy.waves_per_simd),
        Ok(2)
    );
    let default = stage.evaluate(arch, None).expect("evaluates");
    assert_eq!(
        (
            default.kernel.workgroup_size,
            default.occupancy.waves_per_simd
        ),
        (1024, 8)
    );
    assert_eq!(default.compiler_waves_per_simd, None);
    assert!(!default.differs());
}

#[test]
fn summaries_carry_amd_kernels() {
    let mut both = String::from(fixture!("hip.remarks.log"));
    both.push_str("ptxas info    : Compiling entry function '_Z3addPfS_' for 'sm_89'\n");
    both.push_str("ptxas info    : Used 12 registers, 0 bytes smem\n");
    let summary = Summary::of(&compiler_log::parse(&both));
    assert_eq!(summary.kernels.len(), 1);
    assert_eq!(summary.amd_kernels.len(), 6);
    assert_eq!(summary.amd_targets(), ["gfx90a", "gfx1100"]);
    let json = serde_json::to_value(&summary).expect("JSON");
    assert_eq!(json["amd_kernels"][1]["vgprs"], 3);
    assert_eq!(json["amd_kernels"][1]["lds_bytes"], 32768);
    assert_eq!(json["amd_kernels"][1]["compiler_waves_per_simd"], 2);
    assert_eq!(json["amd_kernels"][0]["tool"], "remarks");
    let back: Summary = serde_json::from_value(json).expect("round trip");
    assert_eq!(back, summary);
    // A summary from before AMD kernels existed still reads.
    let old: Summary = serde_json::from_str(
        r#"{"lines":0,"kernels":[],"unread":0,"unread_first":[],"warnings":0,"errors":0}"#,
    )
    .expect("old summary");
    assert!(old.amd_kernels.is_empty());
    let k = &summary.amd_kernels[0];
    let arch = amd::arch("gfx90a").expect("gfx90a");
    assert_eq!(
        k.evaluate(arch, Some(256))
            .map(|e| e.occupancy.waves_per_simd),
        Ok(8)
    );
}

/// `cargo xtask test` runs this after regenerating the logs with llc-19 and clang-19.
#[cfg(not(target_arch = "wasm32"))]
#[test]
#[ignore = "needs logs regenerated by tests/amd/generate.py in $OCC_AMD_FIXTURES (cargo xtask test)"]
fn regenerated_fixtures_agree() {
    use std::path::{Path, PathBuf};

    let dir = PathBuf::from(
        std::env::var_os("OCC_AMD_FIXTURES").expect("OCC_AMD_FIXTURES names the regenerated logs"),
    );
    let read = |path: &Path| {
        std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    };
    let builds = manifest_builds(&read(&dir.join("manifest.json")));
    assert!(!builds.is_empty());
    let mut tally = Tally::default();
    let mut errors = Vec::new();
    for (label, targets) in &builds {
        let file = |suffix: &str| read(&dir.join(format!("{label}{suffix}")));
        errors.extend(check_build(
            label,
            targets,
            &file(".remarks.log"),
            &file(".s"),
            &mut tally,
        ));
    }
    // The committed logs must be what the compilers print today, or the fast tests test stale output.
    let committed = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/amd");
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("regenerated directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    names.sort();
    for path in names {
        let name = path.file_name().expect("file name");
        if read(&path) != read(&committed.join(name)) {
            errors.push(format!(
                "{} differs from the committed fixture: run `python3 tests/amd/generate.py` and commit",
                name.to_string_lossy()
            ));
        }
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    println!("{}", summary(&tally));
}
