/// An array value with storage specialised by element kind; also an `ArraySlice`, which
/// keeps the indices of the array it was cut from (`a[2...]` starts at index 2).
struct ArrayValue {
    /// The elements: numbers and strings unboxed, anything else as values.
    enum Storage {
        case ints([Int])
        case doubles([Double])
        case strings([String])
        case values([Value])
    }

    var storage: Storage
    /// Whether the elements are of a type that holds several kinds (`[Any]`, an array of a
    /// protocol): then they stay as they are, and an Int never becomes a Double.
    var keepsElements = false
    /// Whether the value is an `ArraySlice` rather than an `Array`.
    private(set) var isSlice = false
    /// A slice's first index (Int32 keeps a value in 24 bytes; an array of 2^31 elements does
    /// not fit in the kernel's memory budget).
    private var origin: Int32 = 0

    init(_ storage: Storage) { self.storage = storage }

    /// The first index, as Swift numbers them: 0 for an array, the position in the array it
    /// was cut from for a slice.
    var startIndex: Int { Int(origin) }

    /// The index after the last element.
    var endIndex: Int { startIndex + count }

    /// The same elements as an `ArraySlice` whose first index is `startIndex`.
    func asSlice(startingAt startIndex: Int) -> ArrayValue {
        var slice = self
        slice.isSlice = true
        slice.origin = Int32(clamping: startIndex)
        return slice
    }

    /// The same elements as an `Array`, indexed from 0 (`Array(slice)`).
    var rebased: ArrayValue {
        var array = self
        array.isSlice = false
        array.origin = 0
        return array
    }

    /// `other`, carrying this value's kind (array or slice) and first index: what a mutation
    /// that rebuilds the storage leaves.
    func keepingIndices(of other: ArrayValue) -> ArrayValue {
        guard other.isSlice else { return self }
        return asSlice(startingAt: other.startIndex)
    }

    /// The elements at the Swift indices `range` (`a[1..<3]`), as a slice that keeps them.
    func slice(_ range: Range<Int>) throws -> ArrayValue {
        guard range.lowerBound >= startIndex, range.upperBound <= endIndex else {
            if isSlice { throw ScriptError.indexOutsideSlice(index: range.lowerBound < startIndex ? range.lowerBound : range.upperBound - 1, indices: startIndex..<endIndex) }
            throw ScriptError.indexOutOfRange(index: range.lowerBound < startIndex ? range.lowerBound : range.upperBound - 1, count: count)
        }
        return try slice(offsets: (range.lowerBound - startIndex)..<(range.upperBound - startIndex))
    }

    /// The elements at the positions `offsets` (counted from the first element, 0-based),
    /// as a slice keeping their Swift indices. A large slice is copied in steps an interrupt
    /// can stop, with the memory budget asked first.
    func slice(offsets: Range<Int>) throws -> ArrayValue {
        let lower = max(0, min(offsets.lowerBound, count)), upper = max(lower, min(offsets.upperBound, count))
        let cut: ArrayValue
        switch storage {
        case .ints(let items): cut = ArrayValue(.ints(try InterruptibleWork.copy(items, range: lower..<upper)))
        case .doubles(let items): cut = ArrayValue(.doubles(try InterruptibleWork.copy(items, range: lower..<upper)))
        case .strings(let items): cut = ArrayValue(.strings(try InterruptibleWork.copy(items, range: lower..<upper)))
        case .values(let items): cut = ArrayValue(.values(try InterruptibleWork.copy(items, range: lower..<upper)))
        }
        var result = cut.asSlice(startingAt: startIndex + lower)
        result.keepsElements = keepsElements
        return result
    }

    /// The position (0-based) of the Swift index `index`, or an index error.
    @inline(__always)
    func offset(ofIndex index: Int) throws -> Int {
        guard index >= startIndex, index < endIndex else {
            if isSlice { throw ScriptError.indexOutsideSlice(index: index, indices: startIndex..<endIndex) }
            throw ScriptError.indexOutOfRange(index: index, count: count)
        }
        return index - startIndex
    }

    /// The element at the Swift index `index` (`a[i]`; a slice's indices are its base's).
    func element(atIndex index: Int) throws -> Value {
        try element(at: try offset(ofIndex: index))
    }

