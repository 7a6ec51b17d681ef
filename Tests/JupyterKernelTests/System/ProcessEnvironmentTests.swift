import Glibc
import XCTest
@testable import JupyterKernel

final class ProcessEnvironmentTests: XCTestCase {
    func testSetVariablesAreSeenOneByOneAndAll() {
        setenv("JUPYTER_KERNEL_TEST_VALUE", "a=b", 1)
        defer { unsetenv("JUPYTER_KERNEL_TEST_VALUE") }
        XCTAssertEqual(ProcessEnvironment.value(of: "JUPYTER_KERNEL_TEST_VALUE"), "a=b")
        XCTAssertEqual(ProcessEnvironment.all["JUPYTER_KERNEL_TEST_VALUE"], "a=b", "only the first '=' splits")
    }

    func testUnsetAndEmptyVariables() {
        unsetenv("JUPYTER_KERNEL_TEST_UNSET")
        XCTAssertNil(ProcessEnvironment.value(of: "JUPYTER_KERNEL_TEST_UNSET"))
        setenv("JUPYTER_KERNEL_TEST_EMPTY", "", 1)
        defer { unsetenv("JUPYTER_KERNEL_TEST_EMPTY") }
        XCTAssertEqual(ProcessEnvironment.value(of: "JUPYTER_KERNEL_TEST_EMPTY"), "")
        XCTAssertNil(ProcessEnvironment.nonEmptyValue(of: "JUPYTER_KERNEL_TEST_EMPTY"))
    }
}
