import JupyterEngine

/// How many bytes a widget model's state takes as JSON, near enough to ask a memory budget
/// before the model opens: its strings' UTF-8 bytes and about eight bytes for every other
/// value, key or separator.
enum WidgetStateSize {
    /// The estimated size of `state` as JSON.
    static func bytes(of state: [String: JSONValue]) -> Int {
        var total = 2
        var pending: [JSONValue] = []
        for (key, value) in state {
            total &+= key.utf8.count &+ 4
            pending.append(value)
        }
        // An explicit stack: a state nested deeply costs no call depth.
        while let value = pending.popLast() {
            switch value {
            case .null, .bool, .int, .double: total &+= 8
            case .string(let text): total &+= text.utf8.count &+ 2
            case .array(let items):
                total &+= 2 &+ items.count
                pending.append(contentsOf: items)
            case .object(let fields):
                total &+= 2
                for (key, field) in fields {
                    total &+= key.utf8.count &+ 4
                    pending.append(field)
                }
            }
        }
        return total
    }
}
