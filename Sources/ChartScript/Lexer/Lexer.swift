/// Turns cell source into tokens with their locations.
///
/// Comments (`//`, nested `/* */`) and whitespace are skipped; each token records whether a
/// line break came before it, which is how statements end.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    /// Added to every offset, for interpolations lexed out of a larger source.
    private let base: SourceLocation
    /// The kind of the token lexed last (an opening bracket or comma before an operator
    /// counts as whitespace, as in Swift).
    private var previousKind: TokenKind?

    /// Creates a lexer for `source`; `base` is where `source` starts in the cell.
    init(_ source: String, base: SourceLocation = .start) {
        scalars = Array(source.unicodeScalars)
        self.base = base
        line = base.line
        column = base.column
    }

    /// Every token, ending with `.end`.
    static func tokens(of source: String, base: SourceLocation = .start) throws -> [Token] {
        var lexer = Lexer(source, base: base)
        var tokens: [Token] = []
        while true {
            let token: Token
            do { token = try lexer.next() } catch let overflow as LiteralOverflow {
                // `-9223372036854775809`: swiftc names the literal with its sign, at the `-`.
                if let last = tokens.last, last.kind == .symbol("-"), last.followsSpace, last.end == overflow.location {
                    throw LocatedError(literalOverflow("-" + overflow.digits, type: "Int"), at: last.location)
                }
                throw LocatedError(literalOverflow(overflow.digits, type: "Int"), at: overflow.location)
            }
            if let last = tokens.indices.last {
                tokens[last].precedesSpace = token.followsSpace || token.kind == .end || token.kind.isClosingPunctuation
            }
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    var location: SourceLocation {
        SourceLocation(line: line, column: column, offset: base.offset + index, cell: base.cell)
    }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let position = index + ahead
        return position < scalars.count ? scalars[position] : nil
    }

    mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private func error(_ expected: String, found: String, atEnd: Bool = false) -> LocatedError {
        LocatedError(.syntax(expected: expected, found: found, atEnd: atEnd), at: location)
    }

    /// Skips whitespace and comments; reports whether a newline or any space was skipped.
    private mutating func skipTrivia() throws -> (newline: Bool, space: Bool) {
        var newline = false, space = false
        while let scalar = peek() {
            if scalar == "\n" { newline = true; space = true; advance() }
            else if scalar == " " || scalar == "\t" || scalar == "\r" { space = true; advance() }
            else if scalar == "/" && peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
                space = true
            } else if scalar == "/" && peek(1) == "*" {
                let start = location
                advance(); advance()
                var depth = 1
                while depth > 0 {
                    guard let next = peek() else {
                        throw LocatedError(.syntax(expected: "'*/' to close the comment", found: "the end of the cell", atEnd: true), at: start)
                    }
                    if next == "/" && peek(1) == "*" { depth += 1; advance() }
                    else if next == "*" && peek(1) == "/" { depth -= 1; advance() }
                    if next == "\n" { newline = true }
                    advance()
                }
                space = true
            } else { break }
        }
        return (newline, space)
    }

    /// The next token.
    mutating func next() throws -> Token {
        let trivia = try skipTrivia()
        let start = location
        func make(_ kind: TokenKind) -> Token {
            defer { previousKind = kind }
            return Token(kind: kind, location: start, end: location, followsNewline: trivia.newline,
                  followsSpace: trivia.space || (previousKind?.isOpeningPunctuation ?? true))
        }
        guard let scalar = peek() else { return make(.end) }
        if scalar.startsIdentifier {
            // The run is found first and copied at once (no line breaks inside: only the column moves).
            var end = index + 1
            while end < scalars.count, scalars[end].continuesIdentifier { end += 1 }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[index..<end])
            column += end - index
            index = end
            if Keywords.reserved.contains(name) { return make(.keyword(name)) }
            return make(.identifier(name))
        }
        if scalar == "`" {
            advance()
            var name = ""
            while let next = peek(), next != "`", next != "\n" { name.unicodeScalars.append(next); advance() }
            guard peek() == "`", !name.isEmpty else { throw error("a closing '`' after the name", found: "the end of the line") }
            advance()
            return make(.identifier(name))
        }
        if scalar == "$", let digit = peek(1), ("0"..."9").contains(digit) {
            advance()
            var digits = ""
            while let next = peek(), ("0"..."9").contains(next) { digits.unicodeScalars.append(next); advance() }
            return make(.dollar(Int(digits) ?? 0))
        }
        if scalar == "$", let next = peek(1), next.startsIdentifier {
            // `$score`: a wrapped property's projected value.
            advance()
            var name = "$"
            while let next = peek(), next.continuesIdentifier { name.unicodeScalars.append(next); advance() }
            return make(.identifier(name))
        }
        if ("0"..."9").contains(scalar) { return make(try number()) }
        if scalar == "\"" { return make(try string()) }
        if scalar == "#", let hashes = extendedDelimiterLength() { return make(try string(hashes: hashes)) }
        if scalar == "#", peek(1) == "/" { return make(try regexLiteral()) }
        return make(try symbol())
    }

    /// After `0x`: a hexadecimal floating-point literal (`0xFp2`, `0xC.3p0`), or `nil` (nothing
    /// read) when the digits are not followed by a fraction or a `p` exponent.
    private mutating func hexadecimalFloat(start: SourceLocation) throws -> Double? {
        func hexValue(_ scalar: Unicode.Scalar?) -> Int? { scalar.flatMap { Int(String($0), radix: 16) } }
        var offset = 0
        while hexValue(peek(offset)) != nil || peek(offset) == "_" { offset += 1 }
        guard offset > 0 else { return nil }
        let hasFraction = peek(offset) == "." && hexValue(peek(offset + 1)) != nil
        var exponentAt = offset
        if hasFraction {
            exponentAt += 1
            while hexValue(peek(exponentAt)) != nil || peek(exponentAt) == "_" { exponentAt += 1 }
        }
        guard peek(exponentAt) == "p" || peek(exponentAt) == "P" else {
            if hasFraction { throw LocatedError(.syntax(expected: "a 'p' exponent after a hexadecimal fraction", found: "none", atEnd: false), at: start) }
            return nil
        }
        var mantissa = 0.0
        while let digit = hexValue(peek()) ?? (peek() == "_" ? -1 : nil) {
            if digit >= 0 { mantissa = mantissa * 16 + Double(digit) }
            advance()
        }
        if hasFraction {
            advance()
            var scale = 1.0 / 16
            while let digit = hexValue(peek()) ?? (peek() == "_" ? -1 : nil) {
                if digit >= 0 { mantissa += Double(digit) * scale; scale /= 16 }
                advance()
            }
        }
        advance()  // p
        var isNegative = false
        if peek() == "-" || peek() == "+" { isNegative = peek() == "-"; advance() }
        var exponentText = ""
        while let next = peek(), ("0"..."9").contains(next) || next == "_" { if next != "_" { exponentText.unicodeScalars.append(next) }; advance() }
        guard let exponent = Int(exponentText), exponent <= 4096 else {
            throw LocatedError(.syntax(expected: "a decimal exponent after 'p'", found: "'\(exponentText)'", atEnd: false), at: start)
        }
        return Double(sign: .plus, exponent: isNegative ? -exponent : exponent, significand: mantissa)
    }

    private mutating func number() throws -> TokenKind {
        let start = location
        var text = ""
        if peek() == "0", let radix = peek(1), radix == "x" || radix == "b" || radix == "o" {
            advance(); advance()
            if radix == "x", let hexFloat = try hexadecimalFloat(start: start) { return .double(hexFloat) }
            while let next = peek(), next.properties.isXIDContinue { if next != "_" { text.unicodeScalars.append(next) }; advance() }
            let base = radix == "x" ? 16 : radix == "b" ? 2 : 8
            guard let value = Int(text, radix: base) else {
                throw LocatedError(.syntax(expected: "a valid integer literal", found: "'0\(radix)\(text)'", atEnd: false), at: start)
            }
            return .integer(value)
        }
        var isDouble = false
        func digits() {
            while let next = peek(), ("0"..."9").contains(next) || next == "_" {
                if next != "_" { text.unicodeScalars.append(next) }
                advance()
            }
        }
        digits()
        // After a `.`, a number is a tuple index: `pair.0.1` is two accesses, not `0.1`.
        let isTupleIndex = previousKind == .symbol(".")
        if !isTupleIndex, peek() == ".", let after = peek(1), ("0"..."9").contains(after) {
            isDouble = true
            text.append("."); advance()
            digits()
        }
        if let e = peek(), e == "e" || e == "E" {
            let sign = peek(1)
            let hasSign = sign == "+" || sign == "-"
            if let digit = peek(hasSign ? 2 : 1), ("0"..."9").contains(digit) {
                isDouble = true
                text.append("e"); advance()
                if hasSign, let sign { text.unicodeScalars.append(sign); advance() }
                digits()
            }
        }
        if let next = peek(), next.properties.isXIDStart {
            throw error("a digit or the end of the number", found: "'\(next)'")
        }
        if isDouble {
            guard let value = Double(text) else { throw LocatedError(.syntax(expected: "a number", found: "'\(text)'", atEnd: false), at: start) }
            return .double(value)
        }
        guard let value = Int(text) else {
            // 2^63 is Int.min's magnitude: the lexer gives it as `Int.min`, which the parser
            // accepts only after a prefix `-` (`-9223372036854775808`, as swiftc accepts it).
            if text.drop(while: { $0 == "0" }) == Self.intMinMagnitude { return .integer(.min) }
            throw LiteralOverflow(digits: text, location: start)
        }
        return .integer(value)
    }

    /// An integer literal beyond Int's range, before the token in front of it is known.
    private struct LiteralOverflow: Error {
        var digits: String
        var location: SourceLocation
    }

    /// The digits of 2^63, the magnitude of `Int.min`.
    static let intMinMagnitude = "9223372036854775808"

    /// The error swiftc gives for an integer literal that does not fit in its type.
    static func literalOverflow(_ literal: String, type: String) -> ScriptError {
        .typeMismatch("integer literal '\(literal)' overflows when stored into '\(type)'")
    }

    /// The characters operators are made of (Swift's operator characters, ASCII part).
    static let operatorCharacters: Set<Unicode.Scalar> = ["/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?"]
    /// Punctuation that is always a token of its own.
    private static let punctuation: Set<Unicode.Scalar> = ["(", ")", "[", "]", "{", "}", ",", ";", ":", "@", "#", "\\"]

    /// An operator (the longest run of operator characters, as Swift lexes them; a run that
    /// starts with `.` may contain dots: `...`, `..<`), or punctuation.
    private mutating func symbol() throws -> TokenKind {
        guard let first = peek() else { throw error("an expression or statement", found: "the end of the cell", atEnd: true) }
        if Self.punctuation.contains(first) {
            advance()
            return .symbol(String(first))
        }
        if first == "." {
            guard peek(1) == "." else { advance(); return .symbol(".") }
            var text = ""
            while let next = peek(), next == "." || Self.operatorCharacters.contains(next), !startsComment(at: 0) {
                text.unicodeScalars.append(next)
                advance()
            }
            return .symbol(text)
        }
        guard Self.operatorCharacters.contains(first) else {
            throw error("an expression or statement", found: "'\(first)'")
        }
        var text = ""
        while let next = peek(), Self.operatorCharacters.contains(next), !(text.isEmpty == false && startsComment(at: 0)) {
            text.unicodeScalars.append(next)
            advance()
        }
        return .symbol(text)
    }

    /// Whether `//` or `/*` starts `ahead` scalars from here.
    private func startsComment(at ahead: Int) -> Bool {
        peek(ahead) == "/" && (peek(ahead + 1) == "/" || peek(ahead + 1) == "*")
    }
}
