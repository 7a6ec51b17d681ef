import ChartScript

/// The lexer and parser on any text, and what the kernel asks of text without running it:
/// is_complete, completion and inspection at a cursor the input picks.
enum ParserTarget: FuzzTarget {
    static let name = "parser"
    /// One engine for every input: nothing here runs a cell, so its session never changes.
    nonisolated(unsafe) static let engine = ChartScriptEngine()

    static func run(_ input: [UInt8]) {
        let source = String(decoding: input, as: UTF8.self)
        let length = source.unicodeScalars.count
        let cursor = input.isEmpty ? 0 : Int(input[input.count - 1]) % (length + 1)
        onEngineStack {
            _ = SyntaxCheck.statementCount(of: source)
            _ = engine.isComplete(code: source)
            _ = engine.complete(code: source, cursorPosition: cursor)
            _ = engine.complete(code: source, cursorPosition: length)
            _ = engine.inspect(code: source, cursorPosition: cursor, detailLevel: 0)
        }
    }
}
