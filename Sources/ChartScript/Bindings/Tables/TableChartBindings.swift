import ChartCore
import ChartData

/// Charts of two-column tables (categories, values), as `count(by:)`, `sum(of:by:)` and
/// `count(byMonthOf:)` return: `BarChart(bySubject)`, `PieChart(bySubject)`, `LineGraph(byMonth)`.
///
/// Each chart kind that ChartData extends with `init(_ table: Table)` adds it in its own
/// bindings file, on its own binding, so the initialiser cannot be lost to the order in which
/// areas register.
enum TableChartBindings {
    /// Adds `init(_ table: Table) throws` to the binding `type` of the chart kind `C`, beside
    /// its initialisers from plain values: a call takes the one whose parameter type fits.
    static func addInitializer<C: DrawableChart>(to type: TypeBinding, _ make: @escaping (Table) throws -> C,
                                         frame makeFromFrame: @escaping (DataFrame) throws -> C,
                                         _ summary: String, example: String) {
        type.addInitializer([param(nil, "Any")], doc("init(_ frame: DataFrame) throws", summary, example)) { arguments, _ in
            let argument = try arguments.value(0)
            if case .native(let box) = argument, let frame = box.payload as? DataFrame { return .bound(try makeFromFrame(frame)) }
            return .bound(try make(try arguments.bound(0, as: Table.self)))
        }
    }
}
