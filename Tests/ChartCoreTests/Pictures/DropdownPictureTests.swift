import XCTest
@testable import ChartCore

/// The dropdown's picture: its description, the selected label in a box as wide as the
/// longest option, a caret; every text escaped.
final class DropdownPictureTests: XCTestCase {
    func testPictureShowsTheDescriptionAndTheSelectionInABox() {
        let svg = DropdownPicture.svg(description: "Subject", options: ["Math", "Computer Science"], selection: "Math")
        XCTAssertTrue(svg.contains(">Subject</text>"))
        XCTAssertTrue(svg.contains(">Math</text>"))
        XCTAssertTrue(svg.contains("class=\"box\"") && svg.contains("class=\"caret\""))
        XCTAssertTrue(svg.contains("Dropdown Subject: Math selected, of 2 options"))
    }

    func testTheBoxIsAsWideAsTheLongestOption() {
        let short = DropdownPicture.width(description: "", options: ["a", "b"])
        let long = DropdownPicture.width(description: "", options: ["a", "a much longer option than the others"])
        XCTAssertGreaterThan(long, short)
        XCTAssertGreaterThan(DropdownPicture.width(description: "Subject", options: ["a"]), short)
    }

    func testTextIsEscaped() {
        let svg = DropdownPicture.svg(description: "<b>", options: ["a & b"], selection: "a & b")
        XCTAssertFalse(svg.contains("<b>"))
        XCTAssertTrue(svg.contains("a &amp; b"))
    }
}
