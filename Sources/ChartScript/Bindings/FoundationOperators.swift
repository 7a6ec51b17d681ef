/// The operators of Foundation's values, which the interpreter's operators try once the
/// numbers, strings and collections they know are ruled out: dates (``DateArithmetic``) and
/// measurements (``MeasurementArithmetic``), and ChartData's columns and masks (``ColumnOperators``).
enum FoundationOperators {
    /// The result of `a symbol b` for Foundation values, or `nil` when neither is one.
    static func binary(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        if case .native = a {} else if case .native = b {} else { return nil }
        if let result = try ColumnOperators.binary(symbol, a, b) { return result }
        if let result = try DateArithmetic.binary(symbol, a, b) { return result }
        return try MeasurementArithmetic.binary(symbol, a, b)
    }
}
