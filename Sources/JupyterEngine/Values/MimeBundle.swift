/// What one output shows: the same content in several mime types
/// (`text/plain`, `image/svg+xml`, `text/html`, …), from which the front end picks the richest.
public struct MimeBundle: Equatable, Sendable {
    /// The representations, keyed by mime type. Text formats are `.string` values;
    /// JSON formats (such as `application/vnd.jupyter.widget-view+json`) are objects.
    public var data: [String: JSONValue]
    /// Per-mime-type metadata (for example `["image/svg+xml": ["isolated": true]]`).
    public var metadata: [String: JSONValue]

    /// Creates a bundle from its representations and metadata.
    public init(data: [String: JSONValue] = [:], metadata: [String: JSONValue] = [:]) {
        self.data = data
        self.metadata = metadata
    }

    /// Creates a bundle holding only plain text.
    public init(plainText: String) {
        self.init(data: ["text/plain": .string(plainText)])
    }

    /// The `text/plain` representation, if present.
    public var plainText: String? { data["text/plain"]?.stringValue }
}
