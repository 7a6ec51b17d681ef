import XCTest
@testable import ChartCore

/// An axis of more categories than a chart shows apart is refused with a message that says
/// what to do, in one pass and before any layout; up to the limit a chart draws.
final class CategoryLimitTests: XCTestCase {
    func testABarChartOfTwoMillionCategoriesIsRefusedNamingTheCount() {
        let count = 2_000_000
        let chart = BarChart(categories: (0..<count).map { "c\($0)" }, values: (0..<count).map { Double($0 % 100) })
        XCTAssertThrowsError(try chart.makeGeometry()) { error in
            XCTAssertEqual(error as? ChartError, .tooManyCategories(chart: "BarChart", axis: "category", count: count))
            XCTAssertTrue("\(error)".hasPrefix("BarChart has 2000000 categories on its category axis; a chart shows at most 10000"), "\(error)")
        }
    }

    func testAGrammarChartStopsCollectingCategoriesPastTheLimit() {
        let count = 200_000
        var marks: [PlottedMark] = []
        marks.reserveCapacity(count)
        for index in 0..<count {
            var mark = PlottedMark(kind: .bar, origin: "BarMark(x:y:)")
            mark.x = PlottedEncoding(label: "k", value: .category("c\(index)"))
            mark.y = PlottedEncoding(label: "v", value: .number(Double(index % 100)))
            mark.dataIndex = index
            marks.append(mark)
        }
        XCTAssertThrowsError(try Chart(marks: marks).makeGeometry()) { error in
            XCTAssertEqual(error as? ChartError, .tooManyCategories(chart: "BarMark(x:y:)", axis: "x", count: ChartError.maximumCategories + 1))
            XCTAssertTrue("\(error)".contains("more than 10000 categories on its x axis"), "\(error)")
        }
    }

    func testAChartAtTheLimitDraws() throws {
        let count = ChartError.maximumCategories
        let chart = BarChart(categories: (0..<count).map { "c\($0)" }, values: (0..<count).map { Double($0 % 100) })
        XCTAssertNoThrow(try chart.makeGeometry())
        let grammar = Chart { ForEach(0..<count, id: \.self) { BarMark(x: .value("k", "c\($0)"), y: .value("v", $0 % 100)) } }
        XCTAssertNoThrow(try grammar.svg)
    }
}
