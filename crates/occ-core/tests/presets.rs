//! Validation of the GPU database (`data/gpus.toml`): structure, consistency with the architecture rules, and
//! spot checks against primary sources.

use std::collections::HashSet;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

use occ_core::presets::{citations, find, source, Preset, Provenance, Segment, Target, SOURCES};
use occ_core::{amd, occupancy, ComputeCapability, Kernel, SmemConfig, Vendor, PRESETS};

/// NVIDIA's products with their compute capability.
fn nvidia() -> impl Iterator<Item = (&'static Preset, ComputeCapability)> {
    PRESETS.iter().filter_map(|p| Some((p, p.cc()?)))
}

/// AMD's products with their gfx target.
fn amd_presets() -> impl Iterator<Item = (&'static Preset, &'static amd::Arch)> {
    PRESETS.iter().filter_map(|p| Some((p, p.target.amd()?)))
}

#[test]
fn lists_at_least_sixty_products_in_every_segment() {
    assert!(PRESETS.len() >= 60, "{} presets", PRESETS.len());
    for segment in [
        Segment::DataCenter,
        Segment::Workstation,
        Segment::Consumer,
        Segment::Embedded,
    ] {
        assert!(PRESETS.iter().any(|p| p.segment == segment), "{segment:?}");
    }
    for arch in [
        "Kepler",
        "Maxwell",
        "Pascal",
        "Volta",
        "Turing",
        "Ampere",
        "Ada",
        "Hopper",
        "Blackwell",
    ] {
        assert!(PRESETS.iter().any(|p| p.arch == arch), "no {arch} preset");
    }
}

#[test]
fn ids_names_and_aliases_are_unique() {
    let mut seen = HashSet::new();
    for preset in PRESETS.iter() {
        assert!(
            preset
                .id
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'),
            "id {}",
            preset.id
        );
        let own: HashSet<String> = [preset.id, preset.name]
            .into_iter()
            .chain(preset.aliases())
            .map(|name| {
                name.to_ascii_lowercase()
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric())
                    .collect()
            })
            .collect();
        for key in own {
            assert!(
                seen.insert(key.clone()),
                "'{key}' of {} names another product too",
                preset.id
            );
        }
    }
}

