/// The names cells can use that plain Swift has only after an import: Foundation's types and
/// String members, and the C library's math functions and streams (which Foundation, Glibc
/// or Darwin bring). The interpreter runs them without the import and notes that Swift
/// needs it (see ``Runtime/noteMissingImport(for:module:at:)``).
///
/// Every such name is listed here and nowhere else; ``BindingTable`` marks the bound members
/// from these lists.
enum FoundationNames {
    /// What a program must import for a name.
    enum Module {
        /// `import Foundation`.
        case foundation
        /// `import Foundation`, or the C library itself (`import Glibc`, `import Darwin`).
        case cLibrary

        /// Whether importing `module` makes the names available.
        func isProvided(by module: String) -> Bool {
            switch self {
            // SwiftUI brings Foundation with it, and Charts brings SwiftUI; TabularData brings Foundation.
            case .foundation: return module == "Foundation" || module == "TabularData" || module == "SwiftUI" || module == "Charts"
            case .cLibrary: return module == "Foundation" || module == "TabularData" || module == "SwiftUI" || module == "Charts" || module == "Glibc" || module == "Darwin" || module == "Musl"
            }
        }
    }

    /// Free functions and global constants of the C library.
    static let cLibraryGlobals: Set<String> = [
        "sqrt", "cbrt", "pow", "exp", "exp2", "log", "log10", "log2", "sin", "cos", "tan", "asin", "acos", "atan",
        "sinh", "cosh", "tanh", "atan2", "hypot", "fmod", "floor", "ceil", "round", "trunc",
        "M_PI", "M_E", "exit", "sleep", "usleep", "fputs", "stderr", "stdout",
    ]

    /// Foundation's types.
    static let types: Set<String> = [
        "Date", "DateFormatter", "NumberFormatter", "CharacterSet", "Calendar", "DateComponents", "Locale",
        "TimeInterval", "TimeZone", "UUID", "URL", "Data", "Decimal", "ProcessInfo", "FileManager",
        "JSONEncoder", "JSONDecoder", "NSString", "NSNumber", "Measurement", "Scanner", "NSRegularExpression",
    ]

    /// Foundation's members of built-in types, as `Type.member` (methods by base name,
    /// initializers as `init(firstLabel:)`).
    static let members: Set<String> = [
        "String.init(format:)", "String.components", "String.trimmingCharacters", "String.replacingOccurrences",
        "String.capitalized", "String.padding", "String.rangeOfCharacter", "String.range",
        "String.localizedCaseInsensitiveContains", "String.caseInsensitiveCompare", "String.appending",
        "String.localizedCapitalized", "String.localizedUppercase", "String.localizedLowercase",
    ]

    /// The module a global function, constant or type named `name` needs, or `nil` for the
    /// standard library's own.
    static func module(forGlobal name: String) -> Module? {
        if cLibraryGlobals.contains(name) { return .cLibrary }
        if types.contains(name) { return .foundation }
        return nil
    }

    /// Whether the member `name` of the built-in type `type` is Foundation's.
    static func isFoundationMember(_ name: String, of type: String) -> Bool {
        members.contains(type + "." + name)
    }

    /// Whether an initializer of `type` whose first argument has `label` is Foundation's.
    static func isFoundationInitializer(of type: String, firstLabel label: String?) -> Bool {
        guard let label else { return false }
        return members.contains("\(type).init(\(label):)")
    }

    /// `error.localizedDescription`, which Foundation adds to every `Error`.
    static let errorDescription = "localizedDescription"
}
