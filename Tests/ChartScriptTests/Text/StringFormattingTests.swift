import Foundation
import XCTest
@testable import ChartScript

final class StringFormattingTests: XCTestCase {
    func testDirectivesFormatAsFoundationDoes() throws {
        let cases: [(String, [StringFormatting.Argument], [CVarArg])] = [
            ("%d items", [.integer(3)], [3]),
            ("%02d:%02d", [.integer(5), .integer(7)], [5, 7]),
            ("%5.1f|", [.floatingPoint(2.25)], [2.25]),
            ("%.2f%%", [.floatingPoint(12.345)], [12.345]),
            ("%x %X %o", [.integer(255), .integer(255), .integer(8)], [255, 255, 8]),
            ("%e %g %g", [.floatingPoint(12345.678), .floatingPoint(0.0001), .floatingPoint(1e20)], [12345.678, 0.0001, 1e20]),
            ("%-6d|%+d", [.integer(42), .integer(7)], [42, 7]),
            ("%ld and %lld", [.integer(Int.max), .integer(Int.min)], [Int.max, Int.min]),
            ("%.3f", [.floatingPoint(.pi)], [Double.pi]),
            ("no directives", [], []),
        ]
        for (format, arguments, foundationArguments) in cases {
            XCTAssertEqual(try StringFormatting.string(format: format, arguments), String(format: format, arguments: foundationArguments), format)
        }
    }

    func testObjectDirectiveWritesTextWholeIgnoringWidthAsFoundationOnLinux() throws {
        XCTAssertEqual(try StringFormatting.string(format: "%@ is %d", [.text("Ada"), .integer(36)]), "Ada is 36")
        XCTAssertEqual(try StringFormatting.string(format: "[%6@][%-6@][%.1@]", [.text("ab"), .text("cd"), .text("ef")]), "[ab][cd][ef]")
    }

    func testACharacterThatIsNoConversionIsWrittenAsItself() throws {
        XCTAssertEqual(try StringFormatting.string(format: "%,d|%'d|%d", [.integer(5)]), ",d|'d|5")
    }

    func testAnIntegerGoesWhereADoubleIsFormatted() throws {
        XCTAssertEqual(try StringFormatting.string(format: "%.1f", [.integer(3)]), "3.0")
    }

    func testWrongArgumentsAreRefusedBeforeTheCLibrarySeesThem() {
        XCTAssertThrowsError(try StringFormatting.string(format: "%d", [.floatingPoint(1.5)]))
        XCTAssertThrowsError(try StringFormatting.string(format: "%@", [.integer(1)]))
        XCTAssertThrowsError(try StringFormatting.string(format: "%f %f", [.floatingPoint(1)]))
        XCTAssertThrowsError(try StringFormatting.string(format: "%n", [.integer(1)]))
        XCTAssertThrowsError(try StringFormatting.string(format: "%*d", [.integer(1), .integer(2)]))
        XCTAssertThrowsError(try StringFormatting.string(format: "50%", []))
        XCTAssertThrowsError(try StringFormatting.string(format: "%999999999d", [.integer(1)]))
    }
}
