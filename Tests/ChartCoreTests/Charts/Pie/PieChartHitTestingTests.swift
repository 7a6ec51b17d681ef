import XCTest
@testable import ChartCore

final class PieChartHitTestingTests: XCTestCase {
    private func variants() -> [PieChart] {
        var result: [PieChart] = []
        for direction in SliceDirection.allCases {
            for hole in [0, 0.5] {
                var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
                chart.title = "Enrollment"
                chart.direction = direction
                chart.holeRatio = hole
                chart.startAngle = Angle(degrees: 45)
                chart.explodedIndex = 3
                chart.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
                result.append(chart)
            }
        }
        return result
    }

    func testEverySlicesOwnPositionHitsItBack() throws {
        for chart in variants() {
            for index in chart.values.indices {
                let position = try XCTUnwrap(chart.position(index: index, series: 0))
                let hit = try XCTUnwrap(chart.hitTest(position), "\(chart.direction) hole \(chart.holeRatio) slice \(index)")
                XCTAssertEqual(hit.index, index)
                XCTAssertEqual(hit.value, chart.values[index])
                XCTAssertEqual(hit.label, chart.categories[index])
            }
        }
    }

    func testNothingOutsideThePieOrInTheHole() throws {
        var chart = PieChart(categories: Enrollment.subjects, values: Enrollment.students)
        chart.holeRatio = 0.5
        let layout = try chart.makeGeometry()
        let center = layout.sectors.center
        XCTAssertNil(chart.hitTest(center))
        XCTAssertNil(chart.hitTest(Point(x: center.x, y: center.y - layout.sectors.outerRadius - 2)))
        XCTAssertEqual(chart.hitTest(Point(x: center.x + 1, y: center.y - layout.sectors.outerRadius + 2))?.index, 0)
    }

    func testZeroSliceHasNoPosition() {
        let chart = PieChart(categories: ["a", "zero", "b"], values: [1, 0, 2])
        XCTAssertNil(chart.position(index: 1, series: 0))
        XCTAssertNil(chart.position(index: 0, series: 1))
        XCTAssertNotNil(chart.position(index: 2, series: 0))
    }

    func testInvalidDataHitsNothing() {
        XCTAssertNil(PieChart(categories: ["a"], values: [-1]).hitTest(Point(x: 320, y: 200)))
    }
}
