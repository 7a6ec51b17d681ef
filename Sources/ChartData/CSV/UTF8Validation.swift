/// Checks that bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing past
/// U+10FFFF), with a fast path over runs of ASCII.
enum UTF8Validation {
    /// The offset of the first byte that is not part of valid UTF-8, or nil if all are valid.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        var position = 0
        while position < count {
            // Eight ASCII bytes at a time.
            while position + 8 <= count,
                  raw.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                position += 8
            }
            guard position < count else { break }
            let lead = bytes[position]
            if lead < 0x80 { position += 1; continue }
            let length: Int
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F
            default: return position
            }
            guard position + length <= count else { return position }
            let second = bytes[position + 1]
            guard second >= lowest && second <= highest else { return position }
            for offset in 2..<max(2, length) where bytes[position + offset] & 0xC0 != 0x80 {
                return position
            }
            position += length
        }
        return nil
    }

    /// The 1-based line number of the byte at `offset`.
    static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for position in 0..<min(offset, bytes.count) where bytes[position] == 0x0A { line += 1 }
        return line
    }
}
