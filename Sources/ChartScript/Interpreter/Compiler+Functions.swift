extension Compiler {
    /// Compiles a closure literal into code that makes a function value capturing the frame.
    func compileClosure(_ literal: ClosureLiteral, at location: SourceLocation) throws -> Evaluator {
        scope.containsNestedFunctions = true
        var captures: [(slot: Int, value: Evaluator, ownership: ClosureLiteral.Capture.Ownership)] = []
        for capture in literal.captures {
            // `[total = total * 2]` or `[weak self]`: evaluated when the closure is made.
            let value = try compileExpression(capture.value ?? Expression(kind: capture.name == "self" ? .selfExpression : .identifier(capture.name), location: location))
            captures.append((-1, value, capture.ownership))
        }
        let inner = Scope(parent: scope, isCell: false, acceptsAnonymousArguments: literal.parameters == nil, allowsReturn: true,
                          returnType: literal.returnType)
        let saved = scope
        let savedTry = tryDepth
        let savedThrownType = thrownType
        scope = inner
        tryDepth = 0
        thrownType = literal.thrownType
        defer {
            scope = saved
            tryDepth = savedTry
            thrownType = savedThrownType
        }
        for (index, capture) in literal.captures.enumerated() {
            captures[index].slot = inner.newSlot()
            inner.blocks[0][capture.name] = LocalVariable(slot: captures[index].slot, isConstant: true)
        }
        var argumentSlots: [Int?] = []
        var parameters: [FunctionValue.Parameter] = []
        for parameter in literal.parameters ?? [] {
            let slot = inner.newSlot()
            // An untyped parameter may be `inout` by inference (`reduce(into:) { counts, word in counts[word, default: 0] += 1 }`).
            let isInout: Bool = { if case .inoutType = parameter.type { return true } else { return parameter.type == nil } }()
            if parameter.name != "_" { inner.blocks[0][parameter.name] = LocalVariable(slot: slot, isConstant: !isInout, type: parameter.type) }
            argumentSlots.append(slot)
            parameters.append(.init(label: nil, name: parameter.name, type: parameter.type, runtime: runtime, unconstrained: genericNamesInScope))
        }
        let body = debuggableCall(try namingDebugCalls("closure") { try compileFunctionBody(literal.body) }, named: "closure")
        if literal.parameters == nil, let highest = inner.anonymousArgumentSlots.keys.max() {
            argumentSlots = (0...highest).map { inner.anonymousArgumentSlots[$0] }
        }
        let frameSize = inner.slotCount
        let canReuseFrame = !inner.containsNestedFunctions && captures.isEmpty
        let unusedSlots = canReuseFrame ? [] : inner.slotsUnusedByInnerScopes
        let ignoresExtraArguments = literal.parameters == nil
        let isThrowing = literal.isThrowing || inner.containsThrow
        let typedParameters = parameters.contains { $0.type != nil } ? parameters : []
        let returnType = literal.returnType
        let inferredReturnType = returnType == nil ? singleExpression(of: literal.body).flatMap(passType(of:)) : nil
        if captures.isEmpty {
            return { frame in
                let function = FunctionValue(name: "closure", parameters: typedParameters, checksLabels: false, argumentSlots: argumentSlots,
                                             ignoresExtraArguments: ignoresExtraArguments, frameSize: frameSize, body: body,
                                             captured: frame, canReuseFrame: canReuseFrame, slotsUnusedAfterCall: unusedSlots,
                                             returnType: returnType, isThrowing: isThrowing)
                if let inferredReturnType { function.inferredReturnType = inferredReturnType }
                return .function(function)
            }
        }
        // A capture list gives the closure its own frame holding the captured values; the
        // body's frames hang off it. A closure that uses no local of the code around it keeps
        // no frame of that code, so `[weak self]` and `[unowned self]` keep `self` alive nowhere.
        let keepsEnclosingFrame = inner.usesEnclosingLocals
        return { frame in
            let enclosing = keepsEnclosingFrame ? frame : nil
            let captureFrame = Frame(size: frameSize, parent: enclosing)
            for capture in captures {
                let value = try capture.value(frame)
                captureFrame.slots[capture.slot] = capture.ownership == .strong ? value : WeakReference.store(value)
            }
            let function = FunctionValue(name: "closure", parameters: typedParameters, checksLabels: false, argumentSlots: argumentSlots,
                                         ignoresExtraArguments: ignoresExtraArguments, frameSize: frameSize, body: { callFrame in
                for capture in captures {
                    let stored = captureFrame.slots[capture.slot]
                    switch capture.ownership {
                    case .strong: callFrame.slots[capture.slot] = stored
                    case .weak: callFrame.slots[capture.slot] = WeakReference.load(stored)
                    case .unowned:
                        let loaded = WeakReference.load(stored)
                        guard case .wrapped(let object) = loaded else {
                            if case .null = loaded {
                                throw ScriptError.trap("attempted to read an unowned reference but the object was already deallocated")
                            }
                            callFrame.slots[capture.slot] = loaded
                            continue
                        }
                        callFrame.slots[capture.slot] = object
                    }
                }
                return try body(callFrame)
            }, captured: enclosing, canReuseFrame: false, slotsUnusedAfterCall: unusedSlots,
               returnType: returnType, isThrowing: isThrowing)
            return .function(function)
        }
    }

    /// The expression a body of one statement gives: `expression` or `return expression`.
    private func singleExpression(of statements: [Statement]) -> Expression? {
        guard statements.count == 1 else { return nil }
        switch statements[0].kind {
        case .expression(let expression), .returnStatement(let expression?): return expression
        default: return nil
        }
    }

    /// Compiles a function or closure body; a body of one expression returns its value, and so
    /// does a body of one `if` or `switch` whose branches end in values (Swift 5.9).
    func compileFunctionBody(_ statements: [Statement]) throws -> (Frame) throws -> Value {
        let returnType = scope.returnType
        let runtime = self.runtime
        if statements.count == 1, let value = Self.valueOfBranches(statements[0], returnType: returnType) {
            return try compileFunctionBody([Statement(kind: .expression(value), location: statements[0].location)])
        }
        if statements.count == 1, case .expression(let expression) = statements[0].kind {
            let evaluator = try debuggable(expression: statements[0].location) { try compileExpression(expression) }
            guard let returnType else { return evaluator }
            let location = expression.location
            if case .tuple(let elements) = returnType, elements.isEmpty { return { frame in _ = try evaluator(frame); return .void } }
            if case .named("Void", _) = returnType { return { frame in _ = try evaluator(frame); return .void } }
            guard let convert = Coercion.converter(for: returnType, runtime: runtime, unconstrained: genericNamesInScope) else { return evaluator }
            return { frame in
                do { return try convert(try evaluator(frame)) } catch { throw error.located(at: location) }
            }
        }
        // The body is a block of its own, so `var number = number` may shadow a parameter.
        let block = try compileBlock(statements, releasesLocals: false)
        return { frame in
            if case .returned(let value) = try block(frame) { return value }
            return .void
        }
    }

    /// `statement` as an `if` or `switch` expression, when it can be one and the body's result
    /// is not `Void`: an `if` with an `else`, or a `switch`, each branch ending in a value (or
    /// leaving with `return` or `throw`).
    private static func valueOfBranches(_ statement: Statement, returnType: TypeRef?) -> Expression? {
        switch returnType {
        case .tuple(let elements)? where elements.isEmpty: return nil
        case .named("Void", _)?: return nil
        default: break
        }
        switch statement.kind {
        case .conditional(_, let otherwise?) where !otherwise.isEmpty: break
        case .switchStatement: break
        default: return nil
        }
        guard (try? assigningBranchValues(statement, slot: 0)) != nil else { return nil }
        return Expression(kind: .statementExpression(statement), location: statement.location)
    }

    /// Compiles `func name(…) { … }` into a statement that stores the function value.
    func compileFunction(_ declaration: FunctionDeclaration) throws -> Executor {
        guard let store = hoistedFunctions[declaration.location.offset], let written = declaration.body else {
            throw LocatedError(.unsupported(construct: "a function declared here"), at: declaration.location)
        }
        let body = try resultBuilderBody(declaration.resultBuilderName, written, at: declaration.location)
        scope.containsNestedFunctions = true
        let savedGenerics = genericNamesInScope
        genericNamesInScope.formUnion(declaration.genericParameters.map(\.name))
        defer { genericNamesInScope = savedGenerics }
        let compiled = try namingDebugCalls(declaration.name) {
            try compileCallable(parameters: declaration.parameters, returnType: declaration.returnType,
                                thrownType: declaration.thrownType, body: body,
                                selfIsConstant: nil, enclosing: scope, at: declaration.location)
        }
        let name = declaration.name
        let isOperator = name.first.map { !$0.isLetter && $0 != "_" } ?? false
        let registry = runtime.types
        let isGlobal = scope.declaresGlobals && typeContext == nil
        return { frame in
            let function = FunctionValue(name: name, parameters: compiled.parameters, checksLabels: true,
                                         argumentSlots: compiled.argumentSlots, ignoresExtraArguments: false,
                                         frameSize: compiled.frameSize, body: compiled.body, captured: frame,
                                         canReuseFrame: compiled.canReuseFrame, slotsUnusedAfterCall: compiled.unusedSlots)
            function.returnType = declaration.returnType
            function.isThrowing = declaration.isThrowing
            function.isRethrowing = declaration.isRethrowing
            function.genericParameters = declaration.genericParameters
            function.genericRequirements = declaration.requirements
            function.kindDescription = isGlobal ? "global function" : "local function"
            store(frame, .function(function))
            if isOperator {
                registry.operatorFunctions[name, default: []].removeAll { $0.signature == function.signature }
                registry.operatorFunctions[name, default: []].append(function)
            }
            return .normal
        }
    }

    /// Free functions that need the call's syntax (`&` arguments, labels such as `terminator:`)
    /// or the session (descriptions of declared types): `print`, `debugPrint`, `dump`, `swap`,
    /// `type(of:)`, `assert`, `precondition`, `fatalError`. `nil` for other calls.
    func compileSpecialFunction(_ callee: Expression, _ arguments: [Argument], at location: SourceLocation) throws -> Evaluator? {
        guard case .identifier(let name) = callee.kind, case .builtinFunction? = resolve(name) else { return nil }
        let runtime = self.runtime
        switch name {
        case "print", "debugPrint":
            var items: [Evaluator] = []
            // How an item the code shows as a wrapper type (`values.reversed()`) is described.
            var wrapperDescribers: [((Value, Describer) throws -> String)?] = []
            var separator: Evaluator?
            var terminator: Evaluator?
            var stream: LValue?
            for argument in arguments {
                switch argument.label {
                case nil:
                    items.append(try compileExpression(argument.value))
                    wrapperDescribers.append(wrapperDescriber(for: argument.value, qualified: name == "debugPrint"))
                case "separator": separator = try compileExpression(argument.value)
                case "terminator": terminator = try compileExpression(argument.value)
                case "to":
                    // `print(…, to: &log)`: the text is appended to a String variable.
                    guard case .inoutArgument(let target) = argument.value.kind else {
                        throw LocatedError(.badArguments(callee: "\(name)(_:to:)", expected: "a String variable written with '&': to: &log"), at: location)
                    }
                    stream = try compileLValue(target)
                default:
                    throw LocatedError(.badArguments(callee: "\(name)(_:)", expected: "items, then 'separator:', 'terminator:' and 'to:'"), at: location)
                }
            }
            let isDebug = name == "debugPrint"
            return { frame in
                let describer = runtime.describer
                var texts: [String] = []
                for (item, wrapperDescriber) in zip(items, wrapperDescribers) {
                    let value = try item(frame)
                    do {
                        if let wrapperDescriber {
                            texts.append(try wrapperDescriber(value, describer))
                        } else {
                            texts.append(isDebug ? try describer.debugDescription(of: value) : try describer.description(of: value))
                        }
                    } catch { throw error.located(at: location) }
                }
                let separatorText = try separator.map { try Self.text(try $0(frame)) } ?? " "
                let terminatorText = try terminator.map { try Self.text(try $0(frame)) } ?? "\n"
                let text = texts.joined(separator: separatorText) + terminatorText
                guard let stream else {
                    runtime.context?.write(text, to: .stdout)
                    return .void
                }
                do {
                    _ = try stream.modify(frame) { target in
                        guard case .string(let written) = target else {
                            throw ScriptError.typeMismatch("print(…, to:) writes to a String variable, not a value of type '\(target.typeName)'")
                        }
                        target = .string(written + text)
                        return .void
                    }
                } catch { throw error.located(at: location) }
                return .void
            }
        case "dump":
            guard let first = arguments.first, first.label == nil else { return nil }
            let value = try compileExpression(first.value)
            let mirror = wrapperMirror(for: first.value)
            var options: [String: Evaluator] = [:]
            for argument in arguments.dropFirst() {
                guard let label = argument.label, ["name", "indent", "maxDepth", "maxItems"].contains(label) else {
                    throw LocatedError(.badArguments(callee: "dump(_:)", expected: "a value, then 'name:', 'indent:', 'maxDepth:' and 'maxItems:'"), at: location)
                }
                options[label] = try compileExpression(argument.value)
            }
            return { frame in
                let dumped = try value(frame)
                do {
                    let name = try options["name"].map { try Self.text(try $0(frame)) }
                    func number(_ label: String, _ standard: Int) throws -> Int {
                        guard let option = options[label] else { return standard }
                        guard case .int(let number) = try option(frame) else { throw ScriptError.badArguments(callee: "dump(_:)", expected: "an Int for '\(label):'") }
                        return number
                    }
                    let shown = try mirror?(dumped, runtime.describer) ?? dumped
                    let text = try ValueDump.text(of: shown, name: name, indent: try number("indent", 0), maxDepth: try number("maxDepth", .max),
                                                  maxItems: try number("maxItems", .max), describer: runtime.describer)
                    runtime.context?.write(text, to: .stdout)
                } catch { throw error.located(at: location) }
                return dumped
            }
        case "swap":
            guard arguments.count == 2, case .inoutArgument(let first) = arguments[0].value.kind,
                  case .inoutArgument(let second) = arguments[1].value.kind else {
                throw LocatedError(.badArguments(callee: "swap(_:_:)", expected: "two '&' arguments: swap(&a, &b)"), at: location)
            }
            if let name = ExclusiveAccess.overlappingVariable([first, second]) {
                throw LocatedError(.exclusivity("overlapping accesses to '\(name)': one call cannot take it with '&' twice"
                    + (first.kind.isSubscript ? " (swap two elements with \(name).swapAt(i, j))" : "")), at: location)
            }
            let left = try compileLValue(first), right = try compileLValue(second)
            return { frame in
                let a = try left.read(frame), b = try right.read(frame)
                _ = try left.modify(frame) { value in value = b; return .void }
                _ = try right.modify(frame) { value in value = a; return .void }
                return .void
            }
        case "type":
            guard arguments.count == 1, arguments[0].label == "of" else { return nil }
            let value = try compileExpression(arguments[0].value)
            // What the code says completes what the value shows (`Character`, `Optional<Int>` for nil).
            let written = staticType(of: arguments[0].value).flatMap { namesOnlyKnownTypes($0) ? $0 : nil }
            return { frame in
                let type = TypeNames.refined(TypeNames.type(of: try value(frame)), by: written)
                return .native(NativeBox(typeName: "Metatype", payload: MetatypeValue(type: type)))
            }
        case "assert", "precondition":
            guard !arguments.isEmpty else { return nil }
            let condition = try compileCondition(arguments[0].value)
            let message = try arguments.dropFirst().first.map { try compileExpression($0.value) }
            let prefix = name == "assert" ? "Assertion failed" : "Precondition failed"
            return { frame in
                guard try !condition(frame) else { return .void }
                let text = try message.map { try Self.text(try $0(frame)) } ?? ""
                throw LocatedError(.trap(text.isEmpty ? prefix : "\(prefix): \(text)"), at: location)
            }
        case "fatalError", "preconditionFailure", "assertionFailure":
            let message = try arguments.first.map { try compileExpression($0.value) }
            let prefix = name == "fatalError" ? "Fatal error" : name == "preconditionFailure" ? "Precondition failed" : "Assertion failed"
            return { frame in
                let text = try message.map { try Self.text(try $0(frame)) } ?? ""
                throw LocatedError(.trap(text.isEmpty ? prefix : "\(prefix): \(text)"), at: location)
            }
        default:
            return nil
        }
    }

    /// Whether a function type names only types known here (not a generic parameter such as
    /// `T`, which the value's own type tells better). Other types are taken as they are.
    private func namesOnlyKnownTypes(_ type: TypeRef) -> Bool {
        guard case .function = type else { return true }
        return type.mentionedNames.allSatisfy { name in
            Self.isScalarVoidOrAny(name)
                || BindingTable.shared.types[name] != nil || declaredType(named: name) != nil
        }
    }

    /// `Int`, `Double`, `Float`, `Bool`, `String`, `Character`, `Void` or `Any`.
    private static func isScalarVoidOrAny(_ name: String) -> Bool {
        switch CoercionTarget(named: name) {
        case .scalar, .void, .anything: return true
        default: return false
        }
    }

    /// A String argument's text.
    static func text(_ value: Value) throws -> String {
        guard case .string(let text) = value else { throw ScriptError.typeMismatch("expected a String, not \(value.typeName)") }
        return text
    }
}

/// A type as a value: what `type(of:)` gives.
struct MetatypeValue: CustomStringConvertible {
    var type: TypeRef
    var description: String { TypeNames.swiftName(type) }
}
