/// The hidden functions a computed, observed or wrapped variable outside a type reads and
/// writes through (`var area: Double { width * height }`, `var score = 0 { didSet { … } }`,
/// `@SmallNumber var count = 0` in a function). Each is an ordinary function declared beside
/// the variable under a name a cell cannot write (`get.area`), so it captures what it uses as
/// any function does.
struct VariableAccessors {
    var getter: String?
    var setter: String?
    var willSet: String?
    var didSet: String?

    /// The hidden functions' names for the variable `name`.
    static func names(for name: String) -> (getter: String, setter: String, willSet: String, didSet: String) {
        ("get." + name, "set." + name, "willSet." + name, "didSet." + name)
    }
}

extension Compiler {
    /// `statements` with the hidden functions of their computed, observed and wrapped variables
    /// added after each declaration (functions are declared before the block runs, so the
    /// variable's declaration finds them); the declarations themselves stay, to be compiled by
    /// ``compileAccessorVariable(_:at:)``.
    func addingAccessorFunctions(_ statements: [Statement]) throws -> [Statement] {
        guard statements.contains(where: Self.declaresAccessorVariable) else { return statements }
        var result: [Statement] = []
        for statement in statements {
            guard Self.declaresAccessorVariable(statement), case .declaration(let declaration) = statement.kind else {
                result.append(statement)
                continue
            }
            // The declaration first, so the functions' bodies (compiled in source order) see the
            // variable (an observer reads it) and a wrapper's storage.
            var added = try accessorFunctions(for: declaration, at: statement.location)
            if declaration.propertyWrapperName != nil, !added.isEmpty { result.append(added.removeFirst()) }
            result.append(statement)
            result += added
        }
        return result
    }

    private static func declaresAccessorVariable(_ statement: Statement) -> Bool {
        guard case .declaration(let declaration) = statement.kind else { return false }
        return declaration.propertyWrapperName != nil || declaration.bindings.contains { $0.accessors != nil }
    }

    private func accessorFunctions(for declaration: Declaration, at location: SourceLocation) throws -> [Statement] {
        guard declaration.bindings.count == 1, case .binding(let name, _) = declaration.bindings[0].pattern else {
            throw LocatedError(.typeMismatch("a computed, observed or wrapped variable declares one name"), at: location)
        }
        let binding = declaration.bindings[0]
        let names = VariableAccessors.names(for: name)
        var made = 0
        func function(_ functionName: String, parameter: (String, TypeRef?)?, returns: TypeRef?, body: [Statement]) -> Statement {
            let parameters = parameter.map { [FunctionDeclaration.Parameter(label: nil, name: $0.0, type: $0.1)] } ?? []
            // Functions are told apart by where they start: each hidden one gets an offset of its
            // own inside the declaration's first word (no other statement starts there).
            made += 1
            var place = location
            place.offset += made
            return Statement(kind: .function(FunctionDeclaration(name: functionName, parameters: parameters, returnType: returns,
                                                                 body: body, location: place)), location: place)
        }
        if let wrapper = declaration.propertyWrapperName {
            // `@W var x: T = v` is storage `_x = W(wrappedValue: v)` with x and $x reading through it.
            guard binding.accessors == nil, !declaration.isConstant else {
                throw LocatedError(.typeMismatch("a wrapped variable is a 'var' without accessors"), at: location)
            }
            var arguments = declaration.modifiers.attributeArguments[wrapper] ?? []
            if let value = binding.value { arguments.insert(Argument(label: "wrappedValue", value: value), at: 0) }
            let storage = Expression(kind: .identifier("_" + name), location: location)
            let storageDeclaration = Declaration(isConstant: false, bindings: [PatternBinding(
                pattern: .binding("_" + name, isVariable: true), type: .named(wrapper, []),
                value: Expression(kind: .call(Expression(kind: .identifier(wrapper), location: location), arguments), location: location),
                accessors: nil, location: binding.location)])
            var statements = [Statement(kind: .declaration(storageDeclaration), location: location)]
            for (variable, member, type) in [(name, "wrappedValue", binding.type), ("$" + name, "projectedValue", nil)] {
                let target = Expression(kind: .member(storage, member), location: location)
                let variableNames = VariableAccessors.names(for: variable)
                statements.append(function(variableNames.getter, parameter: nil, returns: type,
                                           body: [Statement(kind: .returnStatement(target), location: location)]))
                statements.append(function(variableNames.setter, parameter: ("newValue", type), returns: nil, body: [Statement(
                    kind: .assignment(target: target, operator: "=", value: Expression(kind: .identifier("newValue"), location: location)),
                    location: location)]))
            }
            return statements
        }
        switch binding.accessors {
        case let .computed(getter, setter)?:
            var getterFunction = function(names.getter, parameter: nil, returns: binding.type, body: getter)
            if let builder = declaration.resultBuilderName, case .function(var hidden) = getterFunction.kind {
                // Rewritten by the builder when compiled, after the builder's methods are known.
                hidden.modifiers.words.insert("@" + builder)
                getterFunction.kind = .function(hidden)
            }
            var statements = [getterFunction]
            if let setter { statements.append(function(names.setter, parameter: (setter.parameter, binding.type), returns: nil, body: setter.body)) }
            return statements
        case let .observed(willSet, didSet)?:
            var statements: [Statement] = []
            if let willSet { statements.append(function(names.willSet, parameter: (willSet.parameter, binding.type), returns: nil, body: willSet.body)) }
            if let didSet { statements.append(function(names.didSet, parameter: (didSet.parameter, binding.type), returns: nil, body: didSet.body)) }
            return statements
        case .requirement?:
            throw LocatedError(.syntax(expected: "a getter body", found: "'{ get }' outside a protocol", atEnd: false), at: location)
        case nil:
            return []
        }
    }

