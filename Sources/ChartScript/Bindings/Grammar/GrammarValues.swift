import ChartCore
import FoundationEssentials

/// Cell values as the grammar reads them: a plotted value from a number, string, date, a
/// `Plottable` enum or type of the cell's own; chart content from marks, lists and content
/// types of the cell's own; a paint from a colour, gradient or `.secondary`; sizes from
/// numbers and `.ratio(…)`.
enum GrammarValues {
    /// The binding name of `PlottableValue<Value>` values (the generic type is erased to the
    /// encoding the engine reads, `PlottedEncoding`).
    static let plottableTypeName = "PlottableValue"

    /// A `PlottableValue` cell value.
    static func plottable(_ encoding: PlottedEncoding) -> Value {
        .native(NativeBox(typeName: plottableTypeName, payload: encoding))
    }

    /// The encoding a `PlottableValue` cell value holds.
    static func encoding(_ value: Value, for what: String) throws -> PlottedEncoding {
        if case .native(let box) = value, let encoding = box.payload as? PlottedEncoding { return encoding }
        throw ScriptError.typeMismatch("\(what) takes a PlottableValue such as .value(\"Month\", sale.month), not \(value.typeName)")
    }

    /// The encoding a `PlottableValue` argument holds, nil when it was left out.
    static func encoding(_ arguments: BoundArguments, _ index: Int, for what: String) throws -> PlottedEncoding? {
        guard arguments.has(index) else { return nil }
        let value = try arguments.value(index)
        if case .null = value { return nil }
        return try encoding(value, for: what)
    }

    /// The plotted value of a cell value: numbers are quantities, strings categories, dates
    /// instants; an enum or type of the cell's own must conform to `Plottable`, as in Swift.
    static func plotted(_ value: Value, runtime: Runtime, label: String) throws -> PlottedValue {
        switch value {
        case .int(let number): return .number(Double(number))
        case .double(let number): return .number(number)
        case .string(let text): return .category(text)
        case .native(let box):
            if let date = box.payload as? Date { return .date(date) }
            if let number = value.asDouble { return .number(number) }
            if let text = box.payload as? Text { return .category(text.content) }
        case .enumCase, .instance:
            guard runtime.types.conforms(value, to: "Plottable") else {
                throw ScriptError.typeMismatch(".value(\"\(label)\", …): '\(value.typeName)' does not conform to Plottable; declare it '\(value.typeName): String, Plottable' (an enum with raw values) or give it primitivePlottable")
            }
            if case .enumCase = value, let raw = try? Members.get(value, "rawValue", runtime: runtime) {
                return try plotted(raw, runtime: runtime, label: label)
            }
            return try plotted(try Members.get(value, "primitivePlottable", runtime: runtime), runtime: runtime, label: label)
        case .wrapped(let inner):
            return try plotted(inner, runtime: runtime, label: label)
        default:
            break
        }
        throw ScriptError.typeMismatch(".value(\"\(label)\", …): a value of type '\(value.typeName)' cannot be plotted; plot a number, a String, a Date or a Plottable type of your own")
    }

    /// A label: a string or `Text`.
    static func label(_ value: Value) throws -> String {
        switch value {
        case .string(let text): return text
        case .native(let box):
            if let text = box.payload as? Text { return text.content }
            if let key = box.payload as? LocalizedStringKey { return key.text }
        default: break
        }
        throw ScriptError.typeMismatch("a label is a String or Text, not \(value.typeName)")
    }

    /// A calendar unit (`.month`, `Calendar.Component.day`).
    static func dateUnit(_ value: Value) throws -> DateUnit {
        let unit = try CalendarBindings.unit(value)
        switch unit {
        case .second, .nanosecond: return .second
        case .minute: return .minute
        case .hour: return .hour
        case .weekOfYear, .weekOfMonth, .yearForWeekOfYear: return .weekOfYear
        case .month: return .month
        case .quarter: return .quarter
        case .year, .era: return .year
        default: return .day
        }
    }

    /// The elements of a collection a chart is made from: an array, a range, a set, a
    /// dictionary's pairs, or a sequence of the cell's own.
    static func elements(of value: Value, runtime: Runtime) throws -> [Value] {
        switch value {
        case .instance, .enumCase: return try UserSequences.elements(of: value, runtime: runtime)
        default: return try Sequences.elements(of: value)
        }
    }

    // MARK: Content

    /// Chart content from a cell value: a mark, a list, a `ForEach` or `Plot`, nothing (`nil`,
    /// `()`), an array of content, or an instance of a `ChartContent` type of the cell's own
    /// (its `body` is read).
    static func content(_ value: Value, runtime: Runtime, depth: Int = 0) throws -> any ChartContent {
        guard depth < 200 else { throw ScriptError.typeMismatch("a ChartContent body refers to itself without end") }
        switch value {
        case .native(let box):
            if let content = box.payload as? any ChartContent { return content }
        case .void, .null:
            return EmptyChartContent()
        case .wrapped(let inner):
            return try content(inner, runtime: runtime, depth: depth + 1)
        case .array(let array):
            return ChartContentList(try array.values.map { try content($0, runtime: runtime, depth: depth + 1) })
        case .instance, .enumCase:
            guard runtime.types.conforms(value, to: "ChartContent") else { break }
            return try content(try Members.get(value, "body", runtime: runtime), runtime: runtime, depth: depth + 1)
        default:
            break
        }
        throw ScriptError.typeMismatch("a chart's content holds marks (LineMark, BarMark, PointMark, AreaMark, RuleMark, RectangleMark, SectorMark), ForEach, Plot or a ChartContent type of your own, not \(value.typeName)")
    }

