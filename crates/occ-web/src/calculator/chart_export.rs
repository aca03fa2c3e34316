//! The charts' files: PNG (the canvas as drawn, at the device pixel ratio) and SVG (the same data drawn by the same
//! function, [`crate::calculator::chart::draw`], on plotters' SVG backend, which only the modules loaded on demand
//! build with: feature `export`).

use wasm_bindgen::JsCast;

use crate::persist::export::download_blob;
#[cfg(feature = "export")]
use crate::persist::export::download_text;
#[cfg(any(test, feature = "export"))]
use crate::state::sweep::ChartData;

/// A chart as SVG, `width` × `height` CSS pixels, drawn by the function that draws it on the page's canvas.
#[cfg(any(test, feature = "export"))]
pub fn svg(data: &ChartData, (width, height): (u32, u32), dark: bool) -> String {
    use plotters::prelude::{IntoDrawingArea, SVGBackend};
    let mut out = String::new();
    {
        let root =
            SVGBackend::with_string(&mut out, (width.max(1), height.max(1))).into_drawing_area();
        let _ = crate::calculator::chart::draw(
            &root,
            data,
            crate::calculator::chart::Look { scale: 1.0, dark },
        );
    }
    out
}

/// Offers a canvas as a PNG file: its backing store, which the page sizes at the device pixel ratio.
pub fn download_png(canvas: &web_sys::HtmlCanvasElement, name: &str) -> Result<(), String> {
    let name = name.to_string();
    let done = wasm_bindgen::closure::Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
        if let Some(blob) = blob {
            let _ = download_blob(&name, &blob);
        }
    });
    canvas
        .to_blob(done.unchecked_ref())
        .map_err(|_| "the browser could not make the image".to_string())
}

/// Offers a chart as an SVG file at its canvas's CSS size.
#[cfg(feature = "export")]
pub fn download_svg(
    canvas: &web_sys::HtmlCanvasElement,
    data: &ChartData,
    dark: bool,
    name: &str,
) -> Result<(), String> {
    let size = (
        u32::try_from(canvas.client_width()).unwrap_or(0),
        u32::try_from(canvas.client_height()).unwrap_or(0),
    );
    download_text(name, "image/svg+xml", &svg(data, size, dark))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::input::Form;

    #[test]
    fn a_chart_as_svg_has_its_size() {
        let calc = Form::default().validate().unwrap();
        let say = occ_core::msg::Say::english(occ_core::Vendor::Nvidia);
        let svg = svg(
            &crate::state::sweep::nvidia::block_size(&calc, &say),
            (480, 260),
            false,
        );
        assert!(svg.starts_with("<svg"), "{}", &svg[..80]);
        assert!(svg.contains("width=\"480\"") && svg.contains("height=\"260\""));
    }
}
