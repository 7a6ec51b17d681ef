import Dispatch

/// Frees what an interrupted built-in had made on another thread, so that the cell answers
/// the interrupt at once however much it had built (freeing a gigabyte of elements takes a
/// good part of a second). Only for values whose freeing runs no cell code.
enum Disposal {
    /// Takes `value`, leaving `empty` in its place, and lets it go on a background thread.
    static func later<T>(_ value: inout T, replacingWith empty: T) {
        var taken = empty
        swap(&taken, &value)
        let box = DisposalBox(taken)
        DispatchQueue.global(qos: .utility).async { box.empty() }
    }
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
private final class DisposalBox<T>: @unchecked Sendable {
    private var value: T?

    init(_ value: T) {
        self.value = value
    }

    func empty() {
        value = nil
    }
}
