// Overflow-aware arithmetic for any `BinaryInteger` (the protocol itself has no
// `addingReportingOverflow`; fixed-width types do, arbitrary-precision types cannot overflow).

/// `a + b`, or nil when the sum does not fit `Value`.
func addingReportingOverflow<Value: BinaryInteger>(_ a: Value, _ b: Value) -> Value? {
    if let fixedWidth = Value.self as? any FixedWidthInteger.Type {
        return checkedSum(a, b, as: fixedWidth)
    }
    return a + b
}

/// `a − b`, or nil when the difference does not fit `Value`.
func subtractingReportingOverflow<Value: BinaryInteger>(_ a: Value, _ b: Value) -> Value? {
    if let fixedWidth = Value.self as? any FixedWidthInteger.Type {
        return checkedDifference(a, b, as: fixedWidth)
    }
    return a - b
}

/// `a + b` computed in the fixed-width type `Fixed` (which is `Value` itself).
private func checkedSum<Value: BinaryInteger, Fixed: FixedWidthInteger>(
    _ a: Value, _ b: Value, as _: Fixed.Type
) -> Value? {
    guard let left = Fixed(exactly: a), let right = Fixed(exactly: b) else { return nil }
    let (result, overflow) = left.addingReportingOverflow(right)
    return overflow ? nil : Value(exactly: result)
}

/// `a − b` computed in the fixed-width type `Fixed` (which is `Value` itself).
private func checkedDifference<Value: BinaryInteger, Fixed: FixedWidthInteger>(
    _ a: Value, _ b: Value, as _: Fixed.Type
) -> Value? {
    guard let left = Fixed(exactly: a), let right = Fixed(exactly: b) else { return nil }
    let (result, overflow) = left.subtractingReportingOverflow(right)
    return overflow ? nil : Value(exactly: result)
}
