/// The storage of a struct, class or actor instance declared in a cell.
///
/// Struct instances have value semantics through copy-on-write: code that changes a field
/// first makes the instance unique (``uniqued()``), so a copy held elsewhere never changes.
/// Class instances are shared and change in place.
final class Instance {
    /// The type the instance was made as (for classes, the dynamic type).
    let type: TypeInfo
    /// The stored properties, in ``TypeInfo/fields`` order; `.void` while not yet initialized.
    var fields: [Value]
    /// Generic arguments known for the instance (`Int` in `Stack<Int>()`), for its description.
    var genericArguments: [TypeRef]?
    /// Runs the type's `deinit` when a class instance is freed.
    var finalizer: ((Instance) -> Void)?

    init(type: TypeInfo, fields: [Value], genericArguments: [TypeRef]? = nil) {
        self.type = type
        self.fields = fields
        self.genericArguments = genericArguments
    }

    deinit {
        if let finalizer {
            // The deinitializer sees a stand-in sharing this instance's fields; nothing keeps this
            // object, which is being freed.
            let standIn = Instance(type: type, fields: fields, genericArguments: genericArguments)
            fields = []
            finalizer(standIn)
        }
        ValueRelease.releaseAll(&fields)
    }

    /// A copy with the same fields (for a struct about to change while shared). A noncopyable
    /// value is one value however the interpreter shares it: its `deinit` goes with the copy.
    func copy() -> Instance {
        CopyMeter.note(bytes: fields.count * MemoryLayout<Value>.stride)
        let copy = Instance(type: type, fields: fields, genericArguments: genericArguments)
        if finalizer != nil {
            copy.finalizer = finalizer
            finalizer = nil
        }
        return copy
    }

    /// Runs the `deinit` now, once (a noncopyable value consumed).
    func endLifetime() {
        guard let finalizer else { return }
        self.finalizer = nil
        finalizer(self)
    }

    /// The type's name as Swift prints it: `Point`, `Stack<Int>`.
    var typeDescription: String {
        guard let arguments = genericArguments, !arguments.isEmpty else { return type.name }
        return SwiftType.spelled(by: .named(type.name, arguments)).name(.diagnostic)
    }
}

/// A case of an enum declared in a cell, with its associated values (immutable).
final class EnumCaseValue {
    let type: TypeInfo
    let caseIndex: Int
    private(set) var associatedValues: [Value]
    /// The generic arguments of a generic enum's value when a declared type gave them
    /// (`Int` and `MyError` for `let r: Result<Int, MyError> = .success(3)`).
    let genericArguments: [TypeRef]?

    init(type: TypeInfo, caseIndex: Int, associatedValues: [Value], genericArguments: [TypeRef]? = nil) {
        self.type = type
        self.caseIndex = caseIndex
        self.associatedValues = associatedValues
        self.genericArguments = genericArguments
    }

    /// The same case with the generic arguments a declared type gives it (a new value: cases
    /// without associated values are shared).
    func withGenericArguments(_ arguments: [TypeRef]) -> EnumCaseValue {
        EnumCaseValue(type: type, caseIndex: caseIndex, associatedValues: associatedValues, genericArguments: arguments)
    }

    deinit { ValueRelease.releaseAll(&associatedValues) }

    /// The case's declaration.
    var info: EnumCaseInfo { type.cases[caseIndex] }
    var name: String { info.name }
}

/// A key path: the members and subscripts to go through one after another
/// (`\Student.address.city`, `\.barColors[2]`).
final class KeyPathValue {
    /// One step of the path.
    enum Step {
        /// A property, possibly followed by `?` (optional chaining).
        case member(String, isOptionalChain: Bool)
        /// A subscript with its evaluated indices.
        case subscripted([Value], labels: [String?])
    }

    /// The root type as written, if any.
    let root: TypeRef?
    let steps: [Step]

    init(root: TypeRef?, steps: [Step]) {
        self.root = root
        self.steps = steps
    }

    /// The path as written after its root: `.name`, `.colors[2]`.
    var spelling: String {
        steps.map { step -> String in
            switch step {
            case let .member(name, isOptionalChain): return "." + name + (isOptionalChain ? "?" : "")
            case .subscripted(let indices, _): return "[" + indices.map(\.printed).joined(separator: ", ") + "]"
            }
        }.joined()
    }

    /// `KeyPath<Student, String>`-like name for messages.
    var typeName: String { "KeyPath<\(root?.description ?? "_"), _>" }
}

extension Value {
    /// The declared type of the instance this value holds, read without keeping the instance
    /// (a reference kept through a change would make a struct look shared, and copied).
    var instanceType: TypeInfo? {
        if case .instance(let instance) = self { return instance.type }
        return nil
    }

    /// The stored property at `index` of the instance this value holds (`.void` for other values).
    func instanceField(_ index: Int) -> Value {
        if case .instance(let instance) = self { return instance.fields[index] }
        return .void
    }

    /// Makes a struct instance inside `self` unique before it changes (copy-on-write);
    /// returns the instance to change. Class instances are returned as they are.
    mutating func uniqueInstance() -> Instance? {
        guard case .instance(var instance) = self else { return nil }
        if instance.type.isReferenceType { return instance }
        self = .void
        if !isKnownUniquelyReferenced(&instance) { instance = instance.copy() }
        self = .instance(instance)
        return instance
    }

    /// Runs `body` on the stored property at `index` of the instance inside `self`, in place;
    /// `nil` (and `body` not run) when `self` holds no instance.
    ///
    /// A struct instance is moved out of `self` while it changes, made unique first
    /// (copy-on-write: copied only when another value shares it), and its field changed where
    /// it is stored; nothing else can reach it meanwhile. A class instance is shared: its field
    /// is taken out while it changes (so what the field holds is not shared) and put back.
    @inline(__always)
    mutating func modifyInstanceField<Result>(_ index: Int, _ body: (inout Value) throws -> Result) rethrows -> Result? {
        guard case .instance(var instance) = self else { return nil }
        if instance.type.isReferenceType {
            var element = Value.void
            swap(&instance.fields[index], &element)
            defer { swap(&instance.fields[index], &element) }
            return try body(&element)
        }
        // `self` lets go of the instance, so the check sees only the references others hold.
        self = .void
        if !isKnownUniquelyReferenced(&instance) { instance = instance.copy() }
        defer { self = .instance(instance) }
        // (A copy was counted by `copy()`; the fields' buffer it shared is copied on this write.)
        return try body(&instance.fields[index])
    }

    /// Runs `body` on the element at the Swift index `index` of the array inside `self`, where
    /// the element is stored, when the array keeps its elements as values (see
    /// ``ArrayValue/modifyStoredValue(at:_:)``); `nil` for anything else, left as it was.
    /// An index outside the array is an error, as for any element write.
    @inline(__always)
    mutating func modifyArrayElementInPlace<Result>(atIndex index: Int, _ body: (inout Value) throws -> Result?) throws -> Result? {
        guard case .array(var array) = self else { return nil }
        self = .void
        defer { self = .array(array) }
        return try array.modifyStoredValue(at: try array.offset(ofIndex: index), body)
    }
}
