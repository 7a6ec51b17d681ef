import XCTest
@testable import ChartCore

final class BarChartTests: XCTestCase {
    private func enrollment() -> BarChart {
        var chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.title = "Enrollment by subject"
        return chart
    }

    private func bars(in svg: String) -> [[String: String]] {
        ParsedSVG.elements(in: svg).filter { $0.attributes["data-index"] != nil }.map(\.attributes)
    }

    func testEveryBarCarriesItsIndexSeriesAndTooltip() throws {
        let svg = try enrollment().svg
        let drawn = bars(in: svg)
        XCTAssertEqual(drawn.count, 6)
        XCTAssertEqual(drawn.map { $0["data-index"] }, (0..<6).map { String($0) })
        XCTAssertTrue(drawn.allSatisfy { $0["data-series"] == "0" })
        let titles = ParsedSVG.texts(of: "title", in: svg)
        XCTAssertTrue(titles.contains("Math: 31"))
        XCTAssertTrue(titles.contains("Music: 10"))
    }

    func testTallerValuesGiveTallerBars() throws {
        let drawn = bars(in: try enrollment().svg)
        let heights = drawn.compactMap { $0["height"].flatMap(Double.init) }
        XCTAssertEqual(heights.count, 6)
        XCTAssertGreaterThan(heights[0], heights[1])   // 31 > 24
        XCTAssertLessThan(heights[5], heights[2])      // 10 < 12
    }

    func testBarColorsFillBarsByCategoryAndRepeat() throws {
        var chart = enrollment()
        chart.barColors = [.red, .blue, .orange, .green, .purple]
        let fills = bars(in: try chart.svg).map { $0["fill"] }
        XCTAssertEqual(fills[0], Color.red.hexString)
        XCTAssertEqual(fills[3], Color.green.hexString)
        XCTAssertEqual(fills[5], Color.red.hexString)
    }

    func testGroupedSeriesGetALegendAndSeriesInTooltips() throws {
        var chart = enrollment()
        chart.seriesName = "This year"
        chart.addSeries(Enrollment.lastYear, name: "Last year")
        let svg = try chart.svg
        XCTAssertEqual(bars(in: svg).count, 12)
        XCTAssertTrue(svg.contains("class=\"legend\""))
        XCTAssertTrue(ParsedSVG.texts(of: "title", in: svg).contains("Physics, Last year: 26"))
    }

    func testStackedBarsShareTheirCategorysX() throws {
        var chart = enrollment()
        chart.addSeries(Enrollment.lastYear, name: "Last year")
        chart.isStacked = true
        let drawn = bars(in: try chart.svg)
        let first = drawn.filter { $0["data-index"] == "0" }
        XCTAssertEqual(first.count, 2)
        XCTAssertEqual(first[0]["x"], first[1]["x"])
    }

    func testHorizontalBarsGrowAlongX() throws {
        var chart = enrollment()
        chart.isHorizontal = true
        let widths = bars(in: try chart.svg).compactMap { $0["width"].flatMap(Double.init) }
        XCTAssertGreaterThan(widths[0], widths[2])
    }

    func testMismatchedLengthsAreAnError() {
        let chart = BarChart(categories: ["a", "b"], values: [1])
        XCTAssertThrowsError(try chart.svg) { error in
            XCTAssertEqual(error as? ChartError, .mismatchedLengths(what: "values of series 'Series 1' and categories", expected: 2, got: 1))
        }
    }

    func testInfiniteValueIsAnErrorButNaNIsAMissingBar() throws {
        XCTAssertThrowsError(try BarChart(categories: ["a", "b"], values: [1, .infinity]).svg)
        let svg = try BarChart(categories: ["a", "b"], values: [.nan, 3]).svg
        XCTAssertEqual(bars(in: svg).map { $0["data-index"] }, ["1"])
    }

    func testEmptyChartShowsNoData() throws {
        let svg = try BarChart(categories: [], values: []).svg
        XCTAssertTrue(ParsedSVG.isWellFormed(svg))
        XCTAssertTrue(ParsedSVG.texts(of: "text", in: svg).contains("No Data"))
    }

    func testValueRangeIncludesZeroAndIsNice() throws {
        let layout = try BarChartGeometry(BarChart(categories: ["a", "b"], values: [37, 83]))
        let labels = layout.plot.yAxis.ticks.map(\.label)
        XCTAssertEqual(labels.first, "0")
        XCTAssertEqual(labels.last, "100")
    }

