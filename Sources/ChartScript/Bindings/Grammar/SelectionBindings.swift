import ChartCore
import FoundationEssentials

/// A `Binding` in a cell: read and written through the cell's closures (`Binding(get:set:)`),
/// or a constant (`.constant(nil)`).
struct CellBinding {
    /// Reads the value; nil for a constant.
    let getter: FunctionValue?
    /// Writes the value; nil for a constant (writes are ignored).
    let setter: FunctionValue?
    /// A constant's value.
    let constant: Value

    /// The value now.
    func read(runtime: Runtime) throws -> Value {
        guard let getter else { return constant }
        return try runtime.call(getter, [])
    }

    /// Writes `value` (nothing for a constant).
    func write(_ value: Value, runtime: Runtime) throws {
        guard let setter else { return }
        _ = try runtime.call(setter, [value])
    }
}

/// SwiftUI's `Binding` and Swift Charts' selection modifiers: `chartXSelection(value:)`,
/// `chartYSelection(value:)`, `chartAngleSelection(value:)`. A chart shown with
/// `interactive(_:)` writes the value under the pointer through the binding and runs its content
/// closure again, so marks written with the selected value (`if let selected { RuleMark(…) }`)
/// follow the pointer.
enum SelectionBindings {
    static func register(in table: BindingTable) {
        let type = table.type("Binding", doc("struct Binding<Value>",
            "A value owned elsewhere that can be read and written (SwiftUI's Binding): what chartXSelection(value:) writes the value under the pointer through.",
            "Binding(get: { selectedDay }, set: { selectedDay = $0 })"))
        type.addInitializer([param("get", "closure"), param("set", "closure")],
                            doc("init(get: @escaping () -> Value, set: @escaping (Value) -> Void)",
                                "A binding that reads with get and writes with set.",
                                "Binding(get: { selectedDay }, set: { selectedDay = $0 })")) { arguments, _ in
            .native(NativeBox(typeName: "Binding", payload: CellBinding(getter: try arguments.function(0), setter: try arguments.function(1), constant: .null)))
        }
        type.addStatic("constant", GrammarFunction.make("constant", [.init(label: nil)]) { values in
            .native(NativeBox(typeName: "Binding", payload: CellBinding(getter: nil, setter: nil, constant: values[0])))
        }, doc("static func constant(_ value: Value) -> Binding<Value>", "A binding to a value that never changes: writes are ignored.",
               "chart.chartXSelection(value: .constant(nil))"))
        type.addProperty("wrappedValue", type: "Any", doc("var wrappedValue: Value { get nonmutating set }",
            "The value read and written through the binding.", "binding.wrappedValue = nil"), get: { value in
            try type.payload(value, as: CellBinding.self).read(runtime: try session())
        }, set: { receiver, newValue in
            try type.payload(receiver, as: CellBinding.self).write(newValue, runtime: try session())
        })
        type.describe = { _ in "Binding" }
        registerModifiers(in: table)
    }

    /// The running session, which a binding's closures run in.
    private static func session() throws -> Runtime {
        guard let runtime = Runtime.current else { throw ScriptError.library("a Binding is read and written while a cell runs") }
        return runtime
    }

    private static func registerModifiers(in table: BindingTable) {
        guard let chartType = table.binding(for: Chart.self) else { return }
        let modifiers: [(String, SelectionAxis, String)] = [
            ("chartXSelection", .x, "the x value under the pointer (a number, a date, or the category of the band under it)"),
            ("chartYSelection", .y, "the y value under the pointer"),
            ("chartAngleSelection", .angle, "a pie's cumulative value at the pointer's angle, clockwise from the top (the sector whose running total first passes it is the one pointed at)"),
        ]
        for (name, axis, meaning) in modifiers {
            chartType.addMethod(name, [param("value", "Binding")], doc("func \(name)<P: Plottable>(value: Binding<P?>) -> Chart",
                "Writes \(meaning) to the binding as the pointer moves over the chart shown with interactive(_:), and nil when it leaves; the content closure then runs again, so marks that use the value (if let selected { RuleMark(x: .value(\"Day\", selected)) }) follow it. A picture drawn once shows the binding's value now.",
                "chart.\(name)(value: Binding(get: { selected }, set: { selected = $0 }))")) { receiver, arguments, runtime in
                guard case .native(let box) = try arguments.value(0), let binding = box.payload as? CellBinding else {
                    throw ScriptError.typeMismatch("\(name)(value:) takes a Binding, such as Binding(get: { selected }, set: { selected = $0 }) or $selected")
                }
                let chart = try chartType.payload(receiver, as: Chart.self)
                let wholeNumbers = Self.holdsWholeNumbers(chart, axis)
                let sink = SelectionSink { [weak runtime] plotted in
                    guard let runtime else { return }
                    try binding.write(Self.cellValue(plotted, wholeNumbers: wholeNumbers), runtime: runtime)
                }
                return .bound(chart.selecting(axis, into: sink))
            }
        }
    }

    /// Whether every value the marks put on `axis` is a whole number (the binding then gets an
    /// `Int`, rounded, as a `Binding<Int?>` in Swift Charts does).
    static func holdsWholeNumbers(_ chart: Chart, _ axis: SelectionAxis) -> Bool {
        var numbers: [Double] = []
        for mark in chart.marks {
            let encodings: [PlottedEncoding?]
            switch axis {
            case .x: encodings = [mark.x, mark.xEnd]
            case .y: encodings = [mark.y, mark.yEnd]
            case .angle: encodings = [mark.angle]
            }
            for case let encoding? in encodings {
                guard case .number(let number) = encoding.value else { return false }
                numbers.append(number)
            }
        }
        return !numbers.isEmpty && numbers.allSatisfy { $0 == $0.rounded() }
    }

    /// The cell value of a selected value: nil, an `Int` or `Double`, a `String`, a `Date`.
    static func cellValue(_ plotted: PlottedValue?, wholeNumbers: Bool) -> Value {
        switch plotted {
        case nil: return .null
        case .number(let number)?:
            if wholeNumbers, number.isFinite, abs(number) < 1e15 { return .int(Int(number.rounded())) }
            return .double(number)
        case .category(let text)?: return .string(text)
        case .date(let date)?: return .native(NativeBox(typeName: DateBindings.typeName, payload: date))
        }
    }
}
