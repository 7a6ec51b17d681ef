/// `#if` / `#elseif` / `#else` / `#endif` blocks, resolved on the tokens before parsing as
/// swiftc resolves them when it compiles: `os(Linux)`, `arch(x86_64)`, `canImport(Foundation)`,
/// `swift(>=5.9)`, `compiler(>=6)`, `targetEnvironment(…)`, `hasFeature(…)`, build flags (none
/// is set: `DEBUG` is false), `true`, `false`, `!`, `&&`, `||` and parentheses. Only the tokens of
/// the branch that holds remain.
enum ConditionalCompilation {
    /// The modules a cell can import (the rest of `canImport` is false).
    static let importableModules: Set<String> = ["Swift", "Foundation", "FoundationEssentials", "Glibc", "Dispatch",
                                                 "ChartCore", "ChartData", "ChartNotebook", "_Concurrency", "TabularData", "Charts", "SwiftUI"]
    /// The language version the interpreter follows (`swift(>=…)`, `compiler(>=…)`).
    static let languageVersion = [6, 3]

    /// `tokens` with every `#if` block replaced by the tokens of its active branch.
    static func resolve(_ tokens: [Token]) throws -> [Token] {
        guard tokens.contains(where: { $0.kind == .symbol("#") }) else { return tokens }
        var output: [Token] = []
        output.reserveCapacity(tokens.count)
        // For each open block: whether the enclosing code is active, whether a branch was taken,
        // and whether the current branch is active.
        var blocks: [(outerActive: Bool, taken: Bool, active: Bool, hasElse: Bool, location: SourceLocation)] = []
        var index = 0
        func isActive() -> Bool { blocks.last?.active ?? true }
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .symbol("#"), index + 1 < tokens.count, !tokens[index + 1].followsSpace,
                  let word = directiveWord(tokens[index + 1].kind), ["if", "elseif", "else", "endif"].contains(word) else {
                if isActive() || token.kind == .end { output.append(token) }
                index += 1
                continue
            }
            let location = token.location
            index += 2
            var condition: [Token] = []
            if word == "if" || word == "elseif" {
                while index < tokens.count, !tokens[index].followsNewline, tokens[index].kind != .end {
                    condition.append(tokens[index])
                    index += 1
                }
                guard !condition.isEmpty else {
                    throw LocatedError(.syntax(expected: "a condition after '#\(word)'", found: "the end of the line", atEnd: false), at: location)
                }
            }
            switch word {
            case "if":
                let outer = isActive()
                let holds = outer ? try evaluate(condition, at: location) : false
                blocks.append((outer, holds, holds, false, location))
            case "elseif":
                guard var block = blocks.popLast(), !block.hasElse else {
                    throw LocatedError(.syntax(expected: "'#if' before '#elseif'", found: "'#elseif'", atEnd: false), at: location)
                }
                let holds = block.outerActive && !block.taken ? try evaluate(condition, at: location) : false
                block.active = holds
                block.taken = block.taken || holds
                blocks.append(block)
            case "else":
                guard var block = blocks.popLast(), !block.hasElse else {
                    throw LocatedError(.syntax(expected: "'#if' before '#else'", found: "'#else'", atEnd: false), at: location)
                }
                block.active = block.outerActive && !block.taken
                block.taken = true
                block.hasElse = true
                blocks.append(block)
            default:
                guard blocks.popLast() != nil else {
                    throw LocatedError(.syntax(expected: "'#if' before '#endif'", found: "'#endif'", atEnd: false), at: location)
                }
            }
        }
        if let open = blocks.last {
            throw LocatedError(.syntax(expected: "'#endif' to close this '#if'", found: "the end of the cell", atEnd: true), at: open.location)
        }
        return output
    }

    private static func directiveWord(_ kind: TokenKind) -> String? {
        switch kind {
        case .identifier(let word), .keyword(let word): return word
        default: return nil
        }
    }

    /// Evaluates a condition's tokens.
    private static func evaluate(_ tokens: [Token], at location: SourceLocation) throws -> Bool {
        var reader = ConditionReader(tokens: tokens, location: location)
        let value = try reader.disjunction()
        guard reader.position == tokens.count else { throw reader.unexpected() }
        return value
    }
}

