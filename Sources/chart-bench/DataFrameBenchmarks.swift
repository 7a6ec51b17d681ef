import ChartData
import Foundation

/// The DataFrame's verbs on a 1e6-row, 8-column CSV with missing values and dates
/// (``DataFrameBenchmarkData``) and on the published data sets in notebooks/data, each
/// measurement the same work as one line of scripts/bench/dataframe_pandas.py, which runs
/// this suite and pandas alternately and prints the ratios.
let dataFrameSuite = BenchmarkSuite(
    name: "dataframe",
    summary: "DataFrame load, group-by, join, mask filter, derived column, summary (compare: scripts/bench/dataframe_pandas.py)"
) {
    let rows = Int(ProcessInfo.processInfo.environment["CHART_BENCH_DATAFRAME_ROWS"] ?? "") ?? 1_000_000
    let path = try DataFrameBenchmarkData.enrollmentsFile(rows: rows)
    let studentsPath = try DataFrameBenchmarkData.studentsFile(students: max(1, rows / 10))
    let stopwatch = Stopwatch(runs: 5, warmUpRuns: 1)
    var results: [BenchmarkResult] = []
    func measure(_ name: String, size: Int = rows, note: String = "", _ work: () throws -> Void) rethrows {
        results.append(BenchmarkResult(name: name, size: size, timing: try stopwatch.measure(work), note: note))
    }

    var frame = try DataFrame(contentsOfCSVFile: path)
    try measure("load CSV (8 columns)", note: path) { frame = try DataFrame(contentsOfCSVFile: path) }
    let students = try DataFrame(contentsOfCSVFile: studentsPath)
    var result = DataFrame()
    measure("group 1 key: mean") { result = frame.grouped(by: "subject").means("score", Double.self) }
    measure("group 1 key: count") { result = frame.grouped(by: "subject").counts() }
    measure("group 1 key: median") { result = frame.grouped(by: "subject").aggregated(.median("score")) }
    measure("group 1 int key: sum") { result = frame.grouped(by: "year").sums("hours", Double.self) }
    measure("group 2 keys: mean") { result = frame.grouped(by: "school", "subject").means("score", Double.self) }
    measure("group 2 keys: std") { result = frame.grouped(by: "school", "subject").aggregated(.standardDeviation("score")) }
    measure("join 1e6 x 1e5 (inner)", note: studentsPath) { result = frame.joined(students, on: "student") }
    measure("join 1e6 x 1e5 (left)") { result = frame.joined(students, on: "student", kind: .left) }
    measure("filter by comparison") { result = frame[frame["score", Double.self] > 50] }
    measure("filter by two comparisons") {
        result = frame[frame["score", Double.self] > 50 && frame["subject", String.self] == "Math"]
    }
    measure("derived column (score / hours)") {
        var derived = frame
        derived["ratio", Double.self] = frame["score", Double.self] / frame["hours", Double.self]
        result = derived
    }
    measure("summary()") { result = frame.summary() }
    measure("summary() of numeric columns") { result = frame.summary(of: "student", "year", "grade_level", "score", "hours") }
    measure("sort by score") { result = frame.sorted(on: "score") }
    _ = result

    for published in PublishedData.all {
        let file = "notebooks/data/\(published.file)"
        guard FileManager.default.fileExists(atPath: file) else { continue }
        var options = CSVReadingOptions()
        if let format = published.dateFormat { options.addDateParseStrategy(format: format) }
        var loaded = try DataFrame(contentsOfCSVFile: file, options: options)
        let size = loaded.shape.rows
        try measure("\(published.name): load", size: size, note: file) {
            loaded = try DataFrame(contentsOfCSVFile: file, options: options)
        }
        measure("\(published.name): group mean", size: size) {
            result = loaded.grouped(by: published.key).means(published.value, Double.self)
        }
        measure("\(published.name): summary()", size: size) { result = loaded.summary() }
    }
    return results
}

/// The published data sets the suite also reads, with the key and value columns grouped.
struct PublishedData {
    var name: String
    var file: String
    var dateFormat: String?
    var key: String
    var value: String

    static let all = [
        PublishedData(name: "penguins", file: "penguins.csv", key: "species", value: "body_mass_g"),
        PublishedData(name: "seattle-weather", file: "seattle-weather.csv", dateFormat: "yyyy/MM/dd",
                      key: "weather", value: "temp_max"),
        PublishedData(name: "stocks", file: "stocks.csv", dateFormat: "MMM d yyyy", key: "symbol", value: "price"),
        PublishedData(name: "iowa-electricity", file: "iowa-electricity.csv", key: "source", value: "net_generation"),
    ]
}

/// The resident memory a loaded 1e6-row frame holds, measured in a process that does nothing
/// else first: resident set after loading (the file's bytes and the loader's scratch freed and
/// returned to the system) minus before.
let dataFrameMemorySuite = BenchmarkSuite(
    name: "dataframe-memory",
    summary: "resident memory of the loaded 1e6-row DataFrame (compare: scripts/bench/dataframe_pandas.py)"
) {
    let rows = Int(ProcessInfo.processInfo.environment["CHART_BENCH_DATAFRAME_ROWS"] ?? "") ?? 1_000_000
    let path = try DataFrameBenchmarkData.enrollmentsFile(rows: rows)
    ResidentMemory.returnFreedMemory()
    let before = ResidentMemory.bytes()
    let frame = try DataFrame(contentsOfCSVFile: path)
    ResidentMemory.returnFreedMemory()
    let after = ResidentMemory.bytes()
    let megabytes = Double(after - before) / 1_048_576
    withExtendedLifetime(frame) {}
    return [BenchmarkResult(name: "loaded frame (MB resident)", size: rows,
                            timing: Timing(samples: [megabytes]), note: path)]
}

/// The process's resident set, from /proc/self/statm.
enum ResidentMemory {
    /// Resident bytes now.
    static func bytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Hands memory the allocator keeps after frees back to the system (glibc's malloc_trim,
    /// looked up at run time: Glibc's module map does not include malloc.h).
    static func returnFreedMemory() {
        typealias Trim = @convention(c) (Int) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: Trim.self)(0)
    }
}
