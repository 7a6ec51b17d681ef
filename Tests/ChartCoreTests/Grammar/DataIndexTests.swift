import XCTest
@testable import ChartCore

/// Every mark that stands for one datum (a bar, a point, a sector) carries `data-series` and
/// `data-index` in the SVG: the series and index hit testing reports when the pointer is on
/// it. The hover widget's keyboard steps through these elements, so each must lead back to
/// its own datum; lines, areas and rules carry none.
final class DataIndexTests: XCTestCase {
    /// The (series, index) pairs written in the SVG, in document order.
    private func written(in svg: String) -> [[Int]] {
        let pattern = try! NSRegularExpression(pattern: #"data-series="(\d+)" data-index="(\d+)""#)
        let range = NSRange(svg.startIndex..., in: svg)
        return pattern.matches(in: svg, range: range).map { match in
            (1...2).map { Int((svg as NSString).substring(with: match.range(at: $0)))! }
        }
    }

    /// Checks that the SVG names each datum mark once, in drawing order, and that a hit at the
    /// mark's centre reports the same series and index.
    private func assertEachDatumMarkLeadsBackToItsDatum(_ geometry: PlotGeometry, svg: String, count: Int,
                                                         file: StaticString = #filePath, line: UInt = #line) {
        let marks = geometry.placed.filter { $0.shape.marksOneDatum }
        XCTAssertEqual(marks.count, count, "datum marks", file: file, line: line)
        XCTAssertEqual(written(in: svg), marks.map { [$0.seriesIndex, $0.dataIndex] }, file: file, line: line)
        for mark in marks {
            let box = mark.shape.bounds
            let hit = geometry.hitTest(Point(x: box.midX, y: box.midY))
            XCTAssertEqual(hit.map { [$0.series, $0.index] }, [mark.seriesIndex, mark.dataIndex],
                           "the mark of datum \(mark.dataIndex) of series \(mark.seriesIndex)", file: file, line: line)
        }
    }

    func testAScatterPlotsPointsNameTheirSeriesAndIndex() throws {
        var plot = ScatterPlot(x: [1, 2, 3], y: [2, 4, 3])
        plot.addSeries(x: [1.5, 2.5], y: [5, 6], name: "B")
        let geometry = try plot.makeGeometry()
        let svg = plot.render(geometry)
        assertEachDatumMarkLeadsBackToItsDatum(geometry, svg: svg, count: 5)
        XCTAssertEqual(Set(written(in: svg).map { $0[0] }), [0, 1], "both series")
    }

    func testBarsPointsAndLineSymbolsOfAGrammarChartNameTheirDatum() throws {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 18))
            BarMark(x: .value("Month", "Mar"), y: .value("Sales", 9))
        }
        let geometry = try chart.makeGeometry()
        assertEachDatumMarkLeadsBackToItsDatum(geometry, svg: chart.render(geometry), count: 3)
        XCTAssertEqual(written(in: chart.render(geometry)).map { $0[1] }, [0, 1, 2])

        let line = Chart {
            ForEach(0..<4) { day in
                LineMark(x: .value("Day", day), y: .value("Steps", Double(day * day))).symbol(.circle)
            }
        }
        let lineGeometry = try line.makeGeometry()
        let lineSVG = line.render(lineGeometry)
        assertEachDatumMarkLeadsBackToItsDatum(lineGeometry, svg: lineSVG, count: 4)
        XCTAssertFalse(lineSVG.contains(#"data-mark="line" data-series"#), "a line is a series, not a datum")
    }

    func testSectorsNameTheirDatum() throws {
        let pie = Chart {
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("Kind", "A"))
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("Kind", "B"))
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("Kind", "C"))
        }
        let geometry = try pie.makeGeometry()
        let svg = pie.render(geometry)
        XCTAssertEqual(written(in: svg), [[0, 0], [0, 1], [0, 2]], "a pie is one series")
        for mark in geometry.placed {
            let box = mark.shape.bounds
            XCTAssertEqual(geometry.hitTest(Point(x: box.midX, y: box.midY))?.index, mark.dataIndex)
        }
    }

    func testRulesAndAreasCarryNoIndex() throws {
        let chart = Chart {
            ForEach(0..<3) { day in AreaMark(x: .value("Day", day), y: .value("Steps", Double(day + 1))) }
            RuleMark(y: .value("Goal", 2))
        }
        let svg = try chart.svg
        XCTAssertTrue(written(in: svg).isEmpty)
    }
}
