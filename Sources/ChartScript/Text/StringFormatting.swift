#if canImport(Glibc)
import Glibc
#endif

/// `String(format:_:...)` as Foundation formats it: printf directives (`%d`, `%5.2f`, `%x`,
/// `%e`, `%g`, `%c`, `%%`) and `%@` for any value's description, each checked against its
/// argument before the C library sees it, so a wrong argument is an error, never a crash.
enum StringFormatting {
    /// One argument as the formatter sees it.
    enum Argument {
        case integer(Int)
        case floatingPoint(Double)
        case text(String)
    }

    /// Why a format could not be applied.
    struct Failure: Error {
        let message: String
    }

    /// `format` with each directive replaced by the next argument, or by the argument it
    /// numbers (`%2$@ %1$@`).
    static func string(format: String, _ arguments: [Argument]) throws -> String {
        let scalars = Array(format.unicodeScalars)
        var result = ""
        var next = 0
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                result.unicodeScalars.append(scalars[index])
                index += 1
                continue
            }
            var directive = "%"
            index += 1
            // `%2$@`: the argument at a position (from 1) instead of the next one.
            var position: Int?
            var digitsEnd = index
            while digitsEnd < scalars.count, ("0"..."9").contains(scalars[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" {
                position = Int(String(String.UnicodeScalarView(scalars[index..<digitsEnd])))
                guard let position, position >= 1 else {
                    throw Failure(message: "the format \(format.debugDescription) numbers an argument 0; positions start at 1")
                }
                index = digitsEnd + 1
            }
            while index < scalars.count, "-+ 0#123456789.".unicodeScalars.contains(scalars[index]) {
                directive.unicodeScalars.append(scalars[index])
                index += 1
            }
            // Length modifiers say how wide the C argument is; every Int here is 64 bits.
            while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else { throw Failure(message: "the format ends inside a directive: \(format.debugDescription)") }
            let conversion = scalars[index]
            index += 1
            if conversion == "%" {
                result += "%"
                continue
            }
            // Foundation writes punctuation that is no conversion (`%,d`, `%'d`) as itself;
            // other letters (`%n`) and `%*d` stay errors.
            if !conversion.properties.isAlphabetic, conversion != "*", !"diuxXocfFeEgGaAs@".unicodeScalars.contains(conversion) {
                result.unicodeScalars.append(conversion)
                continue
            }
            if let position {
                guard position <= arguments.count else {
                    throw Failure(message: "the format \(format.debugDescription) names argument \(position), but there are \(arguments.count)")
                }
                result += try formatted(arguments[position - 1], directive: directive, conversion: conversion)
                continue
            }
            guard next < arguments.count else {
                throw Failure(message: "the format \(format.debugDescription) has more directives than arguments (\(arguments.count))")
            }
            result += try formatted(arguments[next], directive: directive, conversion: conversion)
            next += 1
        }
        return result
    }

    private static func formatted(_ argument: Argument, directive: String, conversion: Unicode.Scalar) throws -> String {
        switch (conversion, argument) {
        case ("d", .integer(let number)), ("i", .integer(let number)):
            return try printed(directive + "ld", number)
        case ("u", .integer(let number)), ("x", .integer(let number)), ("X", .integer(let number)), ("o", .integer(let number)):
            return try printed(directive + "l" + String(conversion), number)
        case ("c", .integer(let number)):
            guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: number)) else { return "" }
            return padded(String(scalar), directive: directive)
        case ("f", _), ("F", _), ("e", _), ("E", _), ("g", _), ("G", _), ("a", _), ("A", _):
            guard let number = argument.floatingPoint else { throw mismatch(conversion, argument) }
            return try printed(directive + String(conversion), number)
        case ("@", .text(let text)):
            // Foundation on Linux writes %@ whole, ignoring any width or precision.
            return text
        case ("s", .text(let text)):
            return padded(text, directive: directive)
        default:
            throw mismatch(conversion, argument)
        }
    }

    /// `text` padded to the directive's width (`%10s`, `%-10s`).
    private static func padded(_ text: String, directive: String) -> String {
        let flags = directive.dropFirst()
        let isLeft = flags.hasPrefix("-")
        let digits = flags.drop { "-+ #0'".contains($0) }.prefix { $0.isNumber }
        guard let width = Int(digits), width > text.count else { return text }
        let padding = String(repeating: " ", count: width - text.count)
        return isLeft ? text + padding : padding + text
    }

    private static func printed(_ format: String, _ value: CVarArg) throws -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        var length = write(format, value, into: &buffer)
        if length >= buffer.count, length < 1 << 20 {
            buffer = [CChar](repeating: 0, count: length + 1)
            length = write(format, value, into: &buffer)
        }
        guard length >= 0, length < buffer.count else { throw Failure(message: "cannot format with \(format.debugDescription)") }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func write(_ format: String, _ value: CVarArg, into buffer: inout [CChar]) -> Int {
        let capacity = buffer.count
        let written = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([value]) { arguments in vsnprintf(pointer.baseAddress, capacity, format, arguments) }
        }
        return Int(written)
    }

    private static func mismatch(_ conversion: Unicode.Scalar, _ argument: Argument) -> Failure {
        let expected: String
        switch conversion {
        case "d", "i", "u", "x", "X", "o", "c": expected = "an Int"
        case "@", "s": expected = "a value"
        default: expected = "a Double"
        }
        return Failure(message: "the directive %\(conversion) needs \(expected), not \(argument.typeName)")
    }
}

extension StringFormatting.Argument {
    /// The number as a Double (an Int promoted, as `%f` with an Int literal would be in Swift).
    var floatingPoint: Double? {
        switch self {
        case .floatingPoint(let number): return number
        case .integer(let number): return Double(number)
        case .text: return nil
        }
    }

    var typeName: String {
        switch self {
        case .integer: return "Int"
        case .floatingPoint: return "Double"
        case .text: return "String"
        }
    }
}
