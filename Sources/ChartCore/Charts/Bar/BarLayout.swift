#if canImport(Glibc)
import Glibc
#endif

/// Where every bar of a bar chart lies: one band per category along the category axis,
/// the series side by side (grouped) or on top of one another (stacked) inside it.
///
/// The renderer draws these rectangles and hit testing reads them, so what is drawn and
/// what is hit are the same.
struct BarLayout: Equatable {
    /// Whether categories run down the left side and bars grow to the right.
    var isHorizontal: Bool
    /// The pixel where the first band begins along the category axis (left, or top when horizontal).
    var categoryStart: Double
    /// The size of one category's band along the category axis, in pixels.
    var bandWidth: Double
    /// The number of categories.
    var categoryCount: Int
    /// Every bar, series by series, each in category order.
    var segments: [BarSegment]

    /// Lays out the bars.
    ///
    /// - Parameters:
    ///   - series: the values, one array per series, each indexed by category (NaN = missing).
    ///   - categoryAxis: the pixel span of the category axis, in reading order (left to
    ///     right, or top to bottom when horizontal).
    ///   - valueAxis: the pixel span the value axis may draw into (bars are clipped to it).
    ///   - pixel: maps a value to its pixel on the value axis.
    ///   - baseline: the value bars grow from (0 when the range includes it).
    ///   - barWidthRatio: the share of a band that the bars of one category fill, 0.05 … 1.
    init(series: [[Double]], categoryCount: Int, categoryAxis: ClosedRange<Double>,
         valueAxis: ClosedRange<Double>, pixel: (Double) -> Double, baseline: Double,
         isHorizontal: Bool, isStacked: Bool, barWidthRatio: Double) {
        self.isHorizontal = isHorizontal
        self.categoryCount = categoryCount
        self.categoryStart = categoryAxis.lowerBound
        let count = max(categoryCount, 1)
        self.bandWidth = (categoryAxis.upperBound - categoryAxis.lowerBound) / Double(count)
        let ratio = barWidthRatio.isFinite ? min(max(barWidthRatio, 0.05), 1) : 0.8
        let groupWidth = bandWidth * ratio
        let lanes = isStacked ? 1 : max(series.count, 1)
        let laneWidth = groupWidth / Double(lanes)
        var positiveTops = [Double](repeating: baseline, count: categoryCount)
        var negativeTops = [Double](repeating: baseline, count: categoryCount)
        var segments: [BarSegment] = []
        segments.reserveCapacity(series.count * categoryCount)
        for (seriesIndex, values) in series.enumerated() {
            for index in 0..<categoryCount {
                let value = index < values.count ? values[index] : .nan
                var start = baseline
                var end = value.isNaN ? baseline : value
                if isStacked, !value.isNaN {
                    if value >= 0 {
                        start = positiveTops[index]
                        end = start + value
                        positiveTops[index] = end
                    } else {
                        start = negativeTops[index]
                        end = start + value
                        negativeTops[index] = end
                    }
                }
                let lane = isStacked ? 0 : seriesIndex
                let laneStart = categoryAxis.lowerBound + Double(index) * bandWidth
                    + (bandWidth - groupWidth) / 2 + Double(lane) * laneWidth
                let startPixel = Self.clamp(pixel(start), to: valueAxis)
                let endPixel = Self.clamp(pixel(end), to: valueAxis)
                let low = min(startPixel, endPixel)
                let length = value.isNaN ? 0 : abs(endPixel - startPixel)
                let middle = laneStart + laneWidth / 2
                let segment: BarSegment
                if isHorizontal {
                    segment = BarSegment(series: seriesIndex, index: index, value: value, startValue: start, endValue: end,
                                         x: low, y: laneStart, width: length, height: laneWidth,
                                         endPoint: Point(x: endPixel, y: middle))
                } else {
                    segment = BarSegment(series: seriesIndex, index: index, value: value, startValue: start, endValue: end,
                                         x: laneStart, y: low, width: laneWidth, height: length,
                                         endPoint: Point(x: middle, y: endPixel))
                }
                segments.append(segment)
            }
        }
        self.segments = segments
    }

    private static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        guard value.isFinite else { return value < 0 || value.isNaN ? range.lowerBound : range.upperBound }
        return min(max(value, range.lowerBound), range.upperBound)
    }

    /// The bar of `series` at category `index`, if there is one.
    func segment(index: Int, series: Int) -> BarSegment? {
        guard index >= 0, index < categoryCount, series >= 0 else { return nil }
        let position = series * categoryCount + index
        return position < segments.count ? segments[position] : nil
    }

    /// The category band under a pixel coordinate along the category axis, else the nearest.
    func band(at coordinate: Double) -> Int? {
        guard categoryCount > 0, bandWidth > 0, coordinate.isFinite else { return nil }
        return Int(clamping: ((coordinate - categoryStart) / bandWidth).rounded(.down), to: 0...(categoryCount - 1))
    }

    /// The bar under `point`: the category band under the pointer (else the nearest band),
    /// then within it the series lane under the pointer (else the nearest), or for stacked
    /// bars the segment under the pointer (else the nearest). Missing values are never hit.
    func segment(at point: Point) -> BarSegment? {
        let along = isHorizontal ? point.y : point.x
        let across = isHorizontal ? point.x : point.y
        guard let band = band(at: along) else { return nil }
        let candidates = segments.filter { $0.index == band && !$0.isMissing }
        return candidates.min { score($0, along: along, across: across) < score($1, along: along, across: across) }
    }

    /// How far a point is from a bar: first along the category axis (the lane), then
    /// along the value axis, then from the bar's value end (so a shared edge in a stack
    /// belongs to the segment that ends there).
    private func score(_ segment: BarSegment, along: Double, across: Double)
        -> (Double, Double, Double) {
        let laneStart = isHorizontal ? segment.y : segment.x
        let laneLength = isHorizontal ? segment.height : segment.width
        let valueStart = isHorizontal ? segment.x : segment.y
        let valueLength = isHorizontal ? segment.width : segment.height
        let end = isHorizontal ? segment.endPoint.x : segment.endPoint.y
        return (Self.distance(along, from: laneStart, length: laneLength),
                Self.distance(across, from: valueStart, length: valueLength),
                abs(across - end))
    }

    private static func distance(_ coordinate: Double, from start: Double, length: Double) -> Double {
        if coordinate < start { return start - coordinate }
        if coordinate > start + length { return coordinate - start - length }
        return 0
    }
}
