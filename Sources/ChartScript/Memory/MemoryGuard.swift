import Dispatch
import Synchronization

/// Interrupt checks left before the guard next reads the resident memory. Every check of the
/// interrupt flag counts it down (a relaxed load and store: the cell thread is its only
/// writer but for the nudge, which may at worst be lost once); `Int.max` while no budget applies.
let memoryCheckCountdown = Atomic<Int>(Int.max)

/// Keeps a kernel within its ``MemoryBudget``: the interpreter counts its interrupt checks
/// down, and every so many (fewer as memory grows towards the budget, and at least every
/// ``nudgeInterval`` while a request runs) the guard reads the process's resident memory and
/// stops the cell with a `MemoryError` past the limit. Operations that allocate much at once
/// ask first (``reserve(_:for:)``).
///
/// The limit of a request is the budget; when the kernel already holds more than the budget
/// as the request starts (large variables of earlier cells), it is that much plus ``slack``,
/// so cells that allocate little still run. The guard is process-wide, as resident memory is.
final class MemoryGuard: @unchecked Sendable {
    /// The guard of this process.
    static let shared = MemoryGuard(reader: ResidentMemory.process)

    /// Checks between readings at the start of a request.
    static let initialInterval = 1_024
    /// The fewest and the most checks between two readings.
    static let intervalRange = 16...262_144
    /// How often a running request reads its memory at the latest, whatever its checks.
    static let nudgeInterval = DispatchTimeInterval.milliseconds(10)
    /// Allocations below this size are not asked about up front.
    static let reservationThreshold = 1 << 20

    private struct State {
        var budget = MemoryBudget.unlimited
        var limit = Int.max
        var residentAtStart = 0
        var lastResident = 0
        var interval = MemoryGuard.initialInterval
        var isRunning = false
        var wasExceeded = false
        /// Why a loader of ChartData was stopped during this request (``takeLoaderStop()``).
        var loaderStop: ScriptError?
    }

    private let reader: ResidentMemory?
    private let state = Mutex(State())
    private let nudge: DispatchSourceTimer

