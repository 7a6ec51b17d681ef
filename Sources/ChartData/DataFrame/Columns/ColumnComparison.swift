import FoundationEssentials

/// Which comparison a column mask tests (`==`, `!=`, `<`, `<=`, `>`, `>=`), chosen once per
/// mask, outside the loop over the rows.
enum ColumnComparison: Sendable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual

    /// The comparison with its operands swapped: `5 < column` is `column > 5`.
    var flipped: ColumnComparison {
        switch self {
        case .equal, .notEqual: return self
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        }
    }

    /// `a` compared with `b`.
    @inline(__always)
    func test<T: Comparable>(_ a: T, _ b: T) -> Bool {
        switch self {
        case .equal: return a == b
        case .notEqual: return a != b
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        case .greaterOrEqual: return a >= b
        }
    }
}

/// The loops behind a column compared with a value or with another column, one entry per
/// element type a column keeps natively (Int, Double, Date, String, Bool).
///
/// Each entry is a non-generic function, so the loop it runs is compiled for its element type:
/// a plain compare of two machine values per row, the comparison picked before the loop. (A
/// loop written once for any `Comparable` element and reached from a generic `Column<T>` is
/// not specialised, and calls the element type's `Comparable` witness for every row.)
enum ColumnComparisonLoops {
    /// Each integer compared with `value`; missing rows are false.
    static func mask(_ values: TypedValues<Int>, _ comparison: ColumnComparison, _ value: Int) -> RowMask {
        values.values.withUnsafeBufferPointer { vectorFlags($0, values.missing, comparison, value) }
    }

    /// Each double compared with `value` (NaN compares false but for `!=`, as in Swift); missing rows are false.
    static func mask(_ values: TypedValues<Double>, _ comparison: ColumnComparison, _ value: Double) -> RowMask {
        values.values.withUnsafeBufferPointer { vectorFlags($0, values.missing, comparison, value) }
    }

    /// Each date compared with `value`; missing rows are false. Date's operators compare its
    /// seconds since 2001 as Doubles, so the dates compare as those Doubles, 16 at a time
    /// (``DateSeconds``), where Date is laid out as one Double; one at a time otherwise.
    static func mask(_ values: TypedValues<Date>, _ comparison: ColumnComparison, _ value: Date) -> RowMask {
        let vector = DateSeconds.withSeconds(of: values.values) { seconds in
            vectorFlags(seconds, values.missing, comparison, value.timeIntervalSinceReferenceDate)
        }
        return vector ?? flags(values.values, values.missing, comparison, value)
    }

    /// Whether each flag is `value` (`!= v` is `== !v`, a flag having two values); missing rows are false.
    static func mask(_ values: TypedValues<Bool>, equalTo value: Bool) -> RowMask {
        let count = values.count
        var flags = [Bool](repeating: false, count: count)
        values.values.withUnsafeBufferPointer { input in
            flags.withUnsafeMutableBufferPointer { output in
                for row in 0..<count { output[row] = input[row] == value }
            }
        }
        values.missing?.forEachMissingRow { flags[$0] = false }
        return RowMask(flags)
    }

    /// Each string compared with `value`; missing rows are false.
    ///
    /// `==` and `!=` look `value` up in the dictionary once and compare each row's code with
    /// its code, integers only (a dictionary that holds `value` more than once, as one left
    /// unde-duplicated for mostly distinct text may, takes the lookup below). The orderings
    /// compare each distinct string once, then look each row's code up in those results.
    static func mask(_ values: TextValues, _ comparison: ColumnComparison, _ value: String) -> RowMask {
        if comparison == .equal || comparison == .notEqual {
            var matching: Int32 = -1, matches = 0
            for (code, string) in values.dictionary.enumerated() where string == value {
                matching = Int32(truncatingIfNeeded: code)
                matches += 1
                if matches > 1 { break }
            }
            // A value the column does not hold has no code: Int32.min matches no row (missing rows are -1).
            if matches <= 1 { return codeEquality(values.codes, matches == 0 ? Int32.min : matching, keepsEqual: comparison == .equal) }
        }
        return codeLookup(values, values.dictionary.map { comparison.test($0, value) })
    }

    /// The rows whose string is one of `wanted`; missing rows are false.
    static func mask(_ values: TextValues, isIn wanted: Set<String>) -> RowMask {
        codeLookup(values, values.dictionary.map { wanted.contains($0) })
    }

