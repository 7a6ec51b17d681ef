#if canImport(Glibc)
import Glibc
#endif
import JupyterEngine
import Synchronization

/// Holds a cell stopped at a breakpoint and runs, on the cell's own thread, the work the front
/// end asks of it meanwhile (reading its variables, evaluating in its frames, the comm messages
/// and inspections the kernel passes on), until a resume command or an interrupt.
///
/// Threads: the cell's thread waits in ``hold(_:)``; any other thread queues work, resumes it
/// or reads the stop. A mutex and a condition variable hand them over.
final class DebugController: @unchecked Sendable {
    /// How the front end resumes a stopped cell.
    enum Command {
        case `continue`, next, stepIn, stepOut
    }

    /// What a stopped cell shows: why it stopped and its stack, innermost call first.
    struct Stop {
        var reason: DebugHooks.StopReason
        var description: String?
        var errorKind: DebugHooks.ErrorKind?
        var frames: [StoppedFrame]
    }

    /// The stop now, with the numbers the front end uses for its frames and variables.
    final class CurrentStop {
        let stop: Stop
        /// The id of `stop.frames[0]`; the others follow.
        let firstFrameID: Int
        /// The variables references handed out during this stop.
        let references: VariableReferences

        init(stop: Stop, firstFrameID: Int, references: VariableReferences) {
            self.stop = stop
            self.firstFrameID = firstFrameID
            self.references = references
        }

        /// The index in `stop.frames` of the frame the front end numbered `id`, if it is one of this stop's.
        func frameIndex(ofID id: Int) -> Int? {
            let index = id - firstFrameID
            return stop.frames.indices.contains(index) ? index : nil
        }
    }

    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var current: CurrentStop?
    private var work: [() -> Void] = []
    private var command: Command?
    private var nextFrameID = 1
    private let stopped = Atomic<Bool>(false)
    private let runningWork = Atomic<Bool>(false)
    private let interruptFlag: InterruptFlag
    /// Numbers variables references across stops, so a reference from an earlier stop is never
    /// taken for one of this stop's.
    let referenceNumbers = ReferenceNumbers()
    /// Sends `stopped` and `continued` events; set by the debugger.
    var sendEvent: ((String, [String: JSONValue]) -> Void)?

    /// The thread id the front end sees for the cell (there is one).
    static let threadID = 1
    /// How often a stopped cell looks at the interrupt flag.
    private static let interruptPollNanoseconds = 10_000_000

    init(interruptFlag: InterruptFlag) {
        self.interruptFlag = interruptFlag
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Whether a cell is stopped now.
    var isStopped: Bool { stopped.load(ordering: .acquiring) }

    /// Whether the stopped cell's thread is running queued work now (the engine's entry points,
    /// called by that work, then belong to the stopped cell's turn with the session).
    var isRunningWork: Bool { runningWork.load(ordering: .acquiring) }

    /// The stop now, if a cell is stopped.
    var currentStop: CurrentStop? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return current
    }

    /// Holds the calling cell thread at `stop` until a command comes (returned) or an interrupt
    /// (thrown as ``ScriptError/interrupted``), running queued work meanwhile.
    func hold(_ stop: Stop) throws -> Command {
        pthread_mutex_lock(mutex)
        let held = CurrentStop(stop: stop, firstFrameID: nextFrameID, references: VariableReferences(numbers: referenceNumbers))
        nextFrameID += max(stop.frames.count, 1)
        current = held
        command = nil
        stopped.store(true, ordering: .releasing)
        pthread_mutex_unlock(mutex)
        var body: [String: JSONValue] = ["reason": .string(stop.reason.rawValue), "threadId": .int(Self.threadID),
                                         "allThreadsStopped": true]
        if let description = stop.description {
            body["description"] = .string(description)
            body["text"] = .string(description)
        }
        sendEvent?("stopped", body)
        defer { sendEvent?("continued", ["threadId": .int(Self.threadID), "allThreadsContinued": true]) }
        pthread_mutex_lock(mutex)
        while true {
            if !work.isEmpty {
                let next = work.removeFirst()
                pthread_mutex_unlock(mutex)
                runningWork.store(true, ordering: .releasing)
                next()
                runningWork.store(false, ordering: .releasing)
                pthread_mutex_lock(mutex)
                continue
            }
            if let given = command {
                finish()
                return given
            }
            if interruptFlag.isRaised {
                finish()
                throw ScriptError.interrupted
            }
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            deadline.tv_nsec += Self.interruptPollNanoseconds
            if deadline.tv_nsec >= 1_000_000_000 {
                deadline.tv_sec += 1
                deadline.tv_nsec -= 1_000_000_000
            }
            pthread_cond_timedwait(condition, mutex, &deadline)
        }
    }

    /// Ends the stop and releases the mutex (held by the caller).
    private func finish() {
        current = nil
        command = nil
        stopped.store(false, ordering: .releasing)
        pthread_mutex_unlock(mutex)
    }

    /// Queues `item` on the stopped cell's thread and returns true; false when no cell is stopped.
    func runWhileStopped(_ item: @escaping () -> Void) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard current != nil else { return false }
        work.append(item)
        pthread_cond_signal(condition)
        return true
    }

    /// Resumes the stopped cell with `given` (after the work already queued); false when no
    /// cell is stopped.
    func resume(_ given: Command) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard current != nil else { return false }
        command = given
        pthread_cond_signal(condition)
        return true
    }
}
