import ChartCore
import Foundation

extension AxisValueLabel {
    /// The value printed through a number format style written without its type,
    /// `AxisValueLabel(format: .number.precision(.fractionLength(2)))`: a `Double` style, the
    /// type a number axis's values have (Foundation's `.number` alone would be ambiguous among
    /// `Double`, `Float` and `Int` styles under the generic `init(format:)`).
    public init(format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil,
                multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil,
                verticalSpacing: Double? = nil) {
        // Through a generic function, so that the generic initializer (not this one) is called.
        func label<F: FormatStyle>(_ style: F) -> AxisValueLabel where F.FormatInput: Plottable, F.FormatOutput == String {
            AxisValueLabel(format: style, centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment,
                           collisionResolution: collisionResolution, offsetsMarks: offsetsMarks, orientation: orientation,
                           horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        }
        self = label(format)
    }
}
