/// The standard library protocols the built-in value kinds conform to, and how those protocols
/// refine each other, so that `value is Comparable`, a generic constraint `T: Numeric` or an
/// `extension Collection` can be answered for built-in values.
enum BuiltinProtocols {
    /// Protocols each refines (Hashable is Equatable, Collection is a Sequence …).
    static let refinements: [String: [String]] = [
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Strideable": ["Comparable"],
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"],
        "RangeReplaceableCollection": ["Collection"],
        "StringProtocol": ["BidirectionalCollection", "Comparable", "Hashable", "CustomStringConvertible"],
        "AdditiveArithmetic": ["Equatable"],
        "Numeric": ["AdditiveArithmetic"],
        "SignedNumeric": ["Numeric"],
        "BinaryInteger": ["Numeric", "Hashable", "Strideable", "CustomStringConvertible"],
        "SignedInteger": ["BinaryInteger", "SignedNumeric"],
        "FixedWidthInteger": ["BinaryInteger"],
        "UnsignedInteger": ["BinaryInteger"],
        "FloatingPoint": ["SignedNumeric", "Strideable", "Hashable"],
        "BinaryFloatingPoint": ["FloatingPoint"],
        "LosslessStringConvertible": ["CustomStringConvertible"],
        "Codable": ["Encodable", "Decodable"],
        "CaseIterable": [],
        "Identifiable": [],
        "Error": ["Sendable"],
        "LocalizedError": ["Error"],
        // Swift Charts' and SwiftUI's protocols that a cell's own types conform to.
        "ChartContent": [],
        "Plottable": [],
        "ShapeStyle": [],
        "View": [],
    ]

    /// Every protocol a built-in kind conforms to, directly (refinements are added by
    /// ``allConformances(ofBuiltin:)``).
    static let directConformances: [String: [String]] = [
        "Int": ["SignedInteger", "FixedWidthInteger", "LosslessStringConvertible", "Codable", "Sendable",
                "ExpressibleByIntegerLiteral", "CustomDebugStringConvertible"],
        "Double": ["BinaryFloatingPoint", "LosslessStringConvertible", "Codable", "Sendable",
                   "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "CustomDebugStringConvertible"],
        "String": ["StringProtocol", "RangeReplaceableCollection", "LosslessStringConvertible", "Codable", "Sendable",
                   "ExpressibleByStringLiteral", "CustomDebugStringConvertible", "TextOutputStream"],
        "Bool": ["Hashable", "LosslessStringConvertible", "Codable", "Sendable", "ExpressibleByBooleanLiteral", "CustomStringConvertible"],
        "Array": ["RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "CustomStringConvertible",
                  "CustomDebugStringConvertible", "ExpressibleByArrayLiteral"],
        "Dictionary": ["Collection", "CustomStringConvertible", "CustomDebugStringConvertible", "ExpressibleByDictionaryLiteral"],
        "Range": ["RandomAccessCollection", "Hashable", "CustomStringConvertible"],
        "Set": ["Collection", "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "ExpressibleByArrayLiteral"],
        "Optional": ["ExpressibleByNilLiteral"],
        "Tuple": [],
        // Foundation's values.
        "Date": ["Comparable", "Hashable", "Codable", "Sendable", "CustomStringConvertible"],
        "TimeZone": ["Hashable", "Codable", "Sendable", "CustomStringConvertible"],
        "Calendar": ["Hashable", "Codable", "Sendable"],
        "DateComponents": ["Hashable", "Codable", "Sendable", "CustomStringConvertible"],
        "Locale": ["Hashable", "Codable", "Sendable"],
        "UUID": ["Hashable", "Codable", "Sendable", "CustomStringConvertible"],
        "Measurement<UnitLength>": ["Comparable", "Hashable", "Codable", "CustomStringConvertible"],
        "Measurement<UnitMass>": ["Comparable", "Hashable", "Codable", "CustomStringConvertible"],
        "Measurement<UnitDuration>": ["Comparable", "Hashable", "Codable", "CustomStringConvertible"],
        "Measurement<UnitTemperature>": ["Comparable", "Hashable", "Codable", "CustomStringConvertible"],
    ].merging(sizedNumberConformances) { first, _ in first }.merging(grammarConformances) { first, second in first + second }

    /// Swift Charts' content and SwiftUI's styles and views, and the plottable built-in types.
    private static let grammarConformances: [String: [String]] = {
        var table: [String: [String]] = [:]
        for mark in ["LineMark", "BarMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "LinePlot", "PointPlot",
                     "AreaPlot", "ChartContentList"] {
            table[mark] = ["ChartContent"]
        }
        for style in ["Color", "LinearGradient", "AnyGradient", "HierarchicalShapeStyle"] { table[style] = ["ShapeStyle"] }
        for view in ["Text", "VStack", "HStack", "Circle", "ViewList", "ChartPlotContent"] { table[view] = ["View"] }
        for plottable in ["Int", "Double", "String", "Date", "Float", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"] {
            table[plottable] = ["Plottable"]
        }
        return table
    }()

    /// The sized integers and `Float` conform as `Int` and `Double` do.
    private static let sizedNumberConformances: [String: [String]] = {
        let common = ["FixedWidthInteger", "LosslessStringConvertible", "Codable", "Sendable", "ExpressibleByIntegerLiteral",
                      "CustomDebugStringConvertible"]
        var table: [String: [String]] = [:]
        for name in ["Int8", "Int16", "Int32", "Int64"] { table[name] = ["SignedInteger"] + common }
        for name in ["UInt", "UInt8", "UInt16", "UInt32", "UInt64"] { table[name] = ["UnsignedInteger"] + common }
        table["Float"] = ["BinaryFloatingPoint", "LosslessStringConvertible", "Codable", "Sendable", "ExpressibleByFloatLiteral",
                          "ExpressibleByIntegerLiteral", "CustomDebugStringConvertible"]
        return table
    }()

    /// Protocols that a built-in collection conforms to only when its elements do.
    static let conditionalOnElements: Set<String> = ["Equatable", "Hashable", "Comparable", "Codable", "Sendable"]

    /// A protocol with every protocol it refines, transitively.
    static func withRefinements(_ name: String) -> Set<String> {
        var result: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for refined in refinements[next] ?? [] where result.insert(refined).inserted { pending.append(refined) }
        }
        return result
    }

    /// Every protocol a built-in kind conforms to unconditionally, refinements included.
    static func allConformances(ofBuiltin name: String) -> Set<String> {
        var result: Set<String> = []
        for direct in directConformances[name] ?? [] { result.formUnion(withRefinements(direct)) }
        return result
    }

    /// Whether `name` is a standard library protocol the interpreter knows.
    static func isKnown(_ name: String) -> Bool {
        refinements[name] != nil || ["Equatable", "Sequence", "IteratorProtocol", "CodingKey", "Sendable", "CustomStringConvertible",
                                     "CustomDebugStringConvertible", "Encodable", "Decodable", "AnyObject", "Any",
                                     "TextOutputStream", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
                                     "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral",
                                     "ExpressibleByNilLiteral", "ExpressibleByDictionaryLiteral", "IteratorProtocol",
                                     "AsyncSequence", "AsyncIteratorProtocol"].contains(name)
    }

    /// The built-in kind name used for conformance questions about a value (`Int`, `Array` …).
    static func kindName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .range, .closedRange: return "Range"
        case .null, .wrapped: return "Optional"
        case .tuple: return "Tuple"
        case .native(let box): return box.typeName
        default: return nil
        }
    }
}
