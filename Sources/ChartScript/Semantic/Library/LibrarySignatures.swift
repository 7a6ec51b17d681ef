import Synchronization

/// The Swift types of the library's bound members, read from the signatures their
/// documentation gives (`var title: String`, `init(csv path: String) throws`), which are the
/// Swift API of ChartCore and ChartData that cells call.
enum LibrarySignatures {
    /// The type of the property `name` of the library type `typeName`, when its signature names
    /// a type the pass knows.
    static func propertyType(_ name: String, of typeName: String) -> SwiftType? {
        guard let binding = BindingTable.shared.types[typeName]?.properties[name] else { return nil }
        guard let written = cachedType(binding.documentation.signature, after: ":") else { return nil }
        let type = SwiftType.from(written) { name, arguments in
            if name == "Void", arguments.isEmpty { return .void }
            if name == "Any", arguments.isEmpty { return .any }
            if let standard = StandardNominals.named(name), standard.kind != .protocolType,
               standard.genericParameterNames.count == arguments.count {
                return .nominal(standard, arguments)
            }
            if BindingTable.shared.types[name] != nil, arguments.isEmpty { return .nominal(StandardNominals.library(name)) }
            return .unknown
        }
        return type.isFullyKnown ? type : nil
    }

    /// The library types the arguments of `typeName`'s method `method` are converted to, by the
    /// position of the arguments written in parentheses (`labels`; trailing closures left out):
    /// a bound library type (`AnnotationOverflowResolution`) where every overload those labels
    /// can call declares the same one, else nil. It gives an implicit member written there
    /// (`.init(y: .fit)`) the type Swift infers for it.
    ///
    /// With no `typeName` (a receiver whose type the pass does not know, such as a modifier's
    /// `some ChartContent`), every bound type's overloads of `method` count, as the protocol
    /// extension declaring the modifier would give one parameter type to all of them.
    static func argumentTypes(of method: String, on typeName: String?, labels: [String?]) -> [SwiftType?] {
        let overloads: [FunctionBinding]
        if let typeName {
            overloads = BindingTable.shared.types[typeName]?.methods[method] ?? []
        } else {
            overloads = BindingTable.shared.types.values.flatMap { $0.methods[method] ?? [] }
        }
        let matched = overloads.compactMap { parameterTypes($0, labels: labels) }
        guard let first = matched.first else { return labels.map { _ in nil } }
        return labels.indices.map { index -> SwiftType? in
            let name = first[index]
            guard matched.allSatisfy({ $0[index] == name }), StandardNominals.named(name) == nil,
                  !["Any", "closure"].contains(name), BindingTable.shared.types[name] != nil else { return nil }
            return .nominal(StandardNominals.library(name))
        }
    }

    /// The declared type names of the parameters the arguments `labels` fill in `binding`, or
    /// nil when the labels cannot call it (parameters left out must have defaults or be closures).
    private static func parameterTypes(_ binding: FunctionBinding, labels: [String?]) -> [String]? {
        guard !binding.isVariadic else { return nil }
        var types: [String] = []
        var parameters = binding.parameters[...]
        for label in labels {
            while let parameter = parameters.first, parameter.label != label {
                guard parameter.hasDefault || parameter.type == "closure" else { return nil }
                parameters = parameters.dropFirst()
            }
            guard let parameter = parameters.first else { return nil }
            types.append(parameter.type)
            parameters = parameters.dropFirst()
        }
        return parameters.allSatisfy { $0.hasDefault || $0.type == "closure" } ? types : nil
    }

    /// Whether every bound initializer of `typeName` (or method `method`) that the labels can
    /// call is documented as throwing, and at least one can be called.
    static func alwaysThrows(_ typeName: String, method: String?, labels: [String?]) -> Bool {
        let key = ThrowingKey(owner: typeName, member: method, labels: labels)
        if let known = throwing.withLock({ $0[key] }) { return known }
        let answer = computeAlwaysThrows(typeName, method: method, labels: labels)
        throwing.withLock { $0[key] = answer }
        return answer
    }

    /// A call's place in the binding table, for remembering whether it throws.
    private struct ThrowingKey: Hashable {
        var owner: String
        var member: String?
        var labels: [String?]
    }

    private static let throwing = Mutex<[ThrowingKey: Bool]>([:])

    private static func computeAlwaysThrows(_ typeName: String, method: String?, labels: [String?]) -> Bool {
        guard let binding = BindingTable.shared.types[typeName] else { return false }
        let candidates = method.map { binding.methods[$0] ?? [] } ?? binding.initializers
        let callable = candidates.filter { accepts($0, labels: labels) }
        return !callable.isEmpty && callable.allSatisfy { isThrowing($0.documentation.signature) }
    }

    /// Whether the free function `name` called with `labels` always throws.
    static func functionAlwaysThrows(_ name: String, labels: [String?]) -> Bool {
        let key = ThrowingKey(owner: "", member: name, labels: labels)
        if let known = throwing.withLock({ $0[key] }) { return known }
        guard let bindings = BindingTable.shared.functions[name] else {
            throwing.withLock { $0[key] = false }
            return false
        }
        let callable = bindings.filter { accepts($0, labels: labels) }
        let answer = !callable.isEmpty && callable.allSatisfy { isThrowing($0.documentation.signature) }
        throwing.withLock { $0[key] = answer }
        return answer
    }

    private static func accepts(_ binding: FunctionBinding, labels: [String?]) -> Bool {
        if binding.isVariadic { return Binder.acceptsVariadic(binding, labels) }
        var index = 0
        for parameter in binding.parameters {
            if index < labels.count, labels[index] == parameter.label {
                index += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return index == labels.count
    }

    /// Whether the signature's own effects say `throws`: the words after its parameter list
    /// (a closure parameter's `throws` and `rethrows` are not the call's).
    private static func isThrowing(_ signature: String) -> Bool {
        let characters = Array(signature)
        let head = characters.firstIndex(of: "(").map { String(characters[..<$0]) } ?? signature
        guard let open = characters.firstIndex(of: "("),
              head.contains("func ") || head.contains("init") || head.contains("subscript") else {
            // A property: `var title: String { get throws }` (its accessors say it).
            guard let brace = signature.lastIndex(of: "{") else { return false }
            return signature[brace...].split(whereSeparator: { !$0.isLetter }).contains("throws")
        }
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
                depth -= 1
                if depth == 0 {
                    let effects = String(characters[(index + 1)...]).components(separatedByArrow: true)
                    return effects.split(whereSeparator: { !$0.isLetter }).contains("throws")
                }
            }
        }
        return false
    }

    private static let cache = Mutex<[String: TypeRef?]>([:])

    /// The type written after `marker` in a signature (`: String` of `var title: String { get }`).
    private static func cachedType(_ signature: String, after marker: String) -> TypeRef? {
        let key = marker + signature
        if let cached = cache.withLock({ $0[key] }) { return cached }
        var parsed: TypeRef?
        if let range = signature.firstRange(of: marker) {
            var text = String(signature[range.upperBound...])
            if let brace = text.firstIndex(of: "{") { text = String(text[..<brace]) }
            if let tokens = try? Lexer.tokens(of: text) {
                var parser = Parser(tokens: tokens)
                parsed = try? parser.parseType()
                if !parser.atEnd { parsed = nil }
            }
        }
        cache.withLock { $0[key] = parsed }
        return parsed
    }
}

private extension String {
    /// The part of a signature before its `->`.
    func components(separatedByArrow: Bool) -> String {
        guard let arrow = firstRange(of: "->") else { return self }
        return String(self[..<arrow.lowerBound])
    }
}
