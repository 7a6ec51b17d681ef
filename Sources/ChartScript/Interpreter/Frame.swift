/// The local variables of one running function, closure or cell, in numbered slots
/// resolved when the code was compiled.
final class Frame {
    var slots: [Value]
    /// The frame of the enclosing function, for captured variables.
    let parent: Frame?

    init(size: Int, parent: Frame?) {
        slots = [Value](repeating: .void, count: size)
        self.parent = parent
    }

    /// The frame `depth` levels out (0 is this one).
    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        var remaining = depth
        while remaining > 0, let next = frame.parent {
            frame = next
            remaining -= 1
        }
        return frame
    }
}

/// The session's global variables: declared by top-level `let`, `var` and `func`.
final class GlobalStore {
    /// One entry per declaration ever made; a redeclaration gets a new slot.
    var values: [Value] = []
    var isConstant: [Bool] = []
    /// Whether the declaration has run (a failed cell can leave some undefined).
    var isDefined: [Bool] = []
    /// The slot each name currently means.
    var slotByName: [String: Int] = [:]

    /// Adds a slot for `name` and makes the name point to it; returns the slot.
    func declare(_ name: String, isConstant constant: Bool) -> Int {
        values.append(.void)
        isConstant.append(constant)
        isDefined.append(false)
        slotByName[name] = values.count - 1
        return values.count - 1
    }

    /// The current value of `name`, when defined.
    func value(of name: String) -> Value? {
        guard let slot = slotByName[name], isDefined[slot] else { return nil }
        return values[slot]
    }

    /// Every defined name.
    var definedNames: [String] {
        slotByName.filter { isDefined[$0.value] }.map(\.key)
    }
}
