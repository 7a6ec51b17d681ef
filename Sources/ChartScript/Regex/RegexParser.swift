/// Parses a pattern in Swift Regex's syntax (what `#/…/#` and `Regex("…")` accept) into a
/// ``RegexNode`` tree: literals and escapes, classes with ranges, POSIX names, Unicode
/// properties and set operations, groups (capturing, named, non-capturing, atomic,
/// lookahead, inline options), quantifiers (greedy, reluctant, possessive, counted) and
/// back references. What Swift refuses is refused here with Swift's reason where it has one
/// (lookbehind, `\K`, a quantifier on a quantifier, a reference to a missing group).
///
/// The parser works in one pass over the pattern's characters, so its time is linear in the
/// pattern; groups nest at most ``maximumDepth`` levels.
struct RegexParser {
    /// The deepest nesting of groups and classes accepted.
    static let maximumDepth = 256

    /// The parsed pattern.
    struct Result {
        /// The tree.
        var root: RegexNode
        /// The number of capturing groups.
        var captureCount: Int
        /// Each group's name by number (index 0, the whole match, has none).
        var captureNames: [String?]
    }

    private let pattern: String
    private let characters: [Character]
    private var position = 0
    private var depth = 0
    private var captureCount = 0
    private var captureNames: [String?] = [nil]
    private var namedReferences: [(name: String, ignoringCase: Bool)] = []
    private var numberedReferences: [Int] = []

    /// Parses `pattern` with `options` in force at its start.
    static func parse(_ pattern: String, options: RegexOptions = RegexOptions()) throws -> Result {
        var parser = RegexParser(pattern: pattern)
        var options = options
        let root = try parser.parseAlternation(options: &options)
        if parser.position < parser.characters.count {
            throw parser.error(parser.characters[parser.position] == ")" ? "unbalanced ')'" : "unexpected '\(parser.characters[parser.position])'")
        }
        try parser.checkReferences()
        let resolved = try parser.resolveNames(in: root)
        return Result(root: resolved, captureCount: parser.captureCount, captureNames: parser.captureNames)
    }

    private init(pattern: String) {
        self.pattern = pattern
        characters = Array(pattern)
    }

    private func error(_ reason: String) -> RegexSyntaxError {
        RegexSyntaxError(reason: reason, pattern: pattern)
    }

    private var atEnd: Bool { position >= characters.count }

    private func peek(_ offset: Int = 0) -> Character? {
        let index = position + offset
        return index < characters.count ? characters[index] : nil
    }

    private mutating func take(_ expected: Character) -> Bool {
        guard peek() == expected else { return false }
        position += 1
        return true
    }

    private mutating func take(_ expected: String) -> Bool {
        let wanted = Array(expected)
        guard position + wanted.count <= characters.count,
              Array(characters[position..<(position + wanted.count)]) == wanted else { return false }
        position += wanted.count
        return true
    }

    // MARK: Alternation, sequence, repetition