/// Reads a `#if` condition: `||` of `&&` of `!`, parentheses and platform conditions.
private struct ConditionReader {
    let tokens: [Token]
    let location: SourceLocation
    var position = 0

    var current: TokenKind? { position < tokens.count ? tokens[position].kind : nil }

    func unexpected() -> LocatedError {
        LocatedError(.syntax(expected: "a '#if' condition such as os(Linux) or canImport(Foundation)",
                             found: current?.spelled ?? "the end of the line", atEnd: false),
                     at: position < tokens.count ? tokens[position].location : location)
    }

    mutating func disjunction() throws -> Bool {
        var value = try conjunction()
        while current == .symbol("||") { position += 1; let next = try conjunction(); value = value || next }
        return value
    }

    mutating func conjunction() throws -> Bool {
        var value = try negation()
        while current == .symbol("&&") { position += 1; let next = try negation(); value = value && next }
        return value
    }

    mutating func negation() throws -> Bool {
        if current == .symbol("!") { position += 1; return !(try negation()) }
        return try primary()
    }

    mutating func primary() throws -> Bool {
        if current == .symbol("(") {
            position += 1
            let value = try disjunction()
            guard current == .symbol(")") else { throw unexpected() }
            position += 1
            return value
        }
        let name: String
        switch current {
        case .identifier(let word)?, .keyword(let word)?: name = word
        default: throw unexpected()
        }
        position += 1
        if name == "true" { return true }
        if name == "false" { return false }
        guard current == .symbol("(") else { return false }  // a build flag such as DEBUG: none is set
        position += 1
        var argument: [TokenKind] = []
        while let kind = current, kind != .symbol(")") { argument.append(kind); position += 1 }
        guard current == .symbol(")") else { throw unexpected() }
        position += 1
        return try platformCondition(name, argument)
    }

    private func platformCondition(_ name: String, _ argument: [TokenKind]) throws -> Bool {
        let word: String? = {
            if argument.count == 1, case .identifier(let word) = argument[0] { return word }
            return nil
        }()
        switch name {
        case "os": return word == "Linux"
        case "arch":
            #if arch(x86_64)
            return word == "x86_64"
            #elseif arch(arm64)
            return word == "arm64"
            #else
            return false
            #endif
        case "canImport": return word.map { ConditionalCompilation.importableModules.contains($0) } ?? false
        case "swift", "compiler": return try versionTest(argument)
        case "targetEnvironment", "hasFeature", "hasAttribute", "_runtime", "_endian", "_pointerBitWidth":
            if name == "_endian" { return word == "little" }
            if name == "_pointerBitWidth" { return word == "_64" }
            return false
        default:
            throw LocatedError(.syntax(expected: "a '#if' condition: os, arch, canImport, swift, compiler, targetEnvironment or hasFeature",
                                       found: "'\(name)'", atEnd: false), at: location)
        }
    }

    /// `>=5.9` or `<6`: the interpreter's language version compared with the one written.
    private func versionTest(_ argument: [TokenKind]) throws -> Bool {
        guard argument.count >= 2, case .symbol(let comparison) = argument[0], comparison == ">=" || comparison == "<" else { throw unexpected() }
        var written: [Int] = []
        for part in argument.dropFirst() {
            switch part {
            case .integer(let number): written.append(number)
            case .double(let number):
                let text = String(number).split(separator: ".")
                written += text.compactMap { Int($0) }
            case .symbol("."): continue
            default: throw unexpected()
            }
        }
        let atLeast = ConditionalCompilation.languageVersion.lexicographicallyPrecedes(written) == false
        return comparison == ">=" ? atLeast : !atLeast
    }
}
