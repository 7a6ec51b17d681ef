extension Table {
    /// The rows ordered by a column: numbers by value, dates by time, text in Unicode order.
    /// The sort is stable (equal values keep their order) and missing values come last in
    /// either direction.
    /// - Throws: `TableError.columnNotFound`.
    public func sorted(by column: String, ascending: Bool = true) throws -> Table {
        let key = try self.column(column)
        let keys: [Double?]
        switch key.storage {
        case .integer(let values): keys = values.map { $0.map(Double.init) }
        case .double(let values): keys = values.map { $0.flatMap { $0.isNaN ? nil : $0 } }
        case .date(let values): keys = values
        case .text(let codes, let dictionary):
            // Each text's rank in sorted order (equal texts share a rank), so rows compare as numbers.
            var rank = [Double](repeating: 0, count: dictionary.count)
            var previous: String?, position = -1.0
            for code in dictionary.indices.sorted(by: { dictionary[$0] < dictionary[$1] }) {
                if dictionary[code] != previous { position += 1; previous = dictionary[code] }
                rank[code] = position
            }
            keys = codes.map { $0 < 0 ? nil : rank[Int($0)] }
        }
        if case .integer(let values) = key.storage {
            return gathering(Self.stableOrder(values, ascending: ascending))
        }
        return gathering(Self.stableOrder(keys, ascending: ascending))
    }

    /// The first `count` rows (all of them when the table is shorter; none for a negative count).
    public func head(_ count: Int = 5) -> Table {
        gathering(Array(0..<max(0, min(count, rowCount))))
    }

    /// Row positions ordered by key, stable, missing keys last.
    private static func stableOrder<Key: Comparable>(_ keys: [Key?], ascending: Bool) -> [Int] {
        keys.indices.sorted { a, b in
            switch (keys[a], keys[b]) {
            case (let left?, let right?):
                if left != right { return ascending ? left < right : left > right }
                return a < b
            case (.some, .none): return true
            case (.none, .some): return false
            case (.none, .none): return a < b
            }
        }
    }
}
