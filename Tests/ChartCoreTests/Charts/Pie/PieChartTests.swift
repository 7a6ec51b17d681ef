import Foundation
import XCTest
@testable import ChartCore

final class PieChartTests: XCTestCase {
    private func enrollment() -> PieChart {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment by subject"
        return chart
    }

    private func slices(in svg: String) -> [[String: String]] {
        ParsedSVG.elements(in: svg).filter { $0.name == "path" && $0.attributes["data-index"] != nil }.map(\.attributes)
    }

    func testEverySliceCarriesItsIndexAndTooltip() throws {
        let svg = try enrollment().svg
        XCTAssertEqual(slices(in: svg).map { $0["data-index"] }, (0..<6).map { String($0) })
        let titles = ParsedSVG.texts(of: "title", in: svg)
        XCTAssertTrue(titles.contains("Math: 31 (25.4%)"))
        XCTAssertTrue(titles.contains("Music: 10 (8.2%)"))
    }

    func testPercentLabelsAreWrittenByDefault() throws {
        let texts = ParsedSVG.texts(of: "text", in: try enrollment().svg)
        XCTAssertTrue(texts.contains("25.4%"))
        XCTAssertTrue(texts.contains("Math"), "the legend names the categories")
    }

    func testLabelStylesSayValueCategoryOrBoth() throws {
        var chart = enrollment()
        chart.sliceLabelStyle = .value
        XCTAssertEqual(try chart.makeGeometry().sectorLabels.first?.text, "31")
        chart.sliceLabelStyle = .category
        XCTAssertEqual(try chart.makeGeometry().sectorLabels.first?.text, "Math")
        chart.sliceLabelStyle = .categoryAndPercent
        XCTAssertEqual(try chart.makeGeometry().sectorLabels.first?.text, "Math 25.4%")
        chart.sliceLabelStyle = .none
        XCTAssertTrue(try chart.makeGeometry().sectorLabels.isEmpty)
    }

    func testSliceColorsAreUsedInOrderAndRepeat() throws {
        var chart = enrollment()
        chart.sliceColors = [.red, .blue]
        let fills = slices(in: try chart.svg).map { $0["fill"] }
        XCTAssertEqual(fills[0], Color.red.hexString)
        XCTAssertEqual(fills[1], Color.blue.hexString)
        XCTAssertEqual(fills[2], Color.red.hexString)
    }

    func testNegativeValueIsAClearError() {
        let chart = PieChart(categories: ["a", "b"], values: [3, -1])
        XCTAssertThrowsError(try chart.svg) { error in
            XCTAssertEqual(error as? ChartError, .negativeValue(what: "pie value", index: 1, value: -1))
            XCTAssertTrue("\(error)".contains("zero or positive"))
        }
    }

    func testNaNValueIsAClearError() {
        XCTAssertThrowsError(try PieChart(categories: ["a"], values: [.nan]).svg) { error in
            XCTAssertEqual(error as? ChartError, .nonFiniteValue(what: "pie value", index: 0))
        }
    }

    func testMismatchedLengthsAreAnError() {
        XCTAssertThrowsError(try PieChart(categories: ["a", "b"], values: [1]).svg)
    }

    func testAllZeroOrEmptyDataShowsNoData() throws {
        for chart in [PieChart(categories: ["a", "b"], values: [0, 0]), PieChart(categories: [], values: [])] {
            let svg = try chart.svg
            XCTAssertTrue(ParsedSVG.texts(of: "text", in: svg).contains("No Data"))
            XCTAssertTrue(slices(in: svg).isEmpty)
            XCTAssertNil(chart.hitTest(Point(x: 320, y: 200)))
        }
    }

    func testZeroSliceIsNotDrawnButOthersAre() throws {
        let svg = try PieChart(categories: ["a", "none", "b"], values: [1, 0, 3]).svg
        XCTAssertEqual(slices(in: svg).map { $0["data-index"] }, ["0", "2"])
    }

    func testSingleSliceIsAFullCircle() throws {
        var chart = PieChart(categories: ["all"], values: [5])
        chart.holeRatio = 0.5
        let path = try XCTUnwrap(slices(in: try chart.svg).first)
        // The ring and the hole, wound the other way round so the hole stays empty.
        XCTAssertEqual(path["d"]?.filter { $0 == "M" }.count, 2)
        XCTAssertEqual(path["d"]?.filter { $0 == "A" }.count, 4)
    }

    func testFixedRadiusIsUsed() throws {
        var chart = enrollment()
        chart.radius = 100
        XCTAssertEqual(try chart.makeGeometry().sectors.outerRadius, 100)
        chart.radius = -5
        XCTAssertThrowsError(try chart.svg)
    }

    func testFittedPieLeavesRoomForOutsideLabels() throws {
        let chart = enrollment()
        let layout = try chart.makeGeometry()
        let widest = layout.sectorLabels.map { TextMeasure.width(of: $0.text, style: chart.sliceLabelTextStyle) }.max() ?? 0
        for label in layout.sectorLabels {
            let left = label.alignment == .end ? label.position.x - widest : label.position.x
            let right = label.alignment == .end ? label.position.x : label.position.x + widest
            XCTAssertGreaterThanOrEqual(left, 0)
            XCTAssertLessThanOrEqual(right, chart.width)
        }
    }

