extension PieChart {
    /// The slice drawn under `point`: by its angle around the centre, nil outside the
    /// radius, inside the donut hole, in the gap an exploded slice leaves, or without data.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard let layout = try? PieChartLayout(self), !layout.isEmpty,
              let slice = layout.geometry.slice(at: point) else { return nil }
        return ChartHit(series: 0, index: slice.index, value: slice.value, label: categories[slice.index],
                        position: slice.centroid)
    }

    /// The middle of slice `index` (halfway out, on its middle angle): where a popup points.
    /// Nil for a series other than 0, an unknown index, a zero slice, or a chart that
    /// cannot be drawn.
    public func position(index: Int, series: Int) -> Point? {
        guard series == 0, let layout = try? PieChartLayout(self), !layout.isEmpty,
              layout.geometry.slices.indices.contains(index) else { return nil }
        let slice = layout.geometry.slices[index]
        return slice.isEmpty ? nil : slice.centroid
    }
}
