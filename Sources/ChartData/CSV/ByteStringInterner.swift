import Foundation

/// Gives each distinct text field a small code, hashing the field's bytes in place so that a
/// String is made once per distinct value rather than once per cell.
struct ByteStringInterner {
    private let base: UnsafePointer<UInt8>
    /// Open-addressing slots holding codes (-1 = empty); the count is a power of two.
    private var slots: [Int32]
    private var slotHashes: [UInt64]
    /// For each code, where its first occurrence is.
    private var firstStarts: [Int] = []
    private var firstEnds: [Int] = []
    /// The distinct values, by code.
    private(set) var dictionary: [String] = []

    /// Creates an interner over the bytes at `base`, which must outlive it.
    init(base: UnsafePointer<UInt8>, expectedDistinct: Int = 64) {
        self.base = base
        var capacity = 64
        while capacity < expectedDistinct * 2 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
        slotHashes = [UInt64](repeating: 0, count: capacity)
    }

    /// The code of the field `start..<end`; `escaped` means doubled quotes must be undone.
    mutating func code(start: Int, end: Int, escaped: Bool) -> Int32 {
        let hash = Self.hash(base, start, end)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        let length = end - start
        while true {
            let code = slots[slot]
            if code < 0 { break }
            if slotHashes[slot] == hash {
                let index = Int(code)
                let otherStart = firstStarts[index]
                if firstEnds[index] - otherStart == length && memcmp(base + start, base + otherStart, length) == 0 {
                    return code
                }
            }
            slot = (slot + 1) & mask
        }
        let code = Int32(dictionary.count)
        slots[slot] = code
        slotHashes[slot] = hash
        firstStarts.append(start)
        firstEnds.append(end)
        dictionary.append(Self.string(base, start, end, escaped: escaped))
        if dictionary.count * 2 > slots.count { grow() }
        return code
    }

    private mutating func grow() {
        let capacity = slots.count * 2
        var newSlots = [Int32](repeating: -1, count: capacity)
        var newHashes = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        for (slot, code) in slots.enumerated() where code >= 0 {
            let hash = slotHashes[slot]
            var target = Int(truncatingIfNeeded: hash) & mask
            while newSlots[target] >= 0 { target = (target + 1) & mask }
            newSlots[target] = code
            newHashes[target] = hash
        }
        slots = newSlots
        slotHashes = newHashes
    }

    /// FNV-1a over 8-byte words, then a final mix so low bits are well spread.
    @inline(__always)
    private static func hash(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var position = start
        let raw = UnsafeRawPointer(base)
        while position + 8 <= end {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) &* 0x0000_0100_0000_01B3
            position += 8
        }
        while position < end {
            hash = (hash ^ UInt64(base[position])) &* 0x0000_0100_0000_01B3
            position += 1
        }
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }

    /// The text of a field, undoing doubled quotes when `escaped`; the bytes are valid UTF-8.
    static func string(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, escaped: Bool) -> String {
        let buffer = UnsafeBufferPointer(start: base + start, count: end - start)
        guard escaped else { return String(decoding: buffer, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(buffer.count)
        var index = 0
        while index < buffer.count {
            unescaped.append(buffer[index])
            if buffer[index] == 0x22 && index + 1 < buffer.count && buffer[index + 1] == 0x22 { index += 1 }
            index += 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }
}
