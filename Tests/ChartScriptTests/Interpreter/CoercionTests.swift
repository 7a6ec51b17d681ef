import XCTest
@testable import ChartScript

/// Values converted to written types: an array written with a bound enum's element type turns
/// its implicit members into that enum's values, as Swift types them.
final class CoercionTests: XCTestCase {
    func testATypedArrayOfABoundEnumResolvesItsImplicitMembers() {
        assertCell("let rules: [FloatingPointRoundingRule] = [.up, .down]\nrules[0] == .up && rules[1] != .up", gives: "true")
        assertCell("let rules: [FloatingPointRoundingRule] = [.up]\n2.5.rounded(rules[0])", gives: "3.0")
    }
}
