/// One axis laid out: which values it marks, what its labels say, how much room it takes
/// beside the plot, and its title.
struct AxisPlan {
    let axis: String
    let domain: AxisDomain
    let settings: AxisSettings
    let isShown: Bool
    /// Where the labels go: x at the bottom unless `.top`, y at the trailing side unless `.leading`.
    let position: AxisMarkPosition
    /// Each value marked, with its components and label.
    private var entries: [(value: PlottedValue, label: String, components: [AxisMarkComponent]?)] = []
    private var labelStyle = ChartLayoutEngine.axisTextStyle
    /// The title's colour unless its `Text` has one.
    private let titleColor: Color
    /// How crowded labels fit: the first `AxisValueLabel`'s fitting.
    private(set) var fitting = AxisLabelFitting()
    /// The x labels' turn in degrees (0 flat): `labelTurn`, else the labels' orientation, else
    /// 45° when the axis turns its labels to fit and flat ones would not.
    private(set) var turn = 0.0

    /// Throws `ChartError.axisContentFailed` when the axis's content (an `AxisMarks` closure or
    /// a label's format, as a language binding makes them) fails for one of the values.
    init(axis: String, domain: AxisDomain, settings: AxisSettings, scale: AxisScale, isShown: Bool, desiredCount: Int,
         look: EngineLook = EngineLook(nil)) throws(ChartError) {
        self.axis = axis
        titleColor = look.axisText
        self.domain = domain
        self.settings = settings
        self.isShown = isShown
        let parts = settings.parts ?? [AxisPart(values: .automatic, position: .automatic, preset: .automatic, components: nil)]
        let requested = parts.first?.position ?? .automatic
        position = axis == "x" ? (requested == .top ? .top : .bottom) : (requested == .leading ? .leading : .trailing)
        guard isShown else { return }
        for part in parts {
            let (values, unit, decimals) = AxisTicks.values(part.values, kind: domain.kind, domain: domain.continuous, categories: domain.categories,
                                                            transform: domain.transform, desiredCount: desiredCount)
            let dateUnit = unit ?? domain.dateUnit
            let spansYears: Bool = {
                guard domain.kind == .temporal, let range = domain.continuous else { return false }
                return CivilDate.date(secondsSince1970: range.lowerBound).year != CivilDate.date(secondsSince1970: range.upperBound).year
            }()
            for (index, value) in values.enumerated() {
                let automaticLabel = AxisTicks.label(value, decimals: decimals, dateUnit: dateUnit, spansYears: spansYears)
                func failure(_ content: String, _ error: any Error) -> ChartError {
                    .axisContentFailed(modifier: axis == "x" ? "chartXAxis" : "chartYAxis", content: content,
                                       value: "\(automaticLabel)", reason: "\(error)")
                }
                var components: [AxisMarkComponent]?
                if let make = part.components {
                    do { components = try make(AxisValue(value: value, index: index, count: values.count)) } catch {
                        throw failure("the AxisMarks content", error)
                    }
                }
                var label = automaticLabel
                if let components {
                    label = ""
                    for case let .label(format, text, _, _, _, _) in components {
                        if let text {
                            label = text.content
                        } else if let format {
                            do { label = try format(value) } catch { throw failure("the AxisValueLabel format", error) }
                        } else {
                            label = automaticLabel
                        }
                    }
                }
                entries.append((value, label, components))
            }
        }
        fitting = entries.lazy.compactMap { entry -> AxisLabelFitting? in
            for case let .label(_, _, _, _, _, fitting) in entry.components ?? [] { return fitting }
            return nil
        }.first ?? AxisLabelFitting()
        turn = resolvedTurn(scale: scale)
    }

    /// The turn the x labels get (see `turn`), judged against `scale`'s spacing of the ticks.
    private func resolvedTurn(scale: AxisScale) -> Double {
        guard axis == "x" else { return 0 }
        if var turn = settings.labelTurn?.truncatingRemainder(dividingBy: 360), turn.isFinite, turn != 0 {
            if turn > 180 { turn -= 360 }
            if turn < -180 { turn += 360 }
            return Swift.min(Swift.max(turn, -90), 90)
        }
        switch fitting.orientation {
        case .horizontal: return 0
        case .vertical: return 90
        case .verticalReversed: return -90
        case .automatic: break
        }
        guard settings.turnsLabelsToFit else { return 0 }
        let style = turnStyle
        let placed = entries.compactMap { entry -> (pixel: Double, width: Double)? in
            guard !entry.label.isEmpty, let pixel = scale.pixel(entry.value) else { return nil }
            return (pixel, TextMeasure.width(of: entry.label, style: style))
        }.sorted { $0.pixel < $1.pixel }
        guard placed.count > 1 else { return 0 }
        let fits = zip(placed, placed.dropFirst()).allSatisfy { left, right in
            left.pixel + left.width / 2 + AxisLayout.minimumLabelSpacing <= right.pixel - right.width / 2
        }
        return fits ? 0 : 45
    }

