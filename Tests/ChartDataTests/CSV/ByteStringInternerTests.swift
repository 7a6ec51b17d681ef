import XCTest
@testable import ChartData

/// Text columns of mostly distinct values stop being deduplicated while loading; grouping,
/// masks and sorting must still treat equal texts as equal.
final class ByteStringInternerTests: XCTestCase {
    private func distinctThenRepeated() throws -> DataFrame {
        let distinct = (0..<5000).map { "name\($0)" }
        let repeated = ["name7", "name7", "name4999"]
        return try DataFrame(csvText: "name\n" + (distinct + repeated).joined(separator: "\n") + "\n")
    }

    func testGroupingMergesEqualTextsAfterInterningStops() throws {
        let counts = try distinctThenRepeated().grouped(by: "name").counts(order: .descending)
        XCTAssertEqual(counts.shape.rows, 5000)
        XCTAssertEqual(Array(counts["name", String.self].prefix(2)), ["name7", "name4999"])
        XCTAssertEqual(Array(counts["count", Int.self].prefix(3)), [3, 2, 1])
    }

    func testMasksAndSortingTreatEqualTextsAsEqualAfterInterningStops() throws {
        var frame = try distinctThenRepeated()
        frame.append(column: Column<Int>(name: "row", contents: Array(0..<frame.shape.rows)))
        let sevens = frame[frame["name", String.self] == "name7"].sorted(on: "name")
        XCTAssertEqual(Array(sevens["row", Int.self]), [7, 5000, 5001])
    }

    func testFewDistinctValuesAreStoredOnceEvenInLongColumns() throws {
        let cells = (0..<10_000).map { ["Math", "Art", "Music"][$0 % 3] }
        let column = try DataFrame(csvText: "s\n" + cells.joined(separator: "\n"))["s"]
        guard case .text(let values) = column.contents else { return XCTFail("expected text") }
        XCTAssertEqual(values.dictionary, ["Math", "Art", "Music"])
    }
}
