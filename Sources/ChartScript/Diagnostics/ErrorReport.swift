import JupyterEngine

/// Turns a located error into what the front end shows: name, message, and a traceback
/// with the location, the source line and a caret under the spot.
enum ErrorReport {
    /// The report of an error in the cell `source`; an error located in an earlier cell (in a
    /// function or method that cell declared) shows that cell's line, taken from `earlierCells`.
    static func executionError(_ located: LocatedError, source: String, currentCell: Int = 0,
                               earlierCells: [Int: String] = [:]) -> ExecutionError {
        let error = located.error
        var message = error.description
        var traceback = ["\(error.name): \(message)"]
        if let location = located.location {
            var source = source
            var place = "at \(location)"
            if location.cell != currentCell, let earlier = earlierCells[location.cell] {
                source = earlier
                place = "at \(location) of the cell that declared it"
            }
            message += " (\(place))"
            traceback = ["\(error.name): \(message)"]
            if let line = Excerpt.line(location.line, of: source) {
                let prefix = "\(location.line) | "
                let shown = Excerpt.line(line, around: location.column - 1)
                traceback.append(prefix + shown.text)
                let caretColumn = max(0, min(shown.column, shown.text.unicodeScalars.count))
                traceback.append(String(repeating: " ", count: prefix.count + caretColumn) + "^")
            }
        }
        return ExecutionError(name: error.name, value: message, traceback: traceback)
    }
}