    /// A cell value of chart content.
    static func contentValue(_ content: any ChartContent) -> Value {
        switch content {
        case let mark as LineMark: return .bound(mark)
        case let mark as BarMark: return .bound(mark)
        case let mark as PointMark: return .bound(mark)
        case let mark as AreaMark: return .bound(mark)
        case let mark as RuleMark: return .bound(mark)
        case let mark as RectangleMark: return .bound(mark)
        case let mark as SectorMark: return .bound(mark)
        case let plot as LinePlot: return .bound(plot)
        case let plot as PointPlot: return .bound(plot)
        case let plot as AreaPlot: return .bound(plot)
        case let list as ChartContentList: return .bound(list)
        default: return .bound(ChartContentList([content]))
        }
    }

    /// `content` with `change` applied to each of its marks: a mark changed in place, other
    /// content wrapped.
    static func modified(_ value: Value, runtime: Runtime, _ change: @escaping @Sendable (inout PlottedMark) -> Void) throws -> Value {
        let content = try content(value, runtime: runtime)
        func changed<M: PrimitiveMark>(_ mark: M) -> Value {
            var plotted = mark.mark
            change(&plotted)
            return .bound(M(plotted: plotted))
        }
        switch content {
        case let mark as LineMark: return changed(mark)
        case let mark as BarMark: return changed(mark)
        case let mark as PointMark: return changed(mark)
        case let mark as AreaMark: return changed(mark)
        case let mark as RuleMark: return changed(mark)
        case let mark as RectangleMark: return changed(mark)
        case let mark as SectorMark: return changed(mark)
        case let plot as LinePlot: return changed(plot)
        case let plot as PointPlot: return changed(plot)
        case let plot as AreaPlot: return changed(plot)
        case let plot as BarPlot<Value>:
            var plotted = plot.mark
            change(&plotted)
            return VectorizedPlotBindings.bound(BarPlot(plotted: plotted, elements: plot.elements))
        default: return .bound(ChartContentList([ModifiedChartContent(ChartContentList([content]), change)]))
        }
    }

    // MARK: Styles and sizes

    /// A paint from a colour, a gradient, a hierarchical style or an implicit member (`.red`, `.secondary`).
    static func paint(_ value: Value) throws -> Paint {
        switch value {
        case .native(let box):
            if let style = box.payload as? any ShapeStyle { return style.paint }
        case .implicitMember(let name):
            if let member = BindingTable.shared.types["Color"]?.staticMembers[name] { return try paint(member.currentValue) }
            if let member = BindingTable.shared.types["HierarchicalShapeStyle"]?.staticMembers[name] { return try paint(member.currentValue) }
        default:
            break
        }
        throw ScriptError.typeMismatch("a style is a Color (.red, Color(red:green:blue:)), a gradient or .secondary, not \(value.typeName)")
    }

    /// `value` with an implicit member resolved as a static member of the bound type `typeName`.
    static func resolved(_ value: Value, as typeName: String) throws -> Value {
        guard case .implicitMember = value else { return value }
        return try Coercion.coerce(value, to: typeName)
    }

    /// A mark dimension from a number (points) or `.automatic`, `.fixed(…)`, `.ratio(…)`, `.inset(…)`.
    static func dimension(_ value: Value) throws -> MarkDimension {
        if let number = value.asDouble { return .fixed(number) }
        if case .native(let box) = value, let dimension = box.payload as? MarkDimension { return dimension }
        if case .implicitMember("automatic") = value { return .automatic }
        throw ScriptError.typeMismatch("a size is a number of points or .automatic, .fixed(…), .ratio(…), .inset(…), not \(value.typeName)")
    }

    /// An optional number of points (nil for the default).
    static func points(_ arguments: BoundArguments, _ index: Int) throws -> Double? {
        guard arguments.has(index) else { return nil }
        let value = try arguments.value(index)
        if case .null = value { return nil }
        guard let number = value.asDouble else { throw ScriptError.typeMismatch("expected a number of points, not \(value.typeName)") }
        return number
    }
}

/// Static functions of grammar types as function values whose parameters may be left out
/// (given as `.void` to the body) or collect many arguments.
enum GrammarFunction {
    /// One parameter: its label, whether it may be left out, whether it collects the rest.
    struct Parameter {
        var label: String?
        var isOptional = false
        var isVariadic = false
    }

    /// A function called `name` with `parameters`; the body gets one value per parameter
    /// (`.void` for one left out, an array for a variadic one).
    static func make(_ name: String, _ parameters: [Parameter], _ body: @escaping ([Value]) throws -> Value) -> Value {
        let declared = parameters.enumerated().map { position, parameter -> FunctionValue.Parameter in
            FunctionValue.Parameter(label: parameter.label, name: parameter.label ?? "value\(position)", type: nil,
                                    defaultValue: parameter.isOptional ? { _ in .void } : nil, isVariadic: parameter.isVariadic)
        }
        let count = parameters.count
        return .function(FunctionValue(name: name, parameters: declared, checksLabels: true, argumentSlots: Array(0..<count),
                                       ignoresExtraArguments: false, frameSize: Swift.max(count, 1), body: { frame in
            try body((0..<count).map { frame.slots[$0] })
        }, captured: nil, canReuseFrame: true))
    }
}
