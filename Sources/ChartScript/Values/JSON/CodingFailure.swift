/// Why `JSONDecoder.decode` or `JSONEncoder.encode` failed, described as Swift 6's
/// `DecodingError` and `EncodingError` describe themselves. A cell catches it as a Swift error
/// (`catch let error as DecodingError`); its `localizedDescription` is Foundation's.
struct CodingFailure: Error, CustomStringConvertible {
    /// The four kinds of `DecodingError`, and `EncodingError.invalidValue`.
    enum Kind: String {
        case keyNotFound, valueNotFound, typeMismatch, dataCorrupted, invalidValue
    }

    let kind: Kind
    /// Where in the document: `items[1].x`, empty at the top.
    let path: String
    /// The first sentence: "Key 'n' not found in keyed decoding container.", "expected value of type Int."
    let summary: String
    /// What Swift's context calls its debug description.
    let debugDescription: String

    /// The Swift type the error is: `DecodingError` or `EncodingError`.
    var typeName: String { kind == .invalidValue ? "EncodingError" : "DecodingError" }

    var description: String {
        "\(typeName).\(kind.rawValue): \(summary)" + (path.isEmpty ? "" : " Path: \(path).") + " Debug description: \(debugDescription)"
    }

    /// Foundation's `localizedDescription`.
    var localizedDescription: String {
        switch kind {
        case .keyNotFound, .valueNotFound: return "The operation could not be completed. The data is missing."
        case .typeMismatch, .dataCorrupted: return "The operation could not be completed. The data isn’t in the correct format."
        case .invalidValue: return "The operation could not be completed. The data isn’t in the correct format."
        }
    }

    /// The error as a value a cell's `catch` receives.
    var thrown: ThrownError { ThrownError(value: .native(NativeBox(typeName: typeName, payload: self)), location: nil) }

    static func keyNotFound(_ key: String, path: String) -> CodingFailure {
        CodingFailure(kind: .keyNotFound, path: path, summary: "Key '\(key)' not found in keyed decoding container.",
                      debugDescription: "No value associated with key CodingKeys(stringValue: \"\(key)\", intValue: nil) (\"\(key)\").")
    }

    static func valueNotFound(_ type: String, path: String) -> CodingFailure {
        CodingFailure(kind: .valueNotFound, path: path, summary: "Expected value of type \(type) but found null instead.",
                      debugDescription: "Cannot get value of type \(type) -- found null value instead")
    }

    static func typeMismatch(_ type: String, found: EncodedJSON, path: String) -> CodingFailure {
        let what: String
        switch found {
        case .string: what = "a string"
        case .object: what = "a dictionary"
        case .array: what = "an array"
        default: what = found.kindName
        }
        return CodingFailure(kind: .typeMismatch, path: path, summary: "expected value of type \(type).",
                             debugDescription: "Expected to decode \(type) but found \(what) instead.")
    }

    static func dataCorrupted(_ reason: String, path: String) -> CodingFailure {
        CodingFailure(kind: .dataCorrupted, path: path, summary: "Data was corrupted.", debugDescription: reason)
    }

    /// Text that is not JSON, or a number the type cannot hold.
    static func invalidJSON(path: String = "") -> CodingFailure {
        dataCorrupted("The given data was not valid JSON.", path: path)
    }

    static func invalidValue(_ value: String, type: String, reason: String) -> CodingFailure {
        CodingFailure(kind: .invalidValue, path: "", summary: "\(value) (\(type)).", debugDescription: reason)
    }
}
