/// How a value axis chooses where its labels go (CorePlot's CPTAxisLabelingPolicy).
public enum AxisLabelingPolicy: String, CaseIterable, Sendable {
    /// Nice round steps of 1, 2 or 5 × 10ⁿ, about `yLabelCount` of them; a `yMajorInterval`,
    /// when set, is used as the step instead.
    case automatic
    /// A label at every multiple of `yMajorInterval` (1 when not set, as CorePlot's
    /// `majorIntervalLength` defaults to 1).
    case fixedInterval
    /// `yLabelCount` equal divisions of the range: a label at each end and between them.
    case equalDivisions
    /// No labels, ticks or grid lines on the value axis.
    case none
}
