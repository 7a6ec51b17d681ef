import ChartCore

/// The colour editor of a notebook (three sliders recolouring a chart's colour or a colour
/// variable live), as a compiled program has it: no sliders to drag, so showing it
/// (`display(editor)`, or a cell ending in `ColorEditor(…)`) writes the chart it edits, as
/// `display(chart)` does, then the editor's picture (`ColorEditorPicture`), as the notebook's
/// output holds it. `onChange` hears each new colour in the notebook; here it is never called.
public struct ColorEditor {
    /// The chart whose colour is edited; nil for a colour variable.
    public let chart: (any DrawableChart)?
    /// The colour the editor starts at: the target's, or mid-grey (0.5 each, as the seed's
    /// sliders start) for a colour left at nil.
    public let color: Color
    /// Called with each new colour in the notebook; never called here (no sliders to drag).
    public let onChange: ((Color) -> Void)?

    /// An editor of the optional colour at `keyPath` in `chart`, such as `\.lineColor`.
    public init<C: DrawableChart>(_ chart: C, _ keyPath: WritableKeyPath<C, Color?>, onChange: ((Color) -> Void)? = nil) {
        self.chart = chart
        color = chart[keyPath: keyPath] ?? Color(white: 0.5)
        self.onChange = onChange
    }

    /// An editor of the colour at `keyPath` in `chart`, such as `\.barColors[2]` (which must
    /// exist, as reading it in Swift requires).
    public init<C: DrawableChart>(_ chart: C, _ keyPath: WritableKeyPath<C, Color>, onChange: ((Color) -> Void)? = nil) {
        self.chart = chart
        color = chart[keyPath: keyPath]
        self.onChange = onChange
    }

    /// An editor of a colour variable.
    public init(_ color: Color, onChange: ((Color) -> Void)? = nil) {
        chart = nil
        self.color = color
        self.onChange = onChange
    }
}