    init(reader: ResidentMemory?) {
        self.reader = reader
        nudge = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "memory-guard-nudge"))
        nudge.schedule(deadline: .now() + Self.nudgeInterval, repeating: Self.nudgeInterval,
                       leeway: Self.nudgeInterval)
        nudge.setEventHandler { memoryCheckCountdown.store(0, ordering: .relaxed) }
    }

    /// The budget in force; ``MemoryBudget/unlimited`` until set.
    var budget: MemoryBudget {
        get { state.withLock { $0.budget } }
        set { state.withLock { $0.budget = reader == nil ? .unlimited : newValue } }
    }

    /// Whether the last request (or the running one) went past its limit.
    var wasExceeded: Bool { state.withLock { $0.wasExceeded } }

    /// Starts guarding a request (a cell, a user expression, a widget message).
    func beginRequest() {
        let resident = reader?.bytes()
        let interval: Int = state.withLock { state in
            state.wasExceeded = false
            state.loaderStop = nil
            guard let budget = state.budget.bytes, let resident else {
                state.limit = .max
                return .max
            }
            state.residentAtStart = resident
            state.lastResident = resident
            state.limit = resident > budget ? resident + Self.slack(budget) : budget
            state.interval = Self.initialInterval
            if !state.isRunning { nudge.resume() }
            state.isRunning = true
            return Self.initialInterval
        }
        memoryCheckCountdown.store(interval, ordering: .relaxed)
    }

    /// Ends the request: stops the periodic readings.
    func endRequest() {
        memoryCheckCountdown.store(.max, ordering: .relaxed)
        state.withLock { state in
            if state.isRunning { nudge.suspend() }
            state.isRunning = false
        }
    }

    /// Counts one interrupt check; reads the memory when the countdown runs out.
    @inline(__always)
    static func countCheck() throws {
        let left = memoryCheckCountdown.load(ordering: .relaxed) &- 1
        memoryCheckCountdown.store(left, ordering: .relaxed)
        if left <= 0 { try shared.measure() }
    }

    /// Reads the resident memory; throws past the request's limit, else sets the next countdown.
    func measure() throws {
        guard let resident = reader?.bytes() else {
            memoryCheckCountdown.store(.max, ordering: .relaxed)
            return
        }
        let outcome: Result<Int, ScriptError> = state.withLock { state in
            guard let budget = state.budget.bytes, state.isRunning else { return .success(.max) }
            if resident > state.limit {
                state.wasExceeded = true
                return .failure(Self.exceeded(resident: resident, budget: budget, residentAtStart: state.residentAtStart))
            }
            state.interval = Self.nextInterval(after: state.interval, growth: resident - state.lastResident,
                                               headroom: state.limit - resident)
            state.lastResident = resident
            return .success(state.interval)
        }
        switch outcome {
        case .success(let interval): memoryCheckCountdown.store(interval, ordering: .relaxed)
        case .failure(let error):
            // Whatever catches the error and goes on is stopped again at the next check.
            memoryCheckCountdown.store(Self.intervalRange.lowerBound, ordering: .relaxed)
            throw error
        }
    }

    /// Asks before an operation allocates `bytes` at once (`Array(repeating:count:)`): throws
    /// when the memory held now plus `bytes` would pass the running request's limit.
    func reserve(_ bytes: Int, for operation: @autoclosure () -> String) throws {
        guard bytes >= Self.reservationThreshold, let resident = reader?.bytes() else { return }
        let failure: ScriptError? = state.withLock { state -> ScriptError? in
            guard let budget = state.budget.bytes, state.isRunning else { return nil }
            let (total, overflow) = resident.addingReportingOverflow(bytes)
            guard overflow || total > state.limit else { return nil }
            state.wasExceeded = true
            return .memoryBudgetExceeded("\(operation()) needs \(MemorySize.text(bytes)); the kernel holds "
                + "\(MemorySize.text(resident)) and its memory budget is \(MemorySize.text(budget)) "
                + "(\(MemoryBudget.environmentVariable)), so nothing was allocated")
        }
        if let failure { throw failure }
    }

    /// Whether a ChartData loader may allocate `bytes` at once (``AllocationBudget``): as
    /// ``reserve(_:for:)``, remembering the refusal for ``takeLoaderStop()``.
    func allowsLoader(_ bytes: Int) -> Bool {
        do {
            try reserve(bytes, for: "reading the file")
            return true
        } catch {
            state.withLock { $0.loaderStop = error as? ScriptError }
            return false
        }
    }

    /// Whether a ChartData loader should stop because the request is past its limit: counts
    /// one check and reads the memory when the countdown runs out (at least every
    /// ``nudgeInterval``), remembering the refusal for ``takeLoaderStop()``.
    func isLoaderOverLimit() -> Bool {
        let left = memoryCheckCountdown.load(ordering: .relaxed) &- 1
        memoryCheckCountdown.store(left, ordering: .relaxed)
        guard left <= 0 else { return false }
        do {
            try measure()
            return false
        } catch {
            state.withLock { $0.loaderStop = error as? ScriptError }
            return true
        }
    }

    /// Why a loader stopped during this request for the budget (``allowsLoader(_:)``,
    /// ``isLoaderOverLimit()``), forgotten once read; `nil` when none did.
    func takeLoaderStop() -> ScriptError? {
        state.withLock { state in
            defer { state.loaderStop = nil }
            return state.loaderStop
        }
    }

    /// What a request over its limit is told.
    static func exceeded(resident: Int, budget: Int, residentAtStart: Int) -> ScriptError {
        let held = residentAtStart > budget
            ? "the kernel already held \(MemorySize.text(residentAtStart)) when the cell started, more than its "
                + "\(MemorySize.text(budget)) memory budget, and the cell kept allocating"
            : "the kernel's memory grew to \(MemorySize.text(resident)), past its \(MemorySize.text(budget)) budget"
        return .memoryBudgetExceeded(held + " (\(MemoryBudget.environmentVariable)), so the cell was stopped; "
            + "what it made is freed, variables of earlier cells are kept (give large ones smaller values, "
            + "or restart the kernel)")
    }

    /// How far a request that starts over its budget may grow: 1/16 of the budget, at least 16 MiB.
    static func slack(_ budget: Int) -> Int {
        max(16 << 20, budget / 16)
    }

    /// The checks until the next reading: twice as many while memory stays flat, and as it
    /// grows, a quarter of the checks that would reach the limit at the rate just seen.
    static func nextInterval(after interval: Int, growth: Int, headroom: Int) -> Int {
        guard growth > 0 else { return min(interval * 2, intervalRange.upperBound) }
        let checksToLimit = Double(headroom) / Double(growth) * Double(interval)
        let next = checksToLimit / 4
        guard next < Double(intervalRange.upperBound) else { return intervalRange.upperBound }
        return max(intervalRange.lowerBound, Int(next))
    }
}
