extension Compiler {
    /// Compiles `switch`: the first case whose pattern matches (and whose `where` holds) runs;
    /// `fallthrough` continues into the next case's body; `break` leaves the switch.
    func compileSwitch(_ statement: SwitchStatement, at location: SourceLocation) throws -> Executor {
        try checkExhaustive(statement, at: location)
        let subject = try compileExpression(statement.subject)
        var cases: [(matchers: [GuardedMatcher], body: Executor)] = []
        scope.breakTargets.append(Scope.BreakTarget(label: statement.label, isLoop: false))
        defer { scope.breakTargets.removeLast() }
        for switchCase in statement.cases {
            scope.blocks.append([:])
            var matchers = try compilePatternList(switchCase.patterns, guards: switchCase.guards, of: "a case", at: switchCase.location)
            if switchCase.isDefault { matchers = [GuardedMatcher(matcher: { _, _ in true }, guardTest: nil)] }
            // The case's names and the body's own variables let go of their values as it ends.
            let statements = try compileStatements(switchCase.body)
            let body = releasingLocals(scope.blocks.last ?? [:], after: statements)
            scope.blocks.removeLast()
            cases.append((matchers, body))
        }
        let label = statement.label
        let table = statement.cases.allSatisfy(isDecidedByCase) ? SwitchCaseTable() : nil
        return { frame in
            let value = try subject(frame)
            var index: Int?
            if let table, case .enumCase(let enumValue) = value, let position = table.position(of: enumValue) {
                // The case this enum case chose before: only its patterns run, to bind names.
                for matcher in cases[position].matchers where try matcher.matches(value, frame) {
                    index = position
                    break
                }
            }
            if index == nil {
                search: for (position, candidate) in cases.enumerated() {
                    for matcher in candidate.matchers where try matcher.matches(value, frame) {
                        index = position
                        break search
                    }
                }
                if let table, case .enumCase(let enumValue) = value, let index { table.remember(index, for: enumValue) }
            }
            guard var current = index else {
                throw LocatedError(.trap("no case of the switch matches \(value.printed) (a switch must be exhaustive)"), at: location)
            }
            while true {
                switch try cases[current].body(frame) {
                case .fallthroughCase:
                    current += 1
                    if current >= cases.count { return .normal }
                case .breakLoop(let target) where target == nil || target == label:
                    return .normal
                case let flow:
                    return flow
                }
            }
        }
    }

    /// Whether which of the case's patterns an enum value matches depends on its case alone:
    /// no `where`, and each pattern `default`, a name, `_`, or an enum case of a declared enum
    /// (or with no type written) whose associated values are bound or ignored, never compared.
    private func isDecidedByCase(_ switchCase: SwitchCase) -> Bool {
        if switchCase.isDefault { return true }
        guard switchCase.guards.allSatisfy({ $0 == nil }) else { return false }
        return switchCase.patterns.allSatisfy { pattern in
            if pattern.isIrrefutable { return true }
            guard case let .enumCase(type, name, arguments) = pattern, arguments?.allSatisfy({ $0.pattern.isIrrefutable }) ?? true else { return false }
            guard let type else { return true }
            guard case .named(let typeName, _) = type, let declared = declaredType(named: typeName) else { return false }
            return declared.kind == .enumeration && declared.caseIndex[name] != nil
        }
    }

    /// Fails, before anything runs, when a switch without `default` misses cases Swift can
    /// see: an enum case, `true` or `false`, or values of a type that cannot be listed.
    private func checkExhaustive(_ statement: SwitchStatement, at location: SourceLocation) throws {
        if statement.cases.contains(where: \.isDefault) { return }
        var patterns: [Pattern] = []
        for switchCase in statement.cases {
            for (pattern, guardExpression) in zip(switchCase.patterns, switchCase.guards) where guardExpression == nil {
                patterns.append(pattern)
            }
        }
        if patterns.contains(where: \.isIrrefutable) { return }
        var caseNames: [String] = []
        // Cases matched only with refutable sub-patterns (`.failure(.bad(let why))`): whether
        // those together cover the case is left to the run, which stops with a clear error
        // when no case matches.
        var partlyCovered: Set<String> = []
        var written: TypeRef?
        var onlyCases = true
        for pattern in patterns {
            switch pattern {
            case let .enumCase(type, name, arguments):
                if let arguments, !arguments.allSatisfy({ $0.pattern.isIrrefutable }) {
                    onlyCases = false
                    partlyCovered.insert(name)
                    if let type { written = type }
                    continue
                }
                caseNames.append(name)
                if let type { written = type }
            case .optional(.enumCase(_, let name, let arguments)):
                if arguments?.allSatisfy({ $0.pattern.isIrrefutable }) ?? true { caseNames.append(name) }
            case .expression(let expression):
                if case .boolean(let flag) = expression.kind { caseNames.append(flag ? "true" : "false") } else if case .nilLiteral = expression.kind { caseNames.append("none") } else { onlyCases = false }
            default:
                onlyCases = false
            }
        }
        if Set(caseNames) == ["true", "false"] { return }
        if let enumType = exhaustiveEnum(written: written, names: Set(caseNames).union(partlyCovered)) {
            let missing = enumType.cases.map(\.name).filter { !caseNames.contains($0) && !partlyCovered.contains($0) }
            guard missing.isEmpty else {
                let list = missing.map { "'.\($0)'" }.joined(separator: ", ")
                throw LocatedError(.typeMismatch("switch must be exhaustive; add the missing case\(missing.count == 1 ? "" : "s") \(list) or a 'default'"), at: location)
            }
            return
        }
        if onlyCases && caseNames.isEmpty || patterns.allSatisfy({ if case .expression = $0 { return true } else { return false } }) {
            throw LocatedError(.typeMismatch("switch must be exhaustive; add a 'default' case"), at: location)
        }
    }

