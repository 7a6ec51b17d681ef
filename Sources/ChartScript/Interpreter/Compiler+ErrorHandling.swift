extension Compiler {
    /// `throw value`: the value must conform to `Error`.
    func compileThrow(_ expression: Expression, at location: SourceLocation) throws -> Executor {
        markThrows()
        let evaluator = try compileExpression(resolvingImplicitMember(of: expression))
        let runtime = self.runtime
        return { frame in
            let value = try evaluator(frame)
            guard ErrorValues.isError(value, runtime: runtime) else {
                throw LocatedError(.typeMismatch("thrown expression type '\(value.typeName)' does not conform to 'Error'"), at: location)
            }
            throw ThrownError(value: value, location: location)
        }
    }

    /// `throw .noRatings` or `throw .invalid(3)` under `throws(StatisticsError)`: the member of
    /// the declared error type, as Swift resolves it.
    private func resolvingImplicitMember(of expression: Expression) -> Expression {
        guard case .named(let typeName, let arguments)? = thrownType, arguments.isEmpty else { return expression }
        let owner = Expression(kind: .identifier(typeName), location: expression.location)
        switch expression.kind {
        case .implicitMember(let name):
            return Expression(kind: .member(owner, name), location: expression.location)
        case .call(let callee, let arguments):
            guard case .implicitMember(let name) = callee.kind else { return expression }
            return Expression(kind: .call(Expression(kind: .member(owner, name), location: callee.location), arguments),
                              location: expression.location)
        default:
            return expression
        }
    }

    /// Notes that the function or closure being compiled can throw.
    func markThrows() {
        scope.anonymousArgumentOwner.scope.containsThrow = true
    }

    /// `do { … } catch pattern where condition { … } catch { … }`.
    /// Under `do throws(E)`, `throw .someCase` is a member of `E`, and `error` in the clauses
    /// is of type `E`.
    func compileDoCatch(_ body: [Statement], _ clauses: [CatchClause], label: String?, thrownType: TypeRef?,
                        at location: SourceLocation) throws -> Executor {
        if let label { scope.breakTargets.append(Scope.BreakTarget(label: label, isLoop: false)) }
        let savedThrownType = self.thrownType
        if let thrownType { self.thrownType = thrownType }
        let protected: Executor
        do {
            defer { self.thrownType = savedThrownType }
            protected = try compileBlock(body)  // its variables are let go when it ends
        }
        if label != nil { scope.breakTargets.removeLast() }
        var handlers: [(matchers: [GuardedMatcher], body: Executor)] = []
        for clause in clauses {
            scope.blocks.append([:])
            var matchers: [GuardedMatcher] = []
            if clause.patterns.isEmpty {
                let slot = declareLocal("error", type: thrownType)
                let guardTest = try clause.guards.first?.map { try compileCondition($0) }
                matchers.append(GuardedMatcher(matcher: { value, frame in frame.slots[slot] = value; return true }, guardTest: guardTest))
            } else {
                // `catch A(let x), B(let x)`.
                matchers = try compilePatternList(clause.patterns, guards: clause.guards, of: "a catch clause", at: clause.location)
            }
            handlers.append((matchers, try compileBlock(clause.body)))
            scope.blocks.removeLast()
        }
        if handlers.isEmpty { return protected }
        let catchesAll = clauses.contains(where: \.catchesEverything)
        if !catchesAll { markThrows() }
        return { frame in
            let flow: Flow
            do { flow = try protected(frame) } catch {
                guard let value = ErrorValues.catchable(error) else { throw error }
                for handler in handlers where try handler.matchers.contains(where: { try $0.matches(value, frame) }) {
                    return try handler.body(frame)
                }
                throw error
            }
            if case .breakLoop(let target) = flow, target != nil, target == label { return .normal }
            return flow
        }
    }

    /// `try`, `try?` (nil on error) and `try!` (an error stops the cell).
    func compileTry(_ kind: TryKind, _ expression: Expression, at location: SourceLocation) throws -> Evaluator {
        tryDepth += 1
        defer { tryDepth -= 1 }
        let evaluator = try compileExpression(expression)
        switch kind {
        case .plain:
            markThrows()
            return evaluator
        case .optional:
            return { frame in
                do { return try evaluator(frame).promotedToOptional } catch {
                    guard ErrorValues.catchable(error) != nil else { throw error }
                    return .null
                }
            }
        case .forced:
            return { frame in
                do { return try evaluator(frame) } catch {
                    guard let value = ErrorValues.catchable(error) else { throw error }
                    let text = (try? Describer(runtime: Runtime.current).debugDescription(of: value)) ?? value.typeName
                    throw LocatedError(.trap("'try!' expression unexpectedly raised an error: \(text)"), at: location)
                }
            }
        }
    }
}

/// Errors as values: what a `catch` receives, and which values may be thrown.
enum ErrorValues {
    /// The value a `catch` clause sees for `error`, or `nil` when the error cannot be caught
    /// (a trap such as an index out of range, an interrupt, a wrong type).
    static func catchable(_ error: Error) -> Value? {
        if let thrown = error as? ThrownError { return thrown.value }
        if let located = error as? LocatedError, case .library = located.error {
            guard let underlying = located.underlying else {
                return .native(NativeBox(typeName: "Error", payload: LibraryFailure(message: located.error.description)))
            }
            return .native(NativeBox(typeName: String(describing: type(of: underlying)), payload: underlying))
        }
        return nil
    }

    /// Whether `value` may be thrown: a declared type conforming to `Error`, or a library error.
    static func isError(_ value: Value, runtime: Runtime) -> Bool {
        switch value {
        case .instance, .enumCase: return runtime.types.conforms(value, to: "Error")
        case .native(let box): return box.payload is Error
        default: return false
        }
    }
}

/// A library error known only by its message.
struct LibraryFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
