import ChartData
import FoundationEssentials

/// Conversions between ChartData's DataFrame values and cell values: a column's element
/// (`Any?`) becomes an Int, Double, Bool, String, Date or `nil`; the element types cells name
/// (`Double.self`) pick the `Column<T>` binding; ChartData's errors pass through as
/// themselves, so a cell catches a `TableError` as a Swift program does.
enum DataFrameValues {
    /// The element types a cell can ask a column for, and the Swift names they go by.
    static let elementTypeNames = ["Int", "Double", "String", "Bool", "Date"]

    /// The element type a written `DiscontiguousColumnSlice<Element>` (TabularData's slice of
    /// one group's values, the parameter of `aggregated(on:naming:transform:)`) holds, `nil`
    /// for any other written type; in a cell such a slice is that group's `Column<Element>`.
    static func groupSliceElement(of type: TypeRef) -> TypeRef? {
        guard case .named(let name, let arguments) = type, arguments.count == 1, name == groupSliceTypeName else { return nil }
        return arguments[0]
    }

    /// The name swiftc knows TabularData's group slice by.
    static let groupSliceTypeName = "DiscontiguousColumnSlice"

    /// One element as a cell value (`nil` for a missing value).
    static func value(_ element: Any?) -> Value {
        switch element {
        case nil: return .null
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let flag as Bool: return .bool(flag)
        case let text as String: return .string(text)
        case let date as Date: return .bound(date)
        case let other?: return .native(NativeBox(typeName: String(describing: type(of: other)), payload: other))
        }
    }

    /// One element as an optional cell value (`Optional(3750)` or `nil`), as `T?` prints in Swift.
    static func optional(_ element: Any?) -> Value {
        element == nil ? .null : .wrapped(value(element))
    }

    /// A cell value as a column element (nil for `nil`).
    static func element(_ value: Value) -> Any? {
        switch value {
        case .null: return nil
        case .wrapped(let inner): return element(inner)
        case .int(let number): return number
        case .double(let number): return number
        case .bool(let flag): return flag
        case .string(let text): return text
        case .native(let box): return box.payload
        default: return nil
        }
    }

    /// The element type a metatype argument names (`Double.self`).
    /// - Throws: a TypeError naming the types columns hold.
    static func elementType(_ value: Value) throws -> String {
        if case .type(let binding) = value, elementTypeNames.contains(binding.name) { return binding.name }
        throw ScriptError.typeMismatch("a column's type is one of Int.self, Double.self, String.self, Bool.self or Date.self, not \(value.typeName)")
    }

    /// `column` typed as the element type named `typeName`, as a cell value (`Column<Double>`).
    /// - Throws: `TableError.wrongColumnType` when the column holds other values.
    static func typed(_ column: AnyColumn, as typeName: String) throws -> Value {
        switch typeName {
        case "Int": return .bound(try column.typed(Int.self))
        case "Double": return .bound(try column.typed(Double.self))
        case "String": return .bound(try column.typed(String.self))
        case "Bool": return .bound(try column.typed(Bool.self))
        default: return .bound(try column.typed(Date.self))
        }
    }

    /// The type-erased column of a cell value holding any column.
    static func anyColumn(_ value: Value) throws -> AnyColumn {
        guard case .native(let box) = value else { throw ScriptError.typeMismatch("expected a column, not \(value.typeName)") }
        switch box.payload {
        case let column as AnyColumn: return column
        case let column as Column<Int>: return column.eraseToAnyColumn()
        case let column as Column<Double>: return column.eraseToAnyColumn()
        case let column as Column<String>: return column.eraseToAnyColumn()
        case let column as Column<Bool>: return column.eraseToAnyColumn()
        case let column as Column<Date>: return column.eraseToAnyColumn()
        default: throw ScriptError.typeMismatch("expected a column, not \(value.typeName)")
        }
    }

    /// A typed column (`Column<T>`) of any element type as a cell value, from a type-erased one.
    static func typedValue(_ column: AnyColumn) -> Value {
        (try? typed(column, as: column.elementTypeName)) ?? .bound(column)
    }

