extension Runtime {
    /// Notes that Swift needs `import Foundation` for `name` when no cell of the session
    /// imports a module that provides it.
    func noteMissingImport(for name: String, module: FoundationNames.Module, at location: SourceLocation?) {
        guard !importedModules.contains(where: module.isProvided(by:)) else { return }
        note("Swift needs 'import Foundation' for '\(name)'", at: location)
    }

    /// Remembers the modules `statements` import, wherever they are in the cell (swiftc sees a
    /// notebook's cells as one file, so an import anywhere counts for all of it).
    func recordImports(of statements: [Statement]) {
        for statement in statements {
            guard case .importDeclaration(let module) = statement.kind else { continue }
            // `import Foundation.NSString` imports Foundation too.
            importedModules.insert(module.split(separator: ".").first.map(String.init) ?? module)
        }
    }
}
