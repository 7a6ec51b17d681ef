import XCTest
@testable import ChartScript

/// The cell file names JupyterLab computes: MurmurHash2 over the UTF-8 bytes, with the values
/// ipykernel's `murmur2_x86` gives for the same text and seed.
final class Murmur2Tests: XCTestCase {
    func testHashesMatchIpykernelsForEveryTailLengthAndNonASCIIText() {
        XCTAssertEqual(Murmur2.hash("", seed: 0), 0)
        XCTAssertEqual(Murmur2.hash("a", seed: 0), 2_456_313_694)
        XCTAssertEqual(Murmur2.hash("abcd", seed: 1), 3_376_380_438)
        XCTAssertEqual(Murmur2.hash("print(1)", seed: 0x5EED_C0DE), 140_197_686)
        XCTAssertEqual(Murmur2.hash("let x = [1, 2, 3]\nx.count", seed: 0x5EED_C0DE), 3_378_847_077)
        XCTAssertEqual(Murmur2.hash("é ∑ 📈", seed: 0x5EED_C0DE), 1_343_190_711)
    }
}
