import JupyterEngine
import JupyterKernel

/// The kernel's JSON reader on any bytes; what it reads must write back to JSON that reads
/// as the same value, and write the same text again.
enum JSONTarget: FuzzTarget {
    static let name = "json"

    static func run(_ input: [UInt8]) {
        guard let value = try? JSONReader.parse(input) else { return }
        let written = JSONWriter.bytes(of: value)
        guard let again = try? JSONReader.parse(written) else {
            fatalError("JSON written by JSONWriter does not read back: \(String(decoding: written, as: UTF8.self))")
        }
        if again != value {
            fatalError("a JSON value changes on a round trip: \(String(decoding: written, as: UTF8.self))")
        }
        if JSONWriter.bytes(of: again) != written {
            fatalError("JSON changes on a second round trip: \(String(decoding: written, as: UTF8.self))")
        }
    }
}
