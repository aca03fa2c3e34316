//! Validation of the GPU database (`data/gpus.toml`): structure, consistency with the architecture rules, and
//! spot checks against primary sources.

use std::collections::HashSet;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

use occ_core::presets::{citations, find, source, Provenance, Segment, SOURCES};
use occ_core::{occupancy, Kernel, SmemConfig, PRESETS};

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
    for preset in PRESETS.iter() {
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
        let family = match preset.cc.major {
            3 => "Kepler",
            5 => "Maxwell",
            6 => "Pascal",
            7 if preset.cc.minor == 5 => "Turing",
            7 => "Volta",
            8 if preset.cc.minor == 9 => "Ada",
            8 => "Ampere",
            9 => "Hopper",
            _ => "Blackwell",
        };
        assert_eq!(preset.arch, family, "{} is CC {}", preset.id, preset.cc);
        // A kernel that fits everywhere computes.
        let result = occupancy(&gpu, &Kernel::new(128, 32), &SmemConfig::default()).unwrap();
        assert!(result.active_blocks_per_sm > 0, "{}", preset.id);
    }
}

#[test]
fn whole_number_fields_are_whole_and_positive() {
    for preset in PRESETS.iter() {
        let whole = [
            Some(preset.sms),
            Some(preset.boost_mhz),
            preset.l2_kib,
            preset.smem_per_sm,
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
            Some(preset.sms),
            preset.l2_kib,
            preset.mem_gib,
            Some(preset.mem_bw_gbs),
            Some(preset.boost_mhz),
            Some(preset.fp32_tflops),
            preset.fp64_tflops,
            preset.tensor_fp16_tflops,
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
    for preset in PRESETS.iter() {
        let lanes = match (preset.cc.major, preset.cc.minor) {
            (3, _) => 192.0,
            (6, 0) | (7, _) | (8, 0) => 64.0,
            _ => 128.0,
        };
        let expected = preset.sms.value() * lanes * 2.0 * preset.boost_mhz.value() / 1e6;
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
        assert_eq!(find(name).unwrap().sms.whole(), sms, "{name}");
    }
}
