import FoundationEssentials
import XCTest
@testable import ChartData

/// Reading CSV into a DataFrame: inferred types, missing values, options, errors.
final class DataFrameCSVReadingTests: XCTestCase {
    func testInfersIntDoubleBoolDateAndStringColumns() throws {
        let frame = try DataFrame(csvText: "n,x,flag,day,name\n1,1.5,true,2024-09-01,Ada\n2,2,false,2024-09-02,Bob\n")
        XCTAssertEqual(frame.columns.map(\.elementTypeName), ["Int", "Double", "Bool", "Date", "String"])
        XCTAssertEqual(frame.shape.rows, 2)
        XCTAssertEqual(Array(frame["x", Double.self]), [1.5, 2.0])
        XCTAssertEqual(frame["flag", Bool.self][1], false)
        XCTAssertEqual(frame["day", Date.self][0], Date(timeIntervalSince1970: 1_725_148_800))
    }

    func testNilEncodingsAreMissingInEveryType() throws {
        let frame = try DataFrame(csvText: "mass,sex,when\n3750,male,2007-01-01\nNA,NA,NA\n,,\nNaN,null,N/A\n4000,female,2008-01-01\n")
        XCTAssertEqual(frame["mass"].elementTypeName, "Int")
        XCTAssertEqual(frame["mass"].missingCount, 3)
        XCTAssertEqual(frame["sex"].missingCount, 3)
        XCTAssertEqual(frame["when"].elementTypeName, "Date")
        XCTAssertEqual(Array(frame["mass", Int.self]), [3750, nil, nil, nil, 4000])
        XCTAssertEqual(frame["sex", String.self][4], "female")
    }

    func testColumnOfOnlyMissingValuesIsString() throws {
        let frame = try DataFrame(csvText: "a,b\n1,NA\n2,\n")
        XCTAssertEqual(frame["b"].elementTypeName, "String")
        XCTAssertEqual(frame["b"].missingCount, 2)
    }

    func testMixedValuesMakeAStringColumnKeepingTheText() throws {
        let frame = try DataFrame(csvText: "v\n1\nabc\n2.5\n")
        XCTAssertEqual(frame["v"].elementTypeName, "String")
        XCTAssertEqual(Array(frame["v", String.self]), ["1", "abc", "2.5"])
    }

    func testTypesOverrideInferenceAndReportTheBadField() throws {
        let frame = try DataFrame(csvText: "code,n\n007,1\n042,2\n", types: ["code": .string])
        XCTAssertEqual(Array(frame["code", String.self]), ["007", "042"])
        XCTAssertThrowsError(try DataFrame(csvText: "a,n\nx,1\ny,two\n", types: ["n": .integer])) { error in
            XCTAssertEqual("\(error)", "'CSV text' line 3, column 'n': cannot read \"two\" as Int")
        }
    }

    func testDateFormatsParseOtherSpellings() throws {
        var options = CSVReadingOptions()
        options.addDateParseStrategy(format: "yyyy/MM/dd")
        options.addDateParseStrategy(format: "MMM d yyyy")
        let frame = try DataFrame(csvText: "a,b\n2012/01/01,Jan 1 2000\n2012/12/31,Feb 29 2000\n", options: options)
        XCTAssertEqual(frame["a"].elementTypeName, "Date")
        XCTAssertEqual(frame["b"].elementTypeName, "Date")
        XCTAssertEqual(CellText.date(frame["a", Date.self][1]!), "2012-12-31")
        XCTAssertEqual(CellText.date(frame["b", Date.self][1]!), "2000-02-29")
        let unparsable = try DataFrame(csvText: "a\n2012/02/30\n", options: options)
        XCTAssertEqual(unparsable["a"].elementTypeName, "String")
        XCTAssertThrowsError(try DataFrame(csvText: "a\n2012/02/30\n", types: ["a": .date], options: options)) { error in
            XCTAssertEqual("\(error)", "'CSV text' line 2, column 'a': cannot read \"2012/02/30\" as Date")
        }
    }

