extension PieChart: ChartPreset {
    /// The pie as marks: a `SectorMark` per slice coloured by its category (`sliceColors` become
    /// the chart's foreground style scale), a donut's hole from `holeRatio`.
    public func content(_ selection: PresetValueSelection) -> ChartContentList {
        ChartContentList([PresetMarks(marks: marks(selection, colors: { _ in nil }))])
    }

    /// The sectors of the values `selection` picks, slice `index` in `colors(index)` (nil for the
    /// chart's foreground style scale).
    private func marks(_ selection: PresetValueSelection, colors: (Int) -> Color?) -> [PlottedMark] {
        var marks: [PlottedMark] = []
        for (index, value) in selection.pick(values, where: { $1.isFinite && $0 < categories.count }) {
            var sector = PlottedMark(kind: .sector, origin: "PieChart")
            sector.angle = PlottedEncoding(label: "Value", value: .number(Swift.max(0, value)))
            sector.foregroundBy = PlottedEncoding(label: "Category", value: .category(categories[index]))
            if let color = colors(index) { sector.foregroundStyle = .color(color) }
            if holeRatio > 0 { sector.innerRadius = .ratio(Swift.min(holeRatio, 0.95)) }
            sector.dataIndex = index
            marks.append(sector)
        }
        return marks
    }

    /// The pie as the engine draws it in the seeds' look: its theme, canvas and title, slices
    /// from `startAngle` in `direction` in their slice colours, the exploded slice, the slice
    /// labels (beside the pie with leaders, or on the slices), the text in the hole, and the
    /// legend at its anchor, in its columns, displaced, never over the pie.
    ///
    /// `withMarks` false leaves the sectors and their label texts out: the settings alone, all the SVG writer reads
    /// beside the laid-out geometry.
    ///
    /// - Throws: `ChartError` when the lengths differ, a value is negative, NaN or infinite,
    ///   the value format is not printf-like, or the size or radius cannot be drawn.
    func seedChart(withMarks: Bool = true) throws(ChartError) -> Chart {
        guard width.isFinite, height.isFinite, width >= 60, height >= 60 else {
            throw ChartError.invalidSetting(name: "size", value: "\(width) × \(height)",
                                            expected: "a finite width and height of at least 60 pixels")
        }
        guard values.count == categories.count else {
            throw ChartError.mismatchedLengths(what: "pie values and categories", expected: categories.count, got: values.count)
        }
        for (index, value) in values.enumerated() {
            guard value.isFinite else { throw ChartError.nonFiniteValue(what: "pie value", index: index) }
            guard value >= 0 else { throw ChartError.negativeValue(what: "pie value", index: index, value: value) }
        }
        if let radius, !(radius.isFinite && radius >= 0) {
            throw ChartError.invalidSetting(name: "radius", value: "\(radius)", expected: "nil or a radius of 0 pixels or more")
        }
        let format = try ValueFormatting.format(valueFormat, for: values)
        var chart = Chart(marks: withMarks ? marks(.all, colors: sliceColor(at:)) : [])
        SeedLook.apply(self, padding: EdgeInsets(all: Self.padding), to: &chart, showsLegend: false)
        chart.settings.noDataText = noDataText
        var polar = PolarSettings()
        polar.startBearingDegrees = 90 - startAngle.degrees
        polar.direction = direction
        polar.radius = radius
        polar.explodedIndex = explodedIndex
        polar.explodeDistance = explodeDistance
        polar.centerText = centerText
        polar.arrangedLegend = legend
        polar.valueStyle = format
        if sliceLabelStyle != .none {
            polar.labels = SectorLabels(texts: withMarks ? labelTexts(format: format) : [], position: sliceLabelPosition, style: sliceLabelTextStyle,
                                        shortensTexts: [.category, .categoryAndPercent].contains(sliceLabelStyle))
        }
        chart.settings.polar = polar
        return chart
    }

    /// Space kept free at the canvas edges.
    static let padding = 16.0

    /// Each slice's label text in the chart's label style.
    func labelTexts(format: ValueStyle) -> [String] {
        let total = values.reduce(0, +)
        return zip(categories, values).map { category, value in
            switch sliceLabelStyle {
            case .none: return ""
            case .value: return format.string(for: value)
            case .percent: return PolarLayout.percentText(value, total: total)
            case .category: return category
            case .categoryAndPercent: return "\(category) \(PolarLayout.percentText(value, total: total))"
            }
        }
    }
}

extension PieChart {
    /// The laid-out pie, on the one engine: keep it to hit test many times (the slice under a
    /// point, by its angle and radius).
    ///
    /// - Throws: `ChartError` when the lengths differ, a value is negative, NaN or infinite,
    ///   the value format is not printf-like, or the size or radius cannot be drawn.
    public func makeGeometry() throws(ChartError) -> PlotGeometry {
        var geometry = try seedChart().makeGeometry()
        geometry.summary = textSummary
        return geometry
    }

    /// The SVG drawn from `geometry` by the engine's renderer.
    public func render(_ geometry: PlotGeometry) -> String {
        guard let chart = try? seedChart(withMarks: false) else { return "" }
        return chart.render(geometry)
    }
}