    func testGivenRangeIsUsed() throws {
        var chart = BarChart(categories: ["a", "b"], values: [37, 83])
        chart.yRange = 0...200
        XCTAssertEqual(try BarChartGeometry(chart).plot.yAxis.ticks.last?.label, "200")
    }

    func testNegativeValuesGrowDownFromAZeroLine() throws {
        let chart = BarChart(categories: ["loss", "gain"], values: [-20, 30])
        let layout = try BarChartGeometry(chart)
        let loss = try XCTUnwrap(layout.bars.segment(index: 0, series: 0))
        XCTAssertEqual(loss.y, layout.baselinePixel, accuracy: 1e-9)
        XCTAssertTrue(try chart.svg.contains("class=\"baseline\""))
    }

    func testValueLabelsAreWrittenAndStayInsideThePlot() throws {
        var chart = enrollment()
        chart.showsValueLabels = true
        chart.yRange = 0...31
        let layout = try BarChartGeometry(chart)
        XCTAssertEqual(layout.valueLabels.count, 6)
        XCTAssertTrue(layout.valueLabels.allSatisfy { $0.position.y - 11 >= layout.plot.plotArea.minY })
        XCTAssertTrue(layout.valueLabels[0].isInside, "the bar reaching the top gets its label inside")
        XCTAssertFalse(layout.valueLabels[1].isInside)
        XCTAssertTrue(ParsedSVG.texts(of: "text", in: try chart.svg).contains("24"))
    }

    func testValueFormatAppliesToLabelsAndTooltips() throws {
        var chart = enrollment()
        chart.valueFormat = "%.1f students"
        XCTAssertTrue(ParsedSVG.texts(of: "title", in: try chart.svg).contains("Math: 31.0 students"))
        chart.valueFormat = "%s"
        XCTAssertThrowsError(try chart.svg)
    }

    func testCornerRadiusRoundsTheBarsOuterEnd() throws {
        var chart = enrollment()
        chart.cornerRadius = 4
        let paths = ParsedSVG.elements(in: try chart.svg).filter { $0.name == "path" && $0.attributes["data-index"] != nil }
        XCTAssertEqual(paths.count, 6)
        XCTAssertTrue(paths[0].attributes["d"]?.contains("Q") ?? false)
    }

    func testCrowdedCategoryLabelsAreTurnedNotOverlapping() throws {
        let names = (1...12).map { "Subject number \($0)" }
        let chart = BarChart(categories: names, values: (1...12).map(Double.init))
        let layout = try BarChartGeometry(chart)
        XCTAssertEqual(layout.plot.xAxis.labelTurn, 45)
        let shown = layout.plot.xAxis.ticks.filter(\.isLabelShown)
        XCTAssertEqual(shown.count, 12)
        XCTAssertTrue(shown.allSatisfy { $0.labelPosition.y > layout.plot.plotArea.maxY })
        XCTAssertTrue(shown.allSatisfy { !$0.label.hasSuffix("…") }, "there is room for every name")
    }

    func testShortCategoryLabelsStayFlat() throws {
        XCTAssertEqual(try BarChartGeometry(enrollment()).plot.xAxis.labelTurn, 0)
    }

    func testCategoryNamesAreEscaped() throws {
        let evil = "<script>alert(1)</script> & co"
        let svg = try BarChart(categories: [evil, "b"], values: [1, 2]).svg
        XCTAssertFalse(svg.contains("<script>"))
        XCTAssertTrue(ParsedSVG.isWellFormed(svg))
        XCTAssertTrue(ParsedSVG.texts(of: "title", in: svg).contains("\(evil): 1"))
        XCTAssertTrue(ParsedSVG.texts(of: "text", in: svg).contains(evil))
    }

    func testRenderingIsDeterministic() throws {
        var chart = enrollment()
        chart.addSeries(Enrollment.lastYear, name: "Last year")
        XCTAssertEqual(try chart.svg, try chart.svg)
    }

    func testEveryVariantIsWellFormedXML() throws {
        for horizontal in [false, true] {
            for stacked in [false, true] {
                var chart = enrollment()
                chart.isHorizontal = horizontal
                chart.isStacked = stacked
                chart.showsValueLabels = true
                chart.cornerRadius = 3
                chart.addSeries(Enrollment.lastYear.map { -$0 / 2 }, name: "Dropped")
                XCTAssertTrue(ParsedSVG.isWellFormed(try chart.svg), "horizontal \(horizontal) stacked \(stacked)")
            }
        }
    }

    func testTextSummaryNamesTheExtremes() {
        XCTAssertEqual(enrollment().textSummary,
                       "Bar chart 'Enrollment by subject' of 6 categories: highest Math (31), lowest Music (10)")
    }
}
