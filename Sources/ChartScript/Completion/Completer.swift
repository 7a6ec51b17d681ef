import JupyterEngine

/// Completion candidates at a cursor: members after `.` for the receiver's actual type,
/// enum cases and static members for an implicit member (`.red`), and otherwise the
/// variables, functions, types and keywords in scope.
struct Completer {
    let session: Session

    func complete(code: String, cursorPosition: Int) -> CompletionResult {
        let context = CursorContext(code: code, cursor: cursorPosition)
        let candidates: [String]
        if let receiver = context.receiver {
            candidates = receiver.isEmpty ? implicitMembers(code: context) : members(of: receiver)
        } else {
            candidates = namesInScope(code: code)
        }
        let matches = Array(Set(candidates.filter { $0.hasPrefix(context.partial) })).sorted()
        return CompletionResult(matches: matches, cursorStart: context.wordStart, cursorEnd: context.wordStart + context.partial.unicodeScalars.count)
    }

    /// Members of what `receiver` evaluates to (a type's static members for a type name).
    func members(of receiver: String) -> [String] {
        guard let value = session.peek(receiver) else { return [] }
        let types = session.runtime.types
        switch value {
        case .type(let type): return Array(type.staticMembers.keys) + (types.builtinExtensions[type.name].map { Array($0.declaredStaticNames) } ?? [])
        case .tuple(let tuple): return tuple.labels.compactMap { $0 }
        case .instance(let instance): return Members.memberNames(of: instance.type, runtime: session.runtime)
        case .enumCase(let enumValue): return Members.memberNames(of: enumValue.type, runtime: session.runtime)
        case .metatype(let type):
            let caseIterable = types.allConformances(of: type).contains("CaseIterable") ? ["allCases"] : []
            return StaticMembers.staticMemberNames(of: type) + ["init", "self"] + caseIterable
        default:
            var names = Members.binding(for: value)?.memberNames ?? []
            if let kind = BuiltinProtocols.kindName(of: value) {
                for name in [kind] + BuiltinProtocols.allConformances(ofBuiltin: kind) {
                    names += types.builtinExtensions[name].map { Array($0.declaredMemberNames) } ?? []
                }
            }
            return names
        }
    }

    /// Static members for `.name` with nothing before the dot: those of the property being
    /// assigned when it can be found (`graph.lineColor = .`), else every enum case and constant.
    private func implicitMembers(code context: CursorContext) -> [String] {
        let before = String(String.UnicodeScalarView(context.scalars[0..<max(0, context.wordStart - 1)]))
        if let typeName = assignedPropertyType(before), let type = BindingTable.shared.types[typeName] {
            return Array(type.staticMembers.keys)
        }
        let declaredCases = session.runtime.types.types.values.flatMap { $0.cases.map(\.name) }
        return BindingTable.shared.allStaticMemberNames + declaredCases
    }

    /// The declared type of `receiver.property` in text ending with `receiver.property =`.
    private func assignedPropertyType(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasSuffix("=") else { return nil }
        let target = String(trimmed.dropLast()).trimmingWhitespace()
        guard let dot = target.lastIndex(of: ".") else { return nil }
        let receiverText = String(target[..<dot]).split(whereSeparator: { $0 == "\n" || $0 == " " }).last.map(String.init) ?? ""
        let property = String(target[target.index(after: dot)...])
        guard let value = session.peek(receiverText), let binding = Members.binding(for: value) else { return nil }
        return binding.properties[property]?.type.replacingEvery("?", with: "")
    }

    /// Variables, functions, built-ins, types and keywords.
    private func namesInScope(code: String) -> [String] {
        var names = session.globals.definedNames
        names += Array(BindingTable.shared.functions.keys) + Array(BindingTable.shared.types.keys)
        names += Array(BindingTable.shared.constants.keys) + Array(session.runtime.types.types.keys)
        names += Array(Keywords.completable)
        names += Self.declaredNames(in: code)
        return names
    }

    /// Names declared in the cell so far (`let x`, `var x`, `func f`, `for x in`).
    static func declaredNames(in code: String) -> [String] {
        guard let tokens = try? Lexer.tokens(of: code) else { return [] }
        var names: [String] = []
        for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
            if case .keyword(let word) = token.kind, ["let", "var", "func", "for", "struct", "class", "enum", "protocol"].contains(word),
               case .identifier(let name) = tokens[index + 1].kind {
                names.append(name)
            }
        }
        return names
    }
}
