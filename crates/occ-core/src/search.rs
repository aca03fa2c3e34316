//! Searches over a count that only falls as the amount it is evaluated at grows (resident blocks against warps per
//! block, shared memory or registers), in time that does not depend on how large the amounts are: binary searches
//! for the point where the count changes, instead of a walk one amount at a time.
//!
//! A count is only piecewise non-increasing where the rules switch regime part-way (partitioned caching turned off
//! for a block too large for half an SM; Kepler's L1 preference given up for a block larger than it): the callers
//! split the range there, and each piece is searched on its own.

/// The largest `x` in `lo..=hi` for which `holds(x)`, where `holds` is true up to some point and false after it;
/// `None` when it does not hold at `lo` (or the range is empty). At most `2 + log2(hi − lo)` calls.
pub(crate) fn last_holding(lo: u64, hi: u64, mut holds: impl FnMut(u64) -> bool) -> Option<u64> {
    if lo > hi || !holds(lo) {
        return None;
    }
    let (mut low, mut high) = (lo, hi);
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if holds(middle) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    Some(low)
}

/// The pieces `lo..=hi` splits into at `splits` (each split the last amount of a piece), highest first.
fn pieces(lo: u64, hi: u64, splits: &[u64]) -> Vec<(u64, u64)> {
    let mut ends: Vec<u64> = splits
        .iter()
        .copied()
        .filter(|s| (lo..hi).contains(s))
        .collect();
    ends.sort_unstable();
    ends.dedup();
    let mut out = Vec::with_capacity(ends.len() + 1);
    let mut start = lo;
    for end in ends {
        out.push((start, end));
        start = end + 1;
    }
    out.push((start, hi));
    out.reverse();
    out
}

/// For a `count` non-increasing on each piece of `lo..=hi` (split at `splits`): the largest amount of each value the
/// count takes on each piece, with that value, highest amount first. Those are the only amounts a search for the
/// most of `amount × count` needs, as a smaller amount with the same count gives less. Each value costs
/// `3 + log2(hi − lo)` evaluations at most, so the work is bounded by the number of values (resident blocks: a few
/// dozen), not by the range.
pub(crate) fn level_ends(
    lo: u64,
    hi: u64,
    splits: &[u64],
    mut count: impl FnMut(u64) -> u32,
) -> Vec<(u64, u32)> {
    let mut out = Vec::new();
    if lo > hi {
        return out;
    }
    for (start, end) in pieces(lo, hi, splits) {
        let mut at = end;
        loop {
            let value = count(at);
            out.push((at, value));
            if at == start {
                break;
            }
            match last_holding(start, at - 1, |x| count(x) > value) {
                Some(next) => at = next,
                None => break,
            }
        }
    }
    out
}

/// The largest amount in `lo..=hi` whose `count` exceeds `now`, with that count, for a `count` non-increasing on
/// each piece of the range (split at `splits`): what a walk down from `hi` would find first.
pub(crate) fn last_above(
    lo: u64,
    hi: u64,
    splits: &[u64],
    now: u32,
    mut count: impl FnMut(u64) -> u32,
) -> Option<(u64, u32)> {
    if lo > hi {
        return None;
    }
    for (start, end) in pieces(lo, hi, splits) {
        if let Some(at) = last_holding(start, end, |x| count(x) > now) {
            return Some((at, count(at)));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seeded generator (SplitMix64), so failures reproduce.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    #[test]
    fn pieces_cover_the_range_highest_first() {
        assert_eq!(pieces(1, 10, &[]), vec![(1, 10)]);
        assert_eq!(pieces(1, 10, &[4, 10, 0, 4]), vec![(5, 10), (1, 4)]);
        assert_eq!(pieces(3, 3, &[3]), vec![(3, 3)]);
    }

    #[test]
    fn searches_agree_with_a_walk_on_piecewise_falling_counts() {
        let mut rng = Rng(7);
        for _ in 0..2_000 {
            let hi = 1 + rng.below(300);
            let lo = rng.below(hi + 1);
            // Two pieces, each a falling staircase of random steps.
            let split = lo + rng.below(hi - lo + 1);
            let a: Vec<u32> = {
                let mut level = rng.below(40) as u32;
                (0..=hi)
                    .map(|x| {
                        if x == split + 1 {
                            level = rng.below(40) as u32;
                        } else if rng.below(4) == 0 {
                            level = level.saturating_sub(rng.below(3) as u32);
                        }
                        level
                    })
                    .collect()
            };
            let count = |x: u64| a[x as usize];
            // level_ends against the walk: per piece, the last amount of each value.
            let mut walk = Vec::new();
            for (start, end) in pieces(lo, hi, &[split]) {
                let mut x = end;
                loop {
                    let v = count(x);
                    if walk.last().is_none_or(|(_, last)| v > *last) || x == end {
                        walk.push((x, v));
                    }
                    if x == start {
                        break;
                    }
                    x -= 1;
                }
            }
            assert_eq!(
                level_ends(lo, hi, &[split], count),
                walk,
                "{lo}..={hi} at {split}"
            );
            let now = rng.below(40) as u32;
            let walked = (lo..=hi)
                .rev()
                .find(|x| count(*x) > now)
                .map(|x| (x, count(x)));
            assert_eq!(last_above(lo, hi, &[split], now, count), walked);
        }
    }

    #[test]
    fn work_does_not_grow_with_the_range() {
        let mut calls = 0u64;
        let ends = level_ends(1, u64::from(u32::MAX), &[1 << 20], |x| {
            calls += 1;
            (64 / x.min(65)) as u32
        });
        assert!(ends.len() <= 2 * 66, "{ends:?}");
        assert!(calls < 2 * 66 * 36, "{calls} evaluations");
        let mut calls = 0u64;
        let found = last_above(0, u64::MAX - 1, &[], 0, |x| {
            calls += 1;
            u32::from(x < 1 << 40)
        });
        assert_eq!(found, Some(((1 << 40) - 1, 1)));
        assert!(calls < 70, "{calls} evaluations");
    }
}
