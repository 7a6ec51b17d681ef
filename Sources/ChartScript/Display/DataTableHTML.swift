import ChartCore

/// A chart's data as an HTML table beside its SVG, for assistive technology: a screen reader
/// meets the chart as an image named by its title and described by its summary, then can read
/// every datum in a table (row and column headings, a caption), which an SVG cannot offer.
///
/// The table sits outside the SVG (which stays exactly what `write(to:)` draws) in an element
/// hidden by its own `style` and `hidden`; the chart's style sheet (`ThemeFollowingHTML`, which
/// applies only in markup the sanitiser left intact) makes it visually hidden instead of hidden,
/// so it reaches the accessibility tree but not the eye. A sanitised view keeps it hidden and
/// reads as the summary alone. The chart's element (`role="figure"`) names the table as its
/// details (`aria-details`), by an id derived from the chart's content, so the same chart shown
/// twice points at identical tables and two charts never share one.
enum DataTableHTML {
    /// The class of the element that holds the table.
    static let holderClass = "chartscript-data"

    /// Makes the holder visually hidden (in the accessibility tree, one pixel, clipped) in intact markup.
    static let rules = "[\(ThemeFollowingHTML.intactAttribute)]>.\(holderClass){display:block !important;\(visuallyHidden)}\n"

    /// The id the table of a chart drawn as `svg` with `table` takes. The picture is part of
    /// it: two charts of the same data in different styles on one page (a lesson's before and
    /// after) must not share an id, which `aria-details` needs unique.
    static func identifier(svg: String, table: ChartDataTable) -> String {
        var hash = FNV1a()
        hash.add(svg)
        hash.add(table.caption)
        for column in table.columns { hash.add(column) }
        for row in table.rows { for cell in row { hash.add(cell) } }
        return "chartscript-data-\(hash.hex)"
    }

    /// The style that makes an element visually hidden where no style sheet can (the hover
    /// widget's own view, which no sanitiser touches).
    static let visuallyHidden = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;"
        + "clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap"

    /// The holder, hidden until the chart's style sheet shows it, and its table.
    static func html(_ table: ChartDataTable, identifier: String) -> String {
        "<div class=\"\(holderClass)\" hidden style=\"display:none\">" + tableHTML(table, identifier: identifier) + "</div>"
    }

    /// The table: the caption, a heading per column, and each row with its first cell as the
    /// row's heading.
    static func tableHTML(_ table: ChartDataTable, identifier: String) -> String {
        var html = "<table id=\"\(identifier)\">"
        html += "<caption>\(XMLEscaping.escapeText(table.caption))</caption><thead><tr>"
        for column in table.columns { html += "<th scope=\"col\">\(XMLEscaping.escapeText(column))</th>" }
        html += "</tr></thead><tbody>"
        for row in table.rows {
            html += "<tr>"
            for (position, cell) in row.enumerated() {
                html += position == 0 ? "<th scope=\"row\">\(XMLEscaping.escapeText(cell))</th>" : "<td>\(XMLEscaping.escapeText(cell))</td>"
            }
            html += "</tr>"
        }
        return html + "</tbody></table>"
    }
}

/// The 64-bit FNV-1a hash of a run of strings (each followed by a separator byte): a stable id
/// from content, the same in every process and session.
private struct FNV1a {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0x1F)
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
