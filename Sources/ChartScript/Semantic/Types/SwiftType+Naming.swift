/// How a type is spelt for people.
enum TypeNamingStyle {
    /// As `type(of:)` and `print(T.self)` print it: generic forms instead of sugar
    /// (`Array<Int>`, `Optional<String>`), nested types by their last name (`Index`).
    case typeOf
    /// As swiftc's diagnostics write it: sugar (`[Int]`, `[String: Int]`, `Int?`), nested
    /// types qualified (`String.Index`).
    case diagnostic
    /// As `String(reflecting:)` and `debugPrint` write a type: every named type with its
    /// module (`Swift.Array<Swift.Int>`, `main.Point`); `module` gives a named type's module
    /// from its name.
    case qualified(module: (String) -> String)

    /// Whether this is ``diagnostic``.
    var isDiagnostic: Bool {
        if case .diagnostic = self { return true }
        return false
    }
}

extension SwiftType {
    /// The one spelling of a type for printing: `type(of:)`, type values and error messages
    /// all name types through it.
    func name(_ style: TypeNamingStyle) -> String {
        switch kind {
        case .unknown:
            return "_"
        case let .nominal(type, arguments):
            return Self.nominalName(type, arguments, style)
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { "\($0): " } ?? "") + $0.type.name(style) }.joined(separator: ", ") + ")"
        case .function(let shape):
            let parameters = shape.parameters.map { parameter in
                (parameter.isInout ? "inout " : "") + parameter.type.name(style) + (parameter.isVariadic ? "..." : "")
            }
            let effects = (shape.isAsync ? " async" : "") + (shape.isThrowing ? " throws" : "")
            return "(" + parameters.joined(separator: ", ") + ")" + effects + " -> " + shape.result.name(style)
        case .metatype(let instance):
            let inner = instance.name(style)
            return (instance.needsParenthesesBeforeSuffix ? "(\(inner))" : inner) + ".Type"
        case .existential(let protocols):
            if protocols.isEmpty { return "Any" }
            return "any " + protocols.map { $0.name(style) }.joined(separator: " & ")
        case .opaque(let protocols):
            return "some " + protocols.map { $0.name(style) }.joined(separator: " & ")
        case .genericParameter(let parameter):
            return parameter.name
        }
    }

    private static func nominalName(_ type: NominalType, _ arguments: [SwiftType], _ style: TypeNamingStyle) -> String {
        if case .qualified(let module) = style {
            let base = module(type.name) + "." + type.name
            return arguments.isEmpty ? base : base + "<" + arguments.map { $0.name(style) }.joined(separator: ", ") + ">"
        }
        if style.isDiagnostic {
            if type === StandardNominals.array, arguments.count == 1 { return "[\(arguments[0].name(style))]" }
            if type === StandardNominals.dictionary, arguments.count == 2 {
                return "[\(arguments[0].name(style)): \(arguments[1].name(style))]"
            }
            if type === StandardNominals.optional, arguments.count == 1 {
                let wrapped = arguments[0].name(style)
                return (arguments[0].needsParenthesesBeforeSuffix ? "(\(wrapped))" : wrapped) + "?"
            }
        }
        let base = !style.isDiagnostic ? unqualified(type.name == UnicodeBindings.scalarTypeName ? "Unicode.Scalar" : type.name) : type.name
        return arguments.isEmpty ? base : base + "<" + arguments.map { $0.name(style) }.joined(separator: ", ") + ">"
    }

    /// Whether `?` or `.Type` after the type's name needs parentheses around it.
    private var needsParenthesesBeforeSuffix: Bool {
        switch kind {
        case .function, .opaque: return true
        case .existential(let protocols): return !protocols.isEmpty
        default: return false
        }
    }

    /// A type name without the types it is nested in, as `type(of:)` prints it, also inside
    /// generic arguments written into a name: `Unicode.Scalar` is `Scalar`, `Range<String.Index>`
    /// is `Range<Index>`.
    static func unqualified(_ name: String) -> String {
        var result = ""
        var word = ""
        for character in name {
            if character == "." {
                word = ""
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                result += word + String(character)
                word = ""
            }
        }
        return result + word
    }
}

extension SwiftType {
    /// The type a written type spells, naming only: standard types by their names, any other
    /// name as an unresolved stand-in for itself. (The semantic pass resolves names in scope
    /// with ``TypeResolver``.)
    static func spelled(by written: TypeRef) -> SwiftType {
        from(written) { name, arguments in
            if name == "Void" && arguments.isEmpty { return .void }
            if name == "Any" && arguments.isEmpty { return .any }
            return .nominal(StandardNominals.named(name) ?? StandardNominals.unresolved(name), arguments)
        }
    }

    /// The type a written type spells, with `named` giving the type of each name and its
    /// generic arguments.
    static func from(_ written: TypeRef, named: (String, [SwiftType]) -> SwiftType) -> SwiftType {
        func convert(_ type: TypeRef) -> SwiftType { from(type, named: named) }
        switch written {
        case let .named(name, arguments): return named(name, arguments.map(convert))
        case .array(let element): return .array(convert(element))
        case let .dictionary(key, value): return .dictionary(convert(key), convert(value))
        case .optional(let wrapped), .unwrapped(let wrapped): return .optional(convert(wrapped))
        case .tuple(let elements):
            if elements.count == 1, elements[0].label == nil { return convert(elements[0].type) }
            return .tuple(elements.map { TupleElement(label: $0.label, type: convert($0.type)) })
        case let .function(parameters, result, isThrowing, isAsync):
            let converted = parameters.map { parameter -> FunctionShape.Parameter in
                if case .inoutType(let inner) = parameter { return .init(type: convert(inner), isInout: true) }
                return .init(type: convert(parameter))
            }
            return make(.function(FunctionShape(parameters: converted, result: convert(result), isThrowing: isThrowing, isAsync: isAsync)))
        case .autoclosure(let type), .inoutType(let type): return convert(type)
        case let .existential(type, isOpaque):
            let protocols: [SwiftType]
            if case .composition(let parts) = type { protocols = parts.map(convert) } else { protocols = [convert(type)] }
            return make(isOpaque ? .opaque(protocols) : .existential(protocols))
        case .composition(let parts): return make(.existential(parts.map(convert)))
        case .metatype(let instance): return .metatype(convert(instance))
        }
    }
}
