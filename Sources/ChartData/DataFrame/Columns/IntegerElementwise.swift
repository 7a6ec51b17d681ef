/// Whole-column sums, differences and products of Int columns, in one loop with no branch per
/// row, for as long as no row overflows: sums and differences 8 rows at a time as `SIMD8<Int>`
/// vectors, products a row at a time.
///
/// Each lane adds (subtracts) wrapping and folds its overflow bit into one accumulator
/// (`a &+ b` overflowed when its sign differs from both operands'; `a &- b` when `a`'s sign
/// differs from both `b`'s and the result's; with a value, whose sign says which way a row
/// can overflow, from one `and`-not of the row and its result), with no branch per row. A column with no
/// overflow, which is every column of ordinary sizes, gets the very Ints Swift's `+` and `-`
/// give; when any row overflows, the caller computes the column row by row instead, which
/// makes each overflowing row missing. Products have no 64-bit vector multiply on x86-64's
/// baseline SSE2: each row multiplies on its own and its overflow flag is or-ed into one, so
/// the loop has no branch (the row-by-row loop tests every row's product for overflow).
/// Quotients stay row by row (``ColumnElementwise``), for the zero divisor.
enum IntegerElementwise {
    /// `operation` on each pair of rows (rows missing on either side are missing), or nil when
    /// `operation` is `/` or some row overflows.
    static func combine(_ operation: ColumnArithmetic.Operation, _ lhs: TypedValues<Int>, _ rhs: TypedValues<Int>) -> TypedValues<Int>? {
        let count = Swift.min(lhs.count, rhs.count)
        let values = lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in
                wrapping(operation, count: count) { (vector(left, $0), vector(right, $0)) } scalar: { (left[$0], right[$0]) }
            }
        }
        return values.map { TypedValues(values: $0, missing: MissingMask.union(lhs.missing, rhs.missing, count: count)) }
    }

    /// `operation` of each row and `scalar` (`scalar` first when `scalarFirst`; missing rows
    /// stay missing), or nil when `operation` is `/` or some row overflows.
    ///
    /// With a value, the sign of `scalar` says which way a sum or difference can overflow, so
    /// one row's overflow bit takes one `and`-not of its operand and its result (`a &+ c` with
    /// `c >= 0` overflowed when `a >= 0` and the result is negative; with `c < 0` when `a < 0`
    /// and the result is not; `a &- c` the other way round; `c &- a` with `c >= 0` when `a` and
    /// the result are both negative, with `c < 0` when neither is), one vector operation fewer
    /// per 2 rows than the general test of two operands.
    static func combine(_ operation: ColumnArithmetic.Operation, _ values: TypedValues<Int>, scalar: Int,
                        scalarFirst: Bool) -> TypedValues<Int>? {
        let splat = SIMD8<Int>(repeating: scalar)
        let results = values.values.withUnsafeBufferPointer { input -> [Int]? in
            let count = input.count
            let rowFirst = { (row: Int) in (vector(input, row), splat) }, rowFirstScalar = { (row: Int) in (input[row], scalar) }
            switch (operation, scalarFirst, scalar >= 0) {
            case (.add, _, true):
                return rows(count: count, rowFirst, scalar: rowFirstScalar) { a, c in let s = a &+ c; return (s, s & ~a) }
            case (.add, _, false):
                return rows(count: count, rowFirst, scalar: rowFirstScalar) { a, c in let s = a &+ c; return (s, a & ~s) }
            case (.subtract, false, true):
                return rows(count: count, rowFirst, scalar: rowFirstScalar) { a, c in let s = a &- c; return (s, a & ~s) }
            case (.subtract, false, false):
                return rows(count: count, rowFirst, scalar: rowFirstScalar) { a, c in let s = a &- c; return (s, s & ~a) }
            case (.subtract, true, true):
                return rows(count: count, rowFirst, scalar: rowFirstScalar) { a, c in let s = c &- a; return (s, a & s) }
            case (.subtract, true, false):
                return rows(count: count, rowFirst, scalar: rowFirstScalar) { a, c in let s = c &- a; return (s, ~(a | s)) }
            case (.multiply, _, _):
                return products(count: count, rowFirstScalar)
            case (.divide, _, _):
                return nil
            }
        }
        return results.map { TypedValues(values: $0, missing: values.missing) }
    }

    /// The 8 values from `row`.
    @inline(__always)
    private static func vector(_ buffer: UnsafeBufferPointer<Int>, _ row: Int) -> SIMD8<Int> {
        UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: row &* 8, as: SIMD8<Int>.self)
    }

    /// The sums, differences or products of `count` pairs of operands (`vector` gives the 8
    /// pairs from a row, `scalar` one pair), nil when some row overflows or `operation` is `/`.
    @inline(__always)
    private static func wrapping(_ operation: ColumnArithmetic.Operation, count: Int,
                                 _ vector: (Int) -> (SIMD8<Int>, SIMD8<Int>), scalar: (Int) -> (Int, Int)) -> [Int]? {
        switch operation {
        case .add: return rows(count: count, vector, scalar: scalar) { a, b in let s = a &+ b; return (s, (a ^ s) & (b ^ s)) }
        case .subtract: return rows(count: count, vector, scalar: scalar) { a, b in let s = a &- b; return (s, (a ^ b) & (a ^ s)) }
        case .multiply: return products(count: count, scalar)
        case .divide: return nil
        }
    }

    /// `count` products of the pairs `pair` gives, nil when one overflowed.
    @inline(__always)
    private static func products(count: Int, _ pair: (Int) -> (Int, Int)) -> [Int]? {
        var overflow: UInt8 = 0
        let results = [Int](unsafeUninitializedCapacity: count) { output, initialized in
            guard let base = output.baseAddress else { return }
            var row = 0
            while row < count {
                let (a, b) = pair(row)
                let (product, overflowed) = a.multipliedReportingOverflow(by: b)
                overflow |= overflowed ? 1 : 0
                (base + row).initialize(to: product)
                row &+= 1
            }
            initialized = count
        }
        return overflow == 0 ? results : nil
    }

    /// `count` results of `lanes` (each result with a word whose sign bit says it overflowed),
    /// nil when one did.
    @inline(__always)
    private static func rows(count: Int, _ vector: (Int) -> (SIMD8<Int>, SIMD8<Int>), scalar: (Int) -> (Int, Int),
                             _ lanes: (SIMD8<Int>, SIMD8<Int>) -> (SIMD8<Int>, SIMD8<Int>)) -> [Int]? {
        var overflow = SIMD8<Int>(repeating: 0)
        let results = [Int](unsafeUninitializedCapacity: count) { output, initialized in
            guard let base = output.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(base)
            var row = 0
            while row &+ 8 <= count {
                let (a, b) = vector(row)
                let (result, overflowed) = lanes(a, b)
                overflow |= overflowed
                raw.storeBytes(of: result, toByteOffset: row &* 8, as: SIMD8<Int>.self)
                row &+= 8
            }
            while row < count {
                let (a, b) = scalar(row)
                let (result, overflowed) = lanes(SIMD8(repeating: a), SIMD8(repeating: b))
                overflow |= overflowed
                (base + row).initialize(to: result[0])
                row &+= 1
            }
            initialized = count
        }
        return overflow.min() < 0 ? nil : results
    }
}
