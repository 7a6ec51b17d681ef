import ChartCore

/// Splits CSV bytes (RFC 4180) into field positions without copying any field.
///
/// Handles quoted fields with embedded commas, doubled quotes and line breaks; CRLF, LF and
/// lone CR line ends; a last line with or without a line break. Blank lines are skipped.
/// Each field is kept as a pair of offsets (start, end) of its content, quotes excluded; the
/// end's top bit marks a quoted field holding doubled quotes, which text decoding undoes.
struct CSVTokenizer {
    /// The field positions of a whole file.
    struct Fields {
        /// The header's fields, as (start, end) pairs with the escape bit.
        var header: [UInt32]
        /// Every data field, row after row: two entries per field.
        var spans: [UInt32]
        /// The number of data rows.
        var rowCount: Int
        /// The number of columns (the header's field count).
        var columnCount: Int { header.count / 2 }
    }

    /// The top bit of a field's end: the field contains doubled quotes.
    static let escapedFlag: UInt32 = 0x8000_0000

    private static let everyByte: UInt64 = 0x0101_0101_0101_0101
    private static let lineFeeds: UInt64 = 0x0A0A_0A0A_0A0A_0A0A, carriageReturns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D

    /// The high bit of each byte of `word` (read little-endian) that is a separator, a line
    /// feed or a carriage return. Only the lowest bit set is exact (a borrow may mark bytes
    /// above a match), which is the one a scan wants: the first stop in the word.
    @inline(__always)
    static func stops(in word: UInt64, _ separatorWord: UInt64) -> UInt64 {
        @inline(__always) func zeroBytes(_ x: UInt64) -> UInt64 { (x &- everyByte) & ~x & 0x8080_8080_8080_8080 }
        return zeroBytes(word ^ separatorWord) | zeroBytes(word ^ lineFeeds) | zeroBytes(word ^ carriageReturns)
    }

    private static let quote: UInt8 = 0x22
    private static let lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D

    /// The file's name or path, for error messages.
    let path: String
    /// The byte between fields: a comma, or another ASCII separator such as ';' or a tab.
    var separator: UInt8 = 0x2C
    /// Whether a field in double quotes may hold separators, line breaks and doubled quotes
    /// (RFC 4180); when false, quotes are ordinary characters.
    var usesQuoting = true
    /// A byte that makes the next byte literal (a backslash, say), or nil for none. A field
    /// holding one is marked like a field with doubled quotes, and decoding undoes both.
    var escape: UInt8?
    /// Whether lines holding nothing are skipped (otherwise a blank line is a record of one
    /// empty field).
    var skipsBlankLines = true

