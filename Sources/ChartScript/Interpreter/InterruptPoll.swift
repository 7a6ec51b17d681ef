import JupyterEngine

/// The interrupt check of a built-in operation that loops without running cell code
/// (`contains`, `min()`, `joined`, sorting, describing a large array): it asks the flag once
/// every ``interval`` steps, so an interrupt stops the operation within a fraction of a
/// millisecond of work and the loop costs one decrement per step.
struct InterruptPoll {
    /// The steps between two checks of the flag.
    static let interval = 4_096
    private let flag: InterruptFlag?
    private var remaining = InterruptPoll.interval

    /// A poll of `runtime`'s flag (by default that of the session running code on this thread).
    init(_ runtime: Runtime? = Runtime.current) {
        flag = runtime?.interruptFlag
    }

    /// Counts one step; throws ``ScriptError/interrupted`` when the flag is raised.
    @inline(__always)
    mutating func step() throws {
        remaining -= 1
        if remaining > 0 { return }
        remaining = Self.interval
        try flag?.check()
    }

    /// Counts `steps` steps at once (a chunk of work done between two calls); throws
    /// ``ScriptError/interrupted`` when they reach the interval and the flag is raised.
    @inline(__always)
    mutating func step(by steps: Int) throws {
        remaining -= steps
        if remaining > 0 { return }
        remaining = Self.interval
        try flag?.check()
    }
}

/// Built-in operations over many elements done in steps that an interrupt can stop.
enum InterruptibleWork {
    /// Arrays up to this size are sorted by the standard library in one go (a few milliseconds
    /// at most); larger ones with a comparison that checks for interrupts.
    static let uncheckedSortLimit = 1 << 20

    /// `strings` joined with `separator` between them, as `joined(separator:)`.
    static func joined(_ strings: [String], separator: String) throws -> String {
        var total = 0
        var poll = InterruptPoll()
        let separatorLength = separator.utf8.count
        for string in strings {
            try poll.step()
            let (sum, overflow) = total.addingReportingOverflow(string.utf8.count &+ separatorLength)
            guard !overflow else { throw ScriptError.overflow(operation: "joined(separator:)") }
            total = sum
        }
        try MemoryGuard.shared.reserve(total, for: "joined(separator:)")
        var result = ""
        result.reserveCapacity(total)
        do {
            for (index, string) in strings.enumerated() {
                try poll.step()
                if index > 0 { result += separator }
                result += string
            }
        } catch {
            Disposal.later(&result, replacingWith: "")
            throw error
        }
        return result
    }

    /// `items` in ascending order; arrays up to `uncheckedLimit` elements are sorted without
    /// checks, larger ones copied in chunks and sorted with a comparison that checks.
    static func sorted<Element: Comparable>(_ items: [Element], uncheckedLimit: Int = uncheckedSortLimit) throws -> [Element] {
        guard items.count > uncheckedLimit else { return items.sorted() }
        var result = try copy(items)
        var poll = InterruptPoll()
        do {
            try result.sort { first, second in
                try poll.step()
                return first < second
            }
        } catch {
            Disposal.later(&result, replacingWith: [])
            throw error
        }
        return result
    }

    /// The elements copied or filled at once between two checks (a few milliseconds of work).
    static let chunk = 1 << 20

    /// The bytes copied or filled at once between two checks: 8 MB, a few milliseconds of
    /// copying and page faults.
    static let chunkBytes = 1 << 23

    /// The elements of type `Element` in ``chunkBytes``.
    static func chunkLength<Element>(of _: Element.Type) -> Int {
        max(4_096, chunkBytes / max(1, MemoryLayout<Element>.stride))
    }

    /// A copy of `items` made a chunk at a time, so that copying gigabytes can be interrupted;
    /// with room for `capacity` elements (at least `items.count`).
    static func copy<Element>(_ items: [Element], capacity: Int = 0) throws -> [Element] {
        try copy(items, range: items.indices, capacity: capacity)
    }

