import FoundationEssentials

/// Rows of a frame grouped by equal values in one or more columns, as `grouped(by:)` gives
/// them; `counts()`, `sums`, `means`, `aggregated` make a frame with one row per group: the
/// key columns, then the statistic. A missing key is a group of its own (TabularData's nil key).
///
/// Groups are listed in order of first appearance unless an `order` sorts them by the statistic.
public struct RowGrouping: Sendable, CustomStringConvertible {
    /// The frame grouped.
    let frame: DataFrame
    /// The key columns (their contents and names).
    let keys: [AnyColumn]
    /// Each row's group.
    let groups: GroupKeys

    init(frame: DataFrame, keys: [AnyColumn]) {
        self.frame = frame
        self.keys = keys
        groups = GroupKeys(keys.map(\.contents), rowCount: frame.shape.rows)
    }

    /// Where each group's rows start, when the rows come group by group with the keys in
    /// ascending order (as pandas numbers groups: sorted keys, missing last); nil otherwise.
    /// pandas then sums such groups segment by segment (``GroupStatistics/segmentSums``).
    var sortedSegmentStarts: [Int]? {
        var previous: Int32 = -1
        for code in groups.codes {
            if code == previous { continue }
            guard code == previous + 1 else { return nil }
            previous = code
        }
        let orders = keys.map { RowOrder($0.contents) }
        for group in 0..<Swift.max(0, count - 1) {
            let a = groups.firstRows[group], b = groups.firstRows[group + 1]
            var ascending = false
            for (index, order) in orders.enumerated() {
                let missingA = order.isMissing(a), missingB = order.isMissing(b)
                if missingA || missingB {
                    if missingA && missingB { continue }
                    ascending = missingB
                    break
                }
                if order.isLess(a, b) { ascending = true; break }
                if order.isLess(b, a) { break }
                _ = index
            }
            if !ascending { return nil }
        }
        return groups.firstRows
    }

    /// Per group: the sum and count of the present numbers, in pandas' order of additions.
    private func sumsAndCounts(_ numbers: TypedValues<Double>) -> (sums: [Double], counts: [Int]) {
        if numbers.missing == nil, let starts = sortedSegmentStarts {
            let sums = GroupStatistics.segmentSums(numbers.values, starts: starts)
            return (sums, groups.counts())
        }
        return GroupStatistics.sums(numbers, groups)
    }

    /// The number of groups.
    public var count: Int { groups.count }

    /// The key columns, one row per group.
    var keyColumns: [AnyColumn] { keys.map { $0.gathering(groups.firstRows) } }

    /// The groups' keys: the key columns, one row per group, in group order.
    public var keyFrame: DataFrame { DataFrame(trusted: keyColumns, rowCount: count, source: frame.source) }

    /// Each group's values of the column called `columnName`, in group order.
    /// - Throws: `TableError.columnNotFound`.
    public func groupColumns(_ columnName: String) throws -> [AnyColumn] {
        let column = try frame.column(columnName)
        return groups.rowsByGroup().map { column.gathering($0) }
    }

    /// The group at `index`: its key (for several key columns, an array of their values) and
    /// its rows.
    public subscript(index: Int) -> (key: Any?, group: DataFrame) {
        let firstRow = groups.firstRows[index]
        let key: Any? = keys.count == 1 ? keys[0][firstRow] : keys.map { $0[firstRow] } as [Any?]
        let rows = groups.codes.indices.filter { groups.codes[$0] == Int32(index) }
        return (key, frame.gathering(rows))
    }

    /// The frame's rows ordered group by group.
    public func ungrouped() -> DataFrame {
        frame.gathering(groups.rowsByGroup().flatMap { $0 })
    }

    /// A frame of each group's key and its number of rows (a column called `count`).
    public func counts(order: Order? = nil) -> DataFrame {
        aggregated([.count], order: order)
    }

    /// A frame of each group's key and the sum of the column called `columnName`.
    public func sums<N>(_ columnName: String, _ type: N.Type, order: Order? = nil) -> DataFrame {
        aggregated([.sum(columnName)], order: order)
    }

    /// A frame of each group's key and the mean of the column called `columnName`.
    public func means<N>(_ columnName: String, _ type: N.Type, order: Order? = nil) -> DataFrame {
        aggregated([.mean(columnName)], order: order)
    }

