import FoundationEssentials

/// Statistics of a column's present values (missing ones are left out), with TabularData's
/// names: `sum()`, `mean()`, `standardDeviation()`, `min()`, `max()`; and the ones this
/// project adds: `median()`, `quantile(_:)`, `mode()`.
///
/// Each returns nil when no value is present. The standard deviation is the sample one
/// (n − 1, as TabularData and pandas' `std()`) unless `deltaDegreesOfFreedom` says otherwise;
/// quantiles interpolate linearly between the two nearest values (as pandas and numpy).
extension Column {
    /// The present values as Doubles, for a numeric column (nil for any other kind).
    var presentDoubles: [Double]? {
        switch contents {
        case .double(let values):
            guard let missing = values.missing else { return values.values }
            return Self.present(values.values, missing) { $0 }
        case .integer(let values):
            guard let missing = values.missing else { return ColumnContents.integer(values).doubles?.values }
            return Self.present(values.values, missing) { Double($0) }
        default:
            return nil
        }
    }

    /// `convert` of each value `missing` does not mark, in order: one pass writing in place,
    /// a word of the mask read per 64 rows.
    @inline(__always)
    private static func present<T>(_ values: [T], _ missing: MissingMask, _ convert: (T) -> Double) -> [Double] {
        let count = Swift.min(values.count, missing.count)
        let kept = count - missing.missingCount
        return values.withUnsafeBufferPointer { input in
            missing.words.withUnsafeBufferPointer { words in
                [Double](unsafeUninitializedCapacity: Swift.max(kept, 0)) { output, initialized in
                    var written = 0
                    for row in 0..<count where (words[row >> 6] >> UInt64(row & 63)) & 1 == 0 && written < kept {
                        output[written] = convert(input[row])
                        written += 1
                    }
                    initialized = written
                }
            }
        }
    }
}

extension Column where WrappedElement: AdditiveArithmetic {
    /// The total of the present values (0 when none is present).
    public func sum() -> WrappedElement {
        if case .double(let values) = contents, let total = ColumnStatistics.sum(values) as? WrappedElement { return total }
        if case .integer(let values) = contents, let total = ColumnStatistics.sum(values) as? WrappedElement { return total }
        var total = WrappedElement.zero
        for case let value? in self { total += value }
        return total
    }
}

extension Column where WrappedElement: BinaryFloatingPoint {
    /// The mean of the present values.
    public func mean() -> WrappedElement? {
        if let mean = ColumnStatistics.mean(of: contents) { return WrappedElement(mean) }
        let values = compactMap { $0 }
        guard !values.isEmpty else { return nil }
        return values.reduce(0, +) / WrappedElement(values.count)
    }

    /// The standard deviation of the present values, dividing by n − `deltaDegreesOfFreedom`.
    public func standardDeviation(deltaDegreesOfFreedom: Int = 1) -> WrappedElement? {
        ColumnStatistics.standardDeviation(of: contents, deltaDegreesOfFreedom: deltaDegreesOfFreedom).map { WrappedElement($0) }
    }
}

extension Column where WrappedElement: BinaryInteger {
    /// The mean of the present values, as a Double.
    public func mean() -> Double? {
        ColumnStatistics.mean(of: contents)
    }

    /// The standard deviation of the present values, dividing by n − `deltaDegreesOfFreedom`.
    public func standardDeviation(deltaDegreesOfFreedom: Int = 1) -> Double? {
        ColumnStatistics.standardDeviation(of: contents, deltaDegreesOfFreedom: deltaDegreesOfFreedom)
    }
}

extension Column where WrappedElement: Comparable {
    /// The smallest present value.
    public func min() -> WrappedElement? {
        if let numbers = presentDoubles, case .double = contents { return numbers.min() as? WrappedElement }
        var smallest: WrappedElement?
        for case let value? in self where smallest.map({ value < $0 }) ?? true { smallest = value }
        return smallest
    }

