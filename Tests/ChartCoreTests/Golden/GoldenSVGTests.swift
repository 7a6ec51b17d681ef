import XCTest
@testable import ChartCore

/// Compares each line and scatter sample's SVG with its golden file in Tests/ChartCoreTests/Golden/SVG.
///
/// After an intended change, regenerate the files and review them as pictures:
///     UPDATE_GOLDEN=1 swift test --filter GoldenSVGTests
final class GoldenSVGTests: XCTestCase {
    func testEverySampleMatchesItsGoldenFile() throws {
        for sample in try GoldenSamples.all() {
            GoldenSVG.assertMatches(sample.svg, named: sample.name)
        }
    }
}
