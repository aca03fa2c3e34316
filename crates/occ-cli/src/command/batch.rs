//! `occ batch`: the machine interface. Each input line is one JSON object; each output line is the result or
//! `{"error": "…"}`. A bad line — not UTF-8, not JSON, absurdly long, an unknown GPU — never stops the run.
//!
//! A line is NVIDIA's (`device.cc`, `kernel.regs_per_thread`), AMD's (`device.arch` a gfx target, `kernel.vgprs`)
//! or Intel's (`device.arch` an Xe architecture, `kernel.sub_group_size`); a `gpu` preset is any of them. NVIDIA's
//! lines are read exactly as they always were, so they cost what they did: a line that is not a valid NVIDIA line
//! is read as AMD's, then as Intel's, and only a line that is none of them looks at its fields to say which
//! vendor's error to report.
//!
//! Built for millions of lines: input is read as bytes (a line that is not UTF-8 is an error line, not the end
//! of the run), a GPU named or described by many lines is looked up and validated once, and the lines already
//! read are answered by every core at once, in order. Whenever the input has nothing more to read yet, what was
//! read is answered and written out, so a program that writes one line and waits for its answer gets it.

use std::collections::HashMap;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::num::NonZeroUsize;
use std::ops::Range;
use std::thread;

use occ_core::amd::Arch;
use occ_core::dto::{self, Answer, Line};
use occ_core::nvidia::dto::DeviceDto;
use occ_core::nvidia::Gpu;
use occ_core::presets::Target;
use occ_core::{presets, Launch};

/// The longest line read: a longer one gets an error line, and its bytes past this are skipped, never held.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// UTF-8's byte order mark, which some editors and tools put before a file's first line.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// How many distinct GPUs a run remembers; past that, lines still work, each looked up anew.
const GPU_CACHE: usize = 4096;

/// Lines answered together: enough to keep every core busy, few enough to keep memory small.
const CHUNK_LINES: usize = 16_384;

/// Below this many lines, starting threads costs more than it saves.
const PARALLEL_LINES: usize = 512;

pub fn run(input: impl Read, mut output: impl Write) -> anyhow::Result<()> {
    let mut input = BufReader::with_capacity(1 << 20, input);
    let cores = thread::available_parallelism().map_or(1, NonZeroUsize::get);
    let index = presets::Index::new();
    let mut workers: Vec<Worker> = (0..cores.min(8)).map(|_| Worker::new(&index)).collect();
    // The answers of the chunk before, in order, written while the workers answer the next one.
    let mut answered: Vec<Vec<u8>> = vec![Vec::new(); workers.len()];
    let (mut current, mut next) = (Chunk::default(), Chunk::default());
    let mut ended = false;
    // Lines read so far: the number of the next line is one more.
    let mut read = 0;
    loop {
        if current.lines.is_empty() {
            if ended {
                break;
            }
            // Nothing is waiting for an answer, so this read may wait for input.
            current.first = read + 1;
            ended = !current.fill(&mut input, true)?;
            read += current.lines.len() as u64;
            continue;
        }
        // The workers answer this chunk while the answers of the one before are written and the next one is read,
        // as far as the input has it already.
        let read_ahead = thread::scope(|scope| {
            let running = current.start(scope, &mut workers);
            let written = write_answers(&mut output, &mut answered);
            next.first = read + 1;
            let more = if ended {
                Ok(true)
            } else {
                next.fill(&mut input, false)
            };
            for worker in running {
                worker
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            }
            written.and(more)
        });
        ended |= !read_ahead?;
        read += next.lines.len() as u64;
        for (worker, answers) in workers.iter_mut().zip(&mut answered) {
            std::mem::swap(&mut worker.out, answers);
        }
        // Nothing more to answer yet: what was answered goes out now, for a program waiting for it.
        if ended || next.lines.is_empty() {
            write_answers(&mut output, &mut answered)?;
            output.flush()?;
        }
        current.clear();
        std::mem::swap(&mut current, &mut next);
    }
    write_answers(&mut output, &mut answered)?;
    output.flush()?;
    Ok(())
}

/// Writes the workers' answers in order, and empties them (keeping their buffers).
fn write_answers(output: &mut impl Write, answered: &mut [Vec<u8>]) -> io::Result<()> {
    for answers in answered {
        output.write_all(answers)?;
        answers.clear();
    }
    Ok(())
}

