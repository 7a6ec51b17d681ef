
extension Lexer {
    /// The number of `#` before a `"` at the cursor (`#"…"#`, `##"…"##`), or `nil` when the
    /// `#` there does not open a string with extended delimiters.
    func extendedDelimiterLength() -> Int? {
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        return hashes > 0 && peek(hashes) == "\"" ? hashes : nil
    }

    /// Lexes a string literal starting at its opening delimiter: single-line `"…"` or
    /// multi-line `"""…"""`, either one inside `hashes` number signs (`#"…"#`, in which a
    /// backslash escapes only as `\#n` and interpolates only as `\#(…)`), resolving escapes and
    /// cutting out interpolations `\( … )` as source segments.
    mutating func string(hashes: Int = 0) throws -> TokenKind {
        let start = location
        for _ in 0..<hashes { advance() }
        if peek(1) == "\"" && peek(2) == "\"" {
            advance(); advance(); advance()
            return try multiLineString(start: start, hashes: hashes)
        }
        advance()
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let scalar = peek(), scalar != "\n" else {
                throw LocatedError(.syntax(expected: "'\"' to close the string", found: peek() == nil ? "the end of the cell" : "the end of the line", atEnd: peek() == nil), at: start)
            }
            if scalar == "\"" && closesDelimiter(after: 1, hashes: hashes) {
                for _ in 0...hashes { advance() }
                break
            }
            if scalar == "\\" && opensEscape(hashes: hashes) {
                try backslash(into: &text, segments: &segments, keepsEmptyText: false, hashes: hashes)
                continue
            }
            text.unicodeScalars.append(scalar)
            advance()
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .string(segments)
    }

    /// `#/pattern/#`: a regex literal on one line, its pattern kept as written.
    mutating func regexLiteral() throws -> TokenKind {
        advance(); advance()
        var pattern = ""
        while let scalar = peek(), scalar != "\n" {
            if scalar == "/" && peek(1) == "#" {
                advance(); advance()
                return .regex(pattern)
            }
            pattern.unicodeScalars.append(scalar)
            advance()
        }
        throw LocatedError(.syntax(expected: "'/#' to close the regex literal", found: "the end of the line", atEnd: false), at: location)
    }

    /// Whether `hashes` number signs follow the cursor at offset `ahead` (the end of a
    /// delimiter that began with as many).
    private func closesDelimiter(after ahead: Int, hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { peek(ahead + $0) == "#" }
    }

    /// Whether the backslash at the cursor starts an escape: always in a plain string, and
    /// only when followed by the delimiter's number signs in a string with extended delimiters.
    private func opensEscape(hashes: Int) -> Bool {
        closesDelimiter(after: 1, hashes: hashes)
    }

