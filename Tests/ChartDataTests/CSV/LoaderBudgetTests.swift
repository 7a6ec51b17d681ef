import Synchronization
import XCTest
import ChartCore
@testable import ChartData

/// The loaders ask the program's memory budget (``AllocationBudget``): before a CSV file's
/// bytes are allocated, as its rows are read, and as an SQLite query steps.
final class LoaderBudgetTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        AllocationBudget.install(reserve: nil, isExceeded: nil)
        directory.remove()
    }

    func testACSVFileIsRefusedBeforeItsBytesAreAllocatedWhenTheyDoNotFit() throws {
        let path = try directory.write("a,b\n1,2\n", to: "small.csv")
        let asked = Mutex<[Int]>([])
        AllocationBudget.install(reserve: { bytes in asked.withLock { $0.append(bytes) }; return false }, isExceeded: { false })
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
            XCTAssertEqual(error as? TableError, .memoryBudgetExceeded(source: "'\(path)'"))
        }
        XCTAssertEqual(asked.withLock { $0 }, [9], "the file's 8 bytes and the sentinel")
    }

    func testReadingRowsStopsOnceTheBudgetIsPassed() throws {
        let path = try directory.write("a,b\n" + String(repeating: "1,2\n", count: 10_000), to: "rows.csv")
        AllocationBudget.install(reserve: { _ in true }, isExceeded: { true })
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path)) { error in
            XCTAssertEqual(error as? TableError, .memoryBudgetExceeded(source: "'\(path)'"))
        }
        AllocationBudget.install(reserve: { _ in true }, isExceeded: { false })
        XCTAssertEqual(try DataFrame(contentsOfCSVFile: path).shape.rows, 10_000)
    }

    func testAnSQLiteQueryStopsOnceTheBudgetIsPassed() throws {
        let database = try directory.write("", to: "empty.sqlite")
        let query = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 100000) SELECT x FROM c"
        AllocationBudget.install(reserve: { _ in true }, isExceeded: { true })
        XCTAssertThrowsError(try DataFrame(sqlite: database, query: query)) { error in
            guard case TableError.interrupted = error else { return XCTFail("\(error)") }
        }
        AllocationBudget.install(reserve: nil, isExceeded: nil)
        XCTAssertEqual(try DataFrame(sqlite: database, query: query).shape.rows, 100_000)
    }
}
