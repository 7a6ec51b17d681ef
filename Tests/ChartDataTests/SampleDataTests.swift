import XCTest
@testable import ChartData

/// The committed sample data loads into DataFrames, and the CSV file and the database tell the same story.
final class SampleDataTests: XCTestCase {
    func testStudentsCSVLoadsWithInferredTypes() throws {
        let students = try DataFrame(contentsOfCSVFile: SampleData.studentsCSV)
        XCTAssertEqual(students.columnNames, ["name", "subject", "enrolled", "year", "grade_level"])
        XCTAssertEqual(students.columns.map(\.elementTypeName), ["String", "String", "Date", "Int", "Int"])
        XCTAssertGreaterThan(students.shape.rows, 200)
    }

    func testCSVAndDatabaseCountTheSameStudentsPerSubject() throws {
        let fromCSV = try DataFrame(contentsOfCSVFile: SampleData.studentsCSV).grouped(by: "subject").counts(order: .descending)
        let fromDatabase = try DataFrame(sqlite: SampleData.schoolDatabase, query: """
            SELECT s.name AS subject, COUNT(*) AS count FROM students t JOIN subjects s ON s.id = t.subject_id
            GROUP BY s.name ORDER BY count DESC
            """)
        let csvPairs = try fromCSV.categoriesAndValues(), databasePairs = try fromDatabase.categoriesAndValues()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(csvPairs.categories, csvPairs.values)),
                       Dictionary(uniqueKeysWithValues: zip(databasePairs.categories, databasePairs.values)))
        XCTAssertEqual(csvPairs.values, databasePairs.values)
    }

    func testEnrollmentPeaksInSeptemberAndJanuary() throws {
        let months = try DataFrame(contentsOfCSVFile: SampleData.studentsCSV).grouped(by: "enrolled", timeUnit: .month).counts()
        var perCalendarMonth: [String: Int] = [:]
        for row in months.rows {
            let month = String(try XCTUnwrap(row["enrolled", Date.self]).ISO8601Format().dropFirst(5).prefix(2))
            perCalendarMonth[month, default: 0] += try XCTUnwrap(row["count", Int.self])
        }
        let ranked = perCalendarMonth.sorted { $0.value > $1.value }.map(\.key)
        XCTAssertEqual(Array(ranked.prefix(2)), ["09", "01"])
    }

    func testEnrollmentsViewAnswersTheYearQueryWithABoundYear() throws {
        let byYear = try DataFrame(sqlite: SampleData.schoolDatabase, query: """
            SELECT subject, COUNT(*) AS n FROM enrollments WHERE year = ? GROUP BY subject ORDER BY n DESC
            """, arguments: [2024])
        let students = try DataFrame(contentsOfCSVFile: SampleData.studentsCSV)
        let fromCSV = students[students["year", Int.self] == 2024].grouped(by: "subject").counts(order: .descending)
        XCTAssertEqual(Array(byYear["n", Int.self]), Array(fromCSV["count", Int.self]))
        let databasePairs = try byYear.categoriesAndValues(), csvPairs = try fromCSV.categoriesAndValues()
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(databasePairs.categories, databasePairs.values)),
                       Dictionary(uniqueKeysWithValues: zip(csvPairs.categories, csvPairs.values)))
    }
}
