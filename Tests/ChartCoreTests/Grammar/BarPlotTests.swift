import XCTest
@testable import ChartCore

/// `BarPlot`: a bar per element from zero, laid out as `BarMark`s are: the end bars of a
/// continuous scale drawn inside the plot (the scale drawn in at its ends), bands for
/// categories, along y for categories on y, hit tested on every bar.
final class BarPlotTests: XCTestCase {
    struct Day { let day: Int; let cups: Double }
    let days = (1...10).map { Day(day: $0, cups: Double(($0 * 7) % 11 + 2)) }

    private func bars(_ geometry: PlotGeometry) -> [Rect] {
        geometry.placed.compactMap { mark in
            guard mark.kind == .bar, case let .rect(rect, _) = mark.shape else { return nil }
            return rect
        }
    }

    func testTheEndBarsAtNumbersAreDrawnInsideThePlot() throws {
        let geometry = try Chart { BarPlot(days, x: .value("Day", \.day), y: .value("Cups", \.cups)) }.makeGeometry()
        let rects = bars(geometry)
        XCTAssertEqual(rects.count, 10)
        let first = try XCTUnwrap(rects.first), last = try XCTUnwrap(rects.last)
        XCTAssertGreaterThanOrEqual(first.minX, geometry.plot.minX - 0.01, "the first bar's left half is inside the plot")
        XCTAssertLessThanOrEqual(last.maxX, geometry.plot.maxX + 0.01, "the last bar's right half is inside the plot")
        XCTAssertGreaterThan(first.width, 10)
    }

    func testABarPlotIsLaidOutAsTheBarMarksOfTheSameData() throws {
        let plot = try Chart { BarPlot(days, x: .value("Day", \.day), y: .value("Cups", \.cups)) }.makeGeometry()
        let marks = try Chart { ForEach(days, id: \.day) { BarMark(x: .value("Day", $0.day), y: .value("Cups", $0.cups)) } }.makeGeometry()
        XCTAssertEqual(plot.plot, marks.plot)
        for (a, b) in zip(bars(plot), bars(marks)) {
            XCTAssertEqual(a.minX, b.minX, accuracy: 0.01)
            XCTAssertEqual(a.width, b.width, accuracy: 0.01)
            XCTAssertEqual(a.minY, b.minY, accuracy: 0.01)
            XCTAssertEqual(a.height, b.height, accuracy: 0.01)
        }
        XCTAssertEqual(plot.yTicks.first?.label, "0", "bars grow from zero")
    }

    func testBarsAtCategoriesFillTheirBandsAndAlongYRunFromZeroAcross() throws {
        let sales: [(month: String, amount: Double)] = [("Jan", 5), ("Feb", 9), ("Mar", 4)]
        let vertical = try Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount)) }.makeGeometry()
        XCTAssertEqual(bars(vertical).count, 3)
        XCTAssertTrue(bars(vertical).allSatisfy { $0.width > vertical.plot.width / 5 }, "each bar fills most of its band")
        let horizontal = try Chart { BarPlot(sales, x: .value("Sales", \.amount), y: .value("Month", \.month)) }.makeGeometry()
        let across = bars(horizontal)
        XCTAssertEqual(across.count, 3)
        XCTAssertTrue(across.allSatisfy { abs($0.minX - horizontal.plot.minX) < 0.01 }, "each bar starts at zero, the plot's left")
        XCTAssertGreaterThan(across[1].width, across[0].width)
    }

    func testEveryBarIsHitAndNaNIsLeftOutWithAWarning() throws {
        let values: [(x: Double, y: Double)] = [(0, 3), (1, .nan), (2, 5), (3, 4)]
        let geometry = try Chart { BarPlot(values, x: .value("x", \.x), y: .value("y", \.y)) }.makeGeometry()
        XCTAssertEqual(bars(geometry).count, 3)
        XCTAssertTrue(geometry.warnings.contains { $0.contains("1 values that are NaN") }, "\(geometry.warnings)")
        let position = try XCTUnwrap(geometry.position(index: 2, series: 0))
        XCTAssertEqual(geometry.hitTest(position)?.value, 5)
    }
}

/// A `BarPlot` coloured by a value, or stacked, writes the SVG the `BarMark`s of its elements write.
final class BarPlotStackingTests: XCTestCase {
    struct Sale { let month: String; let store: String; let amount: Double }
    let sales = [Sale(month: "Jan", store: "North", amount: 5), Sale(month: "Jan", store: "South", amount: 3),
                 Sale(month: "Feb", store: "North", amount: 7), Sale(month: "Feb", store: "South", amount: 2),
                 Sale(month: "Mar", store: "North", amount: 4), Sale(month: "Mar", store: "South", amount: 6)]

    private func svg(_ chart: Chart) throws -> String { chart.render(try chart.makeGeometry()) }

    func testAColouredBarPlotStacksAsTheBarMarksOfItsElements() throws {
        let plot = Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount)).foregroundStyle(by: .value("Store", \.store)) }
        let marks = Chart {
            ForEach(sales, id: \.amount) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)).foregroundStyle(by: .value("Store", $0.store)) }
        }
        let drawn = try svg(plot)
        XCTAssertEqual(drawn, try svg(marks))
        XCTAssertEqual(drawn.components(separatedBy: "data-mark=\"bar\"").count - 1, 6)
        XCTAssertTrue(drawn.contains("North") && drawn.contains("South"), "a legend entry per store")
    }

    func testNormalizedAndWidthAreTheBarMarksToo() throws {
        let plot = Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount), width: .ratio(0.5), stacking: .normalized)
                .foregroundStyle(by: .value("Store", \.store))
        }
        let marks = Chart {
            ForEach(sales, id: \.amount) {
                BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount), width: .ratio(0.5), stacking: .normalized)
                    .foregroundStyle(by: .value("Store", $0.store))
            }
        }
        XCTAssertEqual(try svg(plot), try svg(marks))
    }

    func testBarsSharingAPositionStackWithoutColours() throws {
        let plot = Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount)) }
        let marks = Chart { ForEach(sales, id: \.amount) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)) } }
        XCTAssertEqual(try svg(plot), try svg(marks))
        XCTAssertFalse(BarPlot<Sale>.drawsAsMarks(try XCTUnwrap(BarPlot(sales.prefix(1), x: .value("Month", \.month), y: .value("Sales", \.amount)).mark.columns),
                                                 stacking: .standard), "one bar per position keeps the columns")
    }
}
