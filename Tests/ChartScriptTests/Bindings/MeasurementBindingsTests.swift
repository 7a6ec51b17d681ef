import XCTest
@testable import ChartScript

/// Measurements convert within their dimension only, and adding across dimensions is refused
/// as Swift refuses it.
final class MeasurementBindingsTests: XCTestCase {
    func testConvertingToAUnitOfAnotherDimensionIsAnError() {
        XCTAssertEqual(CellRunner().error("Measurement(value: 1, unit: UnitLength.meters).converted(to: UnitMass.kilograms)")?.name, "TypeError")
        XCTAssertEqual(CellRunner().error("Measurement(value: 1, unit: UnitLength.meters).converted(to: .fahrenheit)")?.name, "AttributeError")
    }

    func testAddingAcrossDimensionsIsAnError() {
        let error = CellRunner().error("Measurement(value: 1, unit: UnitLength.meters) + Measurement(value: 1, unit: UnitMass.grams)")
        XCTAssertEqual(error?.name, "TypeError")
    }

    func testMeasurementsOfEqualAmountsAreEqualKeys() {
        assertCell("Set([Measurement(value: 1, unit: UnitLength.kilometers), Measurement(value: 1000, unit: UnitLength.meters)]).count", gives: "1")
    }
}
