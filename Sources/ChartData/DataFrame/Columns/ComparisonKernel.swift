/// The innermost loops of a comparison mask: 16 rows compared at once as one `SIMD16` vector
/// and their 16 flags stored as 16 bytes, the last rows one at a time.
///
/// The compiler's own vectorisation of a per-row `output[row] = input[row] > value` packs and
/// stores 4 flags at a time; a 16-wide compare lets it pack 16 results into one store, half
/// the instructions per row (callgrind: 5.3 → 2.6 per row for a Double column on x86-64's
/// baseline SSE2). Each lane compares as Swift's scalar operator does (`.<` is false for NaN,
/// `.!=` true), so the vector and the scalar rows agree bit for bit.
///
/// The 16 lane flags become bytes by truncating the comparison's all-ones lanes to bytes, then
/// keeping bit 0: LLVM packs sign-filled lanes with `packssdw`/`packsswb` (3 instructions for
/// 16 Int32 lanes, 7 for 16 Double lanes), where lanes already reduced to 0/1 took a chain of
/// shifts and `packuswb` (78 instructions per 16 Doubles; an out-of-line call for Int32).
/// callgrind, 1e6 rows, release package build: `score > 50` 5.33 → 3.28 million instructions
/// (43 per 16 rows, the rest clearing missing rows), a text `== "Math"` 2.19 → 1.44 million,
/// 1.13 with the switch below. Int columns compare through the sign of a difference
/// (``Int/less(_:_:)``; baseline SSE2 has no 64-bit compare): `year > 2019` 10.5 → 8.88 million.
///
/// Each `fill` switches on the comparison once, outside the loop, and calls a loop of its own
/// for that comparison: `rows` is generic over a ``FixedComparison`` type as well as the
/// element type, so each (element, comparison) pair is specialised as a function in which the
/// comparison is a constant. With one `rows` taking the comparison as a value, inlined six
/// times into `fill`, the package build inlined only the `.equal` case and left the other
/// five sharing one out-of-line loop with the switch inside: a jump per 16 rows and the six
/// cases' masks merged before one store, packed with ~50 shuffles (Int `year > 2019`: 142
/// instructions per 16 rows, where the loop for `>` alone is 88). With a loop per comparison
/// the package build's Int `>` loop is 85 instructions per 16 rows (callgrind, 1e6 rows:
/// `year > 2019` 8.88 → 5.32 million, `score > 50` 3.28 → 2.97 million).
///
/// The two `fill` entries are generic but never inlined: each is specialised for its element
/// type as a small function of its own, a plain loop with no closure, so the optimiser inlines
/// the vector operations into it. (Inlined into the large generic `Column.mask`, the Int32
/// conversion stayed a call; written with closures per comparison, the closures stayed calls
/// per 16 rows in the package build, 60 instructions per 16 rows of a text mask.)
enum ComparisonKernel {
    /// Writes `input[row] comparison value` for the first `count` rows.
    @inline(never)
    static func fill<S: VectorComparable>(_ output: UnsafeMutablePointer<Bool>, _ input: UnsafePointer<S>, count: Int,
                                          _ comparison: ColumnComparison, _ value: S) {
        switch comparison {
        case .equal: rows(output, input, count: count, value, Equal.self)
        case .notEqual: rows(output, input, count: count, value, NotEqual.self)
        case .less: rows(output, input, count: count, value, Less.self)
        case .lessOrEqual: rows(output, input, count: count, value, LessOrEqual.self)
        case .greater: rows(output, input, count: count, value, Greater.self)
        case .greaterOrEqual: rows(output, input, count: count, value, GreaterOrEqual.self)
        }
    }

