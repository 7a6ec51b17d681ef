/// The loops behind whole-column arithmetic: one pass over plain arrays, missing where either
/// side is missing (or the operation has no result, such as an integer division by zero).
enum ColumnElementwise {
    /// `operation` on each pair of rows; nil from `operation` makes the row missing.
    static func combine<T: Sendable>(_ lhs: TypedValues<T>, _ rhs: TypedValues<T>, placeholder: T,
                                     _ operation: (T, T) -> T?) -> TypedValues<T> {
        let count = min(lhs.count, rhs.count)
        var mask = union(lhs.missing, rhs.missing, count: count)
        var failures: [Int] = []
        let values = [T](unsafeUninitializedCapacity: count) { output, initialized in
            lhs.values.withUnsafeBufferPointer { left in
                rhs.values.withUnsafeBufferPointer { right in
                    for row in 0..<count {
                        if let result = operation(left[row], right[row]) {
                            (output.baseAddress! + row).initialize(to: result)
                        } else {
                            (output.baseAddress! + row).initialize(to: placeholder)
                            failures.append(row)
                        }
                    }
                }
            }
            initialized = count
        }
        if !failures.isEmpty {
            if mask == nil { mask = MissingMask(count: count) }
            for row in failures { mask?[row] = true }
        }
        return TypedValues(values: values, missing: mask)
    }

    /// `operation` on each row's value; nil from `operation` makes the row missing.
    static func map<T: Sendable, R: Sendable>(_ values: TypedValues<T>, placeholder: R,
                                              _ operation: (T) -> R?) -> TypedValues<R> {
        var mask = values.missing
        var results = [R]()
        results.reserveCapacity(values.count)
        values.values.withUnsafeBufferPointer { buffer in
            for row in 0..<buffer.count {
                if let result = operation(buffer[row]) {
                    results.append(result)
                } else {
                    results.append(placeholder)
                    if mask == nil { mask = MissingMask(count: buffer.count) }
                    mask?[row] = true
                }
            }
        }
        return TypedValues(values: results, missing: mask)
    }

    /// Rows missing in either mask.
    static func union(_ a: MissingMask?, _ b: MissingMask?, count: Int) -> MissingMask? {
        MissingMask.union(a, b, count: count)
    }
}
