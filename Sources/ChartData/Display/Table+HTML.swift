extension Table {
    /// The table as a styled HTML fragment: a header row, the first `maxRows` rows (numbers
    /// aligned right, every cell escaped), "… N more rows" when some are hidden, and the
    /// dimensions. Styles are inline, so the fragment looks the same in any front end.
    ///
    /// Pass a negative `maxRows` to show every row.
    public func html(maxRows: Int = 10) -> String {
        let layout = TableLayout(self, maxRows: maxRows)
        let cellStyle = "padding:2px 10px;border-bottom:1px solid #e5e5e5;"
        func alignment(_ index: Int) -> String { layout.alignsRight[index] ? "text-align:right;" : "text-align:left;" }
        var html = "<div class=\"chart-table\" style=\"font:13px/1.4 -apple-system,'Segoe UI',Helvetica,Arial,sans-serif;\">"
        html += "<table style=\"border-collapse:collapse;\"><thead><tr>"
        for (index, name) in layout.header.enumerated() {
            html += "<th style=\"\(cellStyle)\(alignment(index))border-bottom:2px solid #999;font-weight:600;\">"
            html += HTMLEscaping.escape(name) + "</th>"
        }
        html += "</tr></thead><tbody>"
        for (rowIndex, row) in layout.cells.enumerated() {
            html += rowIndex % 2 == 1 ? "<tr style=\"background:#f7f7f7;\">" : "<tr>"
            for (index, cell) in row.enumerated() {
                let numeric = layout.alignsRight[index] ? "font-variant-numeric:tabular-nums;" : ""
                html += "<td style=\"\(cellStyle)\(alignment(index))\(numeric)\">" + HTMLEscaping.escape(cell) + "</td>"
            }
            html += "</tr>"
        }
        html += "</tbody></table>"
        html += "<p style=\"color:#666;margin:4px 0 0 0;\">"
        if let note = layout.moreRowsNote { html += HTMLEscaping.escape(note) + " · " }
        html += HTMLEscaping.escape(layout.dimensions) + "</p></div>"
        return html
    }
}
