//! What `occ plan --json` says alike for every vendor: a grid's waves (the text sections every vendor's report
//! shares are occ-core's, `occ_core::report`).

use occ_core::plan::Waves;
use serde_json::json;

/// A grid's waves in `occ plan --json`, for every vendor (a block is a work-group, an SM a CU, WGP or Xe-core).
pub fn waves_json(w: &Waves) -> serde_json::Value {
    json!({
        "grid_blocks": w.grid_blocks,
        "blocks_per_wave": w.blocks_per_wave,
        "full_waves": w.full_waves,
        "tail_blocks": w.tail_blocks,
        "tail_utilisation": w.tail_utilisation,
        "waves": w.waves,
        "sm_active": w.sm_active,
        "compute_warps_in_flight": w.compute_warps_in_flight,
        "unallocated_warps_in_flight": w.unallocated_warps_in_flight,
    })
}
