/// Rewrites the body of a function, computed property or closure governed by a result builder
/// (`@DrawingBuilder`) into ordinary statements that call the builder, as Swift's compiler
/// does: each expression becomes a component (through `buildExpression` when the builder has
/// it), `if` becomes `buildOptional` / `buildEither(first:)` / `buildEither(second:)`, a `switch`
/// `buildEither`, a `for` loop `buildArray`, and the block `buildBlock(…)`, finished by
/// `buildFinalResult` when the builder has it. Declarations stay as they are.
struct ResultBuilderTransform {
    /// The builder type's name.
    let builder: String
    /// The static methods the builder declares (`buildBlock`, `buildOptional` …).
    let methods: Set<String>
    /// Numbers the names of the components, which no cell can write (they start with `$builder`).
    private var counter = 0

    init(builder: String, methods: Set<String>) {
        self.builder = builder
        self.methods = methods
    }

    /// The statements of `body`, rewritten to return the builder's result.
    mutating func transformBody(_ body: [Statement], at location: SourceLocation) throws -> [Statement] {
        let (statements, value) = try block(body, at: location)
        let result = methods.contains("buildFinalResult") ? call("buildFinalResult", [(nil, value)], at: location) : value
        return statements + [Statement(kind: .returnStatement(result), location: location)]
    }

    /// A block's statements, and the expression of its `buildBlock(…)` of the components.
    private mutating func block(_ body: [Statement], at location: SourceLocation) throws -> ([Statement], Expression) {
        var statements: [Statement] = []
        var components: [Expression] = []
        for statement in body {
            let component: Expression
            switch statement.kind {
            case .expression(let expression):
                component = methods.contains("buildExpression") ? call("buildExpression", [(nil, expression)], at: statement.location) : expression
            case let .conditional(branches, otherwise):
                component = try conditional(branches, otherwise, at: statement.location)
            case .forIn(let loop):
                component = try loopArray(loop, at: statement.location)
            case .switchStatement(let switchStatement):
                component = try switchValue(switchStatement, at: statement.location)
            case .returnStatement, .throwStatement, .breakStatement, .continueStatement, .fallthroughStatement:
                throw LocatedError(.typeMismatch("a result builder's body (\(builder)) cannot leave it early; write the components one after another"), at: statement.location)
            default:
                statements.append(statement)
                continue
            }
            let name = fresh()
            statements.append(constant(name, component, at: statement.location))
            components.append(Expression(kind: .identifier(name), location: statement.location))
        }
        try require("buildBlock", for: "a block", at: location)
        return (statements, call("buildBlock", components.map { (nil, $0) }, at: location))
    }

    /// `if … { } else if … { } else { }` as one value: each branch's block injected into a
    /// balanced tree of `buildEither`, and wrapped in `buildOptional` when there is no `else`.
    private mutating func conditional(_ branches: [ConditionalBranch], _ otherwise: [Statement]?, at location: SourceLocation) throws -> Expression {
        let count = branches.count + (otherwise == nil ? 0 : 1)
        let isOptional = otherwise == nil
        if count > 1 { try require("buildEither", for: "an 'if' with 'else'", at: location) }
        if isOptional { try require("buildOptional", for: "an 'if' without 'else'", at: location) }
        func wrapped(_ value: Expression, case index: Int) -> Expression {
            var result = value
            for isFirst in Self.eitherPath(index, of: count).reversed() {
                result = call("buildEither", [(isFirst ? "first" : "second", result)], at: location)
            }
            return isOptional ? call("buildOptional", [(nil, result)], at: location) : result
        }
        var rewritten: [ConditionalBranch] = []
        for (index, branch) in branches.enumerated() {
            let (statements, value) = try block(branch.body, at: location)
            rewritten.append(ConditionalBranch(conditions: branch.conditions,
                                               body: statements + [Statement(kind: .returnStatement(wrapped(value, case: index)), location: location)]))
        }
        let elseBody: [Statement]
        if let otherwise {
            let (statements, value) = try block(otherwise, at: location)
            elseBody = statements + [Statement(kind: .returnStatement(wrapped(value, case: branches.count)), location: location)]
        } else {
            elseBody = [Statement(kind: .returnStatement(call("buildOptional", [(nil, Expression(kind: .nilLiteral, location: location))], at: location)), location: location)]
        }
        return invoked([Statement(kind: .conditional(branches: rewritten, otherwise: elseBody), location: location)], at: location)
    }

