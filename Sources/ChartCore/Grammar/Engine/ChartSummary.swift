/// The one line that describes a grammar chart (the SVG's `<desc>` and text/plain): its marks,
/// what each axis shows and over what range, and what colours stand for.
enum ChartSummary {
    static func text(chart: Chart, resolution: MarkResolution, x: AxisDomain, y: AxisDomain) -> String {
        guard !resolution.marks.isEmpty else { return "An empty chart: no marks to draw." }
        var counts: [MarkKind: Int] = [:]
        var plots: [String] = []
        for resolved in resolution.marks {
            if let columns = resolved.mark.columns {
                let name = resolved.mark.kind == .point ? "PointPlot" : resolved.mark.kind == .area ? "AreaPlot" : "LinePlot"
                plots.append("a \(name) of \(columns.count) points")
            } else {
                counts[resolved.mark.kind, default: 0] += 1
            }
        }
        let marks = MarkKind.allCases.compactMap { kind in counts[kind].map { "\($0) \(kind.typeName)\($0 == 1 ? "" : "s")" } } + plots
        var parts = ["A chart of " + marks.joined(separator: ", ")]
        if let text = describe("x", x) { parts.append(text) }
        if let text = describe("y", y) { parts.append(text) }
        if !resolution.colorDomain.isEmpty {
            let values = resolution.colorDomain.prefix(8).map(\.description).joined(separator: ", ")
            parts.append("colour by \(resolution.colorLabel ?? "value"): \(values)\(resolution.colorDomain.count > 8 ? ", …" : "")")
        }
        return parts.joined(separator: "; ") + "."
    }

    static func polarText(resolution: MarkResolution, total: Double) -> String {
        let labels = resolution.marks.prefix(8).map { resolved -> String in
            let name = resolved.mark.foregroundBy?.value.description ?? resolved.mark.angle?.label ?? "sector"
            let value = resolved.mark.angle?.value.continuousValue ?? 0
            return "\(name) \(PlottedValue.text(of: value))"
        }
        return "A pie of \(resolution.marks.count) SectorMark\(resolution.marks.count == 1 ? "" : "s") totalling \(PlottedValue.text(of: total)): "
            + labels.joined(separator: ", ") + (resolution.marks.count > 8 ? ", …" : "") + "."
    }

    private static func describe(_ axis: String, _ domain: AxisDomain) -> String? {
        let name = domain.label.isEmpty ? axis : "\(axis) \(domain.label)"
        if !domain.categories.isEmpty {
            let shown = domain.categories.prefix(6).map(\.description).joined(separator: ", ")
            return "\(name): \(shown)\(domain.categories.count > 6 ? ", …" : "")"
        }
        guard let range = domain.continuous else { return nil }
        let low = domain.transform.invert(range.lowerBound), high = domain.transform.invert(range.upperBound)
        if domain.kind == .temporal {
            return "\(name) from \(DateLabels.mediumDate(low)) to \(DateLabels.mediumDate(high))"
        }
        return "\(name) from \(PlottedValue.text(of: low)) to \(PlottedValue.text(of: high))"
    }
}
