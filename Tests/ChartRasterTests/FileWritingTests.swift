import Foundation
import XCTest
import ChartCore
@testable import ChartRaster

/// Files are written atomically (a new file renamed over the old one, never the old one
/// truncated and rewritten in place), through symbolic links, keeping permissions, and paths
/// holding NUL or control characters are refused.
final class FileWritingTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "file-writing-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func inode(_ path: String) -> UInt64 {
        var entry = stat()
        return stat(path, &entry) == 0 ? UInt64(entry.st_ino) : 0
    }

    func testANewFileReplacesTheOldOneWholeAndLeavesNothingElse() throws {
        let path = folder + "/chart.svg"
        try "old contents".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o640)
        let before = inode(path)
        try FileWriting.write("new contents", toFile: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "new contents")
        XCTAssertNotEqual(inode(path), before, "the old file is replaced by a renamed one, not truncated in place")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["chart.svg"], "no temporary file is left")
        var entry = stat()
        stat(path, &entry)
        XCTAssertEqual(entry.st_mode & 0o777, 0o640, "the file keeps its permissions")
    }

    func testAFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let path = folder + "/kept.png"
        try "precious".write(toFile: path, atomically: false, encoding: .utf8)
        // A folder cannot be renamed over by a file: the rename fails after the bytes were written.
        let blocked = folder + "/blocked.png"
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        XCTAssertThrowsError(try FileWriting.write("new", toFile: blocked))
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "precious")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder)), ["kept.png", "blocked.png"])
    }

    func testASymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let target = folder + "/real.svg", link = folder + "/link.svg"
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try FileWriting.write("through the link", toFile: link)
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "through the link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target)
    }

    func testPathsWithNULOrControlCharactersAreRefused() throws {
        let notes = folder + "/notes.txt"
        try "my notes".write(toFile: notes, atomically: false, encoding: .utf8)
        for path in [notes + "\u{0}.svg", folder + "/chart\n.svg", folder + "/\u{1B}[31mred.svg"] {
            XCTAssertThrowsError(try BarChart(categories: ["a"], values: [1]).write(to: path)) { error in
                XCTAssertTrue("\(error)".contains("which the system would not read as written"), "\(error)")
            }
        }
        XCTAssertEqual(try String(contentsOfFile: notes, encoding: .utf8), "my notes", "notes.txt is untouched")
        XCTAssertEqual(FilePathCheck.problem(with: "a\u{0}b"), "the path holds a NUL character at position 2, which the system would not read as written")
        XCTAssertNil(FilePathCheck.problem(with: "~/données/chart 1.svg"))
    }
}
