//! The small grammars inside report lines: the comma-separated items of `ptxas -v` and `nvlink -v`
//! (`Used 32 registers`, `used 1 barriers`, `8+16 bytes smem`, `380 bytes cmem[0]`, `1 textures`, …) and the
//! `KEY:VALUE` tokens of `cuobjdump --dump-resource-usage` (`REG:32`, `CONSTANT[0]:380`).
//!
//! Every number is checked: a value that is not a whole number in its figure's range ([`Figure::read`]) makes the
//! item [`Unreadable`] instead of wrapping, clamping or counting as 0.

use super::figure::{digits, Figure, Unreadable};

/// One resource figure of a report line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Item {
    Registers(u32),
    Barriers(u32),
    /// Static shared memory; old logs print `user+system` (`8+16 bytes smem`), added up here.
    Smem(u64),
    /// Local memory (old logs, nvlink); `user+system` added up.
    Lmem(u64),
    /// Constant bank and its bytes.
    Cmem(u32, u64),
    /// `cumulative stack size` (ptxas), `stack` (nvlink), `STACK` (cuobjdump).
    Stack(u64),
    StackFrame(u64),
    SpillStores(u64),
    SpillLoads(u64),
    Gmem(u64),
    Textures(u32),
    Surfaces(u32),
    Samplers(u32),
}

/// What one item of a report line is: a figure, a known figure whose number is not a whole number in its range
/// (the function is not evaluated), or `None` for a shape that is not an item.
pub(crate) type Read = Option<Result<Item, Unreadable>>;

/// Reads one comma-separated item of a ptxas/nvlink line, with or without the leading `Used`/`used`.
pub(crate) fn item(text: &str) -> Read {
    let text = text.trim();
    let text = text
        .strip_prefix("Used ")
        .or_else(|| text.strip_prefix("used "))
        .unwrap_or(text)
        .trim_start();
    // A known figure without its number (`used  barriers`) is that figure unreadable, not an item of no shape.
    if let Some((figure, _)) = unit(text) {
        return Some(Err(Unreadable::new(figure, "")));
    }
    let (amount, rest) = text.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    match unit(rest) {
        Some((figure, make)) => Some(figure.read(amount).map(make)),
        None => {
            let bank = rest.strip_prefix("bytes cmem[")?.strip_suffix(']')?;
            Some(cmem(bank, amount))
        }
    }
}

/// What makes an item of a figure's number.
type Make = fn(u64) -> Item;

/// The figure a ptxas/nvlink unit names, and the item its number makes.
fn unit(unit: &str) -> Option<(Figure, Make)> {
    Some(match unit {
        "registers" | "register" => (Figure::Registers, |n| Item::Registers(small(n))),
        "barriers" | "barrier" => (Figure::Barriers, |n| Item::Barriers(small(n))),
        "bytes smem" => (Figure::SharedMemory, Item::Smem),
        "bytes lmem" => (Figure::LocalMemory, Item::Lmem),
        "bytes cumulative stack size" | "stack" => (Figure::Stack, Item::Stack),
        "bytes stack frame" => (Figure::StackFrame, Item::StackFrame),
        "bytes spill stores" => (Figure::SpillStores, Item::SpillStores),
        "bytes spill loads" => (Figure::SpillLoads, Item::SpillLoads),
        "bytes gmem" => (Figure::GlobalMemory, Item::Gmem),
        "textures" | "texture" => (Figure::Textures, |n| Item::Textures(small(n))),
        "surfaces" | "surface" => (Figure::Surfaces, |n| Item::Surfaces(small(n))),
        "samplers" | "sampler" => (Figure::Samplers, |n| Item::Samplers(small(n))),
        _ => return None,
    })
}

/// A value [`Figure::read`] has checked against a 32-bit figure's range.
fn small(n: u64) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

fn cmem(bank: &str, amount: &str) -> Result<Item, Unreadable> {
    let bank = Figure::ConstantBank.read(bank)?;
    let amount = Figure::ConstantMemory.read(amount)?;
    Ok(Item::Cmem(small(bank), amount))
}

