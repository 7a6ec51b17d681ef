extension BarChart {
    /// The bar under `point`: the category band under the pointer, else the nearest band;
    /// within it the series lane (grouped) or the stack segment under the pointer, else
    /// the nearest. Nil when there is no data or the chart cannot be drawn.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard let layout = try? BarChartLayout(self), !layout.isEmpty,
              let bar = layout.bars.segment(at: point) else { return nil }
        return hit(for: bar, in: layout)
    }

    /// The middle of the value end of a bar (its top for upward bars): where a popup points.
    /// Nil for a missing value, an unknown index or series, or a chart that cannot be drawn.
    public func position(index: Int, series: Int) -> Point? {
        guard let layout = try? BarChartLayout(self), !layout.isEmpty,
              let bar = layout.bars.segment(index: index, series: series), !bar.isMissing else { return nil }
        return bar.endPoint
    }

    private func hit(for bar: BarSegment, in layout: BarChartLayout) -> ChartHit {
        let label = bar.index < categories.count ? categories[bar.index] : ""
        return ChartHit(series: bar.series, index: bar.index, value: bar.value, label: label, position: bar.endPoint)
    }
}
