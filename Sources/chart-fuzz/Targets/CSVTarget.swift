#if canImport(Glibc)
import Glibc
#endif
import ChartCore
import ChartData

/// The CSV reader on any bytes after the first (written to a file, so that invalid UTF-8
/// reaches it as it would from disk), with the separator the first byte picks, then what cells do with a
/// table: its text and HTML, counting by a column, statistics of its numbers, a chart.
enum CSVTarget: FuzzTarget {
    static let name = "csv"
    static let path = "/dev/shm/chart-fuzz-\(getpid()).csv"

    static func run(_ input: [UInt8]) {
        let separators: [Character] = [",", ";", "\t", "|"]
        // The first byte picks the separator: itself when it is one, else by its value.
        let separator = input.first.map { first in separators.first { $0.asciiValue == first } ?? separators[Int(first) % separators.count] } ?? ","
        let body = Array(input.dropFirst())
        guard let file = fopen(path, "wb") else { return }
        _ = body.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        fclose(file)
        guard let table = try? Table(csv: path, separator: separator) else { return }
        _ = table.description
        _ = table.html(maxRows: 20)
        for name in table.columnNames.prefix(3) {
            _ = try? table.count(by: name)
            if let numbers = try? table.column(name).doubles {
                _ = numbers.mean
                _ = numbers.median
                _ = numbers.mode
            }
        }
        if table.columnCount == 2 {
            if let chart = try? BarChart(table) { _ = try? chart.svg }
        }
    }
}
