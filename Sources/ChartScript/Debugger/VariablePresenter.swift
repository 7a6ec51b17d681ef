import JupyterEngine

/// How values show in the debugger's variables panel: the text `print` gives (long
/// collections shortened), the Swift type, and, for values made of parts (struct and class
/// fields, enum payloads, tuple elements, array, set and dictionary elements), a variables
/// reference that lists the parts. Large collections list their elements in runs of at most
/// ``runLength`` (`[0..<100]`, `[100..<200]` …), each expandable, so any front end pages
/// through a million elements a hundred at a time.
struct VariablePresenter {
    let runtime: Runtime?
    let references: VariableReferences

    /// Elements listed at once, and the most a collection's shortened text shows.
    static let runLength = 100
    /// The longest value text sent; longer ones end with "…".
    static let maximumTextLength = 4_000

    /// The Debug Adapter Protocol `Variable` for `name`.
    func variable(named name: String, value: Value, declaredType: TypeRef? = nil, evaluateName: String? = nil) -> JSONValue {
        let shown = Self.unwrappingWeak(value)
        var variable: [String: JSONValue] = [
            "name": .string(name),
            "value": .string(text(of: shown)),
            "type": .string(Self.typeName(of: shown, declared: declaredType)),
            "variablesReference": .int(Self.hasParts(shown) ? references.add(.value(shown)) : 0),
        ]
        if let evaluateName { variable["evaluateName"] = .string(evaluateName) }
        if let count = Self.elementCount(of: shown) { variable["indexedVariables"] = .int(count) }
        return .object(variable)
    }

    /// The text of a value as `print` writes it, with collections of more than ``runLength``
    /// elements shortened (`[1, 2, …, 100, … 999,900 more]`) and long texts cut.
    func text(of value: Value) -> String {
        ValuePreview(runtime: runtime, maximumLength: Self.maximumTextLength).text(of: value)
    }

    private func element(_ describer: Describer, _ value: Value) -> String {
        (try? describer.debugDescription(of: value)) ?? value.typeName
    }

    /// The variables a container lists; `start` and `count` (the protocol's paging) pick a window
    /// of a collection's elements.
    func children(of container: VariableContainer, start: Int?, count: Int?) -> [JSONValue] {
        switch container {
        case .locals, .globals:
            return []
        case .value(let value):
            if let start, let elements = Self.elementCount(of: value) {
                let lower = min(max(start, 0), elements)
                let upper = min(lower + max(count ?? Self.runLength, 0), elements)
                return parts(of: value, in: lower..<upper)
            }
            if let elements = Self.elementCount(of: value) { return runs(of: value, in: 0..<elements) }
            return namedParts(of: value)
        case let .elements(value, range):
            return runs(of: value, in: range)
        }
    }

    /// The elements of `range` one by one when there are few, else runs of them.
    private func runs(of value: Value, in range: Range<Int>) -> [JSONValue] {
        guard range.count > Self.runLength else { return parts(of: value, in: range) }
        var length = Self.runLength
        while range.count > length * Self.runLength { length *= Self.runLength }
        return stride(from: range.lowerBound, to: range.upperBound, by: length).map { lower in
            let run = lower..<min(lower + length, range.upperBound)
            return .object(["name": .string("[\(run.lowerBound)..<\(run.upperBound)]"), "value": .string("\(run.count) elements"),
                            "type": "", "variablesReference": .int(references.add(.elements(value, run)))])
        }
    }

    /// The elements of a collection in `range`.
    private func parts(of value: Value, in range: Range<Int>) -> [JSONValue] {
        switch value {
        case .array(let array):
            return range.map { index in
                variable(named: "[\(index)]", value: (try? array.element(at: index)) ?? .void)
            }
        case .set(let set):
            let values = set.values
            return range.map { variable(named: "[\($0)]", value: values[$0]) }
        case .dictionary(let dictionary):
            let describer = Describer(runtime: runtime)
            return range.map { index in
                variable(named: element(describer, dictionary.keys[index].value), value: dictionary.values[index])
            }
        case .wrapped(let inner):
            return parts(of: inner, in: range)
        default:
            return []
        }
    }

    /// The named parts of a struct, class, enum case or tuple.
    private func namedParts(of value: Value) -> [JSONValue] {
        switch value {
        case .instance(let instance):
            return zip(instance.type.fields, instance.fields).compactMap { field, stored in
                if case .void = stored { return nil }
                return variable(named: field.name, value: stored, declaredType: field.type)
            }
        case .enumCase(let enumCase):
            let labels = enumCase.info.associatedValues ?? []
            return enumCase.associatedValues.enumerated().map { index, stored in
                let label = index < labels.count ? labels[index].label : nil
                return variable(named: label ?? ".\(index)", value: stored)
            }
        case .tuple(let tuple):
            return tuple.values.enumerated().map { index, stored in
                variable(named: tuple.labels[index] ?? ".\(index)", value: stored)
            }
        case .wrapped(let inner):
            return namedParts(of: inner)
        default:
            return []
        }
    }

    /// How many elements a collection lists (nil for values without elements).
    static func elementCount(of value: Value) -> Int? {
        switch value {
        case .array(let array): return array.count
        case .set(let set): return set.count
        case .dictionary(let dictionary): return dictionary.count
        case .wrapped(let inner): return elementCount(of: inner)
        default: return nil
        }
    }

    /// Whether the value has parts to list.
    static func hasParts(_ value: Value) -> Bool {
        switch value {
        case .array(let array): return !array.isEmpty
        case .set(let set): return set.count > 0
        case .dictionary(let dictionary): return dictionary.count > 0
        case .tuple(let tuple): return !tuple.values.isEmpty
        case .instance(let instance): return !instance.fields.isEmpty
        case .enumCase(let enumCase): return !enumCase.associatedValues.isEmpty
        case .wrapped(let inner): return hasParts(inner)
        default: return false
        }
    }

    /// The Swift type to show: the declared one when the code wrote it, else the value's own.
    static func typeName(of value: Value, declared: TypeRef?) -> String {
        if let declared { return declared.description }
        switch value {
        case .instance(let instance): return instance.typeDescription
        case .wrapped(let inner): return typeName(of: inner, declared: nil) + "?"
        default: return value.typeName
        }
    }

    /// A weak or unowned field's object (its storage holds a weak box).
    static func unwrappingWeak(_ value: Value) -> Value {
        WeakReference.load(value)
    }
}
