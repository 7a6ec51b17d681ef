/// `reversed()`, `shuffled()`, `==` and `Set(_:)` over arrays, done in steps an interrupt can
/// stop and with the memory budget asked first: on arrays of tens of millions of elements each
/// takes seconds, which one uninterruptible call of the standard library would not give back.
enum InterruptibleArrays {
    /// The elements of `array` in reverse order, keeping its element storage.
    static func reversed(_ array: ArrayValue) throws -> ArrayValue {
        switch array.storage {
        case .ints(let items): return ArrayValue(.ints(try reversed(items)))
        case .doubles(let items): return ArrayValue(.doubles(try reversed(items)))
        case .strings(let items): return ArrayValue(.strings(try reversed(items)))
        case .values(let items): return ArrayValue(values: try reversed(items))
        }
    }

    /// The elements of `array` in a random order (each order equally likely), keeping its
    /// element storage.
    static func shuffled(_ array: ArrayValue) throws -> ArrayValue {
        switch array.storage {
        case .ints(let items): return ArrayValue(.ints(try shuffled(items)))
        case .doubles(let items): return ArrayValue(.doubles(try shuffled(items)))
        case .strings(let items): return ArrayValue(.strings(try shuffled(items)))
        case .values(let items): return ArrayValue(values: try shuffled(items))
        }
    }

    /// Whether the arrays hold equal elements in the same order, compared without making
    /// values of numbers and strings kept in compact storage.
    static func equal(_ first: ArrayValue, _ second: ArrayValue) throws -> Bool {
        guard first.count == second.count else { return false }
        var poll = InterruptPoll()
        switch (first.storage, second.storage) {
        case let (.ints(a), .ints(b)):
            for index in a.indices { try poll.step(); if a[index] != b[index] { return false } }
        case let (.doubles(a), .doubles(b)):
            for index in a.indices { try poll.step(); if a[index] != b[index] { return false } }
        case let (.strings(a), .strings(b)):
            for index in a.indices { try poll.step(); if a[index] != b[index] { return false } }
        default:
            for index in 0..<first.count {
                try poll.step()
                if try !Equality.equal(try first.element(at: index), try second.element(at: index)) { return false }
            }
        }
        return true
    }

    /// A set of the elements of `value` (any sequence), duplicates dropped, made one element
    /// at a time with room for all of them asked of the budget first.
    static func set(of value: Value) throws -> SetValue {
        var set = SetValue()
        if case .array(let array) = value {
            try MemoryGuard.shared.reserve(array.count &* SetValue.bytesPerElement, for: "a set of \(array.count) elements")
            set.reserveCapacity(array.count)
        }
        try Sequences.forEach(value) { element in _ = try set.insert(element) }
        return set
    }

    private static func reversed<Element>(_ items: [Element]) throws -> [Element] {
        guard items.count > InterruptibleWork.chunk else { return items.reversed() }
        try MemoryGuard.shared.reserve(items.count &* MemoryLayout<Element>.stride, for: "a reversed copy of \(items.count) elements")
        var result: [Element] = []
        result.reserveCapacity(items.count)
        let flag = Runtime.current?.interruptFlag
        var end = items.count
        let step = InterruptibleWork.chunkLength(of: Element.self)
        while end > 0 {
            if flag?.isRaised == true {
                Disposal.later(&result, replacingWith: [])
                throw ScriptError.interrupted
            }
            let start = max(0, end - step)
            result.append(contentsOf: items[start..<end].reversed())
            end = start
        }
        return result
    }

    private static func shuffled<Element>(_ items: [Element]) throws -> [Element] {
        guard items.count > InterruptibleWork.chunk else { return items.shuffled() }
        var result = try InterruptibleWork.copy(items)
        var poll = InterruptPoll()
        var generator = SystemRandomNumberGenerator()
        do {
            // Fisher–Yates, as the standard library's shuffle.
            var remaining = result.count
            while remaining > 1 {
                try poll.step()
                let chosen = Int.random(in: 0..<remaining, using: &generator)
                remaining -= 1
                if chosen != remaining { result.swapAt(chosen, remaining) }
            }
        } catch {
            Disposal.later(&result, replacingWith: [])
            throw error
        }
        return result
    }
}
