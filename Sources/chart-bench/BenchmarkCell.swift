import ChartScript
import JupyterEngine

/// Runs benchmark cells through the ChartScript engine, checking each gives what it should.
enum BenchmarkCell {
    /// Why a cell did not give what it should.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A context that discards every output, so only the work is measured.
    final class SilentContext: ExecutionContext {
        func write(_ text: String, to stream: StandardStream) {}
        func display(_ bundle: MimeBundle, displayID: String?) {}
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
    static func run(_ engine: ChartScriptEngine, _ code: String, expecting mimeType: String? = nil) throws {
        switch engine.execute(ExecuteRequest(code: code), context: SilentContext()) {
        case .success(let result):
            if let mimeType, result?.data[mimeType] == nil {
                throw Failure(description: "cell gave no \(mimeType): \(code.prefix(60))")
            }
        case .failure(let error):
            throw Failure(description: "\(error.name): \(error.value) in \(code.prefix(60))")
        }
    }
}
