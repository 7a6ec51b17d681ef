/// One diagnostic of the semantic pass: swiftc's message and where swiftc puts it.
struct SemanticDiagnostic: Equatable {
    var message: String
    var location: SourceLocation
}

/// The semantic pass over one cell, between the parser and the compiler: it resolves names,
/// gives expressions their Swift types (``SwiftType``) and reports, with swiftc's message and
/// position, what swiftc would refuse.
///
/// It is conservative: where it cannot decide a type, the type is ``SwiftType/unknown`` and
/// nothing about it is reported, so it never refuses a program swiftc accepts. A cell is
/// checked against a copy of the session's ``SemanticContext``; ``world`` is what the session
/// knows once the cell is accepted.
final class TypeChecker {
    /// What the session knows, with this cell's declarations added as they are met.
    var world: SemanticContext.Snapshot
    /// Each call's place, from the parser (its `(`), for swiftc's columns.
    let callSites: [Int: CallSite]
    /// Where each assignment's operator is, from the parser.
    let assignmentOperators: [Int: SourceLocation]
    /// Where each `guard`'s body ends, from the parser.
    let blockEnds: [Int: SourceLocation]
    private(set) var diagnostics: [SemanticDiagnostic] = []
    /// While above zero, diagnostics are dropped (trying an overload, typing a value twice).
    var quietDepth = 0
    /// While above zero, the pass is trying something (``wouldReport(_:)``) and keeps no types.
    var trialDepth = 0
    /// The lexical blocks around the code being checked, innermost last.
    var blocks: [Block] = [Block()]
    /// The functions (and closures) around the code being checked, innermost last.
    var functions: [FunctionContext] = [FunctionContext(kind: .topLevel)]
    /// Generic parameters and the enclosing type, for written types.
    var typeScope = TypeScope(parent: nil)
    /// How many calls of functions known to throw were met (a `try` compares before and after).
    var throwingCalls = 0
    /// The declared type each implicit member call refers to (by its callee's offset), for the
    /// compiler: `.init(…)` in `let items: [Item] = [.init(…)]` is `Item.init(…)`.
    var implicitMemberOwners: [Int: String] = [:]
    /// The type of each expression of the cell, for the compiler.
    var expressionTypes = ExpressionTypes()
    /// Global names this cell declares (the session forgets those the interpreter undoes).
    var declaredGlobals: [String] = []
    /// For a call that is an operand of an operator, what stands on the operator's other side
    /// (keyed by the call's offset): it chooses among overloads that differ only in their
    /// result, as `+ 1` makes `make() + 1` call `make() -> Int`.
    var operandContexts: [Int: OperandContext] = [:]

    init(world: SemanticContext.Snapshot, callSites: [Int: CallSite] = [:], assignmentOperators: [Int: SourceLocation] = [:],
         blockEnds: [Int: SourceLocation] = [:]) {
        self.world = world
        self.callSites = callSites
        self.assignmentOperators = assignmentOperators
        self.blockEnds = blockEnds
    }

    /// The variables and local functions of one block.
    struct Block {
        var variables: [String: VariableSymbol] = [:]
        var functions: [String: [FunctionSymbol]] = [:]
        /// Whether this block starts a function or closure body (names above it are captured).
        var startsFunction = false
    }