    /// The largest present value.
    public func max() -> WrappedElement? {
        if let numbers = presentDoubles, case .double = contents { return numbers.max() as? WrappedElement }
        var largest: WrappedElement?
        for case let value? in self where largest.map({ value > $0 }) ?? true { largest = value }
        return largest
    }

    /// The position of the smallest present value (the first of equals).
    public func argmin() -> Int? {
        var best: (Int, WrappedElement)?
        for (row, element) in enumerated() { if let value = element, best.map({ value < $0.1 }) ?? true { best = (row, value) } }
        return best?.0
    }

    /// The position of the largest present value (the first of equals).
    public func argmax() -> Int? {
        var best: (Int, WrappedElement)?
        for (row, element) in enumerated() { if let value = element, best.map({ value > $0.1 }) ?? true { best = (row, value) } }
        return best?.0
    }
}

extension Column where WrappedElement: Hashable {
    /// The distinct present values, in order of first appearance (pandas' `unique()` without NaN).
    public func distinct() -> [WrappedElement] {
        var seen = Set<WrappedElement>()
        var result: [WrappedElement] = []
        for case let value? in self where seen.insert(value).inserted { result.append(value) }
        return result
    }

    /// The most frequent present values, in order of first appearance (several when tied).
    public func mode() -> [WrappedElement] {
        var counts: [WrappedElement: Int] = [:]
        for case let value? in self { counts[value, default: 0] += 1 }
        guard let highest = counts.values.max() else { return [] }
        return distinct().filter { counts[$0] == highest }
    }
}

extension Column {
    /// The median of the present numbers (the mean of the middle two for an even count).
    public func median() -> Double? { quantile(0.5) }

    /// The `probability` quantile (0…1) of the present numbers, interpolating linearly.
    public func quantile(_ probability: Double) -> Double? {
        guard let numbers = presentDoubles ?? (self as? Column<Double>)?.compactMap({ $0 }) else { return nil }
        return ColumnStatistics.quantiles(of: numbers, [probability])[0]
    }
}

/// The arithmetic of column statistics over plain arrays, in pandas' order of operations
/// (``PairwiseSum``), so the numbers agree with pandas' to the last digit.
enum ColumnStatistics {
    /// The total of the present values.
    static func sum(_ values: TypedValues<Double>) -> Double {
        PairwiseSum.sum(values.values, missing: values.missing)
    }

    /// The total of the present integers (wrapping past Int's range, as no cell can stop the program).
    static func sum(_ values: TypedValues<Int>) -> Int {
        var total = 0
        let missing = values.missing
        for row in values.values.indices where !(missing?[row] ?? false) { total &+= values.values[row] }
        return total
    }

    /// The mean of a numeric column's present values as pandas computes it: an integer column
    /// without missing values from its exact integer total, otherwise the pairwise sum with
    /// missing rows as 0, divided by the count present. Nil for other kinds or no values.
    static func mean(of contents: ColumnContents) -> Double? {
        moments(of: contents, deltaDegreesOfFreedom: nil)?.mean
    }

    /// The standard deviation of a numeric column's present values, as pandas' `nanvar`
    /// computes it (squares of missing rows as 0); nil for other kinds or too few values.
    static func standardDeviation(of contents: ColumnContents, deltaDegreesOfFreedom: Int) -> Double? {
        moments(of: contents, deltaDegreesOfFreedom: deltaDegreesOfFreedom)?.standardDeviation
    }

