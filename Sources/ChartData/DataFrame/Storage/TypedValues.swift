import FoundationEssentials

/// The values of a column of one native kind (integers, doubles, booleans, dates): a plain
/// Swift array, and a ``MissingMask`` only when some value is missing. A missing row holds a
/// placeholder (0, `false`, the 1970 epoch) that nothing reads.
struct TypedValues<Element: Sendable>: Sendable {
    /// One element per row; a missing row's element is a placeholder.
    var values: [Element]
    /// Where values are missing, or nil when none is.
    var missing: MissingMask?

    /// Values all present.
    init(_ values: [Element]) {
        self.values = values
        missing = nil
    }

    /// Values and a mask; a mask with nothing set is dropped.
    init(values: [Element], missing: MissingMask?) {
        self.values = values
        self.missing = missing?.hasMissing == true ? missing : nil
    }

    /// Values from optionals, `placeholder` standing in for each nil.
    init(optionals: [Element?], placeholder: Element) {
        var mask: MissingMask?
        values = optionals.enumerated().map { row, value in
            if let value { return value }
            if mask == nil { mask = MissingMask(count: optionals.count) }
            mask?[row] = true
            return placeholder
        }
        missing = mask
    }

    /// The number of rows.
    var count: Int { values.count }

    /// Whether `row`'s value is missing.
    @inline(__always)
    func isMissing(_ row: Int) -> Bool { missing?[row] ?? false }

    /// The value in `row`, nil when missing.
    @inline(__always)
    subscript(row: Int) -> Element? { isMissing(row) ? nil : values[row] }

    /// The number of missing rows.
    var missingCount: Int { missing?.missingCount ?? 0 }

    /// The rows at `rows`, in that order; a row of -1 gives a missing value.
    func gathering(_ rows: [Int], placeholder: Element) -> TypedValues {
        var mask: MissingMask?
        let source = missing
        var gathered = [Element]()
        gathered.reserveCapacity(rows.count)
        for (position, row) in rows.enumerated() {
            if row < 0 || source?[row] == true {
                if mask == nil { mask = MissingMask(count: rows.count) }
                mask?[position] = true
                gathered.append(placeholder)
            } else {
                gathered.append(values[row])
            }
        }
        return TypedValues(values: gathered, missing: mask)
    }

    /// Sets `row` to `value` (nil: missing).
    mutating func set(_ value: Element?, at row: Int, placeholder: Element) {
        if let value {
            values[row] = value
            if missing != nil { missing?[row] = false }
        } else {
            values[row] = placeholder
            if missing == nil { missing = MissingMask(count: values.count) }
            missing?[row] = true
        }
    }

    /// Adds `value` (nil: missing) at the end.
    mutating func append(_ value: Element?, placeholder: Element) {
        if let value {
            values.append(value)
            missing?.append(false)
        } else {
            if missing == nil { missing = MissingMask(count: values.count) }
            values.append(placeholder)
            missing?.append(true)
        }
    }
}

/// The values of a text column, dictionary-encoded: each row holds a code into `dictionary`,
/// or -1 when missing, so repeated values (species, cities) are stored once and grouping by
/// such a column works on small integers.
///
/// The dictionary may hold a string more than once (a column of mostly distinct values is not
/// deduplicated while loading, and a changed cell appends its value), so code comparing
/// values goes through ``GroupKeys`` or compares the strings, never the codes alone.
struct TextValues: Sendable {
    /// One code per row; -1 marks a missing value.
    var codes: [Int32]
    /// The strings the codes refer to.
    var dictionary: [String]

    /// The number of rows.
    var count: Int { codes.count }

    /// The string in `row`, nil when missing.
    @inline(__always)
    subscript(row: Int) -> String? {
        let code = codes[row]
        return code < 0 ? nil : dictionary[Int(code)]
    }

    /// The number of missing rows.
    var missingCount: Int { codes.reduce(0) { $0 + ($1 < 0 ? 1 : 0) } }

    /// Strings from optionals, each distinct string stored once.
    init(_ strings: [String?]) {
        var builder = TextValuesBuilder()
        for string in strings { builder.append(string) }
        self = builder.values
    }

    /// Codes and their dictionary as they are.
    init(codes: [Int32], dictionary: [String]) {
        self.codes = codes
        self.dictionary = dictionary
    }

    /// The rows at `rows`, in that order; a row of -1 gives a missing value.
    func gathering(_ rows: [Int]) -> TextValues {
        TextValues(codes: rows.map { $0 < 0 ? -1 : codes[$0] }, dictionary: dictionary)
    }

    /// Sets `row` to `value` (nil: missing), appending a new string to the dictionary.
    mutating func set(_ value: String?, at row: Int) {
        guard let value else { codes[row] = -1; return }
        dictionary.append(value)
        codes[row] = Int32(dictionary.count - 1)
    }

    /// Adds `value` at the end.
    mutating func append(_ value: String?) {
        guard let value else { codes.append(-1); return }
        if let last = dictionary.last, last == value {
            codes.append(Int32(dictionary.count - 1))
            return
        }
        dictionary.append(value)
        codes.append(Int32(dictionary.count - 1))
    }
}

/// Collects strings into ``TextValues``, storing each distinct string once.
struct TextValuesBuilder {
    private var codes: [Int32] = []
    private var dictionary: [String] = []
    private var codeOf: [String: Int32] = [:]

    /// Adds one value, nil for missing.
    mutating func append(_ text: String?) {
        guard let text else { codes.append(-1); return }
        if let code = codeOf[text] { codes.append(code); return }
        let code = Int32(dictionary.count)
        dictionary.append(text)
        codeOf[text] = code
        codes.append(code)
    }

    /// The values built so far.
    var values: TextValues { TextValues(codes: codes, dictionary: dictionary) }
}

/// The values of a column of any other Swift type (`Float`, a struct of the program's own),
/// boxed: such columns keep every verb but run without the native paths of the kinds above.
struct OtherValues: @unchecked Sendable {
    /// One value per row, nil when missing.
    var values: [Any?]
    /// The Swift type of the values.
    let elementType: Any.Type
}
