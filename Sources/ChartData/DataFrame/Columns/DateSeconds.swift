import FoundationEssentials

/// A Date column's values read as their seconds since 2001, without copying, so that date
/// comparisons run through the Double vector loops of ``ComparisonKernel``.
///
/// Date's `==` and `<` compare `timeIntervalSinceReferenceDate` as Doubles, and Date holds
/// that one Double and nothing else; the values are rebound only after checking that layout
/// once (size, stride and a probe's bytes), so a Date of another layout compares one value at
/// a time instead.
enum DateSeconds {
    /// Whether a Date's bytes are exactly its `timeIntervalSinceReferenceDate`.
    static let isPlainDouble: Bool = {
        guard MemoryLayout<Date>.size == MemoryLayout<Double>.size,
              MemoryLayout<Date>.stride == MemoryLayout<Double>.stride,
              MemoryLayout<Date>.alignment == MemoryLayout<Double>.alignment else { return false }
        let probe = Date(timeIntervalSinceReferenceDate: 123_456_789.25)
        return withUnsafeBytes(of: probe) { $0.load(as: Double.self) } == probe.timeIntervalSinceReferenceDate
    }()

    /// `body` of the seconds of `dates`, or nil when Date is not laid out as one Double.
    static func withSeconds<R>(of dates: [Date], _ body: (UnsafeBufferPointer<Double>) -> R) -> R? {
        guard isPlainDouble else { return nil }
        return dates.withUnsafeBufferPointer { buffer in buffer.withMemoryRebound(to: Double.self, body) }
    }
}
