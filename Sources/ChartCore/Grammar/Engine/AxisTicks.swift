import FoundationEssentials

/// The ticks of one axis: where grid lines, ticks and labels go, and what the labels say.
public struct AxisTickMark: Sendable {
    /// The value marked.
    public var value: PlottedValue
    /// Its pixel along the axis.
    public var pixel: Double
    /// The label text; empty for none.
    public var label: String
    /// The pixel the label is centred on (the next tick's midpoint for centred date labels).
    public var labelPixel: Double
    /// Whether a grid line is drawn.
    public var hasGridLine: Bool
    /// Whether a tick is drawn, and its length.
    public var tickLength: Double?
    /// The grid line's stroke, nil for the theme's.
    public var gridStroke: StrokeStyle?
    /// The grid line's colour, nil for the theme's.
    public var gridColor: Color?
    /// The label's font, nil for the axis's.
    public var labelFont: Font?
    /// The label's colour, nil for the axis's.
    public var labelColor: Color?
    /// Whether the label starts at the tick (dates) rather than centring on it.
    public var labelStartsAtTick: Bool
    /// The label's turn in degrees, counter-clockwise; 0 is flat.
    public var labelTurn: Double = 0
}

/// Chooses the values an axis marks and prints their labels.
enum AxisTicks {
    /// The values of `values` on a scale of `kind` over `domain` (continuous) or `categories`.
    static func values(_ values: AxisMarkValues, kind: PlottedValueKind, domain: ClosedRange<Double>?, categories: [PlottedValue],
                       transform: ScaleTransform, desiredCount: Int) -> (values: [PlottedValue], dateUnit: DateUnit?, decimals: Int) {
        switch values {
        case .values(let given):
            let decimals = given.compactMap { value -> Int? in
                guard case .number(let number) = value else { return nil }
                return NiceTicks.decimalsToPrint(number)
            }.max() ?? 0
            return (given, nil, decimals)
        case .automaticValues(let count):
            guard let domain else { return (categories, nil, 0) }
            if kind == .temporal { let (values, unit) = dateTicks(domain, count: count ?? desiredCount); return (values.map { .date(Date(timeIntervalSince1970: $0)) }, unit, 0) }
            if transform == .log10 { return (logTicks(domain).map { .number($0) }, nil, 0) }
            let ticks = NiceTicks.ticks(from: domain.lowerBound, to: domain.upperBound, count: count ?? desiredCount)
            return (ticks.values.map { .number($0) }, nil, ticks.decimals)
        case .strideNumbers(let step):
            guard let domain, step > 0, step.isFinite, (domain.upperBound - domain.lowerBound) / step < 2_000 else { return ([], nil, 0) }
            var value = (domain.lowerBound / step).rounded(.up) * step
            var result: [PlottedValue] = []
            while value <= domain.upperBound + step * 1e-9 {
                result.append(kind == .temporal ? .date(Date(timeIntervalSince1970: value)) : .number(value == 0 ? 0 : value))
                value += step
            }
            return (result, nil, NiceTicks.decimalsToPrint(step))
        case let .strideDates(unit, count):
            guard let domain else { return ([], unit, 0) }
            var value = unit.floor(domain.lowerBound)
            if value < domain.lowerBound - 1e-6 { value = unit.adding(1, to: value) }
            var result: [PlottedValue] = []
            while value <= domain.upperBound + 1e-6 && result.count < 2_000 {
                result.append(.date(Date(timeIntervalSince1970: value)))
                value = unit.adding(count, to: value)
            }
            return (result, unit, 0)
        }
    }

    /// Date ticks: the unit and step that give about `count` ticks, aligned to the unit.
    static func dateTicks(_ domain: ClosedRange<Double>, count: Int) -> ([Double], DateUnit) {
        let span = domain.upperBound - domain.lowerBound
        let steps: [(DateUnit, Int)] = [(.second, 1), (.second, 5), (.second, 15), (.second, 30), (.minute, 1), (.minute, 5), (.minute, 15),
                                        (.minute, 30), (.hour, 1), (.hour, 3), (.hour, 6), (.hour, 12), (.day, 1), (.day, 2),
                                        (.weekOfYear, 1), (.weekOfYear, 2), (.month, 1), (.quarter, 1), (.month, 6), (.year, 1),
                                        (.year, 2), (.year, 5), (.year, 10), (.year, 20), (.year, 50), (.year, 100)]
        let target = span / Double(Swift.max(count, 1))
        let chosen = steps.first { $0.0.approximateSeconds * Double($0.1) >= target } ?? (.year, Swift.max(1, Int((target / DateUnit.year.approximateSeconds).rounded(.up))))
        var values: [Double] = []
        let (unit, step) = chosen
        var value = unit.floor(domain.lowerBound)
        if unit == .year, step > 1 {
            let (year, _, _) = CivilDate.date(secondsSince1970: value)
            let aligned = year - ((year % step) + step) % step
            value = Double(CivilDate.days(year: aligned, month: 1, day: 1)) * 86_400
        }
        while value < domain.lowerBound - 1e-6 { value = unit.adding(step, to: value) }
        while value <= domain.upperBound + 1e-6 && values.count < 2_000 {
            values.append(value)
            value = unit.adding(step, to: value)
        }
        return (values, unit)
    }

    /// Powers of ten (and 2 and 5 between them when few) inside a log domain of transformed values.
    static func logTicks(_ domain: ClosedRange<Double>) -> [Double] {
        let low = Int(clamping: domain.lowerBound.rounded(.down), to: -300...300)
        let high = Int(clamping: domain.upperBound.rounded(.up), to: -300...300)
        var values: [Double] = []
        let multiples: [Double] = high - low <= 2 ? [1, 2, 5] : [1]
        for exponent in low...Swift.max(low, high) {
            for multiple in multiples {
                let value = multiple * pow10(exponent)
                let transformed = ScaleTransform.log10.apply(value) ?? -.infinity
                if transformed >= domain.lowerBound - 1e-9 && transformed <= domain.upperBound + 1e-9 { values.append(value) }
            }
        }
        return values
    }

    private static func pow10(_ exponent: Int) -> Double {
        ScaleTransform.log10.invert(Double(exponent))
    }

    /// The label a value gets on an axis: grouped digits for numbers ("1,000", "2.5"), the
    /// category itself, a date as short as its unit allows.
    static func label(_ value: PlottedValue, decimals: Int, dateUnit: DateUnit?, spansYears: Bool) -> String {
        switch value {
        case .number(let number):
            guard number.isFinite else { return PlottedValue.text(of: number) }
            if number.magnitude >= 1e15 || (number != 0 && number.magnitude < 1e-6) { return PlottedValue.text(of: number) }
            var text = NumberFormat.fixedDigits(number, decimals: Swift.min(decimals, 12), groups: true)
            if text.contains(".") {
                // As Swift Charts prints numbers: 0, 0.5, 1 (no trailing zeros).
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text
        case .category(let text): return text
        case .date(let date): return DateLabels.label(date.timeIntervalSince1970, unit: dateUnit ?? .day, spansYears: spansYears)
        }
    }
}
