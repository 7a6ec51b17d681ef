#if canImport(Glibc)
import Glibc
#endif

/// A printf-like number format such as "%.0f", "%.2f", "$%,.2f k" or "%d%%".
///
/// One conversion per format: `%[flags][width][.precision]conversion` with flags `-`, `+`,
/// space, `0`, `,` (thousands separators, an extension) and conversions `d`, `i`, `u`, `f`,
/// `F`, `e`, `E`, `g`, `G`; text around it is kept (`%%` is a percent sign). Fixed and integer
/// conversions are formatted without Foundation; `e` and `g` use the C library.
public struct NumberFormat: Hashable, Sendable {
    /// The text before the conversion.
    public let prefix: String
    /// The text after the conversion.
    public let suffix: String
    /// Digits after the decimal point (6 when the format gives none, as printf).
    public let precision: Int
    /// The conversion character.
    public let conversion: Character
    /// The minimum width, padded with spaces (or zeros with the `0` flag).
    public let minimumWidth: Int
    /// True with the `,` flag: thousands separated by commas.
    public let groupsThousands: Bool
    private let flags: String

    /// "%.0f": whole numbers.
    public static let integer = NumberFormat(prefix: "", suffix: "", precision: 0, conversion: "f", minimumWidth: 0, groupsThousands: false, flags: "")

    /// Fixed notation with `decimals` digits after the point.
    public static func fixed(decimals: Int, groupsThousands: Bool = false) -> NumberFormat {
        NumberFormat(prefix: "", suffix: "", precision: max(0, min(17, decimals)), conversion: "f",
                     minimumWidth: 0, groupsThousands: groupsThousands, flags: groupsThousands ? "," : "")
    }

    private init(prefix: String, suffix: String, precision: Int, conversion: Character, minimumWidth: Int, groupsThousands: Bool, flags: String) {
        self.prefix = prefix
        self.suffix = suffix
        self.precision = precision
        self.conversion = conversion
        self.minimumWidth = minimumWidth
        self.groupsThousands = groupsThousands
        self.flags = flags
    }

    /// Parses a printf-like pattern.
    ///
    /// - Throws: `ChartError.invalidNumberFormat` when there is no conversion, more than one,
    ///   or an unknown one.
    public init(_ pattern: String) throws(ChartError) {
        let characters = Array(pattern)
        var prefix = "", suffix = "", flags = "", widthText = "", precisionText: String?
        var conversion: Character?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "%" else {
                if conversion == nil { prefix.append(character) } else { suffix.append(character) }
                index += 1
                continue
            }
            index += 1
            guard index < characters.count else { throw ChartError.invalidNumberFormat(pattern) }
            if characters[index] == "%" {
                if conversion == nil { prefix.append("%") } else { suffix.append("%") }
                index += 1
                continue
            }
            guard conversion == nil else { throw ChartError.invalidNumberFormat(pattern) }
            while index < characters.count, "-+ 0,'#".contains(characters[index]) {
                flags.append(characters[index] == "'" ? "," : characters[index])
                index += 1
            }
            while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                widthText.append(characters[index])
                index += 1
            }
            if index < characters.count, characters[index] == "." {
                index += 1
                var digits = ""
                while index < characters.count, characters[index].isASCII, characters[index].isNumber {
                    digits.append(characters[index])
                    index += 1
                }
                precisionText = digits
            }
            while index < characters.count, "lhqLjzt".contains(characters[index]) { index += 1 }
            guard index < characters.count, "diufFeEgG".contains(characters[index]) else {
                throw ChartError.invalidNumberFormat(pattern)
            }
            conversion = characters[index]
            index += 1
        }
        guard let conversion else { throw ChartError.invalidNumberFormat(pattern) }
        let precision = precisionText.map { Int($0) ?? 0 } ?? ("diu".contains(conversion) ? 0 : 6)
        guard precision <= 17, (Int(widthText) ?? 0) <= 64 else { throw ChartError.invalidNumberFormat(pattern) }
        self.init(prefix: prefix, suffix: suffix, precision: precision, conversion: conversion,
                  minimumWidth: Int(widthText) ?? 0, groupsThousands: flags.contains(","), flags: flags)
    }

    /// The value formatted, with prefix and suffix.
    public func string(for value: Double) -> String {
        prefix + body(for: value) + suffix
    }

    private func body(for value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var number: String
        switch conversion {
        case "d", "i", "u":
            number = NumberFormat.fixedDigits(value.rounded(.towardZero), decimals: 0, groups: groupsThousands)
        case "f", "F":
            number = NumberFormat.fixedDigits(value, decimals: precision, groups: groupsThousands)
        default:
            let specification = "%." + String(precision) + String(conversion)
            number = PrintfFormatting.string(format: specification, value)
        }
        if !number.hasPrefix("-") {
            if flags.contains("+") { number = "+" + number } else if flags.contains(" ") { number = " " + number }
        }
        if number.count < minimumWidth {
            let padding = minimumWidth - number.count
            if flags.contains("-") {
                number += String(repeating: " ", count: padding)
            } else if flags.contains("0") {
                let sign = number.first.map { "+- ".contains($0) } == true ? String(number.removeFirst()) : ""
                number = sign + String(repeating: "0", count: padding) + number
            } else {
                number = String(repeating: " ", count: padding) + number
            }
        }
        return number
    }

    /// `number` between `prefix` and `suffix`, with a leading minus moved in front of the
    /// prefix: ("$", "-20", "") gives "-$20", not "$-20".
    public static func affixed(_ number: String, prefix: String, suffix: String) -> String {
        if !prefix.isEmpty, number.hasPrefix("-") {
            return "-" + prefix + number.dropFirst() + suffix
        }
        return prefix + number + suffix
    }

    /// Fixed notation with integer arithmetic (exact for |value| × 10^decimals below 2^53);
    /// never "-0".
    static func fixedDigits(_ value: Double, decimals: Int, groups: Bool) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value.magnitude * scale).rounded()
        guard scaled < 9.0e15 else {
            let text = PrintfFormatting.string(format: "%.\(decimals)f", value)
            return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
        }
        let units = UInt64(scaled)
        let divisor = UInt64(scale)
        var integerPart = String(units / divisor)
        if groups && integerPart.count > 3 {
            var grouped = ""
            for (offset, digit) in integerPart.enumerated() {
                if offset > 0 && (integerPart.count - offset) % 3 == 0 { grouped.append(",") }
                grouped.append(digit)
            }
            integerPart = grouped
        }
        var text = (value < 0 && units != 0 ? "-" : "") + integerPart
        if decimals > 0 {
            var fraction = String(units % divisor)
            if fraction.count < decimals { fraction = String(repeating: "0", count: decimals - fraction.count) + fraction }
            text += "." + fraction
        }
        return text
    }
}
