/// A set of exact field spellings (the nil, true or false encodings) matched against a field's
/// bytes without making a String: most fields are ruled out by their length or first byte.
struct FieldEncodings {
    private var byLength: [Int: [[UInt8]]] = [:]
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var longest = -1
    /// Whether the empty field is one of the spellings.
    let includesEmpty: Bool

    /// The spellings `encodings`.
    init(_ encodings: Set<String>) {
        includesEmpty = encodings.contains("")
        for encoding in encodings where !encoding.isEmpty {
            let bytes = Array(encoding.utf8)
            byLength[bytes.count, default: []].append(bytes)
            firstBytes[Int(bytes[0])] = true
            longest = max(longest, bytes.count)
        }
    }

    /// Whether no spelling is in the set.
    var isEmpty: Bool { !includesEmpty && longest < 0 }

    /// Whether `base[start..<end]` is one of the spellings.
    @inline(__always)
    func contains(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        if length == 0 { return includesEmpty }
        guard length <= longest, firstBytes[Int(base[start])], let candidates = byLength[length] else { return false }
        for candidate in candidates {
            var offset = 0
            while offset < length && base[start + offset] == candidate[offset] { offset += 1 }
            if offset == length { return true }
        }
        return false
    }
}
