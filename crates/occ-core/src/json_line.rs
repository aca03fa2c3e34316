//! A serde serializer that writes what `serde_json`'s compact serializer writes, for the shapes `occ batch`'s
//! answers take (structs of numbers, strings, options, unit variants and lists of strings), at less cost per
//! line: a struct's field names are written as they are rather than scanned for characters to escape (they are
//! Rust identifiers, which need none), and every value is handed to `serde_json` itself, so numbers, floats and
//! strings come out byte for byte as `serde_json` writes them. A shape it does not take (a map, a tuple) is an
//! error, and [`write`] then writes the value with `serde_json` instead.

use serde::ser::{self, Impossible, Serialize};

type Error = serde_json::Error;

/// Appends `value` as one compact JSON text to `out`, as `serde_json::to_writer` would.
pub(crate) fn write<T: Serialize + ?Sized>(value: &T, out: &mut Vec<u8>) -> Result<(), Error> {
    let start = out.len();
    if write_fast(value, out).is_ok() {
        return Ok(());
    }
    out.truncate(start);
    serde_json::to_writer(out, value)
}

/// [`write`] without the fallback: an error for a shape this serializer does not take.
pub(crate) fn write_fast<T: Serialize + ?Sized>(value: &T, out: &mut Vec<u8>) -> Result<(), Error> {
    value.serialize(Line { out })
}

/// One value handed to `serde_json`.
fn json<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    value.serialize(&mut serde_json::Serializer::new(out))
}

fn unsupported() -> Error {
    ser::Error::custom("a shape occ batch's answers do not take")
}

struct Line<'a> {
    out: &'a mut Vec<u8>,
}

/// A struct or a list being written: whether an element came before (for the comma).
struct Compound<'a> {
    out: &'a mut Vec<u8>,
    first: bool,
}

impl Compound<'_> {
    fn comma(&mut self) {
        if !self.first {
            self.out.push(b',');
        }
        self.first = false;
    }
}

macro_rules! to_json {
    ($($method:ident($type:ty)),* $(,)?) => {
        $(fn $method(self, value: $type) -> Result<(), Error> {
            json(self.out, &value)
        })*
    };
}

impl<'a> ser::Serializer for Line<'a> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a>;
    type SerializeTuple = Impossible<(), Error>;
    type SerializeTupleStruct = Impossible<(), Error>;
    type SerializeTupleVariant = Impossible<(), Error>;
    type SerializeMap = Impossible<(), Error>;
    type SerializeStruct = Compound<'a>;
    type SerializeStructVariant = Impossible<(), Error>;

    to_json!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_str(&str),
        serialize_bytes(&[u8]),
    );

    fn serialize_none(self) -> Result<(), Error> {
        self.out.extend_from_slice(b"null");
        Ok(())
    }

    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_unit(self) -> Result<(), Error> {
        self.serialize_none()
    }

    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_none()
    }

    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        json(self.out, variant)
    }

    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }

    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        Err(unsupported())
    }

    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a>, Error> {
        self.out.push(b'[');
        Ok(Compound {
            out: self.out,
            first: true,
        })
    }

    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
        Err(unsupported())
    }

    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        Err(unsupported())
    }

    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(unsupported())
    }

    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(unsupported())
    }

    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'a>, Error> {
        self.out.push(b'{');
        Ok(Compound {
            out: self.out,
            first: true,
        })
    }

    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(unsupported())
    }
}

impl ser::SerializeSeq for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.comma();
        value.serialize(Line { out: self.out })
    }

    fn end(self) -> Result<(), Error> {
        self.out.push(b']');
        Ok(())
    }
}

impl ser::SerializeStruct for Compound<'_> {
    type Ok = ();
    type Error = Error;

    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.comma();
        // A derived field name is an identifier: nothing in it is escaped (the tests compare every answer's text
        // with serde_json's).
        self.out.push(b'"');
        self.out.extend_from_slice(key.as_bytes());
        self.out.extend_from_slice(b"\":");
        value.serialize(Line { out: self.out })
    }

    fn end(self) -> Result<(), Error> {
        self.out.push(b'}');
        Ok(())
    }
}
