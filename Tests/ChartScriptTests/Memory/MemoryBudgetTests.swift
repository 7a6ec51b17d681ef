import XCTest
@testable import ChartScript

final class MemoryBudgetTests: XCTestCase {
    func testSizesWithBinaryUnitsAreParsed() throws {
        XCTAssertEqual(try MemoryBudget(parsing: "1G").bytes, 1 << 30)
        XCTAssertEqual(try MemoryBudget(parsing: "512M").bytes, 512 << 20)
        XCTAssertEqual(try MemoryBudget(parsing: "512MiB").bytes, 512 << 20)
        XCTAssertEqual(try MemoryBudget(parsing: "2gb").bytes, 2 << 30)
        XCTAssertEqual(try MemoryBudget(parsing: "1.5G").bytes, 3 << 29)
        XCTAssertEqual(try MemoryBudget(parsing: "65536K").bytes, 64 << 20)
        XCTAssertEqual(try MemoryBudget(parsing: " 100000000 ").bytes, 100_000_000)
        XCTAssertEqual(try MemoryBudget(parsing: "1T").bytes, 1 << 40)
    }

    func testNoneTurnsTheBudgetOff() throws {
        for text in ["none", "None", "unlimited", "off"] {
            XCTAssertEqual(try MemoryBudget(parsing: text), .unlimited, text)
        }
        XCTAssertNil(MemoryBudget.unlimited.bytes)
        XCTAssertEqual(MemoryBudget.unlimited.description, "none")
    }

    func testAMissingOrEmptySettingGivesTheStandardBudget() throws {
        XCTAssertEqual(try MemoryBudget(environmentValue: nil), .standard)
        XCTAssertEqual(try MemoryBudget(environmentValue: "  "), .standard)
        XCTAssertEqual(try MemoryBudget(environmentValue: "2G").bytes, 2 << 30)
        XCTAssertEqual(MemoryBudget.standard.description, "1 GiB")
    }

    func testTextThatIsNotASizeIsRefusedNamingTheVariable() {
        for text in ["1X", "G", "lots", "1e9", "-1G", "1..5G", "nan", "99999999999T"] {
            XCTAssertThrowsError(try MemoryBudget(parsing: text), text) { error in
                XCTAssertEqual(error as? MemoryBudgetError, .notASize(text: text))
                XCTAssertTrue("\(error)".contains("SWIFT_CHART_KERNEL_MEMORY_LIMIT='\(text)' is not a size"), "\(error)")
            }
        }
    }

    func testABudgetTooSmallToRunACellIsRefused() {
        XCTAssertThrowsError(try MemoryBudget(parsing: "1M")) { error in
            XCTAssertEqual("\(error)", "SWIFT_CHART_KERNEL_MEMORY_LIMIT='1M' is too small; a kernel needs at least 32 MiB")
        }
        XCTAssertThrowsError(try MemoryBudget(byteCount: 1000))
        XCTAssertEqual(try MemoryBudget(byteCount: 32 << 20).bytes, 32 << 20)
    }

    func testSizesAreWrittenWithBinaryUnits() {
        XCTAssertEqual(MemorySize.text(1 << 30), "1 GiB")
        XCTAssertEqual(MemorySize.text(3 << 29), "1.5 GiB")
        XCTAssertEqual(MemorySize.text(300 << 20), "300 MiB")
        XCTAssertEqual(MemorySize.text(2048), "2 KiB")
        XCTAssertEqual(MemorySize.text(100), "100 bytes")
    }
}
