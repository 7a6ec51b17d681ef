/// A compiled pattern: whether a value matches, binding the pattern's names into the frame.
typealias Matcher = (Value, Frame) throws -> Bool

extension Compiler {
    /// Compiles the conditions of an `if`, `guard` or `while`; names they bind are declared in
    /// the current block.
    func compileConditions(_ conditions: [Condition]) throws -> (Frame) throws -> Bool {
        if conditions.count == 1 { return try compileCondition(conditions[0]) }
        let tests = try conditions.map { ConditionStep(run: try compileCondition($0)) }
        return { frame in
            for test in tests where !(try test.run(frame)) { return false }
            return true
        }
    }

    private func compileCondition(_ condition: Condition) throws -> (Frame) throws -> Bool {
        switch condition {
        case .expression(let expression):
            return try compileCondition(expression)
        case let .optionalBinding(name, isVariable, value, location):
            let evaluator = try compileExpression(value)
            // The name has the type inside the optional, where the code shows it (`as? Character`).
            var unwrapped: TypeRef?
            if case .optional(let wrapped)? = staticType(of: value) { unwrapped = wrapped }
            let slot = declareLocal(name, isConstant: !isVariable, type: unwrapped)
            let runtime = self.runtime
            return { frame in
                switch try evaluator(frame) {
                case .null: return false
                case .wrapped(let inner): frame.slots[slot] = inner
                case let other:
                    runtime.note("'if let' needs an optional value; Swift rejects binding a \(other.typeName)", at: location)
                    frame.slots[slot] = other
                }
                return true
            }
        case let .patternMatch(pattern, value, _):
            let evaluator = try compileExpression(value)
            var slots: [String: Int] = [:]
            let matcher = try compilePattern(pattern, bindings: &slots)
            return { frame in try matcher(try evaluator(frame), frame) }
        }
    }

    /// Compiles a pattern. `bindings` maps the names it binds to slots, shared between the
    /// alternatives of one `case` (each must bind the same names); new names are declared in
    /// the current block.
    func compilePattern(_ pattern: Pattern, bindings: inout [String: Int]) throws -> Matcher {
        switch pattern {
        case .wildcard:
            return { _, _ in true }
        case let .binding(name, isVariable):
            let slot = bindings[name] ?? declareLocal(name, isConstant: !isVariable)
            bindings[name] = slot
            return { value, frame in
                frame.slots[slot] = value
                return true
            }
        case .tuple(let elements):
            let matchers = try elements.map { try compilePattern($0.pattern, bindings: &bindings) }
            let count = matchers.count
            return { value, frame in
                guard case .tuple(let tuple) = value, tuple.values.count == count else { return false }
                for (matcher, element) in zip(matchers, tuple.values) where !(try matcher(element, frame)) { return false }
                return true
            }
        case let .enumCase(type, name, arguments):
            return try compileCasePattern(type: type, name: name, arguments: arguments, bindings: &bindings)
        case .optional(let inner):
            let matcher = try compilePattern(inner, bindings: &bindings)
            return { value, frame in
                guard case .wrapped(let wrapped) = value else { return false }
                return try matcher(wrapped, frame)
            }
        case .typeCheck(let type):
            let runtime = self.runtime
            return { value, _ in Casting.isInstance(value, of: type, runtime: runtime) }
        case let .cast(inner, type):
            let matcher = try compilePattern(inner, bindings: &bindings)
            let runtime = self.runtime
            return { value, frame in
                guard let cast = try Casting.conditionalCast(value, to: type, runtime: runtime).unwrapped else { return false }
                return try matcher(cast, frame)
            }
        case .expression(let expression):
            let evaluator = try compileExpression(expression)
            return { value, frame in
                let pattern = try evaluator(frame)
                return try Matching.matches(pattern: pattern, value: value)
            }
        }
    }

