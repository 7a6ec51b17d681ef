import Foundation

/// What the SVG contract of charts says, read from a document: each mark element's kind and
/// paint (`data-mark`, `fill`, `stroke`), the legend's entries, every visible text, and the
/// root's size in points.
struct SVGContract {
    /// Each mark element in order: its `data-mark`, `fill` and `stroke`.
    var marks: [(kind: String, fill: String?, stroke: String?)] = []
    /// The texts inside the element of class `legend`.
    var legend: [String] = []
    /// Every `<text>`'s content, unescaped.
    var texts: [String] = []
    /// The root `<svg>`'s width and height.
    var width = "", height = ""

    init(_ svg: String) {
        width = Self.attribute("width", in: Self.first(#"<svg[^>]*>"#, in: svg) ?? "") ?? ""
        height = Self.attribute("height", in: Self.first(#"<svg[^>]*>"#, in: svg) ?? "") ?? ""
        for tag in Self.all(#"<[a-z]+ data-mark="[a-z]+"[^>]*>"#, in: svg) {
            marks.append((Self.attribute("data-mark", in: tag) ?? "", Self.attribute("fill", in: tag), Self.attribute("stroke", in: tag)))
        }
        texts = Self.all(#"<text[^>]*>[^<]*</text>"#, in: svg).map(Self.content)
        if let start = svg.range(of: #"<g class="legend">"#), let end = svg.range(of: "</g>", range: start.upperBound..<svg.endIndex) {
            legend = Self.all(#"<text[^>]*>[^<]*</text>"#, in: String(svg[start.upperBound..<end.lowerBound])).map(Self.content)
        }
    }

    /// How many mark elements of each kind.
    var counts: [String: Int] { marks.reduce(into: [:]) { $0[$1.kind, default: 0] += 1 } }

    private static func content(_ element: String) -> String {
        guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>", options: .backwards) else { return "" }
        return String(element[element.index(after: open)..<close.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: #" \#(name)="[^"]*""#, options: .regularExpression) else { return nil }
        let text = tag[range]
        return String(text.dropFirst(name.count + 3).dropLast())
    }

    private static func first(_ pattern: String, in text: String) -> String? {
        text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
    }

    private static func all(_ pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }
}
