/// Opens the documentation of `topic` (a type, a value, or a name such as
/// `"LineGraph.title"`) in the notebook's pager. A compiled program has no pager: it names
/// the topic on standard error and points to docs/language.md, where every name is described.
public func help(_ topic: Any) {
    let name: String
    switch topic {
    case let text as String: name = text
    case let type as Any.Type: name = String(describing: type)
    default: name = String(describing: Swift.type(of: topic))
    }
    NotebookOutput.note("help(\(name)): the documentation opens in the notebook; here, see docs/language.md")
}
