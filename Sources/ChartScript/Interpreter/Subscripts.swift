/// Reading and writing `container[index]` for arrays, dictionaries, strings, declared types'
/// subscripts and key paths.
enum Subscripts {
    /// `container[index]` with one unlabelled index: an array's element without making an
    /// array of indices, anything else through ``get(_:_:labels:runtime:)``.
    @inline(__always)
    static func get(_ container: Value, index: Value, runtime: Runtime?) throws -> Value {
        if case .array(let array) = container, case .int(let position) = index { return try array.element(atIndex: position) }
        return try get(container, [index], labels: [nil], runtime: runtime)
    }

    /// `container[index] = newValue` with one unlabelled index: an array's element without
    /// making an array of indices, anything else through ``set(_:_:labels:_:runtime:)``.
    @inline(__always)
    static func set(_ container: inout Value, index: Value, _ newValue: Value, runtime: Runtime?) throws {
        if case .int(let position) = index, case .array(var array) = container {
            container = .void
            defer { container = .array(array) }
            try array.setElement(newValue, at: try array.offset(ofIndex: position))
            return
        }
        try set(&container, [index], labels: [nil], newValue, runtime: runtime)
    }

    /// Runs `body` on `container[index]` in place, with one unlabelled index: an array's element
    /// or a dictionary's value is taken out while it changes, so what it holds is not shared
    /// and changes without a copy (`rows[i].append(x)`, `points[i].x += 1`); anything else
    /// is read, changed and written back. A dictionary's value is given unwrapped (`nil` when
    /// the key is missing), and `nil` left in it removes the key.
    static func modify(_ container: inout Value, index: Value, runtime: Runtime?, _ body: (inout Value) throws -> Value) throws -> Value {
        if case .int(let position) = index, case .array(var array) = container {
            container = .void
            defer { container = .array(array) }
            return try array.modifyElement(at: try array.offset(ofIndex: position), body)
        }
        if case .dictionary(var dictionary) = container {
            let key = try dictionary.key(for: index)
            container = .void
            defer { container = .dictionary(dictionary) }
            return try dictionary.modifyValue(for: key, default: { nil }, body)
        }
        var element = try get(container, index: index, runtime: runtime)
        let result = try body(&element)
        try set(&container, index: index, element, runtime: runtime)
        return result
    }

    /// Runs `body` on `container[indices…]` in place where it can (see
    /// ``modify(_:index:runtime:_:)``; also `counts[word, default: 0]`); anything else is read,
    /// changed and written back.
    static func modify(_ container: inout Value, _ indices: [Value], labels: [String?], runtime: Runtime?,
                       _ body: (inout Value) throws -> Value) throws -> Value {
        if indices.count == 1, labels.count == 1, labels[0] == nil {
            return try modify(&container, index: indices[0], runtime: runtime, body)
        }
        if indices.count == 2, labels.count == 2, labels[0] == nil, labels[1] == "default", case .dictionary(var dictionary) = container {
            let key = try dictionary.key(for: indices[0])
            container = .void
            defer { container = .dictionary(dictionary) }
            return try dictionary.modifyValue(for: key, default: { indices[1] }, body)
        }
        var element = try get(container, indices, labels: labels, runtime: runtime)
        if case .dictionary = container, labels.count == 1, case .wrapped(let inner) = element { element = inner }
        let result = try body(&element)
        try set(&container, indices, labels: labels, element, runtime: runtime)
        return result
    }

    static func get(_ container: Value, _ indices: [Value], labels: [String?], runtime: Runtime?) throws -> Value {
        if case .keyPath(let path)? = indices.first, labels.count == 1, labels[0] == "keyPath" { return try KeyPaths.read(path, from: container, runtime: runtime) }
        if let runtime, let added = labelledExtensionSubscripts(of: container, labels: labels, runtime: runtime) {
            // `text[safe: 3]` from `extension String { subscript(safe i: Int) -> Character? }`.
            let getter = try MethodDispatcher.select(added.map(\.getter), indices, labels: labels, name: "subscript", runtime: runtime)
            return try runtime.invoke(getter, indices, labels: labels, selfValue: container) { _ in }
        }
        switch (container, indices.count) {
        case (.array(let array), 1):
            // A slice keeps its base's indices: `a[2...][2]` is `a[2]`.
            if case .int(let index) = indices[0] { return try array.element(atIndex: index) }
            if let range = try rangeIndex(indices[0], in: array) { return .array(try array.slice(range)) }
            throw ScriptError.typeMismatch("an array index must be an Int or a range of Int, not \(indices[0].typeName)")
        case (.dictionary(let dictionary), 1):
            return .optional(dictionary[try dictionary.key(for: indices[0])])
        case (.dictionary(let dictionary), 2) where labels.count == 2 && labels[1] == "default":
            return dictionary[try dictionary.key(for: indices[0])] ?? indices[1]
        case (.string(let text), 1):
            if case .int = indices[0] {
                Runtime.current?.note("Swift indexes a String with String.Index, not Int: write text[text.index(text.startIndex, offsetBy: i)] or Array(text)[i]", at: nil)
            } else if case .range = indices[0] {
                Runtime.current?.note("Swift slices a String with String.Index ranges, not Int ranges", at: nil)
            }
            return try StringIndexing.read(text, at: indices[0])
        case (.instance, _), (.enumCase, _), (.metatype, _):
            guard let runtime else { break }
            let (getter, _) = try subscriptMember(container, indices, labels: labels, runtime: runtime)
            return try runtime.invoke(getter, indices, labels: labels, selfValue: container) { _ in }
        case (.native(let box), _):
            if let label = labels.first ?? nil, let read = BindingTable.shared.types[box.typeName]?.labelledSubscriptGet[label] {
                return try read(box.payload, indices)
            }
            guard let read = BindingTable.shared.types[box.typeName]?.subscriptGet else { break }
            return try read(box.payload, indices)
        default:
            break
        }
        if let runtime, let kind = BuiltinProtocols.kindName(of: container), let added = runtime.types.builtinExtensions[kind], !added.subscripts.isEmpty {
            // A subscript an extension added to a built-in type (`extension Int { subscript(digit: Int) -> Int }`).
            let getter = try MethodDispatcher.select(added.subscripts.map(\.getter), indices, labels: labels, name: "subscript", runtime: runtime)
            return try runtime.invoke(getter, indices, labels: labels, selfValue: container) { _ in }
        }
        throw ScriptError.typeMismatch("value of type '\(container.typeName)' cannot be subscripted with \(indices.count) argument\(indices.count == 1 ? "" : "s")")
    }

