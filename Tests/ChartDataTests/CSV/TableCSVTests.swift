import XCTest
@testable import ChartData

/// RFC 4180 corner cases, read from text in memory.
final class TableCSVTests: XCTestCase {
    func testQuotedFieldKeepsEmbeddedComma() throws {
        let table = try Table(csvText: "name,subject\n\"Smith, Jr.\",Math\n")
        XCTAssertEqual(try table["name"].strings, ["Smith, Jr."])
        XCTAssertEqual(try table["subject"].strings, ["Math"])
    }

    func testDoubledQuotesBecomeOneQuote() throws {
        let table = try Table(csvText: "quote\n\"She said \"\"hi\"\"\"\n\"\"\"\"\n")
        XCTAssertEqual(try table["quote"].strings, ["She said \"hi\"", "\""])
    }

    func testLineBreaksInsideQuotesStayInTheField() throws {
        let table = try Table(csvText: "note,n\n\"line one\nline two\",1\n\"a\r\nb\",2\n")
        XCTAssertEqual(try table["note"].strings, ["line one\nline two", "a\r\nb"])
        XCTAssertEqual(try table["n"].integers, [1, 2])
    }

    func testCRLFLineEndsAreAccepted() throws {
        let table = try Table(csvText: "a,b\r\n1,x\r\n2,y\r\n")
        XCTAssertEqual(table.rowCount, 2)
        XCTAssertEqual(try table["b"].strings, ["x", "y"])
        XCTAssertEqual(try table["a"].integers, [1, 2])
    }

    func testLoneCarriageReturnsEndLines() throws {
        let table = try Table(csvText: "a,b\r1,x\r2,y")
        XCTAssertEqual(try table["b"].strings, ["x", "y"])
    }

    func testLastLineWithoutLineBreakIsRead() throws {
        let table = try Table(csvText: "a,b\n1,2\n3,4")
        XCTAssertEqual(try table["b"].integers, [2, 4])
    }

    func testLastFieldEmptyWithoutLineBreakIsMissing() throws {
        let table = try Table(csvText: "a,b\n1,")
        XCTAssertEqual(table.rowCount, 1)
        XCTAssertEqual(try table["b"].values, [.missing])
    }

    func testByteOrderMarkIsNotPartOfTheFirstName() throws {
        let table = try Table(csvText: "\u{FEFF}name,age\nAda,36\n")
        XCTAssertEqual(table.columnNames, ["name", "age"])
    }

    func testEmptyFieldsAreMissingValues() throws {
        let table = try Table(csvText: "a,b,c\n1,,x\n,2,\n3,4,\"\"\n")
        XCTAssertEqual(try table["a"].values, [1, nil, 3])
        XCTAssertEqual(try table["b"].values, [nil, 2, 4])
        XCTAssertEqual(try table["c"].values, ["x", nil, nil])
        XCTAssertEqual(try table["a"].type, .integer)
    }

    func testBlankLinesAreSkipped() throws {
        let table = try Table(csvText: "a\n1\n\n2\n\n\n")
        XCTAssertEqual(try table["a"].integers, [1, 2])
    }

    func testHeaderOnlyGivesAnEmptyTableWithItsColumns() throws {
        let table = try Table(csvText: "name,subject\n")
        XCTAssertEqual(table.columnNames, ["name", "subject"])
        XCTAssertEqual(table.rowCount, 0)
    }

    func testQuotedHeaderNamesAndEmptyHeaderNames() throws {
        let table = try Table(csvText: "\"first, name\",,c\n1,2,3\n")
        XCTAssertEqual(table.columnNames, ["first, name", "column 2", "c"])
    }

    func testQuotedNumbersAreStillNumbers() throws {
        let table = try Table(csvText: "n\n\"12\"\n\"3\"\n")
        XCTAssertEqual(try table["n"].integers, [12, 3])
    }

    func testNonASCIITextSurvives() throws {
        let table = try Table(csvText: "name\nChloé\n東京\n😀\n")
        XCTAssertEqual(try table["name"].strings, ["Chloé", "東京", "😀"])
    }

    func testRepeatedTextIsStoredOnce() throws {
        let table = try Table(csvText: "s\nMath\nArt\nMath\nMath\n")
        guard case .text(let codes, let dictionary) = try table["s"].storage else {
            return XCTFail("expected a text column")
        }
        XCTAssertEqual(dictionary, ["Math", "Art"])
        XCTAssertEqual(codes, [0, 1, 0, 0])
    }

    func testDuplicateHeaderNamesAreAnError() {
        XCTAssertThrowsError(try Table(csvText: "a,a\n1,2\n", source: "x.csv")) { error in
            XCTAssertEqual(error as? TableError, .duplicateColumn(name: "a", source: "x.csv"))
        }
    }
}

final class CSVSeparatorTests: XCTestCase {
    func testSemicolonSeparatedFieldsKeepCommas() throws {
        let table = try Table(csvText: "name;note\nAda;\"a;b\"\nAlan;1,5\n", separator: ";")
        XCTAssertEqual(try table["note"].strings, ["a;b", "1,5"])
        XCTAssertEqual(try table["note"].type, .text)
    }

    func testTabSeparatedFields() throws {
        let table = try Table(csvText: "a\tb\n1\tx, y\n", separator: "\t")
        XCTAssertEqual(try table["a"].integers, [1])
        XCTAssertEqual(try table["b"].strings, ["x, y"])
    }

    func testQuoteOrNonASCIISeparatorIsRefused() {
        for separator: Character in ["\"", "\n", "é"] {
            XCTAssertThrowsError(try Table(csvText: "a\n1\n", separator: separator)) { error in
                XCTAssertEqual(error as? TableError, .invalidSeparator(String(separator)))
            }
        }
        XCTAssertEqual(TableError.invalidSeparator("é").description,
                       "cannot separate fields with \"é\"; use an ASCII character such as \",\", \";\" or \"\\t\"")
    }
}
