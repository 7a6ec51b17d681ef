import FoundationEssentials

/// The `formatted()` of Swift 5.5's format styles on numbers and dates, as tutorials use them:
/// `price.formatted()`, `ratio.formatted(.percent)`, `total.formatted(.currency(code: "USD"))`,
/// `date.formatted(date: .abbreviated, time: .shortened)`, `date.formatted(.iso8601)`, in the
/// current locale (`en_001` on Linux), with the text Foundation gives there.
enum FormatStyleBindings {
    /// The binding table's name for the styles a cell passes to `formatted(_:)`.
    static let typeName = "FormatStyle"
    /// The binding table's name for `Date.FormatStyle.DateStyle`.
    static let dateStyleTypeName = "Date.FormatStyle.DateStyle"
    /// The binding table's name for `Date.FormatStyle.TimeStyle`.
    static let timeStyleTypeName = "Date.FormatStyle.TimeStyle"

    /// A format style.
    indirect enum Style: Hashable {
        case number, percent, iso8601
        case currency(code: String)
        /// A number style with its fraction digits fixed to a range (`.precision(.fractionLength(2))`).
        case precise(Style, fractionDigits: ClosedRange<Int>)
        /// A date's fields (`.dateTime.year().month()`).
        case dateTime(DateTimeFields)
    }

    /// The currency signs the kernel knows for `.currency(code:)` in the current locale.
    private static let currencySigns = ["USD": "US$", "EUR": "€", "GBP": "£"]

    static func register(in table: BindingTable) {
        let styles = table.type(typeName, doc("struct FormatStyle",
            "How formatted(_:) writes a value: .number, .percent, .currency(code: \"USD\"), .iso8601 for dates.",
            "0.256.formatted(.percent)"))
        styles.addStatic("number", value(.number), doc("static var number: FormatStyle", "Grouped digits, at most six after the point.", "x.formatted(.number)"))
        styles.addStatic("percent", value(.percent), doc("static var percent: FormatStyle", "A percentage: a Double times 100, an Int as it is.", "0.25.formatted(.percent)"))
        styles.addStatic("iso8601", value(.iso8601), doc("static var iso8601: FormatStyle", "A date as 2023-11-14T22:13:20Z.", "date.formatted(.iso8601)"))
        styles.addStatic("currency", LibraryFunction.make("currency", labels: ["code"]) { values in
            guard case .string(let code) = values[0] else { throw ScriptError.typeMismatch("currency(code:) takes a String such as \"USD\"") }
            guard currencySigns[code.uppercased()] != nil else {
                throw ScriptError.library("the kernel knows the currency codes \(currencySigns.keys.sorted().joined(separator: ", ")), not '\(code)'")
            }
            return value(.currency(code: code.uppercased()))
        }, doc("static func currency(code: String) -> FormatStyle", "An amount of the currency (USD, EUR or GBP), two digits after the point.", "total.formatted(.currency(code: \"USD\"))"))
        FormatStylePrecisionBindings.register(on: styles, in: table)
        DateTimeFormatStyleBindings.register(on: styles, in: table)
        registerDateStyles(in: table)
        for name in ["Double", "Int"] {
            guard let type = table.types[name] else { continue }
            type.addMethod("formatted", [], doc("func formatted() -> String", "The number with grouped digits (1,234.5), at most six after the point.", "1234.5.formatted()")) { receiver, _, _ in
                .string(try text(receiver, .number))
            }
            type.addMethod("formatted", [param(nil, typeName)], doc("func formatted<S: FormatStyle>(_ style: S) -> String",
                "The number in the style: .number, .percent, .currency(code: \"USD\").", "0.256.formatted(.percent)")) { receiver, arguments, _ in
                .string(try text(receiver, try style(try arguments.value(0))))
            }
        }
        guard let date = table.types[DateBindings.typeName] else { return }
        date.addMethod("formatted", [param(nil, typeName)], doc("func formatted<S: FormatStyle>(_ style: S) -> String",
            "The date in the style: .iso8601, or .dateTime with its fields (.dateTime.year().month()).", "date.formatted(.dateTime.year())")) { receiver, arguments, _ in
            let dateStyle = try style(try arguments.value(0))
            let seconds = try DateBindings.date(receiver).timeIntervalSince1970
            if case .dateTime(let fields) = dateStyle { return .string(try DateTimeFormatStyleBindings.text(secondsSince1970: seconds, fields)) }
            guard dateStyle == .iso8601 else { throw ScriptError.typeMismatch("a Date is formatted with .iso8601, .dateTime or formatted(date:time:)") }
            guard CalendarFields.isReckonable(seconds) else { return .string("") }
            return .string(try DatePattern("yyyy-MM-dd'T'HH:mm:ssXXXXX").string(secondsSince1970: seconds.rounded(.down), zone: .greenwich))
        }
        date.addMethod("formatted", [param("date", dateStyleTypeName), param("time", timeStyleTypeName)], doc("func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String",
            "The date and time in the current locale's styles: .numeric 14/11/2023, .abbreviated 14 Nov 2023, .long, .complete; .shortened 10:13 PM, .standard, .complete.",
            "Date().formatted(date: .abbreviated, time: .shortened)")) { receiver, arguments, _ in
            var format = DateFormat()
            format.dateStyle = try dateStyle(try arguments.value(0))
            format.timeStyle = try timeStyle(try arguments.value(1))
            if format.dateStyle == .none && format.timeStyle == .none {
                // Omitting both gives Foundation's default: a numeric date and a shortened time.
                format.dateStyle = .short
                format.timeStyle = .short
            }
            return .string(try format.string(try DateBindings.date(receiver)))
        }
    }

