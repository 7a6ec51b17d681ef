import JupyterEngine

/// Documentation of the name under the cursor: a member of the receiver's actual type,
/// an implicit member, a built-in function, a type, or a variable's value.
struct Inspector {
    let session: Session

    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MimeBundle? {
        var context = CursorContext(code: code, cursor: cursorPosition)
        if context.word.isEmpty && cursorPosition > 0 {
            // Just after a call's "(" or at the end of a word: look at the word before.
            let scalars = Array(code.unicodeScalars)
            var position = min(cursorPosition, scalars.count)
            while position > 0, !CursorContext.isWordScalar(scalars[position - 1]) && scalars[position - 1] != "." { position -= 1 }
            context = CursorContext(code: code, cursor: position)
        }
        let name = context.word
        guard !name.isEmpty else { return nil }
        guard let documentation = documentation(for: name, receiver: context.receiver) else { return nil }
        return Self.bundle(documentation, detailLevel: detailLevel)
    }

    /// The documentation for `name`, after `receiver.` when given.
    func documentation(for name: String, receiver: String?) -> Documentation? {
        let table = BindingTable.shared
        if let receiver {
            if receiver.isEmpty {
                return table.typesWithStaticMember(name).first?.staticMembers[name]?.documentation
            }
            guard let value = session.peek(receiver) else { return nil }
            if case .type(let type) = value { return type.staticMembers[name]?.documentation }
            switch value {
            case .instance(let instance): return DeclaredDocumentation.ofMember(name, of: instance.type, runtime: session.runtime)
            case .enumCase(let enumValue): return DeclaredDocumentation.ofMember(name, of: enumValue.type, runtime: session.runtime)
            case .metatype(let type): return DeclaredDocumentation.ofMember(name, of: type, runtime: session.runtime)
            default: break
            }
            guard let type = Members.binding(for: value) else { return nil }
            if let property = type.properties[name] { return property.documentation }
            if let method = type.methods[name] { return HelpTopics.merged(method.map(\.documentation)) }
            if let renamed = type.renamedMembers[name] {
                return doc(name, "'\(name)' is the BEMSimpleLineGraph / CorePlot name; ChartCore calls it '\(renamed)'.", "value.\(renamed)")
            }
            return nil
        }
        if let function = table.functions[name] { return HelpTopics.merged(function.map(\.documentation)) }
        if let declared = session.runtime.types.type(named: name) { return DeclaredDocumentation.of(declared) }
        if let type = table.types[name] { return type.fullDocumentation }
        if let value = session.globals.value(of: name) {
            if case .function(let function) = value {
                return doc(DeclaredDocumentation.signature(of: function), "A function declared in this session.", "\(name)(…)")
            }
            let shown = ValuePreview(runtime: session.runtime, maximumLength: 200).text(of: value, quotingStrings: true)
            return doc("\(name): \(value.typeName)", "A variable of this session, currently \(shown).", name)
        }
        if let constant = table.constants[name] { return constant.documentation }
        return nil
    }

    /// The inspection bundle: plain text and Markdown.
    static func bundle(_ documentation: Documentation, detailLevel: Int) -> MimeBundle {
        let plain = "\(documentation.signature)\n\n\(documentation.summary)\n\nExample:\n    \(documentation.example.replacingEvery("\n", with: "\n    "))"
        let markdown = MarkdownText.fenced(documentation.signature, language: "swift") + "\n\n"
            + MarkdownText.escaped(documentation.summary) + "\n\n" + MarkdownText.fenced(documentation.example, language: "swift")
        return MimeBundle(data: ["text/plain": .string(plain), "text/markdown": .string(markdown)])
    }
}