    /// Each pair of rows compared; rows missing on either side are false.
    static func mask(_ lhs: TypedValues<Int>, _ rhs: TypedValues<Int>, _ comparison: ColumnComparison) -> RowMask {
        lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in vectorPairFlags(left, lhs.missing, right, rhs.missing, comparison) }
        }
    }

    /// Each pair of rows compared; rows missing on either side are false.
    static func mask(_ lhs: TypedValues<Double>, _ rhs: TypedValues<Double>, _ comparison: ColumnComparison) -> RowMask {
        lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in vectorPairFlags(left, lhs.missing, right, rhs.missing, comparison) }
        }
    }

    /// Each pair of rows compared; rows missing on either side are false.
    static func mask(_ lhs: TypedValues<Date>, _ rhs: TypedValues<Date>, _ comparison: ColumnComparison) -> RowMask {
        let vector = DateSeconds.withSeconds(of: lhs.values) { left in
            DateSeconds.withSeconds(of: rhs.values) { right in
                vectorPairFlags(left, lhs.missing, right, rhs.missing, comparison)
            }
        }
        return (vector ?? nil) ?? pairFlags(lhs, rhs, comparison)
    }

    /// Rows whose code is `code` (`keepsEqual`), or present with another code (not `keepsEqual`).
    private static func codeEquality(_ codes: [Int32], _ code: Int32, keepsEqual: Bool) -> RowMask {
        let count = codes.count
        let flags = [Bool](unsafeUninitializedCapacity: count) { output, initialized in
            codes.withUnsafeBufferPointer { codes in
                guard let output = output.baseAddress else { return }
                if keepsEqual, let codes = codes.baseAddress {
                    ComparisonKernel.fill(output, codes, count: count, .equal, code)
                } else {
                    // A missing row's code, -1, is the only negative one: `!=` must not keep it.
                    for row in 0..<count { (output + row).initialize(to: codes[row] != code && codes[row] >= 0) }
                }
            }
            initialized = count
        }
        return RowMask(flags)
    }

    /// A flag per row from a flag per distinct string.
    private static func codeLookup(_ values: TextValues, _ matches: [Bool]) -> RowMask {
        let count = values.count
        var flags = [Bool](repeating: false, count: count)
        values.codes.withUnsafeBufferPointer { codes in
            matches.withUnsafeBufferPointer { matches in
                flags.withUnsafeMutableBufferPointer { output in
                    for row in 0..<count {
                        let code = codes[row]
                        output[row] = code >= 0 && matches[Int(truncatingIfNeeded: code)]
                    }
                }
            }
        }
        return RowMask(flags)
    }

    /// `values` compared with `value` 16 rows at a time (``ComparisonKernel``), written into
    /// uninitialised storage, missing rows then cleared.
    @inline(__always)
    private static func vectorFlags<T: VectorComparable>(_ values: UnsafeBufferPointer<T>, _ missing: MissingMask?,
                                                         _ comparison: ColumnComparison, _ value: T) -> RowMask {
        let count = values.count
        return RowMask([Bool](unsafeUninitializedCapacity: count) { output, initialized in
            guard let output = output.baseAddress, let input = values.baseAddress else { return }
            ComparisonKernel.fill(output, input, count: count, comparison, value)
            ComparisonKernel.clear(output, count: count, rowsOf: missing)
            initialized = count
        })
    }

    /// Each pair of rows compared 16 at a time (``ComparisonKernel``); rows missing on either side are false.
    @inline(__always)
    private static func vectorPairFlags<T: VectorComparable>(_ left: UnsafeBufferPointer<T>, _ leftMissing: MissingMask?,
                                                             _ right: UnsafeBufferPointer<T>, _ rightMissing: MissingMask?,
                                                             _ comparison: ColumnComparison) -> RowMask {
        let count = Swift.min(left.count, right.count)
        return RowMask([Bool](unsafeUninitializedCapacity: count) { output, initialized in
            guard let output = output.baseAddress, let left = left.baseAddress, let right = right.baseAddress else { return }
            ComparisonKernel.fill(output, left, right, count: count, comparison)
            ComparisonKernel.clear(output, count: count, rowsOf: leftMissing)
            ComparisonKernel.clear(output, count: count, rowsOf: rightMissing)
            initialized = count
        })
    }

    /// `values` compared with `value`, missing rows then cleared.
    @inline(__always)
    private static func flags<T: Comparable>(_ values: [T], _ missing: MissingMask?, _ comparison: ColumnComparison, _ value: T) -> RowMask {
        var flags = [Bool](repeating: false, count: values.count)
        values.withUnsafeBufferPointer { input in
            flags.withUnsafeMutableBufferPointer { output in fill(output, input, comparison, value) }
        }
        missing?.forEachMissingRow { flags[$0] = false }
        return RowMask(flags)
    }

    /// Writes `input[row] comparison value` for every row, one loop per comparison.
    @inline(__always)
    private static func fill<T: Comparable>(_ output: UnsafeMutableBufferPointer<Bool>, _ input: UnsafeBufferPointer<T>,
                                            _ comparison: ColumnComparison, _ value: T) {
        let count = Swift.min(output.count, input.count)
        switch comparison {
        case .equal: for row in 0..<count { output[row] = input[row] == value }
        case .notEqual: for row in 0..<count { output[row] = input[row] != value }
        case .less: for row in 0..<count { output[row] = input[row] < value }
        case .lessOrEqual: for row in 0..<count { output[row] = input[row] <= value }
        case .greater: for row in 0..<count { output[row] = input[row] > value }
        case .greaterOrEqual: for row in 0..<count { output[row] = input[row] >= value }
        }
    }

    /// Each pair of rows compared, one loop per comparison; rows missing on either side are false.
    @inline(__always)
    private static func pairFlags<T: Comparable & Sendable>(_ lhs: TypedValues<T>, _ rhs: TypedValues<T>,
                                                            _ comparison: ColumnComparison) -> RowMask {
        let count = Swift.min(lhs.count, rhs.count)
        var flags = [Bool](repeating: false, count: count)
        lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in
                flags.withUnsafeMutableBufferPointer { output in
                    switch comparison {
                    case .equal: for row in 0..<count { output[row] = left[row] == right[row] }
                    case .notEqual: for row in 0..<count { output[row] = left[row] != right[row] }
                    case .less: for row in 0..<count { output[row] = left[row] < right[row] }
                    case .lessOrEqual: for row in 0..<count { output[row] = left[row] <= right[row] }
                    case .greater: for row in 0..<count { output[row] = left[row] > right[row] }
                    case .greaterOrEqual: for row in 0..<count { output[row] = left[row] >= right[row] }
                    }
                }
            }
        }
        MissingMask.union(lhs.missing, rhs.missing, count: count)?.forEachMissingRow { flags[$0] = false }
        return RowMask(flags)
    }
}