    /// A column named `name` of the elements `values` (their type decided by the values
    /// present, as `AnyColumn(name:values:)`), as a cell value of its typed column.
    static func column(named name: String, values: [Value]) -> Value {
        typedValue(AnyColumn(name: name, values: values.map(element)))
    }

    /// A column named `name` of the elements `values`, typed as the closure that gave them
    /// declares (`typedAs.declared`), else by the values present; when none is present, as its
    /// slice parameter's element type (`typedAs.slice`), else text.
    static func column(named name: String, values: [Value], typedAs type: (declared: String?, slice: String?)) -> Value {
        let elements = values.map(element)
        let allMissing = !elements.contains { $0 != nil }
        guard let typeName = type.declared ?? (allMissing ? type.slice : nil) else { return column(named: name, values: values) }
        let contents: AnyColumn
        switch typeName {
        case "Int": contents = Column<Int>(name: name, contents: elements.map { $0 as? Int }).eraseToAnyColumn()
        case "Double": contents = Column<Double>(name: name, contents: elements.map { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }).eraseToAnyColumn()
        case "String": contents = Column<String>(name: name, contents: elements.map { $0 as? String }).eraseToAnyColumn()
        case "Bool": contents = Column<Bool>(name: name, contents: elements.map { $0 as? Bool }).eraseToAnyColumn()
        case "Date": contents = Column<Date>(name: name, contents: elements.map { $0 as? Date }).eraseToAnyColumn()
        default: return column(named: name, values: values)
        }
        return typedValue(contents)
    }

    /// A frame as a cell value.
    static func value(_ frame: DataFrame) -> Value { .bound(frame) }

    /// The rows a subscript's mask argument keeps: a `RowMask` or an array of Bools.
    static func mask(_ value: Value) -> [Bool]? {
        if case .native(let box) = value, let mask = box.payload as? RowMask { return mask.flags }
        if case .array(let array) = value {
            var flags: [Bool] = []
            for element in array.values {
                guard case .bool(let flag) = element else { return nil }
                flags.append(flag)
            }
            return flags
        }
        return nil
    }

    /// Runs `work` (a CSV file read, a database query), turning the stop an interrupt asked
    /// for (``TableError/interrupted(source:)``, or any failure once the flag is up) into the
    /// cell's interruption.
    static func interruptible<T>(_ runtime: Runtime, _ work: () throws -> T) throws -> T {
        do {
            let result = try work()
            try runtime.interruptFlag.check()
            return result
        } catch let error as TableError {
            // A loader stopped by the memory budget (an SQLite query too, which stops as if
            // interrupted) fails with the budget's own message.
            if let memory = MemoryGuard.shared.takeLoaderStop() { throw memory }
            if case .interrupted = error { throw ScriptError.interrupted }
            try runtime.interruptFlag.check()
            throw error
        }
    }

    /// The values of an `arguments: [...]` array as query parameters.
    static func sqliteArguments(_ value: Value) throws -> [(any SQLiteBindable)?] {
        guard case .array(let array) = value else {
            throw ScriptError.typeMismatch("'arguments' must be an array such as [2024, \"Math\"], not \(value.typeName)")
        }
        return try array.values.map { element -> (any SQLiteBindable)? in
            switch element {
            case .int(let number): return number
            case .double(let number): return number
            case .string(let text): return text
            case .bool(let flag): return flag
            case .null: return nil
            case .native(let box) where box.payload is Date:
                // A Date binds as ISO 8601 text, as a Swift program's Date does.
                return box.payload as? Date
            default:
                throw ScriptError.typeMismatch("a query argument must be an Int, Double, String, Bool, Date or nil, not \(element.typeName)")
            }
        }
    }

    /// Throws `problem` when there is one (ChartData's check before a verb that would stop a program).
    static func check(_ problem: TableError?) throws {
        if let problem { throw problem }
    }
}
