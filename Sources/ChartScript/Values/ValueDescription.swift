/// The module name compiled programs give cells' types (`swiftc main.swift` names the module
/// `main`), which Swift prints in qualified names: `[main.Point(x: 1, y: 2)]`.
let moduleName = "main"

extension Value {
    /// The text `print` writes for built-in values: Swift's `description` (strings bare,
    /// Double as Swift prints it: `28.0`, `26.428571428571427`). Values of declared types need
    /// ``Describer``, which can run their `description`.
    var printed: String {
        (try? Describer(runtime: nil).description(of: self)) ?? described(quotingStrings: true)
    }

    /// The text shown as a cell's result for built-in values: like `print`, but strings are
    /// quoted as the Swift REPL shows them.
    var resultText: String { (try? Describer(runtime: nil).resultText(of: self)) ?? described(quotingStrings: true) }

    /// Swift's description; strings inside collections are always quoted.
    func described(quotingStrings: Bool) -> String {
        let describer = Describer(runtime: nil)
        return (try? quotingStrings ? describer.debugDescription(of: self) : describer.description(of: self)) ?? typeName
    }
}

/// Describes values as Swift does: `description` for `print` and interpolation,
/// `debugDescription` for elements of collections and fields of values. Values of declared
/// types use their `description` when they conform to `CustomStringConvertible` (which runs
/// cell code, hence the runtime), and otherwise Swift's default: `Point(x: 1, y: 2)`,
/// `hearts`, `main.Person`.
struct Describer {
    /// The runtime that runs declared `description` properties; `nil` describes without them.
    let runtime: Runtime?
    /// How deep the value being described is nested so far.
    private let nesting: DescriptionNesting

    /// A describer running declared descriptions through `runtime`, showing at most
    /// `partLimit` parts (elements, fields, payloads) of one value before eliding the rest, and
    /// of each array, set and dictionary its first `elementLimit` elements when given
    /// (`[0, 1, 2, … 997 more]`, as a preview shows a collection; `print` shows every element).
    init(runtime: Runtime?, partLimit: Int = DescriptionNesting.maximumParts, elementLimit: Int? = nil) {
        self.runtime = runtime
        nesting = DescriptionNesting(partLimit: partLimit, elementLimit: elementLimit)
    }

    /// What `print(value)` writes.
    func description(of value: Value) throws -> String {
        switch value {
        case .string(let text): return text
        case .instance(let instance):
            if let custom = try customDescription(of: value, type: instance.type) { return custom }
            if instance.type.isReferenceType { return qualifiedTypeName(of: value) }
            return instance.type.simpleName + genericSuffix(of: instance, qualified: false) + (try fieldList(of: instance))
        case .enumCase(let enumValue):
            if let custom = try customDescription(of: value, type: enumValue.type) { return custom }
            return try caseDescription(of: enumValue, arguments: enumArguments(of: value))
        case .metatype(let type): return type.simpleName
        case .type(let binding): return binding.name
        case .implicitMember(let name):
            if let resolved = try? Coercion.resolveImplicitMember(name) { return try description(of: resolved) }
            return "." + name
        case .array(let array) where array.isSlice: return try elementList(of: array)
        case let .range(lower, upper): return "\(lower)..<\(upper)"
        case let .closedRange(lower, upper): return "\(lower)...\(upper)"
        case .native(let box): return NativeDescription.describe(box)
        default: return try debugDescription(of: value)
        }
    }

    /// What a cell shows as its result: the description, with strings quoted as the Swift
    /// REPL shows them.
    func resultText(of value: Value) throws -> String {
        if case .string = value { return try debugDescription(of: value) }
        return try description(of: value)
    }

    /// `[1, 2, 3]`: the elements' debug descriptions in brackets.
    private func elementList(of array: ArrayValue) throws -> String {
        if let limit = nesting.elementLimit, array.count > limit {
            return Self.shortened(try (0..<limit).map { try debugDescription(of: try array.element(at: $0)) }, more: array.count - limit)
        }
        switch array.storage {
        case .ints(let items): return try Self.list(items) { String($0) }
        case .doubles(let items): return try Self.list(items) { $0.debugDescription }
        case .strings(let items): return try Self.list(items) { $0.debugDescription }
        case .values(let items):
            var poll = InterruptPoll(runtime)
            return "[" + (try items.map { try poll.step(); return try debugDescription(of: $0) }).joined(separator: ", ") + "]"
        }
    }

