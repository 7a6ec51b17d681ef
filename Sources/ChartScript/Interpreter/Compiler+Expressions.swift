import ChartCore

extension Compiler {
    /// Compiles an expression.
    func compileExpression(_ expression: Expression) throws -> Evaluator {
        let location = expression.location
        switch expression.kind {
        // Made in the closure, not captured as a `Value`: a captured one is copied through
        // Value's general copy on every evaluation.
        case .integer(let number): return { _ in .int(number) }
        case .double(let number): return { _ in .double(number) }
        case .boolean(let flag): return { _ in .bool(flag) }
        case .nilLiteral: return { _ in .null }
        case .string(let parts): return try compileString(parts)
        case .array(let elements):
            if let type = typeReference(expression) { return try compileTypeValue(type, at: location) }
            let compiled = try elements.map { EvaluatorStep(run: try compileExpression($0)) }
            let hasNil = elements.contains { if case .nilLiteral = $0.kind { return true } else { return false } }
            let hasImplicitMembers = elements.contains { if case .implicitMember = $0.kind { return true } else { return false } }
            // `[4, 2.5, "pen"]` (an `[Any]`): an Int literal stays an Int unless every element
            // is a number, as only then Swift makes the literal a `[Double]`.
            let mayMixKinds = elements.contains { StaticTypes.isNumericLiteral($0) } && !elements.allSatisfy { StaticTypes.isNumericLiteral($0) }
            return { frame in
                if mayMixKinds {
                    let values = try compiled.map { try $0.run(frame) }
                    if !values.allSatisfy({ if case .int = $0 { return true }; if case .double = $0 { return true }; return false }) {
                        var array = ArrayValue(values: hasNil ? values.map(\.promotedToOptional) : values)
                        array.keepsElements = true
                        return .array(array)
                    }
                    var builder = ArrayBuilder(capacity: values.count)
                    for value in values { builder.add(value) }
                    return .array(builder.result)
                }
                if hasImplicitMembers {
                    return .array(ArrayValue(values: ImplicitMembers.resolveElements(try compiled.map { try $0.run(frame) })))
                }
                var builder = ArrayBuilder(capacity: compiled.count)
                for element in compiled {
                    let value = try element.run(frame)
                    builder.add(hasNil ? value.promotedToOptional : value)
                }
                return .array(builder.result)
            }
        case .dictionary(let pairs):
            if let type = typeReference(expression) { return try compileTypeValue(type, at: location) }
            let keys = try pairs.map { try compileExpression($0.key) }
            let values = try pairs.map { try compileExpression($0.value) }
            return { frame in
                var dictionary = DictionaryValue()
                do {
                    for (key, value) in zip(keys, values) {
                        let dictionaryKey = try DictionaryKey(try key(frame))
                        if dictionary[dictionaryKey] != nil {
                            throw LocatedError(.trap("dictionary literal has a duplicate key: \(dictionaryKey.value.printed)"), at: location)
                        }
                        dictionary.setLiteralEntry(try value(frame), for: dictionaryKey)
                    }
                } catch { throw error.located(at: location) }
                return .dictionary(dictionary)
            }
        case .identifier(let name): return try compileRead(name, at: location)
        case .closureArgument(let index):
            let (slot, depth) = try closureArgumentSlot(index, at: location)
            if depth == 0 { return { frame in frame.slots[slot] } }
            return { frame in frame.ancestor(depth).slots[slot] }
        case .implicitMember(let name):
            if let qualified = floatingMember(name, of: expression) { return try compileExpression(qualified) }
            return { _ in .implicitMember(name) }
        case let .member(base, name): return try compileMember(base, name, at: location)
        case let .call(callee, arguments): return try compileCall(callee, arguments, at: location)
        case let .subscripted(base, arguments): return try compileSubscriptRead(base, arguments, at: location)
        case let .prefix(symbol, operand): return try compilePrefix(symbol, operand, at: location)
        case let .postfix(symbol, operand): return try compilePostfix(symbol, operand, at: location)
        case .forceUnwrap(let operand):
            let compiled = try compileExpression(operand)
            return { frame in
                switch try compiled(frame) {
                case .null: throw LocatedError(.trap("unexpectedly found nil while unwrapping an Optional value"), at: location)
                case .wrapped(let inner): return inner
                case let value: return value
                }
            }
        case let .binary(symbol, left, right): return try compileBinary(symbol, left, right, at: location)
        case let .ternary(condition, then, otherwise):
            let test = try compileCondition(condition)
            var first = try compileExpression(then), second = try compileExpression(otherwise)
            // `flag ? 3 : nil` is an optional: the non-nil branch is promoted, as Swift types it.
            if case .nilLiteral = otherwise.kind { let inner = first; first = { frame in try inner(frame).promotedToOptional } }
            if case .nilLiteral = then.kind { let inner = second; second = { frame in try inner(frame).promotedToOptional } }
            return { frame in try test(frame) ? try first(frame) : try second(frame) }
        case .closure(let literal): return try compileClosure(literal, at: location)
        case .operatorReference(let symbol): return try compileOperatorReference(symbol, at: location)
        case .tuple(let arguments):
            if arguments.isEmpty { return { _ in .void } }
            let compiled = try compileArguments(arguments)
            return { frame in .tuple(TupleValue(labels: compiled.labels, values: try compiled.values(frame))) }
        case .selfExpression:
            guard resolve("self") != nil else {
                throw LocatedError(.unknownName("self", suggestions: []), at: location)
            }
            return try compileRead("self", at: location)
        case .superExpression:
            throw LocatedError(.syntax(expected: "'.' and a member after 'super'", found: "'super' alone", atEnd: false), at: location)
        case .specialized(let base, let arguments):
            if let type = typeReference(expression) { return try compileTypeValue(type, at: location) }
            let compiled = try compileExpression(base)
            _ = arguments
            return compiled
        case .optionalChain(let base):
            let compiled = try compileExpression(base)
            return { frame in
                switch try compiled(frame) {
                case .null: throw OptionalChainStop()
                case .wrapped(let inner): return inner
                case let value: return value
                }
            }
        case .optionalEvaluation(let inner):
            if case let .member(wrapped, "self") = inner.kind, writtenCompositeType(wrapped) != nil {
                return try compileExpression(inner)  // `Int?.self` names a type; nothing is chained.
            }
            let compiled = try compileExpression(inner)
            return { frame in
                do { return try compiled(frame).promotedToOptional } catch is OptionalChainStop { return .null }
            }
        case let .tryExpression(kind, inner): return try compileTry(kind, inner, at: location)
        case .awaitExpression(let inner): return try compileExpression(inner)
        case let .cast(base, kind, type): return try compileCast(base, kind, type, at: location)
        case let .typeCheck(base, type):
            let compiled = try compileExpression(base)
            let runtime = self.runtime
            return { frame in .bool(Casting.isInstance(try compiled(frame), of: type, runtime: runtime)) }
        case let .keyPath(root, components):
            // Subscript indices are evaluated when the key path is made, as Swift does.
            let steps: [(member: String?, optional: Bool, indices: CompiledArguments?)] = try components.map { component in
                switch component {
                case let .member(name, isOptionalChain): return (name, isOptionalChain, nil)
                case .subscripted(let arguments): return (nil, false, try compileArguments(arguments))
                }
            }
            return { frame in
                var made: [KeyPathValue.Step] = []
                for step in steps {
                    if let member = step.member { made.append(.member(member, isOptionalChain: step.optional)) } else if let indices = step.indices {
                        made.append(.subscripted(try indices.values(frame), labels: indices.labels))
                    }
                }
                return .keyPath(KeyPathValue(root: root, steps: made))
            }
        case .inoutArgument:
            throw LocatedError(.typeMismatch("'&' may only be used on an argument passed to an 'inout' parameter"), at: location)
        case .statementExpression(let statement): return try compileStatementExpression(statement, at: location)
        case .typeExpression(let type): return try compileTypeValue(type, at: location)
        }
    }

