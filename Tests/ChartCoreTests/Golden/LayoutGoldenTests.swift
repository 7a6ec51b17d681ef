import XCTest
@testable import ChartCore

/// The layouts the seeds' charts must hold at BEMSimpleLineGraph's usual 320 × 200, the
/// default 640 × 400 and a wide 1200 × 600, with 1, 6, 12 and 30 categories and long names:
/// bar charts, pies with a two-column legend, and line graphs with an average and reference
/// lines. Each picture is a golden file (`layout-<kind>-<width>x<height>-<count>.svg`); each is
/// also checked for what must never happen (names cut when there is room, labels overlapping,
/// a colour repeated before the twelfth).
final class LayoutGoldenTests: XCTestCase {
    static let sizes: [(width: Double, height: Double)] = [(320, 200), (640, 400), (1200, 600)]
    static let counts = [1, 6, 12, 30]

    /// Subjects with long names, as a school's roster has them.
    static let subjects = [
        "Mathematics", "Physics", "Chemistry", "Computer Science", "Biology", "English Literature", "History", "Art",
        "Music", "Economics", "Geography", "Philosophy", "Modern Languages", "Physical Education", "Psychology",
        "Sociology", "Political Science", "Statistics", "Astronomy", "Environmental Science", "Drama", "Design and Technology",
        "Religious Studies", "Media Studies", "Classics", "Latin", "Accounting", "Business Studies", "Engineering", "Law",
    ]

    static func values(_ count: Int) -> [Double] {
        (0..<count).map { Double(($0 * 37 + 11) % 29 + 4) }
    }

    static func bars(count: Int, width: Double, height: Double) -> BarChart {
        var chart = BarChart(categories: Array(subjects.prefix(count)), values: values(count))
        chart.title = "Enrollment by subject"
        chart.width = width
        chart.height = height
        return chart
    }

    static func pie(count: Int, width: Double, height: Double) -> PieChart {
        var chart = PieChart(categories: Array(subjects.prefix(count)), values: values(count))
        chart.title = "Enrollment by subject"
        chart.width = width
        chart.height = height
        chart.legend = Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30))
        return chart
    }

    static func line(count: Int, width: Double, height: Double) -> LineGraph {
        var graph = LineGraph(values(count), labels: (1...count).map { "Week \($0)" })
        graph.title = "New students"
        graph.width = width
        graph.height = height
        graph.showsAverageLine = true
        let values = values(count)
        graph.referenceLines = [ReferenceLine(y: (values.max() ?? 0) - 2, label: "Goal"),
                                ReferenceLine(y: values.reduce(0, +) / Double(count) + 1.5, label: "Last year")]
        return graph
    }

    private func eachLayout(_ body: (String, Double, Double, Int) throws -> Void) rethrows {
        for size in Self.sizes {
            for count in Self.counts {
                try body("\(Int(size.width))x\(Int(size.height))-\(count)", size.width, size.height, count)
            }
        }
    }

    func testBarChartsMatchTheirGoldenFilesAndCutNoNameThatHasRoom() throws {
        try eachLayout { suffix, width, height, count in
            let chart = Self.bars(count: count, width: width, height: height)
            GoldenSVG.assertMatches(try chart.svg, named: "layout-bar-\(suffix)")
            let layout = try chart.makeGeometry().plot
            let shown = layout.xAxis.ticks.filter(\.isLabelShown)
            if count <= 12 {
                XCTAssertEqual(shown.count, count, "\(suffix): every name shown")
                XCTAssertTrue(shown.allSatisfy { !$0.label.hasSuffix("…") }, "\(suffix): a name was cut")
            }
            XCTAssertGreaterThanOrEqual(layout.plotArea.height, height * PlotLayout.minimumPlotShare - 1e-9, suffix)
        }
    }

    func testPiesMatchTheirGoldenFilesAndRepeatNoColourBeforeTheTwelfth() throws {
        try eachLayout { suffix, width, height, count in
            let chart = Self.pie(count: count, width: width, height: height)
            GoldenSVG.assertMatches(try chart.svg, named: "layout-pie-\(suffix)")
            let colors = (0..<min(count, 12)).map { chart.sliceColor(at: $0).hexString }
            XCTAssertEqual(Set(colors).count, colors.count, suffix)
        }
    }

    func testLineGraphsMatchTheirGoldenFilesAndTheirLineLabelsNeverOverlap() throws {
        try eachLayout { suffix, width, height, count in
            let graph = Self.line(count: count, width: width, height: height)
            GoldenSVG.assertMatches(try graph.svg, named: "layout-line-\(suffix)")
            let labels = try graph.makeGeometry().lineLabels
            for (index, label) in labels.enumerated() {
                for other in labels[(index + 1)...] {
                    XCTAssertFalse(label.box.intersects(other.box), "\(suffix): '\(label.text)' overlaps '\(other.text)'")
                }
            }
        }
    }

    func testTheAverageLabelReadsAsPeopleWriteNumbers() throws {
        var graph = LineGraph([12, 19, 25, 31, 28, 35, 35], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
        graph.showsAverageLine = true
        XCTAssertEqual(try graph.makeGeometry().lineLabels.map(\.text), ["Average: 26.4"])
        graph.yLabelPrefix = "$"
        graph.values = graph.values.map { $0 * 1_000 + 100 }
        XCTAssertEqual(try graph.makeGeometry().lineLabels.map(\.text), ["Average: $26.5 k"])
    }

    func testSeedLineAtBEMsSizeKeepsItsLabelsOffEachOtherAndTheLine() throws {
        var graph = LineGraph([12, 19, 25, 31, 28, 35, 35], labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"])
        graph.width = 320
        graph.height = 200
        graph.title = "New students"
        graph.showsAverageLine = true
        graph.referenceLines = [ReferenceLine(y: 30, label: "Goal"), ReferenceLine(y: 27, label: "Last year")]
        let geometry = try graph.makeGeometry()
        let line = geometry.drawnIndices[0].map { geometry.pixel(series: 0, index: $0) }
        XCTAssertEqual(geometry.lineLabels.count, 3)
        for (index, label) in geometry.lineLabels.enumerated() {
            XCTAssertEqual(LineLabelPlacement.crossings(of: label.box, with: [line]), 0, "'\(label.text)' crosses the line")
            for other in geometry.lineLabels[(index + 1)...] { XCTAssertFalse(label.box.intersects(other.box)) }
        }
        GoldenSVG.assertMatches(try graph.svg, named: "layout-line-seed-320x200")
    }
}
