#if canImport(Glibc)
import Glibc
#endif

/// The process's environment variables, read straight from the C library so the kernel
/// framework needs no Foundation.
public enum ProcessEnvironment {
    /// The value of the environment variable `name`, or nil when it is not set.
    public static func value(of name: String) -> String? {
        guard let pointer = getenv(name) else { return nil }
        return String(cString: pointer)
    }

    /// The value of `name`, or nil when it is unset or empty.
    public static func nonEmptyValue(of name: String) -> String? {
        guard let value = value(of: name), !value.isEmpty else { return nil }
        return value
    }

    /// Every variable as a dictionary (for a name set twice, the first entry, as `getenv` reads).
    public static var all: [String: String] {
        var variables: [String: String] = [:]
        var cursor: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let entry = cursor?.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            cursor = cursor?.advanced(by: 1)
        }
        return variables
    }
}
