import XCTest
@testable import ChartScript

/// Names Swift has only after `import Foundation` (or the C library's import) are noted when
/// no cell of the session imports it, once per place; the standard library's are not.
final class FoundationNamesTests: XCTestCase {
    private func notes(_ cells: String...) -> String {
        let runner = CellRunner()
        for cell in cells { runner.run(cell) }
        return runner.context.stderr
    }

    private let needs = "note: Swift needs 'import Foundation' for"

    func testCLibraryFunctionsAndConstantsAreNoted() {
        XCTAssertEqual(notes("let r = sqrt(2.0)"), "\(needs) 'sqrt' (line 1)\n")
        XCTAssertTrue(notes("let p = pow(2.0, 3.0)\nlet f = floor(2.5)").contains("'floor' (line 2)"))
        XCTAssertTrue(notes("let round: (Double) -> Double = ceil").contains("'ceil'"))
        XCTAssertTrue(notes("let quarter = M_PI / 4").contains("'M_PI'"))
    }

    func testFoundationMembersAndTypesAreNoted() {
        XCTAssertTrue(notes("let parts = \"a,b\".components(separatedBy: \",\")").contains("'components(separatedBy:)' (line 1)"))
        XCTAssertTrue(notes("let t = \" a \".trimmingCharacters(in: .whitespaces)").contains("'trimmingCharacters(in:)'"))
        XCTAssertTrue(notes("let r = \"ab\".replacingOccurrences(of: \"a\", with: \"b\")").contains("'replacingOccurrences(of:with:)'"))
        XCTAssertTrue(notes("let c = \"ab cd\".capitalized").contains("'capitalized'"))
        XCTAssertTrue(notes("let s = String(format: \"%.1f\", 2.25)").contains("'String(format:)' (line 1)"))
        XCTAssertTrue(notes("let letters = CharacterSet.letters").contains("'CharacterSet' (line 1)"))
        XCTAssertTrue(notes("struct Oops: Error {}\ndo { throw Oops() } catch { print(error.localizedDescription) }")
            .contains("'localizedDescription'"))
    }

    func testAnImportAnywhereInTheSessionAvoidsTheNote() {
        XCTAssertEqual(notes("import Foundation\nlet r = sqrt(2.0)\nlet c = \"ab\".capitalized\nlet s = String(format: \"%d\", 3)"), "")
        XCTAssertEqual(notes("let r = sqrt(2.0)\nimport Foundation"), "", "swiftc sees the import wherever it is")
        XCTAssertEqual(notes("import Foundation", "let parts = \"a,b\".components(separatedBy: \",\")"), "")
        XCTAssertEqual(notes("import Glibc\nlet r = sqrt(2.0) + floor(1.5) + M_PI"), "", "the C library has its math without Foundation")
        XCTAssertTrue(notes("import Glibc\nlet c = \"ab\".capitalized").contains("'capitalized'"))
    }

    func testANoteIsWrittenOncePerPlace() {
        XCTAssertEqual(notes("for _ in 0..<3 { let r = sqrt(4.0) }"), "\(needs) 'sqrt' (line 1)\n")
        XCTAssertEqual(notes("for word in [\"a\", \"b\"] { let c = word.components(separatedBy: \",\") }"),
                       "\(needs) 'components(separatedBy:)' (line 1)\n")
    }

    func testTheStandardLibrarysNamesAndTheCellsOwnAreNotNoted() {
        XCTAssertEqual(notes("""
            let a = 2.0.squareRoot() + Double.pi + (2.5).rounded(.down) + abs(-1.0)
            let b = "a b".split(separator: " ").count + ("ab".contains("b") ? 1 : 0)
            let c = "AB".lowercased() + "ab".uppercased() + "ab".replacing("a", with: "c")
            """), "")
        XCTAssertEqual(notes("""
            struct Name {
                var text: String
                var capitalized: String { text.uppercased() }
                func components(separatedBy separator: String) -> [String] { [text] }
            }
            func sqrt(_ x: Double) -> Double { x }
            let n = Name(text: "a")
            print(n.capitalized, n.components(separatedBy: ","), sqrt(4))
            """), "")
    }
}