    private mutating func parseAlternation(options: inout RegexOptions) throws -> RegexNode {
        var alternatives = [try parseSequence(options: &options)]
        while take("|") {
            alternatives.append(try parseSequence(options: &options))
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    private mutating func parseSequence(options: inout RegexOptions) throws -> RegexNode {
        var nodes: [RegexNode] = []
        while true {
            skipExtendedSpace(options)
            guard let next = peek(), next != "|", next != ")" else { break }
            if isQuantifierStart() {
                throw error("quantifier '\(quantifierText())' must appear after expression")
            }
            guard let atom = try parseAtom(options: &options) else { continue }
            skipExtendedSpace(options)
            let node = try parseQuantifier(after: atom, options: options)
            if case .character(let second, let folding) = node, case .character(let first, folding)? = nodes.last,
               let combined = Self.combined(first, second) {
                nodes[nodes.count - 1] = .character(combined, ignoringCase: folding)
            } else {
                nodes.append(node)
            }
        }
        switch nodes.count {
        case 0: return .empty
        case 1: return nodes[0]
        default: return .sequence(nodes)
        }
    }

    /// Two literal characters that form one (a letter and a combining mark written apart).
    private static func combined(_ first: Character, _ second: Character) -> Character? {
        let text = String(first) + String(second)
        return text.count == 1 ? text.first : nil
    }

    private func isQuantifierStart() -> Bool {
        switch peek() {
        case "*", "+", "?": return true
        case "{": return countedBoundsLength() != nil
        default: return false
        }
    }

    private func quantifierText() -> String {
        guard peek() == "{", let length = countedBoundsLength() else { return peek().map(String.init) ?? "" }
        return String(characters[position..<(position + length)])
    }

    /// The length of `{n}`, `{n,}`, `{n,m}` or `{,m}` at the position, or nil when the brace
    /// starts no bounds (it is then a literal `{`).
    private func countedBoundsLength() -> Int? {
        var index = position + 1
        var digits = 0
        var sawComma = false
        var digitsAfterComma = 0
        while index < characters.count {
            let character = characters[index]
            if character == "}" {
                guard digits + digitsAfterComma > 0 else { return nil }
                return index - position + 1
            }
            if character.isASCII, character.isNumber {
                if sawComma { digitsAfterComma += 1 } else { digits += 1 }
            } else if character == ",", !sawComma {
                sawComma = true
            } else {
                return nil
            }
            index += 1
        }
        return nil
    }

    private mutating func parseQuantifier(after atom: RegexNode, options: RegexOptions) throws -> RegexNode {
        var minimum: Int
        var maximum: Int?
        switch peek() {
        case "*": minimum = 0; maximum = nil; position += 1
        case "+": minimum = 1; maximum = nil; position += 1
        case "?": minimum = 0; maximum = 1; position += 1
        case "{":
            guard let length = countedBoundsLength() else { return atom }
            let text = String(characters[(position + 1)..<(position + length - 1)])
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard let lower = parts[0].isEmpty ? 0 : Int(parts[0]) else { throw error("repetition count '\(text)' is too large") }
            minimum = lower
            if parts.count == 1 {
                maximum = lower
            } else if parts[1].isEmpty {
                maximum = nil
            } else {
                guard let upper = Int(parts[1]) else { throw error("repetition count '\(text)' is too large") }
                guard lower <= upper else {
                    throw error("range lower bound '\(lower)' must be less than or equal to upper bound '\(upper)'")
                }
                maximum = upper
            }
            position += length
        default:
            return atom
        }
        var kind = RegexRepetitionKind.greedy
        if take("?") { kind = .reluctant } else if take("+") { kind = .possessive }
        skipExtendedSpace(options)
        if isQuantifierStart() {
            throw error("quantifier '\(quantifierText())' must appear after expression")
        }
        if case .anchor = atom { return atom }
        return .repetition(atom, minimum: minimum, maximum: maximum, kind: kind)
    }

    private mutating func skipExtendedSpace(_ options: RegexOptions) {
        guard options.isExtended else { return }
        while let next = peek() {
            if next.isWhitespace {
                position += 1
            } else if next == "#" {
                while let character = peek(), !character.isNewline { position += 1 }
            } else {
                return
            }
        }
    }

    // MARK: Atoms

    /// The next atom, or nil for something that matches nothing on its own (`(?i)`).
    private mutating func parseAtom(options: inout RegexOptions) throws -> RegexNode? {
        guard let next = peek() else { return .empty }
        position += 1
        switch next {
        case "(": return try parseGroup(options: &options)
        case "[":
            return .characterClass(try parseClass(options: options))
        case ".": return .anyCharacter(matchingNewlines: options.dotMatchesNewlines)
        case "^": return .anchor(options.anchorsMatchLineEndings ? .startOfLine : .startOfText)
        case "$": return .anchor(options.anchorsMatchLineEndings ? .endOfLine : .endOfText)
        case "\\": return try parseEscape(options: options)
        default: return .character(next, ignoringCase: options.ignoresCase)
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw error("groups nested too deeply (limit \(Self.maximumDepth))") }
    }

    private mutating func parseGroup(options outer: inout RegexOptions) throws -> RegexNode? {
        try enter()
        defer { depth -= 1 }
        var options = outer
        var capture: Int?
        var kind = GroupKind.plain
        if take("?") {
            if take(":") {
                kind = .nonCapturing
            } else if take("=") {
                kind = .lookahead(negated: false)
            } else if take("!") {
                kind = .lookahead(negated: true)
            } else if take(">") {
                kind = .atomic
            } else if take("<=") || take("<!") {
                throw error("lookbehind is not currently supported")
            } else if take("#") {
                while let character = peek(), character != ")" { position += 1 }
                guard take(")") else { throw error("expected ')'") }
                return nil
            } else if peek() == "<" || peek() == "'" || (peek() == "P" && peek(1) == "<") {
                _ = take("P")
                let close: Character = take("<") ? ">" : { position += 1; return "'" }()
                let name = try parseName(until: close)
                guard !captureNames.contains(name) else { throw error("group named '\(name)' already exists") }
                capture = newCapture(named: name)
                kind = .nonCapturing
            } else {
                // Inline options: (?ismxn-ismxn) for the rest of the group, or (?…:…) for a group.
                let changed = try parseOptions(from: options)
                if take(")") {
                    outer = changed
                    return nil
                }
                guard take(":") else { throw error("expected ':' or ')' after options") }
                options = changed
                kind = .nonCapturing
            }
        } else if peek() == "*" {
            throw error("backtracking verbs are not currently supported")
        }
        if case .plain = kind {
            capture = options.groupsAreNamedOnly ? nil : newCapture(named: nil)
        }
        let body = try parseAlternation(options: &options)
        guard take(")") else { throw error("expected ')'") }
        switch kind {
        case .plain, .nonCapturing: return .group(body, capture: capture)
        case .lookahead(let negated): return .lookahead(body, negated: negated)
        case .atomic: return .atomic(body)
        }
    }

    private enum GroupKind {
        case plain, nonCapturing, atomic
        case lookahead(negated: Bool)
    }

    private mutating func newCapture(named name: String?) -> Int {
        captureCount += 1
        captureNames.append(name)
        return captureCount
    }

    private mutating func parseName(until close: Character) throws -> String {
        var name = ""
        while let character = peek(), character != close {
            guard character == "_" || character.isLetter || character.isNumber else {
                throw error("invalid character '\(character)' in group name")
            }
            name.append(character)
            position += 1
        }
        guard take(close), !name.isEmpty else { throw error("expected a group name") }
        guard !(name.first?.isNumber ?? false) else { throw error("group name '\(name)' must not start with a digit") }
        return name
    }

    private mutating func parseOptions(from options: RegexOptions) throws -> RegexOptions {
        var result = options
        var adding = true
        if take("^") {
            result = RegexOptions()
        }
        while let character = peek(), character != ")", character != ":" {
            position += 1
            switch character {
            case "-": adding = false
            case "i": result.ignoresCase = adding
            case "s": result.dotMatchesNewlines = adding
            case "m": result.anchorsMatchLineEndings = adding
            case "x": result.isExtended = adding
            case "n": result.groupsAreNamedOnly = adding
            default: throw error("option '\(character)' is not currently supported")
            }
        }
        return result
    }

    // MARK: Escapes

    private mutating func parseEscape(options: RegexOptions) throws -> RegexNode {
        guard let letter = peek() else { throw error("expected escape sequence") }
        position += 1
        let folding = options.ignoresCase
        switch letter {
        case "b": return .anchor(.wordBoundary)
        case "B": return .anchor(.notWordBoundary)
        case "A": return .anchor(.startOfText)
        case "z": return .anchor(.endOfText)
        case "Z": return .anchor(.endOfTextOrFinalNewline)
        case "G": return .anchor(.startOfSearch)
        case "y": return .empty
        case "X": return .anyCharacter(matchingNewlines: true)
        case "R": return .characterClass(RegexCharacterClass(members: [.property(.newline)]))
        case "Q":
            var nodes: [RegexNode] = []
            while !atEnd, !take("\\E") {
                nodes.append(.character(characters[position], ignoringCase: folding))
                position += 1
            }
            return nodes.count == 1 ? nodes[0] : .sequence(nodes)
        case "k":
            let close: Character
            if take("<") { close = ">" } else if take("'") { close = "'" } else if take("{") { close = "}" } else {
                throw error("expected a group name after \\k")
            }
            let name = try parseName(until: close)
            namedReferences.append((name, folding))
            return .backreference(-namedReferences.count, ignoringCase: folding)
        case "g":
            let braced = take("{")
            let number = try parseReferenceNumber()
            if braced, !take("}") { throw error("expected '}'") }
            numberedReferences.append(number)
            return .backreference(number, ignoringCase: folding)
        case "1"..."9":
            position -= 1
            let number = try parseReferenceNumber()
            numberedReferences.append(number)
            return .backreference(number, ignoringCase: folding)
        default:
            position -= 1
            if let property = try parseClassEscape(inClass: false) {
                return .characterClass(RegexCharacterClass(members: [.nested(property)], ignoresCase: folding))
            }
            return .character(try parseCharacterEscape(), ignoringCase: folding)
        }
    }

    private mutating func parseReferenceNumber() throws -> Int {
        var digits = ""
        while let character = peek(), character.isASCII, character.isNumber {
            digits.append(character)
            position += 1
        }
        guard let number = Int(digits), number > 0 else { throw error("expected a group number") }
        return number
    }

    /// A class escape after `\` (`\d`, `\W`, `\p{L}` …) as a class, or nil (the position
    /// unchanged) when the escape is not one.
    private mutating func parseClassEscape(inClass: Bool) throws -> RegexCharacterClass? {
        guard let letter = peek() else { return nil }
        let property: RegexProperty
        switch letter {
        case "d", "D": property = .decimalDigit
        case "w", "W": property = .wordCharacter
        case "s", "S": property = .whitespace
        case "h", "H": property = .horizontalWhitespace
        case "v", "V": property = .newline
        case "p", "P":
            position += 1
            let name: String
            if take("{") {
                var text = ""
                while let character = peek(), character != "}" { text.append(character); position += 1 }
                guard take("}") else { throw error("expected '}'") }
                name = text
            } else if let single = peek() {
                position += 1
                name = String(single)
            } else {
                throw error("expected a property name")
            }
            guard let found = RegexProperty.unicode(name) else { throw error("unknown character property '\(name)'") }
            return RegexCharacterClass(members: [.property(found)], isInverted: letter == "P")
        case "N": throw error("'\\N' is not currently supported")
        case "K", "O", "C": throw error("'\\\(letter)' is not currently supported")
        default: return nil
        }
        position += 1
        return RegexCharacterClass(members: [.property(property)], isInverted: letter.isUppercase)
    }

    /// A character escape after `\` (`\n`, `\u{1F600}`, `\.`); the position after it.
    private mutating func parseCharacterEscape() throws -> Character {
        guard let letter = peek() else { throw error("expected escape sequence") }
        position += 1
        switch letter {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "f": return "\u{0C}"
        case "a": return "\u{07}"
        case "e": return "\u{1B}"
        case "0":
            var digits = ""
            while digits.count < 2, let next = peek(), ("0"..."7").contains(next) { digits.append(next); position += 1 }
            return try scalar(digits.isEmpty ? "0" : digits, radix: 8)
        case "x":
            if take("{") { return try scalar(hexDigits(until: "}"), radix: 16) }
            var digits = ""
            while digits.count < 2, let next = peek(), next.isHexDigit { digits.append(next); position += 1 }
            return try scalar(digits.isEmpty ? "0" : digits, radix: 16)
        case "u":
            if take("{") { return try scalar(hexDigits(until: "}"), radix: 16) }
            return try scalar(fixedHexDigits(4), radix: 16)
        case "U": return try scalar(fixedHexDigits(8), radix: 16)
        case "o":
            guard take("{") else { throw error("expected '{' after \\o") }
            var digits = ""
            while let next = peek(), next != "}" { digits.append(next); position += 1 }
            guard take("}") else { throw error("expected '}'") }
            return try scalar(digits, radix: 8)
        case "c": throw error("control sequence is not currently supported")
        default:
            if letter.isLetter || letter.isNumber { throw error("invalid escape sequence '\\\(letter)'") }
            return letter
        }
    }

    private mutating func hexDigits(until close: Character) throws -> String {
        var digits = ""
        while let next = peek(), next != close {
            guard next.isHexDigit else { throw error("expected hexadecimal digits") }
            digits.append(next)
            position += 1
        }
        guard take(close) else { throw error("expected '\(close)'") }
        return digits
    }

    private mutating func fixedHexDigits(_ count: Int) throws -> String {
        var digits = ""
        while digits.count < count, let next = peek(), next.isHexDigit { digits.append(next); position += 1 }
        guard digits.count == count else { throw error("expected \(count) hexadecimal digits") }
        return digits
    }

    private func scalar(_ digits: String, radix: Int) throws -> Character {
        guard digits.count <= 8, let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) else {
            throw error("invalid scalar value '\(digits)'")
        }
        return Character(scalar)
    }

    // MARK: Classes

    private mutating func parseClass(options: RegexOptions) throws -> RegexCharacterClass {
        try enter()
        defer { depth -= 1 }
        let inverted = take("^")
        var members: [RegexCharacterClass.Member] = []
        var sawMember = false
        while true {
            if options.isExtended { while let next = peek(), next.isWhitespace { position += 1 } }
            guard let next = peek() else { throw error("expected ']'") }
            if next == "]" {
                guard sawMember else { throw error("expected custom character class members") }
                position += 1
                break
            }
            if take("&&") || take("--") {
                let isIntersection = characters[position - 1] == "&"
                let left = RegexCharacterClass(members: members, ignoresCase: options.ignoresCase)
                let right = try parseClassRest(options: options)
                guard take("]") else { throw error("expected ']'") }
                let member: RegexCharacterClass.Member = isIntersection ? .intersection(left, right) : .subtraction(left, right)
                return RegexCharacterClass(members: [member], isInverted: inverted, ignoresCase: options.ignoresCase)
            }
            members.append(try parseClassMember(options: options))
            sawMember = true
        }
        return RegexCharacterClass(members: members, isInverted: inverted, ignoresCase: options.ignoresCase)
    }

    /// The members after `&&` or `--` up to the class's `]`, as a class.
    private mutating func parseClassRest(options: RegexOptions) throws -> RegexCharacterClass {
        var members: [RegexCharacterClass.Member] = []
        while true {
            if options.isExtended { while let next = peek(), next.isWhitespace { position += 1 } }
            guard let next = peek() else { throw error("expected ']'") }
            if next == "]" { break }
            if peek() == "&" && peek(1) == "&" || peek() == "-" && peek(1) == "-" {
                let isIntersection = next == "&"
                position += 2
                let left = RegexCharacterClass(members: members, ignoresCase: options.ignoresCase)
                let right = try parseClassRest(options: options)
                return RegexCharacterClass(members: [isIntersection ? .intersection(left, right) : .subtraction(left, right)],
                                           ignoresCase: options.ignoresCase)
            }
            members.append(try parseClassMember(options: options))
        }
        guard !members.isEmpty else { throw error("expected custom character class members") }
        return RegexCharacterClass(members: members, ignoresCase: options.ignoresCase)
    }

    private mutating func parseClassMember(options: RegexOptions) throws -> RegexCharacterClass.Member {
        if peek() == "[" && peek(1) == ":" {
            position += 2
            let negated = take("^")
            var name = ""
            while let next = peek(), next != ":" { name.append(next); position += 1 }
            guard take(":]") else { throw error("expected ':]'") }
            guard let property = RegexProperty.posix(name) else { throw error("unknown POSIX class '\(name)'") }
            return .nested(RegexCharacterClass(members: [.property(property)], isInverted: negated))
        }
        if take("[") {
            return .nested(try parseClass(options: options))
        }
        guard let lower = try parseClassCharacter() else {
            // A class escape such as \d.
            guard let inner = try parseClassEscape(inClass: true) else { throw error("invalid escape in class") }
            return .nested(inner)
        }
        guard peek() == "-", let after = peek(1), after != "]" else { return .character(lower) }
        position += 1
        guard let upper = try parseClassCharacter() else { throw error("invalid range end") }
        guard let low = lower.unicodeScalars.singleScalar, let high = upper.unicodeScalars.singleScalar else {
            throw error("a range's bounds must be single scalars")
        }
        guard low <= high else { throw error("character '\(lower)' must compare less than or equal to '\(upper)'") }
        return .range(low, high)
    }

    /// A character inside a class (a literal, or an escape for one), or nil (nothing taken)
    /// at a class escape such as `\d`.
    private mutating func parseClassCharacter() throws -> Character? {
        guard let next = peek() else { throw error("expected ']'") }
        guard next == "\\" else {
            position += 1
            return next
        }
        position += 1
        if take("b") { return "\u{08}" }
        if let letter = peek(), "dDwWsShHvVpPNKOC".contains(letter) { return nil }
        return try parseCharacterEscape()
    }

    // MARK: References

    private func checkReferences() throws {
        for number in numberedReferences where number > captureCount {
            throw error("no capture numbered \(number)")
        }
        for reference in namedReferences where !captureNames.contains(reference.name) {
            throw error("no capture named '\(reference.name)'")
        }
    }

    /// The tree with named references (numbered -1, -2 … while parsing) given their groups' numbers.
    private func resolveNames(in node: RegexNode) throws -> RegexNode {
        guard !namedReferences.isEmpty else { return node }
        func resolve(_ node: RegexNode) -> RegexNode {
            switch node {
            case let .backreference(number, folding) where number < 0:
                let name = namedReferences[-number - 1].name
                return .backreference(captureNames.firstIndex(of: name) ?? 0, ignoringCase: folding)
            case .sequence(let nodes): return .sequence(nodes.map(resolve))
            case .alternation(let nodes): return .alternation(nodes.map(resolve))
            case let .group(inner, capture): return .group(resolve(inner), capture: capture)
            case let .repetition(inner, minimum, maximum, kind):
                return .repetition(resolve(inner), minimum: minimum, maximum: maximum, kind: kind)
            case let .lookahead(inner, negated): return .lookahead(resolve(inner), negated: negated)
            case .atomic(let inner): return .atomic(resolve(inner))
            default: return node
            }
        }
        return resolve(node)
    }
}
