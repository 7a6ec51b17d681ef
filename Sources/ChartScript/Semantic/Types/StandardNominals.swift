import Synchronization

/// The named types of the standard library that the semantic pass knows by name, made once,
/// and the library types the bindings give cells, made on first use.
enum StandardNominals {
    static let int = structure("Int")
    static let double = structure("Double")
    static let float = structure("Float")
    static let bool = structure("Bool")
    static let string = structure("String")
    static let character = structure("Character")
    static let substring = structure("Substring")
    static let array = structure("Array", ["Element"])
    static let arraySlice = structure("ArraySlice", ["Element"])
    static let dictionary = structure("Dictionary", ["Key", "Value"])
    static let set = structure("Set", ["Element"])
    static let range = structure("Range", ["Bound"])
    static let closedRange = structure("ClosedRange", ["Bound"])
    static let optional = NominalType(name: "Optional", kind: .enumeration, origin: .standard, genericParameterNames: ["Wrapped"])
    static let never = NominalType(name: "Never", kind: .enumeration, origin: .standard)
    static let errorProtocol = protocolType("Error")
    static let stringIndex = structure("String.Index")
    // The sequence wrappers the standard library's methods return (`reversed()`, `zip(_:_:)` …).
    static let reversedCollection = structure("ReversedCollection", ["Base"])
    static let enumeratedSequence = structure("EnumeratedSequence", ["Base"])
    static let zip2Sequence = structure("Zip2Sequence", ["Sequence1", "Sequence2"])
    static let strideTo = structure("StrideTo", ["Element"])
    static let strideThrough = structure("StrideThrough", ["Element"])
    static let lazySequence = structure("LazySequence", ["Base"])
    static let lazyFilterSequence = structure("LazyFilterSequence", ["Base"])
    static let lazyMapSequence = structure("LazyMapSequence", ["Base", "Element"])
    static let lazyPrefixWhileSequence = structure("LazyPrefixWhileSequence", ["Base"])
    static let lazyDropWhileSequence = structure("LazyDropWhileSequence", ["Base"])
    static let prefixSequence = structure("PrefixSequence", ["Base"])
    static let dropFirstSequence = structure("DropFirstSequence", ["Base"])
    static let slice = structure("Slice", ["Base"])
    static let partialRangeFrom = structure("PartialRangeFrom", ["Bound"])
    static let flattenSequence = structure("FlattenSequence", ["Base"])
    static let dictionaryKeys = structure("Dictionary.Keys")
    static let dictionaryValues = structure("Dictionary.Values")
    static let sequenceWrappers: Set<NominalType> = [
        reversedCollection, enumeratedSequence, zip2Sequence, strideTo, strideThrough, lazySequence, lazyFilterSequence,
        lazyMapSequence, lazyPrefixWhileSequence, lazyDropWhileSequence, prefixSequence, dropFirstSequence, slice,
        flattenSequence, dictionaryKeys, dictionaryValues,
    ]
    /// The lazy wrappers whose `map`, `filter`, `compactMap`, `prefix(while:)` and
    /// `drop(while:)` make lazy wrappers again (`LazySequenceProtocol`'s).
    static let lazyWrappers: Set<NominalType> = [
        lazySequence, lazyMapSequence, lazyFilterSequence, lazyPrefixWhileSequence, lazyDropWhileSequence,
    ]

    /// The fixed-width integers besides `Int`.
    static let sizedIntegerNames = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    /// The floating-point types besides `Double`.
    static let otherFloatNames = ["Float", "Float16", "Float80", "CGFloat"]

    /// Standard protocols a cell can name.
    static let protocolNames = [
        "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Sequence",
        "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "IteratorProtocol", "Codable", "Encodable", "Decodable", "Numeric", "AdditiveArithmetic", "BinaryInteger",
        "SignedInteger", "UnsignedInteger", "FixedWidthInteger", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
        "Identifiable", "Sendable", "AnyObject", "CaseIterable", "RawRepresentable", "StringProtocol", "Strideable",
        "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByStringLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByStringInterpolation", "LosslessStringConvertible",
        "TextOutputStream", "TextOutputStreamable", "AsyncSequence", "AsyncIteratorProtocol", "Actor", "CustomReflectable",
        "OptionSet", "SetAlgebra", "LazySequenceProtocol", "Copyable", "Escapable", "BitwiseCopyable", "DataProtocol",
        "LocalizedError", "CustomNSError", "RegexComponent",
    ]

    private static let known: [String: NominalType] = {
        var table: [String: NominalType] = [:]
        for type in [int, double, float, bool, string, character, substring, array, arraySlice, dictionary, set, range,
                     closedRange, partialRangeFrom, optional, never, errorProtocol, stringIndex] {
            table[type.name] = type
        }
        for name in sizedIntegerNames + otherFloatNames where table[name] == nil { table[name] = structure(name) }
        for name in protocolNames { table[name] = protocolType(name) }
        table["Unicode.Scalar"] = structure("Unicode.Scalar")
        table["StaticString"] = structure("StaticString")
        return table
    }()

    /// The standard type of this name, if the pass knows it.
    static func named(_ name: String) -> NominalType? { known[name] }

    /// The library type of this name (one the binding table lists), made once per name.
    static func library(_ name: String) -> NominalType {
        libraryTypes.withLock { table in
            if let existing = table[name] { return existing }
            let type = NominalType(name: name, kind: .unknown, origin: .library)
            table[name] = type
            return type
        }
    }

    /// A stand-in for a name the pass could not resolve, for naming types only.
    static func unresolved(_ name: String) -> NominalType {
        unresolvedTypes.withLock { table in
            if let existing = table[name] { return existing }
            let type = NominalType(name: name, kind: .unknown, origin: .unresolved)
            table[name] = type
            return type
        }
    }

    private static let libraryTypes = Mutex<[String: NominalType]>([:])
    private static let unresolvedTypes = Mutex<[String: NominalType]>([:])

    private static func structure(_ name: String, _ parameters: [String] = []) -> NominalType {
        NominalType(name: name, kind: .structure, origin: .standard, genericParameterNames: parameters)
    }

    private static func protocolType(_ name: String) -> NominalType {
        NominalType(name: name, kind: .protocolType, origin: .standard)
    }

    /// Whether the type is one of the standard integer types.
    static func isInteger(_ type: NominalType) -> Bool {
        type === int || (type.origin == .standard && sizedIntegerNames.contains(type.name))
    }

    /// Whether the type is one of the standard floating-point types.
    static func isFloatingPoint(_ type: NominalType) -> Bool {
        type === double || (type.origin == .standard && otherFloatNames.contains(type.name))
    }
}
