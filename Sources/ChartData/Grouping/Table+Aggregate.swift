extension Table {
    /// The total of a numeric column for each value of another: a table with the columns
    /// `<by>` and `sum`, largest sum first (ties in order of first appearance).
    ///
    /// Missing numbers are left out of the totals; rows whose group value is missing are left
    /// out entirely; a group with no numbers sums to 0. The sum of an integer column is an
    /// integer column (exact; doubles only if a total does not fit in 64 bits).
    /// - Throws: `TableError.columnNotFound`, `.notNumeric`.
    public func sum(of column: String, by group: String) throws -> Table {
        let (key, groups, sums, _) = try totals(of: column, by: group)
        let values = try self.column(column)
        var sumStorage: ColumnStorage = .double(sums)
        if case .integer(let numbers) = values.storage, let exact = Self.integerSums(numbers, groups) {
            sumStorage = .integer(exact)
        }
        let order = Self.largestFirst(sums)
        return try Table(columns: [
            TableColumn(name: key.name, source: source, storage: key.storage.gathering(order.map { groups.firstRows[$0] })),
            TableColumn(name: "sum", source: source, storage: sumStorage.gathering(order)),
        ], source: source)
    }

    /// Exact integer sums per group, or nil when one overflows 64 bits (the sums then stay doubles).
    private static func integerSums(_ numbers: [Int?], _ groups: GroupCodes) -> [Int?]? {
        var sums = [Int](repeating: 0, count: groups.count)
        for (row, number) in numbers.enumerated() {
            let code = groups.codes[row]
            guard code >= 0, let number else { continue }
            let (total, overflow) = sums[Int(code)].addingReportingOverflow(number)
            if overflow { return nil }
            sums[Int(code)] = total
        }
        return sums
    }

    /// The mean of a numeric column for each value of another: a table with the columns
    /// `<by>` and `mean`, largest mean first (ties in order of first appearance).
    ///
    /// Missing numbers are left out; a group with no numbers at all has a missing mean
    /// (listed last).
    /// - Throws: `TableError.columnNotFound`, `.notNumeric`.
    public func mean(of column: String, by group: String) throws -> Table {
        let (key, groups, sums, counts) = try totals(of: column, by: group)
        let means: [Double?] = sums.indices.map { counts[$0] > 0 ? (sums[$0] ?? 0) / Double(counts[$0]) : nil }
        let order = Self.largestFirst(means)
        return try Table(columns: [
            TableColumn(name: key.name, source: source, storage: key.storage.gathering(order.map { groups.firstRows[$0] })),
            TableColumn(name: "mean", source: source, storage: .double(order.map { means[$0] })),
        ], source: source)
    }

    /// Per group of `group`: the sum and the count of the present numbers of `column`.
    private func totals(of column: String, by group: String)
        throws -> (key: TableColumn, groups: GroupCodes, sums: [Double?], counts: [Int]) {
        let key = try self.column(group)
        let values = try self.column(column)
        let groups = GroupCodes(key.storage)
        var sums = [Double](repeating: 0, count: groups.count)
        var counts = [Int](repeating: 0, count: groups.count)
        func add(_ number: Double?, row: Int) {
            let code = groups.codes[row]
            guard code >= 0, let number else { return }
            sums[Int(code)] += number
            counts[Int(code)] += 1
        }
        switch values.storage {
        case .integer(let numbers): for (row, number) in numbers.enumerated() { add(number.map(Double.init), row: row) }
        case .double(let numbers): for (row, number) in numbers.enumerated() { add(number, row: row) }
        case .date, .text: throw TableError.notNumeric(column: values.name, type: values.type, source: source)
        }
        return (key, groups, sums.map { Optional($0) }, counts)
    }
}
