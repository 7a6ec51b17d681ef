import Foundation
import Synchronization
import XCTest
import ChartCore
@testable import ChartData

final class DataFrameSQLiteTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var database: String!

    /// A database with subjects and students, written through the public API (read-write).
    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        database = try directory.write("", to: "school.sqlite")  // an empty file is an empty database
        for statement in [
            "CREATE TABLE subjects (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE students (id INTEGER PRIMARY KEY, name TEXT, subject_id INTEGER, enrolled TEXT, year INTEGER, score REAL)",
        ] {
            _ = try DataFrame(sqlite: database, query: statement, readOnly: false)
        }
        for (id, name) in [(1, "Math"), (2, "Physics"), (3, "Art")] {
            _ = try DataFrame(sqlite: database, query: "INSERT INTO subjects VALUES (?, ?)", arguments: [id, name], readOnly: false)
        }
        let students: [(String, Int, String, Int, Double?)] = [
            ("Ada", 1, "2024-09-02", 2024, 91.5), ("Alan", 1, "2024-01-15", 2024, 78),
            ("Grace", 2, "2023-09-04", 2023, nil), ("Edsger", 3, "2024-09-20", 2024, 88),
        ]
        for (name, subject, enrolled, year, score) in students {
            _ = try DataFrame(sqlite: database,
                              query: "INSERT INTO students (name, subject_id, enrolled, year, score) VALUES (?, ?, ?, ?, ?)",
                              arguments: [name, subject, enrolled, year, score], readOnly: false)
        }
    }

    override func tearDown() { directory.remove() }

    func testAReadOnlyQueryWritesNoFileAtAll() throws {
        let copy = directory.path + "/copy.sqlite", attached = directory.path + "/attached.sqlite"
        for query in ["VACUUM INTO '\(copy)'", "ATTACH DATABASE '\(attached)' AS other", "DELETE FROM subjects",
                      "CREATE TABLE extra (x)", "PRAGMA journal_mode = WAL"] {
            XCTAssertThrowsError(try DataFrame(sqlite: database, query: query), query) { error in
                XCTAssertTrue("\(error)".contains("not authorized") || "\(error)".contains("authorization denied"), "\(query): \(error)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy), "VACUUM INTO wrote a copy")
        XCTAssertFalse(FileManager.default.fileExists(atPath: attached), "ATTACH created a file")
        XCTAssertEqual(try DataFrame(sqlite: database, query: "SELECT count(*) AS n FROM subjects")["n", Int.self].compactMap { $0 }, [3])
        XCTAssertEqual(try DataFrame(sqlite: database, query: "PRAGMA table_info(subjects)").shape.rows, 2)
        XCTAssertEqual(try DataFrame(sqlite: database, query: "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 3) SELECT sum(x) AS s FROM c")["s", Int.self].compactMap { $0 }, [6])
    }

    func testPathsWithNULOrControlCharactersAreRefused() throws {
        for path in [database + "\u{0}.txt", database + "\n"] {
            XCTAssertThrowsError(try DataFrame(sqlite: path, query: "SELECT 1")) { error in
                guard case TableError.invalidPath = error else { return XCTFail("\(error)") }
            }
            XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
                guard case TableError.invalidPath = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testQueryWithAnIntegerArgumentGroupsAndCounts() throws {
        let table = try DataFrame(sqlite: database, query: """
            SELECT s.name AS subject, COUNT(*) AS n FROM students t JOIN subjects s ON s.id = t.subject_id
            WHERE t.year = ? GROUP BY s.name ORDER BY n DESC, subject
            """, arguments: [2024])
        XCTAssertEqual(table.columnNames, ["subject", "n"])
        XCTAssertEqual(table["subject", String.self].compactMap { $0 }, ["Math", "Art"])
        XCTAssertEqual(table["n", Int.self].compactMap { $0 }, [2, 1])
    }

    func testColumnTypesComeFromTheValues() throws {
        let table = try DataFrame(sqlite: database, query: "SELECT id, name, enrolled, score FROM students ORDER BY id")
        XCTAssertEqual(table.columns.map(\.elementTypeName), ["Int", "String", "Date", "Double"])
        XCTAssertEqual(Array(table["score", Double.self]), [91.5, 78, nil, 88])
    }

    func testDoubleStringBoolAndNilArgumentsAreBound() throws {
        let high = try DataFrame(sqlite: database, query: "SELECT name FROM students WHERE score > ? ORDER BY id", arguments: [80.0])
        XCTAssertEqual(high["name", String.self].compactMap { $0 }, ["Ada", "Edsger"])
        let named = try DataFrame(sqlite: database, query: "SELECT id FROM students WHERE name = ?", arguments: ["Grace"])
        XCTAssertEqual(named["id", Int.self].compactMap { $0 }, [3])
        let flag = try DataFrame(sqlite: database, query: "SELECT ? AS yes, ? AS no", arguments: [true, false])
        XCTAssertEqual(flag["yes", Int.self].compactMap { $0 }, [1])
        XCTAssertEqual(flag["no", Int.self].compactMap { $0 }, [0])
        let nothing = try DataFrame(sqlite: database, query: "SELECT ? IS NULL AS absent", arguments: [nil])
        XCTAssertEqual(nothing["absent", Int.self].compactMap { $0 }, [1])
    }

    func testInjectionLookingValueStaysAValue() throws {
        let attack = "x' OR '1'='1'; DROP TABLE students; --"
        let none = try DataFrame(sqlite: database, query: "SELECT name FROM students WHERE name = ?", arguments: [attack])
        XCTAssertEqual(none.shape.rows, 0)
        _ = try DataFrame(sqlite: database, query: "INSERT INTO students (name, subject_id) VALUES (?, 1)",
                          arguments: [attack], readOnly: false)
        let stored = try DataFrame(sqlite: database, query: "SELECT name FROM students WHERE name = ?", arguments: [attack])
        XCTAssertEqual(stored["name", String.self].compactMap { $0 }, [attack])
        let all = try DataFrame(sqlite: database, query: "SELECT COUNT(*) AS n FROM students")
        XCTAssertEqual(all["n", Int.self].compactMap { $0 }, [5])
    }

    func testReadOnlyByDefaultRefusesWrites() {
        XCTAssertThrowsError(try DataFrame(sqlite: database, query: "DELETE FROM students")) { error in
            guard case .queryFailed(_, let query, let message)? = error as? TableError else { return XCTFail("\(error)") }
            XCTAssertEqual(query, "DELETE FROM students")
            XCTAssertTrue(message.contains("readonly"), message)
        }
    }

    func testSyntaxErrorCarriesSQLitesMessageAndTheQuery() {
        XCTAssertThrowsError(try DataFrame(sqlite: database, query: "SELEC name FROM students")) { error in
            let text = String(describing: error)
            XCTAssertTrue(text.contains("syntax error"), text)
            XCTAssertTrue(text.contains("query: SELEC name FROM students"), text)
            XCTAssertTrue(text.contains("school.sqlite"), text)
        }
    }

    func testUnknownColumnInSQLIsNamedBySQLite() {
        XCTAssertThrowsError(try DataFrame(sqlite: database, query: "SELECT subjet FROM students")) { error in
            XCTAssertTrue(String(describing: error).contains("no such column: subjet"))
        }
    }

    func testArgumentCountMustMatchPlaceholders() {
        XCTAssertThrowsError(try DataFrame(sqlite: database, query: "SELECT * FROM students WHERE year = ?", arguments: [])) { error in
            XCTAssertEqual(error as? TableError,
                           .argumentCountMismatch(query: "SELECT * FROM students WHERE year = ?", placeholders: 1, arguments: 0))
        }
    }

    func testSecondStatementIsRefused() {
        XCTAssertThrowsError(try DataFrame(sqlite: database, query: "SELECT 1; DROP TABLE students")) { error in
            XCTAssertTrue(String(describing: error).contains("more than one statement"))
        }
        XCTAssertNoThrow(try DataFrame(sqlite: database, query: "SELECT 1 AS one;"))
    }

    func testMissingDatabaseFileIsNotCreated() {
        let path = directory.path + "/absent.sqlite"
        XCTAssertThrowsError(try DataFrame(sqlite: path, query: "SELECT 1")) { error in
            XCTAssertEqual(error as? TableError, .fileNotFound(path: path, resolvedPath: path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testFileThatIsNotADatabaseFails() throws {
        let path = try directory.write("name,subject\nAda,Math\n", to: "students.csv")
        XCTAssertThrowsError(try DataFrame(sqlite: path, query: "SELECT 1 FROM students")) { error in
            XCTAssertTrue(String(describing: error).contains("not a database"), String(describing: error))
        }
    }

    func testDuplicateResultNamesAreNumbered() throws {
        let table = try DataFrame(sqlite: database, query: "SELECT 1 AS id, 2 AS id")
        XCTAssertEqual(table.columnNames, ["id", "id_2"])
    }

    func testEmptyResultKeepsItsColumns() throws {
        let table = try DataFrame(sqlite: database, query: "SELECT name, year FROM students WHERE year = ?", arguments: [1900])
        XCTAssertEqual(table.columnNames, ["name", "year"])
        XCTAssertEqual(table.shape.rows, 0)
    }

    func testDateArgumentIsBoundAsISOText() throws {
        let since = Date(timeIntervalSince1970: 1_725_148_800) // 2024-09-01
        let table = try DataFrame(sqlite: database, query: "SELECT name FROM students WHERE enrolled >= ? ORDER BY id",
                                  arguments: [since])
        XCTAssertEqual(table["name", String.self].compactMap { $0 }, ["Ada", "Edsger"])
    }
}

/// A query that never ends stops when the program asks for a stop.
final class SQLiteInterruptionTests: XCTestCase {
    override func tearDown() {
        WorkInterruption.install(nil)
    }

    func testARecursiveQueryWithoutEndIsInterrupted() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try directory.write("", to: "empty.sqlite")
        for query in ["WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c",
                      "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c"] {
            let requested = Atomic<Bool>(false)
            WorkInterruption.install { requested.load(ordering: .relaxed) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { requested.store(true, ordering: .relaxed) }
            let start = ContinuousClock.now
            XCTAssertThrowsError(try DataFrame(sqlite: database, query: query)) { error in
                guard case TableError.interrupted = error else { return XCTFail("\(error)") }
            }
            XCTAssertLessThan(ContinuousClock.now - start, .seconds(10), query)
        }
    }
}
