//! The small grammars inside report lines: the comma-separated items of `ptxas -v` and `nvlink -v`
//! (`Used 32 registers`, `used 1 barriers`, `8+16 bytes smem`, `380 bytes cmem[0]`, `1 textures`, …) and the
//! `KEY:VALUE` tokens of `cuobjdump --dump-resource-usage` (`REG:32`, `CONSTANT[0]:380`).
//!
//! Every number is checked: a value that does not fit its type makes the item unreadable instead of wrapping.

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

/// Reads one comma-separated item of a ptxas/nvlink line, with or without the leading `Used`/`used`.
/// `None` when the item is not one of the known shapes.
pub(crate) fn item(text: &str) -> Option<Item> {
    let text = text.trim();
    let text = text
        .strip_prefix("Used ")
        .or_else(|| text.strip_prefix("used "))
        .unwrap_or(text)
        .trim_start();
    let digits = text.find(|c: char| !c.is_ascii_digit() && c != '+')?;
    let amount = sum(&text[..digits])?;
    let unit = text[digits..].trim();
    let small = || u32::try_from(amount).ok();
    Some(match unit {
        "registers" | "register" => Item::Registers(small()?),
        "barriers" | "barrier" => Item::Barriers(small()?),
        "bytes smem" => Item::Smem(amount),
        "bytes lmem" => Item::Lmem(amount),
        "bytes cumulative stack size" | "stack" => Item::Stack(amount),
        "bytes stack frame" => Item::StackFrame(amount),
        "bytes spill stores" => Item::SpillStores(amount),
        "bytes spill loads" => Item::SpillLoads(amount),
        "bytes gmem" => Item::Gmem(amount),
        "textures" | "texture" => Item::Textures(small()?),
        "surfaces" | "surface" => Item::Surfaces(small()?),
        "samplers" | "sampler" => Item::Samplers(small()?),
        other => {
            let bank = other.strip_prefix("bytes cmem[")?.strip_suffix(']')?;
            Item::Cmem(number(bank).and_then(|b| u32::try_from(b).ok())?, amount)
        }
    })
}

/// Reads one `KEY:VALUE` token of cuobjdump's resource usage. `GLOBAL` (the module's global memory) is `Gmem`,
/// `SHARED` is reported as `Smem` as printed (the caller knows about the reserved part on CC ≥ 9).
pub(crate) fn cuobjdump_token(token: &str) -> Option<Item> {
    let (key, value) = token.split_once(':')?;
    let amount = number(value)?;
    let small = || u32::try_from(amount).ok();
    Some(match key {
        "REG" => Item::Registers(small()?),
        "STACK" => Item::Stack(amount),
        "SHARED" => Item::Smem(amount),
        "LOCAL" => Item::Lmem(amount),
        "GLOBAL" => Item::Gmem(amount),
        "TEXTURE" => Item::Textures(small()?),
        "SURFACE" => Item::Surfaces(small()?),
        "SAMPLER" => Item::Samplers(small()?),
        other => {
            let bank = other.strip_prefix("CONSTANT[")?.strip_suffix(']')?;
            Item::Cmem(number(bank).and_then(|b| u32::try_from(b).ok())?, amount)
        }
    })
}

/// A decimal number of ASCII digits only (no sign, no spaces), checked against `u64`.
pub(crate) fn number(text: &str) -> Option<u64> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `N` or `N+M` (old ptxas splits smem and lmem into the user's and the system's part).
fn sum(text: &str) -> Option<u64> {
    text.split('+')
        .try_fold(0u64, |total, part| total.checked_add(number(part)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_item_shape() {
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
        assert_eq!(item("32 bytes something"), None);
        assert_eq!(item("registers"), None);
        assert_eq!(item("4294967296 registers"), None);
        assert_eq!(item("18446744073709551615+1 bytes smem"), None);
        assert_eq!(item("1 bytes cmem[x]"), None);
        assert_eq!(item("-1 bytes smem"), None);
        assert_eq!(item("+ bytes smem"), None);
        assert_eq!(item(""), None);
    }

    #[test]
    fn reads_cuobjdump_tokens() {
        assert_eq!(cuobjdump_token("REG:32"), Some(Item::Registers(32)));
        assert_eq!(cuobjdump_token("CONSTANT[4]:8"), Some(Item::Cmem(4, 8)));
        assert_eq!(cuobjdump_token("SHARED:1040"), Some(Item::Smem(1040)));
        assert_eq!(cuobjdump_token("GLOBAL:24"), Some(Item::Gmem(24)));
        assert_eq!(cuobjdump_token("REG:"), None);
        assert_eq!(cuobjdump_token("WHAT:1"), None);
    }
}
