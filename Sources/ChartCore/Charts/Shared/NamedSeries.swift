/// A series that carries its own name (a line graph's or scatter plot's series).
public protocol NamedSeries {
    /// The name shown in the legend and tooltips.
    var name: String { get set }
}

extension Array where Element: NamedSeries {
    /// The first series' name: "" when there is none, and setting it without a series does
    /// nothing.
    var firstName: String {
        get { first?.name ?? "" }
        set {
            guard !isEmpty else { return }
            self[0].name = newValue
        }
    }
}
