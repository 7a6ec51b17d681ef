import FoundationEssentials
import ChartCore

/// Turns one CSV column's fields into typed column contents: inferring the type (integers,
/// then doubles, then booleans, then dates, else text) or reading the type asked for.
///
/// Fields spelt as one of the nil encodings are missing values whatever the type. Numbers are
/// read in place from the bytes; inference starts as integers and widens to doubles in place,
/// and only a fall back to booleans, dates or text reads the fields again.
struct CSVColumnParser {
    /// A field that is not a value of the type asked for: its row (from 0) and text.
    struct Failure: Error {
        let row: Int
        let value: String
    }

    /// Parsing stopped before the column's end: the memory budget was passed or an interrupt asked.
    enum Stop: Error {
        case budgetExceeded
        case interrupted
    }

    /// Rows read between two checks of the budget and the interrupt flag (a power of two, less one).
    static let checkMask = 16_383

    /// Throws `Stop` every `checkMask + 1` rows when the budget is passed or an interrupt asked,
    /// so a column's parse cannot grow far past the budget (the check costs a branch per row).
    @inline(__always)
    private func checkpoint(_ row: Int) throws {
        guard row & Self.checkMask == Self.checkMask else { return }
        if WorkInterruption.isRequested { throw Stop.interrupted }
        if AllocationBudget.isExceeded { throw Stop.budgetExceeded }
    }

    /// The result of a strategy that may not apply: nil for a `Failure`, a `Stop` passed on.
    private func attempt(_ strategy: () throws -> ColumnContents) throws -> ColumnContents? {
        do { return try strategy() } catch is Failure { return nil }
    }

    let base: UnsafePointer<UInt8>
    let spans: UnsafeBufferPointer<UInt32>
    let column: Int
    let columnCount: Int
    /// The first data row read, and how many.
    let firstRow: Int
    let rowCount: Int
    let nils: FieldEncodings
    let trues: FieldEncodings
    let falses: FieldEncodings
    let dateParsers: [DateFieldParser]
    let escapeByte: UInt8?

    /// The field of `row` (counted from `firstRow`): start, end, and whether it holds escapes.
    @inline(__always)
    private func field(_ row: Int) -> (start: Int, end: Int, escaped: Bool) {
        let offset = ((firstRow + row) * columnCount + column) * 2
        let end = spans[offset + 1]
        return (Int(spans[offset]), Int(end & ~CSVTokenizer.escapedFlag), end & CSVTokenizer.escapedFlag != 0)
    }

    @inline(__always)
    private func isNil(_ field: (start: Int, end: Int, escaped: Bool)) -> Bool {
        !field.escaped && nils.contains(base, field.start, field.end)
    }

    /// The field's text, for messages and strategies.
    func text(ofRow row: Int) -> String {
        let field = field(row)
        return ByteStringInterner.string(base, field.start, field.end, escaped: field.escaped, escapeByte: escapeByte)
    }

    /// The byte offset where `row`'s field starts (for line numbers in messages).
    func offset(ofRow row: Int) -> Int { field(row).start }

    /// The contents with the type inferred from every field.
    /// - Throws: `Stop` when the budget is passed or an interrupt asked.
    func inferred() throws -> ColumnContents {
        if (0..<rowCount).allSatisfy({ isNil(field($0)) }) { return try text() }
        if let numbers = try numbers() { return numbers }
        if !trues.isEmpty || !falses.isEmpty, let booleans = try attempt(booleans) { return booleans }
        if let dates = try attempt({ try dates() }) { return dates }
        return try text()
    }

    /// The contents read as `type`.
    /// - Throws: `Failure` at the first field that is not such a value; `Stop` when the budget is
    ///   passed or an interrupt asked.
    func parsed(as type: CSVType) throws -> ColumnContents {
        switch type {
        case .integer: return try integers()
        case .float, .double: return try doubles()
        case .boolean: return try booleans()
        case .date: return try dates(requiringValue: false)
        case .string, .data: return try text()
        }
    }

