/// Top-level variables declared below the functions and types that use them.
///
/// In Swift a global is visible to every function and method of the file, wherever it is
/// declared: `class C { func f() { total += 1 } }` then `var total = 10` compiles, and
/// `C().f()` changes that `total`. A cell compiles in source order, so before its statements
/// compile, each top-level stored `var` and `let` gets its slot reserved; bodies of functions,
/// methods and closures that name it compile against that slot, and the declaration takes it
/// when it is reached. Top-level code itself still sees only what is declared above it (a
/// name from an earlier cell keeps its meaning there until the new declaration).
extension Compiler {
    /// Reserves a global slot for each stored variable `statements` declare at the top level
    /// of the cell (computed, observed and wrapped ones are declared through their accessors).
    func reserveLaterGlobals(_ statements: [Statement]) {
        guard scope.declaresGlobals, typeContext == nil else { return }
        for statement in statements {
            guard case .declaration(let declaration) = statement.kind, declaration.propertyWrapperName == nil,
                  declaration.bindings.allSatisfy({ $0.accessors == nil }) else { continue }
            for binding in declaration.bindings {
                for name in binding.pattern.boundNames where name != "_" && laterGlobals[name] == nil && !declaredInCell.contains(name) {
                    laterGlobals[name] = globals.reserve(isConstant: declaration.isConstant)
                }
            }
        }
    }

    /// The slot reserved for `name`, a top-level variable of the cell not declared yet, when
    /// the code being compiled is a function's, method's or closure's body (top-level code
    /// cannot use a variable above its declaration).
    func laterGlobal(_ name: String) -> Int? {
        guard !laterGlobals.isEmpty, let slot = laterGlobals[name] else { return nil }
        if scope.isCell && typeContext == nil { return nil }
        return slot
    }

    /// Reads `name`, a global declared further down the cell, from `cell`: an error that says
    /// so while its declaration has not run (Swift reads such a global as zeroed memory).
    func readingLaterGlobal(_ name: String, cell: GlobalCell, slot: Int) -> Evaluator {
        let store = globals
        return { _ in
            if case .void = cell.pointee, !store.isDefined[slot] {
                throw ScriptError.typeMismatch("'\(name)' is read before its declaration further down the cell has run")
            }
            return cell.pointee
        }
    }
}