    /// Compiles an expression that must give a Bool.
    func compileCondition(_ expression: Expression) throws -> (Frame) throws -> Bool {
        let compiled = try compileExpression(expression)
        let location = expression.location
        return { frame in
            let value = try compiled(frame)
            guard case .bool(let flag) = value else {
                throw LocatedError(.typeMismatch("a condition must be a Bool, not \(value.typeName)"), at: location)
            }
            return flag
        }
    }

    private func compileString(_ parts: [StringPart]) throws -> Evaluator {
        if parts.count == 1, case .text(let text) = parts[0] { let value = Value.string(text); return { _ in value } }
        if parts.contains(where: Self.isLabelledInterpolation) { return try compileDateFormatString(parts) }
        let compiled: [Either] = try parts.map { part in
            switch part {
            case .text(let text): return .text(text)
            case .expression(let expression):
                if case let .call(callee, arguments) = expression.kind, case .identifier(Parser.interpolationWithArguments) = callee.kind {
                    return .evaluate(try compileFormattedInterpolation(arguments, at: expression.location))
                }
                let evaluate = try compileExpression(expression)
                if let describe = wrapperDescriber(for: expression) { return .describe(evaluate, describe) }
                return .evaluate(evaluate)
            }
        }
        let runtime = self.runtime
        return { frame in
            var result = ""
            for part in compiled {
                switch part {
                case .text(let text): result += text
                case .evaluate(let evaluate): result += try Display.interpolated(try evaluate(frame), runtime: runtime)
                case let .describe(evaluate, describe): result += try describe(try evaluate(frame), runtime.describer)
                }
            }
            return .string(result)
        }
    }

