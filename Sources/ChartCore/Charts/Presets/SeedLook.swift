/// How a seed chart kind keeps its look on the one engine: its theme, canvas, padding, title
/// and legend become the grammar chart's settings, and its axes (`AxisOptions`: range, label
/// count, interval, policy, format, prefix and suffix) become `AxisMarks` at the seed's ticks.
enum SeedLook {
    /// `chart` drawn in `kind`'s theme, canvas and padding, its title in the seed's style and
    /// its legend (when `showsLegend`) centred above the plot.
    static func apply<Kind: DrawableChart>(_ kind: Kind, padding: EdgeInsets, to chart: inout Chart, showsLegend: Bool) {
        let style = kind.theme.style
        chart = chart.chartTheme(kind.theme)
        chart.isThemeChosen = kind.isThemeChosen
        chart.settings.padding = padding
        chart.settings.frameWidth = clampedSize(kind.width - padding.left - padding.right)
        chart.settings.frameHeight = clampedSize(kind.height - padding.top - padding.bottom)
        chart.title = kind.title
        var titleStyle = kind.titleStyle
        if titleStyle.color == nil { titleStyle.color = style.titleColor }
        chart.titleStyle = titleStyle
        chart.settings.legend.visibility = showsLegend && kind.legend.isVisible ? .visible : .hidden
        (chart.settings.legend.position, chart.settings.legend.alignment) = legendPlace(kind.legend)
    }

    /// Where the engine puts a seed legend: its anchor's side and alignment, over the plot
    /// when it is inside the plot area.
    static func legendPlace(_ legend: Legend) -> (AnnotationPosition, Alignment) {
        if legend.isInsidePlotArea || legend.anchor == .center {
            switch legend.anchor {
            case .topLeft, .left, .bottomLeft: return (.overlay, .topLeading)
            case .top, .center, .bottom: return (.overlay, .top)
            case .topRight, .right, .bottomRight: return (.overlay, .topTrailing)
            }
        }
        switch legend.anchor {
        case .topLeft: return (.top, .topLeading)
        case .top, .center: return (.top, .top)
        case .topRight: return (.top, .topTrailing)
        case .left: return (.leading, .leading)
        case .right: return (.trailing, .trailing)
        case .bottomLeft: return (.bottom, .bottomLeading)
        case .bottom: return (.bottom, .bottom)
        case .bottomRight: return (.bottom, .bottomTrailing)
        }
    }

    /// The seed's numeric axis as marks: a label at each of `axis`'s ticks (with `labels`),
    /// grid lines when asked, tick marks on the x axis.
    static func axisPart(_ axis: NumericAxis, labels: [String], position: AxisMarkPosition, showsGridLines: Bool,
                         labelStyle: TextStyle, hasTicks: Bool) -> AxisPart {
        let font = Font(size: labelStyle.fontSize, weight: labelStyle.weight)
        let color = labelStyle.color
        return AxisPart(values: .values(axis.tickValues.map { .number($0) }), position: position, preset: .automatic) { value in
            var components: [AxisMarkComponent] = []
            if showsGridLines { components.append(.gridLine(centered: false, stroke: nil, color: nil)) }
            if hasTicks { components.append(.tick(centered: false, length: 4, stroke: nil, color: nil)) }
            let label = value.index < labels.count ? labels[value.index] : ""
            components.append(.label(format: nil, text: Text(verbatim: label), centered: nil, font: font, color: color))
            return components
        }
    }

    /// An axis title in the seed's title style.
    static func title(_ text: String?, style: TextStyle) -> Text? {
        guard let text, !text.isEmpty else { return nil }
        var title = Text(verbatim: text).font(Font(size: style.fontSize, weight: style.weight))
        if let color = style.color { title = title.foregroundColor(color) }
        return title
    }

    private static func clampedSize(_ value: Double) -> Double? {
        value.isFinite ? Swift.max(0, Swift.min(value, 100_000)) : nil
    }
}
