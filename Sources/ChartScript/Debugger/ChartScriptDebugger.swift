import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import JupyterEngine
import Synchronization

/// The cell language's debugger, served by the kernel itself over the Jupyter debug protocol
/// (the Debug Adapter Protocol's requests in `debug_request`): breakpoints on cells' lines,
/// stepping, the call stack, variables and evaluation in a stopped frame, rich inspection of
/// charts and tables, stopping on thrown errors and traps. No debugger process: the
/// interpreter's hooks (`Compiler+Debugging.swift`) are compiled into cells run while the
/// debugger is attached.
///
/// Requests come on the kernel's control thread and are answered there when they need no
/// session state; those reading the session run on the stopped cell's thread (answered from
/// there) or, between cells, on a thread of the debugger's that waits for the session.
public final class ChartScriptDebugger: KernelDebugger {
    let session: Session
    private let state: DebugState
    private let access: SessionAccess
    private let sequence = DebugSequence()
    private let idleWork = DispatchQueue(label: "debugger-between-cells")
    /// References handed out by the globals listing shown between cells.
    private let idleReferences: Mutex<VariableReferences>
    /// The breakpoint lines last reported per file, for `debugInfo`.
    private let reportedBreakpoints = Mutex<[String: [Int]]>([:])
    private let exceptionFilters = Mutex<[String]>([])
    /// Whether a front end has started a debug session (`initialize`, until `disconnect` or
    /// `terminate`), which `debugInfo` reports as `isStarted`. A session starts at `initialize`,
    /// as ipykernel's does, not at `attach`: JupyterLab counts itself started once `initialize`
    /// is answered and sends `attach` only then, and it takes the `isStarted` of any `debugInfo`
    /// answered in between as the truth (its sidebar then stays untitled, "-").
    private let isStarted = Atomic<Bool>(false)
    private let eventSink = Mutex<(([String: JSONValue]) -> Void)?>(nil)

    /// The choices of "pause on exceptions".
    static let exceptionBreakpointFilters: [JSONValue] = [
        ["filter": .string(DebugHooks.ErrorKind.thrown.rawValue), "label": "Thrown errors",
         "description": "Stop where a Swift error is thrown (throw, or a throwing call that fails), caught or not", "default": false],
        ["filter": .string(DebugHooks.ErrorKind.trap.rawValue), "label": "Runtime traps",
         "description": "Stop where the program would trap: an index out of range, an overflow, unwrapping nil, fatalError", "default": false],
    ]

    init(session: Session, access: SessionAccess) {
        self.session = session
        self.access = access
        state = session.debugState
        idleReferences = Mutex(VariableReferences(numbers: session.debugState.controller.referenceNumbers))
    }

    public func connect(events send: @escaping ([String: JSONValue]) -> Void) {
        eventSink.withLock { $0 = send }
        let sequence = self.sequence
        state.controller.sendEvent = { name, body in send(sequence.event(name, body)) }
    }

    public func runWhileStopped(_ work: @escaping () -> Void) -> Bool {
        state.controller.runWhileStopped { [session] in session.runNested(work) }
    }

    private func sendEvent(_ name: String, _ body: [String: JSONValue] = [:]) {
        eventSink.withLock { $0 }?(sequence.event(name, body))
    }

    public func handle(_ request: [String: JSONValue], respond: @escaping ([String: JSONValue]) -> Void) {
        let exchange = DebugExchange(request: request, sequence: sequence, respond: respond)
        guard request["type"]?.stringValue == "request", !exchange.command.isEmpty else {
            return exchange.fail("a debug request needs \"type\": \"request\" and a \"command\"")
        }
        if let arguments = request["arguments"], arguments.objectValue == nil, arguments != .null {
            return exchange.fail("the arguments of '\(exchange.command)' must be an object")
        }
        switch exchange.command {
        case "initialize": initialize(exchange)
        case "attach", "launch":
            state.hooks.isAttached.store(true, ordering: .relaxed)
            exchange.succeed()
        case "configurationDone": exchange.succeed()
        case "disconnect": detach(exchange, endingTheCell: exchange.arguments["terminateDebuggee"]?.boolValue == true)
        case "terminate": detach(exchange, endingTheCell: true)
        case "debugInfo": debugInfo(exchange)
        case "dumpCell": dumpCell(exchange)
        case "setBreakpoints": setBreakpoints(exchange)
        case "setExceptionBreakpoints": setExceptionBreakpoints(exchange)
        case "threads": exchange.succeed(["threads": [["id": .int(DebugController.threadID), "name": "cell"]]])
        case "stackTrace": stackTrace(exchange)
        case "scopes": scopes(exchange)
        case "variables": variables(exchange)
        case "evaluate": evaluate(exchange)
        case "richInspectVariables": richInspect(exchange)
        case "inspectVariables": inspectVariables(exchange)
        case "copyToGlobals": copyToGlobals(exchange)
        case "modules": modules(exchange)
        case "source": source(exchange)
        case "exceptionInfo": exceptionInfo(exchange)
        case "continue": resume(exchange, .continue, body: ["allThreadsContinued": true])
        case "next": resume(exchange, .next)
        case "stepIn": resume(exchange, .stepIn)
        case "stepOut": resume(exchange, .stepOut)
        case "pause":
            state.hooks.requestPause()
            exchange.succeed()
        default:
            exchange.fail("the debugger does not handle '\(exchange.command)'")
        }
    }

