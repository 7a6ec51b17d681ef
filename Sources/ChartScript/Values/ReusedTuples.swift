/// The tuples that built-in methods return on every call (`Set.insert`'s
/// `(inserted:, memberAfterInsert:)`, `quotientAndRemainder(dividingBy:)`'s, the
/// `…ReportingOverflow` methods'), kept per session and refilled in place while nothing
/// else holds them: `if set.insert(x).inserted` in a loop then allocates nothing per call.
/// A result the cell keeps (`let result = set.insert(x)`) is left alone, and the next call
/// makes a new one.
final class ReusedTuples {
    /// The built-in results that are reused, one slot each (each slot with one labelling).
    enum Slot: Int, CaseIterable {
        /// `Set.insert(_:)`.
        case setInsert
        /// `quotientAndRemainder(dividingBy:)`.
        case quotientAndRemainder
        /// `addingReportingOverflow(_:)`, `subtractingReportingOverflow(_:)`,
        /// `multipliedReportingOverflow(by:)` of any integer type.
        case reportingOverflow
    }

    private var tuples = [TupleValue?](repeating: nil, count: Slot.allCases.count)

    /// The two-element tuple `(first, second)` labelled `labels`, in `slot`'s reused storage
    /// when nothing else holds it.
    func pair(_ slot: Slot, labels: [String?], _ first: Value, _ second: Value) -> Value {
        let index = slot.rawValue
        if isKnownUniquelyReferenced(&tuples[index]), let tuple = tuples[index], tuple.values.count == 2 {
            tuple.refill(first, second)
            return .tuple(tuple)
        }
        let tuple = TupleValue(labels: labels, values: [first, second])
        tuples[index] = tuple
        return .tuple(tuple)
    }
}