    /// A `switch` as one value: each case's block injected into a balanced tree of `buildEither`.
    private mutating func switchValue(_ statement: SwitchStatement, at location: SourceLocation) throws -> Expression {
        let count = statement.cases.count
        if count > 1 { try require("buildEither", for: "a 'switch'", at: location) }
        var rewritten = statement
        for (index, switchCase) in statement.cases.enumerated() {
            let (statements, value) = try block(switchCase.body, at: location)
            var result = value
            for isFirst in Self.eitherPath(index, of: count).reversed() {
                result = call("buildEither", [(isFirst ? "first" : "second", result)], at: location)
            }
            rewritten.cases[index].body = statements + [Statement(kind: .returnStatement(result), location: location)]
        }
        return invoked([Statement(kind: .switchStatement(rewritten), location: location)], at: location)
    }

    /// `for … in … { }` as one value: `buildArray` of each pass's block.
    private mutating func loopArray(_ loop: ForLoop, at location: SourceLocation) throws -> Expression {
        try require("buildArray", for: "a 'for' loop", at: location)
        let parts = fresh()
        let (statements, value) = try block(loop.body, at: location)
        var rewritten = loop
        let append = Expression(kind: .call(Expression(kind: .member(Expression(kind: .identifier(parts), location: location), "append"), location: location),
                                            [Argument(label: nil, value: value)]), location: location)
        rewritten.body = statements + [Statement(kind: .expression(append), location: location)]
        let declaration = Statement(kind: .declaration(Declaration(isConstant: false, bindings: [
            PatternBinding(pattern: .binding(parts, isVariable: true), type: nil,
                           value: Expression(kind: .array([]), location: location), location: location),
        ])), location: location)
        let result = Statement(kind: .returnStatement(call("buildArray", [(nil, Expression(kind: .identifier(parts), location: location))], at: location)), location: location)
        return invoked([declaration, Statement(kind: .forIn(rewritten), location: location), result], at: location)
    }

    /// Which way each `buildEither` goes for case `index` of `count`, as Swift builds the tree:
    /// the first power-of-two cases below `count` go `first` (split the same way again), the
    /// rest `second` (five cases: the first four under `first`, the fifth alone under `second`).
    static func eitherPath(_ index: Int, of count: Int) -> [Bool] {
        var path: [Bool] = []
        var lower = 0, upper = count
        while upper - lower > 1 {
            var half = 1
            while half * 2 < upper - lower { half *= 2 }
            let middle = lower + half
            if index < middle { path.append(true); upper = middle } else { path.append(false); lower = middle }
        }
        return path
    }

    // MARK: - Building syntax

    private mutating func fresh() -> String {
        counter += 1
        return "$builder\(counter)"
    }

    private func require(_ method: String, for construct: String, at location: SourceLocation) throws {
        guard methods.contains(method) else {
            throw LocatedError(.typeMismatch("\(construct) in a result builder body needs '\(builder)' to declare static func \(method)"), at: location)
        }
    }

    private func call(_ method: String, _ arguments: [(String?, Expression)], at location: SourceLocation) -> Expression {
        let callee = Expression(kind: .member(Expression(kind: .identifier(builder), location: location), method), location: location)
        return Expression(kind: .call(callee, arguments.map { Argument(label: $0.0, value: $0.1) }), location: location)
    }

    private func constant(_ name: String, _ value: Expression, at location: SourceLocation) -> Statement {
        Statement(kind: .declaration(Declaration(isConstant: true, bindings: [
            PatternBinding(pattern: .binding(name, isVariable: false), type: nil, value: value, location: location),
        ])), location: location)
    }

    /// `{ () -> Any in statements }()`.
    private func invoked(_ statements: [Statement], at location: SourceLocation) -> Expression {
        let closure = Expression(kind: .closure(ClosureLiteral(parameters: [], returnType: .name("Any"), body: statements)), location: location)
        return Expression(kind: .call(closure, []), location: location)
    }
}

extension Compiler {
    /// `body` rewritten by the result builder `name` (see ``ResultBuilderTransform``), or as
    /// it is when `name` is `nil`. A name that is no result builder is an error.
    func resultBuilderBody(_ name: String?, _ body: [Statement], at location: SourceLocation) throws -> [Statement] {
        guard let name else { return body }
        let methods: Set<String>
        if let builder = declaredType(named: name), builder.isResultBuilder {
            methods = Set(builder.staticMethods.keys)
        } else if declaredType(named: name) == nil, let bound = BindingTable.shared.types[name], bound.staticMembers["buildBlock"] != nil {
            // A library's builder (`@ChartContentBuilder`): its static functions are bound.
            methods = Set(bound.staticMembers.keys)
        } else {
            throw LocatedError(.typeMismatch("'@\(name)' here names no result builder (declare it '@resultBuilder struct \(name)')"), at: location)
        }
        var transform = ResultBuilderTransform(builder: name, methods: methods)
        return try transform.transformBody(body, at: location)
    }

