/// Foundation's `Locale`, for formatters: `Locale(identifier:)` and `Locale.current`
/// (`en_001` on Linux without a language set). The kernel knows the symbols of en_US,
/// en_US_POSIX, en_GB and the current locale; a formatter refuses others.
enum LocaleBindings {
    /// The binding table's name for locales.
    static let typeName = "Locale"

    /// A locale: its identifier.
    struct LocaleValue: Hashable {
        let identifier: String
    }

    static func register(in table: BindingTable) {
        let type = table.type(typeName, doc("struct Locale",
            "A language and region whose conventions formatters follow (Foundation), such as Locale(identifier: \"en_US\").",
            "formatter.locale = Locale(identifier: \"en_US\")"))
        type.describe = { payload in (payload as? LocaleValue).map { "\($0.identifier) (fixed \($0.identifier))" } ?? typeName }
        type.addInitializer([param("identifier", "String")], doc("init(identifier: String)",
            "The locale with the identifier, such as \"en_US\".", "Locale(identifier: \"en_US\")")) { arguments, _ in
            value(try arguments.string(0))
        }
        type.addStatic("current", value(KnownLocale.current.rawValue), doc("static var current: Locale",
            "The locale of the process: en_001 on Linux without a language set.", "Locale.current"))
        type.addProperty("identifier", type: "String", doc("var identifier: String", "The identifier, such as \"en_US\".", "locale.identifier")) { receiver in
            .string(try identifier(receiver))
        }
    }

    /// The locale with the identifier as a cell value.
    static func value(_ identifier: String) -> Value {
        .native(NativeBox(typeName: typeName, payload: LocaleValue(identifier: identifier)))
    }

    /// The identifier of the locale a cell value holds.
    static func identifier(_ value: Value) throws -> String {
        guard case .native(let box) = value, let locale = box.payload as? LocaleValue else {
            throw ScriptError.typeMismatch("expected a Locale, not \(value.typeName)")
        }
        return locale.identifier
    }

    /// The known locale a formatter uses for `value`, or a clear error for one the kernel does not know.
    static func known(_ value: Value) throws -> KnownLocale {
        let name = try identifier(value)
        guard let known = KnownLocale(rawValue: name) else {
            let names = KnownLocale.allCases.map(\.rawValue).joined(separator: ", ")
            throw ScriptError.library("the kernel's formatters know the locales \(names); not '\(name)'")
        }
        return known
    }
}
