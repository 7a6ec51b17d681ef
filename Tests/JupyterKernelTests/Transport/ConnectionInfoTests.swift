import XCTest
import JupyterEngine
@testable import JupyterKernel

final class ConnectionInfoTests: XCTestCase {
    private let sample: JSONValue = [
        "shell_port": 5001, "iopub_port": 5002, "stdin_port": 5003, "control_port": 5004, "hb_port": 5005,
        "ip": "127.0.0.1", "key": "abc", "transport": "tcp", "signature_scheme": "hmac-sha256", "kernel_name": "swift-charts",
    ]

    func testReadsPortsKeyAndEndpoints() throws {
        let info = try ConnectionInfo(json: sample)
        XCTAssertEqual(info.key, "abc")
        XCTAssertEqual(info.endpoint(port: info.shellPort), "tcp://127.0.0.1:5001")
        XCTAssertEqual(info.endpoint(port: info.heartbeatPort), "tcp://127.0.0.1:5005")
    }

    func testIPCEndpointsArePathDashPort() throws {
        var object = sample.objectValue ?? [:]
        object["transport"] = "ipc"
        object["ip"] = "/tmp/kernel-1"
        let info = try ConnectionInfo(json: .object(object))
        XCTAssertEqual(info.endpoint(port: info.controlPort), "ipc:///tmp/kernel-1-5004")
    }

    func testIPv6AddressIsBracketed() throws {
        var object = sample.objectValue ?? [:]
        object["ip"] = "::1"
        XCTAssertEqual(try ConnectionInfo(json: .object(object)).endpoint(port: 1), "tcp://[::1]:1")
    }

    func testMissingPortAndUnsupportedSchemeAreExplained() {
        var object = sample.objectValue ?? [:]
        object["hb_port"] = nil
        XCTAssertThrowsError(try ConnectionInfo(json: .object(object), path: "c.json")) {
            XCTAssertEqual($0 as? ConnectionFileError, .missingField("hb_port", path: "c.json"))
            XCTAssertTrue("\($0)".contains("hb_port"))
        }
        object = sample.objectValue ?? [:]
        object["signature_scheme"] = "hmac-md5"
        XCTAssertThrowsError(try ConnectionInfo(json: .object(object), path: "c.json")) {
            XCTAssertEqual($0 as? ConnectionFileError, .unsupportedSignatureScheme("hmac-md5", path: "c.json"))
        }
        object = sample.objectValue ?? [:]
        object["transport"] = "udp"
        XCTAssertThrowsError(try ConnectionInfo(json: .object(object)))
    }

    func testReadsAFileAndReportsAMissingOne() throws {
        let path = NSTemporaryDirectory() + "connection-\(UUID().uuidString).json"
        try JSONWriter.string(of: sample).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try ConnectionInfo(contentsOfFile: path).iopubPort, 5002)
        XCTAssertThrowsError(try ConnectionInfo(contentsOfFile: path + ".missing")) {
            XCTAssertEqual($0 as? ConnectionFileError, .unreadable(path: path + ".missing"))
        }
    }
}
