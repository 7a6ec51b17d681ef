/// What each slice's label says.
public enum SliceLabelStyle: String, CaseIterable, Sendable {
    /// No slice labels.
    case none
    /// The slice's value, such as "31".
    case value
    /// The slice's share of the total, such as "25.4%" (the default).
    case percent
    /// The slice's category, such as "Math".
    case category
    /// The category and the share, such as "Math 25.4%".
    case categoryAndPercent
}
