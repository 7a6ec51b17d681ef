import XCTest
@testable import ChartData

final class PlainTextTests: XCTestCase {
    func testColumnsAlignAndNumbersAlignRight() throws {
        let table = try Table(csvText: "subject,count\nMath,90\nComputer Science,7\n")
        XCTAssertEqual(table.plainText(), """
            subject           count
            ────────────────  ─────
            Math                 90
            Computer Science      7
            (2 rows × 2 columns)
            """)
    }

    /// A 300,000-character cell: the other rows' padding was trimmed one character at a time,
    /// each step copying the line.
    func testAHugeCellIsShownWithoutTrimmingCharacterByCharacter() throws {
        let long = String(repeating: "x", count: 300_000)
        let table = try Table(["n": [.integer(1), .integer(2), .integer(3)], "name": [.text(long), .text("short"), .text("")]])
        let lines = table.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 6)
        XCTAssertTrue(lines[3].hasSuffix("short"), "trailing padding is trimmed")
        XCTAssertEqual(String(repeating: "x   ", count: 3).trimmingTrailingSpaces(), "x   x   x")
        let padded = "x" + String(repeating: " ", count: 300_000)
        XCTAssertEqual(padded.trimmingTrailingSpaces(), "x")
        XCTAssertEqual("e\u{301}  ".trimmingTrailingSpaces(), "e\u{301}")
        XCTAssertEqual("   ".trimmingTrailingSpaces(), "")
    }

    func testHiddenRowsAreCounted() throws {
        let table = try Table(csvText: "n\n" + (1...12).map(String.init).joined(separator: "\n"))
        let lines = table.plainText(maxRows: 3).split(separator: "\n")
        XCTAssertEqual(lines.count, 2 + 3 + 2)
        XCTAssertEqual(lines[5], "… 9 more rows")
        XCTAssertEqual(lines[6], "(12 rows × 1 column)")
    }

    func testMissingCellsAreBlankAndDescriptionShowsTenRows() throws {
        let table = try Table(csvText: "a,b\n1,\n")
        XCTAssertEqual(table.plainText(), "a  b\n─  ─\n1\n(1 row × 2 columns)")
        XCTAssertEqual(table.description, table.plainText(maxRows: 10))
    }
}
