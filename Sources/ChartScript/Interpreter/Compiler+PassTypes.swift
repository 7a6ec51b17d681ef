extension Compiler {
    /// The type the semantic pass gave `expression`, written as the compiler writes types;
    /// `nil` when the pass did not decide it, or it mentions a generic parameter, an opaque
    /// type or a protocol (whose values tell their type better).
    func passType(of expression: Expression) -> TypeRef? {
        guard let type = expressionTypes[expression] else { return nil }
        return TypeRef(passType: type)
    }
}

extension TypeRef {
    /// `type` as a written type: `Array<Int>` as `[Int]`, `Optional<T>` as `T?`, `Void` as
    /// `()`. `nil` for what a written type here cannot hold as the compiler reads it.
    init?(passType type: SwiftType) {
        self.init(passType: type, keepingAbstractTypes: false)
    }

    /// With `keepingAbstractTypes`, a generic parameter is written by its name (`T`), an
    /// existential as `any P` (`P & Q` for several) and an opaque type as `some P`, as a
    /// declaration writes them; otherwise such types give `nil`.
    init?(passType type: SwiftType, keepingAbstractTypes: Bool) {
        switch type.kind {
        case .unknown:
            return nil
        case .genericParameter(let parameter):
            guard keepingAbstractTypes else { return nil }
            self = .named(parameter.name, [])
        case .opaque(let protocols):
            guard keepingAbstractTypes, let written = Self.protocols(protocols) else { return nil }
            self = .existential(written, isOpaque: true)
        case let .nominal(nominal, arguments):
            guard nominal.origin != .unresolved, nominal.kind != .protocolType else { return nil }
            var written: [TypeRef] = []
            for argument in arguments {
                guard let argument = TypeRef(passType: argument, keepingAbstractTypes: keepingAbstractTypes) else { return nil }
                written.append(argument)
            }
            if nominal === StandardNominals.array, written.count == 1 {
                self = .array(written[0])
            } else if nominal === StandardNominals.dictionary, written.count == 2 {
                self = .dictionary(written[0], written[1])
            } else if nominal === StandardNominals.optional, written.count == 1 {
                self = .optional(written[0])
            } else {
                self = .named(nominal.name, written)
            }
        case .tuple(let elements):
            var written: [TupleTypeElement] = []
            for element in elements {
                guard let type = TypeRef(passType: element.type, keepingAbstractTypes: keepingAbstractTypes) else { return nil }
                written.append(TupleTypeElement(label: element.label, type: type))
            }
            self = .tuple(written)
        case .function(let shape):
            var parameters: [TypeRef] = []
            for parameter in shape.parameters {
                guard !parameter.isInout, !parameter.isVariadic, let type = TypeRef(passType: parameter.type, keepingAbstractTypes: keepingAbstractTypes) else { return nil }
                parameters.append(type)
            }
            guard let result = TypeRef(passType: shape.result, keepingAbstractTypes: keepingAbstractTypes) else { return nil }
            self = .function(parameters: parameters, result: result, isThrowing: shape.isThrowing, isAsync: shape.isAsync)
        case .metatype(let instance):
            guard let instance = TypeRef(passType: instance, keepingAbstractTypes: keepingAbstractTypes) else { return nil }
            self = .metatype(instance)
        case .existential(let protocols):
            if protocols.isEmpty {
                self = .name("Any")
            } else {
                guard keepingAbstractTypes, let written = Self.protocols(protocols) else { return nil }
                if case .composition = written { self = written } else { self = .existential(written, isOpaque: false) }
            }
        }
    }

    /// The protocols of an existential or opaque type as written: `P`, or `P & Q`.
    private static func protocols(_ types: [SwiftType]) -> TypeRef? {
        var names: [TypeRef] = []
        for type in types {
            switch type.kind {
            case .existential(let inner), .opaque(let inner):
                guard let written = protocols(inner) else { return nil }
                if case .composition(let members) = written { names += members } else { names.append(written) }
            case .nominal(let nominal, let arguments) where arguments.isEmpty && nominal.origin != .unresolved:
                names.append(.named(nominal.name, []))
            default:
                return nil
            }
        }
        if names.isEmpty { return nil }
        return names.count == 1 ? names[0] : .composition(names)
    }
}

extension Compiler {
    /// `.success(3)` where a `Result<Double, E>` is expected, `.v(2)` for a `Box<Float>` or a
    /// `Box<UInt8>`: an integer literal given to an implicit member call becomes the
    /// floating-point or sized integer type the semantic pass gave it from the context, as Swift types it (the case's payload is the
    /// context's generic argument); so does one given to a case named through its type
    /// (`Result<Double, E>.success(3)`, as a declared type qualifies `.success(3)`). Other
    /// arguments are left as they are.
    func floatingPointLiteralArguments(_ callee: Expression, _ arguments: [Argument]) -> [Argument] {
        guard Self.namesEnumCase(callee) else { return arguments }
        var converted = arguments
        for index in converted.indices {
            let value = converted[index].value
            guard case .integer = value.kind, case .named(let name, let typeArguments)? = passType(of: value), typeArguments.isEmpty,
                  ["Double", "Float", "Float32", "CGFloat"].contains(name) || StandardNominals.sizedIntegerNames.contains(name) else { continue }
            converted[index].value = Expression(kind: .cast(value, .coerce, .name(name)), location: value.location)
        }
        return converted
    }

    /// Whether `callee` may name an enum case: `.name`, `Type.name` or `Type<Arguments>.name`.
    private static func namesEnumCase(_ callee: Expression) -> Bool {
        switch callee.kind {
        case .implicitMember:
            return true
        case .member(let base, _):
            switch base.kind {
            case .specialized: return true
            case .identifier(let name): return name.first?.isUppercase == true
            default: return false
            }
        default:
            return false
        }
    }
}
