/// The interpreter's hooks for the debugger, put in as code is compiled when a debugger is
/// attached (``debugHooks`` set), and absent otherwise: code compiled without a debugger is the
/// same code as before, at the same speed.
///
/// Three places call in: each statement of a block (``debuggable(_:compile:)``), the single
/// expression of a closure or function body and a cell's last expression
/// (``debuggable(expression:at:compile:)``), and each function and closure body, which enters
/// and leaves a call (``debuggableCall(_:named:)``).
extension Compiler {
    /// Compiles `statement` with `compile`; when debugging, the compiled statement first tells the
    /// hooks where it is (and stops there when it should), and reports an error it fails with.
    /// Declarations of functions, types and operators do nothing when they run, so they get no
    /// place of their own: a breakpoint on a `func` line moves to the body's first statement.
    func debuggable(_ statement: Statement, compile: () throws -> Executor) rethrows -> Executor {
        guard let hooks = debugHooks, Self.runsCode(statement) else { return try compile() }
        let site = makeSite(at: statement.location, hooks: hooks)
        let run = try compile()
        return { frame in
            let call = hooks.top
            call.frame = frame
            call.site = site
            if site.hasBreakpoint || hooks.checksEveryStatement.load(ordering: .relaxed) { try hooks.reached(site, frame: frame) }
            do { return try run(frame) } catch {
                try hooks.failed(error, at: site, frame: frame)
                throw error
            }
        }
    }

    /// An expression that is a statement of its own for the debugger (a closure's single
    /// expression, a cell's last expression), compiled with `compile`.
    func debuggable(expression location: SourceLocation, compile: () throws -> Evaluator) rethrows -> Evaluator {
        guard let hooks = debugHooks else { return try compile() }
        let site = makeSite(at: location, hooks: hooks)
        let evaluate = try compile()
        return { frame in
            let call = hooks.top
            call.frame = frame
            call.site = site
            if site.hasBreakpoint || hooks.checksEveryStatement.load(ordering: .relaxed) { try hooks.reached(site, frame: frame) }
            do { return try evaluate(frame) } catch {
                try hooks.failed(error, at: site, frame: frame)
                throw error
            }
        }
    }

    /// A function or closure body that, when debugging, is a call of its own on the debugger's
    /// stack while it runs.
    func debuggableCall(_ body: @escaping (Frame) throws -> Value, named name: String) -> (Frame) throws -> Value {
        guard let hooks = debugHooks else { return body }
        return { frame in
            hooks.enter(name)
            defer { hooks.leave() }
            return try body(frame)
        }
    }

    /// The name the debugger's stack gives the function being compiled: the declared name, with
    /// its type for a method, else "closure".
    var debugCallName: String { debugFunctionName ?? "closure" }

    /// Runs `body` with ``debugFunctionName`` set to `name`.
    func namingDebugCalls<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let saved = debugFunctionName
        debugFunctionName = name
        defer { debugFunctionName = saved }
        return try body()
    }

    private func makeSite(at location: SourceLocation, hooks: DebugHooks) -> StatementSite {
        let site = StatementSite(cell: location.cell, line: location.line, column: location.column, names: visibleLocalNames())
        hooks.sites.add(site)
        return site
    }

    /// The local variables visible at this point of the code being compiled (not the globals,
    /// which the debugger lists apart): each name's innermost declaration, with how many frames
    /// out it lives.
    func visibleLocalNames() -> [StatementSite.VisibleName] {
        var seen: Set<String> = []
        var names: [StatementSite.VisibleName] = []
        var depth = 0
        var current: Scope? = scope
        while let searched = current {
            for block in searched.blocks.reversed() {
                for (name, variable) in block.sorted(by: { $0.value.slot < $1.value.slot })
                where variable.accessors == nil && !variable.isFunction && !seen.contains(name) {
                    seen.insert(name)
                    names.append(.init(name: name, depth: depth, slot: variable.slot, type: variable.type))
                }
            }
            depth += 1
            current = searched.parent
        }
        return names
    }

    /// Whether a statement does something when it runs (not a declaration of a function, type,
    /// extension, alias, operator or import).
    static func runsCode(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .function, .typeDeclaration, .extensionDeclaration, .typeAlias, .importDeclaration, .operatorDeclaration,
             .precedenceGroupDeclaration, .initializer, .deinitializer, .subscriptDeclaration, .enumCase, .associatedType,
             .deferStatement:
            return false
        default:
            return true
        }
    }
}
