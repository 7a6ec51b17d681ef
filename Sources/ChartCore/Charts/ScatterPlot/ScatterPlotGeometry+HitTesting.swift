extension ScatterPlotGeometry {
    /// The closest point to `point`.
    ///
    /// Within a series whose x is sorted: the point with the nearest x (binary search,
    /// O(log n)); when several share that x, the one nearest vertically, ties to the first.
    /// Within an unsorted series: the nearest point in 2-D pixel distance (linear scan).
    /// Across series: the candidate nearest in 2-D pixel distance, ties to the first series.
    /// Nil when there is no data.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard let best = nearestIndex(to: point) else { return nil }
        return ChartHit(series: best.series, index: best.index, value: y[best.series][best.index],
                        label: ValueText.compact(x[best.series][best.index]), position: pixel(series: best.series, index: best.index))
    }

    /// The series and index `hitTest` would report, without building labels: no allocation.
    public func nearestIndex(to point: Point) -> HitIndex? {
        var best: (series: Int, index: Int, distance: Double)?
        if x.count == 1 {
            guard !x[0].isEmpty else { return nil }
            return HitIndex(series: 0, index: isSortedByX[0] ? nearestSorted(series: 0, to: point) : nearestUnsorted(series: 0, to: point))
        }
        for seriesIndex in x.indices where !x[seriesIndex].isEmpty {
            let index = isSortedByX[seriesIndex] ? nearestSorted(series: seriesIndex, to: point)
                                                 : nearestUnsorted(series: seriesIndex, to: point)
            let pixel = self.pixel(series: seriesIndex, index: index)
            let dx = pixel.x - point.x, dy = pixel.y - point.y
            let distance = dx * dx + dy * dy
            if let current = best, current.distance <= distance { continue }
            best = (seriesIndex, index, distance)
        }
        guard let best else { return nil }
        return HitIndex(series: best.series, index: best.index)
    }

    /// The pixel position of point `index` of series `series`; nil when out of range.
    public func position(index: Int, series: Int) -> Point? {
        guard series >= 0, series < x.count, index >= 0, index < x[series].count else { return nil }
        return pixel(series: series, index: index)
    }

    private func nearestSorted(series: Int, to point: Point) -> Int {
        let target = xScale.value(forPixel: point.x)
        return x[series].withUnsafeBufferPointer { values -> Int in
            let low = sortedLookups[series]?.lowerBound(of: target, in: values) ?? values.count
            var nearest: Int
            if low == values.count {
                nearest = values.count - 1
            } else if low > 0 && target - values[low - 1] <= values[low] - target {
                nearest = low - 1
            } else {
                nearest = low
            }
            let nearestX = values[nearest]
            while nearest > 0 && values[nearest - 1] == nearestX { nearest -= 1 }
            // Several points at the same x: the one nearest vertically (a bounded scan).
            guard nearest + 1 < values.count && values[nearest + 1] == nearestX else { return nearest }
            var chosen = nearest
            var bestDistance = abs(yScale.pixel(for: y[series][nearest]) - point.y)
            var index = nearest + 1
            while index < values.count && values[index] == nearestX && index - nearest < 256 {
                let distance = abs(yScale.pixel(for: y[series][index]) - point.y)
                if distance < bestDistance {
                    bestDistance = distance
                    chosen = index
                }
                index += 1
            }
            return chosen
        }
    }

    private func nearestUnsorted(series: Int, to point: Point) -> Int {
        var chosen = 0, bestDistance = Double.infinity
        for index in x[series].indices {
            let pixel = self.pixel(series: series, index: index)
            let dx = pixel.x - point.x, dy = pixel.y - point.y
            let distance = dx * dx + dy * dy
            if distance < bestDistance {
                bestDistance = distance
                chosen = index
            }
        }
        return chosen
    }
}