#[test]
fn every_name_and_alias_finds_its_own_product() {
    for preset in PRESETS.iter() {
        for name in [preset.id, preset.name].into_iter().chain(preset.aliases()) {
            let found = find(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(found.id, preset.id, "'{name}'");
        }
    }
}

#[test]
fn every_product_is_a_valid_device_of_its_architecture() {
    for (preset, cc) in nvidia() {
        let device = preset
            .device()
            .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
        let gpu = device
            .check()
            .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
        // Shared memory per SM is one of the architecture's carveouts (Volta and newer).
        let carveouts = gpu.rules().carveouts();
        if !carveouts.is_empty() {
            assert!(carveouts.contains(&device.smem_per_sm), "{}", preset.id);
        }
        let family = match cc.major {
            3 => "Kepler",
            5 => "Maxwell",
            6 => "Pascal",
            7 if cc.minor == 5 => "Turing",
            7 => "Volta",
            8 if cc.minor == 9 => "Ada",
            8 => "Ampere",
            9 => "Hopper",
            _ => "Blackwell",
        };
        assert_eq!(preset.arch, family, "{} is CC {cc}", preset.id);
        // A kernel that fits everywhere computes.
        let result = occupancy(&gpu, &Kernel::new(128, 32), &SmemConfig::default()).unwrap();
        assert!(result.active_blocks_per_sm > 0, "{}", preset.id);
    }
}

#[test]
fn whole_number_fields_are_whole_and_positive() {
    for preset in PRESETS.iter() {
        let whole = [
            Some(preset.compute_units),
            Some(preset.boost_mhz),
            preset.l2_kib,
            preset.local_memory_per_unit,
        ];
        for fact in whole.into_iter().flatten() {
            assert!(
                fact.value() > 0.0 && fact.value().fract() == 0.0,
                "{}: {}",
                preset.id,
                fact.value()
            );
        }
        for fact in [
            Some(preset.mem_bw_gbs),
            Some(preset.fp32_tflops),
            preset.fp64_tflops,
            preset.tensor_fp16_tflops,
        ]
        .into_iter()
        .flatten()
        {
            assert!(fact.value() > 0.0, "{}", preset.id);
        }
    }
}

#[test]
fn every_value_carries_its_provenance() {
    for preset in PRESETS.iter() {
        let facts = [
            Some(preset.compute_units),
            preset.l2_kib,
            preset.mem_gib,
            Some(preset.mem_bw_gbs),
            Some(preset.boost_mhz),
            Some(preset.fp32_tflops),
            preset.fp64_tflops,
            preset.tensor_fp16_tflops,
            preset.local_memory_per_unit,
            preset.smem_per_block_optin,
        ];
        for fact in facts.into_iter().flatten() {
            match fact.provenance {
                Provenance::Sourced => assert!(!fact.sources().is_empty(), "{}", preset.id),
                Provenance::Derived | Provenance::Unconfirmed => {
                    assert!(fact.detail().len() > 5, "{}", preset.id)
                }
            }
            for key in fact.sources() {
                assert!(source(key).is_some(), "{}: {key}", preset.id);
            }
            assert!(!fact.citation().is_empty(), "{}", preset.id);
        }
    }
    for source in SOURCES {
        assert!(
            source.url.starts_with("https://") || source.url.starts_with("http://"),
            "{}",
            source.key
        );
    }
}

#[test]
fn the_citation_table_holds_each_distinct_citation_once() {
    let table = citations();
    let mut facts = 0;
    for preset in PRESETS.iter() {
        for fact in preset.facts().into_iter().flatten() {
            facts += 1;
            assert_eq!(
                table[usize::from(fact.cite.0)],
                fact.citation(),
                "{}",
                preset.id
            );
        }
    }
    // Shared citations are stored once (394 for 745 facts when this was written).
    assert!(table.len() < facts * 2 / 3, "{} of {facts}", table.len());
    assert!(table.iter().all(|c| !c.is_empty()));
}

#[test]
fn fp32_peak_matches_sms_lanes_and_clock_unless_unconfirmed() {
    for (preset, cc) in nvidia() {
        let lanes = match (cc.major, cc.minor) {
            (3, _) => 192.0,
            (6, 0) | (7, _) | (8, 0) => 64.0,
            _ => 128.0,
        };
        let expected = preset.compute_units.value() * lanes * 2.0 * preset.boost_mhz.value() / 1e6;
        let off = (expected - preset.fp32_tflops.value()).abs() / expected;
        if !preset.fp32_tflops.is_unconfirmed() && !preset.boost_mhz.is_unconfirmed() {
            assert!(
                off < 0.03,
                "{}: {expected:.2} vs {}",
                preset.id,
                preset.fp32_tflops.value()
            );
        }
    }
}

#[test]
fn spot_checks_from_primary_sources() {
    let cases = [
        ("h100 sxm", 132),
        ("h100 pcie", 114),
        ("a100", 108),
        ("l4", 58),
        ("l40s", 142),
        ("rtx 4090", 128),
        ("rtx 5090", 170),
        ("b200", 148),
        ("t4", 40),
        ("v100", 80),
    ];
    for (name, sms) in cases {
        assert_eq!(find(name).unwrap().compute_units.whole(), sms, "{name}");
    }
}

#[test]
fn the_nvidia_entries_come_first_and_every_amd_product_the_brief_names_is_there() {
    let first_amd = PRESETS.iter().position(|p| p.vendor() == Vendor::Amd);
    let first_amd = first_amd.expect("AMD products (occ-core's default amd-presets feature)");
    assert!(PRESETS[first_amd..]
        .iter()
        .all(|p| p.vendor() == Vendor::Amd));
    assert!(first_amd >= 60, "{first_amd} NVIDIA presets");
    for name in [
        "mi100",
        "mi210",
        "mi250x",
        "mi300a",
        "mi300x",
        "mi325x",
        "mi355x",
        "w7900",
        "rx 7900 xtx",
        "rx 7800 xt",
        "rx 7600",
        "rx 9070 xt",
        "rx 6900 xt",
    ] {
        let preset = find(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(preset.vendor(), Vendor::Amd, "{name}");
    }
}

#[test]
fn every_amd_product_names_a_known_gfx_target_of_its_family() {
    let mut seen = 0;
    for (preset, arch) in amd_presets() {
        seen += 1;
        assert!(
            amd::ARCHES.contains(arch),
            "{}: {} is not in amd::ARCHES",
            preset.id,
            arch.name
        );
        assert_eq!(amd::arch(arch.name), Some(arch));
        // The preset's family is the target's ("CDNA 3" for gfx942), without the die's name.
        assert!(
            arch.family.starts_with(preset.arch),
            "{}: {} vs {}",
            preset.id,
            preset.arch,
            arch.family
        );
        assert_eq!(preset.target.to_string(), arch.name);
        // NVIDIA's device does not apply: asking for it is an error naming the GPU, not a panic.
        let err = preset.device().unwrap_err();
        assert_eq!(err.field(), "gpu");
        assert!(err.to_string().contains(arch.name), "{err}");
        // LDS per CU, where the product gives it, is the target's.
        if let Some(lds) = preset.local_memory_per_unit {
            assert_eq!(lds.whole(), arch.lds_per_workgroup, "{}", preset.id);
        }
        // A kernel that fits every target computes.
        let kernel = amd::Kernel::new(arch, 256, 64);
        let result = amd::occupancy(arch, &kernel).unwrap();
        assert!(result.waves_per_simd > 0, "{}", preset.id);
    }
    assert!(seen >= 13, "{seen} AMD presets");
}

#[test]
fn amd_fp32_and_matrix_peaks_match_cus_rates_and_clock_unless_unconfirmed() {
    for (preset, arch) in amd_presets() {
        // FLOP per clock per CU as each family's data table states them (data/gpus.toml's AMD conventions).
        let (fp32, matrix) = match arch.family {
            "CDNA 1" | "CDNA 2" => (128.0, Some(1024.0)),
            "CDNA 3" => (256.0, Some(2048.0)),
            "CDNA 4" => (256.0, Some(4096.0)),
            "RDNA 2" => (128.0, None),
            "RDNA 3" => (256.0, Some(512.0)),
            "RDNA 4" => (256.0, Some(1024.0)),
            other => panic!("{}: no rates for {other}", preset.id),
        };
        let ghz = preset.boost_mhz.value() / 1e3;
        let cus = preset.compute_units.value();
        let close = |expected: f64, got: f64| (expected - got).abs() / expected < 0.01;
        if !preset.fp32_tflops.is_unconfirmed() && !preset.boost_mhz.is_unconfirmed() {
            let expected = cus * fp32 * ghz / 1e3;
            assert!(
                close(expected, preset.fp32_tflops.value()),
                "{}: {expected:.2} vs {}",
                preset.id,
                preset.fp32_tflops.value()
            );
        }
        match (matrix, preset.tensor_fp16_tflops) {
            (Some(rate), Some(peak)) if !peak.is_unconfirmed() => {
                let expected = cus * rate * ghz / 1e3;
                assert!(
                    close(expected, peak.value()),
                    "{}: {expected:.1} vs {}",
                    preset.id,
                    peak.value()
                );
            }
            (None, Some(_)) => panic!("{}: RDNA 2 has no matrix units", preset.id),
            _ => {}
        }
    }
}

#[test]
fn amd_spot_checks_from_rocm_specs() {
    // ROCm's "AMD GPU specifications" table (hardware.md §3.3), one GCD of MI250X.
    for (name, cus, gfx) in [
        ("mi100", 120, "gfx908"),
        ("mi210", 104, "gfx90a"),
        ("mi250x", 110, "gfx90a"),
        ("mi300a", 228, "gfx942"),
        ("mi300x", 304, "gfx942"),
        ("mi355x", 256, "gfx950"),
        ("rx 7900 xtx", 96, "gfx1100"),
        ("rx 9070 xt", 64, "gfx1201"),
    ] {
        let preset = find(name).unwrap();
        assert_eq!(preset.compute_units.whole(), cus, "{name}");
        assert!(
            matches!(preset.target, Target::Amd(arch) if arch.name == gfx),
            "{name}: {}",
            preset.target
        );
    }
    // hardware.md §3.3's MI300X matrix peak: 304 CUs × 2048 × 2.1 GHz.
    let mi300x = find("mi300x").unwrap();
    assert_eq!(mi300x.tensor_fp16_tflops.unwrap().value(), 1307.4);
    assert!(!mi300x.tensor_fp16_tflops.unwrap().is_unconfirmed());
}