    /// A preview's shortened collection: `[0, 1, 2, … 997 more]`.
    private static func shortened(_ shown: [String], more: Int) -> String {
        "[" + shown.joined(separator: ", ") + ", … \(more) more]"
    }

    /// `[1, 2, 3]` as Swift's array description writes it, a step at a time so that describing
    /// a hundred million elements can be interrupted (small arrays by Swift's own description).
    private static func list<Element>(_ items: [Element], _ describe: (Element) -> String) throws -> String {
        guard items.count > InterruptPoll.interval else { return items.description }
        var poll = InterruptPoll()
        var text = "["
        for (index, item) in items.enumerated() {
            try poll.step()
            if index > 0 { text += ", " }
            text += describe(item)
        }
        return text + "]"
    }

    /// What Swift shows for the value inside a collection, an optional or another value.
    func debugDescription(of value: Value) throws -> String {
        guard try nesting.enter() else { return DescriptionNesting.elision }
        defer { nesting.leave() }
        switch value {
        case .void: return "()"
        case .null: return "nil"
        case .int(let number): return String(number)
        // `print` shows a NaN's sign and kind (`-nan`, `snan`), which `description` leaves out.
        case .double(let number): return number.isNaN ? number.debugDescription : number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return text.debugDescription
        case .array(let array):
            // An ArraySlice prints as its elements, and names itself inside other values.
            return array.isSlice ? "ArraySlice(" + (try elementList(of: array)) + ")" : try elementList(of: array)
        case .dictionary(let dictionary):
            if dictionary.count == 0 { return "[:]" }
            let shownCount = min(dictionary.count, nesting.elementLimit ?? dictionary.count)
            var pairs: [String] = []
            for (key, element) in zip(dictionary.keys.prefix(shownCount), dictionary.values.prefix(shownCount)) {
                pairs.append(try debugDescription(of: key.value) + ": " + debugDescription(of: element))
            }
            if shownCount < dictionary.count { return Self.shortened(pairs, more: dictionary.count - shownCount) }
            return "[" + pairs.joined(separator: ", ") + "]"
        case .set(let set):
            if let limit = nesting.elementLimit, set.count > limit {
                return Self.shortened(try set.values.prefix(limit).map { try debugDescription(of: $0) }, more: set.count - limit)
            }
            return "[" + (try set.values.map { try debugDescription(of: $0) }).joined(separator: ", ") + "]"
        // Inside other values a range names its type, as Swift's debug description does.
        case let .range(lower, upper): return "Range(\(lower)..<\(upper))"
        case let .closedRange(lower, upper): return "ClosedRange(\(lower)...\(upper))"
        case .tuple(let tuple):
            var parts: [String] = []
            for (label, element) in zip(tuple.labels, tuple.values) {
                parts.append((label.map { "\($0): " } ?? "") + (try debugDescription(of: element)))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function: return "(Function)"
        case .native(let box):
            if let text = value.characterInAny { return text.debugDescription }
            // A type (`type(of: dog)`) inside other values is named with its module: `main.Dog`.
            if let metatype = box.payload as? MetatypeValue { return qualifiedName(of: metatype.type) }
            return NativeDescription.debugDescribe(box)
        case .type(let binding):
            // Inside other values the standard library's types name their module: `[Swift.Int]`.
            return Self.standardLibraryTypes.contains(binding.name) || IntegerWidth.named(binding.name) != nil ? "Swift." + binding.name : binding.name
        case .implicitMember(let name):
            if let resolved = try? Coercion.resolveImplicitMember(name) { return try debugDescription(of: resolved) }
            return "." + name
        case .wrapped(let inner): return "Optional(" + (try debugDescription(of: inner)) + ")"
        case .instance(let instance):
            if let custom = try customDebugDescription(of: value, type: instance.type) { return custom }
            if instance.type.isReferenceType { return qualifiedTypeName(of: value) }
            return "\(moduleName).\(instance.type.name)" + genericSuffix(of: instance, qualified: true) + (try fieldList(of: instance))
        case .enumCase(let enumValue):
            if let custom = try customDebugDescription(of: value, type: enumValue.type) { return custom }
            return try qualifiedCaseDescription(of: enumValue, value: value, outerArguments: "")
        case .metatype(let type): return "\(moduleName).\(type.name)"
        case .keyPath(let path): return "\\" + (path.root?.description ?? "") + path.spelling
        }
    }

    /// The built-in types that are the standard library's (not the charting libraries').
    private static let standardLibraryTypes: Set<String> = [
        "Int", "Double", "Float", "Float64", "String", "Bool", "Character", "Substring", "Array", "Dictionary", "Set",
        "Optional", "Range", "ClosedRange", "Duration", "MemoryLayout", "Unicode", "AnyIterator",
    ]

    /// `(x: 1, y: 2)`: the stored properties as Swift's default description lists them.
    private func fieldList(of instance: Instance) throws -> String {
        var parts: [String] = []
        for (field, element) in zip(instance.type.fields, instance.fields) {
            parts.append(field.name + ": " + (try debugDescription(of: element)))
        }
        return "(" + parts.joined(separator: ", ") + ")"
    }

    /// `main.Box<Swift.Int>.full(3)`: a generic enum's arguments where the value shows them,
    /// or else those of the value it is inside (`.end` in `List<Int>.cell(2, .end)`).
    private func qualifiedCaseDescription(of enumValue: EnumCaseValue, value: Value, outerArguments: String) throws -> String {
        let own = enumArguments(of: value)
        let suffix = own.isEmpty && !enumValue.type.genericParameters.isEmpty ? outerArguments : own
        // `Result`, declared by the interpreter before the first cell, is the standard library's.
        let module = enumValue.type.location.cell == 0 ? "Swift" : moduleName
        return "\(module).\(enumValue.type.name)\(suffix)." + (try caseDescription(of: enumValue, arguments: suffix))
    }

    /// `<Swift.Int>` for a generic enum's value that shows its arguments, else empty.
    private func enumArguments(of value: Value) -> String {
        guard case .named(_, let arguments) = TypeNames.type(of: value), !arguments.isEmpty else { return "" }
        return "<" + arguments.map(qualifiedName).joined(separator: ", ") + ">"
    }

    /// `upc(8, 85909)` or `result(sunrise: "6:00", sunset: "18:00")` or `hearts`; `arguments`
    /// are the generic arguments (`<Swift.Int>`) a nested value of the same enum shares.
    private func caseDescription(of value: EnumCaseValue, arguments: String = "") throws -> String {
        let info = value.info
        guard let associated = info.associatedValues else { return info.name }
        var parts: [String] = []
        for (element, payload) in zip(associated, value.associatedValues) {
            let text: String
            if case .enumCase(let inner) = payload, inner.type === value.type, try customDebugDescription(of: payload, type: inner.type) == nil {
                if try nesting.enter() {
                    defer { nesting.leave() }
                    text = try qualifiedCaseDescription(of: inner, value: payload, outerArguments: arguments)
                } else {
                    text = DescriptionNesting.elision
                }
            } else {
                text = try debugDescription(of: payload)
            }
            parts.append((element.label.map { "\($0): " } ?? "") + text)
        }
        // A single unlabelled value is printed without a tuple around it, as Swift does.
        return info.name + "(" + parts.joined(separator: ", ") + ")"
    }

    func genericSuffix(of instance: Instance, qualified: Bool) -> String {
        guard let arguments = instance.genericArguments ?? inferredGenericArguments(of: instance), !arguments.isEmpty else { return "" }
        return "<" + arguments.map { qualified ? qualifiedName(of: $0) : $0.description }.joined(separator: ", ") + ">"
    }

    /// Generic arguments read off the field values (`Int` for `Stack(items: [1, 2])`).
    func inferredGenericArguments(of instance: Instance) -> [TypeRef]? {
        let parameters = instance.type.genericParameters
        guard !parameters.isEmpty else { return nil }
        var found: [String: TypeRef] = [:]
        for (field, element) in zip(instance.type.fields, instance.fields) {
            guard let declared = field.type else { continue }
            TypeNames.bind(declared, to: element, parameters: Set(parameters.map(\.name)), into: &found)
        }
        guard found.count == parameters.count else { return nil }
        return parameters.compactMap { found[$0.name] }
    }

    private func qualifiedTypeName(of value: Value) -> String {
        guard case .instance(let instance) = value else { return value.typeName }
        return "\(moduleName).\(instance.type.name)" + genericSuffix(of: instance, qualified: true)
    }

    /// A type name with its module, as Swift's debug descriptions write generic arguments:
    /// `Swift.Int`, `Swift.Array<Swift.Int>`, `main.Point`.
    func qualifiedName(of type: TypeRef) -> String {
        let types = runtime?.types
        return SwiftType.spelled(by: type).name(.qualified { name in
            let declared = types?.type(named: name)
            return declared != nil && declared?.location.cell != 0 ? moduleName : "Swift"
        })
    }

    /// The value's `description` when its type conforms to `CustomStringConvertible`.
    private func customDescription(of value: Value, type: TypeInfo) throws -> String? {
        guard let runtime, runtime.types.allConformances(of: type).contains("CustomStringConvertible") else { return nil }
        return try runtime.describingProperty("description", of: value)
    }

    /// The value's `debugDescription` (CustomDebugStringConvertible) or else its `description`.
    func customDebugDescription(of value: Value, type: TypeInfo) throws -> String? {
        guard let runtime else { return nil }
        let conformances = runtime.types.allConformances(of: type)
        if conformances.contains("CustomDebugStringConvertible") { return try runtime.describingProperty("debugDescription", of: value) }
        if conformances.contains("CustomStringConvertible") { return try runtime.describingProperty("description", of: value) }
        return nil
    }
}

/// How native values describe themselves: through `CustomStringConvertible` when they
/// conform, else the type name.
enum NativeDescription {
    static func describe(_ box: NativeBox) -> String {
        if let marker = box.payload as? ExclusiveAccess.Marker {
            marker.wasRead = true
            return marker.name
        }
        if let number = box.payload as? Float, number.isNaN { return number.debugDescription }
        if let describer = BindingTable.shared.types[box.typeName]?.describe { return describer(box.payload) }
        if let convertible = box.payload as? CustomStringConvertible { return convertible.description }
        return String(describing: box.payload)
    }

