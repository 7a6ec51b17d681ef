/// A number style's precision, as Foundation writes it: `.number.precision(.fractionLength(2))`,
/// `.percent.precision(.fractionLength(0...1))` (Foundation's
/// `NumberFormatStyleConfiguration.Precision`), for `formatted(_:)` and for
/// `AxisValueLabel(format:)` and `Text(_:format:)`.
enum FormatStylePrecisionBindings {
    /// The binding table's name for a precision.
    static let typeName = "NumberFormatStyleConfiguration.Precision"

    /// How many digits after the point a precision allows.
    struct Precision: Hashable {
        let fractionDigits: ClosedRange<Int>
    }

    /// The most fraction digits a precision may ask for (Foundation's own limit is larger; more
    /// than this is not a digit a Double holds).
    static let maximumFractionDigits = 17

    /// Registers the precision type and `precision(_:)` on `styles`, the number styles' type.
    static func register(on styles: TypeBinding, in table: BindingTable) {
        let precision = table.type(typeName, doc("struct NumberFormatStyleConfiguration.Precision",
            "How many digits a number style writes after the point: .fractionLength(2), or a range .fractionLength(0...2).",
            "3.14159.formatted(.number.precision(.fractionLength(2)))"))
        precision.addStatic("fractionLength", LibraryFunction.make("fractionLength", labels: [nil]) { values in
            .native(NativeBox(typeName: typeName, payload: Precision(fractionDigits: try fractionDigits(values[0]))))
        }, doc("static func fractionLength(_ length: Int) -> NumberFormatStyleConfiguration.Precision",
               "Exactly length digits after the point, or between a range's bounds (fractionLength(0...2)).",
               "AxisValueLabel(format: .number.precision(.fractionLength(2)))"))
        styles.addMethod("precision", [param(nil, typeName)], doc("func precision(_ p: NumberFormatStyleConfiguration.Precision) -> Self",
            "The style with that many digits after the point.", "0.256.formatted(.percent.precision(.fractionLength(1)))")) { receiver, arguments, _ in
            let base = try FormatStyleBindings.style(receiver)
            guard case .native(let box) = try arguments.value(0), let precision = box.payload as? Precision else {
                throw ScriptError.typeMismatch("precision(_:) takes .fractionLength(2) or .fractionLength(0...2), not \(try arguments.value(0).typeName)")
            }
            switch base {
            case .iso8601, .dateTime: throw ScriptError.typeMismatch("precision(_:) applies to a number style (.number, .percent, .currency), not a date style")
            case .precise(let inner, _): return FormatStyleBindings.value(.precise(inner, fractionDigits: precision.fractionDigits))
            default: return FormatStyleBindings.value(.precise(base, fractionDigits: precision.fractionDigits))
            }
        }
    }

    /// The digits after the point `value` (an Int or a closed range of Ints) allows.
    private static func fractionDigits(_ value: Value) throws -> ClosedRange<Int> {
        let limits: ClosedRange<Int>
        switch value {
        case .int(let length): limits = length...length
        case .closedRange(let low, let high) where low <= high: limits = low...high
        default:
            throw ScriptError.typeMismatch("fractionLength(_:) takes an Int such as 2 or a range such as 0...2, not \(value.typeName)")
        }
        guard limits.lowerBound >= 0, limits.upperBound <= maximumFractionDigits else {
            throw ScriptError.typeMismatch("fractionLength(_:) takes 0 to \(maximumFractionDigits) digits, not \(limits.lowerBound == limits.upperBound ? "\(limits.lowerBound)" : "\(limits)")")
        }
        return limits
    }
}