    /// Declares a computed, observed or wrapped variable whose hidden functions were added by
    /// ``addingAccessorFunctions(_:)``.
    func compileAccessorVariable(_ declaration: Declaration, at location: SourceLocation) throws -> Executor {
        let binding = declaration.bindings[0]
        guard case .binding(let name, _) = binding.pattern else { return { _ in .normal } }
        let names = VariableAccessors.names(for: name)
        if declaration.propertyWrapperName != nil {
            // The storage was declared by its own statement; `name` and `$name` read through it.
            try declareAccessors(name, VariableAccessors(getter: names.getter, setter: names.setter), type: binding.type, at: location)
            let projected = VariableAccessors.names(for: "$" + name)
            try declareAccessors("$" + name, VariableAccessors(getter: projected.getter, setter: projected.setter), type: nil, at: location)
            return { _ in .normal }
        }
        switch binding.accessors {
        case let .computed(_, setter)?:
            try declareAccessors(name, VariableAccessors(getter: names.getter, setter: setter == nil ? nil : names.setter), type: binding.type, at: location)
            return { _ in .normal }
        case let .observed(willSet, didSet)?:
            var stored = binding
            stored.accessors = nil
            let executor = try compileDeclaration(Declaration(isConstant: declaration.isConstant, modifiers: declaration.modifiers, bindings: [stored]), at: location)
            let accessors = VariableAccessors(willSet: willSet == nil ? nil : names.willSet, didSet: didSet == nil ? nil : names.didSet)
            attach(accessors, to: name)
            return executor
        default:
            return { _ in .normal }
        }
    }

    /// Declares `name` as read and written through `accessors` (no value of its own).
    private func declareAccessors(_ name: String, _ accessors: VariableAccessors, type: TypeRef?, at location: SourceLocation) throws {
        _ = try declare(name, isConstant: accessors.setter == nil, type: type, at: location)
        attach(accessors, to: name)
        if scope.declaresGlobals && typeContext == nil, let slot = globals.slotByName[name] { globals.isDefined[slot] = true }
    }

    /// Records that the variable `name` just declared is read or written through `accessors`.
    private func attach(_ accessors: VariableAccessors, to name: String) {
        if scope.declaresGlobals && typeContext == nil, let slot = globals.slotByName[name] {
            globals.accessors[slot] = accessors
        } else {
            scope.blocks[scope.blocks.count - 1][name]?.accessors = accessors
            hasLocalAccessors = true
        }
    }

    /// The accessors `name` is read and written through, when it names a computed, observed or
    /// wrapped variable.
    func accessors(of name: String) -> VariableAccessors? {
        guard hasLocalAccessors || !globals.accessors.isEmpty else { return nil }
        switch resolve(name) {
        case .local?:
            guard hasLocalAccessors else { return nil }
            var current: Scope? = scope
            while let searched = current {
                if let variable = searched.lookup(name) { return variable.accessors }
                current = searched.parent
            }
            return nil
        case .global(let slot)?:
            return globals.accessors[slot]
        default:
            return nil
        }
    }

    /// Reading a computed or wrapped variable: a call of its getter.
    func compileAccessorRead(_ getter: String, at location: SourceLocation) throws -> Evaluator {
        let function = try compileRead(getter, at: location)
        let runtime = self.runtime
        return { frame in
            guard case .function(let getter) = try function(frame) else { throw LocatedError(.typeMismatch("the variable's getter is gone"), at: location) }
            do { return try runtime.call(getter, []) } catch { throw error.located(at: location) }
        }
    }

    /// A computed, observed or wrapped variable as a place: reads call the getter; changes call
    /// the setter, or run `willSet` and `didSet` around the store.
    func accessorLValue(_ name: String, _ accessors: VariableAccessors, stored: LValue?, at location: SourceLocation) throws -> LValue {
        let runtime = self.runtime
        func function(_ name: String?) throws -> Evaluator? { try name.map { try compileRead($0, at: location) } }
        func call(_ evaluator: Evaluator?, _ frame: Frame, _ arguments: [Value]) throws {
            guard let evaluator, case .function(let function) = try evaluator(frame) else { return }
            _ = try runtime.call(function, arguments)
        }
        if let getterName = accessors.getter {
            let read = try compileAccessorRead(getterName, at: location)
            guard let setter = try function(accessors.setter) else {
                return LValue(constantName: nil, read: read, modify: { _, _ in
                    throw ScriptError.typeMismatch("cannot assign to value: '\(name)' is a get-only property")
                }, write: nil, type: variableType(name))
            }
            return LValue(constantName: nil, read: read, modify: { frame, body in
                var value = try read(frame)
                let result = try body(&value)
                try call(setter, frame, [value])
                return result
            }, write: nil, type: variableType(name))
        }
        guard let stored else { throw unknownName(name, at: location) }
        let willSet = try function(accessors.willSet), didSet = try function(accessors.didSet)
        return LValue(constantName: stored.constantName, read: stored.read, modify: { frame, body in
            let old = try stored.read(frame)
            var value = old
            let result = try body(&value)
            if case .instance(let before) = old, case .instance(let after) = value, before === after, before.type.isReferenceType {
                // A class instance changed through the variable: the variable still holds the
                // same object, and Swift runs no observer.
                return result
            }
            try call(willSet, frame, [value])
            let new = value
            _ = try stored.modify(frame) { current in current = new; return .void }
            try call(didSet, frame, [old])
            return result
        }, write: nil, type: stored.type)
    }
}
