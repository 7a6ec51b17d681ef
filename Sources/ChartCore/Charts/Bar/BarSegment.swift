/// One drawn bar (or one segment of a stacked bar) and where it lies on screen.
struct BarSegment: Equatable {
    /// The series the bar belongs to (0 for the first).
    var series: Int
    /// The category's position in the data.
    var index: Int
    /// The data value the bar stands for.
    var value: Double
    /// The value where the bar starts (the baseline, or the top of the segment below).
    var startValue: Double
    /// The value where the bar ends.
    var endValue: Double
    /// Left edge in pixels.
    var x: Double
    /// Top edge in pixels.
    var y: Double
    /// Width in pixels.
    var width: Double
    /// Height in pixels.
    var height: Double
    /// The middle of the bar's value end (its top for an upward bar): where a popup points.
    var endPoint: Point

    /// Whether nothing is drawn for the bar (a missing value).
    var isMissing: Bool { value.isNaN }

    /// The middle of the bar.
    var center: Point { Point(x: x + width / 2, y: y + height / 2) }
}