    /// Replaces the elements at the Swift indices `range` by `elements` (`values[1...2] = [9]`,
    /// `replaceSubrange`): a `[Double]` stays `[Double]` when only whole numbers or nothing
    /// remain, and a slice keeps its first index; an index error leaves the array as it was.
    mutating func replaceSubrange(_ range: Range<Int>, with elements: [Value]) throws {
        guard range.lowerBound >= startIndex, range.upperBound <= endIndex else {
            throw ScriptError.indexOutOfRange(index: range.lowerBound < startIndex ? range.lowerBound : range.upperBound, count: count)
        }
        let original = self
        var items = values
        self = ArrayValue(.values([]))
        items.replaceSubrange((range.lowerBound - original.startIndex)..<(range.upperBound - original.startIndex), with: elements)
        self = ArrayValue.rebuilt(items, like: original)
    }

    /// An array of `values` keeping the element kind of `original` where Swift's static type
    /// would keep it (a `[Double]` stays `[Double]` when only whole numbers or nothing remain);
    /// a slice stays a slice with the same first index.
    static func rebuilt(_ values: [Value], like original: ArrayValue) -> ArrayValue {
        let rebuilt = ArrayValue(values: values)
        let kept: ArrayValue
        switch (original.storage, rebuilt.storage) {
        case (.doubles, .ints(let items)): kept = ArrayValue(.doubles(items.map(Double.init)))
        case (.doubles, .values(let items)) where items.isEmpty: kept = ArrayValue(.doubles([]))
        case (.ints, .values(let items)) where items.isEmpty: kept = ArrayValue(.ints([]))
        case (.strings, .values(let items)) where items.isEmpty: kept = ArrayValue(.strings([]))
        default: kept = rebuilt
        }
        return kept.keepingIndices(of: original)
    }

    /// Removes the first element and, for a slice, moves its start past it (Swift's
    /// `removeFirst` on a slice keeps the other elements' indices).
    mutating func removeFirst() throws -> Value {
        let removed = try remove(at: 0)
        if isSlice { origin = Int32(clamping: startIndex + 1) }
        return removed
    }

    /// An array of `values` kept as they are (`[Any]`).
    init(keeping values: [Value]) {
        storage = .values(values)
        keepsElements = true
    }

    /// Builds the best storage for `values` (all Int → ints; numbers with a Double → doubles,
    /// as Swift infers `[1, 2.5]` as `[Double]`; all strings → strings).
    init(values: [Value]) {
        var builder = ArrayBuilder(capacity: values.count)
        for value in values { builder.add(value) }
        self = builder.result
    }

