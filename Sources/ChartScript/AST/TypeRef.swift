/// A type as written in a cell: in an annotation (`let x: [Double]`), a parameter, a return
/// type, a cast (`as? String`), a generic argument (`Stack<Int>`) or an inheritance clause.
///
/// It is kept as syntax: the interpreter runs by the values it gets, and uses written types to
/// convert values (Int literals to Double, a value to an optional) and to check casts.
indirect enum TypeRef: Equatable, CustomStringConvertible {
    /// A named type with optional generic arguments: `Int`, `Stack<Int>`, `Outer.Inner`.
    case named(String, [TypeRef])
    /// `[Element]`.
    case array(TypeRef)
    /// `[Key: Value]`.
    case dictionary(TypeRef, TypeRef)
    /// `Wrapped?`.
    case optional(TypeRef)
    /// `Wrapped!`: an optional that is unwrapped where it is used.
    case unwrapped(TypeRef)
    /// `(Int, label: String)`; `()` is Void.
    case tuple([TupleTypeElement])
    /// `(Int, String) throws -> Bool`.
    case function(parameters: [TypeRef], result: TypeRef, isThrowing: Bool, isAsync: Bool)
    /// `@autoclosure () -> T` in a parameter list: the argument is a plain expression, wrapped in
    /// a closure.
    case autoclosure(TypeRef)
    /// `inout T` in a parameter list.
    case inoutType(TypeRef)
    /// `any P` or `some P`.
    case existential(TypeRef, isOpaque: Bool)
    /// `P & Q`.
    case composition([TypeRef])
    /// `T.Type`.
    case metatype(TypeRef)

    /// One element of a tuple type.
    struct TupleTypeElement: Equatable {
        var label: String?
        var type: TypeRef
    }

    /// A plain name without generic arguments.
    static func name(_ name: String) -> TypeRef { .named(name, []) }

    /// The type as Swift spells it in source: `[Int]`, `Stack<Int>`, `String?`.
    var description: String {
        switch self {
        case let .named(name, arguments):
            return arguments.isEmpty ? name : name + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .array(let element): return "[\(element)]"
        case let .dictionary(key, value): return "[\(key): \(value)]"
        case .optional(let wrapped): return wrapped.needsParenthesesAsWrapped ? "(\(wrapped))?" : "\(wrapped)?"
        case .unwrapped(let wrapped): return wrapped.needsParenthesesAsWrapped ? "(\(wrapped))!" : "\(wrapped)!"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ") + ")"
        case let .function(parameters, result, isThrowing, isAsync):
            return "(" + parameters.map(\.description).joined(separator: ", ") + ")"
                + (isAsync ? " async" : "") + (isThrowing ? " throws" : "") + " -> \(result)"
        case .inoutType(let type): return "inout \(type)"
        case .autoclosure(let type): return "@autoclosure \(type)"
        case let .existential(type, isOpaque): return (isOpaque ? "some " : "any ") + type.description
        case .composition(let types): return types.map(\.description).joined(separator: " & ")
        case .metatype(let type): return "\(type).Type"
        }
    }

    private var needsParenthesesAsWrapped: Bool {
        switch self {
        case .function, .existential, .composition: return true
        default: return false
        }
    }

    /// The type a value of this type has once unwrapped (`Int` for `Int?`), or itself.
    var withoutOptional: TypeRef {
        switch self {
        case .optional(let wrapped), .unwrapped(let wrapped): return wrapped
        default: return self
        }
    }

    /// Whether the type is written as an optional (`T?` or `T!`).
    var isOptional: Bool {
        switch self {
        case .optional, .unwrapped: return true
        default: return false
        }
    }

    /// The simple name of a named type (`Stack` for `Stack<Int>`), or `nil`.
    var simpleName: String? {
        if case .named(let name, _) = self { return name }
        return nil
    }

    /// Every named type mentioned in this type, outermost first.
    var mentionedNames: [String] {
        switch self {
        case let .named(name, arguments): return [name] + arguments.flatMap(\.mentionedNames)
        case .array(let element): return element.mentionedNames
        case let .dictionary(key, value): return key.mentionedNames + value.mentionedNames
        case .optional(let wrapped), .unwrapped(let wrapped), .inoutType(let wrapped), .metatype(let wrapped), .autoclosure(let wrapped):
            return wrapped.mentionedNames
        case .existential(let type, _): return type.mentionedNames
        case .tuple(let elements): return elements.flatMap(\.type.mentionedNames)
        case let .function(parameters, result, _, _): return parameters.flatMap(\.mentionedNames) + result.mentionedNames
        case .composition(let types): return types.flatMap(\.mentionedNames)
        }
    }
}

/// A generic parameter of a function or type: `T`, `T: Comparable`.
struct GenericParameter: Equatable {
    var name: String
    /// The protocols or class it must conform to (`Comparable`, `Equatable & Hashable`).
    var constraints: [TypeRef]
}

/// A requirement in a `where` clause: `T: Equatable` or `Element == Double`.
enum GenericRequirement: Equatable {
    /// `subject: Constraint`.
    case conformance(TypeRef, TypeRef)
    /// `subject == Type`.
    case sameType(TypeRef, TypeRef)
}
