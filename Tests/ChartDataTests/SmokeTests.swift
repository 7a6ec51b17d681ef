import XCTest
@testable import ChartData

final class ChartDataSmokeTests: XCTestCase {
    func testModuleVersionIsSet() {
        XCTAssertFalse(ChartDataModule.version.isEmpty)
    }
}
