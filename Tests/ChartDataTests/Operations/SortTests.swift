import XCTest
@testable import ChartData

final class SortTests: XCTestCase {
    private let table = try! Table(csvText: """
        name,score,enrolled
        Ada,3,2024-09-01
        Zoe,,2023-01-01
        Alan,1,
        Chloé,3,2024-01-01
        Ben,2,2025-01-01
        """)

    func testAscendingSortIsStableWithMissingLast() throws {
        let sorted = try table.sorted(by: "score")
        XCTAssertEqual(try sorted["name"].strings, ["Alan", "Ben", "Ada", "Chloé", "Zoe"])
    }

    func testDescendingSortIsStableWithMissingStillLast() throws {
        let sorted = try table.sorted(by: "score", ascending: false)
        XCTAssertEqual(try sorted["name"].strings, ["Ada", "Chloé", "Ben", "Alan", "Zoe"])
    }

    func testTextSortsInUnicodeOrder() throws {
        XCTAssertEqual(try table.sorted(by: "name")["name"].strings, ["Ada", "Alan", "Ben", "Chloé", "Zoe"])
    }

    func testDatesSortByTime() throws {
        XCTAssertEqual(try table.sorted(by: "enrolled")["name"].strings, ["Zoe", "Chloé", "Ada", "Ben", "Alan"])
    }

    func testHeadTakesTheFirstRowsAndNeverMore() {
        XCTAssertEqual(table.head(2).rowCount, 2)
        XCTAssertEqual(table.head(50).rowCount, 5)
        XCTAssertEqual(table.head(-1).rowCount, 0)
        XCTAssertEqual(table.head().rowCount, 5)
    }

    func testSortByUnknownColumnThrows() {
        XCTAssertThrowsError(try table.sorted(by: "scores"))
    }
}
