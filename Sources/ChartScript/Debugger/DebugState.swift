import JupyterEngine
import Synchronization

/// A session's debugging state: the hooks compiled code calls, the controller holding a stopped
/// cell, the cells run and shown (by file name), and the breakpoints the front end set (by file
/// name, kept for cells not run yet). Exists in every session; costs nothing until a debugger
/// attaches.
final class DebugState: @unchecked Sendable {
    let controller: DebugController
    let hooks: DebugHooks
    let sources = DebugSources()
    /// Requested breakpoint lines by file name.
    private let breakpoints = Mutex<[String: [Int]]>([:])

    init(interruptFlag: InterruptFlag) {
        controller = DebugController(interruptFlag: interruptFlag)
        hooks = DebugHooks(controller: controller)
    }

    /// Whether cells compile for debugging now.
    var isAttached: Bool { hooks.isAttached.load(ordering: .relaxed) }

    /// The breakpoints set, by file name.
    var breakpointsByPath: [String: [Int]] {
        breakpoints.withLock { $0 }
    }

    /// Where one requested breakpoint stops: the line (moved to the next statement), whether
    /// the kernel knows it will stop there, and why not.
    struct ResolvedBreakpoint {
        var line: Int
        var isVerified: Bool
        var message: String?
    }

    /// Sets the breakpoints of the file `path` to `lines`. A line without a statement moves to
    /// the next line that has one; where the cell has run, its compiled statements decide, else
    /// the code shown by `dumpCell` does.
    func setBreakpoints(path: String, lines: [Int]) -> [ResolvedBreakpoint] {
        breakpoints.withLock { $0[path] = lines.isEmpty ? nil : lines }
        let cells = sources.sessionCells(atPath: path)
        let compiled = cells.filter { hooks.sites.hasSites(inCell: $0) }
        let resolved: [[Int?]] = compiled.map { hooks.sites.setBreakpoints(inCell: $0, lines: lines) }
        let shownLines = resolved.isEmpty ? sources.code(atPath: path).map(Self.statementLines(in:)) : nil
        return lines.enumerated().map { index, line in
            if let stop = resolved.lazy.compactMap({ $0[index] }).first { return ResolvedBreakpoint(line: stop, isVerified: true) }
            if !cells.isEmpty && compiled.isEmpty {
                return ResolvedBreakpoint(line: line, isVerified: false,
                                          message: "this cell ran before the debugger was turned on: run it again to stop in it")
            }
            if let shownLines {
                if let stop = shownLines.filter({ $0 >= line }).min() { return ResolvedBreakpoint(line: stop, isVerified: true) }
                return ResolvedBreakpoint(line: line, isVerified: false, message: "no statement at or after line \(line)")
            }
            if !resolved.isEmpty {
                return ResolvedBreakpoint(line: line, isVerified: false, message: "no statement at or after line \(line)")
            }
            return ResolvedBreakpoint(line: line, isVerified: false, message: "the kernel has not seen this cell's code (dumpCell)")
        }
    }

    /// The lines of `code` on which a statement starts, as far as the tokens tell before the
    /// code is compiled: not blank or comment lines, closing brackets, `else`, `case …:` labels,
    /// attributes, or the first lines of declarations of functions and types (whose breakpoints
    /// belong to the body's first statement, as once the cell is compiled).
    static func statementLines(in code: String) -> [Int] {
        guard let tokens = try? Lexer.tokens(of: code) else { return [] }
        var firstByLine: [Int: [Token]] = [:]
        for token in tokens {
            if case .end = token.kind { continue }
            firstByLine[token.location.line, default: []].append(token)
        }
        let declarationWords: Set<String> = ["func", "struct", "class", "enum", "extension", "protocol", "import", "typealias",
                                             "init", "deinit", "subscript", "operator", "precedencegroup", "actor", "else",
                                             "default", "private", "public", "internal", "fileprivate", "static", "mutating",
                                             "override", "final", "indirect", "associatedtype", "prefix", "postfix", "infix"]
        return firstByLine.keys.sorted().filter { line in
            guard let lineTokens = firstByLine[line], let first = lineTokens.first, first.followsNewline || first.location.line == 1 else {
                return false
            }
            switch first.kind {
            case .symbol(let symbol):
                return !["}", ")", "]", "@"].contains(symbol)
            case .keyword(let word), .identifier(let word):
                if declarationWords.contains(word) { return false }
                if word == "case", case .symbol(":")? = lineTokens.last?.kind { return false }
                return true
            default:
                return true
            }
        }
    }

    /// A cell compiled for debugging: its statements take the breakpoints set on its file.
    func cellCompiled(_ sessionCell: Int) {
        guard let path = sources.ranCell(sessionCell)?.path, let lines = breakpoints.withLock({ $0[path] }) else { return }
        hooks.sites.setBreakpoints(inCell: sessionCell, lines: lines)
    }

    /// Forgets every breakpoint (the debugger was detached).
    func clearBreakpoints() {
        breakpoints.withLock { $0 = [:] }
        hooks.sites.clearAll()
    }
}

extension DebugState {
    /// The name of a session cell in the debugger's stack: `cell [3]` by its execution count.
    func cellName(_ sessionCell: Int) -> String {
        guard let count = sources.ranCell(sessionCell)?.executionCount else { return "cell" }
        return "cell [\(count)]"
    }
}
