/// `MemoryLayout<T>.size`, `.stride`, `.alignment`, and `MemoryLayout.size(ofValue:)` and the like.
enum MemoryLayoutBindings {
    static func register(in table: BindingTable) {
        let type = table.type("MemoryLayout", doc("enum MemoryLayout<T>", "The size, stride and alignment of a type in bytes.", "MemoryLayout<Int>.size"))
        let members: [(String, String, (TypeLayout) -> Int)] = [
            ("size", "The bytes a value of the type occupies (without padding at the end).", \.size),
            ("stride", "The bytes from one value to the next in an array.", \.stride),
            ("alignment", "The bytes a value's address is a multiple of.", \.alignment),
        ]
        for (name, summary, read) in members {
            type.addProperty(name, type: "Int", doc("static var \(name): Int", summary, "MemoryLayout<Double>.\(name)")) { value in
                guard case .native(let box) = value, let layout = box.payload as? TypeLayout else {
                    throw ScriptError.typeMismatch("'\(name)' needs MemoryLayout<SomeType>")
                }
                return .int(read(layout))
            }
            type.addStatic(name, LibraryFunction.make(name, labels: ["ofValue"]) { arguments in
                .int(read(try MemoryLayouts.layout(of: TypeNames.type(of: arguments[0]), runtime: Runtime.current)))
            }, doc("static func \(name)<T>(ofValue value: T) -> Int", summary, "MemoryLayout.\(name)(ofValue: 3.5)"))
        }
    }

    /// `MemoryLayout<type>` as a value whose members answer for `type`.
    static func value(for type: TypeRef, runtime: Runtime?) throws -> Value {
        .native(NativeBox(typeName: "MemoryLayout", payload: try MemoryLayouts.layout(of: type, runtime: runtime)))
    }
}
