extension Compiler {
    /// The function type a `func` declaration gives its name: `(Int) -> Int` for
    /// `func square(_ x: Int) -> Int`. `nil` for a generic function or one with variadic or
    /// `inout` parameters (whose types this does not spell).
    static func declaredFunctionType(_ declaration: FunctionDeclaration) -> TypeRef? {
        guard declaration.genericParameters.isEmpty, declaration.parameters.allSatisfy({ !$0.isVariadic && !$0.isInout }) else { return nil }
        let parameters = declaration.parameters.compactMap(\.type)
        guard parameters.count == declaration.parameters.count else { return nil }
        return .function(parameters: parameters, result: declaration.returnType ?? .tuple([]), isThrowing: declaration.isThrowing, isAsync: declaration.isAsync)
    }
}
