//! Validation of the GPU database (`data/gpus.toml`): structure, consistency with the architecture rules, and
//! spot checks against primary sources.

use std::collections::HashSet;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;

use occ_core::nvidia::{occupancy, ComputeCapability, Kernel, SmemConfig};
use occ_core::presets::{citations, find, source, Preset, Provenance, Segment, Target, SOURCES};
use occ_core::{amd, intel, Vendor, PRESETS};

/// NVIDIA's products with their compute capability.
fn nvidia() -> impl Iterator<Item = (&'static Preset, ComputeCapability)> {
    PRESETS.iter().filter_map(|p| Some((p, p.cc()?)))
}

/// Intel's products with their Xe architecture.
fn intel_presets() -> impl Iterator<Item = (&'static Preset, &'static intel::Arch)> {
    PRESETS.iter().filter_map(|p| Some((p, p.target.intel()?)))
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
        // Intel's Xe-cores are the XVEs over the XVEs per Xe-core: a fraction on a fused part (checked with the
        // other Intel facts).
        let whole = [
            (preset.vendor() != Vendor::Intel).then_some(preset.compute_units),
            Some(preset.boost_mhz),
            preset.l2_kib,
            preset.local_memory_per_unit,
            preset.xves,
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
            preset.xves,
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
fn the_vendors_come_in_order_and_every_amd_product_the_brief_names_is_there() {
    // NVIDIA's entries first, then AMD's, then Intel's, each vendor's together.
    let vendors: Vec<Vendor> = PRESETS.iter().map(|p| p.vendor()).collect();
    let mut order = vendors.clone();
    order.dedup();
    assert_eq!(
        order,
        Vendor::ALL,
        "with occ-core's default amd-presets and intel-presets features"
    );
    let first_amd = vendors.iter().position(|v| *v == Vendor::Amd).unwrap();
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

#[test]
fn every_intel_product_the_brief_names_is_there_with_its_architecture() {
    for (name, xe) in [
        ("max 1550", "xe-hpc"),
        ("max 1100", "xe-hpc"),
        ("flex 170", "xe-hp"),
        ("flex 140", "xe-hp"),
        ("a770", "xe-hpg"),
        ("a750", "xe-hpg"),
        ("a580", "xe-hpg"),
        ("a380", "xe-hpg"),
        ("b580", "xe2-hpg"),
        ("b570", "xe2-hpg"),
        ("pro b60", "xe2-hpg"),
        ("meteor lake", "xe-lpg"),
        ("lunar lake", "xe2-lpg"),
        ("iris xe", "gen12"),
        ("uhd 630", "gen9"),
    ] {
        let preset = find(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(preset.vendor(), Vendor::Intel, "{name}");
        assert_eq!(preset.target.to_string(), xe, "{name}");
    }
}

#[test]
fn every_intel_product_counts_the_xe_cores_of_its_xves_as_intels_calculator_does() {
    let mut seen = 0;
    for (preset, arch) in intel_presets() {
        seen += 1;
        assert!(intel::ARCHES.contains(arch), "{}", preset.id);
        assert_eq!(preset.arch, arch.family, "{}", preset.id);
        // The XVE count is the Xe-cores' (the device's own count agrees: a fraction on a fused part), and one the
        // calculator lists for the architecture (its target's list or its PCI-ID table) where the calculator is
        // its source.
        let xves = preset.xves.expect("Intel products carry their XVE count");
        let device = intel::Device {
            arch,
            xve_count: xves.whole(),
        };
        let cores = device
            .xe_cores()
            .unwrap_or_else(|e| panic!("{}: {e}", preset.id));
        assert_eq!(cores.value(), preset.compute_units.value(), "{}", preset.id);
        if xves.sources().contains(&"intel-calc") {
            assert!(
                arch.xve_counts.contains(&xves.whole())
                    || arch.pci_xve_counts.contains(&xves.whole()),
                "{}: {}",
                preset.id,
                xves.whole()
            );
        }
        // NVIDIA's device does not apply: asking for it is an error naming the GPU, not a panic.
        let err = preset.device().unwrap_err();
        assert_eq!(err.field(), "gpu");
        assert!(err.to_string().contains(arch.name), "{err}");
        // No other vendor's field.
        assert!(preset.local_memory_per_unit.is_none() && preset.smem_per_block_optin.is_none());
        // A kernel that fits every architecture computes.
        let result = intel::occupancy(arch, &intel::Kernel::new(256, 16)).unwrap();
        assert!(result.workgroups_per_xe_core > 0, "{}", preset.id);
    }
    assert!(seen >= 15, "{seen} Intel presets");
    // Only Intel's products carry an XVE count.
    assert!(PRESETS
        .iter()
        .all(|p| p.xves.is_some() == (p.vendor() == Vendor::Intel)));
}

#[test]
fn intel_fp32_and_xmx_peaks_match_xe_cores_rates_and_clock_unless_unconfirmed() {
    for (preset, arch) in intel_presets() {
        // FLOP per clock per Xe-core (data/gpus.toml's Intel conventions).
        let (fp32, xmx) = match arch.family {
            "Gen9" | "Gen11" => (128.0, None),
            "Xe-LP" | "Xe-LPG" => (256.0, None),
            "Xe-HPG" | "Xe-HP" | "Xe2-HPG" | "Xe2-LPG" => (256.0, Some(2048.0)),
            "Xe-HPC" => (256.0, Some(4096.0)),
            other => panic!("{}: no rates for {other}", preset.id),
        };
        let ghz = preset.boost_mhz.value() / 1e3;
        let cores = preset.compute_units.value();
        let close = |expected: f64, got: f64| (expected - got).abs() / expected < 0.005;
        let expected = cores * fp32 * ghz / 1e3;
        assert!(
            close(expected, preset.fp32_tflops.value()),
            "{}: {expected:.3} vs {}",
            preset.id,
            preset.fp32_tflops.value()
        );
        match (xmx, preset.tensor_fp16_tflops) {
            (Some(rate), Some(peak)) => {
                let expected = cores * rate * ghz / 1e3;
                assert!(
                    close(expected, peak.value()),
                    "{}: {expected:.2} vs {}",
                    preset.id,
                    peak.value()
                );
            }
            (None, Some(_)) => panic!("{}: {} has no XMX engines", preset.id, arch.family),
            _ => {}
        }
        // FP64 only where the hardware has it at the FP32 rate (Xe-HPC).
        match preset.fp64_tflops {
            Some(fp64) => {
                assert_eq!(arch.name, "xe-hpc", "{}", preset.id);
                assert_eq!(fp64.value(), preset.fp32_tflops.value(), "{}", preset.id);
            }
            None => assert_ne!(arch.name, "xe-hpc", "{}", preset.id),
        }
    }
}

#[test]
fn intel_spot_checks_from_the_calculator() {
    // The calculator's PCI-ID table (l.1089–1313): XVE counts per product.
    for (name, xves) in [
        ("max 1550", 1024),
        ("max 1100", 448),
        ("flex 170", 512),
        ("a770", 512),
        ("a380", 128),
    ] {
        assert_eq!(find(name).unwrap().xves.unwrap().whole(), xves, "{name}");
    }
    // hardware.md §4.3: Max 1550 is 128 Xe-cores at 1.6 GHz with 52.4 FP32 TFLOPS; B580 20 Xe2-cores.
    let max = find("max 1550").unwrap();
    assert_eq!(
        (max.compute_units.whole(), max.boost_mhz.whole()),
        (128, 1600)
    );
    assert!((max.fp32_tflops.value() - 52.4).abs() < 0.05);
    assert_eq!(find("b580").unwrap().compute_units.whole(), 20);
}

#[test]
fn fused_intel_parts_count_the_calculators_fraction_of_xe_cores() {
    // UHD Graphics 730: 24 XVEs of Xe-LP (the calculator's gen12 list, l.369), 1.5 Xe-cores of 16; HD Graphics
    // 610: 12 EUs of Gen9 (its PCI-ID table, l.429), 1.5 sub-slices of 8. UHD Graphics 770: 32, two whole ones.
    for (name, xe, xves, cores) in [
        ("uhd 730", "gen12", 24, 1.5),
        ("hd 610", "gen9", 12, 1.5),
        ("uhd 770", "gen12", 32, 2.0),
    ] {
        let preset = find(name).unwrap_or_else(|e| panic!("{name}: {e}"));
        let arch = preset.target.intel().unwrap();
        assert_eq!(arch.name, xe, "{name}");
        assert_eq!(preset.xves.unwrap().whole(), xves, "{name}");
        assert_eq!(preset.compute_units.value(), cores, "{name}");
        let device = intel::Device {
            arch,
            xve_count: xves,
        };
        assert_eq!(device.xe_cores().unwrap().value(), cores, "{name}");
        assert!(preset.xves.unwrap().sources().contains(&"intel-calc"));
    }
}

#[test]
fn a_product_of_several_gpus_names_which_one_in_the_readers_language() {
    use occ_core::msg::{Lang, Say};
    use occ_core::terms::Terms;
    let described: Vec<&Preset> = PRESETS.iter().filter(|p| !p.one.is_empty()).collect();
    assert!(
        described.len() >= 6,
        "{} products name a part",
        described.len()
    );
    for p in PRESETS.iter() {
        let english = p.said_name(&Say::english(p.vendor()));
        assert_eq!(
            english, p.name,
            "{}: English says the name as the data file writes it",
            p.id
        );
        assert_eq!(p.name.contains(" (one "), !p.one.is_empty(), "{}", p.id);
        let chinese = p.said_name(&Say::new(Lang::Zh, Terms::Own, p.vendor()));
        if p.one.is_empty() {
            assert_eq!(chinese, p.name, "{}", p.id);
        } else {
            assert!(!chinese.contains("(one"), "{}: {chinese}", p.id);
            assert!(
                chinese.ends_with(&format!("（单个 {}）", p.one)),
                "{}: {chinese}",
                p.id
            );
            assert!(
                p.name.starts_with(chinese.split('（').next().unwrap()),
                "{}: {chinese}",
                p.id
            );
        }
    }
    let gb200 = find("gb200").expect("GB200 is a preset");
    assert_eq!(gb200.one, "Blackwell GPU");
    assert_eq!(
        gb200.said_name(&Say::new(Lang::Zh, Terms::Own, Vendor::Nvidia)),
        "GB200（单个 Blackwell GPU）"
    );
}