    /// Splits `bytes[start..<end]`; `bytes` must be readable one byte past `end`.
    /// - Throws: `TableError.emptyFile`, `.raggedRow`, `.unterminatedQuote`, `.textAfterClosingQuote`.
    func fields(of bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws -> Fields {
        var position = start
        var line = 1
        skipBlankLines(bytes, &position, end, &line)
        guard position < end else { throw TableError.emptyFile(path: path) }
        var headerSpans = SpanBuffer(capacity: 64)
        defer { headerSpans.deallocate() }
        _ = try record(bytes, &position, end, &line, into: &headerSpans, limit: Int.max)
        let header = headerSpans.array
        let columnCount = header.count / 2
        // Room for fields of eight bytes on average keeps reallocations rare.
        var spans = SpanBuffer(capacity: min(64 << 20, (end - position) / 4 + 16))
        defer { spans.deallocate() }
        var rowCount = 0
        var poll = WorkInterruption.Poll(interval: 1 << 20)
        while true {
            if skipsBlankLines { skipBlankLines(bytes, &position, end, &line) }
            guard position < end else { break }
            if poll.shouldStop(after: 64) { throw TableError.interrupted(source: "'\(path)'") }
            // The fields' spans grow with the rows: every 4096 rows the budget is asked.
            if rowCount & 4095 == 4095, AllocationBudget.isExceeded { throw TableError.memoryBudgetExceeded(source: "'\(path)'") }
            let recordLine = line
            let got = try record(bytes, &position, end, &line, into: &spans, limit: columnCount)
            guard got == columnCount else {
                throw TableError.raggedRow(path: path, line: recordLine, expected: columnCount, got: got)
            }
            rowCount += 1
        }
        return Fields(header: header, spans: spans.array, rowCount: rowCount)
    }

    /// Skips lines that hold nothing at all.
    private func skipBlankLines(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, _ end: Int,
                                _ line: inout Int) {
        while position < end {
            let byte = bytes[position]
            if byte == Self.lineFeed {
                line += 1
                position += 1
            } else if byte == Self.carriageReturn {
                line += 1
                position += 1
                if position < end && bytes[position] == Self.lineFeed { position += 1 }
            } else {
                return
            }
        }
    }

    /// Reads one record, appending at most `limit` fields' spans; returns how many fields it had.
    private func record(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int, _ end: Int,
                        _ line: inout Int, into spans: inout SpanBuffer, limit: Int) throws -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let separatorWord = UInt64(separator) &* Self.everyByte
        var field = 0
        while true {
            var fieldStart = position, fieldEnd: Int
            var escaped = false
            if usesQuoting && position < end && bytes[position] == Self.quote {
                let openingLine = line
                position += 1
                fieldStart = position
                while true {
                    guard position < end else {
                        throw TableError.unterminatedQuote(path: path, line: openingLine)
                    }
                    let byte = bytes[position]
                    if let escape, byte == escape, position + 1 < end {
                        escaped = true
                        if bytes[position + 1] == Self.lineFeed { line += 1 }
                        position += 2
                        continue
                    }
                    if byte == Self.quote {
                        if position + 1 < end && bytes[position + 1] == Self.quote {
                            escaped = true
                            position += 2
                            continue
                        }
                        break
                    }
                    if byte == Self.lineFeed || (byte == Self.carriageReturn && bytes[position + 1] != Self.lineFeed) {
                        line += 1
                    }
                    position += 1
                }
                fieldEnd = position
                position += 1
                if position < end {
                    let next = bytes[position]
                    if next != separator && next != Self.lineFeed && next != Self.carriageReturn {
                        throw TableError.textAfterClosingQuote(path: path, line: line)
                    }
                }
            } else if escape == nil {
                // Eight bytes at a time: the first separator or line end in the word, if any.
                while true {
                    guard position + 8 <= end else {
                        while position < end {
                            let byte = bytes[position]
                            if byte == separator || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                            position += 1
                        }
                        break
                    }
                    let stops = Self.stops(in: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self), separatorWord)
                    if stops != 0 {
                        position += stops.trailingZeroBitCount >> 3
                        break
                    }
                    position += 8
                }
                fieldEnd = position
            } else {
                // Bytes above every stop byte (most letters and digits) need one comparison.
                let highestStop = max(separator, Self.carriageReturn)
                while position < end {
                    let byte = bytes[position]
                    if byte > highestStop && byte != escape { position += 1; continue }
                    if let escape, byte == escape, position + 1 < end {
                        escaped = true
                        position += 2
                        continue
                    }
                    if byte == separator || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                    position += 1
                }
                fieldEnd = position
            }
            if field < limit {
                spans.append(UInt32(truncatingIfNeeded: fieldStart), UInt32(truncatingIfNeeded: fieldEnd) | (escaped ? Self.escapedFlag : 0))
            }
            field += 1
            if position < end && bytes[position] == separator {
                position += 1
                continue
            }
            if position < end {
                if bytes[position] == Self.carriageReturn {
                    position += 1
                    if position < end && bytes[position] == Self.lineFeed { position += 1 }
                } else {
                    position += 1
                }
                line += 1
            }
            return field
        }
    }
}

/// The tokenizer's growing list of field spans: two UInt32 per field written through a
/// pointer (an Array's append checks uniqueness and capacity on every call, most of the
/// tokenizer's time), handed over as an Array once at the end.
struct SpanBuffer {
    private var storage: UnsafeMutablePointer<UInt32>
    private var capacity: Int
    private(set) var count = 0

    /// An empty buffer with room for `capacity` entries; call `deallocate()` when done.
    init(capacity: Int) {
        self.capacity = Swift.max(2, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    /// Adds one field's start and end.
    @inline(__always)
    mutating func append(_ start: UInt32, _ end: UInt32) {
        if count + 2 > capacity { grow() }
        storage[count] = start
        storage[count + 1] = end
        count += 2
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }

    /// The entries so far, copied into an Array.
    var array: [UInt32] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Frees the storage.
    func deallocate() { storage.deallocate() }
}