    /// A copy of `items[range]` (an array indexed from 0), made as ``copy(_:capacity:)`` makes
    /// one when it holds more than a ``chunk`` (`big.prefix(8_000_000)`), at once otherwise.
    static func copy<Element>(_ items: [Element], range: Range<Int>, capacity: Int = 0) throws -> [Element] {
        let room = max(range.count, capacity)
        guard room > chunk else {
            var result = Array(items[range])
            result.reserveCapacity(room)
            return result
        }
        try MemoryGuard.shared.reserve(room &* MemoryLayout<Element>.stride, for: "a copy of \(range.count) elements")
        var result: [Element] = []
        result.reserveCapacity(room)
        var start = range.lowerBound
        let flag = Runtime.current?.interruptFlag
        let step = chunkLength(of: Element.self)
        while start < range.upperBound {
            if flag?.isRaised == true {
                Disposal.later(&result, replacingWith: [])
                throw ScriptError.interrupted
            }
            let end = min(range.upperBound, start + step)
            result.append(contentsOf: items[start..<end])
            start = end
        }
        return result
    }

    /// Makes room for one more element in `items` when it is full and holds at least a
    /// ``chunk``: Swift would double it in one move that no interrupt can stop (a few hundred
    /// milliseconds for a gigabyte), so it is copied into twice the room a chunk at a time.
    /// An interrupt leaves `items` as it was.
    @inline(__always)
    static func makeRoom<Element>(in items: inout [Element]) throws {
        if items.count >= chunk && items.count == items.capacity { try grow(&items) }
    }

    @inline(never)
    private static func grow<Element>(_ items: inout [Element]) throws {
        var larger = try copy(items, capacity: items.count &* 2)
        swap(&items, &larger)
        // The old storage's elements are all held by the new one, so freeing it runs no cell
        // code: it only releases millions of references, on another thread.
        if !_isPOD(Element.self) { Disposal.later(&larger, replacingWith: []) }
    }

    /// `count` copies of `element`, made a chunk at a time (`Array(repeating:count:)` of a
    /// hundred million elements takes seconds of page faults).
    static func repeated<Element>(_ element: Element, count: Int) throws -> [Element] {
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        try MemoryGuard.shared.reserve(overflow ? .max : bytes, for: "\(count) copies of a value")
        guard count > chunk else { return Array(repeating: element, count: count) }
        var result: [Element] = []
        result.reserveCapacity(count)
        let flag = Runtime.current?.interruptFlag
        while result.count < count {
            if flag?.isRaised == true {
                Disposal.later(&result, replacingWith: [])
                throw ScriptError.interrupted
            }
            result.append(contentsOf: repeatElement(element, count: min(chunkLength(of: Element.self), count - result.count)))
        }
        return result
    }
}

extension InterruptibleWork {
    /// `text.count`, as Swift counts characters: ASCII text by its bytes (each byte is a
    /// character except that "\r\n" is one), other text character by character with checks,
    /// so counting a string of gigabytes can be interrupted.
    static func characterCount(of text: String) throws -> Int {
        var text = text
        let ascii: Int? = text.withUTF8 { bytes in
            var count = bytes.count
            var previous: UInt8 = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == 0x0A && previous == 0x0D { count -= 1 }
                previous = byte
            }
            return count
        }
        if let ascii { return ascii }
        var count = 0
        var poll = InterruptPoll()
        for _ in text {
            try poll.step()
            count += 1
        }
        return count
    }
}

/// Answers that need no iteration over a range of integers, as Swift's `Range` gives them in
/// constant time: `contains`, `min()`, `max()`, `first`, `last`.
enum RangeShortcuts {
    /// The bounds of a non-empty range value as a closed range (`nil` for other values and
    /// empty ranges).
    static func closedBounds(of value: Value) -> ClosedRange<Int>? {
        switch value {
        case let .range(lower, upper): return lower < upper ? lower...(upper - 1) : nil
        case let .closedRange(lower, upper): return lower <= upper ? lower...upper : nil
        default: return nil
        }
    }

    /// Whether `value` is a range (empty or not).
    static func isRange(_ value: Value) -> Bool {
        switch value {
        case .range, .closedRange: return true
        default: return false
        }
    }

    /// `range.contains(element)` for an integer element; `nil` when `receiver` is not a range
    /// or the element not an integer (the general path answers).
    static func contains(_ receiver: Value, _ element: Value) -> Bool? {
        guard isRange(receiver), case .int(let number) = element else { return nil }
        return closedBounds(of: receiver)?.contains(number) ?? false
    }

    /// `min()` (or `max()` when `largest`) of a range: its first (last) element, or nil.
    static func extreme(of receiver: Value, largest: Bool) -> Value? {
        guard isRange(receiver) else { return nil }
        guard let bounds = closedBounds(of: receiver) else { return .null }
        return .wrapped(.int(largest ? bounds.upperBound : bounds.lowerBound))
    }
}
