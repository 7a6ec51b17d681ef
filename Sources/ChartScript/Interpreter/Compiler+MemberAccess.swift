extension Compiler {
    /// Members of `Optional` itself, which an implicitly unwrapped optional answers without
    /// being unwrapped.
    static let optionalMembers: Set<String> = ["map", "flatMap", "unsafelyUnwrapped", "debugDescription"]

    /// `receiver.name`: a static member of a type, a property of `super`, or a property of a value.
    func compileMember(_ written: Expression, _ name: String, at location: SourceLocation) throws -> Evaluator {
        if case .identifier("Swift") = written.kind, resolve("Swift") == nil {
            // `Swift.min` as a value: the standard library's own name.
            let saved = typeContext
            typeContext = nil
            defer { typeContext = saved }
            return try compileExpression(Expression(kind: .identifier(name), location: location))
        }
        if name == "self", let type = writtenCompositeType(written) {
            // `[Int].self`, `[String: Int].self`, `Int?.self`, `(Int, String).self`.
            return try compileTypeValue(type, at: location)
        }
        if name == "none", case .optionalChain(let wrapped) = written.kind, typeReference(wrapped) != nil {
            // `Int?.none`.
            return { _ in .null }
        }
        let runtime = self.runtime
        let base = literalAsDouble(Self.optionalMembers.contains(name) ? written : implicitlyUnwrapped(written), member: name)
        switch base.kind {
        case .identifier(let typeName):
            switch resolve(typeName) {
            case .type(let binding)?:
                noteImportedGlobal(binding.name, at: base.location)
                return try compileBuiltinStaticMember(binding, name, at: location)
            case .declaredType(let type)?:
                return try compileStaticMember(type, builtinName: nil, name, at: location)
            default:
                break
            }
        case .superExpression:
            guard let superclass = typeContext?.type.superclass else {
                throw LocatedError(.typeMismatch("'super' members cannot be referenced here: the type has no superclass"), at: location)
            }
            let readSelf = try compileRead("self", at: location)
            return { frame in
                let value = try readSelf(frame)
                do {
                    switch runtime.types.member(named: name, of: superclass) {
                    case .field(let index):
                        guard case .instance(let instance) = value else { throw ScriptError.typeMismatch("'super' needs an instance") }
                        return instance.fields[index]
                    case .computed(let property):
                        return try runtime.invoke(property.getter, [], labels: nil, selfValue: value) { _ in }
                    case .methods(let methods):
                        return .function(BoundMethod.make(methods[0].function, receiver: value, runtime: runtime))
                    case .none:
                        throw ScriptError.unknownMember(type: superclass.name, member: name, suggestions: [])
                    }
                } catch { throw error.located(at: location) }
            }
        default:
            if let type = typeReference(base), case .named(let typeName, _) = type, let declared = declaredType(named: typeName) {
                return try compileStaticMember(declared, builtinName: nil, name, at: location)
            }
        }
        let compiledBase = try compileExpression(base)
        let cache = FieldReadCache()
        if privateUseCheck(name, isWrite: false, at: location) == nil, let slot = try frameSlot(of: base) {
            // `$0.score`, `point.x`, a property of `self`: the receiver is read in its slot, so
            // reading the property takes neither a call nor a copy of the receiver.
            return { frame in
                if case .instance(let instance) = frame.slots[slot], let index = cache.index(of: name, in: instance.type, runtime: runtime) {
                    return instance.fields[index]
                }
                do { return try Members.get(frame.slots[slot], name, runtime: runtime) } catch { throw error.located(at: location) }
            }
        }
        if privateUseCheck(name, isWrite: false, at: location) == nil, let read = try elementFieldRead(base, name, cache: cache, at: location) {
            return read
        }
        let receiver = checkingPrivateUse(of: name, on: compiledBase, at: location)
        return { frame in
            let value = try receiver(frame)
            if case .instance(let instance) = value, let index = cache.index(of: name, in: instance.type, runtime: runtime) {
                return instance.fields[index]
            }
            do { return try Members.get(value, name, runtime: runtime) } catch { throw error.located(at: location) }
        }
    }

    /// `b[i].x` where `b` is an array in a slot of the running frame (see ``frameSlot(of:)``)
    /// and the index is one unlabelled argument: the element's stored property is read where
    /// the element is, neither the array nor the element first copied out as a value; other
    /// containers, indices and members take the general path. `nil` for any other expression.
    private func elementFieldRead(_ base: Expression, _ name: String, cache: FieldReadCache, at location: SourceLocation) throws -> Evaluator? {
        guard case let .subscripted(container, arguments) = base.kind, arguments.count == 1, arguments[0].label == nil,
              !arguments[0].isTrailingClosure, let slot = try frameSlot(of: container) else { return nil }
        if case .inoutArgument = arguments[0].value.kind { return nil }
        let index = try compileExpression(arguments[0].value)
        let runtime = self.runtime
        let subscriptLocation = base.location
        return { frame in
            let position = try index(frame)
            if case .int(let at) = position, case .array(let array) = frame.slots[slot], case .values(let items) = array.storage {
                let offset = at - array.startIndex
                if offset >= 0, offset < items.count, case .instance(let instance) = items[offset],
                   let field = cache.index(of: name, in: instance.type, runtime: runtime) {
                    return instance.fields[field]
                }
            }
            let element: Value
            do { element = try Subscripts.get(frame.slots[slot], index: position, runtime: runtime) } catch { throw error.located(at: subscriptLocation) }
            if case .instance(let instance) = element, let field = cache.index(of: name, in: instance.type, runtime: runtime) {
                return instance.fields[field]
            }
            do { return try Members.get(element, name, runtime: runtime) } catch { throw error.located(at: location) }
        }
    }

    /// `b[i].vx -= …` where `b` is a `var` array in a slot of the running frame and the index
    /// is one unlabelled argument: the change, in one step, of the element's property in its
    /// place. When the array keeps instances, the property changes where the element is stored
    /// (the array moved out of its slot and back, its elements and the struct made unique
    /// first, copy-on-write); otherwise the element is taken out of the array and the property
    /// out of the element, each put back after, what the nested places of the subscript and
    /// the variable would do through two more closures. `nil` for any other place.
    func elementFieldModify(_ base: Expression, _ name: String, runsObservers: Bool, cache: FieldWriteCache,
                            at location: SourceLocation) throws -> ((Frame, (inout Value) throws -> Value) throws -> Value)? {
        guard privateUseCheck(name, isWrite: true, at: location) == nil, case let .subscripted(container, arguments) = base.kind,
              arguments.count == 1, arguments[0].label == nil, !arguments[0].isTrailingClosure,
              let slot = variableSlot(of: container) else { return nil }
        if case .inoutArgument = arguments[0].value.kind { return nil }
        let index = try compileExpression(arguments[0].value)
        let runtime = self.runtime
        return { frame, body in
            let key = try index(frame)
            let target = frame.slots + slot
            var owner = target.move()
            target.initialize(to: .void)
            defer { target.pointee = owner }
            // An array of instances: the field changes where the element is stored.
            if case .int(let position) = key, let result = try owner.modifyArrayElementInPlace(atIndex: position, { element -> Value? in
                guard let type = element.instanceType,
                      let (field, convert) = cache.field(name, of: type, runsObservers: runsObservers, runtime: runtime) else { return nil }
                return try element.modifyInstanceField(field) { value in
                    try Members.modifyField(&value, convert: convert, cache: cache, adding: .unknown, body)
                }
            }) {
                return result
            }
            return try Subscripts.modify(&owner, index: key, runtime: runtime) { element in
                try Members.modify(&element, name, runtime: runtime, runsObservers: runsObservers, cache: cache, body)
            }
        }
    }

    /// The slot of a `var` of the running frame that `expression` names (a local variable, or
    /// `self` in a mutating method), which a change may take out and put back; else `nil`.
    func variableSlot(of expression: Expression) -> Int? {
        let name: String
        switch expression.kind {
        case .identifier(let variable): name = variable
        case .selfExpression: name = "self"
        default: return nil
        }
        guard let slot = localSlot(named: name), case .local(_, _, false)? = resolve(name) else { return nil }
        return slot
    }

    /// The slot of the running frame that `expression` reads as it is, when it is a closure's
    /// `$n`, a local variable of the running function or closure, or `self` there (no accessor,
    /// no function, nothing another frame holds).
    private func frameSlot(of expression: Expression) throws -> Int? {
        switch expression.kind {
        case .closureArgument(let index):
            let (slot, depth) = try closureArgumentSlot(index, at: expression.location)
            return depth == 0 ? slot : nil
        case .identifier(let name):
            return localSlot(named: name)
        case .selfExpression:
            return localSlot(named: "self")
        default:
            return nil
        }
    }

    private func localSlot(named name: String) -> Int? {
        guard accessors(of: name) == nil, !refersToSelfType(name), !isLocalFunction(name),
              case let .local(depth, slot, _)? = resolve(name), depth == 0 else { return nil }
        return slot
    }

    /// `Type.name` for a type declared in a cell (or, in an extension of a built-in type, for it).
    func compileStaticMember(_ type: TypeInfo, builtinName: String?, _ name: String, at location: SourceLocation) throws -> Evaluator {
        let runtime = self.runtime
        if let builtinName, let binding = BindingTable.shared.types[builtinName] {
            return try compileBuiltinStaticMember(binding, name, at: location)
        }
        return { _ in
            do { return try StaticMembers.get(type, name, runtime: runtime) } catch { throw error.located(at: location) }
        }
    }

    /// `Color.red`, `Double.pi`, `Int.max`, and static members extensions added to built-in types.
    private func compileBuiltinStaticMember(_ binding: TypeBinding, _ name: String, at location: SourceLocation) throws -> Evaluator {
        if let member = binding.staticMembers[name] {
            if let compute = member.compute { return { _ in compute() } }
            let value = member.value
            return { _ in value }
        }
        if name == "self" { return { _ in .type(binding) } }
        if let initializer = InitializerReference.named(name, of: binding) {
            let value = Value.function(initializer)
            return { _ in value }
        }
        let runtime = self.runtime
        if let nested = runtime.types.builtinExtensions[binding.name]?.nestedTypes[name] {
            return { _ in .metatype(nested) }  // `Int.Kind`, declared in `extension Int`
        }
        let added = runtime.types.builtinStaticMember(named: name, ofBuiltin: binding.name)
        if added.storage != nil || added.computed != nil || !added.methods.isEmpty || typeContext?.builtinName == binding.name {
            return { _ in
                do { return try Members.get(.type(binding), name, runtime: runtime) } catch { throw error.located(at: location) }
            }
        }
        if let renamed = binding.renamedMembers[name] {
            throw LocatedError(.renamedMember(type: binding.name, old: name, new: renamed), at: location)
        }
        if binding.methods[name] != nil || binding.properties[name] != nil {
            throw LocatedError(.typeMismatch("'\(name)' is a member of a \(binding.name) value, not of the type; call it on a value"), at: location)
        }
        throw LocatedError(.unknownMember(type: binding.name, member: name,
                                          suggestions: Suggestions.closest(to: name, in: Array(binding.staticMembers.keys))), at: location)
    }

    /// `base[arguments]`.
    func compileSubscriptRead(_ base: Expression, _ arguments: [Argument], at location: SourceLocation) throws -> Evaluator {
        let container = try compileExpression(base)
        let indices = try compileSubscriptArguments(arguments, of: base)
        let labels = indices.labels
        let runtime = self.runtime
        if Self.isDefaultedSubscript(arguments) { return compileDefaultedSubscriptRead(container, indices, at: location) }
        if indices.count == 1, labels[0] == nil {
            // `values[i]`: one index, evaluated without an array of indices.
            let index = indices.evaluator(at: 0)
            return { frame in
                let value = try container(frame)
                do { return try Subscripts.get(value, index: try index(frame), runtime: runtime) } catch { throw error.located(at: location) }
            }
        }
        return { frame in
            let value = try container(frame)
            do { return try Subscripts.get(value, try indices.values(frame), labels: labels, runtime: runtime) } catch { throw error.located(at: location) }
        }
    }
}

