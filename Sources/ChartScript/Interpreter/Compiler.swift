/// Compiles parsed statements into closures over frames, resolving every variable to a slot
/// once, so that running code does no name lookups.
final class Compiler {
    let globals: GlobalStore
    let runtime: Runtime
    var scope: Scope
    /// Names declared at the top of the cell being compiled (a second one is an error).
    var declaredInCell: Set<String> = []
    /// Whether a computed, observed or wrapped local variable was declared (names are then checked for accessors).
    var hasLocalAccessors = false
    /// Global names declared by the cell, with the slot they had before (for rollback).
    var declaredGlobals: [(name: String, previousSlot: Int?, slot: Int)] = []
    /// Slots reserved for the cell's top-level stored variables not declared yet, by name
    /// (see ``reserveLaterGlobals(_:)``).
    var laterGlobals: [String: Int] = [:]
    /// Types declared by the cell, with the declaration they replaced (for rollback).
    var declaredTypes: [(type: TypeInfo, previous: TypeInfo?)] = []
    /// Types declared in the cell, by where their declaration starts.
    var hoistedTypes: [Int: TypeInfo] = [:]
    /// The type whose members are being compiled, if any.
    var typeContext: TypeContext?
    /// Setters for functions declared in the block, made before compiling any statement.
    var hoistedFunctions: [Int: (Frame, Value) -> Void] = [:]
    /// Types whose conformances are checked once the cell's declarations are compiled.
    var typesToCheck: [TypeInfo] = []
    /// The initializer being compiled, if any.
    var initializerContext: InitializerContext?
    /// How many `try` expressions enclose the code being compiled.
    var tryDepth = 0
    /// `E` of the `throws(E)` (of the function, closure or `do`) around the code being
    /// compiled, which resolves `throw .someCase`.
    var thrownType: TypeRef?
    /// Local variables moved out with `consume` and not assigned since.
    var consumedVariables: Set<ConsumedVariable> = []
    /// The `repeat` expansions around the code being compiled, innermost last.
    var packExpansions: [PackExpansion] = []
    /// Each call's place for `#line` … defaults, from the parser (see ``Parser/callSites``).
    var callSites: [Int: CallSite] = [:]
    /// The declared type each implicit member call (`.init(…)`, `.circle(radius:)`) refers
    /// to, by the offset of its callee, as the semantic pass resolved it from the context.
    var implicitMemberOwners: [Int: String] = [:]
    /// The type the semantic pass gave each expression of the cell (see ``passType(of:)``).
    var expressionTypes = ExpressionTypes()
    /// How many times ``staticType(of:)`` answered with the compiler's own guess, the
    /// semantic pass having no type for the expression (the typed core makes this zero).
    var staticTypeGuesses = 0
    /// `let`s declared without a value in this cell (assigned once later).
    var deferredConstants: Set<String> = []
    /// Generic parameters of the functions and types being compiled (their values pass
    /// unconverted).
    var genericNamesInScope: Set<String> = []
    /// The declarations of the cell's types, so a superclass declared further down can be
    /// compiled before its subclass.
    var typeDeclarations: [ObjectIdentifier: TypeDeclaration] = [:]
    /// The debugger's hooks, when compiling for debugging (see `Compiler+Debugging.swift`).
    var debugHooks: DebugHooks?
    /// The name of the function whose body is being compiled, for the debugger's stack.
    var debugFunctionName: String?
    /// The `default:` values of the place a mutating call is compiling, by their hidden
    /// names, each evaluated at most once per call (see ``hoistingIndices(of:)``).
    var defaultsEvaluatedOnce: [String: Evaluator] = [:]

    init(globals: GlobalStore, runtime: Runtime) {
        self.globals = globals
        self.runtime = runtime
        scope = Scope(parent: nil, isCell: true, acceptsAnonymousArguments: false, allowsReturn: false)
    }

    /// Whether `name` is a local function declared with `func` (its calls check labels).
    func isLocalFunction(_ name: String) -> Bool {
        var current: Scope? = scope
        while let searched = current {
            if let variable = searched.lookup(name) { return variable.isFunction }
            current = searched.parent
        }
        return false
    }

