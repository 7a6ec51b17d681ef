/// The part of a frame a display shows: which rows and columns, and each cell's text.
struct DataFrameLayout {
    /// Positions of the rows shown, with nil where rows are left out (one marker row).
    let rows: [Int?]
    /// Positions of the columns shown, with nil where columns are left out.
    let columns: [Int?]
    /// The frame's size, as "344 rows, 8 columns".
    let dimensions: String

    /// The rows to show: all of them up to `maximumRowCount` (negative: every row), else the
    /// first and last halves around one marker.
    init(_ frame: DataFrame, maximumRowCount: Int) {
        let count = frame.shape.rows
        if maximumRowCount < 0 || count <= maximumRowCount {
            rows = Array(0..<count)
        } else {
            let head = (maximumRowCount + 1) / 2, tail = maximumRowCount / 2
            rows = Array(0..<head).map { Optional($0) } + [nil] + Array((count - tail)..<count).map { Optional($0) }
        }
        columns = Array(frame.columns.indices).map { Optional($0) }
        dimensions = "\(Self.counted(count, "row")), \(Self.counted(frame.shape.columns, "column"))"
    }

    /// "1 row", "1,234 rows".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// An integer with thousands separators ("1,000,000").
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return value < 0 ? "-" + text : text
    }
}
