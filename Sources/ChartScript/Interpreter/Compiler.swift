/// Compiles parsed statements into closures over frames, resolving every variable to a slot
/// once, so that running code does no name lookups.
final class Compiler {
    let globals: GlobalStore
    let runtime: Runtime
    var scope: Scope
    /// Names declared at the top of the cell being compiled (a second one is an error).
    var declaredInCell: Set<String> = []
    /// Global names declared by the cell, with the slot they had before (for rollback).
    var declaredGlobals: [(name: String, previousSlot: Int?, slot: Int)] = []

    init(globals: GlobalStore, runtime: Runtime) {
        self.globals = globals
        self.runtime = runtime
        scope = Scope(parent: nil, isCell: true, acceptsAnonymousArguments: false, allowsReturn: false)
    }

    /// Resolves `name`: locals (innermost function first), globals, built-in functions, types.
    func resolve(_ name: String) -> ResolvedName? {
        var depth = 0
        var current: Scope? = scope
        while let searched = current {
            if let variable = searched.lookup(name) {
                if depth > 0 { searched.slotsUsedByInnerScopes.insert(variable.slot) }
                return .local(depth: depth, slot: variable.slot, isConstant: variable.isConstant)
            }
            depth += 1
            current = searched.parent
        }
        if let slot = globals.slotByName[name] { return .global(slot: slot) }
        if BindingTable.shared.functions[name] != nil { return .builtinFunction(name) }
        if let type = BindingTable.shared.types[name] { return .type(type) }
        return nil
    }

    /// Every name visible at this point, for "did you mean".
    var visibleNames: [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let searched = current {
            names += searched.visibleNames
            current = searched.parent
        }
        return names + Array(globals.slotByName.keys) + Array(BindingTable.shared.functions.keys) + Array(BindingTable.shared.types.keys)
            + Array(BindingTable.shared.constants.keys)
    }

    func unknownName(_ name: String, at location: SourceLocation) -> LocatedError {
        if Keywords.unsupported.contains(name) { return LocatedError(.unsupported(construct: "'\(name)'"), at: location) }
        return LocatedError(.unknownName(name, suggestions: Suggestions.closest(to: name, in: visibleNames)), at: location)
    }

    /// Declares `name` in the current block; returns a setter for its slot.
    func declare(_ name: String, isConstant: Bool, at location: SourceLocation) throws -> (Frame, Value) -> Void {
        if scope.declaresGlobals {
            guard !declaredInCell.contains(name) else { throw LocatedError(.redeclaration(name: name), at: location) }
            declaredInCell.insert(name)
            let previous = globals.slotByName[name]
            let slot = globals.declare(name, isConstant: isConstant)
            declaredGlobals.append((name, previous, slot))
            let store = globals
            let cell = store.cells[slot]
            return { _, value in
                cell.pointee = value
                store.isDefined[slot] = true
            }
        }
        guard scope.blocks[scope.blocks.count - 1][name] == nil else {
            throw LocatedError(.redeclaration(name: name), at: location)
        }
        let slot = scope.newSlot()
        scope.blocks[scope.blocks.count - 1][name] = LocalVariable(slot: slot, isConstant: isConstant)
        return { frame, value in frame.slots[slot] = value }
    }

    /// Undoes the global declarations whose statements did not run (after a failure).
    func rollBackUndefinedGlobals() {
        for declared in declaredGlobals.reversed() where !globals.isDefined[declared.slot] {
            if globals.slotByName[declared.name] == declared.slot {
                globals.slotByName[declared.name] = declared.previousSlot
            }
        }
    }

    /// Compiles a block of statements in a new block scope.
    func compileBlock(_ statements: [Statement]) throws -> Executor {
        scope.blocks.append([:])
        defer { scope.blocks.removeLast() }
        return try compileStatements(statements)
    }

    /// Compiles statements in the current block scope (functions are declared first, so
    /// they can call each other).
    func compileStatements(_ statements: [Statement]) throws -> Executor {
        try hoistFunctions(statements)
        // Functions are stored before anything else runs, so code may call a function
        // declared further down the block.
        // Everything is compiled in source order (a function sees the globals declared above it).
        let compiled = try statements.map { (isFunction: $0.isFunctionDeclaration, executor: try compileStatement($0)) }
        let executors = compiled.filter(\.isFunction).map(\.executor) + compiled.filter { !$0.isFunction }.map(\.executor)
        switch executors.count {
        case 0: return { _ in .normal }
        case 1: return executors[0]
        default:
            return { frame in
                for executor in executors {
                    let flow = try executor(frame)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    /// Setters for functions declared in the block, made before compiling any statement.
    var hoistedFunctions: [Int: (Frame, Value) -> Void] = [:]

    /// Compiles a whole cell: statements to run, then the last expression's evaluator when
    /// the cell ends with an expression (its result).
    func compileCell(_ statements: [Statement]) throws -> (run: Executor, result: Evaluator?) {
        var body = statements
        var resultExpression: Expression?
        if let last = body.last, case .expression(let expression) = last.kind {
            resultExpression = expression
            body.removeLast()
        }
        let run = try compileStatements(body)
        let result = try resultExpression.map { try compileExpression($0) }
        return (run, result)
    }

    func hoistFunctions(_ statements: [Statement]) throws {
        for statement in statements {
            guard case .function(let declaration) = statement.kind else { continue }
            hoistedFunctions[declaration.location.offset] = try declare(declaration.name, isConstant: true, at: declaration.location)
        }
    }
}
