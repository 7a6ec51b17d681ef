import Foundation
import Synchronization
import XCTest
import ChartCore
@testable import ChartData

/// Pipes and devices are refused as tables unless asked for; when asked for, a pipe is read to
/// its end, and an interruption stops the wait for a writer.
final class SpecialFileTests: XCTestCase {
    /// Reading options that allow a pipe or a device.
    private static var special: CSVReadingOptions {
        var options = CSVReadingOptions()
        options.allowsSpecialFiles = true
        return options
    }

    private var directory: TemporaryDirectory!
    private var fifo: String!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        fifo = directory.path + "/pipe.csv"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
    }

    override func tearDown() {
        WorkInterruption.install(nil)
        directory.remove()
    }

    func testAFIFOIsRefusedAtOnceAsCSV() {
        let start = ContinuousClock.now
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: fifo)) { error in
            XCTAssertEqual(error as? TableError, .notRegularFile(path: fifo, kind: "a FIFO (named pipe)", canBeAllowed: true))
            XCTAssertTrue("\(error)".contains("allowsSpecialFiles: true"), "\(error)")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }

    func testAFIFOAndADeviceAreRefusedAtOnceAsDatabases() {
        for path in [fifo!, "/dev/zero"] {
            XCTAssertThrowsError(try DataFrame(sqlite: path, query: "SELECT 1")) { error in
                guard case TableError.notRegularFile(_, _, canBeAllowed: false) = error else { return XCTFail("\(path): \(error)") }
            }
        }
    }

    func testADeviceIsRefusedAsCSV() {
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: "/dev/zero")) { error in
            XCTAssertEqual(error as? TableError, .notRegularFile(path: "/dev/zero", kind: "a character device", canBeAllowed: true))
        }
    }

    func testAnAllowedFIFOIsReadToItsEnd() throws {
        let path = fifo!
        let writer = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.write(Data("subject,count\nMath,3\nArt,2\n".utf8))
            try? handle.close()
        }
        writer.start()
        let table = try DataFrame(contentsOfCSVFile: path, options: Self.special)
        XCTAssertEqual(table.shape.rows, 2)
        XCTAssertEqual(table.columnNames, ["subject", "count"])
    }

    func testWaitingForAWriterStopsWhenInterrupted() {
        let requested = Atomic<Bool>(false)
        WorkInterruption.install { requested.load(ordering: .relaxed) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) { requested.store(true, ordering: .relaxed) }
        let start = ContinuousClock.now
        XCTAssertThrowsError(try DataFrame(contentsOfCSVFile: fifo, options: Self.special)) { error in
            guard case TableError.interrupted = error else { return XCTFail("\(error)") }
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }
}
