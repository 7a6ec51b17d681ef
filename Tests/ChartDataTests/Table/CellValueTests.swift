import XCTest
@testable import ChartData

final class CellValueTests: XCTestCase {
    func testIntegersAndDoublesCompareByNumericValue() {
        XCTAssertEqual(CellValue.integer(3), CellValue.double(3))
        XCTAssertEqual(Set<CellValue>([.integer(3), .double(3)]).count, 1)
        XCTAssertLessThan(CellValue.integer(2), CellValue.double(2.5))
    }

    func testLiteralsBecomeTheMatchingCase() {
        let text: CellValue = "Math", whole: CellValue = 4, fraction: CellValue = 0.5, nothing: CellValue = nil
        XCTAssertEqual(text, .text("Math"))
        XCTAssertEqual(whole, .integer(4))
        XCTAssertEqual(fraction, .double(0.5))
        XCTAssertTrue(nothing.isMissing)
    }

    func testDifferentKindsAreNeverEqualAndOrderByKind() {
        XCTAssertNotEqual(CellValue.text("3"), CellValue.integer(3))
        XCTAssertLessThan(CellValue.missing, CellValue.integer(-100))
        XCTAssertLessThan(CellValue.integer(100), CellValue.text("a"))
    }

    func testAccessorsReturnNilForOtherKinds() {
        XCTAssertEqual(CellValue.integer(7).number, 7)
        XCTAssertNil(CellValue.text("7").number)
        XCTAssertEqual(CellValue.double(4).integer, 4)
        XCTAssertNil(CellValue.double(4.5).integer)
        XCTAssertEqual(CellValue.text("x").text, "x")
        XCTAssertNil(CellValue.missing.date)
    }

    func testDescriptionWritesNumbersShortAndDatesInISO() {
        XCTAssertEqual(CellValue.double(2).description, "2")
        XCTAssertEqual(CellValue.double(0.1).description, "0.1")
        XCTAssertEqual(CellValue.date(Date(timeIntervalSince1970: 1_725_148_800)).description, "2024-09-01")
        XCTAssertEqual(CellValue.missing.description, "")
    }
}
