import XCTest
@testable import ChartCore

/// How a pie fills its canvas at sizes from 240 × 160 up, with few and many slices, every
/// legend arrangement: as large as its labels and legend allow, and nothing overlapping or
/// leaving the canvas.
final class PieChartLayoutTests: XCTestCase {
    static let sizes: [(width: Double, height: Double)] = [(240, 160), (320, 200), (400, 300), (640, 400), (900, 300), (1200, 800)]
    static let counts = [1, 3, 8, 12, 30]
    static let legends: [Legend] = [
        Legend(isVisible: false), Legend(columns: 2, anchor: .bottom),
        Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30)), Legend(anchor: .bottom),
        Legend(anchor: .right), Legend(anchor: .left), Legend(anchor: .top), Legend(anchor: .topLeft),
    ]

    static func pie(count: Int, width: Double, height: Double, legend: Legend) -> PieChart {
        var chart = PieChart(categories: Array(LayoutGoldenTests.subjects.prefix(count)), values: LayoutGoldenTests.values(count))
        chart.title = "Enrollment by subject"
        chart.width = width
        chart.height = height
        chart.legend = legend
        return chart
    }

    /// The space below the title that the pie and legend share.
    private func contentHeight(_ chart: PieChart) -> Double {
        chart.height - 2 * PieChart.padding - TextMeasure.lineHeight(fontSize: chart.titleStyle.fontSize) - 6
    }

    func testSeedLegendAt320By200LeavesThePieMostOfTheHeight() throws {
        // The seed's legend: two columns at the bottom, lifted 30 pixels, at BEM's 320 × 200.
        for count in [3, 6, 8] {
            let chart = Self.pie(count: count, width: 320, height: 200,
                                 legend: Legend(columns: 2, anchor: .bottom, displacement: Point(x: 0, y: 30)))
            let layout = try chart.makeGeometry()
            XCTAssertGreaterThanOrEqual(2 * layout.sectors.outerRadius, 0.8 * contentHeight(chart), "\(count) slices")
        }
    }

    func testPieTakesMostOfTheSpaceAtEverySizeAndLegend() throws {
        for size in Self.sizes {
            for count in Self.counts {
                for legend in Self.legends {
                    let chart = Self.pie(count: count, width: size.width, height: size.height, legend: legend)
                    let layout = try chart.makeGeometry()
                    let room = min(contentHeight(chart), size.width - 2 * PieChart.padding)
                    XCTAssertGreaterThanOrEqual(2 * layout.sectors.outerRadius, 0.55 * room,
                                                "\(Int(size.width))×\(Int(size.height)), \(count) slices, \(legend.anchor) legend")
                }
            }
        }
    }

    func testWideShortChartPutsALongLegendBesideThePie() throws {
        let chart = Self.pie(count: 12, width: 900, height: 300, legend: Legend(columns: 2, anchor: .bottom))
        let layout = try chart.makeGeometry()
        let legend = try XCTUnwrap(layout.legend?.arranged)
        XCTAssertGreaterThanOrEqual(legend.frame.minX, layout.sectors.center.x + layout.sectors.outerRadius)
        XCTAssertEqual(legend.items.count, 12)
    }

    func testLegendAskedForFitsAndIsKeptWhenThePieHasRoom() throws {
        let chart = Self.pie(count: 3, width: 640, height: 400, legend: Legend(columns: 2, anchor: .bottom))
        let legend = try XCTUnwrap(try chart.makeGeometry().legend?.arranged)
        XCTAssertGreaterThan(legend.frame.minY, try chart.makeGeometry().sectors.center.y)
        XCTAssertEqual(Set(legend.items.map(\.swatch.x)).count, 2, "two columns, as asked")
    }

    func testNothingOverlapsOrLeavesTheCanvas() throws {
        for size in Self.sizes {
            for count in Self.counts {
                for legend in Self.legends {
                    let chart = Self.pie(count: count, width: size.width, height: size.height, legend: legend)
                    try assertClean(chart, "\(Int(size.width))×\(Int(size.height)), \(count) slices, \(Self.describe(legend))")
                }
            }
        }
    }

    func testNothingOverlapsWithCategoryLabelsOrAnExplodedSlice() throws {
        for size in Self.sizes {
            for count in [3, 12] {
                var chart = Self.pie(count: count, width: size.width, height: size.height, legend: Legend(anchor: .right))
                chart.sliceLabelStyle = .categoryAndPercent
                try assertClean(chart, "\(Int(size.width))×\(Int(size.height)), \(count) category labels")
                chart.sliceLabelStyle = .percent
                chart.explodedIndex = 0
                try assertClean(chart, "\(Int(size.width))×\(Int(size.height)), \(count) slices, one exploded")
            }
        }
    }

    func testNumbersAreLeftOutRatherThanCutShort() throws {
        for size in Self.sizes {
            for legend in Self.legends {
                let chart = Self.pie(count: 8, width: size.width, height: size.height, legend: legend)
                for label in try chart.makeGeometry().sectorLabels {
                    XCTAssertFalse(label.text.hasSuffix("…"), "\(Int(size.width))×\(Int(size.height)): \(label.text)")
                }
            }
        }
    }

    func testSmallPieWithALegendPutsItsLabelsOnTheSlices() throws {
        let chart = Self.pie(count: 3, width: 240, height: 160, legend: Legend(anchor: .right))
        let labels = try chart.makeGeometry().sectorLabels
        XCTAssertEqual(labels.count, 3)
        XCTAssertTrue(labels.allSatisfy { $0.leader.isEmpty && $0.alignment == .middle })
    }

    func testSliversGetNoOutsideLabel() throws {
        var chart = PieChart(categories: ["Big", "Sliver", "Other"], values: [500, 1, 499])
        chart.legend = Legend(isVisible: false)
        let labels = try chart.makeGeometry().sectorLabels
        XCTAssertEqual(labels.map(\.index), [0, 2])
    }

    /// Asserts that legend entries, slice labels and the pie neither overlap one another nor
    /// leave the canvas.
    private func assertClean(_ chart: PieChart, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let layout = try chart.makeGeometry()
        let canvas = Rect(x: 0, y: 0, width: chart.width, height: chart.height)
        let pie = layout.sectors
        let reach = pie.outerRadius + (pie.slices.map { PieAngles.distance($0.center, pie.center) }.max() ?? 0)
        let style = chart.sliceLabelTextStyle
        let labelHeight = TextMeasure.lineHeight(fontSize: style.fontSize)
        var outsideBoxes: [Rect] = []
        for label in layout.sectorLabels {
            let width = TextMeasure.width(of: label.text, style: style)
            let left = switch label.alignment {
            case .start: label.position.x
            case .middle: label.position.x - width / 2
            case .end: label.position.x - width
            }
            let box = Rect(x: left, y: label.position.y - labelHeight / 2, width: width, height: labelHeight)
            XCTAssertTrue(canvas.encloses(box), "\(name): label \(label.text) leaves the canvas", file: file, line: line)
            if !label.leader.isEmpty {
                XCTAssertFalse(Self.circle(center: pie.center, radius: reach, meets: box.shrunk(by: 1)),
                               "\(name): label \(label.text) on the pie", file: file, line: line)
                outsideBoxes.append(box)
            }
        }
        for (offset, box) in outsideBoxes.enumerated() {
            for other in outsideBoxes.dropFirst(offset + 1) {
                XCTAssertFalse(box.shrunk(by: 0.5).intersects(other.shrunk(by: 0.5)), "\(name): labels overlap", file: file, line: line)
            }
        }
        guard let legend = layout.legend?.arranged else { return }
        let rowHeight = TextMeasure.lineHeight(fontSize: legend.textStyle.fontSize)
        for item in legend.items {
            let textWidth = TextMeasure.width(of: item.entry.label, style: legend.textStyle)
            let box = Rect(x: item.swatch.minX, y: item.swatch.midY - rowHeight / 2,
                           width: item.textOrigin.x + textWidth - item.swatch.minX, height: rowHeight)
            XCTAssertTrue(canvas.encloses(box), "\(name): legend entry \(item.entry.label) leaves the canvas", file: file, line: line)
            XCTAssertFalse(Self.circle(center: pie.center, radius: reach, meets: box),
                           "\(name): legend entry \(item.entry.label) on the pie", file: file, line: line)
            for label in outsideBoxes {
                XCTAssertFalse(label.shrunk(by: 0.5).intersects(box),
                               "\(name): legend entry \(item.entry.label) on a label", file: file, line: line)
            }
        }
    }

    /// A legend setting in a few words, for failure messages.
    private static func describe(_ legend: Legend) -> String {
        legend.isVisible ? "\(legend.anchor) legend in \(legend.columns) columns moved \(legend.displacement)" : "no legend"
    }

    /// Whether a circle meets a rectangle.
    private static func circle(center: Point, radius: Double, meets rect: Rect) -> Bool {
        let nearest = Point(x: min(max(center.x, rect.minX), rect.maxX), y: min(max(center.y, rect.minY), rect.maxY))
        return PieAngles.distance(nearest, center) < radius
    }
}

private extension Rect {
    /// Whether `other` lies wholly within, allowing for rounding.
    func encloses(_ other: Rect) -> Bool {
        other.minX >= minX - 0.01 && other.maxX <= maxX + 0.01 && other.minY >= minY - 0.01 && other.maxY <= maxY + 0.01
    }

    /// The rectangle made smaller by `amount` on every side.
    func shrunk(by amount: Double) -> Rect {
        Rect(x: x + amount, y: y + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
