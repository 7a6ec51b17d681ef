/// The fixed-width integer types other than `Int`: their names, widths and signs.
enum IntegerWidth: CaseIterable {
    case int8, int16, int32, int64, uint8, uint16, uint32, uint64, uint

    /// The type's name in Swift (`UInt8`).
    var name: String {
        switch self {
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        case .uint: return "UInt"
        }
    }

    /// The number of bits.
    var bitWidth: Int {
        switch self {
        case .int8, .uint8: return 8
        case .int16, .uint16: return 16
        case .int32, .uint32: return 32
        case .int64, .uint64, .uint: return 64
        }
    }

    /// Whether the type holds negative numbers.
    var isSigned: Bool {
        switch self {
        case .int8, .int16, .int32, .int64: return true
        default: return false
        }
    }

    /// Whether values are held as `UInt64` (the 64-bit unsigned types reach beyond `Int.max`);
    /// the others are held as the `Int` of the same value.
    var isWideUnsigned: Bool { !isSigned && bitWidth == 64 }

    /// The smallest value.
    var minimum: Int { isSigned ? (-1) << (bitWidth - 1) : 0 }

    /// The largest value as an `Int` (`Int.max` for the 64-bit unsigned types, whose
    /// largest value is beyond it).
    var maximum: Int { isWideUnsigned ? .max : (isSigned ? ~((-1) << (bitWidth - 1)) : (1 << bitWidth) - 1) }

    /// The type called `name`, or `nil` for other names. Coercion asks this for every value
    /// converted to a declared type's name, so other names are turned away by their first letter.
    static func named(_ name: String) -> IntegerWidth? {
        guard let first = name.utf8.first, first == UInt8(ascii: "I") || first == UInt8(ascii: "U") else { return nil }
        switch name {
        case "Int8": return .int8
        case "Int16": return .int16
        case "Int32": return .int32
        case "Int64": return .int64
        case "UInt8": return .uint8
        case "UInt16": return .uint16
        case "UInt32": return .uint32
        case "UInt64": return .uint64
        case "UInt": return .uint
        default: return nil
        }
    }
}

/// A value of a fixed-width integer type other than `Int` (`let byte: UInt8 = 200`), held as
/// a bit pattern: arithmetic on it traps (as an error) when the result leaves the type's
/// range, as in Swift, and the `&` operators wrap around at its width.
struct SizedInteger: Hashable, CustomStringConvertible {
    /// The value's bits, sign-extended for signed types and zero-extended for unsigned ones,
    /// so for all but the 64-bit unsigned types it is the value itself.
    let pattern: Int
    let width: IntegerWidth

    /// `number` as a value of `width`, or `nil` when it does not fit.
    static func exactly(_ number: Int, _ width: IntegerWidth) -> SizedInteger? {
        if width.isWideUnsigned { return number >= 0 ? SizedInteger(pattern: number, width: width) : nil }
        guard number >= width.minimum, number <= width.maximum else { return nil }
        return SizedInteger(pattern: number, width: width)
    }

    /// The low bits of `number` read as a value of `width` (`UInt8(truncatingIfNeeded: 300)` is 44).
    static func truncating(_ number: Int, _ width: IntegerWidth) -> SizedInteger {
        let bits = width.bitWidth
        guard bits < 64 else { return SizedInteger(pattern: number, width: width) }
        let pattern = width.isSigned ? (number << (64 - bits)) >> (64 - bits) : number & ((1 << bits) - 1)
        return SizedInteger(pattern: pattern, width: width)
    }

    /// A 64-bit unsigned value.
    static func unsigned(_ number: UInt64, _ width: IntegerWidth) -> SizedInteger {
        SizedInteger(pattern: Int(bitPattern: UInt(number)), width: width)
    }

    /// The value of a 64-bit unsigned type (or any value's bits read as unsigned).
    var unsignedValue: UInt64 { UInt64(UInt(bitPattern: pattern)) }

    /// The value as an `Int`, or `nil` for a 64-bit unsigned value beyond `Int.max`.
    var exactInt: Int? { width.isWideUnsigned && pattern < 0 ? nil : pattern }

    /// The value as a `Double`.
    var doubleValue: Double { width.isWideUnsigned ? Double(unsignedValue) : Double(pattern) }

    var description: String { width.isWideUnsigned ? unsignedValue.description : pattern.description }

    /// The value in the cell language (a `UInt8` is one of the shared ``bytes``).
    var value: Value {
        if width == .uint8, let byte = Self.bytes.indices.contains(pattern) ? Self.bytes[pattern] : nil { return byte }
        return .native(NativeBox(typeName: width.name, payload: self))
    }

    /// Every `UInt8` as a cell value, made once: a string's UTF-8 view shares them, so its
    /// bytes cost no allocation each (a box is immutable, so sharing one is safe).
    static let bytes: [Value] = (0...255).map { .native(NativeBox(typeName: "UInt8", payload: SizedInteger(pattern: $0, width: .uint8))) }
}

extension Value {
    /// A `Float` (32-bit) value.
    static func float(_ number: Float) -> Value {
        .native(NativeBox(typeName: "Float", payload: number))
    }

    /// The fixed-width integer this value holds, if it is one.
    var sizedInteger: SizedInteger? {
        if case .native(let box) = self { return box.sizedInteger }
        return nil
    }

    /// The `Float` this value holds, if it is one.
    var floatValue: Float? {
        if case .native(let box) = self { return box.float }
        return nil
    }
}
