/// `split(separator:)` and `components(separatedBy:)` for a cell's strings: the pieces are
/// found twice, first only to add up what they will take (asked of the memory budget before
/// anything is made), then to make them, both times with interrupt checks, as the scan that
/// tells ASCII text (split by its bytes) has too. Splitting a 200 MB
/// string at every comma makes a hundred million strings, gigabytes that one uninterruptible
/// call of the standard library would allocate unasked.
extension String {
    /// Swift's `split(separator:maxSplits:omittingEmptySubsequences:)` with a `Character` or a
    /// string separator: the pieces between non-overlapping occurrences of `separator`
    /// (compared character by character, searched from the start), at most `maxSplits` splits,
    /// empty pieces dropped when `omittingEmpty`. An empty separator occurs before and after
    /// every character, as the standard library finds it.
    func checkedSplit(separator: String, maxSplits: Int, omittingEmpty: Bool) throws -> [String] {
        try checkedPieces(separator: separator, maxSplits: maxSplits, omittingEmpty: omittingEmpty, operation: "split(separator:)")
    }

    /// Foundation's `components(separatedBy:)` with a string: the pieces between
    /// non-overlapping occurrences of `separator`, searched from the start, empty pieces kept;
    /// an empty separator gives the whole string.
    func checkedComponents(separatedBy separator: String) throws -> [String] {
        guard !separator.isEmpty else { return [self] }
        return try checkedPieces(separator: separator, maxSplits: .max, omittingEmpty: false, operation: "components(separatedBy:)")
    }

    /// Foundation's `components(separatedBy:)` with a character set: the pieces between the
    /// scalars of `set`, one piece per separator, empty pieces kept.
    func checkedComponents(separatedBy set: CharacterSetValue) throws -> [String] {
        let scalars = unicodeScalars
        return try Self.makePieces(of: self, in: scalars, maxSplits: .max, omittingEmpty: false, operation: "components(separatedBy:)") { index in
            index != scalars.endIndex && set.contains(scalars[index]) ? scalars.index(after: index) : nil
        }
    }

    private func checkedPieces(separator: String, maxSplits: Int, omittingEmpty: Bool, operation: String) throws -> [String] {
        let separatorBytes = Array(separator.utf8)
        var poll = InterruptPoll()
        // ASCII text is split by its bytes: each byte is a character (a "\r\n" pair aside, which
        // a separator without "\r" and "\n" can match neither inside nor across; an empty one
        // would occur inside it).
        if !separatorBytes.isEmpty, separatorBytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D && $0 != 0x0A }), try Self.isASCII(self, poll: &poll) {
            let bytes = utf8
            return try Self.makePieces(of: self, in: bytes, maxSplits: maxSplits, omittingEmpty: omittingEmpty, operation: operation) {
                Self.end(of: separatorBytes, at: $0, in: bytes)
            }
        }
        let separatorCharacters = Array(separator)
        return try Self.makePieces(of: self, in: self, maxSplits: maxSplits, omittingEmpty: omittingEmpty, operation: operation) {
            Self.end(of: separatorCharacters, at: $0, in: self)
        }
    }

    /// Where `separator` ends when it occurs in `elements` at `index` (at `index` itself for an
    /// empty separator), else `nil`.
    private static func end<Elements: Collection>(of separator: [Elements.Element], at index: Index, in elements: Elements) -> Index?
        where Elements.Index == Index, Elements.Element: Equatable {
        var position = index
        for element in separator {
            guard position != elements.endIndex, elements[position] == element else { return nil }
            elements.formIndex(after: &position)
        }
        return position
    }

    /// The bytes `isASCII(_:poll:)` checks between two steps of its poll.
    static let asciiCheckChunk = 4_096

    /// Whether every UTF-8 byte of `text` is ASCII, checked ``asciiCheckChunk`` bytes at a time
    /// with a step of `poll` after each chunk: a debug build takes seconds over 90 MB.
    static func isASCII(_ text: String, poll: inout InterruptPoll) throws -> Bool {
        var text = text
        return try text.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = Swift.min(start + asciiCheckChunk, bytes.count)
                guard UnsafeBufferPointer(rebasing: bytes[start..<end]).allSatisfy({ $0 < 0x80 }) else { return false }
                try poll.step(by: end - start)
                start = end
            }
            return true
        }
    }

    /// The pieces of `text` walked through `elements` (its characters, bytes or scalars),
    /// with `separatorEnd` saying where a separator at an index ends: their cost added up and
    /// asked for first, then the pieces made.
    private static func makePieces<Elements: Collection>(of text: String, in elements: Elements, maxSplits: Int, omittingEmpty: Bool,
                                                          operation: String, separatorEnd: (Index) -> Index?) throws -> [String]
        where Elements.Index == Index {
        var poll = InterruptPoll()
        var count = 0
        var bytes = 0
        let utf8 = text.utf8
        try forEachPiece(in: elements, maxSplits: maxSplits, omittingEmpty: omittingEmpty, poll: &poll, separatorEnd: separatorEnd) { piece in
            count += 1
            bytes = bytes &+ storageBytes(ofPieceOf: utf8.distance(from: piece.lowerBound, to: piece.upperBound))
        }
        try MemoryGuard.shared.reserve(bytes, for: "\(operation) making \(count) pieces")
        var pieces: [String] = []
        pieces.reserveCapacity(count)
        let scalars = text.unicodeScalars
        do {
            try forEachPiece(in: elements, maxSplits: maxSplits, omittingEmpty: omittingEmpty, poll: &poll, separatorEnd: separatorEnd) { piece in
                pieces.append(String(scalars[piece]))
            }
        } catch {
            Disposal.later(&pieces, replacingWith: [])
            throw error
        }
        return pieces
    }

    /// What a piece of `length` UTF-8 bytes takes in an array of strings: the string itself,
    /// and beyond 15 bytes (kept inline) a heap buffer with its header, as malloc rounds it.
    private static func storageBytes(ofPieceOf length: Int) -> Int {
        let inline = MemoryLayout<String>.stride
        guard length > 15 else { return inline }
        return inline &+ 32 &+ ((length &+ 16) & ~15)
    }

    /// Calls `body` with the range of each piece in order, as the standard library's `split`
    /// cuts them (after `maxSplits` pieces the rest is one piece).
    private static func forEachPiece<Elements: Collection>(in elements: Elements, maxSplits: Int, omittingEmpty: Bool, poll: inout InterruptPoll,
                                                            separatorEnd: (Index) -> Index?, _ body: (Range<Index>) throws -> Void) throws
        where Elements.Index == Index {
        let end = elements.endIndex
        var start = elements.startIndex
        var made = 0
        func emit(upTo pieceEnd: Index) throws -> Bool {
            if start == pieceEnd && omittingEmpty { return false }
            try body(start..<pieceEnd)
            made += 1
            return true
        }
        if maxSplits == 0 || elements.isEmpty {
            _ = try emit(upTo: end)
            return
        }
        var position = start
        while true {
            try poll.step()
            if let after = separatorEnd(position) {
                let didEmit = try emit(upTo: position)
                start = after
                if didEmit && made == maxSplits { break }
                if after != position {
                    position = after
                    continue
                }
                // An empty separator: the next one is found a character further on.
            }
            if position == end { break }
            elements.formIndex(after: &position)
        }
        if start != end || !omittingEmpty { try body(start..<end) }
    }
}
