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
        ("quarter", [("oneDigit", "Q"), ("twoDigits", "QQ"), ("abbreviated", "QQQ"), ("wide", "QQQQ"), ("narrow", "QQQQQ")], "QQQ"),
        ("weekday", [("oneDigit", "e"), ("twoDigits", "ee"), ("abbreviated", "E"), ("wide", "EEEE"), ("narrow", "EEEEE"), ("short", "EEEEEE")], "E"),
        ("hour", [], "h a"), ("minute", [], "m"), ("second", [], "s"),
    ]

    /// The name of the hour's symbol type, whose members are functions of an AM/PM style.
    private static let hourSymbolTypeName = "Date.FormatStyle.Symbol.Hour"
    /// The name of the AM/PM styles' type.
    private static let amPMTypeName = "Date.FormatStyle.Symbol.Hour.AMPMStyle"
    /// Each AM/PM style and the marker letters Foundation writes for it on Linux (the wide
    /// marker is written as the abbreviated one, AM; none omits it).
    private static let amPMStyles: [(String, String?)] = [("abbreviated", "a"), ("wide", "a"), ("narrow", "aaaaa"), ("omitted", nil)]

    /// `.defaultDigits(amPM:)`, `.twoDigits(amPM:)` and their conversational twins (written
    /// the same by Foundation on Linux): an hour's digits and its marker; an omitted marker
    /// writes two digits, as Foundation does.
    private static func registerHourSymbols(in table: BindingTable) {
        let amPMType = table.type(amPMTypeName, doc("struct \(amPMTypeName)", "Whether and how an hour writes AM or PM.",
                                                    "date.formatted(.dateTime.hour(.defaultDigits(amPM: .omitted)))"))
        for (name, letters) in amPMStyles {
            amPMType.addStatic(name, .native(NativeBox(typeName: amPMTypeName, payload: Symbol(letters: letters ?? ""))),
                               doc("static var \(name): \(amPMTypeName)", letters.map { "The marker as ICU's \($0) writes it." } ?? "No marker (and two digits).",
                                   "date.formatted(.dateTime.hour(.defaultDigits(amPM: .\(name))))"))
        }
        let hourType = table.type(hourSymbolTypeName, doc("struct \(hourSymbolTypeName)", "How .dateTime.hour(_:) writes the hour: its digits and its AM/PM marker.",
                                                          "date.formatted(.dateTime.hour(.defaultDigits(amPM: .abbreviated)))"))
        for (name, digits) in [("defaultDigits", "h"), ("twoDigits", "hh"), ("conversationalDefaultDigits", "h"), ("conversationalTwoDigits", "hh")] {
            hourType.addStatic(name, GrammarFunction.make(name, [.init(label: "amPM")]) { arguments in
                let style = try amPMStyle(arguments[0])
                let letters = style.letters.isEmpty ? "hh" : digits + " " + style.letters
                return .native(NativeBox(typeName: hourSymbolTypeName, payload: Symbol(letters: letters)))
            }, doc("static func \(name)(amPM: \(amPMTypeName)) -> \(hourSymbolTypeName)",
                   "The hour in \(digits == "h" ? "as few digits as it needs" : "two digits"), with its marker (.abbreviated, .wide, .narrow) or without (.omitted, which writes two digits).",
                   "date.formatted(.dateTime.hour(.\(name)(amPM: .abbreviated)))"))
        }
    }

    /// An AM/PM style from `.abbreviated` (and the rest) or the style itself.
    private static func amPMStyle(_ value: Value) throws -> Symbol {
        if case .native(let box) = value, let symbol = box.payload as? Symbol { return symbol }
        if case .implicitMember(let name) = value, let style = amPMStyles.first(where: { $0.0 == name }) { return Symbol(letters: style.1 ?? "") }
        throw ScriptError.typeMismatch("amPM: is .abbreviated, .wide, .narrow or .omitted, not \(value.typeName)")
    }

    /// Registers `.dateTime` and the field methods on `styles`, the format styles' type.
    static func register(on styles: TypeBinding, in table: BindingTable) {
        styles.addStatic("dateTime", FormatStyleBindings.value(.dateTime(DateTimeFields())), doc("static var dateTime: Date.FormatStyle",
            "A date's fields, as many as you ask for: .dateTime.year() is 2023, .dateTime.month(.abbreviated) Nov, .dateTime.year().month().day() 14 Nov 2023; alone, 14/11/2023, 10:13 PM.",
            "date.formatted(.dateTime.year().month())"))
        registerHourSymbols(in: table)
        // `Date.FormatStyle.dateTime`: the format styles' type named through Date, as Swift names it.
        table.types[DateBindings.typeName]?.addStatic("FormatStyle", .type(styles), doc("struct Date.FormatStyle",
            "A date's format style, as in Date.FormatStyle.dateTime.year() (the same style as .dateTime.year()).",
            "date.formatted(Date.FormatStyle.dateTime.year().month())"))
        for field in fields {
            let symbolTypeName = "Date.FormatStyle.Symbol.\(field.name.prefix(1).uppercased() + field.name.dropFirst())"
            var parameters: [ParameterSpec] = field.name == "hour" ? [param(nil, hourSymbolTypeName, default: true)] : []
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
            let signature = field.name == "hour" ? "func hour(_ format: \(hourSymbolTypeName) = .defaultDigits(amPM: .abbreviated)) -> Date.FormatStyle"
                : field.symbols.isEmpty ? "func \(field.name)() -> Date.FormatStyle"
                : "func \(field.name)(_ format: \(symbolTypeName) = .\(field.symbols.first { $0.1 == field.plain }?.0 ?? field.symbols[0].0)) -> Date.FormatStyle"
            styles.addMethod(field.name, parameters, doc(signature, "The style with the date's \(field.name) too.",
                                                         "date.formatted(.dateTime.\(field.name)())")) { receiver, arguments, _ in
                guard case .dateTime(var fields) = try FormatStyleBindings.style(receiver) else {
                    throw ScriptError.typeMismatch("\(field.name)(_:) applies to .dateTime, not a number style")
                }
                var letters = field.plain
                if !parameters.isEmpty, arguments.has(0) {
                    guard case .native(let box) = try arguments.value(0), let symbol = box.payload as? Symbol else {
                        let choices = field.name == "hour" ? ".defaultDigits(amPM:), .twoDigits(amPM:)" : field.symbols.map { ".\($0.0)" }.joined(separator: ", ")
                        throw ScriptError.typeMismatch("\(field.name)(_:) takes \(choices), not \(try arguments.value(0).typeName)")
                    }
                    letters = symbol.letters
                }
                switch field.name {
                case "year": fields.year = letters
                case "month": fields.month = letters
                case "day": fields.day = letters
                case "quarter": fields.quarter = letters
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
            return try DatePattern(try fields.pattern(), writesLocalWeekday: true).string(secondsSince1970: seconds.rounded(.down), zone: .current)
        } catch let failure as DatePattern.Failure {
            throw ScriptError.library(failure.message)
        }
    }
}
