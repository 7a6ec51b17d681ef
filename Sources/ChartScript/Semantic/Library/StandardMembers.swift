/// The types of the standard library's members that cells use most, as the semantic pass
/// reads them: a property's type, a method's labels, parameter and result types, and
/// whether it changes its receiver. A member not listed here has an unknown type.
enum StandardMembers {
    /// One method of a standard type.
    struct Method {
        var labels: [String?]
        /// Each parameter's type; `nil` where the pass does not check the argument.
        var parameters: [SwiftType?]
        var result: SwiftType
        var isMutating = false
        /// The closure parameter's element type, for methods taking one (`map`, `filter`).
        var closureElement: SwiftType? = nil
    }

    /// The type of the instance property `name` of a value of `receiver`, if listed.
    static func property(_ name: String, of receiver: SwiftType) -> SwiftType? {
        guard case .nominal(let nominal, let arguments) = receiver.kind, nominal.origin == .standard else { return nil }
        let element = arguments.first ?? .unknown
        switch (nominal.name, name) {
        case ("Array", "count"), ("Set", "count"), ("Dictionary", "count"), ("String", "count"), ("Substring", "count"),
             ("ArraySlice", "count"), ("Array", "capacity"), ("Array", "startIndex"), ("Array", "endIndex"):
            return .int
        case ("Array", "isEmpty"), ("Set", "isEmpty"), ("Dictionary", "isEmpty"), ("String", "isEmpty"), ("Substring", "isEmpty"),
             ("ArraySlice", "isEmpty"), ("Range", "isEmpty"), ("ClosedRange", "isEmpty"):
            return .bool
        case ("Array", "first"), ("Array", "last"), ("Set", "first"), ("ArraySlice", "first"), ("ArraySlice", "last"):
            return .optional(element)
        case ("Array", "indices"):
            return .nominal(StandardNominals.range, [.int])
        case ("String", "first"), ("String", "last"), ("Substring", "first"), ("Substring", "last"):
            return .optional(.character)
        case ("String", "startIndex"), ("String", "endIndex"), ("Substring", "startIndex"), ("Substring", "endIndex"):
            return .stringIndex
        case (_, "description") where nominal.kind != .protocolType:
            return .string
        case ("Character", "isLetter"), ("Character", "isNumber"), ("Character", "isUppercase"), ("Character", "isLowercase"),
             ("Character", "isWhitespace"), ("Character", "isPunctuation"), ("Character", "isASCII"), ("Character", "isHexDigit"):
            return .bool
        case ("Character", "wholeNumberValue"):
            return .optional(.int)
        case ("Double", "isNaN"), ("Double", "isInfinite"), ("Double", "isFinite"), ("Double", "isZero"):
            return .bool
        case ("Double", "magnitude"):
            return .double
        case ("Range", "lowerBound"), ("Range", "upperBound"), ("ClosedRange", "lowerBound"), ("ClosedRange", "upperBound"):
            return element
        case ("Range", "count"), ("ClosedRange", "count"):
            return element == .int ? .int : nil
        case ("Optional", "unsafelyUnwrapped"):
            return element
        default:
            return SequenceWrapperTypes.propertyType(name, of: receiver)
        }
    }

    /// The listed methods named `name` of a value of `receiver`.
    static func methods(_ name: String, of receiver: SwiftType) -> [Method] {
        guard case .nominal(let nominal, let arguments) = receiver.kind, nominal.origin == .standard else { return [] }
        let element = arguments.first ?? .unknown
        switch nominal.name {
        case "Array": return arrayMethods(name, element: element)
        case "Set": return setMethods(name, element: element)
        case "Dictionary": return dictionaryMethods(name, key: element, value: arguments.count > 1 ? arguments[1] : .unknown)
        case "String": return stringMethods(name)
        case "Character":
            switch name {
            case "uppercased", "lowercased": return [Method(labels: [], parameters: [], result: .string)]
            default: return []
            }
        case "Double", "Float":
            switch name {
            case "rounded", "squareRoot": return [Method(labels: [], parameters: [], result: receiver)]
            case "truncatingRemainder": return [Method(labels: ["dividingBy"], parameters: [receiver], result: receiver)]
            default: return []
            }
        case "Int":
            switch name {
            case "isMultiple": return [Method(labels: ["of"], parameters: [.int], result: .bool)]
            case "signum": return [Method(labels: [], parameters: [], result: .int)]
            default: return []
            }
        case "Bool":
            return name == "toggle" ? [Method(labels: [], parameters: [], result: .void, isMutating: true)] : []
        case "Range", "ClosedRange":
            switch name {
            case "contains": return [Method(labels: [nil], parameters: [element], result: .bool)]
            default: return sequenceMethods(name, element: StandardNominals.isInteger(element.nominalType ?? StandardNominals.never) ? element : .unknown)
            }
        default:
            return []
        }
    }

