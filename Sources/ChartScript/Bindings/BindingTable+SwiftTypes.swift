/// Library types bound by their Swift type: a chart's binding is registered as
/// `table.type(LineGraph.self, …)`, its values are made with `.bound(graph)`, parameters and
/// properties are typed by the `Bridge` that converts them, and a value's binding is found
/// from its payload's Swift type. No name is written by hand, so a misspelt or renamed type
/// is a compile error instead of a lookup that quietly finds nothing.
extension BindingTable {
    /// The name cells use for the Swift type `type`: the type's own name (`LineGraph`, `Color`,
    /// `Table`), as Swift prints it. (`String(describing:)` prints the same, after asking the
    /// runtime whether the metatype conforms to three printing protocols: each new type then
    /// scans every conformance in the program, which made building the table most of a
    /// session's start.)
    static func name(of type: Any.Type) -> String {
        _typeName(type, qualified: false)
    }

    /// The binding of the Swift type `swiftType`, under the type's own name, created (with
    /// `documentation`) on first use.
    @discardableResult
    func type<T>(_ swiftType: T.Type, _ documentation: Documentation) -> TypeBinding {
        type(Self.name(of: swiftType), documentation)
    }

    /// Binds a string-backed enum by its Swift type: each case becomes a static member
    /// (`Theme.dark`, `.dark`).
    @discardableResult
    func enumeration<E: CaseIterable & RawRepresentable>(_ type: E.Type, _ summary: String,
                                                        example: String) -> TypeBinding where E.RawValue == String {
        enumeration(Self.name(of: type), type, summary, example: example)
    }

    /// The binding of values whose payload has the Swift type `swiftType`; nil when that type
    /// is not bound.
    func binding(for swiftType: Any.Type) -> TypeBinding? {
        types[Self.name(of: swiftType)]
    }
}

extension Value {
    /// A cell value holding the library value `payload`, of the binding of its Swift type.
    static func bound<T>(_ payload: T) -> Value {
        .native(NativeBox(typeName: BindingTable.name(of: T.self), payload: payload))
    }
}

extension Bridge {
    /// A bridge for the library type `T` held in a ``NativeBox``, named as Swift names `T`.
    static func native() -> Bridge<T> {
        native(BindingTable.name(of: T.self))
    }
}

extension BoundArguments {
    /// The argument at `index` as the library type `T`; an error naming `T` when it is another
    /// kind of value.
    func bound<T>(_ index: Int, as type: T.Type) throws -> T {
        try native(index, as: type, named: BindingTable.name(of: type))
    }
}

/// A parameter typed by the bridge that converts its argument (`param(nil, Bridge.doubles)`,
/// `param("color", Bridge<Color>.native().optional)`): its written type is the bridge's, so
/// the two cannot disagree.
func param<T>(_ label: String?, _ bridge: Bridge<T>, default hasDefault: Bool = false) -> ParameterSpec {
    ParameterSpec(label: label, type: bridge.typeName, hasDefault: hasDefault)
}
