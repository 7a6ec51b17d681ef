import XCTest
@testable import ChartRaster

final class Base64Tests: XCTestCase {
    func testEncodingMatchesRFC4648Vectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            XCTAssertEqual(Base64.encode(Array(plain.utf8)), encoded, plain)
        }
        XCTAssertEqual(Base64.encode([0xFF, 0xFE, 0xFD]), "//79")
    }
}
