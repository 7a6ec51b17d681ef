/// `MemoryLayout<T>`: the size, stride and alignment in bytes that Swift gives a type on
/// 64-bit Linux, for the standard library's types, tuples, optionals and the structs, classes
/// and enums a cell declares.
struct TypeLayout: CustomStringConvertible {
    /// The type, as Swift writes it.
    var type: TypeRef
    var size: Int
    var alignment: Int
    /// Whether the type has bit patterns no value uses, where an optional keeps its `nil`
    /// (references, strings, collections, Bool, enums): then `T?` is no larger than `T`.
    var hasSpareBits: Bool

    /// The distance between two values in an array: the size rounded up to the alignment.
    var stride: Int { max(1, MemoryLayouts.roundedUp(size, to: alignment)) }

    var description: String { "MemoryLayout<\(TypeNames.swiftName(type))>" }
}

/// Computes ``TypeLayout``s.
enum MemoryLayouts {
    /// The layout of `type`, or an error naming what has no layout here.
    static func layout(of type: TypeRef, runtime: Runtime?) throws -> TypeLayout {
        switch type {
        case .named(let name, let arguments):
            if CoercionTarget(named: name) == .standard(StandardNominals.optional), let wrapped = arguments.first { return try layout(of: .optional(wrapped), runtime: runtime) }
            if let known = standard(name, type) { return known }
            if let runtime, let alias = runtime.types.typeAliases[name] { return try layout(of: alias, runtime: runtime) }
            if let runtime, let declared = runtime.types.type(named: name) { return try layout(of: declared, type, runtime: runtime) }
            throw ScriptError.typeMismatch("MemoryLayout<\(name)>: the size of '\(name)' is not known here")
        case .array, .dictionary: return TypeLayout(type: type, size: 8, alignment: 8, hasSpareBits: true)
        case .optional(let wrapped), .unwrapped(let wrapped):
            let inner = try layout(of: wrapped, runtime: runtime)
            if inner.hasSpareBits { return TypeLayout(type: type, size: inner.size, alignment: inner.alignment, hasSpareBits: false) }
            return TypeLayout(type: type, size: inner.size + 1, alignment: inner.alignment, hasSpareBits: false)
        case .tuple(let elements):
            return try sequential(elements.map { try layout(of: $0.type, runtime: runtime) }, type)
        case .function: return TypeLayout(type: type, size: 16, alignment: 8, hasSpareBits: true)
        default:
            throw ScriptError.typeMismatch("MemoryLayout<\(type)>: the size of this type is not known here")
        }
    }

    /// `n` rounded up to a multiple of `alignment`.
    static func roundedUp(_ n: Int, to alignment: Int) -> Int {
        (n + alignment - 1) / alignment * alignment
    }

    private static func standard(_ name: String, _ type: TypeRef) -> TypeLayout? {
        func plain(_ size: Int, spare: Bool = false) -> TypeLayout { TypeLayout(type: type, size: size, alignment: max(1, size), hasSpareBits: spare) }
        switch name {
        case "Int", "UInt", "Int64", "UInt64", "Double", "Float64", "CGFloat": return plain(8)
        case "Int32", "UInt32", "Float", "Float32": return plain(4)
        case "Int16", "UInt16": return plain(2)
        case "Int8", "UInt8": return plain(1)
        case "Bool": return plain(1, spare: true)
        case "Void": return TypeLayout(type: type, size: 0, alignment: 1, hasSpareBits: false)
        case "String", "Character": return TypeLayout(type: type, size: 16, alignment: 8, hasSpareBits: true)
        case "Substring": return TypeLayout(type: type, size: 32, alignment: 8, hasSpareBits: true)
        case "Array", "Dictionary", "Set", "ArraySlice", "AnyObject": return TypeLayout(type: type, size: 8, alignment: 8, hasSpareBits: true)
        case "Any": return TypeLayout(type: type, size: 32, alignment: 8, hasSpareBits: true)
        case "Range", "ClosedRange": return TypeLayout(type: type, size: 16, alignment: 8, hasSpareBits: false)
        default: return nil
        }
    }

    /// Fields laid out one after another, each at a multiple of its alignment.
    private static func sequential(_ fields: [TypeLayout], _ type: TypeRef) -> TypeLayout {
        var offset = 0, alignment = 1
        for field in fields {
            offset = roundedUp(offset, to: field.alignment) + field.size
            alignment = max(alignment, field.alignment)
        }
        return TypeLayout(type: type, size: offset, alignment: alignment, hasSpareBits: fields.contains(where: \.hasSpareBits))
    }

    private static func layout(of declared: TypeInfo, _ type: TypeRef, runtime: Runtime) throws -> TypeLayout {
        switch declared.kind {
        case .classType, .actor: return TypeLayout(type: type, size: 8, alignment: 8, hasSpareBits: true)
        case .protocolType: return TypeLayout(type: type, size: 40, alignment: 8, hasSpareBits: true)
        case .structure:
            let fields = try declared.fields.map { field -> TypeLayout in
                guard let fieldType = field.type else {
                    throw ScriptError.typeMismatch("MemoryLayout<\(declared.name)>: write the type of '\(field.name)' for its size to be known")
                }
                return try layout(of: fieldType, runtime: runtime)
            }
            return sequential(fields, type)
        case .enumeration:
            guard declared.cases.allSatisfy({ ($0.associatedValues ?? []).isEmpty }) else {
                throw ScriptError.typeMismatch("MemoryLayout<\(declared.name)>: the size of an enum with associated values is not computed here")
            }
            let size = declared.cases.count <= 1 ? 0 : declared.cases.count <= 256 ? 1 : 2
            return TypeLayout(type: type, size: size, alignment: max(1, size), hasSpareBits: declared.cases.count < 256)
        }
    }
}
