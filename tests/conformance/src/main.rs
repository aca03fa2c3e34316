//! Conformance run: occ-core against NVIDIA's `cuda_occupancy.h` on seeded random cases.
//!
//! `cargo run -p occ-conformance --release -- [--cases N] [--seed S]`
//! 1. downloads `nvidia-cuda-runtime==13.5.37` from PyPI with pip into `target/nvidia/` (once; never committed),
//! 2. compiles `driver.cpp` against its `cuda_occupancy.h` with g++,
//! 3. generates cases spanning every compute capability ≥ 3.0 and the whole input space, runs both, and requires
//!    every field to agree. Prints `conformance: N/N cases agree`; exits 1 on any disagreement.

mod bench;
mod cases;
mod hostile;

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::{env, fs};

use cases::{Case, Expected};

const WHEEL: &str = "nvidia-cuda-runtime==13.5.37";
const HEADER_IN_WHEEL: &str = "nvidia/cu13/include/cuda_occupancy.h";

fn main() -> ExitCode {
    match run() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("conformance: {message}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<bool, String> {
    let args: Vec<String> = env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "bench") {
        let work = workspace_target().join("nvidia");
        let include = fetch_header(&work)?;
        return bench::run(&args[1..], &work, &include);
    }
    // The bench's hostile inputs alone (they need no header): `-- hostile PATH-TO-OCC`.
    if args.first().is_some_and(|a| a == "hostile") {
        let occ = args
            .get(1)
            .ok_or("hostile needs the path of the occ binary")?;
        return hostile::report(std::path::Path::new(occ)).map(|()| true);
    }
    let mut cases = 100_000usize;
    let mut seed = 0x0cc_2026u64;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or(format!("{name} needs a whole number"))
        };
        match arg.as_str() {
            "--cases" => cases = value("--cases")? as usize,
            "--seed" => seed = value("--seed")?,
            other => {
                return Err(format!(
                    "unknown argument {other} (expected --cases N, --seed S, or bench)"
                ))
            }
        }
    }
    let work = workspace_target().join("nvidia");
    let header_dir = fetch_header(&work)?;
    let driver = compile(&work, &header_dir, "driver.cpp", "occupancy-driver")?;

    let generated: Vec<Case> = cases::generate(seed, cases);
    let input: String = generated.iter().map(Case::driver_line).collect();
    let output = run_driver(&driver, &input)?;
    let lines: Vec<&str> = output.lines().collect();
    if lines.len() != generated.len() {
        return Err(format!(
            "the driver answered {} of {} cases",
            lines.len(),
            generated.len()
        ));
    }
    let mut agree = 0;
    let mut errors = 0;
    let mut zero = 0;
    let mut shown = 0;
    let mut reasons = std::collections::BTreeMap::<String, usize>::new();
    for reason in generated.iter().filter_map(Case::zero_reason) {
        *reasons.entry(reason).or_default() += 1;
    }
    for (case, line) in generated.iter().zip(&lines) {
        let expected = Expected::parse(line)?;
        if expected.status != 0 {
            errors += 1;
        } else if expected.fields[0] == 0 {
            zero += 1;
        }
        match case.compare(&expected) {
            Ok(()) => agree += 1,
            Err(diff) => {
                if shown < 10 {
                    eprintln!("DISAGREE {diff}\n  case: {case:?}\n  header: {line}");
                    shown += 1;
                }
            }
        }
    }
    println!(
        "conformance: {agree}/{} cases agree (seed {seed}; {errors} invalid-input cases, {zero} that fit 0 \
         blocks; every case also checks the best block size, the variable-smem best block size and the \
         available dynamic shared memory)",
        generated.len()
    );
    let reasons: Vec<String> = reasons.iter().map(|(r, n)| format!("{r} {n}")).collect();
    println!("conformance: why 0 blocks fit: {}", reasons.join(", "));
    Ok(agree == generated.len())
}

fn workspace_target() -> PathBuf {
    if let Some(dir) = env::var_os("CARGO_TARGET_DIR") {
        return PathBuf::from(dir);
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target")
}

/// Downloads the wheel with pip (PyPI is reachable from every machine here) and extracts the one header.
fn fetch_header(work: &Path) -> Result<PathBuf, String> {
    let include = work.join("13.5.37");
    if include.join("cuda_occupancy.h").is_file() {
        return Ok(include);
    }
    fs::create_dir_all(&include)
        .map_err(|e| format!("cannot create {}: {e}", include.display()))?;
    let wheels = work.join("wheels");
    eprintln!("conformance: downloading {WHEEL} from PyPI (header only, not committed)");
    let python = if which("python3") {
        "python3"
    } else {
        "python"
    };
    let status = Command::new(python)
        .args([
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--only-binary=:all:",
            "-d",
        ])
        .arg(&wheels)
        .arg(WHEEL)
        .status()
        .map_err(|e| format!("cannot run {python} -m pip: {e}"))?;
    if !status.success() {
        return Err(format!("pip download {WHEEL} failed"));
    }
    let script = format!(
        "import glob, sys, zipfile\n\
         wheel = sorted(glob.glob(sys.argv[1] + '/nvidia_cuda_runtime-13.5.37-*.whl'))[0]\n\
         open(sys.argv[2], 'wb').write(zipfile.ZipFile(wheel).read('{HEADER_IN_WHEEL}'))\n"
    );
    let status = Command::new(python)
        .arg("-c")
        .arg(script)
        .arg(&wheels)
        .arg(include.join("cuda_occupancy.h"))
        .status()
        .map_err(|e| format!("cannot run {python}: {e}"))?;
    if !status.success() {
        return Err(format!(
            "could not extract {HEADER_IN_WHEEL} from the wheel"
        ));
    }
    Ok(include)
}

/// Compiles one of this crate's C++ programs against the header (again only when the source is newer).
fn compile(work: &Path, include: &Path, source: &str, binary: &str) -> Result<PathBuf, String> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(source);
    let binary = work.join(binary);
    let stale = match (fs::metadata(&binary), fs::metadata(&source)) {
        (Ok(bin), Ok(src)) => match (bin.modified(), src.modified()) {
            (Ok(b), Ok(s)) => b < s,
            _ => true,
        },
        _ => true,
    };
    if stale {
        let compiler = env::var("CXX").unwrap_or_else(|_| "g++".to_string());
        let status = Command::new(&compiler)
            .args(["-O2", "-std=c++17", "-w", "-I"])
            .arg(include)
            .arg(&source)
            .arg("-o")
            .arg(&binary)
            .status()
            .map_err(|e| format!("cannot run {compiler}: {e}"))?;
        if !status.success() {
            return Err(format!(
                "compiling {} against cuda_occupancy.h failed",
                source.display()
            ));
        }
    }
    Ok(binary)
}

fn run_driver(driver: &Path, input: &str) -> Result<String, String> {
    let input_file = driver.with_extension("cases");
    fs::write(&input_file, input)
        .map_err(|e| format!("cannot write {}: {e}", input_file.display()))?;
    let stdin = fs::File::open(&input_file).map_err(|e| e.to_string())?;
    let output = Command::new(driver)
        .stdin(Stdio::from(stdin))
        .output()
        .map_err(|e| format!("cannot run the driver: {e}"))?;
    if !output.status.success() {
        return Err("the driver failed".to_string());
    }
    String::from_utf8(output.stdout).map_err(|e| e.to_string())
}

fn which(program: &str) -> bool {
    env::var_os("PATH")
        .is_some_and(|paths| env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}
