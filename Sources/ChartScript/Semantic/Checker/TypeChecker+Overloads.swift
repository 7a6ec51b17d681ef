extension TypeChecker {
    /// Resolves a call among the functions it may run (by labels, then argument types),
    /// checks its arguments, and gives its result type. With one candidate, wrong labels and
    /// arguments get swiftc's messages; with several, a call no candidate takes is "no exact
    /// matches", and candidates the call cannot tell apart are "ambiguous".
    func resolveCall(_ target: CallTarget, _ arguments: [Argument], callee: Expression, at location: SourceLocation,
                     expecting expected: SwiftType?) -> Typed {
        let candidates = target.candidates
        guard !candidates.isEmpty else { return uncheckedCall(arguments) }
        let matched = candidates.compactMap { candidate in matchLabels(arguments, candidate.parameters).map { (candidate, $0) } }
        if candidates.count == 1, matched.isEmpty {
            if !diagnoseLabels(arguments, candidates[0].parameters, callee: callee) { _ = uncheckedCall(arguments) } else {
                _ = quietly { uncheckedCall(arguments) }
            }
            return Typed(type: resultOnFailure(candidates[0], target))
        }
        guard !matched.isEmpty else { return uncheckedCall(arguments) }
        if matched.count == 1 {
            return apply(matched[0].0, mapping: matched[0].1, target, arguments, callee: callee)
        }
        // Several candidates take these labels: keep those whose arguments can be the parameters' types.
        let viable = matched.filter { candidate, mapping in !quietly { argumentsMismatch(candidate, mapping, target, arguments) } }
        if viable.isEmpty {
            if arguments.allSatisfy({ !Self.containsClosure($0.value) }) {
                report("no exact matches in call to \(target.description) '\(candidates[0].name)'", at: callee.location)
            }
            _ = quietly { uncheckedCall(arguments) }
            return .unknown
        }
        if viable.count == 1 { return apply(viable[0].0, mapping: viable[0].1, target, arguments, callee: callee) }
        // Candidates with the same parameters that differ only in their result: the context decides.
        let first = viable[0].0
        let sameParameters = viable.allSatisfy { candidate, _ in
            candidate.parameters.map(\.type) == first.parameters.map(\.type) && candidate.parameters.map(\.label) == first.parameters.map(\.label)
                && candidate.genericParameters.isEmpty
        }
        if sameParameters {
            if let expected, expected.isFullyKnown {
                let fitting = viable.filter { candidate, _ in convertibility(from: candidate.result.substituting(target.substitutions), to: expected) == .yes }
                if fitting.count == 1 { return apply(fitting[0].0, mapping: fitting[0].1, target, arguments, callee: callee) }
            } else if expected == nil, let context = operandContexts[location.offset], context.callee == callee.location.offset,
                      let chosen = context.choose(viable, by: { $0.0.result.substituting(target.substitutions) }) {
                return apply(chosen.0, mapping: chosen.1, target, arguments, callee: callee)
            } else if expected == nil, Set(viable.map { ObjectIdentifier($0.0.result) }).count == viable.count,
                      viable.allSatisfy({ $0.0.result.isFullyKnown }) {
                report("ambiguous use of '\(first.fullName)'", at: callee.location)
                _ = quietly { uncheckedCall(arguments) }
                return .unknown
            }
        }
        // Prefer the one candidate whose parameters the arguments are exactly.
        let exact = viable.filter { candidate, mapping in quietly { argumentsAreExact(candidate, mapping, target, arguments) } }
        if exact.count == 1 { return apply(exact[0].0, mapping: exact[0].1, target, arguments, callee: callee) }
        _ = uncheckedCall(arguments)
        let results = Set(viable.map { ObjectIdentifier($0.0.result.substituting(target.substitutions)) })
        if results.count == 1, viable[0].0.genericParameters.isEmpty, !viable[0].0.result.mentionsGenericParameter {
            return Typed(type: viable[0].0.result.substituting(target.substitutions))
        }
        return .unknown
    }

    private func resultOnFailure(_ candidate: FunctionSymbol, _ target: CallTarget) -> SwiftType {
        let result = candidate.result.substituting(target.substitutions)
        return result.mentionsGenericParameter ? .unknown : result
    }

    /// For each argument, the parameter it goes to; `nil` when the labels do not fit.
    func matchLabels(_ arguments: [Argument], _ parameters: [ParameterSymbol]) -> [Int]? {
        var mapping = [Int](repeating: -1, count: arguments.count)
        var next = 0
        for (position, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                if next < arguments.count, !arguments[next].isTrailingClosure, arguments[next].label == parameter.label {
                    mapping[next] = position
                    next += 1
                    while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure {
                        mapping[next] = position
                        next += 1
                    }
                }
                continue
            }
            if next < arguments.count {
                let argument = arguments[next]
                if argument.isTrailingClosure {
                    if (argument.label == nil || argument.label == parameter.label) && Self.acceptsClosure(parameter) {
                        mapping[next] = position
                        next += 1
                        continue
                    }
                } else if argument.label == parameter.label {
                    mapping[next] = position
                    next += 1
                    continue
                }
            }
            if parameter.hasDefault { continue }
            return nil
        }
        return next == arguments.count ? mapping : nil
    }

    private static func acceptsClosure(_ parameter: ParameterSymbol) -> Bool {
        let type = parameter.type.optionalWrapped ?? parameter.type
        switch type.kind {
        case .function, .unknown, .genericParameter, .existential: return true
        default: return false
        }
    }

    static func containsClosure(_ expression: Expression) -> Bool {
        if case .closure = expression.kind { return true }
        return false
    }

    /// Checks the arguments against the chosen candidate and gives the call's result.
    private func apply(_ candidate: FunctionSymbol, mapping: [Int], _ target: CallTarget, _ arguments: [Argument], callee: Expression) -> Typed {
        var bindings: [GenericParameterType: SwiftType] = [:]
        var inoutRoots: [String: SourceLocation] = [:]
        for (index, argument) in arguments.enumerated() {
            let parameter = candidate.parameters[mapping[index]]
            let parameterType = parameter.type.substituting(target.substitutions)
            if parameter.isInout {
                guard case .inoutArgument(let inner) = argument.value.kind else {
                    let typed = typeOf(argument.value, expecting: nil)
                    if typed.type.isFullyKnown, typed.literal == nil {
                        report("passing value of type '\(typed.type.name(.diagnostic))' to an inout parameter requires explicit '&'",
                               at: argument.value.location)
                    }
                    continue
                }
                if case .identifier(let name) = inner.kind {
                    if inoutRoots[name] != nil {
                        report("inout arguments are not allowed to alias each other", at: argument.value.location)
                    }
                    inoutRoots[name] = argument.value.location
                }
                checkMutable(inner, use: .inoutArgument, at: argument.value.location)
                _ = lvalueType(inner)
                continue
            }
            if parameterType.mentionsGenericParameter {
                let erased = parameterType.erasingGenericParameters
                let typed = typeOf(argument.value, expecting: erased.isUnknown ? nil : erased)
                bind(parameterType, to: typed.type, into: &bindings)
                continue
            }
            check(argument.value, against: parameterType, role: .argument)
        }
        countThrowing(candidate.alwaysThrows, callee: callee)
        let result = candidate.result.substituting(target.substitutions).substituting(bindings)
        return Typed(type: result.mentionsGenericParameter ? result.erasingGenericParameters : result)
    }

    /// Records what a generic parameter stands for, from an argument of a type that shows it.
    private func bind(_ parameter: SwiftType, to argument: SwiftType, into bindings: inout [GenericParameterType: SwiftType]) {
        switch parameter.kind {
        case .genericParameter(let generic):
            guard argument.isFullyKnown else { return }
            if let existing = bindings[generic], existing != argument { bindings[generic] = .unknown } else if bindings[generic] == nil {
                bindings[generic] = argument
            }
        case .nominal(let nominal, let parameters):
            guard argument.nominalType === nominal, argument.genericArguments.count == parameters.count else { return }
            for (inner, value) in zip(parameters, argument.genericArguments) { bind(inner, to: value, into: &bindings) }
        case .function(let shape):
            // `map { $0 * 2 }` on a `Result`: the closure's parameters and result show the method's generic parameters.
            guard let given = argument.functionShape, given.parameters.count == shape.parameters.count else { return }
            for (inner, value) in zip(shape.parameters, given.parameters) { bind(inner.type, to: value.type, into: &bindings) }
            bind(shape.result, to: given.result, into: &bindings)
        case .tuple(let elements):
            guard case .tuple(let given) = argument.kind, given.count == elements.count else { return }
            for (inner, value) in zip(elements, given) { bind(inner.type, to: value.type, into: &bindings) }
        default:
            return
        }
    }

    /// Whether an argument certainly cannot be its parameter's type (for choosing among overloads).
    private func argumentsMismatch(_ candidate: FunctionSymbol, _ mapping: [Int], _ target: CallTarget, _ arguments: [Argument]) -> Bool {
        for (index, argument) in arguments.enumerated() {
            let parameter = candidate.parameters[mapping[index]]
            let type = parameter.type.substituting(target.substitutions)
            if parameter.isInout || type.mentionsGenericParameter || Self.containsClosure(argument.value) { continue }
            let verdict = convertibility(from: typeOf(argument.value, expecting: type), to: type)
            if verdict == .no || verdict == .needsUnwrap { return true }
        }
        return false
    }

    /// Whether every argument is exactly its parameter's type (literals of their default type).
    private func argumentsAreExact(_ candidate: FunctionSymbol, _ mapping: [Int], _ target: CallTarget, _ arguments: [Argument]) -> Bool {
        for (index, argument) in arguments.enumerated() {
            let parameter = candidate.parameters[mapping[index]]
            let type = parameter.type.substituting(target.substitutions)
            if type.mentionsGenericParameter || Self.containsClosure(argument.value) { return false }
            if parameter.isInout { continue }
            let typed = typeOf(argument.value, expecting: nil)
            if typed.type != type { return false }
        }
        return true
    }

    // MARK: Labels

    /// Reports swiftc's message for arguments whose labels do not fit the one function a call
    /// can run; returns whether it reported.
    private func diagnoseLabels(_ arguments: [Argument], _ parameters: [ParameterSymbol], callee: Expression) -> Bool {
        guard !arguments.contains(where: \.isTrailingClosure), !parameters.contains(where: \.isVariadic) else { return false }
        let paren = callSite(of: callee) ?? callee.location
        let required = parameters.filter { !$0.hasDefault }
        let argumentLabels = arguments.map(\.label)
        // Same number: labels missing, extraneous, wrong, or out of order.
        if arguments.count == parameters.count {
            let expected = parameters.map(\.label)
            if Set(argumentLabels.compactMap { $0 }) == Set(expected.compactMap { $0 }), argumentLabels.count == Set(argumentLabels.map { $0 ?? "_" }).count,
               argumentLabels.allSatisfy({ $0 != nil }) {
                // Out of order: the first parameter whose argument comes after a later parameter's.
                for (position, parameter) in parameters.enumerated() {
                    guard let argumentIndex = argumentLabels.firstIndex(where: { $0 == parameter.label }) else { continue }
                    for later in parameters[(position + 1)...] {
                        if let laterIndex = argumentLabels.firstIndex(where: { $0 == later.label }), laterIndex < argumentIndex {
                            report("argument '\(parameter.label ?? "_")' must precede argument '\(later.label ?? "_")'",
                                   at: arguments[argumentIndex].value.location)
                            return true
                        }
                    }
                }
                return false
            }
            let missing = zip(argumentLabels, expected).filter { $0 == nil && $1 != nil }.map { $1 ?? "_" }
            let extraneous = zip(argumentLabels, expected).filter { $0 != nil && $1 == nil }.map { $0.0 ?? "_" }
            let wrong = zip(argumentLabels, expected).filter { $0 != nil && $1 != nil && $0 != $1 }
            if wrong.isEmpty, extraneous.isEmpty, !missing.isEmpty {
                if missing.count == 1, let index = Array(zip(argumentLabels, expected)).firstIndex(where: { $0 == nil && $1 != nil }) {
                    report("missing argument label '\(missing[0]):' in call", at: arguments[index].value.location)
                } else {
                    report("missing argument labels '\(missing.map { $0 + ":" }.joined())' in call", at: paren)
                }
                return true
            }
            if wrong.isEmpty, missing.isEmpty, !extraneous.isEmpty {
                let allLabels = argumentLabels.compactMap { $0 }.map { $0 + ":" }.joined()
                report("extraneous argument label\(extraneous.count == 1 ? "" : "s") '\(allLabels)' in call", at: paren)
                return true
            }
            let have = argumentLabels.map { ($0 ?? "_") + ":" }.joined()
            let want = expected.map { ($0 ?? "_") + ":" }.joined()
            report("incorrect argument label\(wrong.count + missing.count + extraneous.count == 1 ? "" : "s") in call (have '\(have)', expected '\(want)')",
                   at: paren)
            return true
        }
        // Fewer: the arguments given fit parameters in order; some required ones are missing.
        if arguments.count < parameters.count {
            var next = 0
            var missing: [ParameterSymbol] = []
            for parameter in parameters {
                if next < arguments.count, arguments[next].label == parameter.label {
                    next += 1
                } else if !parameter.hasDefault {
                    missing.append(parameter)
                }
            }
            guard next == arguments.count, !missing.isEmpty else { return false }
            let names = missing.map { parameter in parameter.label.map { "'\($0)'" } ?? "#\((parameters.firstIndex { $0.name == parameter.name } ?? 0) + 1)" }
            let place = SourceLocation(line: paren.line, column: paren.column, offset: paren.offset, cell: paren.cell)
            if missing.count == 1 {
                report("missing argument for parameter \(names[0]) in call", at: place)
            } else {
                report("missing arguments for parameters \(names.joined(separator: ", ")) in call", at: place)
            }
            return true
        }
        // More: the parameters take the first arguments in order; the rest are extra.
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label { next += 1 } else if !parameter.hasDefault { return false }
        }
        guard next < arguments.count, required.count <= next else { return false }
        let extra = Array(arguments[next...])
        if extra.count == 1 {
            report(extra[0].label.map { "extra argument '\($0)' in call" } ?? "extra argument in call", at: extra[0].value.location)
        } else {
            let positions = (next..<arguments.count).map { "#\($0 + 1)" }.joined(separator: ", ")
            report("extra arguments at positions \(positions) in call", at: extra[0].value.location)
        }
        return true
    }
}
