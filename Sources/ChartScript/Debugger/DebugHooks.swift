import Synchronization

/// What code compiled for debugging calls as it runs: each statement reports itself
/// (``top`` and ``reached(_:frame:)``), each call enters and leaves, and failures report the
/// error (``failed(_:at:frame:)``). Decides when to stop (a breakpoint, a step, a pause, an
/// error the front end asked to stop on) and asks the ``DebugController`` to hold the cell
/// there until the front end resumes it.
///
/// Nothing here runs unless a debugger was attached when the code was compiled
/// (``isAttached``): code compiled without one has no hooks and costs nothing more.
///
/// Threads: the cell's thread runs the hooks; the debugger's thread sets the flags.
final class DebugHooks: @unchecked Sendable {
    /// Whether cells compiled from now on are compiled for debugging.
    let isAttached = Atomic<Bool>(false)
    /// Whether every statement must come to ``reached(_:frame:)`` (stepping, a pause asked for,
    /// an error just reported), not only those with a breakpoint.
    let checksEveryStatement = Atomic<Bool>(false)
    /// The running calls, outermost first; the first stands for code run outside any cell.
    private(set) var calls: [CallRecord] = [CallRecord(name: "callback")]
    /// The innermost running call.
    private(set) var top: CallRecord
    /// Every statement compiled for debugging, by cell.
    let sites = StatementSites()
    /// Holds a stopped cell and serves the front end's requests meanwhile.
    let controller: DebugController

    private let pauseRequested = Atomic<Bool>(false)
    private let stopsOnThrownErrors = Atomic<Bool>(false)
    private let stopsOnTraps = Atomic<Bool>(false)
    /// The step the front end asked for, running now (cell thread only).
    private var step = Step.none
    /// Whether an error was stopped on and is still travelling out (so outer statements do not
    /// stop on it again).
    private var isReportingError = false

    /// A step in progress: where it started and how far it goes.
    enum Step {
        case none
        /// `next`: the next statement in this call or a caller.
        case over(depth: Int, site: StatementSite)
        /// `stepIn`: the next statement anywhere.
        case into(depth: Int, site: StatementSite)
        /// `stepOut`: the next statement of a caller.
        case out(depth: Int)
    }

    /// Why the cell stopped, as the Debug Adapter Protocol names it.
    enum StopReason: String {
        case breakpoint, step, pause, exception
    }

    init(controller: DebugController) {
        self.controller = controller
        top = calls[0]
    }

    // MARK: Calls

    /// A call compiled for debugging starts.
    @inline(__always)
    func enter(_ name: String) {
        let record = CallRecord(name: name)
        calls.append(record)
        top = record
    }

    /// The innermost call ends.
    @inline(__always)
    func leave() {
        if calls.count > 1 { calls.removeLast() }
        top = calls[calls.count - 1]
    }

    /// Forgets every call but the base (a cell ended, however it ended), and any step.
    func endCell() {
        calls.removeSubrange(1...)
        top = calls[0]
        step = .none
        isReportingError = false
        pauseRequested.store(false, ordering: .relaxed)
        updateChecks()
    }

    // MARK: Settings from the debugger

    /// Asks the running cell to stop at its next statement compiled for debugging.
    func requestPause() {
        pauseRequested.store(true, ordering: .relaxed)
        checksEveryStatement.store(true, ordering: .relaxed)
    }

    /// Which errors stop the cell where they happen.
    func setExceptionFilters(thrownErrors: Bool, traps: Bool) {
        stopsOnThrownErrors.store(thrownErrors, ordering: .relaxed)
        stopsOnTraps.store(traps, ordering: .relaxed)
    }

    /// Ends any step and pause (the debugger was detached).
    func clearRequests() {
        pauseRequested.store(false, ordering: .relaxed)
        setExceptionFilters(thrownErrors: false, traps: false)
    }

    private func updateChecks() {
        let checks: Bool
        if case .none = step { checks = pauseRequested.load(ordering: .relaxed) || isReportingError } else { checks = true }
        checksEveryStatement.store(checks, ordering: .relaxed)
    }

