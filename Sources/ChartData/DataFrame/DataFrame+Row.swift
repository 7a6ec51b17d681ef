import FoundationEssentials

extension DataFrame {
    /// One row of a frame: `row["species"]` is its value in that column (`Any?`),
    /// `row["body_mass_g", Double.self]` the value typed (`Double?`). A filter closure
    /// receives these, and `Chart(df.rows) { row in … }` draws them.
    public struct Row: Sendable, CustomStringConvertible {
        /// The frame the row belongs to.
        let frame: DataFrame
        /// The row's position in its frame, from 0.
        public let index: Int

        init(frame: DataFrame, index: Int) {
            self.frame = frame
            self.index = index
        }

        /// The number of values (the frame's columns).
        public var count: Int { frame.columns.count }

        /// The value in the column called `columnName`, nil when missing.
        public subscript(columnName: String) -> Any? {
            frame.columns[frame.requiredIndex(of: columnName)][index]
        }

        /// The value in the column called `columnName` as `T`, nil when missing (an integer
        /// column reads as `Double` too).
        public subscript<T>(columnName: String, type: T.Type) -> T? {
            let column = frame.columns[frame.requiredIndex(of: columnName)]
            if T.self == Double.self, case .integer(let values) = column.contents { return values[index].map(Double.init) as? T }
            return column.contents.element(at: index, as: T.self)
        }

        /// The value in the column at `position`.
        public subscript(position: Int) -> Any? {
            frame.columns[position][index]
        }

        /// The value in the column called `columnName`.
        /// - Throws: `TableError.columnNotFound`.
        public func value(_ columnName: String) throws -> Any? {
            try frame.column(columnName)[index]
        }

        /// The value in the column called `columnName` as `T`.
        /// - Throws: `TableError.columnNotFound`, `.wrongColumnType`.
        public func value<T>(_ columnName: String, _ type: T.Type) throws -> T? {
            try frame.column(columnName, type)[index]
        }

        /// "species: Adelie, island: Torgersen, body_mass_g: 3750".
        public var description: String {
            frame.columns.map { "\($0.name): \(CellText.plain($0.contents, row: index))" }.joined(separator: ", ")
        }
    }

    /// A frame's rows as a random-access collection: `df.rows.count`, `df.rows[3]`,
    /// `for row in df.rows`, `Chart(df.rows) { … }`.
    public struct Rows: RandomAccessCollection, Sendable {
        let frame: DataFrame
        /// Positions count from 0.
        public var startIndex: Int { 0 }
        /// The number of rows.
        public var endIndex: Int { frame.shape.rows }
        /// The row at `position`.
        public subscript(position: Int) -> Row { Row(frame: frame, index: position) }
    }
}
