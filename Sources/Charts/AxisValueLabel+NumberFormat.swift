import ChartCore
import Foundation

/// The number styles of a number axis that an axis label takes written without their type:
/// `.number…` and `.percent…` of `Double` (Foundation's `.number` and `.percent` alone are
/// ambiguous among `Double`, `Float`, `Int` and `Decimal` styles under the generic
/// `init(format:)`; a number axis's values are `Double`s).
public protocol DoubleAxisLabelFormat: FormatStyle where FormatInput == Double, FormatOutput == String {}

extension FloatingPointFormatStyle<Double>: DoubleAxisLabelFormat {}
extension FloatingPointFormatStyle<Double>.Percent: DoubleAxisLabelFormat {}

extension AxisValueLabel {
    /// The value printed through a `Double` number style written without its type,
    /// `AxisValueLabel(format: .number.precision(.fractionLength(2)))`,
    /// `AxisValueLabel(format: .percent.precision(.fractionLength(1)))`.
    public init<Style: DoubleAxisLabelFormat>(format: Style, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                              multiLabelAlignment: Alignment? = nil,
                                              collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                              offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                              horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        // Through a generic function, so that the generic initializer (not this one) is called.
        func label<F: FormatStyle>(_ style: F) -> AxisValueLabel where F.FormatInput: Plottable, F.FormatOutput == String {
            AxisValueLabel(format: style, centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment,
                           collisionResolution: collisionResolution, offsetsMarks: offsetsMarks, orientation: orientation,
                           horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        }
        self = label(format)
    }
}