/// Lines read and not yet answered: their bytes one after another, each line's range and whether it was read
/// whole, and the number of the first in the input (from 1).
#[derive(Default)]
struct Chunk {
    bytes: Vec<u8>,
    lines: Vec<(Range<usize>, bool)>,
    first: u64,
}

impl Chunk {
    /// Reads lines up to [`CHUNK_LINES`]: past the first, only while a whole line is already in the buffer (never
    /// waiting for input), and with `wait` false not even the first. `false` at the end of the input.
    fn fill(&mut self, input: &mut BufReader<impl Read>, mut wait: bool) -> io::Result<bool> {
        while self.lines.len() < CHUNK_LINES {
            if !wait && memchr::memchr(b'\n', input.buffer()).is_none() {
                return Ok(true);
            }
            wait = false;
            let mut start = self.bytes.len();
            match read_line(input, &mut self.bytes)? {
                Some(whole) => {
                    // A byte order mark before the input's first line is not part of it.
                    if self.first == 1
                        && self.lines.is_empty()
                        && self.bytes[start..].starts_with(BOM)
                    {
                        start += BOM.len();
                    }
                    self.lines.push((start..self.bytes.len(), whole));
                }
                None => return Ok(false),
            }
        }
        Ok(true)
    }

    /// Starts the workers on the chunk's lines, in order: one part per worker, or all in the first worker for a
    /// chunk too small to be worth a thread.
    fn start<'scope>(
        &'scope self,
        scope: &'scope thread::Scope<'scope, '_>,
        workers: &'scope mut [Worker<'_>],
    ) -> Vec<thread::ScopedJoinHandle<'scope, ()>> {
        let parts = if self.lines.len() < PARALLEL_LINES {
            1
        } else {
            workers.len()
        };
        let per_part = self.lines.len().div_ceil(parts);
        let bytes = &self.bytes;
        let first = self.first;
        workers
            .iter_mut()
            .zip(self.lines.chunks(per_part))
            .zip((0..).map(move |part: u64| first + part * per_part as u64))
            .map(|((worker, lines), first)| scope.spawn(move || worker.answer(bytes, lines, first)))
            .collect()
    }

    fn clear(&mut self) {
        self.bytes.clear();
        self.lines.clear();
    }
}

/// One core's share of the work: its own GPU cache, and its answers until they are written (kept between chunks,
/// so that the buffer is allocated once).
struct Worker<'a> {
    gpus: Gpus<'a>,
    out: Vec<u8>,
}

impl<'a> Worker<'a> {
    fn new(index: &'a presets::Index) -> Self {
        Self {
            gpus: Gpus::new(index),
            out: Vec::new(),
        }
    }

    /// One output line per input line, in order; `first` is the number of the first line in the input.
    fn answer(&mut self, bytes: &[u8], lines: &[(Range<usize>, bool)], first: u64) {
        for (number, (range, whole)) in (first..).zip(lines) {
            let answer = if *whole {
                evaluate(&bytes[range.clone()], number, &mut self.gpus)
            } else {
                Err(format!(
                    "line longer than {MAX_LINE_BYTES} bytes: expected one JSON object per line"
                ))
            };
            // Writing into a Vec cannot fail, and these types always serialize.
            let _ = match answer {
                Ok(result) => dto::write_line(&result, &mut self.out),
                Err(message) => dto::write_line(&Failed { error: &message }, &mut self.out),
            };
            self.out.push(b'\n');
        }
    }
}

#[derive(serde::Serialize)]
struct Failed<'a> {
    error: &'a str,
}

