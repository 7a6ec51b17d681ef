import XCTest
@testable import ChartScript

/// JSONEncoder and JSONDecoder on values of types declared in cells; what swiftc prints for
/// the same programs is checked by the json-codable fidelity program.
final class JSONCodingBindingsTests: XCTestCase {
    private let user = "import Foundation\nstruct User: Codable { var name: String; var age: Int? }\n"

    func testRoundTripKeepsTheValue() {
        assertCell(user + "let data = try JSONEncoder().encode([User(name: \"Ann\", age: nil)])\ntry JSONDecoder().decode([User].self, from: data)[0].name",
                   gives: "\"Ann\"")
        assertCell(user + "String(data: try JSONEncoder().encode(User(name: \"A/B\", age: 3)), encoding: .utf8)!.count", gives: "23")
    }

    func testATypeThatIsNotCodableIsAClearError() {
        let error = CellRunner().error("import Foundation\nstruct Plain { var x = 1 }\nlet data = try JSONEncoder().encode(Plain())")
        XCTAssertEqual(error?.name, "TypeError")
        XCTAssertTrue(error?.value.contains("'Plain' does not conform to 'Encodable'") == true, error?.value ?? "no error")
        let decoding = CellRunner().error("import Foundation\nstruct Plain { var x = 1 }\nlet p = try JSONDecoder().decode(Plain.self, from: Data(\"{}\".utf8))")
        XCTAssertTrue(decoding?.value.contains("'Plain' does not conform to 'Decodable'") == true, decoding?.value ?? "no error")
    }

    func testCustomCodingIsRefusedRatherThanSkipped() {
        let error = CellRunner().error("import Foundation\nstruct U: Codable { var a: Int\ninit(a: Int) { self.a = a }\ninit(from decoder: Decoder) throws { a = 1 } }\nlet u = try JSONDecoder().decode(U.self, from: Data(\"{}\".utf8))")
        XCTAssertTrue(error?.value.contains("custom 'init(from:)'") == true, error?.value ?? "no error")
    }

    func testBadJSONIsACatchableDecodingError() {
        assertCell(user + "var caught = \"\"\ndo { _ = try JSONDecoder().decode(User.self, from: Data(\"{\".utf8)) } catch let error as DecodingError { caught = \"\\(error)\" }\ncaught",
                   gives: "\"DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.\"")
        let uncaught = CellRunner().error(user + "let u = try JSONDecoder().decode(User.self, from: Data(\"[]\".utf8))")
        XCTAssertTrue(uncaught?.value.contains("found an array instead") == true, uncaught?.value ?? "no error")
    }

    func testDeepJSONIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let runner = CellRunner()
        runner.run("import Foundation\nlet deep = \"\(deep)\"")
        XCTAssertTrue(runner.run("var ok = true\ndo { _ = try JSONDecoder().decode([Int].self, from: Data(deep.utf8)) } catch { ok = false }\nok") == "false")
    }

    func testEncodingWithoutTryIsSwiftsError() {
        let error = CellRunner().error(user + "let data = JSONEncoder().encode(User(name: \"A\", age: 1))")
        XCTAssertTrue(error?.value.hasPrefix("call can throw but is not marked with 'try'") ?? false, error?.value ?? "ran")
    }
}
