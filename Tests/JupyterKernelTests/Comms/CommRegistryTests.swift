import XCTest
import JupyterEngine
@testable import JupyterKernel

final class CommRegistryTests: XCTestCase {
    func testCommRegistryFiltersByTarget() {
        var registry = CommRegistry()
        registry.add(Comm(id: "1", targetName: "a"))
        registry.add(Comm(id: "2", targetName: "b"))
        XCTAssertEqual(registry.info(targetName: "a"), ["1": ["target_name": "a"]])
        XCTAssertEqual(registry.info(targetName: nil).count, 2)
        XCTAssertEqual(registry.remove(id: "2")?.targetName, "b")
        XCTAssertNil(registry.comm(id: "2"))
    }
}
