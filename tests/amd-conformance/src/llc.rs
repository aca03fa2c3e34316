//! Runs llc on the generated modules (one process per module, as many at once as there are cores) and reads
//! each kernel's resource report: the `; Kernel info:` comments and two fields of its `.amdhsa_kernel` block.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::{env, fs, thread};

/// What the compiler reports for one kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub num_vgprs: Option<u32>,
    pub num_agprs: Option<u32>,
    pub total_num_vgprs: Option<u32>,
    pub num_sgprs: Option<u32>,
    pub lds_bytes: Option<u32>,
    pub vgprs_for_waves: Option<u32>,
    pub sgprs_for_waves: Option<u32>,
    pub occupancy: Option<u32>,
    /// `.amdhsa_wavefront_size32` (absent before GFX10: wave64 only).
    pub wave32: Option<bool>,
    /// `.amdhsa_workgroup_processor_mode` (absent before GFX10).
    pub wgp_mode: Option<bool>,
}

/// One module to compile: its file stem, target and features.
pub struct Job {
    pub stem: String,
    pub cpu: &'static str,
    pub features: Vec<&'static str>,
    pub ir: String,
}

/// The llc to use: `$OCC_LLC`, else `llc-19` on PATH. `None` when neither exists.
pub fn find() -> Option<PathBuf> {
    if let Some(llc) = env::var_os("OCC_LLC") {
        return Some(PathBuf::from(llc));
    }
    env::var_os("PATH").and_then(|paths| {
        env::split_paths(&paths)
            .map(|dir| dir.join("llc-19"))
            .find(|p| p.is_file())
    })
}

/// The version line llc prints (`Debian LLVM version 19.1.7`).
pub fn version(llc: &Path) -> Result<String, String> {
    let out = Command::new(llc)
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", llc.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    Ok(text
        .lines()
        .find(|l| l.contains("LLVM version"))
        .unwrap_or("unknown version")
        .trim()
        .to_string())
}

/// The `gfx*` processors llc knows (`-mcpu=help` lists them on stderr).
pub fn processors(llc: &Path) -> Result<Vec<String>, String> {
    let out = Command::new(llc)
        .args(["-march=amdgcn", "-mcpu=help"])
        .output()
        .map_err(|e| format!("cannot run {}: {e}", llc.display()))?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    Ok(text
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| w.starts_with("gfx"))
        .map(str::to_string)
        .collect())
}

/// Compiles every job in `work` (the `.ll` and `.s` files stay there to reproduce a case by hand) and returns the
/// reports by kernel name.
pub fn compile_all(
    llc: &Path,
    work: &Path,
    jobs: Vec<Job>,
) -> Result<HashMap<String, Report>, String> {
    fs::create_dir_all(work).map_err(|e| format!("cannot create {}: {e}", work.display()))?;
    let next = AtomicUsize::new(0);
    let reports = Mutex::new(HashMap::new());
    let failure = Mutex::new(None::<String>);
    let workers = thread::available_parallelism().map_or(2, |n| n.get());
    thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                match compile(llc, work, job) {
                    Ok(found) => reports.lock().expect("no worker panics").extend(found),
                    Err(message) => {
                        failure
                            .lock()
                            .expect("no worker panics")
                            .get_or_insert(message);
                    }
                }
            });
        }
    });
    match failure.into_inner().expect("no worker panics") {
        Some(message) => Err(message),
        None => Ok(reports.into_inner().expect("no worker panics")),
    }
}

fn compile(llc: &Path, work: &Path, job: &Job) -> Result<HashMap<String, Report>, String> {
    let input = work.join(format!("{}.ll", job.stem));
    let output = work.join(format!("{}.s", job.stem));
    fs::write(&input, &job.ir).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let mut command = Command::new(llc);
    command
        .arg("-mtriple=amdgcn-amd-amdhsa")
        .arg(format!("-mcpu={}", job.cpu));
    if !job.features.is_empty() {
        command.arg(format!("-mattr={}", job.features.join(",")));
    }
    let out = command
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", llc.display()))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!(
            "llc -mcpu={} {} on {} said:\n{}",
            job.cpu,
            job.features.join(","),
            input.display(),
            stderr.lines().take(10).collect::<Vec<_>>().join("\n")
        ));
    }
    let text = fs::read_to_string(&output)
        .map_err(|e| format!("cannot read {}: {e}", output.display()))?;
    Ok(parse(&text))
}

/// Reads every kernel's report from llc's assembly.
pub fn parse(text: &str) -> HashMap<String, Report> {
    let mut reports: HashMap<String, Report> = HashMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let line = line.trim();
        if let Some((_, name)) = line.split_once("; -- Begin function ") {
            current = Some(name.trim().to_string());
            continue;
        }
        let Some(report) = current
            .as_ref()
            .map(|n| reports.entry(n.clone()).or_default())
        else {
            continue;
        };
        let number = |prefix: &str| -> Option<u32> {
            let rest = line.strip_prefix(prefix)?;
            rest.split_whitespace().next()?.parse().ok()
        };
        let fields: [(&str, &mut Option<u32>); 8] = [
            ("; NumVgprs:", &mut report.num_vgprs),
            ("; NumAgprs:", &mut report.num_agprs),
            ("; TotalNumVgprs:", &mut report.total_num_vgprs),
            ("; NumSgprs:", &mut report.num_sgprs),
            ("; LDSByteSize:", &mut report.lds_bytes),
            ("; NumVGPRsForWavesPerEU:", &mut report.vgprs_for_waves),
            ("; NumSGPRsForWavesPerEU:", &mut report.sgprs_for_waves),
            ("; Occupancy:", &mut report.occupancy),
        ];
        for (prefix, slot) in fields {
            if let Some(n) = number(prefix) {
                *slot = Some(n);
            }
        }
        if let Some(n) = number(".amdhsa_wavefront_size32") {
            report.wave32 = Some(n == 1);
        }
        if let Some(n) = number(".amdhsa_workgroup_processor_mode") {
            report.wgp_mode = Some(n == 1);
        }
    }
    reports
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_kernel_report() {
        let text = "\t.globl\tk7 ; -- Begin function k7\nk7:\n\t.amdhsa_kernel k7\n\t\t.amdhsa_wavefront_size32 0\n\
                    \t\t.amdhsa_workgroup_processor_mode 1\n\t.end_amdhsa_kernel\n; NumSgprs: 45\n; NumVgprs: 100\n\
                    ; NumAgprs: 40\n; TotalNumVgprs: 140\n; LDSByteSize: 2048 bytes/workgroup (compile time only)\n\
                    ; NumSGPRsForWavesPerEU: 45\n; NumVGPRsForWavesPerEU: 140\n; Occupancy: 3\n";
        let reports = parse(text);
        let r = &reports["k7"];
        assert_eq!(
            (r.num_vgprs, r.num_agprs, r.total_num_vgprs, r.num_sgprs),
            (Some(100), Some(40), Some(140), Some(45))
        );
        assert_eq!((r.lds_bytes, r.occupancy), (Some(2048), Some(3)));
        assert_eq!((r.wave32, r.wgp_mode), (Some(false), Some(true)));
    }
}
