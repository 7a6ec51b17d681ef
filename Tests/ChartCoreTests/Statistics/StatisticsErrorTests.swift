import XCTest
@testable import ChartCore

final class StatisticsErrorTests: XCTestCase {
    func testDescriptionsSayWhatWentWrongAndWhere() {
        XCTAssertEqual(StatisticsError.emptyInput(statistic: "median").description,
                       "cannot compute the median of no values; the collection is empty")
        XCTAssertTrue(StatisticsError.notANumber(index: 41).description.contains("index 41 is NaN"))
        XCTAssertEqual(
            StatisticsError.notEnoughValues(statistic: "sample variance", needed: 2, got: 1).description,
            "the sample variance needs at least 2 values, but there is only 1 value")
        XCTAssertTrue(StatisticsError.probabilityOutOfRange(1.5).description.contains("between 0 and 1, got 1.5"))
        XCTAssertTrue(StatisticsError.overflow(statistic: "sum").description.contains("convert the values to Double"))
    }
}
