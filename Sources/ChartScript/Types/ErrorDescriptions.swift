/// `error.localizedDescription` for errors declared in cells, as Foundation gives it: the
/// `errorDescription` of a `LocalizedError` when it has one, else "The operation could not be
/// completed. (main.MyError error 1.)" with the error's code as Swift bridges it to `NSError`.
enum ErrorDescriptions {
    /// The localized description of `value`, or `nil` when its type does not conform to `Error`.
    static func localizedDescription(of value: Value, type: TypeInfo, runtime: Runtime) throws -> Value? {
        let conformances = runtime.types.allConformances(of: type)
        guard conformances.contains("Error") else { return nil }
        if conformances.contains("LocalizedError"), case .computed(let property) = runtime.types.member(named: "errorDescription", of: type) {
            switch try runtime.invoke(property.getter, [], labels: nil, selfValue: value, after: { _ in }) {
            case .wrapped(let text): return text
            case .null: break
            case let text: return text
            }
        }
        return .string("The operation could not be completed. (\(moduleName).\(type.name) error \(code(of: value, type: type)).)")
    }

    /// The error code Swift gives a thrown value: an `Int` raw value, else the case's position
    /// with the cases carrying associated values counted first, else 1 for structs and classes.
    static func code(of value: Value, type: TypeInfo) -> Int {
        guard case .enumCase(let enumValue) = value else { return 1 }
        if case .int(let raw)? = enumValue.info.rawValue { return raw }
        let withPayload = type.cases.indices.filter { type.cases[$0].associatedValues != nil }
        let withoutPayload = type.cases.indices.filter { type.cases[$0].associatedValues == nil }
        return (withPayload + withoutPayload).firstIndex(of: enumValue.caseIndex) ?? enumValue.caseIndex
    }
}
