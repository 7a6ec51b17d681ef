import ChartCore

/// The selections of a grammar chart shown interactively (`chartXSelection(value:)`, …): the
/// value each last wrote, and what changes when the pointer moves.
///
/// A move that changes a selection's value writes it through the selection's binding and makes
/// the chart's content again (its content closure runs anew, `Chart.remade()`), so the view
/// draws marks that use the value; a move within the same value (the same category, or the
/// same whole number for a `Binding<Int?>`) changes nothing and costs only the lookup.
struct SelectionFollower {
    /// The chart as the cell made it: its selections and its content's remake.
    let chart: Chart
    private var written: [SelectionAxis: PlottedValue] = [:]
    /// The axes whose values are whole numbers (their selections move a whole step at a time).
    private let wholeAxes: Set<SelectionAxis>
    /// The sum of the chart's sector values, read once (an angle selection's scale), not per move.
    private let angleTotal: Double

    /// The follower of `chart`'s selections; nil when it is not a grammar chart with any.
    init?(_ chart: any DrawableChart) {
        guard let chart = chart as? Chart, !chart.selections.isEmpty else { return nil }
        self.chart = chart
        wholeAxes = Set(chart.selections.map(\.axis).filter { SelectionBindings.holdsWholeNumbers(chart, $0) })
        angleTotal = chart.angleTotal
    }

    /// The selections whose value changes with the pointer at `point` (nil: the pointer left),
    /// with their new values, recorded as written.
    mutating func changes(at point: Point?, on target: HoverTarget) -> [(ChartSelection, PlottedValue?)] {
        var changes: [(ChartSelection, PlottedValue?)] = []
        for selection in chart.selections {
            var value = point.flatMap { target.selectedValue(selection.axis, at: $0, angleTotal: angleTotal) }
            if case .number(let number)? = value, wholeAxes.contains(selection.axis) { value = .number(number.rounded()) }
            guard value != written[selection.axis] else { continue }
            written[selection.axis] = value
            changes.append((selection, value))
        }
        return changes
    }
}