    /// `\(value, specifier: "%.1f")` and `\(value, format: style)`, as SwiftUI's `Text` (its
    /// `LocalizedStringKey`) interpolates them: printf-style, or through a format style.
    private func compileFormattedInterpolation(_ arguments: [Argument], at location: SourceLocation) throws -> Evaluator {
        guard arguments.count == 2, let label = arguments[1].label, ["specifier", "format"].contains(label) else {
            throw LocatedError(.typeMismatch("an interpolation takes one labelled argument, specifier: or format:"), at: location)
        }
        let value = try compileExpression(arguments[0].value)
        let argument = try compileExpression(arguments[1].value)
        let runtime = self.runtime
        return { frame in
            let subject = try value(frame)
            let given = try argument(frame)
            do {
                if label == "specifier" {
                    guard case .string(let specifier) = given, let number = subject.asDouble else {
                        throw ScriptError.typeMismatch("specifier: formats a number with a printf format such as \"%.1f\"")
                    }
                    return .string(LocalizedStringKey.text(of: number, specifier: specifier))
                }
                return .string(try SwiftUIBindings.formatted(subject, style: given, runtime: runtime))
            } catch { throw error.located(at: location) }
        }
    }

    private enum Either {
        case text(String)
        case evaluate(Evaluator)
        /// A value the code shows as a sequence wrapper, described as Swift describes it.
        case describe(Evaluator, (Value, Describer) throws -> String)
    }

    /// Reads a variable or names a function or type.
    func compileRead(_ name: String, at location: SourceLocation) throws -> Evaluator {
        if let getter = accessors(of: name)?.getter { return try compileAccessorRead(getter, at: location) }
        if refersToSelfType(name) {
            // `Self` in a type or protocol extension: the type of `self` as the code runs.
            let readSelf = try compileRead("self", at: location)
            return { frame in Self.dynamicType(of: try readSelf(frame)) }
        }
        guard let resolved = resolve(name) else {
            guard let constant = BindingTable.shared.constants[name] else { throw unknownName(name, at: location) }
            noteImportedGlobal(name, at: location)
            let value = constant.value
            return { _ in value }
        }
        switch resolved {
        case let .local(depth, slot, _):
            if depth == 0 { try checkNotConsumed(name, slot: slot, at: location) }
            if isLocalFunction(name) {
                // A nested `func` named as a value: Swift's function values have no labels.
                return { frame in
                    let value = frame.ancestor(depth).slots[slot]
                    if case .function(let function) = value { return .function(function.asValue()) }
                    return value
                }
            }
            if depth == 0 { return { frame in frame.slots[slot] } }
            return { frame in frame.ancestor(depth).slots[slot] }
        case .global(let slot):
            let cell = globals.cells[slot]
            if globals.overloads[slot] != nil {
                // A declared function named as a value: Swift's function values have no labels.
                return { _ in
                    if case .function(let function) = cell.pointee { return .function(function.asValue()) }
                    return cell.pointee
                }
            }
            if laterGlobals[name] == slot { return readingLaterGlobal(name, cell: cell, slot: slot) }
            return { _ in cell.pointee }
        case .builtinFunction(let name):
            noteImportedGlobal(name, at: location)
            guard let function = BuiltinFunctionReference.make(name) else {
                throw LocatedError(.typeMismatch("'\(name)' cannot be passed as a function value, as in Swift: write a closure that calls it, { \(name)($0) }"), at: location)
            }
            return { _ in .function(function) }
        case .type(let binding):
            noteImportedGlobal(binding.name, at: location)
            return { _ in .type(binding) }
        case .declaredType(let type):
            return { _ in .metatype(type) }
        case .selfMember(let member):
            return try compileMember(Expression(kind: .selfExpression, location: location), member, at: location)
        case .staticMember(let member):
            guard let type = typeContext?.type else { throw unknownName(name, at: location) }
            return try compileStaticMember(type, builtinName: typeContext?.builtinName, member, at: location)
        }
    }

