import Foundation
import JupyterEngine

/// A tiny line-based language for exercising the kernel framework without the chart
/// language. Each line is one statement:
/// `print(text)`, `eprint(text)`, `count(n)` (prints 0 to n-1), `display(text)`, `display(text, id)`, `update(text, id)`,
/// `clear()`, `sleep(seconds)`, `name = number`, `name` (result), `fail(text)`, `input(prompt)`,
/// `help(text)` (pager), `svg()` (an SVG result), `widget()` (opens a comm). Quotes in
/// arguments are dropped, so `print("hi")` prints `hi`. A user expression is a number, a
/// variable or `sleep(seconds)`.
///
/// It asks for a 64 MiB stack and records the stack size of the thread each request ran on.
final class ScriptedEngine: KernelEngine {
    private var variables: [String: Int] = [:]
    let interruptFlag = InterruptFlag()
    let stackSize = 64 << 20
    /// The stack size of the thread each kind of request last ran on (`execute`, `complete`, …).
    private(set) var stackSizes: [String: Int] = [:]

    let languageInfo = LanguageInfo(name: "swift", version: "6.0", mimeType: "text/x-swift", fileExtension: ".swift",
                                    codemirrorMode: "swift", pygmentsLexer: "swift")
    let banner = "Scripted test engine"
    let helpLinks = [HelpLink(text: "Jupyter", url: "https://jupyter.org")]

    func execute(_ request: ExecuteRequest, context: ExecutionContext) -> ExecutionOutcome {
        recordStack("execute")
        var result: MimeBundle?
        for line in request.code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            result = nil
            let (name, quoted) = Self.call(line)
            let argument = quoted.replacingOccurrences(of: "\"", with: "")
            switch name {
            case "print": context.write(argument + "\n", to: .stdout)
            case "eprint": context.write(argument + "\n", to: .stderr)
            case "count":
                for number in 0..<(Int(argument) ?? 0) { context.write("\(number)\n", to: .stdout) }
            case "display":
                let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                context.display(MimeBundle(plainText: parts.first ?? ""), displayID: parts.count > 1 ? parts[1] : nil)
            case "update":
                let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                context.updateDisplay(MimeBundle(plainText: parts.first ?? ""), displayID: parts.count > 1 ? parts[1] : "")
            case "clear": context.clearOutput(wait: false)
            case "help": context.page(MimeBundle(plainText: "help for \(argument)"))
            case "svg": result = MimeBundle(data: ["image/svg+xml": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "text/plain": "<chart>"])
            case "fail": return .failure(ExecutionError(name: "RuntimeError", value: argument))
            case "input":
                do {
                    let answer = try context.readInput(prompt: argument, isPassword: false)
                    context.write("got \(answer)\n", to: .stdout)
                } catch {
                    return .failure(ExecutionError(name: "InputError", value: "\(error)"))
                }
            case "sleep":
                if !sleep(seconds: Double(argument) ?? 0) { return .failure(Self.interrupted) }
            case "widget":
                let comm = context.openComm(targetName: "test.widget", data: ["value": 1], metadata: ["version": "2.1.0"], buffers: [])
                context.send(["value": 2], on: comm, metadata: [:], buffers: [])
            default:
                if let equals = line.firstIndex(of: "=") {
                    let variable = line[..<equals].trimmingCharacters(in: .whitespaces)
                    let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                    guard let number = Int(value) ?? variables[value] else {
                        return .failure(ExecutionError(name: "SyntaxError", value: "cannot read '\(value)'"))
                    }
                    variables[variable] = number
                } else if let number = Int(line) ?? variables[line] {
                    result = MimeBundle(plainText: String(number))
                } else {
                    return .failure(ExecutionError(name: "NameError", value: "no variable '\(line)'"))
                }
            }
        }
        return .success(result: result)
    }

    func evaluate(userExpression: String) -> Result<MimeBundle, ExecutionError> {
        recordStack("evaluate")
        let (name, argument) = Self.call(userExpression)
        if name == "sleep" {
            return sleep(seconds: Double(argument) ?? 0) ? .success(MimeBundle(plainText: "slept")) : .failure(Self.interrupted)
        }
        if let number = Int(userExpression) ?? variables[userExpression] { return .success(MimeBundle(plainText: String(number))) }
        return .failure(ExecutionError(name: "NameError", value: "no variable '\(userExpression)'"))
    }

    func complete(code: String, cursorPosition: Int) -> CompletionResult {
        recordStack("complete")
        let scalars = Array(code.unicodeScalars)
        var start = min(cursorPosition, scalars.count)
        while start > 0, CharacterSet.alphanumerics.contains(scalars[start - 1]) { start -= 1 }
        let prefix = String(String.UnicodeScalarView(scalars[start..<min(cursorPosition, scalars.count)]))
        let names = ["print", "eprint", "display", "update", "clear", "sleep", "fail", "input", "help", "svg"] + variables.keys.sorted()
        return CompletionResult(matches: names.filter { $0.hasPrefix(prefix) }, cursorStart: start, cursorEnd: cursorPosition)
    }

    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle? {
        recordStack("inspect")
        return code.contains("print") ? MimeBundle(plainText: "print(text): writes text to stdout") : nil
    }

    func isComplete(code: String) -> CompletenessStatus {
        recordStack("isComplete")
        let opened = code.filter { $0 == "(" }.count
        let closed = code.filter { $0 == ")" }.count
        if opened > closed { return .incomplete(indent: "  ") }
        return opened < closed ? .invalid : .complete
    }

    func commOpened(_ comm: Comm, targetName: String, data: JSONValue, context: ExecutionContext) -> Bool {
        targetName == "test.echo"
    }

    func commMessageReceived(_ comm: Comm, data: JSONValue, buffers: [[UInt8]], context: ExecutionContext) {
        recordStack("commMessage")
        context.send(["echo": data], on: comm, metadata: [:], buffers: buffers)
    }

    func commClosed(_ comm: Comm, data: JSONValue) {}

    private static let interrupted = ExecutionError(name: "Interrupted", value: "the cell was interrupted")

    /// Waits `seconds`, checking the interrupt flag every 10 ms; false when interrupted.
    private func sleep(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if interruptFlag.isRaised { return false }
            usleep(10_000)
        }
        return true
    }

    /// glibc's `pthread_getattr_np`, which Swift's Glibc module does not export.
    private static let threadAttributes: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32).self)
    }()

    /// Notes the stack size of the calling thread under `request`.
    private func recordStack(_ request: String) {
        var attributes = pthread_attr_t()
        guard let threadAttributes = Self.threadAttributes, threadAttributes(pthread_self(), &attributes) == 0 else { return }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        stackSizes[request] = size
    }

    /// Splits `name(argument)` into its parts; a line without parentheses is its own name.
    private static func call(_ line: String) -> (String, String) {
        guard line.hasSuffix(")"), let open = line.firstIndex(of: "(") else { return (line, "") }
        return (String(line[..<open]), String(line[line.index(after: open)..<line.index(before: line.endIndex)]))
    }
}