    /// The description inside other values: Swift's own debug description for the ranges
    /// held natively (`Range(0.5..<2.5)`, `ClosedRange("a"..."m")`), else the description.
    static func debugDescribe(_ box: NativeBox) -> String {
        if box.payload is any RangeExpression, let convertible = box.payload as? CustomDebugStringConvertible {
            return convertible.debugDescription
        }
        return describe(box)
    }
}

/// The depth a ``Describer`` has reached and the parts it has described: values nested
/// deeper than ``maximumDepth`` (an `[Any]` wrapped in itself a million times) are shown as
/// "…" there, so describing never recurses without bound; past ``maximumParts`` parts in one
/// description (an indirect enum built by doubling has 2^60 of them in 61 values) the rest
/// is "…" too, and every 4,096 parts the interrupt flag is checked.
final class DescriptionNesting {
    /// The deepest nesting described in full.
    static let maximumDepth = 1_000
    /// The most parts (elements, fields, associated values) one description shows.
    static let maximumParts = 1_000_000
    /// What stands for the values nested deeper.
    static let elision = "…"
    /// The most parts this description shows (``maximumParts`` unless a preview asks for fewer).
    let partLimit: Int
    /// The elements shown of each collection, when a preview shortens them.
    let elementLimit: Int?
    private var depth = 0
    private var parts = 0
    private var poll = InterruptPoll()

    init(partLimit: Int = DescriptionNesting.maximumParts, elementLimit: Int? = nil) {
        self.partLimit = partLimit
        self.elementLimit = elementLimit
    }

    /// Goes one level deeper; false (staying where it is) past ``maximumDepth`` or
    /// ``partLimit``; throws when the cell is interrupted.
    func enter() throws -> Bool {
        if depth == 0 {
            parts = 0
            poll = InterruptPoll()
        }
        guard depth < Self.maximumDepth, parts < partLimit else { return false }
        try poll.step()
        parts += 1
        depth += 1
        return true
    }

    /// Comes back up one level.
    func leave() {
        depth -= 1
    }
}
