import ChartCore

extension Table {
    /// How many rows fall in each calendar month of a date column: a table with the columns
    /// `month` (text such as "2024-09") and `count`, in date order, from the first month to the
    /// last with every month between (a month without rows counts 0). Months are in UTC.
    /// (Dates centuries apart list only the months that have rows.)
    /// Missing dates are not counted.
    /// - Throws: `TableError.columnNotFound`, `.notDates`.
    public func count(byMonthOf column: String) throws -> Table {
        let periods = try periodCounts(of: column) { date in date.year * 12 + (date.month - 1) }
        let labels = periods.map { ISODate.monthText(year: $0.period / 12, month: $0.period % 12 + 1) }
        var months = TextColumnBuilder()
        labels.forEach { months.append($0) }
        return Table(trusted: [
            TableColumn(name: "month", source: source, storage: months.storage),
            TableColumn(name: "count", source: source, storage: .integer(periods.map(\.count))),
        ], source: source)
    }

    /// How many rows fall in each calendar year of a date column: a table with the columns
    /// `year` (an integer) and `count`, in date order, every year from the first to the last.
    /// - Throws: `TableError.columnNotFound`, `.notDates`.
    public func count(byYearOf column: String) throws -> Table {
        let periods = try periodCounts(of: column) { date in date.year }
        return Table(trusted: [
            TableColumn(name: "year", source: source, storage: .integer(periods.map(\.period))),
            TableColumn(name: "count", source: source, storage: .integer(periods.map(\.count))),
        ], source: source)
    }

    /// Counts of rows per period number (consecutive integers), from the first to the last.
    private func periodCounts(of column: String, period: ((year: Int, month: Int, day: Int)) -> Int)
        throws -> [(period: Int, count: Int)] {
        let dates = try self.column(column)
        guard case .date(let seconds) = dates.storage else {
            throw TableError.notDates(column: dates.name, type: dates.type, source: source)
        }
        // Instants beyond ±3 million years are not calendar dates worth counting.
        let periods = seconds.compactMap { value -> Int? in
            guard let value, value.isFinite, abs(value) < 1e14 else { return nil }
            return period(CivilDate.date(secondsSince1970: value))
        }
        guard let first = periods.min(), let last = periods.max() else { return [] }
        guard last - first < 200_000 else {
            // Too far apart to list every period between: only the periods that have rows.
            let counts = Dictionary(periods.map { ($0, 1) }, uniquingKeysWith: +)
            return counts.keys.sorted().map { ($0, counts[$0] ?? 0) }
        }
        var counts = [Int](repeating: 0, count: last - first + 1)
        for value in periods { counts[value - first] += 1 }
        return counts.enumerated().map { (first + $0.offset, $0.element) }
    }
}
