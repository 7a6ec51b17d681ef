import XCTest
@testable import ChartScript

/// Fixed-width integers and Float trap, refuse and wrap where Swift does (what they print is
/// compared with swiftc's output by the fidelity programs).
final class SizedArithmeticTests: XCTestCase {
    func testArithmeticLeavingTheRangeIsAnOverflowError() {
        let runner = CellRunner()
        for code in ["let x: UInt8 = 255\nlet y = x + 1", "let x: Int8 = -128\nlet y = -x", "let x = Int8(100) * 2",
                     "let x: UInt8 = 0\nlet y = x - 1", "let x = UInt64.max + 1", "let x = Int8.min / -1"] {
            XCTAssertEqual(runner.error(code)?.name, "ArithmeticError", code)
        }
        XCTAssertEqual(runner.run("UInt8(255) &+ 1"), "0")
        XCTAssertEqual(runner.run("Int16.max &+ 1"), "-32768")
    }

    func testLiteralsThatDoNotFitAndMixedTypesAreRefused() {
        let runner = CellRunner()
        // A literal that does not fit is refused as swiftc refuses it, in its words.
        XCTAssertEqual(runner.error("let x: UInt8 = 256")?.name, "TypeError")
        XCTAssertEqual(runner.error("let x: UInt8 = 256")?.value.hasPrefix("integer literal '256' overflows when stored into 'UInt8'"), true)
        XCTAssertEqual(runner.error("let x: Int8 = -129")?.value.hasPrefix("integer literal '-129' overflows when stored into 'Int8'"), true)
        XCTAssertEqual(runner.run("let x: Int8 = -128\nlet y: Int64 = -9223372036854775808\n\"\\(x) \\(y)\""), "\"-128 -9223372036854775808\"")
        XCTAssertEqual(runner.error("let x: Int8 = 1\nlet y = x + 300")?.name, "ArithmeticError")
        XCTAssertTrue(runner.run("let a: UInt8 = 1\nlet b: UInt16 = 2\nlet c = a + b").contains("cannot be applied to operands of type 'UInt8' and 'UInt16'"))
        XCTAssertTrue(runner.run("let u: UInt8 = 3\nlet v = -u").contains("unary operator '-' cannot be applied"))
        XCTAssertEqual(runner.run("UInt8(1) << 7 >> 3"), "16")
    }

    func testConversionsTrapWhereSwiftTraps() {
        let runner = CellRunner()
        XCTAssertEqual(runner.error("UInt8(-1)")?.value.contains("Negative value is not representable"), true)
        XCTAssertEqual(runner.error("Int8(200)")?.value.contains("Not enough bits"), true)
        XCTAssertEqual(runner.error("Int(UInt64.max)")?.value.contains("Not enough bits"), true)
        XCTAssertEqual(runner.error("UInt8(300.5)")?.value.contains("out of range"), true)
        XCTAssertEqual(runner.run("UInt8(\"300\")"), "nil")
        XCTAssertEqual(runner.run("UInt64(\"18446744073709551615\")"), "Optional(18446744073709551615)")
    }

    func testSizedValuesWorkAsKeysInSetsAndInCharts() {
        let runner = CellRunner()
        XCTAssertEqual(runner.run("let s: Set<UInt8> = [1, 2, 2]\ns.count"), "2")
        XCTAssertEqual(runner.run("let bytes: [UInt8] = [1, 2, 3]\nbytes.mean"), "2.0")
        XCTAssertEqual(runner.run("let f: [Float] = [1.5, 2.5]\nf.map { $0 * 2 }"), "[3.0, 5.0]")
    }

    func testMemoryLayoutOfAnEnumWithPayloadsIsRefusedClearly() {
        let error = CellRunner().error("enum E { case a(Int), b }\nMemoryLayout<E>.size")
        XCTAssertEqual(error?.value.contains("associated values is not computed here"), true)
    }
}
