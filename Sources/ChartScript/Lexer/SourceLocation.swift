/// A place in a cell's source: 1-based line and column, and the 0-based offset in Unicode
/// scalars from the start of the cell (the unit Jupyter uses for cursor positions).
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars.
    public var column: Int
    /// The offset from the start of the source, in Unicode scalars.
    public var offset: Int
    /// Which cell's source this is in (the session numbers the cells it runs; 0 for the
    /// one running), so an error in a function declared by an earlier cell shows that cell's line.
    public var cell: Int

    /// Creates a location.
    public init(line: Int, column: Int, offset: Int, cell: Int = 0) {
        self.line = line
        self.column = column
        self.offset = offset
        self.cell = cell
    }

    /// The start of a source.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// "line 3, column 7".
    public var description: String { "line \(line), column \(column)" }
}
