/// What the semantic pass knows of a session between cells: the types of the global names the
/// cells declared, their functions, the types and extensions they declared.
///
/// A cell is checked against a copy (``SemanticContext/Snapshot``); the copy becomes the
/// context once the cell is accepted (``commit(_:)``). Names the interpreter then undid (a cell
/// that failed as it ran) are forgotten to ``VariableSymbol/unknown`` (``forget(_:)``), so the
/// pass never judges code by a declaration that did not take effect.
final class SemanticContext {
    /// Everything the pass knows between cells, as one value.
    struct Snapshot {
        var variables: [String: VariableSymbol] = [:]
        var functions: [String: [FunctionSymbol]] = [:]
        /// Declared types (protocols too) by name.
        var types: [String: DeclaredTypeSymbol] = [:]
        var typeAliases: [String: SwiftType] = [:]
        /// Members added to standard and library types by extensions, by the type's name.
        var extensionMembers: [String: ExtensionMembers] = [:]
        /// Names of members any protocol extension adds (such a member may be on any type).
        var protocolExtensionMembers: Set<String> = []
        /// Conformances extensions add to standard and library types, by the type's name.
        var addedConformances: [String: Set<String>] = [:]
        /// Operators with an implementation declared in a cell (a static or global `func +`).
        var declaredOperators: Set<String> = []

        /// Whether a cell declared an implementation of the operator `symbol`.
        func declaresOperator(_ symbol: String) -> Bool {
            !declaredOperators.isEmpty && declaredOperators.contains(symbol)
        }

        /// Whether a protocol extension adds a member `name` (which may then be on any type).
        func mayExtendEveryType(with name: String) -> Bool {
            !protocolExtensionMembers.isEmpty && protocolExtensionMembers.contains(name)
        }

        /// What extensions add to the standard or library type `name`, if any.
        func extensions(of name: String) -> ExtensionMembers? {
            extensionMembers.isEmpty ? nil : extensionMembers[name]
        }

        /// Conformances extensions add to the standard or library type `name`, if any.
        func conformancesAdded(to name: String) -> Set<String>? {
            addedConformances.isEmpty ? nil : addedConformances[name]
        }
    }

    /// What extensions add to one standard or library type.
    struct ExtensionMembers {
        var properties: [String: PropertySymbol] = [:]
        var methods: [String: [FunctionSymbol]] = [:]
        var staticProperties: [String: PropertySymbol] = [:]
        var staticMethods: [String: [FunctionSymbol]] = [:]
        var initializers: [FunctionSymbol] = []

        /// Whether any member of this name was added.
        func contains(_ name: String) -> Bool {
            properties[name] != nil || methods[name] != nil || staticProperties[name] != nil || staticMethods[name] != nil
        }
    }

    private var current = Snapshot()
    /// Whether ``current`` holds the standard declarations yet (taken at the first cell, so a
    /// session that runs no cell pays nothing for them).
    private var hasStarted = false

    /// What the pass knows after ``StandardTypes`` (every session's first cell), worked out
    /// once for the process: its symbols are not changed afterwards (a cell extending `Result`
    /// extends a copy).
    static let standardDeclarations: Snapshot = {
        guard let statements = try? Parser.parse(StandardTypes.source, customOperators: [:], cell: 0) else { return Snapshot() }
        let checker = TypeChecker(world: Snapshot())
        _ = checker.check(cell: statements)
        return checker.world
    }()

    /// The context as a cell about to be checked starts from.
    var snapshot: Snapshot {
        if !hasStarted {
            current = Self.standardDeclarations
            hasStarted = true
        }
        return current
    }

    /// Makes what an accepted cell declared part of the session.
    func commit(_ snapshot: Snapshot) {
        current = snapshot
        hasStarted = true
    }

    /// Forgets what the pass knew of global names that did not take effect (the interpreter
    /// undid them): they are known by name only from now on.
    func forget(_ names: some Sequence<String>) {
        _ = snapshot
        for name in names {
            current.variables[name] = .unknown
            current.functions[name] = nil
        }
    }
}