    /// Checks a cell; returns its diagnostics in source order (empty when swiftc would accept it
    /// as far as the pass can tell).
    func check(cell statements: [Statement]) -> [SemanticDiagnostic] {
        declareTypes(in: statements, nestedIn: nil)
        declareFunctions(in: statements, global: true)
        checkStatements(statements, isCellTop: true)
        guard diagnostics.count > 1 else { return diagnostics }
        return diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Records a diagnostic unless diagnostics are being dropped.
    func report(_ message: String, at location: SourceLocation) {
        guard quietDepth == 0 else { return }
        diagnostics.append(SemanticDiagnostic(message: message, location: location))
    }

    /// Runs `body` with diagnostics dropped.
    func quietly<T>(_ body: () -> T) -> T {
        quietDepth += 1
        defer { quietDepth -= 1 }
        return body()
    }

    /// Whether `body` would report anything (its diagnostics are dropped).
    func wouldReport(_ body: () -> Void) -> Bool {
        let before = diagnostics.count
        let saved = quietDepth
        quietDepth = 0
        trialDepth += 1
        body()
        trialDepth -= 1
        let reported = diagnostics.count > before
        diagnostics.removeSubrange(before...)
        quietDepth = saved
        return reported
    }

    // MARK: Names

    /// Declares a variable in the innermost block (a global one at the top of the cell).
    func declareVariable(_ name: String, _ symbol: VariableSymbol) {
        guard name != "_" else { return }
        if blocks.count == 1 {
            world.variables[name] = symbol
            world.functions[name] = nil
            declaredGlobals.append(name)
        } else {
            blocks[blocks.count - 1].variables[name] = symbol
        }
    }

    /// What `name` refers to where the code is.
    enum NameMeaning {
        case variable(VariableSymbol, isLocal: Bool)
        case functions([FunctionSymbol])
        case selfProperty(PropertySymbol, DeclaredTypeSymbol)
        case selfMethods([FunctionSymbol], DeclaredTypeSymbol)
        case staticProperty(PropertySymbol, DeclaredTypeSymbol)
        case staticMethods([FunctionSymbol], DeclaredTypeSymbol)
        case type(SwiftType)
        case unknown
    }

    /// Resolves a name: locals (innermost first), members of `self`, globals, types.
    func lookUp(_ name: String) -> NameMeaning {
        for block in blocks.dropFirst().reversed() {
            if !block.variables.isEmpty, let variable = block.variables[name] { return .variable(variable, isLocal: true) }
            if !block.functions.isEmpty, let found = block.functions[name] { return .functions(found) }
        }
        if let type = currentFunction.selfType {
            if currentFunction.isStatic {
                if let property = type.staticProperty(name) { return .staticProperty(property, type) }
                let methods = type.staticMethods(named: name)
                if !methods.isEmpty { return .staticMethods(methods, type) }
            } else {
                if let property = type.property(name) { return .selfProperty(property, type) }
                let methods = type.methods(named: name)
                if !methods.isEmpty { return .selfMethods(methods, type) }
            }
            if type.mayHaveUnseenMembers || world.mayExtendEveryType(with: name) { return .unknown }
            if let nested = type.nestedTypes[name] { return .type(.metatype(nested.declaredTypeWithoutArguments)) }
        } else if currentFunction.selfValueType != nil {
            // In an extension of a standard type or a protocol: the name may be a member the pass does not list.
            return .unknown
        }
        if let variable = world.variables[name] { return .variable(variable, isLocal: false) }
        if !world.functions.isEmpty, let found = world.functions[name] { return .functions(found) }
        if let type = declaredType(named: name, in: typeScope) {
            return .type(.metatype(type.declaredTypeWithoutArguments))
        }
        if let parameter = typeScope.genericParameter(name) { return .type(.metatype(.make(.genericParameter(parameter)))) }
        if let standard = StandardNominals.named(name), standard.genericParameterNames.isEmpty, standard.kind != .protocolType {
            return .type(.metatype(.nominal(standard)))
        }
        return .unknown
    }

    var currentFunction: FunctionContext {
        get { functions[functions.count - 1] }
        set { functions[functions.count - 1] = newValue }
    }
}

extension DeclaredTypeSymbol {
    /// The type named without its generic arguments: itself when it has none, else unknown
    /// (`Stack` alone, whose arguments the use infers).
    var declaredTypeWithoutArguments: SwiftType {
        genericParameters.isEmpty ? .nominal(nominal) : .unknown
    }
}

/// The function, method, initializer, closure or top level whose body is being checked.
struct FunctionContext {
    enum Kind: Equatable {
        case topLevel, function, method, initializer, closure, accessor
    }

    var kind: Kind
    /// The declared result (`nil` when not known or not checked).
    var resultType: SwiftType?
    /// What swiftc calls it in "missing return in … expected to return": `global function`.
    var description = ""
    /// Whether the body may throw (`throws`, top-level code); `nil` when the pass cannot tell.
    var canThrow: Bool? = true
    /// The declared type whose member this is.
    var selfType: DeclaredTypeSymbol?
    /// The type of `self` (also in extensions of standard types and protocols, where
    /// ``selfType`` is `nil` and implicit members are not known).
    var selfValueType: SwiftType?
    /// Whether `self` may change here (a struct's mutating method or initializer, any class method).
    var selfIsMutable = true
    var isStatic = false
    /// How many `do` blocks with a clause catching every error enclose the code.
    var catchingDepth = 0
    /// How many `do` blocks enclose the code.
    var doDepth = 0
    /// How many `try` expressions enclose the code (in this function or closure).
    var tryDepth = 0
    /// Types returned so far from a function whose result is `some P`.
    var opaqueReturns: [SwiftType] = []
    /// `some P` of the function's result, when it is one.
    var isOpaqueResult = false
    /// The types of `$0`, `$1` … of a closure that names no parameters.
    var closureArguments: [SwiftType] = []
    /// Whether `self` is a struct's `inout self` (a mutating method): an escaping closure may not capture it.
    var hasMutatingSelf = false
}
