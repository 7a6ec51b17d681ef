import XCTest
@testable import ChartScript

/// Every BEMSimpleLineGraph and CorePlot name from the seeds, as a person porting the seeds'
/// code would write it in a cell: it works with the seed's meaning, or it is an error that
/// names what to write instead (and, where the meaning differs, how).
final class OldNamesTests: XCTestCase {
    private var runner: CellRunner!

    override func setUp() {
        runner = CellRunner()
        runner.run("""
            var graph = LineGraph([12, 19, 25, 31, 28, 35, 35], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
            var bars = BarChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
            var pie = PieChart(categories: ["Math", "Physics", "Art"], values: [31, 24, 12])
            """)
    }

    private func assertRenamed(_ code: String, to new: String, file: StaticString = #filePath, line: UInt = #line) {
        let result = runner.run(code)
        XCTAssertTrue(result.hasPrefix("error: AttributeError") && result.contains("renamed to '\(new)'"), "\(code): \(result)",
                      file: file, line: line)
    }

    private func assertExplained(_ code: String, mentions parts: [String], file: StaticString = #filePath, line: UInt = #line) {
        let result = runner.run(code)
        XCTAssertTrue(result.hasPrefix("error: TypeError"), "\(code): \(result)", file: file, line: line)
        for part in parts { XCTAssertTrue(result.contains(part), "\(code): '\(part)' missing from \(result)", file: file, line: line) }
    }

    // MARK: BEMSimpleLineGraph, seed 002

    func testReloadGraph() { assertExplained("graph.reloadGraph()", mentions: ["BEMSimpleLineGraph's", "updateDisplay(graph, id:"]) }
    func testGraphValuesForDataPoints() { assertRenamed("graph.graphValuesForDataPoints", to: "values") }
    func testGraphValuesForXAxis() { assertRenamed("graph.graphValuesForXAxis", to: "labels") }
    func testCalculatePointValueAverage() { assertRenamed("graph.calculatePointValueAverage()", to: "values.mean") }
    func testCalculatePointValueSum() { assertRenamed("graph.calculatePointValueSum()", to: "values.sum") }
    func testCalculatePointValueMedian() { assertRenamed("graph.calculatePointValueMedian()", to: "values.median") }
    func testCalculatePointValueMode() { assertExplained("graph.calculatePointValueMode()", mentions: ["every most frequent value", "values.mode.first"]) }
    func testCalculateStandardDeviation() {
        assertRenamed("graph.calculateLineGraphStandardDeviation()", to: "values.standardDeviation")
        assertRenamed("graph.calculateStandardDeviation()", to: "values.standardDeviation")
    }
    func testCalculateMinimumAndMaximum() {
        assertRenamed("graph.calculateMinimumPointValue()", to: "values.minimum")
        assertRenamed("graph.calculateMaximumPointValue()", to: "values.maximum")
    }
    func testEnablePopUpReport() { assertExplained("graph.enablePopUpReport = true", mentions: ["interactive(graph)"]) }
    func testEnableTouchReport() { assertExplained("graph.enableTouchReport = true", mentions: ["onTouch:", "onRelease:"]) }
    func testPopUpPrefixAndSuffix() {
        assertExplained("graph.popUpPrefix = \"$\"", mentions: ["yLabelPrefix", "both the y-axis labels and the popup"])
        assertExplained("graph.popUpSuffix = \" k\"", mentions: ["yLabelSuffix"])
    }
    func testNumberOfGapsBetweenLabelsHasBEMsMeaning() {
        assertRenamed("graph.numberOfGapsBetweenLabels = 1", to: "labelGap")
        runner.run("graph.labelGap = 1")
        XCTAssertEqual(runner.run("graph.labelGap"), "1")
        let svg = runner.run("graph.svg")
        for shown in ["Jan", "Mar", "May", "Jul"] { XCTAssertTrue(svg.contains(">\(shown)<"), shown) }
        for hidden in ["Feb", "Apr", "Jun"] { XCTAssertFalse(svg.contains(">\(hidden)<"), hidden) }
        runner.run("graph.labelGap = 7")
        let ends = runner.run("graph.svg")
        XCTAssertTrue(ends.contains(">Jan<") && ends.contains(">Jul<") && !ends.contains(">Apr<"), "the label count shows the first and last")
    }
    func testColorXaxisLabel() {
        assertRenamed("graph.colorXaxisLabel = .gray", to: "xLabelStyle.color")
        XCTAssertEqual(runner.run("graph.xLabelStyle.color = .gray\ngraph.xLabelStyle.color!.hexString"), "\"#8E8E93\"")
    }
    func testEnableBezierCurve() { assertRenamed("graph.enableBezierCurve = true", to: "isSmooth") }
    func testLineColorAndAlphaForIndex() {
        assertRenamed("graph.lineColorForIndex", to: "segmentColors")
        assertRenamed("graph.lineAlphaForIndex", to: "segmentAlphas")
    }
    func testAnimationGraphEntranceSpeed() {
        assertRenamed("graph.animationGraphEntranceSpeed = 5", to: "animationSpeed")
        assertRenamed("graph.animationGraphEntranceTime = 5", to: "animationSpeed")
    }
    func testTopBottomLineAndPointColoursAndAlphas() {
        for (old, new) in [("colorTop", "fillAboveColor"), ("colorBottom", "fillBelowColor"), ("colorLine", "lineColor"), ("colorPoint", "pointColor")] {
            assertRenamed("graph.\(old) = .blue", to: new)
        }
        for (old, new) in [("alphaTop", "fillAboveAlpha"), ("alphaBottom", "fillBelowAlpha"), ("alphaLine", "lineAlpha"),
                           ("widthLine", "lineWidth"), ("sizePoint", "pointSize")] {
            assertRenamed("graph.\(old) = 0.5", to: new)
        }
    }
    func testGraphSnapshotImage() { assertExplained("graph.graphSnapshotImage()", mentions: ["graph.png(scale: 2)", "graph.write(to:"]) }
    func testLowerGraph() {
        assertExplained("graph.lowerGraph = graph", mentions: ["addSeries"])
        assertExplained("graph.lowerGraphShouldRecognizeTouches = true", mentions: ["interactive(graph)"])
    }
    func testDelegateAndDataSource() {
        assertExplained("graph.delegate = 1", mentions: ["no delegate"])
        assertExplained("bars.dataSource = 1", mentions: ["takes its data directly"])
    }

