/// Double → Int conversions that never trap: Swift's `Int(_: Double)` stops the program for
/// NaN, infinities and magnitudes from 2⁶³ up, which a huge size, range or data value can
/// reach in layout, rendering, hit testing and statistics.
extension Int {
    /// `value` rounded toward zero and kept within `bounds`: values below (or -∞) give the
    /// lower bound, values above (or +∞) the upper bound, and NaN the lower bound.
    init(clamping value: Double, to bounds: ClosedRange<Int> = Int.min...Int.max) {
        if value.isNaN || value <= Double(bounds.lowerBound) {
            self = bounds.lowerBound
        } else if value >= Double(bounds.upperBound) {
            self = bounds.upperBound
        } else {
            // Within ±2⁶³ here, so the conversion cannot trap; rounding at the bounds' edges
            // is clamped again.
            self = Swift.min(Swift.max(Int(value), bounds.lowerBound), bounds.upperBound)
        }
    }
}
