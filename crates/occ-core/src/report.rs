//! What every vendor's report shares: numbers as the calculators print them (thousands separators, percentages,
//! bytes with their KiB) and the words of each vocabulary ([`Terms`]). Each vendor's sections are its own
//! `report` module: [`crate::nvidia::report`], [`crate::amd::report`], [`crate::intel::report`].

pub use crate::terms::Terms;

/// Formats an integer with thousands separators: 65536 → "65,536".
pub fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Occupancy as a percentage with two decimals, as Nsight Compute prints it.
pub fn percent(fraction: f64) -> String {
    format!("{:.2} %", fraction * 100.0)
}

/// Bytes with the KiB value alongside when it helps: 50176 → "50,176 B (49 KiB)".
pub fn bytes(value: u64) -> String {
    if value >= 1024 && value.is_multiple_of(1024) {
        format!("{} B ({} KiB)", thousands(value), thousands(value / 1024))
    } else if value >= 1024 {
        format!("{} B ({:.1} KiB)", thousands(value), value as f64 / 1024.0)
    } else {
        format!("{} B", thousands(value))
    }
}
