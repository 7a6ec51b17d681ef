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
