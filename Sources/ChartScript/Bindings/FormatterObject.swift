/// How a Foundation formatter class (`NumberFormatter`, `DateFormatter`) is bound: a reference,
/// so a `let` formatter's settings change in place as a class instance's do, holding the
/// settings its text comes from.
final class FormatterObject<Settings>: NativeReference {
    var settings: Settings

    /// A formatter with the settings.
    init(_ settings: Settings) {
        self.settings = settings
    }

    /// The formatter a cell value holds, or a type error naming `typeName`.
    static func of(_ value: Value, typeName: String) throws -> FormatterObject {
        guard case .native(let box) = value, let formatter = box.payload as? FormatterObject else {
            throw ScriptError.typeMismatch("expected a \(typeName), not \(value.typeName)")
        }
        return formatter
    }

    /// Binds the property `name` of formatters of `type`, read from and written to their settings.
    static func bindSetting(on type: TypeBinding, _ name: String, _ valueType: String, _ documentation: Documentation,
                            get: @escaping (Settings) -> Value, set: @escaping (inout Settings, Value) throws -> Void) {
        let typeName = type.name
        type.addProperty(name, type: valueType, documentation, get: { receiver in
            get(try of(receiver, typeName: typeName).settings)
        }, set: { receiver, value in
            try set(&(try of(receiver, typeName: typeName)).settings, value)
        })
    }
}
