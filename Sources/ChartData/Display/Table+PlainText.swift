extension Table {
    /// The table as aligned text: the header, a rule, the first `maxRows` rows (numbers
    /// aligned right), "… N more rows" when some are hidden, and the dimensions.
    ///
    /// A missing value shows as an empty cell; doubles show at most six significant digits.
    /// Pass a negative `maxRows` to show every row.
    public func plainText(maxRows: Int = 10) -> String {
        let layout = TableLayout(self, maxRows: maxRows)
        var widths = layout.header.map(\.count)
        for row in layout.cells {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return layout.alignsRight[index] ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var lines = [line(layout.header), widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")]
        lines += layout.cells.map(line)
        if let note = layout.moreRowsNote { lines.append(note) }
        lines.append("(\(layout.dimensions))")
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The string without spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
