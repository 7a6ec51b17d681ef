/// Inline fast paths for arithmetic and comparison on two Ints or two Doubles, and comparison
/// of two Strings (a sort's comparator), the hot path of numeric loops and closures; anything
/// else (mixed types, overflow, errors) goes to ``Operators``.
enum FastOperators {
    /// A compiled `left op right` with a fast path, or `nil` when `symbol` has none.
    ///
    /// An integer literal operand (`intLiteral`: which side is one) becomes a Double beside a
    /// Double, as Swift types it, and is promoted inline; an Int variable beside a Double goes
    /// to `general` (which notes what Swift needs).
    static func compile(_ symbol: String, _ left: @escaping Evaluator, _ right: @escaping Evaluator,
                        general: @escaping Operators.Infix, intLiteral: LiteralSide = [], at location: SourceLocation) -> Evaluator? {
        switch symbol {
        case "+":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { let (r, o) = x.addingReportingOverflow(y); if !o { return .int(r) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x + y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .double(x + y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "-":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { let (r, o) = x.subtractingReportingOverflow(y); if !o { return .int(r) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x - y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .double(x - y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "*":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { let (r, o) = x.multipliedReportingOverflow(by: y); if !o { return .int(r) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x * y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .double(x * y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "/":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { if y != 0 && !(x == .min && y == -1) { return .int(x / y) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x / y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .double(x / y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "%":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { if y != 0 && !(x == .min && y == -1) { return .int(x % y) } }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "<":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x < y) }
                else if case .double(let x) = a, case .double(let y) = b { return .bool(x < y) }
                else if case .string(let x) = a, case .string(let y) = b { return .bool(x < y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .bool(x < y) }
                else if !intLiteral.isEmpty, let (x, y) = sizedBesideLiteral(a, b, intLiteral) { return .bool(x < y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "<=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x <= y) }
                else if case .double(let x) = a, case .double(let y) = b { return .bool(x <= y) }
                else if case .string(let x) = a, case .string(let y) = b { return .bool(x <= y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .bool(x <= y) }
                else if !intLiteral.isEmpty, let (x, y) = sizedBesideLiteral(a, b, intLiteral) { return .bool(x <= y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case ">":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x > y) }
                else if case .double(let x) = a, case .double(let y) = b { return .bool(x > y) }
                else if case .string(let x) = a, case .string(let y) = b { return .bool(x > y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .bool(x > y) }
                else if !intLiteral.isEmpty, let (x, y) = sizedBesideLiteral(a, b, intLiteral) { return .bool(x > y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case ">=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x >= y) }
                else if case .double(let x) = a, case .double(let y) = b { return .bool(x >= y) }
                else if case .string(let x) = a, case .string(let y) = b { return .bool(x >= y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .bool(x >= y) }
                else if !intLiteral.isEmpty, let (x, y) = sizedBesideLiteral(a, b, intLiteral) { return .bool(x >= y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "==":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x == y) }
                else if case .double(let x) = a, case .double(let y) = b { return .bool(x == y) }
                else if case .string(let x) = a, case .string(let y) = b { return .bool(x == y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .bool(x == y) }
                else if !intLiteral.isEmpty, let (x, y) = sizedBesideLiteral(a, b, intLiteral) { return .bool(x == y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        case "!=":
            return { frame in
                let a = try left(frame), b = try right(frame)
                if case .int(let x) = a, case .int(let y) = b { return .bool(x != y) }
                else if case .double(let x) = a, case .double(let y) = b { return .bool(x != y) }
                else if case .string(let x) = a, case .string(let y) = b { return .bool(x != y) }
                else if !intLiteral.isEmpty, let (x, y) = promoted(a, b, intLiteral) { return .bool(x != y) }
                else if !intLiteral.isEmpty, let (x, y) = sizedBesideLiteral(a, b, intLiteral) { return .bool(x != y) }
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        default:
            return nil
        }
    }

    /// Which operands are integer literals.
    struct LiteralSide: OptionSet {
        let rawValue: Int
        static let left = LiteralSide(rawValue: 1)
        static let right = LiteralSide(rawValue: 2)
    }

    /// A fixed-width integer and an integer literal that fits its type, as Ints to compare
    /// (`byte == 101` in a loop over `s.utf8`); `nil` otherwise (a literal that does not fit
    /// goes to ``Operators``, which refuses it as Swift does).
    static func sizedBesideLiteral(_ a: Value, _ b: Value, _ literal: LiteralSide) -> (Int, Int)? {
        switch (a, b) {
        case let (.native(box), .int(y)) where literal.contains(.right):
            guard let x = box.sizedInteger, let value = x.exactInt, SizedInteger.exactly(y, x.width) != nil else { return nil }
            return (value, y)
        case let (.int(x), .native(box)) where literal.contains(.left):
            guard let y = box.sizedInteger, let value = y.exactInt, SizedInteger.exactly(x, y.width) != nil else { return nil }
            return (x, value)
        default: return nil
        }
    }

    /// Two numbers as Doubles when one is an Int literal and the other a Double.
    @inline(__always)
    static func promoted(_ a: Value, _ b: Value, _ literal: LiteralSide) -> (Double, Double)? {
        switch (a, b) {
        case let (.int(x), .double(y)) where literal.contains(.left): return (Double(x), y)
        case let (.double(x), .int(y)) where literal.contains(.right): return (x, Double(y))
        default: return nil
        }
    }
}

extension FastOperators {
    /// `general` with an inline path for two Ints or two Doubles, for compound assignment
    /// (`total += x`); other operators are returned unchanged.
    static func combining(_ symbol: String, general: @escaping Operators.Infix) -> Operators.Infix {
        switch symbol {
        case "+":
            return { a, b in
                if case .int(let x) = a, case .int(let y) = b { let (r, o) = x.addingReportingOverflow(y); if !o { return .int(r) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x + y) }
                return try general(a, b)
            }
        case "-":
            return { a, b in
                if case .int(let x) = a, case .int(let y) = b { let (r, o) = x.subtractingReportingOverflow(y); if !o { return .int(r) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x - y) }
                return try general(a, b)
            }
        case "*":
            return { a, b in
                if case .int(let x) = a, case .int(let y) = b { let (r, o) = x.multipliedReportingOverflow(by: y); if !o { return .int(r) } }
                else if case .double(let x) = a, case .double(let y) = b { return .double(x * y) }
                return try general(a, b)
            }
        default:
            return general
        }
    }
}