    /// Resolves `name`: locals (innermost function first), members of `self` in a method,
    /// globals, declared types, built-in functions and types.
    func resolve(_ name: String) -> ResolvedName? {
        var depth = 0
        var current: Scope? = scope
        while let searched = current {
            if let variable = searched.lookup(name) {
                if depth > 0 {
                    searched.slotsUsedByInnerScopes.insert(variable.slot)
                    var inside: Scope? = scope
                    while let user = inside, user !== searched {
                        user.usesEnclosingLocals = true
                        inside = user.parent
                    }
                }
                return .local(depth: depth, slot: variable.slot, isConstant: variable.isConstant)
            }
            depth += 1
            current = searched.parent
        }
        if let context = typeContext {
            if context.isStatic {
                if context.hasStaticMember(name, runtime: runtime) { return .staticMember(name) }
            } else if context.hasInstanceMember(name, runtime: runtime) {
                return .selfMember(name)
            }
            if let nested = context.nestedType(name) { return .declaredType(nested) }
        }
        if let slot = laterGlobal(name) { return .global(slot: slot) }
        if let slot = globals.slotByName[name] { return .global(slot: slot) }
        if let declared = declaredType(named: name) { return .declaredType(declared) }
        if BindingTable.shared.functions[name] != nil { return .builtinFunction(name) }
        if let type = BindingTable.shared.types[name] { return .type(type) }
        if case .named(let aliased, let arguments)? = runtime.types.typeAliases[name], arguments.isEmpty {
            // `typealias AudioSample = UInt16`, then `AudioSample.min`.
            if let declared = declaredType(named: aliased) { return .declaredType(declared) }
            if let type = BindingTable.shared.types[aliased] { return .type(type) }
        }
        return nil
    }

    /// Resolves `name` as if no type were being compiled: the meaning `Swift.name` has.
    func resolveOutsideTypes(_ name: String) -> ResolvedName? {
        let saved = typeContext
        typeContext = nil
        defer { typeContext = saved }
        return resolve(name)
    }

    /// The name in `Swift.name` (the module's name qualifying a standard library name), or
    /// `nil` for other expressions and where a cell declared its own `Swift`.
    func moduleQualifiedName(_ expression: Expression) -> String? {
        guard case .member(let base, let name) = expression.kind, case .identifier("Swift") = base.kind,
              resolve("Swift") == nil else { return nil }
        return name
    }

    /// The declared type `name` refers to here (nested types of the type being compiled first).
    func declaredType(named name: String) -> TypeInfo? {
        if let nested = typeContext?.nestedType(name) { return nested }
        return runtime.types.type(named: name)
    }

    /// The type of a local or global variable, when declared or inferred.
    func variableType(_ name: String) -> TypeRef? {
        var current: Scope? = scope
        while let searched = current {
            if let variable = searched.lookup(name) { return variable.type }
            current = searched.parent
        }
        if let slot = laterGlobal(name) ?? globals.slotByName[name] { return globals.types[slot] }
        return nil
    }

    /// `expression`, force-unwrapped when it names an implicitly unwrapped optional
    /// (`var name: String!`) read where Swift needs a value: `name.count`, `name + "!"`,
    /// `let n: String = name`.
    func implicitlyUnwrapped(_ expression: Expression) -> Expression {
        let declared: TypeRef?
        switch expression.kind {
        case .identifier(let name):
            // A variable, or a stored property of the type whose method this is (`label` for `self.label`).
            declared = variableType(name) ?? typeContext.flatMap { context in context.type.fieldIndex[name].map { context.type.fields[$0].type } } ?? nil
        case let .member(base, name):
            let owner: TypeInfo?
            if case .selfExpression = base.kind { owner = typeContext?.type } else if case .named(let typeName, _)? = staticType(of: base) { owner = declaredType(named: typeName) } else { owner = nil }
            declared = owner.flatMap { type in type.fieldIndex[name].map { type.fields[$0].type } } ?? nil
        default:
            declared = nil
        }
        guard case .unwrapped? = declared else { return expression }
        return Expression(kind: .forceUnwrap(expression), location: expression.location)
    }

    /// Every name visible at this point, for "did you mean".
    var visibleNames: [String] {
        var names: [String] = []
        var current: Scope? = scope
        while let searched = current {
            names += searched.visibleNames
            current = searched.parent
        }
        if let context = typeContext { names += context.memberNames(runtime: runtime) }
        return names + Array(globals.slotByName.keys) + Array(BindingTable.shared.functions.keys) + Array(BindingTable.shared.types.keys)
            + Array(BindingTable.shared.constants.keys) + Array(runtime.types.types.keys)
    }

    func unknownName(_ name: String, at location: SourceLocation) -> LocatedError {
        if Keywords.unsupported.contains(name) { return LocatedError(.unsupported(construct: "'\(name)'"), at: location) }
        return LocatedError(.unknownName(name, suggestions: Suggestions.closest(to: name, in: visibleNames)), at: location)
    }

