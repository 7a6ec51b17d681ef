import ChartCore

/// Strings: the type, its initialisers, and the registration of its members, which live in
/// StringQueryBindings (reading), StringEditingBindings (changing in place),
/// StringIndexBindings (positions), CharacterBindings and UnicodeBindings.
///
/// A `Character` is a string of one character here, and a `Substring` is a string: both print
/// as Swift prints them.
enum StringBindings {
    /// A NaN's `description`: `nan` whatever its sign (print and interpolation write `-nan`,
    /// `String(_:)` and `String(describing:)` the description). `nil` for other values.
    private static func nanDescription(of value: Value) -> String? {
        if case .double(let number) = value, number.isNaN { return number.description }
        if case .native(let box) = value, let number = box.payload as? Float, number.isNaN { return number.description }
        return nil
    }

    static func register(in table: BindingTable) {
        let string = table.type("String", doc("struct String",
            "Text, written \"Hello\" with \\(…) interpolation, or between \"\"\" lines for several lines. Strings are values: copying one and changing the copy leaves the original alone.",
            "let name = \"Enrollment\""))
        registerInitializers(on: string)
        InitializerReference.add(to: string)
        StringQueryBindings.register(on: string)
        StringEditingBindings.register(on: string)
        StringIndexBindings.register(on: string)
        StringIndexBindings.registerRange(in: table)
        CharacterBindings.register(on: string, in: table)
        UnicodeBindings.register(on: string, in: table)
        SequenceBindings.register(on: string, receiver: "name")
        string.addProperty("count", type: "Int", doc("var count: Int", "The number of characters (grapheme clusters: \"e\\u{301}\" is one).", "name.count")) {
            .int(try InterruptibleWork.characterCount(of: text($0)))
        }
    }

    /// The text of a string value ("" for anything else, which the binding table never passes).
    static func text(_ value: Value) -> String {
        if case .string(let text) = value { return text }
        return ""
    }

    /// The text of the sequence `value` when its elements are characters (a string, an array
    /// of characters or of Unicode scalars, a reversed string), as `String(_:)` joins them.
    static func joinedCharacters(_ value: Value) throws -> String? {
        switch value {
        case .string(let text): return text
        case .array(let array):
            if let strings = array.strings { return strings.joined() }
            return try joinedElements(array.values)
        case .native(let box) where box.payload is NativeSequence || box.payload is ValueIterator:
            return try joinedElements(try Sequences.elements(of: value))
        default: return nil
        }
    }

    private static func joinedElements(_ elements: [Value]) throws -> String? {
        var result = ""
        for element in elements {
            switch element {
            case .string(let text): result += text
            case .native(let box):
                guard let scalar = box.payload as? Unicode.Scalar else { return nil }
                result.unicodeScalars.append(scalar)
            default: return nil
            }
        }
        return result
    }

    /// How many values `String(format:_:...)` takes after the format.
    static let maximumFormatArguments = 12