    /// Writes `left[row] comparison right[row]` for the first `count` rows.
    @inline(never)
    static func fill<S: VectorComparable>(_ output: UnsafeMutablePointer<Bool>, _ left: UnsafePointer<S>, _ right: UnsafePointer<S>,
                                          count: Int, _ comparison: ColumnComparison) {
        switch comparison {
        case .equal: rows(output, left, right, count: count, Equal.self)
        case .notEqual: rows(output, left, right, count: count, NotEqual.self)
        case .less: rows(output, left, right, count: count, Less.self)
        case .lessOrEqual: rows(output, left, right, count: count, LessOrEqual.self)
        case .greater: rows(output, left, right, count: count, Greater.self)
        case .greaterOrEqual: rows(output, left, right, count: count, GreaterOrEqual.self)
        }
    }

    /// The loop of `fill(_:_:count:_:_:)` for the comparison `C`: a function of its own for
    /// each element type and comparison, in which `C.comparison` is a constant.
    @inline(never)
    private static func rows<S: VectorComparable, C: FixedComparison>(_ output: UnsafeMutablePointer<Bool>, _ input: UnsafePointer<S>,
                                                                      count: Int, _ value: S, _: C.Type) {
        let splat = SIMD16<S>(repeating: value)
        var row = 0
        while row &+ 16 <= count {
            store(S.compare(load(input, row), C.comparison, splat), of: S.self, output, row)
            row &+= 16
        }
        while row < count {
            output[row] = C.comparison.test(input[row], value)
            row &+= 1
        }
    }

    /// The loop of `fill(_:_:_:count:_:)` for the comparison `C`, a function of its own for
    /// each element type and comparison.
    @inline(never)
    private static func rows<S: VectorComparable, C: FixedComparison>(_ output: UnsafeMutablePointer<Bool>, _ left: UnsafePointer<S>,
                                                                      _ right: UnsafePointer<S>, count: Int, _: C.Type) {
        var row = 0
        while row &+ 16 <= count {
            store(S.compare(load(left, row), C.comparison, load(right, row)), of: S.self, output, row)
            row &+= 16
        }
        while row < count {
            output[row] = C.comparison.test(left[row], right[row])
            row &+= 1
        }
    }

    /// Sets the flag of every row below `count` that `missing` marks to false (a pair of
    /// columns of unequal lengths compares the rows of the shorter).
    @inline(__always)
    static func clear(_ output: UnsafeMutablePointer<Bool>, count: Int, rowsOf missing: MissingMask?) {
        missing?.forEachMissingRow { row in if row < count { output[row] = false } }
    }

    /// The 16 values from `row`.
    @inline(__always)
    private static func load<S: SIMDScalar>(_ input: UnsafePointer<S>, _ row: Int) -> SIMD16<S> {
        UnsafeRawPointer(input).loadUnaligned(fromByteOffset: row &* MemoryLayout<S>.stride, as: SIMD16<S>.self)
    }

    /// Stores the 16 lane flags of `mask` as bytes 0 or 1 from `row`: the all-ones lanes
    /// truncated to bytes (sign-filled, so packed with `packss`), then bit 0 kept.
    @inline(__always)
    private static func store<S: SIMDScalar>(_ mask: SIMDMask<SIMD16<S.SIMDMaskScalar>>, of _: S.Type,
                                             _ output: UnsafeMutablePointer<Bool>, _ row: Int) {
        let lanes = SIMD16<S.SIMDMaskScalar>(repeating: 0).replacing(with: -1, where: mask)
        let flags = SIMD16<UInt8>(truncatingIfNeeded: lanes) & SIMD16<UInt8>(repeating: 1)
        UnsafeMutableRawPointer(output).storeBytes(of: flags, toByteOffset: row, as: SIMD16<UInt8>.self)
    }
}

/// An element type whose 16-lane vectors compare with the lane-wise operators compiled for
/// that type (the generic `Comparable` ones compare lane by lane).
protocol VectorComparable: SIMDScalar, Comparable {
    /// `a comparison b`, lane by lane.
    static func compare(_ a: SIMD16<Self>, _ comparison: ColumnComparison, _ b: SIMD16<Self>) -> SIMDMask<SIMD16<SIMDMaskScalar>>
}