    // MARK: CorePlot, seeds 000 and 001

    func testBarFillAndBarWidth() {
        assertRenamed("bars.barFill = [.red]", to: "barColors")
        assertRenamed("bars.barWidth = 0.5", to: "barWidthRatio")
    }
    func testBarOffsetIsExplained() { assertExplained("bars.barOffset = 0.25", mentions: ["addSeries", "barWidthRatio"]) }
    func testBarIdentifierNamesTheSeries() { assertRenamed("bars.identifier = \"subjectEnrollement\"", to: "seriesName") }
    func testXRangeAndYRangeWorkInCategoryPositions() {
        XCTAssertFalse(runner.run("0.0...4.0").hasPrefix("error"))
        XCTAssertEqual(runner.run("bars.xRange = 0...Double(bars.categories.count + 1)\nbars.xRange"), runner.run("0.0...4.0"))
        XCTAssertEqual(runner.run("bars.yRange = 0...32\nbars.yRange"), runner.run("0.0...32.0"))
    }
    func testPlotAreaFramePadding() {
        for old in ["plotAreaFrame", "paddingLeft", "paddingTop", "paddingBottom", "paddingRight"] {
            assertRenamed("bars.\(old) = 40", to: "plotAreaPadding")
        }
        XCTAssertEqual(runner.run("bars.plotAreaPadding = EdgeInsets(top: 10, left: 40, bottom: 120, right: 0)\nbars.plotAreaPadding!.bottom"), "120.0")
    }
    func testBorderLineStyleAndMinorTicks() {
        assertExplained("bars.borderLineStyle = nil", mentions: ["no border"])
        assertExplained("bars.minorTickLineStyle = nil", mentions: ["no minor ticks"])
        assertExplained("pie.axisSet = nil", mentions: ["a pie has no axes"])
    }
    func testMajorIntervalLengthAndLabelingPolicy() {
        assertRenamed("bars.majorIntervalLength = 1", to: "yMajorInterval")
        assertRenamed("bars.labelingPolicy = .fixedInterval", to: "yLabelingPolicy")
        XCTAssertEqual(runner.run("bars.yMajorInterval = 5\nbars.yLabelingPolicy = .fixedInterval\nbars.yLabelingPolicy"), ".fixedInterval")
    }
    func testLabelTextStyleAndRotation() {
        assertRenamed("bars.labelTextStyle = TextStyle(fontSize: 12)", to: "xLabelStyle")
        assertRenamed("bars.labelRotation = Angle(radians: Double.pi / 4)", to: "xLabelRotation")
        XCTAssertEqual(runner.run("bars.xLabelRotation = Angle(radians: Double.pi / 4)\nbars.xLabelRotation!.degrees"), "45.0")
    }
    func testLabelRotationInBareRadiansIsExplained() {
        assertExplained("bars.xLabelRotation = Double.pi / 4", mentions: ["Angle(degrees: 0.7854)", "Angle(radians: 0.7854)", "45°"])
    }
    func testAxisLabelsAreTheCategories() { assertRenamed("bars.axisLabels = [\"a\"]", to: "categories") }
    func testPieRadiusAndDirection() {
        assertRenamed("pie.pieRadius = 100", to: "radius")
        assertRenamed("pie.sliceDirection = .counterClockwise", to: "direction")
        XCTAssertEqual(runner.run("pie.direction = .counterClockwise\npie.direction"), ".counterClockwise")
    }
    func testStartAngleHasCorePlotsMeaningAndRefusesBareNumbers() {
        XCTAssertEqual(runner.run("pie.startAngle = Angle(radians: Double.pi / 4)\npie.startAngle.degrees"), "45.0")
        assertExplained("pie.startAngle = Double.pi / 4", mentions: ["counter-clockwise from 3 o'clock", "Angle(radians: 0.7854)"])
        assertExplained("pie.startAngle = 45", mentions: ["Angle(degrees: 45)", "45 radians is 2578.3101°"])
    }
    func testPieInnerRadiusIsExplained() { assertExplained("pie.pieInnerRadius = 40", mentions: ["in pixels", "holeRatio"]) }
    func testPieIdentifierNamesTheData() {
        XCTAssertEqual(runner.run("pie.identifier = \"Subject\"\npie.textSummary"),
                       "\"Pie chart of Subject of 3 slices totalling 67: largest Math (46.3%), smallest Art (17.9%)\"")
    }
    func testLegendNamesOnTheChartAndTheLegend() {
        assertRenamed("pie.legendAnchor = .bottom", to: "legend.anchor")
        assertRenamed("pie.legendDisplacement = Point(x: 0, y: 30)", to: "legend.displacement")
        assertRenamed("pie.numberOfColumns = 2", to: "legend.columns")
        assertRenamed("pie.legend.numberOfColumns = 2", to: "columns")
        assertExplained("pie.legend.hidden = true", mentions: ["isVisible = false", "opposite"])
    }
    func testLegendDisplacementPointsUpAsCorePlotsDoes() throws {
        runner.run("pie.legend = Legend(columns: 2, anchor: .bottom)")
        let plain = runner.run("pie.svg")
        runner.run("pie.legend.displacement = Point(x: 0, y: 30)")
        XCTAssertNotEqual(runner.run("pie.svg"), plain)
        XCTAssertEqual(runner.run("pie.legend.displacement.y"), "30.0")
    }
    func testLegendTitleForPieChartIsTheCategories() { assertRenamed("pie.legendTitleForPieChart", to: "categories") }
    func testThemeNamed() { XCTAssertEqual(runner.run("bars.theme = .plainWhite\nbars.theme"), ".plainWhite") }
}