    /// The subscripts extensions added to a built-in value's type, when the call's labels
    /// (other than the built-in `default:`) name one of theirs.
    private static func labelledExtensionSubscripts(of container: Value, labels: [String?], runtime: Runtime) -> [SubscriptMember]? {
        guard labels.contains(where: { $0 != nil && $0 != "default" }), let kind = BuiltinProtocols.kindName(of: container),
              let added = runtime.types.builtinExtensions[kind]?.subscripts, !added.isEmpty else { return nil }
        return added
    }

    static func set(_ container: inout Value, _ indices: [Value], labels: [String?], _ newValue: Value, runtime: Runtime?) throws {
        // `values[i] = x`, the common case, first. The collection is taken out of `container`
        // before it changes, so it is uniquely referenced and changes in place.
        if indices.count == 1, case .int(let index) = indices[0], case .array(var array) = container {
            container = .void
            defer { container = .array(array) }
            try array.setElement(newValue, at: try array.offset(ofIndex: index))
            return
        }
        if case .keyPath(let path)? = indices.first, labels.count == 1, labels[0] == "keyPath" {
            try KeyPaths.write(newValue, at: path, into: &container, runtime: runtime)
            return
        }
        if indices.count == 1, case .array(var array) = container {
            container = .void
            defer { container = .array(array) }
            // `list[4...6] = ["a", "b"]` replaces those elements.
            guard let range = try rangeIndex(indices[0], in: array) else {
                throw ScriptError.typeMismatch("an array index must be an Int or a range to assign to it")
            }
            try array.replaceSubrange(range, with: try Sequences.elements(of: newValue))
            return
        }
        let isDefaulted = indices.count == 2 && labels.count == 2 && labels[1] == "default"
        if indices.count == 1 || isDefaulted, case .dictionary(var dictionary) = container {
            let key = try dictionary.key(for: indices[0])
            container = .void
            defer { container = .dictionary(dictionary) }
            try dictionary.makeRoom()
            dictionary.set(newValue, for: key)
            return
        }
        switch container {
        case .instance, .enumCase, .metatype:
            guard let runtime else { break }
            let (_, setter) = try subscriptMember(container, indices, labels: labels, runtime: runtime)
            guard let setter else { throw ScriptError.typeMismatch("cannot assign through subscript: it is get-only") }
            _ = try runtime.callMethod(setter, on: &container, indices + [newValue], labels: labels + [nil])
            return
        case .native(let box):
            // A library value whose binding writes through its subscript (`df["kg", Double.self] = column`).
            if let setter = BindingTable.shared.types[box.typeName]?.subscriptSet {
                container = try setter(box.payload, indices, newValue)
                return
            }
        default:
            break
        }
        throw ScriptError.typeMismatch("cannot assign through a subscript of '\(container.typeName)'")
    }

    /// The declared subscript accepting these arguments.
    private static func subscriptMember(_ container: Value, _ indices: [Value], labels: [String?], runtime: Runtime) throws -> (FunctionValue, FunctionValue?) {
        var type: TypeInfo?
        var isStatic = false
        switch container {
        case .instance(let instance): type = instance.type
        case .enumCase(let value): type = value.type
        case .metatype(let metatype): type = metatype; isStatic = true
        default: break
        }
        guard let type else { throw ScriptError.typeMismatch("value of type '\(container.typeName)' has no subscripts") }
        // The type's own and inherited subscripts, then those its protocols' extensions add.
        let added = runtime.types.protocolSubscripts(of: type)
        let own = type.superclass == nil ? type.subscripts : type.classChain.flatMap(\.subscripts)
        let candidates = (added.isEmpty ? own : own + added).filter { $0.isStatic == isStatic }
        guard !candidates.isEmpty else { throw ScriptError.typeMismatch("value of type '\(type.name)' has no subscripts") }
        let getter = try MethodDispatcher.select(candidates.map(\.getter), indices, labels: labels, name: "subscript", runtime: runtime)
        return (getter, candidates.first { $0.getter === getter }?.setter)
    }

    /// The Swift indices a range index stands for in `array` (a partial range such as `2...`
    /// runs to the array's or slice's end), or `nil` for other indices.
    private static func rangeIndex(_ index: Value, in array: ArrayValue) throws -> Range<Int>? {
        switch index {
        case let .range(lower, upper):
            guard lower <= upper else { throw ScriptError.trap("Range requires lowerBound <= upperBound") }
            return lower..<upper
        case let .closedRange(lower, upper):
            guard upper < Int.max else { throw ScriptError.indexOutOfRange(index: upper, count: array.count) }
            return lower..<(upper + 1)
        case .native(let box):
            guard let partial = box.payload as? PartialRange else { return nil }
            return partial.resolved(start: array.startIndex, end: array.endIndex)
        default: return nil
        }
    }
}
