/// Turns one column's raw fields into typed storage, inferring the type as it converts.
///
/// The rule: integers if every non-empty field is an integer; doubles if every one is a
/// number; dates if every one is an ISO 8601 date or date-time; otherwise text. Empty fields
/// (and `""`) are missing values whatever the type. A column with no values at all is text.
/// Conversion starts as integers and widens in place (integers → doubles) when a field needs
/// it; only a fall back to text reads earlier fields again.
struct ColumnInference {
    private enum State { case empty, integer, double, date }

    let base: UnsafePointer<UInt8>
    let spans: UnsafeBufferPointer<UInt32>
    let column: Int
    let columnCount: Int
    let rowCount: Int

    /// The typed storage for the column.
    func storage() -> ColumnStorage {
        var state = State.empty
        var integers: [Int?] = []
        var doubles: [Double?] = []
        var dates: [Double?] = []
        integers.reserveCapacity(rowCount)
        let stride = columnCount * 2
        var offset = column * 2
        for row in 0..<rowCount {
            let start = Int(spans[offset])
            let end = Int(spans[offset + 1] & ~CSVTokenizer.escapedFlag)
            offset += stride
            if start == end {
                switch state {
                case .empty, .integer: integers.append(nil)
                case .double: doubles.append(nil)
                case .date: dates.append(nil)
                }
                continue
            }
            switch state {
            case .empty, .integer:
                if let value = NumberParsing.integer(base, start, end) {
                    integers.append(value)
                    state = .integer
                } else if let value = NumberParsing.double(base, start, end) {
                    doubles.reserveCapacity(rowCount)
                    doubles.append(contentsOf: integers.lazy.map { $0.map(Double.init) })
                    integers = []
                    doubles.append(value)
                    state = .double
                } else if state == .empty, let value = date(start, end) {
                    dates.reserveCapacity(rowCount)
                    dates.append(contentsOf: repeatElement(nil, count: row))
                    integers = []
                    dates.append(value)
                    state = .date
                } else {
                    return textStorage()
                }
            case .double:
                guard let value = NumberParsing.double(base, start, end) else { return textStorage() }
                doubles.append(value)
            case .date:
                guard let value = date(start, end) else { return textStorage() }
                dates.append(value)
            }
        }
        switch state {
        case .empty: return textStorage()
        case .integer: return .integer(integers)
        case .double: return .double(doubles)
        case .date: return .date(dates)
        }
    }

    private func date(_ start: Int, _ end: Int) -> Double? {
        let (start, end) = NumberParsing.trimmed(base, start, end)
        return ISODate.secondsSince1970(UnsafeBufferPointer(start: base + start, count: end - start))
    }

    /// Every field as dictionary-encoded text.
    private func textStorage() -> ColumnStorage {
        var interner = ByteStringInterner(base: base)
        var codes = [Int32](repeating: -1, count: rowCount)
        let stride = columnCount * 2
        var offset = column * 2
        for row in 0..<rowCount {
            let start = Int(spans[offset])
            let rawEnd = spans[offset + 1]
            offset += stride
            let end = Int(rawEnd & ~CSVTokenizer.escapedFlag)
            if start == end { continue }
            codes[row] = interner.code(start: start, end: end, escaped: rawEnd & CSVTokenizer.escapedFlag != 0)
        }
        return .text(codes: codes, dictionary: interner.dictionary)
    }
}
