import XCTest
@testable import ChartScript

final class ExportedProgramTests: XCTestCase {
    func testTheProgramImportsTheLibrariesAndHoldsEveryCellInOrder() {
        let document = NotebookDocument(path: "notebooks/course.ipynb", cells: ["let a = [1, 2]", "a.mean", "print(a)"])
        let program = ExportedProgram(document) { _ in false }
        XCTAssertFalse(program.mainSwift.contains("import Foundation"))
        XCTAssertTrue(program.mainSwift.contains("import ChartCore\nimport ChartData\nimport ChartRaster\nimport ChartNotebook\n"))
        XCTAssertTrue(program.mainSwift.hasSuffix("""
            // Cell 1
            let a = [1, 2]

            // Cell 2
            display(a.mean)

            // Cell 3
            print(a)

            """), program.mainSwift)
    }

    func testDataFilesAreThePlainRelativePathsThatExist() {
        let document = NotebookDocument(path: "n.ipynb", cells: [
            "let t = DataFrame(contentsOfCSVFile: \"data/students.csv\")\nlet u = DataFrame(contentsOfCSVFile: \"data/students.csv\")",
            "let s = DataFrame(sqlite: \"data/school.sqlite\", query: \"SELECT 1\")",
            "print(\"data/\\(1).csv\", \"/etc/passwd\", \"../secret.csv\", \"Math\")",
        ])
        let existing: Set = ["data/students.csv", "data/school.sqlite", "Math", "/etc/passwd", "../secret.csv"]
        let program = ExportedProgram(document) { existing.contains($0) }
        XCTAssertEqual(program.dataFiles, ["data/students.csv", "data/school.sqlite", "Math"])
    }
}
