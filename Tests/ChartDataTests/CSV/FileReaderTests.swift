import Foundation
import XCTest
@testable import ChartData

final class FileReaderTests: XCTestCase {
    func testTildeExpandsLikeFoundation() {
        for path in ["~/data.csv", "~/data//students.csv", "~/folder/", "~/"] {
            XCTAssertEqual(FileReader.resolve(path), NSString(string: path).expandingTildeInPath, path)
        }
    }

    func testAbsolutePathIsKept() {
        XCTAssertEqual(FileReader.resolve("/tmp/a.csv"), "/tmp/a.csv")
    }

    func testRelativePathIsResolvedAgainstTheWorkingDirectory() {
        XCTAssertEqual(FileReader.resolve("a.csv"), FileManager.default.currentDirectoryPath + "/a.csv")
    }

    func testDirectoryIsReportedAsUnreadable() {
        XCTAssertThrowsError(try FileReader.bytesWithSentinel(path: "/tmp")) { error in
            guard case TableError.unreadableFile = error else { return XCTFail("unexpected \(error)") }
        }
    }

    func testMissingFileIsReportedAsNotFound() {
        XCTAssertThrowsError(try FileReader.bytesWithSentinel(path: "/nonexistent/none.csv")) { error in
            guard case TableError.fileNotFound = error else { return XCTFail("unexpected \(error)") }
        }
    }
}
