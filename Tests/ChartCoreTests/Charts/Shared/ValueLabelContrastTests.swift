import XCTest
@testable import ChartCore

/// The seed bar chart's and pie chart's labels drawn over a bar or a slice reach WCAG AA
/// contrast (4.5:1) with its fill, on the colours where near-black falls short (system blue,
/// 4.37:1) as on every other: they choose their colour as the engine's fitted annotations do.
final class ValueLabelContrastTests: XCTestCase {
    private let colors: [Color] = [.blue, .indigo, .red, .orange, .green, .gray, Color(red255: 0, green255: 114, blue255: 178)]

    func testStackedBarValueLabelsReadOnEveryFill() throws {
        for color in colors {
            // Stacked segments write their values inside, on their fill.
            var chart = BarChart(categories: ["A", "B", "C"], values: [30, 24, 12])
            chart.addSeries([20, 18, 25], name: "Later", color: color)
            chart.isStacked = true
            chart.showsValueLabels = true
            let svg = try chart.svg
            let bars = try rects(svg)
            let labels = try labelsWithFills(svg, group: "value-labels")
            XCTAssertEqual(labels.count, 6, "\(color): every segment's label is inside it")
            var onColor = 0
            for (point, fill) in labels {
                let bar = try XCTUnwrap(bars.last { $0.rect.contains(Point(x: point.x, y: point.y - 4)) }, "a label on no bar at \(point)")
                if bar.fill == color { onColor += 1 }
                XCTAssertGreaterThanOrEqual(fill.contrastRatio(with: bar.fill), 4.5, "\(fill) on \(bar.fill)")
            }
            XCTAssertGreaterThanOrEqual(onColor, 3, "\(color): the second series's three labels are on it")
        }
    }

    /// Each `<rect>` with a fill: its box and its colour.
    private func rects(_ svg: String) throws -> [(rect: Rect, fill: Color)] {
        try svg.components(separatedBy: "<rect ").dropFirst().compactMap { element -> (Rect, Color)? in
            guard let x = number("x", in: element), let y = number("y", in: element), let width = number("width", in: element),
                  let height = number("height", in: element), let fill = attribute("fill", in: element), fill.hasPrefix("#") else { return nil }
            return (Rect(x: x, y: y, width: width, height: height), try Color(hex: fill))
        }
    }

    /// Each `<text>` of the group of class `group` that has a fill of its own: its anchor and its fill.
    private func labelsWithFills(_ svg: String, group: String) throws -> [(Point, Color)] {
        let start = try XCTUnwrap(svg.range(of: "<g class=\"\(group)\""), "no \(group) group")
        let rest = svg[start.upperBound...]
        let end = try XCTUnwrap(rest.range(of: "</g>"), "the \(group) group is not closed")
        return try rest[..<end.lowerBound].components(separatedBy: "<text ").dropFirst().compactMap { element -> (Point, Color)? in
            guard let fill = attribute("fill", in: element), let x = number("x", in: element), let y = number("y", in: element) else { return nil }
            return (Point(x: x, y: y), try Color(hex: fill))
        }
    }

    private func attribute(_ name: String, in element: String) -> String? {
        let tag = element.prefix { $0 != ">" }
        guard let start = tag.range(of: "\(name)=\"", options: []), start.lowerBound == tag.startIndex || tag[tag.index(before: start.lowerBound)] == " " else {
            return nil
        }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    private func number(_ name: String, in element: String) -> Double? {
        attribute(name, in: element).flatMap(Double.init)
    }

    func testPieLabelsInsideSlicesReadOnEveryFill() throws {
        for color in colors {
            var chart = PieChart(categories: ["A", "B", "C"], values: [5, 3, 2])
            chart.sliceColors = [color, color, color]
            chart.sliceLabelPosition = .inside
            let fills = try labelsWithFills(try chart.svg, group: "slice-labels").map(\.1)
            XCTAssertEqual(fills.count, 3, "\(color): every slice's label is inside it")
            for fill in fills {
                XCTAssertGreaterThanOrEqual(fill.contrastRatio(with: color), 4.5, "\(fill) on \(color)")
            }
        }
    }
}
