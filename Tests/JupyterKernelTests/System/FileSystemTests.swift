import Glibc
import XCTest
@testable import JupyterKernel

final class FileSystemTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        folder = "/tmp/jupyter-kernel-filesystem-\(RandomIdentifier.hex32())"
    }

    override func tearDown() {
        _ = system("rm -rf '\(folder)'")
    }

    func testCreateDirectoriesMakesEveryMissingParent() {
        let nested = folder + "/a/b/c"
        XCTAssertTrue(FileSystem.createDirectories(atPath: nested))
        XCTAssertTrue(FileSystem.isDirectory(atPath: nested))
        XCTAssertTrue(FileSystem.createDirectories(atPath: nested), "an existing folder is fine")
    }

    func testCreateDirectoriesFailsUnderAFile() {
        XCTAssertTrue(FileSystem.createDirectories(atPath: folder))
        XCTAssertNil(FileSystem.write([1], toPath: folder + "/file"))
        XCTAssertFalse(FileSystem.createDirectories(atPath: folder + "/file/inner"))
    }

    func testWrittenBytesReadBackExactlyAcrossChunks() {
        XCTAssertTrue(FileSystem.createDirectories(atPath: folder))
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        XCTAssertNil(FileSystem.write(bytes, toPath: folder + "/data.bin"))
        XCTAssertEqual(FileSystem.contents(atPath: folder + "/data.bin"), bytes)
        XCTAssertNil(FileSystem.write([], toPath: folder + "/empty"))
        XCTAssertEqual(FileSystem.contents(atPath: folder + "/empty"), [])
    }

    func testMissingFilesAndFoldersAreReported() {
        XCTAssertNil(FileSystem.contents(atPath: folder + "/missing.json"))
        XCTAssertFalse(FileSystem.fileExists(atPath: folder + "/missing.json"))
        XCTAssertNotNil(FileSystem.write([1], toPath: folder + "/no/such/folder/file"))
        XCTAssertNil(FileSystem.contents(atPath: "/"), "a folder is not readable as a file")
    }

    func testSymbolicLinksAndCurrentDirectoryResolve() {
        XCTAssertTrue(FileSystem.createDirectories(atPath: folder))
        XCTAssertEqual(symlink("/etc/hostname", folder + "/link"), 0)
        XCTAssertEqual(FileSystem.destinationOfSymbolicLink(atPath: folder + "/link"), "/etc/hostname")
        XCTAssertNil(FileSystem.destinationOfSymbolicLink(atPath: folder))
        XCTAssertTrue(FileSystem.currentDirectory.hasPrefix("/"))
    }
}