    private func compileBinary(_ symbol: String, _ left: Expression, _ right: Expression, at location: SourceLocation) throws -> Evaluator {
        let runtime = self.runtime
        switch symbol {
        case "&&", "||":
            // Bools short-circuit; masks of ChartData's columns combine row by row.
            let isAnd = symbol == "&&"
            let first = try compileExpression(left), second = try compileExpression(right)
            let leftLocation = left.location, rightLocation = right.location
            return { frame in
                let value = try first(frame)
                if case .bool(let flag) = value {
                    if flag != isAnd { return .bool(flag) }
                    let other = try second(frame)
                    guard case .bool(let result) = other else {
                        throw LocatedError(.typeMismatch("a condition must be a Bool, not \(other.typeName)"), at: rightLocation)
                    }
                    return .bool(result)
                }
                if ColumnOperators.involvesColumns(value, value), let mask = try FoundationOperators.binary(symbol, value, try second(frame)) {
                    return mask
                }
                throw LocatedError(.typeMismatch("a condition must be a Bool, not \(value.typeName)"), at: leftLocation)
            }
        case "??":
            let first = try compileExpression(left), second = try compileExpression(right)
            return { frame in
                switch try first(frame) {
                case .null: return try second(frame)
                case .wrapped(let inner): return inner
                case let value: return value
                }
            }
        default:
            let comparesOptionals = ["==", "!=", "===", "!==", "~="].contains(symbol)
            let first = try compileExpression(comparesOptionals ? left : implicitlyUnwrapped(left))
            let second = try compileExpression(comparesOptionals ? right : implicitlyUnwrapped(right))
            guard let operation = try? Operators.infix(symbol) else {
                // An operator declared in a cell (`infix operator +-`).
                return { frame in
                    let a = try first(frame), b = try second(frame)
                    do {
                        if let result = try UserOperators.apply(symbol, a, b, runtime: runtime) { return result }
                        throw ScriptError.typeMismatch("binary operator '\(symbol)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
                    } catch { throw error.located(at: location) }
                }
            }
            let mixes = mixedNumberNote(symbol, left, right, at: location)
            let general: Operators.Infix = { a, b in
                if UserOperators.involvesDeclaredTypes(a, b), let result = try UserOperators.apply(symbol, a, b, runtime: runtime) { return result }
                do {
                    let result = try operation(a, b)
                    mixes?(a, b)
                    return result
                } catch let error as ScriptError {
                    if case .typeMismatch = error, let result = try UserOperators.apply(symbol, a, b, runtime: runtime) { return result }
                    // `2.0 * .pi`: an implicit member takes the other operand's type.
                    if case .typeMismatch = error, let (x, y) = ImplicitMembers.resolvedOperands(a, b) { return try operation(x, y) }
                    throw error
                }
            }
            var intLiteral: FastOperators.LiteralSide = []
            if StaticTypes.isNumericLiteral(left) { intLiteral.insert(.left) }
            if StaticTypes.isNumericLiteral(right) { intLiteral.insert(.right) }
            if let fast = FastOperators.compile(symbol, first, second, general: general, intLiteral: intLiteral, at: location) { return fast }
            return { frame in
                let a = try first(frame), b = try second(frame)
                do { return try general(a, b) } catch { throw error.located(at: location) }
            }
        }
    }

    /// For arithmetic mixing an Int with a Double where Swift would not convert (the Int is not
    /// a literal), a check that writes a note saying what Swift needs.
    private func mixedNumberNote(_ symbol: String, _ left: Expression, _ right: Expression, at location: SourceLocation) -> ((Value, Value) -> Void)? {
        guard ["+", "-", "*", "/", "%", "<", "<=", ">", ">=", "==", "!="].contains(symbol) else { return nil }
        let leftIsLiteral = StaticTypes.isNumericLiteral(left), rightIsLiteral = StaticTypes.isNumericLiteral(right)
        if leftIsLiteral && rightIsLiteral { return nil }
        let runtime = self.runtime
        let leftText = StaticTypes.shortSource(left), rightText = StaticTypes.shortSource(right)
        return { a, b in
            switch (a, b) {
            case (.int, .double) where !leftIsLiteral:
                runtime.note("Swift needs Double(\(leftText)) here: it does not mix Int and Double in '\(symbol)'", at: location)
            case (.double, .int) where !rightIsLiteral:
                runtime.note("Swift needs Double(\(rightText)) here: it does not mix Int and Double in '\(symbol)'", at: location)
            default:
                break
            }
        }
    }

    /// The slot of `$index` in the closure that owns it, and how many frames out that closure's is.
    func closureArgumentSlot(_ index: Int, at location: SourceLocation) throws -> (slot: Int, depth: Int) {
        let (owner, depth) = scope.anonymousArgumentOwner
        guard owner.acceptsAnonymousArguments else {
            throw LocatedError(.typeMismatch(owner.parent == nil || owner.isCell
                ? "anonymous closure argument '$\(index)' is only allowed inside a closure"
                : "'$\(index)' cannot be used in a closure with named parameters"), at: location)
        }
        let slot = owner.anonymousArgumentSlots[index] ?? {
            let slot = owner.newSlot()
            owner.anonymousArgumentSlots[index] = slot
            return slot
        }()
        if depth > 0 { owner.slotsUsedByInnerScopes.insert(slot) }
        return (slot, depth)
    }

    /// The members only floating-point types have: `-.infinity` in `[-.infinity, 0.5]` or
    /// `f(-.pi)` can only be of a floating-point type, whose sign is applied before the place
    /// that takes it could resolve the member; a Double converts where a Float is wanted.
    static let floatingOnlyMembers: Set<String> = ["infinity", "pi", "nan", "signalingNaN", "greatestFiniteMagnitude",
                                                   "leastNormalMagnitude", "leastNonzeroMagnitude", "ulpOfOne"]

    /// `Double.infinity` for the operand of `-.infinity` (or `+.pi`), else nil; `Float.pi`
    /// where the semantic pass found the member a Float (`let a: [Float] = [-.pi]`), which
    /// differs from `Double.pi` made a Float.
    /// `Float.pi` for `.pi` where the semantic pass found the member a floating-point type's
    /// (`[.pi / 2]` in a `[Float]`, `half(.pi)` for a Float parameter), else nil: the member
    /// is the context's own, not Double's made a Float.
    private func floatingMember(_ name: String, of expression: Expression) -> Expression? {
        guard Self.floatingOnlyMembers.contains(name), case .named(let typeName, let arguments)? = passType(of: expression),
              arguments.isEmpty, ["Double", "Float", "Float32", "Float16", "CGFloat"].contains(typeName) else { return nil }
        return Expression(kind: .member(Expression(kind: .identifier(typeName), location: expression.location), name), location: expression.location)
    }

    private func floatingImplicitMember(_ symbol: String, _ operand: Expression) -> Expression? {
        guard symbol == "-" || symbol == "+", case .implicitMember(let name) = operand.kind, Self.floatingOnlyMembers.contains(name) else { return nil }
        var typeName = "Double"
        if case .named("Float", let arguments)? = passType(of: operand), arguments.isEmpty { typeName = "Float" }
        return Expression(kind: .member(Expression(kind: .identifier(typeName), location: operand.location), name), location: operand.location)
    }

    private func compilePrefix(_ symbol: String, _ operand: Expression, at location: SourceLocation) throws -> Evaluator {
        if ["consume", "copy", "discard"].contains(symbol) { return try compileOwnershipOperator(symbol, operand, at: location) }
        if symbol == "repeat" { return try compilePackExpansion(operand, asArray: false, at: location) }
        if symbol == "each" { return try compilePackElement(operand, at: location) }
        if let qualified = floatingImplicitMember(symbol, operand) { return try compilePrefix(symbol, qualified, at: location) }
        let compiled = try compileExpression(operand)
        let runtime = self.runtime
        if symbol == "..<" || symbol == "..." {
            let isClosed = symbol == "..."
            return { frame in
                guard let upper = StringIndexing.bound(try compiled(frame)) else {
                    throw LocatedError(.typeMismatch("a one-sided range needs an Int or String.Index bound"), at: location)
                }
                return .native(NativeBox(typeName: "PartialRange", payload: isClosed ? PartialRange(through: upper) : PartialRange(lower: nil, upper: upper)))
            }
        }
        let operation = try? Operators.prefix(symbol)
        if Parser.isAssignable(operand), operation == nil {
            // A declared prefix operator may change its operand (`static prefix func +++ (v: inout V)`).
            let place = try compileLValue(operand)
            return { frame in
                let value = try compiled(frame)
                do {
                    guard let (result, finals) = try UserOperators.callDeclaredKeepingInout(symbol, [value], runtime: runtime) else {
                        throw ScriptError.unsupported(construct: "the prefix operator '\(symbol)' on \(value.typeName)")
                    }
                    if let final = finals.first, finals.count == 1 {
                        _ = try place.modify(frame) { current in current = final; return .void }
                    }
                    return result
                } catch { throw error.located(at: location) }
            }
        }
        return { frame in
            let value = try compiled(frame)
            do {
                if UserOperators.isDeclared(value) || operation == nil, let result = try UserOperators.applyPrefix(symbol, value, runtime: runtime) { return result }
                guard let operation else { throw ScriptError.unsupported(construct: "the prefix operator '\(symbol)' on \(value.typeName)") }
                return try operation(value)
            } catch { throw error.located(at: location) }
        }
    }

    private func compilePostfix(_ symbol: String, _ operand: Expression, at location: SourceLocation) throws -> Evaluator {
        let compiled = try compileExpression(operand)
        let runtime = self.runtime
        if symbol == "..." {
            return { frame in
                guard let lower = StringIndexing.bound(try compiled(frame)) else {
                    throw LocatedError(.typeMismatch("a one-sided range needs an Int or String.Index bound"), at: location)
                }
                return .native(NativeBox(typeName: "PartialRange", payload: PartialRange(lower: lower, upper: nil)))
            }
        }
        return { frame in
            let value = try compiled(frame)
            do {
                if let result = try UserOperators.applyPostfix(symbol, value, runtime: runtime) { return result }
                throw ScriptError.unsupported(construct: "the postfix operator '\(symbol)' on \(value.typeName)")
            } catch { throw error.located(at: location) }
        }
    }

    private func compileOperatorReference(_ symbol: String, at location: SourceLocation) throws -> Evaluator {
        let runtime = self.runtime
        let builtin = try? Operators.infix(symbol)
        let operation: Operators.Infix = { a, b in
            if builtin == nil || UserOperators.involvesDeclaredTypes(a, b), let result = try UserOperators.apply(symbol, a, b, runtime: runtime) {
                return result
            }
            guard let builtin else { throw ScriptError.unsupported(construct: "the operator '\(symbol)'") }
            return try builtin(a, b)
        }
        let function = FunctionValue(name: symbol, parameters: [], checksLabels: false, argumentSlots: [0, 1],
                                     ignoresExtraArguments: false, frameSize: 2,
                                     body: { frame in try operation(frame.slots[0], frame.slots[1]) },
                                     captured: nil, canReuseFrame: true)
        return { _ in .function(function) }
    }

    private func compileCast(_ base: Expression, _ kind: CastKind, _ written: TypeRef, at location: SourceLocation) throws -> Evaluator {
        let compiled = try compileExpression(base)
        // `error as! Failure` inside a generic type: the interpreter runs generic code by the
        // values it gets, so a generic parameter casts as `Any`.
        let type = erasingGenericParameters(written)
        let runtime = self.runtime
        switch kind {
        case .coerce:
            return { frame in
                do { return try Coercion.coerce(try compiled(frame), to: type, runtime: runtime) } catch { throw error.located(at: location) }
            }
        case .conditional:
            return { frame in
                do { return try Casting.conditionalCast(try compiled(frame), to: type, runtime: runtime) } catch { throw error.located(at: location) }
            }
        case .forced:
            return { frame in
                do { return try Casting.forcedCast(try compiled(frame), to: type, runtime: runtime) } catch {
                    let report = error.reported(at: location)
                    throw LocatedError(.trap(report.error.description), at: location)
                }
            }
        }
    }

    /// `type` with the generic parameters in scope replaced by `Any`.
    private func erasingGenericParameters(_ type: TypeRef) -> TypeRef {
        switch type {
        case let .named(name, arguments):
            if arguments.isEmpty && genericNamesInScope.contains(name) { return .name("Any") }
            return .named(name, arguments.map(erasingGenericParameters))
        case .array(let element): return .array(erasingGenericParameters(element))
        case let .dictionary(key, value): return .dictionary(erasingGenericParameters(key), erasingGenericParameters(value))
        case .optional(let wrapped): return .optional(erasingGenericParameters(wrapped))
        default: return type
        }
    }

    /// `if` or `switch` used as a value: each branch ends in the expression it gives.
    /// An assignment in parentheses gives `()`, or through an optional chain `Void?`.
    private func compileStatementExpression(_ statement: Statement, at location: SourceLocation) throws -> Evaluator {
        if case let .assignment(target, operation, value) = statement.kind {
            if case .optionalEvaluation = target.kind {
                let lvalue = try compileLValue(target)
                if let constant = lvalue.constantName, lvalue.write != nil { throw LocatedError(.immutable(name: constant), at: target.location) }
                return compileChainedAssignment(lvalue, operation, try compileExpression(value), at: location)
            }
            let assign = try compileAssignment(target, operation, value, at: location)
            return { frame in _ = try assign(frame); return .void }
        }
        let slot = scope.newSlot()
        let rewritten = try Self.assigningBranchValues(statement, slot: slot)
        scope.blocks.append(["$branchValue": LocalVariable(slot: slot, isConstant: false)])
        defer { scope.blocks.removeLast() }
        let executor = try compileStatement(rewritten)
        return { frame in
            frame.slots[slot] = .void
            if case .returned(let value) = try executor(frame) { return value }
            return frame.slots[slot]
        }
    }

    /// The statement with each branch's final expression assigned to the hidden `$branchValue`.
    static func assigningBranchValues(_ statement: Statement, slot: Int) throws -> Statement {
        func rewrite(_ body: [Statement]) throws -> [Statement] {
            guard let last = body.last else { return body }
            var copy = body
            switch last.kind {
            case .expression(let expression):
                copy[copy.count - 1] = Statement(kind: .assignment(target: Expression(kind: .identifier("$branchValue"), location: last.location),
                                                                   operator: "=", value: expression), location: last.location)
            case .conditional, .switchStatement:
                copy[copy.count - 1] = try assigningBranchValues(last, slot: slot)
            case .throwStatement, .returnStatement:
                break
            default:
                if !leavesScope(last) {
                    throw LocatedError(.syntax(expected: "an expression at the end of each branch of an 'if' or 'switch' used as a value", found: "a statement", atEnd: false), at: last.location)
                }
            }
            return copy
        }
        switch statement.kind {
        case let .conditional(branches, otherwise):
            guard let otherwise else {
                throw LocatedError(.syntax(expected: "an 'else' branch: 'if' used as a value needs one", found: "none", atEnd: false), at: statement.location)
            }
            let newBranches = try branches.map { ConditionalBranch(conditions: $0.conditions, body: try rewrite($0.body)) }
            return Statement(kind: .conditional(branches: newBranches, otherwise: try rewrite(otherwise)), location: statement.location)
        case .switchStatement(var switchStatement):
            switchStatement.cases = try switchStatement.cases.map {
                SwitchCase(patterns: $0.patterns, guards: $0.guards, body: try rewrite($0.body), location: $0.location)
            }
            return Statement(kind: .switchStatement(switchStatement), location: statement.location)
        default:
            return statement
        }
    }

    /// Compiled arguments: labels known now, values evaluated later; `&variable` arguments
    /// with the places their final values go back to.
    ///
    /// A class, made once per call site: the compiled call keeps it and hands it on to every
    /// call without copying its arrays (as a struct, each call copied and released them all).
    final class CompiledArguments {
        let labels: [String?]
        /// The arguments' evaluators, in order (held in steps: see ``ExecutorStep``).
        let steps: [EvaluatorStep]
        let trailing: [Bool]
        /// For each `&` argument, by position: where to write the parameter's final value.
        let inoutTargets: [Int: LValue]
        /// The labels for calling declared functions: a trailing closure is marked so that
        /// it matches the next parameter taking a function, whatever its label.
        let userLabels: [String?]
        /// Whether the call is written after `try` (Swift needs it for a call that can throw).
        let isInsideTry: Bool
        /// Where the call is, for notes.
        let location: SourceLocation?
        /// Whether an argument other than a trailing closure has a label.
        let hasWrittenLabels: Bool
        /// Where the call is, for a callee whose defaults are the caller's `#line` ….
        var callSite: CallSite?
        /// The call's type as the semantic pass chose it: it picks among a declared type's
        /// methods that differ only in their result (`let n: Int = maker.build()`).
        var resultType: TypeRef?

        init(labels: [String?], steps: [EvaluatorStep], trailing: [Bool], inoutTargets: [Int: LValue] = [:],
             userLabels: [String?] = [], isInsideTry: Bool = false, location: SourceLocation? = nil) {
            self.labels = labels
            self.steps = steps
            self.trailing = trailing
            self.inoutTargets = inoutTargets
            self.userLabels = userLabels
            self.isInsideTry = isInsideTry
            self.location = location
            hasWrittenLabels = zip(labels, trailing).contains { $0 != nil && !$1 }
        }

        /// How many arguments there are.
        var count: Int { steps.count }

        /// The same arguments evaluated by `steps` instead.
        func replacing(steps: [EvaluatorStep]) -> CompiledArguments {
            let copy = CompiledArguments(labels: labels, steps: steps, trailing: trailing, inoutTargets: inoutTargets,
                                         userLabels: userLabels, isInsideTry: isInsideTry, location: location)
            copy.callSite = callSite
            copy.resultType = resultType
            return copy
        }

        func values(_ frame: Frame) throws -> [Value] {
            var values: [Value] = []
            values.reserveCapacity(steps.count)
            for step in steps { values.append(try step.run(frame)) }
            return values
        }

        /// Appends the argument values to `values` (an array kept from call to call).
        @inline(__always)
        func evaluate(into values: inout [Value], _ frame: Frame) throws {
            if values.capacity < steps.count { values.reserveCapacity(steps.count) }
            for step in steps { values.append(try step.run(frame)) }
        }

        /// The evaluator of the argument at `position`, to call directly.
        func evaluator(at position: Int) -> Evaluator {
            steps[position].run
        }
    }

    /// Compiles the arguments of a call (or subscript) written at `location`.
    /// `parameterTypes`, when the callee's declaration gives them one for one, box the
    /// characters passed as `Any` (``boxingCharactersHeldAsAny(_:of:as:)``).
    func compileArguments(_ arguments: [Argument], at location: SourceLocation? = nil, parameterTypes: [TypeRef]? = nil) throws -> CompiledArguments {
        var steps: [EvaluatorStep] = []
        var inoutTargets: [Int: LValue] = [:]
        for (position, argument) in arguments.enumerated() {
            if case .inoutArgument(let target) = argument.value.kind {
                let lvalue = try compileLValue(target)
                if let constant = lvalue.constantName { throw LocatedError(.immutable(name: constant), at: target.location) }
                inoutTargets[position] = lvalue
                steps.append(EvaluatorStep(run: lvalue.read))
            } else {
                let written = parameterTypes.flatMap { $0.count == arguments.count ? $0[position] : nil }
                steps.append(EvaluatorStep(run: boxingCharactersHeldAsAny(try compileExpression(argument.value), of: argument.value, as: written)))
            }
        }
        if inoutTargets.count > 1 {
            let targets = arguments.compactMap { argument -> Expression? in
                if case .inoutArgument(let target) = argument.value.kind { return target } else { return nil }
            }
            if let name = ExclusiveAccess.overlappingVariable(targets) {
                throw LocatedError(.exclusivity("overlapping accesses to '\(name)': one call cannot take it with '&' twice (copy it to a local variable first)"),
                                   at: location ?? targets[0].location)
            }
            let positioned = arguments.enumerated().compactMap { position, argument -> (position: Int, target: Expression)? in
                if case .inoutArgument(let target) = argument.value.kind { return (position, target) } else { return nil }
            }
            if let overlap = ExclusiveAccess.overlappingGlobal(positioned, isGlobal: { name in
                if case .global? = resolve(name) { return true } else { return false }
            }) {
                // Apart stored properties of one global: the compiled program stops when the call runs.
                let place = location ?? positioned[0].target.location
                let message = "overlapping accesses to '\(overlap.name)': it was passed with '&', so nothing else may read or change it until the call returns (Swift stops with 'Simultaneous accesses')"
                steps[overlap.position] = EvaluatorStep(run: { _ in throw LocatedError(.exclusivity(message), at: place) })
            }
        }
        return CompiledArguments(labels: arguments.map(\.label), steps: steps, trailing: arguments.map(\.isTrailingClosure),
                                 inoutTargets: inoutTargets,
                                 userLabels: arguments.map { $0.isTrailingClosure ? LabelMatching.trailingClosure : $0.label },
                                 isInsideTry: tryDepth > 0, location: location)
    }
}

/// Thrown by `value?` when the value is nil; the enclosing optional chain turns it into nil.
struct OptionalChainStop: Error {}

/// A one-sided range: `..<3`, `...2` (upper bound, exclusive) or `2...` (lower bound).
struct PartialRange: Equatable {
    var lower: Int?
    /// The bound below which the values are (one above the written bound of `...upper`, at
    /// most `Int.max`).
    var upper: Int?
    /// The bound of `...bound` as written (a `PartialRangeThrough`); `nil` for the others.
    private(set) var throughBound: Int?

