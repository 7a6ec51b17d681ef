import FoundationEssentials

/// The operators Foundation gives dates: `date + seconds`, `date - seconds`,
/// and the comparisons `<`, `<=`, `>`, `>=` (equality is the native values' own).
enum DateArithmetic {
    /// The result of `a symbol b` when either is a date, or `nil` when neither is.
    static func binary(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        let first = payload(a)
        let second = payload(b)
        guard first != nil || second != nil else { return nil }
        switch (symbol, first, second) {
        case ("+", let date?, nil):
            guard let seconds = b.asDouble else { return nil }
            return DateBindings.value(date.addingTimeInterval(seconds))
        case ("-", let date?, nil):
            guard let seconds = b.asDouble else { return nil }
            return DateBindings.value(date.addingTimeInterval(-seconds))
        case ("-", _?, _?):
            throw ScriptError.typeMismatch("Swift has no '-' between two Dates; write later.timeIntervalSince(earlier)")
        case ("<", let x?, let y?): return .bool(x < y)
        case ("<=", let x?, let y?): return .bool(x <= y)
        case (">", let x?, let y?): return .bool(x > y)
        case (">=", let x?, let y?): return .bool(x >= y)
        default: return nil
        }
    }

    private static func payload(_ value: Value) -> Date? {
        guard case .native(let box) = value else { return nil }
        return box.payload as? Date
    }
}
