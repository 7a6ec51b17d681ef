/// Swift's infix operators and their precedence groups, loosest first.
enum Precedence {
    /// The binding power of a standard infix operator; higher binds tighter.
    static func of(_ symbol: String) -> Int? {
        switch symbol {
        case "||": return 20
        case "&&": return 30
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=": return 40
        case "??": return 50
        case "...", "..<": return 60
        case "+", "-", "|", "^", "&+", "&-": return 70
        case "*", "/", "%", "&", "&*": return 80
        case "<<", ">>": return 90
        default: return nil
        }
    }

    /// `is`, `as`, `as?` and `as!` (CastingPrecedence): tighter than `??`, looser than ranges.
    static let casting = 55
    /// The ternary conditional binds looser than every infix operator above.
    static let ternary = 10
    /// Custom operators declared without a precedence group (DefaultPrecedence).
    static let defaultGroup = 15

    /// Operators grouping to the right (`a ?? b ?? c`).
    static func isRightAssociative(_ symbol: String) -> Bool { symbol == "??" }

    /// The binding power of a standard precedence group named in an operator declaration.
    static func ofGroup(_ name: String) -> (precedence: Int, isRightAssociative: Bool)? {
        switch name {
        case "AssignmentPrecedence": return (5, true)
        case "TernaryPrecedence": return (10, true)
        case "DefaultPrecedence": return (15, false)
        case "LogicalDisjunctionPrecedence": return (20, false)
        case "LogicalConjunctionPrecedence": return (30, false)
        case "ComparisonPrecedence": return (40, false)
        case "NilCoalescingPrecedence": return (50, true)
        case "CastingPrecedence": return (55, false)
        case "RangeFormationPrecedence": return (60, false)
        case "AdditionPrecedence": return (70, false)
        case "MultiplicationPrecedence": return (80, false)
        case "BitwiseShiftPrecedence": return (90, false)
        default: return nil
        }
    }

    /// Compound assignment operators and the operator each applies.
    static let compoundAssignments: [String: String] = [
        "+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "&=": "&", "|=": "|", "^=": "^",
        "<<=": "<<", ">>=": ">>", "&+=": "&+", "&-=": "&-", "&*=": "&*",
    ]
}
