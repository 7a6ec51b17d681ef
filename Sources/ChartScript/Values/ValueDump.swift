/// What Swift's `dump(_:name:indent:maxDepth:maxItems:)` writes: the value and, indented below
/// it, its parts as Swift's `Mirror` lists them (stored properties, elements, an optional's
/// `some`, an enum case's associated values, a class's `super`), one line each.
struct ValueDump {
    /// Describes summaries, running declared `description`s.
    let describer: Describer
    /// How many more lines may be written (`maxItems`).
    private var itemsLeft: Int
    /// Class instances already written, by identity, with their numbers (`#0`).
    private var visited: [ObjectIdentifier: Int] = [:]
    private var output = ""
    /// The most lines one dump writes (an indirect enum built by doubling has 2^60).
    static let maximumLines = 1_000_000
    private var linesLeft = ValueDump.maximumLines + 1
    private var poll = InterruptPoll()

    /// The text `dump(value, name:indent:maxDepth:maxItems:)` writes.
    static func text(of value: Value, name: String?, indent: Int, maxDepth: Int, maxItems: Int, describer: Describer) throws -> String {
        var dump = ValueDump(describer: describer, itemsLeft: maxItems)
        try dump.write(value, name: name, indent: indent, maxDepth: maxDepth)
        return dump.output
    }

    private init(describer: Describer, itemsLeft: Int) {
        self.describer = describer
        self.itemsLeft = itemsLeft
    }

    /// One part of a value: its label (`x`, `.0`, `some`, none for elements) and value.
    private typealias Child = (label: String?, value: Value)

    private mutating func write(_ value: Value, name: String?, indent: Int, maxDepth: Int) throws {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        try poll.step()
        linesLeft -= 1
        guard linesLeft > 0 else {
            if linesLeft == 0 { output += String(repeating: " ", count: max(0, indent)) + "… (the dump stops after \(Self.maximumLines) lines)\n" }
            return
        }
        let children = try self.children(of: value)
        output += String(repeating: " ", count: max(0, indent))
        output += children.isEmpty ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        if let name { output += name + ": " }
        output += try summary(of: value)
        if case .instance(let instance) = value, instance.type.isReferenceType {
            let identity = ObjectIdentifier(instance)
            if let number = visited[identity] {
                output += " #\(number)\n"
                return
            }
            visited[identity] = visited.count
            output += " #\(visited[identity] ?? 0)"
        }
        output += "\n"
        guard maxDepth > 0 else { return }
        if case .instance(let instance) = value, let superclass = instance.type.superclass {
            try writeSuperclass(superclass, of: instance, indent: indent + 2, maxDepth: maxDepth - 1)
        }
        try writeChildren(children, indent: indent, maxDepth: maxDepth)
    }

    /// `▿ super: main.Base` and the superclass's own stored properties below it.
    private mutating func writeSuperclass(_ type: TypeInfo, of instance: Instance, indent: Int, maxDepth: Int) throws {
        guard itemsLeft > 0 else { return }
        itemsLeft -= 1
        let children = ownFields(of: instance, as: type)
        output += String(repeating: " ", count: max(0, indent))
        output += children.isEmpty ? "- " : maxDepth <= 0 ? "▹ " : "▿ "
        output += "super: \(moduleName).\(type.name)\n"
        guard maxDepth > 0 else { return }
        if let superclass = type.superclass {
            try writeSuperclass(superclass, of: instance, indent: indent + 2, maxDepth: maxDepth - 1)
        }
        try writeChildren(children, indent: indent, maxDepth: maxDepth)
    }

    private mutating func writeChildren(_ children: [Child], indent: Int, maxDepth: Int) throws {
        for (index, child) in children.enumerated() {
            if itemsLeft <= 0 {
                let remainder = children.count - index
                output += String(repeating: " ", count: max(0, indent + 4))
                output += "(\(remainder)\(index > 0 ? " more" : "") \(remainder == 1 ? "child" : "children"))\n"
                return
            }
            try write(child.value, name: child.label, indent: indent + 2, maxDepth: maxDepth - 1)
        }
    }

