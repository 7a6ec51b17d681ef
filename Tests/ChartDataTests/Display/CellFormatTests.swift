import XCTest
@testable import ChartData

final class CellFormatTests: XCTestCase {
    func testDisplayedDoublesKeepSixSignificantDigits() {
        XCTAssertEqual(CellFormat.displayNumber(10.681818181818182), "10.6818")
        XCTAssertEqual(CellFormat.displayNumber(1_234_567.5), "1234568")
        XCTAssertEqual(CellFormat.displayNumber(0.000123456), "0.000123")
        XCTAssertEqual(CellFormat.displayNumber(2.5), "2.5")
        XCTAssertEqual(CellFormat.displayNumber(-3), "-3")
        XCTAssertEqual(CellFormat.displayNumber(1e-9), "1e-09")
        XCTAssertEqual(CellFormat.displayNumber(.nan), "NaN")
    }
}
