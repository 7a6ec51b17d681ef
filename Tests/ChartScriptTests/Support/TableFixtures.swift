import Foundation
import XCTest

/// Small data files written to a fresh temporary folder for table cell tests.
final class TableFixtures {
    let folder: URL

    /// Six students in three subjects over three months; Di has no score.
    static let studentsCSV = """
        name,subject,enrolled,score
        Ana,Math,2024-01-15,90
        Ben,Art,2024-01-20,70
        Cy,Math,2024-02-03,80
        Di,Physics,2024-03-10,
        Ed,Math,2024-03-11,60
        Fay,Art,2024-03-12,85

        """

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("table-bindings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.studentsCSV.write(to: csvURL, atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    var csvURL: URL { folder.appendingPathComponent("students.csv") }
    var databaseURL: URL { folder.appendingPathComponent("school.sqlite") }

    /// Creates `school.sqlite` with a `students(name, subject, year)` table through the
    /// sqlite3 command-line tool, or skips the test when the tool is missing.
    func makeDatabase() throws {
        let tool = "/usr/bin/sqlite3"
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("sqlite3 is not installed") }
        let sql = """
            CREATE TABLE students (name TEXT, subject TEXT, year INTEGER);
            INSERT INTO students VALUES ('Ana', 'Math', 2024), ('Ben', 'Art', 2024), ('Cy', 'Math', 2024),
              ('Di', 'Math', 2023), ('Ed', 'Physics', 2024), ('Fay', 'Art', 2023);
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [databaseURL.path, sql]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "sqlite3 failed to create the test database")
    }
}
