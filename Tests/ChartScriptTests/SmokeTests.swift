import XCTest
@testable import ChartScript

final class ChartScriptSmokeTests: XCTestCase {
    func testModuleVersionIsSet() {
        XCTAssertFalse(ChartScriptModule.version.isEmpty)
    }
}
