import JupyterEngine

/// What each value shows: charts as SVG plus a one-line text summary, live controls (a colour
/// editor) as their widgets, everything else as text in Swift's own description format.
enum Display {
    /// The bundle for a cell result or `display(x)`; `nil` for `Void`.
    static func bundle(for value: Value, runtime: Runtime? = Runtime.current) throws -> MimeBundle? {
        switch value {
        case .void: return nil
        case .implicitMember(let name): return try bundle(for: try Coercion.resolveImplicitMember(name), runtime: runtime)
        case .native(let box):
            if let widget = box.payload as? ShownAsWidget { return try widget.show(runtime: runtime) }
            let table = BindingTable.shared
            if let rich = (table.binding(for: type(of: box.payload)) ?? table.types[box.typeName])?.richDisplay {
                let representations = try rich(box.payload)
                return MimeBundle(data: representations.mapValues { JSONValue.string($0) })
            }
            return MimeBundle(plainText: try Describer(runtime: runtime).resultText(of: value))
        default:
            return MimeBundle(plainText: try Describer(runtime: runtime).resultText(of: value))
        }
    }

    /// The bundle `display(_:)` and `updateDisplay(_:id:)` show: a String as its text without
    /// quotes (an output statement, like `print`, so a readout reads as prose), anything else
    /// as its cell result would be.
    static func displayedBundle(for value: Value, runtime: Runtime? = Runtime.current) throws -> MimeBundle? {
        if case .string(let text) = value { return MimeBundle(plainText: text) }
        return try bundle(for: value, runtime: runtime)
    }

    /// The text of a value inside a string interpolation `"\(x)"` (as Swift: strings bare,
    /// declared types by their `description`).
    static func interpolated(_ value: Value, runtime: Runtime? = Runtime.current) throws -> String {
        switch value {
        case .int(let number): return String(number)  // the interpolations loops make most, directly
        case .string(let text): return text
        case .implicitMember(let name): return try Coercion.resolveImplicitMember(name).printed
        default: break
        }
        return try Describer(runtime: runtime).description(of: value)
    }
}