    /// Lexes the body of `"""…"""` (the opening quotes already read): the text starts on the
    /// next line, and the closing quotes' indentation is removed from every line. A backslash
    /// at the end of a line joins it to the next, as in Swift.
    private mutating func multiLineString(start: SourceLocation, hashes: Int) throws -> TokenKind {
        while let scalar = peek(), scalar == " " || scalar == "\t" { advance() }
        guard peek() == "\n" else {
            throw LocatedError(.syntax(expected: "a line break after '\"\"\"'", found: peek().map { "'\($0)'" } ?? "the end of the cell", atEnd: peek() == nil), at: location)
        }
        advance()
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let scalar = peek() else {
                throw LocatedError(.syntax(expected: "'\"\"\"' to close the multi-line string", found: "the end of the cell", atEnd: true), at: start)
            }
            if scalar == "\"" && peek(1) == "\"" && peek(2) == "\"" && closesDelimiter(after: 3, hashes: hashes) {
                for _ in 0..<(3 + hashes) { advance() }
                break
            }
            if scalar == "\\" && opensEscape(hashes: hashes) {
                if let skipped = lineContinuationLength(after: 1 + hashes) {
                    for _ in 0..<skipped { advance() }
                    continue
                }
                try backslash(into: &text, segments: &segments, keepsEmptyText: true, hashes: hashes)
                continue
            }
            text.unicodeScalars.append(scalar)
            advance()
        }
        segments.append(.text(text))
        return .string(Self.removingIndentation(segments))
    }

    /// When only spaces and a line break follow offset `ahead` (a backslash ending a line of a
    /// multi-line string), the number of scalars from the backslash through the line break.
    private func lineContinuationLength(after ahead: Int) -> Int? {
        var offset = ahead
        while let scalar = peek(offset), scalar == " " || scalar == "\t" { offset += 1 }
        return peek(offset) == "\n" ? offset + 1 : nil
    }

    /// Reads the backslash sequence at the cursor: an interpolation `\\( … )` ends the pending
    /// `text` (kept even when empty if `keepsEmptyText`, as multi-line strings need for their
    /// indentation) and becomes its own segment; an escape appends its character to `text`.
    private mutating func backslash(into text: inout String, segments: inout [StringSegment], keepsEmptyText: Bool, hashes: Int) throws {
        if peek(1 + hashes) == "(" {
            if keepsEmptyText || !text.isEmpty { segments.append(.text(text)) }
            text = ""
            for _ in 0..<hashes { advance() }
            segments.append(try interpolation())
        } else {
            text.unicodeScalars.append(try escape(hashes: hashes))
        }
    }

    /// Removes the closing delimiter's indentation from each line and the final line break.
    private static func removingIndentation(_ segments: [StringSegment]) -> [StringSegment] {
        guard case .text(let last)? = segments.last else { return segments }
        let lastLineStart = last.lastIndex(of: "\n").map { last.index(after: $0) } ?? last.startIndex
        let closingIndent = last[lastLineStart...]
        guard closingIndent.allSatisfy({ $0 == " " || $0 == "\t" }) else { return segments }
        let indent = String(closingIndent)
        var result: [StringSegment] = []
        var atLineStart = true
        for (position, segment) in segments.enumerated() {
            guard case .text(var text) = segment else { result.append(segment); atLineStart = false; continue }
            if position == segments.count - 1 {
                text = String(text[..<lastLineStart])
                if text.hasSuffix("\n") { text.removeLast() }
            }
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for lineIndex in lines.indices where (lineIndex > 0 || atLineStart) && lines[lineIndex].hasPrefix(indent) {
                lines[lineIndex].removeFirst(indent.count)
            }
            text = lines.joined(separator: "\n")
            atLineStart = text.hasSuffix("\n")
            result.append(.text(text))
        }
        return result.filter { $0 != .text("") }.isEmpty ? [.text("")] : result.filter { $0 != .text("") }
    }

    /// Reads `\(` … `)` and returns the inner source; nested parentheses and strings are allowed.
    private mutating func interpolation() throws -> StringSegment {
        let start = location
        advance(); advance()
        let innerStart = location
        var depth = 1
        var inner = ""
        var inString = false
        while true {
            guard let scalar = peek() else {
                throw LocatedError(.syntax(expected: "')' to close the interpolation", found: "the end of the cell", atEnd: true), at: start)
            }
            if inString {
                if scalar == "\\" { inner.unicodeScalars.append(scalar); advance(); if let escaped = peek() { inner.unicodeScalars.append(escaped); advance() }; continue }
                if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "(" {
                depth += 1
            } else if scalar == ")" {
                depth -= 1
                if depth == 0 { advance(); break }
            } else if scalar == "\n" {
                throw LocatedError(.syntax(expected: "')' to close the interpolation", found: "the end of the line", atEnd: false), at: start)
            }
            inner.unicodeScalars.append(scalar)
            advance()
        }
        return .interpolation(inner, innerStart)
    }

    /// Reads one escape sequence after `\` (and the delimiter's number signs).
    private mutating func escape(hashes: Int) throws -> Unicode.Scalar {
        let start = location
        for _ in 0...hashes { advance() }
        guard let scalar = peek() else {
            throw LocatedError(.syntax(expected: "an escape sequence", found: "the end of the cell", atEnd: true), at: start)
        }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\": return "\\"
        case "\"": return "\""
        case "'": return "'"
        case "u":
            guard peek() == "{" else { break }
            advance()
            var hex = ""
            while let next = peek(), next != "}" , hex.count < 8 { hex.unicodeScalars.append(next); advance() }
            guard peek() == "}", let value = UInt32(hex, radix: 16), let result = Unicode.Scalar(value) else { break }
            advance()
            return result
        default: break
        }
        throw LocatedError(.syntax(expected: "a valid escape (\\n, \\t, \\\\, \\\", \\u{…})", found: "'\\\(scalar)'", atEnd: false), at: start)
    }
}
