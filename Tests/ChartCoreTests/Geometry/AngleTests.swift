import XCTest
@testable import ChartCore

final class AngleTests: XCTestCase {
    func testDegreesAndRadiansAreTheSameAngle() {
        XCTAssertEqual(Angle(degrees: 45).radians, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(Angle(radians: .pi).degrees, 180, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(90), Angle(degrees: 90))
    }

    func testDescriptionIsInDegrees() {
        XCTAssertEqual(Angle(radians: .pi / 4).description, "45°")
        XCTAssertEqual(Angle(degrees: 12.345).description, "12.35°")
    }
}
