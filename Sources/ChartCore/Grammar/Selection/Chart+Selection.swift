/// Swift Charts' selection modifiers: the value under the pointer written through a binding.
///
/// A chart drawn once (an SVG, a compiled program) selects nothing: its marks are those the
/// binding's value gives now. An interactive view (the notebook's hover) writes the value at
/// the pointer, makes the content again and draws the new picture; see `docs/charts.md`.
extension Chart {
    /// The chart writing the x value under the pointer to `value`, and nil when it leaves.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        selecting(.x, value)
    }

    /// The chart writing the y value under the pointer to `value`, and nil when it leaves.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        selecting(.y, value)
    }

    /// The pie writing the cumulative angle value under the pointer to `value` (clockwise from
    /// the top: the sector whose running total first passes it is the one pointed at).
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        selecting(.angle, value)
    }

    /// The chart with a selection following `axis` into `sink`, replacing one on that axis.
    public func selecting(_ axis: SelectionAxis, into sink: SelectionSink) -> Chart {
        var copy = self
        copy.selections.removeAll { $0.axis == axis }
        copy.selections.append(ChartSelection(axis: axis, sink: sink))
        return copy
    }

    private func selecting<P: Plottable>(_ axis: SelectionAxis, _ binding: Binding<P?>) -> Chart {
        selecting(axis, into: SelectionSink { plotted in
            binding.wrappedValue = plotted.flatMap { value in
                (P.PrimitivePlottable(plottedValue: value) ?? Self.rounded(value).flatMap(P.PrimitivePlottable.init(plottedValue:)))
                    .flatMap(P.init(primitivePlottable:))
            }
        })
    }

    /// A number rounded to a whole one (for an `Int` binding), nil for other values.
    private static func rounded(_ value: PlottedValue) -> PlottedValue? {
        guard case .number(let number) = value, number.isFinite else { return nil }
        return .number(number.rounded())
    }

    /// The chart with its content made again by `remake` whenever a selection changes.
    public func remakingContent(with remake: ChartContentRemake) -> Chart {
        var copy = self
        copy.contentRemake = remake
        return copy
    }

    /// The chart with its content made again (`contentRemake`), its modifiers kept; the chart
    /// itself when it has no remake.
    ///
    /// - Throws: what the content throws.
    public func remade() throws -> Chart {
        guard let contentRemake else { return self }
        var copy = self
        copy.marks = try contentRemake.marks()
        return copy
    }

    /// The total of the sectors' angle values (what a full turn stands for).
    public var angleTotal: Double {
        marks.filter { $0.kind == .sector }.reduce(0) { total, mark in
            guard let number = mark.angle?.value.continuousValue, number.isFinite, number > 0 else { return total }
            return total + number
        }
    }
}
