/// Swift's global functions that need the call's syntax or stop the program: the compiler
/// runs `print`, `debugPrint`, `dump`, `swap`, `type(of:)`, `assert`, `precondition`, `fatalError` …
/// itself (see `Compiler.compileSpecialFunction`); these entries document them and make the
/// names known to completion, inspection and `help`.
enum SwiftFunctionBindings {
    static func register(in table: BindingTable) {
        let entries: [(String, [ParameterSpec], String, String, String)] = [
            ("debugPrint", [], "func debugPrint(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")",
             "Writes the items as Swift's debug descriptions: strings quoted, types with their module.", "debugPrint(\"a\", 1)"),
            ("dump", [param(nil, "Any"), param("name", "String", default: true), param("indent", "Int", default: true),
                      param("maxDepth", "Int", default: true), param("maxItems", "Int", default: true)],
             "@discardableResult func dump<T>(_ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max, maxItems: Int = .max) -> T",
             "Writes the value and its parts (properties, elements, cases' values), one per line, indented, as Swift's dump does; returns the value.",
             "dump(point)"),
            ("swap", [param(nil, "Any"), param(nil, "Any")], "func swap<T>(_ a: inout T, _ b: inout T)",
             "Exchanges the values of two variables.", "swap(&first, &second)"),
            ("type", [param("of", "Any")], "func type<T>(of value: T) -> T.Type",
             "The type of the value, printed as Swift names it (Array<Int>, Optional<String>).", "type(of: [1, 2])"),
            ("assert", [param(nil, "Bool"), param(nil, "String", default: true)], "func assert(_ condition: Bool, _ message: String = \"\")",
             "Stops the cell with \"Assertion failed: message\" when the condition is false.", "assert(total == 10, \"total should be 10\")"),
            ("precondition", [param(nil, "Bool"), param(nil, "String", default: true)], "func precondition(_ condition: Bool, _ message: String = \"\")",
             "Stops the cell with \"Precondition failed: message\" when the condition is false.", "precondition(values.count > 0, \"no values\")"),
            ("fatalError", [param(nil, "String", default: true)], "func fatalError(_ message: String = \"\") -> Never",
             "Stops the cell with \"Fatal error: message\".", "fatalError(\"unreachable\")"),
            ("preconditionFailure", [param(nil, "String", default: true)], "func preconditionFailure(_ message: String = \"\") -> Never",
             "Stops the cell with \"Precondition failed: message\".", "preconditionFailure(\"bad state\")"),
            ("assertionFailure", [param(nil, "String", default: true)], "func assertionFailure(_ message: String = \"\")",
             "Stops the cell with \"Assertion failed: message\".", "assertionFailure(\"bad state\")"),
        ]
        for (name, parameters, signature, summary, example) in entries {
            table.addFunction(name, parameters, isVariadic: name == "debugPrint", doc(signature, summary, example)) { _, _ in
                throw ScriptError.unsupported(construct: "calling '\(name)' this way (write it as a call: \(example))")
            }
        }
    }
}
