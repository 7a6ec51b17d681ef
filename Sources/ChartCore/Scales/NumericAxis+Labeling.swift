/// The value axis under each labelling policy: ticks at a fixed interval, at equal
/// divisions, or none, besides the nice ticks `NumericAxis.init` chooses.
extension NumericAxis {
    /// The most ticks an axis may have; an interval giving more is refused.
    public static let maximumTickCount = 500

    /// An axis with a tick at every multiple of `interval`: the domain is `fixedRange` when
    /// given, else the data's extent widened to whole intervals (with 0 when `includesZero`).
    ///
    /// - Throws: `ChartError.invalidSetting` for an interval that is not a finite number above 0,
    ///   or that would give more than `maximumTickCount` ticks.
    public static func fixedInterval(_ interval: Double, minimum: Double?, maximum: Double?,
                                     fixedRange: ClosedRange<Double>? = nil, includesZero: Bool = false,
                                     settingName: String = "yMajorInterval") throws(ChartError) -> NumericAxis {
        guard interval.isFinite, interval > 0 else {
            throw ChartError.invalidSetting(name: settingName, value: "\(interval)", expected: "a finite step above 0, such as 5")
        }
        var axis = NumericAxis(minimum: minimum, maximum: maximum, fixedRange: fixedRange, includesZero: includesZero)
        if fixedRange == nil, let low = minimum, let high = maximum, low.isFinite, high.isFinite {
            let start = includesZero ? Swift.min(low, 0) : low, stop = includesZero ? Swift.max(high, 0) : high
            let first = (start / interval).rounded(.down) * interval
            var last = (stop / interval).rounded(.up) * interval
            if last <= first { last = first + interval }
            if first.isFinite, last.isFinite { axis.domain = first...last }
        }
        let lowest = (axis.domain.lowerBound / interval).rounded(.up)
        let highest = (axis.domain.upperBound / interval).rounded(.down)
        let count = highest - lowest + 1
        guard count.isFinite, count <= Double(maximumTickCount) else {
            throw ChartError.invalidSetting(name: settingName, value: "\(interval)",
                                            expected: "a step giving at most \(maximumTickCount) labels on the axis")
        }
        axis.tickValues = count >= 1 ? stride(from: lowest, through: highest, by: 1).map { step in
            let value = step * interval
            return value == 0 ? 0 : value
        } : []
        axis.decimals = NiceTicks.decimalsToPrint(interval)
        return axis
    }

    /// The same domain with `divisions` equal parts: a tick at each end and between the parts.
    public func dividedEvenly(into divisions: Int) -> NumericAxis {
        var axis = self
        let parts = Swift.min(Swift.max(divisions, 1), NumericAxis.maximumTickCount - 1)
        let low = domain.lowerBound, span = domain.upperBound - domain.lowerBound
        axis.tickValues = (0...parts).map { low + span * Double($0) / Double(parts) }
        axis.decimals = Swift.min(2, axis.tickValues.map(NiceTicks.decimalsToPrint).max() ?? 0)
        return axis
    }

    /// The same domain without ticks.
    public var withoutTicks: NumericAxis {
        var axis = self
        axis.tickValues = []
        return axis
    }
}
