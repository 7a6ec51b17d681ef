/// Foundation's `NumberFormatter` (a class: a `let` formatter's settings change in place):
/// `numberStyle` (`.none`, `.decimal`, `.currency`, `.percent`, `.spellOut`, `.ordinal`),
/// fraction and integer digits, grouping, the currency symbol and locale, `string(from:)`,
/// `string(for:)`, `number(from:)` and `NumberFormatter.localizedString(from:number:)`, giving
/// the text swift-corelibs Foundation gives on Linux.
enum NumberFormatterBindings {
    /// The binding table's name for number formatters.
    static let typeName = "NumberFormatter"
    /// The binding table's name for their styles.
    static let styleTypeName = "NumberFormatter.Style"

    /// The formatter a cell holds.
    typealias Formatter = FormatterObject<NumberFormat>

    static func register(in table: BindingTable) {
        let styles = table.enumeration(styleTypeName, NumberFormat.Style.self,
            "How a NumberFormatter writes numbers: .none, .decimal, .currency, .percent, .spellOut, .ordinal.",
            example: "formatter.numberStyle = .decimal")
        styles.describe = { payload in (payload as? NumberFormat.Style)?.rawValue ?? styleTypeName }
        let type = table.type(typeName, doc("class NumberFormatter",
            "Writes numbers as text with grouping, fixed fraction digits, currency, percent or words (Foundation).",
            "let formatter = NumberFormatter()"))
        type.describe = { _ in "<NSNumberFormatter>" }
        type.addStatic("Style", .type(styles), doc("enum Style", "The formatter's styles, as in NumberFormatter.Style.decimal.", "NumberFormatter.Style.decimal"))
        type.addInitializer([], doc("init()", "A formatter with the style .none (whole numbers, no grouping).", "NumberFormatter()")) { _, _ in
            .native(NativeBox(typeName: typeName, payload: Formatter(NumberFormat())))
        }
        registerSettings(on: type)
        registerFormatting(on: type)
        type.addStatic("localizedString", LibraryFunction.make("localizedString", labels: ["from", "number"]) { values in
            var format = NumberFormat()
            format.style = try style(values[1])
            return .string(text(format, try NSNumberBindings.number(values[0], callee: "localizedString(from:number:)")))
        }, doc("static func localizedString(from number: NSNumber, number style: NumberFormatter.Style) -> String",
               "The number written in the style by a new formatter.", "NumberFormatter.localizedString(from: 1234.5, number: .decimal)"))
    }

    /// A style value, or `.decimal` written as an implicit member.
    private static func style(_ value: Value) throws -> NumberFormat.Style {
        if case .implicitMember(let name) = value, let style = NumberFormat.Style(rawValue: name) { return style }
        return try native(value, NumberFormat.Style.self, styleTypeName)
    }

    private static func registerSettings(on type: TypeBinding) {
        setting(type, "numberStyle", styleTypeName, "var numberStyle: NumberFormatter.Style", "The style: .decimal groups thousands, .currency adds the symbol and two digits, .percent multiplies by 100.", "formatter.numberStyle = .currency",
                get: { .native(NativeBox(typeName: styleTypeName, payload: $0.style)) },
                set: { format, value in format.style = try style(value) })
        setting(type, "locale", LocaleBindings.typeName, "var locale: Locale!", "The locale whose symbols are used (en_US, en_US_POSIX, en_GB or Locale.current).", "formatter.locale = Locale(identifier: \"en_US\")",
                get: { LocaleBindings.value($0.locale.rawValue) },
                set: { format, value in format.locale = try LocaleBindings.known(value) })
        setting(type, "minimumFractionDigits", "Int", "var minimumFractionDigits: Int", "The fewest digits after the point (zeros are added).", "formatter.minimumFractionDigits = 2",
                get: { .int($0.minimumFractionDigits) },
                set: { format, value in format.minimumFractionDigitsSet = try digits(value, "minimumFractionDigits") })
        setting(type, "maximumFractionDigits", "Int", "var maximumFractionDigits: Int", "The most digits after the point (the number is rounded, halves to even).", "formatter.maximumFractionDigits = 2",
                get: { .int($0.maximumFractionDigits) },
                set: { format, value in format.maximumFractionDigitsSet = try digits(value, "maximumFractionDigits") })
        setting(type, "minimumIntegerDigits", "Int", "var minimumIntegerDigits: Int", "The fewest digits before the point (zeros in front).", "formatter.minimumIntegerDigits = 3",
                get: { .int($0.minimumIntegerDigits) },
                set: { format, value in format.minimumIntegerDigits = try digits(value, "minimumIntegerDigits") })
        setting(type, "usesGroupingSeparator", "Bool", "var usesGroupingSeparator: Bool", "Whether thousands are grouped (1,234).", "formatter.usesGroupingSeparator = false",
                get: { .bool($0.groups) },
                set: { format, value in format.usesGroupingSeparator = try flag(value) })
        setting(type, "groupingSeparator", "String", "var groupingSeparator: String!", "The text between groups of thousands.", "formatter.groupingSeparator = \" \"",
                get: { .string($0.groupingSeparator) },
                set: { format, value in format.groupingSeparator = try text(value) })
        setting(type, "decimalSeparator", "String", "var decimalSeparator: String!", "The text between the whole part and the fraction.", "formatter.decimalSeparator = \",\"",
                get: { .string($0.decimalSeparator) },
                set: { format, value in format.decimalSeparator = try text(value) })
        setting(type, "currencySymbol", "String", "var currencySymbol: String!", "The currency sign (the locale's unless set).", "formatter.currencySymbol = \"€\"",
                get: { .string($0.currencySymbol) },
                set: { format, value in format.currencySymbolSet = try text(value) })
        setting(type, "currencyCode", "String", "var currencyCode: String!", "The ISO currency code; USD, EUR, GBP and JPY set the matching symbol.", "formatter.currencyCode = \"EUR\"",
                get: { format in .string(["$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY"][format.currencySymbol] ?? "XXX") },
                set: { format, value in
                    let code = try text(value)
                    format.currencySymbolSet = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"][code.uppercased()] ?? code
                })
    }