    /// The parts Swift's `Mirror` lists for the value.
    private func children(of value: Value) throws -> [Child] {
        switch value {
        case .array(let array): return array.values.map { (nil, $0) }
        case .set(let set): return set.values.map { (nil, $0) }
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { key, element in
                (nil, .tuple(TupleValue(labels: ["key", "value"], values: [key.value, element])))
            }
        case .tuple(let tuple):
            return tuple.values.indices.map { index in (tuple.labels[index] ?? ".\(index)", tuple.values[index]) }
        case .wrapped(let inner): return [("some", inner)]
        case let .range(lower, upper), let .closedRange(lower, upper):
            return [("lowerBound", .int(lower)), ("upperBound", .int(upper))]
        case .instance(let instance): return ownFields(of: instance, as: instance.type)
        case .enumCase(let enumValue):
            guard let associated = enumValue.info.associatedValues else { return [] }
            let values = enumValue.associatedValues
            if values.count == 1, associated.first?.label == nil { return [(enumValue.info.name, values[0])] }
            let labels = associated.map(\.label)
            return [(enumValue.info.name, .tuple(TupleValue(labels: labels, values: values)))]
        case .native(let box) where box.payload is MirrorNode:
            return (box.payload as? MirrorNode)?.children ?? []
        case .native(let box):
            // A date's one stored property, as its mirror lists it.
            guard let seconds = DateBindings.secondsSinceReferenceDate(in: box) else { return [] }
            return [("timeIntervalSinceReferenceDate", .double(seconds))]
        default: return []
        }
    }

    /// The stored properties `type` itself declares (its superclass's come first in `fields`).
    private func ownFields(of instance: Instance, as type: TypeInfo) -> [Child] {
        let start = type.superclass?.fields.count ?? 0
        let end = min(type.fields.count, instance.fields.count)
        guard start < end else { return [] }
        return (start..<end).map { (type.fields[$0].name, instance.fields[$0]) }
    }

    /// The text after the bullet: a count for collections, else the debug description, or
    /// for types of cells without one, the qualified type (and case) name.
    private func summary(of value: Value) throws -> String {
        switch value {
        case .array(let array): return Self.counted(array.count, "element")
        case .set(let set): return Self.counted(set.count, "member")
        case .dictionary(let dictionary): return Self.counted(dictionary.count, "key/value pair")
        case .tuple(let tuple): return "(" + Self.counted(tuple.values.count, "element") + ")"
        case .range(let lower, let upper): return "Range(\(lower)..<\(upper))"
        case .closedRange(let lower, let upper): return "ClosedRange(\(lower)...\(upper))"
        case .native(let box) where box.payload is MirrorNode: return (box.payload as? MirrorNode)?.summary ?? ""
        case .instance(let instance):
            if let custom = try describer.customDebugDescription(of: value, type: instance.type) { return custom }
            return "\(moduleName).\(instance.type.name)" + describer.genericSuffix(of: instance, qualified: true)
        case .enumCase(let enumValue):
            if let custom = try describer.customDebugDescription(of: value, type: enumValue.type) { return custom }
            return "\(moduleName).\(enumValue.type.name).\(enumValue.info.name)"
        default: return try describer.debugDescription(of: value)
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// A value as `dump` should list it when the interpreter holds it otherwise (a lazy wrapper
/// held as a sequence): the summary after its bullet and its labelled parts.
struct MirrorNode {
    /// The text after the bullet (`Swift.LazySequence<Swift.Array<Swift.Int>>`, `(Function)`).
    let summary: String
    /// Its parts, in Swift's mirror order.
    let children: [(label: String?, value: Value)]

    /// A node with parts, as a value `dump` takes.
    static func node(_ summary: String, _ children: [(label: String, value: Value)]) -> Value {
        .native(NativeBox(typeName: summary, payload: MirrorNode(summary: summary, children: children.map { ($0.label, $0.value) })))
    }

    /// A part without parts of its own (`- _transform: (Function)`).
    static func leaf(_ summary: String) -> Value {
        .native(NativeBox(typeName: summary, payload: MirrorNode(summary: summary, children: [])))
    }
}