    /// The mean and (when `deltaDegreesOfFreedom` is given and fewer are not left than it) the
    /// standard deviation of a numeric column's present values, both as pandas computes them.
    ///
    /// Two passes over the values as they are stored, with no array made for a Double column:
    /// the pairwise sum of the values, then of the squared differences from the mean, missing
    /// rows 0 in both (as pandas' `nanvar`). A one-pass (Welford) update would round otherwise
    /// and give other last digits than pandas; these two sums give pandas' very bits.
    static func moments(of contents: ColumnContents, deltaDegreesOfFreedom: Int?) -> (mean: Double, standardDeviation: Double?)? {
        guard contents.kind.isNumeric else { return nil }
        let numbers: TypedValues<Double>
        let present: Int
        let mean: Double
        switch contents {
        case .integer(let values) where values.missing == nil:
            guard !values.values.isEmpty else { return nil }
            mean = Double(sum(values)) / Double(values.count)
            guard deltaDegreesOfFreedom != nil, let doubles = contents.doubles else { return (mean, nil) }
            numbers = doubles
            present = values.count
        default:
            guard let doubles = contents.doubles else { return nil }
            numbers = doubles
            present = numbers.count - numbers.missingCount
            guard present > 0 else { return nil }
            mean = PairwiseSum.sum(numbers.values, missing: numbers.missing) / Double(present)
        }
        guard let deltaDegreesOfFreedom, present - deltaDegreesOfFreedom > 0 else { return (mean, nil) }
        let squares = PairwiseSum.squaredDifferences(numbers.values, missing: numbers.missing, from: mean)
        return (mean, (squares / Double(present - deltaDegreesOfFreedom)).squareRoot())
    }

    /// The smallest and largest of `numbers` in one pass, as `min()` and `max()` give them
    /// (the first of equal values; a NaN after the first value is passed over); nil for none.
    static func extremes(of numbers: [Double]) -> (min: Double, max: Double)? {
        numbers.withUnsafeBufferPointer { buffer in
            guard var low = buffer.first else { return nil }
            var high = low
            for value in buffer {
                if value < low { low = value }
                if high < value { high = value }
            }
            return (low, high)
        }
    }

    /// The mean, nil for no values.
    static func mean(_ numbers: [Double]) -> Double? {
        guard !numbers.isEmpty else { return nil }
        return PairwiseSum.sum(numbers) / Double(numbers.count)
    }

    /// The standard deviation dividing by n − `deltaDegreesOfFreedom`; nil when that is not
    /// positive. Computed as pandas' `nanvar`: the mean, then the pairwise sum of squared
    /// differences from it.
    static func standardDeviation(_ numbers: [Double], deltaDegreesOfFreedom: Int) -> Double? {
        let divisor = numbers.count - deltaDegreesOfFreedom
        guard divisor > 0, let mean = mean(numbers) else { return nil }
        let squares = numbers.map { (mean - $0) * (mean - $0) }
        return (PairwiseSum.sum(squares) / Double(divisor)).squareRoot()
    }

    /// The `probabilities` quantiles of `numbers` in any order, each as ``quantile(_:_:)`` of
    /// the sorted numbers gives it, finding only the order statistics needed (quickselect on a
    /// copy) instead of sorting them all.
    static func quantiles(of numbers: [Double], _ probabilities: [Double]) -> [Double?] {
        let count = numbers.count
        func ranks(_ probability: Double) -> (lower: Int, upper: Int, fraction: Double)? {
            Self.ranks(probability, count: count)
        }
        let wanted = probabilities.compactMap(ranks)
        var statistics: [Int: Double] = [:]
        var copy = numbers
        copy.withUnsafeMutableBufferPointer { buffer in
            let lowerRanks = Array(Set(wanted.map(\.lower))).sorted()
            selectAll(lowerRanks[...], in: buffer, low: 0, high: count - 1)
            for (index, rank) in lowerRanks.enumerated() {
                statistics[rank] = buffer[rank]
                // The next order statistic is the smallest of the values between this rank and
                // the next one selected (all of them lie between those two values).
                let end = index + 1 < lowerRanks.count ? lowerRanks[index + 1] : count
                if rank + 1 < end {
                    var smallest = buffer[rank + 1]
                    for position in (rank + 2)..<end where buffer[position] < smallest { smallest = buffer[position] }
                    statistics[rank + 1] = smallest
                } else if rank + 1 < count {
                    statistics[rank + 1] = buffer[rank + 1]
                }
            }
        }
        return probabilities.map { probability in
            guard let rank = ranks(probability),
                  let low = statistics[rank.lower], let high = statistics[rank.upper] else { return nil }
            return interpolate(low, high, rank.fraction)
        }
    }