    /// Integers, else doubles, when every present field is a number; nil otherwise (or when no
    /// field is present, which makes a text column).
    private func numbers() throws -> ColumnContents? {
        var integers = [Int](), doubles = [Double]()
        var missing: MissingMask?
        var isDouble = false, sawValue = false
        integers.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            try checkpoint(row)
            let field = field(row)
            if isNil(field) {
                if missing == nil { missing = MissingMask(count: rowCount) }
                missing?[row] = true
                if isDouble { doubles.append(0) } else { integers.append(0) }
                continue
            }
            if field.escaped { return nil }
            sawValue = true
            if !isDouble {
                if let value = NumberParsing.integer(base, field.start, field.end) {
                    integers.append(value)
                    continue
                }
                guard let value = NumberParsing.double(base, field.start, field.end) else { return nil }
                doubles.reserveCapacity(rowCount)
                doubles.append(contentsOf: integers.lazy.map(Double.init))
                integers = []
                doubles.append(value)
                isDouble = true
            } else {
                guard let value = NumberParsing.double(base, field.start, field.end) else { return nil }
                doubles.append(value)
            }
        }
        guard sawValue else { return nil }
        return isDouble ? .double(TypedValues(values: doubles, missing: missing))
                        : .integer(TypedValues(values: integers, missing: missing))
    }

    /// Every field as `read` gives it; nil encodings missing.
    private func typed<T: Sendable>(placeholder: T, _ read: ((start: Int, end: Int, escaped: Bool)) -> T?) throws -> TypedValues<T> {
        var values = [T]()
        values.reserveCapacity(rowCount)
        var missing: MissingMask?
        for row in 0..<rowCount {
            try checkpoint(row)
            let field = field(row)
            if isNil(field) {
                if missing == nil { missing = MissingMask(count: rowCount) }
                missing?[row] = true
                values.append(placeholder)
                continue
            }
            guard let value = read(field) else { throw Failure(row: row, value: text(ofRow: row)) }
            values.append(value)
        }
        return TypedValues(values: values, missing: missing)
    }

    private func integers() throws -> ColumnContents {
        .integer(try typed(placeholder: 0) { $0.escaped ? nil : NumberParsing.integer(base, $0.start, $0.end) })
    }

    private func doubles() throws -> ColumnContents {
        .double(try typed(placeholder: 0) { $0.escaped ? nil : NumberParsing.double(base, $0.start, $0.end) })
    }

    private func booleans() throws -> ColumnContents {
        .boolean(try typed(placeholder: false) { field in
            if field.escaped { return nil }
            if trues.contains(base, field.start, field.end) { return true }
            if falses.contains(base, field.start, field.end) { return false }
            return nil
        })
    }

    private func dates(requiringValue: Bool = true) throws -> ColumnContents {
        var sawValue = false
        let values = try typed(placeholder: ColumnContents.placeholderDate) { field -> Date? in
            if field.escaped { return nil }
            let (start, end) = NumberParsing.trimmed(base, field.start, field.end)
            let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
            if let seconds = ISODate.secondsSince1970(bytes) ?? dateParsers.lazy.compactMap({ $0.secondsSince1970(bytes) }).first {
                sawValue = true
                return Date(timeIntervalSince1970: seconds)
            }
            return nil
        }
        guard sawValue || !requiringValue else { throw Failure(row: 0, value: "") }
        return .date(values)
    }

    /// Every field as dictionary-encoded text; nil encodings missing.
    private func text() throws -> ColumnContents {
        var interner = ByteStringInterner(base: base, escapeByte: escapeByte)
        var codes = [Int32](repeating: -1, count: rowCount)
        for row in 0..<rowCount {
            try checkpoint(row)
            let field = field(row)
            if isNil(field) { continue }
            codes[row] = interner.code(start: field.start, end: field.end, escaped: field.escaped)
        }
        return .text(TextValues(codes: codes, dictionary: interner.dictionary))
    }
}
