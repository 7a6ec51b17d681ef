/// A number's decimal digits as Swift's shortest description writes them (`0.1` is the digits
/// `1` with the point before them), rounded in decimal as ICU's formatters round: to a number
/// of fraction digits, halves to the even digit.
struct DecimalDigits {
    /// The digits without leading zeros (empty for zero), each 0…9.
    var digits: [UInt8]
    /// How many of `digits` stand before the decimal point (negative or beyond the count for
    /// numbers with zeros between the point and the digits).
    var pointPosition: Int

    private init(digits: [UInt8], pointPosition: Int) {
        self.digits = digits
        self.pointPosition = pointPosition
    }

    /// The digits of a finite double's magnitude, from its shortest round-tripping description.
    init(_ number: Double) {
        let text = "\(number.magnitude)"
        let parts = text.split(separator: "e", maxSplits: 1)
        var digits: [UInt8] = []
        var point: Int?
        for character in parts.first ?? "" {
            if character == "." { point = digits.count; continue }
            if let digit = character.wholeNumberValue { digits.append(UInt8(digit)) }
        }
        var position = point ?? digits.count
        if parts.count == 2, let exponent = Int(parts[1]) { position += exponent }
        while let first = digits.first, first == 0 {
            digits.removeFirst()
            position -= 1
        }
        while let last = digits.last, last == 0 { digits.removeLast() }
        self.digits = digits
        self.pointPosition = digits.isEmpty ? 0 : position
    }

    /// The digits of an integer's magnitude.
    init(_ number: Int) {
        let digits = String(number.magnitude).compactMap { $0.wholeNumberValue.map(UInt8.init) }
        self.digits = digits
        self.pointPosition = digits.count
        while let last = self.digits.last, last == 0 { self.digits.removeLast() }
        if self.digits.isEmpty { pointPosition = 0 }
    }

    /// The number times ten to the `power` (a percentage is `shifted(by: 2)`).
    func shifted(by power: Int) -> DecimalDigits {
        var copy = self
        if !digits.isEmpty { copy.pointPosition += power }
        return copy
    }

    /// The number rounded to `fractionDigits` digits after the point, halves to the even digit.
    func rounded(toFractionDigits fractionDigits: Int) -> DecimalDigits {
        let keep = pointPosition + fractionDigits
        guard keep < digits.count else { return self }
        guard keep >= 0 else { return DecimalDigits(digits: [], pointPosition: 0) }
        let first = digits[keep]
        let restIsZero = digits[(keep + 1)...].allSatisfy { $0 == 0 }
        let previousIsOdd = keep > 0 && digits[keep - 1] % 2 == 1
        let roundsUp = first > 5 || (first == 5 && (!restIsZero || previousIsOdd))
        var kept = Array(digits[..<keep])
        var point = pointPosition
        if roundsUp {
            var index = kept.count - 1
            while index >= 0, kept[index] == 9 {
                kept[index] = 0
                index -= 1
            }
            if index >= 0 {
                kept[index] += 1
            } else {
                kept.insert(1, at: 0)
                point += 1
            }
        }
        while let last = kept.last, last == 0 { kept.removeLast() }
        return DecimalDigits(digits: kept, pointPosition: kept.isEmpty ? 0 : point)
    }

    /// The digits before the point (at least `minimumCount`, padded with zeros in front).
    func integerDigits(minimumCount: Int) -> String {
        var text = ""
        for index in 0..<max(pointPosition, 0) { text += index < digits.count ? String(digits[index]) : "0" }
        if text.count < minimumCount { text = String(repeating: "0", count: minimumCount - text.count) + text }
        return text
    }

    /// The digits after the point, padded with zeros to `minimumCount`.
    func fractionDigits(minimumCount: Int) -> String {
        var text = ""
        var index = pointPosition
        while index < digits.count {
            text += index < 0 ? "0" : String(digits[index])
            index += 1
        }
        if text.count < minimumCount { text += String(repeating: "0", count: minimumCount - text.count) }
        return text
    }

    /// Whether the number is zero.
    var isZero: Bool { digits.isEmpty }
}