    /// `reserveCapacity(_:)`, which every standard collection has.
    private static let reserveCapacity = Method(labels: [nil], parameters: [.int], result: .void, isMutating: true)

    private static func arrayMethods(_ name: String, element: SwiftType) -> [Method] {
        switch name {
        case "append": return [Method(labels: [nil], parameters: [element], result: .void, isMutating: true),
                               Method(labels: ["contentsOf"], parameters: [nil], result: .void, isMutating: true)]
        case "insert": return [Method(labels: [nil, "at"], parameters: [element, .int], result: .void, isMutating: true)]
        case "remove": return [Method(labels: ["at"], parameters: [.int], result: element, isMutating: true)]
        case "removeLast", "removeFirst": return [Method(labels: [], parameters: [], result: element, isMutating: true),
                                                  Method(labels: [nil], parameters: [.int], result: .void, isMutating: true)]
        case "popLast": return [Method(labels: [], parameters: [], result: .optional(element), isMutating: true)]
        case "removeAll": return [Method(labels: [], parameters: [], result: .void, isMutating: true),
                                  Method(labels: ["where"], parameters: [nil], result: .void, isMutating: true, closureElement: element),
                                  Method(labels: ["keepingCapacity"], parameters: [.bool], result: .void, isMutating: true)]
        case "sort": return [Method(labels: [], parameters: [], result: .void, isMutating: true),
                             Method(labels: ["by"], parameters: [nil], result: .void, isMutating: true, closureElement: element)]
        case "reverse", "shuffle": return [Method(labels: [], parameters: [], result: .void, isMutating: true)]
        case "swapAt": return [Method(labels: [nil, nil], parameters: [.int, .int], result: .void, isMutating: true)]
        case "firstIndex", "lastIndex": return [Method(labels: ["of"], parameters: [element], result: .optional(.int)),
                                                Method(labels: ["where"], parameters: [nil], result: .optional(.int), closureElement: element)]
        case "joined":
            return element == .string ? [Method(labels: ["separator"], parameters: [.string], result: .string),
                                         Method(labels: [], parameters: [], result: .string)] : []
        case "shuffled": return [Method(labels: [], parameters: [], result: .array(element))]
        case "reserveCapacity": return [reserveCapacity]
        default: return sequenceMethods(name, element: element)
        }
    }

    private static func setMethods(_ name: String, element: SwiftType) -> [Method] {
        switch name {
        case "insert":
            return [Method(labels: [nil], parameters: [element],
                           result: .tuple([.init(label: "inserted", type: .bool), .init(label: "memberAfterInsert", type: element)]), isMutating: true)]
        case "remove": return [Method(labels: [nil], parameters: [element], result: .optional(element), isMutating: true)]
        case "removeAll": return [Method(labels: [], parameters: [], result: .void, isMutating: true)]
        case "formUnion", "formIntersection", "subtract", "formSymmetricDifference":
            return [Method(labels: [nil], parameters: [nil], result: .void, isMutating: true)]
        case "union", "intersection", "subtracting", "symmetricDifference":
            return [Method(labels: [nil], parameters: [nil], result: .set(element))]
        case "isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset":
            return [Method(labels: ["of"], parameters: [nil], result: .bool)]
        case "isDisjoint": return [Method(labels: ["with"], parameters: [nil], result: .bool)]
        case "reserveCapacity": return [reserveCapacity]
        default: return sequenceMethods(name, element: element)
        }
    }

