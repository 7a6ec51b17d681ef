#if canImport(Glibc)
import Glibc
#endif

/// "Nice" tick values in steps of 1, 2 or 5 times a power of ten (d3-array's ticks,
/// after Heckbert), computed so that no float noise appears: steps below 1 divide by an
/// integer inverse, so 0.1 + 0.2 gives ticks "0.3", never 0.30000000000000004.
public enum NiceTicks {
    /// A set of tick values and the number of decimals needed to print them exactly.
    public struct TickSet: Hashable, Sendable {
        /// The tick values, ascending.
        public var values: [Double]
        /// Decimals that print every value exactly (0 for integer steps).
        public var decimals: Int
        /// The distance between neighbouring ticks.
        public var step: Double
    }

    /// About `count` nice ticks covering `lower`…`upper` (inside the interval).
    ///
    /// Returns one tick for a degenerate interval, none for non-finite input.
    public static func ticks(from lower: Double, to upper: Double, count: Int = 5) -> TickSet {
        guard lower.isFinite, upper.isFinite else { return TickSet(values: [], decimals: 0, step: 0) }
        let (start, stop) = lower <= upper ? (lower, upper) : (upper, lower)
        if start == stop || count <= 0 {
            return TickSet(values: [start], decimals: decimalsToPrint(start), step: 0)
        }
        if (stop - start).isInfinite {
            // Wider than the largest double: nice ticks of the halved interval, doubled.
            let halves = ticks(from: start / 2, to: stop / 2, count: count)
            return TickSet(values: halves.values.map { $0 * 2 }, decimals: 0, step: halves.step * 2)
        }
        let increment = tickIncrement(start: start, stop: stop, count: count)
        var values: [Double] = []
        if increment > 0 {
            var first = (start / increment).rounded(), last = (stop / increment).rounded()
            if first * increment < start { first += 1 }
            if last * increment > stop { last -= 1 }
            if last >= first && last - first < 10_000 {
                values = stride(from: first, through: last, by: 1).map { $0 * increment }
            }
        } else if increment < 0 {
            let inverse = -increment
            var first = (start * inverse).rounded(), last = (stop * inverse).rounded()
            if first / inverse < start { first += 1 }
            if last / inverse > stop { last -= 1 }
            if last >= first && last - first < 10_000 {
                values = stride(from: first, through: last, by: 1).map { $0 / inverse }
            }
        }
        let decimals = increment < 0 ? Int(clamping: log10(-increment).rounded(.up), to: 0...400) : 0
        let step = increment < 0 ? 1 / -increment : increment
        return TickSet(values: values.map { $0 == 0 ? 0 : $0 }, decimals: decimals, step: step)
    }

    /// The interval widened outwards to whole tick steps (d3's `nice`), e.g. 0.7…9.3 → 0…10.
    public static func niceDomain(_ lower: Double, _ upper: Double, count: Int = 5) -> ClosedRange<Double> {
        guard lower.isFinite, upper.isFinite else { return 0...1 }
        var (start, stop) = lower <= upper ? (lower, upper) : (upper, lower)
        guard start < stop, count > 0 else { return start...stop }
        var previous: Double?
        for _ in 0..<10 {
            let increment = tickIncrement(start: start, stop: stop, count: count)
            if increment == previous { break }
            var widened: (Double, Double)
            if increment > 0 {
                widened = ((start / increment).rounded(.down) * increment, (stop / increment).rounded(.up) * increment)
            } else if increment < 0 {
                widened = ((start * -increment).rounded(.down) / -increment, (stop * -increment).rounded(.up) / -increment)
            } else {
                break
            }
            // Near the largest doubles a whole step more overflows: keep the interval as it is.
            guard widened.0.isFinite, widened.1.isFinite, widened.0 <= start, widened.1 >= stop else { break }
            (start, stop) = widened
            previous = increment
        }
        return start...stop
    }

    /// d3's tickIncrement: a positive step (≥ 1), or the negated inverse of a step below 1
    /// (-10 means 0.1), so callers can divide by an integer instead of multiplying by 0.1.
    public static func tickIncrement(start: Double, stop: Double, count: Int) -> Double {
        let step = (stop - start) / Double(max(1, count))
        guard step > 0, step.isFinite else { return 0 }
        let power = log10(step).rounded(.down)
        let error = step / pow(10, power)
        let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5 : error >= 2.squareRoot() ? 2 : 1
        if power >= 0 { return factor * pow(10, power) }
        return -pow(10, -power) / factor
    }

    /// The decimals needed to print `value` (up to 10), for one-tick axes.
    static func decimalsToPrint(_ value: Double) -> Int {
        var decimals = 0
        var scaled = value
        while decimals < 10 && (scaled - scaled.rounded()).magnitude > 1e-9 * max(1, scaled.magnitude) {
            scaled *= 10
            decimals += 1
        }
        return decimals
    }
}
