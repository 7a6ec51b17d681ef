#if canImport(Glibc)
import Glibc
#endif
import ChartCore
import JupyterEngine

/// One notebook's interpreter state: the globals every cell sees, the interrupt flag, and
/// the running of cells (parse, compile, run, show the result).
final class Session {
    let globals = GlobalStore()
    /// What the semantic pass knows of the session's declarations, between cells.
    let semantics = SemanticContext()
    /// The source of each cell run so far, by its number, for errors in the functions and
    /// types an earlier cell declared.
    private(set) var cellSources: [Int: String] = [:]
    /// The number of the cell running now.
    private(set) var currentCell = 0
    let interruptFlag = InterruptFlag()
    let runtime: Runtime
    /// Breakpoints, stepping and the cells' files for the debugger (idle until one attaches).
    let debugState: DebugState
    /// How many times compiling this session's cells took the compiler's guess of a type
    /// the semantic pass did not give (``Compiler/staticTypeGuesses``), for tests that keep it falling.
    private(set) var staticTypeGuesses = 0
    /// Stack size of the thread cells run on, so deep (but limited) recursion cannot overflow.
    static let stackSize = 256 << 20

    init() {
        Self.letLibraryWorkStop()
        runtime = Runtime(interruptFlag: interruptFlag)
        debugState = DebugState(interruptFlag: interruptFlag)
        runtime.widgets.runCallback = { [unowned self] function, arguments, role, context in
            runCallback(function, arguments, role: role, context: context)
        }
        declareStandardTypes()
    }

    /// Runs ``StandardTypes`` as cell 0, before the person's first cell.
    private func declareStandardTypes() {
        cellSources[0] = StandardTypes.source
        Self.onLargeStack { [self] in
            Runtime.current = runtime
            defer { Runtime.current = nil }
            do {
                let statements = try Parser.parse(StandardTypes.source, customOperators: [:], cell: 0)
                let compiler = Compiler(globals: globals, runtime: runtime)
                let compiled = try compiler.compileCell(statements)
                var frame = Frame(size: compiler.scope.slotCount, parent: nil)
                defer { Frame.finish(&frame, emptying: compiler.scope.slotsUnusedByInnerScopes) }
                _ = try compiled.run(frame)
            } catch {
                // The declarations are part of the kernel and tested; a session without them still runs cells.
            }
        }
    }

    /// Lets an interrupt stop ChartCore's and ChartData's long work (statistics of huge arrays,
    /// loading a large CSV file, an SQLite query) in the session running code on this process.
    /// Installed by every new session, so that a program that replaced the test gets it back.
    private static func letLibraryWorkStop() {
        WorkInterruption.install { Runtime.current?.interruptFlag.isRaised ?? false }
        AllocationBudget.install(reserve: { MemoryGuard.shared.allowsLoader($0) }, isExceeded: { MemoryGuard.shared.isLoaderOverLimit() })
    }

    /// Runs a closure that a widget calls back (touch reporting), like a small cell: its
    /// output goes to `context`; an error is written to standard error after `role` (such as
    /// "onTouch") and leaves the session as it was.
    func runCallback(_ function: FunctionValue, _ arguments: [Value], role: String, context: ExecutionContext) {
        runtime.context = context
        runtime.allowsInput = false
        defer {
            runtime.context = nil
            // A callback run while a cell is stopped leaves that cell's stack alone.
            if !debugState.controller.isStopped { debugState.hooks.endCell() }
        }
        let failure: LocatedError? = Self.onLargeStack { [self] in
            Runtime.current = runtime
            do { _ = try runtime.call(function, arguments); return nil } catch { return error.reported(at: nil) }
        }
        guard let failure else { return }
        let report = ErrorReport.executionError(failure, source: "")
        context.write("\(role) failed: \(report.name): \(report.value)\n", to: .stderr)
    }

    /// Runs a cell: the value of its last expression becomes the result bundle. The execution
    /// count names the cell in the debugger's stack.
    func execute(_ code: String, context: ExecutionContext, allowsInput: Bool, executionCount: Int? = nil) -> ExecutionOutcome {
        runtime.context = context
        runtime.allowsInput = allowsInput
        runtime.startCell()
        defer { runtime.context = nil }
        debugState.sources.recordRun(sessionCell: currentCell + 1, executionCount: executionCount, code: code)
        let outcome: Result<MimeBundle?, LocatedError> = Self.onLargeStack { [self] in
            Runtime.current = runtime
            defer { debugState.hooks.endCell() }
            do {
                guard let value = try run(code, debugging: true) else { return .success(nil) }
                return .success(try Display.bundle(for: value, runtime: runtime))
            } catch { return .failure(error.reported(at: nil)) }
        }
        switch outcome {
        case .success(let bundle): return .success(result: bundle)
        case .failure(let error):
            return .failure(ErrorReport.executionError(error, source: code, currentCell: currentCell, earlierCells: cellSources))
        }
    }

