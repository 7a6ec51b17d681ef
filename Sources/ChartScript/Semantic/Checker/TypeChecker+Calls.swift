extension TypeChecker {
    /// The functions a call may run, and how swiftc names them in its messages.
    struct CallTarget {
        var candidates: [FunctionSymbol]
        /// `global function`, `instance method`, `initializer` …
        var description: String
        /// The generic arguments of the receiver's type, for its members' signatures.
        var substitutions: [GenericParameterType: SwiftType] = [:]
        /// The receiver whose mutating method this is, when there is one.
        var receiver: Expression?
    }

    /// The type of `callee(arguments)`.
    func callType(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        switch callee.kind {
        case .identifier(let name):
            return identifierCallType(name, callee, arguments, at: location, expecting: expected)
        case let .member(base, name):
            return memberCallType(base, name, callee, arguments, at: location, expecting: expected)
        case .implicitMember(let name):
            guard let target = (expected?.optionalWrapped ?? expected), let declared = symbol(of: target) else { return uncheckedCall(arguments) }
            guard declared.genericParameters.isEmpty else {
                // `.v(2)` where a `Box<Double>` is expected: the case's payload takes the context's generic arguments.
                let substitutions = Self.substitutions(of: declared, in: target)
                guard name != "init", target.isFullyKnown, !substitutions.isEmpty else { return uncheckedCall(arguments) }
                return enumCaseCall(declared, name, callee, arguments, at: location, expecting: target, substitutions: substitutions)
            }
            if quietDepth == 0, declared.kind != .protocolType { implicitMemberOwners[callee.location.offset] = declared.nominal.name }
            if name == "init" {
                guard declared.initializersAreKnown else { return uncheckedCall(arguments) }
                return resolveCall(CallTarget(candidates: declared.callableInitializers, description: "initializer"), arguments,
                                   callee: callee, at: location, expecting: expected)
            }
            return enumCaseCall(declared, name, callee, arguments, at: location, expecting: expected)
        case .array, .dictionary:
            // `[Int](repeating: 0, count: 3)`, `[String: Int]()`: a collection type written as a literal.
            if let written = writtenCollectionType(callee) { return initializerCall(written, callee, arguments, at: location, expecting: expected) }
            _ = typeOf(callee, expecting: nil)
            return uncheckedCall(arguments)
        default:
            let calleeType = typeOf(callee, expecting: nil).type
            if case .metatype(let instance) = calleeType.kind { return initializerCall(instance, callee, arguments, at: location, expecting: expected) }
            if let shape = calleeType.functionShape { return functionValueCall(shape, arguments, callee: callee, at: location) }
            return uncheckedCall(arguments)
        }
    }

    /// Types the arguments of a call the pass cannot follow, so the code inside is checked.
    func uncheckedCall(_ arguments: [Argument]) -> Typed {
        for argument in arguments { _ = typeOf(argument.value, expecting: nil) }
        return .unknown
    }

    private func identifierCallType(_ name: String, _ callee: Expression, _ arguments: [Argument], at location: SourceLocation,
                                    expecting expected: SwiftType?) -> Typed {
        switch lookUp(name) {
        case .functions(let candidates):
            let description = candidates.first?.kind == .localFunction ? "local function" : "global function"
            return resolveCall(CallTarget(candidates: candidates, description: description), arguments, callee: callee,
                               at: location, expecting: expected)
        case .selfMethods(let methods, let owner):
            let typed = resolveCall(CallTarget(candidates: methods, description: "instance method"), arguments, callee: callee,
                                    at: location, expecting: expected)
            if methods.allSatisfy(\.isMutating), !owner.isReference, !currentFunction.selfIsMutable, !currentFunction.isStatic {
                report("cannot use mutating member on immutable value: 'self' is immutable", at: callee.location)
            }
            return typed
        case .staticMethods(let methods, _):
            return resolveCall(CallTarget(candidates: methods, description: "static method"), arguments, callee: callee,
                               at: location, expecting: expected)
        case .variable(let variable, _):
            if let shape = variable.type.functionShape { return functionValueCall(shape, arguments, callee: callee, at: location) }
            if variable.type.isFullyKnown, Self.isClosed(variable.type), symbol(of: variable.type) == nil {
                report("cannot call value of non-function type '\(variable.type.name(.diagnostic))'", at: callee.location)
            }
            return uncheckedCall(arguments)
        case .selfProperty(let property, _), .staticProperty(let property, _):
            if let shape = property.type.functionShape { return functionValueCall(shape, arguments, callee: callee, at: location) }
            return uncheckedCall(arguments)
        case .type(let metatype):
            guard case .metatype(let instance) = metatype.kind else { return uncheckedCall(arguments) }
            return initializerCall(instance, callee, arguments, at: location, expecting: expected)
        case .unknown:
            if BindingTable.shared.types[name] != nil, StandardNominals.named(name) == nil {
                noteLibraryThrow(name, method: nil, arguments, callee: callee)
                _ = uncheckedCall(arguments)
                return Typed(type: .nominal(StandardNominals.library(name)))
            }
            if name == "Array", StandardNominals.named(name) === StandardNominals.array, arguments.count == 1, arguments[0].label == nil {
                let source = typeOf(arguments[0].value, expecting: nil).type
                // `Array(word)`: its characters.
                if source == .string || source == .substring { return Typed(type: .array(.character)) }
                return .unknown
            }
            if name == "Optional", arguments.count == 1, arguments[0].label == nil {
                // `Optional(3)`, `Optional(Optional(3))`: the argument's type, wrapped once more.
                let wrapped = defaulted(typeOf(arguments[0].value, expecting: nil))
                return wrapped.isFullyKnown ? Typed(type: .optional(wrapped)) : .unknown
            }
            return builtinFunctionCall(name, callee, arguments)
        }
    }

    private func memberCallType(_ base: Expression, _ name: String, _ callee: Expression, _ arguments: [Argument],
                                at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        if case .superExpression = base.kind { return uncheckedCall(arguments) }
        let baseType = typeOf(base, expecting: nil).type
        if case .metatype(let instance) = baseType.kind {
            if name == "init" { return initializerCall(instance, callee, arguments, at: location, expecting: expected) }
            if let declared = symbol(of: instance), declared.genericParameters.isEmpty {
                if declared.enumCase(name) != nil { return enumCaseCall(declared, name, callee, arguments, at: location, expecting: expected) }
                var methods = declared.staticMethods(named: name)
                let meaning = member(name, of: instance, isStatic: true)
                // A static method a protocol extension gives the type (`Mark.make(at:)`).
                if methods.isEmpty, case .methods(let adopted) = meaning { methods = adopted }
                if checkExtensionConstraints(of: methods, on: instance, at: callee.location) { return uncheckedCall(arguments) }
                if !methods.isEmpty {
                    return resolveCall(CallTarget(candidates: methods, description: "static method"), arguments, callee: callee,
                                       at: location, expecting: expected)
                }
                if case .missing = meaning {
                    reportMissingStatic(name, of: instance, base: base, at: callee.location)
                    return uncheckedCall(arguments)
                }
            }
            if let typed = contextualCaseCall(base, instance, name, callee, arguments, at: location, expecting: expected) { return typed }
            if let nominal = instance.nominalType, nominal.origin == .library {
                noteLibraryThrow(nominal.name, method: name, arguments, callee: callee)
            }
            return standardStaticCall(instance, name, arguments)
        }
        if let wrapped = baseType.optionalWrapped, !StandardMembers.isOptionalMember(name) {
            if baseType.isFullyKnown, hasMember(name, wrapped) {
                report("value of optional type '\(baseType.name(.diagnostic))' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped.name(.diagnostic))'",
                       at: base.location)
            }
            return uncheckedCall(arguments)
        }
        switch member(name, of: baseType, isStatic: false) {
        case .methods(let methods):
            if checkExtensionConstraints(of: methods, on: baseType, at: callee.location) { return uncheckedCall(arguments) }
            let substitutions = symbol(of: baseType).map { Self.substitutions(of: $0, in: baseType) } ?? [:]
            let typed = resolveCall(CallTarget(candidates: methods, description: "instance method", substitutions: substitutions),
                                    arguments, callee: callee, at: location, expecting: expected)
            if methods.allSatisfy(\.isMutating), symbol(of: baseType)?.isReference == false {
                checkMutable(base, use: .mutatingMethod, at: callee.location)
            }
            return typed
        case .standardMethods(let methods):
            return standardMethodCall(methods, base: base, name, callee, arguments, at: location, expecting: expected)
        case .property(let property):
            if let shape = property.type.functionShape { return functionValueCall(shape, arguments, callee: callee, at: location) }
            return uncheckedCall(arguments)
        case .missing:
            report("value of type '\(baseType.name(.diagnostic))' has no member '\(name)'", at: callee.location)
            return uncheckedCall(arguments)
        default:
            if let nominal = baseType.nominalType {
                if nominal.origin == .library {
                    noteLibraryThrow(nominal.name, method: name, arguments, callee: callee)
                    if let typed = libraryMethodCall(nominal.name, name, arguments) { return typed }
                }
                if let typed = lazyWrapperCall(name, on: baseType, arguments) { return typed }
                if nominal.origin == .standard, let element = sequenceElement(of: baseType),
                   let typed = higherOrderCall(name, element: element, arguments, expecting: expected) {
                    return typed
                }
                if let result = SequenceWrapperTypes.methodResult(name, labels: arguments.map(\.label), on: baseType, expecting: expected) {
                    _ = uncheckedCall(arguments)
                    return Typed(type: result)
                }
                if let result = StandardMembers.textMethodResult(name, labels: arguments.map(\.label), on: baseType) {
                    _ = uncheckedCall(arguments)
                    return Typed(type: result)
                }
            }
            // A receiver of a type not known here (`RuleMark(…).foregroundStyle(.gray)`, whose
            // type is `some ChartContent`): the library's methods of that name give the context.
            if baseType.isUnknown, let typed = libraryMethodCall(nil, name, arguments) { return typed }
            return uncheckedCall(arguments)
        }
    }

    /// A library method's call whose implicit-member arguments (`overflowResolution: .init(y:
    /// .fit)`) take the parameter's library type as their context, as swiftc gives it; nil when
    /// no argument is one. The call's own type stays unknown. With no `typeName`, every library
    /// type's methods `name` must agree on an argument's type for it to count.
    private func libraryMethodCall(_ typeName: String?, _ name: String, _ arguments: [Argument]) -> Typed? {
        let written = arguments.filter { !$0.isTrailingClosure }
        func isImplicitMember(_ expression: Expression) -> Bool {
            switch expression.kind {
            case .implicitMember: return true
            case .call(let callee, _): if case .implicitMember = callee.kind { return true } else { return false }
            default: return false
            }
        }
        guard written.contains(where: { isImplicitMember($0.value) }) else { return nil }
        let types = LibrarySignatures.argumentTypes(of: name, on: typeName, labels: written.map(\.label))
        for (argument, type) in zip(written, types) {
            // A library type has no symbol of its own: `.init(…)` and `.member(…)` are compiled
            // as called on the type the parameter names.
            // Without the receiver's type, only a type a cell can name at top level
            // (`AnnotationOverflowResolution`, not the flat `NumberFormatStyleConfiguration.Precision`).
            if let owner = type?.nominalType?.name, quietDepth == 0, typeName != nil || !owner.contains("."),
               case .call(let callee, _) = argument.value.kind, case .implicitMember = callee.kind {
                implicitMemberOwners[callee.location.offset] = owner
            }
            _ = typeOf(argument.value, expecting: isImplicitMember(argument.value) ? type : nil)
        }
        for argument in arguments where argument.isTrailingClosure { _ = typeOf(argument.value, expecting: nil) }
        return .unknown
    }

    /// The element type a standard sequence's closures see.
    private func sequenceElement(of type: SwiftType) -> SwiftType? {
        if let (key, value) = type.dictionaryTypes {
            return .tuple([.init(label: "key", type: key), .init(label: "value", type: value)])
        }
        let element = elementType(ofSequence: type)
        return element.isUnknown ? nil : element
    }

    /// `map`, `compactMap` and `reduce` on a standard sequence: the closure's result gives the
    /// call's, and the context gives the closure's.
    private func higherOrderCall(_ name: String, element: SwiftType, _ arguments: [Argument], expecting expected: SwiftType?) -> Typed? {
        switch name {
        case "map", "compactMap":
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].isTrailingClosure,
                  case .closure = arguments[0].value.kind else { return nil }
            reportIgnoredArgument(arguments[0].value)
            var wanted = expected?.arrayElement
            if name == "compactMap", let result = wanted { wanted = .optional(result) }
            let closure = typeOf(arguments[0].value, expecting: .function([element], wanted ?? .unknown))
            guard let result = closure.type.functionShape?.result, result.isFullyKnown else { return .unknown }
            if name == "compactMap" { return Typed(type: .array(result.optionalWrapped ?? result)) }
            return Typed(type: .array(result))
        case "reduce":
            // `reduce(0, +)`: the result is the initial value's type (a literal's is the elements' when they are numbers).
            guard arguments.count == 2, arguments[0].label == nil else { return nil }
            let isClosure: Bool
            if case .closure = arguments[1].value.kind { isClosure = true } else { isClosure = false }
            // With a closure, a literal's type comes from the closure or the context, which the pass does not solve.
            let literalContext = isClosure ? expected.flatMap(Self.numericTarget) : Self.numericTarget(element)
            let initial = typeOf(arguments[0].value, expecting: literalContext)
            let result = initial.literal != nil && isClosure && literalContext == nil ? SwiftType.unknown : initial.type
            if case .closure = arguments[1].value.kind {
                _ = typeOf(arguments[1].value, expecting: .function([result, element], result.isFullyKnown ? result : .unknown))
            } else {
                _ = typeOf(arguments[1].value, expecting: nil)
            }
            return Typed(type: result.isFullyKnown ? result : .unknown)
        default:
            return nil
        }
    }

    private func standardMethodCall(_ methods: [StandardMembers.Method], base: Expression, _ name: String, _ callee: Expression,
                                    _ arguments: [Argument], at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        let labels = arguments.map { $0.isTrailingClosure && $0.label == nil ? "<closure>" : $0.label }
        let matching = methods.filter { method in
            method.labels.count == arguments.count && zip(method.labels, labels).allSatisfy { $0 == $1 || ($1 == "<closure>") }
        }
        guard matching.count == 1, let method = matching.first else {
            if let element = sequenceElement(of: typeOf(base, expecting: nil).type),
               let typed = higherOrderCall(name, element: element, arguments, expecting: expected) {
                return typed
            }
            return uncheckedCall(arguments)
        }
        for (argument, parameter) in zip(arguments, method.parameters) {
            if let parameter, parameter.isFullyKnown {
                check(argument.value, against: parameter, role: .argument)
            } else if let element = method.closureElement, case .closure = argument.value.kind {
                if !["sorted", "sort", "min", "max"].contains(name) { reportIgnoredArgument(argument.value) }
                _ = typeOf(argument.value, expecting: .function(name == "sorted" || name == "sort" || name == "min" || name == "max"
                                                                ? [element, element] : [element], .unknown))
            } else {
                _ = typeOf(argument.value, expecting: nil)
            }
        }
        if method.isMutating { checkMutable(base, use: .mutatingMethod, at: callee.location) }
        return Typed(type: method.result)
    }

    /// A closure given to `map`, `filter` … that neither names its parameter nor uses `$0`.
    private func reportIgnoredArgument(_ value: Expression) {
        guard case .closure(let closure) = value.kind, closure.parameters == nil else { return }
        var usesArgument = false
        SyntaxWalk.visit(closure.body) { expression in
            if case .closureArgument = expression.kind { usesArgument = true }
            if case .closure = expression.kind, !(expression.location == value.location) { usesArgument = true }
        } declaring: { _ in }
        if !usesArgument {
            report("contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored", at: value.location)
        }
    }

    /// Calls of `Int.random(in:)` and other static members of standard types.
    private func standardStaticCall(_ instance: SwiftType, _ name: String, _ arguments: [Argument]) -> Typed {
        _ = uncheckedCall(arguments)
        guard let nominal = instance.nominalType, nominal.origin == .standard else { return .unknown }
        if name == "random", StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal) || nominal === StandardNominals.bool {
            return Typed(type: instance)
        }
        return .unknown
    }

    /// A call of a function value (a closure, a function-typed variable): no labels, arguments by position.
    private func functionValueCall(_ shape: SwiftType.FunctionShape, _ arguments: [Argument], callee: Expression, at location: SourceLocation) -> Typed {
        let labelled = arguments.filter { $0.label != nil && !$0.isTrailingClosure }
        if !labelled.isEmpty, labelled.count == arguments.count, arguments.count == shape.parameters.count {
            let labels = labelled.compactMap(\.label).map { $0 + ":" }.joined()
            report("extraneous argument label\(labelled.count == 1 ? "" : "s") '\(labels)' in call", at: callSite(of: callee) ?? callee.location)
        }
        if arguments.count == shape.parameters.count {
            for (argument, parameter) in zip(arguments, shape.parameters) {
                if parameter.isInout {
                    _ = typeOf(argument.value, expecting: nil)
                } else {
                    check(argument.value, against: parameter.type, role: .argument)
                }
            }
        } else {
            _ = uncheckedCall(arguments)
        }
        countThrowing(shape.isThrowing, callee: callee)
        return Typed(type: shape.result)
    }

    /// Where a call's `(` is, from the parser.
    func callSite(of callee: Expression) -> SourceLocation? {
        guard let site = callSites[callee.location.offset] else { return nil }
        return SourceLocation(line: site.line, column: site.column, offset: callee.location.offset, cell: callee.location.cell)
    }

    /// Records a call of a throwing function; without `try` around it, swiftc's error.
    func countThrowing(_ isThrowing: Bool, callee: Expression) {
        guard isThrowing else { return }
        throwingCalls += 1
        if currentFunction.tryDepth == 0 {
            report("call can throw but is not marked with 'try'", at: Self.start(of: callee))
        }
    }

    /// Where an expression's text starts (a member access starts with its base).
    static func start(of expression: Expression) -> SourceLocation {
        switch expression.kind {
        case .member(let base, _), .call(let base, _), .subscripted(let base, _), .optionalChain(let base), .forceUnwrap(let base),
             .optionalEvaluation(let base), .postfix(_, let base):
            return start(of: base)
        case .binary(_, let left, _):
            return start(of: left)
        default:
            return expression.location
        }
    }

    private func noteLibraryThrow(_ typeName: String, method: String?, _ arguments: [Argument], callee: Expression) {
        let labels = arguments.map(\.label)
        countThrowing(LibrarySignatures.alwaysThrows(typeName, method: method, labels: labels), callee: callee)
    }

    // MARK: Initializers and enum cases

    private func initializerCall(_ instance: SwiftType, _ callee: Expression, _ arguments: [Argument], at location: SourceLocation,
                                 expecting expected: SwiftType?) -> Typed {
        if let declared = symbol(of: instance) {
            guard declared.initializersAreKnown else {
                _ = uncheckedCall(arguments)
                // A struct whose property wrappers change its memberwise initializer still makes
                // itself, when none of its initializers is failable and no protocol may add one.
                let makesItself = declared.kind == .structure && declared.genericParameters.isEmpty && !declared.inheritsUnknownMembers
                    && declared.conformances.isEmpty && !declared.initializers.contains(where: \.isFailable)
                return makesItself ? Typed(type: declared.declaredType) : .unknown
            }
            let substitutions = Self.substitutions(of: declared, in: instance)
            if !declared.genericParameters.isEmpty && substitutions.isEmpty {
                let typed = resolveCall(CallTarget(candidates: declared.callableInitializers, description: "initializer"), arguments,
                                        callee: callee, at: location, expecting: nil)
                return typed.type.isFullyKnown ? typed : .unknown
            }
            return resolveCall(CallTarget(candidates: declared.callableInitializers, description: "initializer", substitutions: substitutions),
                               arguments, callee: callee, at: location, expecting: expected)
        }
        guard let nominal = instance.nominalType, nominal.origin == .standard else {
            if let nominal = instance.nominalType, nominal.origin == .library {
                noteLibraryThrow(nominal.name, method: nil, arguments, callee: callee)
                _ = uncheckedCall(arguments)
                return Typed(type: instance)
            }
            return uncheckedCall(arguments)
        }
        return standardInitializerCall(instance, nominal, arguments)
    }

    /// `Int("42")`, `Double(count)`, `String(value)`, `[Int]()`.
    private func standardInitializerCall(_ instance: SwiftType, _ nominal: NominalType, _ arguments: [Argument]) -> Typed {
        let types = arguments.map { typeOf($0.value, expecting: nil) }
        let isNumber = StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal)
        if isNumber || nominal === StandardNominals.bool {
            guard arguments.count <= 1 else {
                return arguments.count == 2 && arguments[1].label == "radix" ? Typed(type: .optional(instance)) : .unknown
            }
            guard let argument = arguments.first, let typed = types.first else { return Typed(type: instance) }
            if argument.label == "exactly" { return Typed(type: .optional(instance)) }
            if argument.label != nil {
                return ["truncatingIfNeeded", "clamping", "bitPattern"].contains(argument.label) ? Typed(type: instance) : .unknown
            }
            let source = typed.type
            if source == .string || source == .substring { return Typed(type: .optional(instance)) }
            if let sourceNominal = source.nominalType, sourceNominal.origin == .standard,
               StandardNominals.isInteger(sourceNominal) || StandardNominals.isFloatingPoint(sourceNominal), isNumber {
                return Typed(type: instance)
            }
            if nominal === StandardNominals.bool, source == .bool { return Typed(type: instance) }
            return .unknown
        }
        if nominal === StandardNominals.string {
            // `String(data:encoding:)` and others that may fail are optional.
            let sure: Set<String?> = [nil, "describing", "reflecting", "repeating", "format", "cString", "count", "radix", "uppercase",
                                      "decoding", "as"]
            return arguments.allSatisfy({ sure.contains($0.label) }) ? Typed(type: .string) : .unknown
        }
        if nominal === StandardNominals.character, arguments.count == 1 { return Typed(type: .character) }
        if nominal === StandardNominals.substring, arguments.count == 1, arguments[0].label == nil { return Typed(type: .substring) }
        if nominal === StandardNominals.array || nominal === StandardNominals.set || nominal === StandardNominals.dictionary {
            if arguments.isEmpty { return Typed(type: instance) }
            return instance.isFullyKnown ? Typed(type: instance) : .unknown
        }
        return .unknown
    }

    /// `Result.success(5)` or `Box.v(2)` where a `Result<Double, E>` or a `Box<UInt8>` is
    /// expected: a generic enum's case named through its type written without generic
    /// arguments takes them from the context, as `.success(5)` does. `nil` otherwise.
    private func contextualCaseCall(_ base: Expression, _ instance: SwiftType, _ name: String, _ callee: Expression, _ arguments: [Argument],
                                    at location: SourceLocation, expecting expected: SwiftType?) -> Typed? {
        // The pass gives a generic type named without its arguments an undecided instance type.
        guard name != "init", !instance.isFullyKnown, case .identifier(let typeName) = base.kind,
              let target = expected?.optionalWrapped ?? expected, target.isFullyKnown, target.nominalType?.name == typeName,
              let declared = symbol(of: target), !declared.genericParameters.isEmpty, declared.enumCase(name) != nil else { return nil }
        let substitutions = Self.substitutions(of: declared, in: target)
        guard !substitutions.isEmpty else { return nil }
        return enumCaseCall(declared, name, callee, arguments, at: location, expecting: target, substitutions: substitutions)
    }

    private func enumCaseCall(_ declared: DeclaredTypeSymbol, _ name: String, _ callee: Expression, _ arguments: [Argument],
                              at location: SourceLocation, expecting expected: SwiftType?,
                              substitutions: [GenericParameterType: SwiftType] = [:]) -> Typed {
        if let found = declared.enumCase(name), let associated = found.associatedValues,
           declared.genericParameters.isEmpty || !substitutions.isEmpty {
            let function = FunctionSymbol(name: name, kind: .enumCase, parameters: associated, result: declared.declaredType)
            return resolveCall(CallTarget(candidates: [function], description: "enum case", substitutions: substitutions), arguments,
                               callee: callee, at: location, expecting: expected)
        }
        guard substitutions.isEmpty else { return uncheckedCall(arguments) }
        let methods = declared.staticMethods(named: name)
        if !methods.isEmpty {
            return resolveCall(CallTarget(candidates: methods, description: "static method"), arguments, callee: callee,
                               at: location, expecting: expected)
        }
        return uncheckedCall(arguments)
    }

    // MARK: Built-in functions

    private func builtinFunctionCall(_ name: String, _ callee: Expression, _ arguments: [Argument]) -> Typed {
        let typedArguments = arguments.map { typeOf($0.value, expecting: nil) }
        let types = typedArguments.map(defaulted)
        countThrowing(LibrarySignatures.functionAlwaysThrows(name, labels: arguments.map(\.label)), callee: callee)
        if let wrapper = SequenceWrapperTypes.functionResult(name, labels: arguments.map(\.label), types: types,
                                                             isLiteral: typedArguments.map { $0.literal == .integer || $0.literal == .float }) {
            return Typed(type: wrapper)
        }
        switch name {
        case "print", "debugPrint", "assert", "precondition", "swap": return Typed(type: .void)
        case "fatalError", "preconditionFailure": return Typed(type: .never)
        case "readLine": return Typed(type: .optional(.string))
        case "abs":
            return types.count == 1 ? Typed(type: types[0]) : .unknown
        case "pow", "sqrt", "round", "floor", "ceil", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan2":
            // The math functions keep their floating-point arguments' type.
            guard let first = types.first, let nominal = first.nominalType, nominal.origin == .standard,
                  StandardNominals.isFloatingPoint(nominal), types.allSatisfy({ $0 == first }) else { return .unknown }
            return Typed(type: first)
        case "min", "max":
            guard types.count >= 2, let first = types.first, first.isFullyKnown, types.allSatisfy({ $0 == first }) else { return .unknown }
            return Typed(type: first)
        default:
            return .unknown
        }
    }

    /// The type `[Int]`, `[String: Int]` or `[Int?]` written as a literal before a call's
    /// arguments; `nil` when the literal is not made of type names.
    func writtenCollectionType(_ expression: Expression) -> SwiftType? {
        switch expression.kind {
        case .array(let elements):
            guard elements.count == 1, let element = writtenCollectionType(elements[0]) else { return nil }
            return .array(element)
        case .dictionary(let pairs):
            guard pairs.count == 1, let key = writtenCollectionType(pairs[0].key), let value = writtenCollectionType(pairs[0].value) else { return nil }
            return .dictionary(key, value)
        case .identifier(let name):
            guard case .type(let metatype) = lookUp(name), case .metatype(let instance) = metatype.kind, instance.isFullyKnown else { return nil }
            return instance
        case .optionalChain(let base):
            return writtenCollectionType(base).map(SwiftType.optional)
        case .optionalEvaluation(let base):
            return writtenCollectionType(base)  // `Int?` is the chain `Int?` evaluated
        default:
            return nil
        }
    }
}
