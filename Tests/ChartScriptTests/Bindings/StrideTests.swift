import XCTest
@testable import ChartScript

/// `stride`: a for-in loop takes its values one at a time as Swift's does (so `break` ends
/// one of endless steps), and an array of one is counted before it is made.
final class StrideTests: XCTestCase {
    func testALoopOverAStrideOfEndlessStepsEndsAtBreak() {
        assertCell("var n = 0\nfor x in stride(from: 0.0, to: 1.0, by: 1e-300) { n += 1; if n == 3 { break } }\nn", gives: "3")
        assertCell("var seen: [Int] = []\nfor x in stride(from: Int.max - 2, through: Int.max, by: 1) { seen.append(x - (Int.max - 2)) }\nseen", gives: "[0, 1, 2]")
        assertCell("var seen: [Double] = []\nfor x in stride(from: 1, through: 0, by: -0.5) { seen.append(x) }\nseen", gives: "[1.0, 0.5, 0.0]")
        XCTAssertEqual(CellRunner().interruptedError(of: "for _ in stride(from: 0.0, to: 1.0, by: 1e-300) { }"), "KeyboardInterrupt")
    }

    func testAnArrayOfAStrideIsCountedBeforeItIsMade() {
        assertCell("Array(stride(from: 0, to: 10, by: 3))", gives: "[0, 3, 6, 9]")
        assertCell("Array(stride(from: 0.0, through: 1.0, by: 0.25))", gives: "[0.0, 0.25, 0.5, 0.75, 1.0]")
        let tiny = CellRunner().run("Array(stride(from: 0.0, to: 1.0, by: 1e-300)).count")
        XCTAssertTrue(tiny.contains("stride would make about") && tiny.contains("more than the 200000000"), tiny)
        assertCell("Array(stride(from: 0.0, to: -1e20, by: 1.0)).count", gives: "0")
        assertCell("Array(stride(from: 0.0, through: -1e300, by: 1e-10)).count", gives: "0")
        assertCell("Array(stride(from: Int.max, to: Int.min, by: 1)).count", gives: "0")
        let large = CellRunner().run("stride(from: 0, to: 1e9, by: 1).count")
        XCTAssertTrue(large.contains("stride would make 1000000001 values"), large)
    }
}
