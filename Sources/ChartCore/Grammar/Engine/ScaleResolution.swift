/// The domain of one position axis, resolved from the marks and the chart's scale settings,
/// before pixels are known.
struct AxisDomain {
    /// What the axis holds.
    var kind: PlottedValueKind
    /// The continuous domain in transformed units (log10 for a log scale), nil for categories.
    var continuous: ClosedRange<Double>?
    /// The categories in order, for a band axis.
    var categories: [PlottedValue]
    /// The transform of a continuous scale.
    var transform: ScaleTransform
    /// The axis title: the first encoding's label.
    var label: String
    /// The date unit of binned dates.
    var dateUnit: DateUnit?
    /// Whether the domain was given (no nice rounding, data outside may be cut).
    var isFixed: Bool
    /// Whether the axis runs from high to low.
    var isReversed: Bool

    /// Whether anything is on this axis.
    var isEmpty: Bool { continuous == nil && categories.isEmpty }

    /// The domain of `axis` ("x" or "y") over `marks`.
    static func resolve(_ axis: String, marks: [ResolvedMark], settings: ScaleSettings, tickCount: Int) throws(ChartError) -> AxisDomain {
        let modifier = axis == "x" ? "chartXScale" : "chartYScale"
        // The kind: from the scale type, or from the values, which must agree.
        var kind: PlottedValueKind?
        var firstOrigin = ""
        var label = ""
        var dateUnit: DateUnit?
        func visit(_ encoding: PlottedEncoding?, of mark: PlottedMark) throws(ChartError) {
            guard let encoding else { return }
            if label.isEmpty { label = encoding.label }
            if dateUnit == nil { dateUnit = encoding.unit }
            let valueKind = encoding.value.kind
            if let known = kind, known != valueKind, settings.type != .category {
                throw ChartError.markCannotBeDrawn(mark: mark.origin, modifier: "\(axis): .value(\"\(encoding.label)\", …)",
                    reason: "\(Self.describe(valueKind)) cannot share the \(axis) axis with \(Self.describe(known)) from \(firstOrigin); plot one kind of value on each axis")
            }
            if kind == nil { kind = valueKind; firstOrigin = mark.origin }
        }
        for resolved in marks where resolved.mark.kind != .sector {
            let mark = resolved.mark
            if axis == "x" { try visit(mark.x, of: mark); try visit(mark.xEnd, of: mark) }
            else { try visit(mark.y, of: mark); try visit(mark.yEnd, of: mark) }
        }
        var domainKind = kind ?? .quantitative
        switch settings.type {
        case .category?: domainKind = .nominal
        case .date?:
            if kind == .nominal {
                throw ChartError.markCannotBeDrawn(mark: firstOrigin, modifier: ".\(modifier)(type: .date)", reason: "the \(axis) values are categories, not dates")
            }
            domainKind = .temporal
        case .log?, .linear?, .squareRoot?, .power?, .symmetricLog?:
            if kind == .nominal {
                throw ChartError.markCannotBeDrawn(mark: firstOrigin, modifier: ".\(modifier)(type: …)", reason: "the \(axis) values are categories; a continuous scale needs numbers or dates")
            }
        default: break
        }
        let transform: ScaleTransform
        switch settings.type {
        case .log?: transform = .log10
        case .squareRoot?: transform = .squareRoot
        case .power(let exponent)?: transform = exponent.isFinite && exponent > 0 ? .power(exponent) : .identity
        case .symmetricLog?: transform = .symmetricLog
        default: transform = .identity
        }
        var isReversed = false
        var includesZero: Bool? = nil
        var fixed: DomainSetting?
        switch settings.domain {
        case let .automatic(zero, reversed)?: includesZero = zero; isReversed = reversed
        case let given?: fixed = given
        case nil: break
        }
        if domainKind == .nominal {
            if case let .range(start, end)? = fixed {
                throw ChartError.markCannotBeDrawn(mark: firstOrigin, modifier: ".\(modifier)(domain:)",
                                                   reason: "\(start)…\(end) is a range, but the \(axis) values are categories; give the categories in order, as [\"Low\", \"High\"]")
            }
            var categories: [PlottedValue] = []
            if case .values(let given)? = fixed { categories = given.map { Self.category($0) } }
            var seen = Set(categories)
            // Past the most categories an axis shows, the collection stops at once (a million
            // distinct values are refused in one pass, before any layout).
            for resolved in marks where resolved.mark.kind != .sector {
                let extent = axis == "x" ? resolved.x : resolved.y
                for value in extent.values where seen.insert(Self.category(value)).inserted {
                    categories.append(Self.category(value))
                    if categories.count > ChartError.maximumCategories {
                        throw ChartError.tooManyCategories(chart: firstOrigin.isEmpty ? "Chart" : firstOrigin, axis: axis, count: categories.count)
                    }
                }
            }
            return AxisDomain(kind: .nominal, continuous: nil, categories: isReversed ? categories.reversed() : categories,
                              transform: .identity, label: label, dateUnit: nil, isFixed: fixed != nil, isReversed: false)
        }
        // Continuous: the data's extent, zero for quantitative axes (as Swift Charts), nice ends.
        var low = Double.infinity, high = -Double.infinity
        var growsFromZero = false
        for resolved in marks where resolved.mark.kind != .sector {
            let extent = axis == "x" ? resolved.x : resolved.y
            try extent.forEachContinuousValue { (number: Double) throws(ChartError) in
                guard let transformed = transform.apply(number) else {
                    throw ChartError.markCannotBeDrawn(mark: resolved.mark.origin, modifier: ".\(modifier)(type: .log)",
                                                       reason: "\(PlottedValue.text(of: number)) is not positive; a log scale needs values above zero")
                }
                low = Swift.min(low, transformed); high = Swift.max(high, transformed)
            }
            if case .numbers = extent, resolved.mark.kind == .bar || resolved.mark.kind == .area { growsFromZero = true }
        }
        if let fixed {
            switch fixed {
            case let .range(start, end):
                guard let a = start.continuousValue, let b = end.continuousValue, let ta = transform.apply(a), let tb = transform.apply(b),
                      ta.isFinite, tb.isFinite else {
                    throw ChartError.markCannotBeDrawn(mark: "Chart", modifier: ".\(modifier)(domain:)", reason: "the domain \(start) … \(end) cannot be drawn on a \(Self.describe(domainKind)) axis; give finite numbers or dates (positive for a log scale)")
                }
                if (start.kind == .nominal) || (kind != nil && start.kind != domainKind && !(domainKind == .temporal && start.kind == .quantitative)) {
                    throw ChartError.markCannotBeDrawn(mark: firstOrigin, modifier: ".\(modifier)(domain:)", reason: "the domain is of \(Self.describe(start.kind)) but the marks plot \(Self.describe(domainKind))")
                }
                let range = ta == tb ? (ta - 1)...(tb + 1) : Swift.min(ta, tb)...Swift.max(ta, tb)
                return AxisDomain(kind: domainKind, continuous: range, categories: [], transform: transform, label: label,
                                  dateUnit: dateUnit, isFixed: true, isReversed: ta > tb)
            case .values(let values):
                let numbers = values.compactMap(\.continuousValue).compactMap(transform.apply)
                if let first = numbers.min(), let last = numbers.max() {
                    low = first; high = last
                } else if !values.isEmpty {
                    throw ChartError.markCannotBeDrawn(mark: firstOrigin, modifier: ".\(modifier)(domain:)", reason: "a list of categories cannot be the domain of a \(Self.describe(domainKind)) axis")
                }
            case .automatic: break
            }
        }
        guard low <= high else {
            return AxisDomain(kind: domainKind, continuous: nil, categories: [], transform: transform, label: label, dateUnit: dateUnit,
                              isFixed: false, isReversed: isReversed)
        }
        if domainKind == .quantitative, transform == .identity, includesZero ?? true || growsFromZero {
            low = Swift.min(low, 0); high = Swift.max(high, 0)
        }
        if low == high {
            let pad = domainKind == .temporal ? 86_400 : (low == 0 ? 1 : abs(low) * 0.5)
            low -= pad; high += pad
        }
        var range = low...high
        // Values more than the largest double apart (-1e308…1e308) keep their exact ends:
        // the linear scale halves them, and the ticks are nice halves doubled.
        if domainKind == .quantitative, fixed == nil, (high - low).isFinite {
            range = transform == .log10 ? low.rounded(.down)...Swift.max(high.rounded(.up), low.rounded(.down) + 1)
                : NiceTicks.niceDomain(low, high, count: tickCount)
        }
        return AxisDomain(kind: domainKind, continuous: range, categories: [], transform: transform, label: label,
                          dateUnit: dateUnit, isFixed: fixed != nil, isReversed: isReversed)
    }

