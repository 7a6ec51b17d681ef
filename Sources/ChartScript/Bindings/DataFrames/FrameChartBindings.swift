import ChartCore
import ChartData

/// Charts of two-column DataFrames (categories or dates, then numbers), as
/// `grouped(by:).counts()` makes them: `BarChart(bySubject)`, `PieChart(bySubject)`,
/// `LineGraph(byMonth)`.
///
/// Each chart kind that ChartData extends with `init(_ frame: DataFrame)` adds it in its own
/// bindings file, on its own binding, so the initialiser cannot be lost to the order in which
/// areas register.
enum FrameChartBindings {
    /// Adds `init(_ frame: DataFrame) throws` to the binding `type` of the chart kind `C`,
    /// beside its initialisers from plain values: a call takes the one whose parameter type fits.
    static func addInitializer<C: DrawableChart>(to type: TypeBinding, _ make: @escaping (DataFrame) throws -> C,
                                                 _ summary: String, example: String) {
        type.addInitializer([param(nil, "Any")], doc("init(_ frame: DataFrame) throws", summary, example)) { arguments, _ in
            .bound(try make(try arguments.bound(0, as: DataFrame.self)))
        }
    }
}
