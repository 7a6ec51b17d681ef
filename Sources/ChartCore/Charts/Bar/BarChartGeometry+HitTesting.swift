extension BarChartGeometry {
    /// The bar under `point`: the category band under the pointer, else the nearest band;
    /// within it the series lane (grouped) or the stack segment under the pointer, else
    /// the nearest. Nil when there is no data.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard !isEmpty, let bar = bars.segment(at: point) else { return nil }
        let label = bar.index < categories.count ? categories[bar.index] : ""
        return ChartHit(series: bar.series, index: bar.index, value: bar.value, label: label, position: bar.endPoint)
    }

    /// The middle of the value end of a bar (its top for upward bars): where a popup points.
    /// Nil for a missing value or an unknown index or series.
    public func position(index: Int, series: Int) -> Point? {
        guard !isEmpty, let bar = bars.segment(index: index, series: series), !bar.isMissing else { return nil }
        return bar.endPoint
    }
}
