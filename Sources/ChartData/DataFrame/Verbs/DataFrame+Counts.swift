extension DataFrame {
    /// How often each value of the column called `columnName` occurs: a frame of the values
    /// and a `count` column (or `proportion`, the share of the present values, when
    /// `proportions`), most frequent first, ties in order of first appearance; missing values
    /// are not counted (pandas' `value_counts()`).
    public func valueCounts(of columnName: String, proportions: Bool = false) -> DataFrame {
        let present = droppingMissing(on: columnName)
        let grouping = present.grouped(by: columnName)
        let counts = grouping.groups.counts()
        let order = counts.indices.sorted { counts[$0] > counts[$1] || (counts[$0] == counts[$1] && $0 < $1) }
        let keyColumn = grouping.keys[0].gathering(order.map { grouping.groups.firstRows[$0] })
        let total = Double(present.rowCount)
        let values: AnyColumn = proportions
            ? AnyColumn(name: "proportion", contents: .double(TypedValues(order.map { Double(counts[$0]) / total })))
            : AnyColumn(name: "count", contents: .integer(TypedValues(order.map { counts[$0] })))
        return DataFrame(trusted: [keyColumn, values], rowCount: order.count, source: source)
    }

    /// The distinct present values of the column called `columnName`, in order of first
    /// appearance, as a one-column frame (pandas' `unique()`).
    public func distinct(_ columnName: String) -> DataFrame {
        let present = droppingMissing(on: columnName)
        let grouping = present.grouped(by: columnName)
        return DataFrame(trusted: grouping.keyColumns, rowCount: grouping.count, source: source)
    }

    /// How many rows have each pair of values of two columns: one row per value of `rows`,
    /// one column per value of `columns` (in order of first appearance), counts in the cells
    /// (0 where no row has the pair); rows missing either value are not counted (pandas'
    /// `crosstab`).
    public func crosstab(_ rows: String, _ columns: String) -> DataFrame {
        pivoted(rows: rows, columns: columns, aggregation: .count, filling: 0)
    }

    /// A pivot table: one row per value of `rows`, one column per value of `columns`, and in
    /// each cell `aggregation` over the rows having both values (pandas' `pivot_table`).
    /// Cells without rows are missing, or `filling` when given; rows missing either key are
    /// left out.
    public func pivoted(rows: String, columns: String, aggregation: Aggregation, filling: Double? = nil) -> DataFrame {
        let present = droppingMissing(on: rows, columns)
        let rowGroups = present.grouped(by: rows), columnGroups = present.grouped(by: columns)
        let cells = present.grouped(by: rows, columns).aggregated([aggregation])
        let rowKey = cells.columns[0], columnKey = cells.columns[1], value = cells.columns[2]
        // Positions of each cell's row and column keys among the distinct keys.
        let rowOf = Self.positions(of: rowKey.contents, among: rowGroups.keyColumns[0].contents)
        let columnOf = Self.positions(of: columnKey.contents, among: columnGroups.keyColumns[0].contents)
        var result = [rowGroups.keyColumns[0]]
        let columnLabels = columnGroups.keyColumns[0]
        for column in 0..<columnGroups.count {
            var gather = [Int](repeating: -1, count: rowGroups.count)
            for cell in 0..<cells.rowCount where columnOf[cell] == column { gather[rowOf[cell]] = cell }
            var contents = value.contents.gathering(gather)
            if let filling {
                let filler: Any = contents.kind == .integer ? Int(filling) : filling
                if contents.kind == .integer || contents.kind == .double {
                    for row in 0..<contents.count where contents.isMissing(row) { contents.set(filler, at: row) }
                }
            }
            result.append(AnyColumn(name: CellText.plain(columnLabels.contents, row: column), contents: contents))
        }
        return DataFrame(trusted: result, rowCount: rowGroups.count, source: source)
    }

    /// For each row of `keys`, the position of its value among `distinct`.
    private static func positions(of keys: ColumnContents, among distinct: ColumnContents) -> [Int] {
        var positionOfText: [String: Int] = [:]
        for row in 0..<distinct.count { positionOfText[CellText.plain(distinct, row: row)] = row }
        return (0..<keys.count).map { positionOfText[CellText.plain(keys, row: $0)] ?? 0 }
    }
}