    /// The stretch of this band domain `settings` show (`visibleWindow`, or `visibleLength`
    /// categories from the scroll position's); nil for every category or a continuous domain.
    func window(_ settings: ScaleSettings) -> ClosedRange<Double>? {
        guard continuous == nil, !categories.isEmpty else { return nil }
        if let window = settings.visibleWindow { return window }
        guard let length = settings.visibleLength, length.isFinite, length > 0 else { return nil }
        var first = 0
        if let position = settings.scrollPosition {
            first = categories.firstIndex(of: position) ?? categories.firstIndex(of: Self.category(position)) ?? 0
        }
        return (Double(first) - 0.5)...(Double(first) - 0.5 + length)
    }

    /// A value as a category (numbers and dates printed, on a `.category` axis).
    static func category(_ value: PlottedValue) -> PlottedValue {
        if case .category = value { return value }
        return .category(value.description)
    }

    static func describe(_ kind: PlottedValueKind) -> String {
        switch kind {
        case .quantitative: return "numbers"
        case .nominal: return "categories (text)"
        case .temporal: return "dates"
        }
    }

    /// The scale over `start`…`end` pixels, `padding` (the chart's `.plotDimension` padding) in
    /// from its start and its end, and `room` more in from the lower and the higher pixel.
    ///
    /// A band scale with a `window` (category positions, the first band -0.5…0.5) shows that
    /// stretch across the pixels: its bands run on beyond them at the same step.
    func scale(from start: Double, to end: Double, padding: (start: Double, end: Double), room: (low: Double, high: Double) = (0, 0),
               isBandForCells: Bool = false, window: ClosedRange<Double>? = nil) -> AxisScale {
        let (first, last) = isReversed ? (end, start) : (start, end)
        let direction: Double = last >= first ? 1 : -1
        var paddedStart = first + direction * padding.start, paddedEnd = last - direction * padding.end
        if direction > 0 { paddedStart += room.low; paddedEnd -= room.high } else { paddedStart -= room.high; paddedEnd += room.low }
        if let continuous {
            return AxisScale(mapping: .continuous(LinearScale(domain: continuous, rangeStart: paddedStart, rangeEnd: paddedEnd), transform: transform),
                             kind: kind, label: label, dateUnit: dateUnit)
        }
        var bandStart = paddedStart, bandEnd = paddedEnd
        var visible: (Double, Double)? = nil
        if let window, window.lowerBound.isFinite, window.upperBound.isFinite, window.upperBound - window.lowerBound > 1e-9, !categories.isEmpty {
            // Every band is one step wide (outer and inner padding add to one step), so the
            // window's length in steps spans the pixels.
            let step = (paddedEnd - paddedStart) / (window.upperBound - window.lowerBound)
            bandStart = paddedStart - step * (window.lowerBound + 0.5)
            bandEnd = bandStart + step * Double(categories.count)
            visible = (paddedStart, paddedEnd)
        }
        let band = BandScale(count: categories.count, rangeStart: bandStart, rangeEnd: bandEnd,
                             paddingInner: isBandForCells ? 0 : 0.2, paddingOuter: isBandForCells ? 0 : 0.1)
        return AxisScale(mapping: .band(band, categories: categories, index: MarkResolution.index(categories)), kind: .nominal,
                         label: label, dateUnit: nil, visibleRange: visible)
    }
}
