import XCTest
@testable import ChartCore

final class LinearScaleTests: XCTestCase {
    func testMapsDomainOntoRangeAndBack() {
        let scale = LinearScale(domain: 0...10, rangeStart: 300, rangeEnd: 100)
        XCTAssertEqual(scale.pixel(for: 0), 300)
        XCTAssertEqual(scale.pixel(for: 10), 100)
        XCTAssertEqual(scale.pixel(for: 2.5), 250)
        XCTAssertEqual(scale.value(forPixel: 250), 2.5, accuracy: 1e-12)
    }

    func testDegenerateDomainMapsToMiddle() {
        let scale = LinearScale(domain: 4...4, rangeStart: 0, rangeEnd: 100)
        XCTAssertEqual(scale.pixel(for: 4), 50)
        XCTAssertEqual(scale.value(forPixel: 10), 4)
        XCTAssertEqual(scale.fraction(for: 4), 0.5)
    }

    func testNumericAxisCentresAllEqualValues() {
        let axis = NumericAxis(minimum: 7, maximum: 7)
        XCTAssertLessThan(axis.domain.lowerBound, 7)
        XCTAssertGreaterThan(axis.domain.upperBound, 7)
        XCTAssertEqual((axis.domain.lowerBound + axis.domain.upperBound) / 2, 7, accuracy: 1e-9)
    }

    func testNumericAxisLabelsUsePrefixSuffixAndFormat() throws {
        let axis = NumericAxis(minimum: 0, maximum: 1, tickCount: 2)
        XCTAssertEqual(axis.labels(format: nil), ["0.0", "0.5", "1.0"])
        XCTAssertEqual(axis.labels(format: try NumberFormat("%.2f"), prefix: "$", suffix: " k"), ["$0.00 k", "$0.50 k", "$1.00 k"])
    }
}
