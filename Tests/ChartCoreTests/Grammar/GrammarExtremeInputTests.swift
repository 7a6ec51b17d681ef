import XCTest
@testable import ChartCore

/// The engine at the edges: huge numbers, a million points, degenerate domains, huge frames.
final class GrammarExtremeInputTests: XCTestCase {
    func testAMillionPointsDrawDownsampledWithHoverOnEveryPoint() throws {
        let values = (0..<1_000_000).map { Double($0 % 977) }
        var marks: [PlottedMark] = []
        marks.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            var mark = PlottedMark(kind: .line, origin: "LineMark(x:y:)")
            mark.x = PlottedEncoding(label: "x", value: .number(Double(index)))
            mark.y = PlottedEncoding(label: "y", value: .number(value))
            mark.dataIndex = index
            marks.append(mark)
        }
        let chart = Chart(marks: marks)
        let geometry = try chart.makeGeometry()
        XCTAssertEqual(geometry.anchors.count, 1_000_000)
        let svg = chart.render(geometry)
        XCTAssertLessThan(svg.utf8.count, 200_000, "the line is downsampled")
        XCTAssertEqual(SVGContractCounts.marks(in: svg), ["line": 1])
    }

    func testHugeAndEqualValuesDrawWithoutTrapping() throws {
        for values in [[1e308, -1e308], [5, 5, 5], [0, 0], [1e-320, 2e-320]] {
            let chart = Chart { ForEach(values.indices, id: \.self) { BarMark(x: .value("x", "\($0)"), y: .value("y", values[$0])) } }
            XCTAssertNoThrow(try chart.svg, "\(values)")
        }
    }

    func testHugeFramesAreRefusedAndZeroFramesDraw() {
        XCTAssertThrowsError(try Chart { RuleMark(y: .value("y", 1)) }.frame(width: 1e9).svg)
        XCTAssertThrowsError(try Chart { RuleMark(y: .value("y", 1)) }.frame(height: .infinity).svg)
        XCTAssertNoThrow(try Chart { RuleMark(y: .value("y", 1)) }.frame(width: 0, height: 0).svg)
    }

    func testMismatchedFixedDomainsNameTheModifier() {
        XCTAssertThrowsError(try Chart { BarMark(x: .value("m", "Jan"), y: .value("n", 2)) }.chartXScale(domain: 0...10).svg) { error in
            XCTAssertTrue("\(error)".contains("chartXScale(domain:)"), "\(error)")
        }
    }
}

/// Mark counts of an SVG, by `data-mark`.
enum SVGContractCounts {
    static func marks(in svg: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        var rest = svg[...]
        while let range = rest.range(of: "data-mark=\"") {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            counts[String(after[..<end]), default: 0] += 1
            rest = after[end...]
        }
        return counts
    }
}
