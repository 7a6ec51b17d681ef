import XCTest
@testable import ChartData

final class CategoriesTests: XCTestCase {
    func testCountTableGivesCategoriesAndValues() throws {
        let counts = try Table(csvText: "subject\nMath\nArt\nMath\n").count(by: "subject")
        let (categories, values) = try counts.categoriesAndValues()
        XCTAssertEqual(categories, ["Math", "Art"])
        XCTAssertEqual(values, [2, 1])
    }

    func testRowsWithoutAValueAreLeftOut() throws {
        let (categories, values) = try Table(csvText: "year,n\n2023,4\n2024,\n2025,1.5\n").categoriesAndValues()
        XCTAssertEqual(categories, ["2023", "2025"])
        XCTAssertEqual(values, [4, 1.5])
    }

    func testThreeColumnsAreRefusedWithAHint() {
        XCTAssertThrowsError(try Table(csvText: "a,b,c\nx,1,2\n").categoriesAndValues()) { error in
            XCTAssertEqual(error as? TableError, .notTwoColumns(columns: ["a", "b", "c"], source: "CSV text"))
            XCTAssertTrue(String(describing: error).contains("selecting"))
        }
    }

    func testTextValuesAreRefused() {
        XCTAssertThrowsError(try Table(csvText: "a,b\nx,y\n").categoriesAndValues()) { error in
            XCTAssertEqual(error as? TableError, .notNumeric(column: "b", type: .text, source: "CSV text"))
        }
    }
}
