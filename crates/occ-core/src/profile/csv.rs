//! One line of a profiler's CSV: fields separated by commas, quoted with `"` (a quote doubled inside), as Nsight
//! Compute and rocprof write them.

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