    /// Declares `name` in the current block; returns a setter for its slot.
    func declare(_ name: String, isConstant: Bool, type: TypeRef? = nil, at location: SourceLocation) throws -> (Frame, Value) -> Void {
        if scope.declaresGlobals && typeContext == nil {
            guard !declaredInCell.contains(name) else { throw LocatedError(.redeclaration(name: name), at: location) }
            declaredInCell.insert(name)
            let previous = globals.slotByName[name]
            let slot: Int
            if let reserved = laterGlobals.removeValue(forKey: name) {
                globals.adopt(reserved, as: name, isConstant: isConstant, type: type)
                slot = reserved
            } else {
                slot = globals.declare(name, isConstant: isConstant, type: type)
            }
            declaredGlobals.append((name, previous, slot))
            let store = globals
            let cell = store.cells[slot]
            return { _, value in
                cell.pointee = value
                store.isDefined[slot] = true
                if let previous { store.retire(previous) }
            }
        }
        guard scope.blocks[scope.blocks.count - 1][name] == nil || name == "_" else {
            throw LocatedError(.redeclaration(name: name), at: location)
        }
        let slot = scope.newSlot()
        scope.blocks[scope.blocks.count - 1][name] = LocalVariable(slot: slot, isConstant: isConstant, type: type)
        return { frame, value in frame.slots[slot] = value }
    }

    /// Declares a local name in the innermost block (pattern bindings, loop variables); returns its slot.
    func declareLocal(_ name: String, isConstant: Bool = true, type: TypeRef? = nil) -> Int {
        let slot = scope.newSlot()
        if name != "_" { scope.blocks[scope.blocks.count - 1][name] = LocalVariable(slot: slot, isConstant: isConstant, type: type) }
        return slot
    }

    /// Undoes the global declarations whose statements did not run (after a failure).
    func rollBackUndefinedGlobals() {
        for declared in declaredGlobals.reversed() where !globals.isDefined[declared.slot] {
            if globals.slotByName[declared.name] == declared.slot {
                globals.slotByName[declared.name] = declared.previousSlot
            }
        }
    }

    /// Undoes the type declarations of a cell that failed to compile.
    func rollBackTypes() {
        for declared in declaredTypes.reversed() { runtime.types.remove(declared.type, restoring: declared.previous) }
    }

    /// Compiles a block of statements in a new block scope. When `releasesLocals`, the block's
    /// variables let go of their values as it ends (see ``releasingLocals(_:after:)``); a
    /// function's body need not, as its frame goes when the call returns.
    func compileBlock(_ statements: [Statement], releasesLocals: Bool = true) throws -> Executor {
        scope.blocks.append([:])
        defer { scope.blocks.removeLast() }
        let run = endingNoncopyableLocals(after: try compileStatements(statements))
        guard releasesLocals, let declared = scope.blocks.last else { return run }
        return releasingLocals(declared, after: run)
    }

    /// `run`, then (however it leaves) the slots of the block's variables `declared` emptied,
    /// the last declared first, so that an object only they hold is freed, and its `deinit`
    /// runs, when the block ends, as in Swift. Variables a closure uses keep their values (the
    /// closure may outlive the block); a block without variables costs nothing more.
    func releasingLocals(_ declared: [String: LocalVariable], after run: @escaping Executor) -> Executor {
        let slots = declared.values.filter { $0.accessors == nil && !$0.isFunction }.map(\.slot)
            .filter { !scope.slotsUsedByInnerScopes.contains($0) }.sorted(by: >)
        switch slots.count {
        case 0:
            return run
        case 1:
            let slot = slots[0]
            return { frame in
                defer { frame.slots[slot] = .void }
                return try run(frame)
            }
        default:
            return { frame in
                defer { for slot in slots { frame.slots[slot] = .void } }
                return try run(frame)
            }
        }
    }

    /// Compiles statements in the current block scope. Functions and types are declared
    /// first, so code may use them above where they are written; everything is then compiled
    /// in source order (a function sees the globals declared above it). `defer` blocks run
    /// when the block is left, in reverse order.
    func compileStatements(_ written: [Statement]) throws -> Executor {
        let statements = try addingAccessorFunctions(written)
        reserveLaterGlobals(statements)
        try hoistTypes(statements)
        try hoistFunctions(statements)
        // Function declarations run first; the rest in source order.
        var functions: [ExecutorStep] = []
        var others: [ExecutorStep] = []
        var hasDefer = false
        for statement in statements {
            if case .deferStatement(let body) = statement.kind {
                let block = try compileBlock(body)
                hasDefer = true
                others.append(ExecutorStep(run: { frame in throw DeferRegistration(block: block, frame: frame) }))
                continue
            }
            let step = ExecutorStep(run: try debuggable(statement) { try compileStatement(statement) })
            if statement.isFunctionDeclaration { functions.append(step) } else { others.append(step) }
        }
        let steps = functions + others
        if hasDefer { return DeferredBlocks.wrap(steps) }
        return Self.sequence(steps)
    }

