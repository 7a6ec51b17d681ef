import JupyterEngine

/// `history_request`: tail, range and search over the SQLite history.
extension Kernel {
    func historyReply(_ request: Message) -> HandlerResult {
        let content = request.content
        let withOutput = content["output"]?.boolValue ?? false
        let query: HistoryQuery
        switch content["hist_access_type"]?.stringValue ?? "tail" {
        case "range":
            query = .range(session: content["session"]?.intValue ?? 0, start: content["start"]?.intValue ?? 1,
                           stop: content["stop"]?.intValue)
        case "search":
            query = .search(pattern: content["pattern"]?.stringValue ?? "*", count: content["n"]?.intValue,
                            unique: content["unique"]?.boolValue ?? false)
        default:
            query = .tail(count: content["n"]?.intValue ?? 10)
        }
        let entries: [HistoryEntry]
        do {
            entries = try history.entries(for: query)
        } catch {
            KernelLog.warning("\(error)")
            entries = []
        }
        let rows: [JSONValue] = entries.map { entry in
            let input: JSONValue = withOutput
                ? [.string(entry.source), entry.output.map { .string($0) } ?? .null]
                : .string(entry.source)
            return [.int(entry.session), .int(entry.line), input]
        }
        return .reply(["status": "ok", "history": .array(rows)])
    }
}
