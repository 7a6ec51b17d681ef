import ChartData

/// How CSV files are read and frames printed: `CSVReadingOptions` (a value a cell changes in
/// a `var`: `options.addDateParseStrategy(format: "yyyy/MM/dd")`, `options.delimiter = ";"`),
/// the `CSVType`, `Order` and `JoinKind` enumerations, and `FormattingOptions`.
enum CSVOptionsBindings {
    static func register(in table: BindingTable) {
        table.enumeration(CSVType.self, "The type a CSV column is read as (types: [\"year\": .integer]).", example: "CSVType.integer")
        table.enumeration(Order.self, "The order of a sort or of grouped results.", example: "Order.descending")
        table.enumeration(JoinKind.self, "Which rows a join keeps: .inner, .left, .right or .full.", example: "JoinKind.left")
        let type = table.type(CSVReadingOptions.self, doc("struct CSVReadingOptions",
            "How a CSV file is read, as TabularData has it: hasHeaderRow, nilEncodings (the spellings of a missing value: empty, NA, NaN, null, …), trueEncodings, falseEncodings, delimiter, usesQuoting, usesEscaping, escapeCharacter, ignoresEmptyLines, and date formats added with addDateParseStrategy(format:) or addDateParseStrategy(_:) (a Date.ParseStrategy).",
            "var options = CSVReadingOptions()"))
        type.addInitializer([param("hasHeaderRow", "Bool", default: true), param("nilEncodings", "Any", default: true),
                             param("trueEncodings", "Any", default: true), param("falseEncodings", "Any", default: true),
                             param("floatingPointType", "Any", default: true), param("ignoresEmptyLines", "Bool", default: true),
                             param("usesQuoting", "Bool", default: true), param("usesEscaping", "Bool", default: true),
                             param("delimiter", "String", default: true), param("escapeCharacter", "String", default: true)],
            doc("init(hasHeaderRow: Bool = true, nilEncodings: Set<String> = …, trueEncodings: Set<String> = [\"1\", \"True\", \"TRUE\", \"true\"], falseEncodings: Set<String> = [\"0\", \"False\", \"FALSE\", \"false\"], floatingPointType: CSVType = .double, ignoresEmptyLines: Bool = true, usesQuoting: Bool = true, usesEscaping: Bool = false, delimiter: Character = \",\", escapeCharacter: Character = \"\\\\\")",
                "Options for reading CSV, TabularData's defaults unless told (and pandas' spellings of missing values added).",
                "CSVReadingOptions(delimiter: \";\")")) { arguments, _ in
            var options = CSVReadingOptions()
            if arguments.has(0) { options.hasHeaderRow = try arguments.bool(0) }
            if arguments.has(1) { options.nilEncodings = Set(try strings(try arguments.value(1))) }
            if arguments.has(2) { options.trueEncodings = Set(try strings(try arguments.value(2))) }
            if arguments.has(3) { options.falseEncodings = Set(try strings(try arguments.value(3))) }
            if arguments.has(4) { options.floatingPointType = try csvType(try arguments.value(4)) }
            if arguments.has(5) { options.ignoresEmptyLines = try arguments.bool(5) }
            if arguments.has(6) { options.usesQuoting = try arguments.bool(6) }
            if arguments.has(7) { options.usesEscaping = try arguments.bool(7) }
            if arguments.has(8) { options.delimiter = try CSVOptionsBindings.character(try arguments.string(8)) }
            if arguments.has(9) { options.escapeCharacter = try CSVOptionsBindings.character(try arguments.string(9)) }
            return .bound(options)
        }
        func flag(_ name: String, _ keyPath: WritableKeyPath<CSVReadingOptions, Bool>, _ summary: String) {
            type.addProperty(name, type: "Bool", doc("var \(name): Bool", summary, "options.\(name) = false")) { value in
                .bool(try type.payload(value, as: CSVReadingOptions.self)[keyPath: keyPath])
            } set: { value, newValue in
                var options = try type.payload(value, as: CSVReadingOptions.self)
                guard case .bool(let flag) = newValue else { throw ScriptError.typeMismatch("\(name) is a Bool") }
                options[keyPath: keyPath] = flag
                value = .bound(options)
            }
        }
        flag("hasHeaderRow", \.hasHeaderRow, "Whether the first row names the columns (otherwise \"Column 0\", \"Column 1\", …).")
        flag("ignoresEmptyLines", \.ignoresEmptyLines, "Whether blank lines are skipped.")
        flag("usesQuoting", \.usesQuoting, "Whether fields may be quoted with \".")
        flag("usesEscaping", \.usesEscaping, "Whether escapeCharacter makes the next character literal.")
        flag("allowsSpecialFiles", \.allowsSpecialFiles, "Whether a pipe or a device (a FIFO, /dev/stdin) is read to its end; otherwise it is refused, as reading it could wait for ever (a ChartData addition).")
        func encodings(_ name: String, _ keyPath: WritableKeyPath<CSVReadingOptions, Set<String>>, _ summary: String) {
            type.addProperty(name, type: "Set<String>", doc("var \(name): Set<String>", summary, "options.\(name).insert(\"-\")")) { value in
                .set(try SetValue(try type.payload(value, as: CSVReadingOptions.self)[keyPath: keyPath].sorted().map(Value.string)))
            } set: { value, newValue in
                var options = try type.payload(value, as: CSVReadingOptions.self)
                options[keyPath: keyPath] = Set(try strings(newValue))
                value = .bound(options)
            }
        }
        encodings("nilEncodings", \.nilEncodings, "The spellings of a missing value (by default empty, NA, N/A, NaN, null, nil, None, #N/A, …).")
        encodings("trueEncodings", \.trueEncodings, "The spellings of true in a boolean column.")
        encodings("falseEncodings", \.falseEncodings, "The spellings of false in a boolean column.")
        func character(_ name: String, _ keyPath: WritableKeyPath<CSVReadingOptions, Character>, _ summary: String) {
            type.addProperty(name, type: "Character", doc("var \(name): Character", summary, "options.\(name) = \";\"")) { value in
                .string(String(try type.payload(value, as: CSVReadingOptions.self)[keyPath: keyPath]))
            } set: { value, newValue in
                var options = try type.payload(value, as: CSVReadingOptions.self)
                guard case .string(let text) = newValue else { throw ScriptError.typeMismatch("\(name) is a Character") }
                options[keyPath: keyPath] = try CSVOptionsBindings.character(text)
                value = .bound(options)
            }
        }
        character("delimiter", \.delimiter, "The character between fields.")
        character("escapeCharacter", \.escapeCharacter, "The escape character, used when usesEscaping.")
        type.addMethod("addDateParseStrategy", [param("format", "String")], isMutating: true,
            doc("mutating func addDateParseStrategy(format: String)",
                "Reads dates written as a Unicode date pattern (\"yyyy/MM/dd\", \"MMM d yyyy\", \"dd.MM.yyyy HH:mm\"), in UTC, after ISO 8601 (a ChartData addition: TabularData takes a Date.ParseStrategy).",
                "options.addDateParseStrategy(format: \"yyyy/MM/dd\")")) { value, arguments, _ in
            var options = try type.payload(value, as: CSVReadingOptions.self)
            options.addDateParseStrategy(format: try arguments.string(0))
            value = .bound(options)
            return .void
        }

        type.addMethod("addDateParseStrategy", [param(nil, DateParseStrategyBindings.strategyTypeName)], isMutating: true,
            doc("mutating func addDateParseStrategy(_ strategy: Date.ParseStrategy)",
                "Reads dates the strategy parses, after ISO 8601 and the strategies added before (in the kernel a strategy in GMT or UTC; the whole field must match its format).",
                "options.addDateParseStrategy(Date.ParseStrategy(format: \"\\(year: .defaultDigits)/\\(month: .twoDigits)/\\(day: .twoDigits)\", timeZone: .gmt))")) { value, arguments, _ in
            var options = try type.payload(value, as: CSVReadingOptions.self)
            let strategy = try DateParseStrategyBindings.strategy(try arguments.value(0))
            guard strategy.timeZone.offset == 0 else {
                throw ScriptError.library("the kernel reads a CSV file's dates in GMT or UTC (timeZone: .gmt), not in \(strategy.timeZone.identifier)")
            }
            options.addDateParseStrategy(format: strategy.format.pattern)
            value = .bound(options)
            return .void
        }

        let formatting = table.type(FormattingOptions.self, doc("struct FormattingOptions",
            "How a DataFrame prints as text: maximumLineWidth, maximumCellWidth, maximumRowCount, includesColumnTypes.",
            "FormattingOptions(maximumRowCount: 5)"))
        formatting.addInitializer([param("maximumLineWidth", "Int", default: true), param("maximumCellWidth", "Int", default: true),
                                   param("maximumRowCount", "Int", default: true), param("includesColumnTypes", "Bool", default: true)],
            doc("init(maximumLineWidth: Int = 120, maximumCellWidth: Int = 24, maximumRowCount: Int = 20, includesColumnTypes: Bool = true)",
                "Options for printing a frame.", "FormattingOptions(maximumRowCount: 5)")) { arguments, _ in
            .bound(FormattingOptions(maximumLineWidth: arguments.has(0) ? try arguments.int(0) : 120,
                                     maximumCellWidth: arguments.has(1) ? try arguments.int(1) : 24,
                                     maximumRowCount: arguments.has(2) ? try arguments.int(2) : 20,
                                     includesColumnTypes: arguments.has(3) ? try arguments.bool(3) : true))
        }
    }

    /// Options from a cell value.
    static func options(_ value: Value) throws -> CSVReadingOptions {
        guard case .native(let box) = value, let options = box.payload as? CSVReadingOptions else {
            throw ScriptError.typeMismatch("options: takes CSVReadingOptions, not \(value.typeName)")
        }
        return options
    }

    /// A CSV type from `.integer` or a bound value.
    static func csvType(_ value: Value) throws -> CSVType {
        try DataFrameVerbBindings.enumCase(CSVType.self, value)
    }

    private static func strings(_ value: Value) throws -> [String] {
        switch value {
        case .array(let array): if let strings = array.strings { return strings }
        case .set(let set): return try set.values.map { element in
            guard case .string(let text) = element else { throw ScriptError.typeMismatch("expected strings") }
            return text
        }
        default: break
        }
        throw ScriptError.typeMismatch("expected a set of strings such as [\"NA\", \"\"], not \(value.typeName)")
    }

    static func character(_ text: String) throws -> Character {
        guard text.count == 1, let character = text.first else {
            throw ScriptError.typeMismatch("expected one character, such as \",\", \";\" or \"\\t\", not \(text.debugDescription)")
        }
        return character
    }
}
