import ChartCore

/// What a colour editor edits: the colour at a key path inside a session variable
/// (`ColorEditor(graph, \.lineColor)`, `ColorEditor(bars, \.barColors[2])`), or a `Color`
/// variable itself (`ColorEditor(accent)`). Reading and writing go to the variable, so the
/// next cell sees every edit.
struct ColorEditorTarget {
    /// The variable.
    let place: Place
    /// The path from the variable's value to the colour; nil when the variable is the colour.
    let path: KeyPathValue?

    /// The target as written, such as `graph.lineColor`.
    var spelling: String { place.spelling + (path?.spelling ?? "") }

    /// The colour there now; nil when it is an optional colour left at nil (such as a line
    /// graph's `lineColor`, which then takes the theme's).
    ///
    /// - Throws: the key path's error, or a type mismatch when the value there is not a colour.
    func color(runtime: Runtime?) throws -> Color? {
        let root = try place.read()
        let value = try path.map { try KeyPaths.read($0, from: root, runtime: runtime) } ?? root
        switch value.unwrapped {
        case nil:
            try requireColorType(root: root, runtime: runtime)
            return nil
        case .native(let box)? where box.payload is Color:
            return box.payload as? Color
        default:
            throw ScriptError.typeMismatch("ColorEditor edits a Color, and \(spelling) is a \(value.typeName)")
        }
    }

    /// Checks that an optional left at nil is an optional colour (`lineColor`), not another
    /// optional (`title`), from the type its property is bound with.
    private func requireColorType(root: Value, runtime: Runtime?) throws {
        guard let path, case .member(let name, _)? = path.steps.last else {
            throw ScriptError.typeMismatch("ColorEditor edits a Color, and \(spelling) is nil")
        }
        let parent = try KeyPaths.read(KeyPathValue(root: path.root, steps: Array(path.steps.dropLast())), from: root, runtime: runtime)
        let type = Members.binding(for: parent)?.properties[name]?.type ?? "nil"
        guard type.hasPrefix("Color") else {
            throw ScriptError.typeMismatch("ColorEditor edits a Color, and \(spelling) is a \(type)")
        }
    }

    /// Writes `color` there; returns the variable's new value (a chart to redraw, or the colour).
    func write(_ color: Color, runtime: Runtime?) throws -> Value {
        let colorValue = Value.native(NativeBox(typeName: "Color", payload: color))
        guard let path else {
            try place.write(colorValue)
            return colorValue
        }
        var root = try place.read()
        try KeyPaths.write(colorValue, at: path, into: &root, runtime: runtime)
        try place.write(root)
        return root
    }

    /// The chart the variable holds, if it holds one.
    func chart() -> (any DrawableChart)? {
        guard path != nil, case .native(let box)? = try? place.read() else { return nil }
        return box.payload as? any DrawableChart
    }
}
