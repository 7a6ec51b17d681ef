import ChartCore

/// Bridges for chart settings whose wrong values deserve a message of their own: an angle
/// given as a bare number (whose unit would be a guess), a label gap below zero.
enum CheckedBridges {
    /// An `Angle`, refusing bare numbers with a message that names both units and the way
    /// `setting` measures (`startAngle`: CorePlot's, counter-clockwise from 3 o'clock).
    static func angle(setting: String, measuredFrom reference: String) -> Bridge<Angle> {
        Bridge(typeName: "Angle", toValue: { .native(NativeBox(typeName: "Angle", payload: $0)) }) { value in
            switch value {
            case .native(let box):
                if let angle = box.payload as? Angle { return angle }
            case .int, .double:
                let number = value.asDouble ?? 0
                let written = literal(number)
                throw ScriptError.typeMismatch("\(setting) is an Angle, \(reference); write Angle(degrees: \(written)) "
                    + "for \(written)°, or Angle(radians: \(written)) for CorePlot's radians "
                    + "(\(written) radians is \(literal(number * 180 / .pi))°)")
            case .implicitMember(let name):
                if case .native(let box) = try Coercion.resolveImplicitMember(name, in: "Angle", runtime: Runtime.current),
                   let angle = box.payload as? Angle { return angle }
            default:
                break
            }
            throw ScriptError.typeMismatch("\(setting) is an Angle such as Angle(degrees: 45), not \(value.typeName)")
        }
    }

    /// A number as a cell would write it: whole numbers without a point, others with up to
    /// four decimals (0.7854).
    static func literal(_ value: Double) -> String {
        if value == value.rounded(), value.magnitude < 1e15 { return String(Int(value)) }
        return ((value * 10_000).rounded() / 10_000).description
    }
}

extension TypeBinding {
    /// Binds a stored property whose values are checked by `bridge` alone: the property is
    /// declared as `Any` so that the bridge, not the generic conversion, explains a wrong value.
    /// Its documentation shows `bridge`'s type.
    func bindChecked<Root, T>(_ name: String, _ keyPath: WritableKeyPath<Root, T>, _ bridge: Bridge<T>, _ summary: String, example: String) {
        let typeName = self.name
        addProperty(name, type: "Any", doc("var \(name): \(bridge.typeName)", summary, example)) { value in
            bridge.toValue(try self.payload(value, as: Root.self)[keyPath: keyPath])
        } set: { value, newValue in
            var root = try self.payload(value, as: Root.self)
            root[keyPath: keyPath] = try bridge.fromValue(newValue)
            value = .native(NativeBox(typeName: typeName, payload: root))
        }
    }
}
