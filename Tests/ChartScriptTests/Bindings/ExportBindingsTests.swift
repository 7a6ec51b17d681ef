import ChartCore
import Foundation
import XCTest
@testable import ChartScript

/// `png(scale:)`, `write(to:scale:)`, `PNGImage` and `includePNGInDisplays(_:)` in cells.
final class ExportBindingsTests: XCTestCase {
    private var runner: CellRunner!
    private var directory: URL!

    override func setUpWithError() throws {
        runner = CellRunner()
        runner.run("var bars = BarChart(categories: [\"Math\", \"Physics\", \"Art\"], values: [31, 24, 12])")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testPNGIsAPictureOfTheAskedSizeShownAsImagePNG() throws {
        XCTAssertEqual(runner.run("let picture = try bars.png(scale: 2)\n[picture.width, picture.height]"), "[1280, 800]")
        guard case .success(let result?) = runner.outcome("picture") else { return XCTFail("no result") }
        let base64 = try XCTUnwrap(result.data["image/png"]?.stringValue)
        let bytes = try XCTUnwrap(Data(base64Encoded: base64))
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(runner.run("picture.byteCount"), String(bytes.count))
        XCTAssertTrue(runner.run("picture").hasPrefix("PNG image, 1280 × 800 pixels"))
    }

    func testACellWritesBothFiles() throws {
        let svg = directory.appendingPathComponent("chart.svg").path, png = directory.appendingPathComponent("chart.png").path
        XCTAssertEqual(runner.run("try bars.write(to: \"\(svg)\")\ntry bars.write(to: \"\(png)\", scale: 2)"), "")
        XCTAssertEqual(try String(contentsOfFile: svg, encoding: .utf8),
                       try BarChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12]).svg)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(runner.run("try bars.png().write(to: \"\(directory.appendingPathComponent("again.png").path)\")"), "")
    }

    func testWriteErrorsNameThePathAndTheReason() {
        XCTAssertEqual(runner.run("try bars.write(to: \"/nonexistent-folder/chart.png\")"),
                       "error: ValueError: could not write /nonexistent-folder/chart.png: No such file or directory (at line 1, column 10)")
        XCTAssertTrue(runner.run("try bars.write(to: \"chart.jpeg\")").contains("end the name in .svg or .png"))
        XCTAssertTrue(runner.run("try bars.png(scale: 0)").contains("give a number above 0"))
        XCTAssertTrue(runner.run("try bars.png(scale: 1000)").contains("too large"))
    }

    func testDisplaysCarryAPNGOnlyWhenAsked() throws {
        guard case .success(let plain?) = runner.outcome("bars") else { return XCTFail("no result") }
        XCTAssertNil(plain.data["image/png"])
        XCTAssertNotNil(plain.chartSVG)
        runner.run("includePNGInDisplays()")
        guard case .success(let both?) = runner.outcome("bars") else { return XCTFail("no result") }
        let png = try XCTUnwrap(both.data["image/png"]?.stringValue)
        XCTAssertEqual(Array(try XCTUnwrap(Data(base64Encoded: png)).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        runner.run("includePNGInDisplays(false)")
        guard case .success(let again?) = runner.outcome("bars") else { return XCTFail("no result") }
        XCTAssertNil(again.data["image/png"])
        let other = CellRunner()
        other.run("var bars = BarChart(categories: [\"a\"], values: [1])")
        guard case .success(let separate?) = other.outcome("bars") else { return XCTFail("no result") }
        XCTAssertNil(separate.data["image/png"], "the setting belongs to one session")
    }

    func testWarningsAboutTheDrawingGoToStandardError() {
        runner.run("bars.yRange = 0...20\nbars")
        XCTAssertEqual(runner.context.stderr,
                       "warning: yRange 0…20 cuts 2 bars: Math (31), Physics (24); widen it, or set yRange = nil to fit the data\n")
    }
}