    // MARK: Session set-up

    private func initialize(_ exchange: DebugExchange) {
        isStarted.store(true, ordering: .relaxed)
        exchange.succeed([
            "supportsConfigurationDoneRequest": true,
            "supportsEvaluateForHovers": true,
            "supportsExceptionInfoRequest": true,
            "supportsModulesRequest": true,
            "supportsTerminateRequest": true,
            "supportsSetVariable": false,
            "supportsConditionalBreakpoints": false,
            "supportsStepBack": false,
            "supportsDelayedStackTraceLoading": false,
            "exceptionBreakpointFilters": .array(Self.exceptionBreakpointFilters),
        ])
        sendEvent("initialized")
    }

    /// Ends the debug session: no breakpoints, no stopping on errors, new cells compiled without
    /// hooks; a stopped cell goes on (or, for `terminate`, ends as if interrupted).
    private func detach(_ exchange: DebugExchange, endingTheCell: Bool) {
        isStarted.store(false, ordering: .relaxed)
        state.hooks.isAttached.store(false, ordering: .relaxed)
        state.clearBreakpoints()
        state.hooks.clearRequests()
        reportedBreakpoints.withLock { $0 = [:] }
        exceptionFilters.withLock { $0 = [] }
        if state.controller.isStopped {
            if endingTheCell { session.interruptFlag.raise() } else { _ = state.controller.resume(.continue) }
        }
        exchange.succeed()
        if exchange.command == "terminate" { sendEvent("terminated") }
    }

    private func debugInfo(_ exchange: DebugExchange) {
        let breakpoints = reportedBreakpoints.withLock { $0 }.sorted { $0.key < $1.key }.map { path, lines -> JSONValue in
            ["source": .string(path), "breakpoints": .array(lines.map { ["line": .int($0)] })]
        }
        exchange.succeed([
            "isStarted": .bool(isStarted.load(ordering: .relaxed) || state.isAttached),
            "hashMethod": "Murmur2",
            "hashSeed": .int(Int(state.sources.seed)),
            "tmpFilePrefix": .string(state.sources.prefix),
            "tmpFileSuffix": .string(state.sources.suffix),
            "breakpoints": .array(breakpoints),
            "stoppedThreads": state.controller.isStopped ? [.int(DebugController.threadID)] : [],
            "richRendering": true,
            "copyToGlobals": true,
            "exceptionPaths": [],
        ])
    }

    private func dumpCell(_ exchange: DebugExchange) {
        guard let code = exchange.arguments["code"]?.stringValue else { return exchange.fail("dumpCell needs \"code\", a string") }
        let path = state.sources.recordShown(code)
        CellFile.write(code, to: path, folder: state.sources.prefix)
        exchange.succeed(["sourcePath": .string(path)])
    }

    private func setBreakpoints(_ exchange: DebugExchange) {
        let arguments = exchange.arguments
        guard let path = arguments["source"]?["path"]?.stringValue else {
            return exchange.fail("setBreakpoints needs \"source\": {\"path\": …}")
        }
        var lines: [Int] = []
        if let breakpoints = arguments["breakpoints"] {
            guard let list = breakpoints.arrayValue else { return exchange.fail("\"breakpoints\" must be a list of {\"line\": n}") }
            for breakpoint in list {
                guard let line = breakpoint["line"]?.intValue, line >= 1 else {
                    return exchange.fail("each breakpoint needs \"line\", a number from 1")
                }
                lines.append(line)
            }
        } else if let legacy = arguments["lines"]?.arrayValue {
            lines = legacy.compactMap { $0.intValue }.filter { $0 >= 1 }
        }
        let resolved = state.setBreakpoints(path: path, lines: lines)
        reportedBreakpoints.withLock { $0[path] = resolved.isEmpty ? nil : resolved.map(\.line) }
        let body = resolved.enumerated().map { index, breakpoint -> JSONValue in
            var entry: [String: JSONValue] = ["id": .int(index + 1), "verified": .bool(breakpoint.isVerified), "line": .int(breakpoint.line),
                                              "source": ["path": .string(path)]]
            if let message = breakpoint.message { entry["message"] = .string(message) }
            return .object(entry)
        }
        exchange.succeed(["breakpoints": .array(body)])
    }

