/// Documentation of types, members and functions declared in cells, made from their
/// declarations: what completion, inspection (Shift-Tab) and `help(_:)` show for a `Student`
/// as for a `LineGraph`.
enum DeclaredDocumentation {
    /// A type's declaration: its header and members, as Swift would write them.
    static func of(_ type: TypeInfo) -> Documentation {
        var lines = [type.declarationHeader + " {"]
        for info in type.cases {
            let values = info.associatedValues.map { "(" + $0.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ") + ")" } ?? ""
            let raw = info.rawValue.map { " = " + $0.resultText } ?? ""
            lines.append("    case \(info.name)\(values)\(raw)")
        }
        for field in type.fields {
            lines.append("    \(field.isConstant ? "let" : "var") \(field.name)\(field.type.map { ": \($0)" } ?? "")")
        }
        for (name, property) in type.computedProperties.sorted(by: { $0.key < $1.key }) {
            lines.append("    var \(name)\(property.type.map { ": \($0)" } ?? "") { get\(property.setter == nil ? "" : " set") }")
        }
        for initializer in type.initializers { lines.append("    " + signature(of: initializer.function, name: "init")) }
        for (_, methods) in type.methods.sorted(by: { $0.key < $1.key }) {
            for method in methods { lines.append("    " + signature(of: method.function)) }
        }
        for (_, methods) in type.staticMethods.sorted(by: { $0.key < $1.key }) {
            for method in methods { lines.append("    static " + signature(of: method.function)) }
        }
        for requirement in type.requirements { lines.append("    " + requirement.signature) }
        lines.append("}")
        let place = type.location.cell > 0 ? "Declared in this session (cell \(type.location.cell), line \(type.location.line))." : "Declared in this session."
        return doc(lines.joined(separator: "\n"), "A \(type.kind.rawValue) declared in a cell. \(place)", example(for: type))
    }

    /// A member of a declared type, found by name.
    static func ofMember(_ name: String, of type: TypeInfo, runtime: Runtime) -> Documentation? {
        switch runtime.types.member(named: name, of: type) {
        case .field(let index):
            let field = type.fields[index]
            return doc("\(field.isConstant ? "let" : "var") \(field.name)\(field.type.map { ": \($0)" } ?? "")",
                       "A stored property of \(type.name).", "value.\(name)")
        case .computed(let property):
            return doc("var \(name)\(property.type.map { ": \($0)" } ?? "") { get\(property.setter == nil ? "" : " set") }",
                       "A computed property of \(type.name).", "value.\(name)")
        case .methods(let methods):
            return doc(methods.map { signature(of: $0.function) }.joined(separator: "\n"), "A method of \(type.name).", "value.\(name)(…)")
        case .none:
            if let index = type.caseIndex[name] { return doc("case \(type.cases[index].name)", "A case of \(type.name).", "\(type.name).\(name)") }
            if let methods = type.staticMethods[name] {
                return doc(methods.map { "static " + signature(of: $0.function) }.joined(separator: "\n"), "A static method of \(type.name).", "\(type.name).\(name)(…)")
            }
            if let storage = type.staticStorage[name] {
                return doc("static \(storage.isConstant ? "let" : "var") \(name)\(storage.type.map { ": \($0)" } ?? "")",
                           "A static property of \(type.name).", "\(type.name).\(name)")
            }
            return nil
        }
    }

    /// `func name(label parameter: Type) -> Result`.
    static func signature(of function: FunctionValue, name: String? = nil) -> String {
        let parameters = function.parameters.map { parameter -> String in
            let label = parameter.label ?? "_"
            let written = label == parameter.name ? label : "\(label) \(parameter.name)"
            let type = (parameter.isInout ? "inout " : "") + (parameter.type?.description ?? "Any") + (parameter.isVariadic ? "..." : "")
            return "\(written): \(type)"
        }
        let head = name == "init" ? "init" : "func \(name ?? function.name)"
        let effects = function.isThrowing ? " throws" : ""
        let result = function.returnType.map { " -> \($0)" } ?? ""
        return "\(head)(\(parameters.joined(separator: ", ")))\(effects)\(result)"
    }

    private static func example(for type: TypeInfo) -> String {
        switch type.kind {
        case .enumeration: return type.cases.first.map { "\(type.name).\($0.name)" } ?? type.name
        case .protocolType: return "struct Example: \(type.name) { … }"
        default:
            let fields = type.fields.filter { $0.initialValue == nil }.map { "\($0.name): …" }
            return "\(type.name)(\(fields.joined(separator: ", ")))"
        }
    }
}