    private static func dictionaryMethods(_ name: String, key: SwiftType, value: SwiftType) -> [Method] {
        switch name {
        case "removeValue": return [Method(labels: ["forKey"], parameters: [key], result: .optional(value), isMutating: true)]
        case "updateValue": return [Method(labels: [nil, "forKey"], parameters: [value, key], result: .optional(value), isMutating: true)]
        case "removeAll": return [Method(labels: [], parameters: [], result: .void, isMutating: true)]
        case "merge": return [Method(labels: [nil, "uniquingKeysWith"], parameters: [nil, nil], result: .void, isMutating: true)]
        case "reserveCapacity": return [reserveCapacity]
        default: return []
        }
    }

    private static func stringMethods(_ name: String) -> [Method] {
        switch name {
        case "lowercased", "uppercased": return [Method(labels: [], parameters: [], result: .string)]
        case "hasPrefix", "hasSuffix": return [Method(labels: [nil], parameters: [nil], result: .bool)]
        case "append": return [Method(labels: [nil], parameters: [nil], result: .void, isMutating: true),
                               Method(labels: ["contentsOf"], parameters: [nil], result: .void, isMutating: true)]
        case "insert": return [Method(labels: [nil, "at"], parameters: [nil, nil], result: .void, isMutating: true)]
        case "removeLast", "removeFirst": return [Method(labels: [], parameters: [], result: .character, isMutating: true),
                                                  Method(labels: [nil], parameters: [.int], result: .void, isMutating: true)]
        case "popLast": return [Method(labels: [], parameters: [], result: .optional(.character), isMutating: true)]
        case "removeAll": return [Method(labels: [], parameters: [], result: .void, isMutating: true),
                                  Method(labels: ["where"], parameters: [nil], result: .void, isMutating: true, closureElement: .character)]
        case "remove": return [Method(labels: ["at"], parameters: [nil], result: .character, isMutating: true)]
        case "reserveCapacity": return [reserveCapacity]
        default: return sequenceMethods(name, element: .character, elementsAreCharacters: true)
        }
    }

    /// Methods every sequence has, on elements of `element`.
    private static func sequenceMethods(_ name: String, element: SwiftType, elementsAreCharacters: Bool = false) -> [Method] {
        let elements = SwiftType.array(element)
        switch name {
        case "contains": return elementsAreCharacters ? [] : [Method(labels: [nil], parameters: [element], result: .bool),
                                                              Method(labels: ["where"], parameters: [nil], result: .bool, closureElement: element)]
        case "sorted": return [Method(labels: [], parameters: [], result: elements),
                               Method(labels: ["by"], parameters: [nil], result: elements, closureElement: element)]
        case "min", "max": return [Method(labels: [], parameters: [], result: .optional(element)),
                                   Method(labels: ["by"], parameters: [nil], result: .optional(element), closureElement: element)]
        case "filter": return elementsAreCharacters ? [] : [Method(labels: [nil], parameters: [nil], result: elements, closureElement: element)]
        case "forEach": return [Method(labels: [nil], parameters: [nil], result: .void, closureElement: element)]
        case "allSatisfy": return [Method(labels: [nil], parameters: [nil], result: .bool, closureElement: element)]
        case "first": return [Method(labels: ["where"], parameters: [nil], result: .optional(element), closureElement: element)]
        case "randomElement": return [Method(labels: [], parameters: [], result: .optional(element))]
        default: return []
        }
    }

    /// The result of the text method `name` called with `labels` on a `String` or `Substring`,
    /// for methods whose arguments the pass does not check (their overloads are many): a
    /// slice is a `Substring`, an index a `String.Index`. `nil` for other calls.
    static func textMethodResult(_ name: String, labels: [String?], on receiver: SwiftType) -> SwiftType? {
        guard receiver == .string || receiver == .substring else { return nil }
        switch name {
        case "dropFirst", "dropLast", "prefix", "suffix": return .substring
        case "split": return .array(.substring)
        case "firstIndex", "lastIndex": return .optional(.stringIndex)
        case "index": return labels.contains("limitedBy") ? .optional(.stringIndex) : .stringIndex
        default: return nil
        }
    }

    /// Whether `name` is a member of `Optional` itself (so `value.name` on an optional is not
    /// a missing unwrap).
    static func isOptionalMember(_ name: String) -> Bool {
        ["map", "flatMap", "unsafelyUnwrapped", "debugDescription", "customMirror", "hashValue", "hash", "self",
         "description", "publisher", "compactMap", "take", "isNil"].contains(name)
    }
}
