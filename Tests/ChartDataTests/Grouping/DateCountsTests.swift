import XCTest
@testable import ChartData

final class DateCountsTests: XCTestCase {
    private let enrollments = """
        name,enrolled
        Ada,2024-09-02
        Alan,2024-09-30T23:59:59Z
        Grace,2024-12-01
        Ken,
        Tim,2025-01-15
        Edsger,2024-09-15
        """

    func testMonthCountsAreInDateOrderWithEmptyMonthsAsZero() throws {
        let months = try Table(csvText: enrollments).count(byMonthOf: "enrolled")
        XCTAssertEqual(months.columnNames, ["month", "count"])
        XCTAssertEqual(try months["month"].strings, ["2024-09", "2024-10", "2024-11", "2024-12", "2025-01"])
        XCTAssertEqual(try months["count"].integers, [3, 0, 0, 1, 1])
    }

    func testYearCountsAreIntegersInOrder() throws {
        let years = try Table(csvText: enrollments).count(byYearOf: "enrolled")
        XCTAssertEqual(try years["year"].integers, [2024, 2025])
        XCTAssertEqual(try years["count"].integers, [4, 1])
    }

    func testMonthCountOfATextColumnIsAnError() {
        XCTAssertThrowsError(try Table(csvText: enrollments).count(byMonthOf: "name")) { error in
            XCTAssertEqual(error as? TableError, .notDates(column: "name", type: .text, source: "CSV text"))
        }
    }

    func testMonthCountOfNoDatesIsEmpty() throws {
        let table = try Table(csvText: "d\n2024-01-01\n").filter { _ in false }
        XCTAssertEqual(try table.count(byMonthOf: "d").rowCount, 0)
    }

    func testDatesBefore1970FallInTheirOwnMonth() throws {
        let months = try Table(csvText: "d\n1969-12-31\n1970-01-01\n").count(byMonthOf: "d")
        XCTAssertEqual(try months["month"].strings, ["1969-12", "1970-01"])
    }

    func testDatesFarApartListOnlyMonthsWithRowsAndNonFiniteAreSkipped() throws {
        let table = try Table(["d": [.date(Date(timeIntervalSince1970: 0)), .date(Date(timeIntervalSince1970: 1e13)),
                                      .date(Date(timeIntervalSince1970: .infinity))]])
        let months = try table.count(byMonthOf: "d")
        XCTAssertEqual(try months["count"].integers, [1, 1])
        XCTAssertEqual(try months["month"].strings.first, "1970-01")
    }
}
