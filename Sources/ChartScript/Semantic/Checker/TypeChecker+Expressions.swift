/// An expression's type, and what kind of literal it is (a literal takes its type from context).
struct Typed {
    /// Literals whose type the context decides.
    enum Literal: Equatable {
        case integer, float, string, boolean, nilLiteral
        /// `[]` or `[:]`.
        case emptyCollection
        /// `[a, b]`, `[k: v]`: a collection literal (a type conforming to the literal protocol may take it).
        case collection
    }

    var type: SwiftType
    var literal: Literal? = nil

    static let unknown = Typed(type: .unknown)
}

extension TypeChecker {
    /// The type of an expression where the context expects `expected` (`nil`: no context).
    /// Literals take the expected type when they can, else their default type. The answer is
    /// kept for the compiler (``expressionTypes``) unless the pass is only trying.
    func typeOf(_ expression: Expression, expecting expected: SwiftType?) -> Typed {
        let typed = typeOfUnrecorded(expression, expecting: expected)
        if quietDepth == 0, trialDepth == 0 { expressionTypes.record(typed.type, for: expression) }
        return typed
    }

    private func typeOfUnrecorded(_ expression: Expression, expecting expected: SwiftType?) -> Typed {
        switch expression.kind {
        case .integer:
            if let numeric = expected.flatMap(Self.numericTarget) { return Typed(type: numeric, literal: .integer) }
            return Typed(type: .int, literal: .integer)
        case .double:
            if let numeric = expected.flatMap(Self.numericTarget), numeric.nominalType.map(StandardNominals.isFloatingPoint) == true {
                return Typed(type: numeric, literal: .float)
            }
            return Typed(type: .double, literal: .float)
        case .string(let parts):
            for case .expression(let inner) in parts { _ = typeOf(inner, expecting: nil) }
            if let target = expected?.optionalWrapped ?? expected, parts.allSatisfy({ if case .text = $0 { return true } else { return false } }),
               target == .character || target == .substring || target.nominalType?.name == "Unicode.Scalar" {
                return Typed(type: target, literal: .string)
            }
            return Typed(type: .string, literal: .string)
        case .boolean:
            return Typed(type: .bool, literal: .boolean)
        case .nilLiteral:
            if let expected, expected.optionalWrapped != nil { return Typed(type: expected, literal: .nilLiteral) }
            return Typed(type: .unknown, literal: .nilLiteral)
        case .array(let elements):
            return arrayLiteralType(elements, expecting: expected)
        case .dictionary(let pairs):
            return dictionaryLiteralType(pairs, expecting: expected)
        case .identifier(let name):
            return identifierType(name, at: expression.location)
        case .closureArgument(let index):
            return Typed(type: closureArgumentType(index))
        case .implicitMember(let name):
            return implicitMemberType(name, at: expression.location, expecting: expected)
        case let .member(base, name):
            return memberType(of: base, name, at: expression.location, expecting: expected)
        case let .call(callee, arguments):
            return callType(callee, arguments, at: expression.location, expecting: expected)
        case let .subscripted(base, arguments):
            return subscriptType(base, arguments, at: expression.location)
        case let .prefix(symbol, operand):
            let typed = typeOf(operand, expecting: symbol == "-" || symbol == "+" ? expected : nil)
            switch symbol {
            case "-", "+", "~": return Typed(type: typed.type, literal: typed.literal)
            case "!": return Typed(type: typed.type == .bool ? .bool : .unknown)
            default: return .unknown
            }
        case .postfix(let symbol, let operand):
            let typed = typeOf(operand, expecting: nil)
            // `1...`: the integers from 1 on (a one-sided range of other bounds is left to the runtime).
            if symbol == "...", typed.type == .int { return Typed(type: .nominal(StandardNominals.partialRangeFrom, [.int])) }
            return .unknown
        case .forceUnwrap(let operand):
            let typed = typeOf(operand, expecting: expected.map { .optional($0) })
            if typed.type.optionalWrapped == nil, typed.type.isFullyKnown, typed.literal == nil, Self.isClosed(typed.type),
               typed.type.nominalType?.origin != .library {
                report("cannot force unwrap value of non-optional type '\(typed.type.name(.diagnostic))'", at: expression.location)
                return typed
            }
            return Typed(type: typed.type.optionalWrapped ?? .unknown)
        case let .binary(symbol, left, right):
            return binaryType(symbol, left, right, at: expression.location, expecting: expected)
        case let .ternary(condition, then, otherwise):
            return ternaryType(condition, then, otherwise, expecting: expected)
        case .closure(let closure):
            return closureType(closure, at: expression.location, expecting: expected)
        case .operatorReference:
            return .unknown
        case .tuple(let arguments):
            if arguments.count == 1, arguments[0].label == nil { return typeOf(arguments[0].value, expecting: expected) }
            let expectedElements = expected?.tupleElements.flatMap { $0.count == arguments.count ? $0 : nil }
            let elements = arguments.enumerated().map { index, argument in
                SwiftType.TupleElement(label: argument.label,
                                       type: defaulted(typeOf(argument.value, expecting: expectedElements?[index].type)))
            }
            return Typed(type: .tuple(elements))
        case .selfExpression:
            if currentFunction.isStatic { return .unknown }
            return Typed(type: currentFunction.selfValueType ?? .unknown)
        case .superExpression:
            return .unknown
        case let .specialized(base, arguments):
            if case .identifier(let name) = base.kind, declaredType(named: name, in: typeScope) != nil {
                return Typed(type: .metatype(resolve(.named(name, arguments), in: typeScope)))
            }
            // `Optional<Int>`, `Array<Double>` written in expression position.
            if case .identifier(let name) = base.kind, case .unknown = lookUp(name) {
                let type = resolve(.named(name, arguments), in: typeScope)
                if type.isFullyKnown, type.nominalType?.origin == .standard { return Typed(type: .metatype(type)) }
            }
            return .unknown
        case .optionalChain(let operand):
            // The value inside the optional, for the rest of the chain.
            let typed = typeOf(operand, expecting: nil)
            return Typed(type: typed.type.optionalWrapped ?? .unknown)
        case .optionalEvaluation(let chain):
            let typed = typeOf(chain, expecting: nil)
            if typed.type.isUnknown { return .unknown }
            return Typed(type: typed.type.optionalWrapped != nil ? typed.type : .optional(typed.type))
        case let .tryExpression(kind, operand):
            return tryType(kind, operand, at: expression.location, expecting: expected)
        case .awaitExpression(let operand):
            return typeOf(operand, expecting: expected)
        case let .cast(operand, kind, written):
            let target = resolve(written, in: typeScope)
            if kind == .coerce {
                let typed = typeOf(operand, expecting: target)
                if typed.literal != nil { return Typed(type: target) }
                return Typed(type: target)
            }
            _ = typeOf(operand, expecting: nil)
            return Typed(type: kind == .conditional ? (target.isUnknown ? .unknown : .optional(target)) : target)
        case .typeCheck(let operand, _):
            _ = typeOf(operand, expecting: nil)
            return Typed(type: .bool)
        case .keyPath:
            return .unknown
        case .inoutArgument(let operand):
            return Typed(type: lvalueType(operand))
        case .statementExpression(let statement):
            checkStatement(statement)
            // `(a?.b = c)` is `Void?`, any other assignment `()`.
            if case .assignment(let target, _, _) = statement.kind {
                if case .optionalEvaluation = target.kind { return Typed(type: .optional(.void)) }
                return Typed(type: .void)
            }
            return .unknown
        case .typeExpression(let written):
            let type = resolve(written, in: typeScope)
            return Typed(type: type.isUnknown ? .unknown : .metatype(type))
        }
    }

