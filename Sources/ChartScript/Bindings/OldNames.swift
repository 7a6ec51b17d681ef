/// Names from BEMSimpleLineGraph and CorePlot whose meaning differs here, or that have no
/// one-word replacement: using one is an error that names the replacement and the
/// difference. Names that mean the same under a new name are listed in each type's
/// `renamedMembers` instead (their error says "renamed to …").
enum OldNames {
    /// The library a name comes from.
    enum Origin: String {
        case bem = "BEMSimpleLineGraph"
        case corePlot = "CorePlot"
    }

    /// How the old name was used: a property (read or assigned), or a method called with no
    /// arguments.
    enum Use {
        case property
        case method
    }

    /// Makes `name` on `type` an error saying `message` where it is used as `use`; `instead`
    /// is a line of cell code to write in its place (inspection shows it as the example).
    static func retire(_ name: String, on type: TypeBinding, origin: Origin, as use: Use = .property, message: String,
                       instead: String) {
        let text = "'\(name)' is \(origin.rawValue)'s; here \(message)"
        type.retiredMembers.insert(name)
        switch use {
        case .property:
            type.addProperty(name, type: "Any", doc("var \(name) (\(origin.rawValue))", text, instead)) { _ in
                throw ScriptError.typeMismatch(text)
            } set: { _, _ in
                throw ScriptError.typeMismatch(text)
            }
        case .method:
            type.addMethod(name, [], doc("func \(name)() (\(origin.rawValue))", text, instead)) { _, _, _ in
                throw ScriptError.typeMismatch(text)
            }
        }
    }

    /// Retires several names used the same way at once: (name, message, code to write instead).
    static func retire(_ names: [(name: String, message: String, instead: String)], on type: TypeBinding, origin: Origin,
                       as use: Use = .property) {
        for entry in names { retire(entry.name, on: type, origin: origin, as: use, message: entry.message, instead: entry.instead) }
    }
}
