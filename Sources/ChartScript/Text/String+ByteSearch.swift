#if canImport(Glibc)
import Glibc
#endif

extension String {
    /// Whether the text contains `word`, compared byte for byte in UTF-8: for ASCII words the
    /// same answer as `contains(_:)`, and thousands of times faster on a cell of megabytes
    /// (which compares Characters).
    func containsBytes(of word: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { text in
            word.utf8.withContiguousStorageIfAvailable { wanted in
                guard !wanted.isEmpty else { return true }
                return memmem(text.baseAddress, text.count, wanted.baseAddress, wanted.count) != nil
            }
        }
        return (found ?? nil) ?? contains(word)
    }
}
