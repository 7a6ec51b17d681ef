/// What a `weak var` stores: its object without keeping it alive. Reading the property gives
/// the object as an optional, or nil once nothing else holds it.
final class WeakReference {
    weak var instance: Instance?

    init(_ instance: Instance) {
        self.instance = instance
    }

    /// What reading a weak reference gives: the object as an optional, or nil once it is gone
    /// (values that are no weak reference come back as they are).
    static func load(_ stored: Value) -> Value {
        guard case .native(let box) = stored, let reference = box.payload as? WeakReference else { return stored }
        return reference.instance.map { .wrapped(.instance($0)) } ?? .null
    }

    /// The stored form of a value assigned to a `weak var`.
    static func store(_ value: Value) -> Value {
        switch value {
        case .instance(let instance), .wrapped(.instance(let instance)):
            return .native(NativeBox(typeName: "WeakReference", payload: WeakReference(instance)))
        default:
            return value
        }
    }
}
