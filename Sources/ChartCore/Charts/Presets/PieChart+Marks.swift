extension PieChart: ChartPreset {
    /// The pie as marks: a `SectorMark` per slice coloured by its category (`sliceColors` become
    /// the chart's foreground style scale), a donut's hole from `holeRatio`.
    public func content(_ selection: PresetValueSelection) -> ChartContentList {
        var marks: [PlottedMark] = []
        for (index, value) in selection.pick(values, where: { $1.isFinite && $0 < categories.count }) {
            var sector = PlottedMark(kind: .sector, origin: "PieChart")
            sector.angle = PlottedEncoding(label: "Value", value: .number(Swift.max(0, value)))
            sector.foregroundBy = PlottedEncoding(label: "Category", value: .category(categories[index]))
            if holeRatio > 0 { sector.innerRadius = .ratio(Swift.min(holeRatio, 0.95)) }
            sector.dataIndex = index
            marks.append(sector)
        }
        return ChartContentList([PresetMarks(marks: marks)])
    }
}