    var count: Int {
        switch storage {
        case .ints(let items): return items.count
        case .doubles(let items): return items.count
        case .strings(let items): return items.count
        case .values(let items): return items.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The element type's name for messages and display.
    var elementTypeName: String { elementTypeName(depth: Value.typeNameDepth - 1) }

    /// The element type's name with `depth` more levels of nesting spelt out (`…` below).
    func elementTypeName(depth: Int) -> String {
        switch storage {
        case .ints: return "Int"
        case .doubles: return "Double"
        case .strings: return "String"
        case .values(let items):
            guard let first = items.first else { return "Any" }
            return depth >= 0 ? first.typeName(depth: depth) : "…"
        }
    }

    /// The element at the position `index` counted from the first element (0-based, also for
    /// a slice), or an index error.
    func element(at index: Int) throws -> Value {
        guard index >= 0 && index < count else { throw ScriptError.indexOutOfRange(index: index, count: count) }
        switch storage {
        case .ints(let items): return .int(items[index])
        case .doubles(let items): return .double(items[index])
        case .strings(let items): return .string(items[index])
        case .values(let items): return items[index]
        }
    }

    /// Every element as a value.
    var values: [Value] {
        switch storage {
        case .ints(let items): return items.map { .int($0) }
        case .doubles(let items): return items.map { .double($0) }
        case .strings(let items): return items.map { .string($0) }
        case .values(let items): return items
        }
    }

    /// The elements as Doubles when they are all numbers.
    var doubles: [Double]? {
        switch storage {
        case .ints(let items): return items.map(Double.init)
        case .doubles(let items): return items
        case .strings: return nil
        case .values(let items):
            if items.isEmpty { return [] }
            var result: [Double] = []
            result.reserveCapacity(items.count)
            for item in items {
                guard let number = item.asDouble else { return nil }
                result.append(number)
            }
            return result
        }
    }

    /// The elements as Strings when they are all strings.
    var strings: [String]? {
        switch storage {
        case .strings(let items): return items
        case .values(let items) where items.isEmpty: return []
        case .ints(let items) where items.isEmpty: return []
        case .doubles(let items) where items.isEmpty: return []
        default: return nil
        }
    }

    /// Replaces the element at the position `index` (0-based, also for a slice), in place when
    /// the array is not shared: only a value that changes the element kind (a Double into an
    /// `[Int]`, which Swift would refuse) rebuilds the storage.
    mutating func setElement(_ value: Value, at index: Int) throws {
        guard index >= 0 && index < count else { throw ScriptError.indexOutOfRange(index: index, count: count) }
        // Each branch takes the array out of `storage` first, so it is uniquely referenced
        // and changes in place.
        if case .values(var items) = storage {
            if keepsElements || !value.fitsSpecialisedStorage || Self.holdsUnspecialisable(items, besides: index) {
                // What rebuilding would give: an element no specialised storage holds (a Bool,
                // an optional, a struct) keeps the storage as it is.
                let element = keepsElements ? value : Self.promoted(value, like: items, besides: index)
                storage = .values([])
                CopyMeter.changing(&items) { $0[index] = element }
                storage = .values(items)
                return
            }
        } else if !keepsElements {
            switch value {
            case .int(let number):
                if case .ints(var items) = storage {
                    storage = .values([]); CopyMeter.changing(&items) { $0[index] = number }; storage = .ints(items); return
                }
            case .string(let text):
                if case .strings(var items) = storage {
                    storage = .values([]); CopyMeter.changing(&items) { $0[index] = text }; storage = .strings(items); return
                }
            default: break
            }
            if let number = value.asDouble, case .doubles(var items) = storage {
                storage = .values([]); CopyMeter.changing(&items) { $0[index] = number }; storage = .doubles(items); return
            }
        }
        // The element kind changes: once, as the storage widens (or, for an `[Any]`, opens up).
        var items = values
        storage = .values([])
        items[index] = value
        CopyMeter.note(bytes: items.count * MemoryLayout<Value>.stride)
        self = (keepsElements ? ArrayValue(keeping: items) : ArrayValue(values: items)).keepingIndices(of: self)
    }

    /// Runs `body` on the element at the position `offset` (0-based, also for a slice) in place:
    /// the element is taken out of the array while it changes, so an array, string or struct
    /// inside it is not shared and changes without a copy (`rows[i].append(x)`, `a[i].x = 1`).
    /// The element is put back however `body` ends, as Swift writes an `inout` back.
    mutating func modifyElement(at offset: Int, _ body: (inout Value) throws -> Value) throws -> Value {
        guard offset >= 0 && offset < count else { throw ScriptError.indexOutOfRange(index: offset, count: count) }
        guard case .values(var items) = storage else {
            var element = try element(at: offset)
            defer { try? setElement(element, at: offset) }
            return try body(&element)
        }
        storage = .values([])
        var element = Value.void
        CopyMeter.changing(&items) { swap(&$0[offset], &element) }
        defer {
            if keepsElements || !element.fitsSpecialisedStorage {
                if !keepsElements { element = Self.promoted(element, like: items, besides: offset) }
                swap(&items[offset], &element)
                storage = .values(items)
            } else {
                storage = .values(items)
                try? setElement(element, at: offset)
            }
        }
        return try body(&element)
    }

    /// Runs `body` on the element at `offset` where it is stored, when the array keeps values
    /// (not numbers or strings unboxed); `nil` for other storage, left as it was. The elements
    /// are copied first when another array shares them (copy-on-write). The array is not
    /// re-specialised after, so `body` must leave the element of its kind: it changes a field
    /// of the struct or class instance there, or returns `nil` having changed nothing.
    @inline(__always)
    mutating func modifyStoredValue<Result>(at offset: Int, _ body: (inout Value) throws -> Result?) throws -> Result? {
        guard case .values(var items) = storage else { return nil }
        guard offset >= 0 && offset < items.count else { throw ScriptError.indexOutOfRange(index: offset, count: items.count) }
        // The storage lets go of the elements, so a copy is made only when others share them.
        storage = .values([])
        defer { storage = .values(items) }
        return try CopyMeter.changing(&items) { try body(&$0[offset]) }
    }

    /// `value` made optional when the other elements of `items` are optionals (`slots[i] = 5`
    /// in an `[Int?]` stores `Optional(5)`, as Swift's element type makes it); one neighbour
    /// tells, as every element of an array has the element type.
    @inline(__always)
    private static func promoted(_ value: Value, like items: [Value], besides index: Int) -> Value {
        let neighbour = index == 0 ? 1 : 0
        guard !value.isOptional, neighbour < items.count else { return value }
        return items[neighbour].isOptional ? .wrapped(value) : value
    }

    /// Whether an element of `items` other than the one at `index` keeps an array of values
    /// from becoming an array of numbers or strings when rebuilt (it usually is the first).
    private static func holdsUnspecialisable(_ items: [Value], besides index: Int) -> Bool {
        for position in items.indices where position != index && !items[position].fitsSpecialisedStorage { return true }
        return false
    }

    /// Adds `value` at the end, widening the storage when the kind changes. A large full array
    /// grows in steps an interrupt can stop (see ``InterruptibleWork/makeRoom(in:)``); then
    /// the array is left as it was.
    mutating func append(_ value: Value) throws {
        if keepsElements {
            var items = values
            storage = .values([])
            defer { storage = .values(items) }
            try InterruptibleWork.makeRoom(in: &items)
            CopyMeter.changing(&items) { $0.append(value) }
            return
        }
        switch value {
        case .int(let number):
            if case .ints(var items) = storage {
                storage = .values([])
                defer { storage = .ints(items) }
                try InterruptibleWork.makeRoom(in: &items)
                CopyMeter.changing(&items) { $0.append(number) }
                return
            }
        case .string(let text):
            if case .strings(var items) = storage {
                storage = .values([])
                defer { storage = .strings(items) }
                try InterruptibleWork.makeRoom(in: &items)
                CopyMeter.changing(&items) { $0.append(text) }
                return
            }
        default: break
        }
        if let number = value.asDouble, case .doubles(var items) = storage {
            storage = .values([])
            defer { storage = .doubles(items) }
            try InterruptibleWork.makeRoom(in: &items)
            CopyMeter.changing(&items) { $0.append(number) }
            return
        }
        if case .values(var items) = storage, !items.isEmpty {
            let element = Self.promoted(value, like: items, besides: items.count)
            storage = .values([])
            defer { storage = .values(items) }
            try InterruptibleWork.makeRoom(in: &items)
            CopyMeter.changing(&items) { $0.append(element) }
            return
        }
        var builder = ArrayBuilder(capacity: count + 1)
        for element in values { builder.add(element) }
        builder.noteWidening = !isEmpty
        builder.add(value)
        self = builder.result.keepingIndices(of: self)
    }

    /// Inserts `value` at the position `index` (0…count, 0-based also for a slice).
    mutating func insert(_ value: Value, at index: Int) throws {
        guard index >= 0 && index <= count else { throw ScriptError.indexOutOfRange(index: index, count: count) }
        if !keepsElements, case .values(var items) = storage, !items.isEmpty {
            // In place, as Swift's insert: the elements after `index` move, nothing is copied.
            let element = Self.promoted(value, like: items, besides: items.count)
            storage = .values([])
            defer { storage = .values(items) }
            CopyMeter.changing(&items) { $0.insert(element, at: index) }
            return
        }
        var items = values
        let original = self
        storage = .values([])
        items.insert(value, at: index)
        self = (keepsElements ? ArrayValue(keeping: items) : ArrayValue(values: items)).keepingIndices(of: original)
    }

    /// Removes and returns the element at the position `index` (0-based, also for a slice).
    mutating func remove(at index: Int) throws -> Value {
        let removed = try element(at: index)
        switch storage {
        case .ints(var items): storage = .values([]); items.remove(at: index); storage = .ints(items)
        case .doubles(var items): storage = .values([]); items.remove(at: index); storage = .doubles(items)
        case .strings(var items): storage = .values([]); items.remove(at: index); storage = .strings(items)
        case .values(var items): storage = .values([]); items.remove(at: index); storage = .values(items)
        }
        return removed
    }
}

/// Collects values into the most specialised array storage, widening when needed.
/// Each kind has its own array here, so appending is always in place.
struct ArrayBuilder {
    private enum Kind { case empty, ints, doubles, strings, values }
    private var kind = Kind.empty
    private var ints: [Int] = []
    private var doubles: [Double] = []
    private var strings: [String] = []
    private var values: [Value] = []
    private let capacity: Int
    /// The elements added by ``append(_:)``, and how many there must be before it next asks
    /// whether the storage is full (from a ``InterruptibleWork/chunk`` on: a full array then).
    private var appended = 0
    private var nextGrowthCheck = InterruptibleWork.chunk

    /// Whether turning Ints into Doubles is a change Swift would reject (appending to an
    /// existing `[Int]`, rather than building a literal such as `[1, 2.5]`, which Swift types
    /// as `[Double]`).
    var noteWidening = false

    /// `capacity` is a hint (capped, so a huge range does not reserve memory up front).
    init(capacity: Int = 0) { self.capacity = min(max(0, capacity), 1 << 22) }

    /// The array `fill` builds with a new builder (a built-in operation over a sequence).
    /// When `fill` throws (an interrupt), numbers and strings built so far are freed on
    /// another thread, so the interrupt is answered at once.
    static func collect(capacity: Int = 0, _ fill: (inout ArrayBuilder) throws -> Void) throws -> ArrayValue {
        var builder = ArrayBuilder(capacity: capacity)
        do {
            try fill(&builder)
        } catch {
            if builder.holdsPlainElements { Disposal.later(&builder, replacingWith: ArrayBuilder()) }
            throw error
        }
        return builder.result
    }

    /// Whether the elements so far are numbers or strings: freeing them runs no cell code, so
    /// an interrupted builder can be freed on another thread (``Disposal``).
    var holdsPlainElements: Bool { kind != .values }

    /// Adds `value`, growing a large array in steps an interrupt can stop (what built-in
    /// operations over sequences of unknown length use; see ``InterruptibleWork/makeRoom(in:)``).
    @inline(__always)
    mutating func append(_ value: Value) throws {
        if appended >= nextGrowthCheck { try makeRoom() }
        appended += 1
        add(value)
    }

    @inline(never)
    private mutating func makeRoom() throws {
        switch kind {
        case .empty: break
        case .ints: try InterruptibleWork.makeRoom(in: &ints); nextGrowthCheck = ints.capacity
        case .doubles: try InterruptibleWork.makeRoom(in: &doubles); nextGrowthCheck = doubles.capacity
        case .strings: try InterruptibleWork.makeRoom(in: &strings); nextGrowthCheck = strings.capacity
        case .values: try InterruptibleWork.makeRoom(in: &values); nextGrowthCheck = values.capacity
        }
        nextGrowthCheck = max(nextGrowthCheck, appended + 1)
    }

    /// Adds `value`, letting the standard library grow the storage (for arrays whose size is
    /// known and reserved).
    mutating func add(_ value: Value) {
        switch (kind, value) {
        case (.doubles, .double(let number)): doubles.append(number)
        case (.ints, .int(let number)): ints.append(number)
        case (.doubles, .int(let number)): doubles.append(Double(number))
        case (.strings, .string(let text)): strings.append(text)
        case (.values, _): values.append(value)
        case (.empty, .int(let number)): kind = .ints; ints.reserveCapacity(capacity); ints.append(number)
        case (.empty, .double(let number)): kind = .doubles; doubles.reserveCapacity(capacity); doubles.append(number)
        case (.empty, .string(let text)): kind = .strings; strings.reserveCapacity(capacity); strings.append(text)
        case (.empty, _): kind = .values; values.reserveCapacity(capacity); values.append(value)
        case (.ints, .double(let number)):
            if noteWidening { Runtime.current?.note("Swift keeps an [Int] an [Int]: it needs Int(value) here, or the array declared as [Double]", at: nil) }
            kind = .doubles
            doubles = ints.map(Double.init)
            doubles.reserveCapacity(capacity)
            doubles.append(number)
            ints = []
        default:
            let existing = result.values
            ints = []; doubles = []; strings = []
            kind = .values
            values = existing
            values.append(value)
        }
    }

    var result: ArrayValue {
        switch kind {
        case .empty: return ArrayValue(.values([]))
        case .ints: return ArrayValue(.ints(ints))
        case .doubles: return ArrayValue(.doubles(doubles))
        case .strings: return ArrayValue(.strings(strings))
        case .values: return ArrayValue(.values(values))
        }
    }
}