extension Double: VectorComparable {
    @inline(__always)
    static func compare(_ a: SIMD16<Double>, _ comparison: ColumnComparison, _ b: SIMD16<Double>) -> SIMDMask<SIMD16<Int64>> {
        switch comparison {
        case .equal: return a .== b
        case .notEqual: return a .!= b
        case .less: return a .< b
        case .lessOrEqual: return a .<= b
        case .greater: return a .> b
        case .greaterOrEqual: return a .>= b
        }
    }
}

/// An integer type whose vectors compare through its own lane-wise `==` and `<`, the other four
/// derived from them (exact for integers, which have no NaN).
protocol VectorInteger: VectorComparable {
    /// `a .== b` with the operator compiled for the type.
    static func equal(_ a: SIMD16<Self>, _ b: SIMD16<Self>) -> SIMDMask<SIMD16<SIMDMaskScalar>>
    /// `a .< b` with the operator compiled for the type.
    static func less(_ a: SIMD16<Self>, _ b: SIMD16<Self>) -> SIMDMask<SIMD16<SIMDMaskScalar>>
}

extension VectorInteger {
    @inline(__always)
    static func compare(_ a: SIMD16<Self>, _ comparison: ColumnComparison, _ b: SIMD16<Self>) -> SIMDMask<SIMD16<SIMDMaskScalar>> {
        switch comparison {
        case .equal: return equal(a, b)
        case .notEqual: return .!equal(a, b)
        case .less: return less(a, b)
        case .lessOrEqual: return .!less(b, a)
        case .greater: return less(b, a)
        case .greaterOrEqual: return .!less(a, b)
        }
    }
}

extension Int: VectorInteger {
    @inline(__always) static func equal(_ a: SIMD16<Int>, _ b: SIMD16<Int>) -> SIMDMask<SIMD16<Int>> { a .== b }
    /// `a .< b` as the sign of `a &- b`, flipped in the lanes where the subtraction overflowed
    /// (`a`'s sign differs from both `b`'s and the difference's), so exact for `Int.min` and
    /// `Int.max`. Baseline SSE2 has no 64-bit compare: LLVM emulated `.<` lane pair by lane pair
    /// with 32-bit compares (168 instructions per 16 rows); this is a subtraction and three
    /// bitwise operations per lane pair, the sign shifted down to 0/1 and packed (88 in a
    /// loop for `>` alone).
    @inline(__always) static func less(_ a: SIMD16<Int>, _ b: SIMD16<Int>) -> SIMDMask<SIMD16<Int>> {
        let difference = a &- b
        let sign = difference ^ ((a ^ b) & (a ^ difference))
        return sign .< SIMD16<Int>(repeating: 0)
    }
}

extension Int32: VectorInteger {
    @inline(__always) static func equal(_ a: SIMD16<Int32>, _ b: SIMD16<Int32>) -> SIMDMask<SIMD16<Int32>> { a .== b }
    @inline(__always) static func less(_ a: SIMD16<Int32>, _ b: SIMD16<Int32>) -> SIMDMask<SIMD16<Int32>> { a .< b }
}

/// A comparison fixed as a type, so that a loop generic over it is specialised for it alone.
protocol FixedComparison {
    /// The comparison the type stands for.
    static var comparison: ColumnComparison { get }
}

extension ComparisonKernel {
    /// `==` as a type.
    enum Equal: FixedComparison { static var comparison: ColumnComparison { .equal } }
    /// `!=` as a type.
    enum NotEqual: FixedComparison { static var comparison: ColumnComparison { .notEqual } }
    /// `<` as a type.
    enum Less: FixedComparison { static var comparison: ColumnComparison { .less } }
    /// `<=` as a type.
    enum LessOrEqual: FixedComparison { static var comparison: ColumnComparison { .lessOrEqual } }
    /// `>` as a type.
    enum Greater: FixedComparison { static var comparison: ColumnComparison { .greater } }
    /// `>=` as a type.
    enum GreaterOrEqual: FixedComparison { static var comparison: ColumnComparison { .greaterOrEqual } }
}
