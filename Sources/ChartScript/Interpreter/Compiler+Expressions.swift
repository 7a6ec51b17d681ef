extension Compiler {
    /// Compiles an expression.
    func compileExpression(_ expression: Expression) throws -> Evaluator {
        let location = expression.location
        switch expression.kind {
        case .integer(let number): let value = Value.int(number); return { _ in value }
        case .double(let number): let value = Value.double(number); return { _ in value }
        case .boolean(let flag): let value = Value.bool(flag); return { _ in value }
        case .nilLiteral: return { _ in .null }
        case .string(let parts): return try compileString(parts)
        case .array(let elements):
            let compiled = try elements.map(compileExpression)
            return { frame in
                var builder = ArrayBuilder(capacity: compiled.count)
                for element in compiled { builder.append(try element(frame)) }
                return .array(builder.result)
            }
        case .dictionary(let pairs):
            let keys = try pairs.map { try compileExpression($0.key) }
            let values = try pairs.map { try compileExpression($0.value) }
            return { frame in
                var dictionary = DictionaryValue()
                do {
                    for (key, value) in zip(keys, values) { dictionary.set(try value(frame), for: try DictionaryKey(try key(frame))) }
                } catch { throw error.located(at: location) }
                return .dictionary(dictionary)
            }
        case .identifier(let name): return try compileRead(name, at: location)
        case .closureArgument(let index):
            let (owner, depth) = scope.anonymousArgumentOwner
            guard owner.acceptsAnonymousArguments else {
                throw LocatedError(.typeMismatch(owner.parent == nil || owner.isCell
                    ? "anonymous closure argument '$\(index)' is only allowed inside a closure"
                    : "'$\(index)' cannot be used in a closure with named parameters"), at: location)
            }
            let slot = owner.anonymousArgumentSlots[index] ?? {
                let slot = owner.newSlot()
                owner.anonymousArgumentSlots[index] = slot
                return slot
            }()
            if depth == 0 { return { frame in frame.slots[slot] } }
            owner.slotsUsedByInnerScopes.insert(slot)
            return { frame in frame.ancestor(depth).slots[slot] }
        case .implicitMember(let name): return { _ in .implicitMember(name) }
        case let .member(base, name): return try compileMember(base, name, at: location)
        case let .call(callee, arguments): return try compileCall(callee, arguments, at: location)
        case let .subscripted(base, arguments):
            let container = try compileExpression(base)
            let indices = try compileArguments(arguments)
            return { frame in
                let value = try container(frame)
                do { return try Subscripts.get(value, try indices.values(frame), labels: indices.labels) } catch { throw error.located(at: location) }
            }
        case let .prefix(symbol, operand):
            let compiled = try compileExpression(operand)
            let operation = try Operators.prefix(symbol)
            return { frame in
                do { return try operation(try compiled(frame)) } catch { throw error.located(at: location) }
            }
        case .forceUnwrap(let operand):
            let compiled = try compileExpression(operand)
            return { frame in
                let value = try compiled(frame)
                if case .null = value { throw LocatedError(.typeMismatch("unexpectedly found nil while unwrapping a value with '!'"), at: location) }
                return value
            }
        case let .binary(symbol, left, right): return try compileBinary(symbol, left, right, at: location)
        case let .ternary(condition, then, otherwise):
            let test = try compileCondition(condition)
            let first = try compileExpression(then), second = try compileExpression(otherwise)
            return { frame in try test(frame) ? try first(frame) : try second(frame) }
        case .closure(let literal): return try compileClosure(literal, at: location)
        case .operatorReference(let symbol):
            let operation = try located(location) { try Operators.infix(symbol) }
            let function = FunctionValue(name: symbol, parameters: [], checksLabels: false, argumentSlots: [0, 1],
                                         ignoresExtraArguments: false, frameSize: 2,
                                         body: { frame in try operation(frame.slots[0], frame.slots[1]) },
                                         captured: nil, canReuseFrame: true)
            return { _ in .function(function) }
        case .tuple(let arguments):
            let compiled = try compileArguments(arguments)
            if arguments.isEmpty { return { _ in .void } }
            return { frame in .tuple(TupleValue(labels: compiled.labels, values: try compiled.values(frame))) }
        }
    }

    /// Compiles an expression that must give a Bool.
    func compileCondition(_ expression: Expression) throws -> (Frame) throws -> Bool {
        let compiled = try compileExpression(expression)
        let location = expression.location
        return { frame in
            let value = try compiled(frame)
            guard case .bool(let flag) = value else {
                throw LocatedError(.typeMismatch("a condition must be a Bool, not \(value.typeName)"), at: location)
            }
            return flag
        }
    }

    private func compileString(_ parts: [StringPart]) throws -> Evaluator {
        if parts.count == 1, case .text(let text) = parts[0] { let value = Value.string(text); return { _ in value } }
        let compiled: [Either] = try parts.map { part in
            switch part {
            case .text(let text): return .text(text)
            case .expression(let expression): return .evaluate(try compileExpression(expression))
            }
        }
        return { frame in
            var result = ""
            for part in compiled {
                switch part {
                case .text(let text): result += text
                case .evaluate(let evaluate): result += try Display.interpolated(try evaluate(frame))
                }
            }
            return .string(result)
        }
    }

    private enum Either {
        case text(String)
        case evaluate(Evaluator)
    }

    /// Reads a variable or names a function or type.
    func compileRead(_ name: String, at location: SourceLocation) throws -> Evaluator {
        guard let resolved = resolve(name) else {
            guard let constant = BindingTable.shared.constants[name] else { throw unknownName(name, at: location) }
            let value = constant.value
            return { _ in value }
        }
        switch resolved {
        case let .local(depth, slot, _):
            if depth == 0 { return { frame in frame.slots[slot] } }
            return { frame in frame.ancestor(depth).slots[slot] }
        case .global(let slot):
            let cell = globals.cells[slot]
            return { _ in cell.pointee }
        case .builtinFunction(let name):
            throw LocatedError(.unsupported(construct: "using the built-in function '\(name)' as a value (call it instead)"), at: location)
        case .type(let binding):
            return { _ in .type(binding) }
        }
    }

    private func compileBinary(_ symbol: String, _ left: Expression, _ right: Expression, at location: SourceLocation) throws -> Evaluator {
        switch symbol {
        case "&&":
            let first = try compileCondition(left), second = try compileCondition(right)
            return { frame in .bool(try first(frame) && second(frame)) }
        case "||":
            let first = try compileCondition(left), second = try compileCondition(right)
            return { frame in .bool(try first(frame) || second(frame)) }
        case "??":
            let first = try compileExpression(left), second = try compileExpression(right)
            return { frame in
                let value = try first(frame)
                if case .null = value { return try second(frame) }
                return value
            }
        default:
            let first = try compileExpression(left), second = try compileExpression(right)
            let operation = try Operators.infix(symbol)
            if let fast = FastOperators.compile(symbol, first, second, general: operation, at: location) { return fast }
            return { frame in
                let a = try first(frame), b = try second(frame)
                do { return try operation(a, b) } catch { throw error.located(at: location) }
            }
        }
    }

    /// `receiver.name`: a static member of a type, or a property of a value.
    private func compileMember(_ base: Expression, _ name: String, at location: SourceLocation) throws -> Evaluator {
        if case .identifier(let typeName) = base.kind, case .type(let binding)? = resolve(typeName) {
            guard let member = binding.staticMembers[name] else {
                if let renamed = binding.renamedMembers[name] {
                    throw LocatedError(.renamedMember(type: binding.name, old: name, new: renamed), at: location)
                }
                if binding.methods[name] != nil || binding.properties[name] != nil {
                    throw LocatedError(.typeMismatch("'\(name)' is a member of a \(binding.name) value, not of the type; call it on a value"), at: location)
                }
                throw LocatedError(.unknownMember(type: binding.name, member: name,
                                                  suggestions: Suggestions.closest(to: name, in: Array(binding.staticMembers.keys))), at: location)
            }
            let value = member.value
            return { _ in value }
        }
        let receiver = try compileExpression(base)
        return { frame in
            let value = try receiver(frame)
            do { return try Members.get(value, name) } catch { throw error.located(at: location) }
        }
    }

    /// Compiled arguments: labels known now, values evaluated later.
    struct CompiledArguments {
        var labels: [String?]
        var evaluators: [Evaluator]
        var trailing: [Bool]

        func values(_ frame: Frame) throws -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(evaluators.count)
            for evaluator in evaluators { values.append(try evaluator(frame)) }
            return values
        }
    }

    func compileArguments(_ arguments: [Argument]) throws -> CompiledArguments {
        CompiledArguments(labels: arguments.map(\.label), evaluators: try arguments.map { try compileExpression($0.value) },
                          trailing: arguments.map(\.isTrailingClosure))
    }
}