    /// Runs `steps` in order until one leaves the block. One or two statements, the common
    /// loop bodies, are called directly rather than through the array.
    static func sequence(_ steps: [ExecutorStep]) -> Executor {
        switch steps.count {
        case 0: return { _ in .normal }
        case 1: return steps[0].run
        case 2:
            let first = steps[0].run, second = steps[1].run
            return { frame in
                let flow = try first(frame)
                if case .normal = flow { return try second(frame) }
                return flow
            }
        default:
            return { frame in
                for step in steps {
                    let flow = try step.run(frame)
                    if case .normal = flow { continue }
                    return flow
                }
                return .normal
            }
        }
    }

    /// Compiles a whole cell: statements to run, then the last expression's evaluator when
    /// the cell ends with an expression (its result).
    func compileCell(_ statements: [Statement]) throws -> (run: Executor, result: Evaluator?) {
        var body = statements
        var resultExpression: Expression?
        if let last = body.last, case .expression(let expression) = last.kind {
            resultExpression = expression
            body.removeLast()
        }
        noteResultBuilderParameters(statements)
        try hoistTypes(statements)
        let run = try compileStatements(body)
        let result = try resultExpression.map { expression in try debuggable(expression: expression.location) { try compileExpression(expression) } }
        try checkConformances()
        return (run, result)
    }

    func hoistFunctions(_ statements: [Statement]) throws {
        for statement in statements {
            guard case .function(let declaration) = statement.kind else { continue }
            if scope.declaresGlobals && typeContext == nil, let existing = globals.slotByName[declaration.name],
               declaredInCell.contains(declaration.name), globals.overloads[existing] != nil {
                // An overload of a function declared earlier in this cell: the same name, other labels.
                let signatures = globals.overloads[existing]?.signatures ?? []
                guard !signatures.contains(declaration.overloadSignature) else {
                    throw LocatedError(.redeclaration(name: declaration.name), at: declaration.location)
                }
                globals.overloads[existing]?.signatures.append(declaration.overloadSignature)
                // Overloads share the name: its type no longer tells which one a call runs.
                globals.types[existing] = nil
                let store = globals
                hoistedFunctions[declaration.location.offset] = { _, value in
                    if case .function(let function) = value { store.addOverload(function, signature: declaration.overloadSignature, slot: existing) }
                    store.isDefined[existing] = true
                }
                continue
            }
            let previous = globals.slotByName[declaration.name]
            // A function redeclared with the same labels keeps one type; one overloaded from an
            // earlier cell has none (its name no longer tells which one a call runs).
            let overloadsEarlier = previous.flatMap { globals.overloads[$0]?.signatures.contains { $0 != declaration.overloadSignature } } ?? false
            let type = overloadsEarlier ? nil : Self.declaredFunctionType(declaration)
            let setter = try declare(declaration.name, isConstant: true, type: type, at: declaration.location)
            if scope.declaresGlobals && typeContext == nil, let slot = globals.slotByName[declaration.name] {
                globals.startOverloads(slot: slot, signature: declaration.overloadSignature, carryingFrom: previous)
                let store = globals
                hoistedFunctions[declaration.location.offset] = { frame, value in
                    setter(frame, value)
                    if case .function(let function) = value { store.addOverload(function, signature: declaration.overloadSignature, slot: slot) }
                }
            } else {
                hoistedFunctions[declaration.location.offset] = setter
                let block = scope.blocks.count - 1
                scope.blocks[block][declaration.name]?.isFunction = true
            }
        }
    }
}

/// Thrown by a `defer` statement as it is reached, so the block around it records the deferred
/// code; never escapes that block.
struct DeferRegistration: Error {
    let block: Executor
    let frame: Frame
}

/// Runs a block's statements, collecting the `defer` blocks reached and running them, last
/// first, however the block is left.
enum DeferredBlocks {
    static func wrap(_ steps: [ExecutorStep]) -> Executor {
        return { frame in
            var deferred: [DeferRegistration] = []
            defer {
                for registration in deferred.reversed() { _ = try? registration.block(registration.frame) }
            }
            for step in steps {
                let flow: Flow
                do { flow = try step.run(frame) } catch let registration as DeferRegistration {
                    deferred.append(registration)
                    continue
                }
                if case .normal = flow { continue }
                return flow
            }
            return .normal
        }
    }
}

extension FunctionDeclaration {
    /// The signature that tells overloads apart: labels, parameter types and the result type
    /// (`func f() -> Int` and `func f() -> String` are two overloads, the context chooses; a
    /// later cell's declaration with another result adds an overload, as the semantic pass
    /// keeps both).
    var overloadSignature: String {
        fullName + parameters.map { $0.type?.description ?? "_" }.joined(separator: ",") + " -> " + (returnType?.description ?? "()")
    }
}
