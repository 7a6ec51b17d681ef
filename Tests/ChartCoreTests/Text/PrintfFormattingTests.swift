import Foundation
import XCTest
@testable import ChartCore

final class PrintfFormattingTests: XCTestCase {
    func testMatchesFoundationStringFormatForFloatingPointConversions() {
        let formats = ["%.2f", "%f", "%.0f", "%e", "%.3E", "%g", "%G", "%+.1f", "% .2f", "%010.3f", "%-8.2f|", "%#.0f", "Total: %.1f%%", "%.17g"]
        let values = [0, -0.0, 3.14159, -2.5, 1234567.891, 1e-7, 6.02e23, 0.5, 1.5, 2.675]
        for format in formats {
            for value in values {
                XCTAssertEqual(PrintfFormatting.string(format: format, value), String(format: format, value), "\(format) with \(value)")
            }
        }
    }

    func testOutputLongerThanTheFirstBufferIsComplete() {
        let text = PrintfFormatting.string(format: "%.2f", 1e300)
        XCTAssertEqual(text.count, 304)
        XCTAssertEqual(text, String(format: "%.2f", 1e300))
        XCTAssertEqual(PrintfFormatting.string(format: "%80.1f", 2), String(repeating: " ", count: 77) + "2.0")
    }

    func testNonFiniteValuesPrintAsTheCLibraryDoes() {
        XCTAssertEqual(PrintfFormatting.string(format: "%.2f", .infinity), "inf")
        XCTAssertEqual(PrintfFormatting.string(format: "%.2f", -.infinity), "-inf")
        XCTAssertEqual(PrintfFormatting.string(format: "%.2f", .nan), String(format: "%.2f", Double.nan))
    }
}

/// Widths and precisions past the limit are refused before the C library builds the text.
final class PrintfFormattingLimitTests: XCTestCase {
    func testHugeWidthsAndPrecisionsAreRefusedAtOnce() {
        let start = ContinuousClock.now
        for format in ["%.999999999f", "%999999999f", "%1.5000f", "%*f", "%.*f", "x %.2f %5000.1f"] {
            XCTAssertFalse(PrintfFormatting.fitsLimits(format), format)
            XCTAssertEqual(PrintfFormatting.string(format: format, 1.0), "", format)
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }

    func testOrdinaryFormatsFit() {
        for format in ["%.2f", "%8.3e", "%g", "100%% of %.4096f", "%-4096.1f", "plain"] {
            XCTAssertTrue(PrintfFormatting.fitsLimits(format), format)
        }
        XCTAssertEqual(PrintfFormatting.string(format: "%.2f", 3.14159), "3.14")
    }
}