    func testOptionsForHeaderDelimiterQuotingAndEscaping() throws {
        let noHeader = try DataFrame(csvText: "1;2\n3;4\n", options: CSVReadingOptions(hasHeaderRow: false, delimiter: ";"))
        XCTAssertEqual(noHeader.columns.map(\.name), ["Column 0", "Column 1"])
        XCTAssertEqual(Array(noHeader["Column 1", Int.self]), [2, 4])
        let escaped = try DataFrame(csvText: "a,b\nx\\,y,2\n", options: CSVReadingOptions(usesEscaping: true))
        XCTAssertEqual(escaped["a", String.self][0], "x,y")
        let unquoted = try DataFrame(csvText: "a\n\"q\"\n", options: CSVReadingOptions(usesQuoting: false))
        XCTAssertEqual(unquoted["a", String.self][0], "\"q\"")
        let trueFalse = try DataFrame(csvText: "ok\nyes\nno\n", options: CSVReadingOptions(trueEncodings: ["yes"], falseEncodings: ["no"]))
        XCTAssertEqual(Array(trueFalse["ok", Bool.self]), [true, false])
    }

    func testColumnsAndRowsPickPartOfTheFile() throws {
        let frame = try DataFrame(csvText: "a,b,c\n1,2,3\n4,5,6\n7,8,9\n", columns: ["c", "a"], rows: 1..<3)
        XCTAssertEqual(frame.columns.map(\.name), ["c", "a"])
        XCTAssertEqual(Array(frame["a", Int.self]), [4, 7])
    }

    func testBadInputIsAClearErrorNamingTheLine() throws {
        let cases: [(String, String)] = [
            ("a,b\n1,2\n3\n", "'CSV text' line 3 has 1 field but the header has 2; quote fields that contain commas"),
            ("a\n\"open\n", "'CSV text' line 2: a quoted field is never closed; add the missing '\"'"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try DataFrame(csvText: text)) { XCTAssertEqual("\($0)", message) }
        }
        var invalid = Array("a\nx\n".utf8)
        invalid.insert(0xFF, at: 3)
        XCTAssertThrowsError(try DataFrame(csvData: Data(invalid))) { error in
            XCTAssertEqual("\(error)", "'CSV data' line 2 is not UTF-8 text; save the file as UTF-8 and try again")
        }
        XCTAssertThrowsError(try DataFrame(csvText: "a,b\n1,2\n", columns: ["speciez"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("no column 'speciez' in CSV text; columns are: a, b"), "\(error)")
        }
        XCTAssertThrowsError(try DataFrame(csvText: "a\n1\n", options: CSVReadingOptions(delimiter: "é")))
    }

    func testByteOrderMarkIsSkipped() throws {
        let frame = try DataFrame(csvData: Data([0xEF, 0xBB, 0xBF] + Array("name\nAda\n".utf8)))
        XCTAssertEqual(frame.columns.map(\.name), ["name"])
    }

    func testReadsAFileByPathAndByURL() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("a,b\n1,x\n", to: "small.csv")
        let byPath = try DataFrame(contentsOfCSVFile: path)
        let byURL = try DataFrame(contentsOfCSVFile: URL(fileURLWithPath: path))
        XCTAssertEqual(byPath.description, byURL.description)
        XCTAssertEqual(byPath.source, "small.csv")
    }

    func testWritesCSVThatReadsBackTheSame() throws {
        let frame = try DataFrame(csvText: "name,n,x,ok,day\n\"Smith, Jr.\",1,1.5,true,2024-09-01\n\"Say \"\"hi\"\"\",,NA,,\n")
        let written = frame.csvText()
        XCTAssertEqual(written, "name,n,x,ok,day\n\"Smith, Jr.\",1,1.5,true,2024-09-01\n\"Say \"\"hi\"\"\",,,,\n")
        let again = try DataFrame(csvText: written)
        XCTAssertEqual(again.description, frame.description)
    }
}
