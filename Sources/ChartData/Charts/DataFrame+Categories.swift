import ChartCore
import FoundationEssentials

extension DataFrame {
    /// The categories and values of a two-column frame, as bar, pie and line charts take them:
    /// the first column's values as labels, the second's numbers.
    ///
    /// Dates label by the period they start when they all start one (`2024` for years,
    /// `2024-09` for months), else as ISO 8601 days or instants. Rows whose value is missing
    /// are left out (with their label).
    /// - Throws: `TableError.notTwoColumns` unless the frame has exactly two columns,
    ///   `.wrongColumnType` when the second column does not hold numbers.
    public func categoriesAndValues() throws -> (categories: [String], values: [Double]) {
        guard columns.count == 2 else { throw TableError.notTwoColumns(columns: columnNames, source: source) }
        let labels = columns[0], numbers = columns[1]
        guard let values = numbers.contents.doubles else {
            throw TableError.wrongColumnType(column: numbers.name, holds: numbers.elementTypeName, asked: "numbers (Int or Double)")
        }
        let texts = Self.labels(of: labels.contents)
        var categories: [String] = [], result: [Double] = []
        for row in 0..<rowCount {
            guard let value = values[row] else { continue }
            categories.append(texts[row])
            result.append(value)
        }
        return (categories, result)
    }

    /// Each row's label: dates by the period they start, anything else as displayed.
    static func labels(of contents: ColumnContents) -> [String] {
        guard case .date(let dates) = contents else { return (0..<contents.count).map { CellText.plain(contents, row: $0) } }
        let present = (0..<dates.count).compactMap { dates[$0] }
        let parts = present.map { CivilDate.date(secondsSince1970: $0.timeIntervalSince1970) }
        let midnights = present.allSatisfy { $0.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) == 0 }
        let years = midnights && parts.allSatisfy { $0.month == 1 && $0.day == 1 }
        let months = midnights && parts.allSatisfy { $0.day == 1 }
        return (0..<dates.count).map { row in
            guard let date = dates[row] else { return CellText.missing }
            let day = CellText.date(date)
            if years { return String(day.prefix(4)) }
            if months { return String(day.prefix(7)) }
            return day
        }
    }
}
