/// The loops behind whole-column arithmetic: one pass over plain arrays, missing where either
/// side is missing (or the operation has no result, such as an integer division by zero).
///
/// Results are written in place into uninitialised storage (no append, with its capacity and
/// uniqueness checks, per row), and rows without a result are marked after the loop. The
/// operations are plain functions (`Double.product`), not closures capturing a value, so that
/// each specialised loop calls them inline.
enum ColumnElementwise {
    /// `operation` on each pair of rows; nil from `operation` makes the row missing.
    static func combine<T: Sendable>(_ lhs: TypedValues<T>, _ rhs: TypedValues<T>, placeholder: T,
                                     _ operation: (T, T) -> T?) -> TypedValues<T> {
        let count = min(lhs.count, rhs.count)
        let missing = union(lhs.missing, rhs.missing, count: count)
        return lhs.values.withUnsafeBufferPointer { left in
            rhs.values.withUnsafeBufferPointer { right in
                collect(count: count, placeholder: placeholder, missing: missing) { operation(left[$0], right[$0]) }
            }
        }
    }

    /// `operation` of each row's value and `scalar` (`scalar` first when `scalarFirst`); nil
    /// from `operation` makes the row missing.
    static func combine<T: Sendable>(_ values: TypedValues<T>, scalar: T, scalarFirst: Bool, placeholder: T,
                                     _ operation: (T, T) -> T?) -> TypedValues<T> {
        values.values.withUnsafeBufferPointer { input in
            if scalarFirst {
                return collect(count: input.count, placeholder: placeholder, missing: values.missing) { operation(scalar, input[$0]) }
            }
            return collect(count: input.count, placeholder: placeholder, missing: values.missing) { operation(input[$0], scalar) }
        }
    }

    /// `operation` on each row's value; nil from `operation` makes the row missing.
    static func map<T: Sendable, R: Sendable>(_ values: TypedValues<T>, placeholder: R,
                                              _ operation: (T) -> R?) -> TypedValues<R> {
        values.values.withUnsafeBufferPointer { input in
            collect(count: input.count, placeholder: placeholder, missing: values.missing) { operation(input[$0]) }
        }
    }

    /// Rows missing in either mask.
    static func union(_ a: MissingMask?, _ b: MissingMask?, count: Int) -> MissingMask? {
        MissingMask.union(a, b, count: count)
    }

    /// `result` of each row from 0 to `count`, `placeholder` and missing where it gives nil;
    /// rows of `missing` stay missing.
    @inline(__always)
    private static func collect<R: Sendable>(count: Int, placeholder: R, missing: MissingMask?,
                                             _ result: (Int) -> R?) -> TypedValues<R> {
        var failures: [Int] = []
        let values = [R](unsafeUninitializedCapacity: count) { output, initialized in
            guard let output = output.baseAddress else { return }
            for row in 0..<count {
                if let value = result(row) {
                    (output + row).initialize(to: value)
                } else {
                    (output + row).initialize(to: placeholder)
                    failures.append(row)
                }
            }
            initialized = count
        }
        var mask = missing
        if !failures.isEmpty {
            if mask == nil { mask = MissingMask(count: count) }
            for row in failures { mask?[row] = true }
        }
        return TypedValues(values: values, missing: mask)
    }
}
