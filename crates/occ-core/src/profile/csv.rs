//! A profiler's CSV, as Nsight Compute and rocprof write them: lines numbered from 1 without a BOM or a CR, a header
//! found among the lines the profiler and the program print before it, and rows of fields separated by commas,
//! quoted with `"` (a quote doubled inside).

use super::{Read, Unread};
use crate::msg;

/// The report's lines, numbered from 1, without a BOM or a CR.
pub fn numbered(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().map(|(i, line)| {
        (
            i + 1,
            line.trim_start_matches('\u{feff}').trim_end_matches('\r'),
        )
    })
}

/// The first of `lines` whose fields `of` reads as a header: its number, what `of` made of it and its fields; the
/// lines after it are left in `lines`. Without one, the report is named unread in `read`.
pub fn header<'a, T>(
    lines: &mut impl Iterator<Item = (usize, &'a str)>,
    of: impl Fn(&[String]) -> Option<T>,
    read: &mut Read,
) -> Option<(usize, T, Vec<String>)> {
    let found = lines.find_map(|(number, line)| {
        let header = fields(line)?;
        of(&header).map(|columns| (number, columns, header))
    });
    if found.is_none() {
        read.unread.push(Unread {
            line: 0,
            reason: msg::profile_no_header().into(),
        });
    }
    found
}

/// A row's fields; a row cut off inside a quoted field is named in `unread` and gives `None`.
pub fn row(number: usize, line: &str, unread: &mut Vec<Unread>) -> Option<Vec<String>> {
    let row = fields(line);
    if row.is_none() {
        unread.push(Unread {
            line: number,
            reason: msg::profile_row_cut().into(),
        });
    }
    row
}

/// The line's fields; `None` when a quoted field does not end on the line (a report cut off mid-row).
pub fn fields(line: &str) -> Option<Vec<String>> {
    let mut out = Vec::new();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    let mut started = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') if !started => {
                quoted = true;
                started = true;
            }
            (false, ',') => {
                out.push(std::mem::take(&mut field));
                started = false;
            }
            (false, c) => {
                field.push(c);
                started = true;
            }
        }
    }
    if quoted {
        return None;
    }
    out.push(field);
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::fields;

    #[test]
    fn quotes_commas_and_cut_rows() {
        assert_eq!(
            fields(r#""1","a, b","say ""hi""",7,"#).unwrap(),
            ["1", "a, b", "say \"hi\"", "7", ""]
        );
        assert_eq!(fields(r#""1","cut off"#), None);
        assert_eq!(fields("").unwrap(), [""]);
    }
}
