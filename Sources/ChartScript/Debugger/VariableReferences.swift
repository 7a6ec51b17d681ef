import Synchronization

/// What a variables reference stands for: the locals of a stopped frame, the globals, or the
/// parts of one value (a struct's fields, an array's elements, a run of a large array's).
enum VariableContainer {
    case locals(frameIndex: Int)
    case globals
    case value(Value)
    /// Elements `range` of a large array, set or dictionary (shown in runs so each list stays short).
    case elements(Value, Range<Int>)
}

/// Numbers variables references across every stop, so a number once handed out never means
/// anything else.
final class ReferenceNumbers: @unchecked Sendable {
    private let counter = Atomic<Int>(1)

    /// A number not handed out before.
    func next() -> Int {
        counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}

/// The variables references handed out while one cell is stopped (or, for the globals panel
/// shown between cells, until the next listing), and what each stands for.
final class VariableReferences: @unchecked Sendable {
    private let numbers: ReferenceNumbers
    private let table = Mutex<[Int: VariableContainer]>([:])
    /// At most this many references per table: a front end expanding without end is refused.
    static let limit = 100_000

    init(numbers: ReferenceNumbers) {
        self.numbers = numbers
    }

    /// A new reference to `container` (0, meaning "nothing to expand", past ``limit``).
    func add(_ container: VariableContainer) -> Int {
        let number = numbers.next()
        return table.withLock { table in
            guard table.count < Self.limit else { return 0 }
            table[number] = container
            return number
        }
    }

    /// What `reference` stands for, if it was handed out by this table.
    func container(for reference: Int) -> VariableContainer? {
        table.withLock { $0[reference] }
    }
}