    /// `.name`, `Type.name`, `.name(patterns)`, and on optionals `.some(pattern)` / `.none`.
    private func compileCasePattern(type: TypeRef?, name: String, arguments: [Pattern.TuplePatternElement]?,
                                    bindings: inout [String: Int]) throws -> Matcher {
        if let type, case .named(let typeName, _) = type {
            let declared = declaredType(named: typeName)
            let isEnumCase = declared?.kind == .enumeration && declared?.caseIndex[name] != nil
            let isStaticValue = declared != nil || BindingTable.shared.types[typeName]?.staticMembers[name] != nil
            if !isEnumCase && CoercionTarget(named: typeName) != .standard(StandardNominals.optional) && isStaticValue {
                // `Limits.maximum`: a static value, matched with `~=`.
                var expression = Expression(kind: .member(Expression(kind: .identifier(typeName), location: .start), name), location: .start)
                if let arguments {
                    let values = try arguments.map { element -> Argument in
                        guard case .expression(let value) = element.pattern else {
                            throw LocatedError(.typeMismatch("'\(typeName).\(name)' is not an enum case, so it cannot bind values"), at: nil)
                        }
                        return Argument(label: element.label, value: value)
                    }
                    expression = Expression(kind: .call(expression, values), location: .start)
                }
                return try compilePattern(.expression(expression), bindings: &bindings)
            }
        }
        let matchers = try arguments?.map { try compilePattern($0.pattern, bindings: &bindings) }
        let expectedType = type?.simpleName
        let (isNone, isSome) = (name == "none", name == "some")
        let caseOf = CaseNameMatch(name: name, expectedType: expectedType)
        return { value, frame in
            var subject = value
            switch subject {
            case .null: return isNone && matchers == nil
            case .wrapped(let inner):
                if isSome {
                    guard let matchers, matchers.count == 1 else { return true }
                    return try matchers[0](inner, frame)
                }
                subject = inner
            default: break
            }
            switch subject {
            case .enumCase(let enumValue):
                guard caseOf.matches(enumValue) else { return false }
                guard let matchers else { return true }
                let payload = enumValue.associatedValues
                if matchers.count == payload.count {
                    for (matcher, element) in zip(matchers, payload) where !(try matcher(element, frame)) { return false }
                    return true
                }
                if matchers.count == 1 {
                    // `case .point(let coordinates)` binds all associated values as one tuple.
                    let labels = enumValue.info.associatedValues?.map(\.label) ?? payload.map { _ in nil }
                    return try matchers[0](.tuple(TupleValue(labels: labels, values: payload)), frame)
                }
                return false
            case .native(let box):
                if let expectedType, box.typeName != expectedType { return false }
                // A library's enum (`catch TableError.columnNotFound(let name, _, _)`): its case by name.
                if let (caseName, payload) = NativeEnums.caseOf(box.payload) {
                    guard caseName == name else { return false }
                    guard let matchers else { return true }
                    if matchers.count == payload.count {
                        for (matcher, element) in zip(matchers, payload) where !(try matcher(element, frame)) { return false }
                        return true
                    }
                    return matchers.count == 1 ? try matchers[0](.tuple(TupleValue(labels: payload.map { _ in nil }, values: payload)), frame) : false
                }
                guard matchers == nil else { return false }
                return try Matching.matches(pattern: .implicitMember(name), value: subject)
            default:
                return false
            }
        }
    }
}

/// Whether an enum value is the case a pattern names (`.add` in `case .add(let n)`), decided
/// once per enum type by the case's index, so a `switch` in a loop compares no names.
final class CaseNameMatch {
    private let name: String
    private let expectedType: String?
    /// The enum type last met (held, so that its identity stays its own) and the index of
    /// the named case in it, `nil` when it has none or is not the type the pattern names.
    private var type: TypeInfo?
    private var index: Int?

    init(name: String, expectedType: String?) {
        self.name = name
        self.expectedType = expectedType
    }

    @inline(__always)
    func matches(_ value: EnumCaseValue) -> Bool {
        if value.type !== type {
            type = value.type
            let typeMatches = expectedType.map { value.type.simpleName == $0 || value.type.name == $0 } ?? true
            index = typeMatches ? value.type.cases.firstIndex { $0.name == name } : nil
        }
        return value.caseIndex == index
    }
}
