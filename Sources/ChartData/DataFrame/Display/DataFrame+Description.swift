extension DataFrame: CustomStringConvertible {
    /// The frame as TabularData prints it: a box-drawn table with a row-number column, each
    /// column's name and type, at most 20 rows, and the frame's size below.
    public var description: String { description(options: FormattingOptions()) }

    /// The frame as text with `options`.
    public func description(options: FormattingOptions) -> String {
        let layout = DataFrameLayout(self, maximumRowCount: options.maximumRowCount)
        let cellWidth = max(1, options.maximumCellWidth)
        func clipped(_ text: String) -> String {
            let flat = text.replacingLineBreaks()
            return flat.count <= cellWidth ? flat : String(flat.prefix(cellWidth - 1)) + "…"
        }
        let indexTexts = layout.rows.map { $0.map(String.init) ?? "…" }
        let indexWidth = max(1, indexTexts.map(\.count).max() ?? 1)
        // Columns as text: header, type, cells, width, alignment.
        struct Shown { var header: String; var type: String; var cells: [String]; var width: Int; var alignsRight: Bool }
        func shown(_ position: Int?) -> Shown {
            guard let position else {
                return Shown(header: "…", type: "", cells: layout.rows.map { _ in "…" }, width: 1, alignsRight: false)
            }
            let column = columns[position]
            let header = clipped(column.name), type = options.includesColumnTypes ? clipped("<\(column.elementTypeName)>") : ""
            let cells = layout.rows.map { row in row.map { clipped(CellText.plain(column.contents, row: $0)) } ?? "…" }
            let width = max(header.count, type.count, cells.map(\.count).max() ?? 0)
            return Shown(header: header, type: type, cells: cells, width: width,
                         alignsRight: column.kind.isNumeric || column.kind == .boolean)
        }
        var shownColumns = layout.columns.map(shown)
        // Keep the columns from the left that fit, and a "…" column for the rest.
        func lineWidth(_ columns: [Shown]) -> Int { indexWidth + 4 + columns.reduce(0) { $0 + $1.width + 3 } }
        if lineWidth(shownColumns) > options.maximumLineWidth {
            let marker = shown(nil)
            var kept: [Shown] = []
            for column in shownColumns {
                if !kept.isEmpty && lineWidth(kept + [column, marker]) > options.maximumLineWidth { break }
                kept.append(column)
            }
            shownColumns = kept + [marker]
        }
        func padded(_ text: String, _ width: Int, right: Bool) -> String {
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return right ? padding + text : text + padding
        }
        func rule(_ left: String, _ fill: String, _ middle: String, _ right: String) -> String {
            left + ([indexWidth] + shownColumns.map(\.width)).map { String(repeating: fill, count: $0 + 2) }
                .joined(separator: middle) + right
        }
        var lines = [rule("┏", "━", "┳", "┓")]
        lines.append("┃ " + ([padded("", indexWidth, right: false)] + shownColumns.map { padded($0.header, $0.width, right: false) })
            .joined(separator: " ┃ ") + " ┃")
        if options.includesColumnTypes {
            lines.append("┃ " + ([padded("", indexWidth, right: false)] + shownColumns.map { padded($0.type, $0.width, right: false) })
                .joined(separator: " ┃ ") + " ┃")
        }
        lines.append(rule("┡", "━", "╇", "┩"))
        for (line, index) in indexTexts.enumerated() {
            let cells = shownColumns.map { padded($0.cells[line], $0.width, right: $0.alignsRight && $0.cells[line] != "…") }
            lines.append("│ " + ([padded(index, indexWidth, right: true)] + cells).joined(separator: " │ ") + " │")
        }
        lines.append(rule("└", "─", "┴", "┘"))
        lines.append(layout.dimensions)
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The text with line breaks and tabs shown as spaces, for one-line cells.
    func replacingLineBreaks() -> String {
        guard contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }) else { return self }
        return String(map { $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" ? " " : $0 })
    }
}
