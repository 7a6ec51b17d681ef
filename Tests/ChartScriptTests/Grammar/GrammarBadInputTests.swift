import JupyterEngine
import XCTest
@testable import ChartScript

/// Bad input to the grammar in cells: a clear error naming the value, mark or modifier, or a
/// documented drawing; never a crash, and the session goes on.
final class GrammarBadInputTests: XCTestCase {
    private func failure(_ code: String) -> String {
        let runner = CellRunner()
        return runner.error("import Charts\n" + code).map { "\($0.name): \($0.value)" } ?? "no error"
    }

    func testAValueThatCannotBePlottedNamesItsType() {
        let message = failure("Chart { BarMark(x: .value(\"Done\", true), y: .value(\"n\", 1)) }")
        XCTAssertTrue(message.contains(".value(\"Done\", …)") && message.contains("Bool"), message)
    }

    func testATypeOfOneselfMustBePlottable() {
        let message = failure("enum Size { case small, large }\nChart { BarMark(x: .value(\"Size\", Size.small), y: .value(\"n\", 1)) }")
        XCTAssertTrue(message.contains("does not conform to Plottable"), message)
    }

    func testNumbersAndCategoriesOnOneAxisNameBothMarks() {
        let message = failure("""
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 3))
                LineMark(x: .value("Day", 2), y: .value("Sales", 4))
            }
            """)
        XCTAssertTrue(message.contains("LineMark(x:y:)") && message.contains("BarMark(x:y:)") && message.contains("x"), message)
    }

    func testALogScaleOfZeroNamesTheModifier() {
        let message = failure("Chart { PointMark(x: .value(\"x\", 1), y: .value(\"y\", 0)) }.chartYScale(type: .log)")
        XCTAssertTrue(message.contains("chartYScale(type: .log)") && message.contains("PointMark"), message)
    }

    func testANegativeFrameIsRefused() {
        let message = failure("Chart { RuleMark(y: .value(\"y\", 1)) }.frame(height: -20)")
        XCTAssertTrue(message.contains("frame(height:)") && message.contains("-20"), message)
    }

    func testASectorBesideABarIsAnError() {
        let message = failure("Chart { SectorMark(angle: .value(\"n\", 1)); BarMark(x: .value(\"a\", \"A\"), y: .value(\"n\", 1)) }")
        XCTAssertTrue(message.contains("BarMark") && message.contains("SectorMark"), message)
    }

    func testANegativeAngleNamesTheSector() {
        let message = failure("Chart { SectorMark(angle: .value(\"n\", -3)) }")
        XCTAssertTrue(message.contains("SectorMark(angle:)") && message.contains("-3"), message)
    }

    func testAnEmptyChartDrawsNoChartData() throws {
        let runner = CellRunner()
        guard case .success(let result) = runner.outcome("import Charts\nChart { }") else { return XCTFail("an empty chart failed") }
        let svg = try XCTUnwrap(result?.chartSVG)
        XCTAssertTrue(svg.contains(">No chart data</text>"))
        XCTAssertEqual(result?.plainText, "An empty chart: no marks to draw.")
    }

    func testNaNAndInfinitiesAreLeftOutWithAWarning() throws {
        let runner = CellRunner()
        let code = "import Charts\nChart { ForEach([1.0, Double.nan, 3, Double.infinity, 2], id: \\.self) { y in BarMark(x: .value(\"x\", \"\\(y)\"), y: .value(\"y\", y)) } }"
        guard case .success(let result) = runner.outcome(code) else { return XCTFail("NaN values failed the chart") }
        let svg = try XCTUnwrap(result?.chartSVG)
        XCTAssertEqual(SVGContract(svg).counts, ["bar": 3])
        XCTAssertTrue(runner.context.stderr.contains("2 marks with a NaN or infinite value not drawn"), runner.context.stderr)
    }

    func testTheSessionGoesOnAfterAnError() {
        let runner = CellRunner()
        _ = runner.error("import Charts\nChart { BarMark(x: .value(\"Done\", true), y: .value(\"n\", 1)) }")
        XCTAssertTrue(runner.run("Chart { RuleMark(y: .value(\"y\", 1)) }").hasPrefix("A chart of 1 RuleMark"))
        XCTAssertEqual(runner.run("1 + 1"), "2")
    }
}
