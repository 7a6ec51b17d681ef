import XCTest
@testable import ChartData

final class ValueTests: XCTestCase {
    func testIntegersAndDoublesCompareByNumericValue() {
        XCTAssertEqual(Value.integer(3), Value.double(3))
        XCTAssertEqual(Set<Value>([.integer(3), .double(3)]).count, 1)
        XCTAssertLessThan(Value.integer(2), Value.double(2.5))
    }

    func testLiteralsBecomeTheMatchingCase() {
        let text: Value = "Math", whole: Value = 4, fraction: Value = 0.5, nothing: Value = nil
        XCTAssertEqual(text, .text("Math"))
        XCTAssertEqual(whole, .integer(4))
        XCTAssertEqual(fraction, .double(0.5))
        XCTAssertTrue(nothing.isMissing)
    }

    func testDifferentKindsAreNeverEqualAndOrderByKind() {
        XCTAssertNotEqual(Value.text("3"), Value.integer(3))
        XCTAssertLessThan(Value.missing, Value.integer(-100))
        XCTAssertLessThan(Value.integer(100), Value.text("a"))
    }

    func testAccessorsReturnNilForOtherKinds() {
        XCTAssertEqual(Value.integer(7).number, 7)
        XCTAssertNil(Value.text("7").number)
        XCTAssertEqual(Value.double(4).integer, 4)
        XCTAssertNil(Value.double(4.5).integer)
        XCTAssertEqual(Value.text("x").text, "x")
        XCTAssertNil(Value.missing.date)
    }

    func testDescriptionWritesNumbersShortAndDatesInISO() {
        XCTAssertEqual(Value.double(2).description, "2")
        XCTAssertEqual(Value.double(0.1).description, "0.1")
        XCTAssertEqual(Value.date(Date(timeIntervalSince1970: 1_725_148_800)).description, "2024-09-01")
        XCTAssertEqual(Value.missing.description, "")
    }
}
