//! Unit tests on report shapes found in the wild (CUDA 2 to 12, MSBuild, nvlink, cuobjdump). The real-compiler
//! fixtures are tested in `tests/ptxas_fixtures.rs`.

use super::*;
use crate::nvidia::ComputeCapability;

fn only<'a>(log: &'a Log, name: &str, arch: &str) -> &'a Function {
    let found: Vec<&Function> = log
        .functions
        .iter()
        .filter(|f| f.name == name && f.arch.as_deref() == Some(arch))
        .collect();
    assert_eq!(found.len(), 1, "{name} for {arch} in {:#?}", log.functions);
    found[0]
}

#[test]
fn current_ptxas_report() {
    let log = parse(
        "ptxas info    : 0 bytes gmem\n\
         ptxas info    : Compiling entry function '_Z6kernelPfi' for 'sm_90'\n\
         ptxas info    : Function properties for _Z6kernelPfi\n    \
         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         ptxas info    : Used 32 registers, used 1 barriers, 8192 bytes smem, 380 bytes cmem[0], 12 bytes cmem[2]\n\
         ptxas info    : Compile time = 5.160 ms\n",
    );
    assert_eq!(log.lines, 6);
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let f = only(&log, "_Z6kernelPfi", "sm_90");
    assert_eq!(f.kind, FunctionKind::Entry);
    assert_eq!(f.cc, Some(ComputeCapability::new(9, 0)));
    assert_eq!(f.registers, Some(32));
    assert_eq!(f.barriers, Some(1));
    assert_eq!(f.static_smem, 8192);
    assert_eq!(f.stack_frame, Some(0));
    assert_eq!((f.spill_stores, f.spill_loads), (Some(0), Some(0)));
    assert_eq!(f.constant_memory, BTreeMap::from([(0, 380), (2, 12)]));
    assert_eq!(f.gmem, Some(0));
    assert_eq!(f.line, 2);
    assert!(!f.spills());
    #[cfg(feature = "demangle")]
    assert_eq!(f.display_name(), "kernel(float*, int)");
}

