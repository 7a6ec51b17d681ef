/// Which value a chart's selection follows: the x or y scale's value under the pointer, or a
/// pie's cumulative angle value (Swift Charts' `chartXSelection`, `chartYSelection`,
/// `chartAngleSelection`).
public enum SelectionAxis: String, Sendable, CaseIterable {
    /// The x scale's value at the pointer's x.
    case x
    /// The y scale's value at the pointer's y.
    case y
    /// The cumulative sector value at the pointer's angle, clockwise from the top.
    case angle
}

/// Where a selected value is written: a function the chart calls with the value under the
/// pointer, and nil when the pointer leaves (what a `Binding` is to Swift Charts).
public final class SelectionSink: @unchecked Sendable {
    private let write: (PlottedValue?) throws -> Void

    /// A sink that hands each selected value to `write`.
    public init(_ write: @escaping (PlottedValue?) throws -> Void) {
        self.write = write
    }

    /// Writes `value` (nil: nothing is selected).
    ///
    /// - Throws: what the writer throws (a cell's setter that fails).
    public func select(_ value: PlottedValue?) throws {
        try write(value)
    }
}

/// One selection a chart was given: what it follows and where the value goes.
public struct ChartSelection: Sendable {
    /// What the selection follows.
    public var axis: SelectionAxis
    /// Where the selected value is written.
    public var sink: SelectionSink

    /// A selection following `axis` into `sink`.
    public init(axis: SelectionAxis, sink: SelectionSink) {
        self.axis = axis
        self.sink = sink
    }
}

/// The chart's content made again (its content closure run anew), so that marks that depend
/// on a selected value (`if let selected { RuleMark(x: .value("Day", selected)) }`) follow
/// it. A language keeps the closure it was given; a compiled chart has none (its picture is
/// drawn once, with the value the binding held).
public final class ChartContentRemake: @unchecked Sendable {
    private let make: () throws -> [PlottedMark]

    /// A remake that runs `make` for the marks.
    public init(_ make: @escaping () throws -> [PlottedMark]) {
        self.make = make
    }

    /// The marks made anew.
    ///
    /// - Throws: what the content throws.
    public func marks() throws -> [PlottedMark] {
        try make()
    }
}
