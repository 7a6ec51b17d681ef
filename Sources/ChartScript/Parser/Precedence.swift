/// Swift's infix operators and their precedence groups, loosest first.
enum Precedence {
    /// The binding power of a standard infix operator; higher binds tighter.
    static func of(_ symbol: String) -> Int? {
        switch symbol {
        case "||": return 2000
        case "&&": return 3000
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return 4000
        case "??": return 5000
        case "...", "..<": return 6000
        case "+", "-", "|", "^", "&+", "&-": return 7000
        case "*", "/", "%", "&", "&*": return 8000
        case "<<", ">>": return 9000
        default: return nil
        }
    }

    /// `is`, `as`, `as?` and `as!` (CastingPrecedence): tighter than `??`, looser than ranges.
    static let casting = 5500
    /// The ternary conditional binds looser than every infix operator above.
    static let ternary = 1000
    /// Custom operators declared without a precedence group (DefaultPrecedence).
    static let defaultGroup = 1500

    /// Operators grouping to the right (`a ?? b ?? c`).
    static func isRightAssociative(_ symbol: String) -> Bool { symbol == "??" }

    /// The binding power of a standard precedence group named in an operator declaration.
    /// The standard groups are 100 apart, so groups a cell declares fit between them.
    static func ofGroup(_ name: String) -> (precedence: Int, isRightAssociative: Bool)? {
        switch name {
        case "AssignmentPrecedence": return (500, true)
        case "TernaryPrecedence": return (1000, true)
        case "DefaultPrecedence": return (1500, false)
        case "LogicalDisjunctionPrecedence": return (2000, false)
        case "LogicalConjunctionPrecedence": return (3000, false)
        case "ComparisonPrecedence": return (4000, false)
        case "NilCoalescingPrecedence": return (5000, true)
        case "CastingPrecedence": return (5500, false)
        case "RangeFormationPrecedence": return (6000, false)
        case "AdditionPrecedence": return (7000, false)
        case "MultiplicationPrecedence": return (8000, false)
        case "BitwiseShiftPrecedence": return (9000, false)
        default: return nil
        }
    }

    /// Compound assignment operators and the operator each applies.
    static let compoundAssignments: [String: String] = [
        "+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "&=": "&", "|=": "|", "^=": "^",
        "<<=": "<<", ">>=": ">>", "&+=": "&+", "&-=": "&-", "&*=": "&*",
    ]
}
