/// A parsed regular expression: the tree ``RegexParser`` makes of a pattern in Swift Regex's
/// syntax, which ``RegexCompiler`` turns into a ``RegexProgram``. Options in force where a
/// piece was written (`(?i)`, `(?s)`, `(?m)`) are already applied to the piece.
indirect enum RegexNode {
    /// Matches the empty string.
    case empty
    /// One character, compared as Swift compares characters (canonical equivalence), or
    /// ignoring case.
    case character(Character, ignoringCase: Bool)
    /// `.`: any character, or any but a newline.
    case anyCharacter(matchingNewlines: Bool)
    /// A bracketed class or an escape such as `\d`.
    case characterClass(RegexCharacterClass)
    /// A zero-width test of the position (`^`, `$`, `\b` …).
    case anchor(RegexAnchor)
    /// The pieces one after another.
    case sequence([RegexNode])
    /// The first alternative that leads to a match.
    case alternation([RegexNode])
    /// A group; `capture` is its number when it captures.
    case group(RegexNode, capture: Int?)
    /// A repeated piece: at least `minimum`, at most `maximum` (nil: no limit) times.
    case repetition(RegexNode, minimum: Int, maximum: Int?, kind: RegexRepetitionKind)
    /// `(?=…)` or `(?!…)`: whether the piece matches here, consuming nothing.
    case lookahead(RegexNode, negated: Bool)
    /// `(?>…)`: the piece's first match, never backtracked into.
    case atomic(RegexNode)
    /// `\1`, `\k<name>`: the text a group captured, again.
    case backreference(Int, ignoringCase: Bool)

    /// Whether the piece can match without consuming a character.
    var canMatchEmpty: Bool {
        switch self {
        case .empty, .anchor, .lookahead, .backreference: return true
        case .character, .anyCharacter, .characterClass: return false
        case .sequence(let nodes): return nodes.allSatisfy(\.canMatchEmpty)
        case .alternation(let nodes): return nodes.contains(where: \.canMatchEmpty)
        case .group(let node, _), .atomic(let node): return node.canMatchEmpty
        case let .repetition(node, minimum, _, _): return minimum == 0 || node.canMatchEmpty
        }
    }
}

/// How a repetition chooses how many times to repeat.
enum RegexRepetitionKind {
    /// As many as can be (`*`, `+`, `?`, `{n,m}`), giving back on failure.
    case greedy
    /// As few as can be (`*?`).
    case reluctant
    /// As many as can be, never giving back (`*+`).
    case possessive
}

/// Zero-width tests of a position.
enum RegexAnchor {
    /// `^` (without `(?m)`), `\A`: the start of the text.
    case startOfText
    /// `$` (without `(?m)`), `\z`: the end of the text.
    case endOfText
    /// `\Z`: the end of the text, or before a newline that ends it.
    case endOfTextOrFinalNewline
    /// `^` with `(?m)`: the start of the text or just after a newline.
    case startOfLine
    /// `$` with `(?m)`: the end of the text or just before a newline.
    case endOfLine
    /// `\b`: between a word character and something else.
    case wordBoundary
    /// `\B`: not at a word boundary.
    case notWordBoundary
    /// `\G`: where the search started.
    case startOfSearch
}

/// The options of a part of a pattern (`(?i)` and friends).
struct RegexOptions {
    /// `i`: letters match either case.
    var ignoresCase = false
    /// `s`: `.` matches newlines too.
    var dotMatchesNewlines = false
    /// `m`: `^` and `$` match at line ends.
    var anchorsMatchLineEndings = false
    /// `x`: whitespace and `#` comments in the pattern are ignored.
    var isExtended = false
    /// `n`: plain groups do not capture.
    var groupsAreNamedOnly = false
}

/// A pattern that is not a valid regular expression, with the reason.
struct RegexSyntaxError: Error, CustomStringConvertible {
    /// What is wrong, as Swift says it where it can.
    var reason: String
    /// The pattern.
    var pattern: String

    var description: String { "invalid regular expression '\(pattern)': \(reason)" }
}
