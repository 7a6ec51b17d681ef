/// A set of exact field spellings (the nil, true or false encodings) matched against a field's
/// bytes without making a String: most fields are ruled out by their length or first byte,
/// and the rest look at the spellings of their length only (an array indexed by length: no
/// hashing per field, for a digit starts `1.#IND` as it starts many numbers).
struct FieldEncodings {
    /// The spellings of each length, by length.
    private var byLength: [[[UInt8]]] = []
    private var firstBytes = [Bool](repeating: false, count: 256)
    private var longest = -1
    /// Whether the empty field is one of the spellings.
    let includesEmpty: Bool

    /// The spellings `encodings`.
    init(_ encodings: Set<String>) {
        includesEmpty = encodings.contains("")
        for encoding in encodings where !encoding.isEmpty {
            let bytes = Array(encoding.utf8)
            while byLength.count <= bytes.count { byLength.append([]) }
            byLength[bytes.count].append(bytes)
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
        guard length <= longest, firstBytes[Int(base[start])] else { return false }
        for candidate in byLength[length] {
            var offset = 0
            while offset < length && base[start + offset] == candidate[offset] { offset += 1 }
            if offset == length { return true }
        }
        return false
    }
}
