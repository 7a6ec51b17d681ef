import ChartCore

/// A small deterministic random number generator (SplitMix64), so extreme-input tests draw
/// the same cases on every run and a failure can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The numbers extreme-input tests draw from: the largest and smallest finite doubles,
/// subnormals, zeros of both signs, ordinary values, and (where allowed) NaN and infinities.
enum ExtremeNumbers {
    static let finite: [Double] = [
        0, -0.0, 1, -1, 0.5, 42, -17.25, 1e15, 123_456_789.125,
        1e300, -1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude * 999, 1e-300,
    ]
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]
    static let sizes: [Double] = [0, -1, 1, 59, 60, 61, 200, 640, 1e6, 1e300, .greatestFiniteMagnitude,
                                  .leastNonzeroMagnitude, .nan, .infinity]

    /// A value drawn from `finite`, or from everything when `allowsNonFinite`.
    static func value(_ generator: inout SeededGenerator, allowsNonFinite: Bool = true) -> Double {
        if allowsNonFinite && Int.random(in: 0..<6, using: &generator) == 0 {
            return nonFinite.randomElement(using: &generator) ?? .nan
        }
        return finite.randomElement(using: &generator) ?? 0
    }

    /// Between 0 and `maximumCount` values.
    static func values(_ generator: inout SeededGenerator, maximumCount: Int = 12, allowsNonFinite: Bool = true) -> [Double] {
        (0..<Int.random(in: 0...maximumCount, using: &generator)).map { _ in value(&generator, allowsNonFinite: allowsNonFinite) }
    }

    /// A range between two finite values, or nil.
    static func range(_ generator: inout SeededGenerator) -> ClosedRange<Double>? {
        guard Bool.random(using: &generator) else { return nil }
        let a = value(&generator, allowsNonFinite: false), b = value(&generator, allowsNonFinite: false)
        return min(a, b)...max(a, b)
    }

    /// A pointer position: ordinary pixels most of the time, extreme numbers sometimes.
    static func point(_ generator: inout SeededGenerator) -> Point {
        if Int.random(in: 0..<4, using: &generator) == 0 {
            return Point(x: value(&generator), y: value(&generator))
        }
        return Point(x: Double.random(in: -50...700, using: &generator), y: Double.random(in: -50...450, using: &generator))
    }
}
