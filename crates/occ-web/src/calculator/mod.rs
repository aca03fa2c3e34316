//! The calculator's panels: the inputs, the results and the "what if" charts, and `say`, the texts of the modules
//! loaded on demand (the charts' and the tools'), which the tools use in turn.

pub mod chart;
pub mod chart_export;
pub mod chart_panel;
pub mod input_markup;
pub mod input_panel;
pub mod result_markup;
pub mod result_panel;
pub mod say;
