/// Rows of a column sorted into groups of equal value, groups numbered by first appearance.
struct GroupCodes {
    /// The group of each row, or -1 when the row's value is missing (such rows form no group).
    let codes: [Int32]
    /// The first row of each group, in group order.
    let firstRows: [Int]

    /// The groups of `storage`'s values.
    init(_ storage: ColumnStorage) {
        var firstRows: [Int] = []
        switch storage {
        case .text(let codes, let dictionary):
            // Codes of equal strings share one canonical code (the dictionary may repeat values).
            let canonical = Self.canonicalCodes(dictionary)
            var groupOfCode = [Int32](repeating: -1, count: dictionary.count)
            self.codes = codes.enumerated().map { row, code in
                guard code >= 0 else { return -1 }
                let key = Int(canonical[Int(code)])
                let group = groupOfCode[key]
                if group >= 0 { return group }
                let newGroup = Int32(firstRows.count)
                groupOfCode[key] = newGroup
                firstRows.append(row)
                return newGroup
            }
        case .integer(let values):
            self.codes = Self.group(values, &firstRows)
        case .double(let values):
            self.codes = Self.group(values.map { $0.map { ($0 == 0 ? 0 : $0).bitPattern } }, &firstRows)
        case .date(let values):
            self.codes = Self.group(values.map { $0.map { ($0 == 0 ? 0 : $0).bitPattern } }, &firstRows)
        }
        self.firstRows = firstRows
    }

    /// The number of groups.
    var count: Int { firstRows.count }

    /// How many rows fall in each group.
    func counts() -> [Int] {
        var counts = [Int](repeating: 0, count: count)
        for code in codes where code >= 0 { counts[Int(code)] += 1 }
        return counts
    }

    /// For each dictionary entry, the first entry holding the same string.
    static func canonicalCodes(_ dictionary: [String]) -> [Int32] {
        var firstCode: [String: Int32] = [:]
        firstCode.reserveCapacity(dictionary.count)
        return dictionary.enumerated().map { code, text in
            if let first = firstCode[text] { return first }
            firstCode[text] = Int32(code)
            return Int32(code)
        }
    }

    private static func group<Key: Hashable>(_ values: [Key?], _ firstRows: inout [Int]) -> [Int32] {
        var groupOfKey: [Key: Int32] = [:]
        return values.enumerated().map { row, value in
            guard let value else { return -1 }
            if let group = groupOfKey[value] { return group }
            let newGroup = Int32(firstRows.count)
            groupOfKey[value] = newGroup
            firstRows.append(row)
            return newGroup
        }
    }
}