/// Appends the next line to `line`, without its `\n` (or `\r\n`), keeping at most [`MAX_LINE_BYTES`] of it.
/// `None` at the end of the input; `Some(false)` when the line was longer and is cut.
fn read_line(input: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<bool>> {
    let start = line.len();
    let (mut any, mut whole) = (false, true);
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        any = true;
        let end = memchr::memchr(b'\n', available);
        let piece = &available[..end.unwrap_or(available.len())];
        let room = MAX_LINE_BYTES.saturating_sub(line.len() - start);
        whole &= piece.len() <= room;
        line.extend_from_slice(&piece[..piece.len().min(room)]);
        let used = end.map_or(available.len(), |at| at + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if line.len() > start && line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(any.then_some(whole))
}

/// The GPUs a run has met, by preset name and by device description, validated (or refused) once.
struct Gpus<'a> {
    index: &'a presets::Index,
    /// NVIDIA presets by name, and NVIDIA devices by their description.
    nvidia_named: HashMap<String, Result<Gpu, String>>,
    nvidia_described: HashMap<DeviceDto, Result<Gpu, String>>,
    /// AMD presets by name (an AMD device names its target, which needs no cache).
    amd_named: HashMap<String, Result<&'static Arch, String>>,
    /// Intel presets by name.
    intel_named: HashMap<String, Result<&'static occ_core::intel::Arch, String>>,
}

impl<'a> Gpus<'a> {
    fn new(index: &'a presets::Index) -> Self {
        Self {
            index,
            nvidia_named: HashMap::new(),
            nvidia_described: HashMap::new(),
            amd_named: HashMap::new(),
            intel_named: HashMap::new(),
        }
    }
}

/// The launch a valid line describes, its GPU found as `occ batch` finds it (`occ compare` reads its launches'
/// lines back into occ-core's `Launch` with it); `None` for a line `occ batch` answers with an error.
pub fn launch(line: &str) -> Option<Launch> {
    let index = presets::Index::new();
    Line::read(line)?.launch(&mut Gpus::new(&index)).ok()
}

/// Why `line` has no answer, said by `say` (the line's answer carries it in English): `None` when it has one, or when
/// its GPU is at fault (that text is `occ batch`'s own).
pub fn said_error(line: &str, say: &occ_core::msg::Say) -> Option<String> {
    let index = presets::Index::new();
    match Line::read(line)?.answered(&mut Gpus::new(&index)) {
        Ok(answer) => answer.to_dto().err().map(|e| e.say(say)),
        Err(dto::LineError::Field(error)) => Some(error.say(say)),
        Err(dto::LineError::Gpu(_)) => None,
    }
}

/// The architecture of the preset `name`, looked up once per run: `pick` takes it from the preset's target; another
/// vendor's preset is an error naming the fields its kernel takes instead of `instead_of`.
fn arch_named<A: Copy>(
    index: &presets::Index,
    cache: &mut HashMap<String, Result<A, String>>,
    name: &str,
    pick: fn(Target) -> Option<A>,
    instead_of: &str,
) -> Result<A, String> {
    if let Some(known) = cache.get(name) {
        return known.clone();
    }
    let arch = index
        .find(name)
        .map_err(|e| e.to_string())
        .and_then(|p| pick(p.target).ok_or_else(|| dto::other_vendors_kernel(p, instead_of)));
    if cache.len() < GPU_CACHE {
        cache.insert(name.to_string(), arch.clone());
    }
    arch
}

impl dto::Gpus for Gpus<'_> {
    fn nvidia_named(&mut self, name: &str) -> Result<Gpu, String> {
        if let Some(known) = self.nvidia_named.get(name) {
            return known.clone();
        }
        let gpu = self
            .index
            .find(name)
            .map_err(|e| e.to_string())
            .and_then(|p| {
                if p.cc().is_none() {
                    return Err(dto::other_vendors_kernel(p, "regs_per_thread"));
                }
                p.device()
                    .and_then(|d| d.check())
                    .map_err(|e| e.to_string())
            });
        if self.nvidia_named.len() < GPU_CACHE {
            self.nvidia_named.insert(name.to_string(), gpu.clone());
        }
        gpu
    }

    fn amd_named(&mut self, name: &str) -> Result<&'static Arch, String> {
        arch_named(self.index, &mut self.amd_named, name, Target::amd, "vgprs")
    }

    fn intel_named(&mut self, name: &str) -> Result<&'static occ_core::intel::Arch, String> {
        arch_named(
            self.index,
            &mut self.intel_named,
            name,
            Target::intel,
            "sub_group_size",
        )
    }

    fn nvidia_described(&mut self, device: DeviceDto) -> Result<Gpu, String> {
        if let Some(known) = self.nvidia_described.get(&device) {
            return known.clone();
        }
        let gpu = device
            .to_device()
            .and_then(|d| d.check())
            .map_err(|e| e.to_string());
        if self.nvidia_described.len() < GPU_CACHE {
            self.nvidia_described.insert(device, gpu.clone());
        }
        gpu
    }
}

