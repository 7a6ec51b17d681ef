/// Ownership (Swift 5.9): `consume x`, `copy x`, `discard self`, `consuming` parameters and
/// methods, and the `deinit` of a noncopyable (`~Copyable`) struct.
///
/// A noncopyable value's `deinit` runs when the value ends: when the last variable holding it
/// goes, or at the end of a `consuming` method or of a function it was passed to as `consuming`
/// (unless the value is returned, or the method says `discard self`).
extension Compiler {
    /// A local variable moved out with `consume`: its scope and slot, so that using it again
    /// before it is assigned is an error, as in Swift.
    struct ConsumedVariable: Hashable {
        /// The scope (held, so that no later scope can reuse its identity).
        var scope: Scope
        var slot: Int

        static func == (first: ConsumedVariable, second: ConsumedVariable) -> Bool {
            first.scope === second.scope && first.slot == second.slot
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(scope))
            hasher.combine(slot)
        }
    }

    /// `consume name`, `copy name` or `discard self`.
    func compileOwnershipOperator(_ word: String, _ operand: Expression, at location: SourceLocation) throws -> Evaluator {
        switch word {
        case "discard":
            guard case .selfExpression = operand.kind, typeContext?.type.isNoncopyable == true else {
                throw LocatedError(.typeMismatch("'discard' applies only to 'self' in a consuming method of a noncopyable type"), at: location)
            }
            let readSelf = try compileExpression(operand)
            return { frame in
                if case .instance(let instance) = try readSelf(frame) { instance.finalizer = nil }
                return .void
            }
        case "copy":
            guard case .identifier = operand.kind else {
                throw LocatedError(.typeMismatch("'copy' can only be applied to a local variable or parameter"), at: location)
            }
            return try compileExpression(operand)
        default:
            return try compileConsume(operand, at: location)
        }
    }

    /// `consume name`: the variable's value, moved out. A noncopyable value leaves the
    /// variable (so its `deinit` waits for the new owner); using the variable again in the same
    /// block is an error before the cell runs.
    private func compileConsume(_ operand: Expression, at location: SourceLocation) throws -> Evaluator {
        guard case .identifier(let name) = operand.kind else {
            throw LocatedError(.typeMismatch("'consume' can only be applied to a local variable or parameter"), at: location)
        }
        switch resolve(name) {
        case .global?:
            throw LocatedError(.typeMismatch("'consume' cannot be applied to globals"), at: location)
        case .local(let depth, let slot, _)? where depth == 0:
            let consumed = ConsumedVariable(scope: scope, slot: slot)
            if consumedVariables.contains(consumed) {
                throw LocatedError(.typeMismatch("'\(name)' consumed more than once"), at: location)
            }
            let read = try compileExpression(operand)
            // Only a variable of this very block is tracked: a consume inside a branch or loop
            // leaves the variable usable on other paths, which this check cannot follow.
            if scope.blocks.last?[name]?.slot == slot { consumedVariables.insert(consumed) }
            return { frame in
                let value = try read(frame)
                if case .instance(let instance) = value, instance.type.isNoncopyable { frame.slots[slot] = .void }
                return value
            }
        default:
            return try compileExpression(operand)
        }
    }

    /// `block`, then the end of the noncopyable values still held by the variables it declared
    /// (their `deinit` runs as the block is left, as in Swift). Only when the session declares
    /// a noncopyable type; otherwise `block` itself.
    func endingNoncopyableLocals(after block: @escaping Executor) -> Executor {
        guard !scope.declaresGlobals, runtime.types.types.values.contains(where: \.isNoncopyable),
              let variables = scope.blocks.last?.values.filter({ $0.accessors == nil && !$0.isFunction }),
              !variables.isEmpty else { return block }
        // The last declared ends first, as in Swift.
        let declared = variables.map(\.slot).sorted(by: >)
        return { frame in
            defer {
                for slot in declared {
                    if case .instance(let instance) = frame.slots[slot], instance.type.isNoncopyable { frame.slots[slot] = .void }
                }
            }
            return try block(frame)
        }
    }

    /// Fails when the local variable in `slot` of the scope being compiled was consumed.
    func checkNotConsumed(_ name: String, slot: Int, at location: SourceLocation) throws {
        guard !consumedVariables.isEmpty, consumedVariables.contains(ConsumedVariable(scope: scope, slot: slot)) else { return }
        throw LocatedError(.typeMismatch("'\(name)' used after consume"), at: location)
    }

    /// Marks the local variable `name` as holding a value again (after `name = …`).
    func reinitialize(_ name: String) {
        guard !consumedVariables.isEmpty, case .local(0, let slot, _)? = resolve(name) else { return }
        consumedVariables.remove(ConsumedVariable(scope: scope, slot: slot))
    }
}

/// Ending the lifetime of noncopyable values at run time.
enum Ownership {
    /// `body`, then the end of the values in `slots` (`consuming` parameters, or `self` of a
    /// `consuming` method) unless the body returned them.
    static func endingLifetimes(inSlots slots: [Int], after body: @escaping (Frame) throws -> Value) -> (Frame) throws -> Value {
        { frame in
            let result: Value
            do { result = try body(frame) } catch {
                for slot in slots { endLifetime(of: frame.slots[slot], unlessReturned: .void) }
                throw error
            }
            for slot in slots { endLifetime(of: frame.slots[slot], unlessReturned: result) }
            return result
        }
    }

    /// Runs the `deinit` of a noncopyable struct value now, unless it is `result`.
    static func endLifetime(of value: Value, unlessReturned result: Value) {
        guard case .instance(let instance) = value, instance.type.isNoncopyable else { return }
        if case .instance(let returned) = result, returned === instance { return }
        instance.endLifetime()
    }
}