    /// The type a literal ends with when nothing else decides it.
    func defaulted(_ typed: Typed) -> SwiftType {
        typed.type
    }

    /// The numeric type an integer literal takes where `expected` is wanted (through optionals).
    static func numericTarget(_ expected: SwiftType) -> SwiftType? {
        let target = expected.withoutOptionals
        guard let nominal = target.nominalType, nominal.origin == .standard,
              StandardNominals.isInteger(nominal) || StandardNominals.isFloatingPoint(nominal) else { return nil }
        return target
    }

    // MARK: Names

    private func identifierType(_ name: String, at location: SourceLocation) -> Typed {
        switch lookUp(name) {
        case .variable(let variable, let isLocal):
            if !variable.isInitialized { reportUninitializedRead(name, isLocal: isLocal, at: location) }
            return Typed(type: variable.type)
        case .functions(let candidates):
            guard candidates.count == 1 else { return .unknown }
            return Typed(type: candidates[0].type.erasingGenericParameters)
        case .selfProperty(let property, _), .staticProperty(let property, _):
            return Typed(type: property.type)
        case .selfMethods(let methods, _), .staticMethods(let methods, _):
            guard methods.count == 1 else { return .unknown }
            return Typed(type: methods[0].type.erasingGenericParameters)
        case .type(let type):
            return Typed(type: type)
        case .unknown:
            return .unknown
        }
    }

