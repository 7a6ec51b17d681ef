/// The `where` clause of a constrained extension (`extension Describable where Self: Named`,
/// `extension Array where Element == Int`), kept with each method it declares so that a use on
/// a type that does not satisfy the clause is refused as swiftc refuses it.
struct ExtensionConstraint {
    /// One requirement of the clause.
    enum Requirement {
        /// `Subject: Protocol`, the subject being `Self` or a generic parameter of the extended type.
        case conformance(subject: String, protocolName: String)
        /// `Subject == Type`.
        case sameType(subject: String, type: SwiftType)
    }

    /// The extended type as swiftc names it in its message (`Describable`, `Array`).
    var extendedName: String
    var requirements: [Requirement]
}