/// Reads one `KEY:VALUE` token of cuobjdump's resource usage. `GLOBAL` (the module's global memory) is `Gmem`,
/// `SHARED` is reported as `Smem` as printed (the caller knows about the reserved part on CC ≥ 9).
pub(crate) fn cuobjdump_token(token: &str) -> Read {
    let (key, value) = token.split_once(':')?;
    let (figure, make): (Figure, fn(u64) -> Item) = match key {
        "REG" => (Figure::Registers, |n| Item::Registers(small(n))),
        "STACK" => (Figure::Stack, Item::Stack),
        "SHARED" => (Figure::SharedMemory, Item::Smem),
        "LOCAL" => (Figure::LocalMemory, Item::Lmem),
        "GLOBAL" => (Figure::GlobalMemory, Item::Gmem),
        "TEXTURE" => (Figure::Textures, |n| Item::Textures(small(n))),
        "SURFACE" => (Figure::Surfaces, |n| Item::Surfaces(small(n))),
        "SAMPLER" => (Figure::Samplers, |n| Item::Samplers(small(n))),
        other => {
            let bank = other.strip_prefix("CONSTANT[")?.strip_suffix(']')?;
            return Some(cmem(bank, value));
        }
    };
    Some(figure.read(value).map(make))
}

/// A decimal number of ASCII digits only (no sign, no spaces), checked against `u64`.
pub(crate) fn number(text: &str) -> Option<u64> {
    digits(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_item_shape() {
        let item = |text| item(text).and_then(Result::ok);
        assert_eq!(item("Used 32 registers"), Some(Item::Registers(32)));
        assert_eq!(item(" used 1 barriers"), Some(Item::Barriers(1)));
        assert_eq!(item("8192 bytes smem"), Some(Item::Smem(8192)));
        assert_eq!(item("8+16 bytes smem"), Some(Item::Smem(24)));
        assert_eq!(item("6440+0 bytes lmem"), Some(Item::Lmem(6440)));
        assert_eq!(item("380 bytes cmem[0]"), Some(Item::Cmem(0, 380)));
        assert_eq!(item("12 bytes cmem[14]"), Some(Item::Cmem(14, 12)));
        assert_eq!(
            item("32 bytes cumulative stack size"),
            Some(Item::Stack(32))
        );
        assert_eq!(item("0 stack"), Some(Item::Stack(0)));
        assert_eq!(item("1 textures"), Some(Item::Textures(1)));
        assert_eq!(item("2 samplers"), Some(Item::Samplers(2)));
        assert_eq!(item("1 surfaces"), Some(Item::Surfaces(1)));
        assert_eq!(item("24 bytes gmem"), Some(Item::Gmem(24)));
        assert_eq!(item("8 bytes spill loads"), Some(Item::SpillLoads(8)));
    }

    #[test]
    fn rejects_unknown_and_oversized_items() {
        let bad = |text| item(text).unwrap().unwrap_err();
        assert_eq!(item("32 bytes something"), None);
        // A known figure without its number is that figure unreadable.
        assert_eq!(bad("registers").figure, Figure::Registers);
        assert_eq!(bad("used  barriers").figure, Figure::Barriers);
        assert_eq!(bad("bytes smem").text, "");
        assert_eq!(bad("4294967296 registers").figure, Figure::Registers);
        assert_eq!(
            bad("18446744073709551615+1 bytes smem").figure,
            Figure::SharedMemory
        );
        assert_eq!(
            bad("9223372036854775808 bytes smem").text,
            "9223372036854775808"
        );
        assert_eq!(bad("1 bytes cmem[x]").figure, Figure::ConstantBank);
        assert_eq!(bad("-1 bytes smem").text, "-1");
        assert_eq!(bad("3.5 bytes smem").text, "3.5");
        assert_eq!(bad("NaN registers").text, "NaN");
        assert_eq!(bad("+ bytes smem").text, "+");
        assert_eq!(item(""), None);
    }

    #[test]
    fn reads_cuobjdump_tokens() {
        let cuobjdump_token = |text| cuobjdump_token(text).and_then(Result::ok);
        assert_eq!(cuobjdump_token("REG:32"), Some(Item::Registers(32)));
        assert_eq!(cuobjdump_token("CONSTANT[4]:8"), Some(Item::Cmem(4, 8)));
        assert_eq!(cuobjdump_token("SHARED:1040"), Some(Item::Smem(1040)));
        assert_eq!(cuobjdump_token("GLOBAL:24"), Some(Item::Gmem(24)));
        assert_eq!(
            super::cuobjdump_token("REG:").unwrap().unwrap_err().figure,
            Figure::Registers
        );
        assert_eq!(cuobjdump_token("WHAT:1"), None);
    }
}
