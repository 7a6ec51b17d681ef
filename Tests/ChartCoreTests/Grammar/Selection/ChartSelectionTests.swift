import FoundationEssentials
import XCTest
@testable import ChartCore

/// `chartXSelection(value:)`, `chartYSelection(value:)`, `chartAngleSelection(value:)`: the value
/// under the pointer as Swift Charts gives it (the scale's value, the band's category, a pie's
/// cumulative value), written through the binding as the binding's type, nil outside the plot.
final class ChartSelectionTests: XCTestCase {
    private func geometry(_ chart: Chart) throws -> PlotGeometry { try chart.makeGeometry() }

    func testXSelectionOnNumbersIsTheScaleValueAtThePointer() throws {
        let chart = Chart { ForEach(0..<11) { day in LineMark(x: .value("Day", day), y: .value("Steps", day * 10)) } }
        let layout = try geometry(chart)
        let pixel = try XCTUnwrap(layout.xScale?.pixel(.number(4)))
        guard case .number(let value)? = layout.selectedValue(.x, at: Point(x: pixel, y: layout.plot.midY), angleTotal: 0) else {
            return XCTFail("a number expected")
        }
        XCTAssertEqual(value, 4, accuracy: 1e-9)
        XCTAssertNil(layout.selectedValue(.x, at: Point(x: layout.plot.maxX + 5, y: layout.plot.midY), angleTotal: 0), "outside the plot: nil")
    }

    func testXSelectionOnCategoriesIsTheBandUnderThePointer() throws {
        let chart = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12))
            BarMark(x: .value("Month", "Feb"), y: .value("Sales", 18))
        }
        let layout = try geometry(chart)
        let feb = try XCTUnwrap(layout.xScale?.pixel(.category("Feb")))
        XCTAssertEqual(layout.selectedValue(.x, at: Point(x: feb + 2, y: layout.plot.midY), angleTotal: 0), .category("Feb"))
    }

    func testXSelectionOnDatesIsADate() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let chart = Chart { ForEach(0..<5) { day in BarMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400)), y: .value("n", day)) } }
        let layout = try geometry(chart)
        guard case .date? = layout.selectedValue(.x, at: Point(x: layout.plot.midX, y: layout.plot.midY), angleTotal: 0) else {
            return XCTFail("a date expected")
        }
    }

    func testYSelectionReadsTheYScale() throws {
        let chart = Chart { ForEach(0..<5) { day in PointMark(x: .value("Day", day), y: .value("Steps", day * 25)) } }
        let layout = try geometry(chart)
        let pixel = try XCTUnwrap(layout.yScale?.pixel(.number(50)))
        guard case .number(let value)? = layout.selectedValue(.y, at: Point(x: layout.plot.midX, y: pixel), angleTotal: 0) else {
            return XCTFail("a number expected")
        }
        XCTAssertEqual(value, 50, accuracy: 1e-9)
    }

    func testAngleSelectionIsTheCumulativeValueClockwiseFromTheTop() throws {
        let pie = Chart {
            SectorMark(angle: .value("n", 1))
            SectorMark(angle: .value("n", 3))
        }
        XCTAssertEqual(pie.angleTotal, 4)
        let layout = try geometry(pie)
        let center = layout.polarCenter, radius = layout.polarRadius
        // Straight below the centre is half a turn: half of the total.
        guard case .number(let value)? = layout.selectedValue(.angle, at: Point(x: center.x, y: center.y + radius / 2), angleTotal: pie.angleTotal) else {
            return XCTFail("a number expected")
        }
        XCTAssertEqual(value, 2, accuracy: 1e-9)
        XCTAssertNil(layout.selectedValue(.angle, at: Point(x: center.x + radius * 2, y: center.y), angleTotal: pie.angleTotal), "outside the pie")
        XCTAssertNil(layout.selectedValue(.x, at: center, angleTotal: pie.angleTotal), "a pie has no x selection")
    }

    func testTheBindingGetsTheValueAsItsOwnTypeRoundedForInt() throws {
        var selectedDay: Int? = nil
        var selectedMonth: String? = "Jan"
        let chart = Chart { BarMark(x: .value("Month", "Jan"), y: .value("Sales", 12)) }
            .chartXSelection(value: Binding(get: { selectedMonth }, set: { selectedMonth = $0 }))
            .chartYSelection(value: Binding(get: { selectedDay }, set: { selectedDay = $0 }))
        XCTAssertEqual(chart.selections.map(\.axis), [.x, .y])
        let x = try XCTUnwrap(chart.selections.first), y = try XCTUnwrap(chart.selections.last)
        try y.sink.select(.number(6.7))
        XCTAssertEqual(selectedDay, 7)
        try x.sink.select(nil)
        XCTAssertNil(selectedMonth)
        try x.sink.select(.category("Feb"))
        XCTAssertEqual(selectedMonth, "Feb")
        try x.sink.select(.number(3))
        XCTAssertNil(selectedMonth, "a value of another kind is no String: nil")
    }

    func testASecondSelectionOnOneAxisReplacesTheFirst() {
        let chart = Chart { RuleMark(y: .value("Goal", 3)) }
            .chartXSelection(value: Binding<Int?>.constant(nil))
            .chartXSelection(value: Binding<Double?>.constant(nil))
        XCTAssertEqual(chart.selections.count, 1)
    }

    func testRemadeRunsTheContentAgainAndKeepsTheModifiers() throws {
        var count = 1
        let chart = Chart(marks: [])
            .remakingContent(with: ChartContentRemake { (0..<count).map { RuleMark(y: .value("Goal", $0)).mark } })
            .chartYAxisLabel("Goal")
        count = 3
        let remade = try chart.remade()
        XCTAssertEqual(remade.marks.count, 3)
        XCTAssertNotNil(remade.settings.yAxis.label)
    }

    func testStateHandsABindingThatWritesWhatTheNextReadSees() {
        struct Holder { @State var selected: Int? = nil }
        let holder = Holder()
        holder.$selected.wrappedValue = 4
        XCTAssertEqual(holder.selected, 4)
    }
}