    /// A variable read before any value was given to it, in the same function (swiftc's
    /// definite initialization); reported once.
    private func reportUninitializedRead(_ name: String, isLocal: Bool, at location: SourceLocation) {
        let sameFunction: Bool
        if isLocal {
            let lastStart = blocks.lastIndex { $0.startsFunction } ?? 0
            sameFunction = blocks[(lastStart)...].contains { $0.variables[name] != nil }
        } else {
            sameFunction = functions.count == 1
        }
        guard sameFunction else { return }
        report("variable '\(name)' used before being initialized", at: location)
        markInitialized(name)
    }

    /// Records that `name` has a value from here on.
    func markInitialized(_ name: String) {
        for index in blocks.indices.reversed() where index > 0 {
            if blocks[index].variables[name] != nil {
                blocks[index].variables[name]?.isInitialized = true
                return
            }
        }
        world.variables[name]?.isInitialized = true
    }

    // MARK: Collections

    private func arrayLiteralType(_ elements: [Expression], expecting expected: SwiftType?) -> Typed {
        let target = expected?.optionalWrapped ?? expected
        if let element = target?.arrayElement ?? (target?.isNominal(StandardNominals.set) == true ? target?.genericArguments.first : nil),
           let target {
            for value in elements { check(value, against: element, role: .element) }
            return Typed(type: target, literal: elements.isEmpty ? .emptyCollection : .collection)
        }
        if elements.isEmpty { return Typed(type: .unknown, literal: .emptyCollection) }
        let types = elements.map { typeOf($0, expecting: nil) }
        return Typed(type: commonType(types).map { .array($0) } ?? .unknown, literal: .collection)
    }

    private func dictionaryLiteralType(_ pairs: [(key: Expression, value: Expression)], expecting expected: SwiftType?) -> Typed {
        let target = expected?.optionalWrapped ?? expected
        if let (key, value) = target?.dictionaryTypes, let target {
            for pair in pairs {
                check(pair.key, against: key, role: .dictionaryKey)
                check(pair.value, against: value, role: .dictionaryValue)
            }
            return Typed(type: target, literal: pairs.isEmpty ? .emptyCollection : .collection)
        }
        if pairs.isEmpty { return Typed(type: .unknown, literal: .emptyCollection) }
        let keys = pairs.map { typeOf($0.key, expecting: nil) }
        let values = pairs.map { typeOf($0.value, expecting: nil) }
        guard let key = commonType(keys), let value = commonType(values) else { return Typed(type: .unknown, literal: .collection) }
        return Typed(type: .dictionary(key, value), literal: .collection)
    }