#[test]
fn cuda_2_and_3_reports_add_up_user_and_system_parts() {
    let log = parse(
        "$ nvcc --ptxas-options=-v  --cubin -D NREAL=29 -arch sm_13 const-problem.cu\n\
         ptxas info    : Compiling entry function '_Z22calc_benchmark_func_f1PdS_' for 'sm_13'\n\
         ptxas info    : Used 4 registers, 8+16 bytes smem, 64928 bytes cmem[0], 8 bytes cmem[14]\n\
         ptxas info    : Compiling entry function '_Z7initRNGj' for 'sm_13'\n\
         ptxas info    : Used 18 registers, 6440+0 bytes lmem, 4+16 bytes smem, 64928 bytes cmem[0], 40 bytes \
         cmem[1], 8 bytes cmem[14]\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let f = only(&log, "_Z22calc_benchmark_func_f1PdS_", "sm_13");
    assert_eq!(
        (f.registers, f.static_smem, f.barriers),
        (Some(4), 24, None)
    );
    assert_eq!(f.constant_memory, BTreeMap::from([(0, 64928), (14, 8)]));
    let g = only(&log, "_Z7initRNGj", "sm_13");
    assert_eq!(
        (g.registers, g.static_smem, g.local_memory),
        (Some(18), 20, 6440)
    );
    // Without a barrier count the kernel gets cudaFuncGetAttributes' default of 1.
    assert_eq!(g.kernel(128).unwrap().barriers, 1);
}

#[test]
fn entries_without_an_architecture_and_tab_separators() {
    let log = parse(
        "ptxas info\t: Compiling entry function '_Z5tT_1DPfS_S_j'\n\
         ptxas info\t: Used 47 registers, 60+0 bytes lmem, 28+16 bytes smem, 352 bytes cmem[1]\n\
         ptxas info: Compiling entry function 'relu' for 'sm_86'\n\
         ptxas info: Used 8 registers, 0 bytes cmem[0]\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let f = &log.functions[0];
    assert_eq!((f.arch.as_deref(), f.cc), (None, None));
    assert_eq!(
        (f.registers, f.static_smem, f.local_memory),
        (Some(47), 44, 60)
    );
    assert_eq!(only(&log, "relu", "sm_86").registers, Some(8));
}

#[test]
fn msbuild_prefixes_stack_and_module_constants() {
    let log = parse(
        "1>  ptxas info    : 192 bytes gmem, 224 bytes cmem[3]\n\
         1>  ptxas info    : Compiling entry function '_Z25gaussian_filter_kernel_v3iiPhPKh' for 'sm_30'\n\
         1>  ptxas info    : Function properties for _Z25gaussian_filter_kernel_v3iiPhPKh\n\
         1>      200 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         1>  ptxas info    : Used 13 registers, 200 bytes cumulative stack size, 640 bytes smem, 336 bytes cmem[0]\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let f = only(&log, "_Z25gaussian_filter_kernel_v3iiPhPKh", "sm_30");
    assert_eq!(f.gmem, Some(192));
    assert_eq!((f.stack_frame, f.stack_size), (Some(200), Some(200)));
    assert_eq!((f.registers, f.static_smem), (Some(13), 640));
    assert_eq!(f.constant_memory, BTreeMap::from([(0, 336)]));
}

#[test]
fn textures_surfaces_samplers() {
    let log = parse(
        "ptxas info    : 4 bytes gmem, 4 bytes cmem[3]\n\
         ptxas info    : Compiling entry function '_Z7ComputeP5uint4PjjjPiP4int4' for 'sm_35'\n\
         ptxas info    : Function properties for _Z7ComputeP5uint4PjjjPiP4int4\n    \
         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         ptxas info    : Used 74 registers, 364 bytes cmem[0], 1 textures\n\
         ptxas info    : Used 5 registers, used 0 barriers, 336 bytes cmem[0], 1 textures, 1 surfaces, 1 samplers\n",
    );
    let f = &log.functions[0];
    assert_eq!((f.registers, f.textures, f.gmem), (Some(74), 1, Some(4)));
    // The second "Used" line has no function of its own.
    assert_eq!(log.unread.len(), 1);
    assert_eq!(log.unread[0].line, 6);
    let t = parse(
        "ptxas info    : Compiling entry function 'sample_and_store' for 'sm_52'\n\
         ptxas info    : Used 5 registers, used 0 barriers, 336 bytes cmem[0], 1 textures, 1 surfaces, 1 samplers",
    );
    let f = &t.functions[0];
    assert_eq!((f.textures, f.surfaces, f.samplers), (1, 1, 1));
    assert_eq!(t.lines, 2);
}

#[test]
fn device_functions_take_the_architecture_of_their_ptxas_run() {
    // Relocatable order (device function before any entry) and whole-program order (after the entries),
    // for two architectures.
    let log = parse(
        "ptxas info    : 0 bytes gmem\n\
         ptxas info    : Function properties for _Z6helperf\n    \
         32 bytes stack frame, 8 bytes spill stores, 4 bytes spill loads\n\
         ptxas info    : Compiling entry function 'caller' for 'sm_80'\n\
         ptxas info    : Function properties for caller\n    \
         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         ptxas info    : Used 26 registers, used 0 barriers, 360 bytes cmem[0]\n\
         ptxas info    : 24 bytes gmem\n\
         ptxas info    : Compiling entry function 'caller' for 'sm_90'\n\
         ptxas info    : Function properties for caller\n    \
         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         ptxas info    : Used 24 registers, used 0 barriers\n\
         ptxas info    : Function properties for _Z6helperf\n    \
         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         ptxas info    : 0 bytes gmem\n\
         ptxas info    : Function properties for orphan\n    \
         0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let helper80 = only(&log, "_Z6helperf", "sm_80");
    assert_eq!(helper80.kind, FunctionKind::Device);
    assert_eq!(helper80.registers, None);
    assert!(helper80.spills());
    assert_eq!(only(&log, "_Z6helperf", "sm_90").gmem, Some(24));
    assert_eq!(only(&log, "caller", "sm_90").registers, Some(24));
    let orphan = log.functions.last().unwrap();
    assert_eq!(
        (orphan.name.as_str(), orphan.arch.as_deref()),
        ("orphan", None)
    );
    assert_eq!(log.entries().count(), 2);
    assert_eq!(log.device_functions().count(), 3);
}

#[test]
fn nvlink_reports_with_and_without_targets() {
    let log = parse(
        "nvlink info    : 144 bytes gmem, 65536 bytes cmem[3] (target: sm_52)\n\
         nvlink info    : Function properties for '_Z21convolution_kernel_v1PfS_S_iii': (target: sm_52)\n\
         nvlink info    : used 30 registers, 0 stack, 0 bytes smem, 356 bytes cmem[0], 0 bytes lmem (target: sm_52)\n\
         nvlink info    : 674280665 bytes gmem\n\
         nvlink info    : Function properties for '__omp_offloading_10305_40788d_main_l23':\n\
         nvlink info    : used 32 registers, 0 stack, 1142 bytes smem, 352 bytes cmem[0], 4 bytes cmem[2], 0 bytes lmem\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let f = only(&log, "_Z21convolution_kernel_v1PfS_S_iii", "sm_52");
    assert_eq!(
        (f.tool, f.kind, f.registers, f.stack_size, f.gmem),
        (
            Tool::Nvlink,
            FunctionKind::Unspecified,
            Some(30),
            Some(0),
            Some(144)
        )
    );
    let g = &log.functions[1];
    assert_eq!(
        (g.arch.as_deref(), g.static_smem, g.gmem),
        (None, 1142, Some(674280665))
    );
    assert_eq!(g.constant_memory, BTreeMap::from([(0, 352), (2, 4)]));
}

#[test]
fn cuobjdump_blocks_with_fatbin_headers() {
    let log = parse(
        "\nFatbin elf code:\n================\narch = sm_80\ncode version = [1,8]\nhost = linux\n\
         compile_size = 64bit\n\nResource usage:\n Common:\n  GLOBAL:24 CONSTANT[4]:8\n\
         \x20Function _Z6matmulIfLi16EEvPKT_S2_PS0_i:\n  \
         REG:32 STACK:0 SHARED:2048 LOCAL:0 CONSTANT[0]:556 TEXTURE:0 SURFACE:0 SAMPLER:0\n\
         \nFatbin elf code:\n================\narch = sm_90\ncode version = [1,8]\n\nResource usage:\n Common:\n  \
         GLOBAL:0\n Function usehelper:\n  REG:24 STACK:32 SHARED:1024 LOCAL:0 CONSTANT[2]:8 CONSTANT[0]:536 \
         TEXTURE:0 SURFACE:0 SAMPLER:0\n Function _Z6matmulIfLi16EEvPKT_S2_PS0_i:\n  \
         REG:32 STACK:0 SHARED:3072 LOCAL:0 CONSTANT[0]:556 TEXTURE:0 SURFACE:0 SAMPLER:0\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    assert_eq!(log.functions.len(), 3);
    let m80 = only(&log, "_Z6matmulIfLi16EEvPKT_S2_PS0_i", "sm_80");
    assert_eq!(
        (m80.tool, m80.registers, m80.static_smem, m80.gmem),
        (Tool::Cuobjdump, Some(32), 2048, Some(24))
    );
    // From sm_90 on cuobjdump counts the reserved 1 KB in SHARED; ptxas does not.
    assert_eq!(
        only(&log, "_Z6matmulIfLi16EEvPKT_S2_PS0_i", "sm_90").static_smem,
        2048
    );
    let u = only(&log, "usehelper", "sm_90");
    assert_eq!(
        (u.static_smem, u.stack_size, u.gmem),
        (0, Some(32), Some(0))
    );
    assert_eq!(u.constant_memory, BTreeMap::from([(0, 536), (2, 8)]));
}

#[test]
fn cuobjdump_of_a_bare_cubin_has_no_architecture() {
    let log = parse(
        "\nResource usage:\n Common:\n  GLOBAL:0\n Function k:\n  REG:8 STACK:0 SHARED:1040 LOCAL:0 \
         CONSTANT[0]:536 TEXTURE:0 SURFACE:0 SAMPLER:0 BARRIERS:2\n  REG:9\n",
    );
    let f = &log.functions[0];
    assert_eq!((f.arch.as_deref(), f.static_smem), (None, 1040));
    let reasons: Vec<(usize, Reason)> = log.unread.iter().map(|u| (u.line, u.reason)).collect();
    assert_eq!(
        reasons,
        [
            (6, Reason::CuobjdumpFieldShape),
            (7, Reason::SecondResourceLine)
        ]
    );
}

#[test]
fn diagnostics_are_messages_and_unknown_report_lines_are_unread() {
    let log = parse(
        "k.cu(12): warning #177-D: variable \"x\" was declared but never referenced\n\
         ptxas warning : Registers are spilled to local memory in function 'f', 8 bytes spill stores, 8 bytes spill loads\n\
         ptxas error   : Entry function '_Z3bigv' uses too much shared data (0x10000 bytes, 0xc000 max)\n\
         ptxas /tmp/tmpxft_00001_00000000-5_k.ptx, line 12; error   : Unknown symbol 'x'\n\
         ptxas fatal   : Ptx assembly aborted due to errors\n\
         ptxas info    : (C7515) Potential Performance Loss: wgmma.mma_async instructions are serialized\n\
         ptxas info    : Something new 42\n\
         \x20   0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n\
         ptxas info    : Used 3 registers\n\
         nvlink error   : Undefined reference to '_Z3foov' in 'k.o'\n\
         cuobjdump info    : File 'a.out' does not contain device code\n\
         \"/usr/local/cuda/bin/ptxas\" -m64 -O3 -v --gpu-name sm_60 --output-file /tmp/x.cubin /tmp/x.s -c\n\
         ptxas info    : Compiling entry function '' for 'sm_90'\n",
    );
    assert!(log.functions.is_empty());
    let messages: Vec<(usize, Tool, Severity)> = log
        .messages
        .iter()
        .map(|m| (m.line, m.tool, m.severity))
        .collect();
    assert_eq!(
        messages,
        [
            (2, Tool::Ptxas, Severity::Warning),
            (3, Tool::Ptxas, Severity::Error),
            (4, Tool::Ptxas, Severity::Error),
            (5, Tool::Ptxas, Severity::Error),
            (6, Tool::Ptxas, Severity::Info),
            (10, Tool::Nvlink, Severity::Error),
            (11, Tool::Cuobjdump, Severity::Info),
        ]
    );
    assert_eq!(
        log.messages[2].text,
        "/tmp/tmpxft_00001_00000000-5_k.ptx, line 12; error   : Unknown symbol 'x'"
    );
    let unread: Vec<usize> = log.unread.iter().map(|u| u.line).collect();
    assert_eq!(unread, [7, 8, 9, 13]);
    assert_eq!(log.unread[0].text, "ptxas info    : Something new 42");
}

#[test]
fn oversized_numbers_are_unread_not_wrapped() {
    let log = parse(
        "ptxas info    : Compiling entry function 'k' for 'sm_80'\n\
         ptxas info    : Used 4294967296 registers, 99999999999999999999 bytes smem, 8589934592 bytes lmem\n",
    );
    let f = &log.functions[0];
    assert_eq!(
        (f.registers, f.static_smem, f.local_memory),
        (None, 0, 8589934592)
    );
    assert_eq!(log.unread.len(), 1);
    let big = Function {
        registers: Some(32),
        static_smem: 1 << 33,
        unreadable: None,
        ..f.clone()
    };
    let err = big.kernel(128).unwrap_err();
    assert_eq!(err.field(), "ptxas.static_smem");
    assert!(err.to_string().contains("8,589,934,592 bytes"), "{err}");
    // The report's first figure out of range leaves the function unevaluated, quoting it.
    let err = f.kernel(128).unwrap_err();
    assert_eq!(err.field(), "ptxas.registers");
    assert!(
        err.to_string()
            .contains("registers '4294967296' is not a register count"),
        "{err}"
    );
}

#[test]
fn kernel_carries_registers_smem_and_barriers() {
    let log = parse(
        "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n\
         ptxas info    : Used 64 registers, used 3 barriers, 16640 bytes smem\n",
    );
    let f = &log.functions[0];
    assert_eq!(f.cc, Some(ComputeCapability::new(9, 0)));
    assert_eq!(f.arch.as_deref(), Some("sm_90a"));
    let kernel = f.kernel(256).unwrap();
    assert_eq!(
        (
            kernel.threads_per_block,
            kernel.regs_per_thread,
            kernel.static_smem,
            kernel.barriers
        ),
        (256, 64, 16640, 3)
    );
}

#[test]
fn long_lines_are_cut_in_reports() {
    let long = format!("ptxas info    : {}", "é".repeat(1000));
    let log = parse(&long);
    assert_eq!(log.unread[0].text.chars().count(), EXCERPT + 1);
    assert!(parse("").functions.is_empty());
    assert_eq!(parse("").lines, 0);
    assert_eq!(parse("\n").lines, 1);
}

fn amd<'a>(log: &'a Log, name: &str) -> &'a AmdFunction {
    let found: Vec<&AmdFunction> = log.amd.iter().filter(|f| f.name == name).collect();
    assert_eq!(found.len(), 1, "{name} in {:#?}", log.amd);
    found[0]
}

#[test]
fn hipcc_remarks_with_colours_and_newer_llvm_names() {
    // ROCm's clang under CMake (`-fcolor-diagnostics`), LLVM 20's `TotalSGPRs`.
    let log = parse(
        "\u{1b}[1mk.hip:10:1: \u{1b}[0m\u{1b}[0;1;35mremark: \u{1b}[0m\u{1b}[1mFunction Name: _Z3fooPf \
         [-Rpass-analysis=kernel-resource-usage]\u{1b}[0m\n\
         k.hip:10:1: remark:     TotalSGPRs: 18 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     VGPRs: 37 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     AGPRs: 0 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     ScratchSize [bytes/lane]: 16 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     Dynamic Stack: False [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     Occupancy [waves/SIMD]: 8 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     SGPRs Spill: 0 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     VGPRs Spill: 4 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:10:1: remark:     LDS Size [bytes/block]: 1024 [-Rpass-analysis=kernel-resource-usage]\n\
         k.hip:12:3: remark: 'foo' inlined into 'bar' [-Rpass=inline]\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    assert!(log.functions.is_empty());
    let f = amd(&log, "_Z3fooPf");
    assert_eq!(
        (f.kind, f.tool, f.line),
        (FunctionKind::Entry, AmdTool::Remarks, 1)
    );
    let r = f.resources;
    assert_eq!((r.sgprs, r.vgprs, r.agprs), (Some(18), Some(37), Some(0)));
    assert_eq!((r.scratch_bytes, r.dynamic_stack), (Some(16), Some(false)));
    assert_eq!(
        (r.compiler_waves_per_simd, r.lds_bytes),
        (Some(8), Some(1024))
    );
    assert_eq!((r.sgpr_spills, r.vgpr_spills), (Some(0), Some(4)));
    assert!(f.spills());
    assert_eq!(f.target, None);
    #[cfg(feature = "demangle")]
    assert_eq!(f.display_name(), "foo(float*)");
}

#[test]
fn interleaved_remarks_of_parallel_compiles_and_paths() {
    // `make -j`: two compiles print line by line into one log; relative and Windows paths.
    let log = parse(
        "./a.hip:3:1: remark: Function Name: ka [-Rpass-analysis=kernel-resource-usage]\n\
         C:\\src\\b.hip:7:1: remark: Function Name: kb [-Rpass-analysis=kernel-resource-usage]\n\
         ./a.hip:3:1: remark:     VGPRs: 10 [-Rpass-analysis=kernel-resource-usage]\n\
         C:\\src\\b.hip:7:1: remark:     VGPRs: 20 [-Rpass-analysis=kernel-resource-usage]\n\
         C:\\src\\b.hip:7:1: remark:     LDS Size [bytes/block]: 0 [-Rpass-analysis=kernel-resource-usage]\n\
         ./a.hip:3:1: remark:     LDS Size [bytes/block]: 512 [-Rpass-analysis=kernel-resource-usage]\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    assert_eq!(
        (
            amd(&log, "ka").resources.vgprs,
            amd(&log, "ka").resources.lds_bytes
        ),
        (Some(10), Some(512))
    );
    assert_eq!(amd(&log, "kb").resources.vgprs, Some(20));
}

#[test]
fn remark_values_that_are_not_numbers_and_device_functions() {
    // Newer LLVM prints expressions for functions whose callees it cannot resolve; functions that are not kernels
    // report occupancy 0 and no LDS.
    let log = parse(
        "remark: foo.cl:42:0: Function Name: helper\n\
         remark: foo.cl:42:0:     SGPRs: helper.num_sgpr+(extrasgprs(helper.uses_vcc, 0, 1))\n\
         remark: foo.cl:42:0:     VGPRs: 17\n\
         remark: foo.cl:42:0:     Occupancy [waves/SIMD]: 0\n\
         remark: foo.cl:42:0:     VGPRs: 18\n\
         remark: foo.cl:43:0:     VGPRs: 1\n\
         remark: foo.cl:8:0: Function Name: cut_short\n\
         remark: foo.cl:8:0:     VGPRs: 4\n",
    );
    let helper = amd(&log, "helper");
    assert_eq!(helper.kind, FunctionKind::Device);
    assert_eq!(
        (helper.resources.sgprs, helper.resources.vgprs),
        (None, Some(17))
    );
    assert_eq!(log.amd_kernels().count(), 1);
    assert_eq!(log.amd_device_functions().count(), 1);
    assert_eq!(amd(&log, "cut_short").kind, FunctionKind::Unspecified);
    let reasons: Vec<(usize, Reason)> = log.unread.iter().map(|u| (u.line, u.reason)).collect();
    assert_eq!(
        reasons,
        [
            (2, Reason::FigureOutOfRange),
            (5, Reason::SecondRemark),
            // A location no Function Name had: the last function's, which has its VGPRs.
            (6, Reason::SecondRemark),
        ]
    );
    assert_eq!(helper.resources.compiler_waves_per_simd, Some(0));
    let orphan = parse("remark: <unknown>:0:0:     VGPRs: 3\n");
    assert_eq!(orphan.unread[0].reason, Reason::RemarkFirst);
}

#[test]
fn command_lines_name_the_target_of_the_remarks() {
    let log = parse(
        " \"/opt/rocm/llvm/bin/clang-19\" \"-cc1\" \"-triple\" \"amdgcn-amd-amdhsa\" \"-target-cpu\" \"gfx942\" \
         \"-target-feature\" \"+wavefrontsize64\"\n\
         remark: <unknown>:0:0: Function Name: a\n\
         hipcc --offload-arch=gfx90a --offload-arch=gfx1100 -Rpass-analysis=kernel-resource-usage k.hip\n\
         remark: <unknown>:0:0: Function Name: b\n\
         llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100:xnack- k.ll\n\
         remark: <unknown>:0:0: Function Name: c\n",
    );
    assert_eq!(amd(&log, "a").target.as_deref(), Some("gfx942"));
    assert_eq!(amd(&log, "a").resources.wave_size, Some(64));
    // Two targets in one command: the remarks after it could be either's.
    assert_eq!(amd(&log, "b").target, None);
    assert_eq!(amd(&log, "c").target.as_deref(), Some("gfx1100"));
    assert_eq!(amd(&log, "c").resources.wave_size, None);
}

#[test]
fn assembly_of_old_code_objects_and_without_comments() {
    // Code object v2 names its ISA version; `-asm-verbose=0` drops the comments, the metadata stays.
    let log = parse(
        "\t.hsa_code_object_isa 9,0,6,\"AMD\",\"AMDGPU\"\n\
         \t.type\tkern,@function\n\
         \t.amdgpu_hsa_kernel kern\n\
         kern:\n\
         ; Kernel info:\n\
         ; NumSgprs: 20\n\
         ; NumVgprs: 33\n\
         ; ScratchSize: 0\n\
         ; LDSByteSize: 512 bytes/workgroup (compile time only)\n\
         ; Occupancy: 7\n\
         \t.text\n\
         \t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\
         \t.amdgpu_metadata\n\
         ---\n\
         amdhsa.kernels:\n\
         \x20 - .args:\n\
         \x20     - .name:           p\n\
         \x20       .size:           8\n\
         \x20   .max_flat_workgroup_size: 128\n\
         \x20   .name:           quiet\n\
         \x20   .sgpr_count:     6\n\
         \x20   .vgpr_count:     40\n\
         \x20   .vgpr_spill_count: 2\n\
         \x20   .wavefront_size: 32\n\
         amdhsa.target:   amdgcn-amd-amdhsa--gfx1030\n\
         ...\n\
         \t.end_amdgpu_metadata\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    let kern = amd(&log, "kern");
    assert_eq!(
        (kern.kind, kern.target.as_deref()),
        (FunctionKind::Entry, Some("gfx906"))
    );
    assert_eq!(
        (kern.resources.vgprs, kern.resources.lds_bytes),
        (Some(33), Some(512))
    );
    assert_eq!(kern.resources.compiler_waves_per_simd, Some(7));
    let quiet = amd(&log, "quiet");
    assert_eq!(
        (quiet.tool, quiet.target.as_deref()),
        (AmdTool::Assembly, Some("gfx1030"))
    );
    let r = quiet.resources;
    assert_eq!(
        (r.vgprs, r.sgprs, r.max_workgroup_size),
        (Some(40), Some(6), Some(128))
    );
    assert_eq!(
        (r.wave_size, r.vgpr_spills, r.compiler_waves_per_simd),
        (Some(32), Some(2), None)
    );
    assert!(quiet.spills());
    // Without the compiler's figure there is nothing to compare; occ still evaluates.
    let e = quiet.evaluate(quiet.arch().unwrap(), None).unwrap();
    assert_eq!(
        (e.kernel.workgroup_size, e.compiler_waves_per_simd),
        (128, None)
    );
}

#[test]
fn one_log_with_both_vendors() {
    let log = parse(
        "ptxas info    : Compiling entry function '_Z6kernelPf' for 'sm_90'\n\
         ptxas info    : Used 40 registers, used 1 barriers, 4096 bytes smem\n\
         remark: <unknown>:0:0: Function Name: _Z6kernelPf\n\
         remark: <unknown>:0:0:     VGPRs: 40\n\
         remark: <unknown>:0:0:     LDS Size [bytes/block]: 4096\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    assert_eq!(log.entries().count(), 1);
    assert_eq!(log.amd_kernels().count(), 1);
    assert_eq!(log.lines, 5);
}

#[test]
fn assembly_cut_inside_its_metadata_does_not_swallow_the_rest() {
    let log = parse(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx90a\"\n\
         \t.amdgpu_metadata\n\
         ---\n\
         amdhsa.kernels:\n\
         \x20 - .name:           cut\n\
         \x20   .vgpr_count:     12\n\
         ptxas info    : Compiling entry function 'after' for 'sm_80'\n\
         ptxas info    : Used 8 registers, 0 bytes smem\n",
    );
    assert!(log.unread.is_empty(), "{:?}", log.unread);
    assert_eq!(amd(&log, "cut").resources.vgprs, Some(12));
    assert_eq!(only(&log, "after", "sm_80").registers, Some(8));
}

#[test]
fn amd_figures_that_are_not_whole_numbers_in_range_leave_the_kernel_unevaluated() {
    let gfx942 = crate::amd::arch("gfx942").unwrap();
    for lds in [
        "-1",
        "3.5",
        "NaN",
        "12345678901234567890",
        "9223372036854775808",
        "4294967296",
    ] {
        let log = parse(&format!(
            "remark: k.hip:3:0: Function Name: _Z3fooPf [-Rpass-analysis=kernel-resource-usage]\n\
             remark: k.hip:3:0:     VGPRs: 32 [-Rpass-analysis=kernel-resource-usage]\n\
             remark: k.hip:3:0:     SGPRs: 16 [-Rpass-analysis=kernel-resource-usage]\n\
             remark: k.hip:3:0:     Occupancy [waves/SIMD]: 8 [-Rpass-analysis=kernel-resource-usage]\n\
             remark: k.hip:3:0:     LDS Size [bytes/block]: {lds} [-Rpass-analysis=kernel-resource-usage]\n"
        ));
        let f = amd(&log, "_Z3fooPf");
        assert_eq!(f.resources.lds_bytes, None, "{lds}");
        let err = f.evaluate(gfx942, None).unwrap_err();
        assert_eq!(err.field(), "amd.lds_bytes");
        assert!(
            err.to_string()
                .contains(&format!("LDS size '{lds}' is not a byte count")),
            "{err}"
        );
        // The page's worker sends the function as JSON: the reason travels with it.
        let summary = Summary::of(&log);
        let json = serde_json::to_string(&summary).unwrap();
        let back: Summary = serde_json::from_str(&json).unwrap();
        assert_eq!(back.amd_kernels[0].evaluate(gfx942, None).unwrap_err(), err);
    }
    // The assembly's comments and metadata alike.
    let log = parse(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\
         \t.type\tk,@function\n\
         ; Kernel info:\n\
         ; NumVgprs: 3.5\n\
         ; LDSByteSize: 0 bytes/workgroup (compile time only)\n\
         \t.amdgpu_metadata\n\
         ---\n\
         amdhsa.kernels:\n\
         \x20 - .name: k\n\
         \x20   .max_flat_workgroup_size: -256\n\
         \t.end_amdgpu_metadata\n",
    );
    let err = amd(&log, "k").evaluate(gfx942, None).unwrap_err();
    assert!(
        err.to_string()
            .contains("VGPRs '3.5' is not a register count"),
        "{err}"
    );
    let log = parse(
        "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx942\"\n\
         \t.amdgpu_metadata\n\
         ---\n\
         amdhsa.kernels:\n\
         \x20 - .name: k\n\
         \x20   .vgpr_count: 32\n\
         \x20   .max_flat_workgroup_size: -256\n\
         \t.end_amdgpu_metadata\n",
    );
    let err = amd(&log, "k").evaluate(gfx942, None).unwrap_err();
    assert!(
        err.to_string()
            .contains("max work-group size '-256' is not a work-item count"),
        "{err}"
    );
}

#[test]
fn nvidia_figures_that_are_not_whole_numbers_in_range_leave_the_kernel_unevaluated() {
    for (smem, quoted) in [
        ("-1", "-1"),
        ("3.5", "3.5"),
        ("9223372036854775808", "9223372036854775808"),
        ("4294967296", "4294967296"),
    ] {
        let log = parse(&format!(
            "ptxas info    : Compiling entry function 'k' for 'sm_80'\n\
             ptxas info    : Used 32 registers, {smem} bytes smem, 380 bytes cmem[0]\n"
        ));
        let f = &log.functions[0];
        assert_eq!((f.registers, f.static_smem), (Some(32), 0));
        let err = f.kernel(256).unwrap_err();
        assert_eq!(err.field(), "ptxas.static_smem");
        assert!(
            err.to_string()
                .contains(&format!("shared memory '{quoted}' is not a byte count")),
            "{err}"
        );
        let summary = Summary::of(&log);
        assert_eq!(summary.kernels[0].kernel(256).unwrap_err(), err);
    }
    let log = parse(
        "arch = sm_80\n\
         Resource usage:\n\
         \x20Function k:\n\
         \x20 REG:32 STACK:0 SHARED:NaN LOCAL:0 CONSTANT[0]:380 TEXTURE:0 SURFACE:0 SAMPLER:0\n",
    );
    let err = log.functions[0].kernel(256).unwrap_err();
    assert!(err.to_string().contains("shared memory 'NaN'"), "{err}");
}

#[test]
fn a_kernel_descriptor_wave_switch_that_is_neither_0_nor_1_is_not_taken_for_wave64() {
    let asm = |switch: &str| {
        parse(&format!(
            "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n\
             \t.amdhsa_kernel k\n\
             \t\t.amdhsa_wavefront_size32 {switch}\n\
             \t.end_amdhsa_kernel\n\
             \t.type\tk,@function\n\
             ; Kernel info:\n\
             ; NumVgprs: 32\n"
        ))
    };
    assert_eq!(amd(&asm("1"), "k").resources.wave_size, Some(32));
    assert_eq!(amd(&asm("0"), "k").resources.wave_size, Some(64));
    let log = asm("-1");
    let k = amd(&log, "k");
    assert_eq!(k.resources.wave_size, None);
    let gfx1100 = crate::amd::arch("gfx1100").unwrap();
    let err = k.evaluate(gfx1100, None).unwrap_err();
    assert!(
        err.to_string()
            .contains("wave size '-1' is not a wave size"),
        "{err}"
    );
}