    func testLegendNeverCoversThePie() throws {
        for anchor in LegendAnchor.allCases {
            for displacement in [Point.zero, Point(x: 0, y: 30), Point(x: 0, y: -30), Point(x: -40, y: 25)] {
                var chart = enrollment()
                chart.legend = Legend(columns: 2, anchor: anchor, displacement: displacement)
                let layout = try chart.makeGeometry()
                let legend = try XCTUnwrap(layout.legend?.arranged)
                let pie = layout.sectors
                let box = Rect(x: pie.center.x - pie.outerRadius, y: pie.center.y - pie.outerRadius,
                               width: 2 * pie.outerRadius, height: 2 * pie.outerRadius)
                XCTAssertFalse(legend.frame.intersects(box), "\(anchor) \(displacement)")
                XCTAssertGreaterThanOrEqual(legend.frame.minX, 0)
                XCTAssertLessThanOrEqual(legend.frame.maxX, chart.width)
                XCTAssertGreaterThanOrEqual(legend.frame.minY, 0)
                XCTAssertLessThanOrEqual(legend.frame.maxY, chart.height)
            }
        }
    }

    func testLegendWithTwoColumnsReadsDownEachColumn() throws {
        var chart = enrollment()
        chart.radius = 100
        chart.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
        let items = try XCTUnwrap(try chart.makeGeometry().legend?.arranged).items
        XCTAssertEqual(items.count, 6)
        XCTAssertEqual(items[0].textOrigin.x, items[1].textOrigin.x, "the first column holds the first half")
        XCTAssertEqual(items[0].textOrigin.x, items[2].textOrigin.x)
        XCTAssertLessThan(items[0].textOrigin.y, items[1].textOrigin.y)
        XCTAssertLessThan(items[2].textOrigin.x, items[3].textOrigin.x, "the fourth entry starts the second column")
        XCTAssertEqual(items[0].textOrigin.y, items[3].textOrigin.y)
    }

    func testHiddenLegendIsNotDrawn() throws {
        var chart = enrollment()
        chart.legend.isVisible = false
        XCTAssertFalse(try chart.svg.contains("class=\"legend\""))
    }

    func testCategoryNamesAreEscaped() throws {
        let evil = "<script>alert(1)</script> & co"
        var chart = PieChart(categories: [evil, "b"], values: [1, 3])
        chart.sliceLabelStyle = .category
        let svg = try chart.svg
        XCTAssertFalse(svg.contains("<script>"))
        XCTAssertTrue(ParsedSVG.isWellFormed(svg))
        XCTAssertTrue(ParsedSVG.texts(of: "title", in: svg).contains("\(evil): 1 (25.0%)"))
    }

    func testRenderingIsDeterministic() throws {
        XCTAssertEqual(try enrollment().svg, try enrollment().svg)
    }

    func testEveryVariantIsWellFormedXML() throws {
        for direction in SliceDirection.allCases {
            for position in SliceLabelPosition.allCases {
                for style in SliceLabelStyle.allCases {
                    var chart = enrollment()
                    chart.direction = direction
                    chart.sliceLabelPosition = position
                    chart.sliceLabelStyle = style
                    chart.holeRatio = 0.5
                    chart.explodedIndex = 2
                    XCTAssertTrue(ParsedSVG.isWellFormed(try chart.svg), "\(direction) \(position) \(style)")
                }
            }
        }
    }

    func testTextSummaryNamesLargestAndSmallest() {
        XCTAssertEqual(enrollment().textSummary,
                       "Pie chart 'Enrollment by subject' of 6 slices totalling 122: largest Math (25.4%), smallest Music (8.2%)")
    }
}

final class PieChartOptionTests: XCTestCase {
    func testExplodedIndexOutsideTheDataIsIgnored() throws {
        var chart = PieChart(categories: ["a", "b"], values: [1, 3])
        chart.explodedIndex = 7
        let layout = try chart.makeGeometry()
        XCTAssertTrue(layout.sectors.slices.allSatisfy { $0.center == layout.sectors.center })
    }

    func testExplodedSliceMovesOutByTheDistance() throws {
        var chart = PieChart(categories: ["a", "b"], values: [1, 3])
        chart.explodedIndex = 0
        chart.explodeDistance = 20
        let layout = try chart.makeGeometry()
        let moved = layout.sectors.slices[0].center
        XCTAssertEqual(PieAngles.distance(moved, layout.sectors.center), 20, accuracy: 1e-9)
    }

    func testStartAngleAndDirectionPlaceTheFirstSlice() throws {
        var chart = PieChart(categories: ["a", "b"], values: [1, 3])
        chart.startAngle = Angle(degrees: 0)
        chart.direction = .counterClockwise
        let first = try chart.makeGeometry().sectors.slices[0]
        // A quarter slice from 3 o'clock counter-clockwise sits in the upper right.
        XCTAssertEqual(first.middleBearing, .pi / 4, accuracy: 1e-9)
    }
}

final class PieChartCenterTextTests: XCTestCase {
    func testCenterTextIsWrittenInTheHoleOnly() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.centerText = "122 students"
        XCTAssertFalse(ParsedSVG.texts(of: "text", in: try chart.svg).contains("122 students"))
        chart.holeRatio = 0.6
        XCTAssertTrue(ParsedSVG.texts(of: "text", in: try chart.svg).contains("122 students"))
    }

    func testAHugeHeightDrawsInBoundedTime() throws {
        // Issue 15: `pie.height = 1e300` trapped counting label rows.
        var chart = PieChart(categories: (0..<200).map { "c\($0)" }, values: (0..<200).map { Double($0 + 1) })
        chart.height = 1e300
        let start = Date()
        let svg = try chart.svg
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        XCTAssertTrue(ParsedSVG.isWellFormed(svg))
        // The pie sits half way down a 1e300-pixel canvas, where doubles keep no pixel
        // precision: hit testing there must answer, not trap, and stays on the pie's slices.
        let middle = try XCTUnwrap(chart.position(index: 199, series: 0))
        let hit = try XCTUnwrap(chart.hitTest(middle))
        XCTAssertTrue((0..<200).contains(hit.index))
    }
}
