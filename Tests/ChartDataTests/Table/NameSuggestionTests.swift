import XCTest
@testable import ChartData

final class NameSuggestionTests: XCTestCase {
    func testEditDistanceCountsInsertionsDeletionsAndSubstitutions() {
        XCTAssertEqual(NameSuggestion.editDistance(Array("kitten"), Array("sitting")), 3)
        XCTAssertEqual(NameSuggestion.editDistance(Array(""), Array("abc")), 3)
        XCTAssertEqual(NameSuggestion.editDistance(Array("same"), Array("same")), 0)
        XCTAssertEqual(NameSuggestion.editDistance(Array("nmae"), Array("name")), 1)
    }

    func testClosestIgnoresCaseAndRejectsFarNames() {
        XCTAssertEqual(NameSuggestion.closest(to: "Subject", among: ["name", "subject"]), "subject")
        XCTAssertEqual(NameSuggestion.closest(to: "enroled", among: ["name", "enrolled"]), "enrolled")
        XCTAssertNil(NameSuggestion.closest(to: "zzz", among: ["name", "subject"]))
        XCTAssertNil(NameSuggestion.closest(to: "x", among: []))
    }
}
