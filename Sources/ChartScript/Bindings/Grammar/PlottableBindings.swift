import ChartCore
import FoundationEssentials

/// `.value(label, value)` and its ranges and date units, and the bins of histograms
/// (`NumberBins`, `DateBins`), under Swift Charts' names.
enum PlottableBindings {
    static func register(in table: BindingTable) {
        let type = table.type(GrammarValues.plottableTypeName, doc("struct PlottableValue<Value: Plottable>",
            "A labelled value given to a mark's channel: .value(\"Month\", sale.month). The label names the axis or legend; numbers are quantities, strings categories, dates instants; a range (8..<17) or a bin gives a start and an end.",
            "BarMark(x: .value(\"Month\", \"Jan\"), y: .value(\"Sales\", 30))"))
        type.addStatic("value", GrammarFunction.make("value", [.init(label: nil), .init(label: nil), .init(label: nil, isOptional: true),
                                                              .init(label: "unit", isOptional: true), .init(label: "calendar", isOptional: true)]) { values in
            guard let runtime = Runtime.current else { throw ScriptError.typeMismatch(".value(_:_:) needs a running session") }
            if case .keyPath(let path) = values[1] {
                // `.value("Date", \.date)`: a vectorized plot's projection.
                return .native(NativeBox(typeName: VectorizedPlotBindings.projectionTypeName,
                                         payload: VectorizedPlotBindings.Projection(label: try GrammarValues.label(values[0]), path: path)))
            }
            return GrammarValues.plottable(try encoding(values, runtime: runtime))
        }, doc("static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value>",
               "A value with a label; .value(label, date, unit: .month) bins a date to a calendar unit (a bar spans the month); .value(label, range) and .value(label, start, end) give a range, .value(label, bins[i]) a bin.",
               ".value(\"Month\", sale.month)"))
        type.describe = { payload in
            guard let encoding = payload as? PlottedEncoding else { return "PlottableValue" }
            return "PlottableValue(label: \"\(encoding.label)\", value: \(encoding.value))"
        }
        registerBins(in: table)
        registerDateBins(in: table)
    }

    /// The encoding of `.value(label, value [, end] [, unit:])`.
    static func encoding(_ values: [Value], runtime: Runtime) throws -> PlottedEncoding {
        let label = try GrammarValues.label(values[0])
        var encoding = PlottedEncoding(label: label, value: .number(0))
        if let (start, end) = try range(values[1], runtime: runtime, label: label) {
            encoding.value = start
            encoding.end = end
        } else {
            encoding.value = try GrammarValues.plotted(values[1], runtime: runtime, label: label)
        }
        if case .void = values[2] {} else { encoding.end = try GrammarValues.plotted(values[2], runtime: runtime, label: label) }
        if case .void = values[3] {} else {
            guard case .date = encoding.value else {
                throw ScriptError.typeMismatch(".value(\"\(label)\", …, unit:): a calendar unit bins dates, and this value is \(encoding.value.kind == .nominal ? "text" : "a number")")
            }
            encoding.unit = try GrammarValues.dateUnit(values[3])
        }
        return encoding
    }

    /// The ends of a range value (`0..<10`, `1.5...2.5`, a bin, a date interval), nil for a single value.
    private static func range(_ value: Value, runtime: Runtime, label: String) throws -> (PlottedValue, PlottedValue)? {
        switch value {
        case let .range(lower, upper), let .closedRange(lower, upper): return (.number(Double(lower)), .number(Double(upper)))
        case .native(let box):
            switch box.payload {
            case let range as Range<Double>: return (.number(range.lowerBound), .number(range.upperBound))
            case let range as ClosedRange<Double>: return (.number(range.lowerBound), .number(range.upperBound))
            case let bin as ChartBinRange<Double>: return (.number(bin.lowerBound), .number(bin.upperBound))
            case let bin as ChartBinRange<Int>: return (.number(Double(bin.lowerBound)), .number(Double(bin.upperBound)))
            case let interval as DateInterval: return (.date(interval.start), .date(interval.end))
            default: return nil
            }
        default: return nil
        }
    }