    // MARK: Statements

    /// A statement with a breakpoint, or any statement while ``checksEveryStatement``: stops
    /// when it should, and returns when the front end resumes (throws when an interrupt ends
    /// the cell while it is stopped).
    func reached(_ site: StatementSite, frame: Frame) throws {
        guard !controller.isStopped else { return }  // code an evaluation runs while stopped
        if isReportingError {
            isReportingError = false
            updateChecks()
        }
        let depth = calls.count
        var reason: StopReason?
        if site.hasBreakpoint {
            reason = .breakpoint
        } else if pauseRequested.load(ordering: .relaxed) {
            reason = .pause
        } else {
            switch step {
            case .none: break
            case let .over(start, from):
                if depth < start || (depth == start && Self.movedOn(from: from, to: site)) { reason = .step }
            case let .into(start, from):
                if depth != start || Self.movedOn(from: from, to: site) { reason = .step }
            case .out(let start):
                if depth < start { reason = .step }
            }
        }
        guard let reason else { return }
        try stop(reason, description: nil, error: nil)
    }

    /// Whether `site` is a new place for a step that started at `from`: another line, or the
    /// same statement again (the next turn of a loop). Statements on the starting line are
    /// passed over, as a line-by-line debugger does.
    private static func movedOn(from: StatementSite, to site: StatementSite) -> Bool {
        site === from || site.line != from.line || site.cell != from.cell
    }

    /// A statement compiled for debugging failed with `error`: stops there, with its frame
    /// still alive, when the front end asked to stop on such errors.
    func failed(_ error: Error, at site: StatementSite, frame: Frame) throws {
        guard !isReportingError, !controller.isStopped, let kind = Self.kind(of: error) else { return }
        switch kind {
        case .thrown: guard stopsOnThrownErrors.load(ordering: .relaxed) else { return }
        case .trap: guard stopsOnTraps.load(ordering: .relaxed) else { return }
        }
        isReportingError = true
        updateChecks()
        try stop(.exception, description: error.reportText, error: kind)
    }

    /// The errors the front end can choose to stop on.
    enum ErrorKind: String {
        /// A Swift error thrown by `throw` or by a throwing library call.
        case thrown = "thrownErrors"
        /// What stops a Swift program: an index out of range, overflow, `fatalError`, ….
        case trap = "traps"
    }

    /// Which kind of error `error` is; nil for interrupts, memory errors and the interpreter's
    /// own signals.
    static func kind(of error: Error) -> ErrorKind? {
        if error is ThrownError || error is LibraryFailure { return .thrown }
        let script: ScriptError
        if let located = error as? LocatedError {
            if located.underlying != nil { return .thrown }
            script = located.error
        } else if let plain = error as? ScriptError {
            script = plain
        } else {
            return nil
        }
        switch script {
        case .overflow, .divisionByZero, .indexOutOfRange, .indexOutsideSlice, .trap, .exclusivity, .recursionTooDeep:
            return .trap
        case .thrown, .library:
            return .thrown
        default:
            return nil
        }
    }

    /// Holds the cell at the innermost call's statement until the front end resumes it, then
    /// sets up the step it asked for.
    private func stop(_ reason: StopReason, description: String?, error: ErrorKind?) throws {
        pauseRequested.store(false, ordering: .relaxed)
        let stack = calls.reversed().filter { $0.site !== StatementSite.none }
            .map { StoppedFrame(name: $0.name, site: $0.site, frame: $0.frame) }
        let command = try controller.hold(DebugController.Stop(reason: reason, description: description, errorKind: error, frames: stack))
        let depth = calls.count
        switch command {
        case .continue: step = .none
        case .next: step = .over(depth: depth, site: top.site)
        case .stepIn: step = .into(depth: depth, site: top.site)
        case .stepOut: step = .out(depth: depth)
        }
        updateChecks()
    }
}

/// One call of a stopped cell's stack, innermost first: its name, the statement it is at and
/// that statement's frame (alive while the cell is stopped).
struct StoppedFrame {
    var name: String
    var site: StatementSite
    unowned(unsafe) var frame: Frame
}
