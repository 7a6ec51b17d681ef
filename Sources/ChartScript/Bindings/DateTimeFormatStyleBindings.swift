/// `.dateTime` and its fields, as Foundation's `Date.FormatStyle` names them:
/// `date.formatted(.dateTime.year())`, `AxisValueLabel(format: .dateTime.month(.abbreviated))`,
/// `.dateTime.year().month(.wide).day()`; each field's width is a symbol of its own type
/// (`Date.FormatStyle.Symbol.Month.abbreviated`), so `.abbreviated` is found by the parameter.
enum DateTimeFormatStyleBindings {
    /// One field's width: the ICU skeleton letters it stands for.
    struct Symbol: Hashable {
        let letters: String
    }

    /// The fields, their symbol types' names, each symbol's name and letters, and the letters
    /// of the field asked for without a symbol.
    private static let fields: [(name: String, symbols: [(String, String)], plain: String)] = [
        ("year", [("defaultDigits", "y"), ("twoDigits", "yy")], "y"),
        ("month", [("defaultDigits", "M"), ("twoDigits", "MM"), ("abbreviated", "MMM"), ("wide", "MMMM"), ("narrow", "MMMMM")], "MMM"),
        ("day", [("defaultDigits", "d"), ("twoDigits", "dd")], "d"),
        ("weekday", [("abbreviated", "E"), ("wide", "EEEE")], "E"),
        ("hour", [], "h"), ("minute", [], "m"), ("second", [], "s"),
    ]

    /// Registers `.dateTime` and the field methods on `styles`, the format styles' type.
    static func register(on styles: TypeBinding, in table: BindingTable) {
        styles.addStatic("dateTime", FormatStyleBindings.value(.dateTime(DateTimeFields())), doc("static var dateTime: Date.FormatStyle",
            "A date's fields, as many as you ask for: .dateTime.year() is 2023, .dateTime.month(.abbreviated) Nov, .dateTime.year().month().day() 14 Nov 2023; alone, 14/11/2023, 10:13 PM.",
            "date.formatted(.dateTime.year().month())"))
        for field in fields {
            let symbolTypeName = "Date.FormatStyle.Symbol.\(field.name.prefix(1).uppercased() + field.name.dropFirst())"
            var parameters: [ParameterSpec] = []
            if !field.symbols.isEmpty {
                let symbolType = table.type(symbolTypeName, doc("struct \(symbolTypeName)", "How .dateTime.\(field.name)(_:) writes the \(field.name).",
                                                                 "date.formatted(.dateTime.\(field.name)(.\(field.symbols[0].0)))"))
                for (name, letters) in field.symbols {
                    symbolType.addStatic(name, .native(NativeBox(typeName: symbolTypeName, payload: Symbol(letters: letters))),
                                         doc("static var \(name): \(symbolTypeName)", "The \(field.name) as ICU's \(letters) writes it.",
                                             "date.formatted(.dateTime.\(field.name)(.\(name)))"))
                }
                parameters = [param(nil, symbolTypeName, default: true)]
            }
            let signature = field.symbols.isEmpty ? "func \(field.name)() -> Date.FormatStyle"
                : "func \(field.name)(_ format: \(symbolTypeName) = .\(field.symbols.first { $0.1 == field.plain }?.0 ?? field.symbols[0].0)) -> Date.FormatStyle"
            styles.addMethod(field.name, parameters, doc(signature, "The style with the date's \(field.name) too.",
                                                         "date.formatted(.dateTime.\(field.name)())")) { receiver, arguments, _ in
                guard case .dateTime(var fields) = try FormatStyleBindings.style(receiver) else {
                    throw ScriptError.typeMismatch("\(field.name)(_:) applies to .dateTime, not a number style")
                }
                var letters = field.plain
                if !parameters.isEmpty, arguments.has(0) {
                    guard case .native(let box) = try arguments.value(0), let symbol = box.payload as? Symbol else {
                        throw ScriptError.typeMismatch("\(field.name)(_:) takes \(field.symbols.map { ".\($0.0)" }.joined(separator: ", ")), not \(try arguments.value(0).typeName)")
                    }
                    letters = symbol.letters
                }
                switch field.name {
                case "year": fields.year = letters
                case "month": fields.month = letters
                case "day": fields.day = letters
                case "weekday": fields.weekday = letters
                case "hour": fields.hour = letters
                case "minute": fields.minute = letters
                default: fields.second = letters
                }
                return FormatStyleBindings.value(.dateTime(fields))
            }
        }
    }

    /// `seconds` since 1970 written with `fields`, in the kernel's time zone.
    static func text(secondsSince1970 seconds: Double, _ fields: DateTimeFields) throws -> String {
        guard CalendarFields.isReckonable(seconds) else { return "" }
        do {
            return try DatePattern(try fields.pattern()).string(secondsSince1970: seconds.rounded(.down), zone: .current)
        } catch let failure as DatePattern.Failure {
            throw ScriptError.library(failure.message)
        }
    }
}
