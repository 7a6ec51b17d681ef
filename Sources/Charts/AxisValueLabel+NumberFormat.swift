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
        self = Self.generic(format, centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment,
                            collisionResolution: collisionResolution, offsetsMarks: offsetsMarks, orientation: orientation,
                            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The value printed as a percentage through a style written without its type,
    /// `AxisValueLabel(format: .percent.precision(.fractionLength(1)))`: a `Double` style, as
    /// for `.number` (Foundation's `.percent` alone is ambiguous under the generic `init(format:)`).
    public init(format: FloatingPointFormatStyle<Double>.Percent, centered: Bool? = nil, anchor: UnitPoint? = nil,
                multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil,
                verticalSpacing: Double? = nil) {
        self = Self.generic(format, centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment,
                            collisionResolution: collisionResolution, offsetsMarks: offsetsMarks, orientation: orientation,
                            horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }

    /// The label of the generic `init(format:)` (called through a generic function, so that it,
    /// not one of the initializers above, is chosen).
    private static func generic<F: FormatStyle>(_ style: F, centered: Bool?, anchor: UnitPoint?, multiLabelAlignment: Alignment?,
                                                collisionResolution: AxisValueLabelCollisionResolution, offsetsMarks: Bool?,
                                                orientation: AxisValueLabelOrientation, horizontalSpacing: Double?,
                                                verticalSpacing: Double?) -> AxisValueLabel
        where F.FormatInput: Plottable, F.FormatOutput == String {
        AxisValueLabel(format: style, centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment,
                       collisionResolution: collisionResolution, offsetsMarks: offsetsMarks, orientation: orientation,
                       horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
}
