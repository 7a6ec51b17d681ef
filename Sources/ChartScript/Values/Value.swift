/// A value a cell computes with.
///
/// Small values are stored inline; arrays keep numbers in specialised storage
/// (`[Int]`, `[Double]`) so that large numeric arrays cost what Swift arrays cost.
enum Value {
    /// The result of a statement or a function without a return value.
    case void
    /// `nil`.
    case null
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array(ArrayValue)
    case dictionary(DictionaryValue)
    /// `Set<Element>`.
    case set(SetValue)
    /// `lower..<upper`.
    case range(Int, Int)
    /// `lower...upper`.
    case closedRange(Int, Int)
    /// A tuple such as the `(offset:, element:)` pairs of `enumerated()`.
    case tuple(TupleValue)
    /// A function or closure.
    case function(FunctionValue)
    /// A ChartCore or ChartData value (a chart, a colour, a summary …).
    case native(NativeBox)
    /// A type named as a value: `Color` in `Color.red`, `Double` in `Double(3)`.
    case type(TypeBinding)
    /// `.red` before the context says which type it belongs to.
    case implicitMember(String)
    /// `Optional.some(value)`: a value inside an optional (`nil` is ``null``).
    indirect case wrapped(Value)
    /// An instance of a struct, class or actor declared in a cell.
    case instance(Instance)
    /// A case of an enum declared in a cell, with its associated values.
    case enumCase(EnumCaseValue)
    /// A type declared in a cell, named as a value: `Point` in `Point(x: 1, y: 2)`, `Point.self`.
    case metatype(TypeInfo)
    /// A key path such as `\Student.age` or `\.count`.
    case keyPath(KeyPathValue)

    /// The name of the value's type, as error messages and the binding table spell it; nested
    /// arrays, sets and optionals are named ``typeNameDepth`` levels deep at most (`[[…]]` below
    /// that), so that a value nested hundreds of thousands deep is named at once.
    var typeName: String { typeName(depth: Self.typeNameDepth) }

    /// How many levels of nested arrays, sets and optionals ``typeName`` spells out.
    static let typeNameDepth = 8

    /// The type's name with `depth` more levels of nesting spelt out.
    func typeName(depth: Int) -> String {
        switch self {
        case .void: return "Void"
        case .null: return "Optional"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .array(let array):
            let element = array.elementTypeName(depth: depth - 1)
            return array.isSlice ? "ArraySlice<\(element)>" : "[\(element)]"
        case .dictionary: return "Dictionary"
        case .set(let set): return "Set<\(depth > 0 ? set.first?.typeName(depth: depth - 1) ?? "Any" : "…")>"
        case .range: return "Range<Int>"
        case .closedRange: return "ClosedRange<Int>"
        case .tuple: return "Tuple"
        case .function: return "Function"
        case .native(let box): return box.typeName
        case .type(let binding): return "\(binding.name).Type"
        case .implicitMember(let name): return "implicit member '.\(name)'"
        case .wrapped(let inner): return "Optional<\(depth > 0 ? inner.typeName(depth: depth - 1) : "…")>"
        case .instance(let instance): return instance.typeDescription
        case .enumCase(let value): return value.type.name
        case .metatype(let type): return "\(type.name).Type"
        case .keyPath(let path): return path.typeName
        }
    }

    /// The name under which the binding table lists the value's members.
    var bindingTypeName: String {
        switch self {
        case .array: return "Array"
        case .range, .closedRange: return "Range"
        case .set: return "Set"
        case .null, .wrapped: return "Optional"
        default: return typeName
        }
    }

    /// The number as a Double, promoting Int (ChartScript's documented leniency).
    var asDouble: Double? {
        switch self {
        case .double(let value): return value
        case .int(let value): return Double(value)
        case .native(let box):
            if let number = box.payload as? SizedInteger { return number.doubleValue }
            if let number = box.payload as? Float { return Double(number) }
            return nil
        default: return nil
        }
    }

    /// Whether the value is an optional: `nil` or a wrapped value.
    var isOptional: Bool {
        switch self {
        case .null, .wrapped: return true
        default: return false
        }
    }

    /// Whether an array holding only values of this kind keeps them in specialised storage
    /// (`[Int]`, `[Double]`, `[String]`): an Int, a Double or a String.
    @inline(__always)
    var fitsSpecialisedStorage: Bool {
        switch self {
        case .int, .double, .string: return true
        default: return false
        }
    }

    /// Whether the value is `.name` waiting for a type to resolve it.
    var isImplicitMember: Bool {
        if case .implicitMember = self { return true }
        return false
    }

    /// The value inside an optional, or the value itself; `nil` for `nil`.
    var unwrapped: Value? {
        switch self {
        case .null: return nil
        case .wrapped(let inner): return inner
        default: return self
        }
    }

    /// The value made optional, unless it already is one (how Swift promotes a value where an
    /// optional is expected).
    var promotedToOptional: Value {
        switch self {
        case .null, .wrapped: return self
        default: return .wrapped(self)
        }
    }

    /// An optional from a Swift optional: `.wrapped(value)` or `nil`.
    static func optional(_ value: Value?) -> Value {
        value.map { .wrapped($0) } ?? .null
    }
}

/// A tuple's values and their labels (`nil` for unlabelled positions).
final class TupleValue {
    let labels: [String?]
    private(set) var values: [Value]

    init(labels: [String?], values: [Value]) {
        self.labels = labels
        self.values = values
    }

    deinit { ValueRelease.releaseAll(&values) }

    /// Replaces the two values of a pair in place; only for a tuple nothing else holds
    /// (see ``ReusedTuples``).
    func refill(_ first: Value, _ second: Value) {
        values[0] = first
        values[1] = second
    }

    /// The element named `name` (a label or a position such as `0`).
    func element(named name: String) -> Value? {
        // A label is a name, never a number: labels first, then a position.
        if let index = labels.firstIndex(of: name) { return values[index] }
        if let index = Int(name), values.indices.contains(index) { return values[index] }
        return nil
    }
}

/// A value from ChartCore or ChartData held by a cell, immutable: setting a property
/// makes a new box, so chart variables have value semantics like the Swift structs inside.
final class NativeBox {
    /// The binding table's name for the type (`LineGraph`, `Color` …).
    let typeName: String
    /// The Swift value.
    let payload: Any
    /// The payload when it is a fixed-width integer, read without a dynamic cast (sized
    /// integers are the boxes arithmetic loops meet most: the bytes of `s.utf8`).
    let sizedInteger: SizedInteger?

    init(typeName: String, payload: Any) {
        self.typeName = typeName
        self.payload = payload
        sizedInteger = payload as? SizedInteger
    }

    /// The payload when it is a `Float` itself (not a number that converts to one, as an
    /// `NSNumber` would).
    var float: Float? {
        type(of: payload) == Float.self ? payload as? Float : nil
    }
}
