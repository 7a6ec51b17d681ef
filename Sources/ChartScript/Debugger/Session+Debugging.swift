import JupyterEngine

/// What the debugger asks of the session while a cell is stopped or between cells: the values
/// of a stopped frame's locals and of the globals, expressions evaluated in a stopped frame, a
/// local copied to the globals, and work nested in a stopped cell that must leave the cell's
/// own state (its output context) as it was.
extension Session {
    /// A local variable of a stopped frame with its value (variables not yet given a value, or
    /// whose block ended, are left out).
    func locals(of stopped: StoppedFrame) -> [(name: String, value: Value, type: TypeRef?)] {
        stopped.site.names.sorted { $0.depth != $1.depth ? $0.depth > $1.depth : $0.slot < $1.slot }.compactMap { name in
            let frame = stopped.frame.ancestor(name.depth)
            guard name.slot < frame.size else { return nil }
            let value = frame.slots[name.slot]
            if case .void = value { return nil }
            return (name.name, value, name.type)
        }
    }

    /// The session's global variables with their values: not functions, types or computed
    /// globals (reading one would run code), sorted by name.
    func globalVariables() -> [(name: String, value: Value, type: TypeRef?)] {
        globals.definedNames.sorted().compactMap { name in
            guard let slot = globals.slotByName[name], globals.accessors[slot] == nil, let value = globals.value(of: name) else { return nil }
            switch value {
            case .function, .type, .metatype, .void: return nil
            default: return (name, value, globals.types[slot])
            }
        }
    }

    /// The value of the variable `name` as seen from `stopped` (its locals, then the globals),
    /// or from the top level when `stopped` is nil.
    func variable(named name: String, in stopped: StoppedFrame?) -> Value? {
        if let stopped, let local = locals(of: stopped).first(where: { $0.name == name }) { return local.value }
        return globals.value(of: name)
    }

    /// Runs `code` (an expression, or statements ending in one) in the stopped frame: its locals
    /// and the globals are visible, assignments to variables change them, and the last
    /// expression's value is the result. Declarations of functions and types are refused. An
    /// interrupt stops it and leaves the cell stopped.
    func evaluate(_ code: String, in stopped: StoppedFrame?) throws -> Value {
        var parser = try Parser(source: code, customOperators: runtime.types.declaredOperators,
                                precedenceGroups: runtime.types.declaredPrecedenceGroups, cell: 0)
        var statements = try parser.parseProgram()
        if let declaration = statements.first(where: { !Compiler.runsCode($0) && !Self.isVariableDeclaration($0) }) {
            throw LocatedError(.unsupported(construct: "a declaration of a function or type in the debugger"), at: declaration.location)
        }
        let compiler = Compiler(globals: globals, runtime: runtime)
        compiler.callSites = parser.callSites
        var enclosing: Scope?
        let names = stopped?.site.names ?? []
        if let deepest = names.map(\.depth).max() {
            // Scopes matching the stopped frame and its parents, so each name compiles to its slot.
            for depth in (0...deepest).reversed() {
                let level = Scope(parent: enclosing, isCell: false, acceptsAnonymousArguments: false, allowsReturn: false)
                for name in names where name.depth == depth {
                    level.blocks[0][name.name] = LocalVariable(slot: name.slot, isConstant: false, type: name.type)
                }
                enclosing = level
            }
        }
        compiler.scope = Scope(parent: enclosing, isCell: false, acceptsAnonymousArguments: false, allowsReturn: false)
        var last: Expression?
        if let final = statements.last, case .expression(let expression) = final.kind {
            last = expression
            statements.removeLast()
        }
        let run = try compiler.compileStatements(statements)
        let result = try last.map { try compiler.compileExpression($0) }
        let frame = Frame(size: compiler.scope.slotCount, parent: enclosing == nil ? nil : stopped?.frame)
        do {
            _ = try run(frame)
            var value = try result?(frame) ?? .void
            if case .implicitMember(let name) = value { value = try Coercion.resolveImplicitMember(name) }
            return value
        } catch {
            if case .interrupted? = (error as? ScriptError) ?? (error as? LocatedError)?.error { interruptFlag.lower() }
            throw error
        }
    }

    private static func isVariableDeclaration(_ statement: Statement) -> Bool {
        if case .declaration = statement.kind { return true }
        return false
    }

    /// Declares the global `name` holding `value`, as a cell's `var name = value` would.
    func declareGlobal(_ name: String, value: Value, type: TypeRef?) {
        let previous = globals.slotByName[name]
        let slot = globals.declare(name, isConstant: false, type: type)
        globals.cells[slot].pointee = value
        globals.isDefined[slot] = true
        if let previous { globals.retire(previous) }
    }

    /// Runs `work` inside a stopped cell (a comm message, an inspection): the cell's output
    /// context and input permission are put back afterwards.
    func runNested(_ work: () -> Void) {
        let context = runtime.context
        let allowsInput = runtime.allowsInput
        let callDepth = runtime.callDepth
        work()
        runtime.context = context
        runtime.allowsInput = allowsInput
        runtime.callDepth = callDepth
        Runtime.current = runtime
    }
}