/// The answer to the input's line `number` (from 1; error messages give it). A line valid as no vendor's input
/// is explained by occ-core's `dto::explain`.
fn evaluate(line: &[u8], number: u64, gpus: &mut Gpus) -> Result<Answer, String> {
    let Ok(line) = std::str::from_utf8(line) else {
        return Err("line is not UTF-8: expected one JSON object per line".to_string());
    };
    if line.trim().is_empty() {
        return Err("empty line: expected one JSON object per line".to_string());
    }
    match Line::read(line) {
        Some(input) => input.answer(gpus),
        None => Err(dto::explain(line, number, gpus.index)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn batch(input: &str) -> Vec<serde_json::Value> {
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    }

    #[test]
    fn the_issue_example_line_gives_the_issue_example_output() {
        let line = r#"{"device": {"cc": "8.9", "max_threads_per_block": 1024, "max_threads_per_sm": 1536, "regs_per_block": 65536, "regs_per_sm": 65536, "warp_size": 32, "smem_per_block": 49152, "smem_per_sm": 102400, "smem_per_block_optin": 101376, "reserved_smem_per_block": 1024, "sm_count": 128}, "kernel": {"threads_per_block": 128, "regs_per_thread": 51, "static_smem": 0, "dynamic_smem": 0, "barriers": 1, "max_threads_per_block": 1024, "opt_in": false, "max_dynamic_smem": 49152, "partitioned_gc": "off", "virtual_resources": 0}, "smem": {"carveout": -1, "cache_config": "none"}}"#;
        let expected: serde_json::Value = serde_json::from_str(
            r#"{"vendor": "nvidia", "active_blocks_per_sm": 9, "active_warps_per_sm": 36, "active_threads_per_sm": 1152, "occupancy": 0.75,
 "limiters": ["registers"],
 "block_limits": {"warps": 12, "registers": 9, "shared_memory": 100, "blocks": 24, "barriers": null,
                  "virtual_resources": null},
 "allocated_registers_per_block": 7168, "allocated_smem_per_block": 1024, "smem_per_sm": 102400,
 "partitioned_gc": "off", "best_block_size": 576, "min_grid_size": 256,
 "dynamic_smem_per_block_available": 10240, "warnings": [], "error": null}"#,
        )
        .unwrap();
        assert_eq!(batch(line), vec![expected]);
    }

    #[test]
    fn bad_lines_get_error_lines_and_processing_continues() {
        let input = "not json\n{\"gpu\": \"4090\", \"kernel\": {\"threads_per_block\": -5, \"regs_per_thread\": 32}}\n\n{\"gpu\": \"rtx 4090\", \"kernel\": {\"threads_per_block\": 256, \"regs_per_thread\": 32}}\n{\"kernel\": {\"threads_per_block\": 1.5, \"regs_per_thread\": 32}, \"gpu\": \"t4\"}\n";
        let out = batch(input);
        assert_eq!(out.len(), 5);
        assert!(
            out[0]["error"].as_str().unwrap().contains("expected"),
            "{}",
            out[0]
        );
        assert_eq!(
            out[1]["error"],
            "kernel.threads_per_block = -5 is out of range: valid values are 1 to 4294967295"
        );
        assert!(out[2]["error"].as_str().unwrap().starts_with("empty line"));
        assert_eq!(out[3]["active_blocks_per_sm"], 6);
        assert_eq!(out[3]["error"], serde_json::Value::Null);
        assert_eq!(
            out[4]["error"],
            "kernel.threads_per_block = 1.5 is not a whole number: valid values are 1 to 4294967295 (line 5, column \
             36)"
        );
    }

    #[test]
    fn zero_blocks_is_a_result_with_a_warning() {
        let out = batch("{\"device\": {\"cc\": \"8.0\"}, \"kernel\": {\"threads_per_block\": 1024, \"regs_per_thread\": 65}}\n");
        assert_eq!(out[0]["active_blocks_per_sm"], 0);
        assert_eq!(out[0]["limiters"], serde_json::json!(["registers"]));
        assert_eq!(
            out[0]["dynamic_smem_per_block_available"],
            serde_json::Value::Null
        );
        assert!(out[0]["warnings"][0]
            .as_str()
            .unwrap()
            .starts_with("0 blocks fit: the block needs 73728 registers"));
    }

    #[test]
    fn device_fields_default_to_the_architecture_and_are_validated() {
        let out = batch(concat!(
            "{\"device\": {\"cc\": \"9.0\", \"sm_count\": 132}, \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 168}}\n",
            "{\"device\": {\"cc\": \"4.0\"}, \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16}}\n",
            "{\"device\": {\"cc\": \"8.6\", \"smem_per_sm\": 0}, \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16}}\n",
            "{\"gpu\": \"a100\", \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16}, \"smem\": {\"carveout\": 150}}\n",
            "{\"gpu\": \"a100\", \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 16, \"flavour\": 1}}\n",
        ));
        assert_eq!(out[0]["active_blocks_per_sm"], 3);
        // The grid that fills all 132 SMs once.
        assert_eq!(out[0]["min_grid_size"].as_u64().unwrap() % 132, 0);
        assert!(out[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("device.cc = 4.0 is not a known compute capability"));
        assert_eq!(
            out[2]["error"],
            "device.smem_per_sm = 0 is out of range: valid values are 1 to 4294967295"
        );
        assert_eq!(
            out[3]["error"],
            "smem.carveout = 150 is out of range: valid values are -1 to 100"
        );
        assert!(
            out[4]["error"]
                .as_str()
                .unwrap()
                .contains("unknown field `flavour`"),
            "{}",
            out[4]
        );
    }

    #[test]
    fn a_line_that_is_not_utf8_gets_an_error_line_and_the_run_continues() {
        let mut input = b"{\"gpu\": \"t4\", \"kernel\": {\"threads_per_block\": 64, \"regs_per_thread\": 32}}\n".to_vec();
        input.extend_from_slice(b"{\"gpu\": \"caf\xe9\"}\n");
        input.extend_from_slice(b"{\"gpu\": \"t4\", \"kernel\": {\"threads_per_block\": 128, \"regs_per_thread\": 32}}\r\n");
        let mut out = Vec::new();
        run(input.as_slice(), &mut out).unwrap();
        let out: Vec<serde_json::Value> = String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        assert_eq!(out.len(), 3);
        assert_eq!(out[0]["error"], serde_json::Value::Null);
        assert!(out[1]["error"].as_str().unwrap().contains("not UTF-8"));
        // A Windows line end is a line end.
        assert_eq!(out[2]["active_threads_per_sm"], 1024);
    }

    #[test]
    fn an_absurdly_long_line_gets_an_error_line_and_the_run_continues() {
        let mut input = vec![b' '; MAX_LINE_BYTES * 3];
        input.extend_from_slice(b"\n{\"gpu\": \"t4\", \"kernel\": {\"threads_per_block\": 64, \"regs_per_thread\": 32}}\n");
        input.extend_from_slice(&vec![b'{'; MAX_LINE_BYTES + 1]);
        let out = batch(std::str::from_utf8(&input).unwrap());
        assert_eq!(out.len(), 3);
        assert!(out[0]["error"]
            .as_str()
            .unwrap()
            .starts_with("line longer than"));
        assert_eq!(out[1]["active_threads_per_sm"], 1024);
        // The last line has no line end: it is still a line.
        assert!(out[2]["error"]
            .as_str()
            .unwrap()
            .starts_with("line longer than"));
    }

    /// Enough lines for every core: the answers come back in input order, each the same as its line alone.
    #[test]
    fn many_lines_are_answered_in_order_as_one_at_a_time() {
        let names = ["t4", "a100", "h100 sxm", "rtx 4090", "no such gpu"];
        let lines: Vec<String> = (0..5000u32)
            .map(|i| {
                if i % 97 == 0 {
                    "{broken".to_string()
                } else if i % 2 == 0 {
                    format!(
                        "{{\"gpu\": \"{}\", \"kernel\": {{\"threads_per_block\": {}, \"regs_per_thread\": {}}}}}",
                        names[i as usize % names.len()],
                        32 * (1 + i % 32),
                        16 + i % 200
                    )
                } else {
                    format!(
                        "{{\"device\": {{\"cc\": \"{}\", \"sm_count\": {}}}, \"kernel\": {{\"threads_per_block\": {}, \"regs_per_thread\": {}}}}}",
                        ["8.0", "8.9", "9.0", "12.0"][i as usize % 4],
                        1 + i % 150,
                        1 + i % 1024,
                        i % 256
                    )
                }
            })
            .collect();
        let together = batch(&lines.join("\n"));
        assert_eq!(together.len(), lines.len());
        for (i, (line, answer)) in lines.iter().zip(&together).enumerate() {
            if line != "{broken" {
                assert_eq!(&batch(line)[0], answer, "{line}");
            } else {
                // An error names the line's number: the same line alone, after as many empty lines.
                let alone = format!("{}{line}", "\n".repeat(i));
                assert_eq!(&batch(&alone)[i], answer, "{line}");
            }
        }
    }
}
