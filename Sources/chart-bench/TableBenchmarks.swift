import ChartData
import Foundation

/// Loading a large CSV file into a DataFrame and counting it by a column, the measurement compared with
/// pandas (`read_csv` + `value_counts`) by scripts/bench/tables_pandas.py on the same file.
let tableSuite = BenchmarkSuite(
    name: "tables",
    summary: "load a 1e6-row, 5-column CSV and count by a column (compare: scripts/bench/tables_pandas.py)"
) {
    let rows = Int(ProcessInfo.processInfo.environment["CHART_BENCH_TABLE_ROWS"] ?? "") ?? 1_000_000
    let path = try TableBenchmarkData.csvFile(rows: rows)
    let stopwatch = Stopwatch(runs: 5, warmUpRuns: 1)
    var loaded = try DataFrame(contentsOfCSVFile: path)
    let load = try stopwatch.measure { loaded = try DataFrame(contentsOfCSVFile: path) }
    var counted = loaded.grouped(by: "subject").counts(order: .descending)
    let count = try stopwatch.measure { counted = loaded.grouped(by: "subject").counts(order: .descending) }
    let both = try stopwatch.measure {
        counted = try DataFrame(contentsOfCSVFile: path).grouped(by: "subject").counts(order: .descending)
    }
    let months = try stopwatch.measure { _ = loaded.grouped(by: "enrolled", timeUnit: .month).counts() }
    return [
        BenchmarkResult(name: "load CSV (5 columns)", size: rows, timing: load, note: path),
        BenchmarkResult(name: "count(by: subject)", size: rows, timing: count,
                        note: "grouped(by:).counts(): \(counted.shape.rows) groups"),
        BenchmarkResult(name: "load + count(by: subject)", size: rows, timing: both),
        BenchmarkResult(name: "count(byMonthOf: enrolled)", size: rows, timing: months,
                        note: "grouped(by:timeUnit: .month).counts()"),
    ]
}

/// The benchmark's CSV file: deterministic, written once into the temporary directory.
enum TableBenchmarkData {
    static let subjects = ["Math", "Physics", "Chemistry", "Biology", "History", "Art", "Music", "Computer Science"]
    static let firstNames = ["Ada", "Alan", "Grace", "Edsger", "Barbara", "Donald", "Frances", "Ken",
                             "Margaret", "Dennis", "Radia", "Tim", "Katherine", "John", "Hedy", "Linus"]

    /// The path of a CSV file with `rows` rows (id, name, subject, enrolled, grade),
    /// written if it is not already there.
    static func csvFile(rows: Int) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chart-bench-tables")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("students-\(rows).csv").path
        if FileManager.default.fileExists(atPath: path) { return path }
        var text = "id,name,subject,enrolled,grade\n"
        text.reserveCapacity(rows * 48)
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        for id in 1...max(1, rows) {
            let name = firstNames[Int(next() % UInt64(firstNames.count))] + " " + String(next() % 100_000)
            // Unequal popularity: subject k is chosen with weight 8 - k.
            var pick = Int(next() % 36), subject = 0
            while pick >= 8 - subject { pick -= 8 - subject; subject += 1 }
            let year = 2023 + Int(next() % 3), month = 1 + Int(next() % 12), day = 1 + Int(next() % 28)
            let grade = Double(next() % 1000) / 10
            let date = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
            text += "\(id),\(name),\(subjects[subject]),\(date),\(grade)\n"
        }
        let temporary = path + ".partial"
        try text.write(toFile: temporary, atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: temporary, toPath: path)
        return path
    }
}
