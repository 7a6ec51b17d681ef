extension PieChartGeometry {
    /// The slice drawn under `point`: by its angle around the centre, nil outside the
    /// radius, inside the donut hole, in the gap an exploded slice leaves, or without data.
    public func hitTest(_ point: Point) -> ChartHit? {
        guard !isEmpty, let slice = pie.slice(at: point) else { return nil }
        let label = slice.index < categories.count ? categories[slice.index] : ""
        return ChartHit(series: 0, index: slice.index, value: slice.value, label: label, position: slice.centroid)
    }

    /// The middle of slice `index` (halfway out, on its middle angle): where a popup points.
    /// Nil for a series other than 0, an unknown index or a zero slice.
    public func position(index: Int, series: Int) -> Point? {
        guard series == 0, !isEmpty, pie.slices.indices.contains(index) else { return nil }
        let slice = pie.slices[index]
        return slice.isEmpty ? nil : slice.centroid
    }
}
