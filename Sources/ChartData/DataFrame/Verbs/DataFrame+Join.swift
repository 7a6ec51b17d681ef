import FoundationEssentials

/// Which rows a join keeps, as TabularData names them.
public enum JoinKind: String, Sendable, CaseIterable {
    /// Rows whose key is in both frames.
    case inner
    /// Every row of the left frame, with the right frame's values where its key matches.
    case left
    /// Every row of the right frame, with the left frame's values where its key matches.
    case right
    /// Every row of both frames.
    case full
}

extension DataFrame {
    /// The rows of this frame and `other` paired by equal values of the column called
    /// `columnName` in both (TabularData's `joined(_:on:kind:)`, pandas' `merge`).
    ///
    /// The key column appears once; other columns whose names are in both frames are
    /// renamed `left.<name>` and `right.<name>`. Rows keep the left frame's order (a right
    /// join the right frame's); a key matching several rows gives every pairing; missing keys
    /// never match. Integer and double keys match by value.
    public func joined(_ other: DataFrame, on columnName: String, kind: JoinKind = .inner) -> DataFrame {
        joined(other, on: (left: columnName, right: columnName), kind: kind)
    }

    /// The rows of this frame and `other` paired by equal values of `columnNames.left` here and
    /// `columnNames.right` there; the key column takes the left name.
    public func joined(_ other: DataFrame, on columnNames: (left: String, right: String), kind: JoinKind = .inner) -> DataFrame {
        if let problem = joinProblem(other, on: columnNames) { fatalError(problem.description) }
        let leftIndex = requiredIndex(of: columnNames.left), rightIndex = other.requiredIndex(of: columnNames.right)
        let leftKey = columns[leftIndex], rightKey = other.columns[rightIndex]
        var pairs = JoinPairs(left: leftKey.contents, right: rightKey.contents)
        pairs.restrict(to: kind)
        // The key: the left's value, or the right's where only the right row exists.
        var key = leftKey.gathering(pairs.leftRows)
        if kind == .right || kind == .full {
            let fromRight = rightKey.gathering(pairs.rightRows).contents
            let commonRight = Self.converted(fromRight, like: key.contents)
            for (position, row) in pairs.leftRows.enumerated() where row < 0 {
                key.contents.set(commonRight.element(at: position), at: position)
            }
        }
        let rightOthers = other.columns.enumerated().filter { $0.offset != rightIndex }.map(\.element)
        let leftNames = Set(columns.map(\.name)), rightNames = Set(rightOthers.map(\.name))
        var result = [key]
        for (index, column) in columns.enumerated() where index != leftIndex {
            var gathered = column.gathering(pairs.leftRows)
            if rightNames.contains(column.name) { gathered.name = "left." + column.name }
            result.append(gathered)
        }
        for column in rightOthers {
            var gathered = column.gathering(pairs.rightRows)
            if leftNames.contains(column.name) { gathered.name = "right." + column.name }
            result.append(gathered)
        }
        return DataFrame(trusted: result, rowCount: pairs.leftRows.count, source: source)
    }

    /// Why the frames cannot be joined on these columns (a name missing on either side, keys
    /// of types that never match), or nil.
    public func joinProblem(_ other: DataFrame, on columnNames: (left: String, right: String)) -> TableError? {
        guard let left = indexOfColumn(columnNames.left) else { return missingColumn(columnNames.left) }
        guard let right = other.indexOfColumn(columnNames.right) else { return other.missingColumn(columnNames.right) }
        let a = columns[left], b = other.columns[right]
        let compatible = a.kind == b.kind ? (a.kind != .other || a.wrappedElementType == b.wrappedElementType)
                                          : (a.kind.isNumeric && b.kind.isNumeric)
        guard compatible else {
            return .incompatibleColumns(first: a.name, firstType: a.elementTypeName, second: b.name,
                                        secondType: b.elementTypeName, operation: "join on these columns")
        }
        return nil
    }

    /// `contents` as the kind of `model` (integers as doubles when the left key holds doubles).
    static func converted(_ contents: ColumnContents, like model: ColumnContents) -> ColumnContents {
        if case .double = model, case .integer = contents, let doubles = contents.doubles { return .double(doubles) }
        if case .integer = model, case .double(let values) = contents {
            return .integer(TypedValues(optionals: (0..<values.count).map { row in values[row].flatMap { Int(exactly: $0) } }, placeholder: 0))
        }
        return contents
    }
}

/// The row pairs of a join: for each result row, its left row and right row (-1 where that
/// side has none). Built by hashing the right keys once and probing with the left ones.
struct JoinPairs {
    var leftRows: [Int] = []
    var rightRows: [Int] = []
    private let leftCount: Int
    private let rightCount: Int

