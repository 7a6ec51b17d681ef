import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Frees what an interrupted built-in had made on another thread, so that the cell answers
/// the interrupt at once however much it had built (freeing a gigabyte of elements takes a
/// good part of a second). Only for values whose freeing runs no cell code.
enum Disposal {
    /// Takes `value`, leaving `empty` in its place, and lets it go on the disposal thread.
    static func later<T>(_ value: inout T, replacingWith empty: T) {
        // The box takes the value itself, so that no copy is left on this thread to be the
        // last reference (which would free it here after all).
        let box = DisposalBox(empty)
        box.take(&value)
        DisposalThread.shared.free(box)
    }
}

/// The thread that frees what ``Disposal`` hands it, one value after another, at the lowest
/// scheduling priority: freeing millions of elements takes a second of processor time, which
/// must not slow the cell thread that goes on (on a machine with two cores, the next cell and
/// the front end's requests compete with it).
private final class DisposalThread: Sendable {
    static let shared = DisposalThread()

    private let pending = Mutex<[any DisposalItem]>([])
    private let ready = DispatchSemaphore(value: 0)

    private init() {
        // One block that never returns holds a thread of its own for good, so the lowered
        // priority (which Linux keeps per thread) stays with it.
        DispatchQueue(label: "disposal").async { [self] in
            #if canImport(Glibc)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            while true {
                ready.wait()
                let items = pending.withLock { items in
                    defer { items = [] }
                    return items
                }
                for item in items { item.empty() }
            }
        }
    }

    func free(_ item: any DisposalItem) {
        pending.withLock { $0.append(item) }
        ready.signal()
    }
}

/// Something the disposal thread empties.
private protocol DisposalItem: Sendable {
    func empty()
}

extension Disposal {
    /// Whether `sequence`'s elements are numbers or strings (a range, an array of Ints, Doubles
    /// or Strings): what is made of them can be freed on another thread, as freeing it runs no
    /// cell code (a declared class's deinit must run on the cell's thread).
    static func holdsPlainElements(_ sequence: Value) -> Bool {
        switch sequence {
        case .range, .closedRange: return true
        case .array(let array):
            switch array.storage {
            case .ints, .doubles, .strings: return true
            case .values: return false
            }
        default: return false
        }
    }
}

/// Carries a value to the thread that frees it.
private final class DisposalBox<T>: DisposalItem, @unchecked Sendable {
    private var value: T?

    init(_ value: T) {
        self.value = value
    }

    /// Swaps `other` into the box, leaving the box's placeholder in its place.
    func take(_ other: inout T) {
        guard var held = value else { return }
        value = nil
        swap(&held, &other)
        value = held
    }

    func empty() {
        value = nil
    }
}