    /// Evaluates an expression for `user_expressions`: no output, same session. Only a single
    /// expression is accepted (as IPython evaluates them), so a declaration sent as a user
    /// expression is a SyntaxError; the session's variables are put back afterwards, so an
    /// assignment inside it (`{ total = 0; return 1 }()`, a function that assigns) is undone.
    func evaluateQuietly(_ code: String) -> Result<MimeBundle, ExecutionError> {
        runtime.context = nil
        let variables = globals.snapshot()
        defer { globals.restore(variables) }
        let outcome: Result<Value?, LocatedError> = Self.onLargeStack { [self] in
            Runtime.current = runtime
            do {
                let statements = try Parser.parse(code, customOperators: runtime.types.declaredOperators,
                                                  precedenceGroups: runtime.types.declaredPrecedenceGroups)
                guard statements.count == 1, case .expression = statements[0].kind else {
                    throw ScriptError.syntax(expected: "a single expression", found: statements.isEmpty ? "nothing" : "a statement",
                                             atEnd: statements.isEmpty)
                }
                return .success(try run(code))
            } catch { return .failure(error.reported(at: nil)) }
        }
        switch outcome {
        case .success(let value):
            do { return .success(try Display.bundle(for: value ?? .void, runtime: runtime) ?? MimeBundle(plainText: "()")) } catch {
                return .failure(ErrorReport.executionError(error.reported(at: nil), source: code))
            }
        case .failure(let error): return .failure(ErrorReport.executionError(error, source: code))
        }
    }

    /// Parses, compiles and runs `code`; returns the last expression's value, if any. With
    /// `debugging`, a cell compiles for the debugger when one is attached.
    /// On failure, statements that ran keep their effects and declarations that did not run are undone.
    func run(_ code: String, debugging: Bool = false) throws -> Value? {
        currentCell += 1
        // Only cells with a body in braces (a declaration, a closure) can be where a later
        // error happens.
        if code.utf8.contains(UInt8(ascii: "{")) {
            cellSources[currentCell] = code
        }
        var parser = try Parser(source: code, customOperators: runtime.types.declaredOperators,
                                precedenceGroups: runtime.types.declaredPrecedenceGroups, cell: currentCell)
        let statements = try parser.parseProgram()
        runtime.recordImports(of: statements)
        for warning in parser.warnings { runtime.note("warning: \(warning.message)", at: warning.location) }
        // The semantic pass: what swiftc refuses is refused here, before anything runs.
        let checker = TypeChecker(world: semantics.snapshot, callSites: parser.callSites, assignmentOperators: parser.assignmentOperators,
                                  blockEnds: parser.blockEnds)
        if let refused = checker.check(cell: statements).first {
            throw LocatedError(.rejected(refused.message), at: refused.location)
        }
        let compiler = Compiler(globals: globals, runtime: runtime)
        compiler.callSites = parser.callSites
        compiler.implicitMemberOwners = checker.implicitMemberOwners
        compiler.expressionTypes = checker.expressionTypes
        let hooks = debugging && debugState.isAttached ? debugState.hooks : nil
        compiler.debugHooks = hooks
        let compiled: (run: Executor, result: Evaluator?)
        defer { staticTypeGuesses += compiler.staticTypeGuesses }
        do { compiled = try compiler.compileCell(statements) } catch {
            compiler.rollBackUndefinedGlobals()
            compiler.rollBackTypes()
            if hooks != nil { debugState.hooks.sites.remove(cell: currentCell) }
            throw error
        }
        semantics.commit(checker.world)
        var frame = Frame(size: compiler.scope.slotCount, parent: nil)
        defer { Frame.finish(&frame, emptying: compiler.scope.slotsUnusedByInnerScopes) }
        if let hooks {
            debugState.cellCompiled(currentCell)
            hooks.enter(debugState.cellName(currentCell))
        }
        do {
            _ = try compiled.run(frame)
            guard let result = compiled.result else { return nil }
            var value = try result(frame)
            if case .implicitMember(let name) = value { value = try Coercion.resolveImplicitMember(name) }
            if case .void = value { return nil }
            return value
        } catch {
            compiler.rollBackUndefinedGlobals()
            // What the interpreter undid, the semantic pass no longer knows the type of.
            semantics.forget(checker.declaredGlobals.filter { name in globals.slotByName[name].map { !globals.isDefined[$0] } ?? true })
            throw error
        }
    }

    /// Runs `body` on a thread with a large stack and waits for it (on the calling thread
    /// when no such thread can be started).
    static func onLargeStack<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let task = ThreadTask { box.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        let context = Unmanaged.passRetained(task).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(&thread, &attributes, { argument in
            guard let argument else { return nil }
            Unmanaged<ThreadTask>.fromOpaque(argument).takeRetainedValue().run()
            return nil
        }, context)
        guard status == 0 else {
            Unmanaged<ThreadTask>.fromOpaque(context).release()
            return body()
        }
        pthread_join(thread, nil)
        guard let value = box.value else { return body() }
        return value
    }
}

/// Carries a value out of the cell thread.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// The work handed to the cell thread through its C entry point.
private final class ThreadTask {
    let run: () -> Void

    init(_ run: @escaping () -> Void) {
        self.run = run
    }
}

extension Session {
    /// The value of a side-effect-free expression (names, member reads, literals), for
    /// completion and inspection; `nil` when it cannot be evaluated safely. Calls are refused
    /// so that asking for completions never runs code.
    func peek(_ expression: String) -> Value? {
        guard !expression.isEmpty, !expression.contains("("), !expression.contains("{"),
              let tokens = try? Lexer.tokens(of: expression) else { return nil }
        Runtime.current = runtime
        var parser = Parser(tokens: tokens)
        guard let parsed = try? parser.parseExpression(), parser.atEnd else { return nil }
        let compiler = Compiler(globals: globals, runtime: runtime)
        guard let evaluator = try? compiler.compileExpression(parsed) else { return nil }
        let savedContext = runtime.context
        runtime.context = nil
        defer { runtime.context = savedContext }
        return try? evaluator(Frame(size: compiler.scope.slotCount, parent: nil))
    }
}