    private static func registerInitializers(on string: TypeBinding) {
        string.addInitializer([], doc("init()", "An empty string.", "var text = String()")) { _, _ in .string("") }
        string.addInitializer([param(nil, "Any")], doc("init(_ value: Any)",
            "The characters of a sequence of characters joined (`String(word.reversed())`, `String([\"a\", \"b\"])`), or a value's description, as print shows it (`String(42)`).",
            "String(42)")) { arguments, _ in
            let value = try arguments.value(0)
            if let joined = try joinedCharacters(value) { return .string(joined) }
            if case .wrapped(let inner) = value, case .native(let box) = inner, let scalar = box.payload as? Unicode.Scalar {
                return .string(String(scalar))
            }
            if let nan = nanDescription(of: value) { return .string(nan) }
            return .string(try Display.interpolated(value))
        }
        string.addInitializer([param(nil, "Any"), param("radix", "Int"), param("uppercase", "Bool", default: true)],
                              doc("init<T: BinaryInteger>(_ value: T, radix: Int, uppercase: Bool = false)",
            "The integer written in another base: 2 for binary, 16 for hexadecimal.", "String(255, radix: 16)")) { arguments, _ in
            let radix = try arguments.int(1)
            guard (2...36).contains(radix) else { throw ScriptError.trap("Radix must be between 2 and 36") }
            let uppercase = arguments.has(2) ? try arguments.bool(2) : false
            switch try arguments.value(0) {
            case .int(let number): return .string(String(number, radix: radix, uppercase: uppercase))
            case let value:
                // `String(byte, radix: 2)` for a UInt8 and the other fixed-width integers.
                guard let sized = value.sizedInteger else {
                    throw ScriptError.typeMismatch("String(_:radix:) takes an integer, not \(value.typeName)")
                }
                if sized.width.isSigned { return .string(String(sized.pattern, radix: radix, uppercase: uppercase)) }
                return .string(String(UInt64(truncatingIfNeeded: sized.pattern), radix: radix, uppercase: uppercase))
            }
        }
        string.addInitializer([param("repeating", "String"), param("count", "Int")], doc("init(repeating: String, count: Int)",
            "The text (or character) repeated count times.", "String(repeating: \"ab\", count: 3)")) { arguments, _ in
            let count = try arguments.int(1)
            guard count >= 0 else { throw ScriptError.trap("Negative count not allowed") }
            let repeated = try arguments.string(0)
            let (bytes, overflow) = repeated.utf8.count.multipliedReportingOverflow(by: count)
            try MemoryGuard.shared.reserve(overflow ? .max : bytes, for: "String(repeating:count: \(count))")
            guard !overflow, bytes <= Sequences.maximumMaterializedCount else {
                throw ScriptError.typeMismatch("String(repeating:count:) with \(count) copies is too large")
            }
            return .string(String(repeating: repeated, count: count))
        }
        string.addInitializer([param("describing", "Any")], doc("init(describing value: Any)",
            "The value's description, as print shows it.", "String(describing: point)")) { arguments, _ in
            let value = try arguments.value(0)
            if let nan = nanDescription(of: value) { return .string(nan) }
            return .string(try Display.interpolated(value))
        }
        string.addInitializer([param("reflecting", "Any")], doc("init(reflecting value: Any)",
            "The value's debug description, as debugPrint shows it (strings quoted).", "String(reflecting: \"hi\")")) { arguments, runtime in
            .string(try runtime.describer.debugDescription(of: try arguments.value(0)))
        }
        let formatArguments = (0..<maximumFormatArguments).map { _ in param(nil, "Any", default: true) }
        string.addInitializer([param("format", "String")] + formatArguments, doc("init(format: String, _ arguments: CVarArg...)",
            "The arguments formatted printf-style, as Foundation does: %d for an Int, %.2f for a Double, %@ for any value's description, %x for hexadecimal, %% for a percent sign.",
            "String(format: \"%.2f\", 3.14159)")) { arguments, runtime in
            let format = try arguments.string(0)
            guard PrintfFormatting.fitsLimits(format) else {
                throw ScriptError.typeMismatch("String(format:) takes widths and precisions up to \(PrintfFormatting.maximumWidthOrPrecision), not \(Excerpt.quoted(format.debugDescription))")
            }
            var formatted: [StringFormatting.Argument] = []
            for value in arguments.values.dropFirst() {
                guard let value else { break }
                switch value {
                case .int(let number): formatted.append(.integer(number))
                case .double(let number): formatted.append(.floatingPoint(number))
                case .bool(let flag): formatted.append(.integer(flag ? 1 : 0))
                case let other: formatted.append(.text(try runtime.describer.description(of: other)))
                }
            }
            do { return .string(try StringFormatting.string(format: format, formatted)) } catch let failure as StringFormatting.Failure {
                throw ScriptError.typeMismatch("String(format:): \(failure.message)")
            }
        }
    }
}
