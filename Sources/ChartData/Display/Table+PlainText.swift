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
    /// The string without spaces at its end, found by its bytes from the end (a step back
    /// through characters costs more the longer the run of spaces before it).
    func trimmingTrailingSpaces() -> String {
        let bytes = utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 else { break }
            end = before
        }
        return String(self[..<end])
    }
}
