#if canImport(Glibc)
import Glibc
#endif

/// Gives each distinct text field a small code, hashing the field's bytes in place so that a
/// String is made once per distinct value rather than once per cell.
///
/// Interning pays off when values repeat (subjects, cities). When most values are distinct
/// (names, identifiers) the hash table only adds cache misses, so after a sample of rows the
/// interner may stop looking values up and give every further field a code of its own; the
/// dictionary can then hold a value more than once (see `TextValues`).
struct ByteStringInterner {
    /// How many fields are looked at before deciding whether interning pays off.
    static let sampleSize = 4096

    /// One open-addressing slot, eight bytes so that many share a cache line: the high half
    /// of the value's hash (a cheap first check) and its code (-1 when empty).
    private struct Slot {
        var tag: UInt32 = 0
        var code: Int32 = -1
    }

    private let base: UnsafePointer<UInt8>
    /// The slots; their count is a power of two, at most half of them full.
    private var slots: [Slot]
    /// Where each code's first occurrence is: start offset and length, two entries per code.
    private var firstOccurrences: [UInt32] = []
    /// The hash of each code's value (to move slots when the table grows).
    private var hashes: [UInt64] = []
    /// The values, by code.
    private(set) var dictionary: [String] = []
    /// Fields seen so far.
    private var fieldCount = 0
    /// Whether fields are still looked up (false once most of the sample was distinct).
    private var isInterning = true

    /// The byte that escapes the next one in escaped fields, if the file uses one.
    private let escapeByte: UInt8?

    /// Creates an interner over the bytes at `base`, which must outlive it; `base` is the start
    /// of the buffer the fields lie in (the bytes before a field are read, never those after it).
    init(base: UnsafePointer<UInt8>, expectedDistinct: Int = 64, escapeByte: UInt8? = nil) {
        self.base = base
        self.escapeByte = escapeByte
        var capacity = 64
        while capacity < expectedDistinct * 2 { capacity <<= 1 }
        slots = [Slot](repeating: Slot(), count: capacity)
    }

    /// The code of the field `start..<end`; `escaped` means doubled quotes must be undone.
    mutating func code(start: Int, end: Int, escaped: Bool) -> Int32 {
        fieldCount += 1
        if isInterning && fieldCount == Self.sampleSize && dictionary.count * 2 > fieldCount {
            isInterning = false
            slots = []
            hashes = []
            firstOccurrences = []
        }
        if !isInterning {
            dictionary.append(Self.string(base, start, end, escaped: escaped, escapeByte: escapeByte))
            return Int32(dictionary.count - 1)
        }
        let hash = Self.hash(base, start, end)
        let length = end - start
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        let found: Int32? = slots.withUnsafeBufferPointer { slots in
            firstOccurrences.withUnsafeBufferPointer { occurrences in
                while true {
                    let slot = slots[index]
                    if slot.code < 0 { return nil }
                    if slot.tag == tag {
                        let entry = Int(slot.code) * 2
                        if Int(occurrences[entry + 1]) == length
                            && Self.equal(base, start, Int(occurrences[entry]), length) {
                            return slot.code
                        }
                    }
                    index = (index + 1) & mask
                }
            }
        }
        if let found { return found }
        let code = Int32(dictionary.count)
        slots[index] = Slot(tag: tag, code: code)
        firstOccurrences.append(UInt32(truncatingIfNeeded: start))
        firstOccurrences.append(UInt32(truncatingIfNeeded: length))
        hashes.append(hash)
        dictionary.append(Self.string(base, start, end, escaped: escaped, escapeByte: escapeByte))
        if dictionary.count * 2 > slots.count { grow() }
        return code
    }

    private mutating func grow() {
        var larger = [Slot](repeating: Slot(), count: slots.count * 2)
        let mask = larger.count - 1
        for (code, hash) in hashes.enumerated() {
            var index = Int(truncatingIfNeeded: hash) & mask
            while larger[index].code >= 0 { index = (index + 1) & mask }
            larger[index] = Slot(tag: UInt32(truncatingIfNeeded: hash >> 32), code: Int32(code))
        }
        slots = larger
    }

    /// Whether `length` bytes at `base + a` and `base + b` are equal, compared a word at a time;
    /// the last 1 to 7 bytes as one word too (``tail(_:_:_:)``).
    @inline(__always)
    private static func equal(_ base: UnsafePointer<UInt8>, _ a: Int, _ b: Int, _ length: Int) -> Bool {
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= length {
            if raw.loadUnaligned(fromByteOffset: a + offset, as: UInt64.self)
                != raw.loadUnaligned(fromByteOffset: b + offset, as: UInt64.self) { return false }
            offset += 8
        }
        return offset == length || tail(base, a + offset, a + length) == tail(base, b + offset, b + length)
    }

    /// The bytes `start..<end` (at most 8) as one little-endian word, the first byte lowest
    /// and the word's unused high bytes 0.
    ///
    /// When 8 bytes end at `end` inside the buffer (`end >= 8`: they lie between `base` and the
    /// field's end, every byte of which was read from the file), they are loaded as one word
    /// and the bytes before `start` shifted out; only a field within the file's first 8 bytes
    /// is read a byte at a time. Both ways give the same word.
    @inline(__always)
    static func tail(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        let length = end &- start
        guard length > 0 else { return 0 }
        if end >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self))
            return word &>> UInt64(truncatingIfNeeded: (8 &- length) &* 8)
        }
        var tail: UInt64 = 0
        for position in start..<end { tail |= UInt64(base[position]) << UInt64((position - start) * 8) }
        return tail
    }

    /// A multiply-and-fold hash over 8-byte words, mixing after every word, the last 1 to 7
    /// bytes folded in as one more word.
    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: end - start)
        var position = start
        let raw = UnsafeRawPointer(base)
        while position + 8 <= end {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            position += 8
        }
        hash = (hash ^ tail(base, position, end)) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 29
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        return hash
    }

    /// The text of a field, undoing doubled quotes (and escapes with `escapeByte`) when
    /// `escaped`; the bytes are valid UTF-8.
    static func string(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, escaped: Bool,
                       escapeByte: UInt8? = nil) -> String {
        let buffer = UnsafeBufferPointer(start: base + start, count: end - start)
        guard escaped else { return String(decoding: buffer, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(buffer.count)
        var index = 0
        while index < buffer.count {
            if let escapeByte, buffer[index] == escapeByte, index + 1 < buffer.count {
                unescaped.append(buffer[index + 1])
                index += 2
                continue
            }
            unescaped.append(buffer[index])
            if buffer[index] == 0x22 && index + 1 < buffer.count && buffer[index + 1] == 0x22 { index += 1 }
            index += 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }
}
