/// Hashing of values for dictionary keys and sets, consistent with ``Equality``: equal values
/// hash alike. Values of declared types hash by their stored properties or associated values;
/// a type with its own `==` hashes by its type alone, since its `==` may ignore some properties.
enum Hashing {
    /// Feeds `value` into `hasher`.
    static func hash(_ value: Value, into hasher: inout Hasher) {
        switch value {
        case .int(let number): hasher.combine(Double(number))
        case .double(let number): hasher.combine(number)
        case .string(let text): hasher.combine(text)
        case .bool(let flag): hasher.combine(flag)
        case .null: hasher.combine(0 as UInt8)
        case .wrapped(let inner): hash(inner, into: &hasher)
        case .array(let array): for element in array.values { hash(element, into: &hasher) }
        case .tuple(let tuple): for element in tuple.values { hash(element, into: &hasher) }
        case let .range(lower, upper), let .closedRange(lower, upper): hasher.combine(lower); hasher.combine(upper)
        case .instance(let instance):
            hasher.combine(instance.type.name)
            guard !UserOperators.hasCustomEquality(instance.type) else { return }
            if instance.type.isReferenceType { hasher.combine(ObjectIdentifier(instance)); return }
            hasher.combine(partHash(instance, parts: instance.fields))
        case .enumCase(let enumValue):
            hasher.combine(enumValue.type.name)
            guard !UserOperators.hasCustomEquality(enumValue.type) else { return }
            hasher.combine(enumValue.caseIndex)
            if !enumValue.associatedValues.isEmpty { hasher.combine(partHash(enumValue, parts: enumValue.associatedValues)) }
        case .native(let box):
            if let hashable = box.payload as? AnyHashable { hasher.combine(hashable) } else { hasher.combine(box.typeName) }
        default:
            hasher.combine(value.typeName)
        }
    }

    /// The hash of a struct's fields or an enum value's associated values, computed on its
    /// own (so that a part shared many times is hashed once: ``SharedValueVisits``).
    private static func partHash(_ owner: AnyObject, parts: [Value]) -> Int {
        let compute = {
            var inner = Hasher()
            for part in parts { hash(part, into: &inner) }
            return inner.finalize()
        }
        guard let runtime = Runtime.current else { return compute() }
        return runtime.sharedValues.hash(of: owner, by: compute)
    }

    /// `hashValue` of a value.
    static func hashValue(of value: Value) -> Int {
        var hasher = Hasher()
        hash(value, into: &hasher)
        return hasher.finalize()
    }
}
