import JupyterEngine

/// Turns a located error into what the front end shows: name, message, and a traceback
/// with the location, the source line and a caret under the spot.
enum ErrorReport {
    static func executionError(_ located: LocatedError, source: String) -> ExecutionError {
        let error = located.error
        var message = error.description
        var traceback = ["\(error.name): \(message)"]
        if let location = located.location {
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            message += " (at \(location))"
            traceback = ["\(error.name): \(message)"]
            if location.line >= 1 && location.line <= lines.count {
                let line = String(lines[location.line - 1])
                let prefix = "\(location.line) | "
                traceback.append(prefix + line)
                let caretColumn = max(0, min(location.column - 1, line.unicodeScalars.count))
                traceback.append(String(repeating: " ", count: prefix.count + caretColumn) + "^")
            }
        }
        return ExecutionError(name: error.name, value: message, traceback: traceback)
    }
}
