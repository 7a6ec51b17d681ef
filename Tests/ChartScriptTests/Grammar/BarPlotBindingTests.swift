import ChartCore
import XCTest
@testable import ChartScript

/// `BarPlot(_:x:yStart:yEnd:)`, `BarPlot(_:xStart:xEnd:y:)` and `BarPlot(…).position(by:)` in a
/// cell draw what the same plots built with ChartCore draw.
final class BarPlotBindingTests: XCTestCase {
    struct Task { let name: String; let start: Double; let end: Double }
    struct Sale { let month: String; let store: String; let amount: Double }
    private let tasks = [Task(name: "Design", start: 0, end: 3), Task(name: "Build", start: 2, end: 8)]
    private let sales = [Sale(month: "Jan", store: "North", amount: 5), Sale(month: "Jan", store: "South", amount: 3),
                         Sale(month: "Feb", store: "North", amount: 7), Sale(month: "Feb", store: "South", amount: 2)]
    private let declarations = """
        import Charts
        struct Task { let name: String; let start: Double; let end: Double }
        struct Sale { let month: String; let store: String; let amount: Double }
        let tasks = [Task(name: "Design", start: 0, end: 3), Task(name: "Build", start: 2, end: 8)]
        let sales = [Sale(month: "Jan", store: "North", amount: 5), Sale(month: "Jan", store: "South", amount: 3),
                     Sale(month: "Feb", store: "North", amount: 7), Sale(month: "Feb", store: "South", amount: 2)]

        """

    func testRangesInACellDrawWhatChartCoreDraws() throws {
        let gantt = try XCTUnwrap(cellSVG(declarations + """
            Chart { BarPlot(tasks, xStart: .value("Start", \\.start), xEnd: .value("End", \\.end), y: .value("Task", \\.name), height: .ratio(0.5)) }
            """))
        XCTAssertEqual(gantt, try Chart {
            BarPlot(tasks, xStart: .value("Start", \.start), xEnd: .value("End", \.end), y: .value("Task", \.name), height: .ratio(0.5))
        }.svg)
        let floating = try XCTUnwrap(cellSVG(declarations + """
            Chart { BarPlot(tasks, x: .value("Task", \\.name), yStart: .value("Start", \\.start), yEnd: .value("End", \\.end)) }
            """))
        XCTAssertEqual(floating, try Chart { BarPlot(tasks, x: .value("Task", \.name), yStart: .value("Start", \.start), yEnd: .value("End", \.end)) }.svg)
        XCTAssertNotEqual(gantt, floating)
    }

    func testPositionByInACellDrawsWhatChartCoreDraws() throws {
        let svg = try XCTUnwrap(cellSVG(declarations + """
            Chart {
                BarPlot(sales, x: .value("Month", \\.month), y: .value("Sales", \\.amount))
                    .foregroundStyle(by: .value("Store", \\.store))
                    .position(by: .value("Store", \\.store), span: .ratio(0.8))
            }
            """))
        XCTAssertEqual(svg, try Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.amount))
                .foregroundStyle(by: .value("Store", \.store))
                .position(by: .value("Store", \.store), span: .ratio(0.8))
        }.svg)
    }
}
