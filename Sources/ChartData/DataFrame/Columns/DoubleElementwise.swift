/// Whole-column arithmetic of Double columns, 8 rows at a time as `SIMD8<Double>` vectors.
///
/// The compiler's own vectorisation of a per-row `output[row] = left[row] / right[row]` runs
/// 2 rows per pass of its loop (7 instructions per 2 rows on x86-64's baseline SSE2); a
/// vector of 8 per pass halves the loop's bookkeeping (callgrind, 1e6 rows: column / column
/// 3.73 → 2.84 million instructions). Each lane is the scalar operation, so the results are
/// the very Doubles the row-by-row loop gives; a Double operation never fails, so the missing
/// rows are exactly those of the operands, and a division by zero gives Swift's infinity or
/// NaN.
///
/// The operation is picked once, by a switch before the loop, and each operation (and, with
/// a value first, each order of operands) has a loop of its own: the loops are generic over a
/// ``FixedOperation`` type and never inlined, so each is specialised with its operation fixed
/// and no closure in it.
enum DoubleElementwise {
    /// `operation` on each pair of rows; rows missing on either side are missing.
    static func combine(_ operation: ColumnArithmetic.Operation, _ lhs: TypedValues<Double>, _ rhs: TypedValues<Double>) -> TypedValues<Double> {
        let count = Swift.min(lhs.count, rhs.count)
        let values = lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in
                results(count: count) { output in
                    guard let left = left.baseAddress, let right = right.baseAddress else { return }
                    switch operation {
                    case .add: pairs(output, left, right, count: count, Sum.self)
                    case .subtract: pairs(output, left, right, count: count, Difference.self)
                    case .multiply: pairs(output, left, right, count: count, Product.self)
                    case .divide: pairs(output, left, right, count: count, Quotient.self)
                    }
                }
            }
        }
        return TypedValues(values: values, missing: MissingMask.union(lhs.missing, rhs.missing, count: count))
    }

    /// `operation` of each row and `scalar` (`scalar` first when `scalarFirst`); missing rows stay missing.
    static func combine(_ operation: ColumnArithmetic.Operation, _ values: TypedValues<Double>, scalar: Double,
                        scalarFirst: Bool) -> TypedValues<Double> {
        let count = values.count
        let combined = values.values.withUnsafeBufferPointer { input in
            results(count: count) { output in
                guard let input = input.baseAddress else { return }
                switch (operation, scalarFirst) {
                case (.add, _): withScalar(output, input, count: count, scalar, Sum.self)
                case (.multiply, _): withScalar(output, input, count: count, scalar, Product.self)
                case (.subtract, false): withScalar(output, input, count: count, scalar, Difference.self)
                case (.subtract, true): withScalar(output, input, count: count, scalar, Reversed<Difference>.self)
                case (.divide, false): withScalar(output, input, count: count, scalar, Quotient.self)
                case (.divide, true): withScalar(output, input, count: count, scalar, Reversed<Quotient>.self)
                }
            }
        }
        return TypedValues(values: combined, missing: values.missing)
    }

    /// `count` uninitialised Doubles that `fill` writes.
    @inline(__always)
    private static func results(count: Int, _ fill: (UnsafeMutablePointer<Double>) -> Void) -> [Double] {
        [Double](unsafeUninitializedCapacity: count) { output, initialized in
            if let base = output.baseAddress { fill(base) }
            initialized = count
        }
    }

    /// Writes `left[row] O right[row]` for the first `count` rows, 8 at a time then one at a
    /// time: a function of its own for each operation, in which the operation is fixed.
    @inline(never)
    private static func pairs<O: FixedOperation>(_ output: UnsafeMutablePointer<Double>, _ left: UnsafePointer<Double>,
                                                 _ right: UnsafePointer<Double>, count: Int, _: O.Type) {
        var row = 0
        while row &+ 8 <= count {
            store(O.lanes(load(left, row), load(right, row)), output, row)
            row &+= 8
        }
        while row < count {
            output[row] = O.apply(left[row], right[row])
            row &+= 1
        }
    }

    /// Writes `input[row] O scalar` for the first `count` rows, as ``pairs(_:_:_:count:_:)``.
    @inline(never)
    private static func withScalar<O: FixedOperation>(_ output: UnsafeMutablePointer<Double>, _ input: UnsafePointer<Double>,
                                                      count: Int, _ scalar: Double, _: O.Type) {
        let splat = SIMD8<Double>(repeating: scalar)
        var row = 0
        while row &+ 8 <= count {
            store(O.lanes(load(input, row), splat), output, row)
            row &+= 8
        }
        while row < count {
            output[row] = O.apply(input[row], scalar)
            row &+= 1
        }
    }

    /// The 8 values from `row`.
    @inline(__always)
    private static func load(_ input: UnsafePointer<Double>, _ row: Int) -> SIMD8<Double> {
        UnsafeRawPointer(input).loadUnaligned(fromByteOffset: row &* 8, as: SIMD8<Double>.self)
    }

    /// Stores 8 values from `row`.
    @inline(__always)
    private static func store(_ values: SIMD8<Double>, _ output: UnsafeMutablePointer<Double>, _ row: Int) {
        UnsafeMutableRawPointer(output).storeBytes(of: values, toByteOffset: row &* 8, as: SIMD8<Double>.self)
    }
}

/// One Double operation fixed as a type, so that a loop generic over it is specialised for it
/// alone (a loop taking the operation as a value, reached through closures, was not in the
/// package build).
protocol FixedOperation {
    /// `a` combined with `b`.
    static func apply(_ a: Double, _ b: Double) -> Double
    /// `a` combined with `b` lane by lane, each lane as ``apply(_:_:)``.
    static func lanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double>
}

extension DoubleElementwise {
    /// `a + b`.
    enum Sum: FixedOperation {
        @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a + b }
        @inline(__always) static func lanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> { a + b }
    }
    /// `a - b`.
    enum Difference: FixedOperation {
        @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a - b }
        @inline(__always) static func lanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> { a - b }
    }
    /// `a * b`.
    enum Product: FixedOperation {
        @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a * b }
        @inline(__always) static func lanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> { a * b }
    }
    /// `a / b`: an infinity or NaN where `b` is zero, as Swift's `/`.
    enum Quotient: FixedOperation {
        @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { a / b }
        @inline(__always) static func lanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> { a / b }
    }
    /// `O` with its operands swapped (`scalar - column`, `scalar / column`).
    enum Reversed<O: FixedOperation>: FixedOperation {
        @inline(__always) static func apply(_ a: Double, _ b: Double) -> Double { O.apply(b, a) }
        @inline(__always) static func lanes(_ a: SIMD8<Double>, _ b: SIMD8<Double>) -> SIMD8<Double> { O.lanes(b, a) }
    }
}
