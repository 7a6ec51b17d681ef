/// A string's characters one at a time, each as the one-character string a cell holds a
/// `Character` in, without walking grapheme clusters where the text is ASCII.
enum CharacterStrings {
    /// The one-character strings of the 128 ASCII characters (small strings: no storage).
    private static let ascii: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

    /// Calls `body` with each character of `text`, in order, until it returns `false`.
    ///
    /// ASCII text is read byte by byte: each byte is one character, except a carriage return
    /// followed by a line feed, which Swift counts as one (`"\r\n"`), as it does. Other text
    /// goes through Swift's characters.
    static func forEach(_ text: String, _ body: (String) throws -> Bool) throws {
        let handled = try text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
            let table = ascii
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                    guard try body("\r\n") else { return true }
                    index += 2
                    continue
                }
                guard try body(table[Int(byte)]) else { return true }
                index += 1
            }
            return true
        }
        if handled == true { return }
        for character in text where !(try body(String(character))) { return }
    }
}
