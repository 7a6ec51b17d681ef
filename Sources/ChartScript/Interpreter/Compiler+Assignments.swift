/// A place that can be read and changed in place: a variable, or a property or element of one.
struct LValue {
    /// The root variable's name when it is a `let` constant (changing it is an error).
    var constantName: String?
    /// Reads the current value.
    var read: Evaluator
    /// Runs `body` on the value in place and stores the result back; returns what `body` returns.
    var modify: (Frame, (inout Value) throws -> Value) throws -> Value
    /// Stores a new value directly (plain variables only).
    var write: ((Frame, Value) -> Void)?
}

extension Compiler {
    /// Compiles an assignable expression.
    func compileLValue(_ expression: Expression) throws -> LValue {
        let location = expression.location
        switch expression.kind {
        case .identifier(let name):
            guard let resolved = resolve(name) else { throw unknownName(name, at: location) }
            let read = try compileRead(name, at: location)
            switch resolved {
            case let .local(depth, slot, isConstant):
                return LValue(constantName: isConstant ? name : nil, read: read, modify: { frame, body in
                    let target = frame.ancestor(depth).slots + slot
                    var value = target.move()
                    target.initialize(to: .void)
                    defer { target.pointee = value }
                    return try body(&value)
                }, write: { frame, value in frame.ancestor(depth).slots[slot] = value })
            case .global(let slot):
                let store = globals
                let cell = store.cells[slot]
                return LValue(constantName: store.isConstant[slot] ? name : nil, read: read, modify: { _, body in
                    var value = cell.move()
                    cell.initialize(to: .void)
                    defer { cell.pointee = value }
                    return try body(&value)
                }, write: { _, value in cell.pointee = value })
            case .builtinFunction, .type:
                throw LocatedError(.typeMismatch("cannot assign to '\(name)': it is a built-in name"), at: location)
            }
        case let .member(base, name):
            let parent = try compileLValue(base)
            let read = try compileExpression(expression)
            return LValue(constantName: parent.constantName, read: read) { frame, body in
                try parent.modify(frame) { owner in
                    var property = try Members.get(owner, name)
                    let result = try body(&property)
                    try Members.set(&owner, name, property)
                    return result
                }
            }
        case let .subscripted(base, arguments):
            let parent = try compileLValue(base)
            let indices = try compileArguments(arguments)
            let read = try compileExpression(expression)
            let labels = indices.labels
            return LValue(constantName: parent.constantName, read: read) { frame, body in
                let keys = try indices.values(frame)
                return try parent.modify(frame) { container in
                    var element = try Subscripts.get(container, keys, labels: labels)
                    let result = try body(&element)
                    try Subscripts.set(&container, keys, labels: labels, element)
                    return result
                }
            }
        default:
            throw LocatedError(.syntax(expected: "a variable, property or subscript", found: "an expression", atEnd: false), at: location)
        }
    }

    /// Compiles `target = value` or `target op= value`.
    func compileAssignment(_ target: Expression, _ operation: String, _ value: Expression, at location: SourceLocation) throws -> Executor {
        let lvalue = try compileLValue(target)
        if let constant = lvalue.constantName {
            throw LocatedError(.immutable(name: constant), at: target.location)
        }
        let newValue = try compileExpression(value)
        if operation != "=" {
            let combine = FastOperators.combining(operation, general: try Operators.infix(operation))
            if let write = lvalue.write {
                // Numbers in plain variables: read, combine, write (no in-place dance needed);
                // strings and arrays change in place below, so `text += "…"` stays linear.
                let read = lvalue.read
                return { frame in
                    let operand = try newValue(frame)
                    let current = try read(frame)
                    switch current {
                    case .int, .double:
                        do { write(frame, try combine(current, operand)) } catch { throw error.located(at: location) }
                    default:
                        do {
                            _ = try lvalue.modify(frame) { value in
                                value = try combine(value, operand)
                                return .void
                            }
                        } catch { throw error.located(at: location) }
                    }
                    return .normal
                }
            }
            return { frame in
                let operand = try newValue(frame)
                do {
                    _ = try lvalue.modify(frame) { current in
                        current = try combine(current, operand)
                        return .void
                    }
                } catch { throw error.located(at: location) }
                return .normal
            }
        }
        switch target.kind {
        case let .member(base, name):
            let parent = try compileLValue(base)
            return { frame in
                let assigned = try newValue(frame)
                do { _ = try parent.modify(frame) { owner in try Members.set(&owner, name, assigned); return .void } } catch { throw error.located(at: location) }
                return .normal
            }
        case let .subscripted(base, arguments):
            let parent = try compileLValue(base)
            let indices = try compileArguments(arguments)
            let labels = indices.labels
            return { frame in
                let assigned = try newValue(frame)
                let keys = try indices.values(frame)
                do {
                    _ = try parent.modify(frame) { container in try Subscripts.set(&container, keys, labels: labels, assigned); return .void }
                } catch { throw error.located(at: location) }
                return .normal
            }
        default:
            return { frame in
                let assigned = try newValue(frame)
                _ = try lvalue.modify(frame) { current in
                    current = assigned
                    return .void
                }
                return .normal
            }
        }
    }
}