    /// A frame of each group's key and the smallest value of the column called `columnName`.
    public func minimums<N>(_ columnName: String, _ type: N.Type, order: Order? = nil) -> DataFrame {
        aggregated([.minimum(columnName)], order: order)
    }

    /// A frame of each group's key and the largest value of the column called `columnName`.
    public func maximums<N>(_ columnName: String, _ type: N.Type, order: Order? = nil) -> DataFrame {
        aggregated([.maximum(columnName)], order: order)
    }

    /// A frame of each group's key and one column per aggregation:
    /// `aggregated(.mean("body_mass_g"), .median("flipper_length_mm"), .count)`.
    public func aggregated(_ aggregations: Aggregation...) -> DataFrame {
        aggregated(aggregations)
    }

    /// A frame of each group's key and one column per aggregation, sorted by the last one when
    /// `order` is given.
    public func aggregated(_ aggregations: [Aggregation], order: Order? = nil) -> DataFrame {
        if let problem = problem(with: aggregations) { fatalError(problem.description) }
        var columns = keyColumns
        for aggregation in aggregations {
            columns.append(AnyColumn(name: aggregation.name, contents: contents(of: aggregation)))
        }
        let result = DataFrame(trusted: columns, rowCount: count, source: frame.source)
        guard let order, let last = columns.last else { return result }
        return result.sorted(on: last.name, order: order)
    }

    /// Why `aggregations` cannot be computed (an unknown column, a statistic of numbers asked
    /// of text), or nil.
    public func problem(with aggregations: [Aggregation]) -> TableError? {
        var names = Set(keys.map(\.name))
        for aggregation in aggregations {
            if !names.insert(aggregation.name).inserted { return .duplicateColumn(name: aggregation.name, source: frame.source) }
            guard let name = aggregation.column else { continue }
            guard let index = frame.indexOfColumn(name) else { return frame.missingColumn(name) }
            let column = frame.columns[index]
            switch aggregation.statistic {
            case .sum, .mean, .median, .standardDeviation, .variance, .quantile:
                if !column.kind.isNumeric {
                    return .wrongColumnType(column: name, holds: column.elementTypeName, asked: "numbers (Int or Double)")
                }
            default: break
            }
        }
        return nil
    }

    /// One aggregation's values, one per group.
    private func contents(of aggregation: Aggregation) -> ColumnContents {
        guard let name = aggregation.column else { return .integer(TypedValues(groups.counts())) }
        let column = frame.columns[frame.requiredIndex(of: name)].contents
        switch aggregation.statistic {
        case .count:
            return .integer(TypedValues(groups.counts()))
        case .presentCount:
            var counts = [Int](repeating: 0, count: count)
            for row in 0..<column.count where !column.isMissing(row) { counts[Int(groups.codes[row])] += 1 }
            return .integer(TypedValues(counts))
        case .sum:
            if case .integer(let values) = column {
                let (sums, _) = GroupStatistics.integerSums(values, groups)
                if sums.allSatisfy({ $0 != nil }) { return .integer(TypedValues(sums.map { $0 ?? 0 })) }
            }
            guard let numbers = column.doubles else { return .missing(count, of: Double.self) }
            return .double(TypedValues(sumsAndCounts(numbers).sums))
        case .mean:
            guard let numbers = column.doubles else { return .missing(count, of: Double.self) }
            let (sums, counts) = sumsAndCounts(numbers)
            return .double(TypedValues(optionals: sums.indices.map { counts[$0] > 0 ? sums[$0] / Double(counts[$0]) : nil }, placeholder: 0))
        case .standardDeviation, .variance:
            guard let numbers = column.doubles else { return .missing(count, of: Double.self) }
            let variances = GroupStatistics.variances(numbers, groups)
            let values = aggregation.statistic == .variance ? variances : variances.map { $0.map { $0.squareRoot() } }
            return .double(TypedValues(optionals: values, placeholder: 0))
        case .median:
            guard let numbers = column.doubles else { return .missing(count, of: Double.self) }
            return .double(TypedValues(optionals: GroupStatistics.selected(numbers, groups, GroupStatistics.median(selectingIn:)), placeholder: 0))
        case .quantile(let probability):
            guard let numbers = column.doubles else { return .missing(count, of: Double.self) }
            return .double(TypedValues(optionals: GroupStatistics.selected(numbers, groups) {
                GroupStatistics.quantile(selectingIn: $0, probability)
            }, placeholder: 0))
        case .minimum, .maximum:
            return column.gathering(extremeRows(column, largest: aggregation.statistic == .maximum))
        case .first, .last:
            var rows = [Int](repeating: -1, count: count)
            for row in 0..<column.count where !column.isMissing(row) {
                let group = Int(groups.codes[row])
                if aggregation.statistic == .last || rows[group] < 0 { rows[group] = row }
            }
            return column.gathering(rows)
        case .distinctCount:
            let valueGroups = GroupKeys([column], rowCount: column.count)
            var seen = Set<Int64>()
            var counts = [Int](repeating: 0, count: count)
            for row in 0..<column.count where !column.isMissing(row) {
                let pair = Int64(groups.codes[row]) << 32 | Int64(valueGroups.codes[row])
                if seen.insert(pair).inserted { counts[Int(groups.codes[row])] += 1 }
            }
            return .integer(TypedValues(counts))
        }
    }