    /// The style turned labels are measured in: the first label's font over the axis's style.
    private var turnStyle: TextStyle {
        entries.lazy.compactMap { entry -> TextStyle? in
            guard let components = entry.components else { return nil }
            for case let .label(_, _, _, font?, _, _) in components { var style = self.labelStyle; style.fontSize = font.size; return style }
            return nil
        }.first ?? labelStyle
    }

    /// The x labels' turn, when they are turned: within -90° … 90°, never 0.
    var turnedLabels: TurnedLabels? {
        guard axis == "x", turn != 0 else { return nil }
        return TurnedLabels(degrees: turn, style: turnStyle)
    }

    /// The room the axis's labels (and title) take beside the plot: height for x, width for y.
    /// It is measured from what `ticks(on:)` draws, so the labels of every axis kind stay inside
    /// it: the longest tick drawn (the default one of number and date axes, or an `AxisTick`'s,
    /// on any axis) and the largest label font.
    var thickness: Double {
        guard isShown else { return titleThickness }
        let tickRoom = entries.map { Self.room(forTick: tickLength(of: $0.components)) }.max() ?? 0
        if let turned = turnedLabels {
            let widest = entries.map { TextMeasure.width(of: $0.label, style: turned.style) }.max() ?? 0
            return tickRoom + turned.blockHeight(forWidth: widest) + titleThickness
        }
        if axis == "x" {
            let fontSize = entries.map { labelFontSize(of: $0.components) }.max() ?? labelStyle.fontSize
            // Above the baseline: the gap and the font size; below it: a point to spare and a
            // fifth of the size, or the deepest descent a viewer's font has, whichever is more.
            let belowBaseline = Swift.max(1 + 0.2 * fontSize, Self.deepestDescent * fontSize)
            return tickRoom + 4 + fontSize + belowBaseline + titleThickness
        }
        let widest = entries.map { entry -> Double in
            var style = labelStyle
            style.fontSize = labelFontSize(of: entry.components)
            return TextMeasure.width(of: entry.label, style: style)
        }.max() ?? 0
        return widest + 8 + titleThickness
    }

    /// The deepest descent below the baseline of the fonts labels are drawn in, as a fraction of
    /// the size (DejaVu Sans, a Linux viewer's sans-serif, has 0.24).
    private static let deepestDescent = 0.25

    /// The length of the tick drawn at a value whose marks are `components` (nil for none): 4
    /// points on the x axis of numbers and dates by default, an `AxisTick`'s length when the
    /// marks are given (none when they have no `AxisTick`).
    private func tickLength(of components: [AxisMarkComponent]?) -> Double? {
        guard let components else { return axis == "x" && domain.kind != .nominal ? 4 : nil }
        var length: Double?
        for case let .tick(_, tickLength, _, _) in components { length = tickLength }
        return length
    }

    /// The room a tick `length` points long takes between the plot and the labels (ticks are
    /// drawn only on the x axis; a negative or non-finite length takes none).
    private static func room(forTick length: Double?) -> Double {
        guard let length, length.isFinite else { return 0 }
        return Swift.max(length, 0)
    }

    /// The font size of the label drawn at a value whose marks are `components`: the last
    /// `AxisValueLabel`'s font, else the axis's.
    private func labelFontSize(of components: [AxisMarkComponent]?) -> Double {
        var size = labelStyle.fontSize
        for case let .label(_, _, _, font, _, _) in components ?? [] { size = font?.size ?? labelStyle.fontSize }
        return size
    }

    private var titleThickness: Double {
        guard settings.label != nil else { return 0 }
        return TextMeasure.lineHeight(fontSize: settings.label?.font?.size ?? 11) + 4
    }

