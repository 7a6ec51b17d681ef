extension Compiler {
    /// Notes that Swift needs an import for the global function, constant or type `name` that
    /// the code names at `location` (see ``FoundationNames``).
    func noteImportedGlobal(_ name: String, at location: SourceLocation) {
        guard let module = FoundationNames.module(forGlobal: name) else { return }
        runtime.noteMissingImport(for: name, module: module, at: location)
    }

    /// Notes the types from Foundation that a written type names.
    func noteImportedTypes(_ type: TypeRef) {
        for name in type.mentionedNames where FoundationNames.types.contains(name) {
            runtime.noteMissingImport(for: name, module: .foundation, at: nil)
        }
    }
}