    /// The builder a computed property takes without writing it: a conforming type's `body`
    /// takes the builder of the library protocol's requirement (`ChartContent`'s
    /// `@ChartContentBuilder var body`), as Swift infers it; nil for any other property, or a
    /// body that returns explicitly.
    func inferredBuilder(ofProperty name: String, in info: TypeInfo, isStatic: Bool, _ body: [Statement]) -> String? {
        guard name == "body", !isStatic,
              !body.contains(where: { if case .returnStatement = $0.kind { return true } else { return false } }) else { return nil }
        for conformance in info.conformances {
            if let builder = GrammarBindings.builderOfBody[conformance], declaredType(named: builder) == nil { return builder }
        }
        return nil
    }
}

extension Compiler {
    /// Notes the functions and initializers in `statements` that take a closure through a
    /// result builder (`func draw(@DrawingBuilder content: () -> Drawable)`), before any call
    /// to them is compiled.
    func noteResultBuilderParameters(_ statements: [Statement]) {
        func note(_ name: String, _ parameters: [FunctionDeclaration.Parameter]) {
            if parameters.contains(where: { $0.resultBuilder != nil }) { runtime.resultBuilderParameters[name] = parameters }
        }
        for statement in statements {
            switch statement.kind {
            case .function(let function): note(function.name, function.parameters)
            case .typeDeclaration(let type):
                for member in type.members { if case .initializer(let initializer) = member.kind { note(type.name, initializer.parameters) } }
            case .extensionDeclaration(let extensionDeclaration):
                guard case .named(let name, _) = extensionDeclaration.extendedType else { continue }
                for member in extensionDeclaration.members { if case .initializer(let initializer) = member.kind { note(name, initializer.parameters) } }
            default: continue
            }
        }
    }

    /// `arguments` of a call to `callee`, with the closure literals passed to a parameter that
    /// has a result builder rewritten by it (a closure with an explicit `return` is left as
    /// written, as in Swift).
    func resultBuilderArguments(_ callee: Expression, _ arguments: [Argument]) throws -> [Argument] {
        if let builder = libraryBuilder(of: callee) { return try libraryBuilderArguments(arguments, builder: builder) }
        guard case .identifier(let name) = callee.kind, let parameters = runtime.resultBuilderParameters[name] else { return arguments }
        let labels = Set(arguments.compactMap(\.label))
        var result = arguments
        var position = 0
        for (index, argument) in arguments.enumerated() {
            let parameter: FunctionDeclaration.Parameter?
            if argument.isTrailingClosure {
                parameter = parameters.first { $0.resultBuilder != nil && !labels.contains($0.label ?? "_") }
            } else if let label = argument.label {
                parameter = parameters.first { $0.label == label }
            } else {
                let unlabelled = parameters.filter { $0.label == nil }
                parameter = position < unlabelled.count ? unlabelled[position] : nil
                position += 1
            }
            guard let builder = parameter?.resultBuilder, case .closure(var literal) = argument.value.kind,
                  !literal.body.contains(where: { if case .returnStatement = $0.kind { return true } else { return false } }) else { continue }
            literal.body = try resultBuilderBody(builder, literal.body, at: argument.value.location)
            result[index].value = Expression(kind: .closure(literal), location: argument.value.location)
        }
        return result
    }
}

extension Compiler {
    /// The builder a library initializer or method gives its content closure (`Chart { … }`,
    /// `.annotation { … }`), nil when the callee is none of them or a cell declared its own.
    private func libraryBuilder(of callee: Expression) -> String? {
        switch callee.kind {
        case .identifier(let name):
            guard let builder = GrammarBindings.builderOfInitializer[name], runtime.resultBuilderParameters[name] == nil,
                  declaredType(named: name) == nil else { return nil }
            return builder
        case .member(_, let name):
            return GrammarBindings.builderOfMethod[name]
        default:
            return nil
        }
    }

    /// `arguments` with the content closure (trailing, or labelled `content:`) rewritten by
    /// `builder`; a closure with an explicit `return` is left as written, as in Swift.
    private func libraryBuilderArguments(_ arguments: [Argument], builder: String) throws -> [Argument] {
        var result = arguments
        for (index, argument) in arguments.enumerated() where argument.isTrailingClosure || argument.label == "content" {
            guard case .closure(var literal) = argument.value.kind,
                  !literal.body.contains(where: { if case .returnStatement = $0.kind { return true } else { return false } }) else { continue }
            literal.body = try resultBuilderBody(builder, literal.body, at: argument.value.location)
            result[index].value = Expression(kind: .closure(literal), location: argument.value.location)
        }
        return result
    }
}
