/// Where slice labels go relative to the pie.
public enum SliceLabelPosition: String, CaseIterable, Sendable {
    /// Beside the pie, joined to their slice by a leader line (the default).
    case outside
    /// On the slice itself; labels that do not fit their slice are left out.
    case inside
}