extension Compiler {
    /// An integer literal whose member exists only on Double (`42.km` with `extension Double`)
    /// as the Double literal Swift's type inference makes of it.
    func literalAsDouble(_ base: Expression, member name: String) -> Expression {
        guard case .integer(let number) = base.kind else { return base }
        let intHas = BindingTable.shared.types["Int"]?.memberNames.contains(name) == true
            || runtime.types.builtinExtensions["Int"]?.declaredMemberNames.contains(name) == true
        let doubleHas = BindingTable.shared.types["Double"]?.memberNames.contains(name) == true
            || runtime.types.builtinExtensions["Double"]?.declaredMemberNames.contains(name) == true
        guard !intHas, doubleHas else { return base }
        return Expression(kind: .double(Double(number)), location: base.location)
    }
}

/// Remembers, at one member access, where a stored property sits in the last receiver type,
/// so reading it again is one array access.
final class FieldReadCache {
    /// The receiver type last seen. An identifier, not a reference: a weak reference would
    /// slow every retain of the type. A type is only freed after a declaration replaced it,
    /// which changes the registry's generation, so a new type at the same address never
    /// matches a cached generation.
    private var type: ObjectIdentifier?
    private var generation = -1
    private var index: Int?

    /// The field index of `name` in `type` when it is a plain stored property (no lazy or weak
    /// handling), else `nil`.
    @inline(__always)
    func index(of name: String, in type: TypeInfo, runtime: Runtime) -> Int? {
        if ObjectIdentifier(type) == self.type, generation == runtime.types.generation { return index }
        self.type = ObjectIdentifier(type)
        generation = runtime.types.generation
        if case .field(let found) = runtime.types.member(named: name, of: type),
           !type.fields[found].isWeak, type.fields[found].lazyInitializer == nil {
            index = found
        } else {
            index = nil
        }
        return index
    }
}

