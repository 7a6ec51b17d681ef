import ChartData
import FoundationEssentials

/// The operators of ChartData's columns and masks, which the interpreter's operators try
/// through ``FoundationOperators``: `column / 1000`, `a - b`, `column > 4000` (a ``RowMask``),
/// `mask && other`, `!mask`. Each calls the ChartData operator a Swift program calls.
enum ColumnOperators {
    /// Whether `value` holds a column or a mask.
    static func involvesColumns(_ a: Value, _ b: Value) -> Bool {
        isColumnOrMask(a) || isColumnOrMask(b)
    }

    private static func isColumnOrMask(_ value: Value) -> Bool {
        guard case .native(let box) = value else { return false }
        switch box.payload {
        case is Column<Int>, is Column<Double>, is Column<String>, is Column<Date>, is Column<Bool>, is RowMask: return true
        default: return false
        }
    }

    /// The result of `a symbol b` when either is a column or a mask, nil otherwise.
    static func binary(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        guard involvesColumns(a, b), case .native = a.isNativeOrSelf(b) else { return nil }
        if let result = try masks(symbol, a, b) { return result }
        if let result = try doubles(symbol, a, b) { return result }
        if let result = try integers(symbol, a, b) { return result }
        if let result = try comparable(symbol, a, b, String.self, { if case .string(let text) = $0 { return text }; return nil }) { return result }
        if let result = try comparable(symbol, a, b, Date.self, { if case .native(let box) = $0 { return box.payload as? Date }; return nil }) { return result }
        if case .native(let box) = a, let column = box.payload as? Column<Bool>, case .bool(let flag) = b {
            if symbol == "==" { return .bound(column == flag) }
            if symbol == "!=" { return .bound(column != flag) }
        }
        throw ScriptError.typeMismatch("binary operator '\(symbol)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'"
            + hint(a, b))
    }

    /// `!mask`.
    static func not(_ value: Value) -> Value? {
        guard case .native(let box) = value, let mask = box.payload as? RowMask else { return nil }
        return .bound(!mask)
    }

    private static func hint(_ a: Value, _ b: Value) -> String {
        if case .native(let box) = a, box.payload is Column<Int>, case .double = b {
            return "; a Column<Int> computes with Ints: write column.doubles for Doubles"
        }
        return ""
    }

    private static func masks(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        guard case .native(let left) = a, let x = left.payload as? RowMask else { return nil }
        guard case .native(let right) = b, let y = right.payload as? RowMask else { return nil }
        guard x.count == y.count else { throw ScriptError.typeMismatch("the masks have \(x.count) and \(y.count) rows") }
        switch symbol {
        case "&", "&&": return .bound(x & y)
        case "|", "||": return .bound(x | y)
        case "==": return .bool(x == y)
        case "!=": return .bool(x != y)
        default: return nil
        }
    }

    private static func doubles(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        try numbers(symbol, a, b, Double.self) { $0.asDouble }
    }

    private static func integers(_ symbol: String, _ a: Value, _ b: Value) throws -> Value? {
        try numbers(symbol, a, b, Int.self) { if case .int(let number) = $0 { return number }; return nil }
    }

    /// `a symbol b` for a `Column<T>` with another, with a `T`, or a `T` with a column: the
    /// arithmetic symbols through one table, the rest as comparisons.
    private static func numbers<T: ColumnArithmeticElement>(_ symbol: String, _ a: Value, _ b: Value, _ type: T.Type,
                                                            _ scalar: (Value) -> T?) throws -> Value? {
        typealias C = Column<T>
        let arithmetic: ((C, C) -> C, (C, T) -> C, (T, C) -> C)?
        switch symbol {
        case "+": arithmetic = ((+), (+), (+))
        case "-": arithmetic = ((-), (-), (-))
        case "*": arithmetic = ((*), (*), (*))
        case "/": arithmetic = ((/), (/), (/))
        default: arithmetic = nil
        }
        switch (a, b) {
        case (.native(let x), .native(let y)):
            guard let l = x.payload as? C, let r = y.payload as? C else { return nil }
            guard l.count == r.count else { throw ScriptError.typeMismatch("the columns have \(l.count) and \(r.count) rows") }
            if let arithmetic { return .bound(arithmetic.0(l, r)) }
            return comparison(symbol, l, r)
        case (.native(let x), _):
            guard let l = x.payload as? C, let r = scalar(b) else { return nil }
            if let arithmetic { return .bound(arithmetic.1(l, r)) }
            return comparison(symbol, l, r)
        case (_, .native(let y)):
            guard let r = y.payload as? C, let l = scalar(a) else { return nil }
            if let arithmetic { return .bound(arithmetic.2(l, r)) }
            return comparison(flipped(symbol), r, l)
        default: return nil
        }
    }

    private static func comparable<T: Comparable>(_ symbol: String, _ a: Value, _ b: Value, _ type: T.Type,
                                                  _ scalar: (Value) -> T?) throws -> Value? {
        typealias C = Column<T>
        if case .native(let x) = a, let l = x.payload as? C {
            if case .native(let y) = b, let r = y.payload as? C { return comparison(symbol, l, r) }
            if let r = scalar(b) { return comparison(symbol, l, r) }
        }
        if case .native(let y) = b, let r = y.payload as? C, let l = scalar(a) { return comparison(flipped(symbol), r, l) }
        return nil
    }

    private static func comparison<T: Comparable>(_ symbol: String, _ l: Column<T>, _ r: T) -> Value? {
        switch symbol {
        case "==": return .bound(l == r)
        case "!=": return .bound(l != r)
        case "<": return .bound(l < r)
        case "<=": return .bound(l <= r)
        case ">": return .bound(l > r)
        case ">=": return .bound(l >= r)
        default: return nil
        }
    }

    private static func comparison<T: Comparable>(_ symbol: String, _ l: Column<T>, _ r: Column<T>) -> Value? {
        switch symbol {
        case "==": return .bound(l == r)
        case "!=": return .bound(l != r)
        case "<": return .bound(l < r)
        case "<=": return .bound(l <= r)
        case ">": return .bound(l > r)
        case ">=": return .bound(l >= r)
        default: return nil
        }
    }

    /// The comparison with its operands swapped (`3 < column` is `column > 3`).
    private static func flipped(_ symbol: String) -> String {
        switch symbol {
        case "<": return ">"
        case "<=": return ">="
        case ">": return "<"
        case ">=": return "<="
        default: return symbol
        }
    }
}

private extension Value {
    /// A native value among the two, for a quick check.
    func isNativeOrSelf(_ other: Value) -> Value {
        if case .native = self { return self }
        return other
    }
}
