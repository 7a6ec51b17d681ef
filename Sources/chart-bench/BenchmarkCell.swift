import ChartScript
import Foundation
import JupyterEngine

/// Runs benchmark cells through the ChartScript engine, checking each gives what it should.
enum BenchmarkCell {
    /// Why a cell did not give what it should.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A context that discards every output, so only the work is measured; or, when it
    /// `echoes`, writes streams to this process's own and displays as their plain text.
    final class SilentContext: ExecutionContext {
        let echoes: Bool

        init(echoes: Bool = false) { self.echoes = echoes }

        func write(_ text: String, to stream: StandardStream) {
            guard echoes else { return }
            FileHandle(fileDescriptor: stream == .stderr ? 2 : 1).write(Data(text.utf8))
        }
        func display(_ bundle: MimeBundle, displayID: String?) {
            if echoes, let text = bundle.data["text/plain"]?.stringValue { print(text) }
        }
        func updateDisplay(_ bundle: MimeBundle, displayID: String) {}
        func clearOutput(wait: Bool) {}
        func readInput(prompt: String, isPassword: Bool) throws -> String { throw InputError.notAllowed }
        func openComm(targetName: String, data: JSONValue, metadata: JSONValue, buffers: [[UInt8]]) -> Comm {
            Comm(id: "bench", targetName: targetName)
        }
        func send(_ data: JSONValue, on comm: Comm, metadata: JSONValue, buffers: [[UInt8]]) {}
        func close(_ comm: Comm, data: JSONValue) {}
    }

    /// Runs `code` in `engine` and checks its result has `mimeType` (when given).
    /// With `echoes`, what the cell prints and its result's plain text are written out.
    static func run(_ engine: ChartScriptEngine, _ code: String, expecting mimeType: String? = nil, echoes: Bool = false) throws {
        switch engine.execute(ExecuteRequest(code: code), context: SilentContext(echoes: echoes)) {
        case .success(let result):
            if echoes, let text = result?.data["text/plain"]?.stringValue { print(text) }
            if let mimeType, result?.data[mimeType] == nil {
                throw Failure(description: "cell gave no \(mimeType): \(code.prefix(60))")
            }
        case .failure(let error):
            throw Failure(description: "\(error.name): \(error.value) in \(code.prefix(60))")
        }
    }
}