    // MARK: Bins

    private static func registerBins(in table: BindingTable) {
        let doubles = table.type(NumberBins<Double>.self, doc("struct NumberBins<Value>",
            "Bins for a histogram: consecutive ranges between thresholds. bins.index(for: value) is the bin a value falls in, bins[index] its range, plotted with .value(\"Price\", bins[index]) as a bar from edge to edge.",
            "let bins = NumberBins(data: prices, desiredCount: 10)"))
        let integers = table.type(NumberBins<Int>.self, doc("struct NumberBins<Value>",
            "Bins of whole numbers for a histogram (NumberBins of Int data).", "let bins = NumberBins(data: ages, desiredCount: 5)"))
        let bins = table.type("NumberBins", doc("struct NumberBins<Value>",
            "Bins for a histogram: NumberBins(data:desiredCount:), NumberBins(range:count:), NumberBins(size:range:) or NumberBins(thresholds:); Int data gives NumberBins<Int>, other numbers NumberBins<Double>.",
            "let bins = NumberBins(data: prices, desiredCount: 10)"))
        for type in [bins] {
            type.addInitializer([param("data", "Any"), param("desiredCount", "Int?", default: true)],
                                doc("init(data: [Value], desiredCount: Int? = nil)", "Nice bins (widths of 1, 2 or 5 times a power of ten) covering the data, about desiredCount of them (10 when nil).",
                                    "NumberBins(data: [1.5, 2.5, 7.25], desiredCount: 5)")) { arguments, runtime in
                let count = arguments.has(1) ? try? arguments.int(1) : nil
                let data = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                if data.allSatisfy({ if case .int = $0 { return true } else { return false } }), !data.isEmpty {
                    return .bound(NumberBins<Int>(data: data.compactMap { if case .int(let n) = $0 { return n } else { return nil } }, desiredCount: count))
                }
                return .bound(NumberBins<Double>(data: try data.map(number), desiredCount: count))
            }
            type.addInitializer([param("range", "Any"), param("count", "Int")],
                                doc("init(range: ClosedRange<Value>, count: Int)", "count bins of equal width across the range.",
                                    "NumberBins(range: 0...100, count: 10)")) { arguments, _ in
                let count = try arguments.int(1)
                switch try arguments.value(0) {
                case let .closedRange(lower, upper), let .range(lower, upper): return .bound(NumberBins<Int>(range: lower...upper, count: count))
                case let value:
                    let range = try Bridge.closedRange.fromValue(value)
                    return .bound(NumberBins<Double>(range: range, count: count))
                }
            }
            type.addInitializer([param("size", "Any"), param("range", "Any")],
                                doc("init(size: Value, range: ClosedRange<Value>)", "Bins of width size covering the range.",
                                    "NumberBins(size: 5, range: 0...40)")) { arguments, _ in
                if case .int(let size) = try arguments.value(0), case let .closedRange(lower, upper) = try arguments.value(1) {
                    return .bound(NumberBins<Int>(size: size, range: lower...upper))
                }
                return .bound(NumberBins<Double>(size: try number(try arguments.value(0)), range: try Bridge.closedRange.fromValue(try arguments.value(1))))
            }
            type.addInitializer([param("thresholds", "Any")], doc("init(thresholds: [Value])", "Bins between the given edges.",
                                                                  "NumberBins(thresholds: [0, 10, 50, 100])")) { arguments, runtime in
                let data = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime)
                if data.allSatisfy({ if case .int = $0 { return true } else { return false } }) {
                    return .bound(NumberBins<Int>(thresholds: data.compactMap { if case .int(let n) = $0 { return n } else { return nil } }))
                }
                return .bound(NumberBins<Double>(thresholds: try data.map(number)))
            }
        }
        doubles.addMethod("index", [param("for", "Double")], doc("func index(for value: Value) -> Int",
            "The bin holding the value: -1 below the first edge, count above the last.", "bins.index(for: 7.5)")) { receiver, arguments, _ in
            .int(try doubles.payload(receiver, as: NumberBins<Double>.self).index(for: try arguments.double(0)))
        }
        integers.addMethod("index", [param("for", "Int")], doc("func index(for value: Value) -> Int",
            "The bin holding the value: -1 below the first edge, count above the last.", "bins.index(for: 7)")) { receiver, arguments, _ in
            .int(try integers.payload(receiver, as: NumberBins<Int>.self).index(for: try arguments.int(0)))
        }
        doubles.bindReadOnly("count", \NumberBins<Double>.count, .int, "How many bins.", example: "bins.count")
        integers.bindReadOnly("count", \NumberBins<Int>.count, .int, "How many bins.", example: "bins.count")
        doubles.bindReadOnly("thresholds", \NumberBins<Double>.thresholds, .doubles, "The bin edges, ascending.", example: "bins.thresholds")
        integers.addProperty("thresholds", type: "[Int]", doc("var thresholds: [Value] { get }", "The bin edges, ascending.", "bins.thresholds")) { value in
            .array(ArrayValue(.ints(try integers.payload(value, as: NumberBins<Int>.self).thresholds)))
        }
        doubles.subscriptGet = { payload, indices in
            guard let bins = payload as? NumberBins<Double>, indices.count == 1, case .int(let index) = indices[0], bins.indices.contains(index) else {
                throw ScriptError.typeMismatch("bins[i] takes an index from 0 to the bins' count - 1")
            }
            return .bound(bins[index])
        }
        integers.subscriptGet = { payload, indices in
            guard let bins = payload as? NumberBins<Int>, indices.count == 1, case .int(let index) = indices[0], bins.indices.contains(index) else {
                throw ScriptError.typeMismatch("bins[i] takes an index from 0 to the bins' count - 1")
            }
            return .bound(bins[index])
        }
        let doubleRange = table.type(ChartBinRange<Double>.self, doc("struct ChartBinRange<Bound>", "One bin: its lower and upper edge.", "bins[0].lowerBound"))
        doubleRange.bindReadOnly("lowerBound", \ChartBinRange<Double>.lowerBound, .double, "The bin's lower edge.", example: "bins[0].lowerBound")
        doubleRange.bindReadOnly("upperBound", \ChartBinRange<Double>.upperBound, .double, "The bin's upper edge.", example: "bins[0].upperBound")
        doubleRange.describe = { payload in (payload as? ChartBinRange<Double>).map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "ChartBinRange" }
        let intRange = table.type(ChartBinRange<Int>.self, doc("struct ChartBinRange<Bound>", "One bin of whole numbers.", "bins[0].lowerBound"))
        intRange.bindReadOnly("lowerBound", \ChartBinRange<Int>.lowerBound, .int, "The bin's lower edge.", example: "bins[0].lowerBound")
        intRange.bindReadOnly("upperBound", \ChartBinRange<Int>.upperBound, .int, "The bin's upper edge.", example: "bins[0].upperBound")
        intRange.describe = { payload in (payload as? ChartBinRange<Int>).map { "\($0.lowerBound)..<\($0.upperBound)" } ?? "ChartBinRange" }
    }

    /// `DateBins`, whose bins are `DateInterval`s.
    static func registerDateBins(in table: BindingTable) {
        let type = table.type(DateBins.self, doc("struct DateBins",
            "Bins of dates for a histogram: one per calendar unit (DateBins(unit: .month, range: start...end)), of a fixed length (timeInterval:range:), or between thresholds; bins.index(for: date) is a date's bin, bins[i] its DateInterval, plotted with .value(\"Month\", bins[i]).",
            "DateBins(unit: .month, range: start...end)"))
        func dateRange(_ value: Value) throws -> ClosedRange<Date> {
            guard case .native(let box) = value, let range = box.payload as? ClosedRange<Date> else {
                throw ScriptError.typeMismatch("range: takes dates start...end, not \(value.typeName)")
            }
            return range
        }
        type.addInitializer([param("unit", "Calendar.Component"), param("range", "Any"), param("calendar", "Calendar", default: true)],
                            doc("init(unit: Calendar.Component, range: ClosedRange<Date>, calendar: Calendar = .current)",
                                "One bin per calendar unit covering the range (in UTC).", "DateBins(unit: .month, range: start...end)")) { arguments, _ in
            let unit = try GrammarValues.dateUnit(try arguments.value(0))
            let range = try dateRange(try arguments.value(1))
            var edges: [Date] = []
            var edge = unit.floor(range.lowerBound.timeIntervalSince1970)
            repeat {
                edges.append(Date(timeIntervalSince1970: edge))
                edge = unit.adding(1, to: edge)
            } while edge <= range.upperBound.timeIntervalSince1970 && edges.count < 100_000
            edges.append(Date(timeIntervalSince1970: edge))
            return .bound(DateBins(thresholds: edges))
        }
        type.addInitializer([param("timeInterval", "Double"), param("range", "Any")],
                            doc("init(timeInterval: TimeInterval, range: ClosedRange<Date>)", "Bins of timeInterval seconds covering the range.",
                                "DateBins(timeInterval: 3600, range: start...end)")) { arguments, _ in
            .bound(DateBins(timeInterval: try arguments.double(0), range: try dateRange(try arguments.value(1))))
        }
        type.addInitializer([param("thresholds", "Any")], doc("init(thresholds: [Date])", "Bins between the given dates.",
                                                              "DateBins(thresholds: [start, middle, end])")) { arguments, runtime in
            let dates = try GrammarValues.elements(of: try arguments.value(0), runtime: runtime).map { try DateBindings.date($0) }
            return .bound(DateBins(thresholds: dates))
        }
        type.addMethod("index", [param("for", "Date")], doc("func index(for date: Date) -> Int",
            "The bin holding the date: -1 before the first edge, count after the last.", "bins.index(for: date)")) { receiver, arguments, _ in
            .int(try type.payload(receiver, as: DateBins.self).index(for: try DateBindings.date(try arguments.value(0))))
        }
        type.bindReadOnly("count", \DateBins.count, .int, "How many bins.", example: "bins.count")
        type.subscriptGet = { payload, indices in
            guard let bins = payload as? DateBins, indices.count == 1, case .int(let index) = indices[0], bins.indices.contains(index) else {
                throw ScriptError.typeMismatch("bins[i] takes an index from 0 to the bins' count - 1")
            }
            return .bound(bins[index])
        }
        let interval = table.type(DateInterval.self, doc("struct DateInterval", "An interval of time: start, end and duration (a date bin).", "bins[0].start"))
        interval.addProperty("start", type: "Date", doc("var start: Date", "When the interval starts.", "bins[0].start")) { value in
            .native(NativeBox(typeName: DateBindings.typeName, payload: try interval.payload(value, as: DateInterval.self).start))
        }
        interval.addProperty("end", type: "Date", doc("var end: Date { get }", "When the interval ends.", "bins[0].end")) { value in
            .native(NativeBox(typeName: DateBindings.typeName, payload: try interval.payload(value, as: DateInterval.self).end))
        }
        interval.bindReadOnly("duration", \DateInterval.duration, .double, "The interval's length in seconds.", example: "bins[0].duration")
    }

    private static func number(_ value: Value) throws -> Double {
        guard let number = value.asDouble else { throw ScriptError.typeMismatch("NumberBins takes numbers, not \(value.typeName)") }
        return number
    }
}