    /// The order statistics (0-based ranks, below and above) and the fraction between them of
    /// the `probability` quantile of `count` values; nil for no values or a probability that
    /// is not finite.
    static func ranks(_ probability: Double, count: Int) -> (lower: Int, upper: Int, fraction: Double)? {
        guard count > 0, probability.isFinite else { return nil }
        let position = Swift.min(1, Swift.max(0, probability)) * Double(count - 1)
        let lower = Int(position.rounded(.down))
        return (lower, Swift.min(lower + 1, count - 1), position - Double(lower))
    }

    /// The value `fraction` of the way from `low` to `high`, as numpy's linear method computes
    /// it (from the upper neighbour when past the midpoint).
    static func interpolate(_ low: Double, _ high: Double, _ fraction: Double) -> Double {
        let difference = high - low
        return fraction >= 0.5 ? high - difference * (1 - fraction) : low + difference * fraction
    }

    /// Puts each of `ranks` (sorted) in place within `buffer[low...high]`: the middle one
    /// first, then the others within the part on their side of it.
    private static func selectAll(_ ranks: ArraySlice<Int>, in buffer: UnsafeMutableBufferPointer<Double>, low: Int, high: Int) {
        guard !ranks.isEmpty else { return }
        let middle = ranks.startIndex + ranks.count / 2
        let rank = ranks[middle]
        select(rank, in: buffer, low: low, high: high)
        selectAll(ranks[..<middle], in: buffer, low: low, high: rank - 1)
        selectAll(ranks[(middle + 1)...], in: buffer, low: rank + 1, high: high)
    }

    /// Moves the `rank`-th smallest of `buffer[start...end]` to `buffer[rank]`, the smaller
    /// before it and the larger after (Hoare's selection, median-of-three pivots; a range that
    /// does not shrink fast enough is sorted instead, so the work stays O(n log n) at worst).
    static func select(_ rank: Int, in buffer: UnsafeMutableBufferPointer<Double>, low start: Int, high end: Int) {
        var low = start, high = end
        var partitionsLeft = 2 * (Int.bitWidth - buffer.count.leadingZeroBitCount) + 8
        while low < high {
            if partitionsLeft == 0 {
                var range = UnsafeMutableBufferPointer(rebasing: buffer[low...high])
                range.sort()
                return
            }
            partitionsLeft -= 1
            let middle = low + (high - low) / 2
            if buffer[middle] < buffer[low] { buffer.swapAt(middle, low) }
            if buffer[high] < buffer[low] { buffer.swapAt(high, low) }
            if buffer[high] < buffer[middle] { buffer.swapAt(high, middle) }
            let pivot = buffer[middle]
            var i = low, j = high
            while i <= j {
                while i <= high && buffer[i] < pivot { i += 1 }
                while j >= low && pivot < buffer[j] { j -= 1 }
                if i <= j { buffer.swapAt(i, j); i += 1; j -= 1 }
            }
            if rank <= j { high = j } else if rank >= i { low = i } else { return }
        }
    }

    /// The `probability` quantile of sorted numbers, interpolated linearly as numpy's default
    /// method does (from the upper neighbour when past the midpoint).
    static func quantile(_ sorted: [Double], _ probability: Double) -> Double? {
        guard !sorted.isEmpty, probability.isFinite else { return nil }
        let clamped = Swift.min(1, Swift.max(0, probability))
        let position = clamped * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = position - Double(lower)
        let difference = sorted[upper] - sorted[lower]
        return fraction >= 0.5 ? sorted[upper] - difference * (1 - fraction) : sorted[lower] + difference * fraction
    }
}