    /// The ticks on the final scale.
    func ticks(on scale: AxisScale) -> [AxisTickMark] {
        guard isShown else { return [] }
        var ticks: [AxisTickMark] = []
        let isDate = domain.kind == .temporal
        let turn = position == .bottom ? turnedLabels?.degrees ?? 0 : 0
        for (position, entry) in entries.enumerated() {
            guard let pixel = scale.pixel(entry.value) else { continue }
            let (low, high) = scale.pixelRange
            guard pixel >= Swift.min(low, high) - 0.5, pixel <= Swift.max(low, high) + 0.5 else { continue }
            var tick = AxisTickMark(value: entry.value, pixel: pixel, label: entry.label, labelPixel: pixel,
                                    hasGridLine: domain.kind != .nominal,
                                    tickLength: tickLength(of: entry.components),
                                    labelStartsAtTick: axis == "x" && isDate)
            if let components = entry.components {
                tick.hasGridLine = false
                for component in components {
                    switch component {
                    case let .gridLine(centered, stroke, color):
                        tick.hasGridLine = true; tick.gridStroke = stroke; tick.gridColor = color
                        if centered, let band = scale.band(entry.value) { tick.pixel = band.start }
                    case .tick:
                        break
                    case let .label(_, _, centered, font, color, _):
                        tick.labelFont = font; tick.labelColor = color
                        if centered == true, isDate, position + 1 < entries.count, let next = scale.pixel(entries[position + 1].value) {
                            tick.labelPixel = (pixel + next) / 2
                            tick.labelStartsAtTick = false
                        } else if centered == true, isDate, let unit = domain.dateUnit ?? Optional(DateUnit.month),
                                  let seconds = entry.value.continuousValue, let next = scale.pixel(.number(unit.adding(1, to: seconds))) {
                            tick.labelPixel = (pixel + next) / 2
                            tick.labelStartsAtTick = false
                        }
                    }
                }
                if !components.contains(where: { if case .label = $0 { return true } else { return false } }) { tick.label = "" }
            }
            if tick.labelPixel > Swift.max(low, high) + 1 || tick.labelPixel < Swift.min(low, high) - 1 { tick.label = "" }
            tick.labelTurn = turn
            if turn != 0 { tick.labelStartsAtTick = false }
            if tick.labelStartsAtTick, !tick.label.isEmpty {
                let style = ChartLayoutEngine.axisTextStyle
                if tick.labelPixel + 2 + TextMeasure.width(of: tick.label, style: style) > Swift.max(low, high) + 6 { tick.label = "" }
            }
            ticks.append(tick)
        }
        AxisLabelCollision(axis: axis, resolution: fitting.collisionResolution, turned: position == .bottom ? turnedLabels : nil,
                           style: labelStyle).resolve(&ticks)
        return ticks
    }

    /// How far the x labels reach beyond either end of `scale`'s pixels (the first category's
    /// name under a narrow band, turned names running off to the left): the room the plot must
    /// leave so that they stay inside the frame. Category and turned labels only.
    func overhang(on scale: AxisScale) -> (leading: Double, trailing: Double) {
        let turned = position == .bottom ? turnedLabels : nil
        guard axis == "x", isShown, domain.kind == .nominal || turned != nil else { return (0, 0) }
        let (a, b) = scale.pixelRange
        let low = Swift.min(a, b), high = Swift.max(a, b)
        var leading = 0.0, trailing = 0.0
        for tick in ticks(on: scale) where !tick.label.isEmpty {
            var style = turned?.style ?? labelStyle
            if let font = tick.labelFont { style.fontSize = font.size }
            let width = TextMeasure.width(of: tick.label, style: style)
            let start: Double, end: Double
            if let turned {
                let reach = turned.reach(ofWidth: width)
                (start, end) = turned.degrees > 0 ? (tick.labelPixel - reach, tick.labelPixel + style.fontSize)
                                                  : (tick.labelPixel - style.fontSize, tick.labelPixel + reach)
            } else if tick.labelStartsAtTick {
                (start, end) = (tick.labelPixel + 2, tick.labelPixel + 2 + width)
            } else {
                (start, end) = (tick.labelPixel - width / 2, tick.labelPixel + width / 2)
            }
            leading = Swift.max(leading, low - start)
            trailing = Swift.max(trailing, end - high)
        }
        return (leading, trailing)
    }

    /// The axis title, placed beyond the labels.
    func title(plot: Rect) -> [PlacedText] {
        guard let text = settings.label else { return [] }
        let style = text.textStyle(over: TextStyle(fontSize: 11, color: titleColor))
        let labelRoom = isShown ? thickness - titleThickness : 0
        if axis == "x" {
            let alignment = settings.labelAlignment?.horizontal ?? .center
            let x = alignment == .leading ? plot.minX : alignment == .trailing ? plot.maxX : plot.midX
            let y = position == .top ? plot.minY - labelRoom - 4 : plot.maxY + labelRoom + style.fontSize + 2
            return [PlacedText(text: text.content, position: Point(x: x, y: y), alignment: Self.alignment(alignment), style: style,
                               rotation: 0, cssClass: "axis-label x")]
        }
        // Turned a quarter: the glyphs stand beside the baseline, away from the plot.
        let x = position == .leading ? plot.minX - labelRoom - 3 : plot.maxX + labelRoom + 3
        return [PlacedText(text: text.content, position: Point(x: x, y: plot.midY), alignment: .middle, style: style,
                           rotation: position == .leading ? -90 : 90, cssClass: "axis-label y")]
    }

    static func alignment(_ alignment: HorizontalAlignment) -> TextDrawing.Alignment {
        switch alignment {
        case .leading: return .start
        case .center: return .middle
        case .trailing: return .end
        }
    }
}
