import XCTest
@testable import ChartData

/// Columns of mostly distinct text stop being deduplicated while loading; grouping and sorting
/// must still treat equal texts as equal.
final class ByteStringInternerTests: XCTestCase {
    private func distinctThenRepeated() throws -> Table {
        let distinct = (0..<5000).map { "name\($0)" }
        let repeated = ["name7", "name7", "name4999"]
        return try Table(csvText: "name\n" + (distinct + repeated).joined(separator: "\n") + "\n")
    }

    func testCountMergesEqualTextsAfterInterningStops() throws {
        let counts = try distinctThenRepeated().count(by: "name")
        XCTAssertEqual(counts.rowCount, 5000)
        XCTAssertEqual(try counts["name"].strings.prefix(2), ["name7", "name4999"])
        XCTAssertEqual(try counts["count"].integers.prefix(3), [3, 2, 1])
    }

    func testSortIsStableAmongEqualTextsAfterInterningStops() throws {
        let table = try distinctThenRepeated()
        let numbered = try Table(columns: [table["name"], TableColumn(name: "row", values: (0..<table.rowCount).map { .integer($0) })])
        let sorted = try numbered.filter { try $0["name"] == "name7" }.sorted(by: "name")
        XCTAssertEqual(try sorted["row"].integers, [7, 5000, 5001])
    }

    func testFewDistinctValuesAreStoredOnceEvenInLongColumns() throws {
        let cells = (0..<10_000).map { ["Math", "Art", "Music"][$0 % 3] }
        let column = try Table(csvText: "s\n" + cells.joined(separator: "\n"))["s"]
        guard case .text(_, let dictionary) = column.storage else { return XCTFail("expected text") }
        XCTAssertEqual(dictionary, ["Math", "Art", "Music"])
    }
}
