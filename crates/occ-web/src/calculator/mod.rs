//! The calculator's panels: the inputs, the results and the "what if" charts.

pub mod chart;
pub mod chart_export;
pub mod chart_panel;
pub mod input_markup;
pub mod input_panel;
pub mod result_markup;
pub mod result_panel;
