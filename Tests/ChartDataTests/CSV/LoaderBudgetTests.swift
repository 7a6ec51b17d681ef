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

    func testAColumnsParseStopsInsideTheColumnOnceTheBudgetIsPassed() throws {
        let rows = 100_000
        let bytes = Array(String(repeating: "7\n", count: rows).utf8) + [0]
        var spans = [UInt32]()
        for row in 0..<rows { spans += [UInt32(row * 2), UInt32(row * 2 + 1)] }
        let asked = Mutex(0)
        AllocationBudget.install(reserve: { _ in true }, isExceeded: { asked.withLock { $0 += 1; return $0 > 2 } })
        let outcome = bytes.withUnsafeBufferPointer { text in
            spans.withUnsafeBufferPointer { spans -> Result<ColumnContents, Error> in
                guard let base = text.baseAddress else { return .failure(CSVColumnParser.Stop.interrupted) }
                let parser = CSVColumnParser(base: base, spans: spans, column: 0, columnCount: 1, firstRow: 0, rowCount: rows,
                                             nils: FieldEncodings([]), trues: FieldEncodings([]), falses: FieldEncodings([]),
                                             dateParsers: [], escapeByte: nil)
                return Result { try parser.inferred() }
            }
        }
        guard case .failure(CSVColumnParser.Stop.budgetExceeded) = outcome else { return XCTFail("parsed: \(outcome)") }
        XCTAssertEqual(asked.withLock { $0 }, 3, "asked every \(CSVColumnParser.checkMask + 1) rows, stopped at the third")
    }

    func testATypedColumnStopsInsideItsParseOnceTheBudgetIsPassed() throws {
        let path = try directory.write("a\n" + String(repeating: "1\n", count: 50_000), to: "typed.csv")
        let asked = Mutex(0)
        // The tokenizer asks every 4,096 rows and the loader once per column: 13 times in all
        // before the column's parse; the parse asks from then on.
        AllocationBudget.install(reserve: { _ in true }, isExceeded: { asked.withLock { $0 += 1; return $0 > 13 } })
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: path, types: ["a": .integer])) { error in
            XCTAssertEqual(error as? TableError, .memoryBudgetExceeded(source: "'\(path)'"))
        }
        XCTAssertEqual(asked.withLock { $0 }, 14)
    }
}
