/// Swift's infix operators and their precedence groups, loosest first.
enum Precedence {
    /// The binding power of an infix operator; higher binds tighter.
    static func of(_ symbol: String) -> Int? {
        switch symbol {
        case "||": return 20
        case "&&": return 30
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==": return 40
        case "??": return 50
        case "...", "..<": return 60
        case "+", "-", "|", "^", "&+", "&-": return 70
        case "*", "/", "%", "&", "&*": return 80
        case "<<", ">>": return 90
        default: return nil
        }
    }

    /// The ternary conditional binds looser than every infix operator above.
    static let ternary = 10

    /// Operators grouping to the right (`a ?? b ?? c`).
    static func isRightAssociative(_ symbol: String) -> Bool { symbol == "??" }
}
