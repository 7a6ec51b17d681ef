import XCTest
@testable import ChartScript

extension XCTestCase {
    /// Runs `code` as one cell in a fresh session and checks what it prints and shows.
    func assertCell(_ code: String, gives expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(CellRunner().run(code), expected, "cell: \(code)", file: file, line: line)
    }
}
