/// Why the widget manager refused to open a model: the session's store of open widgets is
/// bounded, in count and in the memory their state holds.
public enum WidgetStoreError: Error, CustomStringConvertible {
    /// Opening `count` more models would pass `limit` open models.
    case tooManyOpen(open: Int, count: Int, limit: Int)
    /// The model's state (`bytes`, as sent) was refused by the memory budget, for `reason`.
    case stateRefused(bytes: Int, reason: any Error)

    /// The one-line message.
    public var description: String {
        switch self {
        case .tooManyOpen(let open, let count, let limit):
            let more = count == 1 ? "another widget" : "\(count) more widget models"
            return "the session already keeps \(open) open widget models and keeps at most \(limit); \(more) "
                + "would pass that, so nothing was opened (widgets are kept while their comms are open; "
                + "restart the kernel to free them)"
        case .stateRefused(_, let reason):
            return String(describing: reason)
        }
    }
}
