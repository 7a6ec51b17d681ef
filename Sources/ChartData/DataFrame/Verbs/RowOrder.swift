import FoundationEssentials

/// The order of a column's rows by value: numbers by value, dates by time, booleans false
/// first, text in Unicode order, other values by their description; missing values last.
struct RowOrder {
    private enum Keys {
        case integers([Int])
        case doubles([Double])
        case ranks([Int32])
        case none
    }

    private let keys: Keys
    private let missing: (Int) -> Bool

    /// The order of `contents`' rows.
    init(_ contents: ColumnContents) {
        switch contents {
        case .integer(let values): keys = .integers(values.values)
        case .double(let values): keys = .doubles(values.values)
        case .date(let values): keys = .doubles(values.values.map(\.timeIntervalSince1970))
        case .boolean(let values): keys = .integers(values.values.map { $0 ? 1 : 0 })
        case .text(let values):
            // Each string's rank in sorted order (equal strings share a rank), so rows compare as integers.
            var rank = [Int32](repeating: 0, count: values.dictionary.count)
            var previous: String?, position: Int32 = -1
            for code in values.dictionary.indices.sorted(by: { values.dictionary[$0] < values.dictionary[$1] }) {
                if values.dictionary[code] != previous { position += 1; previous = values.dictionary[code] }
                rank[code] = position
            }
            keys = .ranks(values.codes.map { $0 < 0 ? -1 : rank[Int($0)] })
        case .other(let values):
            let texts = values.values.map { $0.map { String(describing: $0) } }
            let sorted = Array(Set(texts.compactMap { $0 })).sorted()
            let rank = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, Int32($0)) })
            keys = .ranks(texts.map { $0.flatMap { rank[$0] } ?? -1 })
        }
        missing = { contents.isMissing($0) }
    }

    /// Whether row `a`'s value comes before row `b`'s (both present); NaN after numbers.
    @inline(__always)
    func isLess(_ a: Int, _ b: Int) -> Bool {
        switch keys {
        case .integers(let values): return values[a] < values[b]
        case .doubles(let values):
            let x = values[a], y = values[b]
            if x.isNaN || y.isNaN { return !x.isNaN && y.isNaN }
            return x < y
        case .ranks(let values): return values[a] < values[b]
        case .none: return false
        }
    }

    /// Whether the rows' values are equal (both present).
    @inline(__always)
    func isEqual(_ a: Int, _ b: Int) -> Bool { !isLess(a, b) && !isLess(b, a) }

    /// Whether row `row` is missing.
    @inline(__always)
    func isMissing(_ row: Int) -> Bool { missing(row) }
}

extension DataFrame {
    /// The rows ordered by the column called `columnName` (stable: equal values keep their
    /// order; missing values last in either order).
    public func sorted(on columnName: String, order: Order = .ascending) -> DataFrame {
        sorted(on: [columnName], orders: [order])
    }

    /// The rows ordered by several columns, the first deciding first (`sorted(on: "species", "island")`).
    public func sorted(on columnNames: String..., order: Order = .ascending) -> DataFrame {
        sorted(on: columnNames, orders: columnNames.map { _ in order })
    }

    /// The rows ordered by `columnNames`, each in its own order.
    public func sorted(on columnNames: [String], orders: [Order]) -> DataFrame {
        gathering(sortedRows(on: columnNames.map { requiredIndex(of: $0) }, orders: orders))
    }

    /// The rows ordered by `areInIncreasingOrder` of the column called `columnName`'s present
    /// values (missing values last).
    public func sorted<T>(on columnName: String, _ type: T.Type, by areInIncreasingOrder: (T, T) throws -> Bool) rethrows -> DataFrame {
        let column = self[columnName, type]
        let present = try (0..<rowCount).filter { column[$0] != nil }.sorted { a, b in
            guard let x = column[a], let y = column[b] else { return false }
            return try areInIncreasingOrder(x, y)
        }
        return gathering(present + (0..<rowCount).filter { column[$0] == nil })
    }

    /// Sorts the rows in place by the column called `columnName`.
    public mutating func sort(on columnName: String, order: Order = .ascending) {
        self = sorted(on: columnName, order: order)
    }

    /// Row positions in the order of the key columns at `positions`.
    func sortedRows(on positions: [Int], orders: [Order]) -> [Int] {
        let keys = positions.map { RowOrder(columns[$0].contents) }
        return (0..<rowCount).sorted { a, b in
            for (index, key) in keys.enumerated() {
                let missingA = key.isMissing(a), missingB = key.isMissing(b)
                if missingA || missingB {
                    if missingA && missingB { continue }
                    return missingB
                }
                let descending = index < orders.count && orders[index] == .descending
                if key.isLess(a, b) { return !descending }
                if key.isLess(b, a) { return descending }
            }
            return a < b
        }
    }
}
