extension DataFrame {
    /// The frame as a styled HTML fragment, as a notebook shows it: a header of column names
    /// with each column's type below, the row numbers, numbers aligned right, missing values
    /// shown as a grey `nil`, at most `maximumRowCount` rows (the middle ones left out, a
    /// negative count shows every row) and the frame's size. Every text is escaped and styles
    /// are inline, so the fragment looks the same in any front end.
    public func html(maximumRowCount: Int = 20) -> String {
        let layout = DataFrameLayout(self, maximumRowCount: maximumRowCount)
        let cell = "padding:2px 10px;border-bottom:1px solid #e5e5e5;"
        func alignment(_ column: AnyColumn) -> String {
            column.kind.isNumeric || column.kind == .boolean ? "text-align:right;font-variant-numeric:tabular-nums;" : "text-align:left;"
        }
        var html = "<div class=\"chart-dataframe\" style=\"font:13px/1.4 -apple-system,'Segoe UI',Helvetica,Arial,sans-serif;overflow-x:auto;\">"
        html += "<table style=\"border-collapse:collapse;\"><thead><tr><th style=\"\(cell)border-bottom:2px solid #999;\"></th>"
        for column in columns {
            html += "<th style=\"\(cell)\(alignment(column))border-bottom:2px solid #999;font-weight:600;\">"
            html += HTMLEscaping.escape(column.name)
            html += "<br><span style=\"font-weight:400;color:#888;font-size:11px;\">"
            html += HTMLEscaping.escape(column.elementTypeName) + "</span></th>"
        }
        html += "</tr></thead><tbody>"
        for (line, row) in layout.rows.enumerated() {
            html += line % 2 == 1 ? "<tr style=\"background:#f7f7f7;\">" : "<tr>"
            guard let row else {
                html += "<td style=\"\(cell)color:#888;\">…</td>"
                html += String(repeating: "<td style=\"\(cell)color:#888;\">…</td>", count: columns.count) + "</tr>"
                continue
            }
            html += "<td style=\"\(cell)text-align:right;color:#888;\">\(row)</td>"
            for column in columns {
                if column.contents.isMissing(row) {
                    html += "<td class=\"missing\" style=\"\(cell)\(alignment(column))color:#aaa;font-style:italic;\">nil</td>"
                } else {
                    html += "<td style=\"\(cell)\(alignment(column))\">" + HTMLEscaping.escape(CellText.compact(column.contents, row: row)) + "</td>"
                }
            }
            html += "</tr>"
        }
        html += "</tbody></table><p style=\"color:#666;margin:4px 0 0 0;\">" + HTMLEscaping.escape(layout.dimensions) + "</p></div>"
        return html
    }
}
