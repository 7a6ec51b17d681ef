/// An array value with storage specialised by element kind.
struct ArrayValue {
    /// The elements: numbers and strings unboxed, anything else as values.
    enum Storage {
        case ints([Int])
        case doubles([Double])
        case strings([String])
        case values([Value])
    }

    var storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// Builds the best storage for `values` (all Int → ints; numbers with a Double → doubles,
    /// as Swift infers `[1, 2.5]` as `[Double]`; all strings → strings).
    init(values: [Value]) {
        var builder = ArrayBuilder(capacity: values.count)
        for value in values { builder.append(value) }
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
    var elementTypeName: String {
        switch storage {
        case .ints: return "Int"
        case .doubles: return "Double"
        case .strings: return "String"
        case .values(let items): return items.first?.typeName ?? "Any"
        }
    }

    /// The element at `index`, or an index error.
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

    /// Replaces the element at `index`.
    mutating func setElement(_ value: Value, at index: Int) throws {
        guard index >= 0 && index < count else { throw ScriptError.indexOutOfRange(index: index, count: count) }
        switch (storage, value) {
        case (.ints(var items), .int(let number)):
            storage = .values([]); items[index] = number; storage = .ints(items)
        case (.doubles(var items), _) where value.asDouble != nil:
            storage = .values([]); items[index] = value.asDouble ?? 0; storage = .doubles(items)
        case (.strings(var items), .string(let text)):
            storage = .values([]); items[index] = text; storage = .strings(items)
        default:
            var items = values
            storage = .values([])
            items[index] = value
            self = ArrayValue(values: items)
        }
    }

    /// Adds `value` at the end, widening the storage when the kind changes.
    mutating func append(_ value: Value) {
        switch (storage, value) {
        case (.ints(var items), .int(let number)):
            storage = .values([]); items.append(number); storage = .ints(items)
        case (.doubles(var items), _) where value.asDouble != nil:
            storage = .values([]); items.append(value.asDouble ?? 0); storage = .doubles(items)
        case (.strings(var items), .string(let text)):
            storage = .values([]); items.append(text); storage = .strings(items)
        case (.values(var items), _) where !items.isEmpty:
            storage = .values([]); items.append(value); storage = .values(items)
        default:
            var items = values
            storage = .values([])
            items.append(value)
            self = ArrayValue(values: items)
        }
    }

    /// Inserts `value` at `index` (0…count).
    mutating func insert(_ value: Value, at index: Int) throws {
        guard index >= 0 && index <= count else { throw ScriptError.indexOutOfRange(index: index, count: count) }
        var items = values
        storage = .values([])
        items.insert(value, at: index)
        self = ArrayValue(values: items)
    }

    /// Removes and returns the element at `index`.
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
struct ArrayBuilder {
    private var storage: ArrayValue.Storage = .values([])
    private var isEmpty = true
    private let capacity: Int

    init(capacity: Int = 0) { self.capacity = capacity }

    mutating func append(_ value: Value) {
        if isEmpty {
            isEmpty = false
            switch value {
            case .int(let number): var items = [Int](); items.reserveCapacity(capacity); items.append(number); storage = .ints(items)
            case .double(let number): var items = [Double](); items.reserveCapacity(capacity); items.append(number); storage = .doubles(items)
            case .string(let text): var items = [String](); items.reserveCapacity(capacity); items.append(text); storage = .strings(items)
            default: var items = [Value](); items.reserveCapacity(capacity); items.append(value); storage = .values(items)
            }
            return
        }
        switch (storage, value) {
        case (.doubles(var items), .double(let number)):
            storage = .values([]); items.append(number); storage = .doubles(items)
        case (.ints(var items), .int(let number)):
            storage = .values([]); items.append(number); storage = .ints(items)
        case (.ints(let items), .double(let number)):
            var widened = items.map(Double.init); widened.reserveCapacity(capacity); widened.append(number); storage = .doubles(widened)
        case (.doubles(var items), .int(let number)):
            storage = .values([]); items.append(Double(number)); storage = .doubles(items)
        case (.strings(var items), .string(let text)):
            storage = .values([]); items.append(text); storage = .strings(items)
        case (.values(var items), _):
            storage = .values([]); items.append(value); storage = .values(items)
        default:
            var items = ArrayValue(storage).values
            items.append(value)
            storage = .values(items)
        }
    }

    var result: ArrayValue { ArrayValue(storage) }
}
