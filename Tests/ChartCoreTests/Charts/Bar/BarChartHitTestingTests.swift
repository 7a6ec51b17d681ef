import XCTest
@testable import ChartCore

final class BarChartHitTestingTests: XCTestCase {
    private func variants() -> [BarChart] {
        var result: [BarChart] = []
        for horizontal in [false, true] {
            for stacked in [false, true] {
                var chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
                chart.title = "Enrollment"
                chart.isHorizontal = horizontal
                chart.isStacked = stacked
                chart.addSeries(Enrollment.lastYear, name: "Last year")
                chart.addSeries(Enrollment.lastYear.map { -$0 / 3 }, name: "Dropped")
                result.append(chart)
                var single = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
                single.isHorizontal = horizontal
                result.append(single)
            }
        }
        return result
    }

    func testEveryBarsOwnPositionHitsItBack() throws {
        for chart in variants() {
            for series in 0..<chart.allSeries.count {
                for index in chart.categories.indices {
                    let position = try XCTUnwrap(chart.position(index: index, series: series))
                    let hit = try XCTUnwrap(chart.hitTest(position))
                    XCTAssertEqual(hit.index, index, "horizontal \(chart.isHorizontal) stacked \(chart.isStacked)")
                    XCTAssertEqual(hit.series, series, "horizontal \(chart.isHorizontal) stacked \(chart.isStacked)")
                    XCTAssertEqual(hit.position, position)
                }
            }
        }
    }

    func testHitReportsValueAndCategory() throws {
        let chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        let position = try XCTUnwrap(chart.position(index: 2, series: 0))
        let hit = try XCTUnwrap(chart.hitTest(Point(x: position.x, y: position.y + 20)))
        XCTAssertEqual(hit, ChartHit(series: 0, index: 2, value: 12, label: "Art", position: position))
    }

    func testPointerAboveABarStillFindsItsBand() throws {
        let chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        let position = try XCTUnwrap(chart.position(index: 5, series: 0))
        XCTAssertEqual(chart.hitTest(Point(x: position.x, y: 5))?.index, 5)
    }

    func testPointerLeftOfThePlotFindsTheNearestBand() {
        let chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        XCTAssertEqual(chart.hitTest(Point(x: 0, y: 200))?.index, 0)
        XCTAssertEqual(chart.hitTest(Point(x: 640, y: 200))?.index, 5)
    }

    func testPositionOfSomethingThatDoesNotExistIsNil() {
        let chart = BarChart(categories: ["a", "b"], values: [1, .nan])
        XCTAssertNil(chart.position(index: 1, series: 0))
        XCTAssertNil(chart.position(index: 2, series: 0))
        XCTAssertNil(chart.position(index: 0, series: 1))
        XCTAssertNil(BarChart(categories: [], values: []).hitTest(Point(x: 1, y: 1)))
    }

    func testPositionOfAHitIsItsBar() throws {
        let chart = BarChart(categories: Enrollment.subjects, values: Enrollment.students)
        let hit = try XCTUnwrap(chart.hitTest(Point(x: 320, y: 300)))
        XCTAssertEqual(chart.position(of: hit), hit.position)
    }
}
