/// Reading and writing `container[index]` for arrays, dictionaries and strings.
enum Subscripts {
    static func get(_ container: Value, _ indices: [Value], labels: [String?]) throws -> Value {
        switch (container, indices.count) {
        case (.array(let array), 1):
            switch indices[0] {
            case .int(let index): return try array.element(at: index)
            case let .range(lower, upper): return .array(try slice(array, lower, upper))
            case let .closedRange(lower, upper):
                guard upper < array.count else { throw ScriptError.indexOutOfRange(index: upper, count: array.count) }
                return .array(try slice(array, lower, upper + 1))
            default: throw ScriptError.typeMismatch("an array index must be an Int or a range of Int, not \(indices[0].typeName)")
            }
        case (.dictionary(let dictionary), 1):
            return dictionary[try DictionaryKey(indices[0])] ?? .null
        case (.dictionary(let dictionary), 2) where labels.count == 2 && labels[1] == "default":
            return dictionary[try DictionaryKey(indices[0])] ?? indices[1]
        case (.string(let text), 1):
            guard case .int(let index) = indices[0] else { throw ScriptError.typeMismatch("a string index must be an Int") }
            let characters = Array(text)
            guard index >= 0 && index < characters.count else { throw ScriptError.indexOutOfRange(index: index, count: characters.count) }
            return .string(String(characters[index]))
        default:
            throw ScriptError.typeMismatch("value of type '\(container.typeName)' cannot be subscripted with \(indices.count) argument\(indices.count == 1 ? "" : "s")")
        }
    }

    static func set(_ container: inout Value, _ indices: [Value], labels: [String?], _ newValue: Value) throws {
        // The collection is taken out of `container` before it changes, so it is uniquely
        // referenced and changes in place.
        if indices.count == 1, case .array(var array) = container {
            guard case .int(let index) = indices[0] else { throw ScriptError.typeMismatch("an array index must be an Int to assign to it") }
            container = .void
            defer { container = .array(array) }
            try array.setElement(newValue, at: index)
            return
        }
        let isDefaulted = indices.count == 2 && labels.count == 2 && labels[1] == "default"
        if indices.count == 1 || isDefaulted, case .dictionary(var dictionary) = container {
            let key = try DictionaryKey(indices[0])
            container = .void
            dictionary.set(newValue, for: key)
            container = .dictionary(dictionary)
            return
        }
        throw ScriptError.typeMismatch("cannot assign through a subscript of '\(container.typeName)'")
    }

    private static func slice(_ array: ArrayValue, _ lower: Int, _ upper: Int) throws -> ArrayValue {
        guard lower >= 0, upper <= array.count, lower <= upper else {
            throw ScriptError.indexOutOfRange(index: lower < 0 ? lower : upper - 1, count: array.count)
        }
        switch array.storage {
        case .ints(let items): return ArrayValue(.ints(Array(items[lower..<upper])))
        case .doubles(let items): return ArrayValue(.doubles(Array(items[lower..<upper])))
        case .strings(let items): return ArrayValue(.strings(Array(items[lower..<upper])))
        case .values(let items): return ArrayValue(.values(Array(items[lower..<upper])))
        }
    }
}