    private static func registerFormatting(on type: TypeBinding) {
        type.addMethod("string", [param("from", "Any")], doc("func string(from number: NSNumber) -> String?",
            "The number as text in the formatter's style.", "formatter.string(from: NSNumber(value: 1234.5))")) { receiver, arguments, _ in
            .wrapped(.string(text(try formatter(receiver).settings, try NSNumberBindings.number(try arguments.value(0), callee: "string(from:)"))))
        }
        type.addMethod("string", [param("for", "Any")], doc("func string(for value: Any?) -> String?",
            "The value as text if it is a number, else nil.", "formatter.string(for: 12.5)")) { receiver, arguments, _ in
            guard let number = try? NSNumberBindings.number(try arguments.value(0).unwrapped ?? .null, callee: "string(for:)") else { return .null }
            return .wrapped(.string(text(try formatter(receiver).settings, number)))
        }
        type.addMethod("number", [param("from", "String")], doc("func number(from string: String) -> NSNumber?",
            "The number the text writes, or nil.", "formatter.number(from: \"1,234.5\")")) { receiver, arguments, _ in
            let text = try arguments.string(0)
            guard let number = try formatter(receiver).settings.number(from: text) else { return .null }
            let value: NSNumberBindings.Number = !text.contains(".") && !text.contains("%") && number.magnitude < 1e15 ? .integer(Int(number)) : .floatingPoint(number)
            return .wrapped(.native(NativeBox(typeName: NSNumberBindings.typeName, payload: value)))
        }
    }

    private static func text(_ format: NumberFormat, _ number: NSNumberBindings.Number) -> String {
        switch number {
        case .integer(let value): return format.string(value)
        case .floatingPoint(let value): return format.string(value)
        }
    }

    private static func setting(_ type: TypeBinding, _ name: String, _ valueType: String, _ signature: String, _ summary: String, _ example: String,
                                get: @escaping (NumberFormat) -> Value, set: @escaping (inout NumberFormat, Value) throws -> Void) {
        Formatter.bindSetting(on: type, name, valueType, doc(signature, summary, example), get: get, set: set)
    }

    private static func formatter(_ value: Value) throws -> Formatter {
        try Formatter.of(value, typeName: typeName)
    }

    private static func native<T>(_ value: Value, _ type: T.Type, _ name: String) throws -> T {
        guard case .native(let box) = value, let payload = box.payload as? T else {
            throw ScriptError.typeMismatch("cannot assign a value of type '\(value.typeName)' to a property of type '\(name)'")
        }
        return payload
    }

    private static func digits(_ value: Value, _ name: String) throws -> Int {
        guard case .int(let number) = value else { throw ScriptError.typeMismatch("\(name) is an Int, not \(value.typeName)") }
        guard (0...100).contains(number) else { throw ScriptError.library("\(name) must be between 0 and 100, not \(number)") }
        return number
    }

    private static func flag(_ value: Value) throws -> Bool {
        guard case .bool(let flag) = value else { throw ScriptError.typeMismatch("expected a Bool, not \(value.typeName)") }
        return flag
    }

    private static func text(_ value: Value) throws -> String {
        guard case .string(let text) = value else { throw ScriptError.typeMismatch("expected a String, not \(value.typeName)") }
        return text
    }
}
