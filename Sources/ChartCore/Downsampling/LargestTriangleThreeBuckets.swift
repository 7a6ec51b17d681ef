// Largest-Triangle-Three-Buckets downsampling (Sveinn Steinarsson, "Downsampling Time
// Series for Visual Representation", University of Iceland, 2013).

/// Ways to reduce a long series to fewer points for drawing while keeping its shape.
///
/// Draw the downsampled points; keep statistics and hit testing on the full data.
public enum Downsampling {
    /// The indices of at most `threshold` points that keep the visual shape of the series
    /// (x[i], y[i]): Largest-Triangle-Three-Buckets.
    ///
    /// The first and last points are always kept. The points between are split into
    /// `threshold − 2` buckets of equal count; from each bucket the point kept is the one
    /// forming the largest triangle with the point kept from the previous bucket and the
    /// average of the next bucket, so spikes survive and flat stretches thin out.
    ///
    /// - Parameters:
    ///   - x: The x values, expected ascending (the result is valid indices whatever the order).
    ///     When `x` and `y` differ in length, only the first `min(x.count, y.count)` points count.
    ///   - y: The y values. A point whose triangle area is NaN (a NaN coordinate) is kept
    ///     only when its bucket has nothing better, as the bucket's first point.
    ///   - threshold: How many points to keep. When it is at least the number of points,
    ///     or zero or negative (no downsampling asked for), every index is returned.
    ///     1 and 2 keep just the first and last points (so 1 returns two indices).
    /// - Returns: The kept indices, strictly ascending.
    /// - Complexity: O(n), one pass over the points.
    public static func largestTriangleThreeBuckets(x: [Double], y: [Double], threshold: Int) -> [Int] {
        x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in
                let count = Swift.min(x.count, y.count)
                return keptIndices(count: count, threshold: threshold, x: x, y: y)
            }
        }
    }

    /// The indices of at most `threshold` points that keep the visual shape of a series
    /// drawn by index (x = 0, 1, 2, …): Largest-Triangle-Three-Buckets, with the same rules
    /// as `largestTriangleThreeBuckets(x:y:threshold:)`.
    public static func largestTriangleThreeBuckets(y: [Double], threshold: Int) -> [Int] {
        y.withUnsafeBufferPointer { y in
            keptIndices(count: y.count, threshold: threshold, x: nil, y: y)
        }
    }

    /// The algorithm, on `count` points whose x is `x[i]`, or `i` when `x` is nil.
    private static func keptIndices(
        count: Int, threshold: Int, x: UnsafeBufferPointer<Double>?, y: UnsafeBufferPointer<Double>
    ) -> [Int] {
        if threshold >= count || threshold <= 0 { return Array(0..<count) }
        if threshold < 3 { return [0, count - 1] }

        @inline(__always) func xValue(_ index: Int) -> Double { x?[index] ?? Double(index) }

        let bucketSize = Double(count - 2) / Double(threshold - 2)
        /// The first index of bucket `bucket` (buckets cover 1..<count − 1).
        @inline(__always) func bucketStart(_ bucket: Int) -> Int {
            Swift.min(Int(clamping: (Double(bucket) * bucketSize).rounded(.down), to: 0...count) + 1, count - 1)
        }

        var kept: [Int] = []
        kept.reserveCapacity(threshold)
        kept.append(0)
        var previous = 0
        for bucket in 0..<(threshold - 2) {
            // The average of the next bucket (for the last bucket: the last point).
            let nextStart = bucketStart(bucket + 1)
            let nextEnd = Swift.max(Swift.min(bucketStart(bucket + 2), count), nextStart + 1)
            var sumX = 0.0, sumY = 0.0
            for index in nextStart..<nextEnd {
                sumX += xValue(index)
                sumY += y[index]
            }
            let nextCount = Double(nextEnd - nextStart)
            let averageX = sumX / nextCount, averageY = sumY / nextCount

            // The point of this bucket making the largest triangle (twice its area).
            let start = bucketStart(bucket)
            let end = Swift.max(nextStart, start + 1)
            let previousX = xValue(previous), previousY = y[previous]
            var largestArea = -1.0
            var chosen = start
            for index in start..<end {
                let area = abs((previousX - averageX) * (y[index] - previousY)
                    - (previousX - xValue(index)) * (averageY - previousY))
                if area > largestArea {
                    largestArea = area
                    chosen = index
                }
            }
            kept.append(chosen)
            previous = chosen
        }
        kept.append(count - 1)
        return kept
    }
}
