extension LineGraphGeometry {
    /// The closest point to `point` (BEMSimpleLineGraph's rule): the index whose x is nearest,
    /// ties going to the first (lower) index; across series, the one whose point at that index
    /// is nearest vertically (ties to the first series). Nil when there is no data.
    ///
    /// O(number of series): the index comes from inverting the x scale.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard let best = nearestIndex(to: point) else { return nil }
        return ChartHit(series: best.series, index: best.index, value: values[best.series][best.index],
                        label: labelText(best.index), position: pixel(series: best.series, index: best.index))
    }

    /// The series and index `hitTest` would report, without building labels: no allocation.
    public func nearestIndex(to point: Point) -> HitIndex? {
        var best: (series: Int, index: Int, dx: Double, dy: Double)?
        let position = xScale.value(forPixel: point.x)
        for seriesIndex in values.indices {
            let count = values[seriesIndex].count
            guard count > 0 else { continue }
            // Nearest index; exactly halfway rounds down so ties go to the first point.
            var index = position.isFinite ? Int(clamping: (position - 0.5).rounded(.up), to: -1...count) : 0
            index = min(count - 1, max(0, index))
            if values[seriesIndex][index].isNaN {
                guard let found = nearestValue(in: values[seriesIndex], around: index) else { continue }
                index = found
            }
            let pixel = self.pixel(series: seriesIndex, index: index)
            let dx = abs(pixel.x - point.x), dy = abs(pixel.y - point.y)
            if let current = best, current.dx < dx || (current.dx == dx && current.dy <= dy) { continue }
            best = (seriesIndex, index, dx, dy)
        }
        guard let best else { return nil }
        return HitIndex(series: best.series, index: best.index)
    }

    /// The nearest index to `index` holding a number (not a NaN gap), the lower one on ties.
    private func nearestValue(in series: [Double], around index: Int) -> Int? {
        var distance = 1
        while index - distance >= 0 || index + distance < series.count {
            if index - distance >= 0 && !series[index - distance].isNaN { return index - distance }
            if index + distance < series.count && !series[index + distance].isNaN { return index + distance }
            distance += 1
        }
        return nil
    }

    /// The pixel position of point `index` of series `series`; nil when out of range or a gap.
    public func position(index: Int, series: Int) -> Point? {
        guard series >= 0, series < values.count, index >= 0, index < values[series].count,
              !values[series][index].isNaN else { return nil }
        return pixel(series: series, index: index)
    }
}
