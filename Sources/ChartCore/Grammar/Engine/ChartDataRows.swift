/// A grammar chart's data as a table: a row per datum, a column per channel label.
///
/// A datum several marks draw (a preset's line, area and point at one value, a `LineMark` and
/// a `PointMark` over the same element) is one row: rows of the same data index with the same
/// values collapse when only their mark kind differs. A "Mark" column names the kind when the
/// chart mixes kinds (bars and an average rule). A vectorized plot gives a row per element.
extension Chart {
    /// The chart's data as text, cut at `ChartDataTable.rowLimit` rows.
    public var dataTable: ChartDataTable {
        var builder = ChartDataRows()
        var isComplete = true
        for mark in marks {
            if builder.isFull {
                isComplete = false
                break
            }
            if let columns = mark.columns {
                if !builder.add(columns: columns, kind: mark.kind) { isComplete = false }
            } else {
                builder.add(mark)
            }
        }
        return builder.table(caption: title.map { "Data of \(LabelLimit.bounded($0))" } ?? "The chart's data", isComplete: isComplete)
    }
}

/// Collects a chart's rows: the columns in the order their channels first appear, each row's
/// values by column.
struct ChartDataRows {
    /// One datum: its mark kind, data index and a text per column position.
    private struct Row {
        var kind: MarkKind
        var dataIndex: Int
        var cells: [Int: String]
    }

    private var columns: [String] = []
    /// The columns only the series channel fills (`LineMark(series:)` without a colour): left
    /// out when every row has the same value, as a single line's series name says nothing.
    private var seriesOnly: Set<Int> = []
    private var otherChannels: Set<Int> = []
    private var columnPositions: [String: Int] = [:]
    private var rows: [Row] = []
    /// The rows already kept, by data index and values, to collapse a datum drawn twice.
    private var seen: [String: MarkKind] = [:]

    /// Whether the table holds `ChartDataTable.rowLimit` rows.
    var isFull: Bool { rows.count >= ChartDataTable.rowLimit }

    /// A row for one mark: a cell for each channel it encodes.
    mutating func add(_ mark: PlottedMark) {
        var cells: [Int: String] = [:]
        for (channel, encoding) in Self.channels(of: mark) {
            let heading = encoding.label.isEmpty ? channel : encoding.label
            let text = encoding.end.map { "\(encoding.value.description) to \($0.description)" } ?? encoding.value.description
            var position = column(heading)
            if let existing = cells[position] {
                if existing == text { continue }
                position = column("\(heading) (\(channel))")
            }
            cells[position] = text
            if channel == "series" { seriesOnly.insert(position) } else { otherChannels.insert(position) }
        }
        guard !cells.isEmpty else { return }
        append(Row(kind: mark.kind, dataIndex: mark.dataIndex, cells: cells))
    }

    /// A row for each element of a vectorized plot (`LinePlot`, `PointPlot`, `AreaPlot`), as
    /// many as the table has room for; false when some were left out.
    mutating func add(columns plot: PlotColumns, kind: MarkKind) -> Bool {
        let x = column(plot.xLabel.isEmpty ? "x" : plot.xLabel)
        let y = column(plot.yLabel.isEmpty ? "y" : plot.yLabel)
        let series = plot.series.map { _ in column(plot.seriesLabel ?? "Series") }
        let before = rows.count
        for index in 0..<plot.count where !isFull {
            var cells = [x: plot.x.value(at: index).description, y: plot.y.value(at: index).description]
            if let series, let values = plot.series, index < values.count { cells[series] = values.value(at: index).description }
            rows.append(Row(kind: kind, dataIndex: index, cells: cells))
        }
        return rows.count - before == plot.count
    }

    /// The table: a "Mark" column first when the rows are of more than one kind; a column no
    /// row has a value in, or a lone series' name, left out.
    func table(caption: String, isComplete: Bool) -> ChartDataTable {
        let namesKind = Set(rows.map(\.kind)).count > 1
        let kept = columns.indices.filter { position in
            let values = Set(rows.map { $0.cells[position] ?? "" })
            if seriesOnly.contains(position), !otherChannels.contains(position), values.count == 1 { return false }
            return values != [""]
        }
        let texts = rows.map { row -> [String] in
            let cells = kept.map { row.cells[$0] ?? "" }
            return namesKind ? [row.kind.typeName] + cells : cells
        }
        let caption = isComplete ? caption : caption + " (its first \(texts.count) rows; the chart draws more)"
        return ChartDataTable(caption: caption, columns: (namesKind ? ["Mark"] : []) + kept.map { columns[$0] }, rows: texts,
                              isComplete: isComplete)
    }

    private mutating func append(_ row: Row) {
        let key = "\(row.dataIndex)\u{1F}" + row.cells.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{1F}")
        if let kind = seen[key], kind != row.kind {
            return
        }
        seen[key] = row.kind
        rows.append(row)
    }

    private mutating func column(_ heading: String) -> Int {
        if let position = columnPositions[heading] { return position }
        columns.append(heading)
        columnPositions[heading] = columns.count - 1
        return columns.count - 1
    }

    /// The channels a mark encodes, in the order a table shows them, with each channel's name
    /// (the heading when its value has no label).
    private static func channels(of mark: PlottedMark) -> [(String, PlottedEncoding)] {
        let all: [(String, PlottedEncoding?)] = [
            ("x", mark.x), ("x end", mark.xEnd), ("y", mark.y), ("y end", mark.yEnd), ("angle", mark.angle),
            ("series", mark.series), ("colour", mark.foregroundBy), ("symbol", mark.symbolBy),
            ("position", mark.positionBy), ("line style", mark.lineStyleBy), ("facet", mark.facetBy),
        ]
        return all.compactMap { channel, encoding in encoding.map { (channel, $0) } }
    }
}
