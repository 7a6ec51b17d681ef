extension Compiler {
    /// A wrapped stored property (`@SmallNumber(maximum: 9) var width: Int = 2`) written out
    /// as Swift defines it: storage `_width` holding `SmallNumber(wrappedValue: 2, maximum: 9)`,
    /// `width` reading and writing the wrapper's `wrappedValue`, and `$width` its
    /// `projectedValue`. The memberwise initializer takes `width:` as the wrapped value when
    /// the wrapper is made from one.
    func compileWrappedProperty(_ declaration: Declaration, wrapper: String, into info: TypeInfo, at location: SourceLocation) throws {
        guard !declaration.isConstant, declaration.bindings.count == 1, case .binding(let name, _) = declaration.bindings[0].pattern else {
            throw LocatedError(.typeMismatch("a property wrapper applies to one 'var' property"), at: location)
        }
        let binding = declaration.bindings[0]
        guard binding.accessors == nil, !declaration.modifiers.isStatic else {
            throw LocatedError(.typeMismatch("property '\(name)' with a wrapper cannot also be computed, observed or static"), at: location)
        }
        guard let wrapperType = declaredType(named: wrapper) else {
            throw LocatedError(.unknownName(wrapper, suggestions: []), at: location)
        }
        func expression(_ kind: Expression.Kind) -> Expression { Expression(kind: kind, location: location) }
        let attributeArguments = declaration.modifiers.attributeArguments[wrapper] ?? []
        var initializerArguments = attributeArguments
        if let value = binding.value { initializerArguments.insert(Argument(label: "wrappedValue", value: value), at: 0) }
        let storageName = "_" + name
        let storage = PatternBinding(pattern: .binding(storageName, isVariable: true), type: .named(wrapper, []),
                                     value: expression(.call(expression(.identifier(wrapper)), initializerArguments)),
                                     accessors: nil, location: binding.location)
        try compileProperty(Declaration(isConstant: false, bindings: [storage]), into: info, isExtension: false, applies: nil, at: location)

        let storageRead = expression(.member(expression(.selfExpression), storageName))
        for (property, member, type) in [(name, "wrappedValue", binding.type), ("$" + name, "projectedValue", nil)] {
            let target = expression(.member(storageRead, member))
            let getter = [Statement(kind: .returnStatement(target), location: location)]
            let setter = [Statement(kind: .assignment(target: target, operator: "=", value: expression(.identifier("newValue"))), location: location)]
            let accessors = PropertyAccessors.computed(getter: getter, setter: (parameter: "newValue", body: setter))
            let computed = PatternBinding(pattern: .binding(property, isVariable: true), type: type, value: nil, accessors: accessors, location: binding.location)
            try compileProperty(Declaration(isConstant: false, bindings: [computed]), into: info, isExtension: false, applies: nil, at: location)
        }

        // The memberwise initializer's `width:` is the wrapped value, made into a wrapper there.
        guard let value = binding.value, let index = info.fieldIndex[storageName] else { return }
        let (defaultValue, defaultFrameSize) = try compileStandalone(value, staticContextOf: info)
        var compiledArguments: [(label: String?, value: Evaluator, frameSize: Int)] = []
        for argument in attributeArguments {
            let (evaluator, size) = try compileStandalone(argument.value, staticContextOf: info)
            compiledArguments.append((argument.label, evaluator, size))
        }
        let runtime = self.runtime
        info.fields[index].wrapping = WrappedPropertyStorage(
            label: name, type: binding.type,
            defaultValue: { try defaultValue(Frame(size: defaultFrameSize, parent: nil)) },
            wrap: { wrapped in
                var arguments = [wrapped]
                for argument in compiledArguments { arguments.append(try argument.value(Frame(size: argument.frameSize, parent: nil))) }
                return try Construction.construct(wrapperType, arguments, labels: ["wrappedValue"] + compiledArguments.map(\.label), runtime: runtime)
            })
    }
}

/// How the memberwise initializer fills a wrapped property's storage: from the wrapped value
/// given under the property's own name.
struct WrappedPropertyStorage {
    /// The property's name, the memberwise initializer's label.
    var label: String
    /// The wrapped value's type.
    var type: TypeRef?
    /// The wrapped value when the initializer is not given one.
    var defaultValue: () throws -> Value
    /// The wrapper made from a wrapped value.
    var wrap: (Value) throws -> Value
}
