/// The documentation of one bound name: what inspection shows and docs/language.md lists.
struct Documentation {
    /// The Swift signature, such as `var mean: Double { get throws }`.
    var signature: String
    /// One paragraph saying what it is and does.
    var summary: String
    /// A line of cell code using it.
    var example: String
}

/// One parameter of a bound initialiser, method or function.
struct ParameterSpec {
    /// The argument label, or `nil` for an unlabelled argument.
    var label: String?
    /// The expected type as written (`Double`, `[Double]`, `Color`, `closure`, `Any`),
    /// used to convert arguments (`.red` to a Color, Int to Double).
    var type: String
    /// Whether the caller may leave it out.
    var hasDefault = false
}

/// A bound initialiser, method or free function.
struct FunctionBinding {
    /// The base name (`map`, `LineGraph`, `print`).
    var name: String
    /// The parameters in order; ignored when `isVariadic`.
    var parameters: [ParameterSpec]
    /// Whether it takes any number of unlabelled arguments (`print`, `min`).
    var isVariadic = false
    /// The label of a variadic call's first argument, when it has one
    /// (`DataFrame(dictionaryLiteral: ("a", [1]), ("b", [2]))`).
    var variadicLabel: String?
    /// Whether it changes the receiver (`append`), which must then be a `var`.
    var isMutating = false
    var documentation: Documentation
    /// Whether Swift has it only after `import Foundation` (see ``FoundationNames``).
    var needsFoundation = false
    /// Runs the call. `receiver` is `.void` for free functions and initialisers.
    var body: (inout Value, BoundArguments, Runtime) throws -> Value

    /// The name with labels, as Swift spells a function: `sorted(by:)`.
    var fullName: String {
        if isVariadic { return "\(name)(\(variadicLabel ?? "_"):)" }
        return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

/// A bound instance property.
struct PropertyBinding {
    var name: String
    /// The property's type, for converting assigned values (`.blue` to a Color).
    var type: String
    var documentation: Documentation
    /// Whether Swift has it only after `import Foundation` (see ``FoundationNames``).
    var needsFoundation = false
    /// Reads the property.
    var get: (Value) throws -> Value
    /// Writes it, or `nil` for read-only properties.
    var set: ((inout Value, Value) throws -> Void)?
}

/// A bound static member: an enum case or a constant such as `Color.red` or `Double.pi`, or
/// a value read anew each time (`Date.now`).
struct StaticMemberBinding {
    var name: String
    var documentation: Documentation
    var value: Value
    /// Computes the value on each read, for members that change (`Date.now`).
    var compute: (() -> Value)?

    /// The member's value now.
    var currentValue: Value { compute?() ?? value }
}

/// Everything a cell can name on one type.
final class TypeBinding {
    let name: String
    let documentation: Documentation
    var initializers: [FunctionBinding] = []
    var properties: [String: PropertyBinding] = [:]
    var methods: [String: [FunctionBinding]] = [:]
    var staticMembers: [String: StaticMemberBinding] = [:]
    /// Old names (BEMSimpleLineGraph, CorePlot) mapped to the current ones.
    var renamedMembers: [String: String] = [:]
    /// Old names bound only to explain what to write instead (``OldNames/retire(_:on:origin:as:message:instead:)``).
    var retiredMembers: Set<String> = []
    /// Describes a payload for `print` and text/plain, when `description` is not enough.
    var describe: ((Any) -> String)?
    /// Renders a payload as a rich display (charts: SVG plus a text summary).
    var richDisplay: ((Any) throws -> [String: String])?
    /// Reads `value[index]` for a payload (a table's column by name), or `nil` when the type has no subscript.
    var subscriptGet: ((Any, [Value]) throws -> Value)?
    /// Reads `value[label: index]` for a payload, by the subscript's first label (a frame's
    /// `df[row: 3]`); an unlabelled subscript goes to `subscriptGet`.
    var labelledSubscriptGet: [String: (Any, [Value]) throws -> Value] = [:]
    /// Writes `value[index] = newValue` for a payload, giving the changed value (a frame's
    /// column by name), or `nil` when the subscript is get-only.
    var subscriptSet: ((Any, [Value], Value) throws -> Value)?
    /// Converts a value Swift bridges to this type (`total as NSNumber`, `let n: NSNumber = 5`),
    /// or gives `nil` for one it does not.
    var bridge: ((Value) throws -> Value?)?

    init(name: String, documentation: Documentation) {
        self.name = name
        self.documentation = documentation
    }

    func addInitializer(_ parameters: [ParameterSpec], _ documentation: Documentation,
                        _ body: @escaping (BoundArguments, Runtime) throws -> Value) {
        let needsFoundation = FoundationNames.isFoundationInitializer(of: name, firstLabel: parameters.first?.label)
        initializers.append(FunctionBinding(name: name, parameters: parameters, documentation: documentation,
                                            needsFoundation: needsFoundation) { _, arguments, runtime in
            try body(arguments, runtime)
        })
    }

    /// An initialiser taking any number of arguments, the first labelled `label`
    /// (`init(dictionaryLiteral elements: (String, [Any?])...)`); the body gets them in order.
    func addVariadicInitializer(label: String, _ documentation: Documentation,
                                _ body: @escaping (BoundArguments, Runtime) throws -> Value) {
        initializers.append(FunctionBinding(name: name, parameters: [], isVariadic: true, variadicLabel: label,
                                            documentation: documentation) { _, arguments, runtime in
            try body(arguments, runtime)
        })
    }

    func addProperty(_ name: String, type: String, _ documentation: Documentation,
                     get: @escaping (Value) throws -> Value,
                     set: ((inout Value, Value) throws -> Void)? = nil) {
        properties[name] = PropertyBinding(name: name, type: type, documentation: documentation,
                                           needsFoundation: FoundationNames.isFoundationMember(name, of: self.name), get: get, set: set)
    }

    func addMethod(_ name: String, _ parameters: [ParameterSpec], isMutating: Bool = false,
                   _ documentation: Documentation,
                   _ body: @escaping (inout Value, BoundArguments, Runtime) throws -> Value) {
        methods[name, default: []].append(FunctionBinding(name: name, parameters: parameters, isMutating: isMutating,
                                                          documentation: documentation,
                                                          needsFoundation: FoundationNames.isFoundationMember(name, of: self.name), body: body))
    }

    func addStatic(_ name: String, _ value: Value, _ documentation: Documentation) {
        staticMembers[name] = StaticMemberBinding(name: name, documentation: documentation, value: value)
    }

    /// A static member computed on each read (`Date.now`); `sample` stands for it where a
    /// value is needed without reading it (completion, inspection).
    func addComputedStatic(_ name: String, sample: Value, _ documentation: Documentation, _ compute: @escaping () -> Value) {
        staticMembers[name] = StaticMemberBinding(name: name, documentation: documentation, value: sample, compute: compute)
    }

    /// Every member name a cell can write after a value of this type.
    var memberNames: [String] {
        Array(properties.keys) + Array(methods.keys)
    }
}

/// Shorthand for documentation entries.
func doc(_ signature: String, _ summary: String, _ example: String) -> Documentation {
    Documentation(signature: signature, summary: summary, example: example)
}

/// Shorthand for a parameter.
func param(_ label: String?, _ type: String, default hasDefault: Bool = false) -> ParameterSpec {
    ParameterSpec(label: label, type: type, hasDefault: hasDefault)
}
