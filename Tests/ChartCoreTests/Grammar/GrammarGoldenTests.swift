import XCTest
@testable import ChartCore

/// The grammar's charts drawn to golden SVG files (regenerate with
/// `UPDATE_GOLDEN=1 swift test --filter GrammarGoldenTests` and look at them as pictures).
final class GrammarGoldenTests: XCTestCase {
    func testEverySampleMatchesItsGoldenFile() throws {
        for (name, chart) in GrammarSamples.all {
            GoldenSVG.assertMatches(try chart.svg, named: name)
        }
    }
}