    private func setExceptionBreakpoints(_ exchange: DebugExchange) {
        guard let filters = exchange.arguments["filters"]?.arrayValue?.compactMap(\.stringValue) else {
            return exchange.fail("setExceptionBreakpoints needs \"filters\", a list of names")
        }
        let known = Set(Self.exceptionBreakpointFilters.compactMap { $0["filter"]?.stringValue })
        let unknown = filters.filter { !known.contains($0) }
        guard unknown.isEmpty else {
            return exchange.fail("unknown exception filter '\(unknown[0])'; the filters are \(known.sorted().joined(separator: ", "))")
        }
        exceptionFilters.withLock { $0 = filters }
        state.hooks.setExceptionFilters(thrownErrors: filters.contains(DebugHooks.ErrorKind.thrown.rawValue),
                                        traps: filters.contains(DebugHooks.ErrorKind.trap.rawValue))
        exchange.succeed(["breakpoints": .array(filters.map { _ in ["verified": true] })])
    }

    private func resume(_ exchange: DebugExchange, _ command: DebugController.Command, body: [String: JSONValue] = [:]) {
        guard state.controller.resume(command) else { return exchange.fail("no cell is stopped") }
        exchange.succeed(body)
    }

    private func modules(_ exchange: DebugExchange) {
        let cells = state.sources.ranCells.map { cell -> JSONValue in
            ["id": .string(cell.path), "name": .string(state.cellName(cell.sessionCell)), "path": .string(cell.path)]
        }
        exchange.succeed(["modules": .array(cells), "totalModules": .int(cells.count)])
    }

    private func source(_ exchange: DebugExchange) {
        let path = exchange.arguments["source"]?["path"]?.stringValue ?? exchange.arguments["path"]?.stringValue
        guard let path, let code = state.sources.code(atPath: path) else {
            return exchange.fail("no cell's source is known as \(exchange.arguments["source"]?["path"]?.stringValue ?? "that path")")
        }
        exchange.succeed(["content": .string(code), "mimeType": "text/x-swift"])
    }

    // MARK: Running against the session

    /// Runs `work` where the session may be read: on the stopped cell's thread (with its stop), or
    /// between cells holding the session (no stop), waiting on the debugger's own thread while a
    /// cell runs.
    func withSession(_ work: @escaping (DebugController.CurrentStop?) -> Void) {
        let controller = state.controller
        if let stop = controller.currentStop, controller.runWhileStopped({ work(stop) }) { return }
        idleWork.async { [access] in
            while true {
                if let stop = controller.currentStop, controller.runWhileStopped({ work(stop) }) { return }
                if access.withAccessIfFree({ Session.onLargeStack { work(nil) } }) { return }
                usleep(5_000)
            }
        }
    }

    /// The references for a listing made during `stop`, or between cells.
    func references(during stop: DebugController.CurrentStop?) -> VariableReferences {
        stop?.references ?? idleReferences.withLock { $0 }
    }

    /// What `reference` stands for in this stop, or between cells.
    func container(for reference: Int, during stop: DebugController.CurrentStop?) -> VariableContainer? {
        stop?.references.container(for: reference) ?? idleReferences.withLock { $0 }.container(for: reference)
    }

    func presenter(during stop: DebugController.CurrentStop?) -> VariablePresenter {
        VariablePresenter(runtime: session.runtime, references: references(during: stop))
    }

    /// Starts a new table of references for the globals listing between cells.
    func renewIdleReferences() {
        idleReferences.withLock { $0 = VariableReferences(numbers: state.controller.referenceNumbers) }
    }

    var debugStateForStops: DebugState { state }
}

/// The cell files `dumpCell` writes, so that tools reading a stopped frame's file find the code.
enum CellFile {
    /// Writes `code` to `path` inside `folder` (made if missing); failures are ignored, as the
    /// debugger also answers `source` from memory.
    static func write(_ code: String, to path: String, folder: String) {
        _ = mkdir(folder, 0o700)
        guard let file = fopen(path, "w") else { return }
        defer { fclose(file) }
        _ = fputs(code, file)
    }
}