    init(lower: Int?, upper: Int?) {
        self.lower = lower
        self.upper = upper
    }

    /// `...bound`: the values up to and including `bound` (`...Int.max` too, without overflow).
    init(through bound: Int) {
        self.init(lower: nil, upper: bound == Int.max ? Int.max : bound + 1)
        throughBound = bound
    }

    /// Swift's `upperBound`: the bound as written (`5` for `...5` and for `..<5`).
    var upperBound: Int? { throughBound ?? upper }

    /// Whether `number` lies within the range.
    func contains(_ number: Int) -> Bool {
        (lower.map { $0 <= number } ?? true) && (upper.map { number < $0 } ?? true || number == throughBound)
    }

    /// Swift's description: `PartialRangeFrom<Int>(lowerBound: 1)`, `PartialRangeThrough<Int>(upperBound: 5)`.
    var swiftDescription: String {
        if let lower { return "PartialRangeFrom<Int>(lowerBound: \(lower))" }
        if let throughBound { return "PartialRangeThrough<Int>(upperBound: \(throughBound))" }
        return upper.map { "PartialRangeUpTo<Int>(upperBound: \($0))" } ?? "UnboundedRange"
    }

    /// The concrete range within a collection of `count` elements (empty, never a trap, when
    /// the bounds cross: `values[5...]` of three values is then refused by the bounds check).
    func resolved(count: Int) -> Range<Int> {
        resolved(start: 0, end: count)
    }

    /// The concrete range within a collection whose indices run from `start` to `end` (an
    /// `ArraySlice` keeps its base's indices).
    func resolved(start: Int, end: Int) -> Range<Int> {
        let first = lower ?? start
        return first..<max(first, upper ?? end)
    }
}

extension Compiler {
    /// Whether `name` is `Self` meaning the type of `self` (inside a type, an extension or a
    /// protocol extension, where no declaration named `Self` hides it).
    func refersToSelfType(_ name: String) -> Bool {
        name == "Self" && typeContext != nil && resolve("Self") == nil && resolve("self") != nil
    }

    /// The type of a value as a value: what `Self` and `type(of: self)` give to call static
    /// members and initializers on.
    static func dynamicType(of value: Value) -> Value {
        switch value {
        case .instance(let instance): return .metatype(instance.type)
        case .enumCase(let enumValue): return .metatype(enumValue.type)
        case .metatype, .type: return value
        default:
            if let binding = Members.binding(for: value) { return .type(binding) }
            return value
        }
    }
}
