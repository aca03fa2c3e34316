//! Numbers written for people, without core's float formatting.

/// `value` with `decimals` (at most 4) digits after the point, exactly as `format!("{value:.decimals$}")` writes
/// it (the binary value's exact decimal expansion, ties to even). Written out here because core's float formatting
/// (both of its algorithms, with their tables) is the largest single part of the page's wasm that a few result
/// figures would otherwise pull in.
pub fn fixed(value: f64, decimals: u32) -> String {
    debug_assert!(decimals <= 4, "mantissa × 5^decimals must fit in u64");
    let decimals = decimals.min(4);
    let mut out = String::new();
    if value.is_nan() {
        out.push_str("NaN");
        return out;
    }
    if value.is_sign_negative() {
        out.push('-');
    }
    if value.is_infinite() {
        out.push_str("inf");
        return out;
    }
    let bits = value.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    // value = mantissa × 2^exponent, exactly; value × 10^decimals = mantissa × 5^decimals × 2^(exponent +
    // decimals), and mantissa × 5^4 < 2^63.
    let (mantissa, exponent) = match biased {
        0 => (fraction, -1074),
        _ => (fraction | (1 << 52), biased - 1075),
    };
    if exponent >= 0 {
        match exponent {
            // Below 2^64.
            0..=11 => out.push_str(&(mantissa << exponent).to_string()),
            _ => write_integer(&mut out, mantissa, exponent.unsigned_abs()),
        }
        if decimals > 0 {
            out.push('.');
            out.extend(std::iter::repeat_n('0', decimals as usize));
        }
        return out;
    }
    // value = whole + part / 2^bits, with part < 2^bits.
    let bits = exponent.unsigned_abs();
    let (mut whole, part) = match bits {
        64.. => (0, mantissa),
        _ => (mantissa >> bits, mantissa & ((1 << bits) - 1)),
    };
    // The digits after the point: part × 10^decimals / 2^bits = part × 5^decimals / 2^(bits − decimals), rounded
    // to the nearest integer, ties to even (part × 5^4 < 2^63).
    let scale = 10u64.pow(decimals);
    let scaled = part * 5u64.pow(decimals);
    let mut digits = match bits.checked_sub(decimals) {
        None | Some(0) => scaled << (decimals - bits.min(decimals)),
        // Below half of the last digit.
        Some(64..) => 0,
        Some(shift) => {
            let (kept, rest) = (scaled >> shift, scaled & ((1 << shift) - 1));
            let half = 1 << (shift - 1);
            // The last digit written: the fraction's, or the whole number's when there is none.
            let last = if decimals > 0 { kept } else { whole };
            kept + u64::from(rest > half || (rest == half && last & 1 == 1))
        }
    };
    if digits == scale {
        (whole, digits) = (whole + 1, 0);
    }
    out.push_str(&whole.to_string());
    if decimals > 0 {
        let text = (digits + scale).to_string();
        out.push('.');
        out.push_str(&text[1..]);
    }
    out
}

/// Writes `mantissa × 2^exponent`, a whole number of any size: its decimal digits, least significant first,
/// doubled `exponent` times.
fn write_integer(out: &mut String, mantissa: u64, exponent: u32) {
    let mut digits: Vec<u8> = mantissa
        .to_string()
        .bytes()
        .rev()
        .map(|b| b - b'0')
        .collect();
    for _ in 0..exponent {
        let mut carry = 0;
        for digit in &mut digits {
            let doubled = *digit * 2 + carry;
            (*digit, carry) = (doubled % 10, doubled / 10);
        }
        if carry > 0 {
            digits.push(carry);
        }
    }
    out.extend(digits.iter().rev().map(|digit| char::from(b'0' + digit)));
}
