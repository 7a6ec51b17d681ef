import XCTest
@testable import ChartData

/// Every way a CSV file can be wrong gives an error naming the file (and the line).
final class CSVErrorTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws { directory = try TemporaryDirectory() }
    override func tearDown() { directory.remove() }

    func testMissingFileNamesThePathAndWhereItLooked() throws {
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: "no/such/file.csv")) { error in
            guard case .fileNotFound(let path, let resolved)? = error as? TableError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, "no/such/file.csv")
            XCTAssertTrue(resolved.hasPrefix("/") && resolved.hasSuffix("/no/such/file.csv"))
            XCTAssertTrue(String(describing: error).contains("no file 'no/such/file.csv'"))
        }
    }

    func testDirectoryIsNotReadableAsCSV() {
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: directory.path)) { error in
            XCTAssertEqual(error as? TableError, .unreadableFile(path: directory.path, reason: "it is a directory"))
        }
    }

    func testEmptyFileIsAnError() throws {
        let path = try directory.write("", to: "empty.csv")
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
            XCTAssertEqual(error as? TableError, .emptyFile(path: path))
        }
    }

    func testFileOfBlankLinesIsEmpty() throws {
        let path = try directory.write("\n\r\n\n", to: "blank.csv")
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
            XCTAssertEqual(error as? TableError, .emptyFile(path: path))
        }
    }

    func testLatin1FileIsNotUTF8AndTheLineIsNamed() throws {
        // "Chloé" in Latin-1 on the third line.
        let path = try directory.write(Array("name\nAda\nChlo".utf8) + [0xE9] + Array("\n".utf8), to: "latin1.csv")
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
            XCTAssertEqual(error as? TableError, .notUTF8(path: path, line: 3))
            XCTAssertTrue(String(describing: error).contains("line 3 is not UTF-8"))
        }
    }

    func testRowWithTooManyFieldsNamesLineExpectedAndGot() throws {
        let path = try directory.write("name,subject\nAda,Math\nAlan,Physics,extra\n", to: "ragged.csv")
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
            XCTAssertEqual(error as? TableError, .raggedRow(path: path, line: 3, expected: 2, got: 3))
            XCTAssertEqual(String(describing: error),
                           "'\(path)' line 3 has 3 fields but the header has 2; quote fields that contain commas")
        }
    }

    func testRowWithTooFewFieldsCountsLinesInsideQuotes() throws {
        let text = "name,subject\n\"Ada\nLovelace\",Math\nAlan\n"
        XCTAssertThrowsError(try DataFrame(csvText: text)) { error in
            XCTAssertEqual(error as? TableError, .raggedRow(path: "CSV text", line: 4, expected: 2, got: 1))
        }
    }

    func testUnterminatedQuoteNamesTheLineWhereItOpened() {
        XCTAssertThrowsError(try DataFrame(csvText: "a,b\n1,2\n3,\"open\n4,5\n")) { error in
            XCTAssertEqual(error as? TableError, .unterminatedQuote(path: "CSV text", line: 3))
        }
    }

    func testTextAfterClosingQuoteIsAnError() {
        XCTAssertThrowsError(try DataFrame(csvText: "a\n\"x\"y\n")) { error in
            XCTAssertEqual(error as? TableError, .textAfterClosingQuote(path: "CSV text", line: 2))
        }
    }

    func testRelativePathIsResolvedAgainstTheWorkingDirectory() throws {
        try directory.write("a\n1\n", to: "here.csv")
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let table = try DataFrame(contentsOfCSVFile: "here.csv")
        XCTAssertEqual(Array(table["a", Int.self]), [1])
    }

    func testSourceOfAFileFrameIsItsFileName() throws {
        let path = try directory.write("name\nAda\n", to: "students.csv")
        let table = try DataFrame(contentsOfCSVFile: path)
        XCTAssertThrowsError(try table.column("nmae")) { error in
            XCTAssertEqual(String(describing: error),
                           "no column 'nmae' in students.csv; columns are: name (did you mean 'name'?)")
        }
    }
}
