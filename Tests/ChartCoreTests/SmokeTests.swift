import XCTest
@testable import ChartCore

final class ChartCoreSmokeTests: XCTestCase {
    func testModuleVersionIsSet() {
        XCTAssertFalse(ChartCoreModule.version.isEmpty)
    }
}