/// The stored property one assignment site (`point.x += 1`, `items.append(…)` on a property)
/// last wrote, for the receiver type it last met: its index when it is a plain stored
/// property (not weak or lazy, and without observers when the site runs them), and the
/// conversion to its declared type, prepared once. Stale after any declaration, as
/// ``FieldReadCache`` is.
final class FieldWriteCache {
    private var type: ObjectIdentifier?
    private var generation = -1
    private var field: (index: Int, convert: Converter?)?
    /// Whether the cached property is declared as an array, and the conversion to its element
    /// type (`nil` when elements pass unchanged).
    private(set) var isArray = false
    private(set) var convertElement: Converter?

    /// The plain stored property `name` of `type`, or `nil` (the general path then writes it).
    @inline(__always)
    func field(_ name: String, of type: TypeInfo, runsObservers: Bool, runtime: Runtime) -> (index: Int, convert: Converter?)? {
        if ObjectIdentifier(type) == self.type, generation == runtime.types.generation { return field }
        self.type = ObjectIdentifier(type)
        generation = runtime.types.generation
        field = nil
        isArray = false
        convertElement = nil
        if case .field(let index) = runtime.types.member(named: name, of: type) {
            let info = type.fields[index]
            if !info.isWeak, info.lazyInitializer == nil, !runsObservers || (info.willSet == nil && info.didSet == nil) {
                let convert = info.type.flatMap { Compiler.needsConversion($0) ? Coercion.converter(for: $0, runtime: runtime) : nil }
                field = (index, convert)
                let elementType: TypeRef?
                switch info.type {
                case .array(let element)?: elementType = element
                case .named("Array", let arguments)? where arguments.count == 1: elementType = arguments[0]
                default: elementType = nil
                }
                if let elementType {
                    isArray = true
                    convertElement = Compiler.needsConversion(elementType) ? Coercion.converter(for: elementType, runtime: runtime) : nil
                }
            }
        }
        return field
    }
}
