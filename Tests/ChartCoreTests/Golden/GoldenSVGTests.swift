import XCTest
@testable import ChartCore

/// Compares each sample chart's SVG with its golden file beside this test.
///
/// After an intended change, regenerate the files and review them as pictures:
///     UPDATE_GOLDEN=1 swift test --filter GoldenSVGTests
final class GoldenSVGTests: XCTestCase {
    private var directory: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    func testEverySampleMatchesItsGoldenFile() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
        for sample in try GoldenSamples.all() {
            let file = directory.appendingPathComponent(sample.name + ".svg")
            if update {
                try sample.svg.write(to: file, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            XCTAssertEqual(sample.svg, expected, "\(sample.name).svg differs; if intended, run UPDATE_GOLDEN=1 swift test --filter GoldenSVGTests")
        }
    }
}
