import XCTest
@testable import ChartCore

/// The engine's polar layout beyond Swift Charts' defaults (the seeds' pie sets these): a start
/// angle, counter-clockwise sectors, an exploded sector, labels, and hits and angle selections
/// that follow them.
final class PolarLayoutTests: XCTestCase {
    private func pie(start: Double, direction: SliceDirection, exploded: Int? = nil) -> Chart {
        var chart = Chart {
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("n", 2)).foregroundStyle(by: .value("Kind", "B"))
            SectorMark(angle: .value("n", 3), innerRadius: .ratio(0.4)).foregroundStyle(by: .value("Kind", "C"))
        }
        chart.settings.polar.startBearingDegrees = start
        chart.settings.polar.direction = direction
        chart.settings.polar.explodedIndex = exploded
        chart.settings.polar.explodeDistance = 10
        return chart
    }

    func testEverySectorsPositionHitsItBackWhateverTheStartAndDirection() throws {
        for start in [0.0, 135, 300] {
            for direction in SliceDirection.allCases {
                let chart = pie(start: start, direction: direction, exploded: 1)
                let geometry = try chart.makeGeometry()
                for index in 0..<3 {
                    let position = try XCTUnwrap(geometry.position(index: index, series: 0))
                    XCTAssertEqual(geometry.hitTest(position)?.index, index, "start \(start) \(direction) sector \(index)")
                }
                XCTAssertNil(geometry.position(index: 0, series: 1), "a pie is one series")
            }
        }
    }

    func testTheFirstSectorBeginsAtTheStartAngleInItsDirection() throws {
        let clockwise = try pie(start: 90, direction: .clockwise).makeGeometry()
        let center = clockwise.polarCenter, radius = clockwise.polarRadius
        // Sector A (a sixth of the turn) runs from 3 o'clock towards 4 o'clock clockwise …
        XCTAssertEqual(clockwise.hitTest(Point(x: center.x + radius * 0.7, y: center.y + 5))?.index, 0)
        // … and towards 2 o'clock counter-clockwise.
        let counter = try pie(start: 90, direction: .counterClockwise).makeGeometry()
        XCTAssertEqual(counter.hitTest(Point(x: center.x + radius * 0.7, y: center.y - 5))?.index, 0)
        XCTAssertEqual(counter.selectedValue(.angle, at: Point(x: center.x + radius * 0.7, y: center.y - 5), angleTotal: 6)?
            .continuousValue ?? -1, 0, accuracy: 0.1, "the selection's angle counts from the start, in the sectors' direction")
    }

    func testAnExplodedSectorMovesOutAndItsGapHitsNothing() throws {
        let geometry = try pie(start: 0, direction: .clockwise, exploded: 0).makeGeometry()
        let moved = geometry.sectors.slices[0].center
        XCTAssertEqual(PieAngles.distance(moved, geometry.polarCenter), 10, accuracy: 1e-9)
        XCTAssertEqual(geometry.sectors.slices[1].center, geometry.polarCenter)
    }

    func testSectorLabelsStandBesideThePieWithLeaders() throws {
        var chart = pie(start: 0, direction: .clockwise)
        chart.settings.polar.labels = SectorLabels(texts: ["one", "two", "three"], position: .outside,
                                                   style: TextStyle(fontSize: 12), shortensTexts: true)
        let geometry = try chart.makeGeometry()
        XCTAssertEqual(geometry.sectorLabels.map(\.text), ["one", "two", "three"])
        XCTAssertTrue(geometry.sectorLabels.allSatisfy { $0.leader.count == 3 })
        let svg = chart.render(geometry)
        XCTAssertTrue(svg.contains(#"class="leaders""#))
        XCTAssertTrue(svg.contains(">three</text>"))
    }
}