    /// The one type of a collection literal's elements: the same type, or Double for integer
    /// literals among Doubles; `nil` when the elements do not agree as far as the pass can tell.
    func commonType(_ types: [Typed]) -> SwiftType? {
        guard let first = types.first, types.allSatisfy({ $0.type.isFullyKnown && $0.literal != .nilLiteral && $0.literal != .emptyCollection }) else {
            return nil
        }
        if types.allSatisfy({ $0.type == first.type }) { return first.type }
        let nonLiteral = types.filter { $0.literal == nil }.map(\.type)
        if types.allSatisfy({ $0.literal == .integer || $0.literal == .float || $0.type == .double }),
           types.contains(where: { $0.type == .double }), nonLiteral.allSatisfy({ $0 == .double }) {
            return .double
        }
        return nil
    }

    // MARK: Ternary and try

    private func ternaryType(_ condition: Expression, _ then: Expression, _ otherwise: Expression, expecting expected: SwiftType?) -> Typed {
        checkCondition(condition)
        if let expected, expected.isFullyKnown {
            // A branch that cannot be the expected type is the ternary's type: the context reports it.
            let first = typeOf(then, expecting: expected), second = typeOf(otherwise, expecting: expected)
            if convertibility(from: first, to: expected) == .no { return first }
            if convertibility(from: second, to: expected) == .no { return second }
            return Typed(type: expected)
        }
        let first = typeOf(then, expecting: nil)
        let second = typeOf(otherwise, expecting: first.literal == nil ? first.type : nil)
        if first.type == second.type { return Typed(type: first.type, literal: first.literal == second.literal ? first.literal : nil) }
        // `condition ? value : nil` (either way round) is the value's type made optional, as swiftc infers it.
        if (first.literal == .nilLiteral) != (second.literal == .nilLiteral) {
            let value = first.literal == .nilLiteral ? second.type : first.type
            if value.isFullyKnown { return Typed(type: value.optionalWrapped == nil ? .optional(value) : value) }
        }
        if let common = commonType([first, second]) { return Typed(type: common) }
        // `c ? value : nil` (or `c ? nil : value`) is an optional of the value's type.
        for (value, other) in [(first, second), (second, first)] where other.literal == .nilLiteral && value.literal != .nilLiteral {
            if value.type.isFullyKnown, Self.isClosed(value.type) { return Typed(type: value.type.optionalWrapped == nil ? .optional(value.type) : value.type) }
        }
        if first.type.isFullyKnown, second.type.isFullyKnown, Self.isClosed(first.type), Self.isClosed(second.type),
           first.literal != .nilLiteral, second.literal != .nilLiteral,
           first.type.optionalWrapped == nil, second.type.optionalWrapped == nil,
           convertibility(from: second, to: first.type) == .no, convertibility(from: first, to: second.type) == .no {
            report("result values in '? :' expression have mismatching types '\(first.type.name(.diagnostic))' and '\(second.type.name(.diagnostic))'",
                   at: then.location)
        }
        return .unknown
    }

    private func tryType(_ kind: TryKind, _ operand: Expression, at location: SourceLocation, expecting expected: SwiftType?) -> Typed {
        currentFunction.tryDepth += 1
        let throwingBefore = throwingCalls
        let typed = typeOf(operand, expecting: kind == .optional ? expected?.optionalWrapped ?? expected : expected)
        currentFunction.tryDepth -= 1
        if kind == .plain, throwingCalls > throwingBefore, currentFunction.canThrow == false, currentFunction.doDepth == 0 {
            report("errors thrown from here are not handled", at: location)
        }
        guard kind == .optional else { return typed }
        if typed.type.isUnknown { return .unknown }
        return Typed(type: typed.type.optionalWrapped != nil ? typed.type : .optional(typed.type))
    }
}