    init(left: ColumnContents, right: ColumnContents) {
        leftCount = left.count
        rightCount = right.count
        let (leftKeys, rightKeys) = Self.keys(left, right)
        // Chains of right rows with equal keys: first row per key, then the next row of each.
        var firstOfKey: [Int64: Int32] = [:]
        firstOfKey.reserveCapacity(rightCount)
        var next = [Int32](repeating: -1, count: rightCount)
        var lastOfKey: [Int64: Int32] = [:]
        for row in 0..<rightCount {
            guard let key = rightKeys[row] else { continue }
            if let last = lastOfKey[key] { next[Int(last)] = Int32(row) } else { firstOfKey[key] = Int32(row) }
            lastOfKey[key] = Int32(row)
        }
        leftRows.reserveCapacity(leftCount)
        rightRows.reserveCapacity(leftCount)
        for row in 0..<leftCount {
            guard let key = leftKeys[row], var match = firstOfKey[key] else {
                leftRows.append(row); rightRows.append(-1)
                continue
            }
            while match >= 0 {
                leftRows.append(row)
                rightRows.append(Int(match))
                match = next[Int(match)]
            }
        }
    }

    /// Keeps the pairs `kind` keeps: unmatched left rows only for left and full joins,
    /// unmatched right rows appended for full joins, right joins in the right frame's order.
    mutating func restrict(to kind: JoinKind) {
        switch kind {
        case .left: return
        case .inner:
            let kept = rightRows.indices.filter { rightRows[$0] >= 0 }
            leftRows = kept.map { leftRows[$0] }
            rightRows = kept.map { rightRows[$0] }
        case .full, .right:
            var matched = [Bool](repeating: false, count: rightCount)
            for row in rightRows where row >= 0 { matched[row] = true }
            if kind == .right {
                let kept = rightRows.indices.filter { rightRows[$0] >= 0 }.sorted { (rightRows[$0], $0) < (rightRows[$1], $1) }
                var pairs = kept.map { (leftRows[$0], rightRows[$0]) }
                for row in 0..<rightCount where !matched[row] { pairs.append((-1, row)) }
                pairs.sort { $0.1 < $1.1 }
                leftRows = pairs.map(\.0)
                rightRows = pairs.map(\.1)
            } else {
                for row in 0..<rightCount where !matched[row] { leftRows.append(-1); rightRows.append(row) }
            }
        }
    }

    /// Both sides' keys as 64-bit values that are equal exactly when the values are: integers
    /// as themselves (or as doubles' bits when either side holds doubles), text by a shared
    /// numbering of the distinct strings, dates by their bits; nil for missing.
    private static func keys(_ left: ColumnContents, _ right: ColumnContents) -> ([Int64?], [Int64?]) {
        switch (left, right) {
        case (.integer(let a), .integer(let b)):
            return ((0..<a.count).map { a[$0].map(Int64.init) }, (0..<b.count).map { b[$0].map(Int64.init) })
        case (.text(let a), .text(let b)):
            var numbering: [String: Int64] = [:]
            func number(_ text: String) -> Int64 {
                if let value = numbering[text] { return value }
                let value = Int64(numbering.count)
                numbering[text] = value
                return value
            }
            let leftCodes = a.dictionary.map(number), rightCodes = b.dictionary.map(number)
            return (a.codes.map { $0 < 0 ? nil : leftCodes[Int($0)] }, b.codes.map { $0 < 0 ? nil : rightCodes[Int($0)] })
        case (.boolean(let a), .boolean(let b)):
            return ((0..<a.count).map { a[$0].map { $0 ? 1 : 0 } }, (0..<b.count).map { b[$0].map { $0 ? 1 : 0 } })
        case (.date(let a), .date(let b)):
            return ((0..<a.count).map { a[$0].map { Int64(bitPattern: UInt64(($0.timeIntervalSince1970 + 0).bitPattern)) } },
                    (0..<b.count).map { b[$0].map { Int64(bitPattern: UInt64(($0.timeIntervalSince1970 + 0).bitPattern)) } })
        default:
            if let a = left.doubles, let b = right.doubles {
                func bits(_ value: Double) -> Int64 { Int64(bitPattern: UInt64((value == 0 ? 0 : value).bitPattern)) }
                return ((0..<a.count).map { a[$0].map(bits) }, (0..<b.count).map { b[$0].map(bits) })
            }
            let a = (0..<left.count).map { left.element(at: $0).map { String(describing: $0) } }
            let b = (0..<right.count).map { right.element(at: $0).map { String(describing: $0) } }
            var numbering: [String: Int64] = [:]
            func number(_ text: String?) -> Int64? {
                guard let text else { return nil }
                if let value = numbering[text] { return value }
                let value = Int64(numbering.count)
                numbering[text] = value
                return value
            }
            return (a.map(number), b.map(number))
        }
    }
}
