/// A value axis resolved from data: the domain (nice-rounded unless fixed), tick values and
/// the decimals they need. Shared by every chart with a numeric axis.
public struct NumericAxis: Hashable, Sendable {
    /// The data interval the axis spans.
    public var domain: ClosedRange<Double>
    /// Tick values inside the domain, ascending.
    public var tickValues: [Double]
    /// Decimals that print every tick exactly.
    public var decimals: Int

    /// Resolves an axis.
    ///
    /// - Parameters:
    ///   - minimum, maximum: the data's extent (ignored when `fixedRange` is given).
    ///   - fixedRange: a range the user chose; used as is.
    ///   - tickCount: about how many ticks.
    ///   - includesZero: widen the domain to include 0 (bars).
    /// All-equal data gets a domain around the value so it is drawn centred; no data gives 0…1.
    public init(minimum: Double?, maximum: Double?, fixedRange: ClosedRange<Double>? = nil,
                tickCount: Int = 5, includesZero: Bool = false) {
        let count = max(1, tickCount)
        if let fixedRange, fixedRange.lowerBound.isFinite, fixedRange.upperBound.isFinite {
            domain = fixedRange.lowerBound < fixedRange.upperBound ? fixedRange
                : Swift.max(fixedRange.lowerBound - 1, -Double.greatestFiniteMagnitude)...Swift.min(fixedRange.upperBound + 1, Double.greatestFiniteMagnitude)
        } else if var low = minimum, var high = maximum, low.isFinite, high.isFinite {
            if includesZero {
                low = Swift.min(low, 0)
                high = Swift.max(high, 0)
            }
            if low == high {
                let spread = Swift.max(low.magnitude * 0.1, 1)
                low = Swift.max(low - spread, -Double.greatestFiniteMagnitude)
                high = Swift.min(high + spread, Double.greatestFiniteMagnitude)
            }
            domain = NiceTicks.niceDomain(low, high, count: count)
        } else {
            domain = 0...1
        }
        let ticks = NiceTicks.ticks(from: domain.lowerBound, to: domain.upperBound, count: count)
        tickValues = ticks.values
        decimals = ticks.decimals
    }

    /// The tick labels: with `format` when given, else with just enough decimals, and from
    /// 10,000 up counted in k, M, B or T as people write them ("20 k", "2.5 M"); prefix and
    /// suffix around each.
    public func labels(format: NumberFormat?, prefix: String = "", suffix: String = "") -> [String] {
        if let format {
            return tickValues.map { NumberFormat.affixed(format.string(for: $0), prefix: prefix, suffix: suffix) }
        }
        let largest = tickValues.map(\.magnitude).max() ?? 0
        // Beyond 1e15 fixed notation runs to hundreds of digits: such ticks read as 1e+300.
        if largest >= 1e15 {
            return tickValues.map { NumberFormat.affixed(ValueText.compact($0), prefix: prefix, suffix: suffix) }
        }
        if largest >= 10_000, let unit = NumericAxis.units.first(where: { largest >= $0.size }) {
            let steps = zip(tickValues.dropFirst(), tickValues).map { ($0 - $1) / unit.size }
            let decimals = min(3, steps.map(NiceTicks.decimalsToPrint).max() ?? 0)
            return tickValues.map { value in
                let text = value == 0 ? "0" : NumberFormat.fixedDigits(value / unit.size, decimals: decimals, groups: true) + " " + unit.symbol
                return NumberFormat.affixed(text, prefix: prefix, suffix: suffix)
            }
        }
        let formatter = NumberFormat.fixed(decimals: decimals, groupsThousands: false)
        return tickValues.map { NumberFormat.affixed(formatter.string(for: $0), prefix: prefix, suffix: suffix) }
    }

    /// The units large tick values are counted in, from the largest.
    private static let units: [(size: Double, symbol: String)] = [(1e12, "T"), (1e9, "B"), (1e6, "M"), (1e3, "k")]

    /// The axis description's ticks for these values and labels.
    public func ticks(labels: [String]) -> [AxisLabelTick] {
        let scale = LinearScale(domain: domain, rangeStart: 0, rangeEnd: 1)
        return zip(tickValues, labels).map { AxisLabelTick(fraction: scale.fraction(for: $0), label: $1) }
    }
}

extension NumericAxis {
    /// Refuses a fixed range that cannot be drawn: a bound that is infinite, or bounds so far
    /// apart that their distance is not a finite number (such as -1e308...1e308).
    ///
    /// - Parameter name: the setting's name for the error, such as "yRange".
    /// - Throws: `ChartError.invalidSetting` naming the setting.
    public static func checked(_ range: ClosedRange<Double>?, name: String) throws(ChartError) {
        guard let range else { return }
        guard range.lowerBound.isFinite, range.upperBound.isFinite,
              (range.upperBound - range.lowerBound).isFinite else {
            throw ChartError.invalidSetting(name: name, value: "\(range.lowerBound)...\(range.upperBound)",
                                            expected: "finite bounds whose distance is a finite number")
        }
    }
}
