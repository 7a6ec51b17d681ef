import Foundation
import XCTest
@testable import ChartCore

/// Asserts that `actual` is within `tolerance` of `expected`, relative to `expected`'s size
/// (absolute below 1).
func assertClose(
    _ actual: Double, _ expected: Double, tolerance: Double = 1e-12, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    let scale = max(abs(expected), 1)
    XCTAssertLessThanOrEqual(abs(actual - expected), tolerance * scale,
                             "\(message): \(actual) is not within \(tolerance) (relative) of \(expected)",
                             file: file, line: line)
}

/// The deterministic data generator shared with scripts/make-statistics-fixtures.py:
/// splitmix64 (Steele, Lea and Flood 2014) outputs for states seed + k·γ, k = 1, 2, …,
/// whose top 53 bits make a double in [0, 1).
struct SplitMix64 {
    /// The golden-ratio increment γ.
    static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The generator's state.
    var state: UInt64

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= Self.gamma
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The next double in [0, 1).
    mutating func nextUnitDouble() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}

/// A data set described by generator parameters in the fixture file.
struct GeneratorParameters: Decodable {
    var seed: UInt64
    var count: Int
    var offset: Double
    var scale: Double
    var divisor: Double?
    var integers: Bool?

    /// The values as doubles: offset + scale × u, floored and divided when `divisor` is set.
    func doubles() -> [Double] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let value = offset + scale * generator.nextUnitDouble()
            if let divisor { return value.rounded(.down) / divisor }
            return value
        }
    }

    /// The values as integers: ⌊offset + scale × u⌋.
    func integerValues() -> [Int] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in Int((offset + scale * generator.nextUnitDouble()).rounded(.down)) }
    }
}

/// numpy's answers for one data set.
struct ExpectedStatistics: Decodable {
    struct QuantileValue: Decodable {
        var probability: Double
        var value: Double
    }
    var count: Int
    var sum: Double
    var mean: Double
    var median: Double
    var populationVariance: Double
    var sampleVariance: Double
    var populationStandardDeviation: Double
    var sampleStandardDeviation: Double
    var minimum: Double
    var maximum: Double
    var range: Double
    var modeCount: Int
    var modeHighestCount: Int
    var modeFirst: Double
    var modeLast: Double
    var quantiles: [QuantileValue]
    var mode: [Double]?
}

/// One data set of the fixture file: explicit values or generator parameters.
struct FixtureDataSet: Decodable {
    var name: String
    var integers: Bool
    var values: [Double]?
    var generator: GeneratorParameters?
    var firstValues: [Double]?
    var expected: ExpectedStatistics

    /// The values as doubles.
    func doubles() -> [Double] { values ?? generator?.doubles() ?? [] }

    /// The values as integers (for integer data sets).
    func integerValues() -> [Int] { values.map { $0.map { Int($0) } } ?? generator?.integerValues() ?? [] }
}

/// The fixture file written by scripts/make-statistics-fixtures.py.
struct StatisticsFixtures: Decodable {
    var numpyVersion: String
    var dataSets: [FixtureDataSet]

    /// Loads Tests/ChartCoreTests/Fixtures/statistics-fixtures.json, found beside this file.
    static func load(file: String = #filePath) throws -> StatisticsFixtures {
        let url = URL(fileURLWithPath: file)
            .deletingLastPathComponent()  // Statistics
            .deletingLastPathComponent()  // ChartCoreTests
            .appendingPathComponent("Fixtures/statistics-fixtures.json")
        return try JSONDecoder().decode(StatisticsFixtures.self, from: Data(contentsOf: url))
    }
}
