#if canImport(Glibc)
import Glibc
#endif
import ChartCore
import ChartData

/// The CSV reader on any bytes after the first (written to a file, so that invalid UTF-8
/// reaches it as it would from disk), with the separator the first byte picks, then what cells do with a
/// DataFrame: its text, HTML and summary, counting by a column, statistics of its numbers, a chart.
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
        var options = CSVReadingOptions()
        options.delimiter = separator
        guard let frame = try? DataFrame(contentsOfCSVFile: path, options: options) else { return }
        _ = frame.description
        _ = frame.html(maximumRowCount: 20)
        _ = frame.summary().description
        for column in frame.columns.prefix(3) {
            _ = frame.grouped(by: column.name).counts(order: .descending)
            if let numbers = try? frame.column(column.name, Double.self) {
                _ = numbers.mean()
                _ = numbers.median()
                _ = numbers.standardDeviation()
            }
        }
        if frame.shape.columns == 2 {
            if let chart = try? BarChart(frame) { _ = try? chart.svg }
        }
    }
}
