import XCTest
@testable import ChartScript

/// The seeds' missing features, bound in cells: text styles, axis control, per-segment line
/// colour and alpha, gradient bars, readable values, a pie's identifier and a legend title.
final class ChartFeatureBindingsTests: XCTestCase {
    private var runner: CellRunner!

    override func setUp() {
        runner = CellRunner()
        runner.run("""
            var graph = LineGraph([12, 19, 25, 31], labels: ["Jan", "Feb", "Mar", "Apr"])
            var bars = BarChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
            var pie = PieChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
            """)
    }

    private func svg(_ name: String) -> String { runner.run("print(\(name).svg)"); defer { runner.context.stdout = "" }; return runner.context.stdout }

    func testTextStylesOfTitlesLabelsAndAxisTitles() {
        XCTAssertEqual(runner.run("""
            graph.title = "Enrollment"
            graph.titleStyle = TextStyle(fontSize: 20, color: .gray, weight: .semibold)
            graph.xLabelStyle = TextStyle(fontSize: 10, color: .red)
            graph.yLabelStyle.fontSize = 9
            graph.axisTitleStyle.isBold = false
            graph.yAxisTitle = "Students"
            graph.titleStyle
            """), "TextStyle(fontSize: 20, color: #8E8E93, weight: .semibold)")
        let drawn = svg("graph")
        XCTAssertTrue(drawn.contains("font-size=\"20\" fill=\"#8E8E93\" font-weight=\"600\""), "title")
        XCTAssertTrue(drawn.contains("class=\"x-labels\" text-anchor=\"middle\" font-size=\"10\" fill=\"#FF3B30\""), "x labels")
        XCTAssertTrue(drawn.contains("class=\"y-labels\" text-anchor=\"end\" font-size=\"9\""), "y labels")
    }

    func testFontSizesAreKeptInRange() {
        XCTAssertEqual(runner.run("var style = TextStyle(fontSize: 1000)\nstyle.fontSize"), "200.0")
    }

    func testMajorIntervalAndLabellingPolicies() {
        runner.run("bars.yMajorInterval = 5")
        let labels = svg("bars")
        for value in ["0", "5", "10", "15", "20", "25", "30", "35"] { XCTAssertTrue(labels.contains(">\(value)</text>"), value) }
        runner.run("bars.yLabelingPolicy = .none")
        XCTAssertFalse(svg("bars").contains("class=\"y-labels\""))
        XCTAssertTrue(runner.run("bars.yLabelingPolicy = .fixedInterval\nbars.yMajorInterval = 0\nbars").contains("yMajorInterval = 0.0 cannot be drawn"))
    }

    func testLabelRotationAndPlotAreaPadding() {
        runner.run("bars.xLabelRotation = Angle(degrees: 90)\nbars.plotAreaPadding = EdgeInsets(top: 10, left: 40, bottom: 120, right: 0)")
        let drawn = svg("bars")
        XCTAssertTrue(drawn.contains("rotate(-90 "), "labels turned a quarter counter-clockwise")
        XCTAssertTrue(drawn.contains("class=\"x-labels\" text-anchor=\"end\""))
    }

    func testSegmentColoursAndAlphas() {
        runner.run("graph.segmentColors = [.red, .red, .blue]\ngraph.segmentAlphas = [1, 0.5]")
        let drawn = svg("graph")
        XCTAssertTrue(drawn.contains("stroke=\"#FF3B30\""))
        XCTAssertTrue(drawn.contains("stroke=\"#FF3B30\" stroke-opacity=\"0.5\""))
        XCTAssertTrue(drawn.contains("stroke=\"#007AFF\""))
        XCTAssertEqual(runner.run("graph.segmentAlphas"), "[1.0, 0.5]")
    }

    func testLineGraphValuesAreReadableAndReplaceable() {
        XCTAssertEqual(runner.run("graph.values"), "[12.0, 19.0, 25.0, 31.0]")
        XCTAssertEqual(runner.run("graph.values = [1, 2, 3, 4]\ngraph.values.mean"), "2.5")
    }

    func testGradientBarsAndXRange() {
        runner.run("bars.usesGradientFill = true\nbars.xRange = 0...4")
        let drawn = svg("bars")
        XCTAssertTrue(drawn.contains("<linearGradient"))
        XCTAssertTrue(drawn.contains("clip-path=\"url(#"))
    }

    func testPieIdentifierAndLegendTitle() {
        runner.run("pie.identifier = \"Subject\"\npie.legend.title = \"Subjects\"\npie.legend.titleStyle.color = .gray")
        XCTAssertEqual(runner.run("pie.identifier"), "\"Subject\"")
        let drawn = svg("pie")
        XCTAssertTrue(drawn.contains(">Subjects</text>"))
        XCTAssertTrue(drawn.contains("class=\"legend-title\""))
    }

    func testLegendsAreMadeAsTheTutorialMakesThem() {
        XCTAssertEqual(runner.run("""
            pie.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30), title: "Subjects")
            [pie.legend.columns == 2, pie.legend.anchor == .bottom, pie.legend.displacement.y == 30, pie.legend.title == "Subjects"]
            """), "[true, true, true, true]")
        XCTAssertEqual(runner.run("Legend().isVisible"), "true")
    }

    func testAverageLabelReadsAsPeopleWriteNumbers() {
        runner.run("graph.values = [12, 19, 25, 31, 28, 35, 35]\ngraph.labels = nil\ngraph.showsAverageLine = true")
        XCTAssertTrue(svg("graph").contains(">Average: 26.4</text>"))
    }
}