    /// The declared enum a switch's case names belong to, when it can be told.
    private func exhaustiveEnum(written: TypeRef?, names: Set<String>) -> TypeInfo? {
        if let written, let type = declaredType(named: written.simpleName ?? "") { return type.kind == .enumeration ? type : nil }
        let named = names.subtracting(["none", "some"])
        guard !named.isEmpty else { return nil }
        let candidates = Array(runtime.types.types.values) + runtime.types.types.values.flatMap { Array($0.nestedTypes.values) }
            + (typeContext.map { [$0.type] + Array($0.type.nestedTypes.values) } ?? [])
        let matching = candidates.filter { $0.kind == .enumeration && named.isSubset(of: Set($0.caseIndex.keys)) }
        guard let first = matching.first, matching.allSatisfy({ $0 === first || Set($0.caseIndex.keys) == Set(first.caseIndex.keys) }) else { return nil }
        return first
    }
}

extension Compiler {
    /// The patterns of one `case` or `catch` (`case .a(let x), .b(let x) where x > 0`), each with
    /// its own `where`; every pattern must bind the same names, into the same slots.
    func compilePatternList(_ patterns: [Pattern], guards: [Expression?], of clause: String,
                            at location: SourceLocation) throws -> [GuardedMatcher] {
        var slots: [String: Int] = [:]
        var matchers: [GuardedMatcher] = []
        for (pattern, guardExpression) in zip(patterns, guards) {
            var patternSlots = slots
            let matcher = try compilePattern(pattern, bindings: &patternSlots)
            if !slots.isEmpty, Set(patternSlots.keys) != Set(slots.keys) {
                throw LocatedError(.typeMismatch("every pattern of \(clause) must bind the same names"), at: location)
            }
            slots = patternSlots
            matchers.append(GuardedMatcher(matcher: matcher, guardTest: try guardExpression.map { try compileCondition($0) }))
        }
        return matchers
    }
}

/// A compiled pattern with its own `where` condition (`case .a, .b where x > 1`).
struct GuardedMatcher {
    let matcher: Matcher
    let guardTest: ((Frame) throws -> Bool)?

    /// Whether the value matches the pattern (binding its names) and the condition holds.
    func matches(_ value: Value, _ frame: Frame) throws -> Bool {
        guard try matcher(value, frame) else { return false }
        guard let guardTest else { return true }
        return try guardTest(frame)
    }
}

/// Which case of a `switch` each case of an enum chose, for a switch whose patterns are
/// decided by the enum case alone (see `isDecidedByCase`): a switch in a loop then runs only
/// the chosen case's patterns (to bind their names) instead of trying each case in turn.
final class SwitchCaseTable {
    /// The enum type the positions are for (held, so that its identity stays its own).
    private var type: TypeInfo?
    /// The chosen switch case for each of the type's cases, `-1` while not yet known.
    private var positions: [Int] = []

    /// The switch case the value's enum case chose before, or `nil`.
    @inline(__always)
    func position(of value: EnumCaseValue) -> Int? {
        guard value.type === type, value.caseIndex < positions.count else { return nil }
        let position = positions[value.caseIndex]
        return position >= 0 ? position : nil
    }

    /// Keeps `position` as the switch case the value's enum case chooses.
    func remember(_ position: Int, for value: EnumCaseValue) {
        if value.type !== type {
            type = value.type
            positions = Array(repeating: -1, count: value.type.cases.count)
        }
        if value.caseIndex >= 0, value.caseIndex < positions.count { positions[value.caseIndex] = position }
    }
}
