#if canImport(Glibc)
import Glibc
#endif

/// Reads integers and doubles straight from bytes, without making strings.
///
/// Surrounding spaces and tabs are ignored. Integers: an optional sign and digits that fit
/// in 64 bits. Doubles: an optional sign, digits with an optional decimal point, and an
/// optional exponent (`1.5`, `.5`, `2.`, `6.02e23`); "NaN" and "inf" are not numbers here.
/// Results are correctly rounded (a fast exact path, else the C library's `strtod`).
enum NumberParsing {
    private static let exactPowersOfTen: [Double] = (0...22).map { pow(10, Double($0)) }

    /// The field without surrounding spaces and tabs.
    @inline(__always)
    static func trimmed(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int) {
        var start = start, end = end
        while start < end && (base[start] == 0x20 || base[start] == 0x09) { start += 1 }
        while end > start && (base[end - 1] == 0x20 || base[end - 1] == 0x09) { end -= 1 }
        return (start, end)
    }

    /// The integer written in `base[start..<end]`, or nil.
    @inline(__always)
    static func integer(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var (position, end) = trimmed(base, start, end)
        guard position < end else { return nil }
        var negative = false
        if base[position] == 0x2D || base[position] == 0x2B {
            negative = base[position] == 0x2D
            position += 1
            guard position < end else { return nil }
        }
        var value = 0
        if end - position <= 18 {
            while position < end {
                let digit = Int(base[position]) &- 0x30
                guard digit >= 0 && digit <= 9 else { return nil }
                value = value &* 10 &+ digit
                position += 1
            }
            return negative ? -value : value
        }
        while position < end {
            let digit = Int(base[position]) &- 0x30
            guard digit >= 0 && digit <= 9 else { return nil }
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = negative ? shifted.subtractingReportingOverflow(digit)
                                             : shifted.addingReportingOverflow(digit)
            guard !overflowA && !overflowB else { return nil }
            value = next
            position += 1
        }
        return value
    }

    /// The double written in `base[start..<end]`, or nil. `base` must not be followed by more
    /// digits right after `end` (a CSV field is always followed by a delimiter or the sentinel).
    static func double(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        let (begin, end) = trimmed(base, start, end)
        var position = begin
        guard position < end else { return nil }
        var negative = false
        if base[position] == 0x2D || base[position] == 0x2B {
            negative = base[position] == 0x2D
            position += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0, digitCount = 0, fractionDigits = 0
        var sawPoint = false
        while position < end {
            let byte = base[position]
            if byte >= 0x30 && byte <= 0x39 {
                digitCount += 1
                if mantissa != 0 || byte != 0x30 { significantDigits += 1 }
                if significantDigits <= 19 { mantissa = mantissa &* 10 &+ UInt64(byte - 0x30) } else if !sawPoint {
                    fractionDigits -= 1 // a digit dropped before the point still scales the value
                }
                if sawPoint && significantDigits <= 19 { fractionDigits += 1 }
            } else if byte == 0x2E && !sawPoint {
                sawPoint = true
            } else {
                break
            }
            position += 1
        }
        guard digitCount > 0 else { return nil }
        var exponent = 0
        if position < end && (base[position] == 0x65 || base[position] == 0x45) {
            position += 1
            var exponentNegative = false
            if position < end && (base[position] == 0x2D || base[position] == 0x2B) {
                exponentNegative = base[position] == 0x2D
                position += 1
            }
            let exponentStart = position
            while position < end, base[position] >= 0x30, base[position] <= 0x39 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(base[position] - 0x30) }
                position += 1
            }
            guard position > exponentStart else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard position == end else { return nil }
        let scale = exponent - fractionDigits
        if significantDigits <= 15 && mantissa < (1 << 53) && abs(scale) <= 22 {
            var value = Double(mantissa)
            value = scale < 0 ? value / exactPowersOfTen[-scale] : value * exactPowersOfTen[scale]
            return negative ? -value : value
        }
        let length = end - begin
        return (base + begin).withMemoryRebound(to: CChar.self, capacity: length + 1) { text in
            var stop: UnsafeMutablePointer<CChar>?
            let value = strtod(text, &stop)
            guard let stop, text.distance(to: stop) == length else { return nil }
            return value
        }
    }
}
