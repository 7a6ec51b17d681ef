import XCTest
import Glibc
@testable import ChartScript

final class ResidentMemoryTests: XCTestCase {
    private func pages(_ line: String) -> Int? {
        Array(line.utf8).withUnsafeBufferPointer { ResidentMemory.residentPages(in: $0) }
    }

    func testTheSecondFieldOfAStatmLineIsTheResidentPageCount() {
        XCTAssertEqual(pages("10893 3745 2410 1133 0 1207 0\n"), 3745)
        XCTAssertEqual(pages("1 2"), 2)
        XCTAssertNil(pages("10893"))
        XCTAssertNil(pages(""))
    }

    func testTheProcessReadingGrowsWithTouchedMemory() throws {
        let reader = try XCTUnwrap(ResidentMemory.process, "/proc/self/statm is readable on Linux")
        let before = try XCTUnwrap(reader.bytes())
        let size = 64 << 20
        // Fresh pages from the kernel: malloc could hand back pages an earlier test left resident.
        let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        let block = try XCTUnwrap(mapped == MAP_FAILED ? nil : mapped, "an anonymous mapping of 64 MiB")
        defer { munmap(block, size) }
        block.initializeMemory(as: UInt8.self, repeating: 1, count: size)
        let after = try XCTUnwrap(reader.bytes())
        XCTAssertGreaterThan(after - before, size / 2, "64 MiB touched should show in the resident size")
    }

    func testAFileThatCannotBeOpenedGivesNoReader() {
        XCTAssertNil(ResidentMemory(path: "/nonexistent/statm"))
    }
}