    private static let dateStyles: [(String, DateFormat.Style)] = [("omitted", .none), ("numeric", .short), ("abbreviated", .medium), ("long", .long), ("complete", .full)]
    private static let timeStyles: [(String, DateFormat.Style)] = [("omitted", .none), ("shortened", .short), ("standard", .medium), ("complete", .long)]

    private static func registerDateStyles(in table: BindingTable) {
        for (typeName, cases) in [(dateStyleTypeName, dateStyles), (timeStyleTypeName, timeStyles)] {
            let type = table.type(typeName, doc("struct \(typeName)", "How much of a date formatted(date:time:) writes.", "date.formatted(date: .abbreviated, time: .omitted)"))
            for (name, style) in cases {
                type.addStatic(name, .native(NativeBox(typeName: typeName, payload: style)), doc("static var \(name): \(typeName)", "The \(name) style.", "date.formatted(date: .\(name), time: .omitted)"))
            }
        }
    }

    private static func dateStyle(_ value: Value) throws -> DateFormat.Style { try pick(value, dateStyles, dateStyleTypeName) }
    private static func timeStyle(_ value: Value) throws -> DateFormat.Style { try pick(value, timeStyles, timeStyleTypeName) }

    private static func pick(_ value: Value, _ cases: [(String, DateFormat.Style)], _ typeName: String) throws -> DateFormat.Style {
        if case .implicitMember(let name) = value, let found = cases.first(where: { $0.0 == name }) { return found.1 }
        if case .native(let box) = value, box.typeName == typeName, let style = box.payload as? DateFormat.Style { return style }
        throw ScriptError.typeMismatch("expected a \(typeName) such as .\(cases[1].0), not \(value.typeName)")
    }

    static func style(_ value: Value) throws -> Style {
        if case .implicitMember(let name) = value, let member = BindingTable.shared.types[typeName]?.staticMembers[name] { return try style(member.value) }
        guard case .native(let box) = value, let style = box.payload as? Style else {
            throw ScriptError.typeMismatch("formatted(_:) takes a style such as .percent or .currency(code: \"USD\"), not \(value.typeName)")
        }
        return style
    }

    private static func text(_ receiver: Value, _ style: Style) throws -> String {
        var format = NumberFormat()
        format.style = .decimal
        format.maximumFractionDigitsSet = 6
        var style = style, fractionDigits: ClosedRange<Int>?
        if case let .precise(base, digits) = style { style = base; fractionDigits = digits }
        switch style {
        case .number, .iso8601, .precise: break
        case .dateTime: throw ScriptError.typeMismatch(".dateTime formats a Date, not \(receiver.typeName)")
        case .percent:
            // An Int's percentage is the number itself: 50.formatted(.percent) is 50%.
            if case .int(let number) = receiver { return format.string(number) + "%" }
            format.style = .percent
        case .currency(let code):
            format.style = .currency
            format.maximumFractionDigitsSet = nil
            format.currencySymbolSet = currencySigns[code]
        }
        if let fractionDigits {
            format.minimumFractionDigitsSet = fractionDigits.lowerBound
            format.maximumFractionDigitsSet = fractionDigits.upperBound
        }
        switch receiver {
        case .int(let number): return format.string(number)
        case .double(let number):
            // A format style rounds to its precision half to even (the formatter's settings keep
            // more digits when a minimum is set): round first, then write at least the minimum.
            guard let digits = fractionDigits?.upperBound, number.isFinite else { return format.string(number) }
            var scale = style == .percent ? 100.0 : 1
            for _ in 0..<digits { scale *= 10 }
            let rounded = (number * scale).rounded(.toNearestOrEven) / scale
            return format.string(rounded.isFinite ? rounded : number)
        default: throw ScriptError.typeMismatch("formatted() needs a number, not \(receiver.typeName)")
        }
    }

    static func value(_ style: Style) -> Value {
        .native(NativeBox(typeName: typeName, payload: style))
    }
}
