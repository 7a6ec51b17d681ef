import XCTest
@testable import ChartData

/// The committed sample data loads, and the CSV file and the database tell the same story.
final class SampleDataTests: XCTestCase {
    func testStudentsCSVLoadsWithInferredTypes() throws {
        let students = try Table(csv: SampleData.studentsCSV)
        XCTAssertEqual(students.columnNames, ["name", "subject", "enrolled", "year", "grade_level"])
        XCTAssertEqual(students.columns.map(\.type), [.text, .text, .date, .integer, .integer])
        XCTAssertGreaterThan(students.rowCount, 200)
    }

    func testCSVAndDatabaseCountTheSameStudentsPerSubject() throws {
        let fromCSV = try Table(csv: SampleData.studentsCSV).count(by: "subject")
        let fromDatabase = try Table(sqlite: SampleData.schoolDatabase, query: """
            SELECT s.name AS subject, COUNT(*) AS count FROM students t JOIN subjects s ON s.id = t.subject_id
            GROUP BY s.name ORDER BY count DESC
            """)
        let csvPairs = try fromCSV.categoriesAndValues(), databasePairs = try fromDatabase.categoriesAndValues()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(csvPairs.categories, csvPairs.values)),
                       Dictionary(uniqueKeysWithValues: zip(databasePairs.categories, databasePairs.values)))
        XCTAssertEqual(csvPairs.values, databasePairs.values)
    }

    func testEnrollmentPeaksInSeptemberAndJanuary() throws {
        let months = try Table(csv: SampleData.studentsCSV).count(byMonthOf: "enrolled")
        let perCalendarMonth = try zip(months["month"].strings, months["count"].integers)
            .reduce(into: [String: Int]()) { totals, pair in totals[String(pair.0.suffix(2)), default: 0] += pair.1 }
        let ranked = perCalendarMonth.sorted { $0.value > $1.value }.map(\.key)
        XCTAssertEqual(Array(ranked.prefix(2)), ["09", "01"])
    }

    func testEnrollmentsViewAnswersTheYearQueryWithABoundYear() throws {
        let byYear = try Table(sqlite: SampleData.schoolDatabase, query: """
            SELECT subject, COUNT(*) AS n FROM enrollments WHERE year = ? GROUP BY subject ORDER BY n DESC
            """, arguments: [2024])
        let fromCSV = try Table(csv: SampleData.studentsCSV).filter { try $0["year"] == 2024 }.count(by: "subject")
        XCTAssertEqual(try byYear["n"].integers, try fromCSV["count"].integers)
        let databasePairs = try byYear.categoriesAndValues(), csvPairs = try fromCSV.categoriesAndValues()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(databasePairs.categories, databasePairs.values)),
                       Dictionary(uniqueKeysWithValues: zip(csvPairs.categories, csvPairs.values)))
    }
}
