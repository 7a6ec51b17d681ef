import XCTest
@testable import ChartCore

/// A `BarPlot` of ranges (`x:yStart:yEnd:`, `xStart:xEnd:y:`) or grouped with `position(by:)`
/// writes the SVG the `BarMark`s of its elements write.
final class BarPlotRangeTests: XCTestCase {
    struct Task { let name: String; let start: Double; let end: Double }
    let tasks = [Task(name: "Design", start: 0, end: 5), Task(name: "Build", start: 4, end: 12), Task(name: "Test", start: 10, end: 15)]
    struct Sale { let month: String; let store: String; let amount: Double }
    let sales = [Sale(month: "Jan", store: "North", amount: 5), Sale(month: "Jan", store: "South", amount: 3),
                 Sale(month: "Feb", store: "North", amount: 7), Sale(month: "Feb", store: "South", amount: 2)]

    private func svg(_ chart: Chart) throws -> String { chart.render(try chart.makeGeometry()) }

    func testAPlotFromYStartToYEndDrawsTheFloatingBarMarksOfItsElements() throws {
        let plot = Chart { BarPlot(tasks, x: .value("Task", \.name), yStart: .value("Start", \.start), yEnd: .value("End", \.end), width: .ratio(0.5)) }
        let marks = Chart {
            ForEach(tasks, id: \.name) { BarMark(x: .value("Task", $0.name), yStart: .value("Start", $0.start), yEnd: .value("End", $0.end), width: .ratio(0.5)) }
        }
        let drawn = try svg(plot)
        XCTAssertEqual(drawn, try svg(marks))
        XCTAssertEqual(drawn.components(separatedBy: "data-mark=\"bar\"").count - 1, 3)
        let geometry = try plot.makeGeometry()
        let heights = geometry.placed.compactMap { mark -> Double? in
            guard case let .rect(rect, _) = mark.shape else { return nil }
            return rect.height
        }
        XCTAssertEqual(heights.count, 3)
        XCTAssertEqual(heights[1] / heights[0], 8.0 / 5.0, accuracy: 0.01, "a bar is as tall as its range, not its end")
    }

    func testAPlotFromXStartToXEndDrawsTheGanttBarMarksOfItsElements() throws {
        let plot = Chart { BarPlot(tasks, xStart: .value("Start", \.start), xEnd: .value("End", \.end), y: .value("Task", \.name)) }
        let marks = Chart {
            ForEach(tasks, id: \.name) { BarMark(xStart: .value("Start", $0.start), xEnd: .value("End", $0.end), y: .value("Task", $0.name)) }
        }
        XCTAssertEqual(try svg(plot), try svg(marks))
    }

    func testAPlotPositionedByAValueGroupsAsTheBarMarksOfItsElements() throws {
        let plot = Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount))
                .foregroundStyle(by: .value("Store", \.store))
                .position(by: .value("Store", \.store))
        }
        let marks = Chart {
            ForEach(sales, id: \.amount) {
                BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount))
                    .foregroundStyle(by: .value("Store", $0.store))
                    .position(by: .value("Store", $0.store))
            }
        }
        let drawn = try svg(plot)
        XCTAssertEqual(drawn, try svg(marks))
        let stacked = try svg(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount)).foregroundStyle(by: .value("Store", \.store)) })
        XCTAssertNotEqual(drawn, stacked, "grouped bars stand side by side, not stacked")
    }

    func testAPositionSpanIsTheBarMarksSpan() throws {
        let plot = Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount)).position(by: .value("Store", \.store), span: .ratio(0.5)) }
        let marks = Chart {
            ForEach(sales, id: \.amount) {
                BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.amount)).position(by: .value("Store", $0.store), span: .ratio(0.5))
            }
        }
        XCTAssertEqual(try svg(plot), try svg(marks))
    }
}