    /// Per group, the row holding the smallest (or largest) present value, -1 for none.
    private func extremeRows(_ column: ColumnContents, largest: Bool) -> [Int] {
        var rows = [Int](repeating: -1, count: count)
        let order = RowOrder(column)
        for row in 0..<column.count where !column.isMissing(row) {
            let group = Int(groups.codes[row])
            let best = rows[group]
            if best < 0 || (largest ? order.isLess(best, row) : order.isLess(row, best)) { rows[group] = row }
        }
        return rows
    }

    /// Generates a frame of each group's key and `transform` of each group's values in each
    /// column named, the new columns named by `naming` (TabularData's `aggregated`).
    public func aggregated<Element, Result>(on columnNames: String..., naming: (String) -> String,
                                            transform: (Column<Element>) throws -> Result?) rethrows -> DataFrame {
        try aggregated(on: columnNames, naming: naming, transform: transform)
    }

    /// Generates a frame of each group's key and `transform` of each group's values in each column named.
    public func aggregated<Element, Result>(on columnNames: [String], naming: (String) -> String,
                                            transform: (Column<Element>) throws -> Result?) rethrows -> DataFrame {
        var columns = keyColumns
        let rows = groups.rowsByGroup()
        for name in columnNames {
            let column = frame[name].assumingType(Element.self)
            var results: [Result?] = []
            for groupRows in rows { results.append(try transform(column.gathering(groupRows))) }
            columns.append(AnyColumn(name: naming(name), contents: ColumnContents.make(results)))
        }
        return DataFrame(trusted: columns, rowCount: count, source: frame.source)
    }

    /// A frame of each group's key and `transform` of each group's rows (one value per group).
    public func mapGroups<Result>(into name: String, _ transform: (DataFrame) throws -> Result?) rethrows -> DataFrame {
        var results: [Result?] = []
        for groupRows in groups.rowsByGroup() { results.append(try transform(frame.gathering(groupRows))) }
        return DataFrame(trusted: keyColumns + [AnyColumn(name: name, contents: ColumnContents.make(results))],
                         rowCount: count, source: frame.source)
    }

    /// The groups' keys and sizes as a table.
    public var description: String { counts().description }
}

extension DataFrame {
    /// The rows grouped by equal values in the column called `columnName`.
    public func grouped(by columnName: String) -> RowGrouping {
        RowGrouping(frame: self, keys: [self[columnName]])
    }

    /// The rows grouped by equal values in all the columns named (`grouped(by: "species", "sex")`).
    public func grouped(by columnNames: String...) -> RowGrouping {
        grouped(by: columnNames)
    }

    /// The rows grouped by equal values in all the columns named.
    public func grouped(by columnNames: [String]) -> RowGrouping {
        RowGrouping(frame: self, keys: columnNames.map { self[$0] })
    }

    /// The rows grouped by `transform` of each value of the column called `columnName`; the
    /// key column keeps the column's name.
    public func grouped<InputKey, GroupingKey: Hashable>(by columnName: String,
                                                         transform: (InputKey?) -> GroupingKey?) -> RowGrouping {
        let keys = self[columnName, InputKey.self].map(transform)
        return RowGrouping(frame: self, keys: [AnyColumn(name: columnName, contents: keys.contents)])
    }
}
